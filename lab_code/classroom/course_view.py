"""The course package as a grading sandbox sees it: a copy without the answers.

The sandboxed kernel of an assignment mounts this copy over ``lab_code``'s own folder. It holds:

* always, the few modules the kernel's side of grading runs (``RUNTIME``);
* every other course module **except**: all checkers and the grader itself
  (``lab_code/exercises``, ``lab_code/classroom``: they hold the oracles and the seeds' logic),
  and what the ``Rules`` forbid (``exercise_rules.plan``: the code exercises ask students to
  write themselves). Rules that allow no course code at all (the whiteboard 9.1) leave only
  ``RUNTIME``.

``solutions/`` is never mounted. A third-party module an exercise forbids (``jsonschema`` for 2.1)
is covered with an empty folder in the sandbox (``hidden_paths``).

A student whose answer imports a course module the exercise did not forbid still finds it; one
that leans on forbidden code finds nothing to lean on, from any thread, under any name.

Lessons: shared
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

import lab_code
from lab_code.classroom.exercise_rules import Rules

PACKAGE_DIR = Path(lab_code.__file__).resolve().parent
RUNTIME = frozenset(
    {
        "lab_code",
        "lab_code.classroom",
        "lab_code.classroom.frames",
        "lab_code.classroom.grader_calls",
        "lab_code.classroom.hand_in",
        "lab_code.classroom.object_table",
        "lab_code.classroom.replay",
        "lab_code.exercises",
        "lab_code.exercises.call_result",
        "lab_code.exercises.plain",
        "lab_code.exercises.student_call",
        "lab_code.wire",
        "lab_code.wire.shorten",
    }
)
GRADER_PACKAGES = ("lab_code.exercises", "lab_code.classroom")  # hidden but for RUNTIME


def _module_name(relative: Path) -> str:
    parts = list(relative.with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(["lab_code", *parts])


def _all_modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE_DIR.rglob("*.py"):
        relative = path.relative_to(PACKAGE_DIR)
        if "__pycache__" not in relative.parts:
            found[_module_name(relative)] = relative
    return found


def _under(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


@dataclass(frozen=True)
class CourseView:
    root: Path  # holds the copy: <root>/lab_code
    hidden: frozenset[str]  # course modules not in the copy
    hidden_paths: tuple[Path, ...]  # third-party package folders the sandbox covers
    course_code: bool
    enforced: bool = True  # False: no sandbox mounts it (grading allowed without one)

    @property
    def package(self) -> Path:
        return self.root / "lab_code"

    def hides(self, module: str) -> bool:
        """Whether ``module`` (a course module, or a third-party one) is out of the sandbox's reach."""
        if _under(module, "lab_code"):
            if module in RUNTIME:
                return False
            return not self.course_code or any(_under(module, h) for h in self.hidden)
        path = _third_party_path(module)
        return path is not None and path in self.hidden_paths

    def by_value(self) -> frozenset[str]:
        return self.hidden


def unsandboxed() -> CourseView:
    """The whole course package, as a kernel without a sandbox sees it: nothing is hidden."""
    return CourseView(PACKAGE_DIR.parent, frozenset(), (), True, enforced=False)


def _third_party_path(module: str) -> Path | None:
    try:
        spec = importlib.util.find_spec(module.partition(".")[0])
    except (ImportError, ValueError):
        return None
    if spec is None or spec.origin is None:
        return None
    origin = Path(spec.origin).resolve()
    return origin.parent if origin.name == "__init__.py" else origin


def hidden_modules(rules: Rules) -> frozenset[str]:
    modules = _all_modules()
    hidden = set()
    for name in modules:
        if name in RUNTIME:
            continue
        if (
            not rules.course_code
            or any(_under(name, p) for p in GRADER_PACKAGES)
            or any(_under(name, f) for f in rules.forbid if _under(f, "lab_code"))
        ):
            hidden.add(name)
    return frozenset(hidden)


def _place(source: Path, target: Path) -> None:
    """A hard link where it can be (instant, and the file is the course's own), else a copy."""
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)
        os.chmod(target, 0o644)


def build(rules: Rules, cache: Path) -> CourseView:
    """The view for ``rules``, made once under ``cache`` (readable by any user).

    No bytecode is copied (a hidden module's would carry its code); the sandbox compiles what it
    imports in memory: a handful of small modules.
    """
    modules = _all_modules()
    hidden = hidden_modules(rules)
    third_party = tuple(
        sorted({p for f in rules.forbid if not _under(f, "lab_code") for p in [_third_party_path(f)] if p})
    )
    skip = {modules[name] for name in hidden}
    signature = hashlib.sha256()
    for name in sorted(modules):
        stat = (PACKAGE_DIR / modules[name]).stat()
        signature.update(f"{name} {stat.st_size} {stat.st_mtime_ns} {name in hidden}\n".encode())
    root = Path(cache) / signature.hexdigest()[:16]
    view = CourseView(root, hidden, third_party, rules.course_code)
    if (root / ".complete").exists():
        return view
    target = root / "lab_code"
    shutil.rmtree(root, ignore_errors=True)
    for folder, dirs, files in os.walk(PACKAGE_DIR):
        here = Path(folder).relative_to(PACKAGE_DIR)
        dirs[:] = [d for d in dirs if d != "__pycache__"]  # bytecode of hidden modules stays out too
        (target / here).mkdir(parents=True, exist_ok=True)
        os.chmod(target / here, 0o755)
        for name in files:
            relative = here / name
            if relative in skip or name.endswith((".pyc", ".pyo")):
                continue
            if name.endswith(".py") and not rules.course_code and _module_name(relative) not in RUNTIME:
                continue
            _place(PACKAGE_DIR / relative, target / relative)
    os.chmod(root, 0o755)
    (root / ".complete").touch()
    return view
