"""A lesson's optional cells can be skipped: no core cell after them needs a name only they define.

Cells tagged ``optional`` (lab_code.course.lesson_time) are the depth a reader may leave out; nbval
still runs them, so a core cell that quietly relies on one would pass in CI and fail for the reader
who skipped. Each code cell is read as Python (IPython's own transformer turns magics into calls);
a name a core cell reads must come from an earlier core cell, the cell itself, or the builtins.

Names bound inside functions and classes, and attributes, are not followed: the check is about
the notebook's top-level names, which is where one cell hands a value to the next.
"""

from __future__ import annotations

import ast
import builtins
import json

import pytest
from conftest import NOTEBOOKS_DIR
from IPython.core.inputtransformer2 import TransformerManager

from lab_code.course.lesson_time import is_optional

KERNEL_NAMES = set(dir(builtins)) | {"display", "get_ipython", "In", "Out", "_", "__"}


def _inner_reads(node: ast.AST) -> set[str]:
    """Names a function, lambda or comprehension reads from outside: everything it loads that it
    does not bind itself (parameters, assignments, loop targets, nested defs) — read coarsely."""
    inner = {a.arg for a in ast.walk(node) if isinstance(a, ast.arg)}
    inner |= {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    inner |= {
        n.name for n in ast.walk(node) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
    }
    inner |= {
        a.asname or a.name
        for n in ast.walk(node)
        if isinstance(n, ast.Import | ast.ImportFrom)
        for a in n.names
    }
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)} - inner


def _names(source: str) -> tuple[set[str], set[str]]:
    """(names the cell binds at top level, names it reads before binding them)."""
    tree = ast.parse(TransformerManager().transform_cell(source))
    bound: set[str] = set()
    read: set[str] = set()

    class Visitor(ast.NodeVisitor):
        def visit_Name(self, node):
            if isinstance(node.ctx, ast.Store | ast.Del):
                bound.add(node.id)
            elif node.id not in bound:
                read.add(node.id)

        def visit_Import(self, node):
            for alias in node.names:
                bound.add((alias.asname or alias.name).split(".")[0])

        visit_ImportFrom = visit_Import

        def _scope(self, node):  # a def binds its name; its body runs later, with its own locals
            arguments = getattr(node, "args", None)
            defaults = arguments.defaults if isinstance(arguments, ast.arguments) else []
            for outer in [*getattr(node, "decorator_list", []), *defaults]:
                self.visit(outer)
            read.update(_inner_reads(node) - bound)
            if hasattr(node, "name"):
                bound.add(node.name)

        visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = visit_Lambda = _scope
        visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = _scope

        def visit_ExceptHandler(self, node):
            if node.name:
                bound.add(node.name)
            self.generic_visit(node)

    Visitor().visit(tree)
    return bound, read


def _code_cells(path):
    for index, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
        if cell["cell_type"] == "code":
            yield index, cell, "".join(cell["source"])


NOTEBOOKS = sorted(NOTEBOOKS_DIR.glob("[0-9][0-9]_*.ipynb"))


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_core_cells_do_not_need_optional_ones(notebook):
    core: set[str] = set(KERNEL_NAMES)
    only_optional: dict[str, int] = {}
    broken = []
    for index, cell, source in _code_cells(notebook):
        bound, read = _names(source)
        if is_optional(cell):
            only_optional.update({name: index for name in bound if name not in core})
            continue
        broken += [
            (index, name, only_optional[name]) for name in sorted(read - core) if name in only_optional
        ]
        core |= bound
        for name in bound:
            only_optional.pop(name, None)
    assert broken == [], (
        f"{notebook.name}: 核心单元用到了只在选读单元里定义的名字（单元, 名字, 定义它的选读单元）：{broken}"
    )


def test_the_check_finds_a_core_cell_that_needs_an_optional_one(tmp_path):
    cells = [
        {"cell_type": "code", "metadata": {"tags": ["optional"]}, "source": "helper = 1\n", "outputs": []},
        {
            "cell_type": "code",
            "metadata": {},
            "source": "print(helper + len([x for x in 'ab']))\n",
            "outputs": [],
        },
    ]
    path = tmp_path / "99_probe.ipynb"
    path.write_text(json.dumps({"cells": cells}), encoding="utf-8")
    with pytest.raises(AssertionError, match="helper"):
        test_core_cells_do_not_need_optional_ones(path)
    cells[1]["source"] = "helper = 2\nprint(helper)\n"
    path.write_text(json.dumps({"cells": cells}), encoding="utf-8")
    test_core_cells_do_not_need_optional_ones(path)
