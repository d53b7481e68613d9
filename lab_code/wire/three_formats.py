"""Lesson 01's round trip in three wire formats, run for real: same brain, same tools, three SDK calls.

``run_three_formats()`` asks lesson 01's question three times — through the official
``openai`` SDK to the Chat Completions fake, through the same SDK to the Responses fake, and
through the official ``anthropic`` SDK to the Anthropic Messages fake — executes the two calls
the model proposes, sends the results back the way each format wants them, and records what
crossed the wire: the ``read_file`` call as the response carried it, the result as the next
request carried it, why the model stopped, and the final answer. MCP (the fourth column of the
lesson's table) is a protocol between a program and a tool server, not a model API; lesson 06
runs it.

    $ python -m lab_code.wire.three_formats
    OpenAI Chat Completions  停止原因 finish_reason=tool_calls  → 项目依赖 ZLIB；交叉编译前要先为目标平台准备 zlib。
    OpenAI Responses         停止原因 output 里有 function_call  → 项目依赖 ZLIB；交叉编译前要先为目标平台准备 zlib。
    Anthropic Messages       停止原因 stop_reason=tool_use  → 项目依赖 ZLIB；交叉编译前要先为目标平台准备 zlib。

Lessons: 01
"""

from __future__ import annotations

import json

from lab_code.wire.fake_anthropic import FakeAnthropicServer
from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.fake_responses import FakeResponsesServer
from lab_code.wire.roundtrip import SYSTEM_PROMPT, TOOLS, USER_QUESTION, execute_call, roundtrip_brain

RESPONSES_TOOLS = [{"type": "function", **tool["function"], "strict": False} for tool in TOOLS]
ANTHROPIC_TOOLS = [
    {
        "name": t["function"]["name"],
        "description": t["function"]["description"],
        "input_schema": t["function"]["parameters"],
    }
    for t in TOOLS
]


def _run(name: str, arguments: str) -> str:
    return execute_call({"function": {"name": name, "arguments": arguments}})


def chat_completions(brain=roundtrip_brain) -> dict:
    server = FakeOpenAIServer(brain)
    client = server.client()
    messages = [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": USER_QUESTION}]
    reply = client.chat.completions.create(model="fake-model", messages=messages, tools=TOOLS)
    message = reply.choices[0].message.model_dump(exclude_none=True)
    messages.append(message)
    for call in message["tool_calls"]:
        output = _run(call["function"]["name"], call["function"]["arguments"])
        messages.append({"role": "tool", "tool_call_id": call["id"], "content": output})
    final = client.chat.completions.create(model="fake-model", messages=messages, tools=TOOLS)
    return {
        "stop": f"finish_reason={reply.choices[0].finish_reason}",
        "call": message["tool_calls"][1],
        "result": next(
            m
            for m in server.requests[1]["messages"]
            if m.get("tool_call_id") == message["tool_calls"][1]["id"]
        ),
        "answer": final.choices[0].message.content,
    }


def responses(brain=roundtrip_brain) -> dict:
    server = FakeResponsesServer(brain)
    client = server.client()
    first = client.responses.create(
        model="fake-model", instructions=SYSTEM_PROMPT, input=USER_QUESTION, tools=RESPONSES_TOOLS
    )
    calls = [item for item in first.output if item.type == "function_call"]
    outputs = [
        {"type": "function_call_output", "call_id": c.call_id, "output": _run(c.name, c.arguments)}
        for c in calls
    ]
    final = client.responses.create(
        model="fake-model", previous_response_id=first.id, input=outputs, tools=RESPONSES_TOOLS
    )
    return {
        "stop": "output 里有 function_call",
        "call": calls[1].model_dump(exclude_none=True),
        "result": server.requests[1]["input"][1],
        "answer": final.output_text,
    }


def anthropic_messages(brain=roundtrip_brain) -> dict:
    server = FakeAnthropicServer(brain)
    client = server.client()
    messages = [{"role": "user", "content": USER_QUESTION}]
    first = client.messages.create(
        model="fake-model", max_tokens=1024, system=SYSTEM_PROMPT, messages=messages, tools=ANTHROPIC_TOOLS
    )
    uses = [block for block in first.content if block.type == "tool_use"]
    messages.append(
        {"role": "assistant", "content": [block.model_dump(exclude_none=True) for block in first.content]}
    )
    results = [
        {
            "type": "tool_result",
            "tool_use_id": u.id,
            "content": _run(u.name, json.dumps(u.input)),
            "is_error": False,
        }
        for u in uses
    ]
    messages.append({"role": "user", "content": results})
    final = client.messages.create(
        model="fake-model", max_tokens=1024, system=SYSTEM_PROMPT, messages=messages, tools=ANTHROPIC_TOOLS
    )
    return {
        "stop": f"stop_reason={first.stop_reason}",
        "call": uses[1].model_dump(exclude_none=True),
        "result": server.requests[1]["messages"][-1],
        "answer": final.content[0].text,
    }


def run_three_formats(brain=roundtrip_brain) -> dict[str, dict]:
    return {
        "OpenAI Chat Completions": chat_completions(brain),
        "OpenAI Responses": responses(brain),
        "Anthropic Messages": anthropic_messages(brain),
    }


if __name__ == "__main__":
    for label, seen in run_three_formats().items():
        print(f"{label:<24} 停止原因 {seen['stop']}  → {seen['answer']}")
