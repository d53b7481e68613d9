"""Lesson 10's constrained decoder, training example and local-server set-up.

The decoder's guarantees are checked as properties: whatever the stand-in model prefers, JSON
mode always yields JSON and strict mode always yields schema-valid arguments (checked with
``jsonschema``, not with the decoder's own grammar). The loss mask covers exactly the assistant
turns. The requests the course sends to a local server are the ones a real API accepts: they
go, under each server's ``/v1`` path, to the course's fake served over loopback HTTP.
"""

from __future__ import annotations

import json
import random

import jsonschema
import pytest

from lab_code.model_text import constrained_decoding as cd
from lab_code.model_text import local_servers, training_example
from lab_code.model_text.chat_templates import render, roundtrip_conversation
from lab_code.model_text.template_anatomy import client_adapted
from lab_code.wire.settings import load_settings

MESSAGES, TOOLS = roundtrip_conversation()


def test_the_three_modes_give_the_three_guarantees_the_lesson_shows():
    texts = {mode: cd.decode(mode).text for mode in cd.MODES}
    assert texts["none"] == "Sure! {'town': 'Beijing', 'unit': 'kelvin'}"
    assert cd.check(texts["none"]).startswith("不是 JSON")
    assert json.loads(texts["json"]) == {"town": "Beijing", "unit": "kelvin"}
    assert not jsonschema.Draft202012Validator(cd.SCHEMA).is_valid(json.loads(texts["json"]))
    assert json.loads(texts["strict"]) == {"city": "Beijing", "unit": "celsius"}
    assert cd.check(texts["strict"]) == "符合 schema"


def _random_model(seed: int):
    rng = random.Random(seed)
    return lambda tokens: {token: rng.random() for token in cd.VOCAB}


@pytest.mark.parametrize("seed", range(40))
def test_any_model_under_strict_mode_writes_schema_valid_json(seed, monkeypatch):
    monkeypatch.setattr(cd, "stand_in_scores", _random_model(seed))
    strict = cd.decode("strict", max_tokens=40)
    jsonschema.validate(json.loads(strict.text), cd.SCHEMA)
    loose = cd.decode("json", max_tokens=400)  # these seeds all close their brackets well before 400
    assert loose.finish_reason == "stop" and isinstance(json.loads(loose.text), dict)


def test_the_masks_never_leave_an_empty_choice_before_the_end():
    for mode in ("json", "strict"):
        for step in cd.decode(mode).steps:
            assert step.allowed >= 1
    assert cd.strict_allowed(["{", '"city"', ":"]) == {t for t in cd.VOCAB if t.startswith('"')}
    assert cd.strict_allowed(["{", '"city"', ":", '"Paris"', ",", '"unit"', ":"]) == {
        '"celsius"',
        '"fahrenheit"',
    }
    assert cd.json_allowed(["{", '"a"', ":", "["]) >= {"]", "3", "{", "["}


def test_strict_mode_does_not_survive_truncation():
    cut = cd.decode("strict", max_tokens=5)
    assert cut.finish_reason == "length" and cd.check(cut.text).startswith("不是 JSON")


def test_the_loss_mask_covers_exactly_the_assistant_turns():
    adapted, _ = client_adapted("hermes", MESSAGES)
    text = render("hermes", adapted, TOOLS)
    spans = training_example.assistant_spans("hermes", adapted, TOOLS)
    trained = [text[a:b] for a, b in spans]
    assert trained[0].startswith("<tool_call>") and trained[0].rstrip().endswith("<|im_end|>")
    assert trained[1] == MESSAGES[-1]["content"] + "<|im_end|>\n"
    assert "project(demo C)" not in "".join(trained)  # a tool result is read, not learnt
    tokens = training_example.labelled_tokens(text, spans)
    assert "".join(t for t, _ in tokens) == text  # the toy tokenizer loses nothing
    assert {t for t, on in tokens if on} >= {"<tool_call>", "list_files", "read_file"}
    assert not any(on for t, on in tokens if t == "<tools>" or t == "system")


@pytest.mark.parametrize("key", ["mistral", "deepseek_v3"])
def test_templates_that_are_not_prefix_stable_are_refused(key):
    adapted, _ = client_adapted(key, MESSAGES)
    with pytest.raises(ValueError, match="前缀稳定"):
        training_example.assistant_spans(key, adapted, TOOLS)


def test_each_local_server_profile_points_the_course_there():
    for key, server in local_servers.SERVERS.items():
        env = local_servers.lab_env(key)
        settings = load_settings(env)
        assert settings.uses_real_model and settings.base_url == server.base_url
        assert settings.base_url.endswith("/v1") and server.docs
        assert "sk-" not in env["OPENAI_API_KEY"]  # never a real-looking key in the lesson
        assert local_servers.export_lines(key).count("export ") == 4
    assert "--enable-auto-tool-choice --tool-call-parser" in " ".join(local_servers.SERVERS["vllm"].commands)
    assert "--chat-template" in " ".join(local_servers.SERVERS["vllm"].commands)
    assert "--jinja" in local_servers.SERVERS["llama_cpp"].commands[0]


@pytest.mark.parametrize("key", sorted(local_servers.SERVERS))
def test_the_requests_the_course_sends_pass_the_served_fake_under_each_path(key):
    run = local_servers.rehearse(key)
    assert run.checked == 2 and run.model == local_servers.SERVERS[key].example_model
    roles = [m["role"] for m in run.second_request["messages"]]
    assert roles == ["system", "user", "assistant", "tool", "tool"]
    assert run.answer.startswith("项目依赖 ZLIB")


def test_ollama_native_requests_name_the_function_and_carry_argument_objects():
    native = local_servers.to_ollama_native(local_servers.rehearse("ollama").second_request)
    assistant, *results = native["messages"][2:]
    assert assistant["tool_calls"][1] == {
        "function": {"name": "read_file", "arguments": {"path": "CMakeLists.txt"}}
    }
    assert [r["tool_name"] for r in results] == ["list_files", "read_file"]
    assert all("tool_call_id" not in r for r in results) and native["stream"] is False
