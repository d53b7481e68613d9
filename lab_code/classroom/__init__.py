"""The course in a classroom: every exercise as an nbgrader assignment, graded where students cannot reach.

``python -m lab_code.classroom nbgrader DIR`` writes an nbgrader course directory (config, one
source notebook per lesson with exercises, the course secret); from there on only nbgrader's
own commands run. ``hub/`` puts a class on JupyterHub; ``README.md`` is the instructor guide.
``python -m lab_code.classroom catalogue`` prints the exercise table of the README's teacher section.

Trust boundary: what runs where, as whom, and what crosses
===========================================================

**The grader** (``nbgrader autograde``, formgrader's Autograde; root, or the instructor): trusted.
It holds the course directory (solutions, gradebook, secret), runs the checkers, draws every
seed, and decides every verdict: what a case's inputs are, whether an answer is right, what a
probe of the student's objects shows (``grading_host``, ``remote_student``, ``remote_objects``,
``stand_ins``).
It never runs a student's code and never unpickles anything from a student's process: what
comes back is plain JSON (``frames``, ``exercises.plain``), bounded in size and depth.

**The kernel** (the student's notebook, run by the grader): hostile. It runs in bubblewrap as
``nobody`` (root grading) or in a user namespace (the instructor grading), without network, with
a copy of the course package that lacks checkers, grader and forbidden code (``sandbox``,
``course_view``). Its side of grading (``hand_in``, ``object_table``, ``grader_calls``, ``replay``) only runs the
student's function, or an operation on an object it returned, on inputs the grader chose, in a
child process the grader's deadline kills, and answers with plain values or handle numbers. A
kernel that lies can only give wrong answers: verdicts, seeds and reports never come back to it.
Its output is capped as it arrives (``nbgrader_grading``).

**A replayed exercise** (``replay``): a second sandbox, sharing nothing writable with the kernel
(its own run folder and ``/tmp``), fed the notebook's cell sources by the grader.

**The files** (``submission_files``, ``safe_exchange``): collect, autograde, feedback and release take only the
assignment's notebooks and nbgrader's two notes, as regular files, never following a link;
a submission folder must belong to the account it names. The exchange's course folder is the
instructor's from installation on (``hub/setup_exchange.sh``).

**What crosses**, grader → kernel: the cases' inputs (pickled by the grader, loaded there),
handles, callbacks to the checker's own functions (they run in the grader, on plain
arguments). Kernel → grader: plain values, exception names and texts, handle numbers, the
states of mirrored dicts and lists, calls to those callbacks. Grader → student: the feedback
page (their own seed's report, the hidden batches' counts, no seed, no hidden case, no path).

**The Hub** runs as root: see ``hub/__init__.py`` for its rule in students' homes.

No lesson notebook imports this package. An assignment notebook imports ``hand_in`` (it needs
nothing of nbgrader); the rest is the teacher's, installed with ``requirements-test.txt``.

Lessons: shared
"""
