"""What each allowed program may be asked to do: an allowlist of options per program, and a
parser that says what every word of a command *is* (a flag, a path read, a directory written
into, a file deleted …) so the command guard can judge each one.

Why an allowlist of options and not only of programs: many ordinary programs are a shell in
disguise. ``make --eval`` runs any recipe, ``make -f`` and ``ninja -f`` execute any file as a
build script (and print its lines when they fail to parse), ``cmake -P`` runs a script,
``cp -L`` turns a link to ``.env`` into an ordinary file, ``cp -t..`` writes outside. A
blocklist of such options is never complete; here every option not listed is refused, and
``make`` is not offered at all (the projects use CMake + Ninja: ``cmake --build`` builds).

An option's value may be glued to it (``-Cbuild``, ``-j4``, ``--prefix=sysroot``); the parser
splits it off, so the value gets the same check as a separate word.

    >>> [(w.text, w.role) for w in parse(["cp", "-rf", "src", "backup"])]
    [('src', 'copy-from'), ('backup', 'copy-to')]

Lessons: 05, 07
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lab_code.wire.tool_results import ToolError


@dataclass(frozen=True)
class Option:
    value: str = ""  # "" = a flag; else: path | int | name | choice | cmake-var | toolchain
    role: str = "read"  # for a path value: what the program does with it (see Word)
    choices: tuple[str, ...] = ()
    optional: bool = False  # ``-j`` or ``-j 4``


@dataclass(frozen=True)
class Form:
    """One allowed way to call a program: its options and what its operands are."""

    name: str
    options: dict[str, Option] = field(default_factory=dict)
    operands: str = "none"  # role of the operands, or copy | move | rename | none
    min_operands: int = 0
    combine: bool = True  # ``-rf`` means ``-r -f``


@dataclass(frozen=True)
class Word:
    """One word of a command that names something: ``role`` says what the program will do with it.

    read (open or list) · build (a build directory to run) · create (mkdir, touch) ·
    into (a directory that receives generated files: ``-B``, ``--prefix``) · delete ·
    copy-from · copy-to · move-from · move-to · text (printed only) · name (a target) ·
    cmake-var (``VAR=value`` of ``-D``) · toolchain (``--toolchain``)
    """

    text: str
    role: str


def _flags(*names: str) -> dict[str, Option]:
    return {name: Option() for name in names}


CONFIGS = ("Debug", "Release", "RelWithDebInfo", "MinSizeRel")
LOG_LEVELS = ("ERROR", "WARNING", "NOTICE", "STATUS", "VERBOSE", "DEBUG", "TRACE")
COREUTILS = {
    "ls": Form(
        "ls",
        _flags("-l", "-a", "-A", "-h", "-1", "-R", "-d", "-F", "-t", "-r", "-S", "--all", "--recursive"),
        "read",
    ),
    "mkdir": Form("mkdir", _flags("-p", "-v", "--parents", "--verbose"), "create", 1),
    "rm": Form(
        "rm", _flags("-r", "-R", "-f", "-v", "-d", "--recursive", "--force", "--verbose"), "delete", 1
    ),
    "cp": Form(
        "cp", _flags("-r", "-R", "-f", "-v", "-p", "-n", "-P", "--recursive", "--no-dereference"), "copy", 2
    ),
    "mv": Form("mv", _flags("-f", "-v", "-n", "--force", "--verbose", "--no-clobber"), "move", 2),
}
NINJA = Form(
    "ninja",
    {
        "-C": Option("path", "build"),
        "-j": Option("int"),
        "-k": Option("int"),
        "-v": Option(),
        "-n": Option(),
        "--verbose": Option(),
        "--version": Option(),
    },
    "name",
    combine=False,
)
CMAKE_CONFIGURE = Form(
    "cmake",
    {
        "-S": Option("path", "read"),
        "-B": Option("path", "into"),
        "-D": Option("cmake-var"),
        "-G": Option("choice", choices=("Ninja",)),
        "--fresh": Option(),
        "-Wno-dev": Option(),
        "-Wdev": Option(),
        "-Wno-deprecated": Option(),
        "--log-level": Option("choice", choices=LOG_LEVELS),
        "--install-prefix": Option("path", "into"),
        "--toolchain": Option("toolchain"),
    },
    combine=False,
)
CMAKE_BUILD = Form(
    "cmake --build",
    {
        "--target": Option("name"),
        "-t": Option("name"),
        "-j": Option("int", optional=True),
        "--parallel": Option("int", optional=True),
        "--config": Option("choice", choices=CONFIGS),
        "--clean-first": Option(),
        "-v": Option(),
        "--verbose": Option(),
    },
    combine=False,
)
CMAKE_INSTALL = Form(
    "cmake --install",
    {
        "--prefix": Option("path", "into"),
        "--config": Option("choice", choices=CONFIGS),
        "--component": Option("name"),
        "-v": Option(),
        "--verbose": Option(),
    },
    combine=False,
)
# cmake -E: only the file operations a build needs. No cat/env/environment/chdir/time (they
# read files or start programs), no copy_directory (it follows links), no tar, no
# create_symlink (a link that points out), no hashes (reading is read_file's job).
CMAKE_E = {
    "make_directory": Form("cmake -E make_directory", operands="create", min_operands=1),
    "rm": Form("cmake -E rm", _flags("-r", "-R", "-f"), "delete", 1),
    "copy": Form("cmake -E copy", operands="copy", min_operands=2),
    "copy_if_different": Form("cmake -E copy_if_different", operands="copy", min_operands=2),
    "rename": Form("cmake -E rename", operands="rename", min_operands=2),
    "touch": Form("cmake -E touch", operands="create", min_operands=1),
    "echo": Form("cmake -E echo", operands="text"),
    "true": Form("cmake -E true"),
    "false": Form("cmake -E false"),
    "capabilities": Form("cmake -E capabilities"),
}
# Why some tempting options are missing, told to the model when it tries them.
WHY_NOT = {
    ("cp", "-L"): "它会把符号链接指向的内容（例如 .env 或工作目录外的文件）复制成普通文件",
    ("cp", "--dereference"): "它会把符号链接指向的内容复制成普通文件",
    ("cp", "-t"): "它改变写入的目标目录，而目标必须作为最后一个参数写出来接受检查",
    ("mv", "-t"): "它改变写入的目标目录，而目标必须作为最后一个参数写出来接受检查",
    ("ls", "-L"): "它会跟随符号链接列出工作目录外的内容",
    ("ninja", "-f"): "它会把任意文件当作构建清单来执行",
    ("ninja", "-t"): "ninja 的子工具能启动别的程序或删除文件",
    ("cmake", "-P"): "它会把一个文件当作 CMake 脚本执行",
    ("cmake", "-C"): "它会把一个文件当作 CMake 脚本执行",
    ("cmake", "-E"): "这个子命令能读文件、启动别的程序或跟随链接复制",
    ("cmake", "--system-information"): "它会打印整个构建环境",
}


def _refuse(message: str, error_type: str = "permission_denied") -> ToolError:
    return ToolError(message, error_type=error_type)


def select_form(argv: list[str]) -> tuple[Form, list[str], list[Word]]:
    """Which form of the program ``argv`` uses; returns it, the words left to parse, and the
    words the selection itself consumed (``cmake --build <dir>``)."""
    program, rest = argv[0], argv[1:]
    if program in COREUTILS:
        return COREUTILS[program], rest, []
    if program == "ninja":
        return NINJA, rest, []
    if rest[:1] == ["-E"]:
        sub = rest[1] if len(rest) > 1 else ""
        if sub not in CMAKE_E:
            raise _refuse(
                f"cmake -E {sub} 不允许：{WHY_NOT[('cmake', '-E')]}。允许的子命令：{', '.join(CMAKE_E)}。"
                "读文件请用 read_file。"
            )
        return CMAKE_E[sub], rest[2:], []
    if rest[:1] in (["--build"], ["--install"]):
        if len(rest) < 2 or rest[1].startswith("-"):
            raise _refuse(
                f"cmake {rest[0]} 后面要写构建目录，例如 cmake {rest[0]} build。", "invalid_arguments"
            )
        form = CMAKE_BUILD if rest[0] == "--build" else CMAKE_INSTALL
        return form, rest[2:], [Word(rest[1], "build" if rest[0] == "--build" else "read")]
    if rest in (["--version"], ["-version"]):
        return Form("cmake --version"), [], []
    return CMAKE_CONFIGURE, rest, []


def _value(form: Form, name: str, option: Option, value: str) -> Word:
    if option.value == "int":
        if not value.isdigit():
            raise _refuse(
                f"{form.name} 的选项 {name} 需要一个正整数，收到的是 {value!r}。", "invalid_arguments"
            )
        return Word(value, "text")
    if option.value == "choice" and value not in option.choices:
        raise _refuse(
            f"{form.name} 的选项 {name} 只能取 {', '.join(option.choices)} 之一，收到的是 {value!r}。",
            "invalid_arguments",
        )
    role = {"path": option.role, "choice": "text"}.get(option.value, option.value)
    return Word(value, role)


def _unknown(form: Form, arg: str) -> ToolError:
    key = arg.split("=", 1)[0] if arg.startswith("--") else arg[:2]
    if form.combine and not arg.startswith("--"):  # -rL: name the letter that is not allowed
        key = next((f"-{c}" for c in arg[1:] if f"-{c}" not in form.options), key)
    why = WHY_NOT.get((form.name.split()[0], key))
    listed = ", ".join(form.options) or "（没有选项）"
    return _refuse(
        f"{form.name} 的选项 {key[:40]!r} 不在允许列表里"
        + (f"：{why}" if why else "")
        + f"。允许的选项：{listed}。"
    )


def parse(argv: list[str]) -> list[Word]:
    """The words of ``argv`` that name something, each with its role; raises ``ToolError``
    for an option that is not allowed or malformed."""
    form, rest, words = select_form(argv)
    operands: list[str] = []
    i = 0
    while i < len(rest):
        arg = rest[i]
        i += 1
        if arg == "--" and form.combine:  # coreutils: everything after it is an operand
            operands += rest[i:]
            break
        if not arg.startswith("-") or arg == "-":
            operands.append(arg)
            continue
        glued = None
        if arg.startswith("--"):
            name, eq, tail = arg.partition("=")
            glued = tail if eq else None
        elif arg in form.options:
            name = arg
        elif arg[:2] in form.options and form.options[arg[:2]].value:
            name, glued = arg[:2], arg[2:]  # -Cbuild, -j4, -DVAR=1: the value glued to the flag
        elif form.combine and all(
            f"-{c}" in form.options and not form.options[f"-{c}"].value for c in arg[1:]
        ):
            continue  # -rf: each letter is an allowed flag
        else:
            raise _unknown(form, arg)
        option = form.options.get(name)
        if option is None or (not option.value and glued is not None):
            raise _unknown(form, arg)
        if not option.value:
            continue
        if glued is None:
            if option.optional and (i >= len(rest) or not rest[i].isdigit()):
                continue
            if i >= len(rest):
                raise _refuse(f"{form.name} 的选项 {name} 后面缺少它的值。", "invalid_arguments")
            glued = rest[i]
            i += 1
        words.append(_value(form, name, option, glued))
    words += _operands(form, operands)
    if form is CMAKE_CONFIGURE and "-B" not in _given(rest):
        raise _refuse("配置时要用 -B 指定构建目录，例如 cmake -S . -B build。", "invalid_arguments")
    if form is CMAKE_INSTALL and "--prefix" not in _given(rest):
        raise _refuse(
            "cmake --install 要写 --prefix：不写时它会装到构建时记下的前缀（常常是主机的 /usr/local）。"
            "交叉编译好的依赖请装进项目 sysroot，例如 --prefix .xbuild/<目标平台>/sysroot。",
            "invalid_arguments",
        )
    return words


def _given(words: list[str]) -> set[str]:
    """Option names present in ``words`` (``-Bbuild`` and ``--prefix=x`` included)."""
    return {w.split("=", 1)[0] if w.startswith("--") else w[:2] for w in words if w.startswith("-")}


def _operands(form: Form, operands: list[str]) -> list[Word]:
    if len(operands) < form.min_operands:
        raise _refuse(
            f"{form.name} 至少需要 {form.min_operands} 个参数，收到 {len(operands)} 个。", "invalid_arguments"
        )
    if form.operands == "none" and operands:
        hint = "配置请写成 cmake -S <源码目录> -B <构建目录>。" if form is CMAKE_CONFIGURE else ""
        raise _refuse(f"{form.name} 不接受参数 {operands[0][:40]!r}。{hint}", "invalid_arguments")
    if form.operands in ("copy", "move", "rename"):
        source_role = "copy-from" if form.operands == "copy" else "move-from"
        target_role = "copy-to" if form.operands == "copy" else "move-to"
        if form.operands == "rename" and len(operands) != 2:
            raise _refuse("cmake -E rename 需要正好两个参数：原名和新名。", "invalid_arguments")
        return [Word(o, source_role) for o in operands[:-1]] + [Word(operands[-1], target_role)]
    return [Word(o, form.operands) for o in operands]
