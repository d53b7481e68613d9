# nbgrader's machine-wide configuration for a class on one JupyterHub: copy it to
# /etc/jupyter/nbgrader_config.py (every user's notebook server reads that folder).
# Students and the instructor then share one exchange and one course id; the instructor's own
# course directory adds the grading settings (its nbgrader_config.py, written by
# `python -m lab_code.classroom nbgrader`). See lab_code/classroom/README.md.
import os

c = get_config()  # noqa: F821 (nbgrader provides it)

# The exchange: a folder every user can write and nobody can list (nbgrader sets the modes of
# what it creates inside). `setup_exchange.sh` creates it: root-owned, mode 1777.
c.Exchange.root = os.environ.get("LAB_EXCHANGE_ROOT", "/srv/nbgrader/exchange")

# Every user belongs to this one course; students fetch and submit without typing --course.
c.CourseDirectory.course_id = "tool-calling-lab"
