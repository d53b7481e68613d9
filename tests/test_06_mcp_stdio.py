"""Lesson 06 over a real pipe: ``python -m lab_code.mcp serve`` driven by the hand-written raw
client and by the SDK's client, on every kind of bad input — the server answers or exits
cleanly, never hangs, never dies on a bad line, and keeps stdout for the protocol.

Starting a server process costs 1–2 s, so each client kind shares one server where the
server survives the case; only "stdin closed" and "client gone mid-call" need their own.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import mcp_types as types
import psutil
import pytest
from mcp import MCPError

from lab_code.agent.projects import copy_project
from lab_code.agent.tool_specs import TOOL_SPECS
from lab_code.mcp.blocking import BlockingClient
from lab_code.mcp.raw_client import (
    CLOSE_TIMEOUT_S,
    ENVELOPE_REVISION,
    HANDSHAKE_REVISION,
    RawClient,
    envelope,
)
from lab_code.mcp.spawn import server_argv, server_env, stdio_parameters
from lab_code.mcp.stdio import MAX_MESSAGE_BYTES
from lab_code.workspace.sandbox import available as sandbox_available

# configure-time sleep: a command that runs long enough to disconnect in the middle of it, and far
# longer than any wait below, so a sleeper that is gone was killed, not finished
SLOW_PROJECT = "cmake_minimum_required(VERSION 3.16)\nproject(slow NONE)\nexecute_process(COMMAND ${CMAKE_COMMAND} -E sleep 600)\n"
# Every wait here guards against a hang; none times anything. On a loaded machine a process gets a
# few per cent of a core (a server's start then takes 20-40 s), so the waits are the raw client's
# own generous bounds (its answers: READ_TIMEOUT_S; processes to end: this). A hang still fails.
HANG_S = CLOSE_TIMEOUT_S


@pytest.fixture(scope="module")
def workdir(tmp_path_factory) -> Path:
    return copy_project("hello_lib", tmp_path_factory.mktemp("stdio") / "hello_lib")


@pytest.fixture(scope="module")
def raw(workdir):
    """One server, one raw client (2025-11-25 handshake) for every case the server survives."""
    client = RawClient(server_argv(workdir, sandbox="off", verbose=True), show=None)
    answer = client.handshake()
    assert answer["result"]["protocolVersion"] == HANDSHAKE_REVISION
    yield client
    assert client.close() == 0


def _alive(client: RawClient) -> None:
    """The server still answers after the bad input."""
    assert client.request("ping") == {"jsonrpc": "2.0", "id": client.next_id - 1, "result": {}}


# ---- raw client: what the server answers -------------------------------------------------
def test_raw_tools_list_is_the_agents_tools(raw):
    tools = raw.request("tools/list")["result"]["tools"]
    assert [(t["name"], t["description"], t["inputSchema"]) for t in tools] == [
        (s["name"], s["description"], s["parameters"]) for s in TOOL_SPECS
    ]


def test_raw_tool_failure_is_an_is_error_result(raw):
    answer = raw.call_tool("run_command", {"command": "ls /usr/include"})["result"]
    assert answer["isError"] is True
    assert answer["structuredContent"]["error_type"] == "permission_denied"
    assert "主机" in answer["structuredContent"]["message"], "the refusal says why"


def test_raw_wrong_argument_types_are_an_is_error_result(raw):
    answer = raw.call_tool("read_file", {"path": ["CMakeLists.txt"], "limit": "3"})["result"]
    assert answer["isError"] is True and answer["structuredContent"]["error_type"] == "invalid_arguments"


def test_raw_unknown_tool_is_a_jsonrpc_error(raw):
    answer = raw.call_tool("delete_everything", {})
    assert "result" not in answer and answer["error"]["code"] == types.INVALID_PARAMS


@pytest.mark.parametrize(
    "params", [{"name": 3, "arguments": {}}, {"name": "read_file", "arguments": "path=a"}, {"arguments": {}}]
)
def test_raw_malformed_tools_call_is_invalid_params(raw, params):
    assert raw.request("tools/call", params)["error"]["code"] == types.INVALID_PARAMS


def test_raw_unknown_method_is_method_not_found(raw):
    assert raw.request("tools/destroy")["error"]["code"] == types.METHOD_NOT_FOUND
    _alive(raw)


@pytest.mark.parametrize(
    "line", ["not json", '{"jsonrpc": "2.0", "id": 9, "method": "pi', "\x00\xff garbage"]
)
def test_raw_non_json_line_gets_a_parse_error_and_the_server_lives(raw, line):
    raw.send(line)
    answer = raw.receive()
    assert answer["id"] is None and answer["error"]["code"] == types.PARSE_ERROR
    assert "JSON" in answer["error"]["message"]
    _alive(raw)


def test_raw_oversized_payload_is_refused_with_its_id_and_the_server_lives(raw, workdir):
    request_id = raw.next_id
    raw.next_id += 1
    head = json.dumps({"jsonrpc": "2.0", "id": request_id, "method": "tools/call"})[:-1]
    content = "a" * (MAX_MESSAGE_BYTES + 10)
    raw.send(
        f'{head}, "params": {{"name": "write_file", "arguments": {{"path": "big.txt", "content": "{content}"}}}}}}'
    )
    answer = raw.receive()
    assert answer["id"] == request_id and answer["error"]["code"] == types.INVALID_REQUEST
    assert not (workdir / "big.txt").exists(), "nothing half-written"
    _alive(raw)


def test_raw_logs_went_to_stderr_only(raw):
    _alive(raw)
    assert any("tools/call run_command → isError (permission_denied)" in line for line in raw.stderr_lines)


def test_raw_2026_revision_without_handshake_then_stdin_closed_exits_cleanly(workdir):
    with RawClient(
        server_argv(workdir, sandbox="off"),
        show=None,
        revision=ENVELOPE_REVISION,
    ) as client:
        discovered = client.handshake()["result"]
        assert (
            discovered["supportedVersions"] == [ENVELOPE_REVISION] and discovered["resultType"] == "complete"
        )
        listed = client.request("tools/list")["result"]
        assert [t["name"] for t in listed["tools"]] == [s["name"] for s in TOOL_SPECS]
        answer = client.call_tool("read_file", {"path": "CMakeLists.txt", "limit": 1})["result"]
        assert answer["isError"] is False and answer["resultType"] == "complete"
        assert client.close() == 0
        assert not any("仍在运行的命令" in line for line in client.stderr_lines), "nothing was in flight"
        assert client.stderr_lines[-1].endswith("服务结束")
    assert envelope()["io.modelcontextprotocol/protocolVersion"] == types.LATEST_PROTOCOL_VERSION


def _children_running(pid: int, word: str) -> list[psutil.Process]:
    try:
        kids = psutil.Process(pid).children(recursive=True)
    except psutil.NoSuchProcess:
        return []
    found = []
    for kid in kids:
        try:
            if word in " ".join(kid.cmdline()):
                found.append(kid)
        except psutil.Error:
            pass
    return found


def _wait_for(predicate, timeout: float = HANG_S):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError("timed out waiting")


def test_raw_client_gone_mid_call_stops_the_server_and_its_command(tmp_path):
    (tmp_path / "CMakeLists.txt").write_text(SLOW_PROJECT)
    client = RawClient(server_argv(tmp_path, sandbox="off"), show=None)
    client.handshake()
    client.send(
        {
            "jsonrpc": "2.0",
            "id": 99,
            "method": "tools/call",
            "params": {"name": "run_command", "arguments": {"command": "cmake -S . -B build"}},
        }
    )
    sleepers = _wait_for(lambda: _children_running(client.process.pid, "sleep"))
    client.process.stdin.close()
    client.process.stdout.close()  # gone: nobody reads the answer either
    assert client.process.wait(HANG_S) == 0
    _wait_for(lambda: not any(p.is_running() and p.status() != psutil.STATUS_ZOMBIE for p in sleepers))


# ---- the SDK's client ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def sdk(workdir):
    with BlockingClient(stdio_parameters(workdir, sandbox="off")) as client:
        yield client


def test_sdk_client_negotiates_2026_and_sees_the_agents_tools(sdk):
    assert sdk.protocol_version == ENVELOPE_REVISION
    assert [t.input_schema for t in sdk.list_tools()] == [s["parameters"] for s in TOOL_SPECS]


def test_sdk_unknown_tool_raises_the_protocol_error(sdk):
    with pytest.raises(MCPError) as caught:
        sdk.call_tool("delete_everything", {})
    assert caught.value.error.code == types.INVALID_PARAMS


def test_sdk_unknown_method_raises_method_not_found(sdk):
    with pytest.raises(MCPError) as caught:
        sdk.portal.call(sdk.client.list_resource_templates)  # resources, but no templates
    assert caught.value.error.code == types.METHOD_NOT_FOUND


def test_sdk_wrong_argument_types_are_an_is_error_result(sdk):
    answer = sdk.call_tool("read_file", {"path": "CMakeLists.txt", "offset": "1"})
    assert answer.is_error and answer.structured_content["error_type"] == "invalid_arguments"


def test_sdk_oversized_payload_raises_instead_of_hanging(sdk, workdir):
    with pytest.raises(MCPError) as caught:
        sdk.call_tool("write_file", {"path": "big.txt", "content": "a" * (MAX_MESSAGE_BYTES + 1)})
    assert caught.value.error.code == types.INVALID_REQUEST
    assert not (workdir / "big.txt").exists()
    assert sdk.call_tool("list_files", {}).is_error is False, "the server lives on"


def test_sdk_client_closed_mid_call_stops_the_server_and_its_command(tmp_path):
    (tmp_path / "CMakeLists.txt").write_text(SLOW_PROJECT)
    client = BlockingClient(stdio_parameters(tmp_path, sandbox="off")).open()
    try:
        mine = lambda: [p for p in psutil.Process().children() if str(tmp_path) in " ".join(p.cmdline())]  # noqa: E731
        server = _wait_for(mine)[0]
        outcome: list = []
        call = threading.Thread(
            target=lambda: outcome.append(
                _try(client.call_tool, "run_command", {"command": "cmake -S . -B b"})
            ),
            daemon=True,
        )
        call.start()
        sleepers = _wait_for(lambda: _children_running(server.pid, "sleep"))
    finally:
        client.close()  # closes the server's stdin, waits, then terminates it: the SDK's shutdown
    call.join(HANG_S)
    assert not call.is_alive() and isinstance(outcome[0], MCPError), "the pending call ended, it did not hang"
    _wait_for(lambda: not server.is_running() or server.status() == psutil.STATUS_ZOMBIE)
    _wait_for(lambda: not any(p.is_running() and p.status() != psutil.STATUS_ZOMBIE for p in sleepers))


def _try(func, *args):
    try:
        return func(*args)
    except BaseException as exc:  # noqa: BLE001 - the outcome is what the test inspects
        return exc


# ---- hostile lines, cancelled calls, long first work -----------------------------------
def test_raw_deeply_nested_line_is_refused_and_the_reader_lives_on(raw):
    request_id = raw.next_id
    raw.next_id += 1
    raw.send(
        f'{{"jsonrpc": "2.0", "id": {request_id}, "method": "tools/call", "params": '
        + "[" * 100_000
        + "]" * 100_000
        + "}"
    )
    answer = raw.receive()
    assert answer["id"] == request_id and answer["error"]["code"] == types.INVALID_REQUEST
    assert "嵌套" in answer["error"]["message"]
    raw.send("[" * 200_000)  # not even JSON: still an answer, not a dead reader
    assert raw.receive()["error"]["code"] in (types.INVALID_REQUEST, types.PARSE_ERROR)
    _alive(raw)


def test_raw_nested_line_then_stdin_closed_exits(workdir):
    with RawClient(server_argv(workdir, sandbox="off"), show=None) as client:
        client.handshake()
        client.send("[" * 200_000 + "]" * 200_000)
        client.receive()
        assert client.close() == 0, "EOF still reaches the server"


def _cancel(client: RawClient, request_id: int) -> None:
    client.notify("notifications/cancelled", {"requestId": request_id, "reason": "test"})


# The server as `python -m lab_code.mcp serve` starts it, but with a grace far longer than any wait
# here: a call still in flight when stdin closes is waited for that long, a cancelled one must not be.
LONG_GRACE = (
    "import functools, sys\nfrom lab_code.mcp import stdio\n"
    "stdio.serve_stdio = functools.partial(stdio.serve_stdio, grace_s=3600)\n"
    "from lab_code.mcp.__main__ import main\nraise SystemExit(main(sys.argv[1:]))\n"
)


def _start_build(client: RawClient, request_id: int, build_dir: str) -> None:
    arguments = {"command": f"cmake -S . -B {build_dir}"}
    params = {"name": "run_command", "arguments": arguments}
    client.send({"jsonrpc": "2.0", "id": request_id, "method": "tools/call", "params": params})


def test_a_cancelled_call_kills_its_command_before_the_next_call_starts(tmp_path):
    """...and is settled: closing stdin right after a cancel ends the server at once (a cancelled
    request is never answered, so waiting for its answer would wait out the whole grace)."""
    (tmp_path / "CMakeLists.txt").write_text(SLOW_PROJECT)
    argv = [sys.executable, "-c", LONG_GRACE, *server_argv(tmp_path, sandbox="off")[3:]]
    with RawClient(argv, show=None) as client:
        client.handshake()
        for round_ in range(3):  # start and cancel, three times: never two builds at once
            _start_build(client, 100 + round_, f"b{round_}")
            sleepers = _wait_for(lambda: _children_running(client.process.pid, "sleep"))
            assert len(sleepers) == 1, "the earlier build is gone before this one started"
            _cancel(client, 100 + round_)
        answer = client.call_tool("run_command", {"command": "cmake -E echo after"})["result"]
        assert answer["structuredContent"]["exit_code"] == 0, answer
        assert _children_running(client.process.pid, "sleep") == [], "no cancelled build runs on"
        _start_build(client, 200, "last")
        _wait_for(lambda: _children_running(client.process.pid, "sleep"))
        _cancel(client, 200)
        assert client.close() == 0, "stdin closed after a cancel: no grace to wait out"
        assert any("被取消" in line for line in client.stderr_lines)


def test_progress_of_long_first_work_reaches_a_client_that_asked(tmp_path, monkeypatch):
    from lab_code.mcp.server import build_server
    from lab_code.mcp.toolbox import AgentToolbox
    from lab_code.workspace import runtimes

    box = AgentToolbox.open(copy_project("hello_lib", tmp_path / "w"), sandbox="off")
    warmed: list[str] = []

    def warm_up(target, progress, **_options):  # stands in for minutes of compiling
        warmed.append(target)
        for n in (1, 2, 3):
            progress(f"第 {n} 步")

    monkeypatch.setattr(runtimes, "warm_up", warm_up)
    heard: list = []
    with BlockingClient(build_server(box), mode="legacy") as client:
        refused = client.call_tool(
            "run_command", {"command": "ls /usr/include"}, progress=lambda *p: heard.append(p)
        )
        assert refused.is_error and warmed == [], "a command the guard refuses never waits for the warm-up"
        client.call_tool(
            "run_command", {"command": "cmake -S . -B build"}, progress=lambda *p: heard.append(p)
        )
        client.call_tool("run_command", {"command": "cmake -S . -B build"})  # no token: nothing sent
    assert [(done, message) for done, _total, message in heard] == [
        (1, "第 1 步"),
        (2, "第 2 步"),
        (3, "第 3 步"),
    ]


@pytest.mark.skipif(not sandbox_available(), reason="bubblewrap 不可用：冷缓存的预热只在沙箱里需要")
def test_a_cold_sandboxed_server_answers_at_once_and_stops_compiling_when_its_client_leaves(tmp_path):
    workdir = copy_project("hello_lib", tmp_path / "w")
    empty = tmp_path / "cold-cache"
    cold = server_env() | {"LAB_CACHE_DIR": str(empty), "ZIG_GLOBAL_CACHE_DIR": str(empty / "zig")}
    with RawClient(server_argv(workdir, sandbox="on"), env=cold, show=None) as client:
        client.handshake()
        assert [t["name"] for t in client.request("tools/list")["result"]["tools"]] == [
            s["name"] for s in TOOL_SPECS
        ]
        assert _children_running(client.process.pid, "zig") == [], (
            "nothing compiles before a command needs it"
        )
        client.send(
            {
                "jsonrpc": "2.0",
                "id": 7,
                "method": "tools/call",
                "params": {
                    "name": "run_command",
                    "arguments": {"command": "cmake -S . -B build"},
                    "_meta": {"progressToken": "warm"},
                },
            }
        )
        note = client.receive()
        assert note["method"] == "notifications/progress" and note["params"]["progressToken"] == "warm"
        compiling = _wait_for(lambda: _children_running(client.process.pid, "zig"))
        assert any("首次" in line for line in client.stderr_lines), "the log says what takes long"
        client.process.stdin.close()
        assert client.process.wait(HANG_S) == 0
    _wait_for(lambda: not any(p.is_running() and p.status() != psutil.STATUS_ZOMBIE for p in compiling), 10)


KILL_CHILD = """import subprocess, sys
from lab_code.mcp import stdio
sleeper = subprocess.Popen(["sleep", "30"], start_new_session=True)
print(stdio.kill_running_commands(), sleeper.wait(timeout=5))
print("psutil" in sys.modules)
"""


def test_the_server_finds_its_running_commands_the_way_the_runner_does():
    """One way to list child processes (workspace.process_tree, from /proc): the server's
    shutdown kills what a command left running without psutil."""
    from lab_code import REPO_ROOT

    done = subprocess.run(
        [sys.executable, "-c", KILL_CHILD], capture_output=True, text=True, timeout=60, cwd=REPO_ROOT
    )
    killed, psutil_loaded = done.stdout.splitlines()
    assert killed == f"1 {-signal.SIGKILL}", done.stderr
    assert psutil_loaded == "False"
