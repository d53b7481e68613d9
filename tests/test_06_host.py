"""The host's side of MCP: tools offered to a model, calls routed back, names prefixed per server.

Fake clients stand in for MCP sessions (same two methods as ``BlockingClient``), so no server
process starts; lesson 06 runs the same code against real servers."""

import json

import mcp_types as types

from lab_code.mcp import host
from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.messages import ScriptedModel, assistant_calls, assistant_text, tool_call

SCHEMA = {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}


class FakeClient:
    def __init__(self, label: str):
        self.label, self.calls = label, []

    def list_tools(self):
        return [types.Tool(name="read_file", description="读文件", input_schema=SCHEMA)]

    def call_tool(self, name, arguments):
        self.calls.append((name, arguments))
        result = {"ok": True, "content": f"{self.label}:{arguments['path']}"}
        return types.CallToolResult(content=[], structured_content=result, is_error=False)


def test_prefixed_names_keep_both_servers_reachable():
    app, lib = FakeClient("app"), FakeClient("lib")
    merged = host.merge_servers({"app": app, "lib": lib})
    assert [t["function"]["name"] for t in merged.tools] == ["app__read_file", "lib__read_file"]
    assert merged.call("lib__read_file", {"path": "a.c"})["content"] == "lib:a.c"
    assert merged.call("app__read_file", {"path": "b.c"})["content"] == "app:b.c"
    assert (app.calls, lib.calls) == ([("read_file", {"path": "b.c"})], [("read_file", {"path": "a.c"})])


def test_every_call_is_answered_and_broken_calls_never_reach_the_server():
    server = FakeClient("app")
    model = ScriptedModel(
        [
            assistant_calls(
                tool_call("read_file", {"path": "CMakeLists.txt"}, "call_1"),
                tool_call("read_file", '{"path": "x.c",}', "call_2"),  # a trailing comma: not JSON
                tool_call("delete_everything", {}, "call_3"),
            ),
            assistant_text("读完了。"),
        ]
    )
    messages = host.run_host_turns(
        FakeOpenAIServer(model).client(), host.single_server(server), "读一下", model="fake-model"
    )
    answers = {m["tool_call_id"]: json.loads(m["content"]) for m in messages if m["role"] == "tool"}
    assert answers["call_1"] == {"ok": True, "content": "app:CMakeLists.txt"}
    assert answers["call_2"]["error_type"] == "invalid_json"
    assert answers["call_3"]["error_type"] == "unknown_tool"
    assert server.calls == [("read_file", {"path": "CMakeLists.txt"})]
    assert messages[-1]["content"] == "读完了。"
