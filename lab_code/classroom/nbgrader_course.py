"""Write an nbgrader course directory for the course's exercises.

    python -m lab_code.classroom nbgrader DIR

writes ``DIR/nbgrader_config.py`` and ``DIR/source/<lesson>/<lesson>.ipynb`` for every lesson
with exercises (see ``assignments``). From there on, only nbgrader's own commands, run in DIR:
``nbgrader generate_assignment <lesson>``, ``nbgrader autograde <lesson>``,
``nbgrader generate_feedback <lesson>``, ``nbgrader export``. The config sets:

* the stub that replaces a solution (a comment: the lesson's own ``raise NotImplementedError``
  stays below it);
* a per-cell timeout, so a submission that never stops is interrupted and graded;
* the grading kernel's start-up line that installs ``grading_guard`` (a submission reads only
  its own folder).

Lessons: shared
"""

from __future__ import annotations

import secrets
from pathlib import Path

import nbformat

from lab_code.classroom.assignments import CODE_STUB, source_notebook
from lab_code.classroom.catalogue import by_lesson

CELL_TIMEOUT_S = 60  # a whole tests cell; each checker case also has its own 2-second limit
GUARD_LINE = "import lab_code.classroom.grading_guard as _guard; _guard.install()"

CONFIG = '''# nbgrader configuration written by `python -m lab_code.classroom nbgrader`.
# Run nbgrader's commands in this directory; see the README's instructor section.
c = get_config()  # noqa: F821 (nbgrader provides it)

c.CourseDirectory.course_id = "tool-calling-lab"

# A solution region becomes this comment; the lesson's own `raise NotImplementedError("练习 …")`
# follows it, so students get exactly the stub they know from the lesson.
c.ClearSolutions.code_stub = {{"python": {stub!r}}}

# Grading: a cell that runs longer than this is interrupted and counts as failed; the kernel
# starts with a guard that keeps each submission inside its own folder.
c.Execute.timeout = {timeout}
c.Execute.interrupt_on_timeout = True
c.Execute.extra_arguments = [
    "--HistoryManager.hist_file=:memory:",
    {guard!r},
]
'''


def write_course(root: Path, *, hidden_seed: int | None = None, timeout: int = CELL_TIMEOUT_S) -> list[str]:
    """Write the course directory; return the assignment names (one per lesson with exercises)."""
    root = Path(root)
    lessons = by_lesson()
    seed = secrets.randbelow(900_000) + 100_000 if hidden_seed is None else hidden_seed
    for n, (lesson, exercises) in enumerate(lessons.items()):
        folder = root / "source" / lesson
        folder.mkdir(parents=True, exist_ok=True)
        notebook = source_notebook(lesson, exercises, hidden_seed=seed + 1000 * n)
        nbformat.write(notebook, folder / f"{lesson}.ipynb")
    config = CONFIG.format(
        stub=CODE_STUB,
        timeout=timeout,
        guard=f"--IPKernelApp.exec_lines={[GUARD_LINE]!r}",
    )
    (root / "nbgrader_config.py").write_text(config, encoding="utf-8")
    return list(lessons)
