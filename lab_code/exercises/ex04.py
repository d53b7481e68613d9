"""Checkers of lesson 04 (three options). Cases are generated from the seeded reply corpus
and seeded random batches, so only a real solution passes.

Lessons: 04
"""

from __future__ import annotations

import random

from lab_code.exercises.checking import Case, case_rng, run_checks
from lab_code.options.demo_data import demo_registry
from lab_code.options.parallel_exec import plan_execution
from lab_code.options.reply_corpus import build_corpus
from lab_code.options.text_protocol import CLOSE_TAG, parse_reply
from lab_code.wire.settings import load_settings


def _seed(seed):
    return load_settings().seed if seed is None else seed


def check_parse_tool_calls(func, seed=None) -> bool:
    """4.1 parse_tool_calls(reply, known_tools) -> [(name, arguments)]: the tag protocol."""
    known = demo_registry().names
    rng = case_rng(seed)
    corpus = build_corpus(seed=_seed(seed), per_family=3)
    hints = {
        "bare_json": "协议只认 <tool_call> 标签：没有标签的 JSON 不是调用",
        "json_dialects": "json.loads 失败时返回空列表（按普通回答处理），不要抛异常",
        "pretend_about": "只看标签，不猜文字里的意图",
        "unknown_tool": "工具名不在 known_tools 里：当作文字，不是调用",
        "chinese_newlines": "标签里的 JSON 可能跨行：正则要用 re.DOTALL",
        "two_calls": "用 finditer / findall 找出所有标签，并且是非贪婪的 .*?",
    }
    cases = []
    for item in corpus:
        # A closing tag *inside* an argument string defeats any regex; not this exercise's job.
        if item.text.count(CLOSE_TAG) > item.text.count("<tool_call>"):
            continue
        expected = [(c.name, c.arguments) for c in parse_reply(item.text, known).calls]
        cases.append(
            Case(
                item.family,
                (item.text, known),
                expected=expected,
                hint=hints.get(item.family, "返回 (name, arguments) 元组的列表，保持出现顺序"),
            )
        )
    for _ in range(4):  # known_tools is a parameter: a name only counts if it is in that list
        subset = rng.sample(known, 2)
        other = next(n for n in known if n not in subset)
        text = f'<tool_call>{{"name": "{other}", "arguments": {{}}}}</tool_call>'
        cases.append(
            Case(
                f"{other} 不在这次的 known_tools 里",
                (text, subset),
                expected=[],
                hint="用参数 known_tools 判断，不要写死工具名",
            )
        )
    return run_checks("4.1", func, cases)


def _weather(city: str, unit: str = "c"):
    return city


def _write(path: str, content: str, mode: str = "w"):
    return path


def _search(query: str, top_k: int = 3, lang: str = "zh"):
    return query


def _bind_accepts(result, kept=None, mentions=()):
    if kept is not None:
        return isinstance(result, dict) and result.get("ok") is True and result.get("arguments") == kept
    return (
        isinstance(result, dict)
        and result.get("ok") is False
        and result.get("error_type") == "invalid_arguments"
        and isinstance(result.get("message"), str)
        and all(m in result["message"] for m in mentions)
    )


def check_bind_arguments(func, seed=None) -> bool:
    """4.2 bind_arguments(func, arguments, extras) -> dict: drop vs reject, missing required."""
    rng = case_rng(seed)
    functions = [
        (_weather, ["city"], ["unit"]),
        (_write, ["path", "content"], ["mode"]),
        (_search, ["query"], ["top_k", "lang"]),
    ]
    noise = ["date", "cc", "verbose", "force", "user_id", "reason"]
    cases = []
    for _ in range(10):
        target, required, optional = rng.choice(functions)
        args = {p: f"v{rng.randrange(100)}" for p in required}
        args.update({p: f"o{rng.randrange(100)}" for p in optional if rng.random() < 0.5})
        extras = rng.sample(noise, rng.randint(1, 2))
        with_extras = {**args, **{e: True for e in extras}}
        label = f"{target.__name__.strip('_')}，多余参数 {extras}"
        cases.append(
            Case(
                label + "，extras='drop'",
                (target, with_extras, "drop"),
                accept=lambda r, kept=dict(args): _bind_accepts(r, kept=kept),
                hint="drop：去掉签名里没有的键，返回 {'ok': True, 'arguments': 剩下的}",
            )
        )
        cases.append(
            Case(
                label + "，extras='reject'",
                (target, with_extras, "reject"),
                accept=lambda r, ex=extras: _bind_accepts(r, mentions=ex),
                hint="reject：返回 error_type='invalid_arguments'，message 里写出多余参数的名字",
            )
        )
        cases.append(
            Case(
                label.split("，")[0] + "，没有多余参数",
                (target, dict(args), "reject"),
                accept=lambda r, kept=dict(args): _bind_accepts(r, kept=kept),
                hint="参数都在签名里时，两种策略都应该放行",
            )
        )
        gone = rng.choice(required)
        missing = {k: v for k, v in args.items() if k != gone}
        cases.append(
            Case(
                f"{target.__name__.strip('_')} 缺少必填参数 {gone}",
                (target, missing, "drop"),
                accept=lambda r, g=gone: _bind_accepts(r, mentions=[g]),
                hint="没有默认值的参数（inspect.Parameter.empty）缺了，要报出它的名字",
            )
        )
    return run_checks("4.2", func, cases)


def _random_specs(rng: random.Random) -> dict:
    specs = {}
    for i in range(rng.randint(3, 5)):
        writes = rng.random() < 0.4
        specs[f"tool_{i}"] = {
            "side_effects": writes,
            "reversible": writes and rng.random() < 0.5,
            "service": rng.choice([None, None, "api_a", "api_b"]),
            "resource_arg": rng.choice(["target", "target", None])
            if writes
            else rng.choice(["target", None]),
        }
    return specs


def check_decide_mode(func, seed=None) -> bool:
    """4.3 decide_mode(calls, specs) -> str: the concurrency decision of lesson 04."""
    rng = case_rng(seed)
    cases = []
    while len(cases) < 24:
        specs = _random_specs(rng)
        names = list(specs) + ["no_such_tool"]
        calls = [
            {
                "id": f"call_{k}",
                "name": rng.choice(names),
                "arguments": {"target": rng.choice(["a", "b", "c"])},
            }
            for k in range(rng.randint(2, 4))
        ]
        mode = plan_execution(calls, specs).mode
        cases.append(
            Case(
                f"{[c['name'] for c in calls]}",
                (calls, specs),
                expected=mode,
                hint="顺序：只读？→ 同一限流服务？；有写 → 声明资源了吗？→ 共享资源？→ 可撤回？",
            )
        )
    return run_checks("4.3", func, cases)
