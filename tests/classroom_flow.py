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


def make_course(root: Path, lessons: tuple[str, ...]) -> tuple[Path, dict, dict]:
    """A course with ``lessons`` released; (course, {lesson: release}, {lesson: source})."""
    course = root / "course"
    write_course(course)
    for lesson in lessons:
        done = nbgrader(course, "generate_assignment", lesson)
        assert done.returncode == 0, done.stderr[-3000:]
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
    done = nbgrader(course, "export")
    assert done.returncode == 0, done.stderr[-2000:]
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
