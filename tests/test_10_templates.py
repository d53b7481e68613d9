"""Lesson 10's chat templates: vendored unchanged, rendered in a real sandbox, measured honestly.

The copies must be vLLM's files byte for byte (their NOTICE lists the hashes); rendering runs
in jinja2's immutable sandbox with the helpers serving libraries give templates; what the lesson
says about each family (what it refuses, where results go, whether ids are seen) is measured
here on lesson 01's real conversation, so a changed template or helper breaks a test.
"""

from __future__ import annotations

import copy
import hashlib
import re
import subprocess
import sys

import jinja2
import pytest
from jinja2.exceptions import SecurityError, TemplateError

from lab_code import REPO_ROOT
from lab_code.model_text import template_anatomy, template_sandbox
from lab_code.model_text.chat_templates import FAMILIES, TEMPLATE_DIR, render, roundtrip_conversation

MESSAGES, TOOLS = roundtrip_conversation()


NOTICE_ROW = re.compile(
    r"^\| `(?P<file>[^`]+\.jinja)` \| `(?P<path>[^`]+)` \| `(?P<commit>[0-9a-f]{40})` \| `(?P<sha>[0-9a-f]{64})` \|$",
    re.M,
)


def test_every_template_is_the_vendored_file_its_notice_names_with_its_upstream_commit_and_path():
    notice = (TEMPLATE_DIR / "NOTICE.md").read_text(encoding="utf-8")
    rows = {m["file"]: m for m in NOTICE_ROW.finditer(notice)}
    on_disk = sorted(p.name for p in TEMPLATE_DIR.glob("*.jinja"))
    assert sorted(rows) == on_disk == sorted(f.file for f in FAMILIES.values())
    for name, row in rows.items():
        assert hashlib.sha256((TEMPLATE_DIR / name).read_bytes()).hexdigest() == row["sha"], name
        assert row["path"] == f"examples/{name}", name  # vLLM keeps them under examples/, same name
    assert "vllm-project/vllm" in notice and "Apache License 2.0" in " ".join(notice.split())
    licence = (TEMPLATE_DIR / "LICENSE-Apache-2.0.txt").read_text(encoding="utf-8")
    assert "Apache License" in licence and "Version 2.0" in licence


def test_the_environment_is_the_sandbox_servers_use():
    env = template_sandbox.environment()
    assert isinstance(env, jinja2.sandbox.ImmutableSandboxedEnvironment)
    assert env.trim_blocks and env.lstrip_blocks
    # tojson keeps Chinese and does not HTML-escape, as transformers' override does
    assert env.from_string("{{ x | tojson }}").render(x={"a": "<杭州>"}) == '{"a": "<杭州>"}'
    assert (
        env.from_string(
            "{% for i in [1, 2, 3] %}{% if i == 2 %}{% break %}{% endif %}{{ i }}{% endfor %}"
        ).render()
        == "1"
    )
    with pytest.raises(TemplateError, match="no"):
        env.from_string("{{ raise_exception('no') }}").render()
    with pytest.raises(SecurityError):  # a template cannot change the data it is given
        env.from_string("{% set _ = messages.append(1) %}").render(messages=[])
    with pytest.raises(SecurityError):  # nor reach Python internals
        env.from_string("{{ ''.__class__.__mro__[1].__subclasses__() }}").render()


def test_lesson_01_as_is_three_templates_refuse_for_three_reasons():
    outcomes = {
        key: template_anatomy.try_render(template_anatomy.bound(key, TOOLS), MESSAGES)[1] for key in FAMILIES
    }
    assert "require a 'name' key" in outcomes["hermes"]
    assert "single tool-calls" in outcomes["llama3_json"]
    assert "length >= 9" in outcomes["mistral"]
    assert outcomes["pythonic"] is None and outcomes["deepseek_v3"] is None


def test_what_a_client_must_send_makes_each_template_accept_it():
    for key in ("hermes", "llama3_json", "mistral"):
        adapted, _ = template_anatomy.client_adapted(key, MESSAGES)
        text = render(key, adapted, TOOLS)
        assert "CMakeLists.txt" in text
    named, _ = template_anatomy.client_adapted("hermes", MESSAGES)
    assert [m.get("name") for m in named if m["role"] == "tool"] == ["list_files", "read_file"]
    long_ids, _ = template_anatomy.client_adapted("mistral", MESSAGES)
    calls = long_ids[2]["tool_calls"]
    assert [len(c["id"]) for c in calls] == [9, 9]
    assert [m["tool_call_id"] for m in long_ids if m["role"] == "tool"] == [c["id"] for c in calls]
    one, _ = template_anatomy.client_adapted("llama3_json", MESSAGES)
    assert len(one[2]["tool_calls"]) == 1 and sum(m["role"] == "tool" for m in one) == 1
    assert MESSAGES[2]["tool_calls"][0]["id"] == "call_a"  # the original is not changed


def test_what_the_lesson_says_about_each_family():
    rows = {row["family"]: row for row in template_anatomy.family_rows(MESSAGES, TOOLS)}
    assert rows["mistral"]["ids"] == {"shows_id": True, "without_id": "error"}
    for key in ("hermes", "llama3_json", "pythonic", "deepseek_v3"):
        assert rows[key]["ids"] == {"shows_id": False, "without_id": "same"}, key
    assert rows["hermes"]["frame"]["before"].startswith("<|im_start|>tool\n<tool_response>\n")
    assert rows["llama3_json"]["frame"]["before"].endswith('{"output": "')
    assert rows["deepseek_v3"]["frame"]["after"].startswith("<｜tool▁output▁end｜>")
    assert rows["llama3_json"]["tools_at"] == "用户轮" and rows["pythonic"]["tools_at"] == "系统轮"
    assert "<|im_start|>" in rows["hermes"]["special"] and "[TOOL_RESULTS]" in rows["mistral"]["special"]


def test_swapped_results_are_invisible_to_a_position_paired_template():
    """The reason the course insists on id pairing: Hermes reads two results by order only."""
    adapted, _ = template_anatomy.client_adapted("hermes", MESSAGES)
    swapped = copy.deepcopy(adapted)
    swapped[3]["tool_call_id"], swapped[4]["tool_call_id"] = (
        swapped[4]["tool_call_id"],
        swapped[3]["tool_call_id"],
    )
    assert render("hermes", swapped, TOOLS) == render("hermes", adapted, TOOLS)


def test_arguments_are_parsed_before_rendering_and_double_encoded_if_not():
    adapted, _ = template_anatomy.client_adapted("hermes", MESSAGES)
    assert '"arguments": {"path": "CMakeLists.txt"}' in render("hermes", adapted, TOOLS)
    assert '"arguments": "{\\"path\\": \\"CMakeLists.txt\\"}"' in render(
        "hermes", adapted, TOOLS, parse_arguments=False
    )


def test_the_template_quirks_the_lesson_shows():
    assert "read_file(path=CMakeLists.txt)" in render("pythonic", MESSAGES, TOOLS)  # no quotes
    adapted, _ = template_anatomy.client_adapted("mistral", MESSAGES)
    system = MESSAGES[0]["content"]
    assert system in render("mistral", adapted[:2], TOOLS) and system not in render("mistral", adapted, TOOLS)
    assert "26 Jul 2024" in render("pythonic", MESSAGES, TOOLS)  # the fixed clock: renders repeat


def test_tool_result_frame_finds_escaped_content_and_refuses_a_rewritten_one():
    render_fn = template_anatomy.bound("hermes", TOOLS)
    adapted, _ = template_anatomy.client_adapted("hermes", MESSAGES)
    frame = template_anatomy.tool_result_frame(render_fn, adapted[:5])  # content has newlines: JSON-escaped
    assert frame["after"].startswith('"}')

    def rewriting(messages):
        return render_fn(messages).replace("main.c", "MAIN.C")

    with pytest.raises(ValueError, match="找不到工具结果"):
        template_anatomy.tool_result_frame(rewriting, adapted[:4])


def test_an_unknown_family_is_named_with_the_choices():
    with pytest.raises(KeyError, match="可选：hermes"):
        render("qwen", MESSAGES, TOOLS)


def test_without_fork_renders_still_run_in_the_sandbox(monkeypatch):
    """Windows and the browser have no fork: the limits are off there, the sandbox is not."""
    from lab_code.model_text import bounded_render

    monkeypatch.setattr(bounded_render, "ISOLATED", False)
    adapted, _ = template_anatomy.client_adapted("hermes", MESSAGES)
    assert render("hermes", adapted, TOOLS).startswith("<|begin_of_text|>")
    with pytest.raises(SecurityError):
        bounded_render.render_template("{{ ''.__class__.__mro__ }}", {})


def test_the_renderer_imports_neither_the_openai_sdk_nor_jsonschema():
    """10.2 hands ``render`` to the student's function, so a grading sandbox imports the renderer
    inside a case's time limit, in a fresh process after every timeout. The fake server that
    only ``roundtrip_conversation`` needs pulls in the OpenAI SDK and jsonschema (~0.6 s of CPU,
    ten times the rest): on a busy machine that alone ran past the limit, case after case."""
    code = "import sys, lab_code.model_text.template_anatomy; print(sorted({'openai', 'jsonschema'} & {*sys.modules}))"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=REPO_ROOT
    )
    assert done.stdout.strip() == "[]", done.stderr
