"""Lesson 07 tools: guards against hostile paths and arguments, paging, atomic writes,
the process runner (group kill, output tail), tool specs and the knowledge base.

Everything here is fast: commands that would run are mostly checked with
``command_guard.check_command`` without starting a process; a few real ones run ``ls``,
``mkdir`` and ``cmake -P`` (no compiler involved).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lab_code.agent import knowledge, verify
from lab_code.agent.tool_specs import TOOL_SPECS
from lab_code.agent.tools import ToolError, Workspace
from lab_code.arguments.credentials import is_credential_path
from lab_code.arguments.workdir_guard import resolve_inside
from lab_code.running import paging
from lab_code.wire.shorten import shorten
from lab_code.wire.tool_results import ToolError as SharedToolError
from lab_code.workspace import command_guard, process_runner, sandbox, workdir_files
from lab_code.workspace.workdir_files import list_files, read_file, write_file

HOST_WORDS = ("主机上的头文件和库", "sysroot")  # refusals say why and what to do instead


@pytest.fixture()
def wd(tmp_path: Path) -> Path:
    """A workdir next to a sibling whose name starts the same (the prefix trick)."""
    root = tmp_path / "workdir"
    root.mkdir()
    (tmp_path / "workdir-backup").mkdir()
    (tmp_path / "workdir-backup" / "secret.txt").write_text("outside\n")
    (root / "CMakeLists.txt").write_text("cmake_minimum_required(VERSION 3.16)\nproject(x C)\n")
    (root / "src").mkdir()
    (root / "src" / "main.c").write_text("int main(void){return 0;}\n")
    (root / "link_out").symlink_to(tmp_path / "workdir-backup")
    (root / "file_out").symlink_to(tmp_path / "workdir-backup" / "secret.txt")
    return root


@pytest.fixture()
def ws(wd: Path) -> Workspace:
    """The workdir as a run sees it: toolchain written, project snapshot taken, no sandbox."""
    return Workspace.create(wd, sandbox="off")


def test_tool_error_is_the_shared_class():
    assert ToolError is SharedToolError


# --- paths ------------------------------------------------------------------------------

HOSTILE_PATHS = [
    "/etc/passwd",
    "/",
    "..",
    "../workdir-backup/secret.txt",
    "src/../../workdir-backup",
    "link_out",
    "link_out/secret.txt",
    "file_out",
    "a" * 5000,
    "bad\x00name",
    "",
    "/usr/include/stdio.h",
    "//etc/passwd",
    "src/../../../../../../etc/hosts",
]


@pytest.mark.parametrize("path", HOSTILE_PATHS)
def test_resolve_path_refuses_hostile_paths(wd, path):
    with pytest.raises(ToolError) as info:
        resolve_inside(wd, path)
    assert info.value.error_type == "permission_denied"
    assert "工作目录" in info.value.message or "路径" in info.value.message


@pytest.mark.parametrize("path", HOSTILE_PATHS)
def test_read_file_refuses_hostile_paths(wd, path):
    with pytest.raises(ToolError):
        read_file(wd, path)


@pytest.mark.parametrize("literal", ["~", "~/x", "$HOME", "${HOME}", "$HOME/x"])
def test_home_and_variables_are_literal_names_inside(wd, literal):
    # Without a shell nothing expands them: they are just odd file names in the workdir.
    assert resolve_inside(wd, literal) == wd.resolve() / literal
    with pytest.raises(ToolError) as info:
        read_file(wd, literal)
    assert info.value.error_type == "not_found"


@pytest.mark.parametrize(
    "name",
    [
        ".env",
        ".env.local",
        "server.pem",
        "deploy.key",
        "id_rsa",
        "id_ed25519.pub",
        ".ssh/config",
        ".netrc",
        "cfg/.aws/credentials",
        "sub/.pgpass",
    ],
)
def test_credential_files_are_refused_inside_the_workdir(wd, name):
    target = wd / name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("TOKEN=sk-very-secret\n")
    with pytest.raises(ToolError) as info:
        read_file(wd, name)
    assert info.value.error_type == "permission_denied"
    assert "密钥" in info.value.message and "sk-very-secret" not in info.value.message
    with pytest.raises(ToolError):
        write_file(wd, name, "x")
    with pytest.raises(ToolError):
        command_guard.check_command(wd, ["cmake", "-E", "copy", name, "leak.txt"])


def test_symlink_to_a_credential_file_is_refused(wd):
    (wd / ".env").write_text("KEY=1\n")
    (wd / "notes.txt").symlink_to(wd / ".env")
    with pytest.raises(ToolError) as info:
        read_file(wd, "notes.txt")
    assert info.value.error_type == "permission_denied"


# --- read_file and paging --------------------------------------------------------------


def test_read_file_pages_a_long_file(wd):
    (wd / "long.txt").write_text("".join(f"line {n}\n" for n in range(1, 351)))
    first = read_file(wd, "long.txt")
    assert first.splitlines()[0] == "[第 1-100 行，共 350 行，用 offset=101 继续读]"
    assert first.splitlines()[1] == "line 1" and len(first.splitlines()) == 101
    middle = read_file(wd, "long.txt", offset=101, limit=50)
    assert middle.splitlines()[0] == "[第 101-150 行，共 350 行，用 offset=151 继续读]"
    last = read_file(wd, "long.txt", offset=301)
    assert last.splitlines()[0] == "[第 301-350 行，共 350 行，已是最后一页]"
    assert last.splitlines()[-1] == "line 350"


@pytest.mark.parametrize(
    "offset, words", [(351, "1-350"), (0, "不能小于 1"), (-5, "不能小于 1"), (True, "整数"), ("3", "整数")]
)
def test_bad_offsets_say_what_is_allowed(wd, offset, words):
    (wd / "long.txt").write_text("x\n" * 350)
    with pytest.raises(ToolError) as info:
        read_file(wd, "long.txt", offset=offset)
    assert words in info.value.message and info.value.error_type == "invalid_arguments"


def test_limit_above_max_is_lowered_and_chars_are_capped():
    text = "\n".join("y" * 100 for _ in range(300))
    page = paging.page_text(text, limit=1000)
    body = page.splitlines()[1:]
    assert len(body) <= paging.MAX_LINES
    assert sum(len(line) + 1 for line in body) <= paging.MAX_CHARS + 1
    assert page.splitlines()[0] == f"[第 1-{len(body)} 行，共 300 行，用 offset={len(body) + 1} 继续读]"


def test_one_giant_line_is_cut_and_marked():
    page = paging.page_text("z" * 10_000 + "\nnext")
    assert page.splitlines()[1] == shorten("z" * 10_000, paging.MAX_CHARS)  # says the full length
    assert page.splitlines()[0] == "[第 1-1 行，共 2 行，用 offset=2 继续读]"


def test_empty_file_has_a_clear_header(wd):
    (wd / "empty.txt").write_text("")
    assert "0 行" in read_file(wd, "empty.txt")


@given(
    st.lists(
        st.text(
            alphabet=st.characters(
                blacklist_categories=("Cs",), blacklist_characters="\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
            ),
            max_size=300,
        ),
        max_size=400,
    )
)
@settings(max_examples=60, deadline=None)
def test_following_the_headers_reads_every_line_once(lines):
    text = "\n".join(lines)
    expected = text.splitlines()
    seen, offset = [], 1
    while expected:
        page = paging.page_text(text, offset=offset).split("\n")
        seen.extend(page[1:])
        if "已是最后一页" in page[0]:
            break
        offset = int(page[0].split("offset=")[1].split("]")[0].split(" ")[0])
    assert seen == expected


def test_binary_files_and_directories_are_refused_with_the_right_hint(wd):
    (wd / "app").write_bytes(b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 64)
    with pytest.raises(ToolError, match="二进制"):
        read_file(wd, "app")
    with pytest.raises(ToolError, match="list_files"):
        read_file(wd, "src")
    with pytest.raises(ToolError) as info:
        read_file(wd, "missing.txt")
    assert info.value.error_type == "not_found" and "list_files" in info.value.message


# --- list_files ------------------------------------------------------------------------


def test_list_files_does_not_follow_links_out(wd):
    listing = list_files(wd)
    assert "src/main.c" in listing and "CMakeLists.txt" in listing
    assert "secret.txt" not in listing and "\nlink_out -> " in listing
    with pytest.raises(ToolError):
        list_files(wd, "link_out")
    with pytest.raises(ToolError):
        list_files(wd, "../workdir-backup")


# --- write_file -------------------------------------------------------------------------


def test_write_file_creates_directories_and_reports(wd):
    message = write_file(wd, "cmake/extra.cmake", "set(X 1)\nset(Y 2)\n")
    assert message == "已写入 cmake/extra.cmake（2 行，18 个字符）"
    assert (wd / "cmake" / "extra.cmake").read_text() == "set(X 1)\nset(Y 2)\n"


@pytest.mark.parametrize(
    "path",
    [
        "../workdir-backup/secret.txt",
        "/tmp/x",
        "link_out/new.txt",
        ".xbuild/aarch64-linux-musl/toolchain.cmake",
        ".xbuild/target",
        ".xbuild/x",
        ".",
    ],
)
def test_write_file_refuses_outside_and_toolchain_files(wd, path):
    with pytest.raises(ToolError) as info:
        write_file(wd, path, "evil")
    assert info.value.error_type == "permission_denied"
    assert (wd.parent / "workdir-backup" / "secret.txt").read_text() == "outside\n"


def test_failed_write_leaves_the_old_file_and_no_temp_file(wd):
    before = sorted(p.name for p in wd.iterdir())
    with pytest.raises(ToolError, match="UTF-8"):
        write_file(wd, "CMakeLists.txt", "project(x)\n\ud800 broken surrogate")
    assert (wd / "CMakeLists.txt").read_text().startswith("cmake_minimum_required")
    assert sorted(p.name for p in wd.iterdir()) == before


def test_write_interrupted_before_rename_leaves_nothing_half_written(wd, monkeypatch):
    def fail(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(workdir_files.os, "replace", fail)
    with pytest.raises(ToolError, match="磁盘已满"):
        write_file(wd, "src/main.c", "int main(void){return 1;}\n")
    assert (wd / "src" / "main.c").read_text() == "int main(void){return 0;}\n"
    assert sorted(p.name for p in (wd / "src").iterdir()) == ["main.c"]


def test_write_file_rejects_huge_and_non_string_content(wd):
    with pytest.raises(ToolError, match="上限"):
        write_file(wd, "big.c", "x" * (workdir_files.MAX_WRITE_CHARS + 1))
    with pytest.raises(ToolError, match="字符串"):
        write_file(wd, "a.c", 123)
    assert not (wd / "big.c").exists()


# --- run_command guards -----------------------------------------------------------------

PATH_ARGUMENTS = [
    "ls /",
    "ls /usr/include",
    "ls ..",
    "ls ../workdir-backup",
    "ls link_out",
    "ls src/../..",
    "cmake --install build --prefix=/usr",
    "cmake --install build --prefix /usr",
    "cmake -S . -B build -DCMAKE_C_FLAGS=-I/usr/include",
    "cmake -S . -B build '-DCMAKE_EXE_LINKER_FLAGS=-L/usr/lib -lz'",
    "cmake -S . -B build -DCMAKE_PREFIX_PATH=deps;/opt/homebrew",
    "cmake -S . -B build -DX:PATH=/opt/homebrew/lib",
    "cmake -S . -B build -DCMAKE_EXE_LINKER_FLAGS=-Wl,-rpath,/usr/lib",
    "cmake -S . -B build -DCMAKE_C_FLAGS=-isystem/usr/include",
    "ninja -C ../workdir-backup",
    "ninja -C../workdir-backup",
    "cmake -S . -B build -D OTHER_DIR=/",
    "cmake -S . -B /tmp/build",
    "cmake -S /tmp -B build",
    "cp src/main.c /tmp/stolen.c",
    "mkdir ../workdir-backup/new",
    "rm -rf ../workdir-backup",
]


@pytest.mark.parametrize("command", PATH_ARGUMENTS)
def test_arguments_pointing_outside_are_refused_with_why_and_what_instead(wd, command):
    with pytest.raises(ToolError) as info:
        command_guard.check_command(wd, command)
    assert info.value.error_type == "permission_denied"
    assert all(word in info.value.message for word in HOST_WORDS), info.value.message


SHELL_COMMANDS = [
    "ls; ls",
    "ls ; rm -rf src",
    "ls && ls",
    "ls || ls",
    "ls | ls",
    "ls > out.txt",
    "ls `pwd`",
    "ls $(pwd)",
    "ls $HOME",
    "ls ${HOME}",
    "ls src&",
    "ls 'unterminated",
    "ls ~",
    "ls ~/.ssh",
    "ls src/*.c",
    "ls src/ma?n.c",
    "ls '[a-z]'",
    "cmake -S . -B build '-DCMAKE_C_FLAGS=-include .?/.e?v'",
    "cmake -S . -B build '-DCMAKE_C_FLAGS=-include \"..\"/x'",
    "cmake -S . -B build '-DCMAKE_C_FLAGS=-include .\\./x'",
    "cmake -S . -B build '-DCMAKE_C_FLAGS=-O2;cat x;true'",
    "cmake -S . -B build '-DNAME=a\nb'",
    "",
    "   ",
]


@pytest.mark.parametrize("command", SHELL_COMMANDS)
def test_shell_syntax_is_refused_and_explained(wd, command):
    with pytest.raises(ToolError) as info:
        command_guard.check_command(wd, command)
    assert info.value.error_type == "invalid_arguments"


@pytest.mark.parametrize(
    "command, hint",
    [
        ("cat /etc/hosts", "read_file"),
        ("cat CMakeLists.txt", "read_file"),
        ("head src/main.c", "read_file"),
        ("sh -c ls", "shell"),
        ("bash -c 'cat /etc/hosts'", "shell"),
        ("python3 -c 1", "shell"),
        ("env", "shell"),
        ("make", "cmake --build"),
        ("make -C /tmp", "cmake --build"),
        ("curl http://example.com", "允许列表"),
        ("/bin/ls", "允许列表"),
        ("cmake -E cat CMakeLists.txt", "read_file"),
        ("cmake -E env FOO=1 ls", "不允许"),
        ("cmake -E environment", "不允许"),
        ("cmake -E chdir src ls", "不允许"),
        ("cmake -E copy_directory src copied", "跟随链接"),
        ("cmake -P script.cmake", "CMake 脚本"),
        ("cmake -C cache.cmake -S . -B build", "CMake 脚本"),
        ("cmake --system-information", "整个构建环境"),
        ("cmake -S . -B build -I/usr/include", "允许的选项"),
        ("cmake -S . -B build -DCMAKE_C_COMPILER_LAUNCHER=ccache", "CMake 变量"),
        ("cmake -S . -B build -DCMAKE_PROJECT_INCLUDE=x.cmake", "CMake 变量"),
        ("cmake --build build --target install", "cmake --install"),
        ("ninja -C build install", "cmake --install"),
        ("ninja -f build.ninja", "构建清单"),
        ("ninja -t clean", "子工具"),
        ("cp -rL src copied", "符号链接"),
        ("cp -r --dereference src copied", "符号链接"),
        ("cp -t.. src/main.c", "目标目录"),
        ("mv -t.. CMakeLists.txt", "目标目录"),
        ("ls -RL .", "符号链接"),
        ("rm -rf .", "整个工作目录"),
        ("cmake -E rm -rf .", "整个工作目录"),
        ("cp src/main.c .xbuild/aarch64-linux-musl/bin/cc", "toolchain"),
        ("ls .env", "密钥"),
        ("rm -rf .xbuild", "toolchain"),
        ("rm -rf .xbuild/logs", "日志"),
        ("cmake -E rm -rf .xbuild/logs", "日志"),
        ("mv .xbuild/logs old", "日志"),
        ("rm .xbuild/target", "toolchain"),
        ("mv .xbuild/riscv64-linux-musl old", "toolchain"),
        ("cmake -S . -B .xbuild/aarch64-linux-musl/bin", "toolchain"),
        # malformed rather than forbidden: the message says how to write it
        ("cmake -S .", "-B"),
        ("cmake --install build", "--prefix"),
        ("cmake --build build --config Weird", "只能取"),
        ("ninja -C build -k many", "正整数"),
        ("cmake --build", "构建目录"),
        ("cp src/main.c", "至少需要 2 个参数"),
        ("cmake -E rename a b c", "正好两个"),
    ],
)
def test_programs_and_options_outside_the_allowlists_are_refused(wd, command, hint):
    with pytest.raises(ToolError) as info:
        command_guard.check_command(wd, command)
    malformed = hint in ("-B", "--prefix", "只能取", "正整数", "构建目录", "至少需要 2 个参数", "正好两个")
    assert info.value.error_type == ("invalid_arguments" if malformed else "permission_denied")
    assert hint in info.value.message, info.value.message


@pytest.mark.parametrize(
    "flag",
    [
        "-DCMAKE_TOOLCHAIN_FILE=/etc/x",
        "-DCMAKE_TOOLCHAIN_FILE=.xbuild/aarch64-linux-musl/toolchain.cmake",
        "-DCMAKE_TOOLCHAIN_FILE=../.xbuild/zig.cmake",
        "-DCMAKE_TOOLCHAIN_FILE:FILEPATH=/opt/tc.cmake",
        "--toolchain=tc.cmake",
    ],
)
def test_toolchain_flag_is_refused_as_unneeded_not_as_a_host_path(wd, flag):
    # Poka-yoke: the program sets CMAKE_TOOLCHAIN_FILE itself, so the model is told to drop the
    # flag — not sent looking for a host-library problem it does not have.
    with pytest.raises(ToolError) as info:
        command_guard.check_command(wd, f"cmake -S . -B build {flag}")
    assert info.value.error_type == "permission_denied"
    assert "去掉 -DCMAKE_TOOLCHAIN_FILE" in info.value.message
    assert HOST_WORDS[0] not in info.value.message
    # a path inside the workdir reaches CMake, whose own error the knowledge base explains
    assert command_guard.check_command(wd, "cmake -S . -B b -DCMAKE_TOOLCHAIN_FILE=tc.cmake")[0] == "cmake"


def test_list_form_and_nul_bytes(wd):
    with pytest.raises(ToolError):
        command_guard.check_command(wd, ["ls", "/etc"])
    with pytest.raises(ToolError):
        command_guard.check_command(wd, "ls bad\x00name")
    with pytest.raises(ToolError):
        command_guard.check_command(wd, ["ls", 3])
    with pytest.raises(ToolError, match="太长"):
        command_guard.check_command(wd, ["ls", "a" * 5000])
    with pytest.raises(ToolError, match="UTF-8"):
        command_guard.check_command(wd, ["ls", "src/\ud800"])


@pytest.mark.parametrize(
    "command",
    [
        "cmake -S . -B build",
        "cmake -B build",
        "cmake --build build -j 2",
        "cmake --build build -j2",
        "cmake --build build --parallel",
        "cmake --build build --target hello -v",
        "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release",
        "cmake -S . -B build -G Ninja -Wno-dev",
        "cmake --install build-deps/minicrc --prefix .xbuild/aarch64-linux-musl/sysroot",
        "cmake --install build --prefix=.xbuild/aarch64-linux-musl/sysroot --config Release",
        "cmake -S . -B build -DCMAKE_PREFIX_PATH=deps/a;deps/b",
        "cmake -S . -B build -D WITH_TESTS=OFF '-DCMAKE_C_FLAGS=-O2 -g -Iinclude'",
        "cmake --fresh -S . -B build",
        "cmake -S . -B build -DCMAKE_POLICY_VERSION_MINIMUM=3.5",
        "cmake -S deps/minicrc -B build-minicrc",
        "cmake --version",
        "ninja -C build",
        "ninja -Cbuild -j4 hello",
        "ls -la src",
        "ls -- src",
        "mkdir -p build/sub",
        "cmake -E make_directory out",
        "cmake -E touch src/new.c",
        "cmake -E copy src/main.c main-copy.c",
        "cp -r src src-copy",
        "cp src/main.c build-notes.c",
        "rm -rf build",
        "rm -f nothing-here.txt",
        "ls .xbuild/aarch64-linux-musl/bin",
        "ls .xbuild",
        "rm -rf .xbuild/aarch64-linux-musl/sysroot/include",
    ],
)
def test_ordinary_build_commands_pass(wd, command):
    assert command_guard.check_command(wd, command)[0] in command_guard.ALLOWED_PROGRAMS


_SEGMENT = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789_.-", min_size=1, max_size=12).filter(
    lambda s: s not in (".", "..")
)
_NAME = _SEGMENT.filter(lambda s: s[0].isalnum())  # "-x" would read as an option, not a path
_ABSOLUTE = st.lists(_SEGMENT, min_size=1, max_size=4).map(lambda parts: "/" + "/".join(parts))
# Every place a path can hide in a cmake command line: an option's own value (glued or not),
# a -D value, and the compiler or linker flags inside a -D value.
_FORMS = st.sampled_from(
    [
        ["-S", "{p}", "-B", "build"],
        ["-S{p}", "-B", "build"],
        ["-S", ".", "-B{p}"],
        ["-S", ".", "-B", "build", "--install-prefix={p}"],
        ["-S", ".", "-B", "build", "-DVAR={p}"],
        ["-S", ".", "-B", "build", "-DVAR:PATH={p}"],
        ["-S", ".", "-B", "build", "-D", "VAR={p}"],
        ["-S", ".", "-B", "build", "-DMY_PATH=x;{p}"],
        ["-S", ".", "-B", "build", "-DCMAKE_C_FLAGS={p}"],
        ["-S", ".", "-B", "build", "-DCMAKE_C_FLAGS=-I{p}"],
        ["-S", ".", "-B", "build", "-DCMAKE_C_FLAGS=-isystem{p}"],
        ["-S", ".", "-B", "build", "-DCMAKE_C_FLAGS=@{p}"],
        ["-S", ".", "-B", "build", "-DCMAKE_EXE_LINKER_FLAGS=-L{p}"],
        ["-S", ".", "-B", "build", "-DCMAKE_EXE_LINKER_FLAGS=-Wl,-rpath,{p}"],
        ["-S", ".", "-B", "build", "-DCMAKE_C_FLAGS=--sysroot={p}"],
    ]
)


@given(path=_ABSOLUTE, form=_FORMS)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_property_any_absolute_path_in_any_option_form_is_refused(wd, path, form):
    with pytest.raises(ToolError) as info:
        command_guard.check_command(wd, ["cmake", *(w.format(p=path) for w in form)])
    assert info.value.error_type == "permission_denied"


@given(parts=st.lists(_NAME, min_size=1, max_size=4), form=_FORMS)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_property_relative_paths_inside_are_allowed(wd, parts, form):
    relative = "/".join(parts)
    if is_credential_path(relative) or relative.startswith("."):
        return  # credential names and .xbuild have their own rules
    if relative.split("/")[0] in ("src", "CMakeLists.txt", "link_out", "file_out"):
        return  # the project's own files are not a build directory; links lead out
    if "@" in "".join(form):
        return  # a response file is refused wherever it is (its options would go unchecked)
    command_guard.check_command(wd, ["cmake", *(w.format(p=relative) for w in form)])


# --- run_command for real -----------------------------------------------------------------


def test_run_command_runs_without_a_shell_and_puts_the_exit_code_first(ws):
    done = ws.run_command("mkdir -p build/sub")
    assert done.exit_code == 0 and (ws.workdir / "build" / "sub").is_dir()
    assert done.text.splitlines()[0] == "[exit=0]"  # rendered from the field
    failed = ws.run_command("ls no-such-dir")
    assert failed.exit_code not in (0, None) and failed.text.splitlines()[0] == f"[exit={failed.exit_code}]"


def test_run_command_environment_has_toolchain_but_no_secrets(wd, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-must-not-leak")
    (wd / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.16)\nproject(env NONE)\n"
        'message("key=[$ENV{OPENAI_API_KEY}]")\nmessage("tc=$ENV{CMAKE_TOOLCHAIN_FILE}")\n'
        'message("gen=$ENV{CMAKE_GENERATOR}")\n'
    )
    out = Workspace.create(wd, sandbox="off").run_command("cmake -S . -B build").text
    assert "key=[]" in out and "sk-must-not-leak" not in out
    assert "gen=Ninja" in out
    # absolute in the environment; the text shows the workdir as a placeholder
    assert "tc=<workdir>/.xbuild/aarch64-linux-musl/toolchain.cmake" in out


def test_workspace_dispatches_and_rejects_unknown_tools(ws):
    assert "src/main.c" in ws.call("list_files", {})["content"]
    assert ws.call("delete_everything", {})["error_type"] == "unknown_tool"
    assert ws.call("read_file", '{"path": "src/main.c"}')["ok"]  # raw JSON text, as the model sends it


# --- process runner ---------------------------------------------------------------------


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    return "\nState:\tZ" not in state  # a zombie waiting for its reaper is dead


SPAWNER = """
import subprocess, sys, time
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
open("grandchild.pid", "w").write(str(child.pid))
print("spawned", flush=True)
time.sleep(60)
"""


def test_timeout_kills_the_whole_process_group(tmp_path):
    result = process_runner.run_process([sys.executable, "-c", SPAWNER], workdir=tmp_path, timeout_s=2)
    assert result.timed_out and result.exit_code is None
    assert result.text.splitlines()[0] == "[timeout after 2s]"
    assert "spawned" in result.text
    grandchild = int((tmp_path / "grandchild.pid").read_text())
    for _ in range(50):  # SIGKILL is delivered asynchronously
        if not _alive(grandchild):
            break
        time.sleep(0.05)
    assert not _alive(grandchild)


def test_verification_steps_that_hang_are_killed_with_their_children(ws):
    outcome = verify.Checker(ws, timeout_s=1).run([sys.executable, "-c", SPAWNER])
    assert not outcome.succeeded and outcome.timed_out and outcome.exit_code is None
    assert "spawned" in outcome.output and "超时" in verify.Checker.tail(outcome)
    grandchild = int((ws.workdir / "grandchild.pid").read_text())
    for _ in range(50):
        if not _alive(grandchild):
            break
        time.sleep(0.05)
    assert not _alive(grandchild)


def test_huge_output_keeps_the_tail_and_the_full_log(tmp_path):
    code = "for i in range(20000): print('line', i)\nimport sys; sys.exit(3)"
    result = process_runner.run_process([sys.executable, "-c", code], workdir=tmp_path)
    lines = result.text.splitlines()
    assert result.exit_code == 3 and lines[0] == "[exit=3]"
    assert result.truncated and result.total_lines == 20000
    assert "前 19900 行已省略" in lines[1] and ".xbuild/logs/cmd-0001.log" in lines[1]
    assert lines[-1] == "line 19999" and len(lines) == 102
    assert len(result.text) < process_runner.TAIL_CHARS + 300
    log_page = read_file(tmp_path, result.log_path, offset=20000)
    assert log_page.splitlines() == ["[第 20000-20000 行，共 20000 行，已是最后一页]", "line 19999"]


def test_long_lines_respect_the_character_cap_and_logs_are_numbered(tmp_path):
    code = "print('a' * 50000); print('end')"
    first = process_runner.run_process([sys.executable, "-c", code], workdir=tmp_path)
    assert len(first.text) < process_runner.TAIL_CHARS + 300 and first.text.endswith("end")
    second = process_runner.run_process(["ls"], workdir=tmp_path)
    assert (first.log_path, second.log_path) == (".xbuild/logs/cmd-0001.log", ".xbuild/logs/cmd-0002.log")
    assert not list((tmp_path / ".xbuild" / "logs").glob(".*partial"))


def test_missing_program_is_a_tool_error(tmp_path):
    with pytest.raises(ToolError) as info:
        process_runner.run_process(["definitely-not-a-program-xyz"], workdir=tmp_path)
    assert info.value.error_type == "not_found"


# --- tool specs and knowledge --------------------------------------------------------------


def test_tool_specs_match_functions_and_hide_the_workdir(ws):
    assert [s["name"] for s in TOOL_SPECS] == list(ws.tools)
    for spec in TOOL_SPECS:
        jsonschema.Draft202012Validator.check_schema(spec["parameters"])
        assert "workdir" not in spec["parameters"]["properties"]
        assert "不" in spec["description"]  # each says when NOT to use it
    assert all(t.definition()["type"] == "function" for t in ws.tools.values())
    described = next(s["description"] for s in TOOL_SPECS if s["name"] == "run_command")
    assert all(program in described for program in command_guard.ALLOWED_PROGRAMS)


@pytest.mark.parametrize(
    "query, expected",
    [
        ("Could NOT find ZLIB (missing: ZLIB_LIBRARY ZLIB_INCLUDE_DIR)", "missing-cross-dependency"),
        ('Could not find a package configuration file provided by "minicrc"', "missing-cross-dependency"),
        ("Compatibility with CMake < 3.5 has been removed from CMake.", "cmake-minimum-too-old"),
        (
            "ld.lld: error: /usr/lib/x86_64-linux-gnu/libz.so is incompatible with aarch64linux",
            "host-library-linked",
        ),
        ('Could not find toolchain file: ".xbuild/zig.cmake"', "relative-toolchain-path"),
        (
            "Manually-specified variables were not used by the project: CMAKE_TOOLCHAIN_FILE",
            "stale-build-dir",
        ),
        ("产物架构不对，是 x86-64 程序", "stale-build-dir"),
        ("第一次构建很慢", "cold-zig-cache"),
    ],
)
def test_knowledge_finds_the_fix_for_real_errors(query, expected):
    assert knowledge.search(query)[0].id == expected
    assert knowledge.search_text(query).startswith("[1] ")


def test_knowledge_tokenizer_and_bad_queries():
    assert knowledge.tokenize("交叉编译 CMAKE_TOOLCHAIN_FILE") == [
        "交叉",
        "叉编",
        "编译",
        "cmake_toolchain_file",
        "cmake",
        "toolchain",
        "file",
    ]
    assert "没有相关条目" in knowledge.search_text("zzqqxx")
    with pytest.raises(ToolError):
        knowledge.search_text("   ")
    assert 15 <= len(knowledge.ENTRIES) <= 30
    assert len({e.id for e in knowledge.ENTRIES}) == len(knowledge.ENTRIES)


def test_parallel_runs_in_one_workdir_get_distinct_complete_logs(tmp_path):
    from concurrent.futures import ThreadPoolExecutor

    code = "import sys; print('run', sys.argv[1])"
    with ThreadPoolExecutor(4) as pool:
        results = list(
            pool.map(
                lambda n: process_runner.run_process([sys.executable, "-c", code, str(n)], workdir=tmp_path),
                range(8),
            )
        )
    logs = sorted(r.log_path for r in results)
    assert logs == [f".xbuild/logs/cmd-{n:04d}.log" for n in range(1, 9)]
    contents = sorted((tmp_path / r.log_path).read_text() for r in results)
    assert contents == sorted(f"run {n}\n" for n in range(8))
    assert not list((tmp_path / ".xbuild" / "logs").glob(".*"))


def test_honest_limit_a_cmake_script_can_still_read_outside(ws):
    """The guards check command lines, not what CMake does when it runs a script the model
    wrote. This test documents the limit (the source article's 4.11): it is not a sandbox."""
    wd = ws.workdir
    outside = wd.parent / "workdir-backup" / "secret.txt"
    write_file(
        wd,
        "CMakeLists.txt",
        "cmake_minimum_required(VERSION 3.16)\nproject(leak NONE)\n"
        f'file(READ "{outside.as_posix()}" text)\nmessage(STATUS "read: ${{text}}")\n',
    )
    done = ws.run_command("cmake -S . -B build")
    assert done.exit_code == 0 and "read: outside" in done.output
    with pytest.raises(ToolError):  # while the same read through a tool is refused
        read_file(wd, "../workdir-backup/secret.txt")


def test_copy_project_copies_every_source_file(tmp_path):
    from lab_code.agent.projects import PROJECTS, copy_project, project_source

    for name in PROJECTS:
        source = project_source(name)
        wanted = sorted(p.relative_to(source).as_posix() for p in source.rglob("*") if p.is_file())
        dest = copy_project(name, tmp_path / name)
        assert sorted(p.relative_to(dest).as_posix() for p in dest.rglob("*") if p.is_file()) == wanted
        assert (dest / "expected_output.txt").is_file()
    assert os.access(tmp_path / "traps" / "build-arm.sh", os.X_OK)
    with pytest.raises(ValueError, match="不是空的"):
        copy_project("hello_lib", tmp_path / "traps")
    with pytest.raises(ValueError, match="hello_lib"):
        copy_project("zlib", tmp_path / "new")


@pytest.mark.parametrize(
    "name, arguments, words",
    [
        ("run_command", {"command": "ls", "timeout_s": 99999}, "timeout_s"),
        ("run_command", {"command": "ls", "progress": "print"}, "progress"),
        ("read_file", {"file": "a.c"}, "file"),
        ("read_file", {}, "path"),
        ("search_knowledge", {"query": "x", "k": 100}, "k"),
        ("read_file", {"path": "a.c", "offset": "3"}, "offset"),
    ],
)
def test_workspace_accepts_only_the_parameters_the_model_was_shown(ws, name, arguments, words):
    result = ws.call(name, arguments)
    assert result["error_type"] == "invalid_arguments" and words in result["message"], result


def test_machine_paths_in_output_become_placeholders(ws):
    wd = ws.workdir
    out = ws.run_command("cmake -S . -B build -DCMAKE_TOOLCHAIN_FILE=missing.cmake").text
    assert "<workdir>/" in out or "<cmake>/" in out
    assert str(wd) not in out and str(wd.resolve()) not in out
    assert "site-packages" not in out


needs_bwrap = pytest.mark.skipif(
    not sandbox.available(), reason="bubblewrap 不可用（apt-get install bubblewrap），沙箱测试跳过"
)


@needs_bwrap
def test_sandbox_closes_the_honest_limit(wd):
    outside = wd.parent / "workdir-backup" / "secret.txt"
    write_file(
        wd,
        "CMakeLists.txt",
        "cmake_minimum_required(VERSION 3.16)\nproject(leak NONE)\n"
        f'file(READ "{outside.as_posix()}" text)\nmessage(STATUS "read: ${{text}}")\n',
    )
    done = Workspace.create(wd, sandbox="on").run_command("cmake -S . -B build")
    out = done.text
    assert done.exit_code == 1 and "read: outside" not in out
    assert "file failed to open for reading" in out and "CMakeLists.txt:3 (file)" in out


@needs_bwrap
@pytest.mark.parametrize("path", ["/etc/hostname", "/usr/include/stdio.h"])
def test_sandbox_hides_host_configuration_and_headers(wd, path):
    write_file(
        wd,
        "CMakeLists.txt",
        "cmake_minimum_required(VERSION 3.16)\nproject(probe NONE)\n"
        f'if(EXISTS "{path}")\n  message(STATUS "visible")\nelse()\n'
        '  message(STATUS "hidden")\nendif()\n',
    )
    assert "hidden" in Workspace.create(wd, sandbox="on").run_command("cmake -S . -B build").text
    assert (
        "visible" in Workspace.create(wd, sandbox="off").run_command("cmake -S . -B build2").text
        or not Path(path).exists()
    )


@needs_bwrap
def test_timeout_also_ends_processes_inside_the_sandbox(wd):
    space = Workspace.create(wd, sandbox="on")
    marker = "61.4321"  # a unique command line to look for afterwards
    argv = space.argv_for(["sleep", marker])
    result = process_runner.run_process(argv, workdir=wd, timeout_s=1)
    assert result.timed_out
    for _ in range(50):
        left = subprocess.run(["pgrep", "-f", f"sleep {marker}"], capture_output=True, text=True).stdout
        if not left:
            break
        time.sleep(0.05)
    assert left == ""
