"""Every exercise of the course, read from the lesson notebooks themselves.

An exercise is a code cell tagged ``exercise`` whose metadata names its id, title, difficulty
(1–3), points, the function to write, its checker and its reference solution; its statement
is the nearest markdown cell above that names it. ``render()`` is the table in the README's instructor section;
``tests/test_classroom.py`` keeps the two the same::

    python -m lab_code.classroom catalogue            # print the table
    python -m lab_code.classroom catalogue --write    # refresh README.md

Lessons: shared
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from lab_code import REPO_ROOT

NOTEBOOKS_DIR = REPO_ROOT / "notebooks"
README = REPO_ROOT / "README.md"
BEGIN, END = "<!-- exercise-catalogue:begin -->", "<!-- exercise-catalogue:end -->"
STARS = {1: "★", 2: "★★", 3: "★★★"}


@dataclass(frozen=True)
class Exercise:
    lesson: str  # the notebook's stem, e.g. "04_three_options"
    lesson_title: str  # e.g. "04 · 手写 Tool Use 的三种方案"
    id: str
    title: str
    difficulty: int
    points: int
    function: str
    checker: str  # "lab_code.exercises.ex04:check_plan_waves"
    solution: str  # "solutions.ex04_three_options"
    statement: str  # markdown, from the line that names the exercise
    stub: str  # the code cell the student edits

    @property
    def slug(self) -> str:  # for nbgrader's grade ids: "4_3"
        return self.id.replace(".", "_")


def _source(cell: dict) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)


def _statement(cells: list[dict], stub_index: int, exercise_id: str) -> str:
    """The statement: the nearest markdown above the stub that names the exercise, from that line on.

    The section's introduction before that line stays in the lesson, and so does a last paragraph
    that only leads into a demo cell (it ends with a colon).
    """
    for cell in reversed(cells[:stub_index]):
        lines = _source(cell).splitlines() if cell["cell_type"] == "markdown" else []
        names = re.compile(rf"练习 {re.escape(exercise_id)}(?!\d)")  # 练习 0.1 is not 练习 0.10
        start = next((i for i, line in enumerate(lines) if names.search(line)), None)
        if start is not None:
            paragraphs = "\n".join(lines[start:]).strip().split("\n\n")
            if len(paragraphs) > 1 and paragraphs[-1].rstrip().endswith(("：", ":")):
                paragraphs.pop()
            return "\n\n".join(paragraphs)
    raise ValueError(f"练习 {exercise_id}：它上面没有一个写着“练习 {exercise_id}”的 markdown 单元")


def exercises(notebooks_dir: Path = NOTEBOOKS_DIR) -> list[Exercise]:
    found = []
    for path in sorted(notebooks_dir.glob("[0-9][0-9]_*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        title = _source(cells[0]).splitlines()[0].lstrip("# ").strip()
        for index, cell in enumerate(cells):
            if "exercise" not in cell.get("metadata", {}).get("tags", []):
                continue
            spec = cell["metadata"]["exercise"]
            found.append(
                Exercise(
                    lesson=path.stem,
                    lesson_title=title,
                    id=spec["id"],
                    title=spec["title"],
                    difficulty=spec["difficulty"],
                    points=spec["points"],
                    function=spec["function"],
                    checker=spec["checker"],
                    solution=spec["solution"],
                    statement=_statement(cells, index, spec["id"]),
                    stub=_source(cell),
                )
            )
    return found


def by_lesson(found: list[Exercise] | None = None) -> dict[str, list[Exercise]]:
    grouped: dict[str, list[Exercise]] = {}
    for exercise in exercises() if found is None else found:
        grouped.setdefault(exercise.lesson, []).append(exercise)
    return grouped


def render(found: list[Exercise] | None = None) -> str:
    found = exercises() if found is None else found
    rows = [
        "| 课（作业名） | 练习 | 题目 | 难度 | 分值 | 要写的函数 | 检查器 |",
        "|---|---|---|---|---|---|---|",
    ]
    for e in found:
        checker = e.checker.replace("lab_code.exercises.", "")
        rows.append(
            f"| `{e.lesson}` | {e.id} | {e.title} | {STARS[e.difficulty]} | {e.points} "
            f"| `{e.function}` | `{checker}` |"
        )
    total = sum(e.points for e in found)
    rows.append(f"\n共 {len(found)} 个练习、{len(by_lesson(found))} 份作业，满分 {total} 分。")
    return "\n".join(rows)


def write_readme(readme: Path = README) -> bool:
    """Put the table between the markers; True when the file changed."""
    text = readme.read_text(encoding="utf-8")
    pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.S)
    if not pattern.search(text):
        raise SystemExit(f"{readme} has no {BEGIN} … {END} block to fill")
    updated = pattern.sub(lambda _: f"{BEGIN}\n{render()}\n{END}", text)
    readme.write_text(updated, encoding="utf-8")
    return updated != text
