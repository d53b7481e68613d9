"""Checkers of lesson 04 (three options). Cases are generated from the seeded reply corpus
and seeded random signatures and batches, so only a real solution passes.

    4.1 ``parse_tool_calls(reply, known_tools)``  — another real tag protocol (Llama 3.1's ``<function=…>``)
    4.2 ``bind_arguments(func, arguments, extras)`` — the extras policy for any signature
    4.3 ``plan_waves(calls, specs)``              — split a batch into waves (rule: ``conflicts``)

Lessons: 04
"""

from __future__ import annotations

import inspect
import json
import random
import re

from lab_code.exercises.checking import Case, run_checks, seeded
from lab_code.exercises.conflicts import Access, conflict, waves
from lab_code.exercises.student_call import oracle
from lab_code.options.demo_data import demo_registry

# ---- 4.1 ------------------------------------------------------------------------------
# The lesson builds option 1 on the <tool_call>{"name", "arguments"}</tool_call> protocol. The
# exercise is the same job on another real protocol: Llama 3.1's custom tool format, the name in
# the opening tag and the arguments as the body, <function=NAME>{JSON}</function> (Meta's
# llama-models, models/llama3_1/api/templates/system_message.jinja).
TAG_HINTS = {
    "clean": "返回 (名字, 参数字典) 元组的列表，按出现的顺序",
    "two_calls": "一条回复里可能有几个调用：匹配要在第一个 </function> 处停下（2.2 节的贪婪与非贪婪）",
    "multiline": "标签里的 JSON 可能跨行：让 . 也能匹配换行（2.2 节）",
    "broken": "标签里不是合法 JSON 时跳过这个调用，不要抛异常；同一条回复里别的调用照常返回",
    "unknown": "名字不在 known_tools 里：当作文字，不是调用",
    "subset": "用参数 known_tools 判断，不要写死工具名",
    "not_object": "参数必须是 JSON 对象 {…}：合法的 JSON 数组、字符串、数字、null 都不能当参数，跳过这个调用",
    "other_text": "只认 <function=名字>…</function> 这一种写法：别的标签、裸 JSON、谈论工具的文字都不是调用",
    "unclosed": "没有结束标签 </function> 的不算调用",
}
WORDS_41 = ["杭州", "北京", "tool_choice", "并行调用", "a.txt", "src/main.c", "周报"]


def _tag(name: str, arguments, indent=None) -> str:
    body = (
        arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False, indent=indent)
    )
    return f"<function={name}>{body}</function>"


def _args(rng: random.Random) -> dict:
    keys = rng.sample(["city", "query", "path", "note", "top_k"], rng.randint(1, 2))
    return {k: rng.randint(1, 9) if k == "top_k" else rng.choice(WORDS_41) for k in keys}


KIND_LABELS = {
    "clean": "调用",
    "two_calls": "一条回复两个调用",
    "multiline": "JSON 跨行",
    "broken": "标签里不是合法 JSON",
    "unknown": "不存在的工具",
    "subset": "known_tools 只有两个",
    "not_object": "参数不是 JSON 对象",
    "other_text": "不是这种标签",
    "unclosed": "没有结束标签",
}


def _function_tags(reply: str, known_tools, *, lazy=True, dotall=True, objects_only=True) -> list:
    """The tag parser, and (with a switch off) the near misses the report recognises."""
    pattern = r"<function=([^>]*)>(.*?)</function>" if lazy else r"<function=([^>]*)>(.*)</function>"
    calls = []
    for name, body in re.findall(pattern, reply, re.DOTALL if dotall else 0):
        try:
            arguments = json.loads(body)
        except json.JSONDecodeError:
            continue
        if name in known_tools and (isinstance(arguments, dict) or not objects_only):
            calls.append((name, arguments))
    return calls


@oracle
def reference_function_tags(reply: str, known_tools) -> list[tuple[str, dict]]:
    return _function_tags(reply, known_tools)


def _tags_problem(result, reply: str, names: list[str]) -> str | None:
    """Name the mistake when the result is exactly what a known near miss returns."""
    near_misses = (
        ({"lazy": False}, "two_calls"),
        ({"dotall": False}, "multiline"),
        ({"objects_only": False}, "not_object"),
    )
    for switch, kind in near_misses:
        wrong = _function_tags(reply, names, **switch)
        if wrong != reference_function_tags(reply, names) and result == wrong:
            return TAG_HINTS[kind]
    return None


def _replies_41(rng: random.Random, known: list[str]) -> list[tuple[str, str, list[str]]]:
    """(kind, reply, known_tools): every kind every seed, its details from the seed."""
    pick = lambda: rng.choice(known)  # noqa: E731
    a, b = pick(), pick()
    replies = [
        ("clean", _tag(a, _args(rng)), known),
        (
            "clean",
            rng.choice(["好的，我查一下。\n", "先调用工具：", ""]) + _tag(b, _args(rng)) + "\n查到后告诉你。",
            known,
        ),
        ("clean", _tag(a, {}), known),
        ("two_calls", _tag(a, _args(rng)) + _tag(b, _args(rng)), known),
        ("two_calls", _tag(b, _args(rng)) + " 然后 " + _tag(a, _args(rng)), known),
        ("multiline", _tag(a, _args(rng), indent=2), known),
        (
            "multiline",
            "我来查。\n" + _tag(b, _args(rng), indent=rng.choice([1, 4])) + "\n" + _tag(a, _args(rng)),
            known,
        ),
        ("clean", _tag(a, {"note": f"第一行\n第{rng.randint(2, 9)}行，含 {{花括号}}"}), known),
    ]
    for broken in ("{'city': '杭州'}", '{"city": "杭州",}', '{"city": "杭州" /* 注释 */}', '{"city": 杭州}'):
        replies.append(("broken", _tag(pick(), broken), known))
    replies.append(("broken", _tag(a, "{'city': '北京'}") + "\n" + _tag(b, _args(rng)), known))
    replies.append(
        ("unknown", _tag(rng.choice(["run_shell", "get_wether", "delete_all"]), _args(rng)), known)
    )
    for _ in range(2):
        subset = rng.sample(known, 2)
        other = next(n for n in known if n not in subset)
        replies.append(("subset", _tag(other, _args(rng)) + _tag(subset[0], _args(rng)), subset))
    for body in (
        '["杭州"]',
        '"杭州"',
        str(rng.randint(1, 99)),
        "null",
        json.dumps(json.dumps(_args(rng), ensure_ascii=False), ensure_ascii=False),
    ):
        replies.append(("not_object", _tag(pick(), body), known))
    replies += [
        (
            "other_text",
            f'<tool_call>{{"name": "{a}", "arguments": {json.dumps(_args(rng), ensure_ascii=False)}}}</tool_call>',
            known,
        ),
        ("other_text", json.dumps({"name": b, "parameters": _args(rng)}, ensure_ascii=False), known),
        ("other_text", f"我可以用 {a} 查这个，不过你已经给了答案。", known),
        ("unclosed", f"<function={a}>" + json.dumps(_args(rng), ensure_ascii=False), known),
    ]
    rng.shuffle(replies)
    return replies


def check_parse_tool_calls(func, seed=None) -> bool:
    """4.1 parse_tool_calls(reply, known_tools) -> [(name, arguments)]: Llama 3.1's <function=…> tags."""
    seed, rng = seeded(seed)
    known = demo_registry().names
    cases = [
        Case(
            f"{KIND_LABELS[kind]}：{reply[:40]!r}",
            (reply, names),
            expected=reference_function_tags(reply, names),
            why_wrong=lambda r, text=reply, names=names: _tags_problem(r, text, names),
            hint=TAG_HINTS[kind],
        )
        for kind, reply, names in _replies_41(rng, known)
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
