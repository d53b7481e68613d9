"""Each workdir's own layer over zig's shared cache: a build inside the sandbox writes here only.

zig keeps compiled runtimes in a global cache: ``h/<input hash>`` (a manifest: which inputs,
with their hashes), ``o/<digest>/`` (what was compiled), ``b/`` (generated ``builtin.zig``),
``tmp/`` (where a compilation happens before it is renamed into ``o/``). A build must not
write the shared one: a poisoned ``libc.a`` would be linked into every later build of every
workdir. But zig must be able to add a variant no warm-up made (a ``-Os`` build, an unusual
flag), and it can only do that in a cache it may write, with ``tmp/`` on the same mount as
``o/`` (a rename across mounts fails with ``CrossDevice``). bubblewrap 0.8 has no overlay
mounts, so the layer is made by hand -- a poor man's overlay, ``.xbuild/zig-cache/``:

* ``o/<digest>`` -- a **symlink** into the shared cache, which the sandbox mounts read-only;
* ``h/<name>`` -- a **copy** of the shared manifest (zig opens manifests read-write to lock
  them, and rewrites one when an input's timestamp changed);
* ``b/`` -- copies of the generated ``builtin.zig`` files (inputs of ``compiler_rt``'s manifest);
* ``tmp/`` and everything zig compiles anew -- real files, in this workdir only.

ZIG_GLOBAL_CACHE_DIR points here inside the sandbox. Checked (tests): a link that finds its
runtime in the layer compiles nothing; one that needs a new variant compiles it into the
layer, and the shared cache and every other workdir's layer stay as they were.

Only the entries a link really reads are put in a layer, not all of them (a warm cache holds
thousands of per-object manifests that only matter when a runtime is rebuilt): when the
trusted warm-up (``runtimes``) has compiled a variant, it links it once more and ``record``
notes which manifests zig opened (inotify, on a private copy of the layer, so nothing else
that uses the shared cache meanwhile adds noise) and which outputs the linker was given
(``ZIG_VERBOSE_LINK``), in an index file next to the shared cache. ``sync`` copies exactly
those into a workdir's layer, before every sandboxed command; it never reads anything the
build wrote, opens nothing through a link, and copies only shared → layer, never back.

Lessons: 07
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import re
import shutil
import stat
import struct
import tempfile
from collections.abc import Callable
from pathlib import Path

from lab_code.wire.atomic_write import write_atomically
from lab_code.workspace import workdir_layout
from lab_code.workspace.toolchain import zig_cache_dir

LAYER_DIRS = ("h", "o", "b", "tmp")  # z/ (zig's parse cache) is rebuilt in the layer when needed
INDEX_DIR = "lab-warm"
_HEX32 = re.compile(r"[0-9a-f]{32}")
_IN_OPEN = 0x20
_NOFOLLOW_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW


def count_objects(cache: Path) -> int:
    """How many compiled outputs a zig cache holds: it grows while a runtime is compiled."""
    try:
        return len(os.listdir(cache / "o"))
    except OSError:
        return 0


def _index_path(name: str) -> Path:
    return zig_cache_dir() / INDEX_DIR / f"{name}.json"


def has_index(name: str) -> bool:
    return _index_path(name).is_file()


# --- what a link reads (trusted side, during the warm-up) --------------------------------------


class _OpenWatch:
    """Names of the files opened in one directory while it is active (Linux inotify)."""

    def __init__(self, directory: Path):
        libc = ctypes.CDLL(None, use_errno=True)
        self.fd = libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
        if self.fd < 0 or libc.inotify_add_watch(self.fd, os.fsencode(directory), _IN_OPEN) < 0:
            raise OSError(ctypes.get_errno(), "inotify")

    def names(self) -> set[str]:
        found: set[str] = set()
        while True:
            try:
                data = os.read(self.fd, 1 << 16)
            except BlockingIOError:
                return found
            offset = 0
            while offset + 16 <= len(data):
                _wd, _mask, _cookie, length = struct.unpack_from("iIII", data, offset)
                found.add(data[offset + 16 : offset + 16 + length].rstrip(b"\0").decode(errors="replace"))
                offset += 16 + length

    def close(self) -> None:
        os.close(self.fd)


def record(name: str, link_again: Callable[[Path], list[str]]) -> dict:
    """Write the index ``name``: which manifests and outputs a link of one variant reads.

    ``link_again(cache)`` runs the variant's links (all cache hits by now) with
    ``ZIG_GLOBAL_CACHE_DIR=cache`` and ``ZIG_VERBOSE_LINK=1``, and returns their output. It runs
    against a private, complete layer (every shared entry), so the manifests opened there --
    seen with inotify -- are this link's alone, whatever else uses the shared cache meanwhile.
    Without inotify (not Linux), or when the two do not add up, the index says
    ``complete: false`` and ``sync`` then gives a layer every entry."""
    shared = zig_cache_dir().resolve()
    with tempfile.TemporaryDirectory(prefix="lab-probe-") as tmp:
        _fill(Path(tmp), "zig", shared, _listing(shared / "h"), _listing(shared / "o"))
        probe = Path(tmp) / "zig"
        try:
            watch: _OpenWatch | None = _OpenWatch(probe / "h")
        except (OSError, AttributeError):
            watch = None
        try:
            outputs_text = "\n".join(link_again(probe))
            opened = watch.names() if watch else set()
        finally:
            if watch:
                watch.close()
        outputs = set(re.findall(re.escape(str(probe / "o")) + r"/([0-9a-f]{32})/", outputs_text))
    manifests = sorted(n for n in opened if _HEX32.fullmatch(n))
    # Every runtime piece has one manifest and one output: fewer outputs than manifests means
    # one was not on a link line -- then a layer gets everything rather than miss it.
    complete = bool(watch) and len(outputs) >= len(manifests) > 0
    index = {"manifests": manifests, "outputs": sorted(outputs), "complete": complete}
    path = _index_path(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, json.dumps(index))  # whole or not at all: is_warm() must never see half an index
    return index


def _hot_entries(target: str) -> tuple[set[str], set[str]] | None:
    """Manifests and outputs of every recorded variant of ``target``; None: take them all."""
    manifests: set[str] = set()
    outputs: set[str] = set()
    folder = zig_cache_dir() / INDEX_DIR
    for path in sorted(folder.glob(f"{target}-*.json")) if folder.is_dir() else []:
        try:
            index = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        if not index.get("complete"):
            return None
        manifests.update(n for n in index.get("manifests", []) if _HEX32.fullmatch(str(n)))
        outputs.update(n for n in index.get("outputs", []) if _HEX32.fullmatch(str(n)))
    return manifests, outputs


# --- the layer (trusted side, before each sandboxed command) ----------------------------------


def _real_dir(parent_fd: int, name: str) -> int:
    """An fd of ``parent/name`` as a real directory: anything else there (a link, a file a
    build put in its place) is removed first. Never follows a link."""
    try:
        info = os.stat(name, dir_fd=parent_fd, follow_symlinks=False)
        if not stat.S_ISDIR(info.st_mode):
            os.unlink(name, dir_fd=parent_fd)
    except FileNotFoundError:
        pass
    with contextlib.suppress(FileExistsError):
        os.mkdir(name, 0o755, dir_fd=parent_fd)
    return os.open(name, _NOFOLLOW_DIR, dir_fd=parent_fd)


def _copy_in(source: Path, name: str, dir_fd: int) -> None:
    """Copy ``source`` to ``name`` in ``dir_fd``; an existing entry of that name is left alone
    (it is this workdir's own business, and the copy was made from the same shared file)."""
    try:
        src_fd = os.open(source, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)  # a FIFO would block
    except OSError:
        return
    with open(src_fd, "rb") as src:
        if not stat.S_ISREG(os.fstat(src_fd).st_mode):
            return
        try:
            out = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644, dir_fd=dir_fd)
        except FileExistsError:
            return
        with open(out, "wb") as dst:
            shutil.copyfileobj(src, dst)


def _fill(parent: Path, name: str, shared: Path, manifests: set[str], outputs: set[str]) -> None:
    """Make ``parent/name`` a layer over ``shared`` holding ``manifests`` and ``outputs`` (and
    every ``builtin.zig``); entries already there are kept. Directory fds, no links followed."""
    parent_fd = os.open(parent, _NOFOLLOW_DIR)
    try:
        layer_fd = _real_dir(parent_fd, name)
    finally:
        os.close(parent_fd)
    fds = {}
    try:
        fds = {sub: _real_dir(layer_fd, sub) for sub in LAYER_DIRS}
        have_h, have_o, have_b = (set(os.listdir(fds[d])) for d in ("h", "o", "b"))
        for entry in sorted(manifests - have_h):
            if (shared / "h" / entry).is_file():
                _copy_in(shared / "h" / entry, entry, fds["h"])
        for entry in sorted(outputs - have_o):
            if (shared / "o" / entry).is_dir():
                os.symlink(shared / "o" / entry, entry, dir_fd=fds["o"])
        for entry in sorted(_listing(shared / "b") - have_b):
            sub = _real_dir(fds["b"], entry)
            try:
                for item in os.scandir(shared / "b" / entry):
                    if item.is_file(follow_symlinks=False):
                        _copy_in(Path(item.path), item.name, sub)
            finally:
                os.close(sub)
    finally:
        for fd in fds.values():
            os.close(fd)
        os.close(layer_fd)


def sync(workdir: str | os.PathLike, target: str) -> Path:
    """Create or refresh ``.xbuild/zig-cache`` of ``workdir`` for ``target``; returns its path."""
    shared = zig_cache_dir().resolve()
    layer = workdir_layout.zig_layer_dir(workdir)
    hot = _hot_entries(target)
    manifests, outputs = hot if hot is not None else (_listing(shared / "h"), _listing(shared / "o"))
    _fill(layer.parent, layer.name, shared, manifests, outputs)
    return layer


def _listing(directory: Path) -> set[str]:
    try:
        return {n for n in os.listdir(directory) if _HEX32.fullmatch(n)}
    except OSError:
        return set()
