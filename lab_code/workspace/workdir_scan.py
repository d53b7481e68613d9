"""One walk of the workdir when a run starts, and everything the run keeps from it.

Three parts of a run need to know what the workdir held before the model touched it:

* the command guard: the project's original files (``Originals``), which no command may
  remove or replace;
* the redactor: the values in its credential files (``.env``, private keys), which must never
  leave a tool;
* the sandbox: the credential files and directories (``.ssh``, ``.aws`` …) that every command
  sees replaced by empty ones.

``scan_workdir`` walks the tree once for all three (``workspace.tree_walk``: iteratively, links
never followed, at most ``MAX_ENTRIES`` names; ``.xbuild/`` skipped, it is the program's), and
``agent.tools.Workspace.create`` hands the result to each. The sandbox no longer walks the
workdir before every command.

Why one look at the start is enough: what appears later was made by a command or a tool of the
run. The file tools and the guard refuse credential paths, and a command in the sandbox cannot
read a credential (they are masked, its environment is cleared), so nothing it writes can hold
one. What the scan protects is what was there before the run.

A build directory left behind (one holding ``CMakeCache.txt``) is walked for credentials, but
it is not an original: the run may remove or replace it.

    >>> import pathlib, tempfile
    >>> root = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (root / "src").mkdir(), (root / "src" / "main.c").write_text("int main(void){}")
    >>> _ = (root / ".env").write_text("TOKEN=abc123456789")
    >>> found = scan_workdir(root)
    >>> sorted(found.originals.paths), [p.name for p in found.credential_files]
    (['.env', 'src', 'src/main.c'], ['.env'])

Lessons: 07
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from lab_code.arguments.credentials import is_credential_dir, is_credential_path
from lab_code.workspace.tree_walk import Walk
from lab_code.workspace.workdir_layout import CACHE_FILE, XBUILD, Originals

MAX_ENTRIES = 50_000  # names in one scan: a huge tree is protected as far as it was seen


@dataclass(frozen=True)
class WorkdirScan:
    """What one walk found; paths are absolute, below ``root`` (the resolved workdir)."""

    root: Path
    originals: Originals
    credential_files: tuple[Path, ...] = ()  # anywhere (inside credential directories too); never links
    credential_dirs: tuple[Path, ...] = ()  # masked whole in the sandbox
    truncated: bool = False  # the walk stopped at MAX_ENTRIES names (or an unreadable directory)

    def masked_files(self) -> list[Path]:
        """Credential files the sandbox masks one by one (those in a credential directory go with it)."""
        return [f for f in self.credential_files if not any(d in f.parents for d in self.credential_dirs)]


def _holders(paths: set[str]) -> set[str]:
    """Every directory that contains an original (removing it would remove the original)."""
    holders = {"."}
    for path in paths:
        parent = PurePosixPath(path).parent
        while parent != PurePosixPath("."):
            holders.add(parent.as_posix())
            parent = parent.parent
    return holders


def scan_workdir(workdir: str | os.PathLike) -> WorkdirScan:
    """Walk ``workdir`` once (before ``.xbuild/`` exists, or skipping it) and keep what a run needs."""
    root = Path(workdir).resolve()
    paths: set[str] = set()
    not_original: set[Path] = set()  # build directories and everything below them
    credential_files: list[Path] = []
    credential_dirs: list[Path] = []
    walk = Walk(root, max_entries=MAX_ENTRIES)
    for current, subdirs, names in walk:
        here = Path(current)
        subdirs[:] = sorted(d for d in subdirs if d != XBUILD)
        for name in subdirs:
            child = here / name
            if here in not_original or (child / CACHE_FILE).is_file():
                not_original.add(child)
            else:
                paths.add(child.relative_to(root).as_posix())
            if is_credential_dir(name) and not any(d in child.parents for d in credential_dirs):
                credential_dirs.append(child)
        for name in names:
            path = here / name
            relative = path.relative_to(root).as_posix()
            if here not in not_original:
                paths.add(relative)
            if is_credential_path(relative) and not path.is_symlink():
                credential_files.append(path)
    originals = Originals(frozenset(paths), frozenset(_holders(paths)))
    return WorkdirScan(root, originals, tuple(credential_files), tuple(credential_dirs), bool(walk.truncated))
