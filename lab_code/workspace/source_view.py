"""The sources as a sandboxed build sees them: a writable per-run copy; the originals never change.

Real configure steps edit their source tree. zlib's ``CMakeLists.txt`` renames ``zconf.h`` to
``zconf.h.included`` when it builds out of tree; others generate a header beside their
sources. When the sandbox mounted the project's files read-only, such a step failed with
``Read-only file system`` -- and no rule or knowledge entry could help, because the fix is not
the model's to make. With overlay mounts (bubblewrap 0.9) the sandbox could lay a writable
layer over the sources; Debian 12's bubblewrap 0.8 has none, so this is the same idea by hand:

* the first sandboxed command of a workspace copies the project's original top-level entries
  (``Originals``) to ``.xbuild/sources/`` -- regular files (contents, mode and time stamps:
  ninja must not think a copy is newer than what was built from it), folders and links as links;
  credential files become empty files and credential folders empty folders, as the sandbox
  shows them anyway; anything else (a FIFO, a device) is left out;
* inside the sandbox that copy is the workdir (read-write, at the workdir's own path: build
  paths are the same), and whatever the build changes in the sources lands in the copy. What
  the run itself made at the top (build folders, files a command created) is the real one,
  mounted over the copy at its place (``real_entries``); a new top-level entry a command
  creates is moved out of the copy into the workdir when the command ends (``settle``), so the
  file tools and the verifier find it where the build left it. One cost of mounting: a
  command cannot remove or rename such a top-level entry itself (``Device or resource busy``);
  what is inside it, it can;
* ``write_file`` (the model's edits, outside the sandbox) writes the original and then the copy
  (``mirror``), so the build sees the model's edit too.

Without the sandbox there is no second view: commands run on the workdir itself, and only the
command guard stands between a build script and the project's files (the CLI says so).

    >>> view_dir("/w").as_posix()
    '/w/.xbuild/sources'

Lessons: 07
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path, PurePosixPath

from lab_code.arguments.credentials import is_credential_dir, is_credential_path
from lab_code.workspace import workdir_layout
from lab_code.workspace.tree_walk import Walk, remove_tree
from lab_code.workspace.workdir_scan import WorkdirScan


def view_dir(workdir: str | os.PathLike) -> Path:
    return Path(workdir) / workdir_layout.XBUILD / "sources"


def make_view(scan: WorkdirScan) -> Path:
    """Copy the originals' top-level entries into a fresh ``view_dir`` (see the module docstring)."""
    root, view = scan.root, view_dir(scan.root)
    remove_tree(view)
    view.mkdir(parents=True)
    for entry in scan.originals.top_level():
        _copy(root / entry, view / entry, entry)
    return view


def _copy(source: Path, dest: Path, relative: str) -> None:
    if source.is_symlink():
        os.symlink(os.readlink(source), dest)
    elif source.is_dir():
        dest.mkdir()
        if is_credential_dir(source.name):
            return  # shown empty, as the sandbox masks it
        for here, dirs, files in Walk(source):  # links are files here, never entered
            target = dest / Path(here).relative_to(source)
            for name in list(dirs):
                (target / name).mkdir()
                if is_credential_dir(name):
                    dirs.remove(name)  # made empty, not entered
            for name in files:
                _copy_file(
                    Path(here) / name, target / name, f"{relative}/{Path(here).relative_to(source) / name}"
                )
    else:
        _copy_file(source, dest, relative)


def _copy_file(source: Path, dest: Path, relative: str) -> None:
    info = source.lstat()
    if stat.S_ISLNK(info.st_mode):
        os.symlink(os.readlink(source), dest)
    elif not stat.S_ISREG(info.st_mode):
        return  # a FIFO or a device is no source: reading it could hang
    elif is_credential_path(PurePosixPath(relative).as_posix()):
        dest.touch()
    else:
        shutil.copy2(source, dest, follow_symlinks=False)


def mirror(workdir: Path, relative: str) -> None:
    """After ``write_file`` changed ``relative`` (workdir-relative) in the originals: the same in
    the view, when the view exists and mounts that path (its top-level entry is an original)."""
    view = view_dir(workdir)
    top = PurePosixPath(relative).parts[0] if relative else ""
    if not top or not (view / top).exists() or (view / top).is_symlink():
        return
    dest = view / relative
    here = view
    for part in PurePosixPath(relative).parent.parts:  # never through a link a build planted
        here = here / part
        if here.is_symlink() or (here.exists() and not here.is_dir()):
            return
        here.mkdir(exist_ok=True)
    if dest.is_dir() and not dest.is_symlink():
        remove_tree(dest)
    elif dest.exists() or dest.is_symlink():
        dest.unlink()  # a new file: never written through an inode the build may have linked
    _copy_file(workdir / relative, dest, relative)


def _run_entries(workdir: Path, scan: WorkdirScan) -> list[str]:
    """Top-level names of the real workdir that are the run's own (not originals, not .xbuild)."""
    originals = set(scan.originals.top_level())
    return sorted(n for n in os.listdir(workdir) if n not in originals and n != workdir_layout.XBUILD)


def real_entries(workdir: Path, scan: WorkdirScan) -> list[str]:
    """bwrap arguments that show the run's own top-level entries over the copy: folders and
    files bound read-write, links recreated as links. Stale mount points that bwrap left in the
    copy for entries since removed go first (``settle`` would move them out as empty ones)."""
    view, args = view_dir(workdir), []
    own = _run_entries(workdir, scan)
    originals = set(scan.originals.top_level())
    for name in os.listdir(view):
        if name not in originals and name not in own and name != workdir_layout.XBUILD:
            continue  # made by the last command: settle() moves it out
        if name in own:
            stub = view / name
            remove_tree(stub) if stub.is_dir() and not stub.is_symlink() else stub.unlink()
    for name in own:
        path = workdir / name
        if path.is_symlink():
            args += ["--symlink", os.readlink(path), str(path)]
        else:
            args += ["--bind", str(path), str(path)]
    return args


def settle(workdir: Path, scan: WorkdirScan) -> None:
    """After a sandboxed command: a top-level entry it created in the copy moves to the workdir
    (a build folder ``cmake -B`` made, a file it wrote at the top). Mount points are left alone."""
    view = view_dir(workdir)
    if not view.is_dir():
        return
    originals = set(scan.originals.top_level())
    for name in os.listdir(view):
        if name in originals or name == workdir_layout.XBUILD:
            continue
        source, dest = view / name, workdir / name
        if dest.exists() or dest.is_symlink():
            continue  # bwrap's mount point for the real one (removed before the next command)
        os.rename(source, dest)  # same file system: the folder moves whole, links stay links
