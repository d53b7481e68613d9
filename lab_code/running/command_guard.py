"""Check a command the model wants to run, *before* it runs: program and every path argument.

The author's project once had ``cat`` in its whitelist next to a ``read_file`` that refused
credential files, and checked only the program name: ``cat /etc/hosts`` worked, so the
credential guard was bypassed by the other tool. The model also ran ``ls /usr/local/include``
to look for a host copy of a library. Hence, here:

* one entrance per ability -- no ``cat`` (reading files is ``read_file``'s job);
* every argument that is, or *contains*, a path is checked with ``resolve_inside``:
  plain ``/usr/include``, ``-I/usr/include``, ``-DVAR=/abs``, ``--prefix=/usr``,
  ``-Wl,-rpath,/lib``, ``-DCMAKE_C_FLAGS=-I/x -L/y`` ...;
* shell syntax (``;``, ``&&``, backticks, ``$(...)``, ``$HOME``, ``~``) is refused with the
  reason: there is no shell, so it would not do what the model expects.

The refusal says *why* (host headers and libraries belong to the host platform and cannot be
used for cross-compiling) and *what to do instead* (cross-build the dependency inside the
workdir and install it into the project sysroot).

Honest limit: this checks the command line only. A ``CMakeLists.txt`` the model writes can
still run anything with ``execute_process`` at configure time. That is not a sandbox; real
isolation needs a container or OS-level limits (e.g. bubblewrap).

Lessons: 05, 07
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from lab_code.arguments.credentials import credential_refusal, is_credential_path
from lab_code.arguments.workdir_guard import MAX_PATH_CHARS, PathOutsideWorkdir, resolve_inside
from lab_code.running.workdir_layout import is_program_owned
from lab_code.wire.tool_results import ToolError

ALLOWED_PROGRAMS = {
    "cmake": "配置、构建、安装 CMake 项目",
    "ninja": "直接驱动 Ninja 构建目录",
    "make": "构建 Makefile 项目",
    "ls": "查看目录",
    "mkdir": "创建目录",
    "rm": "删除工作目录内的文件或构建目录",
    "cp": "复制工作目录内的文件",
    "mv": "移动/改名工作目录内的文件",
}
# `cmake -E` has sub-commands that read files (cat) or start any program (env, chdir, time):
# they would reopen the doors closed above.
ALLOWED_CMAKE_E = {
    "make_directory",
    "rm",
    "remove",
    "remove_directory",
    "copy",
    "copy_if_different",
    "copy_directory",
    "rename",
    "touch",
    "echo",
    "compare_files",
    "sha256sum",
    "md5sum",
    "true",
    "false",
    "capabilities",
}
# Options whose value may be glued to them: -I/usr/include, -isystem/usr/include ...
GLUED_PREFIXES = (
    "-isystem",
    "-idirafter",
    "-iquote",
    "-isysroot",
    "-imacros",
    "-include",
    "-iprefix",
    "--sysroot",
    "-rpath",
    "-I",
    "-L",
    "-B",
    "-F",
    "-S",
    "-C",
    "-o",
)
SHELL_HINT = (
    "这里没有 shell：命令按参数列表直接执行，不做变量展开、~ 展开、管道、重定向或命令拼接。"
    "请一次调用只运行一条命令，并写出工作目录内的相对路径。"
)
HOST_HINT = (
    "主机上的头文件和库属于本机平台，不能用于交叉编译，不要再去找它们。"
    "需要的依赖请在工作目录内交叉编译（例如项目 deps/ 下的源码），"
    "再用 cmake --install <构建目录> --prefix <项目 sysroot> 安装到项目 sysroot"
    "（环境变量 XBUILD_SYSROOT 指向它，toolchain 已经设置好查找路径）。"
)
_SHELL_TOKENS = {";", "&&", "||", "|", "&", ">", ">>", "<", "<<", "2>", "2>&1"}
_VAR = re.compile(r"\$(\{|\(|[A-Za-z_])")
_UNKNOWN_GLUED = re.compile(r"^-{1,2}[A-Za-z][A-Za-z0-9_-]*(/.*)$")
TOOLCHAIN_HINT = (
    "toolchain 已经由程序通过环境变量 CMAKE_TOOLCHAIN_FILE（绝对路径）设置好，"
    "命令里不需要也不能引用或改动它（去掉 -DCMAKE_TOOLCHAIN_FILE），直接配置和构建即可。"
    "交叉编译好的依赖请安装到 .xbuild/<目标平台>/sysroot。"
)


def split_command(command: str | list[str]) -> list[str]:
    """``shlex.split`` a string (POSIX rules, no expansion) or validate a list."""
    if isinstance(command, str):
        if "\x00" in command:
            raise ToolError("命令里有 NUL 字符。" + SHELL_HINT, error_type="invalid_arguments")
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


def _short(text: str, limit: int = 80) -> str:
    """repr of an argument, cut so a hostile 10 000-character argument stays a short message."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


def _path_candidates(arg: str, depth: int = 0) -> list[str]:
    """Every substring of ``arg`` that is used as a path by the usual option syntaxes."""
    if depth > 4:
        return [arg]
    pieces = [p for p in re.split(r"[\s=,;:]", arg) if p]
    if len(pieces) > 1 or (pieces and pieces[0] != arg):
        return [c for p in pieces for c in _path_candidates(p, depth + 1)]
    for prefix in GLUED_PREFIXES:
        if arg.startswith(prefix) and len(arg) > len(prefix):
            return _path_candidates(arg[len(prefix) :], depth + 1)
    glued = _UNKNOWN_GLUED.match(arg)
    if glued:
        return [glued.group(1)]
    return [] if arg.startswith("-") else [arg]


def check_shell_syntax(arg: str) -> None:
    """Refuse what only a shell would understand: we run without one, so it would mislead."""
    if "\x00" in arg:
        raise ToolError("参数里有 NUL 字符。" + SHELL_HINT, error_type="invalid_arguments")
    # A CMake list inside -DVAR=a;b is not shell syntax: the `;` is CMake's list separator.
    if (
        arg in _SHELL_TOKENS
        or "`" in arg
        or _VAR.search(arg)
        or (any(c in arg for c in ";|&<>") and not re.match(r"^-D[^=]*=", arg))
    ):
        raise ToolError(
            f"参数 {_short(arg)} 是 shell 语法。" + SHELL_HINT,
            error_type="invalid_arguments",
            argument=_short(arg),
        )


def check_argument(workdir: Path, arg: str, read_only: bool = False) -> None:
    """Raise ``ToolError`` if ``arg`` uses shell syntax or names a path outside the workdir."""
    if re.match(r"^-DCMAKE_TOOLCHAIN_FILE[:=]", arg):
        # The program already sets the toolchain (poka-yoke). A flag pointing outside or into
        # .xbuild/ is refused with THAT reason, not with the host-library hint, which would send
        # the model looking for a problem it does not have. Other paths reach CMake, whose own
        # error ("Could not find toolchain file") the knowledge base explains.
        try:
            _check_argument_paths(workdir, arg, read_only)
        except ToolError:
            raise ToolError(
                f"参数 {_short(arg)} 不需要。" + TOOLCHAIN_HINT,
                error_type="permission_denied",
                argument=_short(arg),
            ) from None
        return
    _check_argument_paths(workdir, arg, read_only)


def _check_argument_paths(workdir: Path, arg: str, read_only: bool) -> None:
    check_shell_syntax(arg)
    for candidate in _path_candidates(arg):
        if candidate.startswith("~"):
            raise ToolError(
                f"参数 {_short(arg)} 以 ~ 开头：不会展开成主目录，主目录也在工作目录之外。" + HOST_HINT,
                error_type="permission_denied",
                argument=_short(arg),
            )
        if len(candidate) > MAX_PATH_CHARS:
            raise ToolError(
                f"参数 {_short(arg)} 太长（超过 {MAX_PATH_CHARS} 个字符），不是可用的路径。",
                error_type="invalid_arguments",
            )
        try:
            resolved = resolve_inside(workdir, candidate)
        except PathOutsideWorkdir as exc:
            raise ToolError(
                f"参数 {_short(arg)} 中的路径 {_short(candidate)} {exc.reason}" + HOST_HINT,
                error_type="permission_denied",
                argument=_short(arg),
            ) from None
        relative = resolved.relative_to(workdir.resolve()).as_posix()
        if is_credential_path(relative):
            raise credential_refusal(candidate)
        if not read_only and is_program_owned(relative):
            raise ToolError(
                f"参数 {_short(arg)} 指向 .xbuild/ 下由程序维护的 toolchain 文件和目标平台设置。"
                + TOOLCHAIN_HINT,
                error_type="permission_denied",
                argument=_short(arg),
            )


def check_command(workdir: str | Path, command: str | list[str]) -> list[str]:
    """Return the argv to run, or raise ``ToolError`` saying what is wrong and what to do."""
    workdir = Path(workdir)
    argv = split_command(command)
    program = argv[0]
    check_shell_syntax(program)
    if program not in ALLOWED_PROGRAMS:
        hint = "读文件请用 read_file 工具；" if program in ("cat", "head", "tail", "less") else ""
        if program in ("sh", "bash", "zsh", "dash", "env", "python", "python3"):
            hint = "不能启动 shell 或解释器；" + SHELL_HINT
        raise ToolError(
            f"程序 {program!r} 不在允许列表里。{hint}可用的程序："
            + "；".join(f"{k}（{v}）" for k, v in sorted(ALLOWED_PROGRAMS.items()))
            + "。",
            error_type="permission_denied",
            program=program,
        )
    if program == "cmake" and "-E" in argv:
        sub = argv[argv.index("-E") + 1] if argv.index("-E") + 1 < len(argv) else ""
        if sub not in ALLOWED_CMAKE_E:
            raise ToolError(
                f"cmake -E {sub} 不允许（它能读文件或启动别的程序）。"
                f"允许的子命令：{', '.join(sorted(ALLOWED_CMAKE_E))}。读文件请用 read_file。",
                error_type="permission_denied",
                program="cmake -E " + sub,
            )
    for arg in argv[1:]:
        check_argument(workdir, arg, read_only=program == "ls")
    if program in ("rm", "mv", "cp") and any(
        resolve_inside(workdir, a) == workdir.resolve() for a in argv[1:] if not a.startswith("-")
    ):
        raise ToolError(
            "不能删除或移动整个工作目录；请只处理其中的文件或构建目录（例如 build）。",
            error_type="permission_denied",
        )
    return argv
