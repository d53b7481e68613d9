"""Is a path the model gave us inside the workdir? The one home of that check.

Lesson 02 shows why ``path.startswith("/")``, ``".." in parts`` and string-prefix checks
are wrong (a symlink leads out; ``/work/demo-backup`` starts with ``/work/demo``) and why
``resolve()`` + ``is_relative_to`` is right. The agent's tools (lesson 07) build on it.

    >>> import tempfile; d = Path(tempfile.mkdtemp())
    >>> resolve_inside(d, "src/main.c") == d.resolve() / "src" / "main.c"
    True

Lessons: 02, 03, 05, 07
"""

from __future__ import annotations

import os
from pathlib import Path

from lab_code.wire.shorten import shorten
from lab_code.wire.tool_results import ToolError

MAX_PATH_CHARS = 1024  # far above any real project path; longer ones are an attack or a bug
MAX_NAME_BYTES = 255  # one path component: the limit of every common file system


class PathOutsideWorkdir(ToolError):
    """The path is, or resolves to, something outside the workdir (or is not a usable path).

    A ``ToolError`` with ``error_type="permission_denied"``: the refusal goes back to the
    model as it is, so no caller has to convert it (one message, one place).
    """

    def __init__(self, path: str, reason: str):
        super().__init__(f"路径 {path!r} {reason}", error_type="permission_denied", path=path)
        self.path = path
        self.reason = reason

    def __reduce__(self):  # pickled with its own arguments (a grader sends it to a sandboxed process)
        return type(self), (self.path, self.reason), self.__dict__


def resolve_inside(workdir: str | os.PathLike, path: str | os.PathLike) -> Path:
    """Return the real absolute path of ``path`` (relative to ``workdir``) if it stays inside.

    Symlinks are followed (``Path.resolve``), so a link that points out is refused, and the
    containment test compares path components (``is_relative_to``), not string prefixes.
    ``~`` and ``$VARS`` are *not* expanded: the model gets the literal name, like a shell
    would never see it because we run without one.
    """
    text = os.fspath(path)
    if not isinstance(text, str):
        raise PathOutsideWorkdir(repr(text), "不是字符串路径。")
    if "\x00" in text:
        raise PathOutsideWorkdir(text, "含有 NUL 字符，不是合法路径。")
    if text.strip() == "":
        raise PathOutsideWorkdir(text, "是空的；请给出工作目录内的相对路径，例如 'src/main.c'。")
    if len(text) > MAX_PATH_CHARS:
        raise PathOutsideWorkdir(shorten(text, 40), f"超过 {MAX_PATH_CHARS} 个字符。")
    try:
        longest = max(len(part.encode("utf-8")) for part in text.split("/"))
    except UnicodeEncodeError:  # a lone surrogate ("\ud800") from a JSON escape: no file can have it
        raise PathOutsideWorkdir(shorten(text, 40), "含有不能编码成 UTF-8 的字符，不是合法路径。") from None
    if longest > MAX_NAME_BYTES:
        raise PathOutsideWorkdir(
            shorten(text, 40), f"里有一段名字超过 {MAX_NAME_BYTES} 字节，不是合法的文件名。"
        )
    root = Path(workdir).resolve()
    try:
        target = (root / text).resolve()
    except (OSError, RuntimeError, ValueError) as exc:  # symlink loops, names the OS rejects
        raise PathOutsideWorkdir(text, f"无法解析（{type(exc).__name__}）。") from None
    if not target.is_relative_to(root):
        raise PathOutsideWorkdir(
            text,
            "指向工作目录之外（已解析符号链接和 ..）；只能访问工作目录内的文件，请使用相对路径，例如 'src/main.c'。",
        )
    return target
