"""Checkers of lesson 10 (the text a model reads and writes). Cases are generated from a seeded
RNG and mixed with real recorded outputs, so only a real solution passes.

    10.1 ``parse_calls(text)``              — the pythonic format of the recorded outputs → calls
    10.2 ``probe_template(render, messages)`` — where a real template puts a tool result, and the id
    10.3 ``triage(mistake)``                — a real model's mistake: its kind, and the fix to try first

Lessons: 10
"""

from __future__ import annotations

import json
import random
import string

from lab_code.evals.bfcl_data import Case as BfclCase
from lab_code.exercises.checking import Case, run_checks, seeded
from lab_code.exercises.student_call import oracle
from lab_code.model_text.chat_templates import FAMILIES
from lab_code.model_text.pythonic_calls import parse_pythonic
from lab_code.model_text.recorded_outputs import MODELS, load_recorded
from lab_code.model_text.scoring import FIX_OF_KIND, score_output
from lab_code.model_text.template_anatomy import bound, id_visibility, tool_result_frame
from lab_code.wire.messages import function_tool, tool_call

# ---- 10.1 ------------------------------------------------------------------------------
NAMES = ["get_weather", "math.gcd", "spotify.play", "book_hotel", "stats.t_test", "geo.distance"]
KEYS = ["city", "days", "unit", "ratio", "tags", "point", "verbose", "limit", "filters", "note"]
MARKERS = ["", "", "<end_of_turn>", "\n<end_of_turn>", "<|eot_id|>"]


@oracle
def parse_calls_reference(text: str) -> list[dict]:
    parsed = parse_pythonic(text)
    if parsed.outcome == "refused":
        raise ValueError(parsed.problem)
    return parsed.calls


def _value(rng: random.Random):
    """(Python-side text in a random style, the value a parser must return)."""
    kind = rng.choice(["int", "float", "str", "bool", "none", "list", "tuple", "dict"])
    if kind == "int":
        n = rng.randint(-500, 500)
        return str(n), n
    if kind == "float":
        x = rng.choice([0.05, 2.5, -74.006, 1e-9, 355.48, 12.57e-7])
        return repr(x), x
    if kind == "str":
        s = rng.choice(["Paris", "New York, NY", "it's fine", "C:/data/cars.csv", "杭州", "5:00 PM"])
        return (repr(s) if rng.random() < 0.5 else json.dumps(s, ensure_ascii=False)), s
    if kind == "bool":
        b = rng.random() < 0.5
        return (str(b) if rng.random() < 0.5 else str(b).lower()), b
    if kind == "none":
        return rng.choice(["None", "null"]), None
    items = [rng.randint(0, 99) for _ in range(rng.randint(0, 3))]
    if kind == "list":
        return repr(items), items
    if kind == "tuple":
        pair = (round(rng.uniform(-90, 90), 4), round(rng.uniform(-180, 180), 4))
        return repr(pair), list(pair)
    return json.dumps({"a": items[:1] or 0}), {"a": items[:1] or 0}


def _call_text(rng: random.Random) -> tuple[str, dict]:
    name = rng.choice(NAMES)
    pairs = [(key, _value(rng)) for key in rng.sample(KEYS, rng.randint(0, 3))]
    text = f"{name}({', '.join(f'{k}={t}' for k, (t, _) in pairs)})"
    return text, {"name": name, "arguments": {k: v for k, (_, v) in pairs}}


def _with_argument(calls: str, argument: str) -> str:
    """One more keyword argument in the last call (its closing parenthesis ends the text)."""
    return calls[:-1] + ("" if calls.endswith("()") else ", ") + argument + ")"


BROKEN = {
    "截断": lambda call: call[: max(len(call) // 2 + 2, call.index("(") + 1)],  # always inside a call
    "科学计数法写成 x 10^": lambda call: _with_argument(call, "eps=8.854 x 10^-12"),
    "变量名当值": lambda call: _with_argument(call, "data=my_data"),
    "要执行的表达式": lambda call: _with_argument(call, "n=len('abc')"),
    "位置参数": lambda call: call.replace("(", "(3, ", 1),
}
# Hints say what is wrong with the input and where to look, never the line to write.
HINTS_BROKEN = {
    "截断": "输出在调用中间断了：先看 ast.parse 对它怎么反应，再对照题目里“写坏了”该怎么告诉调用者",
    "科学计数法写成 x 10^": "这个数字不是 Python 写法：先看 ast.parse 对它怎么反应，再对照题目里“写坏了”的那一条",
    "变量名当值": "有个参数值是一个名字，服务端手里没有它的值：看你的取值代码遇到 ast.Name 时做了什么（只有三个名字是字面量）",
    "要执行的表达式": "有个参数值要执行才有结果：看你的取值代码遇到字面量以外的节点时做了什么",
    "位置参数": "有个参数没写名字：ast.Call 把参数放在两个字段里，看你读了哪一个、漏看了哪一个",
}
HINTS_10_1 = {
    "calls": "对照题目的第 1、2 条：结束标记、外层方括号、true/false/null、元组、负号、带点的函数名，看哪一种你的代码没处理",
    "text": "这段话里没有调用：看你的代码在哪一步把它当成了调用或报了错",
    "refused": "这段输出开始写调用却写坏了：看题目最后一条要求这时怎么做",
}


def _pythonic_cases(rng: random.Random) -> list[Case]:
    cases = []
    # Every seed breaks calls in every way at least once (a wrong answer must not pass by luck).
    ways = rng.sample(sorted(BROKEN), len(BROKEN)) + rng.sample(sorted(BROKEN), 3)  # 8 broken slots below
    for i in range(24):
        calls = [_call_text(rng) for _ in range(rng.randint(1, 3))]
        body = ", ".join(t for t, _ in calls)
        text = f"[{body}]" if len(calls) > 1 or rng.random() < 0.7 else body
        if rng.random() < 0.2:
            text = rng.choice(["Sure! ", "好的，调用工具：\n"]) + f"[{body}]"
        if i % 3 == 2:
            label = ways.pop()
            breaking = BROKEN[label]
            text = f"[{breaking(body)}]" if label != "截断" else f"[{breaking(body)}"
        else:
            label = f"{len(calls)} 个调用"
        text += rng.choice(MARKERS)
        outcome = parse_pythonic(text).outcome
        # The generator and the lesson's parser agree: valid text parses to the calls written,
        # broken text is refused.
        if label.endswith("调用"):
            assert outcome == "calls" and parse_calls_reference(text) == [c for _, c in calls], text
        else:
            assert outcome == "refused", text
        if outcome == "refused":
            cases.append(Case(label, (text,), expect_exception=ValueError, hint=HINTS_BROKEN[label]))
        else:
            cases.append(Case(label, (text,), expected=parse_calls_reference(text), hint=HINTS_10_1[outcome]))
    prose = rng.choice(["No function matches the user's request.", "我没有合适的工具来回答。"])
    cases.append(Case("没有调用的一句话", (prose,), expected=[], hint=HINTS_10_1["text"]))
    return cases


def _recorded_cases(rng: random.Random) -> list[Case]:
    recorded = [r for key in MODELS for r in load_recorded(key)]
    cases = []
    for item in rng.sample(recorded, 10):
        outcome = parse_pythonic(item.raw).outcome
        label = f"真实输出 {item.case.id}"
        if outcome == "refused":
            cases.append(Case(label, (item.raw,), expect_exception=ValueError, hint=HINTS_10_1["refused"]))
        else:
            expected = parse_calls_reference(item.raw)
            cases.append(Case(label, (item.raw,), expected=expected, hint=HINTS_10_1[outcome]))
    return cases


def check_parse_calls(func, seed: int | None = None) -> bool:
    """10.1 parse_calls(text) -> [{"name", "arguments"}]; [] for prose; ValueError for a broken call."""
    seed, rng = seeded(seed)
    cases = _pythonic_cases(rng) + _recorded_cases(rng)
    rng.shuffle(cases)
    return run_checks("10.1", func, cases, seed=seed, forbid=("lab_code.model_text.pythonic_calls",))


# ---- 10.2 ------------------------------------------------------------------------------
TOOLS_10_2 = {
    "read_file": {"path": "src/main.c"},
    "get_weather": {"city": "Paris"},
    "run_tests": {"target": "aarch64"},
    "search_docs": {"query": "zlib"},
}


def _word(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(n))


@oracle
def probe_template_reference(render, messages: list[dict]) -> dict:
    return {**tool_result_frame(render, messages), **id_visibility(render, messages)}


def check_probe_template(func, seed: int | None = None) -> bool:
    """10.2 probe_template(render, messages) -> {"before", "after", "shows_id", "without_id"}."""
    seed, rng = seeded(seed)
    families = list(FAMILIES) * 2
    rng.shuffle(families)
    cases = []
    for family in families:
        name = rng.choice(sorted(TOOLS_10_2))
        tools = [function_tool(name, f"{name} 的说明", {"type": "object", "properties": {}})]
        call_id = "call" + _word(rng, rng.randint(6, 10))
        content = " ".join(_word(rng, rng.randint(3, 7)) for _ in range(rng.randint(1, 4)))
        messages = [
            {"role": "user", "content": f"请用 {name} 帮我看看 {_word(rng, 4)}"},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [tool_call(name, TOOLS_10_2[name], call_id)],
            },
            {"role": "tool", "tool_call_id": call_id, "name": name, "content": content},
        ]
        render = bound(family, tools)
        cases.append(
            Case(
                f"模板 {FAMILIES[family].file}",
                (render, messages),
                expected=probe_template_reference(render, messages),
                shown_input=f"render=<{family} 模板>, 工具结果 {content!r}, id {call_id!r}",
                hint="先看哪个字段不对。before/after 不对：打印渲染结果，看你找结果内容的那段文字是不是只有"
                "最后一条 tool 消息加上的部分，以及模板有没有把内容转义；shows_id 不对：看你换 id 时是不是漏了一处；"
                "without_id 不对：看模板报错时你的代码走到了哪里",
            )
        )
    forbid = tuple(
        f"lab_code.model_text.template_anatomy:{name}" for name in ("tool_result_frame", "id_visibility")
    )
    return run_checks("10.2", func, cases, seed=seed, forbid=forbid)


# ---- 10.3 ------------------------------------------------------------------------------
@oracle
def triage_reference(mistake: dict) -> dict:
    case = BfclCase(
        "exercise", mistake["category"], (), tuple(mistake["functions"]), tuple(mistake["ground_truth"])
    )
    kind = score_output("exercise", case, mistake["output"]).kind
    return {"kind": kind, "fix": FIX_OF_KIND.get(kind)}


def _as_text(calls: list[dict]) -> str:
    return (
        "["
        + ", ".join(
            f"{c['name']}({', '.join(f'{k}={v!r}' for k, v in c['arguments'].items())})" for c in calls
        )
        + "]"
    )


WAYS = ("drop", "extra", "type", "value", "name", "prose", "truncate", "count")


def _mutated(rng: random.Random, scored, way: str) -> str:
    """A real correct output, broken in one of the ways real outputs break."""
    calls = [dict(c, arguments=dict(c["arguments"])) for c in scored.parsed.calls]
    first = calls[0]
    ints = [k for k, v in first["arguments"].items() if isinstance(v, int) and not isinstance(v, bool)]
    strs = [k for k, v in first["arguments"].items() if isinstance(v, str)]
    if way == "drop" and first["arguments"]:
        first["arguments"].pop(rng.choice(sorted(first["arguments"])))
    elif way == "extra":
        first["arguments"]["verbose"] = True
    elif way == "type" and ints:
        first["arguments"][ints[0]] = str(first["arguments"][ints[0]])
    elif way == "value" and strs:
        first["arguments"][strs[0]] += " Springs"
    elif way == "name":
        first["name"] = "get_" + first["name"].rsplit(".", 1)[-1]
    elif way == "prose":
        return "I can't find a suitable function for this request."
    elif way == "truncate":
        text = _as_text(calls)
        return text[: len(text) // 2]
    else:
        calls = calls[:-1] if len(calls) > 1 else calls * 2
    return _as_text(calls)


def check_triage(func, seed: int | None = None) -> bool:
    """10.3 triage(mistake) -> {"kind": ..., "fix": ...} (kind "ok" and fix None when it is right)."""
    seed, rng = seeded(seed)
    scored = [score_output(key, r.case, r.raw) for key in MODELS for r in load_recorded(key)]
    wrong = [s for s in scored if not s.ok]
    right = [s for s in scored if s.ok and s.case.category != "irrelevance"]
    picked = [(s, s.raw, "真实的错误") for s in rng.sample(wrong, 12)]
    picked += [
        (s, _mutated(rng, s, WAYS[i % len(WAYS)]), "真实输出改动后")
        for i, s in enumerate(rng.sample(right, 16))
    ]
    picked += [(s, s.raw, "真实的正确输出") for s in rng.sample(right, 2)]
    cases = []
    for s, output, origin in picked:
        mistake = {
            "category": s.case.category,
            "question": s.case.user_text,
            "functions": list(s.case.functions),
            "ground_truth": list(s.case.ground_truth),
            "output": output,
        }
        expected = triage_reference(mistake)
        cases.append(
            Case(
                f"{origin}（{s.model} · {s.case.id}）",
                (mistake,),
                expected=expected,
                shown_input=f"{s.case.category} 用例，模型输出 {output[:90]!r}",
                hint="先看 kind 对不对：写坏的输出、函数名不在说明里的调用，这两种最容易被归错，对照题目第一条；"
                "kind 对了 fix 还不对，就对照第 4.3 节的修法表",
            )
        )
    rng.shuffle(cases)
    return run_checks("10.3", func, cases, seed=seed, forbid=("lab_code.model_text.scoring",))
