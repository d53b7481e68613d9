"""``stream=True`` against the fake is the real chunk stream: the SDK's helpers and the async client work.

The property tests stream generated replies (Chinese and English text, several calls with
arbitrary JSON arguments) and check that the chunks add up to exactly the non-streamed reply,
through ``create(stream=True)``, the ``.stream()`` helper and the async client.
"""

import asyncio
import json

import httpx2
import openai
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.messages import assistant_calls, assistant_text, scripted, tool_call

USER = [{"role": "user", "content": "看看依赖"}]
NAMES = ["list_files", "read_file", "grep"]
TOOLS = [{"type": "function", "function": {"name": n, "parameters": {"type": "object"}}} for n in NAMES]
TEXT = st.text(st.sampled_from(list("ab 中文。{}\"\\\n") + ["😀"]), max_size=30)
ARGUMENTS = st.dictionaries(
    st.sampled_from(["path", "offset", "路径"]), st.one_of(st.integers(), TEXT), max_size=3
)
REPLIES = st.one_of(
    TEXT.filter(bool).map(assistant_text),
    st.tuples(
        st.one_of(st.none(), TEXT),
        st.lists(st.tuples(st.sampled_from(NAMES), ARGUMENTS), min_size=1, max_size=3),
    ).map(
        lambda t: assistant_calls(
            *[tool_call(name, args, f"call_{k}") for k, (name, args) in enumerate(t[1])], content=t[0]
        )
    ),
)
PROPS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _ask(server, **kw):
    client = server.client(_strict_response_validation=True)
    return client.chat.completions.create(model="fake-model", messages=USER, tools=TOOLS, **kw)


def _accumulate(chunks) -> dict:
    """What a client must do by hand: append text deltas, gather call pieces by ``index``."""
    text, calls, finish = None, {}, None
    for chunk in chunks:
        for choice in chunk.choices:
            delta = choice.delta
            if delta.content is not None:
                text = (text or "") + delta.content
            for piece in delta.tool_calls or []:
                call = calls.setdefault(piece.index, {"id": None, "name": "", "arguments": ""})
                call["id"] = piece.id or call["id"]
                call["name"] += (piece.function.name or "") if piece.function else ""
                call["arguments"] += (piece.function.arguments or "") if piece.function else ""
            finish = choice.finish_reason or finish
    return {"content": text, "calls": [calls[k] for k in sorted(calls)], "finish": finish}


def _expected(reply: dict) -> dict:
    calls = [
        {"id": c["id"], "name": c["function"]["name"], "arguments": c["function"]["arguments"]}
        for c in reply.get("tool_calls") or []
    ]
    return {"content": reply.get("content"), "calls": calls}


@PROPS
@given(reply=REPLIES)
def test_streamed_chunks_add_up_to_the_reply(reply):
    got = _accumulate(_ask(FakeOpenAIServer(scripted([reply])), stream=True))
    want = _expected(reply)
    assert got["calls"] == want["calls"]
    assert (got["content"] or None) == (want["content"] or None)
    assert got["finish"] == ("tool_calls" if want["calls"] else "stop")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(reply=REPLIES)
def test_the_stream_helper_and_the_async_client_agree_with_the_plain_answer(reply):
    server = FakeOpenAIServer(scripted([reply] * 3))
    plain = _ask(server).choices[0].message
    with server.client(_strict_response_validation=True).chat.completions.stream(
        model="fake-model", messages=USER, tools=TOOLS
    ) as stream:
        for _ in stream:
            pass
        helped = stream.get_final_completion().choices[0].message
    assert helped.content == plain.content
    assert [(c.id, c.function.name, c.function.arguments) for c in helped.tool_calls or []] == [
        (c.id, c.function.name, c.function.arguments) for c in plain.tool_calls or []
    ]

    async def collect():
        client = server.async_client(_strict_response_validation=True)
        stream = await client.chat.completions.create(
            model="fake-model", messages=USER, tools=TOOLS, stream=True
        )
        return [chunk async for chunk in stream]

    assert _accumulate(asyncio.run(collect()))["calls"] == _expected(reply)["calls"]


def _raw_events(server, **body) -> list[str]:
    request = httpx2.Request(
        "POST",
        "http://fake-openai.invalid/v1/chat/completions",
        json={"model": "m", "messages": USER, "tools": TOOLS, "stream": True, **body},
    )
    answer = server.handle(request)
    assert answer.headers["content-type"].startswith("text/event-stream")
    return [block for block in answer.text.split("\n\n") if block]


def test_the_wire_is_sse_data_lines_ending_in_done():
    reply = assistant_calls(
        tool_call("list_files", {}, "call_1"), tool_call("read_file", {"path": "a.c"}, "call_2")
    )
    events = _raw_events(FakeOpenAIServer(scripted([reply])), stream_options={"include_usage": True})
    assert all(e.startswith("data: ") for e in events) and events[-1] == "data: [DONE]"
    chunks = [json.loads(e[len("data: ") :]) for e in events[:-1]]
    first = chunks[0]["choices"][0]["delta"]
    assert first["role"] == "assistant" and first["tool_calls"][0]["id"] == "call_1"
    assert first["tool_calls"][0]["function"] == {"name": "list_files", "arguments": ""}
    second_start = next(
        c
        for c in chunks
        if c["choices"] and c["choices"][0]["delta"].get("tool_calls", [{}])[0].get("index") == 1
    )
    assert second_start["choices"][0]["delta"]["tool_calls"][0]["id"] == "call_2"
    pieces = [
        c["choices"][0]["delta"]["tool_calls"][0]
        for c in chunks
        if c["choices"] and "tool_calls" in c["choices"][0]["delta"]
    ]
    assert all("id" not in p for p in pieces if p["function"].get("arguments"))  # ids come first, alone
    assert (
        chunks[-2]["choices"][0]["finish_reason"] == "tool_calls" and chunks[-2]["choices"][0]["delta"] == {}
    )
    assert chunks[-1]["choices"] == [] and chunks[-1]["usage"]["total_tokens"] > 0
    assert all(c["usage"] is None for c in chunks[:-1])
    assert all(c["object"] == "chat.completion.chunk" and c["id"] == chunks[0]["id"] for c in chunks)


def test_usage_and_obfuscation_only_when_asked():
    events = _raw_events(FakeOpenAIServer(scripted([assistant_text("好")])))
    chunks = [json.loads(e[len("data: ") :]) for e in events[:-1]]
    assert all("usage" not in c and "obfuscation" in c for c in chunks)
    events = _raw_events(
        FakeOpenAIServer(scripted([assistant_text("好")])), stream_options={"include_obfuscation": False}
    )
    assert all("obfuscation" not in json.loads(e[len("data: ") :]) for e in events[:-1])


def test_n_choices_stream_under_their_own_index():
    server = FakeOpenAIServer(scripted([assistant_text("一"), assistant_text("二")]))
    chunks = list(_ask(server, stream=True, n=2))
    texts = {0: "", 1: ""}
    for chunk in chunks:
        for choice in chunk.choices:
            texts[choice.index] += choice.delta.content or ""
    assert texts == {0: "一", 1: "二"}


def test_an_error_is_still_a_400_before_the_stream_starts():
    server = FakeOpenAIServer(scripted([]))
    messages = [*USER, assistant_calls(tool_call("list_files", {}, "call_1"))]
    try:
        server.client().chat.completions.create(model="m", messages=messages, tools=TOOLS, stream=True)
    except openai.BadRequestError as exc:
        assert exc.body["message"].endswith("did not have response messages: call_1")
    else:
        raise AssertionError("an unanswered call must be refused")
