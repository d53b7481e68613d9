"""nbgrader's machine-wide settings for a class: one exchange, one course id, for every account.

``install.sh`` copies this file to ``/etc/jupyter/nbgrader_config.py`` (every user's server and
every ``nbgrader`` command reads that folder; on Kubernetes the student image has it). The
instructor's course directory adds the grading settings (its own ``nbgrader_config.py``,
written by ``python -m lab_code.classroom nbgrader``). See ``lab_code/classroom/README.md``.

Lessons: shared
"""

import os

c = get_config()  # noqa: F821 (nbgrader provides it)

# The exchange: a folder every user can write and nobody can list (nbgrader sets the modes of
# what it creates inside). `setup_exchange.sh` creates it: root-owned, mode 1777.
c.Exchange.root = os.environ.get("LAB_EXCHANGE_ROOT", "/srv/nbgrader/exchange")

# Every user belongs to this one course; students fetch and submit without typing --course.
c.CourseDirectory.course_id = "tool-calling-lab"
