"""Every project the agent can be given by name, in one catalogue: the course's demos and real libraries.

Each entry says what the project is and how a run on it is verified -- the program's check, never
the model's word (``agent.crossbuild`` picks the verifier from the entry):

* ``ExpectedOutput`` -- a course demo: rebuilt from nothing in a fresh directory, its program
  run under qemu and compared with ``expected_output.txt`` (``agent.verify``);
* ``DeclaredTests`` -- a real library: the agent's own build directories rebuilt, EVERY
  artifact's architecture read, and under qemu only the programs the project itself declares
  with ``add_test`` and that run offline without arguments (``agent.library_verify``).

The demos, written for the course, are package data here:

* ``hello_lib`` -- a program and the static library it uses; builds as is.
* ``needs_dep`` -- a program that needs ``find_package(minicrc CONFIG REQUIRED)``: the
  library's source is in ``deps/minicrc`` and must be cross-built and installed into the
  project sysroot first (the situation of zlib in the author's project).
* ``traps`` -- ``cmake_minimum_required(VERSION 2.8)`` (CMake 4 refuses it), a hard-coded
  host library path (``/usr/lib/x86_64-linux-gnu/libm.so``) and a script with a relative
  toolchain path that is tempting to copy.

Three demos prove little about an agent, so lesson 08's batch also builds real third-party
libraries with their own, unmodified CMake builds, vendored under ``lab_code/evals/vendor/`` so
the course stays offline. The sources come from package registries: the source distributions of
Python bindings on PyPI that carry them, or the upstream tarballs of Debian 12's source packages
(licences kept in each directory; ``vendor/<name>/SOURCE.md`` says where from, the checksum and
what was left out):

    zlib-ng     2.3.3   zlib licence   from the sdist of zlib-ng 1.1.0 (PyPI)
    c-ares      1.34.9  MIT            from the sdist of pycares 5.2.1 (PyPI)
    libdeflate  1.26    MIT            from the sdist of deflate 0.9.0 (PyPI)
    cjson       1.7.15  MIT            Debian 12 source package cjson 1.7.15-1+deb12u4
    tinyxml2    9.0.0   zlib licence   Debian 12 source package tinyxml2 9.0.0+dfsg-3.1

and, for the real-project benchmark (``lab_code.evals.real_benchmark``), twelve more from the
upstream tarballs of Debian 12's source packages (``SOURCE.md`` names the package and checksum):
zstd 1.5.4, lz4 1.9.4, Expat 2.5.0, json-c 0.16, LibYAML 0.2.5, libuv 1.44.2, Brotli 1.0.9,
{fmt} 9.1.0, pugixml 1.13, double-conversion 3.2.1, cmark 0.30.2 and yaml-cpp 0.7.0 -- C and C++,
shared and static, three with their CMake build in a subfolder (``build/cmake/``, ``expat/``),
platform code (libuv, zstd's assembly), -Werror (json-c), tests that need a network or a test
framework the source does not ship (fmt, yaml-cpp). (Debian's zlib was tried and left out: its
repack drops ``win32/``, which zlib's CMake build names on every platform.)

What each one holds in store for a cross-building agent is real, not staged: zlib-ng's
1675-line ``CMakeLists.txt`` turns on a test suite that downloads GoogleTest at configure
time (no network in a build); c-ares generates its headers at configure time and builds
command-line tools (``adig``, ``ahost``) that need arguments and a network to run;
libdeflate lists its ARM, x86 and RISC-V sources for every target and lets preprocessor
checks and run-time CPU detection (``/proc/self/auxv`` on aarch64 Linux) pick one, builds
a ``libdeflate-gzip`` tool that needs arguments, and declares eight unit tests that are off
by default and need zlib for the target when turned on. cJSON builds a *shared* library by
default, asks for CMake 2.8.5 (CMake 4 refuses anything below 3.5 until
``-DCMAKE_POLICY_VERSION_MINIMUM=3.5``) and turns on ``-Werror`` with ``-std=c89 -pedantic``:
clang 21 (zig's) rejects the ``long long`` in musl's ``isnan`` as an extension, so the build
fails until the option that adds ``-Werror`` is switched off. TinyXML-2 is C++ (``project()``
without a language list enables C and C++, and CMake's C++ compiler check links a program, so
the first configure needs the C++ runtime).

To add a project, add one ``demo(...)`` or ``library(...)`` line below (and its files). A
directory that is not in the catalogue (the command line on any path) is verified by what it
holds: ``expected_output.txt`` means a demo's check, anything else a library's, with no tests.

    >>> sorted(PROJECTS)
    ['hello_lib', 'needs_dep', 'traps']
    >>> CATALOGUE["zlib-ng"].check
    DeclaredTests(tests=('example', 'infcover'))

Lessons: 06, 07, 08
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from lab_code.workspace.workdir_layout import XBUILD

PROJECTS_DIR = Path(__file__).resolve().parent
VENDOR_DIR = PROJECTS_DIR.parents[1] / "evals" / "vendor"  # lesson 08's real libraries (package data)
EXPECTED_OUTPUT = "expected_output.txt"


@dataclass(frozen=True)
class ExpectedOutput:
    """A demo's check: fresh rebuild, ``program`` run under qemu, output = ``expected_output.txt``."""

    program: str  # the executable the project produces (without the .exe of Windows targets)


@dataclass(frozen=True)
class DeclaredTests:
    """A library's check: every artifact's architecture; only ``tests`` run under qemu."""

    tests: tuple[str, ...] = ()  # programs the project declares with add_test, offline and argument-free


@dataclass(frozen=True)
class Project:
    name: str
    summary: str  # one line, in Chinese
    check: ExpectedOutput | DeclaredTests
    source: Path  # the directory a fresh workdir is copied from

    @property
    def is_demo(self) -> bool:
        return isinstance(self.check, ExpectedOutput)


def demo(name: str, summary: str, program: str) -> Project:
    return Project(name, summary, ExpectedOutput(program), PROJECTS_DIR / name)


def library(name: str, summary: str, tests: tuple[str, ...] = ()) -> Project:
    return Project(name, summary, DeclaredTests(tests), VENDOR_DIR / name)


CATALOGUE: dict[str, Project] = {
    p.name: p
    for p in (
        demo("hello_lib", "程序 + 静态库，直接就能交叉编译", "hello"),
        demo(
            "needs_dep",
            "程序依赖 find_package(minicrc)：先把 deps/minicrc 交叉编译并安装到 sysroot",
            "checksum",
        ),
        demo(
            "traps",
            "老项目：cmake_minimum_required(2.8)、写死的主机库路径、相对路径的 toolchain 脚本",
            "unitconv",
        ),
        # Tests: programs declared with add_test(NAME x COMMAND ${CMAKE_CROSSCOMPILING_EMULATOR} x).
        library(
            "zlib-ng",
            "zlib-ng 2.3.3（zlib 许可）：1675 行的 CMakeLists.txt；测试在配置时下载 GoogleTest",
            ("example", "infcover"),
        ),
        # its tests need GoogleTest (not shipped): architecture checks only
        library("c-ares", "c-ares 1.34.9（MIT）：配置时生成头文件；附带需要参数和网络的命令行工具"),
        # add_test(NAME ${PROG} COMMAND ${PROG}), built only with LIBDEFLATE_BUILD_TESTS=ON (needs zlib)
        library(
            "libdeflate",
            "libdeflate 1.26（MIT）：各种 CPU 的代码都编译，靠宏和运行时检测选实现；"
            "测试默认关闭，打开要先有目标平台的 zlib",
            (
                "test_checksums",
                "test_custom_malloc",
                "test_incomplete_codes",
                "test_invalid_streams",
                "test_litrunlen_overflow",
                "test_overread",
                "test_slow_decompression",
                "test_trailing_bytes",
            ),
        ),
        # Unity tests added with add_test(NAME x COMMAND ./x); parse_examples and the utils tests
        # read files and are left out. Linked against the shared libcjson by default: then they
        # need the target's dynamic loader, and the verifier says it skipped them.
        library(
            "cjson",
            "cJSON 1.7.15（MIT）：默认构建共享库；自己打开 -Werror，新版 clang 的警告让构建失败",
            (
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
            ),
        ),
        # xmltest writes its results into the sources (resources/out/), which verification keeps
        # read-only, and it parses a large file for ~15 s under qemu: architecture checks only.
        library("tinyxml2", "TinyXML-2 9.0.0（zlib 许可）：C++；测试程序要读写源码里的 resources/"),
        # The real-project benchmark's set (issue 27): Debian 12 source packages' upstream tarballs.
        library(
            "zstd", "Zstandard 1.5.4（BSD）：CMake 构建在子目录 build/cmake/；静态库 + 共享库 + 命令行程序"
        ),
        library("lz4", "LZ4 1.9.4（BSD / GPL）：CMake 构建在子目录 build/cmake/"),
        library(
            "expat",
            "Expat 2.5.0（MIT）：CMake 构建在子目录 expat/；默认共享库；C 和 C++ 的测试程序",
            ("runtests", "runtests_cxx"),
        ),
        library("json-c", "json-c 0.16（MIT）：默认打开 -Werror，要 DISABLE_WERROR=ON 才关"),
        library("libyaml", "LibYAML 0.2.5（MIT）：小的 C 库，带测试程序", ("test-version", "test-reader")),
        library("libuv", "libuv 1.44.2（MIT）：每种系统一套平台代码；默认构建要联网的测试程序"),
        library("brotli", "Brotli 1.0.9（MIT）：几个库和一个命令行程序"),
        library("fmt", "{fmt} 9.1.0（MIT）：C++；测试要的 GoogleTest 不在这份源码里，默认配置就失败"),
        library("pugixml", "pugixml 1.13（MIT）：C++ 静态库"),
        library("double-conversion", "double-conversion 3.2.1（BSD）：C++ 静态库"),
        library("cmark", "cmark 0.30.2（BSD）：同时构建共享库和静态库，带 C 的 API 测试", ("api_test",)),
        library("yaml-cpp", "yaml-cpp 0.7.0（MIT）：C++；测试要的 GoogleTest 不在这份源码里，默认配置就失败"),
    )
}
PROJECTS = {name: p.summary for name, p in CATALOGUE.items() if p.is_demo}  # lesson 07's demos
REAL_PROJECTS = {name: p.summary for name, p in CATALOGUE.items() if not p.is_demo}  # lesson 08's libraries
EXECUTABLES = {name: p.check.program for name, p in CATALOGUE.items() if p.is_demo}


def project(name: str) -> Project:
    """The catalogue's entry for ``name``; a clear error naming what there is."""
    if name not in CATALOGUE:
        raise ValueError(
            f"没有名为 {name!r} 的项目；演示项目：{', '.join(PROJECTS)}；真实的库：{', '.join(REAL_PROJECTS)}。"
        )
    return CATALOGUE[name]


def project_for(workdir: str | os.PathLike) -> Project:
    """A directory that is not in the catalogue, judged by what it holds (see the module docstring)."""
    root = Path(workdir)
    expected = root / EXPECTED_OUTPUT
    check = ExpectedOutput("") if expected.is_file() and not expected.is_symlink() else DeclaredTests()
    return Project(root.name, "", check, root)


def project_source(name: str) -> Path:
    return project(name).source


def copy_project(name: str, dest: str | os.PathLike) -> Path:
    """Copy project ``name`` into ``dest`` (which must be empty or not exist); return ``dest``.

    ``dest`` becomes the workdir: the project files sit at its top level.
    """
    entry = project(name)
    dest = Path(dest)
    if dest.exists() and any(dest.iterdir()):
        raise ValueError("目标目录不是空的；请给一个新的或空的目录。")
    # A library's sources stay as published (a build-aux/ is source); only its SOURCE.md stays home.
    skip = _leftovers if entry.is_demo else shutil.ignore_patterns("SOURCE.md")
    shutil.copytree(entry.source, dest, dirs_exist_ok=True, ignore=skip)
    return dest.resolve()


def _leftovers(directory: str, names: list[str]) -> set[str]:
    """Build output someone may have left in a demo's package copy: never part of a fresh workdir."""
    return {
        n
        for n in names
        if n in ("__pycache__", XBUILD) or (n.startswith("build") and (Path(directory) / n).is_dir())
    }
