"""Lesson 05's task-shaped tools, tools called from code, and checked examples."""

import pytest

from lab_code.tool_design import api_wrapping, code_mode, tool_examples


@pytest.fixture(scope="module")
def shop():
    return api_wrapping.Shop.generate()


def test_the_wrapped_plan_and_the_task_tool_give_the_same_answer_at_very_different_cost(shop):
    wrapped = api_wrapping.replay(api_wrapping.one_to_one_plan(shop), api_wrapping.one_to_one_tools(shop))
    shaped = api_wrapping.replay(api_wrapping.task_plan("张三", 30), api_wrapping.task_tools(shop))
    recent = {r["id"] for r in wrapped.results if isinstance(r, dict) and r.get("days_ago", 99) < 30}
    assert {r["order"] for r in shaped.results[0]} == recent
    assert wrapped.calls > 3 * shaped.calls and wrapped.result_chars > 5 * shaped.result_chars
    assert all(set(r) == {"order", "days_ago", "item", "amount"} for r in shaped.results[0])


def _expected_spenders(shop) -> str:
    totals = {}
    for order in shop.orders:
        if order["days_ago"] < 30:
            totals[order["user_id"]] = totals.get(order["user_id"], 0) + order["amount"]
    over = [f"{u['name']} {totals[u['id']]} 元" for u in shop.users if totals.get(u["id"], 0) > 1000]
    return "；".join(over) or "没有"


def test_a_script_makes_the_same_calls_and_only_its_answer_reaches_the_model(shop):
    tools = api_wrapping.one_to_one_tools(shop)

    def call(name, arguments):
        return tools[name](**arguments)

    program = code_mode.from_code(api_wrapping.SPENDERS_QUESTION, api_wrapping.SPENDERS_SCRIPT, call)
    assert program.messages[-1]["content"].strip() == _expected_spenders(shop)
    one_by_one = code_mode.direct(api_wrapping.SPENDERS_QUESTION, program.made, call)
    assert program.made == api_wrapping.spenders_plan(shop) == one_by_one.made
    assert (program.model_turns, one_by_one.model_turns) == (2, len(program.made) + 1)
    assert one_by_one.tokens() > 10 * program.tokens()
    # every turn re-reads the conversation: the billed sum grows much faster than the conversation
    assert one_by_one.input_tokens_all_turns() > 10 * one_by_one.tokens()
    calls = [m for m in one_by_one.messages if m.get("tool_calls")]
    answers = [m["tool_call_id"] for m in one_by_one.messages if m["role"] == "tool"]
    assert [c["tool_calls"][0]["id"] for c in calls] == answers  # every call answered, in order


def test_a_script_does_not_go_through_the_tools_guard(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("不该被读到\n", encoding="utf-8")

    def guarded(name, arguments):
        return {"ok": False, "error_type": "permission_denied", "message": "工作目录之外"}

    refused, printed = code_mode.escapes_the_tools(guarded, str(outside))
    assert refused["error_type"] == "permission_denied" and printed == "不该被读到"


def test_examples_must_pass_the_tools_own_schema_and_their_cost_is_counted():
    good = [{"customer_name": "张三", "days": 30}, {"customer_name": "李四"}]
    tool = tool_examples.with_examples(tool_examples.SEARCH_ORDERS, good)
    assert tool["input_examples"] == good and "input_examples" not in tool_examples.SEARCH_ORDERS
    assert tool_examples.example_tokens(tool) > 0 == tool_examples.example_tokens(tool_examples.SEARCH_ORDERS)
    for bad, problem in (
        ({"customer_name": "王五", "days": "7"}, "days"),
        ({"customer_name": "王五", "days": 0}, "days"),
        ({"name": "王五"}, "customer_name"),
    ):
        with pytest.raises(ValueError, match=r"第 2 个示例") as error:
            tool_examples.with_examples(tool_examples.SEARCH_ORDERS, [good[0], bad])
        assert problem in str(error.value)
