"""Lesson 10's parsers: each family's completion back to ``tool_calls``, on real and made-up output.

The pythonic reader of the recorded outputs is tested on every recorded output of the two real
models (it must parse or refuse each one, and never run anything); every family's server parser
must give back exactly the calls its own format carries (a property over generated calls), and
the format matrix shows which other families' formats a parser also reads.
"""

from __future__ import annotations

import json
import keyword

from hypothesis import given, settings
from hypothesis import strategies as st

from lab_code.model_text import (
    careful_client,
    pythonic_calls,
    recorded_outputs,
    tool_parsers,
    training_example,
)
from lab_code.model_text.chat_templates import FAMILIES
from lab_code.model_text.pythonic_calls import parse_pythonic

RECORDED = [(key, r) for key in recorded_outputs.MODELS for r in recorded_outputs.load_recorded(key)]


def test_every_recorded_output_parses_or_is_refused_with_a_reason():
    outcomes = {}
    for key, recorded in RECORDED:
        parsed = parse_pythonic(recorded.raw)
        outcomes.setdefault(parsed.outcome, []).append(f"{key[:5]}:{recorded.case.id}")
        if parsed.outcome == "refused":
            assert parsed.problem and parsed.content == recorded.raw  # the whole reply stays text
        if parsed.outcome == "text":
            assert recorded.case.category == "irrelevance"  # only there did a model answer in prose
    assert len(RECORDED) == 180
    assert sorted(outcomes["refused"]) == [
        "AIREV:irrelevance_219",  # a broken call where no call was right: still "no call" for the score
        "AIREV:parallel_27",
        "AIREV:parallel_96",
        "gemma:parallel_multiple_179",
    ]
    assert len(outcomes["text"]) == 7 and len(outcomes["calls"]) == 169


def test_the_real_messy_cases_are_repaired_as_the_lesson_says():
    raw = {(key, r.case.id): r.raw for key, r in RECORDED}
    gemma, airev = "gemma4-e4b-toolcall-v02", "AIREV-Agent-0.8B"
    marker = parse_pythonic(raw[(gemma, "simple_python_126")])
    assert (
        marker.repairs == ["去掉了结尾的 <end_of_turn>"]
        and marker.calls[0]["name"] == "linear_regression.get_r_squared"
    )
    assert parse_pythonic(raw[(airev, "simple_python_189")]).calls[0]["arguments"]["details"] is True
    assert parse_pythonic(raw[(airev, "multiple_5")]).calls[0]["arguments"]["coordinates"] == [
        46.603354,
        1.888334,
    ]
    assert parse_pythonic(raw[(gemma, "simple_python_107")]).calls[0]["arguments"]["system"] == "metric"
    assert len(parse_pythonic(raw[(airev, "parallel_60")]).calls) == 3
    no_brackets = parse_pythonic(raw[(gemma, "multiple_16")])  # written without the outer [ ]
    assert no_brackets.calls and "补上了外层的 [ ]" in no_brackets.repairs


def test_nothing_in_a_completion_is_ever_executed(tmp_path):
    target = tmp_path / "pwned"
    hostile = [
        f"[f(x=open({str(target)!r}, 'w').write('x'))]",
        f"[f(x=__import__('pathlib').Path({str(target)!r}).touch())]",
        f"[f(x=(lambda: open({str(target)!r}, 'w'))())]",
        "[f(x=1 + 2)]",
        "[f(*args)]",
        "[f(**{'a': 1})]",
    ]
    for text in hostile:
        parsed = parse_pythonic(text)
        assert parsed.outcome == "refused" and parsed.calls == [], text
    assert not target.exists()
    assert parse_pythonic("[(f)(x=1)]").calls == []  # not a name: not recognised as a call at all
    assert parse_pythonic("[f(x=-3, y=+2.5, z=null)]").calls == [
        {"name": "f", "arguments": {"x": -3, "y": 2.5, "z": None}}
    ]
    assert parse_pythonic("x" * (pythonic_calls.MAX_CHARS + 1)).outcome == "refused"


def test_text_before_the_call_is_kept_as_content():
    parsed = parse_pythonic("Sure! [get_weather(city='Paris')]<|eot_id|>")
    assert parsed.content == "Sure!" and parsed.calls == [
        {"name": "get_weather", "arguments": {"city": "Paris"}}
    ]
    hermes = tool_parsers.server_reply(
        "hermes", '好的。\n<tool_call>\n{"name": "f", "arguments": {}}\n</tool_call>'
    )
    assert hermes.content == "好的。\n" and hermes.outcome == "calls"


def test_each_familys_broken_output_reaches_the_client_as_text_and_the_careful_client_keeps_it_all():
    broken = {
        "hermes": '<tool_call>\n{"name": "f", "arguments": {"a": "x',
        "llama3_json": '{"name": "f", "parameters": {"a": True}}',
        "mistral": 'Here: [TOOL_CALLS] [{"name": "f", "arguments": {"a": ',
        "pythonic": "[f(a='x'",
        "deepseek_v3": "先看看。<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>f\n```json\n{",
    }
    for family, text in broken.items():
        server = tool_parsers.server_reply(family, text)
        assert server.tool_calls == [] and server.finish_reason == "stop", family
        careful = careful_client.careful_reply(family, text, ["f"])
        assert careful.content == text.strip() and careful.runnable == [], family
    # vLLM loses text here: Mistral keeps only what followed the marker, DeepSeek only what preceded the calls
    assert tool_parsers.server_reply("mistral", broken["mistral"]).content.startswith("[{")
    assert tool_parsers.server_reply("deepseek_v3", broken["deepseek_v3"]).content == "先看看。"


def test_a_call_to_a_tool_that_was_not_offered_reaches_the_client_and_is_flagged():
    for family in FAMILIES:
        text = training_example.completion_in(family, [("rm_rf", {"path": "/"})])
        assert tool_parsers.server_reply(family, text).calls == [("rm_rf", '{"path": "/"}')], family
        careful = careful_client.careful_reply(family, text, ["read_file"])
        assert careful.runnable == [] and careful.rules_found() == ["offered_tool"], family


def test_ids_have_the_form_vllm_gives():
    calls = tool_parsers.server_reply("mistral", training_example.completion_in("mistral", [("f", {})] * 2))
    assert all(len(c["id"]) == 9 and c["id"].isalnum() for c in calls.tool_calls)
    assert len({c["id"] for c in calls.tool_calls}) == 2
    hermes = tool_parsers.server_reply("hermes", training_example.completion_in("hermes", [("f", {"a": 1})]))
    assert hermes.tool_calls[0]["id"].startswith("chatcmpl-tool-") and len(hermes.tool_calls[0]["id"]) == 30
    assert hermes.tool_calls[0]["function"] == {"name": "f", "arguments": '{"a": 1}'}
    again = tool_parsers.server_reply("hermes", training_example.completion_in("hermes", [("f", {"a": 1})]))
    assert again.tool_calls == hermes.tool_calls  # derived from the text: outputs repeat


NAMES = st.sampled_from(["get_weather", "read_file", "book_hotel", "run_tests"])
SCALARS = st.one_of(
    st.integers(-(10**6), 10**6),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.booleans(),
    st.none(),
    st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=12),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text("abc", min_size=1, max_size=3), inner, max_size=3)
    ),
    max_leaves=6,
)
# Parameter names a Python call can carry: the pythonic format cannot write `from=` or `as=`.
PARAMETER_NAMES = st.from_regex(r"[a-z][a-z_]{0,8}", fullmatch=True).filter(
    lambda n: not keyword.iskeyword(n)
)
ARGUMENTS = st.dictionaries(PARAMETER_NAMES, VALUES, max_size=3)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.lists(st.tuples(NAMES, ARGUMENTS), min_size=1, max_size=3), st.sampled_from(sorted(FAMILIES)))
def test_every_parser_gives_back_the_calls_its_format_carries(calls, family):
    if family == "llama3_json":
        calls = calls[:1]  # one call per turn in this family
    text = training_example.completion_in(family, calls)
    got = tool_parsers.server_reply(family, text)
    assert got.outcome == "calls", text
    assert [(n, json.loads(a)) for n, a in got.calls] == [(n, json.loads(json.dumps(a))) for n, a in calls]


def test_a_parameter_named_like_a_python_keyword_cannot_be_written_in_pythonic_form():
    text = training_example.completion_in("pythonic", [("route", {"from": "Paris"})])
    assert text == "[route(from='Paris')]"
    assert tool_parsers.server_reply("pythonic", text).outcome == "text"
    assert tool_parsers.server_reply(
        "hermes", training_example.completion_in("hermes", [("route", {"from": "Paris"})])
    ).calls


def test_which_formats_each_servers_parser_reads():
    matrix = training_example.format_matrix([("list_files", {}), ("read_file", {"path": "CMakeLists.txt"})])
    # llama3_json reads any JSON object with a name anywhere: Hermes' and Mistral's calls too
    also = {("hermes", "llama3_json"), ("mistral", "llama3_json")}
    for writer, row in matrix.items():
        for parser, outcome in row.items():
            assert outcome == ("calls" if writer == parser or (writer, parser) in also else "text"), (
                writer,
                parser,
            )


def test_runaway_output_is_read_in_one_pass_and_megabytes_are_not_read_at_all():
    huge = (
        "<｜tool▁calls▁begin｜>"
        + "<｜tool▁call▁begin｜>function<｜tool▁sep｜>f\n```json\n{"
        * 1500  # 80 000 characters: under MAX_CHARS, so it is parsed
        + "<｜tool▁calls▁end｜>"
    )
    assert tool_parsers.server_reply("deepseek_v3", huge).tool_calls == []
    assert careful_client.careful_reply("deepseek_v3", huge, ["f"]).rules_found() == ["kept_text"]
    too_long = tool_parsers.server_reply("llama3_json", "{" * (pythonic_calls.MAX_CHARS + 1))
    assert too_long.outcome == "text" and too_long.parsed is None
