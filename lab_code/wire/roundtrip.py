"""Lesson 01: one complete tool-calling round trip, with the real JSON at every step.

The model only *proposes* calls; this program executes them, answers every ``tool_call_id``
and asks again. The model is the offline fake (``lab_code.wire.fake_openai``) reached through the
official ``openai`` SDK, so every object below is exactly what a real provider returns.

    $ python -m lab_code.wire.roundtrip
    第 1 步  请求：1 条用户消息 + 2 个工具定义
    第 2 步  模型提出 2 个调用：call_a list_files, call_b read_file
    第 3 步  程序执行：call_a -> CMakeLists.txt | call_b -> project(demo C)
    第 4 步  回填 2 条 tool 消息，配对检查通过，再请求一次
    第 5 步  最终回答：项目依赖 ZLIB；交叉编译前要先为目标平台准备 zlib。
    少回填一个结果时：BadRequestError 400 …s did not have response messages: call_b

Lessons: 00, 01
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass

import openai

from lab_code.wire.conversation_rules import unanswered_tool_calls
from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.messages import assistant_calls, assistant_text, function_tool, tool_call, tool_message

# A tiny in-memory project: the lesson never touches your disk.
PROJECT_FILES = {
    "CMakeLists.txt": "project(demo C)\nfind_package(ZLIB REQUIRED)\nadd_executable(demo src/main.c)\n",
    "src/main.c": "#include <zlib.h>\nint main(void) { return 0; }\n",
}
SYSTEM_PROMPT = "你负责诊断 C/C++ 项目的构建问题。需要看文件时用工具。"
USER_QUESTION = "这个项目依赖什么？"


def list_files() -> str:
    """All file names of the project, one per line."""
    return "\n".join(sorted(PROJECT_FILES))


def read_file(path: str) -> str:
    """The text of one project file. Raises FileNotFoundError for an unknown path."""
    if path not in PROJECT_FILES:
        raise FileNotFoundError(path)
    return PROJECT_FILES[path]


# The registry: the model can only name tools; this table decides what a name runs.
REGISTRY = {"list_files": list_files, "read_file": read_file}

TOOLS = [
    function_tool(
        "list_files",
        "列出项目里的所有文件。想知道有哪些文件时用；要看内容用 read_file。",
        {"type": "object", "properties": {}, "additionalProperties": False},
    ),
    function_tool(
        "read_file",
        "读取项目里一个文本文件的全文。需要确认文件内容时用。",
        {
            "type": "object",
            "properties": {"path": {"type": "string", "description": "相对项目根目录的路径"}},
            "required": ["path"],
            "additionalProperties": False,
        },
    ),
]


def roundtrip_brain(body: dict) -> dict:
    """The fake model of this lesson: two parallel calls first, an answer once results are in."""
    if body["messages"][-1]["role"] == "user":
        return assistant_calls(
            tool_call("list_files", {}, "call_a"),
            tool_call("read_file", {"path": "CMakeLists.txt"}, "call_b"),
        )
    results = [m["content"] for m in body["messages"] if m["role"] == "tool"]
    if any("find_package(ZLIB" in r for r in results):
        return assistant_text("项目依赖 ZLIB；交叉编译前要先为目标平台准备 zlib。")
    return assistant_text("我没能读到 CMakeLists.txt，还不能判断依赖。")


def execute_call(call: dict) -> str:
    """Run one tool call, the naive way: any problem (bad JSON, unknown name, missing file) crashes.

    Exercise 1.1 turns these crashes into tool results the model can act on.
    """
    name = call["function"]["name"]
    args = json.loads(call["function"]["arguments"])
    return REGISTRY[name](**args)


@dataclass(frozen=True)
class RoundTripStep:
    """One of the five steps, with the exact JSON that crossed the wire (for the step-through).

    Both ``payload`` and ``messages`` are deep copies taken when the step happened: the
    conversation keeps growing afterwards, and a step must still show what was true then.
    """

    number: int
    title: str
    payload: object
    messages: list  # the messages list as it stands after the step


def _step(number: int, title: str, payload: object, messages: list[dict]) -> RoundTripStep:
    return RoundTripStep(number, title, copy.deepcopy(payload), copy.deepcopy(messages))


def run_roundtrip(client: openai.OpenAI, model: str = "fake-model") -> list[RoundTripStep]:
    """Do the five steps and return them; ``client`` may be the fake or a real provider."""
    messages = [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": USER_QUESTION}]
    request = {"model": model, "messages": messages, "tools": TOOLS}
    steps = [_step(1, "请求：消息 + 工具定义", request, messages)]
    reply = client.chat.completions.create(**request)
    assistant = reply.choices[0].message.model_dump(exclude_none=True)
    messages.append(assistant)  # keep the assistant message with its tool_calls, always
    steps.append(
        _step(
            2, "响应：模型提出调用（finish_reason=tool_calls）", reply.model_dump(exclude_none=True), messages
        )
    )
    results = []
    for call in assistant.get("tool_calls", []):
        output = execute_call(call)
        results.append({"tool_call_id": call["id"], "name": call["function"]["name"], "output": output})
        messages.append(tool_message(call["id"], output))
    steps.append(_step(3, "程序执行，每个调用回填一条 tool 消息（API 不参与）", results, messages))
    assert not unanswered_tool_calls(messages), "every tool_call_id needs its tool message"
    steps.append(_step(4, "回填结果后再请求一次", request, messages))
    final = client.chat.completions.create(**request)
    messages.append(final.choices[0].message.model_dump(exclude_none=True))
    steps.append(
        _step(5, "模型根据结果回答（finish_reason=stop）", final.model_dump(exclude_none=True), messages)
    )
    return steps


def drop_one_result(steps: list[RoundTripStep]) -> list[dict]:
    """The conversation of step 4 with the last tool result removed — what a buggy loop sends."""
    return steps[3].messages[:-1]


def same_call_three_ways(name: str, arguments: dict, call_id: str) -> dict:
    """One tool call and its result as OpenAI, Anthropic and MCP spell them (field names differ)."""
    return {
        "OpenAI Chat Completions": {
            "call": tool_call(name, arguments, call_id),
            "result": tool_message(call_id, "…"),
        },
        "Anthropic Messages": {
            "call": {"type": "tool_use", "id": call_id, "name": name, "input": arguments},
            "result": {
                "role": "user",
                "content": [
                    {"type": "tool_result", "tool_use_id": call_id, "content": "…", "is_error": False}
                ],
            },
        },
        "MCP (JSON-RPC)": {
            "call": {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "tools/call",
                "params": {"name": name, "arguments": arguments},
            },
            "result": {
                "jsonrpc": "2.0",
                "id": 1,
                "result": {"content": [{"type": "text", "text": "…"}], "isError": False},
            },
            # The two kinds of failure (spec revision 2025-11-25, lesson 06): a bad argument value
            # or a failed tool is a RESULT the model reads and fixes …
            "tool_error": {
                "jsonrpc": "2.0",
                "id": 1,
                "result": {"content": [{"type": "text", "text": "…（哪里错了、怎么改）"}], "isError": True},
            },
            # … an unknown tool or a malformed request is a JSON-RPC ERROR, not a result.
            "protocol_error": {
                "jsonrpc": "2.0",
                "id": 1,
                "error": {"code": -32602, "message": "…（例如没有这个工具）"},
            },
        },
    }


def main() -> None:
    server = FakeOpenAIServer(roundtrip_brain)
    steps = run_roundtrip(server.client())
    calls = steps[1].payload["choices"][0]["message"]["tool_calls"]
    print(f"第 1 步  请求：1 条用户消息 + {len(TOOLS)} 个工具定义")
    print(
        "第 2 步  模型提出 {} 个调用：{}".format(
            len(calls), ", ".join(f"{c['id']} {c['function']['name']}" for c in calls)
        )
    )
    print(
        "第 3 步  程序执行："
        + " | ".join(f"{r['tool_call_id']} -> {r['output'].splitlines()[0]}" for r in steps[2].payload)
    )
    print(f"第 4 步  回填 {len(steps[2].payload)} 条 tool 消息，配对检查通过，再请求一次")
    print("第 5 步  最终回答：" + steps[4].payload["choices"][0]["message"]["content"])
    try:
        server.client().chat.completions.create(model="fake-model", messages=drop_one_result(steps))
    except openai.BadRequestError as exc:
        print(f"少回填一个结果时：BadRequestError {exc.status_code} …{exc.body['message'][-40:]}")


if __name__ == "__main__":
    main()
