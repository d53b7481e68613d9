"""Real third-party libraries for the batch, vendored so the course stays offline.

Three demo projects written for the course prove little about an agent, so the batch also
builds real libraries with their own, unmodified CMake builds. The sources come from the
source distributions of Python bindings on PyPI that carry them, or from the project's own
release tag (licences kept in each directory; ``vendor/<name>/SOURCE.md`` says where from and
what was left out):

    zlib-ng     2.3.3   zlib licence   from the sdist of zlib-ng 1.1.0 (PyPI)
    c-ares      1.34.9  MIT            from the sdist of pycares 5.2.1 (PyPI)
    libdeflate  1.26    MIT            from the sdist of deflate 0.9.0 (PyPI)
    cjson       1.7.19  MIT            tag v1.7.19 of DaveGamble/cJSON (GitHub)
    tinyxml2    11.0.0  zlib licence   tag 11.0.0 of leethomason/tinyxml2 (GitHub)

What each one holds in store for a cross-building agent is real, not staged: zlib-ng's
1675-line ``CMakeLists.txt`` turns on a test suite that downloads GoogleTest at configure
time (no network in a build); c-ares generates its headers at configure time and builds
command-line tools (``adig``, ``ahost``) that need arguments and a network to run;
libdeflate lists its ARM, x86 and RISC-V sources for every target and lets preprocessor
checks and run-time CPU detection (``/proc/self/auxv`` on aarch64 Linux) pick one, builds
a ``libdeflate-gzip`` tool that needs arguments, and declares eight unit tests that are off
by default and need zlib for the target when turned on. cJSON builds a *shared* library by
default and turns on ``-Werror`` with ``-std=c89 -pedantic``: clang 21 (zig's) rejects its
``long long`` as an extension, so the build fails until the option that adds ``-Werror`` is
switched off. TinyXML-2 is C++ (``project()`` without a language list enables C and C++, and
CMake's C++ compiler check links a program, so the first configure needs the C++ runtime).

``TESTS`` lists what verification may run under emulation: only the programs a project
itself declares as tests with ``add_test`` (no arguments, exit code 0 = pass). A tool like
``adig`` is checked for its architecture, never run.

Lessons: 08
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

VENDOR_DIR = Path(__file__).resolve().parent / "vendor"
REAL_PROJECTS = {
    "zlib-ng": "zlib-ng 2.3.3（zlib 许可）：1675 行的 CMakeLists.txt；测试在配置时下载 GoogleTest",
    "c-ares": "c-ares 1.34.9（MIT）：配置时生成头文件；附带需要参数和网络的命令行工具",
    "libdeflate": (
        "libdeflate 1.26（MIT）：各种 CPU 的代码都编译，靠宏和运行时检测选实现；"
        "测试默认关闭，打开要先有目标平台的 zlib"
    ),
    "cjson": "cJSON 1.7.19（MIT）：默认构建共享库；自己打开 -Werror，新版 clang 的警告让构建失败",
    "tinyxml2": "TinyXML-2 11.0.0（zlib 许可）：C++；测试程序要读写源码里的 resources/",
}
# Programs the project declares with add_test(NAME x COMMAND ${CMAKE_CROSSCOMPILING_EMULATOR} x).
TESTS = {
    "zlib-ng": ("example", "infcover"),
    "c-ares": (),  # its tests need GoogleTest (not shipped): architecture checks only
    # add_test(NAME ${PROG} COMMAND ${PROG}), built only with LIBDEFLATE_BUILD_TESTS=ON (needs zlib)
    "libdeflate": (
        "test_checksums",
        "test_custom_malloc",
        "test_incomplete_codes",
        "test_invalid_streams",
        "test_litrunlen_overflow",
        "test_overread",
        "test_slow_decompression",
        "test_trailing_bytes",
    ),
    # Unity tests added with add_test(NAME x COMMAND ./x); parse_examples and the utils tests
    # read files and are left out. Linked against the shared libcjson by default: then they
    # need the target's dynamic loader, and the verifier says it skipped them.
    "cjson": (
        "parse_hex4",
        "parse_number",
        "parse_string",
        "parse_array",
        "parse_object",
        "parse_value",
        "print_string",
        "print_number",
        "print_array",
        "print_object",
        "print_value",
        "misc_tests",
        "parse_with_opts",
        "compare_tests",
        "cjson_add",
        "readme_examples",
        "minify_tests",
    ),  # fmt: skip
    # xmltest writes its results into the sources (resources/out/), which verification keeps
    # read-only, and it parses a large file for ~15 s under qemu: architecture checks only.
    "tinyxml2": (),
}


def real_source(name: str) -> Path:
    if name not in REAL_PROJECTS:
        raise ValueError(f"没有名为 {name!r} 的真实项目；可选：{', '.join(REAL_PROJECTS)}。")
    return VENDOR_DIR / name


def copy_real_project(name: str, dest: str | os.PathLike) -> Path:
    """A fresh workdir with the library's sources at its top level; ``dest`` must be new or empty."""
    source = real_source(name)
    dest = Path(dest)
    if dest.exists() and any(dest.iterdir()):
        raise ValueError("目标目录不是空的；请给一个新的或空的目录。")
    shutil.copytree(source, dest, dirs_exist_ok=True, ignore=shutil.ignore_patterns("SOURCE.md"))
    return dest.resolve()
