"""Checkers of lesson 04 (three options). Cases are generated from the seeded reply corpus
and seeded random signatures and batches, so only a real solution passes.

    4.1 ``parse_tool_calls(reply, known_tools)``  — the tag protocol, bodies that span lines
    4.2 ``bind_arguments(func, arguments, extras)`` — the extras policy for any signature
    4.3 ``plan_waves(calls, specs)``              — split a batch into waves (rule: ``conflicts``)

Lessons: 04
"""

from __future__ import annotations

import inspect
import json
import random

from lab_code.exercises.checking import Case, run_checks, seeded
from lab_code.exercises.conflicts import Access, conflict, waves
from lab_code.exercises.student_call import oracle
from lab_code.options.demo_data import demo_registry
from lab_code.options.reply_corpus import build_corpus
from lab_code.options.text_protocol import CLOSE_TAG, parse_reply

# ---- 4.1 ------------------------------------------------------------------------------
TAG_HINTS = {
    "bare_json": "协议只认 <tool_call> 标签：没有标签的 JSON 不是调用",
    "json_dialects": "json.loads 失败时跳过这个标签（按普通文字处理），不要抛异常",
    "pretend_about": "只看标签，不猜文字里的意图",
    "unknown_tool": "工具名不在 known_tools 里：当作文字，不是调用",
    "chinese_newlines": "标签里的 JSON 可能跨行：正则要用 re.DOTALL",
    "two_calls": "用 finditer / findall 找出所有标签，并且是非贪婪的 .*?",
}


def _multiline_reply(rng: random.Random, known: list[str]) -> str:
    """A tag whose JSON body is pretty-printed: it only matches with re.DOTALL."""
    name = rng.choice(known)
    body = json.dumps(
        {"name": name, "arguments": {"note": f"第{rng.randint(1, 9)}行"}}, ensure_ascii=False, indent=2
    )
    before = rng.choice(["", "好的，我来查。\n", "先调用工具：\n"])
    return f"{before}<tool_call>\n{body}\n</tool_call>"


def check_parse_tool_calls(func, seed=None) -> bool:
    """4.1 parse_tool_calls(reply, known_tools) -> [(name, arguments)]: the tag protocol."""
    seed, rng = seeded(seed)
    known = demo_registry().names
    replies = [
        (item.family, item.text, known, TAG_HINTS.get(item.family))
        for item in build_corpus(seed=seed, per_family=3)
        # A closing tag *inside* an argument string defeats any regex; not this exercise's job.
        if item.text.count(CLOSE_TAG) <= item.text.count("<tool_call>")
    ]
    for _ in range(3):
        replies.append(
            ("JSON 跨行写在标签里", _multiline_reply(rng, known), known, TAG_HINTS["chinese_newlines"])
        )
    for _ in range(4):  # known_tools is a parameter: a name only counts if it is in that list
        subset = rng.sample(known, 2)
        other = next(n for n in known if n not in subset)
        text = f'<tool_call>{{"name": "{other}", "arguments": {{}}}}</tool_call>'
        replies.append(
            (f"{other} 不在这次的 known_tools 里", text, subset, "用参数 known_tools 判断，不要写死工具名")
        )
    cases = [
        Case(
            label,
            (text, names),
            expected=[(c.name, c.arguments) for c in parse_reply(text, names).calls],
            hint=hint or "返回 (name, arguments) 元组的列表，保持出现顺序",
        )
        for label, text, names, hint in replies
    ]
    return run_checks("4.1", func, cases, seed=seed, forbid=("lab_code.options.text_protocol",))


# ---- 4.2 ------------------------------------------------------------------------------
def _weather(city, unit="c"):
    return city


def _write(path, content, *, mode="w", encoding):
    return path


def _search(query, *filters, top_k=3, **options):
    return query


def _log(message, *parts):
    return message


def _notify(user, *, channel="mail", **extra):
    return user


SIGNATURES = [_weather, _write, _search, _log, _notify]
NAMED = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)


def _shape(func) -> tuple[dict, bool, list[str]]:
    """(parameters a JSON key can fill, takes any key (**kwargs), names of *args/**kwargs)."""
    params = inspect.signature(func).parameters
    named = {n: p for n, p in params.items() if p.kind in NAMED}
    catch_all = [n for n, p in params.items() if p.kind not in NAMED]
    return named, any(p.kind is p.VAR_KEYWORD for p in params.values()), catch_all


@oracle
def reference_bind(func, arguments: dict, extras: str) -> dict:
    named, takes_any, _ = _shape(func)
    unexpected = [] if takes_any else sorted(k for k in arguments if k not in named)
    missing = [n for n, p in named.items() if p.default is p.empty and n not in arguments]
    named_in_message = missing + (unexpected if extras == "reject" else [])
    if named_in_message:
        return {"ok": False, "error_type": "invalid_arguments", "names": named_in_message}
    return {"ok": True, "arguments": {k: v for k, v in arguments.items() if takes_any or k in named}}


def _bind_problem(result, func, arguments: dict, extras: str) -> str | None:
    want = reference_bind(func, arguments, extras)
    named, takes_any, catch_all = _shape(func)
    if not isinstance(result, dict):
        return "返回一个 dict"
    if want["ok"]:
        if result.get("ok") is not True:
            message = result.get("message")
            named_catch_all = [n for n in catch_all if isinstance(message, str) and n in message]
            if named_catch_all:
                return f"{named_catch_all[0]} 收的是多余的参数（*args / **kwargs），它自己不是必填参数"
            if takes_any:
                return f"{func.__name__} 有 **{catch_all[-1]}：任何键它都接得住，没有“多余”参数"
            return f"参数都齐了（*{catch_all[0]} 不是必填参数）" if catch_all else "参数都齐了，应该放行"
        if result.get("arguments") != want["arguments"]:
            return (
                "放行时返回 {'ok': True, 'arguments': 保留下来的参数}：drop 只去掉签名接不住的键，不补默认值"
            )
        return None
    if result.get("ok") is not False or result.get("error_type") != "invalid_arguments":
        missing = [n for n in want["names"] if n not in arguments]
        if missing and named[missing[0]].kind is inspect.Parameter.KEYWORD_ONLY:
            return f"{missing[0]} 是 * 后面的仅限关键字参数，没有默认值：也是必填的"
        if missing:
            return f"缺少没有默认值的参数 {missing[0]}：两种策略都要报错"
        return f"extras='reject'：{want['names']} 签名接不住，要返回 invalid_arguments 错误"
    message = result.get("message")
    absent = [n for n in want["names"] if not (isinstance(message, str) and n in message)]
    if absent:
        both = (
            extras == "reject"
            and any(n not in arguments for n in want["names"])
            and any(n in arguments for n in want["names"])
        )
        return f"message 里要写出 {absent[0]}" + (
            "：多余的和缺的要在同一条消息里都写出来，让模型一次改完" if both else ""
        )
    return None


def _shown_signature(func) -> str:
    return f"{func.__name__}{inspect.signature(func)}"


def check_bind_arguments(func, seed=None) -> bool:
    """4.2 bind_arguments(func, arguments, extras) -> dict: drop vs reject, for any signature."""
    seed, rng = seeded(seed)
    noise = ["date", "cc", "verbose", "force", "user_id", "reason"]
    cases = []
    for i in range(24):
        target = SIGNATURES[i % len(SIGNATURES)]
        named, _, catch_all = _shape(target)
        args = {n: f"v{rng.randrange(100)}" for n, p in named.items() if p.default is p.empty}
        args.update(
            {
                n: f"o{rng.randrange(100)}"
                for n, p in named.items()
                if p.default is not p.empty and rng.random() < 0.5
            }
        )
        roll = rng.random()
        if roll < 0.3 and catch_all:
            args[catch_all[0]] = True  # a key named like *args/**kwargs
        elif roll < 0.8:
            args.update({e: True for e in rng.sample(noise, rng.randint(1, 2))})
        if rng.random() < 0.35:
            args.pop(rng.choice([n for n, p in named.items() if p.default is p.empty]))
        for extras in ("drop", "reject"):
            cases.append(
                Case(
                    f"{target.__name__.strip('_')}，{sorted(args)}，extras={extras!r}",
                    (target, dict(args), extras),
                    why_wrong=lambda r, f=target, a=dict(args), x=extras: _bind_problem(r, f, a, x),
                    hint="看 inspect.signature(func).parameters 里每个参数的 kind：*args、**kwargs、仅限关键字参数各不相同",
                    shown_input=f"{_shown_signature(target)}, {args!r}, {extras!r}",
                )
            )
    return run_checks("4.2", func, cases, seed=seed, forbid=("lab_code.options.tool_registry",))


# ---- 4.3 ------------------------------------------------------------------------------
def _spec_access(call: dict, spec: dict) -> Access:
    """A write that does not say what it touches, or cannot be undone, touches everything."""
    arg, label = spec.get("resource_arg"), f"{call['id']} {call['name']}"
    if spec["side_effects"] and (not arg or not spec["reversible"] or arg not in call["arguments"]):
        return Access(label, True, None)
    value = call["arguments"].get(arg) if arg else None
    return Access(label, spec["side_effects"], frozenset() if value is None else frozenset([str(value)]))


@oracle
def reference_plan_waves(calls: list[dict], specs: dict) -> list[list[str]]:
    known = [c for c in calls if c["name"] in specs]
    return [
        [known[i]["id"] for i in wave] for wave in waves([_spec_access(c, specs[c["name"]]) for c in known])
    ]


def _random_specs(rng: random.Random) -> dict:
    specs = {}
    for i in range(rng.randint(3, 5)):
        writes = rng.random() < 0.45
        specs[f"tool_{i}"] = {
            "side_effects": writes,
            "reversible": writes and rng.random() < 0.6,
            "service": rng.choice([None, None, "api_a"]),
            "resource_arg": rng.choice(["target", "target", "target", None]),
        }
    return specs


def _batch(specs: dict, *calls: tuple[str, str]) -> list[dict]:
    return [{"id": f"call_{k}", "name": n, "arguments": {"target": t}} for k, (n, t) in enumerate(calls)]


FIXED_SPECS = {
    "write_file": {"side_effects": True, "reversible": True, "service": None, "resource_arg": "target"},
    "read_file": {"side_effects": False, "reversible": False, "service": None, "resource_arg": "target"},
    "get_weather": {"side_effects": False, "reversible": False, "service": "api_a", "resource_arg": None},
    "send_email": {"side_effects": True, "reversible": False, "service": None, "resource_arg": "target"},
    "run_script": {"side_effects": True, "reversible": True, "service": None, "resource_arg": None},
}
FIXED_BATCHES = [  # one per rule of the statement
    (("write_file", "a"), ("read_file", "a")),  # a read's resource counts
    (("read_file", "a"), ("read_file", "a"), ("get_weather", "x")),  # reads never conflict
    (("write_file", "a"), ("write_file", "b"), ("read_file", "c")),  # different resources
    (("run_script", "a"), ("get_weather", "x")),  # an undeclared write touches everything
    (("read_file", "b"), ("send_email", "a"), ("read_file", "c")),  # irreversible: everything
    (("write_file", "a"), ("read_file", "a"), ("read_file", "b")),  # as early as possible
    (("no_such_tool", "a"), ("write_file", "a")),  # unknown tools do not run
]


def _waves_problem(result, calls: list[dict], specs: dict) -> str | None:
    want = reference_plan_waves(calls, specs)
    if not (isinstance(result, list) and all(isinstance(w, list) for w in result)):
        return "返回列表的列表：[[第一波的 id...], [第二波的 id...]]"
    got = [i for w in result for i in w]
    known = [c["id"] for c in calls if c["name"] in specs]
    if sorted(map(str, got)) != sorted(known):
        return "每个要执行的调用恰好出现一次；名字不在 specs 里的调用不执行，不要放进结果"
    by_id = {c["id"]: _spec_access(c, specs[c["name"]]) for c in calls if c["name"] in specs}
    level = {i: n for n, w in enumerate(result) for i in w}
    for a in range(len(known)):
        for b in range(a + 1, len(known)):
            why = conflict(by_id[known[a]], by_id[known[b]])
            if why and level[known[b]] <= level[known[a]]:
                return f"{known[a]} 和 {known[b]} 冲突（{why}）：后一个要放在更晚的一波"
    if any(len(w) == 0 for w in result):
        return "不要有空的波"
    for b, later in enumerate(known):
        before = [level[known[a]] for a in range(b) if conflict(by_id[known[a]], by_id[later])]
        earliest = max(before) + 1 if before else 0
        if level[later] > earliest:
            return f"{later} 可以放在第 {earliest + 1} 波：每个调用放在尽可能早的一波（只需晚于和它冲突的前面的调用）"
    if result != want:
        return "同一波里的 id 按原来的顺序排"
    return None


def _shown_batch(calls: list[dict], specs: dict) -> str:
    def spec_text(s):
        kind = ("写" + ("，可撤回" if s["reversible"] else "，不可撤回")) if s["side_effects"] else "只读"
        return f"{kind}，资源参数 {s['resource_arg']}"

    tools = "; ".join(f"{n}（{spec_text(s)}）" for n, s in specs.items())
    batch = ", ".join(f"{c['id']}={c['name']}({c['arguments']['target']!r})" for c in calls)
    return f"calls: {batch}\n      specs: {tools}"


def check_plan_waves(func, seed=None) -> bool:
    """4.3 plan_waves(calls, specs) -> [[id, ...], ...]: conflicting calls in later waves, each as early as it can."""
    seed, rng = seeded(seed)
    batches = [(_batch(FIXED_SPECS, *calls), FIXED_SPECS) for calls in FIXED_BATCHES]
    while len(batches) < 30:
        specs = _random_specs(rng)
        names = list(specs) + ["no_such_tool"]
        calls = [(rng.choice(names), rng.choice("abc")) for _ in range(rng.randint(2, 5))]
        batches.append((_batch(specs, *calls), specs))
    cases = [
        Case(
            " + ".join(c["name"] for c in calls),
            (calls, specs),
            expected=reference_plan_waves(calls, specs),
            why_wrong=lambda r, c=calls, s=specs: _waves_problem(r, c, s),
            hint="冲突 = 至少一个有副作用，并且碰到同一个资源；没声明资源或不可撤回的写碰到全部",
            shown_input=_shown_batch(calls, specs),
        )
        for calls, specs in batches
    ]
    return run_checks("4.3", func, cases, seed=seed, forbid=("lab_code.options.parallel_exec",))
