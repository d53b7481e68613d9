"""nbgrader in the instructor's JupyterLab (formgrader): the course directory and its own settings.

The Hub sets ``LAB_COURSE_DIR`` for the instructor's server; formgrader then grades with the
course's ``nbgrader_config.py`` (the sandboxed autograde, partial credit, the Chinese feedback),
exactly as ``nbgrader autograde`` run in that directory does.

Lessons: shared
"""

import os

c = get_config()  # noqa: F821 (nbgrader provides it)
course = os.environ.get("LAB_COURSE_DIR") or os.path.expanduser("~/course")
c.CourseDirectory.root = course
if os.path.exists(os.path.join(course, "nbgrader_config.py")):
    load_subconfig(os.path.join(course, "nbgrader_config.py"))  # noqa: F821 (traitlets provides it)
