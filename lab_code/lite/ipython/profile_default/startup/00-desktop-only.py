"""Run by the browser kernel when it starts (the site sets IPYTHONDIR to this profile).

It registers ``%%desktop_only`` (``lab_code.lite.browser_cells``). The desktop never runs it.

Lessons: shared
"""

from lab_code.lite.browser_cells import register

register(get_ipython())  # noqa: F821 (IPython runs start-up files with get_ipython defined)
