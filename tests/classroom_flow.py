"""Helpers for the classroom tests: a course, its releases, submissions, and nbgrader's own CLI.

nbgrader runs as a separate process in its own session (``python -m nbgrader …``), the way a
teacher runs it: a submission that manages to kill the grader, or its process group, then
shows up as a failed run instead of taking the test process down with it.
"""

from __future__ import annotations

import copy
import csv
import hashlib
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from lab_code.classroom.nbgrader_course import write_course

BIN = str(Path(sys.executable).parent)  # nbgrader runs `alembic` from PATH


def nbgrader(
    course: Path, *argv: str, env: dict | None = None, timeout: int = 900
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "nbgrader", *argv],
        cwd=course,
        env={**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}", **(env or {})},
        capture_output=True,
        text=True,
        timeout=timeout,
        start_new_session=True,
    )


def answers(notebook: dict) -> list[dict]:
    return [c for c in notebook["cells"] if c["metadata"].get("nbgrader", {}).get("solution")]


def source_of(cell: dict) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)


def solved(release: dict, source: dict, skip: tuple[int, ...] = ()) -> dict:
    """The release with every answer cell filled as a student would (solution, no markers)."""
    work = copy.deepcopy(release)
    for n, (cell, reference) in enumerate(zip(answers(work), answers(source), strict=True)):
        if n not in skip:
            lines = source_of(reference).splitlines()
            cell["source"] = "\n".join(line for line in lines if "SOLUTION" not in line)
    return work


def steps(course: Path, argvs: list[list[str]], *, env: dict | None = None) -> list[tuple[int, str]]:
    """Several nbgrader commands in one process of its own (its own session: a submission that
    reaches the grader's process group would end that process, not the tests)."""
    done = subprocess.run(
        [sys.executable, "-c", STEPS, json.dumps(argvs)],
        cwd=course,
        env={**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}", **(env or {})},
        capture_output=True,
        text=True,
        timeout=1800,
        start_new_session=True,
    )
    assert done.returncode == 0 and done.stdout.strip(), f"{argvs}: {done.stderr[-3000:]}"
    return [tuple(r) for r in json.loads(done.stdout.strip().splitlines()[-1])]


def make_course(root: Path, lessons: tuple[str, ...]) -> tuple[Path, dict, dict]:
    """A course with ``lessons`` released; (course, {lesson: release}, {lesson: source})."""
    course = root / "course"
    write_course(course)
    for code, log in steps(course, [["generate_assignment", lesson] for lesson in lessons]):
        assert code == 0, log[-3000:]
    releases, sources = {}, {}
    for lesson in lessons:
        for kind, store in (("release", releases), ("source", sources)):
            store[lesson] = json.loads(
                (course / kind / lesson / f"{lesson}.ipynb").read_text(encoding="utf-8")
            )
    return course, releases, sources


def submit(course: Path, student: str, lesson: str, notebook) -> Path:
    folder = course / "submitted" / student / lesson
    folder.mkdir(parents=True, exist_ok=True)
    text = notebook if isinstance(notebook, str) else json.dumps(notebook, ensure_ascii=False)
    path = folder / f"{lesson}.ipynb"
    path.write_text(text, encoding="utf-8")
    return path


def grades(course: Path) -> dict[tuple[str, str], tuple[float, float]]:
    """grades.csv as ``nbgrader export`` wrote it: {(student, assignment): (score, max score)}."""
    with open(course / "grades.csv", encoding="utf-8") as f:
        return {
            (r["student_id"], r["assignment"]): (float(r["score"]), float(r["max_score"]))
            for r in csv.DictReader(f)
        }


def cell_scores(course: Path, student: str, lesson: str) -> dict[str, float]:
    """grade_id → score of one student's tests cells, from the gradebook."""
    with sqlite3.connect(f"file:{course / 'gradebook.db'}?mode=ro", uri=True) as db:
        rows = db.execute(
            "SELECT base_cell.name, grade.auto_score, grade.manual_score FROM grade "
            "JOIN grade_cells ON grade.cell_id = grade_cells.id JOIN base_cell ON base_cell.id = grade_cells.id "
            "JOIN submitted_notebook ON grade.notebook_id = submitted_notebook.id "
            "JOIN submitted_assignment ON submitted_notebook.assignment_id = submitted_assignment.id "
            "JOIN assignment ON submitted_assignment.assignment_id = assignment.id "
            "WHERE submitted_assignment.student_id = ? AND assignment.name = ?",
            (student, lesson),
        ).fetchall()
    return {name: manual if manual is not None else auto for name, auto, manual in rows}


def forged_grades(course: Path) -> int:
    """Grades nobody graded: a manual score or extra credit set while autograding."""
    with sqlite3.connect(f"file:{course / 'gradebook.db'}?mode=ro", uri=True) as db:
        return db.execute(
            "SELECT COUNT(*) FROM grade WHERE manual_score IS NOT NULL OR extra_credit IS NOT NULL"
        ).fetchone()[0]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# ---------------------------------------------------------------- other accounts (the class test)

ACCOUNTS = ("lab-instructor", "lab-student1")  # .ci/run creates them (root only)

STEPS = """
import io, json, logging, os, shutil, sys
from jupyter_core.application import NoStart
from nbgrader.apps import NbGraderApp
def attempt(action):
    try:
        action()
        return [0, "allowed"]
    except OSError as exc:
        return [1, type(exc).__name__]
results = []
for argv in json.loads(sys.argv[1]):  # nbgrader's own commands, one after the other, in one process
    if argv[0] == "copy":  # the student saves their work
        results.append([0, shutil.copyfile(argv[1], argv[2])])
        continue
    if argv[0] in ("read", "list"):  # what this account can see of someone else's
        results.append(attempt(lambda: open(argv[1], "rb").read(1) if argv[0] == "read" else os.listdir(argv[1])))
        continue
    if argv[0] in ("mkdir", "symlink", "write", "rename"):  # what an attack of this account tries
        actions = {
            "mkdir": lambda: os.mkdir(argv[1]),
            "symlink": lambda: os.symlink(argv[1], argv[2]),
            "write": lambda: open(argv[1], "w").write(argv[2]),
            "rename": lambda: os.rename(argv[1], argv[2]),
        }
        results.append(attempt(actions[argv[0]]))
        continue
    if argv[0] == "text":  # a file's text, or "" when it cannot be read
        try:
            results.append([0, open(argv[1], encoding="utf-8", errors="replace").read()])
        except OSError as exc:
            results.append([1, type(exc).__name__])
        continue
    app, log = NbGraderApp.instance(), io.StringIO()
    try:
        app.initialize(argv)
        app.init_logging(logging.StreamHandler, [log], color=False, subapps=True)
        app.start()
        code = 0
    except NoStart:
        code = 0
    except SystemExit as exc:
        code = exc.code or 0
    finally:
        app.reset()
    results.append([code, log.getvalue()])
print(json.dumps(results))
"""


def accounts_missing() -> list[str]:
    import pwd

    missing = []
    for name in ACCOUNTS:
        try:
            pwd.getpwnam(name)
        except KeyError:
            missing.append(name)
    return missing


def as_user(
    user: str, argv: list[str], *, cwd: Path, env: dict, timeout: int = 600
) -> subprocess.CompletedProcess:
    """Run ``argv`` as ``user`` (we are root): the machine as it is, except that this Python and
    this checkout are reachable even where they sit under a private folder such as /root."""
    import pwd

    from lab_code import REPO_ROOT
    from lab_code.classroom.sandbox import _ancestors

    account = pwd.getpwnam(user)
    needed = sorted({os.path.realpath(sys.base_prefix), os.path.realpath(sys.prefix), str(REPO_ROOT)})
    blocked = set()
    for path in needed:  # the highest folder on the way that others may not enter
        for parent in reversed(Path(path).parents):
            if parent != Path("/") and not os.stat(parent).st_mode & 0o001:
                blocked.add(str(parent))
                break
    args = ["bwrap", "--dev-bind", "/", "/"]
    for folder in sorted(blocked):
        args += ["--tmpfs", folder]
    for path in needed:
        if any(path.startswith(b + "/") for b in blocked):
            args += ["--ro-bind", path, path]
    args += _ancestors([p for p in needed if any(p.startswith(b + "/") for b in blocked)])
    args += ["--chdir", str(cwd), "--clearenv"]
    environment = {
        "HOME": account.pw_dir,
        "USER": user,
        "LANG": "C.UTF-8",
        "PATH": f"{BIN}:/usr/local/bin:/usr/bin:/bin",
        **env,
    }
    for key, value in environment.items():
        args += ["--setenv", key, value]
    args += ["setpriv", f"--reuid={account.pw_uid}", f"--regid={account.pw_gid}", "--init-groups", "--"]
    return subprocess.run(
        args + argv, capture_output=True, text=True, timeout=timeout, start_new_session=True
    )


def nbgrader_steps(user: str, steps: list[list[str]], *, cwd: Path, env: dict) -> list[tuple[int, str]]:
    """Several nbgrader commands as ``user``, in one process (nbgrader's startup costs ~1.5 s each).

    A step ``["copy", src, dst]`` saves a file as the user; ``["read", path]`` and ``["list", path]``
    say whether the user may (``[0, "allowed"]``) or not (``[1, "PermissionError"]``)."""
    done = as_user(user, [sys.executable, "-c", STEPS, json.dumps(steps)], cwd=cwd, env=env)
    assert done.returncode == 0 and done.stdout.strip(), f"{user} {steps}: {done.stderr[-3000:]}"
    return [tuple(r) for r in json.loads(done.stdout.strip().splitlines()[-1])]
