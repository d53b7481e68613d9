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
import stat
import tempfile
from pathlib import Path

from lab_code.arguments.credentials import credential_refusal, is_credential_path
from lab_code.arguments.workdir_guard import resolve_inside
from lab_code.running.paging import MAX_LINES, page_text
from lab_code.running.workdir_layout import XBUILD, is_inside_xbuild
from lab_code.wire.tool_results import ToolError

MAX_LIST_ENTRIES = 200
MAX_READ_BYTES = 8 * 1024 * 1024  # a build log can be big; larger files are refused
MAX_WRITE_CHARS = 200_000  # far above a CMakeLists.txt or a small C file
HIDDEN_DIRS = {".git", XBUILD, "__pycache__", "CMakeFiles"}  # listed, not expanded: noise


def _relative(workdir: str | os.PathLike, target: Path) -> str:
    rel = target.relative_to(Path(workdir).resolve()).as_posix()
    return rel or "."


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
        errno.ELOOP: ("是符号链接（或链接太多层），不跟随", "permission_denied"),
        errno.ENXIO: ("不是普通文件（套接字或设备）", "permission_denied"),
        errno.EACCES: ("没有权限", "permission_denied"),
        errno.ENOSPC: ("磁盘已满", "business_error"),
        errno.EROFS: ("在只读的文件系统上", "permission_denied"),
    }
    reason, kind = reasons.get(
        exc.errno, (f"无法访问（{errno.errorcode.get(exc.errno, exc.errno)}）", "business_error")
    )
    return ToolError(f"{path!r} {reason}。", error_type=kind, path=path)


def list_files(workdir: str | os.PathLike, path: str = ".") -> str:
    """Files below ``path``, one per line, directories with a trailing ``/``."""
    base = resolve_inside(workdir, path)
    if not base.exists():
        raise ToolError(
            f"目录 {path!r} 不存在；用 list_files('.') 查看工作目录。", error_type="not_found", path=path
        )
    if not base.is_dir():
        raise ToolError(
            f"{path!r} 是文件不是目录；看内容请用 read_file。", error_type="invalid_arguments", path=path
        )
    lines: list[str] = []
    for current, dirs, files in os.walk(base):  # never follows symlinked dirs
        here = Path(current)
        dirs.sort()
        for name in list(dirs):
            entry = here / name
            if entry.is_symlink():
                dirs.remove(name)
                lines.append(shown_name(_relative(workdir, entry)) + " -> （符号链接，不展开）")
            elif name in HIDDEN_DIRS:
                dirs.remove(name)
                lines.append(shown_name(_relative(workdir, entry)) + "/ （不展开）")
            else:
                lines.append(shown_name(_relative(workdir, entry)) + "/")
        lines.extend(shown_name(_relative(workdir, here / name)) for name in sorted(files))
    lines.sort()
    total = len(lines)
    if total == 0:
        return f"{_relative(workdir, base)}/ 是空目录"
    if total > MAX_LIST_ENTRIES:
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


def _open_regular(target: Path, path: str) -> bytes:
    """The bytes of a regular file, opened so that nothing else can be read or block."""
    try:
        fd = os.open(target, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
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
    if is_credential_path(path) or is_credential_path(_relative(workdir, target)):
        raise credential_refusal(path)
    data = _open_regular(target, path)
    if b"\x00" in data[:8192]:
        raise ToolError(
            f"{path!r} 是二进制文件（例如编译产物），read_file 只读文本文件。",
            error_type="business_error",
            path=path,
        )
    return page_text(data.decode("utf-8", errors="replace"), offset=offset, limit=limit)


def write_file(workdir: str | os.PathLike, path: str, content: str) -> str:
    """Replace ``path`` with ``content`` atomically (temp file in the same dir + rename)."""
    if not isinstance(content, str):
        raise ToolError("content 必须是字符串（文件的完整新内容）。", error_type="invalid_arguments")
    if len(content) > MAX_WRITE_CHARS:
        raise ToolError(
            f"content 有 {len(content)} 个字符，超过上限 {MAX_WRITE_CHARS}。", error_type="invalid_arguments"
        )
    target = resolve_inside(workdir, path)
    rel = _relative(workdir, target)
    if rel == "." or is_inside_xbuild(rel):
        raise ToolError(
            f"不能写 {path!r}：{XBUILD}/ 里是程序维护的 toolchain、sysroot 和日志。"
            "交叉编译设置已经自动生效，不需要改它们。",
            error_type="permission_denied",
            path=path,
        )
    if is_credential_path(rel):
        raise credential_refusal(path)
    if target.is_dir():
        raise ToolError(f"{path!r} 是目录，不能当文件写。", error_type="invalid_arguments")
    try:
        content.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ToolError(
            f"content 含有不能编码成 UTF-8 的字符（位置 {exc.start}），文件没有改动。",
            error_type="invalid_arguments",
        ) from None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name[:100]}.", suffix=".tmp")
    except OSError as exc:
        raise _os_refusal(path, exc) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(content)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, target)
    finally:
        if os.path.exists(tmp_name):
            os.unlink(tmp_name)  # failed before the rename: no half-written file stays
    return f"已写入 {rel}（{len(content.splitlines())} 行，{len(content)} 个字符）"
