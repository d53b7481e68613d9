"""Checkers for lesson 08 (evaluating tool use). Cases are generated from a seeded RNG.

    8.1 ``match_call(call, doc, expected)``  -- does one call match its possible answer (AST check)
    8.2 ``category_scores(results)``         -- per-category accuracy and the unweighted overall
    8.3 ``tool_to_redesign(rows, min_calls)`` -- which tool the trace says to redesign first

Lessons: 08
"""

from __future__ import annotations

import copy
import random

from lab_code.evals.call_match import check_call
from lab_code.exercises.checking import Case, run_checks, seeded
from lab_code.exercises.student_call import oracle

# ---- 8.1 ------------------------------------------------------------------------------
MUTATIONS = {
    "as_is": (True, "照抄答案"),
    "number_as_string": (False, "数字写成了字符串：类型不对"),
    "bool_for_integer": (False, "bool 不是整数"),
    "int_for_float": (True, "float 参数写成整数是允许的（5 当 5.0）"),
    "drop_required": (False, "必填参数不能少"),
    "extra_parameter": (False, "函数没有的参数不能加"),
    "wrong_value": (False, "值不在可接受的列表里"),
    "omit_optional_ok": (True, "答案里有 \"\" 的可选参数可以省略"),
    "omit_needed_optional": (False, "答案没列 \"\" 的参数不能省略"),
    "string_spelling": (True, "字符串比较忽略大小写、空格和 , . / - _ 等符号"),
    "wrong_name": (False, "函数名要一致"),
}


def _doc(rng: random.Random) -> tuple[dict, dict]:
    """A random function doc in BFCL's dialect and one possible answer for it."""
    props = {
        "count": {"type": "integer"},
        "ratio": {"type": "float"},
        "city": {"type": "string"},
        "unit": {"type": "string"},
    }
    names = rng.sample(sorted(props), k=rng.randint(3, 4))
    required = names[:2]
    doc = {
        "name": rng.choice(["weather.get", "convert_units", "book_hotel", "stats.mean"]),
        "parameters": {"type": "dict", "properties": {n: props[n] for n in names}, "required": required},
    }
    values = {
        "count": [rng.randint(1, 50)],
        "ratio": [rng.choice([0.5, 1.5, 2.0, 3.0])],
        "city": [rng.choice(["New York, NY", "San Diego", "Berlin"])],
        "unit": [rng.choice(["celsius", "km"])],
    }
    expected = {n: values[n] for n in names}
    for n in names[2:]:
        if rng.random() < 0.5:
            expected[n] = values[n] + [""]
    return doc, expected


def _call(doc: dict, expected: dict) -> dict:
    return {"name": doc["name"], "arguments": {k: v[0] for k, v in expected.items()}}


def _mutate(rng: random.Random, mutation: str, doc: dict, expected: dict):
    """(call, doc, expected) for ``mutation``, or None when this doc cannot show it."""
    call = _call(doc, expected)
    args = call["arguments"]
    types = {k: v["type"] for k, v in doc["parameters"]["properties"].items()}
    pick = [
        k
        for k in args
        if types[k]
        == {
            "number_as_string": "integer",
            "bool_for_integer": "integer",
            "int_for_float": "float",
            "string_spelling": "string",
        }.get(mutation, "")
    ]
    if mutation == "as_is":
        return call, doc, expected
    if mutation in ("number_as_string", "bool_for_integer", "int_for_float", "string_spelling"):
        if not pick:
            return None
        key = pick[0]
        if mutation == "int_for_float":
            if float(args[key]) != int(args[key]):
                return None
            args[key] = int(args[key])
        elif mutation == "number_as_string":
            args[key] = str(args[key])
        elif mutation == "bool_for_integer":
            args[key] = True
        else:
            args[key] = args[key].upper().replace(",", "")
        return call, doc, expected
    if mutation == "drop_required":
        del args[doc["parameters"]["required"][0]]
    elif mutation == "extra_parameter":
        args["verbose"] = True
    elif mutation == "wrong_value":
        key = rng.choice(list(args))
        args[key] = args[key] * 3 if types[key] != "string" else args[key] + " Springs"
    elif mutation in ("omit_optional_ok", "omit_needed_optional"):
        optional = [k for k in args if k not in doc["parameters"]["required"]]
        keys = [k for k in optional if ("" in expected[k]) == (mutation == "omit_optional_ok")]
        if not keys:
            return None
        del args[keys[0]]
    elif mutation == "wrong_name":
        call["name"] = call["name"] + "_v2"
    return call, doc, expected


def check_match_call(func, seed: int | None = None) -> bool:
    seed, rng = seeded(seed)
    cases = []
    while len(cases) < 36:
        mutation = list(MUTATIONS)[len(cases) % len(MUTATIONS)]
        doc, expected = _doc(rng)
        made = _mutate(rng, mutation, doc, expected)
        if made is None:
            continue
        verdict, hint = MUTATIONS[mutation]
        assert check_call(*made).ok == verdict, (mutation, made)  # the lesson's checker agrees
        cases.append(Case(f"{mutation} #{len(cases)}", copy.deepcopy(made), expected=verdict, hint=hint))
    return run_checks("8.1", func, cases, seed=seed, forbid=("lab_code.evals.call_match",))


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
