"""Course tooling: the launcher, the notebook builder, the environment check and ``show()``.

``python -m lab_code.course.launch`` opens the course; ``python -m lab_code.course.notebook_build``
re-executes the notebooks deterministically; ``show(obj)`` renders the real source of course
code inside a lesson (``show_json`` does the same for a long JSON value); ``lesson_map`` keeps the
lesson → module map in ``lab_code/README.md`` true; ``lesson_time`` measures each lesson's core path;
``glossary`` keeps one word per concept; ``facts`` dates what the lessons say about providers.

Lessons: shared
"""
