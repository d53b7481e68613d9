"""The site's own ``pyodide-lock.json``: one entry per wheel we ship, and nothing else.

Pyodide reads this file to learn which packages exist, which file holds each, and what each
depends on; the kernel preloads from it, and it auto-loads a package when a cell imports one of
its modules. The npm core's lock lists Pyodide's whole distribution, whose files live only on
Pyodide's CDN; this one replaces it, so the browser can load only what the site holds (the
kernel's auto-load can then never swap in an unpinned version from elsewhere). The upstream
lock add-on needs the CDN, so the entries are written here from each wheel's own metadata:
``Requires-Dist`` evaluated for Emscripten (``sys_platform == "emscripten"``), ``top_level.txt``
or the wheel's files for ``imports``, and the file's sha256 (Pyodide checks it when it loads).

Runs in the build tools' virtualenv (it needs ``packaging``).

Lessons: shared
"""

from __future__ import annotations

import hashlib
import json
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

# Where Pyodide 314 runs, for evaluating environment markers (python 3.14.2, see its lock's info).
EMSCRIPTEN = {
    "implementation_name": "cpython",
    "implementation_version": "3.14.2",
    "os_name": "posix",
    "platform_machine": "wasm32",
    "platform_python_implementation": "CPython",
    "platform_release": "",
    "platform_system": "Emscripten",
    "platform_version": "",
    "python_full_version": "3.14.2",
    "python_version": "3.14",
    "sys_platform": "emscripten",
    "extra": "",
}


def _dist_info_file(wheel: zipfile.ZipFile, name: str) -> str | None:
    for member in wheel.namelist():
        parts = member.split("/")
        if len(parts) == 2 and parts[0].endswith(".dist-info") and parts[1] == name:
            return wheel.read(member).decode("utf-8")
    return None


def _imports(wheel: zipfile.ZipFile) -> list[str]:
    """Top-level importable names: top_level.txt, else the wheel's top-level modules/packages."""
    listed = _dist_info_file(wheel, "top_level.txt")
    if listed:
        return sorted({line.strip() for line in listed.splitlines() if line.strip()})
    names = set()
    for member in wheel.namelist():
        first, _, rest = member.partition("/")
        if first.endswith((".dist-info", ".data")):
            continue
        if (rest and rest.endswith(".py")) or (not rest and first.endswith(".py")):
            names.add(first.removesuffix(".py"))
    return sorted(names)


def wheel_entry(path: Path) -> tuple[dict, list[Requirement]]:
    """The lock entry for one wheel, and its requirements that apply on Emscripten."""
    with zipfile.ZipFile(path) as wheel:
        metadata = Parser().parsestr(_dist_info_file(wheel, "METADATA") or "")
        imports = _imports(wheel)
    requirements = [
        requirement
        for requirement in map(Requirement, metadata.get_all("Requires-Dist") or [])
        if requirement.marker is None or requirement.marker.evaluate(EMSCRIPTEN)
    ]
    entry = {
        "name": metadata["Name"],
        "version": metadata["Version"],
        "file_name": path.name,
        "install_dir": "site",
        "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
        "package_type": "package",
        "imports": imports,
        "depends": [],
        "unvendored_tests": False,
        "tool": {},
    }
    return entry, requirements


def build_lock(
    wheels: list[Path], info: dict, extra_depends: dict[str, list[str]] | None = None
) -> tuple[dict, dict[str, list[str]]]:
    """The lock for ``wheels`` (file names must be unique), and what each one needs but the site
    lacks (``{package: [missing requirement, ...]}``), for the build to check against its list."""
    entries, needs = {}, {}
    for path in sorted(wheels, key=lambda p: p.name):
        entry, requirements = wheel_entry(path)
        key = canonicalize_name(entry["name"])
        if key in entries:
            raise ValueError(f"两个 wheel 都是 {key}：{entries[key]['file_name']} 和 {path.name}")
        entries[key], needs[key] = entry, requirements
    missing: dict[str, list[str]] = {}
    for key, names in (extra_depends or {}).items():
        needs[key] = needs[key] + [Requirement(name) for name in names]
    for key, requirements in needs.items():
        for requirement in requirements:
            wanted = canonicalize_name(requirement.name)
            if wanted in entries:
                entries[key]["depends"].append(wanted)
            else:
                missing.setdefault(key, []).append(wanted)
        entries[key]["depends"] = sorted(set(entries[key]["depends"]))
    return {"info": info, "packages": entries}, missing


def write_lock(lock: dict, path: Path) -> None:
    path.write_text(json.dumps(lock, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
