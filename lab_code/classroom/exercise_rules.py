"""What each exercise forbids, what each reference solution needs, and which sandbox grades what.

An exercise's checker says which course code the student must write themselves (its ``forbid``
list; ``course_code=False``: none at all); a dry run learns it (``rules_of``). The course writer
also records, for every exercise, the modules its reference solution reaches (``solution_needs``:
imports, followed through the course package), in the course directory's ``.grading/needs.json``.

``plan`` then decides, for one assignment, what its kernel's sandbox leaves out: every forbidden
module that no exercise of the assignment needs. An exercise whose forbidden code another
exercise needs (lesson 10: 10.1 forbids the parser 10.3 uses) is graded in a sandbox of its own
(``replay``) that leaves out its forbidden code and whatever the others forbid but it does not need.

    >>> rules = {"1": Rules(frozenset({"lab_code.a"}), True), "2": Rules(frozenset(), True)}
    >>> kernel, replayed = plan(rules, {"1": frozenset(), "2": frozenset({"lab_code.a"})})
    >>> kernel.forbid, sorted(replayed)
    (frozenset(), ['1'])

Lessons: shared
"""

from __future__ import annotations

import ast
import contextlib
import importlib
import io
from dataclasses import dataclass
from pathlib import Path

from lab_code import REPO_ROOT
from lab_code.exercises.call_result import RemoteCases, RemoteSession, StudentCallResult

PACKAGE_DIR = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Rules:
    """What a sandbox must leave out: course or third-party modules, or all course code."""

    forbid: frozenset[str]  # module names, "lab_code.x.y" or third-party "jsonschema"
    course_code: bool  # False: no course module at all besides the grading runtime


class _Probe(RemoteCases):
    """A dry run of a checker: records what it forbids; every case answers "not done yet"."""

    def __init__(self):
        self.forbid: set[str] = set()
        self.course_code = True

    def open_session(self, adapter, time_limit, forbid, course_code) -> RemoteSession:
        self.forbid.update(name.partition(":")[0] for name in forbid)
        self.course_code = self.course_code and course_code
        session = RemoteSession()
        session.call = lambda args, kwargs: StudentCallResult("not_done")
        return session


def rules_of(checker: str) -> Rules:
    """Run ``checker`` (``"module:function"``) once, dry, to learn what it forbids."""
    probe = _Probe()
    module, _, name = checker.partition(":")
    with contextlib.redirect_stdout(io.StringIO()):
        getattr(importlib.import_module(module), name)(probe, seed=0)
    return Rules(frozenset(probe.forbid), probe.course_code)


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)  # a submodule, maybe
    return names


def _course_file(module: str) -> Path | None:
    parts = module.split(".")[1:]
    if not parts:
        return PACKAGE_DIR / "__init__.py"
    relative = Path(*parts)
    for candidate in (PACKAGE_DIR / relative.with_suffix(".py"), PACKAGE_DIR / relative / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def solution_needs(solution: str) -> frozenset[str]:
    """Every course module the reference solution reaches, and the third-party packages on the way."""
    path = REPO_ROOT.joinpath(*solution.split(".")).with_suffix(".py")
    todo, found = list(_imports(path)), set()
    while todo:
        name = todo.pop()
        if name in found:
            continue
        if not name.startswith("lab_code"):
            found.add(name.partition(".")[0])
            continue
        file = _course_file(name)
        if file is None:
            continue  # "from lab_code.x import function": the module itself is in the list too
        found.add(name)
        parents = [".".join(name.split(".")[:n]) for n in range(1, name.count(".") + 1)]
        todo += parents + sorted(_imports(file))
    return frozenset(found)


def _needed(module: str, needs: frozenset[str]) -> bool:
    return any(n == module or n.startswith(module + ".") for n in needs)


def plan(rules: dict[str, Rules], needs: dict[str, frozenset[str]]) -> tuple[Rules, dict[str, Rules]]:
    """(the kernel's rules, {exercise id: the rules of its own sandbox}) for one assignment."""
    everyone = frozenset().union(*needs.values()) if needs else frozenset()
    forbidden = frozenset().union(*(r.forbid for r in rules.values())) if rules else frozenset()
    kernel = Rules(
        frozenset(m for m in forbidden if not _needed(m, everyone)),
        all(r.course_code for r in rules.values()) or any(n.startswith("lab_code") for n in everyone),
    )
    replayed = {}
    for exercise, own in rules.items():
        if (own.forbid - kernel.forbid) or (not own.course_code and kernel.course_code):
            mine = needs.get(exercise, frozenset())
            others = frozenset(m for m in forbidden if not _needed(m, mine))
            replayed[exercise] = Rules(own.forbid | others, own.course_code)
    return kernel, replayed
