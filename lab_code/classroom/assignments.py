"""One nbgrader source notebook per lesson: statement, answer cell, tests cell for each exercise.

The assignment notebook carries the exercise cells only, not the lesson: every stub imports
what it needs and every tests cell imports its checker, so grading runs a notebook that takes
a second, not a lesson that cross-compiles C (lesson 07). For each exercise:

* the statement (markdown, locked);
* the **answer cell** (nbgrader "autograded answer"): the lesson's stub, with the reference
  solution's body between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` above the stub's own
  ``raise NotImplementedError("练习 …")``. ``generate_assignment`` swaps the solution for a
  one-line comment, so students get exactly the lesson's stub;
* the **tests cell** (nbgrader "autograder tests", locked, with points): one line,
  ``check("<id>", <function>, "<checker>")`` (``hand_in.check``). On the student's own machine
  it runs the checker there; under ``nbgrader autograde`` it hands the function to the grader
  outside the sandbox, which runs the student's seed and hidden seeds and gives partial
  credit. No seed and no hidden case is in any notebook, so the cell is the same in the
  source and the release (and its checksum never changes between them).

Each statement ends with the scoring rule (``SCORING``).

Lessons: shared
"""

from __future__ import annotations

import ast
import textwrap

import nbformat

from lab_code import REPO_ROOT
from lab_code.classroom.catalogue import Exercise

CODE_STUB = "# 在这里写你的实现；写好后删掉下面这行 raise"
SCORING = (
    "**评分**：本题 {points} 分，按批改时通过的{unit}比例给分："
    "{points} × 通过数 ÷ 总数，保留两位小数。批改时用两批{unit}："
    "你的种子那一批（和你自己运行测试单元时一样），加上一批按你的学生 id 生成、你没见过的。"
)
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


def _function_def(source: str, name: str) -> ast.FunctionDef | ast.AsyncFunctionDef:
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == name:
            return node
    raise ValueError(f"no function {name!r} in this source")


def _parameters(node: ast.FunctionDef) -> list[str]:
    args = node.args
    return [a.arg for a in args.posonlyargs + args.args + args.kwonlyargs]


def _bound(node: ast.stmt) -> list[str]:
    """The names a module-level statement binds (imports, defs, classes, assignments)."""
    if isinstance(node, ast.Import | ast.ImportFrom):
        if isinstance(node, ast.ImportFrom) and node.module == "__future__":
            return []
        return [alias.asname or alias.name.split(".")[0] for alias in node.names]
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    if isinstance(node, ast.Assign | ast.AnnAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        return [t.id for t in targets if isinstance(t, ast.Name)]
    return []


def _used(nodes: list[ast.AST]) -> set[str]:
    return {n.id for node in nodes for n in ast.walk(node) if isinstance(n, ast.Name)}


def solution_body(exercise: Exercise) -> str:
    """The reference solution's body (docstring dropped), indented for a function body.

    What the body uses from its module and the stub does not define (helper functions,
    imports) comes along in front of it: nested in the function, where nbgrader's solution
    region is.
    """
    path = REPO_ROOT.joinpath(*exercise.solution.split(".")).with_suffix(".py")  # read, never imported
    module_source = path.read_text(encoding="utf-8")
    module = ast.parse(module_source)
    node = _function_def(module_source, exercise.function)
    stub = _function_def(exercise.stub, exercise.function)
    if _parameters(node) != _parameters(stub):
        raise ValueError(
            f"练习 {exercise.id}：参考答案的参数 {_parameters(node)} 和练习里的 {_parameters(stub)} 不一样"
        )
    has_docstring = isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
    body = node.body[1:] if has_docstring else node.body
    in_stub = {name for statement in ast.parse(exercise.stub).body for name in _bound(statement)}
    providers = {name: s for s in module.body if s is not node for name in _bound(s)}
    needed: list[ast.stmt] = []
    todo = _used(body) - in_stub
    while todo:
        name = todo.pop()
        provider = providers.get(name)
        if provider is not None and provider not in needed:
            needed.append(provider)
            todo |= _used([provider]) - in_stub
    needed.sort(key=lambda s: s.lineno)
    pieces = [ast.get_source_segment(module_source, s) for s in needed]
    lines = module_source.splitlines()
    first = body[0]
    start = min([first.lineno] + [d.lineno for d in getattr(first, "decorator_list", [])])
    pieces.append(textwrap.dedent("\n".join(lines[start - 1 : node.end_lineno])))
    if not isinstance(body[-1], ast.Return):  # never fall through to the stub's raise below
        pieces[-1] += "\nreturn  # the stub's own raise follows the solution"
    return textwrap.indent("\n\n".join(pieces), "    ")


def answer_source(exercise: Exercise) -> str:
    """The stub with the solution between nbgrader's markers, just above the stub's raise."""
    lines = exercise.stub.splitlines()
    raise_at = next(i for i, line in enumerate(lines) if "raise NotImplementedError(" in line)
    indent = lines[raise_at][: len(lines[raise_at]) - len(lines[raise_at].lstrip())]
    solution = [
        f"{indent}### BEGIN SOLUTION",
        *solution_body(exercise).splitlines(),
        f"{indent}### END SOLUTION",
    ]
    return "\n".join(lines[:raise_at] + solution + lines[raise_at:])


def tests_source(exercise: Exercise) -> str:
    return "\n".join(
        [
            "# 测试单元（锁定）：自己运行时当场检查；批改时交给批改程序，按通过的用例比例给分",
            "from lab_code.classroom.hand_in import check",
            "",
            f'check("{exercise.id}", {exercise.function}, "{exercise.checker}")',
        ]
    )


def report_names(exercises: list[Exercise]) -> str:
    """The cell that defines what a checker's report tells the student to run again:
    ``check_xxx(函数, seed=N)`` and ``print_whole_case(check_xxx, 函数, seed=N)``. While grading,
    the sandbox has no checkers (and the report never names them), so it imports nothing there."""
    modules: dict[str, list[str]] = {}
    for exercise in exercises:
        module, _, name = exercise.checker.partition(":")
        modules.setdefault(module, []).append(name)
    lines = [
        "# 报告里提到的 check_xxx(...) 和 print_whole_case(...) 从这里来：运行这个单元，就能照报告再跑一遍",
        "try:",
        "    from lab_code.exercises.checking import print_whole_case",
        *(f"    from {module} import {', '.join(sorted(set(names)))}" for module, names in modules.items()),
        "except ImportError:  # 批改时的沙箱里没有检查器，报告也不会提到它们",
        "    pass",
    ]
    return "\n".join(lines)


def statement(exercise: Exercise) -> str:
    unit = "检查项" if exercise.id == "9.1" else "用例"
    return exercise.statement.rstrip() + "\n\n" + SCORING.format(points=exercise.points, unit=unit)


def _cell(kind: str, source: str, grade_id: str, **nbgrader) -> nbformat.NotebookNode:
    make = nbformat.v4.new_code_cell if kind == "code" else nbformat.v4.new_markdown_cell
    meta = {"grade": False, "solution": False, "locked": True, **nbgrader}
    meta |= {"grade_id": grade_id, "schema_version": 3}
    cell = make(source, metadata={"nbgrader": meta})
    cell["id"] = grade_id.replace("_", "-")
    return cell


def source_notebook(lesson: str, exercises: list[Exercise]) -> nbformat.NotebookNode:
    """nbgrader's source version of ``lesson``'s assignment (the solutions inside)."""
    title = exercises[0].lesson_title
    points = sum(e.points for e in exercises)
    intro = (
        f"# 作业：{title}\n\n"
        f"共 {len(exercises)} 个练习，满分 {points} 分。讲解在课程的 `notebooks/{lesson}.ipynb` 里。\n\n"
        "每个练习：把函数体里的 `raise NotImplementedError(...)` 换成你的实现，运行定义它的单元，"
        "再运行下面的测试单元。测试用的输入是随机生成的，种子按你的学生 id 计算；"
        "批改时还会用一批按你的学生 id 生成、你没见过的用例，每题按通过的比例给分。"
        "测试单元是锁定的，改动它不影响批改。函数之外的代码（比如调用检查器）不要写进答题单元。"
    )
    cells = [_cell("markdown", intro, "intro"), _cell("code", report_names(exercises), "report_names")]
    for exercise in exercises:
        cells += [
            _cell("markdown", statement(exercise), f"statement_{exercise.slug}"),
            _cell("code", answer_source(exercise), f"answer_{exercise.slug}", solution=True, locked=False),
            _cell(
                "code",
                tests_source(exercise),
                f"tests_{exercise.slug}",
                grade=True,
                points=exercise.points,
            ),
        ]
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = dict(KERNELSPEC)
    notebook.metadata["language_info"] = {"name": "python"}
    return notebook
