"""The compiler and linker flags a ``-D`` value may carry: an allowlist, with every path checked.

A ``-DCMAKE_C_FLAGS=…`` value ends up on every compile line, and clang accepts hundreds of
options, many of which name a file: ``-MJ /abs/x`` *writes* a compilation-database entry
there, ``-ivfsoverlay /abs/x`` *reads* a file and prints its first line in the error,
``@opts.rsp`` reads more options from a file nobody checked, ``-Xclang``/``-mllvm``/``-Wp,``
pass anything to the compiler's internals, ``-fplugin=`` loads code. A blocklist of those is
never complete, so a token of a ``-D`` value that looks like a flag must be one of the flags
below, and every value that names a file or directory (``-I``, ``-isystem``, ``-include``,
``-L``, ``-Wl,--version-script=``) must be inside the workdir (``check_path``, the command
guard's own check). Project variables get the same treatment as ``CMAKE_*_FLAGS``: a
``CMakeLists.txt`` may pass ``${MY_EXTRA_FLAGS}`` to the compiler, so every flag is a flag
wherever it appears.

    >>> checked = []
    >>> check_flags("-O2 -g -Wall -Iinclude -DNDEBUG -Wl,--gc-sections", checked.append)
    >>> checked
    ['include']
    >>> try:
    ...     check_flags("-MJ /tmp/x.json", checked.append)
    ... except ToolError as refused:
    ...     print(refused.message[:52])
    -D 值里的编译选项 '-MJ' 不在允许列表里：它写出一个依赖文件或编译数据库条目，位置由它自己指定。

Lessons: 05, 07
"""

from __future__ import annotations

import re
from collections.abc import Callable

from lab_code.wire.shorten import shorten
from lab_code.wire.tool_results import ToolError

# Whole-token flags, by pattern (re.fullmatch). None of them names a file.
SWITCHES = tuple(
    re.compile(p)
    for p in (
        r"-O(0|1|2|3|s|z|g|fast)?",
        r"-g[A-Za-z0-9-]*",  # -g, -g3, -ggdb, -gdwarf-4, -gsplit-dwarf (beside the object file)
        r"-W(no-)?[A-Za-z0-9][A-Za-z0-9_+.=-]*",  # warnings; -Wl, -Wa, -Wp (a comma) are below
        r"-w|-v|-pedantic|-pedantic-errors|-ansi|-pipe|-pthread|-rdynamic|-static|-shared|-pie|-no-pie",
        r"-static-libgcc|-static-libstdc\+\+|-nostdinc|-nostdinc\+\+|-nostdlib|-nodefaultlibs|-nostartfiles",
        r"-s|-MD|-MMD|-MP|--coverage|-coverage",
        r"-std=[A-Za-z0-9+]+|-stdlib=[a-z+]+|-rtlib=[a-z-]+|-unwindlib=[a-z-]+",
        r"-f(no-)?[A-Za-z0-9][A-Za-z0-9-]*",  # -fPIC, -fno-strict-aliasing, -ffunction-sections (no value)
        r"-m(?!llvm$)[a-z0-9][A-Za-z0-9_.+-]*(=[A-Za-z0-9_.,+-]+)?",  # -march=armv8-a+crc, -mno-…
        r"-U[A-Za-z_][A-Za-z0-9_]*",
        r"-l[A-Za-z0-9_+.-]+",  # a library *name*; -l:file and paths are not names
        r"-?-param=[a-z0-9-]+=[0-9]+",
        r"-\d+(\.\d+)?",  # a negative number in a project variable is not a flag
    )
)
# -fNAME=VALUE: the names whose value is a word (no path); the prefix maps take any text
# because they only rewrite the paths written into debug info and __FILE__.
F_WORDS = {
    "visibility", "sanitize", "no-sanitize", "sanitize-trap", "sanitize-recover", "stack-protector",
    "diagnostics-color", "message-length", "fp-contract", "lto", "lto-jobs", "max-errors",
    "tabstop", "ffp-model", "fp-model", "exec-charset", "input-charset", "constexpr-depth",
    "template-depth", "cf-protection", "zero-call-used-regs", "use-ld", "trivial-auto-var-init",
    "strict-flex-arrays", "debug-default-version", "dwarf-version", "ms-compatibility-version",
    "inline-limit", "sanitize-address-use-after-return", "tls-model", "float-abi",
}  # fmt: skip
F_ANY_TEXT = {"debug-prefix-map", "macro-prefix-map", "file-prefix-map", "profile-prefix-map"}
WORD = re.compile(r"[A-Za-z0-9_.,+-]+")
# Flags whose value names a directory or file the compiler reads: the value must be inside.
PATH_FLAGS = (
    "-isystem", "-idirafter", "-iquote", "-isysroot", "-imacros", "-include", "-iprefix",
    "-iwithprefixbefore", "-iwithprefix", "--sysroot", "-I", "-L",
)  # fmt: skip
# Linker items of -Wl,…: switches, and options whose value is a word or a path.
LINKER_SWITCHES = {
    "--gc-sections", "--no-gc-sections", "--as-needed", "--no-as-needed", "--whole-archive",
    "--no-whole-archive", "--start-group", "--end-group", "--strip-all", "--strip-debug", "-s", "-S",
    "--no-undefined", "-Bsymbolic", "-Bsymbolic-functions", "-Bstatic", "-Bdynamic", "-static",
    "--export-dynamic", "-E", "--no-export-dynamic", "--eh-frame-hdr", "-O0", "-O1", "-O2", "-O3",
    "--fatal-warnings", "--no-fatal-warnings", "--warn-common", "--allow-shlib-undefined",
    "--no-allow-shlib-undefined", "--enable-new-dtags", "--disable-new-dtags", "--build-id",
    "--color-diagnostics", "--relax", "--no-relax", "-pie", "--pie", "-no-pie", "--no-pie",
    "-shared", "--shared", "--demangle", "--no-demangle", "--discard-all", "-x", "--discard-locals",
    "-X", "--undefined-version", "--no-undefined-version",
}  # fmt: skip
LINKER_WORDS = {
    "-z", "-soname", "--soname", "-h", "-e", "--entry", "-u", "--undefined", "--hash-style",
    "--build-id", "--icf", "--exclude-libs", "--compress-debug-sections", "--defsym", "--threads",
    "--error-limit", "-m",
}  # fmt: skip
LINKER_PATHS = {"-rpath", "-rpath-link", "-L", "--library-path", "--version-script", "--dynamic-list"}
ASSEMBLER_ITEMS = {"--noexecstack", "--fatal-warnings", "-mno-relax", "--gdwarf-5", "--gdwarf-4"}
LINKER_WORD = re.compile(r"[A-Za-z0-9_.+=-]+")
# Why the most tempting refused flags are refused, told to the model when it tries one.
WHY = {
    "-M": "它写出一个依赖文件或编译数据库条目，位置由它自己指定",
    "@": "这是响应文件：编译器会从那个文件里读出更多选项，而那些选项没有人检查",
    "-ivfsoverlay": "它让编译器读一个虚拟文件系统描述文件，读不懂时会把内容打印在错误里",
    "-X": "它把任意选项直接交给编译器、汇编器或链接器内部，护栏看不到",
    "-mllvm": "它把任意选项直接交给 LLVM 内部（其中有能写文件的）",
    "-Wp,": "它把任意选项直接交给预处理器",
    "-B": "它让编译器从另一个目录启动自己的子程序",
    "-fplugin": "它加载并运行一个插件",
    "-o": "输出位置由 CMake 决定",
    "-target": "目标平台已经由 toolchain 设置",
    "--target": "目标平台已经由 toolchain 设置",
    "--config": "它读一个配置文件，里面的选项没有人检查",
    "-save-temps": "它把中间文件写到自己指定的位置",
}
FLAGS_HINT = (
    "允许的是优化（-O2）、调试（-g）、警告（-Wall）、宏（-DNAME=1）、标准（-std=c11）、"
    "目标机器（-march=…）、-f 开关（-fPIC），头文件和库的目录（-I、-isystem、-L，必须在工作目录内），"
    "以及 -Wl, 后面常见的链接选项（--gc-sections、-z,relro、-soname,…）。"
    "依赖文件、编译数据库和输出位置由 CMake 和程序自己管理。"
)


def _refuse(flag: str, why: str = "") -> ToolError:
    reason = why or next((w for prefix, w in WHY.items() if flag.startswith(prefix)), "")
    return ToolError(
        f"-D 值里的编译选项 {shorten(flag, 60)!r} 不在允许列表里"
        + (f"：{reason}。" if reason else "。")
        + FLAGS_HINT,
        error_type="permission_denied",
        argument=shorten(flag, 80),
    )


def _f_flag(token: str) -> bool:
    name, eq, value = token[2:].partition("=")
    if not eq:
        return False
    if name.removeprefix("no-") in F_ANY_TEXT:
        return True
    return name in F_WORDS and bool(WORD.fullmatch(value))


def _linker_items(token: str, items: list[str], check_path: Callable[[str], None]) -> None:
    """``-Wl,a,b,c``: each item a known switch, or a known option followed by (or glued to,
    with ``=``) its value; a path value checked like any other path."""
    i = 0
    while i < len(items):
        item = items[i]
        i += 1
        name, eq, glued = item.partition("=")
        if not eq and item in LINKER_SWITCHES:
            continue
        if name in LINKER_WORDS or name in LINKER_PATHS:
            value = glued if eq else (items[i] if i < len(items) else "")
            i += 0 if eq else 1
            if not value:
                raise _refuse(token, f"链接选项 {name} 后面缺少它的值")
            if name in LINKER_PATHS:
                check_path(value)
            elif not LINKER_WORD.fullmatch(value):
                raise _refuse(token, f"链接选项 {name} 的值 {shorten(value, 40)!r} 不是一个名字")
            continue
        raise _refuse(token, f"链接选项 {shorten(item, 40)!r} 不在允许列表里")


def check_flags(value: str, check_path: Callable[[str], None]) -> None:
    """Check every flag-like token of a ``-D`` value; ``check_path(text)`` is called for every
    path a flag names (and must raise when it is outside or a credential). Tokens that do not
    look like flags are left to the caller's path check."""
    tokens = re.split(r"[\s;]+", value)
    i = 0
    while i < len(tokens):
        token = tokens[i]
        i += 1
        if not token or not token.startswith(("-", "@")):
            continue
        if token.startswith("@"):
            raise _refuse(token)
        if any(pattern.fullmatch(token) for pattern in SWITCHES) or (
            token.startswith("-f") and _f_flag(token)
        ):
            continue
        if token.startswith("-D") and re.fullmatch(r"-D[A-Za-z_][A-Za-z0-9_]*(=.*)?", token):
            continue  # a macro; its value goes through the caller's path check with the rest
        prefix = next((p for p in PATH_FLAGS if token.startswith(p)), None)
        if prefix and (token == prefix or token[len(prefix)] != "-" or prefix in ("-I", "-L")):
            path = token[len(prefix) :].removeprefix("=")
            if not path:
                if i >= len(tokens) or not tokens[i]:
                    raise _refuse(token, f"{prefix} 后面缺少路径")
                path, i = tokens[i], i + 1
            check_path(path)
            continue
        if token.startswith("-Wl,"):
            _linker_items(token, token[4:].split(","), check_path)
            continue
        if token.startswith("-Wa,") and all(item in ASSEMBLER_ITEMS for item in token[4:].split(",")):
            continue
        raise _refuse(token)
