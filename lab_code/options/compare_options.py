"""Measure the three options on the same generated corpus: what each one would *execute*.

For every corpus item (``lab_code.options.reply_corpus``) and every option we compare the calls the
program would run with the item's ground truth:

* 成功 (success): exactly the expected calls (arguments as the function will see them);
* 错调 (wrong call): the model meant a call, and something *different* would run;
* 漏调 (missed): the model meant a call that should run, and nothing runs;
* 误触发 (false positive): the model did not mean a call, and something runs.

Rates are per option and per family, over the items where they can happen (wrong/missed over
"meant a call" items, false positives over the others). ``python -m lab_code.options.compare_options``
prints the two tables the notebook shows; the numbers depend only on the seed.

Lessons: 04
"""

from __future__ import annotations

import inspect
import json
from collections import defaultdict
from dataclasses import dataclass

from lab_code.options import native_calling, text_protocol, tool_registry
from lab_code.options.demo_data import demo_registry
from lab_code.options.native_calling import parse_native
from lab_code.options.reply_corpus import FAMILIES, CorpusItem, build_corpus, complete_arguments
from lab_code.options.text_protocol import parse_reply
from lab_code.options.tool_registry import Registry

OPTIONS = {"option1": "方案一 文本协议", "option2": "方案二 注册表", "option3": "方案三 原生调用"}


def _key(calls: list[dict]) -> list[str]:
    return [json.dumps(c, sort_keys=True, ensure_ascii=False) for c in calls]


def executed_calls(option: str, item: CorpusItem, registry: Registry) -> list[dict]:
    """What the program of ``option`` would run for this reply, arguments completed."""
    if option == "option1":  # names checked, arguments passed through as the model wrote them
        parsed = parse_reply(item.text, registry.names)
        return [
            {"name": c.name, "arguments": complete_arguments(registry, c.name, c.arguments)}
            for c in parsed.calls
        ]
    if option == "option2":
        _, bindings = registry.parse_reply(item.text)
    elif option == "option3":
        bindings = [call.binding for call in parse_native(item.native, registry)]
    else:
        raise ValueError(f"unknown option {option!r}; allowed: {list(OPTIONS)}")
    return [{"name": b.name, "arguments": b.arguments} for b in bindings if b.ok]


def judge(item: CorpusItem, ran: list[dict]) -> str:
    """One of "success", "wrong_call", "missed", "false_positive"."""
    if _key(ran) == _key(item.expected):
        return "success"
    if not item.intent:
        return "false_positive"
    return "wrong_call" if ran else "missed"


@dataclass
class Row:
    option: str
    family: str  # a family name, or "all"
    items: int
    success: float
    wrong_call: float | None  # None: cannot happen in this slice (no item meant a call)
    missed: float | None
    false_positive: float | None  # None: every item of the slice meant a call


def _rate(count: int, total: int) -> float | None:
    return None if total == 0 else count / total


def compare(seed: int | None = None, per_family: int = 20) -> list[Row]:
    """Rows for every option × (each family, then "all")."""
    registry = demo_registry()
    corpus = build_corpus(seed, per_family)
    rows = []
    for option in OPTIONS:
        tally: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
        for item in corpus:
            verdict = judge(item, executed_calls(option, item, registry))
            for slice_name in (item.family, "all"):
                t = tally[slice_name]
                t["items"] += 1
                t["intent"] += item.intent
                t[verdict] += 1
        for slice_name in [*FAMILIES, "all"]:
            t = tally[slice_name]
            meant, not_meant = t["intent"], t["items"] - t["intent"]
            rows.append(
                Row(
                    option,
                    slice_name,
                    t["items"],
                    t["success"] / t["items"],
                    _rate(t["wrong_call"], meant),
                    _rate(t["missed"], meant),
                    _rate(t["false_positive"], not_meant),
                )
            )
    return rows


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value:.0%}"


def overall_table(rows: list[Row]) -> str:
    """A Markdown table: one line per option, over the whole corpus."""
    lines = ["| 方案 | 条数 | 成功 | 错调 | 漏调 | 误触发 |", "|---|---:|---:|---:|---:|---:|"]
    for r in rows:
        if r.family == "all":
            lines.append(
                f"| {OPTIONS[r.option]} | {r.items} | {_pct(r.success)} | {_pct(r.wrong_call)} "
                f"| {_pct(r.missed)} | {_pct(r.false_positive)} |"
            )
    return "\n".join(lines)


def family_table(rows: list[Row]) -> str:
    """A Markdown table: success rate per family, the three options side by side."""
    by = {(r.option, r.family): r for r in rows}
    lines = ["| 用例族 | 说明 | 方案一 | 方案二 | 方案三 |", "|---|---|---:|---:|---:|"]
    for family, label in FAMILIES.items():
        cells = " | ".join(_pct(by[(o, family)].success) for o in OPTIONS)
        lines.append(f"| {family} | {label} | {cells} |")
    return "\n".join(lines)


def _code_lines(obj) -> int:
    """Non-blank lines that are not comments: a rough, measurable proxy for effort."""
    return sum(
        1 for line in inspect.getsource(obj).splitlines() if line.strip() and not line.strip().startswith("#")
    )


# What each option needs from this repository (option 3 reuses option 2's registry, not its parser).
OPTION_PARTS = {
    "option1": [
        text_protocol.parse_reply,
        text_protocol.build_system_prompt,
        text_protocol.result_message,
        text_protocol.run_text_loop,
    ],
    "option2": [
        text_protocol.parse_reply,
        text_protocol.build_system_prompt,
        text_protocol.result_message,
        text_protocol.run_text_loop,
        tool_registry.RegisteredTool,
        tool_registry._json_schema,
        tool_registry.Binding,
        tool_registry._args_model,
        tool_registry.Registry,
    ],
    "option3": [
        tool_registry.RegisteredTool,
        tool_registry._json_schema,
        tool_registry.Binding,
        tool_registry._args_model,
        tool_registry.Registry,
        native_calling.parse_native,
        native_calling.run_native_loop,
    ],
}


def implementation_lines() -> dict[str, int]:
    return {option: sum(_code_lines(part) for part in parts) for option, parts in OPTION_PARTS.items()}


if __name__ == "__main__":
    result = compare()
    print(overall_table(result))
    print()
    print(family_table(result))
    print()
    print("代码行数（不含空行和注释）：", implementation_lines())


def option_table(rows: list[Row]) -> str:
    """The seed article's low/medium/high comparison, rebuilt: measured rows from ``rows`` and
    ``implementation_lines()``, the rest marked as a judgement (Markdown)."""
    lines_of = implementation_lines()
    overall = {r.option: r for r in rows if r.family == "all"}
    mismatch = {r.option: r for r in rows if r.family == "args_mismatch"}
    o1, o2, o3 = (overall[o] for o in ("option1", "option2", "option3"))
    return "\n".join(
        [
            "| 对比维度 | 方案一 文本协议 | 方案二 注册表 | 方案三 原生调用 | 依据 |",
            "|---|---|---|---|---|",
            f"| 实现难度（核心代码行数） | {lines_of['option1']} 行 | {lines_of['option2']} 行（含方案一的解析） "
            f"| {lines_of['option3']} 行（注册表 + 原生循环） | 实测：`implementation_lines()` |",
            f"| 解析稳定性 | 成功 {_pct(o1.success)}，误触发 {_pct(o1.false_positive)} | 成功 {_pct(o2.success)}，"
            f"误触发 {_pct(o2.false_positive)} | 成功 {_pct(o3.success)}，误触发 {_pct(o3.false_positive)} "
            "| 实测：220 条语料 |",
            "| 参数对不上签名（`args_mismatch` 族做对的比例） | "
            + " | ".join(_pct(mismatch[o].success) for o in ("option1", "option2", "option3"))
            + " | 实测 |",
            "| 可扩展性 | 加工具要改提示词和分发两处 | 一个装饰器 | 一个装饰器 | 数出来的改动处 |",
            "| 对模型的要求 | 能遵守格式即可 | 同左 | 必须支持函数调用 | 判断 |",
            "| 并行调用 | 能解析多个标签，但没有 ID，结果只能靠顺序对应 | 同左 | 原生支持，按 ID 配对 "
            "| `two_calls` 族的成功率见上表；ID 是协议事实 |",
            "| 调试 | 最透明：原文、正则、日志都在手里 | 透明，多一层绑定 | 服务端解析，较“黑” | 判断 |",
            "| 面试里展示的是 | 懂协议、懂原理 | 工程化、可扩展、防御式 | 真用过生产接口 | 判断 |",
        ]
    )
