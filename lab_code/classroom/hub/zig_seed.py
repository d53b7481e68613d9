"""Each student's zig cache, seeded from the one the class machine warmed: no student compiles libc.

zig keeps compiled C runtimes in its global cache; the first build of a target compiles them
(a minute or more on two cores, so 30 students at once would each spend it). ``install.sh``
warms one cache as root. When a student's server starts for the first time, the Hub
(``jupyterhub_config.py``) seeds the student's own cache, ``~/.cache/tool-calling-lab/zig/<zig>``:

* the compiled objects (``o/``, most of the bytes) as **hard links** to root's read-only files:
  no copy on disk, and nobody can plant a poisoned ``libc.a`` for the others;
* everything else (manifests zig opens read-write to lock them, the warm-up notes, ``tmp/``) as
  the student's own copies.

**Root never acts in the student's home** (the rule of this folder, see ``__init__``): the home
is the student's, full of names they chose, links included. Root makes the hard links in a
staging folder of its own (under the Hub's state folder, mode 700: no student reaches it; the
kernel refuses a user hard links to files they do not own), gives that folder to the student,
and a process that *is* the student (uid, gid and groups changed before it starts) moves the
links into its cache and copies the rest. It reaches the staging folder through a descriptor
it inherits, not by name. Whatever it meets in its home, it meets with the student's rights.

Whether an account was seeded is recorded in the Hub's state folder (``zig-seeded/<account>``),
which only root writes: deleting something in the home never makes root work again. A student
who empties their cache compiles what they need into it themselves.

Hard links need the shared cache and the homes on one filesystem; elsewhere the objects are
copied (and cost the disk).

Lessons: shared
"""

from __future__ import annotations

import inspect
import logging
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

log = logging.getLogger(__name__)
RECORDS = "zig-seeded"  # in the Hub's state folder: one empty file per seeded account and zig
STAGING = "zig-staging"
SEED_TIMEOUT_S = 300


def seed(shared: Path, own: Path, account: pwd.struct_passwd, state: Path) -> bool:
    """Seed ``own`` (a folder in ``account``'s home, made by them) from ``shared`` once per account
    and zig; False when it was done before or there is nothing to seed."""
    shared, own, state = Path(shared), Path(own), Path(state)
    records = state / RECORDS
    records.mkdir(mode=0o700, parents=True, exist_ok=True)
    record = records / f"{account.pw_name}-{own.name}"
    if record.exists() or not shared.is_dir():
        return False
    record.touch(mode=0o600)  # before the work: a failure is not retried at every start
    (state / STAGING).mkdir(mode=0o700, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f"{account.pw_name}-", dir=state / STAGING))
    try:
        _link_objects(shared, staging)
        for folder, _, _ in os.walk(staging):  # root's own tree, out of reach: its folders become the
            os.lchown(folder, account.pw_uid, account.pw_gid)  # student's, to move the links out of
        fd = os.open(staging, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
        try:
            done = subprocess.run(
                [_python(), "-I", "-c", _FILL_PROGRAM, str(shared), str(own), str(fd)],
                user=account.pw_uid,
                group=account.pw_gid,
                extra_groups=[],
                pass_fds=[fd],
                cwd="/",
                env={"HOME": account.pw_dir, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
                capture_output=True,
                text=True,
                timeout=SEED_TIMEOUT_S,
            )
        finally:
            os.close(fd)
        if done.returncode != 0:
            log.warning("seeding %s's zig cache failed: %s", account.pw_name, done.stderr[-2000:])
        return done.returncode == 0
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _link_objects(shared: Path, staging: Path) -> None:
    """Hard links to every compiled object of ``shared/o``, in root's own staging folder."""
    for folder, _, files in os.walk(shared / "o"):
        here = Path(folder).relative_to(shared)
        (staging / here).mkdir(parents=True, exist_ok=True)
        for name in files:
            source = Path(folder) / name
            if source.is_symlink():
                continue
            try:
                os.link(source, staging / here / name)
            except OSError:  # another filesystem: the student copies it instead
                return


def _python() -> str:
    """An interpreter every account can run: the system's (a virtualenv may sit in root's home)."""
    return "/usr/bin/python3" if os.access("/usr/bin/python3", os.X_OK) else sys.executable


def fill(shared: Path, own: Path, staging_fd: int) -> None:
    """As the student: ``own`` gets the staged links (moved in) and copies of everything else.

    Runs as its own program (``_FILL_PROGRAM``: this function's source, standard library only)."""
    for folder, _, files in os.walk(shared):
        here = Path(folder).relative_to(shared)
        (own / here).mkdir(parents=True, exist_ok=True)
        for name in files:
            source, copy = Path(folder) / name, own / here / name
            if source.is_symlink() or copy.exists() or copy.is_symlink():
                continue
            if here.parts[:1] == ("o",):
                try:
                    os.rename(str(here / name), copy, src_dir_fd=staging_fd)
                    continue
                except OSError:  # not staged (another filesystem): copied below
                    pass
            shutil.copy2(source, copy)


_FILL_PROGRAM = (
    "import os, shutil, sys\nfrom pathlib import Path\n\n"
    + inspect.getsource(fill)
    + """
if os.geteuid() == 0:
    sys.exit("zig_seed: runs as the student, never as root")
fill(Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3]))
"""
)
