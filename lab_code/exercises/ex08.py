"""Checkers for lesson 08 (evaluating tool use). Cases are generated from a seeded RNG.

    8.1 ``match_tool_use(block, tool, expected)`` -- the AST check, applied to an Anthropic
        ``tool_use`` block and a JSON-Schema ``input_schema`` (a new case, not the lesson's dialect)
    8.2 ``category_scores(results)``         -- per-category accuracy and the unweighted overall
    8.3 ``tool_to_redesign(rows, min_calls)`` -- which tool the trace says to redesign first

Lessons: 08
"""

from __future__ import annotations

import copy
import json
import random

from lab_code.exercises.checking import Case, run_checks, seeded
from lab_code.exercises.student_call import oracle

# ---- 8.1 ------------------------------------------------------------------------------
# The lesson's checker (call_match.check_call) reads BFCL's dialect: {"name", "arguments"}
# against "dict"/"float" schemas. 8.1 asks for the same idea on another case: an Anthropic
# tool_use block against a tool whose input_schema speaks JSON Schema (integer, number,
# string, boolean, array), where 12.0 IS an integer (lesson 02) and arrays are compared in order.
MUTATIONS = {
    "as_is": (True, "照抄答案"),
    "number_as_string": (False, "数字写成了字符串：类型不对"),
    "bool_for_integer": (False, "bool 不是整数（Python 里 True == 1，JSON Schema 里 true 不是 integer）"),
    "bool_for_number": (False, "bool 也不是 number"),
    "integral_float_for_integer": (True, "JSON Schema 里 12.0 是整数（第 02 课），值也等于 12"),
    "fractional_float_for_integer": (False, "12.5 不是整数"),
    "int_for_number": (True, "number 参数写成整数是允许的（2 当 2.0）"),
    "drop_required": (False, "必填参数不能少"),
    "extra_parameter": (False, "input_schema 没有的参数不能加"),
    "wrong_value": (False, "值不在可接受的列表里"),
    "omit_optional_ok": (True, '答案里有 "" 的可选参数可以省略'),
    "omit_needed_optional": (False, '答案没列 "" 的参数不能省略'),
    "string_spelling": (True, "字符串比较忽略大小写、空白和 , . / - _ * ^ ' \" 这些符号"),
    "wrong_name": (False, "工具名要一致"),
    "not_tool_use": (False, '只有 type 为 "tool_use" 的块才是调用'),
    "array_bad_element": (False, "数组里每个元素都要符合 items 的类型"),
    "array_spelling": (True, "数组逐个元素比较，字符串照样忽略大小写和符号"),
    "array_order": (False, "数组按顺序比较：顺序不同就是不同的值"),
}
# parameter -> (its JSON Schema, a generator of one acceptable value)
_PARAMS = {
    "count": ({"type": "integer"}, lambda rng: rng.randint(1, 50)),
    "ratio": ({"type": "number"}, lambda rng: rng.choice([0.5, 1.5, 2.0, 3.0])),
    "city": ({"type": "string"}, lambda rng: rng.choice(["New York, NY", "San Diego", "Berlin"])),
    "unit": ({"type": "string"}, lambda rng: rng.choice(["celsius", "km"])),
    "tags": (
        {"type": "array", "items": {"type": "string"}},
        lambda rng: rng.sample(["new york", "rainy day", "top-5", "km/h"], rng.randint(1, 3)),
    ),
}
_NEEDS = {  # the kind of parameter a mutation changes
    "number_as_string": "integer",
    "bool_for_integer": "integer",
    "integral_float_for_integer": "integer",
    "fractional_float_for_integer": "integer",
    "bool_for_number": "number",
    "int_for_number": "number",
    "string_spelling": "string",
    "array_bad_element": "array",
    "array_spelling": "array",
    "array_order": "array",
}


def _tool(rng: random.Random) -> tuple[dict, dict]:
    """A random tool (Anthropic format, JSON Schema types) and one possible answer for it."""
    names = rng.sample(sorted(_PARAMS), k=rng.randint(3, 5))
    tool = {
        "name": rng.choice(["get_weather", "convert_units", "book_hotel", "stats_mean"]),
        "input_schema": {
            "type": "object",
            "properties": {n: copy.deepcopy(_PARAMS[n][0]) for n in names},
            "required": names[:2],
        },
    }
    expected = {n: [_PARAMS[n][1](rng)] for n in names}
    for n in names[2:]:
        if rng.random() < 0.5:
            expected[n].append("")
    return tool, expected


def _block(tool: dict, expected: dict, rng: random.Random) -> dict:
    return {
        "type": "tool_use",
        "id": f"toolu_{rng.randint(10**6, 10**7)}",
        "name": tool["name"],
        "input": {k: copy.deepcopy(v[0]) for k, v in expected.items()},
    }


def _mutate(rng: random.Random, mutation: str, tool: dict, expected: dict):
    """(block, tool, expected) showing ``mutation``, or None when this tool cannot show it."""
    block = _block(tool, expected, rng)
    args = block["input"]
    props = tool["input_schema"]["properties"]
    kind = _NEEDS.get(mutation)
    pick = [k for k in args if props[k]["type"] == kind]
    if kind and not pick:
        return None
    key = pick[0] if pick else None
    if mutation == "number_as_string":
        args[key] = str(args[key])
    elif mutation in ("bool_for_integer", "bool_for_number"):
        # True == 1 and False == 0 in Python: make the answer that number, so only the type differs
        args[key] = rng.random() < 0.5
        expected[key] = [int(args[key])] + [o for o in expected[key] if o == ""]
    elif mutation == "integral_float_for_integer":
        args[key] = float(args[key])
    elif mutation == "fractional_float_for_integer":
        args[key] = args[key] + 0.5
        expected[key] = [args[key]] + [o for o in expected[key] if o == ""]  # only the type is wrong
    elif mutation == "int_for_number":
        if float(args[key]) != int(args[key]):
            return None
        args[key] = int(args[key])
    elif mutation == "string_spelling":
        args[key] = args[key].upper().replace(" ", "  ").replace(",", "")
    elif mutation == "array_bad_element":
        args[key] = args[key] + [rng.randint(1, 9)]
    elif mutation == "array_spelling":
        args[key] = [item.upper().replace("-", " ").replace("/", "") for item in args[key]]
    elif mutation == "array_order":
        if len(args[key]) < 2:
            return None
        args[key] = args[key][::-1]
    elif mutation == "drop_required":
        del args[tool["input_schema"]["required"][0]]
    elif mutation == "extra_parameter":
        args["verbose"] = True
    elif mutation == "wrong_value":
        key = rng.choice(list(args))
        kind = props[key]["type"]
        if kind == "string":
            args[key] = args[key] + " Springs"
        elif kind == "array":
            args[key] = args[key] + ["extra"]
        else:
            args[key] = args[key] * 3 + 1
    elif mutation in ("omit_optional_ok", "omit_needed_optional"):
        optional = [k for k in args if k not in tool["input_schema"]["required"]]
        keys = [k for k in optional if ("" in expected[k]) == (mutation == "omit_optional_ok")]
        if not keys:
            return None
        del args[keys[0]]
    elif mutation == "wrong_name":
        block["name"] = block["name"] + "_v2"
    elif mutation == "not_tool_use":
        block = {"type": "text", "text": json.dumps(block, ensure_ascii=False)}
    return block, tool, expected


def match_tool_use_cases(seed: int) -> list[Case]:
    """The cases of 8.1 for ``seed``: every mutation at least twice, whatever the seed."""
    rng = random.Random(seed)
    cases: list[Case] = []
    names = list(MUTATIONS)
    while len(cases) < 2 * len(names):
        mutation = names[len(cases) % len(names)]
        tool, expected = _tool(rng)
        made = _mutate(rng, mutation, tool, expected)
        if made is None:
            continue
        verdict, hint = MUTATIONS[mutation]
        cases.append(Case(f"{mutation} #{len(cases)}", copy.deepcopy(made), expected=verdict, hint=hint))
    return cases


def check_match_tool_use(func, seed: int | None = None) -> bool:
    seed, _ = seeded(seed)
    return run_checks(
        "8.1", func, match_tool_use_cases(seed), seed=seed, forbid=("lab_code.evals.call_match",)
    )


# ---- 8.2 ------------------------------------------------------------------------------
@oracle
def category_scores_reference(results: list[tuple[str, bool]]) -> dict[str, float]:
    table: dict[str, list[bool]] = {}
    for category, ok in results:
        table.setdefault(category, []).append(ok)
    scores = {c: sum(v) / len(v) for c, v in table.items()}
    scores["overall"] = sum(scores.values()) / len(scores) if scores else 0.0
    return scores


def _close(expected: dict):
    return lambda actual: (
        isinstance(actual, dict)
        and set(actual) == set(expected)
        and all(abs(actual[k] - expected[k]) < 1e-9 for k in expected)
    )


def check_category_scores(func, seed: int | None = None) -> bool:
    seed, rng = seeded(seed)
    cases = []
    for i in range(10):
        sizes = {
            c: rng.randint(1, 30) for c in rng.sample(["simple", "multiple", "parallel", "irrelevance"], 3)
        }
        results = [(c, rng.random() < rng.random()) for c, n in sizes.items() for _ in range(n)]
        rng.shuffle(results)
        expected = category_scores_reference(results)
        cases.append(
            Case(
                f"随机结果 #{i}",
                (results,),
                accept=_close(expected),
                hint="总分是各类别得分的平均（不加权），不是全部用例的通过率。",
            )
        )
    lopsided = [("simple", True)] * 90 + [("irrelevance", False)] * 10
    cases.append(
        Case(
            "一个大类别不能掩盖一个小类别",
            (lopsided,),
            accept=_close(category_scores_reference(lopsided)),
            hint="90 个都对、10 个都错：总分应是 0.5，而不是 0.9。",
        )
    )
    cases.append(Case("没有结果", ([],), accept=_close({"overall": 0.0}), hint="没有类别时总分记 0.0。"))
    return run_checks("8.2", func, cases, seed=seed, forbid=("lab_code.evals.single_step:scores",))


# ---- 8.3 ------------------------------------------------------------------------------
@oracle
def tool_to_redesign_reference(rows: list[dict], min_calls: int) -> str | None:
    eligible = [r for r in rows if r["calls"] >= min_calls and r["failures"] > 0]
    if not eligible:
        return None
    best = min(eligible, key=lambda r: (-r["failures"] / r["calls"], -r["failures"], r["tool"]))
    return best["tool"]


def _tie_cases(rng: random.Random, tools: list[str]) -> list[Case]:
    """Ties on the failure rate, on every seed: random rows almost never tie, so a rule that skips
    "more failures first" (ties straight to the name) would pass by luck on some seeds."""
    cases = []
    for i in range(3):
        first, second, third = sorted(rng.sample(tools, 3))  # names in alphabetical order
        failures, calls = rng.randint(1, 4), rng.randint(5, 9)
        times = rng.randint(2, 3)
        rows = [
            {"tool": first, "calls": calls, "failures": failures},  # same rate, fewer failures, first name
            {"tool": second, "calls": calls * times, "failures": failures * times},
            {"tool": third, "calls": calls * 4, "failures": failures},  # a lower rate
        ]
        rng.shuffle(rows)
        cases.append(
            Case(
                f"失败率相同，失败次数不同 #{i}",
                (rows, 1),
                expected=second,
                hint="两个工具失败率一样：看你的排序在失败率相同之后比的是什么（题目先比失败次数，最后才比名字）",
            )
        )
    first, second = sorted(rng.sample(tools, 2))
    calls = rng.randint(5, 20)
    failures = rng.randint(1, calls)
    rows = [
        {"tool": second, "calls": calls, "failures": failures},
        {"tool": first, "calls": calls, "failures": failures},
    ]
    cases.append(
        Case(
            "失败率和失败次数都相同",
            (rows, 1),
            expected=first,
            hint="两个工具失败率和失败次数都一样：看你的排序最后按什么取第一个（题目说按名字）",
        )
    )
    return cases


def check_tool_to_redesign(func, seed: int | None = None) -> bool:
    seed, rng = seeded(seed)
    tools = ["list_files", "read_file", "write_file", "run_command", "search_knowledge"]
    cases = []
    for i in range(30):
        rows = []
        for tool in rng.sample(tools, rng.randint(2, 5)):
            calls = rng.randint(0, 40)
            rows.append({"tool": tool, "calls": calls, "failures": rng.randint(0, calls)})
        min_calls = rng.choice([1, 3, 5])
        cases.append(
            Case(
                f"随机 trace 统计 #{i}",
                (rows, min_calls),
                expected=tool_to_redesign_reference(rows, min_calls),
                hint="比失败率（失败/调用），调用次数不到 min_calls 的不算；并列时失败次数多的优先，再按名字。",
            )
        )
    cases += _tie_cases(rng, tools)
    cases.append(
        Case(
            "一次调用一次失败不算证据",
            (
                [
                    {"tool": "read_file", "calls": 1, "failures": 1},
                    {"tool": "run_command", "calls": 20, "failures": 5},
                ],
                3,
            ),
            expected="run_command",
            hint="样本太少的工具先不下结论。",
        )
    )
    cases.append(Case("没有失败", ([{"tool": "read_file", "calls": 9, "failures": 0}], 1), expected=None))
    return run_checks("8.3", func, cases, seed=seed)
