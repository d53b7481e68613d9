"""The lesson → module map, read from the code itself, and the layering rules it must keep.

Every module of ``lab_code`` ends its docstring with one line in a fixed form::

    Lessons: 02, 03        (the lessons whose notebooks use it, directly or through others)
    Lessons: shared        (a foundation or course tool, used across the course)

``lesson_map()`` reads those lines and each notebook's ``lab_code`` imports;
``problems()`` lists every way the two disagree (a notebook importing a module that does not
claim its lesson, a claim no notebook can reach, a package importing upwards, a widget
imported by library code, an import cycle). ``tests/test_lesson_map.py`` asserts there are
none, and that the table in ``lab_code/README.md`` is the one ``render()`` writes::

    python -m lab_code.course.lesson_map            # print the table
    python -m lab_code.course.lesson_map --write    # refresh lab_code/README.md

Lessons: shared
"""

from __future__ import annotations

import argparse
import ast
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from lab_code import REPO_ROOT

PACKAGE_DIR = REPO_ROOT / "lab_code"
README = PACKAGE_DIR / "README.md"
# A package may import only packages on a lower layer (same layer: neither way).
LAYERS = {
    "wire": 1,
    "arguments": 2,
    "running": 3,
    "options": 4,
    "workspace": 4,
    "tool_design": 5,
    "agent": 5,
    "mcp": 6,
    "evals": 6,
    "interview": 6,
    "model_text": 7,
    "exercises": 8,
    "classroom": 9,
    "widgets": 9,
    "course": 10,
    "lite": 10,  # the in-browser site: its build tools and the browser-side cell magic
}
CLAIM = re.compile(r"^Lessons: (shared|\d\d(?:, \d\d)*)$", re.M)
BEGIN, END = "<!-- lesson-map:begin -->", "<!-- lesson-map:end -->"


@dataclass
class Module:
    name: str  # dotted, e.g. "lab_code.arguments.validator"
    path: Path
    claim: str | None  # "shared", "02, 03" or None when the line is missing
    imports: set[str] = field(default_factory=set)

    @property
    def package(self) -> str | None:
        parts = self.name.split(".")
        return parts[1] if len(parts) > 1 else None

    @property
    def lessons(self) -> set[str]:
        return set() if self.claim in (None, "shared") else set(self.claim.split(", "))


def _module_name(path: Path) -> str:
    parts = path.relative_to(REPO_ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(source: str, known: set[str]) -> set[str]:
    """The ``lab_code`` modules a piece of code imports (``from pkg import module`` included)."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("lab_code"):
            for alias in node.names:
                candidate = f"{node.module}.{alias.name}"
                found.add(candidate if candidate in known else node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("lab_code"))
    return found & known


def read_modules() -> dict[str, Module]:
    paths = sorted(PACKAGE_DIR.rglob("*.py"))
    known = {_module_name(p) for p in paths}
    modules = {}
    for path in paths:
        source = path.read_text(encoding="utf-8")
        doc = ast.get_docstring(ast.parse(source)) or ""
        claim = CLAIM.search(doc)
        name = _module_name(path)
        modules[name] = Module(
            name, path, claim.group(1) if claim else None, _imports(source, known) - {name}
        )
    return modules


def notebook_imports(modules: dict[str, Module]) -> dict[str, set[str]]:
    """Lesson number -> the ``lab_code`` modules its notebook's code cells import."""
    result = {}
    for notebook in sorted((REPO_ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")):
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        code = "\n".join(line for line in code.splitlines() if not line.lstrip().startswith(("%", "!")))
        result[notebook.name[:2]] = _imports(code, set(modules))
    return result


def _reach(start: set[str], modules: dict[str, Module]) -> set[str]:
    """Everything importing ``start`` loads: imports of imports, and each module's parent packages."""
    seen, todo = set(), list(start)
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(modules[name].imports)
            todo.extend(p for p in _parents(name) if p in modules)
    return seen


def _parents(name: str) -> list[str]:
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def _cycles(modules: dict[str, Module]) -> list[list[str]]:
    cycles, state = [], {}

    def visit(name: str, stack: list[str]) -> None:
        state[name] = "open"
        for other in sorted(modules[name].imports):
            if state.get(other) == "open":
                cycles.append(stack[stack.index(other) :] + [other])
            elif other not in state:
                visit(other, stack + [other])
        state[name] = "done"

    for name in sorted(modules):
        if name not in state:
            visit(name, [name])
    return cycles


def problems() -> list[str]:
    modules = read_modules()
    found = [
        f"{m.path.relative_to(REPO_ROOT)}: docstring lacks a 'Lessons: NN, NN' or 'Lessons: shared' line"
        for m in modules.values()
        if m.claim is None
    ]
    top = sorted(p.name for p in PACKAGE_DIR.iterdir() if p.suffix == ".py" and p.name != "__init__.py")
    found += [f"lab_code/{name}: the top level holds packages only; move it into one" for name in top]
    by_lesson = notebook_imports(modules)
    reach = {lesson: _reach(names, modules) for lesson, names in by_lesson.items()}
    for lesson, names in by_lesson.items():
        for name in sorted(names):
            module = modules[name]
            if module.claim != "shared" and lesson not in module.lessons:
                found.append(
                    f"notebook {lesson} imports {name}, whose docstring does not claim lesson {lesson}"
                )
    for module in modules.values():
        for lesson in sorted(module.lessons):
            if lesson not in reach:
                found.append(f"{module.name} claims lesson {lesson}, which has no notebook")
            elif module.name not in reach[lesson]:
                found.append(f"{module.name} claims lesson {lesson}, but that notebook never reaches it")
        for other in sorted(module.imports):
            mine, theirs = module.package, modules[other].package
            if theirs == "widgets" and mine != "widgets":
                found.append(
                    f"{module.name} imports the widget module {other}: only notebooks import widgets"
                )
            elif mine and theirs and mine != theirs and LAYERS.get(theirs, 99) >= LAYERS.get(mine, 0):
                found.append(
                    f"{module.name} imports {other}: package {mine} may not import {theirs} "
                    "(same or higher layer)"
                )
    found += ["import cycle: " + " -> ".join(c) for c in _cycles(modules)]
    return found


def render() -> str:
    """The Markdown table of lab_code/README.md: per lesson, the modules its notebook imports."""
    modules = read_modules()
    lines = [BEGIN, "| 课 | notebook 直接导入的模块 |", "|---|---|"]
    for lesson, names in notebook_imports(modules).items():
        shown = ", ".join(f"`{n.removeprefix('lab_code.')}`" for n in sorted(names))
        lines.append(f"| {lesson} | {shown} |")
    shared = sorted(
        m.name.removeprefix("lab_code.") or "lab_code" for m in modules.values() if m.claim == "shared"
    )
    lines += [
        "",
        "标为 `Lessons: shared` 的模块（地基或课程工具）：" + ", ".join(f"`{n}`" for n in shared),
        END,
    ]
    return "\n".join(lines)


def refresh_readme() -> bool:
    """Replace the generated section of lab_code/README.md; True when it changed."""
    text = README.read_text(encoding="utf-8")
    start, end = text.index(BEGIN), text.index(END) + len(END)
    new = text[:start] + render() + text[end:]
    README.write_text(new, encoding="utf-8")
    return new != text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab_code.course.lesson_map")
    parser.add_argument("--write", action="store_true", help="refresh lab_code/README.md")
    args = parser.parse_args(argv)
    if args.write:
        print("lab_code/README.md " + ("updated" if refresh_readme() else "already up to date"))
    else:
        print(render())
    for problem in problems():
        print("problem:", problem)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
