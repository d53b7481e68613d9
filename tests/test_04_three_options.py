"""Lesson 04: the three options, the corpus, the comparison, the concurrency plan, the widget."""

import json
import logging
import threading

import openai
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lab_code.options.compare_options import compare, executed_calls, judge
from lab_code.options.demo_data import demo_registry
from lab_code.options.native_calling import add_finish_tool, choice_brain, parse_native, run_native_loop
from lab_code.options.parallel_exec import Plan, demo_batches, plan_execution, run_calls, tool_messages
from lab_code.options.reply_corpus import FAMILIES, build_corpus
from lab_code.options.text_protocol import (
    MAX_REPLY_CHARS,
    build_system_prompt,
    chat_model,
    parse_reply,
    result_message,
    run_text_loop,
)
from lab_code.options.tool_registry import Registry
from lab_code.running.safe_call import RunStopped
from lab_code.widgets.three_options import ThreeOptionsWidget
from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.messages import assistant_calls, assistant_text, scripted, tool_call
from lab_code.wire.tool_results import ToolError

KNOWN = ["get_weather", "search_docs"]


def tag(payload) -> str:
    return f"<tool_call>{json.dumps(payload, ensure_ascii=False)}</tool_call>"


# -- option 1: text protocol -------------------------------------------------------------------


def test_clean_call_and_prose_around_it():
    reply = "我查一下。\n" + tag({"name": "get_weather", "arguments": {"city": "杭州"}}) + "\n稍等"
    result = parse_reply(reply, KNOWN)
    assert result.status == "calls"
    assert [(c.name, c.arguments) for c in result.calls] == [("get_weather", {"city": "杭州"})]
    assert "<tool_call>" not in result.text and "我查一下" in result.text


def test_two_calls_need_a_non_greedy_pattern():
    reply = (
        tag({"name": "get_weather", "arguments": {"city": "a"}})
        + " 和 "
        + tag({"name": "search_docs", "arguments": {"query": "b"}})
    )
    assert [c.name for c in parse_reply(reply, KNOWN).calls] == ["get_weather", "search_docs"]


def test_pretty_printed_call_across_lines_needs_dotall():
    body = json.dumps(
        {"name": "get_weather", "arguments": {"city": "成都\n二环"}}, indent=2, ensure_ascii=False
    )
    result = parse_reply(f"<tool_call>\n{body}\n</tool_call>", KNOWN)
    assert result.calls[0].arguments == {"city": "成都\n二环"}


@pytest.mark.parametrize(
    "broken",
    [
        "{'name': 'get_weather'}",
        '{"name": "get_weather", "arguments": {},}',
        '{"name": "get_weather" // 注释\n}',
        "",
        "[1, 2]",
        '{"arguments": {}}',
        '{"name": "get_weather", "arguments": "city=杭州"}',
    ],
)
def test_malformed_call_becomes_plain_text_with_a_reason_and_a_log_record(broken, caplog):
    reply = f"<tool_call>{broken}</tool_call>"
    with caplog.at_level(logging.WARNING, logger="lab_code.options.text_protocol"):
        result = parse_reply(reply, KNOWN)
    assert result.status == "parse_error" and result.calls == [] and result.text == reply
    assert result.problems and caplog.records, "the reason is returned and logged"


def test_unknown_tool_name_is_text_not_a_call():
    result = parse_reply(tag({"name": "get_wether", "arguments": {}}), KNOWN)
    assert result.status == "text" and result.calls == []
    assert "get_wether" in result.problems[0]


def test_unclosed_and_nested_tags_are_not_executed():
    inner = tag({"name": "get_weather", "arguments": {"city": "x"}})
    assert parse_reply('<tool_call>{"name": "get_weather", "arguments": {}}', KNOWN).status == "parse_error"
    nested = parse_reply(f"<tool_call>{inner}</tool_call>", KNOWN)
    assert nested.calls == [] and nested.status == "parse_error"


def test_closing_tag_inside_a_string_argument_defeats_the_regex():
    # A documented limit of option 1 (the lesson measures it): the call is lost, not mangled.
    reply = tag({"name": "search_docs", "arguments": {"query": "解释 </tool_call> 标签"}})
    result = parse_reply(reply, KNOWN)
    assert result.calls == [] and result.status == "parse_error"


def test_huge_replies_are_refused_with_a_reason():
    huge = "字" * 1_000_000 + tag({"name": "get_weather", "arguments": {"city": "x"}})
    result = parse_reply(huge, KNOWN)
    assert result.status == "parse_error" and str(MAX_REPLY_CHARS) in result.problems[0]
    many_open = "<tool_call>{" * 90_000
    assert parse_reply(many_open, KNOWN).status == "parse_error"
    long_ok = "x" * (MAX_REPLY_CHARS - 200) + tag({"name": "get_weather", "arguments": {"city": "y"}})
    assert parse_reply(long_ok, KNOWN).calls[0].arguments == {"city": "y"}


def test_reply_must_be_text():
    with pytest.raises(TypeError, match="str"):
        parse_reply(None, KNOWN)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.text(min_size=1, max_size=8), st.text(max_size=30), max_size=4))
def test_any_string_arguments_round_trip(arguments):
    reply = tag({"name": "search_docs", "arguments": arguments})
    if "</tool_call>" in json.dumps(arguments, ensure_ascii=False):
        return  # the measured limitation above
    assert parse_reply(reply, KNOWN).calls[0].arguments == arguments


@settings(max_examples=80, deadline=None)
@given(st.text(max_size=300))
def test_parser_never_raises_on_arbitrary_text(text):
    assert parse_reply(text, KNOWN).status in {"calls", "text", "parse_error"}


def test_result_roles():
    assert result_message("f", "{}", "user")["role"] == "user"
    assert result_message("f", "{}", "function") == {"role": "function", "name": "f", "content": "{}"}
    with pytest.raises(ValueError, match="result_role"):
        result_message("f", "{}", "assistant")


def _loop_model(replies):
    it = iter(replies)
    return lambda messages: next(it)


def test_text_loop_runs_tool_and_feeds_result_back():
    registry = demo_registry()
    call = tag({"name": "get_weather", "arguments": {"city": "杭州"}})
    run = run_text_loop(
        _loop_model([call, "杭州晴。"]),
        registry.dispatch,
        registry.names,
        "天气？",
        build_system_prompt(registry.prompt_section()),
    )
    assert (run.stop_reason, run.turns, run.answer) == ("answer", 2, "杭州晴。")
    fed_back = run.messages[3]
    assert fed_back["role"] == "user" and "杭州：晴" in fed_back["content"]


def test_text_loop_stops_at_max_turns():
    registry = demo_registry()
    call = tag({"name": "get_weather", "arguments": {"city": "杭州"}})
    run = run_text_loop(lambda m: call, registry.dispatch, registry.names, "?", "sys", max_turns=3)
    assert run.stop_reason == "max_turns" and run.turns == 3
    with pytest.raises(ValueError):
        run_text_loop(lambda m: call, registry.dispatch, registry.names, "?", "sys", max_turns=0)


def test_tool_role_without_call_id_is_refused_by_a_chat_api():
    registry = demo_registry()
    call = tag({"name": "get_weather", "arguments": {"city": "杭州"}})
    server = FakeOpenAIServer(scripted([assistant_text(call), assistant_text("好")]))
    ask = chat_model(server.client(), "fake-model")
    assert run_text_loop(ask, registry.dispatch, registry.names, "?", "sys").answer == "好"
    server = FakeOpenAIServer(scripted([assistant_text(call), assistant_text("好")]))
    with pytest.raises(openai.BadRequestError):
        run_text_loop(
            chat_model(server.client(), "fake-model"),
            registry.dispatch,
            registry.names,
            "?",
            "sys",
            result_role="tool",
        )


# -- option 2: registry --------------------------------------------------------------------------


def test_schema_comes_from_type_hints_and_both_views_agree():
    registry = demo_registry()
    tools = {t["function"]["name"]: t["function"] for t in registry.openai_tools()}
    weather = tools["get_weather"]["parameters"]
    assert weather["required"] == ["city"] and weather["properties"]["unit"]["enum"] == ["c", "f"]
    assert (
        weather["additionalProperties"] is True
        and tools["send_email"]["parameters"]["additionalProperties"] is False
    )
    prompt = registry.prompt_section()
    assert all(f"- {name}：" in prompt for name in tools)


def test_decorator_returns_the_function_and_registries_do_not_share_state():
    a, b = Registry(), Registry()

    @a.tool("加法")
    def add(x: int, y: int = 1) -> int:
        return x + y

    assert add(2) == 3 and "add" in a and "add" not in b and len(b) == 0


@pytest.mark.parametrize(
    "misuse, error",
    [
        (lambda r: r.tool(lambda: 1), TypeError),  # @registry.tool without ()
        (lambda r: r.tool("")(lambda: 1), ValueError),
        (lambda r: r.tool("x", extras="ignore"), ValueError),
        (lambda r: r.tool("x", name="bad name")(lambda: 1), ValueError),
    ],
)
def test_registry_misuse_is_refused(misuse, error):
    with pytest.raises(error):
        misuse(Registry())


def test_registry_refuses_untyped_varargs_duplicates_and_bad_resource_arg():
    registry = Registry()

    def untyped(city):
        return city

    def varargs(*args: str):
        return args

    def ok(city: str):
        return city

    with pytest.raises(TypeError, match="类型注解"):
        registry.tool("x")(untyped)
    with pytest.raises(TypeError, match="args"):
        registry.tool("x")(varargs)
    registry.tool("x")(ok)
    with pytest.raises(ValueError, match="已经注册"):
        registry.tool("y")(ok)
    with pytest.raises(ValueError, match="resource_arg"):
        registry.tool("z", name="ok2", resource_arg="path")(ok)
    with pytest.raises(KeyError, match="没有名为"):
        registry.get("nope")


def test_extras_drop_vs_reject():
    registry = demo_registry()
    dropped = registry.bind("get_weather", {"city": "杭州", "date": "明天"})
    assert dropped.ok and dropped.dropped == ["date"] and dropped.arguments == {"city": "杭州", "unit": "c"}
    refused = registry.bind("send_email", {"to": "a", "subject": "s", "body": "b", "cc": "boss"})
    assert not refused.ok and refused.error["error_type"] == "invalid_arguments"
    assert refused.error["unexpected"] == ["cc"]


def test_missing_wrong_type_unknown_and_non_object_arguments_are_structured_errors():
    registry = demo_registry()
    missing = registry.dispatch("send_email", {"subject": "s"})
    assert missing["ok"] is False and missing["missing"] == ["to", "body"]
    assert registry.dispatch("search_docs", {"query": "q", "top_k": 99})["error_type"] == "invalid_arguments"
    assert registry.dispatch("nope", {})["error_type"] == "unknown_tool"
    assert registry.dispatch("get_weather", ["杭州"])["error_type"] == "invalid_arguments"
    assert registry.dispatch("get_weather", {"city": "杭州"}) == {"ok": True, "content": "杭州：晴，22°C"}


def test_tool_error_goes_back_other_exceptions_stop_the_run():
    registry = Registry()

    @registry.tool("会失败")
    def fragile(kind: str) -> str:
        if kind == "expected":
            raise ToolError("文件不存在", error_type="not_found")
        raise RuntimeError("our bug")

    assert registry.dispatch("fragile", {"kind": "expected"})["error_type"] == "not_found"
    with pytest.raises(RunStopped, match="RuntimeError"):  # lesson 05's policy: safe_call
        registry.dispatch("fragile", {"kind": "bug"})


def test_a_dropped_argument_is_told_to_the_model():
    registry = demo_registry()
    result = registry.dispatch("get_weather", {"city": "杭州", "date": "明天"})
    assert result["ok"] and result["dropped_arguments"] == ["date"] and "date" in result["notice"]
    # Option 3: the binding parse_native made is the one that runs, so the notice reaches the
    # tool message the model reads next.
    server = FakeOpenAIServer(
        scripted(
            [
                assistant_calls(tool_call("get_weather", {"city": "杭州", "date": "明天"}, "call_1")),
                assistant_text("好的"),
            ]
        )
    )
    run = run_native_loop(server.client(), registry, "杭州明天天气？")
    told = json.loads(run.messages[2]["content"])
    assert told["dropped_arguments"] == ["date"] and "已忽略" in told["notice"]
    assert json.loads(server.requests[1]["messages"][2]["content"]) == told  # it was sent


def test_the_registry_binds_each_native_call_once(monkeypatch):
    registry = demo_registry()
    binds = []
    original = registry.bind
    monkeypatch.setattr(registry, "bind", lambda *a: binds.append(a) or original(*a))
    server = FakeOpenAIServer(
        scripted([assistant_calls(tool_call("get_weather", {"city": "杭州"}, "c1")), assistant_text("好")])
    )
    run_native_loop(server.client(), registry, "?")
    assert binds == [("get_weather", {"city": "杭州"})]


# -- option 3: native calling ---------------------------------------------------------------------


def test_native_invalid_json_becomes_an_error_for_that_id():
    message = assistant_calls(
        tool_call("get_weather", "{'city': '杭州'}", "call_1"), tool_call("get_weather", "", "call_2")
    )
    first, second = parse_native(message, demo_registry())
    assert first.binding.error["error_type"] == "invalid_json"
    assert second.binding.error["missing"] == ["city"]  # empty string = {} = city missing


def _run(choice="auto", finish=False, parallel=None, question="杭州和北京的天气怎么样？"):
    registry = add_finish_tool(demo_registry()) if finish else demo_registry()
    server = FakeOpenAIServer(choice_brain())
    run = run_native_loop(
        server.client(), registry, question, tool_choice=choice, parallel_tool_calls=parallel
    )
    return run, server


def test_native_auto_answers_every_id_in_order():
    run, server = _run()
    assert (run.stop_reason, run.turns) == ("answer", 2)
    calls = run.messages[1]["tool_calls"]
    assert [m["tool_call_id"] for m in run.messages[2:4]] == [c["id"] for c in calls]
    assert server.requests[0]["tool_choice"] == "auto"


def test_tool_choice_none_required_finish_and_named():
    assert _run("none")[0].turns == 1 and "tool_calls" not in _run("none")[0].messages[1]
    assert _run("required")[0].stop_reason == "max_turns"
    assert _run("required", finish=True)[0].stop_reason == "finish"
    named, _ = _run({"type": "function", "function": {"name": "search_docs"}})
    names = {c["function"]["name"] for m in named.messages if m.get("tool_calls") for c in m["tool_calls"]}
    assert names == {"search_docs"}


def test_parallel_tool_calls_false_gives_one_call_per_turn():
    run, server = _run(parallel=False)
    assert server.requests[0]["parallel_tool_calls"] is False
    assert all(len(m.get("tool_calls", [])) <= 1 for m in run.messages if m["role"] == "assistant")
    assert run.turns == 3 and "北京" in run.answer  # one round trip more, nothing lost


def test_native_loop_survives_broken_arguments():
    registry = demo_registry()
    server = FakeOpenAIServer(
        scripted(
            [assistant_calls(tool_call("get_weather", '{"city": 杭州}', "call_1")), assistant_text("好的")]
        )
    )
    run = run_native_loop(server.client(), registry, "?")
    assert run.answer == "好的" and json.loads(run.messages[2]["content"])["error_type"] == "invalid_json"


# -- corpus and comparison ------------------------------------------------------------------------


def test_corpus_is_deterministic_large_and_covers_every_family():
    corpus = build_corpus(seed=0)
    assert len(corpus) >= 200 and {i.family for i in corpus} == set(FAMILIES)
    assert [i.text for i in corpus] == [i.text for i in build_corpus(seed=0)]
    assert [i.text for i in corpus] != [i.text for i in build_corpus(seed=1)]
    with pytest.raises(ValueError):
        build_corpus(per_family=0)


def test_ground_truth_agrees_with_native_form():
    for item in build_corpus(seed=3):
        if item.expected:
            names = [c["function"]["name"] for c in item.native["tool_calls"]]
            assert [c["name"] for c in item.expected] == names, item.item_id
        if not item.intent:
            assert "tool_calls" not in item.native


def test_comparison_measures_what_each_option_fixes():
    rows = {(r.option, r.family): r for r in compare(seed=0)}
    assert rows[("option1", "bare_json")].success == 0 and rows[("option3", "bare_json")].success == 1
    assert rows[("option1", "pretend_about")].false_positive > 0
    assert rows[("option3", "pretend_about")].false_positive == 0
    assert (
        rows[("option1", "args_mismatch")].wrong_call == 1 and rows[("option2", "args_mismatch")].success == 1
    )
    assert rows[("option3", "json_dialects")].missed == 1  # no strict mode: still broken JSON
    for option in ("option1", "option2", "option3"):
        r = rows[(option, "all")]
        assert r.items == len(build_corpus(seed=0))


def test_judge_verdicts():
    item = build_corpus(seed=0, per_family=1)[0]
    assert judge(item, item.expected) == "success"
    assert judge(item, []) == "missed"
    assert judge(item, [{"name": "x", "arguments": {}}]) == "wrong_call"
    with pytest.raises(ValueError):
        executed_calls("option9", item, demo_registry())


# -- parallel execution --------------------------------------------------------------------------


def test_plans_of_the_demo_batches():
    modes = {label: plan_execution(batch, demo_registry()).mode for label, batch in demo_batches().items()}
    assert list(modes.values()) == ["concurrent", "limited", "sequential", "concurrent", "sequential"]
    undeclared = {"w": {"side_effects": True}, "r": {"side_effects": False}}
    calls = [{"id": "1", "name": "w", "arguments": {}}, {"id": "2", "name": "r", "arguments": {}}]
    assert plan_execution(calls, undeclared).mode == "sequential_off"
    registry = demo_registry()
    two_reads_one_write = [
        {"id": "1", "name": "write_file", "arguments": {"path": "b", "content": ""}},
        {"id": "2", "name": "read_file", "arguments": {"path": "a"}},
        {"id": "3", "name": "read_file", "arguments": {"path": "a"}},
    ]
    assert plan_execution(two_reads_one_write, registry).mode == "concurrent"  # reads do not conflict
    two_reads_one_write[0]["arguments"]["path"] = "a"
    assert plan_execution(two_reads_one_write, registry).mode == "sequential"


def test_results_keep_the_original_order_even_when_the_last_call_finishes_first():
    last_done = threading.Event()

    def execute(name, arguments):
        if arguments["n"] == 0:
            assert last_done.wait(timeout=10), "the calls did not run concurrently"
        if arguments["n"] == 2:
            last_done.set()
        return {"ok": True, "content": arguments["n"]}

    calls = [{"id": f"call_{n}", "name": "t", "arguments": {"n": n}} for n in range(3)]
    report = run_calls(calls, execute, Plan("concurrent", 3))
    assert report.finished_order[-1] == "call_0"
    assert [r["content"] for r in report.results] == [0, 1, 2]
    assert [m["tool_call_id"] for m in tool_messages(calls, report)] == ["call_0", "call_1", "call_2"]


def test_an_expected_failure_is_that_calls_result_the_others_still_run():
    def execute(name, arguments):
        if name == "missing":
            raise ToolError("文件不存在", "not_found")
        return {"ok": True, "content": name}

    calls = [{"id": "a", "name": "missing", "arguments": {}}, {"id": "b", "name": "fine", "arguments": {}}]
    for plan in (Plan("concurrent", 2), Plan("sequential", 1)):
        results = run_calls(calls, execute, plan).results
        assert results[0]["error_type"] == "not_found" and results[1]["content"] == "fine"


def test_a_bug_in_one_call_stops_the_whole_batch():
    ran = []

    def execute(name, arguments):
        ran.append(name)
        if name == "boom":
            raise RuntimeError("x")
        return {"ok": True, "content": name}

    calls = [{"id": "a", "name": "boom", "arguments": {}}, {"id": "b", "name": "later", "arguments": {}}]
    with pytest.raises(RunStopped, match="RuntimeError"):  # nothing is returned, nothing sent
        run_calls(calls, execute, Plan("sequential", 1))
    assert ran == ["boom"]  # sequential: the call after the bug never starts
    with pytest.raises(RunStopped, match="boom"):
        run_calls(calls, execute, Plan("concurrent", 2))
    # Through the registry: its own safe_call stops the run, and the stop passes through unchanged.
    registry = Registry()

    @registry.tool("有 bug 的工具")
    def buggy(n: int) -> int:
        return n / 0

    batch = [{"id": "x", "name": "buggy", "arguments": {"n": 1}}]
    with pytest.raises(RunStopped) as info:
        run_calls(batch, registry.dispatch, Plan("sequential", 1))
    assert info.value.tool_name == "buggy" and "ZeroDivisionError" in info.value.result["message"]


# -- widget ---------------------------------------------------------------------------------------


def test_widget_shows_each_option_and_has_stable_classes():
    w = ThreeOptionsWidget(seed=0)
    assert "lab-options-input" in w.input._dom_classes and "lab-options-view" in w.view._dom_classes
    assert "lab-options-run" in w.run_button._dom_classes
    outcome = w.choose("pretend_about")
    assert outcome["option3"] == ["不执行任何工具"]
    edited = w.submit(tag({"name": "get_weather", "arguments": {"city": "杭州", "date": "明天"}}))
    assert "参数不检查" in edited["option1"][0] and "date" in edited["option2"][0]
    assert "content" in edited["notes"][2][0] and "杭州" in w.view.value
    with pytest.raises(ValueError):
        w.choose("nope")
    with pytest.raises(TypeError):
        w.submit(123)


@pytest.mark.parametrize(
    "raw",
    [
        '{"city": NaN}',
        '{"city": ' + "[" * 100_000 + "]" * 100_000 + "}",  # deep enough for RecursionError on 3.13 too
        '{"city": 1' + "0" * 5000 + "}",
        "{'city': '杭州'}",
    ],
)
def test_native_arguments_never_crash_the_parser(raw):
    # option 3 parses through lesson 02's layer 1: every broken string becomes invalid_json
    binding = parse_native(assistant_calls(tool_call("get_weather", raw, "c1")), demo_registry())[0].binding
    assert not binding.ok and binding.error["error_type"] == "invalid_json"
    assert "可用参数" in binding.error["message"]
