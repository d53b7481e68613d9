"""Lesson 10's pre-render steps and renders: what vLLM 0.33.0 hands the template, and what comes out.

Recorded from vLLM's own code and transformers 5.20's renderer (``data/server_rendering/NOTICE.md``):
on all 60 conversations ``prepare_messages`` must give vLLM's conversation and ``render`` its
prompt, or the same 400 body when the template refuses. The ``{% generation %}`` marks must mark
what transformers marks, and the same spans that two renders' difference finds.
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections import Counter

from lab_code.model_text import chat_templates, server_records, training_example
from lab_code.model_text.chat_templates import FAMILIES, refusal_body, render, roundtrip_conversation
from lab_code.model_text.pre_render import prepare_messages
from lab_code.model_text.template_anatomy import client_adapted

DATA = chat_templates.TEMPLATE_DIR.parent / "data" / "server_rendering"
CONVERSATIONS = [json.loads(line) for line in (DATA / "conversations.jsonl").open(encoding="utf-8")]
RECORDED = {r["id"]: r for r in map(json.loads, (DATA / "vllm-0.33.0.jsonl").open(encoding="utf-8"))}
MESSAGES, TOOLS = roundtrip_conversation()


def test_sixty_conversations_five_templates():
    assert len(CONVERSATIONS) == 60 and Counter(c["family"] for c in CONVERSATIONS) == {
        f: 12 for f in FAMILIES
    }
    assert sorted(RECORDED) == sorted(c["id"] for c in CONVERSATIONS)


def test_each_template_gets_content_in_the_format_vllm_detects():
    detected = {RECORDED[c["id"]]["content_format"] for c in CONVERSATIONS if c["family"] == "llama3_json"}
    assert detected == {"openai"} == {FAMILIES["llama3_json"].content_format}
    for key, fam in FAMILIES.items():
        assert {RECORDED[c["id"]]["content_format"] for c in CONVERSATIONS if c["family"] == key} == {
            fam.content_format
        }


def test_prepare_messages_gives_the_conversation_vllm_gives():
    wrong = []
    for item in CONVERSATIONS:
        fam = FAMILIES[item["family"]]
        before = copy.deepcopy(item["messages"])
        got = prepare_messages(item["messages"], fam.content_format, fam.knows_developer_role)
        assert item["messages"] == before  # the client's messages are not changed
        if got != RECORDED[item["id"]]["conversation"]:
            wrong.append((item["id"], item["case"]))
    assert wrong == []


def test_every_render_is_vllms_prompt_or_its_400():
    assert server_records.rendering_agreement() == {family: (12, 12) for family in FAMILIES}
    refused = [r for r in server_records.rendering_rows() if "error" in r["vllm"]]
    assert {r["vllm"]["status"] for r in refused} == {400} and len(refused) == 4


def test_the_hermes_400_an_openai_style_request_gets_and_what_to_send_instead():
    body = refusal_body("hermes", MESSAGES, TOOLS)
    assert body == {
        "error": {
            "message": "Tool response dicts require a 'name' key indicating the name of the called function!",
            "type": "BadRequestError",
            "param": None,
            "code": 400,
        }
    }
    named, note = client_adapted("hermes", MESSAGES)
    assert refusal_body("hermes", named, TOOLS) is None and "name" in note
    assert [m["name"] for m in named if m["role"] == "tool"] == ["list_files", "read_file"]


def test_the_server_fixes_nothing_a_client_did_not_send():
    prepared = prepare_messages(MESSAGES)
    assert all("name" not in m for m in prepared if m["role"] == "tool")  # no lookup by tool_call_id
    assert [c["id"] for c in prepared[2]["tool_calls"]] == ["call_a", "call_b"]  # ids as sent
    broken = copy.deepcopy(MESSAGES)
    broken[2]["tool_calls"][1]["function"]["arguments"] = '{"path": '
    broken[2]["tool_calls"][0]["function"]["arguments"] = "[1]"
    assert [c["function"]["arguments"] for c in prepare_messages(broken)[2]["tool_calls"]] == [{}, {}]
    empty = copy.deepcopy(MESSAGES)
    empty[-1]["tool_calls"] = []
    assert "tool_calls" not in prepare_messages(empty)[-1]


def test_generation_marks_mark_what_transformers_marks_and_what_two_renders_find():
    named, _ = client_adapted("hermes", MESSAGES)
    text, spans = training_example.marked_spans(named, TOOLS)
    assert text == render("hermes", named, TOOLS)  # the marks change no character
    recorded = json.loads((DATA / "transformers-5.20.0-generation.json").read_text(encoding="utf-8"))
    assert hashlib.sha256(text.encode()).hexdigest() == recorded["prompt_sha256"]
    assert [list(s) for s in spans] == recorded["generation_indices"]
    assert spans == training_example.assistant_spans("hermes", named, TOOLS)
    assert training_example.with_generation_marks().count("{%- generation %}") == 2
