"""Write a file so that a reader finds the old content whole or the new content whole, never half.

Every file the course rewrites in place goes through ``write_atomically``: a file the model
writes in its workdir, the toolchain wrappers and ``toolchain.cmake`` (CMake must never read
half of one), the cache layer's index, a flooded command log cut to its tail, the flashcard
progress file, a rebuilt notebook. The recipe, in one place:

1. a new temporary name in the *same* directory (a rename is atomic only within one file
   system), created exclusively and never through a link (``O_EXCL | O_NOFOLLOW``): a link
   planted under that name cannot redirect the write;
2. write, flush, ``fsync`` (after a crash the rename must not point at data still in memory);
3. ``os.replace`` over the target: it replaces a link at the target itself, never the file
   the link points to;
4. on any failure before the rename (a full disk, Ctrl-C, a bug) the temporary file is
   removed and the target is left exactly as it was.

``dir_fd`` makes ``path`` relative to an open directory handle: the workdir's file tools open
directories without following links and write beneath the handle, so a directory swapped for
a link between check and write cannot move the write elsewhere.

    >>> import pathlib, tempfile
    >>> target = pathlib.Path(tempfile.mkdtemp()) / "notes.txt"
    >>> write_atomically(target, "第一版\\n"); write_atomically(target, "第二版\\n")
    >>> target.read_text(encoding="utf-8"), sorted(p.name for p in target.parent.iterdir())
    ('第二版\\n', ['notes.txt'])

Lessons: shared
"""

from __future__ import annotations

import contextlib
import os
import secrets

FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


def write_atomically(
    path: str | os.PathLike,
    data: bytes | str,
    *,
    mode: int = 0o666,
    dir_fd: int | None = None,
    encoding: str = "utf-8",
) -> None:
    """Replace ``path`` with ``data`` (``str`` is encoded with ``encoding``) in one step.

    ``mode`` is the new file's permission before the umask, as for any new file (``0o777`` for
    an executable, ``0o600`` for a private file). Raises what the write raised; the old file stays.
    """
    payload = data.encode(encoding) if isinstance(data, str) else bytes(data)
    folder, name = os.path.split(os.fspath(path))
    temporary = os.path.join(folder, f".{name[:100]}.{secrets.token_hex(4)}.tmp")
    fd = os.open(temporary, FLAGS, mode, dir_fd=dir_fd)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary, dir_fd=dir_fd)  # nothing half-written stays behind
        raise
