"""The agent's tools: list, read, write, run, search the knowledge base.

Every tool takes the ``workdir`` from the *program* (never from the model) and returns a
string for the model; an expected failure raises ``ToolError`` (re-exported here) whose
message says what is wrong and what to do next. Only five tools, one entrance per ability:
reading a file is ``read_file`` (there is no ``cat``), so the credential guard lives in one
place. ``TOOL_SPECS`` describes them for the loop; ``TOOL_FUNCTIONS`` maps name -> callable
``fn(workdir, **arguments)``.

    >>> import tempfile; wd = tempfile.mkdtemp()
    >>> write_file(wd, "src/main.c", "int main(void){return 0;}\\n")
    '已写入 src/main.c（1 行，26 个字符）'
    >>> print(read_file(wd, "src/main.c"))
    [第 1-1 行，共 1 行，已是最后一页]
    int main(void){return 0;}
"""
from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from lab_code.agent import toolchain
from lab_code.agent.command_guard import (check_command, credential_refusal,
                                          is_credential_path)
from lab_code.agent.tool_specs import TOOL_SPECS, openai_tools
from lab_code.paging import MAX_CHARS, MAX_LINES, page_text
from lab_code.process_runner import DEFAULT_TIMEOUT_S, run_process
from lab_code.tool_results import ToolError
from lab_code.validator import validate
from lab_code.workdir_guard import PathOutsideWorkdir, resolve_inside

__all__ = ["ToolError", "resolve_path", "list_files", "read_file", "write_file", "run_command",
           "search_knowledge", "TOOL_SPECS", "TOOL_FUNCTIONS", "openai_tools", "Workspace",
           "MAX_LINES", "MAX_CHARS"]

MAX_LIST_ENTRIES = 200
MAX_READ_BYTES = 8 * 1024 * 1024      # a build log can be big; larger files are refused
MAX_WRITE_CHARS = 200_000             # far above a CMakeLists.txt or a small C file
HIDDEN_DIRS = {".git", ".xbuild", "__pycache__", "CMakeFiles"}  # listed, not expanded: noise


def resolve_path(workdir: str | os.PathLike, path: str) -> Path:
    """The real path of ``path`` inside ``workdir``, or ``ToolError`` (permission_denied)."""
    try:
        return resolve_inside(workdir, path)
    except PathOutsideWorkdir as exc:
        raise ToolError(
            f"{exc}只能访问工作目录内的文件，请使用相对路径，例如 'CMakeLists.txt'、'src/main.c'。",
            error_type="permission_denied", path=str(exc.path)) from None


def _relative(workdir: str | os.PathLike, target: Path) -> str:
    rel = target.relative_to(Path(workdir).resolve()).as_posix()
    return rel or "."


def list_files(workdir: str | os.PathLike, path: str = ".") -> str:
    """Files below ``path``, one per line, directories with a trailing ``/``."""
    base = resolve_path(workdir, path)
    if not base.exists():
        raise ToolError(f"目录 {path!r} 不存在；用 list_files('.') 查看工作目录。",
                        error_type="not_found", path=path)
    if not base.is_dir():
        raise ToolError(f"{path!r} 是文件不是目录；看内容请用 read_file。",
                        error_type="invalid_arguments", path=path)
    lines: list[str] = []
    for current, dirs, files in os.walk(base):  # never follows symlinked dirs
        here = Path(current)
        dirs.sort()
        for name in list(dirs):
            entry = here / name
            if entry.is_symlink():
                dirs.remove(name)
                lines.append(_relative(workdir, entry) + " -> （符号链接，不展开）")
            elif name in HIDDEN_DIRS:
                dirs.remove(name)
                lines.append(_relative(workdir, entry) + "/ （不展开）")
            else:
                lines.append(_relative(workdir, entry) + "/")
        lines.extend(_relative(workdir, here / name) for name in sorted(files))
    lines.sort()
    total = len(lines)
    if total == 0:
        return f"{_relative(workdir, base)}/ 是空目录"
    if total > MAX_LIST_ENTRIES:
        lines = lines[:MAX_LIST_ENTRIES] + [
            f"[共 {total} 项，只列出前 {MAX_LIST_ENTRIES} 项；请对子目录调用 list_files]"]
    return "\n".join(lines)


def read_file(workdir: str | os.PathLike, path: str, offset: int = 1,
              limit: int = MAX_LINES) -> str:
    """Lines of a text file, paged (see ``lab_code.paging``); credential files are refused."""
    target = resolve_path(workdir, path)
    if is_credential_path(path) or is_credential_path(_relative(workdir, target)):
        raise credential_refusal(path)
    if not target.exists():
        raise ToolError(f"文件 {path!r} 不存在；先用 list_files 看看路径。",
                        error_type="not_found", path=path)
    if target.is_dir():
        raise ToolError(f"{path!r} 是目录；看目录请用 list_files。",
                        error_type="invalid_arguments", path=path)
    if target.stat().st_size > MAX_READ_BYTES:
        raise ToolError(f"文件 {path!r} 超过 {MAX_READ_BYTES // (1024 * 1024)} MB，不读取。",
                        error_type="business_error", path=path)
    data = target.read_bytes()
    if b"\x00" in data[:8192]:
        raise ToolError(f"{path!r} 是二进制文件（例如编译产物），read_file 只读文本文件。",
                        error_type="business_error", path=path)
    return page_text(data.decode("utf-8", errors="replace"), offset=offset, limit=limit)


def write_file(workdir: str | os.PathLike, path: str, content: str) -> str:
    """Replace ``path`` with ``content`` atomically (temp file in the same dir + rename)."""
    if not isinstance(content, str):
        raise ToolError("content 必须是字符串（文件的完整新内容）。", error_type="invalid_arguments")
    if len(content) > MAX_WRITE_CHARS:
        raise ToolError(f"content 有 {len(content)} 个字符，超过上限 {MAX_WRITE_CHARS}。",
                        error_type="invalid_arguments")
    target = resolve_path(workdir, path)
    rel = _relative(workdir, target)
    if rel == "." or rel.split("/")[0] == toolchain.XBUILD:
        raise ToolError(f"不能写 {path!r}：.xbuild/ 里是程序维护的 toolchain、sysroot 和日志。"
                        "交叉编译设置已经自动生效，不需要改它们。",
                        error_type="permission_denied", path=path)
    if is_credential_path(rel):
        raise credential_refusal(path)
    if target.is_dir():
        raise ToolError(f"{path!r} 是目录，不能当文件写。", error_type="invalid_arguments")
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(content)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, target)
    except UnicodeEncodeError as exc:
        raise ToolError(f"content 含有不能编码成 UTF-8 的字符（位置 {exc.start}），文件没有改动。",
                        error_type="invalid_arguments") from None
    finally:
        if os.path.exists(tmp_name):
            os.unlink(tmp_name)  # failed before the rename: no half-written file stays
    return f"已写入 {rel}（{len(content.splitlines())} 行，{len(content)} 个字符）"


def _compiles(argv: list[str]) -> bool:
    """Does this command run the compiler (so a cold zig cache builds the target's libc)?"""
    if argv[0] in ("ninja", "make"):
        return True
    return argv[0] == "cmake" and any(a in ("--build", "-S", "-B", "--fresh") or
                                      a.startswith(("-S", "-B")) for a in argv[1:])


def run_command(workdir: str | os.PathLike, command: str | list[str], *,
                timeout_s: float = DEFAULT_TIMEOUT_S,
                progress: Callable[[str], None] | None = None,
                sandbox: bool = False, target: str | None = None) -> str:
    """Run a whitelisted program without a shell, with the toolchain environment.

    ``target`` defaults to the workdir's active one (``.xbuild/target``); a ``Workspace``
    passes its own, so the two can never disagree.

    ``progress`` (not a model parameter) is told when a build must first compile the
    target's libc (a cold zig cache), so a human is not left staring at a silent minute.
    ``sandbox=True`` runs it under bubblewrap (``lab_code.agent.sandbox``): then even a
    CMake script cannot read outside the workdir.
    """
    argv = check_command(workdir, command)
    chain = toolchain.ensure_toolchain(workdir, target)
    cold = _compiles(argv) and toolchain.is_cold(chain.target)
    if cold and progress:
        progress(toolchain.cold_notice(chain.target))
    if sandbox:
        from lab_code.agent.sandbox import sandboxed
        argv = sandboxed(argv, Path(workdir).resolve(), chain.env)
    result = run_process(argv, workdir=workdir, env=chain.env, timeout_s=timeout_s,
                         placeholders=toolchain.path_placeholders())
    if cold and result.exit_code == 0:
        toolchain.mark_warm(chain.target)
    return result.text


def search_knowledge(query: str, k: int = 3) -> str:
    """Top ``k`` entries of the cross-compiling knowledge base for ``query`` (an error text)."""
    from lab_code.agent.knowledge import search_text  # bm25s is imported only when needed
    return search_text(query, k=k)


def _run_command_tool(workdir: str | os.PathLike, command: str) -> str:
    return run_command(workdir, command)  # the model cannot set timeout_s or progress


def _search_knowledge_tool(workdir: str | os.PathLike, query: str) -> str:
    return search_knowledge(query)


MODEL_PARAMETERS = {spec["name"]: spec["parameters"] for spec in TOOL_SPECS}
TOOL_FUNCTIONS: dict[str, Callable[..., str]] = {
    "list_files": list_files,
    "read_file": read_file,
    "write_file": write_file,
    "run_command": _run_command_tool,
    "search_knowledge": _search_knowledge_tool,
}


@dataclass
class Workspace:
    """A workdir plus its target: what the loop keeps between tool calls.

    ``Workspace.create(workdir, target)`` writes the toolchain and makes ``target`` active;
    after that the plain ``(workdir, ...)`` functions use the same target, because they read
    ``.xbuild/target``. ``call(name, arguments)`` dispatches a model's tool call.
    """
    workdir: Path
    target: str = toolchain.DEFAULT_TARGET
    timeout_s: float = DEFAULT_TIMEOUT_S
    progress: Callable[[str], None] | None = field(default=None, repr=False)
    sandbox: bool = False   # run commands under bubblewrap (see lab_code.agent.sandbox)

    @classmethod
    def create(cls, workdir: str | os.PathLike, target: str = toolchain.DEFAULT_TARGET,
               **options) -> "Workspace":
        toolchain.prepare_toolchain(workdir, target)
        return cls(Path(workdir).resolve(), target, **options)

    @property
    def env(self) -> dict[str, str]:
        return toolchain.ensure_toolchain(self.workdir, self.target).env

    def call(self, name: str, arguments: dict) -> str:
        if name not in TOOL_FUNCTIONS:
            raise ToolError(f"没有名为 {name!r} 的工具；可用：{sorted(TOOL_FUNCTIONS)}。",
                            error_type="unknown_tool")
        # Checked against the schema the model was shown (lesson 02's validator): `timeout_s`
        # or `progress` are the program's, never the model's.
        problems = validate(arguments, MODEL_PARAMETERS[name])
        if problems:
            raise ToolError(f"{name}：{'；'.join(problems)}。", error_type="invalid_arguments")
        if name == "run_command":
            return run_command(self.workdir, arguments["command"], timeout_s=self.timeout_s,
                               progress=self.progress, sandbox=self.sandbox, target=self.target)
        return TOOL_FUNCTIONS[name](self.workdir, **arguments)

