"""No answer stands above its exercise or in its hints.

For every exercise of every lesson (the cells tagged ``exercise``), the key lines of its reference
solution (``solutions/exNN_*.py``: the function's code lines, less comments, docstrings and
trivial lines) must not appear in any cell above the exercise (source or text output) nor in the
checker module's hint texts (its Chinese strings). Lines are compared with all spaces removed and
one kind of quote, so reformatting does not hide a copy; a line of 20 characters or more also
counts when it is part of a longer line (``print(sorted(...))`` holds ``sorted(...)``), and so
does the expression a ``return`` line returns.

A few lines are the building block a lesson teaches on purpose, and an exercise that transfers it
to a new case cannot do without it: those are listed in ``TAUGHT`` with the reason, and a listed
line that no longer occurs fails too (the list cannot go stale).
"""

from __future__ import annotations

import ast
import importlib
import io
import json
import re
import tokenize
from pathlib import Path

import pytest
from conftest import NOTEBOOKS_DIR

from lab_code import REPO_ROOT

MIN_LINE = 14  # shorter lines (`calls = []`, `return None`) say nothing about the answer
MIN_PART = 20  # a key line this long also counts when it is part of a longer line
TRIVIAL = re.compile(
    r"^(def |async def |class |import |from |@|try:|except|else:|finally:|pass$|continue$|break$)"
)
CJK = re.compile(r"[\u3400-\u9fff]")

STARTING_POINT_11 = "第 11 节的 execute_call 是练习要改的起点（会崩的版本）；答案是把崩溃变成结果的那些分支"
RULE_1_OF_23 = "第 1 条规则就是第 7 节讲的那道门；练习要写的是 .git 和 overwrite 两条新规则"
TAUGHT = {
    ("0.7", "return func(*args, **kwargs)"): (
        "5.10 节教的就是原样转交的写法；练习要写的是计数（记在返回的函数自己身上）和保留名字"
    ),
    ("1.1", 'name = call["function"]["name"]'): STARTING_POINT_11,
    ("1.1", 'args = json.loads(call["function"]["arguments"])'): STARTING_POINT_11,
    ("2.3", "root = Path(workdir).resolve()"): RULE_1_OF_23,
    ("2.3", "if not target.is_relative_to(root):"): RULE_1_OF_23,
    ("3.1", 'model_config = ConfigDict(extra="forbid", strict=True)'): (
        "第 2、3 节讲的写法本身；答案是 grep_lines 四个字段的类型、约束和默认值"
    ),
}


def _is_data(line: str) -> bool:
    """A line that only spells out data: ``return "internal_error"``, ``"error_type": "x",``.
    The names of a result are the statement's vocabulary, not its answer."""
    text = line.removeprefix("return ").rstrip(",")
    for candidate in (text, "{" + text + "}"):
        try:
            ast.literal_eval(candidate)
            return True
        except (ValueError, SyntaxError):
            continue
    return False


def normal(line: str) -> str:
    return "".join(line.split()).replace("'", '"')


def _exercises():
    for path in sorted(NOTEBOOKS_DIR.glob("[0-9][0-9]_*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        for index, cell in enumerate(cells):
            if "exercise" in cell.get("metadata", {}).get("tags", []):
                spec = cell["metadata"]["exercise"]
                yield pytest.param(path, index, spec, id=f"{path.stem[:2]}-{spec['id']}")


EXERCISES = list(_exercises())


def _source_of(module_name: str) -> str:
    return Path(REPO_ROOT, *module_name.split(".")).with_suffix(".py").read_text(encoding="utf-8")


def key_lines(module_name: str, function: str) -> list[str]:
    """The non-trivial code lines of ``function`` in a solution module, comments and docstrings removed."""
    source = _source_of(module_name)
    tree = ast.parse(source)
    found = [
        n for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) and n.name == function
    ]
    assert found, f"{module_name} has no function {function}"
    node = found[0]
    lines = source.splitlines()
    skip = set()
    for inner in ast.walk(node):  # docstrings of the function and anything defined inside it
        body = getattr(inner, "body", None)
        first = body[0] if isinstance(body, list) and body else None
        if (
            isinstance(first, ast.Expr)
            and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)
        ):
            skip.update(range(first.lineno, first.end_lineno + 1))
    comments = {}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            comments[token.start[0]] = token.start[1]
    keys = []
    for number in range(node.lineno, node.end_lineno + 1):
        if number in skip:
            continue
        line = lines[number - 1][: comments.get(number)].strip()
        if len(normal(line)) >= MIN_LINE and not TRIVIAL.match(line) and not _is_data(line):
            keys.append(line)
    return keys


def _shown_lines(cell: dict) -> list[str]:
    """What a cell shows: its source and its text outputs, line by line."""
    join = lambda v: "".join(v) if isinstance(v, list) else (v or "")  # noqa: E731
    texts = [join(cell.get("source"))]
    for output in cell.get("outputs", []):
        texts.append(join(output.get("text") or output.get("data", {}).get("text/plain")))
    return [normal(line) for text in texts for line in text.splitlines() if line.strip()]


def _hint_texts(checker: str) -> list[str]:
    """The Chinese strings of the checker's module: hints, statements of what is wrong."""
    module = importlib.import_module(checker.partition(":")[0])
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    return [
        normal(n.value)
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and CJK.search(n.value)
    ]


def _forms(key: str) -> list[str]:
    """The key line, and for a ``return`` line also what it returns."""
    forms = [normal(key)]
    if key.startswith("return "):
        forms.append(normal(key[len("return ") :]))
    return forms


def _shows(text: str, key: str) -> bool:
    return any(form == text or (len(form) >= MIN_PART and form in text) for form in _forms(key))


def _in_hint(text: str, key: str) -> bool:
    return any(len(form) >= MIN_LINE and form in text for form in _forms(key))


def answers_in_view(notebook: Path, index: int, spec: dict) -> list[str]:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    above = [(n, line) for n, cell in enumerate(cells[:index]) for line in _shown_lines(cell)]
    hints = _hint_texts(spec["checker"])
    found = []
    for key in key_lines(spec["solution"], spec["function"]):
        if (spec["id"], key) in TAUGHT:
            continue
        cells_with = sorted({n for n, line in above if _shows(line, key)})
        if cells_with:
            found.append(f"练习 {spec['id']} 的答案行 `{key}` 出现在它上面的第 {cells_with} 格")
        if any(_in_hint(hint, key) for hint in hints):
            found.append(f"练习 {spec['id']} 的答案行 `{key}` 出现在检查器的提示里（{spec['checker']}）")
    return found


@pytest.mark.parametrize("notebook, index, spec", EXERCISES)
def test_no_answer_above_the_exercise_or_in_its_hints(notebook, index, spec):
    found = answers_in_view(notebook, index, spec)
    assert not found, f"第 {notebook.name[:2]} 课：\n" + "\n".join(found)


def test_every_taught_line_is_still_needed():
    by_id = {spec["id"]: param for param in EXERCISES for spec in [param.values[2]]}
    for (exercise, line), why in TAUGHT.items():
        notebook, index, spec = by_id[exercise].values
        assert line in key_lines(spec["solution"], spec["function"]), (
            f"{exercise}: {line!r} is no longer in the solution"
        )
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        shown = [ln for cell in cells[:index] for ln in _shown_lines(cell)]
        assert any(_shows(ln, line) for ln in shown), (
            f"{exercise}: {line!r} is no longer shown above it ({why})"
        )


def test_the_rule_finds_an_answer_in_a_hint_and_in_a_cell():
    """The test can fail: the hint that used to print 0.5's line, and 2.2's line shown above it."""
    key = 'return sorted(records, key=lambda r: (-r["ms"], r["name"]))'
    assert _in_hint(normal("sorted(records, key=lambda r: (-r['ms'], r['name']))：元组按位置依次比较"), key)
    assert _shows(normal("    root = Path(workdir).resolve()"), "root = Path(workdir).resolve()")
    assert not _shows(normal("root = Path(tmp).resolve()"), "root = Path(workdir).resolve()")
