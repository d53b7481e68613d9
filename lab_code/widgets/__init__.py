"""Every ipywidgets view of the course. Widgets hold no logic: they render what a function returned.

Imported only by notebooks (and the tests that drive them without a browser); no other
package imports a widget.

Lessons: 01, 02, 04, 07, 09
"""
