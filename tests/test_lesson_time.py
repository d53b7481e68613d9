"""A lesson's core path fits one sitting, its header says how long it is, and its optional
material is marked as such and can be skipped.

The measure is ``lab_code.course.lesson_time`` (cells tagged ``optional`` are left out). Every
lesson's first cell states the measure; ``python -m lab_code.course.lesson_time --write`` keeps
it true. Optional cells come in blocks that open with a visible 选读 heading, and no later core
cell uses a name that only an optional cell defines (checked on the code, statically: running
every lesson twice would cost minutes).
"""

from __future__ import annotations

import ast
import builtins
import json
import re

import pytest
from conftest import NOTEBOOKS_DIR

from lab_code.course import lesson_time as lt

LESSONS = sorted(NOTEBOOKS_DIR.glob("[0-9][0-9]_*.ipynb"))
HEADING = re.compile(r"^#+ ")


def _cells(notebook) -> list[dict]:
    return json.loads(notebook.read_text(encoding="utf-8"))["cells"]


@pytest.mark.parametrize("notebook", LESSONS, ids=lambda p: p.stem[:2])
def test_core_path_fits_one_sitting(notebook):
    row = lt.lesson_time(notebook)
    assert row.core_minutes <= lt.LIMIT_MINUTES, (
        f"第 {row.lesson} 课的核心路径约 {row.core_minutes:.0f} 分钟，超过 {lt.LIMIT_MINUTES} 分钟："
        "把深入的内容移进标 optional、带“选读”标题的格"
    )


@pytest.mark.parametrize("notebook", LESSONS, ids=lambda p: p.stem[:2])
def test_header_states_the_measured_minutes(notebook):
    row = lt.lesson_time(notebook)
    measured = (int(f"{row.core_minutes:.0f}"), int(f"{row.optional_minutes:.0f}"))
    stated = lt.stated_minutes(notebook)
    assert stated is not None, (
        f"第 {row.lesson} 课第一格没有写用时：加上一行 {lt.header(row)!r}（之后运行 "
        "python -m lab_code.course.lesson_time --write 保持它是真的）"
    )
    assert stated == measured, (
        f"第 {row.lesson} 课第一格写的是核心 {stated[0]}、选读 {stated[1]} 分钟，估算是 {measured[0]}、"
        f"{measured[1]} 分钟：运行 python -m lab_code.course.lesson_time --write"
    )


@pytest.mark.parametrize("notebook", LESSONS, ids=lambda p: p.stem[:2])
def test_optional_blocks_open_with_a_visible_heading(notebook):
    """A reader sees where optional material starts: each run of optional cells opens with a
    Markdown heading, and 选读 is said in the heading or right under it."""
    cells = _cells(notebook)
    unmarked = []
    for index, cell in enumerate(cells):
        opens_block = lt.is_optional(cell) and (index == 0 or not lt.is_optional(cells[index - 1]))
        text = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        top = [line for line in text.splitlines() if line.strip()][:3]
        marked = cell["cell_type"] == "markdown" and top and HEADING.match(top[0]) and "选读" in "".join(top)
        if opens_block and not marked:
            unmarked.append(index)
    assert not unmarked, (
        f"第 {notebook.name[:2]} 课：选读部分从第 {unmarked} 格开始，但那一格不是带“选读”的标题"
    )


def _code(cell: dict) -> str:
    text = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
    return "\n".join("" if line.lstrip().startswith(("%", "!")) else line for line in text.splitlines())


def _names(code: str) -> tuple[set[str], set[str]]:
    """(names the cell binds, names it reads before binding them itself)."""
    tree = compile(code, "<cell>", "exec", flags=ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    bound: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            bound.add(node.id)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            bound.add(node.name)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            bound.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
    read = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    return bound, read - bound


@pytest.mark.parametrize("notebook", LESSONS, ids=lambda p: p.stem[:2])
def test_optional_cells_can_be_skipped(notebook):
    """No core cell reads a name that only an optional cell above it defines."""
    core, optional, broken = set(dir(builtins)), set(), []
    for index, cell in enumerate(_cells(notebook)):
        if cell["cell_type"] != "code":
            continue
        bound, read = _names(_code(cell))
        if lt.is_optional(cell):
            optional |= bound
            continue
        broken += [f"第 {index} 格用到 {name}" for name in sorted(read & optional - core)]
        core |= bound
    assert not broken, f"第 {notebook.name[:2]} 课跳过选读部分就跑不通：" + "；".join(broken)


def test_optional_cells_are_left_out_of_the_core_path(tmp_path):
    """The measure itself: tagging a cell optional moves its minutes from core to optional."""
    cell = {"cell_type": "markdown", "metadata": {}, "source": "字" * 500}
    plain = tmp_path / "98_plain.ipynb"
    tagged = tmp_path / "99_tagged.ipynb"
    plain.write_text(json.dumps({"cells": [cell]}), encoding="utf-8")
    tagged.write_text(json.dumps({"cells": [{**cell, "metadata": {"tags": ["optional"]}}]}), encoding="utf-8")
    assert (lt.lesson_time(plain).core_minutes, lt.lesson_time(plain).optional_minutes) == (2.0, 0.0)
    assert (lt.lesson_time(tagged).core_minutes, lt.lesson_time(tagged).optional_minutes) == (0.0, 2.0)


def test_write_adds_a_missing_header_that_states_its_own_cell(tmp_path):
    """--write gives a lesson without a header one, and the line it adds is counted in its minutes."""
    import nbformat

    (tmp_path / "notebooks").mkdir()
    path = tmp_path / "notebooks" / "98_new.ipynb"
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell("# 98 · 新的一课"), nbformat.v4.new_markdown_cell("字" * 1000)]
    nbformat.write(nb, path)
    assert lt.write_headers(tmp_path) == [path]
    row = lt.lesson_time(path)
    assert lt.stated_minutes(path) == (int(f"{row.core_minutes:.0f}"), 0)
    assert lt.write_headers(tmp_path) == [], "a second run changes nothing"
