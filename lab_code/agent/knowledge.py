"""A small knowledge base of cross-compiling fixes, ranked with BM25 (the ``bm25s`` library).

Each entry has a title, the symptoms (real error texts where we have them) and the fix.
Queries are usually a pasted error line mixed with Chinese words, so the tokenizer is
hand-written and tiny, and deliberately so:

* ASCII runs become lower-case words (``ld.lld``, ``aarch64linux``, ``cmake_minimum_required``
  stay whole, and are also split at ``_ . -`` so ``CMAKE_TOOLCHAIN_FILE`` matches ``toolchain``);
* Chinese has no spaces, and a real word segmenter (jieba and friends) is a large dependency
  with a dictionary; overlapping character *bigrams* (``交叉编译`` -> ``交叉 叉编 编译``) match
  words of any length without a dictionary, which is what small Chinese search indexes do.

    >>> tokenize("Could NOT find ZLIB 交叉编译")
    ['could', 'not', 'find', 'zlib', '交叉', '叉编', '编译']
    >>> search("is incompatible with aarch64linux")[0].id
    'host-library-linked'

Lessons: 07, 08
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from lab_code.wire.tool_results import ToolError
from lab_code.workspace.workdir_layout import LOGS, SYSROOT_HINT, XBUILD


@dataclass(frozen=True)
class Entry:
    id: str
    title: str
    symptoms: str
    fix: str


ENTRIES: tuple[Entry, ...] = (
    Entry(
        "missing-cross-dependency",
        "find_package 找不到依赖库（依赖没有交叉编译）",
        "Could NOT find ZLIB (missing: ZLIB_LIBRARY ZLIB_INCLUDE_DIR); Could not find a package "
        "configuration file provided by; find_package REQUIRED 失败；找不到依赖",
        "主机上装好的库是给本机平台编译的，不能用。先在工作目录里交叉编译这个依赖（项目常把源码放在 "
        "deps/<名字>/），例如 cmake -S deps/minicrc -B build-deps/minicrc，cmake --build build-deps/minicrc，"
        f"再 cmake --install build-deps/minicrc --prefix {SYSROOT_HINT}。toolchain 已把 sysroot "
        "设为查找根目录，之后重新配置主项目即可找到。",
    ),
    Entry(
        "stale-build-dir",
        "toolchain 没生效：旧构建目录里缓存了主机编译器",
        "Manually-specified variables were not used by the project: CMAKE_TOOLCHAIN_FILE；"
        "产物是 x86-64；架构不对；wrong architecture；验收失败 ELF 是 EM_X86_64",
        "CMAKE_TOOLCHAIN_FILE 只在构建目录第一次配置时读取。已经配置过的目录会静默忽略它，继续用主机编译器。"
        "换一个新的构建目录（例如 build-aarch64），或用 cmake --fresh -S . -B build 重新配置。",
    ),
    Entry(
        "cmake-minimum-too-old",
        "cmake_minimum_required 版本太旧，CMake 4 拒绝配置",
        "Compatibility with CMake < 3.5 has been removed from CMake. cmake_minimum_required(VERSION 2.8) "
        "Update the VERSION argument <min> value",
        "CMake 4 不再支持 3.5 以下的兼容模式。最好把 CMakeLists.txt 里的 cmake_minimum_required 改成 "
        "VERSION 3.5 或更高；不想改源码时，配置时加 -DCMAKE_POLICY_VERSION_MINIMUM=3.5。",
    ),
    Entry(
        "host-library-linked",
        "链接了主机上的库：架构不兼容",
        "ld.lld: error: /usr/lib/x86_64-linux-gnu/libz.so is incompatible with aarch64linux；"
        "is incompatible with elf64lriscv；incompatible with target；skipping incompatible",
        "CMakeLists.txt 或命令里写死了主机库的绝对路径（/usr/lib/...、/usr/local/lib、/opt/homebrew/lib）。"
        "删掉这个路径：系统库（如 m、pthread）直接写库名；第三方库先交叉编译并安装到项目 sysroot，"
        "再用 find_package 或 find_library 找。",
    ),
    Entry(
        "relative-toolchain-path",
        "相对路径的 toolchain 文件找不到",
        "Could not find toolchain file: \"../.xbuild/zig.cmake\"；CMAKE_C_COMPILER not set, after "
        "EnableLanguage；No CMAKE_C_COMPILER could be found",
        "程序已经用环境变量 CMAKE_TOOLCHAIN_FILE（绝对路径）设置好 toolchain，不要自己传 "
        "-DCMAKE_TOOLCHAIN_FILE。自己传的相对路径是相对于构建目录解析的，换个目录就找不到，"
        "随后的 CMAKE_C_COMPILER not set 只是连带错误。去掉这个参数、用新的构建目录重新配置。",
    ),
    Entry(
        "host-include-path",
        "用了主机头文件目录 -I/usr/include",
        "-I/usr/include；/usr/local/include；include_directories(/usr/include)；"
        "fatal error: 'zlib.h' file not found；头文件找不到",
        "主机的头文件属于主机平台（类型大小、宏定义都可能不同），混进交叉编译会出隐蔽错误。"
        "头文件应该来自交叉编译并安装到 sysroot 的依赖（sysroot/include），通过 find_package 得到的目标会自动带上。",
    ),
    Entry(
        "path-outside-refused",
        "命令参数被拒绝：指向工作目录之外",
        "指向工作目录之外；permission_denied；/opt/homebrew；/usr/lib；ls /usr/local/include",
        "工具只允许访问工作目录。不要去主机上找库或头文件，它们不能用于交叉编译。"
        f"需要的依赖在项目里（例如 deps/）交叉编译并安装到 {SYSROOT_HINT}。",
    ),
    Entry(
        "no-shell",
        "命令里的 &&、管道、重定向、$VAR 不起作用",
        "shell 语法；&&；|；>；$(...)；`；~；sh -c；没有 shell",
        "run_command 不经过 shell，一次只运行一条命令。把 a && b 拆成两次调用；"
        f"不要用重定向，完整输出已写到 {LOGS}/，用 read_file 查看。",
    ),
    Entry(
        "no-cat",
        "没有 cat：读文件用 read_file",
        "程序 'cat' 不在允许列表里；head；tail；less；读取日志",
        f"读任何文本文件（包括 {LOGS}/ 下的完整构建日志）都用 read_file，按 offset 分页。",
    ),
    Entry(
        "read-long-file",
        "文件太长，一次读不完",
        "用 offset 继续读；第 1-100 行；共 350 行；文件被截断；CMakeLists 很长",
        "read_file 每次最多 100 行、4000 字符。看结果第一行给出的 offset，继续调用 read_file(path, offset=...)，"
        "不要写脚本去分段读文件。",
    ),
    Entry(
        "try-run-cross",
        "try_run 或运行测试程序在交叉编译时失败",
        "TRY_RUN() invoked in cross-compiling mode, please set the following cache variables appropriately；"
        "Exec format error；cannot execute binary file",
        "交叉编译出的程序不能在主机上直接运行。try_run 的结果要用 -D<变量>=<值> 预先给出；"
        "项目的测试不要在构建时运行（关掉 BUILD_TESTING 或相应选项），验收时由程序用 qemu 运行。",
    ),
    Entry(
        "exe-suffix-windows",
        "Windows 目标的产物是 .exe",
        "x86_64-windows-gnu；app.exe；找不到产物；PE 文件；MZ",
        "目标是 x86_64-windows-gnu 时可执行文件名带 .exe，库是 .lib 或 .a。验收按 PE 头检查机器类型（0x8664 = x86-64）。",
    ),
    Entry(
        "cold-zig-cache",
        "第一次构建很慢",
        "首次构建；zig 正在编译 libc；构建卡住一分钟；compiler_rt；很慢",
        "zig 第一次为某个目标构建时要先编译这个平台的 libc 和 compiler_rt，2 核机器上约 40 秒到 2 分钟，"
        "结果缓存在 ZIG_GLOBAL_CACHE_DIR。之后的构建只要几秒，耐心等一次即可，不要反复重试。",
    ),
    Entry(
        "generator-mismatch",
        "构建目录的生成器不一致",
        "Error: generator : Ninja Does not match the generator used previously: Unix Makefiles；"
        "Either remove the CMakeCache.txt file and CMakeFiles directory or choose a different binary directory",
        "构建目录以前用别的生成器配置过。换一个新的构建目录，或用 cmake --fresh 重新配置。",
    ),
    Entry(
        "install-prefix",
        "依赖安装到了错误的位置",
        "CMAKE_INSTALL_PREFIX /usr/local；--prefix=/usr；file INSTALL cannot copy file；Permission denied /usr/local",
        "不要安装到主机目录。交叉编译的依赖一律安装到项目 sysroot："
        f"cmake --install <构建目录> --prefix {SYSROOT_HINT}（路径相对于工作目录）。",
    ),
    Entry(
        "undefined-reference-order",
        "链接时 undefined reference / undefined symbol",
        "ld.lld: error: undefined symbol；undefined reference to；链接失败",
        "先确认库真的被链接：target_link_libraries(app PRIVATE 库目标)。库来自依赖时用 find_package 得到的导入目标"
        "（如 minicrc::minicrc），不要手写 .a 路径。C 与 C++ 混用时检查 extern \"C\"。",
    ),
    Entry(
        "missing-math-lib",
        "数学函数链接失败（sqrt、pow）",
        "undefined symbol: sqrt；undefined reference to `pow'；-lm",
        "在 Linux 目标上数学库写 target_link_libraries(app PRIVATE m)，不要写主机 libm 的绝对路径。"
        "musl 把 libm 放在 libc 里，写 m 也不会出错。",
    ),
    Entry(
        "config-file-package",
        "给依赖写 CMake 包配置文件",
        "install(EXPORT)；<Name>Config.cmake；<Name>Targets.cmake；find_package CONFIG；NAMESPACE",
        "依赖的 CMakeLists.txt 里用 install(TARGETS 库 EXPORT 名字Targets ...) 和 "
        "install(EXPORT 名字Targets NAMESPACE 名字:: DESTINATION lib/cmake/名字)，再安装一个 名字Config.cmake "
        "来 include 这个 Targets 文件。安装到 sysroot 后主项目 find_package(名字 CONFIG REQUIRED) 就能找到。",
    ),
    Entry(
        "compiler-id-fails",
        "编译器检测失败",
        "The C compiler is not able to compile a simple test program；CMAKE_C_COMPILER_WORKS；"
        "is not a full path and was not found in the PATH",
        f"toolchain 由程序生成，通常不是它的问题。先看完整日志（read_file {LOGS}/ 下最新的文件）里的第一条 error；"
        f"若构建目录是旧的，换新的构建目录。不要改 {XBUILD}/ 里的文件。",
    ),
    Entry(
        "verify-wrong-output",
        "程序能运行但输出和期望不符",
        "output mismatch；expected_output.txt；输出不一致；qemu",
        "验收会用 qemu 运行产物并和项目的 expected_output.txt 比较。检查是否改动了源码的行为、"
        "链接了错误版本的依赖，或者构建类型不同导致的差异。",
    ),
    # Found by building the vendored cJSON with the course's zig (clang 21): a real trap.
    Entry(
        "warnings-as-errors",
        "项目把警告当成错误（-Werror），新版编译器让构建失败",
        "error: [-Werror,-Wlong-long]；[-Werror]；warnings being treated as errors；-Werror；"
        "is an extension when C99 mode is not enabled；警告当错误",
        "新版本的编译器（zig 带的 clang）会多报一些警告，项目自己加了 -Werror 时它们就成了错误。"
        "不要为了迁就它去改源码：在 CMakeLists.txt 里找加 -Werror 的 option（名字里有 WERROR、"
        "WARNING_AS_ERROR，或者包着 -Werror 那段 if(...) 的选项，例如 ENABLE_CUSTOM_COMPILER_FLAGS），"
        "配置时加 -D<名字>=OFF 再构建。",
    ),
    # Found by lesson 08's batch on vendored real libraries (zlib-ng): not a demo's trap.
    Entry(
        "configure-time-download",
        "配置时下载依赖失败（构建环境没有网络）",
        "Failed to clone repository；FetchContent_Populate；FetchContent_MakeAvailable；ExternalProject；"
        "Could not resolve host；Failed to download；googletest；GTest；下载；网络",
        "构建环境没有网络，配置时用 FetchContent 或 ExternalProject 下载的东西（最常见的是测试框架 "
        "GoogleTest）一定失败，重试没有用。在 CMakeLists.txt 里找控制它的 option（名字或说明里有 GTEST、"
        "googletest、download、fetch，例如 WITH_GTEST、*_BUILD_TESTS），配置时加 -D<名字>=OFF；"
        "找不到时用 -DBUILD_TESTING=OFF。只关掉要下载的部分，项目自带、不需要下载的测试程序留着，验收时能运行它们。",
    ),
    # Found by running the capstone on real projects it had never seen (issue 27).
    Entry(
        "command-timeout",
        "命令超时：构建被时间上限停止",
        "命令超时 timeout after 300s；[timeout after；时间上限；构建停在 [14/77]；测试程序太多；googletest 编译很久",
        "ninja 会从上次停下的地方接着构建，已经编译好的不会重做：先把同一条 cmake --build <构建目录> 再运行一次。"
        "还是超时，多半是项目的测试程序（常见是 GoogleTest）太多：在 CMakeLists.txt 里找测试的 option"
        "（BUILD_TESTING、<项目>_BUILD_TESTS、*_TESTS 等），加 -D<名字>=OFF 重新配置再构建，并在回答里说明测试没有构建。",
    ),
    Entry(
        "cmakelists-in-subfolder",
        "顶层没有 CMakeLists.txt：CMake 项目在子目录里",
        "没有 CMakeLists.txt；build/cmake/CMakeLists.txt；cmake_unofficial；The source directory does not appear "
        "to contain CMakeLists.txt；子目录",
        "有些项目把 CMake 构建放在子目录（zstd、lz4 在 build/cmake/）。在 list_files 的结果里找调用 project() 的"
        " CMakeLists.txt，用 -S 指向它所在的目录、-B 指向工作目录顶层一个新的构建目录，例如 "
        "cmake -S build/cmake -B build-xbuild。源码里的 ../../lib 这样的相对路径要求工作目录是项目的根目录。",
    ),
    Entry(
        "build-dir-name-taken",
        "构建目录的名字被项目自己的文件夹占用",
        "会删除、移动或覆盖项目原有的 'build'；把生成的文件混进放着源码的目录；-B build 被拒绝；permission_denied",
        "项目自带同名文件夹（例如 zstd 的 build/ 里放着各种构建脚本）时，不能把构建目录放进去。"
        "换一个 list_files 里没有的名字，例如 build-xbuild 或 build-<目标平台>。",
    ),
    Entry(
        "lld-undefined-version",
        "链接共享库时版本脚本里的符号没有定义",
        "ld.lld: error: version script assignment of 'X' to symbol 'y' failed: symbol not defined；"
        "--version-script；.sym；.map",
        "zig 用的链接器 lld 默认不接受版本脚本（-Wl,--version-script）里列出、库里却没有定义的符号，GNU ld 会放过。"
        "不要改版本脚本：配置时加 -DCMAKE_SHARED_LINKER_FLAGS=-Wl,--undefined-version 再构建。",
    ),
    Entry(
        "windows-resource-compiler",
        "Windows 资源文件（.rc）编译失败",
        "windres: not found；CMAKE_RC_COMPILER；No CMAKE_RC_COMPILER could be found；.rc；resource",
        "toolchain 已经把 CMAKE_RC_COMPILER 设成 zig 自带的资源编译器（zig rc）。报这个错多半是构建目录在 toolchain 生效前"
        "配置过：换新的构建目录，或 cmake --fresh 重新配置。",
    ),
)

_ASCII_OR_CJK = re.compile(r"[A-Za-z0-9_.\-+]+|[\u3400-\u9fff]+")


def tokenize(text: str) -> list[str]:
    """ASCII words (whole and split at ``_ . -``) plus Chinese character bigrams."""
    tokens: list[str] = []
    for run in _ASCII_OR_CJK.findall(text):
        if run[0].isascii():
            word = run.strip(".-+").lower()
            if not word:
                continue
            tokens.append(word)
            parts = [p for p in re.split(r"[_.\-+]", word) if p]
            if len(parts) > 1:
                tokens.extend(parts)
        elif len(run) == 1:
            tokens.append(run)
        else:
            tokens.extend(run[i : i + 2] for i in range(len(run) - 1))
    return tokens


@lru_cache(maxsize=1)
def _index():
    import bm25s  # imported lazily: it pulls in numpy and scipy, and only a search needs it

    retriever = bm25s.BM25()
    corpus = [tokenize(f"{e.title} {e.title} {e.symptoms} {e.fix}") for e in ENTRIES]
    retriever.index(corpus, show_progress=False)
    return retriever


# A hit scoring under this share of the best hit is noise that costs the model tokens and
# attention (e.g. an undefined-symbol entry for a find_package error): leave it out.
RELATIVE_CUTOFF = 0.55


def search(query: str, k: int = 3) -> list[Entry]:
    """Up to ``k`` entries, best first; entries sharing no token with the query, or scoring under
    ``RELATIVE_CUTOFF`` of the best one, are left out."""
    if not isinstance(query, str) or not query.strip():
        raise ToolError(
            "query 不能为空；请贴上报错的关键一行，例如 'Could NOT find ZLIB'。",
            error_type="invalid_arguments",
        )
    tokens = tokenize(query)
    if not tokens:
        return []
    k = max(1, min(int(k), len(ENTRIES)))
    ids, scores = _index().retrieve([tokens], k=k, show_progress=False)
    top = float(scores[0][0]) if len(scores[0]) else 0.0
    return [
        ENTRIES[i] for i, s in zip(ids[0], scores[0], strict=True) if s > 0 and s >= RELATIVE_CUTOFF * top
    ]


def search_text(query: str, k: int = 3) -> str:
    """The search result as text for the model."""
    hits = search(query, k)
    if not hits:
        return "知识库里没有相关条目。请换用报错原文里的关键词再查，或先用 read_file 看完整日志。"
    return "\n\n".join(f"[{n}] {e.title}\n症状：{e.symptoms}\n修法：{e.fix}" for n, e in enumerate(hits, 1))


if __name__ == "__main__":
    for hit in search("ld.lld: error: /usr/lib/x86_64-linux-gnu/libz.so is incompatible with aarch64linux"):
        print(hit.id)
    # host-library-linked, then two weaker matches
