"""How ``lab_code`` imports itself, read from the source: every way one module reaches another.

``course.lesson_map`` checks the house rules on this graph, so the graph must not miss an edge.
Each module's imports are read from its syntax tree, in every form Python allows:

* ``import lab_code.a.b`` and ``from lab_code.a import b`` (a module) or ``… import name``;
* relative imports, ``from . import x`` and ``from ..a.b import y``, resolved against the
  module's own package;
* ``importlib.import_module("lab_code.a.b")``: in a module that calls ``import_module``, every
  string that names a ``lab_code`` module (``"lab_code.a.b"`` or ``"lab_code.a.b:name"``, the
  form a command line's ``--brain`` takes) counts as an import of it.

It also lists each module's **private uses**: a name starting with one underscore taken from
another module, by ``from m import _x`` or as ``m._x`` on an imported module. Whether that is
allowed is the rules' business (within a package yes, across packages no).

    >>> sorted(_imports("from .b import c\\nfrom . import d", "lab_code.a.x", False, {"lab_code.a.b", "lab_code.a.d"}))
    ['lab_code.a.b', 'lab_code.a.d']

Lessons: shared
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path

from lab_code import REPO_ROOT

MODULE_STRING = re.compile(r"^(lab_code(?:\.\w+)+)(?::\w+)?$")


@dataclass
class Module:
    name: str  # dotted, e.g. "lab_code.arguments.validator"
    path: Path
    claim: str | None  # "shared", "02, 03" or None when the line is missing
    imports: set[str] = field(default_factory=set)
    private_uses: list[tuple[str, str]] = field(default_factory=list)  # (module, _name)

    @property
    def package(self) -> str | None:
        parts = self.name.split(".")
        return parts[1] if len(parts) > 1 else None

    @property
    def lessons(self) -> set[str]:
        return set() if self.claim in (None, "shared") else set(self.claim.split(", "))


def module_name(path: Path, root: Path = REPO_ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _absolute(node: ast.ImportFrom, name: str, is_package: bool) -> str:
    """The dotted module an ``ImportFrom`` names, its dots resolved against module ``name``."""
    if not node.level:
        return node.module or ""
    base = name.split(".") if is_package else name.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, *([node.module] if node.module else [])])


@dataclass
class _Syntax:
    """The nodes of one module the graph reads, gathered in ONE walk of its tree (walking a
    tree once per question made reading the whole package three times slower)."""

    imports_from: list[ast.ImportFrom] = field(default_factory=list)
    imports: list[ast.Import] = field(default_factory=list)
    strings: list[str] = field(default_factory=list)
    attributes: list[ast.Attribute] = field(default_factory=list)  # name.attr, on a plain name
    calls_import_module: bool = False

    @classmethod
    def of(cls, tree: ast.AST) -> _Syntax:
        found = cls()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                found.imports_from.append(node)
            elif isinstance(node, ast.Import):
                found.imports.append(node)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.strings.append(node.value)
            elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                found.attributes.append(node)
            elif isinstance(node, ast.Call):
                func = node.func
                called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                found.calls_import_module = found.calls_import_module or called == "import_module"
        return found


def _imports(source: str | ast.AST | _Syntax, name: str, is_package: bool, known: set[str]) -> set[str]:
    """The ``lab_code`` modules a piece of code imports (see the module docstring)."""
    syntax = (
        source
        if isinstance(source, _Syntax)
        else _Syntax.of(ast.parse(source) if isinstance(source, str) else source)
    )
    found = set()
    for node in syntax.imports_from:
        module = _absolute(node, name, is_package)
        if module.startswith("lab_code"):
            for alias in node.names:
                candidate = f"{module}.{alias.name}"
                found.add(candidate if candidate in known else module)
    for node in syntax.imports:
        found.update(a.name for a in node.names if a.name.startswith("lab_code"))
    if syntax.calls_import_module:
        found.update(match.group(1) for text in syntax.strings if (match := MODULE_STRING.match(text)))
    return found & known


def _private_uses(syntax: _Syntax, name: str, is_package: bool, known: set[str]) -> list[tuple[str, str]]:
    """``(module, _name)`` for each private name this code takes from another ``lab_code`` module."""
    uses, aliases = [], {}  # aliases: local name -> the lab_code module it is bound to
    for node in syntax.imports_from:
        module = _absolute(node, name, is_package)
        if not module.startswith("lab_code"):
            continue
        for alias in node.names:
            if f"{module}.{alias.name}" in known:
                aliases[alias.asname or alias.name] = f"{module}.{alias.name}"
            elif _private(alias.name):
                uses.append((module, alias.name))
    for node in syntax.imports:
        aliases.update((a.asname, a.name) for a in node.names if a.name.startswith("lab_code") and a.asname)
    uses += [
        (aliases[n.value.id], n.attr) for n in syntax.attributes if _private(n.attr) and n.value.id in aliases
    ]
    return uses


def _private(attr: str) -> bool:
    return attr.startswith("_") and not attr.startswith("__")


def read_modules(package_dir: Path, claim_of) -> dict[str, Module]:
    """Every module under ``package_dir``; ``claim_of(docstring)`` reads its lesson claim."""
    root = package_dir.parent
    paths = sorted(package_dir.rglob("*.py"))
    known = {module_name(p, root) for p in paths}
    modules = {}
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        name, is_package, syntax = module_name(path, root), path.name == "__init__.py", _Syntax.of(tree)
        modules[name] = Module(
            name,
            path,
            claim_of(ast.get_docstring(tree) or ""),
            _imports(syntax, name, is_package, known) - {name},
            _private_uses(syntax, name, is_package, known),
        )
    return modules


def notebook_imports(notebooks: list[Path], known: set[str]) -> dict[str, set[str]]:
    """Lesson number -> the ``lab_code`` modules its notebook's code cells import."""
    import json

    result = {}
    for notebook in notebooks:
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        code = "\n".join(line for line in code.splitlines() if not line.lstrip().startswith(("%", "!")))
        result[notebook.name[:2]] = _imports(code, "notebook", False, known)
    return result


def reach(start: set[str], modules: dict[str, Module]) -> set[str]:
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


def cycles(modules: dict[str, Module]) -> list[list[str]]:
    found, state = [], {}

    def visit(name: str, stack: list[str]) -> None:
        state[name] = "open"
        for other in sorted(modules[name].imports):
            if state.get(other) == "open":
                found.append(stack[stack.index(other) :] + [other])
            elif other not in state:
                visit(other, stack + [other])
        state[name] = "done"

    for name in sorted(modules):
        if name not in state:
            visit(name, [name])
    return found
