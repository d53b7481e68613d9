"""Each student's zig cache, seeded from the one the class machine warmed: no student compiles libc.

zig keeps compiled C runtimes in its global cache; the first build of a target compiles them
(a minute or more on two cores, so 30 students at once would each spend it). ``install.sh``
warms one cache as root. When a student's server starts for the first time, the Hub
(``jupyterhub_config.py``) seeds the student's own cache, ``~/.cache/tool-calling-lab/zig``, from
it:

* the compiled objects (``o/``, most of the bytes) as **hard links**: no copy on disk, and the
  files stay root's and read-only, so nobody can plant a poisoned ``libc.a`` for the others;
* everything else (manifests zig opens read-write to lock them, the warm-up markers, ``tmp/``)
  as the student's own copies.

A build that needs something new compiles it into the student's cache only. Hard links need the
shared cache and the homes on one filesystem (a copy is made otherwise, and costs the disk).

Lessons: shared
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

MARKER = ".lab-seeded"


def seed(shared: Path, target: Path, uid: int, gid: int) -> bool:
    """Seed ``target`` (owned by ``uid``) from ``shared`` once; False when it was already seeded."""
    shared, target = Path(shared), Path(target)
    if (target / MARKER).exists() or not shared.is_dir():
        return False
    for folder, _, files in os.walk(shared):
        here = Path(folder).relative_to(shared)
        (target / here).mkdir(parents=True, exist_ok=True)
        os.lchown(target / here, uid, gid)
        for name in files:
            source, copy = Path(folder) / name, target / here / name
            if copy.exists() or source.is_symlink():
                continue
            if here.parts[:1] == ("o",):
                try:
                    os.link(source, copy)  # root's read-only object, shared
                    continue
                except OSError:  # another filesystem
                    pass
            shutil.copy2(source, copy)
            os.lchown(copy, uid, gid)
    home = Path(os.path.expanduser(f"~{_name(uid)}"))
    for parent in target.parents:  # ~/.cache and ~/.cache/tool-calling-lab, made above as root
        if home in parent.parents:
            os.lchown(parent, uid, gid)
    (target / MARKER).touch()
    os.lchown(target / MARKER, uid, gid)
    return True


def _name(uid: int) -> str:
    import pwd

    return pwd.getpwuid(uid).pw_name
