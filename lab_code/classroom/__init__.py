"""The course in a classroom: every exercise as an nbgrader assignment, graded where students cannot reach.

``python -m lab_code.classroom nbgrader DIR`` writes an nbgrader course directory (config, one
source notebook per lesson with exercises, the course secret); from there on only nbgrader's
own commands run. Autograde starts each notebook's kernel in a bubblewrap sandbox (``sandbox``,
``course_view``) and grades every tests cell outside it (``nbgrader_grading``, ``grading_host``,
``remote_student``): the kernel's side only runs the student's function on the inputs it is
sent (``hand_in``, ``replay``). ``hub/`` puts a class on JupyterHub; ``README.md`` is the
instructor guide. ``python -m lab_code.classroom catalogue`` prints the exercise table of the
README's teacher section.

No lesson notebook imports this package. An assignment notebook imports ``hand_in`` (it needs
nothing of nbgrader); the rest is the teacher's, installed with ``requirements-test.txt``.

Lessons: shared
"""
