"""Lesson 07's hardening, piece by piece: special files and impossible names, the process tree,
the project's own files, redaction everywhere, the gate a second front-end reuses, the trace's
failure modes and the sandbox's mounts. (The attack corpus in ``test_07_attacks.py`` runs
whole attacks; these tests pin each mechanism.)"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from lab_code.agent import gate, sandbox
from lab_code.agent.live import LiveTrace, summary_lines
from lab_code.agent.loop import AgentLoop
from lab_code.agent.redaction import Redactor
from lab_code.agent.tools import Workspace
from lab_code.agent.trace import Trace, TraceError
from lab_code.running import process_tree
from lab_code.running.process_runner import run_process, run_to_file
from lab_code.running.tool import Tool
from lab_code.running.workdir_files import list_files, read_file, write_file
from lab_code.running.workdir_layout import Originals, is_protected
from lab_code.wire.messages import ScriptedModel, assistant_calls, assistant_text, tool_call
from lab_code.wire.tool_results import ToolError

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
    # Not "4242.<n>": the attack corpus, which may run at the same time on another worker, counts
    # (and kills) every process whose command line holds that as one it left behind.
    mark = "5353.71"
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
    assert ws.run_command("rm notes.txt").startswith("[exit=0]") and not (wd / "notes.txt").exists()
    assert ws.run_command("rm -rf build").startswith("[exit=0]")  # the old build dir may go
    assert is_protected(".") and is_protected(".xbuild/logs") and not is_protected(".xbuild/x/sysroot/lib")
    assert Originals.scan(wd).touches("src")


# --- redaction and the gate --------------------------------------------------------------------


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


def test_the_gate_serves_a_second_front_end_with_the_same_rules(wd):
    ws = Workspace.create(wd, sandbox="off")
    # an MCP-style client sends parsed arguments; the model sends JSON text: one gate for both
    assert gate.call(ws.tools, "read_file", {"path": "src/main.c"})["ok"]
    assert gate.call(ws.tools, "read_file", '{"path": "../outside.txt"}')["error_type"] == "permission_denied"
    assert gate.call(ws.tools, "read_file", {"path": "x", "mode": "all"})["error_type"] == "invalid_arguments"
    assert gate.call(ws.tools, "no_such_tool", {})["error_type"] == "unknown_tool"
    broken = Tool("broken", lambda: "x", {"type": "object", "properties": "not a dict"})
    with pytest.raises(gate.RunStopped):  # a broken schema is our bug: the caller must stop
        gate.call({"broken": broken}, "broken", {})


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
    out = Workspace.create(wd, sandbox="on").run_command("cmake -S . -B build")
    assert "env=[]" in out and SECRET not in out
    assert not (wd / "src" / "planted.c").exists() and "planted.c" in out  # CMake says it could not
