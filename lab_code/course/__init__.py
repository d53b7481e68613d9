"""Course tooling: the launcher, the notebook builder, the environment check and ``show()``.

``python -m lab_code.course.launch`` opens the course; ``python -m lab_code.course.notebook_build``
re-executes the notebooks deterministically; ``show(obj)`` renders the real source of course
code inside a lesson; ``lesson_map`` keeps the lesson → module map in ``lab_code/README.md`` true.

Lessons: shared
"""
