"""Write an nbgrader course directory for the course's exercises.

    python -m lab_code.classroom nbgrader DIR

writes ``DIR/nbgrader_config.py``, ``DIR/source/<lesson>/<lesson>.ipynb`` for every lesson with
exercises (see ``assignments``), the course secret ``DIR/.grading/secret`` (the hidden seeds
come from it: ``seeds``), what each reference solution needs (``.grading/needs.json``, for
``exercise_rules.plan``) and a ``DIR/.gitignore`` that keeps the secret, the gradebook and the
students' work out of any repository. From there on, only nbgrader's own commands, run in DIR.

The folder is made private to its owner (mode 700): the gradebook, the students' work and the
solutions are the instructor's alone, even on a machine the students log in to.

Running it again is safe: the secret is never re-drawn (``--new-secret`` replaces it, keeping
the old one beside it), and a file that already exists with other content is left alone and
named, unless ``--overwrite`` is given; identical files are simply kept.

Lessons: shared
"""

from __future__ import annotations

import functools
import json
import os
import time
from pathlib import Path

import nbformat

from lab_code.classroom.assignments import CODE_STUB, source_notebook
from lab_code.classroom.catalogue import by_lesson
from lab_code.classroom.exercise_rules import solution_needs
from lab_code.classroom.seeds import SECRET_FILE, write_secret

CELL_TIMEOUT_S = 60  # a whole tests cell; each checker case also has its own 2-second limit
COURSE_ID = "tool-calling-lab"
NEEDS_FILE = Path(".grading") / "needs.json"  # course modules each reference solution reaches

CONFIG = '''# nbgrader configuration written by `python -m lab_code.classroom nbgrader`.
# Run nbgrader's commands in this directory; see lab_code/classroom/README.md (instructor guide).
from lab_code.classroom.feedback import configure

c = get_config()  # noqa: F821 (nbgrader provides it)

c.CourseDirectory.course_id = {course_id!r}

# A solution region becomes this comment; the lesson's own `raise NotImplementedError("练习 …")`
# follows it, so students get exactly the stub they know from the lesson.
c.ClearSolutions.code_stub = {{"python": {stub!r}}}

# Autograde runs each notebook's kernel in a sandbox (bubblewrap) and grades the tests cells
# outside it, with partial credit and per-student hidden cases; feedback is a Chinese page.
# A cell that runs longer than {timeout} s is interrupted and its exercise scores what was
# handed in before (nothing, if the tests cell itself timed out).
configure(c, timeout={timeout})
'''

GITIGNORE = """# Written by python -m lab_code.classroom nbgrader: never commit these.
.grading/
gradebook.db
submitted/
autograded/
feedback/
"""


class CourseExists(RuntimeError):
    """Files of an earlier course would be overwritten; the message lists them."""


def _planned(root: Path, timeout: int) -> dict[Path, str]:
    return {root / relative: text for relative, text in _texts(timeout, _checkout_state()).items()}


def _checkout_state() -> tuple:
    """What the course's files are made from: the lessons and the solutions, as they are now."""
    from lab_code import REPO_ROOT

    paths = sorted((REPO_ROOT / "notebooks").glob("*.ipynb")) + sorted((REPO_ROOT / "solutions").glob("*.py"))
    return tuple((str(p), p.stat().st_mtime_ns, p.stat().st_size) for p in paths)


@functools.lru_cache(maxsize=4)
def _texts(timeout: int, checkout: tuple) -> dict[Path, str]:
    """Every file of a course directory, by its path in it (made once per checkout state: rendering
    every lesson's assignment takes seconds, and a test writes several courses)."""
    files = {}
    needs = {e.id: sorted(solution_needs(e.solution)) for group in by_lesson().values() for e in group}
    files[NEEDS_FILE] = json.dumps(needs, indent=1, sort_keys=True) + "\n"
    for lesson, exercises in by_lesson().items():
        notebook = source_notebook(lesson, exercises)
        files[Path("source") / lesson / f"{lesson}.ipynb"] = nbformat.writes(notebook) + "\n"
    files[Path("nbgrader_config.py")] = CONFIG.format(course_id=COURSE_ID, stub=CODE_STUB, timeout=timeout)
    files[Path(".gitignore")] = GITIGNORE
    return files


def write_course(
    root: Path, *, timeout: int = CELL_TIMEOUT_S, overwrite: bool = False, new_secret: bool = False
) -> list[str]:
    """Write the course directory; return the assignment names (one per lesson with exercises)."""
    root = Path(root)
    files = _planned(root, timeout)
    different = [p for p, text in files.items() if p.exists() and p.read_text(encoding="utf-8") != text]
    if different and not overwrite:
        names = "\n".join(f"  {p}" for p in different)
        raise CourseExists(
            f"{root} 里已经有一门课，这些文件和现在要写的不一样，没有动它们：\n{names}\n"
            "要用新版本覆盖它们就加 --overwrite（课程密钥不变，学生的隐藏用例不变）；"
            "或者换一个目录。"
        )
    root.mkdir(parents=True, exist_ok=True)
    os.chmod(root, 0o700)  # the gradebook, the submissions and the solutions: the instructor's alone
    secret = root / SECRET_FILE
    if new_secret and secret.exists():
        secret.rename(secret.with_name(f"secret.replaced-{time.strftime('%Y%m%d-%H%M%S')}"))
    write_secret(root)  # also makes .grading/ (mode 700)
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return sorted(p.parent.name for p in files if p.suffix == ".ipynb")
