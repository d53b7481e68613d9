"""Lesson 07's hardening, piece by piece: special files and impossible names, the process tree,
the project's own files, redaction everywhere, the pipeline a second front-end reuses, the trace's
failure modes and the sandbox's mounts. (The attack corpus in ``test_07_attacks.py`` runs
whole attacks; these tests pin each mechanism.)"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import socket
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from lab_code.agent.live import LiveTrace, summary_lines
from lab_code.agent.loop import AgentLoop
from lab_code.agent.tools import Workspace
from lab_code.agent.trace import Trace, TraceError
from lab_code.mcp.toolbox import AgentToolbox
from lab_code.running.pipeline import Pipeline, RunStopped
from lab_code.running.tool import Tool
from lab_code.wire.messages import ScriptedModel, assistant_calls, assistant_text, tool_call
from lab_code.wire.tool_results import ToolError
from lab_code.workspace import process_tree, sandbox
from lab_code.workspace.process_runner import run_process, run_to_file
from lab_code.workspace.redaction import Redactor
from lab_code.workspace.workdir_files import list_files, read_file, write_file
from lab_code.workspace.workdir_layout import is_protected
from lab_code.workspace.workdir_scan import scan_workdir

SECRET = "hunter2-" + "q" * 16
KEY = "sk-proj-" + "K" * 32


@pytest.fixture()
def wd(tmp_path: Path) -> Path:
    root = tmp_path / "workdir"
    (root / "src").mkdir(parents=True)
    (root / "src" / "main.c").write_text("int main(void){return 0;}\n")
    (root / "CMakeLists.txt").write_text("cmake_minimum_required(VERSION 3.16)\nproject(x NONE)\n")
    (tmp_path / "outside.txt").write_text(f"OUTSIDE {SECRET}\n")
    return root


# --- special files and impossible names --------------------------------------------------


def test_a_fifo_is_refused_without_blocking(wd):
    os.mkfifo(wd / "pipe.txt")  # no writer: a plain open() would wait forever
    with pytest.raises(ToolError, match="不是普通文件") as info:
        read_file(wd, "pipe.txt")
    assert info.value.error_type == "permission_denied"


def test_a_socket_and_a_device_are_refused(wd):
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(wd / "agent.sock"))
    with pytest.raises(ToolError) as info:
        read_file(wd, "agent.sock")
    sock.close()
    assert info.value.error_type == "permission_denied"
    if os.geteuid() == 0:  # only root may create a device node: a /dev/zero inside the workdir
        os.mknod(wd / "zero", 0o600 | stat.S_IFCHR, os.makedev(1, 5))
        with pytest.raises(ToolError, match="不是普通文件"):
            read_file(wd, "zero")


def test_a_hard_link_to_a_file_outside_is_not_read(wd):
    os.link(wd.parent / "outside.txt", wd / "notes.txt")
    with pytest.raises(ToolError, match="硬链接") as info:
        read_file(wd, "notes.txt")
    assert SECRET not in info.value.message


@pytest.mark.parametrize(
    "call",
    [
        lambda wd: read_file(wd, "src/\ud800.c"),
        lambda wd: write_file(wd, "src/\udcff.c", "x"),
        lambda wd: list_files(wd, "\ud800"),
        lambda wd: read_file(wd, "a" * 300),
        lambda wd: write_file(wd, "b" * 300, "x"),
        lambda wd: write_file(wd, "src/main.c/x.c", "x"),
        lambda wd: write_file(wd, "src/ok.c", "int \udc80;"),
    ],
)
def test_impossible_names_are_tool_errors_with_a_reason_not_crashes(wd, call):
    with pytest.raises(ToolError) as info:
        call(wd)
    assert str(wd) not in info.value.message  # no absolute machine path either
    assert sorted(p.name for p in (wd / "src").iterdir()) == ["main.c"]  # nothing half-written


def test_names_that_are_not_utf8_are_listed_as_escapes(wd):
    os.mkdir(os.fsencode(wd) + b"/odd-\xff")
    listing = list_files(wd)
    assert "odd-\\xff/" in listing
    listing.encode("utf-8")  # nothing that cannot be sent to a model


# --- the process tree ----------------------------------------------------------------------

ESCAPER = "import os, subprocess; subprocess.Popen(['setsid', 'sleep', '{mark}'])"


def _alive_with(mark: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if mark.encode() in (entry / "cmdline").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


def test_a_child_that_left_the_group_dies_with_the_command(tmp_path):
    mark = "4242.71"
    result = run_process([sys.executable, "-c", ESCAPER.format(mark=mark)], workdir=tmp_path)
    assert result.exit_code == 0
    assert _alive_with(mark) == []
    zombies = [
        p for p in process_tree.children_now() if "Z" in Path(f"/proc/{p}/stat").read_text().split()[2]
    ]
    assert zombies == []


def test_limits_reach_the_child_and_output_is_capped(tmp_path):
    code = "import resource; print(resource.getrlimit(resource.RLIMIT_CPU), resource.getrlimit(resource.RLIMIT_CORE))"
    assert run_process([sys.executable, "-c", code], workdir=tmp_path).text.endswith("(900, 900) (0, 0)")
    flood = run_process(["head", "-c", "3000000", "/dev/zero"], workdir=tmp_path, max_output_bytes=1_000_000)
    assert flood.capped and (tmp_path / flood.log_path).stat().st_size == 1_000_000
    assert "超过" in flood.text


def test_a_long_command_gives_signs_of_life(tmp_path):
    beats: list[float] = []
    done = run_to_file(
        [sys.executable, "-c", "import time; time.sleep(0.5)"],
        cwd=tmp_path,
        log=tmp_path / "log",
        heartbeat=beats.append,
        heartbeat_s=0.1,
    )
    assert done.exit_code == 0 and beats and beats == sorted(beats)


# --- the project's own files ----------------------------------------------------------------


def test_originals_are_protected_but_what_the_run_made_is_not(wd):
    (wd / "build").mkdir()
    (wd / "build" / "CMakeCache.txt").write_text("# left by someone\n")  # a build dir, not source
    ws = Workspace.create(wd, sandbox="off")
    for refused in ("rm src/main.c", "rm -rf src", "mv CMakeLists.txt x", "cp src/main.c CMakeLists.txt"):
        assert ws.call("run_command", {"command": refused})["error_type"] == "permission_denied", refused
    ws.run_command("cmake -E touch notes.txt")
    assert ws.run_command("rm notes.txt").exit_code == 0 and not (wd / "notes.txt").exists()
    assert ws.run_command("rm -rf build").exit_code == 0  # the old build dir may go
    assert is_protected(".") and is_protected(".xbuild/logs") and not is_protected(".xbuild/x/sysroot/lib")
    assert scan_workdir(wd).originals.touches("src")


# --- redaction and the pipeline -----------------------------------------------------------------


def test_secrets_are_redacted_in_results_logs_and_trace(wd, tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    (wd / ".env").write_text(f"DB_PASSWORD={SECRET}\n")
    (wd / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.16)\nproject(x NONE)\n"
        f'message("key {KEY} and {SECRET}")\n'  # a build script printing what it found
    )
    ws = Workspace.create(wd, sandbox="off")
    result = ws.call("run_command", {"command": "cmake -S . -B build"})
    assert (
        KEY not in json.dumps(result)
        and SECRET not in json.dumps(result)
        and "<redacted>" in result["content"]
    )
    logs = "".join(p.read_text() for p in (wd / ".xbuild" / "logs").iterdir())
    assert KEY not in logs and SECRET not in logs  # the full log on disk too
    trace = Trace(tmp_path / "runs.db")
    replies = [
        assistant_calls(tool_call("run_command", {"command": f"cmake -E echo {SECRET}"}, "c1")),
        assistant_text(f"done, the key is {KEY}"),
    ]
    run = AgentLoop(ScriptedModel(replies), ws.tools, trace=trace, redact=ws.redactor).run([])
    dump = json.dumps([trace.runs(), trace.steps(run.run_id)], ensure_ascii=False) + run.final_text
    assert KEY not in dump and SECRET not in dump


def test_a_model_error_quoting_the_key_is_redacted_for_the_trace_and_the_cli(tmp_path):
    class Failing:
        name = "failing"

        def next_message(self, messages, tools):
            raise RuntimeError(f"Error code: 401 - Incorrect API key provided: {KEY}")

    trace = Trace(tmp_path / "runs.db")
    lines: list[str] = []
    run = AgentLoop(Failing(), {}, trace=trace, redact=Redactor([KEY]), observer=LiveTrace(lines.append)).run(
        []
    )
    assert run.stop_reason == "model_error"
    shown = "\n".join(summary_lines(run)) + json.dumps(trace.runs())
    assert KEY not in shown and "<redacted>" in shown


def test_the_pipeline_serves_a_second_front_end_with_the_same_rules(wd):
    ws = Workspace.create(wd, sandbox="off")
    # an MCP-style client sends parsed arguments; the model sends JSON text: one pipeline for both
    assert ws.call("read_file", {"path": "src/main.c"})["ok"]
    assert ws.call("read_file", '{"path": "../outside.txt"}')["error_type"] == "permission_denied"
    assert ws.call("read_file", {"path": "x", "mode": "all"})["error_type"] == "invalid_arguments"
    assert ws.call("no_such_tool", {})["error_type"] == "unknown_tool"
    # a parsed object is checked for what JSON text could not carry, not re-encoded
    assert (
        ws.call("read_file", {"path": "src/main.c", "offset": float("nan")})["error_type"] == "invalid_json"
    )
    assert ws.call("read_file", {"path": "src/\ud800.c"})["error_type"] == "invalid_json"
    assert ws.call("read_file", ["src/main.c"])["error_type"] == "invalid_json"
    broken = Tool("broken", lambda: "x", {"type": "object", "properties": "not a dict"})
    with pytest.raises(RunStopped):  # a broken schema is our bug: the caller must stop
        Pipeline({"broken": broken}).call("broken", {})


def test_redaction_happens_on_every_path_mcp_included(wd, monkeypatch):
    """Refusals, tool failures and results alike leave redacted, however the call came in."""
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    (wd / "src" / "leak.txt").write_text(f"token {KEY}\n")
    box = AgentToolbox.open(wd, sandbox="off")
    for arguments in (
        {"path": "src/leak.txt"},  # a result
        {"path": f"src/{KEY}.c"},  # a not_found naming the path the model sent
        {"path": "src/leak.txt", "mode": KEY},  # a validation refusal quoting the value
        f'{{"path": "{KEY}"',  # text that does not parse
    ):
        result = box.call("read_file", arguments)
        assert KEY not in json.dumps(result), result
    assert "<redacted>" in box.call("read_file", {"path": "src/leak.txt"})["content"]


# --- the trace's failure modes ------------------------------------------------------------------


def test_a_corrupt_or_unwritable_trace_is_refused_before_any_tool_runs(tmp_path):
    corrupt = tmp_path / "corrupt.db"
    corrupt.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(TraceError, match="已损坏"):
        Trace(corrupt)
    (tmp_path / "a-file").write_text("x")
    with pytest.raises(TraceError, match="无法打开"):
        Trace(tmp_path / "a-file" / "runs.db")


@pytest.mark.skipif(not sandbox.available(), reason="bubblewrap 不可用：只读挂载需要它（root 能写只读文件）")
def test_a_read_only_trace_is_refused_with_the_reason(tmp_path):
    Trace(tmp_path / "runs.db").close()
    code = (
        "from lab_code.agent.trace import Trace, TraceError\n"
        f"try:\n    Trace({str(tmp_path / 'runs.db')!r})\nexcept TraceError as exc:\n    print(exc)\n"
    )
    binds = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"]  # everything, read-only
    proc = subprocess.run(
        ["bwrap", "--unshare-all", *binds, "--", sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])},
    )
    assert "只读" in proc.stdout or "无法打开" in proc.stdout, proc.stdout + proc.stderr


def test_a_locked_trace_stops_the_run_with_a_reason_after_the_tool_ran(tmp_path):
    db = tmp_path / "runs.db"
    trace = Trace(db, busy_s=0.3)
    ran: list[str] = []
    tools = {
        "work": Tool(
            "work",
            lambda path: ran.append(path) or "ok",
            {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
        )
    }
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another writer holds the lock for the whole run
    replies = [assistant_calls(tool_call("work", {"path": "a"}, "c1")), assistant_text("done")]
    run = AgentLoop(ScriptedModel(replies), tools, trace=trace).run([], task="locked")
    other.execute("ROLLBACK")
    assert run.stop_reason == "trace_error" and "锁住" in run.detail
    assert ran == [] or ran == ["a"]  # whether start_run or the step hit the lock first


def test_runs_of_dead_processes_are_marked_interrupted_on_open(tmp_path):
    db = tmp_path / "runs.db"
    trace = Trace(db)
    run_id = trace.start_run("killed", "rule", None)
    trace.db.execute("UPDATE run SET pid = 999999999 WHERE id = ?", (run_id,))  # no such process
    mine = trace.start_run("running", "rule", None)  # this process: still running, left alone
    trace.close()
    runs = {r["id"]: r["stop_reason"] for r in Trace(db).runs()}
    assert runs == {run_id: "interrupted", mine: None}


def test_ctrl_c_marks_the_run_interrupted(tmp_path):
    class Interrupting:
        name = "impatient"

        def next_message(self, messages, tools):
            raise KeyboardInterrupt

    trace = Trace(tmp_path / "runs.db")
    with pytest.raises(KeyboardInterrupt):
        AgentLoop(Interrupting(), {}, trace=trace).run([])
    assert trace.runs()[0]["stop_reason"] == "interrupted"


# --- the sandbox's mounts ----------------------------------------------------------------------


@pytest.mark.skipif(not sandbox.available(), reason="bubblewrap 不可用（apt-get install bubblewrap）")
def test_inside_the_sandbox_credentials_are_empty_and_sources_read_only(wd):
    (wd / ".env").write_text(f"DB_PASSWORD={SECRET}\n")
    (wd / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.16)\nproject(x NONE)\n"
        'file(READ .env s)\nmessage("env=[${s}]")\n'
        'file(WRITE src/planted.c "x")\n'
    )
    out = Workspace.create(wd, sandbox="on").run_command("cmake -S . -B build").text
    assert "env=[]" in out and SECRET not in out
    assert not (wd / "src" / "planted.c").exists() and "planted.c" in out  # CMake says it could not


# --- opening through a handle on the workdir ------------------------------------------------

from lab_code.workspace import dir_handle  # noqa: E402


@pytest.fixture(params=["openat2", "walk"])
def opener(request, monkeypatch):
    """Both ways of opening beneath a directory: the kernel's, and the portable walk."""
    if request.param == "openat2" and not dir_handle.uses_openat2():
        pytest.skip("这个内核没有 openat2")
    monkeypatch.setattr(dir_handle, "_has_openat2", request.param == "openat2")
    return request.param


def test_open_beneath_refuses_links_and_dotdot_on_the_way(wd, opener):
    (wd / "up").symlink_to("..")
    (wd / "src_link").symlink_to("src")
    with dir_handle.workdir_handle(wd) as handle:
        os.close(dir_handle.open_beneath(handle, "src/main.c", os.O_RDONLY))
        for path, code in [
            ("up/outside.txt", errno.ELOOP),
            ("src_link/main.c", errno.ELOOP),
            ("../outside.txt", errno.EXDEV),
        ]:
            with pytest.raises(OSError) as info:
                dir_handle.open_beneath(handle, path, os.O_RDONLY)
            assert info.value.errno == code, path


def test_a_link_inside_is_listed_not_followed_and_write_replaces_the_link(wd, opener):
    (wd / "alias.c").symlink_to("src/main.c")
    with pytest.raises(ToolError, match="符号链接") as info:
        read_file(wd, "alias.c")
    assert info.value.error_type == "permission_denied"
    write_file(wd, "alias.c", "int x;\n")
    assert not (wd / "alias.c").is_symlink() and (wd / "src" / "main.c").read_text().startswith("int main")


def test_a_directory_swapped_for_a_link_during_reads_never_reaches_outside(wd):
    import threading

    (wd / "d").mkdir()
    (wd / "d" / "outside.txt").write_text("inside\n")
    stop = threading.Event()

    def swap():
        while not stop.is_set():
            with contextlib.suppress(OSError):
                os.rename(wd / "d", wd / "d.real")
                os.symlink(wd.parent, wd / "d")
                os.unlink(wd / "d")
                os.rename(wd / "d.real", wd / "d")

    worker = threading.Thread(target=swap)
    worker.start()
    seen = []
    for _ in range(300):
        with contextlib.suppress(ToolError):
            seen.append(read_file(wd, "d/outside.txt"))
        with contextlib.suppress(ToolError):
            write_file(wd, "d/new.txt", "x")
    stop.set()
    worker.join()
    assert not any(SECRET in text for text in seen)
    assert not (wd.parent / "new.txt").exists()


# --- trees a build may shape ------------------------------------------------------------------

from lab_code.workspace import tree_walk  # noqa: E402


def _chain(root: Path, depth: int) -> None:
    here = os.getcwd()
    os.chdir(root)
    try:
        for _ in range(depth):
            os.mkdir("d")
            os.chdir("d")
    finally:
        os.chdir(here)


def test_a_chain_deeper_than_the_recursion_limit_is_walked_listed_and_removed(wd):
    try:
        _chain(wd, 1100)
        walk = tree_walk.Walk(wd)
        assert sum(1 for _ in walk) > 60 and walk.truncated == "depth"
        listing = list_files(wd)
        assert "（太深，不展开）" in listing and "src/main.c" in listing
        with pytest.raises(ToolError, match="层级太深"):
            from lab_code.workspace.command_guard import check_command

            check_command(wd, "cp -r d copied")
    finally:  # always: pytest's own clean-up of old tmp dirs recurses (shutil.rmtree, Python 3.11)
        tree_walk.remove_tree(wd / "d")
    assert not (wd / "d").exists()


def test_arguments_nested_3000_levels_are_refused_before_anything_recurses(wd):
    deep: dict = {}
    for _ in range(3000):
        deep = {"a": deep}
    ws = Workspace.create(wd, sandbox="off")
    assert ws.call("read_file", {"path": deep})["error_type"] == "invalid_arguments"
    assert (
        ws.call("read_file", '{"path": ' + "[" * 5000 + "]" * 5000 + "}")["error_type"] == "invalid_arguments"
    )


# --- credential names on a case-insensitive disk ---------------------------------------------

from lab_code.arguments.credentials import is_credential_path  # noqa: E402


@pytest.mark.parametrize(
    "name",
    [
        ".ENV",
        ".Env.Local",
        "Deploy.KEY",
        "ID_RSA",
        ".SSH/config",
        "cfg/.AWS/x",
        ".env.",
        ".env ",
        ".env::$DATA",
    ],
)
def test_credential_names_match_in_any_case_and_as_windows_opens_them(name):
    assert is_credential_path(name)


@pytest.mark.parametrize("name", ["src/main.c", "environment.c", "keyboard.h", "docs/ssh.md"])
def test_ordinary_names_are_not_credentials(name):
    assert not is_credential_path(name)


# --- flags that name files ---------------------------------------------------------------------

from lab_code.workspace.command_guard import check_command  # noqa: E402


@pytest.mark.parametrize(
    "value",
    [
        "-O2 -g -Wall -Wextra -Werror=format -std=c11 -fPIC -fvisibility=hidden -DNDEBUG -Iinclude",
        "-march=armv8-a+crc -ffunction-sections -fsanitize=address",
        "-Wl,--gc-sections -Wl,-z,relro,-z,now -Wl,-soname,libx.so.1 -lm",
        "-Wl,--version-script=include/v.map -Wa,--noexecstack",
    ],
)
def test_ordinary_flags_pass(wd, value):
    (wd / "include").mkdir(exist_ok=True)
    assert check_command(wd, ["cmake", "-S", ".", "-B", "b", f"-DCMAKE_C_FLAGS={value}"])[0] == "cmake"


@pytest.mark.parametrize(
    "value, why",
    [
        ("-MJ/tmp/x.json", "依赖文件"),
        ("-MF src/main.c", "依赖文件"),
        ("-ivfsoverlay/etc/passwd", "虚拟文件系统"),
        ("@opts.rsp", "响应文件"),
        ("-Xclang -load", "内部"),
        ("-mllvm -info-output-file=x", "LLVM"),
        ("-Wp,-MD,/tmp/d", "预处理器"),
        ("-fplugin=x.so", "插件"),
        ("-B/usr/bin", "子程序"),
        ("-Wl,-Map=out.map", "链接选项"),
        ("-l:/etc/passwd", "允许列表"),
        ("-fprofile-use=/etc/x", "允许列表"),
    ],
)
def test_flags_that_name_files_are_refused_wherever_they_are(wd, value, why):
    for variable in ("CMAKE_C_FLAGS", "CMAKE_EXE_LINKER_FLAGS", "MY_PROJECT_FLAGS"):
        with pytest.raises(ToolError, match=why) as info:
            check_command(wd, ["cmake", "-S", ".", "-B", "b", f"-D{variable}={value}"])
        assert info.value.error_type == "permission_denied"


def test_cmake_generated_files_are_never_written_by_a_tool(wd):
    for path in ("b/CMakeCache.txt", "b/build.ninja", "b/CMakeFiles/x.cmake", "B/cmakecache.TXT"):
        with pytest.raises(ToolError, match="CMake 生成的构建文件"):
            write_file(wd, path, "CMAKE_C_FLAGS:STRING=-MJ/tmp/x\n")
    (wd / "b").mkdir()
    with pytest.raises(ToolError, match="CMake 生成的构建文件"):
        check_command(wd, "cp src/main.c b/CMakeCache.txt")


# --- limits of the whole command tree --------------------------------------------------------

from lab_code.workspace import cgroup_limits, command_watch  # noqa: E402
from lab_code.workspace.process_tree import MIB, Limits  # noqa: E402

FORKS = "import subprocess\nn = 0\nfor _ in range(200):\n    try:\n        subprocess.Popen(['sleep', '{mark}']); n += 1\n    except OSError:\n        break\nprint('started', n)\n"
HOGS = (
    "import os, time\nfor _ in range(4):\n    if os.fork() == 0:\n        held = []\n"
    "        for _ in range(25):\n            held.append(bytearray(4 << 20)); held[-1][::4096] = b'x' * len(held[-1][::4096]); time.sleep(0.04)\n"
    "        time.sleep(0.5); os._exit(0)\nfor _ in range(4):\n    os.wait()\n"
)
SMALL = Limits(tree_processes=40, tree_memory_bytes=192 * MIB, disk_bytes=16 * MIB)


@pytest.fixture(params=["cgroup", "watcher"])
def tree_limits(request, monkeypatch):
    """The control group where this machine offers one, and the watcher that stands in for it."""
    if request.param == "cgroup" and not cgroup_limits.available():
        pytest.skip("这里没有可写的 cgroup（需要 root，或 cgroup v2 的委派）")
    if request.param == "watcher":
        monkeypatch.setattr(cgroup_limits, "hierarchies", lambda: ())
    return request.param


def test_a_fork_flood_gets_exactly_its_allowance(tmp_path, tree_limits):
    """The ceiling is exact: a control group's ``pids.max`` for root, a user namespace of the
    command's own for a user (``own_user_namespace``), whatever else the user runs meanwhile."""
    if tree_limits == "watcher" and os.geteuid() == 0:
        pytest.skip("没有 cgroup 时 root 只能靠巡检收拾残局，挡不住 fork 的速度（诚实的上限）")
    mark = "4243.77"
    # The user's other processes end while the flood runs: with a per-user count (RLIMIT_NPROC
    # from a snapshot) the flood inherited their places.
    others = subprocess.Popen(["sh", "-c", "for i in $(seq 30); do sleep 0.3 & done; wait"])
    result = run_process([sys.executable, "-c", FORKS.format(mark=mark)], workdir=tmp_path, limits=SMALL)
    others.wait()
    started = int(result.text.split("started ")[-1].split()[0])
    assert started == SMALL.tree_processes - 1, result.text  # the flood's own process is one of them
    assert "进程数上限" in result.text
    assert _alive_with(mark) == []


def test_a_memory_hog_spread_over_processes_is_stopped(tmp_path, tree_limits):
    result = run_process([sys.executable, "-c", HOGS], workdir=tmp_path, limits=SMALL)
    assert "内存上限" in result.text, result.text


def test_the_disk_a_command_fills_is_bounded_and_the_model_is_told(tmp_path):
    writes = "import time\nfor n in range(8):\n    open(f'f{n}', 'wb').write(b'x' * (8 << 20))\n    time.sleep(0.1)\n"
    result = run_process([sys.executable, "-c", writes], workdir=tmp_path, limits=SMALL)
    written = sum(p.stat().st_size for p in tmp_path.glob("f*"))
    assert "[stopped: disk limit]" in result.text and "16 MB" in result.text
    assert written < 64 * MIB


def test_a_control_group_is_gone_after_its_command(tmp_path):
    if not cgroup_limits.available():
        pytest.skip("这里没有可写的 cgroup")
    run_process(["true"], workdir=tmp_path)
    for hierarchy in cgroup_limits.hierarchies():
        mine = [
            p
            for p in hierarchy.directory.iterdir()
            if p.name.startswith(f"{cgroup_limits.PREFIX}-{os.getpid()}-")
        ]
        assert mine == []


def test_a_cancelled_command_is_killed_with_its_tree(tmp_path):
    import threading

    event = threading.Event()
    threading.Timer(0.5, event.set).start()
    mark = "4243.78"
    with command_watch.cancelling(event):
        done = run_to_file(["sh", "-c", f"sleep {mark} & sleep {mark}"], cwd=tmp_path, log=tmp_path / "log")
    assert done.cancelled and done.exit_code is None
    assert _alive_with(mark) == []


# --- files handed to the course ------------------------------------------------------------------

from lab_code.agent.runs_db import open_read_only  # noqa: E402
from lab_code.evals.reports import load_jsonl  # noqa: E402


def test_a_database_opened_read_only_cannot_be_changed_and_stops_at_its_time_limit(tmp_path):
    db = tmp_path / "runs.db"
    Trace(db).close()
    conn = open_read_only(db, time_limit_s=0.5)
    with pytest.raises(sqlite3.OperationalError):
        conn.execute("DELETE FROM run")
    endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"
    with pytest.raises(sqlite3.OperationalError, match="interrupted"):
        conn.execute(endless).fetchone()


@pytest.mark.parametrize(
    "line, said",
    [
        ('{"table": "run (task) SELECT 1 --", "row": {}}', "不是 run"),
        ('{"table": "run", "row": {"task) VALUES (1); --": 1}}', "没有的列"),
        ("not json", "导出格式"),
    ],
)
def test_an_export_line_names_only_the_courses_own_tables_and_columns(tmp_path, line, said):
    export = tmp_path / "x.jsonl"
    export.write_text(line + "\n")
    with pytest.raises(ValueError, match=said):
        load_jsonl(export)


def test_the_evidence_query_reads_ids_it_never_splices_into_sql(tmp_path):
    from lab_code.agent.runs_db import SCHEMA
    from lab_code.interview.evidence import runs_evidence

    db = tmp_path / "crafted.db"
    conn = sqlite3.connect(db)
    conn.executescript(SCHEMA.replace("id INTEGER PRIMARY KEY AUTOINCREMENT", "id TEXT"))
    injected = "0) OR (SELECT count(*) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c)) > 0 OR (0"
    conn.execute("INSERT INTO run (id, task, model, started) VALUES (?, 'x', 'rule', 0)", (injected,))
    conn.execute(
        "INSERT INTO step (run_id, n, turn, tool, args, ok, duration_ms) VALUES (1, 1, 1, 't', '{}', 1, 1)"
    )
    conn.commit()
    conn.close()
    assert runs_evidence(db).runs == 1  # answered at once: the id is data, not SQL


def test_the_server_environment_is_an_allowlist(monkeypatch):
    from lab_code.mcp.spawn import server_env

    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.setenv("LAB_MCP_TOKEN", "t" * 40)
    monkeypatch.setenv("LAB_BACKEND", "fake")
    env = server_env()
    assert KEY not in env.values() and "LAB_MCP_TOKEN" not in env and env["LAB_BACKEND"] == "fake"
