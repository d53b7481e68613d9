"""Lesson 05, tool design: overlap, descriptions, poka-yoke, tool search, side effects, injection."""

import pytest

from lab_code.running.pipeline import Pipeline
from lab_code.running.side_effects import (
    FakePaymentService,
    IdempotencyStore,
    pay_with_retries,
)
from lab_code.running.tool import Tool
from lab_code.tool_design import description_picker as picker
from lab_code.tool_design import poka_yoke, tool_overlap
from lab_code.tool_design import truncation_reach as reach
from lab_code.tool_design.injection_demo import run_all, run_variant
from lab_code.tool_design.tool_search import CATALOG, MAX_OFFERED, ToolCatalog, by_namespace, search
from lab_code.wire.tool_results import ToolError, error_result, ok_result

# --- principle 1: overlap ---------------------------------------------------------------------


def test_before_the_fix_cat_reads_what_read_file_refuses_after_it_nothing_does(tmp_path):
    rows = tool_overlap.compare(tool_overlap.make_workdir(tmp_path), tool_overlap.make_workdir(tmp_path))
    by_attempt = {attempt: (before, after) for attempt, before, after in rows}
    assert by_attempt["read_file .env"] == ("permission_denied", "permission_denied")
    assert by_attempt["run_command cat .env"][0] == "ok（读到了凭据）"
    assert by_attempt["read_file leak.txt"][0] == "ok（读到了凭据）"  # copied around the guard
    assert not any("凭据" in after or "外" in after for _, _, after in rows)
    assert by_attempt["run_command ls src"] == ("ok", "ok")  # the fix keeps real work


def test_after_the_fix_cat_points_to_read_file(tmp_path):
    with pytest.raises(ToolError, match="read_file"):
        tool_overlap.run_command_after(tmp_path, ["cat", "notes.txt"])


# --- principle 2: exclusive descriptions (toy) ---------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 7])
def test_exclusive_descriptions_cut_mispicks_of_the_toy_model(seed):
    requests = picker.generate_requests(200, seed)
    vague = len(picker.mispicks(requests, picker.VAGUE))
    exclusive = len(picker.mispicks(requests, picker.EXCLUSIVE))
    assert vague > 40 and exclusive < vague // 4


def test_the_toy_picker_uses_the_not_for_clause():
    request = "订单 12345 的包裹到哪了？"
    assert picker.pick(request, picker.VAGUE) == "query_order"  # overlap → first listed
    assert picker.pick(request, picker.EXCLUSIVE) == "query_shipping"


def test_generated_requests_are_seeded_and_balanced():
    a, b = picker.generate_requests(50, 3), picker.generate_requests(50, 3)
    assert a == b and {tool for _, tool in a} == set(picker.TEMPLATES)


# --- principle 3: poka-yoke -----------------------------------------------------------------------


def test_program_filled_toolchain_removes_the_relative_path_failures(tmp_path):
    workdir = poka_yoke.make_workdir(tmp_path)
    dirs = poka_yoke.tasks(40, seed=0)
    sub = sum(d != "." for d in dirs)
    assert poka_yoke.count_failures(workdir, dirs, model_fills=True) == sub > 0
    assert poka_yoke.count_failures(workdir, dirs, model_fills=False) == 0


# --- principle 5: tool search ----------------------------------------------------------------------


def test_catalog_is_large_but_offers_stay_small():
    assert len(CATALOG) == 40 > MAX_OFFERED
    assert len({t.name for t in CATALOG}) == 40
    catalog = ToolCatalog()
    assert [t["function"]["name"] for t in catalog.offered()] == ["search_tools"]
    for query in (
        "新建 issue",
        "编译项目",
        "读文件内容",
        "发邮件",
        "天气",
        "导出 csv",
        "有空的时间",
        "分支",
        "翻译",
        "删除文件",
        "数据库 表结构",
        "会议",
        "提交",
        "评论 issue",
    ):
        catalog.search_tools(query)
    assert len(catalog.offered()) <= MAX_OFFERED


@pytest.mark.parametrize(
    "query, expected",
    [
        ("把这个 bug 记成一个 issue", "issue_create"),
        ("看看杭州天气", "web_weather"),
        ("这个二进制是不是 aarch64 架构", "build_check_arch"),
    ],
)
def test_search_finds_the_tool(query, expected):
    assert search(query)[0] == expected


def test_search_without_match_and_grouping():
    assert search("完全无关的话") == []
    assert ToolCatalog().search_tools("完全无关的话")["content"].startswith("没有匹配")
    assert len(by_namespace("build", "file")) == 12
    with pytest.raises(ValueError, match="可选"):
        by_namespace("nope")


# --- side effects and idempotency ------------------------------------------------------------------


def test_irreversible_tool_does_not_run_without_confirmation():
    ran, asked = [], []
    schema = {"type": "object", "properties": {"to": {"type": "string"}}, "required": ["to"]}
    send = Tool("send_mail", lambda to: ran.append(to) or "sent", schema, tier="irreversible")
    read = Tool("read", lambda: "x", tier="read_only")
    tools = {"send_mail": send, "read": read}
    pipe = Pipeline(tools, confirm=lambda name, args: asked.append((name, args)) or False)
    result = pipe.call("send_mail", {"to": "a@example.com"})
    assert result["error_type"] == "permission_denied" and ran == []
    assert asked == [("send_mail", {"to": "a@example.com"})]
    assert pipe.call("read", {}) == ok_result("x") and len(asked) == 1  # reads never ask
    yes = Pipeline(tools, confirm=lambda name, args: True)
    assert yes.call("send_mail", {"to": "b@example.com"})["ok"] and ran == ["b@example.com"]
    with pytest.raises(ValueError, match="可选"):
        Tool("x", lambda: None, tier="dangerous")


@pytest.mark.parametrize("lost", [0, 1, 2])
def test_idempotency_key_makes_retries_charge_once(lost):
    keyed = FakePaymentService(lose_responses=lost)
    result = pay_with_retries(keyed, 100, key="order-1-pay")
    assert keyed.charges == [100] and result["ok"]
    unkeyed = FakePaymentService(lose_responses=lost)
    pay_with_retries(unkeyed, 100, key=None)
    assert len(unkeyed.charges) == lost + 1


def test_lost_responses_beyond_the_retries_are_unknown_state():
    service = FakePaymentService(lose_responses=5)
    result = pay_with_retries(service, 100, key="k", attempts=3)
    assert result["error_type"] == "unknown_state" and service.charges == [100]


def test_failed_attempts_are_not_cached():
    store = IdempotencyStore()
    assert store.run("k", lambda: error_result("transient", "busy"))["ok"] is False
    assert store.run("k", lambda: ok_result("done")) == ok_result("done")
    assert store.run("k", lambda: ok_result("again"))["replayed"] is True
    with pytest.raises(ValueError):
        store.run("", lambda: ok_result("x"))


# --- untrusted results ---------------------------------------------------------------------------


def test_only_the_prompt_only_variant_leaks(tmp_path):
    outcomes = {o.variant: o for o in run_all(tmp_path)}
    assert outcomes["只靠提示词"].leaked
    assert not any(o.leaked for name, o in outcomes.items() if name != "只靠提示词")


def test_the_gate_shows_the_user_what_would_leave(tmp_path):
    outcome = run_variant("confirm", guard_read=False, confirm_send=True, parent=tmp_path)
    assert outcome.confirm_requests and "hunter2" in outcome.confirm_requests[0]["body"]
    assert outcome.steps[-1] == "send_report→permission_denied"


# --- principle 4: what truncation leaves reachable --------------------------------------------


def test_tail_only_hides_lines_paging_reaches_all():
    text, marker = reach.make_file(350, 7)
    assert marker not in reach.tail_only(text)
    assert reach.calls_with_paging(text, marker) == 1
    text, marker = reach.make_file(350, 301)
    assert marker in reach.tail_only(text) and reach.calls_with_paging(text, marker) == 4
    m = reach.measure(reach.generate_cases(100, seed=3))
    assert m["paging_reached"] == 100 and 0 < m["tail_unreachable"] < 100
    # exactly the targets above the last 100 lines are out of reach
    assert m["tail_unreachable"] == sum(t <= n - 100 for n, t in reach.generate_cases(100, seed=3))
