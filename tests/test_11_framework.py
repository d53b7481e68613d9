"""Lesson 11: LangGraph's prebuilt loop on the fake model — the invalid_tool_calls pitfall is real
(a 400 with the API's text, or a run that ends with no answer), the added node fixes it, and a
student without the optional install gets one readable line instead of a traceback."""

from __future__ import annotations

import importlib.metadata
import importlib.util

import pytest

from lab_code import REPO_ROOT
from lab_code.frameworks import langgraph_loop as lg
from lab_code.wire.messages import assistant_calls, assistant_text, tool_call


def _half_broken():
    return lg.scripted_server(
        assistant_calls(
            tool_call("read_file", {"path": "CMakeLists.txt"}, "call_1"),
            tool_call("read_file", '{"path": "src/main.c"', "call_2"),
        ),
        assistant_text("两个文件都读完了。"),
    )


def test_the_prebuilt_loop_leaves_an_invalid_call_unanswered_and_the_api_refuses():
    import openai

    server = _half_broken()
    with pytest.raises(openai.BadRequestError) as refused:
        lg.build_agent(server.client(), lg.lesson01_tools()).invoke({"messages": lg.lesson01_messages()})
    assert refused.value.body["message"].endswith("did not have response messages: call_2")
    assert len(server.requests) == 2


def test_a_reply_with_only_an_invalid_call_ends_the_run_silently_unless_it_is_answered():
    def only_broken():
        return lg.scripted_server(
            assistant_calls(tool_call("read_file", '{"path": "a"', "call_9")), assistant_text("好了。")
        )

    server = only_broken()
    ended = lg.build_agent(server.client(), lg.lesson01_tools()).invoke({"messages": lg.lesson01_messages()})
    assert len(server.requests) == 1 and ended["messages"][-1].invalid_tool_calls
    server = only_broken()
    fixed = lg.build_agent(server.client(), lg.lesson01_tools(), answer_invalid=True).invoke(
        {"messages": lg.lesson01_messages()}
    )
    assert fixed["messages"][-1].content == "好了。" and len(server.requests) == 2
    assert fixed["messages"][-2].tool_call_id == "call_9" and fixed["messages"][-2].status == "error"


def test_the_added_node_answers_every_id_and_still_runs_the_valid_calls():
    server = _half_broken()
    result = lg.build_agent(server.client(), lg.lesson01_tools(), answer_invalid=True).invoke(
        {"messages": lg.lesson01_messages()}
    )
    answered = {m.tool_call_id: m for m in result["messages"] if m.type == "tool"}
    assert set(answered) == {"call_1", "call_2"}
    assert answered["call_1"].content.startswith("project(demo C)")
    assert "JSON" in answered["call_2"].content and answered["call_2"].status == "error"
    assert result["messages"][-1].content == "两个文件都读完了。"


def test_without_the_optional_install_the_lesson_says_how_to_install_it(monkeypatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None if name == "langgraph" else real(name))
    with pytest.raises(lg.FrameworkMissing) as missing:
        lg.require_framework()
    shown = missing.value._render_traceback_()
    assert len(shown) == 1 and "requirements-framework.txt" in shown[0] and "langgraph" in shown[0]


def test_ci_checks_the_lesson_with_the_versions_students_install():
    pins = [
        line.split("==")
        for line in (REPO_ROOT / "requirements-framework.txt").read_text(encoding="utf-8").splitlines()
        if "==" in line and not line.startswith("#")
    ]
    assert {name for name, _ in pins} >= {"langgraph", "langchain-openai"}
    for name, version in pins:
        assert importlib.metadata.version(name) == version.split()[0], name
