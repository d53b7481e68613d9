"""How long a lesson's core path takes: one stated, repeatable estimate from the notebook itself.

The course promises that each lesson's core path fits one sitting (at most 90 minutes). A
promise needs a measure, and this is the one every figure in the README and in the lessons'
headers comes from. It reads what a learner reads and does on the core path:

* Chinese characters in Markdown and in outputs, at 250 per minute (a careful reading speed
  for technical Chinese);
* English words and identifiers in Markdown, at 100 per minute;
* code lines a learner runs and reads (comments and blank lines left out), 8 per minute;
* output lines, 20 per minute;
* 3 minutes per exercise check (a code cell that calls ``check_…(``).

Cells tagged ``optional`` (or ``选读``) are the lesson's depth: they are left out, and the
lesson says what they hold. The estimate is coarse on purpose (it counts, it does not judge);
what matters is that it is the same every time, so a lesson that grows shows it.

    python -m lab_code.course.lesson_time          # minutes per lesson, core path and optional
    python -m lab_code.course.lesson_time --write  # refresh the README's table and each lesson's header line

Each lesson states its own measure in its first cell, after a marker the reader does not see::

    <!-- lesson-time -->核心路径约 48 分钟，选读约 70 分钟

``--write`` rewrites that line, adding it to a lesson that has none (Markdown only, so outputs and
nbval are untouched), and the README's table; ``tests/test_lesson_time.py`` fails when a lesson's core path is over the limit or its header
disagrees with this measure. The header's digits do not change the measure (only letters count).

Lessons: shared
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import nbformat

from lab_code import REPO_ROOT

LIMIT_MINUTES = 90
README = REPO_ROOT / "README.md"
BEGIN, END = "<!-- lesson-minutes:begin -->", "<!-- lesson-minutes:end -->"
OPTIONAL_TAGS = frozenset({"optional", "选读"})
CJK = re.compile(r"[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]")
WORD = re.compile(r"[A-Za-z_]{2,}")
CHECK_CALL = re.compile(r"\bcheck_\w+\(")
HEADER_MARK = "<!-- lesson-time -->"
HEADER = re.compile(re.escape(HEADER_MARK) + r"核心路径约 (\d+) 分钟，选读约 (\d+) 分钟")
HEADER_NOTE = "（估算方法见第 00 课；标着“选读”的小节第一遍可以跳过）。"  # follows a header --write adds


@dataclass(frozen=True)
class LessonTime:
    lesson: str  # "07"
    core_minutes: float
    optional_minutes: float


def _text(value) -> str:
    return "".join(value) if isinstance(value, list) else (value or "")


def cell_minutes(cell: dict) -> float:
    """Minutes one cell costs a learner, by the counts in this module's docstring."""
    source = _text(cell.get("source"))
    if cell.get("cell_type") == "markdown":
        return len(CJK.findall(source)) / 250 + len(WORD.findall(source)) / 100
    if cell.get("cell_type") != "code":
        return 0.0
    code = sum(1 for line in source.splitlines() if line.strip() and not line.strip().startswith("#"))
    minutes = code / 8 + (3 if CHECK_CALL.search(source) else 0)
    for output in cell.get("outputs", []):
        text = _text(output.get("text") or output.get("data", {}).get("text/plain", ""))
        minutes += len(CJK.findall(text)) / 250 + text.count("\n") / 20
    return minutes


def is_optional(cell: dict) -> bool:
    return bool(OPTIONAL_TAGS & set(cell.get("metadata", {}).get("tags", [])))


def lesson_time(notebook: Path) -> LessonTime:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    core = sum(cell_minutes(c) for c in cells if not is_optional(c))
    optional = sum(cell_minutes(c) for c in cells if is_optional(c))
    return LessonTime(notebook.name[:2], round(core, 1), round(optional, 1))


def all_lessons(root: Path = REPO_ROOT) -> list[LessonTime]:
    return [lesson_time(p) for p in sorted((root / "notebooks").glob("[0-9][0-9]_*.ipynb"))]


def header(row: LessonTime) -> str:
    """The line a lesson's first cell carries, with the marker that finds it."""
    return f"{HEADER_MARK}核心路径约 {row.core_minutes:.0f} 分钟，选读约 {row.optional_minutes:.0f} 分钟"


def stated_minutes(notebook: Path) -> tuple[int, int] | None:
    """``(core, optional)`` as the lesson's first cell states them, or None without a header."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    found = HEADER.search(_text(cells[0].get("source"))) if cells else None
    return (int(found.group(1)), int(found.group(2))) if found else None


def _write_header(path: Path) -> bool:
    """Put the measured header into the lesson's first cell (appended as its last paragraph when
    missing); True when the file changed. Adding the line adds a few characters to the measure,
    so the header is computed again until it states the minutes of the cell it sits in."""
    nb = nbformat.read(path, as_version=4)
    if not nb.cells or nb.cells[0].cell_type != "markdown":
        raise ValueError(f"{path.name}: 第一格应当是课的标题（Markdown），用时写在那里")
    first, before = nb.cells[0], nb.cells[0].source
    if not HEADER.search(first.source):
        first.source = first.source.rstrip() + "\n\n" + header(LessonTime(path.name[:2], 0, 0)) + HEADER_NOTE
    for _ in range(3):
        nbformat.write(nb, path)
        new = HEADER.sub(header(lesson_time(path)), first.source)
        if new == first.source:
            break
        first.source = new
    nbformat.write(nb, path)
    return first.source != before


def write_headers(root: Path = REPO_ROOT) -> list[Path]:
    """Write every lesson's header line from the measure; returns the notebooks changed."""
    return [p for p in sorted((root / "notebooks").glob("[0-9][0-9]_*.ipynb")) if _write_header(p)]


def render(rows: list[LessonTime] | None = None) -> str:
    """The README's table: each lesson's core path and optional depth, in whole minutes."""
    rows = all_lessons() if rows is None else rows
    lines = [BEGIN, "| 课 | " + " | ".join(r.lesson for r in rows) + " |", "|---|" + "---|" * len(rows)]
    lines.append("| 核心路径（分钟） | " + " | ".join(f"{r.core_minutes:.0f}" for r in rows) + " |")
    lines.append("| 选读（分钟） | " + " | ".join(f"{r.optional_minutes:.0f}" for r in rows) + " |")
    return "\n".join([*lines, END])


def refresh_readme() -> bool:
    """Replace the generated table in README.md; True when it changed."""
    text = README.read_text(encoding="utf-8")
    start, stop = text.index(BEGIN), text.index(END) + len(END)
    new = text[:start] + render() + text[stop:]
    README.write_text(new, encoding="utf-8")
    return new != text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lab_code.course.lesson_time", description="每课的用时估算。"
    )
    parser.add_argument(
        "--write", action="store_true", help="refresh the table in README.md and each lesson's header line"
    )
    if parser.parse_args(argv).write:
        print("README.md " + ("updated" if refresh_readme() else "already up to date"))
        for path in write_headers():
            print(f"更新了 {path.relative_to(REPO_ROOT)}")
        return 0
    for row in all_lessons():
        mark = "" if row.core_minutes <= LIMIT_MINUTES else f"  超过 {LIMIT_MINUTES} 分钟"
        print(f"{row.lesson}  核心 {row.core_minutes:5.0f} 分钟  选读 {row.optional_minutes:4.0f} 分钟{mark}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
