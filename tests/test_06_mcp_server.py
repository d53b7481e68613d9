"""Lesson 06, in process (no server process is spawned here, so these are fast): the adapter
serves the agent's tools from one source, the server's two kinds of error follow the spec,
the command line refuses bad input, and stdout stays the protocol's.

The same behaviours over a real stdio pipe, with a raw and an SDK client, are in
``test_06_mcp_stdio.py``.
"""

from __future__ import annotations

import dataclasses
import json
import os
import sys
from pathlib import Path

import mcp_types as types
import pytest
from mcp import MCPError

from lab_code.agent.projects import copy_project
from lab_code.agent.tool_specs import TOOL_SPECS
from lab_code.mcp import __main__ as cli
from lab_code.mcp.blocking import BlockingClient
from lab_code.mcp.bridge import openai_tools, result_of
from lab_code.mcp.http import parse_loopback
from lab_code.mcp.sdk_default import answer_line, sdk_default_server
from lab_code.mcp.server import INTERNAL_MESSAGE, build_server, call_result
from lab_code.mcp.stdio import claimed_stdio, parse_line
from lab_code.mcp.toolbox import AgentToolbox, UnknownTool
from lab_code.workspace.command_result import CommandResult

TARGET = "aarch64-linux-musl"


@pytest.fixture(scope="module")
def toolbox(tmp_path_factory) -> AgentToolbox:
    workdir = copy_project("hello_lib", tmp_path_factory.mktemp("mcp") / "hello_lib")
    (workdir / ".env").write_text("API_KEY=sk-not-a-real-key-1234567890\n")
    return AgentToolbox.open(workdir, TARGET, sandbox="off")


@pytest.fixture(scope="module", params=["legacy", "auto"])
def client(request, toolbox):
    """The SDK client on our server, in process: legacy = 2025-11-25, auto = 2026-07-28."""
    with BlockingClient(build_server(toolbox), mode=request.param) as connected:
        yield connected


# ---- one source for the tools ------------------------------------------------------------
def test_the_toolbox_lists_the_agents_own_specs(toolbox):
    assert toolbox.specs() == TOOL_SPECS
    assert all(a is b for a, b in zip(toolbox.specs(), TOOL_SPECS, strict=True)), "the same dicts, no copy"


def test_tools_list_is_the_agents_tools_and_converts_back_to_openai_tools(client):
    tools = client.list_tools()
    assert [(t.name, t.description, t.input_schema) for t in tools] == [
        (s["name"], s["description"], s["parameters"]) for s in TOOL_SPECS
    ]
    assert openai_tools(tools) == [{"type": "function", "function": spec} for spec in TOOL_SPECS]
    assert all("workdir" not in t.input_schema["properties"] for t in tools), "workdir is never an argument"


def test_protocol_versions_of_both_client_modes(client):
    assert client.protocol_version == {"legacy": "2025-11-25", "auto": "2026-07-28"}[client.mode]


# ---- isError results: the tool's own failures ---------------------------------------------
@pytest.mark.parametrize(
    "name, arguments, error_type",
    [
        ("read_file", {"path": "../../etc/passwd"}, "permission_denied"),
        ("read_file", {"path": ".env"}, "permission_denied"),
        ("read_file", {"path": 5}, "invalid_arguments"),
        ("read_file", {"path": "CMakeLists.txt", "offset": "2"}, "invalid_arguments"),  # no lax coercion
        ("read_file", {"path": "CMakeLists.txt", "extra": 1}, "invalid_arguments"),  # not silently dropped
        ("read_file", {}, "invalid_arguments"),
        ("read_file", {"path": "missing.c"}, "not_found"),
        ("run_command", {"command": "cat /etc/hosts"}, "permission_denied"),
        ("run_command", {"command": "ls -I/usr/include"}, "permission_denied"),
    ],
)
def test_tool_failures_are_is_error_results_the_model_can_act_on(client, name, arguments, error_type):
    answer = client.call_tool(name, arguments)
    assert answer.is_error is True
    assert answer.structured_content["ok"] is False
    assert answer.structured_content["error_type"] == error_type
    text = answer.content[0].text
    assert json.loads(text) == answer.structured_content, "the text block is the same result as JSON"
    assert "Traceback" not in text and "sk-not-a-real-key" not in text


def test_redaction_holds_over_mcp_on_every_path(tmp_path):
    """The secret the run knows (the workdir's .env) is in a readable file, in an argument the
    model sends back, and in a command's output; none of it crosses the wire, in the structured
    result or in its text."""
    secret = "hunter2-" + "mcp-secret-value"
    workdir = copy_project("hello_lib", tmp_path / "hello_lib")
    (workdir / ".env").write_text(f"DB_PASSWORD={secret}\n")
    (workdir / "notes.txt").write_text(f"the password is {secret}\n")
    box = AgentToolbox.open(workdir, TARGET, sandbox="off")
    with BlockingClient(build_server(box), mode="legacy") as connected:
        answers = [
            connected.call_tool("read_file", {"path": "notes.txt"}),  # a result
            connected.call_tool("read_file", {"path": f"{secret}.txt"}),  # a tool failure
            connected.call_tool("read_file", {"path": "notes.txt", "mode": secret}),  # a validation refusal
            connected.call_tool("run_command", {"command": f"cmake -E echo {secret}"}),  # a command
        ]
    for answer in answers:
        wire = answer.model_dump_json()
        assert secret not in wire, wire
    assert "<redacted>" in answers[0].structured_content["content"]


def test_a_failed_command_is_an_is_error_result_that_keeps_the_exit_code(client):
    answer = client.call_tool("run_command", {"command": "ls no-such-dir"})
    assert answer.is_error is True
    assert answer.structured_content["ok"] is True  # the command ran; its exit code is a field
    code = answer.structured_content["exit_code"]
    assert code not in (0, None) and answer.structured_content["content"].startswith(f"[exit={code}]")


def test_success_is_the_same_result_as_the_local_call(client, toolbox):
    arguments = {"path": "CMakeLists.txt", "limit": 3}
    answer = client.call_tool("read_file", arguments)
    assert answer.is_error is False
    assert result_of(answer) == toolbox.call("read_file", arguments)


# ---- JSON-RPC errors: the request itself is wrong, or our code is -------------------------
def test_an_unknown_tool_is_a_protocol_error_not_a_result(client):
    with pytest.raises(MCPError) as caught:
        client.call_tool("delete_everything", {})
    assert caught.value.error.code == types.INVALID_PARAMS
    assert "delete_everything" in caught.value.error.message
    assert caught.value.error.data == {"available": sorted(s["name"] for s in TOOL_SPECS)}


def test_an_unknown_method_is_method_not_found(client):
    with pytest.raises(MCPError) as caught:
        client.portal.call(client.client.list_resource_templates)  # resources, but no templates
    assert caught.value.error.code == types.METHOD_NOT_FOUND


def test_a_bug_in_our_code_is_an_internal_error_with_no_details(toolbox, monkeypatch):
    def broken(path="."):
        raise KeyError("postgres://admin:hunter2@db/app")  # a bug in a tool, carrying a secret

    tool = toolbox.workspace.tools["list_files"]
    monkeypatch.setitem(toolbox.workspace.tools, "list_files", dataclasses.replace(tool, func=broken))
    with BlockingClient(build_server(toolbox), mode="legacy") as connected, pytest.raises(MCPError) as caught:
        connected.call_tool("list_files", {})
    assert caught.value.error.code == types.INTERNAL_ERROR
    assert caught.value.error.message == INTERNAL_MESSAGE
    assert "hunter2" not in str(caught.value.error)


def test_the_toolbox_raises_for_an_unknown_tool_and_answers_the_rest(toolbox):
    with pytest.raises(UnknownTool) as caught:
        toolbox.call("nope", {})
    assert caught.value.available == sorted(s["name"] for s in TOOL_SPECS)
    assert toolbox.call("list_files", None)["ok"] is True  # a call without arguments is {}


def test_call_result_marks_failures_only():
    ok = call_result(CommandResult(0, "built").to_result())
    failed = call_result(CommandResult(2, "error").to_result())
    stopped = call_result(CommandResult(None, "...", timed_out=True, timeout_s=300).to_result())
    refused = call_result({"ok": False, "error_type": "permission_denied", "message": "no"})
    assert (ok.is_error, failed.is_error, stopped.is_error, refused.is_error) == (False, True, True, True)


def test_call_result_reads_the_field_never_the_text():
    """The text of a result is the project's to write: a listing whose first file is named
    ``[exit=1]`` used to be reported as a failed command (``isError``) because the server parsed
    the first line; a build log that prints ``[exit=0]`` is just output."""
    listing = call_result({"ok": True, "content": "[exit=1]\nmain.c"})  # list_files of a hostile project
    planted = call_result(CommandResult(2, "[exit=0]\nall good").to_result())
    assert listing.is_error is False and planted.is_error is True


# ---- the SDK's defaults, for the lesson's side-by-side ------------------------------------
def test_the_sdk_default_server_differs_from_the_spec_where_the_lesson_says():
    with BlockingClient(sdk_default_server(), mode="legacy") as sdk:
        assert answer_line(sdk.call_tool, "delete_everything", {}).startswith("结果 isError=true")
        assert answer_line(sdk.call_tool, "add", {"a": "1", "b": 2}) == "结果 isError=false：3"  # coerced
        assert answer_line(sdk.call_tool, "add", {"a": 1, "b": 2, "c": 3}) == "结果 isError=false：3"


def test_building_the_sdk_default_server_leaves_root_logging_alone():
    import logging

    root = logging.getLogger()
    before = (root.level, list(root.handlers))
    sdk_default_server()
    assert (root.level, list(root.handlers)) == before


# ---- the transport's parser and the stdout claim -------------------------------------------
@pytest.mark.parametrize(
    "line, code, request_id",
    [
        (b"not json", types.PARSE_ERROR, None),
        (b'{"jsonrpc": "2.0", "id": 3, "method": ', types.PARSE_ERROR, None),
        (b'{"foo": 1}', types.INVALID_REQUEST, None),
        (b"[1, 2]", types.INVALID_REQUEST, None),
        (b'{"jsonrpc": "1.0", "id": 7, "method": "ping"}', types.INVALID_REQUEST, 7),
        (b'{"jsonrpc": "2.0", "id": true, "method": "ping"}', types.INVALID_REQUEST, None),
    ],
)
def test_lines_that_are_not_messages_get_an_error_answer(line, code, request_id):
    answer = parse_line(line).message
    assert isinstance(answer, types.JSONRPCError)
    assert (answer.error.code, answer.id) == (code, request_id)


def test_blank_lines_are_ignored_and_messages_pass():
    assert parse_line(b"  \n") is None
    assert isinstance(
        parse_line(b'{"jsonrpc": "2.0", "id": 1, "method": "ping"}').message, types.JSONRPCRequest
    )


def test_while_serving_a_stray_print_goes_to_stderr_not_to_the_wire(capfd):
    with claimed_stdio() as (_wire_in, wire_out):
        print("stray output from a tool")
        os.system("echo stray output from a child")  # a child process inherits fd 1
        wire_out.write(b'{"jsonrpc":"2.0","id":1,"result":{}}\n')
        wire_out.flush()
    print("after serving")
    out, err = capfd.readouterr()
    assert out == '{"jsonrpc":"2.0","id":1,"result":{}}\nafter serving\n'
    assert "stray output from a tool" in err and "stray output from a child" in err


# ---- bad command-line input ---------------------------------------------------------------
@pytest.mark.parametrize(
    "argv, words",
    [
        (["serve", "--workdir", "/no/such/dir"], "不存在或不是目录"),
        (["serve", "--workdir", sys.executable], "不存在或不是目录"),
        (["serve", "--workdir", ".", "--http", "0.0.0.0:8765"], "只能绑定回环地址"),
        (["serve", "--workdir", ".", "--http", "127.0.0.1"], "主机:端口"),
        (["serve", "--workdir", ".", "--target", "pdp11"], "pdp11"),
    ],
)
def test_bad_command_lines_exit_2_with_a_message(argv, words, capsys):
    assert cli.main(argv) == 2
    assert words in capsys.readouterr().err


def test_sandbox_on_without_bubblewrap_is_refused(monkeypatch, tmp_path):
    from lab_code.workspace.sandbox import resolve_mode

    monkeypatch.setattr("lab_code.workspace.sandbox.available", lambda: False)
    with pytest.raises(ValueError, match="bubblewrap"):
        AgentToolbox.open(tmp_path, TARGET, sandbox="on")
    assert resolve_mode("auto") is False and resolve_mode("off") is False
    assert not (tmp_path / ".xbuild").exists(), "refused before anything was written"


@pytest.mark.parametrize("text", ["127.0.0.1:8765", "localhost:1", "[::1]:65535"])
def test_loopback_addresses_are_accepted(text):
    host, port = parse_loopback(text)
    assert host in ("127.0.0.1", "localhost", "::1") and 1 <= port <= 65535


def test_the_package_does_nothing_on_import():
    import subprocess

    code = "import lab_code.mcp, sys; print(sorted(m for m in sys.modules if m.startswith('mcp')))"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=Path(__file__).parents[1]
    )
    assert out.stdout.strip() == "[]"
