"""The fakes over real HTTP on loopback — and the real-provider paths, tested against them.

``LAB_BACKEND=openai`` with ``OPENAI_BASE_URL`` pointed at a served fake runs exactly the code a
student runs against a real provider: the lesson cells that only make sense with a real model,
and the course's ``OpenAIModel`` (``lab_code.wire.openai_model``) built from the settings.
"""

import http.client
import json
import os
import socket
import struct
import subprocess
import sys
import time
from urllib.parse import urlsplit

import anthropic
import openai
import pytest
from conftest import NOTEBOOKS_DIR

from lab_code import REPO_ROOT
from lab_code.wire import FakeAnthropicServer, FakeOpenAIServer, FakeResponsesServer
from lab_code.wire.__main__ import main as wire_main
from lab_code.wire.demo_brain import demo_brain
from lab_code.wire.http_serve import make_server, serving
from lab_code.wire.messages import assistant_text, scripted
from lab_code.wire.roundtrip import TOOLS, roundtrip_brain, run_roundtrip

USER = [{"role": "user", "content": "这个项目依赖什么？"}]


def lesson_cell(notebook: str, *needles: str) -> str:
    """The one code cell of a lesson notebook that contains all ``needles``."""
    cells = json.loads((NOTEBOOKS_DIR / notebook).read_text(encoding="utf-8"))["cells"]
    hits = [
        "".join(c["source"])
        for c in cells
        if c["cell_type"] == "code" and all(n in "".join(c["source"]) for n in needles)
    ]
    assert len(hits) == 1, f"{notebook}: {len(hits)} cells contain {needles}"
    return hits[0]


@pytest.fixture
def real_provider(monkeypatch):
    """Serve a fake over HTTP and switch the settings to it, as a student would to a provider."""

    def start(brain):
        server = FakeOpenAIServer(brain)
        context = serving(server)
        url = context.__enter__()
        started.append(context)
        monkeypatch.setenv("LAB_BACKEND", "openai")
        monkeypatch.setenv("OPENAI_API_KEY", "sk-dummy-not-a-real-key")
        monkeypatch.setenv("OPENAI_BASE_URL", url)
        monkeypatch.delenv("LAB_MODEL", raising=False)
        return server

    started = []
    yield start
    for context in started:
        context.__exit__(None, None, None)


def test_openai_sdk_over_http_plain_and_streamed():
    server = FakeOpenAIServer(roundtrip_brain)
    with serving(server) as url:
        client = openai.OpenAI(
            api_key="sk-dummy", base_url=url, max_retries=0, _strict_response_validation=True
        )
        steps = run_roundtrip(client)
        assert steps[-1].payload["choices"][0]["message"]["content"].startswith("项目依赖 ZLIB")
        stream = client.chat.completions.create(model="m", messages=USER, tools=TOOLS, stream=True)
        ids = [
            p.id
            for chunk in stream
            for p in chunk.choices[0].delta.tool_calls or []
            if chunk.choices and p.id
        ]
        assert ids == ["call_a", "call_b"]
        with pytest.raises(openai.BadRequestError, match="did not have response messages: call_b"):
            client.chat.completions.create(model="m", messages=steps[3].messages[:-1], tools=TOOLS)


def test_anthropic_and_responses_over_http():
    with serving(FakeAnthropicServer(scripted([assistant_text("你好")] * 2)), path="") as url:
        client = anthropic.Anthropic(
            api_key="sk-dummy", base_url=url, max_retries=0, _strict_response_validation=True
        )
        assert client.messages.create(model="m", max_tokens=50, messages=USER).content[0].text == "你好"
        with client.messages.stream(model="m", max_tokens=50, messages=USER) as stream:
            assert stream.get_final_text() == "你好"
    with serving(FakeResponsesServer(scripted([assistant_text("好")] * 2))) as url:
        client = openai.OpenAI(
            api_key="sk-dummy", base_url=url, max_retries=0, _strict_response_validation=True
        )
        assert client.responses.create(model="m", input="hi").output_text == "好"
        assert client.chat.completions.create(model="m", messages=USER).choices[0].message.content == "好"


def test_any_http_client_gets_json_errors_not_tracebacks():
    with serving(FakeOpenAIServer(demo_brain)) as url:
        parts = urlsplit(url)
        connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
        for method, path, body, status in [
            ("POST", "/v1/chat/completions", b"{oops", 400),
            ("GET", "/v1/nothing-here", b"", 404),
            ("GET", "/v1/models", b"", 200),
            ("POST", "/v1/chat/completions", json.dumps({"model": "m", "messages": USER}).encode(), 200),
        ]:
            connection.request(method, path, body=body, headers={"Content-Type": "application/json"})
            answer = connection.getresponse()
            payload = json.loads(answer.read())
            assert answer.status == status and answer.getheader("x-request-id", "").startswith("req_")
            assert ("error" in payload) == (status != 200)
        connection.putrequest("POST", "/v1/chat/completions")  # a chunked request body
        connection.putheader("Transfer-Encoding", "chunked")
        connection.endheaders()
        data = json.dumps({"model": "m", "messages": USER}).encode()
        connection.send(b"%X\r\n%s\r\n0\r\n\r\n" % (len(data), data))
        answer = connection.getresponse()
        assert (
            answer.status == 200
            and "离线替身" in json.loads(answer.read())["choices"][0]["message"]["content"]
        )
        connection.close()


def test_a_client_that_hangs_up_leaves_no_traceback(capfd):
    # A keep-alive connection reset between requests is what every client does on exit; the
    # standard library's server printed a ConnectionResetError traceback for it.
    server = make_server(FakeOpenAIServer(demo_brain)).start()
    try:
        for _ in range(2):
            connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
            connection.request("GET", "/v1/models")
            assert connection.getresponse().read()
            connection.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            connection.close()  # linger 0: the peer gets a reset, not a polite close
        deadline = time.monotonic() + 10
        while server.gate.entries and time.monotonic() < deadline:
            time.sleep(0.01)
        assert not server.gate.entries, "every connection the server held is let go"
    finally:
        server.stop()
    err = capfd.readouterr().err
    assert "Traceback" not in err and "ConnectionResetError" not in err, err


def test_the_command_line_serves_until_stopped():
    command = [
        sys.executable,
        "-m",
        "lab_code.wire",
        "serve",
        "--port",
        "0",
        "--brain",
        "lab_code.wire.roundtrip:roundtrip_brain",
    ]
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env, cwd=REPO_ROOT)
    try:
        line = process.stdout.readline()
        url = line.split("服务在 ", 1)[1].split(" ", 1)[0]
        client = openai.OpenAI(api_key="sk-dummy", base_url=url, max_retries=0)
        reply = client.chat.completions.create(model="m", messages=USER, tools=TOOLS)
        assert [c.id for c in reply.choices[0].message.tool_calls] == ["call_a", "call_b"]
    finally:
        process.terminate()
        process.wait(timeout=10)
    with pytest.raises(SystemExit, match="找不到"):
        wire_main(["serve", "--port", "0", "--brain", "no_such_module:brain"])


# ---- the real-provider paths -----------------------------------------------------------------


def test_lesson_01_real_model_cell_runs_against_a_served_fake(real_provider, capsys):
    server = real_provider(roundtrip_brain)
    from lab_code.wire import roundtrip

    exec(
        lesson_cell("01_roundtrip.ipynb", "real_model_available()", "run_roundtrip"), {"roundtrip": roundtrip}
    )
    assert capsys.readouterr().out.strip() == "项目依赖 ZLIB；交叉编译前要先为目标平台准备 zlib。"
    assert server.requests[0]["model"] == "gpt-4o-mini"  # the settings' default model was sent


def test_lesson_03_real_model_cell_runs_against_a_served_fake(real_provider, capsys):
    server = real_provider(demo_brain)
    from lab_code.arguments.pydantic_args import ReadFileArgs, validate_with_model
    from lab_code.arguments.strict_schema import tool_definition
    from lab_code.wire.tool_results import to_tool_content

    names = {
        "ReadFileArgs": ReadFileArgs,
        "validate_with_model": validate_with_model,
        "tool_definition": tool_definition,
        "to_tool_content": to_tool_content,
    }
    exec(lesson_cell("03_pydantic_strict.ipynb", "real_model_available()"), names)
    printed = capsys.readouterr().out
    assert '"ok": true' in printed and "example" in printed
    assert server.requests[0]["tools"][0]["function"]["strict"] is True  # accepted by the strict checks


def test_the_agents_openai_model_from_settings_runs_a_loop(real_provider):
    from lab_code.agent.loop import AgentLoop, Tool
    from lab_code.wire.openai_model import OpenAIModel

    server = real_provider(demo_brain)
    schema = {
        "type": "object",
        "properties": {"path": {"type": "string"}},
        "required": ["path"],
        "additionalProperties": False,
    }
    tools = {"read_file": Tool("read_file", lambda path: f"content of {path}", schema, "读文件")}
    model = OpenAIModel()  # client and model id from LAB_BACKEND / OPENAI_* settings
    result = AgentLoop(model, tools).run([{"role": "user", "content": "读 example"}])
    assert result.stop_reason == "finished" and "content of example" in result.final_text
    assert model.name == "openai:gpt-4o-mini" and len(server.requests) == 2
