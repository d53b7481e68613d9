"""The workdir file tools: list, read (paged) and write, each guarded the same way.

Every function takes the ``workdir`` from the *program* (never from the model), returns a
string for the model and raises ``ToolError`` for an expected failure, with a message that
says what is wrong and what to do next. One entrance per ability: reading a file is
``read_file`` (the command guard has no ``cat``), so the credential rule
(``lab_code.arguments.credentials``) is asked in one place for reading and writing.
Lesson 05's design demos and the capstone agent (lesson 07) use the same functions.

``read_file`` opens regular files only: no-follow, non-blocking (a FIFO would otherwise block
forever), ``S_ISREG`` on the open descriptor (not on a name that may have changed), a size
cap, and no file with more than one hard link (it may be another name of a file outside
the workdir). Names that cannot exist (lone surrogates, components over 255 bytes, a path
through a file) come back as a ``ToolError`` with the reason, never as a crash.

    >>> import tempfile; wd = tempfile.mkdtemp()
    >>> write_file(wd, "src/main.c", "int main(void){return 0;}\\n")
    '已写入 src/main.c（1 行，26 个字符）'
    >>> print(read_file(wd, "src/main.c"))
    [第 1-1 行，共 1 行，已是最后一页]
    int main(void){return 0;}

Lessons: 05, 07
"""

from __future__ import annotations

import errno
import os
import posixpath
import stat
from pathlib import Path, PurePosixPath

from lab_code.arguments.credentials import credential_refusal, is_credential_path
from lab_code.arguments.workdir_guard import resolve_inside
from lab_code.running.paging import MAX_LINES, page_text
from lab_code.wire.atomic_write import write_atomically
from lab_code.wire.tool_results import ToolError
from lab_code.workspace.dir_handle import make_dirs_beneath, open_beneath, workdir_handle
from lab_code.workspace.workdir_layout import XBUILD, is_build_control, is_inside_xbuild

MAX_LIST_ENTRIES = 200
MAX_READ_BYTES = 8 * 1024 * 1024  # a build log can be big; larger files are refused
MAX_WRITE_CHARS = 200_000  # far above a CMakeLists.txt or a small C file
HIDDEN_DIRS = {".git", XBUILD, "__pycache__", "CMakeFiles"}  # listed, not expanded: noise
MAX_LIST_DEPTH = 32  # directory levels list_files expands (a build may leave a chain 1,500 deep)
MAX_WALK_ENTRIES = 20_000  # names list_files looks at in one call
_LOOK_ONLY = getattr(os, "O_PATH", os.O_RDONLY | os.O_NONBLOCK)  # what is it? (opens nothing)


def _relative(workdir: str | os.PathLike, target: Path) -> str:
    rel = target.relative_to(Path(workdir).resolve()).as_posix()
    return rel or "."


def _as_named(workdir: str | os.PathLike, path: str) -> str:
    """The workdir-relative name the model wrote, without following any link (``a/../b`` → ``b``).
    ``resolve_inside`` (which does follow links) has refused everything that leads out before."""
    root = Path(workdir).resolve()
    joined = PurePosixPath(posixpath.normpath(posixpath.join(root.as_posix(), path)))
    try:
        return joined.relative_to(root.as_posix()).as_posix() or "."
    except ValueError:  # an absolute path spelled through a link to the workdir: use where it leads
        return _relative(workdir, resolve_inside(workdir, path))


def workdir_relative(workdir: str | os.PathLike, path: str) -> str:
    """The workdir-relative POSIX name of ``path`` as the file tools use it (links not followed)."""
    return _as_named(workdir, path)


def shown_name(name: str) -> str:
    """A file name as text: bytes that are not UTF-8 (``os`` gives them as lone surrogates)
    become ``\\xNN``, so no tool result carries a character that cannot be encoded."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def _os_refusal(path: str, exc: OSError) -> ToolError:
    """An OS error on a model-given path, as a reason (no absolute machine path in it)."""
    reasons = {
        errno.ENAMETOOLONG: ("名字太长", "invalid_arguments"),
        errno.ENOTDIR: ("路径中间有一段是文件而不是目录", "invalid_arguments"),
        errno.EEXIST: ("路径中间有一段是文件而不是目录", "invalid_arguments"),
        errno.ELOOP: (
            "经过符号链接：工具只读写真实的文件和目录，不跟随链接（请直接写出它指向的路径）",
            "permission_denied",
        ),
        errno.EXDEV: ("指向工作目录之外", "permission_denied"),
        errno.ENXIO: ("不是普通文件（套接字或设备）", "permission_denied"),
        errno.EACCES: ("没有权限", "permission_denied"),
        errno.ENOSPC: ("磁盘已满", "business_error"),
        errno.EROFS: ("在只读的文件系统上", "permission_denied"),
    }
    reason, kind = reasons.get(
        exc.errno, (f"无法访问（{errno.errorcode.get(exc.errno, exc.errno)}）", "business_error")
    )
    return ToolError(f"{path!r} {reason}。", error_type=kind, path=path)


def _listing(handle: int, start: str) -> tuple[list[str], str]:
    """Lines of ``list_files`` below ``start``: every directory opened through the workdir
    handle (a directory swapped for a link is not entered), iteratively, within the bounds."""
    lines: list[str] = []
    truncated = ""
    pending = [(start, 0)]
    seen = 0
    while pending:
        here, depth = pending.pop()
        try:
            fd = open_beneath(handle, here, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            continue  # changed under us (a link now, or gone): not listed
        try:
            entries = sorted(
                (e.name, e.is_symlink(), e.is_dir(follow_symlinks=False)) for e in os.scandir(fd)
            )
        finally:
            os.close(fd)
        seen += len(entries)
        for name, is_link, is_dir in entries:
            rel = name if here == "." else f"{here}/{name}"
            if is_link:
                lines.append(shown_name(rel) + " -> （符号链接，不展开）")
            elif not is_dir:
                lines.append(shown_name(rel))
            elif name in HIDDEN_DIRS:
                lines.append(shown_name(rel) + "/ （不展开）")
            elif depth + 1 > MAX_LIST_DEPTH:
                lines.append(shown_name(rel) + "/ （太深，不展开）")
                truncated = "depth"
            else:
                lines.append(shown_name(rel) + "/")
                pending.append((rel, depth + 1))
        if seen > MAX_WALK_ENTRIES:
            truncated = "entries"
            break
    return sorted(lines), truncated


def list_files(workdir: str | os.PathLike, path: str = ".") -> str:
    """Files below ``path``, one per line, directories with a trailing ``/``."""
    resolve_inside(workdir, path)  # the reason, when it leads out
    start = _as_named(workdir, path)
    with workdir_handle(workdir) as handle:
        try:
            fd = open_beneath(handle, start, _LOOK_ONLY)
        except FileNotFoundError:
            raise ToolError(
                f"目录 {path!r} 不存在；用 list_files('.') 查看工作目录。", error_type="not_found", path=path
            ) from None
        except OSError as exc:
            raise _os_refusal(path, exc) from None
        try:
            mode = os.fstat(fd).st_mode
        finally:
            os.close(fd)
        if stat.S_ISLNK(mode):
            raise _os_refusal(path, OSError(errno.ELOOP, "link"))
        if not stat.S_ISDIR(mode):
            raise ToolError(
                f"{path!r} 是文件不是目录；看内容请用 read_file。", error_type="invalid_arguments", path=path
            )
        lines, truncated = _listing(handle, start)
    total = len(lines)
    if total == 0:
        return f"{start}/ 是空目录"
    if truncated == "entries":
        lines = lines[:MAX_LIST_ENTRIES] + [
            f"[这里的文件超过 {MAX_WALK_ENTRIES} 个，只看了一部分；请对子目录调用 list_files]"
        ]
    elif total > MAX_LIST_ENTRIES:
        lines = lines[:MAX_LIST_ENTRIES] + [
            f"[共 {total} 项，只列出前 {MAX_LIST_ENTRIES} 项；请对子目录调用 list_files]"
        ]
    return "\n".join(lines)


def _check_opened(info: os.stat_result, path: str) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise ToolError(
            f"{path!r} 是目录；看目录请用 list_files。", error_type="invalid_arguments", path=path
        )
    if not stat.S_ISREG(info.st_mode):
        raise ToolError(
            f"{path!r} 不是普通文件（FIFO、设备或套接字）：read_file 只读普通文本文件，不读它。",
            error_type="permission_denied",
            path=path,
        )
    if info.st_nlink > 1:
        raise ToolError(
            f"{path!r} 有 {info.st_nlink} 个硬链接，可能是工作目录外某个文件的另一个名字，不读取。",
            error_type="permission_denied",
            path=path,
        )
    if info.st_size > MAX_READ_BYTES:
        raise ToolError(
            f"文件 {path!r} 超过 {MAX_READ_BYTES // (1024 * 1024)} MB，不读取。",
            error_type="business_error",
            path=path,
        )


def _open_regular(workdir: str | os.PathLike, relative: str, path: str) -> bytes:
    """The bytes of a regular file, opened through the workdir handle so that nothing else can be
    read (no link followed on the way, no file outside) or block (non-blocking open)."""
    try:
        with workdir_handle(workdir) as handle:
            fd = open_beneath(handle, relative, os.O_RDONLY | os.O_NONBLOCK)
    except FileNotFoundError:
        raise ToolError(
            f"文件 {path!r} 不存在；先用 list_files 看看路径。", error_type="not_found", path=path
        ) from None
    except OSError as exc:
        raise _os_refusal(path, exc) from None
    try:
        _check_opened(os.fstat(fd), path)  # the open file itself, not a name that may have changed
    except BaseException:
        os.close(fd)
        raise
    with os.fdopen(fd, "rb") as fh:
        return fh.read(MAX_READ_BYTES + 1)[:MAX_READ_BYTES]  # the size may grow while we read


def read_file(workdir: str | os.PathLike, path: str, offset: int = 1, limit: int = MAX_LINES) -> str:
    """Lines of a text file, paged (see ``lab_code.running.paging``); credential files are refused."""
    target = resolve_inside(workdir, path)
    named = _as_named(workdir, path)
    if any(is_credential_path(p) for p in (path, named, _relative(workdir, target))):
        raise credential_refusal(path)
    data = _open_regular(workdir, named, path)
    if b"\x00" in data[:8192]:
        raise ToolError(
            f"{path!r} 是二进制文件（例如编译产物），read_file 只读文本文件。",
            error_type="business_error",
            path=path,
        )
    return page_text(data.decode("utf-8", errors="replace"), offset=offset, limit=limit)


def write_file(workdir: str | os.PathLike, path: str, content: str) -> str:
    """Replace ``path`` with ``content`` atomically: a temporary file in the same directory,
    renamed over it, every step relative to a directory handle (a link is replaced, never
    followed)."""
    if not isinstance(content, str):
        raise ToolError("content 必须是字符串（文件的完整新内容）。", error_type="invalid_arguments")
    if len(content) > MAX_WRITE_CHARS:
        raise ToolError(
            f"content 有 {len(content)} 个字符，超过上限 {MAX_WRITE_CHARS}。", error_type="invalid_arguments"
        )
    target = resolve_inside(workdir, path)
    rel = _as_named(workdir, path)
    for name in {rel, _relative(workdir, target)}:
        if name == "." or is_inside_xbuild(name):
            raise ToolError(
                f"不能写 {path!r}：{XBUILD}/ 里是程序维护的 toolchain、sysroot 和日志。"
                "交叉编译设置已经自动生效，不需要改它们。",
                error_type="permission_denied",
                path=path,
            )
        if is_credential_path(name):
            raise credential_refusal(path)
        if is_build_control(name):
            raise ToolError(
                f"不能写 {path!r}：CMake 生成的构建文件（CMakeCache.txt、*.ninja、CMakeFiles/）决定构建"
                "运行哪些程序、带哪些参数，改它们就绕过了命令检查。请改 CMakeLists.txt，或用 cmake -D 设置变量。",
                error_type="permission_denied",
                path=path,
            )
    try:
        data = content.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ToolError(
            f"content 含有不能编码成 UTF-8 的字符（位置 {exc.start}），文件没有改动。",
            error_type="invalid_arguments",
        ) from None
    parent, name = posixpath.split(rel)
    try:
        with workdir_handle(workdir) as handle:
            folder = make_dirs_beneath(handle, parent or ".")
            try:
                _replace_in(folder, name, data, path)
            finally:
                os.close(folder)
    except OSError as exc:
        raise _os_refusal(path, exc) from None
    return f"已写入 {rel}（{len(content.splitlines())} 行，{len(content)} 个字符）"


def _replace_in(folder: int, name: str, data: bytes, path: str) -> None:
    """Write ``data`` to ``name`` in the directory ``folder``, atomically (``wire.atomic_write``)."""
    try:
        if stat.S_ISDIR(os.stat(name, dir_fd=folder, follow_symlinks=False).st_mode):
            raise ToolError(f"{path!r} 是目录，不能当文件写。", error_type="invalid_arguments")
    except FileNotFoundError:
        pass
    write_atomically(name, data, dir_fd=folder)  # beneath the handle: a swapped-in link cannot redirect it
