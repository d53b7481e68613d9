"""Lesson 10's two layers: what vLLM's tool parsers return, and what a careful client adds.

The server layer must give exactly what vLLM 0.33.0's own code gave on every completion of the
course's corpus (recorded; see ``data/server_parsing/NOTICE.md``). Each careful rule must find
a problem exactly on the completions the corpus says it does, and change nothing else. The two
regular expressions vLLM matches with backtracking are re-done in one pass here; the property
tests compare them with vLLM's patterns (quoted below as the oracle) on short strings.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lab_code.model_text import careful_client, server_pythonic, server_records, tool_parsers
from lab_code.model_text.careful_client import RULES, careful_reply
from lab_code.model_text.server_records import as_recorded, parsing_rows, recorded_reply
from lab_code.model_text.tool_parsers import DS_CALL, DS_CALL_END, DS_SEP, server_reply

CORPUS = [
    {"id": r.id, "family": r.family, "case": r.case, "tools": r.tools, "text": r.text, "careful": r.careful}
    for r in parsing_rows()
]
RECORDED = {r.id: r.vllm for r in parsing_rows()}
FAMILIES = ["hermes", "llama3_json", "mistral", "pythonic", "deepseek_v3"]


def test_the_corpus_is_what_its_notice_says():
    assert len(CORPUS) >= 80 and sorted(RECORDED) == sorted(item["id"] for item in CORPUS)
    per_family = Counter(item["family"] for item in CORPUS)
    assert set(per_family) == set(FAMILIES) and min(per_family.values()) >= 15
    for family in FAMILIES:
        cases = " | ".join(item["case"] for item in CORPUS if item["family"] == family)
        for kind in (
            "well-formed",
            "several calls",
            "text before",
            "text after",
            "truncated",
            "nested quotes",
            "unicode",
            "no call",
        ):
            assert kind in cases, (family, kind)
    every = " | ".join(item["case"] for item in CORPUS)
    for kind in ("code fence", "malformed JSON", "wrong tag", "wrong type", "name not offered"):
        assert kind in every, kind


def test_the_server_layer_agrees_with_vllm_on_every_completion():
    wrong = [r.id for r in parsing_rows() if as_recorded(server_reply(r.family, r.text)) != recorded_reply(r)]
    assert wrong == [], f"{len(wrong)} of {len(CORPUS)} differ from what vLLM returned"
    sizes = Counter(r.family for r in parsing_rows())
    assert server_records.parsing_agreement() == {family: (n, n) for family, n in sizes.items()}


def test_the_quirks_the_lesson_shows_are_vllms():
    by_case = {(i["family"], i["case"]): i for i in CORPUS}
    unchecked = by_case[("deepseek_v3", "invalid JSON arguments")]
    assert RECORDED[unchecked["id"]]["message"]["tool_calls"][0]["arguments"] == "{'path': 'a.txt'}"
    cut = by_case[("deepseek_v3", "truncated inside the arguments")]
    recorded = RECORDED[cut["id"]]
    assert recorded["parser"]["tools_called"] and recorded["message"] == {
        "content": "先读一下这个文件。",
        "tool_calls": [],
    }
    dropped = by_case[("pythonic", "positional argument in the second call")]
    assert RECORDED[dropped["id"]]["message"]["tool_calls"][1]["arguments"] == "{}"
    around = by_case[("llama3_json", "text before")]
    assert RECORDED[around["id"]]["message"]["content"] is None  # the text is gone
    lost = by_case[("mistral", "text before a truncated call")]
    assert not RECORDED[lost["id"]]["message"]["content"].startswith("Reading it now")


def test_each_careful_rule_finds_problems_exactly_where_the_corpus_says():
    for rule in RULES:
        found = {
            i["id"] for i in CORPUS if careful_reply(i["family"], i["text"], i["tools"], [rule]).problems
        }
        said = {i["id"] for i in CORPUS if rule in i["careful"]}
        assert found == said, (rule, sorted(found ^ said))
        assert said, f"no completion in the corpus shows what {rule} guards against"


def test_careful_rules_change_only_what_they_say():
    for item in CORPUS:
        server = server_reply(item["family"], item["text"])
        careful = careful_reply(item["family"], item["text"], item["tools"])
        assert careful.tool_calls == server.tool_calls  # a call is flagged, never rewritten
        if "kept_text" not in item["careful"]:
            assert careful.content == server.content, item["id"]
        if not item["careful"]:
            assert careful.problems == [] and careful.runnable == server.tool_calls, item["id"]


def test_a_flagged_call_is_not_run_and_a_blocking_problem_stops_them_all():
    runaway = next(i for i in CORPUS if "call_limit" in i["careful"])
    assert careful_reply(runaway["family"], runaway["text"], runaway["tools"]).runnable == []
    text = "[read_file(path='a.txt'), get_weather('Paris')]"
    careful = careful_reply("pythonic", text, ["read_file", "get_weather"])
    assert [c["function"]["name"] for c in careful.runnable] == ["read_file"]
    assert careful.problems[0].rule == "keyword_only" and careful.problems[0].call == 1
    with pytest.raises(KeyError, match="可选：offered_tool"):
        careful_reply("pythonic", text, ["read_file"], ["no_such_rule"])


def test_every_rule_says_what_it_needs_and_what_it_guards_against():
    assert {r.needs for r in RULES.values()} == {"message", "raw text"}
    for rule in RULES.values():
        assert rule.name in careful_client.__doc__ and rule.guards


# vLLM 0.33.0's own patterns (Apache-2.0): vllm/tool_parsers/pythonic_tool_parser.py, deepseekv3_tool_parser.py
VLLM_PYTHONIC = re.compile(
    r"\[([a-zA-Z]+\w*\(([a-zA-Z]+\w*=.*,\s*)*([a-zA-Z]+\w*=.*\s)?\),\s*)*([a-zA-Z]+\w*\(([a-zA-Z]+\w*=.*,\s*)*([a-zA-Z]+\w*=.*\s*)?\)\s*)+\]",
    re.DOTALL,
)
VLLM_DEEPSEEK = re.compile(
    r"<｜tool▁call▁begin｜>(?P<type>.*)<｜tool▁sep｜>(?P<function_name>.*)\n```json\n(?P<function_arguments>[\s\S]*?)\n```<｜tool▁call▁end｜>"
)
PY_PIECES = st.sampled_from(["[", "]", "(", ")", ",", " ", "\n", "f", "ab", "x1", "=", "'s'", "1", ".", "_"])
DS_PIECES = st.sampled_from(
    [DS_CALL, DS_SEP, DS_CALL_END, "\n", "```json", "```", "function", "f", "{}", " "]
)


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.lists(PY_PIECES, min_size=1, max_size=12), st.booleans())
def test_pythonic_start_is_vllms_pattern(pieces, bracket):
    text = ("[" if bracket else "") + "".join(pieces)
    assert server_pythonic.pythonic_start(text) == (VLLM_PYTHONIC.match(text) is not None), text


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(DS_PIECES, min_size=1, max_size=12))
def test_deepseek_calls_are_vllms_findall(pieces):
    text = "".join(pieces)
    expected = [
        (m["type"], m["function_name"], m["function_arguments"]) for m in VLLM_DEEPSEEK.finditer(text)
    ]
    assert [(k, n, a) for k, n, a, _ in tool_parsers._deepseek_calls(text)] == expected, text


def test_hostile_completions_stay_bounded():
    many_seps = "[" + "a=" * 20_000 + "("  # backtracking food for the pattern, read in one pass here
    assert server_pythonic.pythonic_start(many_seps) is False
    line = DS_CALL + DS_SEP * 20_000 + "x"
    assert server_reply("deepseek_v3", tool_parsers.DS_BEGIN + line).tool_calls == []
    huge = "{" * (tool_parsers.MAX_CHARS + 1)
    reply = server_reply("llama3_json", huge)
    assert reply.tool_calls == [] and reply.content == huge
    assert server_reply("pythonic", "[f(x=__import__('os').system('true'))]").tool_calls == []  # nothing runs
    with pytest.raises(KeyError, match="可选：hermes"):
        server_reply("qwen", "")
