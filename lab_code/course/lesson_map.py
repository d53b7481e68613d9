"""The lesson → module map, read from the code itself, and the layering rules it must keep.

Every module of ``lab_code`` ends its docstring with one line in a fixed form::

    Lessons: 02, 03        (the lessons whose notebooks use it, directly or through others)
    Lessons: shared        (a foundation or course tool, used across the course)

``lesson_map()`` reads those lines and each notebook's ``lab_code`` imports (``import_graph``
reads every form: relative imports and ``import_module("lab_code…")`` strings too);
``problems()`` lists every way the code breaks the house rules: a notebook importing a module
that does not claim its lesson, a claim no notebook can reach, a package importing upwards or
sideways (``layers.LAYERS``), a widget imported by library code, a private name (``_x``) taken
from another package, an import cycle. ``tests/test_lesson_map.py`` asserts there are none, and
that the two tables in ``lab_code/README.md`` are the ones ``render()`` and ``layers.render()``
write::

    python -m lab_code.course.lesson_map            # print the table
    python -m lab_code.course.lesson_map --write    # refresh lab_code/README.md

Lessons: shared
"""

from __future__ import annotations

import argparse
import functools
import re
from pathlib import Path

from lab_code import REPO_ROOT
from lab_code.course import import_graph, layers
from lab_code.course.import_graph import Module

PACKAGE_DIR = REPO_ROOT / "lab_code"
README = PACKAGE_DIR / "README.md"
LAYERS = layers.LAYERS  # a package may import only packages on a lower layer (same layer: neither way)
CLAIM = re.compile(r"^Lessons: (shared|\d\d(?:, \d\d)*)$", re.M)
BEGIN, END = "<!-- lesson-map:begin -->", "<!-- lesson-map:end -->"


def _claim(docstring: str) -> str | None:
    found = CLAIM.search(docstring)
    return found.group(1) if found else None


def read_modules() -> dict[str, Module]:
    """Every module of the package, read once per process for as long as no file changes
    (``problems()`` and ``render()`` both need all of them; parsing them is most of the check)."""
    files = tuple((str(p), p.stat().st_mtime_ns) for p in sorted(PACKAGE_DIR.rglob("*.py")))
    return _read(PACKAGE_DIR, files)


@functools.lru_cache(maxsize=2)
def _read(package_dir: Path, files: tuple) -> dict[str, Module]:
    return import_graph.read_modules(package_dir, _claim)


def notebook_imports(modules: dict[str, Module]) -> dict[str, set[str]]:
    """Lesson number -> the ``lab_code`` modules its notebook's code cells import."""
    notebooks = sorted((REPO_ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    return import_graph.notebook_imports(notebooks, set(modules))


def _layer_problems(module: Module, modules: dict[str, Module]) -> list[str]:
    found = []
    for other in sorted(module.imports):
        mine, theirs = module.package, modules[other].package
        if theirs == "widgets" and mine != "widgets":
            found.append(f"{module.name} imports the widget module {other}: only notebooks import widgets")
        elif mine and theirs and mine != theirs and LAYERS.get(theirs, 99) >= LAYERS.get(mine, 0):
            found.append(
                f"{module.name} imports {other}: package {mine} may not import {theirs} (same or higher layer)"
            )
    for owner, name in module.private_uses:
        theirs = owner.split(".")[1] if owner.count(".") else None
        if theirs != module.package:
            found.append(
                f"{module.name} uses {owner}.{name}: a private name of package {theirs}; "
                "make it public there, or keep the use inside that package"
            )
    return found


def problems() -> list[str]:
    modules = read_modules()
    found = [
        f"{m.path.relative_to(REPO_ROOT)}: docstring lacks a 'Lessons: NN, NN' or 'Lessons: shared' line"
        for m in modules.values()
        if m.claim is None
    ]
    top = sorted(p.name for p in PACKAGE_DIR.iterdir() if p.suffix == ".py" and p.name != "__init__.py")
    found += [f"lab_code/{name}: the top level holds packages only; move it into one" for name in top]
    packages = sorted(p.name for p in PACKAGE_DIR.iterdir() if (p / "__init__.py").is_file())
    found += [
        f"lab_code/{name}/: a package with no layer in course/layers.py"
        for name in packages
        if name not in LAYERS
    ]
    by_lesson = notebook_imports(modules)
    reach = {lesson: import_graph.reach(names, modules) for lesson, names in by_lesson.items()}
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
        found += _layer_problems(module, modules)
    found += ["import cycle: " + " -> ".join(c) for c in import_graph.cycles(modules)]
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
    """Replace the generated sections of lab_code/README.md (both tables); True when it changed."""
    text = README.read_text(encoding="utf-8")
    new = text
    for begin, end, table in ((BEGIN, END, render()), (layers.BEGIN, layers.END, layers.render())):
        start, stop = new.index(begin), new.index(end) + len(end)
        new = new[:start] + table + new[stop:]
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
