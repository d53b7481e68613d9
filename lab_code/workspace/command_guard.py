"""Check a command the model wants to run, *before* it runs: the program, each option, every path.

Threat model (lesson 07). Who may be attacking, and from where:

* **the model** — confused or hostile: every argument it sends is checked as an attack; the
  build scripts and sources it writes are programs;
* **an MCP client** (lesson 06 serves these tools): it may cancel calls, send malformed or
  3,000-level nested messages, and call while a build it started still runs;
* **another local user** on a shared machine, a CI runner or a container: a loopback port keeps
  out other machines, not other accounts (hence the HTTP server's token, ``mcp.http_guard``);
* **files handed to the course** — a ``runs.db``, an export, a cache in the user's home: data,
  never trusted code (read-only, time-limited, parameterised queries: ``agent.trace``);
* **root**: the usual user in containers and CI. ``RLIMIT_NPROC`` does not bind it, and
  bubblewrap keeps its capabilities inside the sandbox; no rule here may depend on not being
  root.

The process running the tools may hold a real API key; the workdir may hold credentials
(``.env``, keys — matched in any letter case: ``.ENV`` *is* ``.env`` on macOS). So:

* files outside the workdir stay unread and unchanged — also when a directory is swapped for a
  link between a check and an open (``workspace.dir_handle``: every file tool opens relative to a
  handle on the workdir, never through a link);
* the workdir's own sources, ``.xbuild/`` (toolchain, wrappers, logs) and the trace cannot be
  destroyed by a tool call;
* no secret leaves a tool; every call ends, with a structured result, in bounded time and space
  — space of the whole command tree: processes, memory and disk (``workspace.cgroup_limits``,
  ``workspace.disk_budget``), and trees walked iteratively with a depth cap (``workspace.tree_walk``).

What this guard does for that, on the command *line*:

* an allowlist of programs (``cmake``, ``ninja``, ``ls``, ``mkdir``, ``rm``, ``cp``, ``mv``) and,
  per program, an allowlist of options (``lab_code.workspace.allowed_options``): no
  ``make --eval``, ``ninja -f``, ``cmake -P``, ``cp -L``, ``cp -t..``; no ``cat`` (reading files
  is ``read_file``'s job: one entrance per ability, so the credential rule is asked once);
* every word that is or contains a path — option values glued to the flag included
  (``-Cbuild``, ``--prefix=…``, ``-I/usr/include`` inside ``-DCMAKE_C_FLAGS=…``) — must resolve
  inside the workdir (``workdir_guard.resolve_inside``), must not be a credential, and must
  be allowed for what the program does with it: read, create, write into, delete;
* every flag inside a ``-D`` value, in ``CMAKE_*_FLAGS`` and in the project's own variables
  alike, must be on the compiler-flag allowlist (``workspace.compiler_flags``): a flag that names
  a file is a path (``-MJ`` writes, ``-ivfsoverlay`` reads, ``@file`` hides more flags), and
  CMake's generated files (``CMakeCache.txt``, ``*.ninja``) are never written by a tool;
* characters a shell would expand or interpret (``* ? [ ] ~ $`` quotes, backslash,
  ``; | & < > ( ) { }``) are refused: we run without a shell, but a ``-D`` value ends up in a
  compile line that ninja hands to ``/bin/sh``, and the guard must judge what will really be
  opened;
* nothing may delete, move or overwrite the workdir, ``.xbuild/`` outside a target's sysroot,
  or a file of the project as it was when the run started; recursive copies must not carry
  special files, hard links or links that lead out.

Honest limit: this checks command lines. A ``CMakeLists.txt`` or a source file the model writes
is a program: ``file(READ …)``, ``execute_process``, ``#include "/abs/path"`` and the compile
lines it generates run whatever it says, and a child can read ``/proc/<agent pid>/environ``
(the agent's own environment, key included). Only the sandbox (``lab_code.workspace.sandbox``: its
own PID namespace, only the workdir mounted) closes that; the tree limits hold either way.

Lessons: 05, 07
"""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path

from lab_code.arguments.credentials import credential_refusal, is_credential_path
from lab_code.arguments.workdir_guard import MAX_PATH_CHARS, PathOutsideWorkdir, resolve_inside
from lab_code.wire.shorten import shorten
from lab_code.wire.tool_results import ToolError
from lab_code.workspace.allowed_options import Word, parse
from lab_code.workspace.compiler_flags import check_flags
from lab_code.workspace.tree_walk import Walk
from lab_code.workspace.workdir_layout import SYSROOT_HINT, Originals, is_build_control, is_protected

ALLOWED_PROGRAMS = {
    "cmake": "配置、构建、安装 CMake 项目",
    "ninja": "直接驱动 Ninja 构建目录",
    "ls": "查看目录",
    "mkdir": "创建目录",
    "rm": "删除工作目录内自己生成的文件或构建目录",
    "cp": "复制工作目录内的文件",
    "mv": "移动/改名工作目录内自己生成的文件",
}
SHELL_HINT = (
    "这里没有 shell：命令按参数列表直接执行，不做变量展开、~ 展开、通配符展开、管道、重定向或命令拼接。"
    "请一次调用只运行一条命令，并写出工作目录内确切的相对路径。"
)
HOST_HINT = (
    "主机上的头文件和库属于本机平台，不能用于交叉编译，不要再去找它们。"
    "需要的依赖请在工作目录内交叉编译（例如项目 deps/ 下的源码），"
    "再用 cmake --install <构建目录> --prefix <项目 sysroot> 安装到项目 sysroot"
    "（环境变量 XBUILD_SYSROOT 指向它，toolchain 已经设置好查找路径）。"
)
TOOLCHAIN_HINT = (
    "toolchain 已经由程序通过环境变量 CMAKE_TOOLCHAIN_FILE（绝对路径）设置好，"
    "命令里不需要也不能引用或改动它（去掉 -DCMAKE_TOOLCHAIN_FILE），直接配置和构建即可。"
    f"交叉编译好的依赖请安装到 {SYSROOT_HINT}。"
)
OTHER_PROGRAMS = {
    ("cat", "head", "tail", "less", "more"): "读文件请用 read_file 工具；",
    ("sh", "bash", "zsh", "dash", "env", "python", "python3", "perl"): "不能启动 shell 或解释器；"
    + SHELL_HINT,
    ("make", "gmake"): "make 会执行任意 Makefile 和 --eval 文本；构建请用 cmake --build <构建目录>。",
}
# Characters a shell expands or interprets. `;` is CMake's list separator: allowed in -D
# values of *_PATH variables (lists of directories), never where it could reach a shell.
SHELL_CHARS = set("`$'\"\\*?[]{}~|&<>();")
GLUED_PREFIXES = tuple(
    sorted(
        ("-isystem", "-idirafter", "-iquote", "-isysroot", "-imacros", "-include", "-iprefix", "--sysroot")
        + ("-rpath", "-I", "-L", "-B", "-F", "-o"),
        key=len,
        reverse=True,
    )
)
CMAKE_VARIABLE = re.compile(
    r"^(?!CMAKE_)[A-Za-z_][A-Za-z0-9_]*$"  # the project's own options
    r"|^CMAKE_(BUILD_TYPE|POLICY_VERSION_MINIMUM|PREFIX_PATH|MODULE_PATH|FIND_PACKAGE_PREFER_CONFIG"
    r"|INSTALL_PREFIX|INSTALL_(LIB|BIN|INCLUDE|DATA)DIR|(C|CXX)_STANDARD(_REQUIRED)?|(C|CXX)_EXTENSIONS"
    r"|(C|CXX)_FLAGS(_(DEBUG|RELEASE|RELWITHDEBINFO|MINSIZEREL))?"
    r"|(EXE|SHARED|STATIC|MODULE)_LINKER_FLAGS(_(DEBUG|RELEASE|RELWITHDEBINFO|MINSIZEREL))?"
    r"|POSITION_INDEPENDENT_CODE|VERBOSE_MAKEFILE|EXPORT_COMPILE_COMMANDS|COLOR_DIAGNOSTICS"
    r"|FIND_DEBUG_MODE|MESSAGE_LOG_LEVEL|INTERPROCEDURAL_OPTIMIZATION"
    r"|(DISABLE|REQUIRE)_FIND_PACKAGE_\w+|TOOLCHAIN_FILE)$"
)
MAX_TREE_ENTRIES = 20_000
MAX_COMMAND_CHARS = 8_000


def _quoted(text: str) -> str:
    """An argument as the model wrote it, cut short: a hostile one may be 10 000 characters."""
    return repr(shorten(text, 80))


def split_command(command: str | list[str]) -> list[str]:
    """``shlex.split`` a string (POSIX rules, no expansion) or validate a list."""
    if isinstance(command, str):
        if len(command) > MAX_COMMAND_CHARS:
            raise ToolError(f"命令超过 {MAX_COMMAND_CHARS} 个字符。", error_type="invalid_arguments")
        try:
            argv = shlex.split(command)
        except ValueError as exc:
            raise ToolError(
                f"命令无法按参数切分（{exc}）：引号没有配对？" + SHELL_HINT, error_type="invalid_arguments"
            ) from None
    elif isinstance(command, list) and all(isinstance(a, str) for a in command):
        argv = list(command)
    else:
        raise ToolError(
            "command 必须是字符串（例如 'cmake --build build'）或字符串列表。", error_type="invalid_arguments"
        )
    if not argv:
        raise ToolError(
            "命令是空的。可用的程序：" + ", ".join(sorted(ALLOWED_PROGRAMS)) + "。",
            error_type="invalid_arguments",
        )
    return argv


def check_text(arg: str, list_separator: bool = False) -> None:
    """Refuse what a shell (now or later, in a compile line) would interpret, and what cannot
    be a name at all: control characters, text that cannot be encoded, overlong words."""
    try:
        arg.encode("utf-8")
    except UnicodeEncodeError:
        raise ToolError(
            f"参数 {ascii(shorten(arg, 40))} 含有不能编码成 UTF-8 的字符（例如单独的代理字符）。",
            error_type="invalid_arguments",
        ) from None
    if any(ord(c) < 0x20 or ord(c) == 0x7F for c in arg):
        raise ToolError(
            f"参数 {_quoted(arg)} 含有换行或控制字符。" + SHELL_HINT, error_type="invalid_arguments"
        )
    if len(arg) > MAX_PATH_CHARS:
        raise ToolError(
            f"参数 {_quoted(arg)} 太长（超过 {MAX_PATH_CHARS} 个字符），不是可用的路径。",
            error_type="invalid_arguments",
        )
    bad = sorted(set(arg) & (SHELL_CHARS - ({";"} if list_separator else set())))
    if bad:
        raise ToolError(
            f"参数 {_quoted(arg)} 含有 shell 会展开或解释的字符 {' '.join(bad)}。"
            "这个值可能被写进编译命令、由 /bin/sh 执行时展开，护栏无法确定它最终指向哪里。" + SHELL_HINT,
            error_type="invalid_arguments",
            argument=shorten(arg, 80),
        )


def path_candidates(text: str) -> list[str]:
    """Every piece of a free-form value that a compiler or CMake may open as a path:
    ``-I/x``, ``-Wl,-rpath,/x``, ``--prefix=/x``, ``@file`` (a response file), ``a;b`` …"""
    found = []
    for piece in re.split(r"[\s=,;:]", text):
        piece = piece.lstrip("@")
        if not piece:
            continue
        if piece.startswith("-"):
            prefix = next((p for p in GLUED_PREFIXES if piece.startswith(p) and len(piece) > len(p)), None)
            if prefix:
                found.append(piece[len(prefix) :])
            elif not piece.startswith("--") and len(piece) > 2:
                found.append(piece[2:])  # -Xvalue: an unknown option's glued value
        else:
            found.append(piece)
    return found


def _inside(root: Path, text: str, context: str) -> str:
    """Workdir-relative POSIX path of ``text``, or a refusal that names the argument."""
    try:
        resolved = resolve_inside(root, text)
    except PathOutsideWorkdir as exc:
        raise ToolError(
            f"参数 {_quoted(context)} 中的路径 {_quoted(text)} {exc.reason}" + HOST_HINT,
            error_type="permission_denied",
            argument=shorten(context, 80),
        ) from None
    return resolved.relative_to(root).as_posix() or "."


def _protected(context: str, relative: str) -> ToolError:
    if relative == ".":
        why = "不能删除、移动或覆盖整个工作目录；请只处理其中自己生成的文件或构建目录（例如 build）。"
    else:
        why = (
            f"会改动 {relative!r}：.xbuild/ 里程序维护的 toolchain、编译器包装脚本和日志不能被命令改动、"
            f"移动或删除（只有 {SYSROOT_HINT} 可以安装依赖）。交叉编译设置已经自动生效，不需要改它们。"
        )
    return ToolError(
        f"参数 {_quoted(context)} {why}", error_type="permission_denied", argument=shorten(context, 80)
    )


def free_name(originals: Originals, base: str = "build") -> str:
    """A top-level name the project does not use: ``build``, else ``build-xbuild``, ``build-xbuild-2`` …"""
    taken = set(originals.top_level())
    names = [base, f"{base}-xbuild", *(f"{base}-xbuild-{n}" for n in range(2, 1000))]
    return next(n for n in names if n not in taken)


def _original(context: str, relative: str, originals: Originals) -> ToolError:
    return ToolError(
        f"参数 {_quoted(context)} 会删除、移动或覆盖项目原有的 {relative!r}（或把生成的文件混进放着源码的目录）。"
        f"改源码请用 write_file；构建请用项目里还没有的构建目录，例如 {free_name(originals)}。",
        error_type="permission_denied",
        argument=shorten(context, 80),
    )


def check_tree(root: Path, relative: str, context: str) -> None:
    """A copy source must not carry what a copy would turn into a readable secret or a hang:
    special files (FIFO, device, socket), hard links (maybe to a file outside), links out."""
    start = root / relative
    entries = [start] if not start.is_dir() or start.is_symlink() else []
    if not entries:
        walk = Walk(start, max_entries=MAX_TREE_ENTRIES)
        for current, dirs, files in walk:
            entries += [Path(current) / name for name in dirs + files]
        if walk.truncated:
            why = {"depth": "目录层级太深", "entries": "文件太多"}.get(walk.truncated, "有读不了的目录")
            raise ToolError(f"{_quoted(relative)} 里{why}，不能整体复制。", error_type="business_error")
    for path in entries:
        rel = path.relative_to(root).as_posix()
        mode = path.lstat()
        if path.is_symlink():
            _inside(root, rel, context)  # where it leads must be inside …
            if is_credential_path(Path(os.path.realpath(path)).relative_to(root).as_posix()):
                raise credential_refusal(rel)  # … and not a credential
        elif not (path.is_dir() or path.is_file()):
            raise ToolError(
                f"{_quoted(rel)} 不是普通文件（FIFO、设备或套接字），不能复制。",
                error_type="permission_denied",
            )
        elif path.is_file() and mode.st_nlink > 1:
            raise ToolError(
                f"{_quoted(rel)} 有多个硬链接，可能是工作目录外某个文件的另一个名字，不能复制。",
                error_type="permission_denied",
            )


def check_word(root: Path, word: Word, originals: Originals, written: list[str] | None = None) -> None:
    """One named thing of a command, judged by what the program will do with it. ``written``:
    for a copy or move destination, the paths it really writes (``dest/<name>`` for a directory)."""
    if word.role == "cmake-var":
        _check_cmake_variable(root, word.text)
        return
    check_text(word.text)
    if word.role == "text":
        return
    if word.role == "toolchain":
        raise ToolError(f"参数 --toolchain 不需要。{TOOLCHAIN_HINT}", error_type="permission_denied")
    if word.role == "name" and word.text.startswith("install"):
        raise ToolError(
            "构建目标 install 会装到构建时记下的前缀（常常是主机目录）；"
            "请用 cmake --install <构建目录> --prefix <项目 sysroot>。",
            error_type="permission_denied",
        )
    relative = _inside(root, word.text, word.text)
    if is_credential_path(relative) or is_credential_path(word.text):
        raise credential_refusal(word.text)
    if word.role in ("read", "name"):
        return
    if word.role == "copy-from":
        check_tree(root, relative, word.text)
        return
    for path in written or [relative]:
        if is_protected(path):
            raise _protected(word.text, path)
        if word.role in ("copy-to", "move-to") and is_build_control(path):
            raise ToolError(
                f"参数 {_quoted(word.text)} 会写 {path!r}：CMake 生成的构建文件（CMakeCache.txt、*.ninja、"
                "CMakeFiles/）只能由 CMake 自己写，它们决定构建运行哪些程序、带哪些参数。",
                error_type="permission_denied",
                argument=shorten(word.text, 80),
            )
        if word.role not in ("build", "create") and originals.touches(path):
            raise _original(word.text, path, originals)


def _check_cmake_variable(root: Path, spec: str) -> None:
    name, eq, value = spec.partition("=")
    name = name.split(":", 1)[0]
    if not eq or not CMAKE_VARIABLE.match(name):
        check_text(name)
        raise ToolError(
            f"-D{shorten(name, 60)} 不在允许的 CMake 变量里：CMAKE_ 开头的变量大多决定 CMake 运行哪个"
            "程序或脚本（编译器、启动器、项目钩子），toolchain 已经由程序设置。可以设置项目自己的选项，"
            "以及 CMAKE_BUILD_TYPE、CMAKE_POLICY_VERSION_MINIMUM、CMAKE_PREFIX_PATH、CMAKE_C_FLAGS 等。"
            + ("" if eq else "写法是 -D变量名=值。"),
            error_type="permission_denied",
        )
    check_text(value, list_separator=name.endswith("_PATH"))

    def readable(candidate: str) -> str:
        relative = _inside(root, candidate, spec)
        if is_credential_path(relative) or is_credential_path(candidate):
            raise credential_refusal(candidate)
        return relative

    try:
        check_flags(value, readable)  # every flag, in any variable: it may reach a compile line
        for candidate in path_candidates(value):
            relative = readable(candidate)
            if name == "CMAKE_TOOLCHAIN_FILE" and is_protected(relative):
                raise _protected(spec, relative)
    except ToolError:
        if name != "CMAKE_TOOLCHAIN_FILE":
            raise
        # The program already sets the toolchain (poka-yoke): say THAT, not the host-library
        # hint, which would send the model looking for a problem it does not have.
        raise ToolError(
            f"参数 {_quoted(spec)} 不需要。" + TOOLCHAIN_HINT, error_type="permission_denied"
        ) from None


def _written(root: Path, destination: str, sources: list[str]) -> list[str]:
    """What a copy or move writes: the destination, or ``destination/<name>`` of each source
    when the destination is an existing directory."""
    relative = _inside(root, destination, destination)
    if not (root / relative).is_dir():
        return [relative]
    names = [Path(_inside(root, s, s)).name or s for s in sources]
    return [name if relative == "." else f"{relative}/{name}" for name in names]


def check_command(
    workdir: str | os.PathLike, command: str | list[str], *, originals: Originals | None = None
) -> list[str]:
    """Return the argv to run, or raise ``ToolError`` saying what is wrong and what to do."""
    root = Path(workdir).resolve()
    argv = split_command(command)
    program = argv[0]
    check_text(program)
    if program not in ALLOWED_PROGRAMS:
        hint = next((h for names, h in OTHER_PROGRAMS.items() if program in names), "")
        raise ToolError(
            f"程序 {_quoted(program)} 不在允许列表里。{hint}可用的程序："
            + "；".join(f"{k}（{v}）" for k, v in sorted(ALLOWED_PROGRAMS.items()))
            + "。",
            error_type="permission_denied",
            program=shorten(program, 40),
        )
    for before, arg in zip(argv, argv[1:], strict=False):  # first: shell characters, wherever they are
        # `;` inside a -D value may be a CMake list separator: that word is judged below
        check_text(arg, list_separator=arg.startswith("-D") or before == "-D")
    words = parse(argv)
    sources = [w.text for w in words if w.role in ("copy-from", "move-from")]
    for word in words:
        if word.role != "cmake-var":
            check_text(word.text)  # before anything below resolves a path
    for word in words:
        written = _written(root, word.text, sources) if word.role in ("copy-to", "move-to") else None
        check_word(root, word, originals or Originals(), written)
    return argv


def check_defines(workdir: str | os.PathLike, defines: list[str] | tuple[str, ...]) -> list[str]:
    """The user's ``-D NAME=VALUE`` options (the command line's ``-D``), judged exactly as the
    model's would be: as the options of a configure command, by ``check_command``. Returns them."""
    probe = [
        "cmake",
        "-S",
        ".",
        "-B",
        free_name(Originals(), "build-xbuild-check"),
        *(f"-D{d}" for d in defines),
    ]
    check_command(workdir, probe)
    return list(defines)
