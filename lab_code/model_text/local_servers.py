"""Serve an open model with tool calling on your own machine, and point the course at it.

Three servers, each with the exact commands and flags from its own documentation (the URL and
the date the course read it are in ``SERVERS``). All three speak OpenAI's Chat Completions
API under ``/v1``, so the course reaches any of them with its one switch::

    LAB_BACKEND=openai  OPENAI_BASE_URL=<server>/v1  OPENAI_API_KEY=<anything>  LAB_MODEL=<name>

(the SDK insists on a key; local servers ignore it). ``lab_env`` writes those lines.
``roundtrip_through(base_url)`` sends lesson 01's requests, exactly as the course sends them,
to such a URL; the lesson and the tests send them to the course's fake served over loopback
HTTP, under the same ``/v1`` path each server uses, since no real server runs offline.

Ollama also has its own API (``/api/chat``) with two differences that matter for tool calls:
``arguments`` are a JSON *object* (not a string), and a tool result names its function
(``tool_name``) instead of answering an id. ``to_ollama_native`` shows the conversion.

Lessons: 10
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from urllib.parse import urlsplit

from lab_code.wire.client import chat_client
from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.http_serve import serving
from lab_code.wire.roundtrip import roundtrip_brain, run_roundtrip
from lab_code.wire.settings import load_settings

CHECKED = "2026-12-01"  # when the course read the documentation below


@dataclass(frozen=True)
class LocalServer:
    key: str
    name: str
    commands: tuple[str, ...]  # shell lines, as the docs give them
    base_url: str  # the OpenAI-compatible endpoint
    example_model: str  # what LAB_MODEL is set to for the example commands
    docs: tuple[str, ...]  # where each command comes from (URL, and commit when known)
    notes: str


SERVERS = {
    s.key: s
    for s in (
        LocalServer(
            key="ollama",
            name="Ollama",
            commands=("ollama pull qwen3", "ollama serve   # 已在后台运行时不需要"),
            base_url="http://localhost:11434/v1",
            example_model="qwen3",
            docs=(
                "https://docs.ollama.com/capabilities/tool-calling",
                "https://docs.ollama.com/api/openai-compatibility",
            ),
            notes="OpenAI 兼容端点在 /v1，key 必须填但不检查（文档用 'ollama'）；原生 API 是 /api/chat，"
            "arguments 是对象，工具结果用 tool_name 而不是 tool_call_id。",
        ),
        LocalServer(
            key="vllm",
            name="vLLM",
            commands=(
                "vllm serve Qwen/Qwen2.5-7B-Instruct --enable-auto-tool-choice --tool-call-parser hermes",
                "vllm serve meta-llama/Llama-3.1-8B-Instruct --enable-auto-tool-choice --tool-call-parser llama3_json \\\n"
                "    --chat-template examples/tool_chat_template_llama3.1_json.jinja",
            ),
            base_url="http://localhost:8000/v1",
            example_model="Qwen/Qwen2.5-7B-Instruct",
            docs=(
                "https://docs.vllm.ai/en/latest/features/tool_calling/"
                "（仓库 docs/features/tool_calling.md，commit 0064cc9c）",
            ),
            notes="--enable-auto-tool-choice 是 tool_choice=auto 的必需开关，--tool-call-parser 选解析器（本课第 3 节那几种），"
            "--chat-template 换模板；tool_choice=auto 时只有给工具设了 strict: true 才做约束解码，否则从文本里解析，参数可能不合 schema。",
        ),
        LocalServer(
            key="llama_cpp",
            name="llama.cpp（llama-server）",
            commands=("llama-server --jinja -fa -hf bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M",),
            base_url="http://localhost:8080/v1",
            example_model="qwen2.5-7b-instruct",
            docs=(
                "https://github.com/ggml-org/llama.cpp/blob/master/docs/function-calling.md（commit 25aff712）",
            ),
            notes="工具调用走 Jinja 模板（--jinja；新版本默认打开，--no-jinja 会关掉工具调用）；--chat-template-file 换模板；"
            '并行调用默认关闭，请求里加 "parallel_tool_calls": true 才打开；请求里的 model 名字它不检查（文档的例子写的是 gpt-3.5-turbo）。',
        ),
    )
}


def lab_env(key: str, model: str | None = None, base_url: str | None = None) -> dict[str, str]:
    """The environment that points the course at server ``key`` (no real key: local servers ignore it)."""
    server = SERVERS[key]
    return {
        "LAB_BACKEND": "openai",
        "OPENAI_BASE_URL": base_url or server.base_url,
        "OPENAI_API_KEY": "local-server-ignores-this",
        "LAB_MODEL": model or server.example_model,
    }


def export_lines(key: str) -> str:
    return "\n".join(f"export {name}={value}" for name, value in lab_env(key).items())


def same_path_on(fake_url: str, key: str) -> str:
    """The fake's host and port with server ``key``'s path (``/v1``): requests land where they would."""
    fake = urlsplit(fake_url)
    return f"{fake.scheme}://{fake.netloc}{urlsplit(SERVERS[key].base_url).path}"


def roundtrip_through(env: dict[str, str]) -> tuple[dict, str]:
    """Lesson 01's round trip, sent with the settings ``env`` describes.

    Returns the second request (the one that carries the calls and their results) and the
    model's final answer.
    """
    settings = load_settings(env)
    steps = run_roundtrip(chat_client(settings=settings), model=settings.model)
    return steps[3].payload, steps[-1].payload["choices"][0]["message"]["content"]


@dataclass(frozen=True)
class Rehearsal:
    model: str  # what the course sent as "model"
    checked: int  # requests the fake received and accepted (it refuses what a real API refuses)
    second_request: dict  # the request that carries the calls and their results
    answer: str


def rehearse(key: str) -> Rehearsal:
    """Lesson 01's round trip against the course's fake, served on loopback under server
    ``key``'s path, reached through the settings a student would export for that server."""
    fake = FakeOpenAIServer(roundtrip_brain)
    with serving(fake) as fake_url:
        second, answer = roundtrip_through(lab_env(key, base_url=same_path_on(fake_url, key)))
    return Rehearsal(second["model"], len(fake.requests), second, answer)


def to_ollama_native(request: dict) -> dict:
    """A Chat Completions request rewritten for Ollama's own ``/api/chat`` (only the fields it reads)."""
    names: dict[str, str] = {}
    messages = []
    for message in request["messages"]:
        native = {"role": message["role"]}
        if message.get("content") is not None:
            native["content"] = message["content"]
        if message.get("tool_calls"):
            native["tool_calls"] = []
            for call in message["tool_calls"]:
                names[call["id"]] = call["function"]["name"]
                arguments = json.loads(call["function"]["arguments"] or "{}")  # an object, not a string
                native["tool_calls"].append(
                    {"function": {"name": call["function"]["name"], "arguments": arguments}}
                )
        if message["role"] == "tool":
            native["tool_name"] = names[message["tool_call_id"]]  # the id itself is not sent
        messages.append(native)
    return {
        "model": request["model"],
        "messages": messages,
        "tools": request.get("tools", []),
        "stream": False,
    }


if __name__ == "__main__":
    for server_key, server in SERVERS.items():
        print(f"# {server.name}\n" + "\n".join(server.commands) + "\n" + export_lines(server_key) + "\n")
