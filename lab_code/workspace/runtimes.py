"""zig's runtime libraries: compiled once per target by trusted code, outside any sandbox.

The first time zig links for a target it compiles that target's runtime pieces into its
global cache, and it compiles them *per variant* (measured on this course's machines, zig
0.17, aarch64-linux-musl, 2 busy cores):

* the C runtime (musl ``libc.a``, ``compiler_rt``, crt files): ~45 s the first time;
* a Release link (``-O1``…``-O3``) needs another ``compiler_rt``: ~3 s more;
  a size-optimised one (``-Os``, CMake's MinSizeRel) a whole second libc: ~38 s;
* a shared library needs musl's ``libc.so`` and a PIC ``compiler_rt``: ~3 s;
* the first C++ link needs libc++, libc++abi and libunwind: ~60 s;
* a Windows program needs an import library for every DLL it links.

``warm_up(target, progress, runtimes=..., cancel=...)`` compiles the common variants into the
**shared** cache (``LAB_CACHE_DIR/zig``): for ``"c"`` a program and a shared library, each in
Debug and Release (and a program linked against that library); for ``"c++"`` the same in C++.
It reports progress while it runs (a heartbeat every 10 s: what, how long, how many files)
and stops at once, killing the compiler, when ``cancel`` (a ``threading.Event``) is set. It is
the only code that writes the shared cache while sandboxed builds are in use: builds write
only their workdir's own layer (``cache_layer``). After each recipe it records which cache
entries a link of that variant reads (``cache_layer.record``), so each workdir's layer gets
exactly those. ``runtimes_for(workdir)`` says which runtimes a project will ask for: C++ when
a ``CMakeLists.txt`` enables it (``project()`` without a language list enables C *and* C++).

    $ python -m lab_code.workspace.runtimes aarch64-linux-musl
    aarch64-linux-musl：运行库已就绪（c）

Lessons: 07
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import stat
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from lab_code.wire.tool_results import ToolError
from lab_code.workspace import cache_layer
from lab_code.workspace.process_runner import HEARTBEAT_S, SYSTEM_PATH, mask_paths, run_to_file
from lab_code.workspace.toolchain import (
    DEFAULT_TARGET,
    TARGETS,
    WRAPPER_FLAGS,
    check_target,
    path_placeholders,
    zig_cache_dir,
    zig_path,
)
from lab_code.workspace.tree_walk import Walk
from lab_code.workspace.workdir_layout import CACHE_FILE, XBUILD

WARM_UP_TIMEOUT_S = 1800.0  # one recipe on a slow, busy machine; normally about a minute
CANCEL_POLL_S = 0.5  # how quickly a cancel is noticed while zig compiles
SOURCES = {
    "hello.c": '#include <stdio.h>\nint main(void) { puts("ok"); return 0; }\n',
    "lab.c": "int lab_triple(int x) { return 3 * x; }\n",
    "hello.cpp": '#include <iostream>\n#include <string>\nint main() { std::string s = "ok"; std::cout << s << std::endl; }\n',
    "lab.cpp": '#include <string>\nstd::string lab_name() { return "ok"; }\n',
}
# Libraries every CMake executable links for Windows (CMake's Windows-GNU default
# CMAKE_C_STANDARD_LIBRARIES): zig makes an import library the first time something links one.
WINDOWS_LIBRARIES = tuple(
    f"-l{name}"
    for name in (
        "kernel32", "user32", "gdi32", "winspool", "shell32", "ole32", "oleaut32", "uuid", "comdlg32", "advapi32",
    )
)  # fmt: skip


@dataclass(frozen=True)
class Runtime:
    name: str  # "c" or "c++"
    what: str  # Chinese, for progress messages
    short: str
    driver: str  # "cc" or "c++"
    source: str
    library: str


RUNTIMES = {
    "c": Runtime(
        "c",
        "C 运行库（libc、compiler_rt；Debug 和 Release，程序和共享库）",
        "C 运行库",
        "cc",
        "hello.c",
        "lab.c",
    ),
    "c++": Runtime(
        "c++", "C++ 运行库（libc++、libc++abi、libunwind）", "C++ 运行库", "c++", "hello.cpp", "lab.cpp"
    ),
}


class WarmUpCancelled(Exception):
    """``cancel`` was set while the warm-up ran; the compiler has been stopped."""


def recipe(target: str, runtime: Runtime) -> list[list[str]]:
    """zig command lines (after the zig binary) that make zig compile the variants CMake builds
    ask for, compiled and linked the way CMake does it (objects first, then the link)."""
    windows = TARGETS[target].system_name == "Windows"
    exe, shared = TARGETS[target].exe_suffix, (".dll" if windows else ".so")
    base = [runtime.driver, "-target", target, *WRAPPER_FLAGS.split()]
    libs = list(WINDOWS_LIBRARIES) if windows else []
    pic = [] if windows else ["-fPIC"]
    steps: list[list[str]] = []
    for mode, opt in (("debug", []), ("release", ["-O2"])):
        steps.append([*base, *opt, "-c", runtime.source, "-o", f"main-{mode}.o"])
        steps.append([*base, *opt, *pic, "-c", runtime.library, "-o", f"lib-{mode}.o"])
        steps.append([*base, *opt, f"main-{mode}.o", "-o", f"main-{mode}{exe}", *libs])
        library = f"liblab-{mode}{shared}"
        steps.append([*base, *opt, "-shared", f"lib-{mode}.o", "-o", library, *libs])
        if not windows:  # a program linked against that shared library (musl's dynamic loader)
            steps.append([*base, *opt, f"main-{mode}.o", library, "-o", f"main-dyn-{mode}"])
    return steps


def _fingerprint(target: str, runtime: Runtime) -> str:
    # zig's cache keys include the path of zig's own lib dir: another install is another cache.
    text = repr((str(zig_path()), recipe(target, runtime), SOURCES[runtime.source], SOURCES[runtime.library]))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def index_name(target: str, runtime: str) -> str:
    return f"{target}-{runtime}-{_fingerprint(target, RUNTIMES[runtime])}"


def is_warm(target: str, runtimes: Iterable[str] = ("c",)) -> bool:
    check_target(target)
    return all(cache_layer.has_index(index_name(target, name)) for name in runtimes)


def cold_notice(target: str, runtime: Runtime) -> str:
    return (
        f"首次为 {target} 准备 zig 的 {runtime.what}：程序在沙箱外编译一次，"
        "2 核机器上约 1 分钟（Windows 目标和 C++ 更久），之后的构建只要几秒。"
    )


def _zig_env(home: str) -> dict[str, str]:
    cache = str(zig_cache_dir().resolve())  # as the sandbox mounts it and the index names it
    return {"PATH": SYSTEM_PATH, "HOME": home, "LANG": "C.UTF-8", "ZIG_GLOBAL_CACHE_DIR": cache}


def _pdeathsig(argv: list[str]) -> list[str]:
    """If this process dies (a server killed with its client gone), zig dies with it."""
    setpriv = shutil.which("setpriv", path=SYSTEM_PATH)
    return (
        [setpriv, "--pdeathsig", "KILL", "--", *argv]
        if setpriv and sys.platform.startswith("linux")
        else argv
    )


def _run(
    argv: list[str], work: Path, beat: Callable[[float], None], cancel: threading.Event | None, env: dict
) -> str:
    """One zig command; returns its output. ``cancel`` is polled twice a second (the heartbeat
    raises, and the runner kills the compiler's whole process tree on the way out); a cancel
    set for every command of this thread (``command_watch.cancelling``, the MCP server's) works
    too."""
    log = work / "zig.log"
    log.write_bytes(b"")
    every = CANCEL_POLL_S if cancel is not None else HEARTBEAT_S
    next_beat = HEARTBEAT_S

    def heartbeat(elapsed: float) -> None:
        nonlocal next_beat
        if cancel is not None and cancel.is_set():
            raise WarmUpCancelled("预热被取消，编译已停止。")
        if elapsed >= next_beat:
            next_beat += HEARTBEAT_S
            beat(elapsed)

    done = run_to_file(
        _pdeathsig([str(zig_path()), *argv]),
        cwd=work,
        log=log,
        env=env,
        timeout_s=WARM_UP_TIMEOUT_S,
        heartbeat=heartbeat,
        heartbeat_s=every,
    )
    if done.cancelled:  # the caller's cancel for every command (``command_watch.cancelling``)
        raise WarmUpCancelled("预热被取消，编译已停止。")
    output = log.read_text(errors="replace")
    if done.exit_code != 0:
        why = "超时" if done.timed_out else mask_paths(output[-400:], work, path_placeholders())
        raise ToolError(f"zig 无法编译运行库（{' '.join(argv[:4])} …）：{why}", error_type="internal_error")
    return output


def _warm_one(target: str, runtime: Runtime, progress, cancel: threading.Event | None) -> None:
    cache = zig_cache_dir()
    (cache / "o").mkdir(parents=True, exist_ok=True)
    start_objects, started = cache_layer.count_objects(cache), time.monotonic()

    def beat(_elapsed: float) -> None:
        if progress:
            made = cache_layer.count_objects(cache) - start_objects
            progress(
                f"仍在为 {target} 编译 {runtime.short}：已 {time.monotonic() - started:.0f} 秒，已编译 {made} 个文件"
            )

    with tempfile.TemporaryDirectory(prefix="lab-warm-") as tmp:
        work = Path(tmp)
        for name, text in SOURCES.items():
            (work / name).write_text(text)
        env = _zig_env(tmp)
        steps = recipe(target, runtime)
        for argv in steps:
            _run(argv, work, beat, cancel, env)
        # The links once more, now all cache hits: which entries does each variant's link read?
        links = [argv for argv in steps if "-c" not in argv]

        def link_again(probe: Path) -> list[str]:
            verbose = {**env, "ZIG_VERBOSE_LINK": "1", "ZIG_GLOBAL_CACHE_DIR": str(probe)}
            return [_run(argv, work, beat, cancel, verbose) for argv in links]

        cache_layer.record(index_name(target, runtime.name), link_again)
    if progress:
        progress(
            f"{target} 的 {runtime.short}已编译好（用时 {time.monotonic() - started:.0f} 秒），之后的构建只要几秒。"
        )


def warm_up(
    target: str = DEFAULT_TARGET,
    progress: Callable[[str], None] | None = print,
    *,
    runtimes: Iterable[str] = ("c",),
    cancel: threading.Event | None = None,
) -> bool:
    """Compile ``runtimes`` (``"c"``, ``"c++"``) for ``target`` into zig's shared cache, unless
    they are there already. Returns True when it had to compile. Raises ``WarmUpCancelled``
    when ``cancel`` is set (nothing half-done is recorded), ``ToolError`` when zig fails."""
    check_target(target)
    wanted = [RUNTIMES[name] for name in dict.fromkeys(runtimes)]
    missing = [rt for rt in wanted if not cache_layer.has_index(index_name(target, rt.name))]
    for runtime in missing:
        if progress:
            progress(cold_notice(target, runtime))
        _warm_one(target, runtime, progress, cancel)
    return bool(missing)


# --- which runtimes a project asks for ---------------------------------------------------------

_PROJECT = re.compile(r"\bproject\s*\(([^)]*)\)", re.I)
_CXX = re.compile(r"(?<![\w$])CXX(?![\w}])")
_COMMENT = re.compile(r"#(?!\[=*\[).*")  # a line comment (bracket comments are rare in these calls)
_KEYWORDS = {"VERSION", "DESCRIPTION", "HOMEPAGE_URL", "LANGUAGES"}
MAX_SCRIPTS = 400
MAX_SCRIPT_BYTES = 512 * 1024
MAX_DEPTH = 32  # CMake scripts deeper than this are not read
MAX_ENTRIES = 50_000  # names seen while looking for them (the walk runs before every build command)


def _wants_cxx(script: str) -> bool:
    """Does this CMake script enable C++? ``project(name)`` with no language list does."""
    script = _COMMENT.sub("", script)  # c-ares mentions "PROJECT()" in a comment
    for match in _PROJECT.finditer(script):
        name, *words = match.group(1).split() or [""]
        if not name:
            continue  # not a call CMake would accept
        if not words:
            return True
        if "LANGUAGES" in (w.upper() for w in words):
            continue  # its languages are listed; a CXX among them is found below
        if words[0].upper() in _KEYWORDS:
            return True  # project(name VERSION 1.0): default languages, C and C++
    return bool(_CXX.search(script))


def runtimes_for(workdir: str | os.PathLike) -> tuple[str, ...]:
    """``("c",)`` or ``("c", "c++")``: what the project's CMake scripts will ask zig for. A guess
    from the text (CMake is a language), erring towards C++: a wrong guess costs time, never
    correctness -- a variant no warm-up made is compiled inside the build's own layer. The
    scripts may be the model's: read without following links or waiting on a FIFO, in a walk
    with bounded depth and size (``workspace.tree_walk``: a build can leave any tree behind)."""
    root = Path(workdir)
    scripts = 0
    for here, dirs, files in Walk(root, max_depth=MAX_DEPTH, max_entries=MAX_ENTRIES):
        dirs[:] = sorted(d for d in dirs if d != XBUILD and not (here / d / CACHE_FILE).is_file())
        if "CMakeLists.txt" in files:
            scripts += 1
            if _wants_cxx(_read_regular(here / "CMakeLists.txt")):
                return ("c", "c++")
        if scripts >= MAX_SCRIPTS:
            break
    return ("c",)


def _read_regular(path: Path) -> str:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        return ""
    with open(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return ""
        return fh.read(MAX_SCRIPT_BYTES).decode("utf-8", errors="replace")


def main(argv: list[str]) -> int:
    runtimes = ("c", "c++") if "--cxx" in argv else ("c",)
    for name in [a for a in argv if not a.startswith("--")] or [DEFAULT_TARGET]:
        warm_up(name, runtimes=runtimes)
        print(f"{name}：运行库已就绪（{', '.join(runtimes)}）")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
