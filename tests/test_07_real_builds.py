"""What real CMake projects do to a cross-build agent (issue 27), one small project per failure class.

Each test plants the situation a real project produced -- a dependency that built while the
project's own link failed, a configure step that edits its source tree, an install that ignores
``--prefix``, a command cut off by its time limit, a Windows resource file -- in a project of a
few lines, so it runs in CI in seconds (aarch64 and Windows runtimes warm, as ``.ci/run`` makes
them). The real projects themselves are the benchmark's (``python -m lab_code.evals real``).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from lab_code.agent.crossbuild import run_crossbuild
from lab_code.agent.library_verify import verify_library
from lab_code.agent.live import LiveTrace
from lab_code.agent.tools import Workspace
from lab_code.agent.trace import Trace
from lab_code.wire.messages import ScriptedModel, assistant_calls, assistant_text, tool_call
from lab_code.workspace import sandbox, workdir_layout

pytestmark = pytest.mark.toolchain
TARGET = "aarch64-linux-musl"
SYSROOT = workdir_layout.sysroot_relative(TARGET)
MODES = ["on", "off"] if sandbox.available() else ["off"]


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def digest(root: Path, names) -> dict[str, str]:
    return {n: hashlib.sha256((root / n).read_bytes()).hexdigest() for n in names}


# The shape of issue 27's point 1: a vendored dependency under deps/ that builds and installs,
# and the project's own program, whose link fails.
WITH_DEP = {
    "deps/minidep/CMakeLists.txt": (
        "cmake_minimum_required(VERSION 3.16)\nproject(minidep C)\nadd_library(minidep STATIC dep.c)\n"
        "install(TARGETS minidep ARCHIVE DESTINATION lib)\ninstall(FILES dep.h DESTINATION include)\n"
    ),
    "deps/minidep/dep.c": "int dep_value(void) { return 7; }\n",
    "deps/minidep/dep.h": "int dep_value(void);\n",
    "CMakeLists.txt": (
        "cmake_minimum_required(VERSION 3.16)\nproject(app C)\nadd_library(applib STATIC app.c)\n"
        "add_executable(app main.c)\ntarget_link_libraries(app applib)\n"
    ),
    "app.c": "int app_value(void) { return 1; }\n",
    "main.c": "int not_defined_anywhere(void);\nint main(void) { return not_defined_anywhere(); }\n",
}
DEP_COMMANDS = [
    "cmake -S deps/minidep -B build-minidep",
    "cmake --build build-minidep",
    f"cmake --install build-minidep --prefix {SYSROOT}",
    "cmake -S . -B build",
    "cmake --build build",
]


def test_a_dependency_that_built_does_not_verify_a_project_whose_own_link_failed(tmp_path):
    """Planted exactly as issue 27's point 1: the verifier used to drop the build directory that
    would not rebuild and declare the run verified on the dependency's files."""
    workdir = write(tmp_path / "wd", WITH_DEP)
    calls = [
        assistant_calls(tool_call("run_command", {"command": c}, f"c{i}")) for i, c in enumerate(DEP_COMMANDS)
    ]
    model = ScriptedModel([*calls, assistant_text("依赖已经构建并安装，主项目也构建好了。")])
    result = run_crossbuild(workdir, model, TARGET, sandbox="auto")
    exits = [s.exit_code for s in result.steps]
    assert exits == [0, 0, 0, 0, 1], exits  # the dependency built; the project's own link did not
    assert result.stop_reason == "verification_failed", result.detail
    assert "构建目录 build 没有完成" in result.detail and "Linking C executable app" in result.detail
    assert (workdir / SYSROOT / "lib" / "libminidep.a").is_file()  # installed where it belongs


def test_the_verifier_builds_nothing_and_a_dependency_alone_is_not_the_projects_build(tmp_path):
    workdir = write(tmp_path / "wd", WITH_DEP)
    ws = Workspace.create(workdir, TARGET, sandbox="auto")
    for command in DEP_COMMANDS[:2]:
        assert ws.run_command(command).exit_code == 0
    only_dep = verify_library(ws)
    assert not only_dep.ok and "没有项目顶层" in only_dep.reason, only_dep.reason
    ws.write_file("main.c", "int main(void) { return 0; }\n")  # the model's edit: the build sees it
    assert ws.run_command("cmake -S . -B build").exit_code == 0  # configured, never built
    unbuilt = verify_library(ws)
    assert not unbuilt.ok and "还有 4 步没有完成" in unbuilt.reason, unbuilt.reason
    assert not list((workdir / "build").rglob("*.o")) and not (workdir / "build" / "app").exists()
    assert ws.run_command("cmake --build build").exit_code == 0
    done = verify_library(ws)
    assert done.ok and "验收没有编译任何东西" in done.reason, done.reason
    assert set(done.artifacts) == {"build/app", "build/libapplib.a", "build-minidep/libminidep.a"}


@pytest.mark.skipif(not sandbox.available(), reason="bubblewrap 不可用（apt-get install bubblewrap）")
def test_a_configure_step_that_edits_its_source_tree_works_and_the_originals_never_change(tmp_path):
    """zlib renames its zconf.h when it builds out of tree; the sandbox used to mount the sources
    read-only and that configure step failed with 'Read-only file system'."""
    files = {
        "CMakeLists.txt": (
            "cmake_minimum_required(VERSION 3.16)\nproject(z C)\n"
            "if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/zconf.h)\n"
            "  file(RENAME ${CMAKE_CURRENT_SOURCE_DIR}/zconf.h ${CMAKE_CURRENT_SOURCE_DIR}/zconf.h.included)\n"
            "endif()\nfile(WRITE ${CMAKE_CURRENT_SOURCE_DIR}/src/gen.h \"#define GEN 2\\n\")\n"
            "add_library(z STATIC src/z.c)\n"
        ),
        "zconf.h": "#define FROM_THE_SOURCE 1\n",
        "src/z.c": '#include "gen.h"\nint z(void) { return GEN; }\n',
    }
    workdir = write(tmp_path / "wd", files)
    before = digest(workdir, files)
    ws = Workspace.create(workdir, TARGET, sandbox="on")
    for command in ("cmake -S . -B build", "cmake --build build"):
        done = ws.run_command(command)
        assert done.exit_code == 0, done.text
    assert digest(workdir, files) == before and not (workdir / "src" / "gen.h").exists()
    # the model's own edit reaches the build's copy: the next build compiles it
    ws.write_file("src/z.c", '#include "gen.h"\nint z(void) { return GEN + 1; }\n')
    rebuilt = ws.run_command("cmake --build build")
    assert "Building C object" in rebuilt.text and verify_library(ws).ok
    assert ws.run_command("rm -rf build").exit_code == 0  # the run's own folder is the real one


@pytest.mark.parametrize("mode", MODES)
def test_an_install_lands_in_the_sysroot_or_nowhere_with_or_without_the_sandbox(tmp_path, mode):
    """A hostile install() to an absolute path, and install folders fixed at configure time (zlib's
    INSTALL_LIB_DIR): with --sandbox off the first used to write into the host, the second into
    /usr/local (and with the sandbox on, into a throw-away one, so the run went round in circles)."""
    outside = tmp_path / "outside" / "planted.txt"
    files = {
        "CMakeLists.txt": (
            "cmake_minimum_required(VERSION 3.16)\nproject(inst C)\nadd_library(inst STATIC inst.c)\n"
            'set(INSTALL_LIB_DIR "${CMAKE_INSTALL_PREFIX}/lib" CACHE PATH "fixed at configure time")\n'
            "install(TARGETS inst ARCHIVE DESTINATION ${INSTALL_LIB_DIR})\n"
            f'install(FILES inst.c DESTINATION "{outside.parent}" RENAME planted.txt)\n'
        ),
        "inst.c": "int inst(void) { return 3; }\n",
    }
    workdir = write(tmp_path / "wd", files)
    ws = Workspace.create(workdir, TARGET, sandbox=mode)
    for command in ("cmake -S . -B build", "cmake --build build"):
        assert ws.run_command(command).exit_code == 0
    installed = ws.run_command(f"cmake --install build --prefix {SYSROOT}")
    assert not outside.exists() and not outside.parent.exists()
    assert "程序没有安装这些文件" in installed.text and str(outside) in installed.text
    assert (workdir / SYSROOT / "lib" / "libinst.a").is_file()
    assert not workdir_layout.stage_dir(workdir, TARGET).exists() or not any(
        workdir_layout.stage_dir(workdir, TARGET).iterdir()
    )


def test_a_timed_out_command_is_a_time_out_in_the_live_line_the_trace_and_the_knowledge_search(tmp_path):
    """Issue 27: a command stopped by its limit was printed '→ ok  300504 ms' and counted as no failure."""
    workdir = write(
        tmp_path / "wd",
        {
            "CMakeLists.txt": "cmake_minimum_required(VERSION 3.16)\nproject(slow NONE)\nexecute_process(COMMAND sleep 30)\n"
        },
    )
    lines: list[str] = []
    trace = Trace(tmp_path / "runs.db")
    model = ScriptedModel(
        [
            assistant_calls(tool_call("run_command", {"command": "cmake -S . -B build"}, "c1")),
            assistant_text("好了"),
        ]
    )
    result = run_crossbuild(
        workdir,
        model,
        TARGET,
        sandbox="off",
        timeout_s=2,
        trace=trace,
        observer=LiveTrace(lines.append),
        verify=False,
    )
    step = result.steps[0]
    assert step.error_type == "timeout" and step.knowledge_hits >= 1
    assert any("→ ✗ timeout" in line for line in lines), lines
    assert json.loads(json.dumps(step.result["knowledge_hits"]))[0]["id"] == "command-timeout"
    (row,) = trace.steps(result.run_id)
    assert row["error_type"] == "timeout"
    failures = {r["tool"]: r["failures"] for r in trace.summary([result.run_id])["failures_per_tool"]}
    assert failures == {"run_command": 1}


def test_windows_resource_files_are_compiled_by_zig_rc_in_both_syntaxes(tmp_path):
    """CMake's own rc rule, and a windres command line written by the project (zlib on MinGW)."""
    files = {
        "CMakeLists.txt": (
            "cmake_minimum_required(VERSION 3.16)\nproject(res C RC)\n"
            "add_custom_command(OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/byhand.obj COMMAND ${CMAKE_RC_COMPILER}"
            " -D GCC_WINDRES -I ${CMAKE_CURRENT_SOURCE_DIR} -o ${CMAKE_CURRENT_BINARY_DIR}/byhand.obj"
            " -i ${CMAKE_CURRENT_SOURCE_DIR}/byhand.rc)\n"
            "add_executable(app main.c app.rc ${CMAKE_CURRENT_BINARY_DIR}/byhand.obj)\n"
        ),
        "main.c": "int main(void) { return 0; }\n",
        "app.rc": "1 VERSIONINFO\nFILEVERSION 1,2,3,4\nBEGIN\nEND\n",
        "byhand.rc": "#ifdef GCC_WINDRES\n2 VERSIONINFO\nFILEVERSION 5,6,7,8\nBEGIN\nEND\n#endif\n",
    }
    workdir = write(tmp_path / "wd", files)
    # Without the sandbox: zig builds its resource compiler on first use, once into the shared
    # cache; a sandboxed workdir would build it into its own layer (minutes, every new workdir).
    ws = Workspace.create(workdir, "x86_64-windows-gnu", sandbox="off")
    for command in ("cmake -S . -B build", "cmake --build build"):
        done = ws.run_command(command)
        assert done.exit_code == 0, done.text
    assert (workdir / "build" / "app.exe").read_bytes()[:2] == b"MZ"
    assert (workdir / "build" / "byhand.obj").read_bytes()[:2] == b"\x64\x86"  # COFF, x86-64
    assert (workdir / "build" / "CMakeFiles" / "app.dir" / "app.rc.obj").read_bytes()[:2] == b"\x64\x86"


def test_a_rebuild_that_gets_further_is_no_circle_but_the_same_answer_three_times_is():
    """Issue 27's runs rebuilt after each repair (-Werror off, then lld's version-script flag):
    the third 'cmake --build build' stopped the run although every rebuild got further."""
    from lab_code.agent.stop_policy import StopPolicy, call_key

    policy, key = StopPolicy(3), call_key("run_command", {"command": "cmake --build build"})
    for step in ("[1/85] … error: -Werror", "[16/85] … version script", "[85/85] Linking"):
        assert policy.before_call(key) is None
        policy.after_call(key, {"ok": True, "exit_code": 1, "content": step, "log_path": "x"})
    stuck = StopPolicy(3)
    for n in range(2):
        assert stuck.before_call(key) is None
        log = f".xbuild/logs/cmd-000{n}.log"  # a new log file each time is not a new answer
        stuck.after_call(
            key, {"ok": True, "exit_code": 1, "content": f"same error, see {log}", "log_path": log}
        )
    assert stuck.before_call(key) == "repeated_calls"


def test_the_command_line_takes_a_time_limit_and_defines_checked_like_the_models(
    tmp_path, monkeypatch, capsys
):
    from lab_code.agent import __main__ as cli

    seen = {}

    def fake_run(workdir, model, target, config):
        seen.update(timeout=config.timeout_s, defines=config.defines, sandbox=config.sandbox)
        raise KeyboardInterrupt  # ends the command line at once, as Ctrl-C would

    monkeypatch.setattr(cli, "run_crossbuild", fake_run)
    project = write(tmp_path / "p", {"CMakeLists.txt": "project(p C)\n"})
    db = str(tmp_path / "runs.db")
    code = cli.main(
        [str(project), "--db", db, "--timeout", "900", "-D", "BUILD_TESTING=OFF", "--sandbox", "off"]
    )
    assert code == 130 and seen == {"timeout": 900.0, "defines": ("BUILD_TESTING=OFF",), "sandbox": False}
    assert "只有命令行护栏挡在构建和这台机器之间" in capsys.readouterr().err
    assert cli.main([str(project), "--db", db, "-D", "CMAKE_C_COMPILER=/usr/bin/gcc"]) == 2
    assert "不在允许的 CMake 变量里" in capsys.readouterr().err
    assert cli.main([str(project), "--db", db, "-D", "X=$(id)"]) == 2
    assert "shell" in capsys.readouterr().err
    assert cli.main([str(project), "--db", db, "--timeout", "0"]) == 2
    assert "--timeout 要在" in capsys.readouterr().err


def test_a_dry_run_counts_unfinished_work_but_not_commands_that_run_on_every_build():
    """zstd's manpage targets (add_custom_target(zstd.1 ALL …)) run on every build: ninja names
    them by their stamp CMakeFiles/zstd.1. A compile, a link or CMake running again is work left."""
    from lab_code.agent.build_state import pending_steps, project_root

    dry_run = "\n".join(
        [
            "ninja explain: output programs/CMakeFiles/zstd.1 doesn't exist",
            "[1/3] Copying manpage zstd.1",
            "ninja explain: output CMakeFiles/app.dir/main.c.o doesn't exist",
            "[2/3] Building C object CMakeFiles/app.dir/main.c.o",
            "[3/3] Linking C executable app",
        ]
    )
    assert [p.text for p in pending_steps(dry_run)] == [
        "Building C object CMakeFiles/app.dir/main.c.o",
        "Linking C executable app",
    ]
    assert pending_steps("ninja: no work to do.") == []
    root = Path(__file__).resolve().parents[1] / "lab_code" / "evals" / "vendor"
    assert project_root(root / "zstd") == root / "zstd" / "build" / "cmake"
    assert project_root(root / "expat") == root / "expat" / "expat"


def test_an_install_never_writes_through_a_link_a_build_planted_in_the_sysroot(tmp_path):
    """The program moves staged files as whoever runs it (root, often): a sysroot/lib that a build
    turned into a link to a folder outside must not receive them."""
    from lab_code.workspace.command_result import CommandResult
    from lab_code.workspace.install_stage import staged_install

    workdir, outside = tmp_path / "wd", tmp_path / "outside"
    outside.mkdir()
    sysroot = workdir_layout.sysroot_dir(workdir, TARGET)
    sysroot.mkdir(parents=True)
    (sysroot / "lib").symlink_to(outside)

    def install(env):  # what `cmake --install` would have written under DESTDIR
        staged = Path(env["DESTDIR"] + str(sysroot.resolve()))
        (staged / "lib").mkdir(parents=True)
        (staged / "lib" / "libx.a").write_text("x")
        (staged / "include").mkdir()
        (staged / "include" / "x.h").write_text("int x(void);\n")
        return CommandResult(0, "-- Installing", timeout_s=300)

    done = staged_install(install, {}, workdir.resolve(), TARGET)
    assert not any(outside.iterdir()) and (sysroot / "include" / "x.h").is_file()
    assert "程序没有安装这些文件" in done.text and "/lib/libx.a" in done.text


def test_cmakes_own_scratch_projects_are_not_the_agents_build_directories(tmp_path):
    """A configure step stopped by its time limit leaves CMakeFiles/CMakeScratch/TryCompile-*/ with
    a CMakeCache.txt: it was judged an unfinished build dir of the agent (zlib-ng, Windows)."""
    from lab_code.agent.build_state import agent_build_dirs

    scratch = tmp_path / "build" / "CMakeFiles" / "CMakeScratch" / "TryCompile-abc"
    scratch.mkdir(parents=True)
    (scratch / "CMakeCache.txt").write_text("# CMake's own\n")
    (tmp_path / "build" / "CMakeCache.txt").write_text("# the agent's\n")
    assert agent_build_dirs(tmp_path) == [tmp_path / "build"]
