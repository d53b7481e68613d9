"""What the rule stand-in recognises in tool output: one pattern per repair rule of its plan.

``models.CrossBuildPlan`` reads only messages; these are the words it looks for in them, each
with the real case that put it here (lesson 08's batch on real libraries, and the capstone run
on real CMake projects it had never seen: issue 27), and two small helpers of the plan.

    >>> free_build_dir(["build/", "build/cmake/", "lib/"], "aarch64-linux-musl")
    'build-aarch64'

Lessons: 07, 08
"""

from __future__ import annotations

import re

from lab_code.agent.prompts import DEFINES_SAID
from lab_code.agent.rule_plan import Observation

NEXT_OFFSET = re.compile(r"offset=(\d+)")
TARGET_IN_TASK = re.compile(r"目标平台[：:]\s*([A-Za-z0-9_.-]+)")
DEFINES_IN_TASK = re.compile(re.escape(DEFINES_SAID) + r"(.*?)\s*。")
# A top-level listing line: "name/" for a folder, "name" for a file (list_files is recursive).
SUBFOLDER_CMAKE = re.compile(r"^(.+)/CMakeLists\.txt$")
LISTING_CUT = re.compile(r"^\[(?:共 \d+ 项|这里的文件超过)")
CMAKE_FOLDER_NAMES = re.compile(r"cmake|build|contrib|project|port", re.I)  # where a sub-build lives
PROJECT_CALL = re.compile(r"^\s*project\s*\(", re.I | re.M)
TEST_OPTION = re.compile(r"test", re.I)
# A build step of the project's test programs failed (json-c 0.16's tests and libuv 1.44's
# uv_run_tests meet an lld alignment error on aarch64); the library is what is delivered, the
# tests are the project's own check.
TEST_BUILD_FAILED = re.compile(
    r"^FAILED: (?:\[code=\d+\] )?\S*test|error: \S*CMakeFiles/\S*test\S*\.dir/", re.I | re.M
)  # the FAILED line, or (when a flood of errors pushed it out of the tail) an object of a test target
# A configure error raised in the project's test folder (a test framework it expects, missing).
TEST_CONFIGURE_FAILED = re.compile(
    r"CMake Error at \S*tests?/\S*CMakeLists\.txt|add_subdirectory given source \S*test", re.I
)
MISSING_PACKAGE = re.compile(r"Could NOT find (\w+)|provided by \"(\w+)\"")
POLICY_FLAG = re.compile(r"-DCMAKE_POLICY_VERSION_MINIMUM=[\d.]+")
OLD_CMAKE = re.compile(r"Compatibility with CMake < 3\.5|cmake_minimum_required.*(?:removed|older)", re.I)
# "/usr/lib/x86_64-linux-gnu/libm.so is incompatible with aarch64linux" -> path, "m"
HOST_LIBRARY = re.compile(r"(/\S*/lib(\w+)\.(?:so|a)(?:\.[\d.]+)?)\b")
SYSTEM_LIBRARIES = {"m", "pthread", "dl", "rt"}  # part of the target's libc: link by name
# Rules added from lesson 08's batch on real libraries (principle 6: read the records, then fix).
# A configure-time download (FetchContent / ExternalProject) cannot work without a network.
DOWNLOAD_FAILED = re.compile(
    r"Failed to clone repository|Could not resolve host|Failed to download|FetchContent_Populate"
)
# option(NAME "help" ...) / cmake_dependent_option(NAME "help" ...): what the project lets us switch off
PROJECT_OPTION = re.compile(r"^\s*(?:option|cmake_dependent_option)\s*\(\s*(\w+)\s+\"([^\"]*)\"", re.I | re.M)
FETCHES = re.compile(r"gtest|googletest|download|fetch", re.I)
# A warning the project turns into an error (-Werror): a newer compiler warns about more things.
# Real case: cJSON 1.7.15 adds -Werror with -std=c89 -pedantic; clang 21 then rejects the `long long`
# in musl's isnan macro.
WARNING_AS_ERROR = re.compile(r"\[-Werror[,\]]")
# lld (zig's linker) refuses a version script naming a symbol the library does not define; GNU ld
# let it pass. Real case: json-c 0.16's json-c.sym names json_number_chars.
UNDEFINED_VERSION = re.compile(r"version script assignment of \S+ to symbol \S+ failed: symbol not defined")
UNDEFINED_VERSION_FLAG = "-DCMAKE_SHARED_LINKER_FLAGS=-Wl,--undefined-version"
IF_OPTION = re.compile(r"\bif\s*\(\s*(\w+)\s*\)", re.I)
STALE_BUILD_DIR = re.compile(
    r"CMakeCache\.txt directory|different than the directory|does not match the source"
    r"|were not used by the project",
    re.I,
)


def free_build_dir(listing: list[str], target: str) -> str:
    """A build directory name nothing in the project uses: ``build`` unless the project ships a
    folder or file of that name (zstd's ``build/`` holds its build scripts), then ``build-<cpu>``,
    then ``build-xbuild``, ``build-xbuild-2`` ..."""
    taken = {line.rstrip("/").split("/")[0] for line in listing if line and not line.startswith("[")}
    candidates = ["build", f"build-{target.split('-')[0]}", "build-xbuild"]
    candidates += [f"build-xbuild-{n}" for n in range(2, 100)]
    return next(name for name in candidates if name not in taken)


def last_error_line(observation: Observation) -> str:
    lines = [ln for ln in observation.text.splitlines() if ln.strip()]
    hinted = [ln for ln in lines if re.search(r"error|could not|failed", ln, re.I)]
    return (hinted or lines or ["（没有输出）"])[-1].strip()[:200]
