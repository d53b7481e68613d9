"""Lesson 06's server on Streamable HTTP, as another local user or a web page would meet it: no
token, a wrong token, a rebinding ``Host``, a foreign ``Origin``, a flood of sessions — and the
official SDK client, with the token, working as before.

One server process for the module (starting one costs 1-2 s); the token is given in advance
through ``LAB_MCP_TOKEN`` for most cases, and one short-lived server shows the printed token.
"""

from __future__ import annotations

import json
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import httpx2
import pytest
from mcp.client.streamable_http import streamable_http_client

from lab_code.agent.projects import copy_project
from lab_code.agent.tool_specs import TOOL_SPECS
from lab_code.mcp.blocking import BlockingClient
from lab_code.mcp.http import TOKEN_ENV
from lab_code.mcp.http_guard import MAX_SESSIONS_PER_CLIENT
from lab_code.mcp.raw_client import HANDSHAKE_REVISION
from lab_code.mcp.spawn import http_config, server_argv, server_env

TOKEN = "t" * 16 + "-not-a-real-token-but-long-enough"
INITIALIZE = json.dumps(
    {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": HANDSHAKE_REVISION,
            "capabilities": {},
            "clientInfo": {"name": "t", "version": "0"},
        },
    }
).encode()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def post(port: int, headers: dict, body: bytes = INITIALIZE) -> tuple[int, dict, str]:
    """One raw HTTP POST to the server: (status, headers, body text)."""
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/mcp",
        data=body,
        headers={
            "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream",
            **headers,
        },
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), exc.read().decode("utf-8", "replace")
    except (urllib.error.URLError, ConnectionError):
        return 0, {}, ""


def start(workdir: Path, port: int, token: str | None) -> subprocess.Popen:
    env = server_env() | ({TOKEN_ENV: token} if token else {})
    argv = [*server_argv(workdir, sandbox="off"), "--http", f"127.0.0.1:{port}"]
    process = subprocess.Popen(argv, env=env, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while post(port, {})[0] == 0:  # not listening yet
        assert process.poll() is None and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.1)
    return process


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    workdir = copy_project("hello_lib", tmp_path_factory.mktemp("http") / "hello_lib")
    port = _free_port()
    process = start(workdir, port, TOKEN)
    yield port, workdir
    process.terminate()
    process.wait(10)


AUTH = {"Authorization": f"Bearer {TOKEN}"}


def test_without_the_token_nothing_is_served(server):
    port, _ = server
    for headers in (
        {},
        {"Authorization": "Bearer wrong"},
        {"Authorization": TOKEN},
        {"Authorization": f"Basic {TOKEN}"},
    ):
        status, answer_headers, body = post(port, headers)
        assert status == 401, headers
        assert "Bearer" in answer_headers.get("www-authenticate", "") and "令牌" in body


def test_host_and_origin_must_be_this_server(server):
    port, _ = server
    assert post(port, AUTH)[0] == 200
    assert post(port, {**AUTH, "Host": f"evil.example:{port}"})[0] == 421  # DNS rebinding
    assert post(port, {**AUTH, "Host": "127.0.0.1:1"})[0] == 421  # another port on this machine
    assert post(port, {**AUTH, "Origin": "http://evil.example"})[0] == 403
    assert post(port, {**AUTH, "Origin": "http://localhost:1"})[0] == 403
    assert post(port, {**AUTH, "Origin": f"http://localhost:{port}"})[0] == 200


def test_a_flood_of_sessions_closes_the_oldest_and_never_locks_a_client_out(server):
    port, _ = server
    sessions = [post(port, AUTH)[1]["mcp-session-id"] for _ in range(MAX_SESSIONS_PER_CLIENT + 4)]
    assert len(set(sessions)) == len(sessions)
    ping = json.dumps({"jsonrpc": "2.0", "id": 2, "method": "ping"}).encode()

    def use(sid):
        return post(port, {**AUTH, "mcp-session-id": sid, "mcp-protocol-version": HANDSHAKE_REVISION}, ping)[
            0
        ]

    assert use(sessions[0]) == 404, "the oldest session was closed"
    assert use(sessions[-1]) == 200, "the newest one works"
    assert post(port, AUTH)[0] == 200, "a new client still gets in"


def test_the_sdk_client_works_with_the_token_in_its_headers(server):
    port, _ = server
    http = httpx2.AsyncClient(headers=AUTH)
    with BlockingClient(streamable_http_client(f"http://127.0.0.1:{port}/mcp", http_client=http)) as client:
        assert [t.name for t in client.list_tools()] == [s["name"] for s in TOOL_SPECS]
        answer = client.call_tool("read_file", {"path": "CMakeLists.txt", "limit": 1})
        assert answer.is_error is False
    config = http_config(f"http://127.0.0.1:{port}/mcp", TOKEN)["mcpServers"]["crossbuild"]
    assert config["headers"] == AUTH and config["url"].endswith("/mcp")


def test_the_generated_token_is_printed_once_and_a_short_one_is_refused(tmp_path):
    port = _free_port()
    process = start(tmp_path, port, None)
    try:
        lines = []
        while not any("Bearer" in line for line in lines):
            lines.append(process.stderr.readline())
        printed = next(line for line in lines if "Bearer" in line).split("Bearer")[1].strip()
        assert len(printed) >= 40 and post(port, {"Authorization": f"Bearer {printed}"})[0] == 200
    finally:
        process.terminate()
        rest = process.communicate(timeout=10)[1]
    assert printed not in rest, "printed once, at start-up only"
    refused = subprocess.run(
        [*server_argv(tmp_path, sandbox="off"), "--http", f"127.0.0.1:{port}"],
        env=server_env() | {TOKEN_ENV: "short"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert refused.returncode == 2 and TOKEN_ENV in refused.stderr
