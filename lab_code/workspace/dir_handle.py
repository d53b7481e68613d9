"""Open a path inside the workdir *through a handle on the workdir*, never through a link.

Checking a path and then opening it by name leaves a gap: between the two, a build running in
the background (or a second MCP call) can swap ``build/`` for a symlink to ``/``, and the open
lands outside. Lesson 06 measured it: with the one-call lock released too early, 4-7 of 200
reads and 6-8 of 200 writes got out, sandbox on, server not root. A check cannot close that gap;
only an open that *cannot* leave the directory can:

* on Linux ≥ 5.6, ``openat2(workdir_fd, path, RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS)``: the
  kernel resolves the whole path, refuses ``..`` above the handle and every symlink on the way
  (``EXDEV`` / ``ELOOP``), in one system call, with no window;
* elsewhere (older kernels, macOS), a walk from the handle, one component at a time, each
  opened with ``O_NOFOLLOW`` (``O_DIRECTORY`` for directories) relative to the one before: a
  component swapped for a link fails to open instead of being followed.

Both refuse links *inside* the workdir too: the tools read and write real files only (a link
is listed as a link, and a model that wants its target names the target).

    >>> import tempfile; root = Path(tempfile.mkdtemp()); (root / "src").mkdir()
    >>> (root / "up").symlink_to("..")
    >>> with workdir_handle(root) as handle:
    ...     os.close(open_beneath(handle, "src", os.O_RDONLY | os.O_DIRECTORY))
    ...     open_beneath(handle, "up/etc/passwd", os.O_RDONLY)
    Traceback (most recent call last):
    ...
    OSError: [Errno 40] ...

Lessons: 06, 07
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path, PurePosixPath

# <linux/openat2.h>; the system call number is the same on every architecture (generic table).
SYS_OPENAT2 = 437
RESOLVE_NO_MAGICLINKS = 0x02
RESOLVE_NO_SYMLINKS = 0x04
RESOLVE_BENEATH = 0x08
_RESOLVE = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)


class _OpenHow(ctypes.Structure):
    _fields_ = [("flags", ctypes.c_uint64), ("mode", ctypes.c_uint64), ("resolve", ctypes.c_uint64)]


def _libc_syscall():
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(None, use_errno=True)
    except OSError:
        return None
    call = libc.syscall
    call.restype = ctypes.c_long
    return call


_syscall = _libc_syscall()
_has_openat2: bool | None = None if _syscall is not None else False


def _openat2(dir_fd: int, relative: str, flags: int, mode: int) -> int:
    how = _OpenHow(flags | _CLOEXEC, mode if flags & os.O_CREAT else 0, _RESOLVE)
    name = os.fsencode(relative)
    for _attempt in range(8):  # EAGAIN: a rename raced with the lookup; the kernel asks to retry
        fd = _syscall(
            ctypes.c_long(SYS_OPENAT2),
            ctypes.c_int(dir_fd),
            ctypes.c_char_p(name),
            ctypes.byref(how),
            ctypes.c_size_t(ctypes.sizeof(how)),
        )
        if fd >= 0:
            return fd
        code = ctypes.get_errno()
        if code != errno.EAGAIN:
            raise OSError(code, os.strerror(code), relative)
    raise OSError(errno.EAGAIN, os.strerror(errno.EAGAIN), relative)


def uses_openat2() -> bool:
    """Whether this kernel has ``openat2`` (probed once: seccomp filters may refuse it)."""
    global _has_openat2
    if _has_openat2 is None:
        root = os.open("/", os.O_RDONLY | _DIRECTORY | _CLOEXEC)
        try:
            os.close(_openat2(root, ".", os.O_RDONLY | _DIRECTORY, 0))
            _has_openat2 = True
        except OSError as exc:
            _has_openat2 = exc.errno not in (errno.ENOSYS, errno.EPERM, errno.EINVAL)
        finally:
            os.close(root)
    return _has_openat2


def components(relative: str) -> list[str]:
    """The names of a workdir-relative path; ``..`` and absolute paths are refused (``EXDEV``),
    as ``RESOLVE_BENEATH`` refuses them."""
    path = PurePosixPath(relative)
    parts = [p for p in path.parts if p not in (".", "")]
    if path.is_absolute() or ".." in parts:
        raise OSError(errno.EXDEV, "path leaves the directory", relative)
    return parts


def _is_link(dir_fd: int, name: str) -> bool:
    with contextlib.suppress(OSError):
        return stat.S_ISLNK(os.stat(name, dir_fd=dir_fd, follow_symlinks=False).st_mode)
    return False


def _walk_open(dir_fd: int, parts: list[str], flags: int, mode: int) -> int:
    """The portable way: one ``openat`` per component, none of them following a link."""
    current = os.dup(dir_fd)
    try:
        for name in parts[:-1]:
            try:
                following = os.open(name, os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC, dir_fd=current)
            except NotADirectoryError:  # O_DIRECTORY | O_NOFOLLOW on a link: say it was a link
                if _is_link(current, name):
                    raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), name) from None
                raise
            os.close(current)
            current = following
        if not parts:
            return os.open(".", flags | _CLOEXEC, dir_fd=current)
        return os.open(parts[-1], flags | _NOFOLLOW | _CLOEXEC, mode, dir_fd=current)
    finally:
        os.close(current)


def open_beneath(dir_fd: int, relative: str, flags: int, mode: int = 0o666) -> int:
    """A file descriptor for ``relative`` below the directory ``dir_fd``; ``OSError`` with
    ``ELOOP`` for a link on the way, ``EXDEV`` for a path that leaves, as ``os.open`` otherwise."""
    parts = components(relative)
    if uses_openat2():
        return _openat2(dir_fd, "/".join(parts) or ".", flags, mode)
    return _walk_open(dir_fd, parts, flags, mode)


def make_dirs_beneath(dir_fd: int, relative: str) -> int:
    """``mkdir -p relative`` below ``dir_fd`` without following a link; the new directory's fd."""
    current = os.dup(dir_fd)
    try:
        for name in components(relative):
            with contextlib.suppress(FileExistsError):
                os.mkdir(name, 0o777, dir_fd=current)
            following = open_beneath(current, name, os.O_RDONLY | _DIRECTORY)
            os.close(current)
            current = following
        return os.dup(current)
    finally:
        os.close(current)


@contextlib.contextmanager
def workdir_handle(workdir: str | os.PathLike) -> Iterator[int]:
    """A directory fd on the (resolved) workdir, closed afterwards."""
    fd = os.open(Path(workdir).resolve(), os.O_RDONLY | _DIRECTORY | _CLOEXEC)
    try:
        yield fd
    finally:
        os.close(fd)
