"""Checkers of lesson 00's Python warm-up. Cases are generated from a seeded RNG.

Lessons: 00
"""

from __future__ import annotations

from lab_code.exercises.checking import Case, case_rng, run_checks


def check_call_ids(func, seed=None) -> bool:
    """0.1 call_ids(message) -> set: the ids of an assistant message's tool_calls."""
    rng = case_rng(seed)
    cases = [
        Case(
            "普通回答，没有 tool_calls 这个键",
            ({"role": "assistant", "content": "好"},),
            expected=set(),
            hint="用 message.get('tool_calls') 而不是 message['tool_calls']",
        ),
        Case(
            "tool_calls 是 None",
            ({"role": "assistant", "content": None, "tool_calls": None},),
            expected=set(),
            hint="None 也要当成“没有调用”",
        ),
    ]
    for _ in range(12):
        ids = [f"call_{rng.randrange(10_000)}" for _ in range(rng.randint(1, 4))]
        msg = {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": i, "type": "function", "function": {"name": "f", "arguments": "{}"}} for i in ids
            ],
        }
        cases.append(
            Case(f"{len(ids)} 个调用", (msg,), expected=set(ids), hint="集合推导式 {c['id'] for c in ...}")
        )
    return run_checks("0.1", func, cases)


def check_is_count(func, seed=None) -> bool:
    """0.2 is_count(value) -> bool: a non-negative int, and bool does not count."""
    rng = case_rng(seed)
    values = [True, False, 0, 3, -1, 2.0, "3", None, [1]] + [rng.randint(-50, 50) for _ in range(10)]
    cases = [
        Case(
            f"is_count({v!r})",
            (v,),
            expected=(type(v) is int and v >= 0),
            hint="isinstance(True, int) 是 True：先排除 bool"
            if isinstance(v, bool)
            else "只认 int，并且不能是负数",
        )
        for v in values
    ]
    return run_checks("0.2", func, cases)


def check_call_tool(func, seed=None) -> bool:
    """0.3 call_tool(registry, name, args) -> str: look up by name, call with **args."""
    rng = case_rng(seed)
    cases = []
    for _ in range(8):
        k = rng.randint(2, 9)
        registry = {
            "add": lambda a, b: str(a + b),
            "greet": lambda name: f"你好，{name}",
            f"scale_{k}": lambda x, k=k: str(x * k),
        }
        a, b = rng.randint(0, 99), rng.randint(0, 99)
        cases.append(
            Case(
                f"add({a}, {b})",
                (registry, "add", {"a": a, "b": b}),
                expected=str(a + b),
                hint="func(**args) 把字典拆成关键字参数",
            )
        )
        cases.append(Case(f"scale_{k}", (registry, f"scale_{k}", {"x": a}), expected=str(a * k)))
        bad = rng.choice(["delete_all", "Add", "greet "])
        cases.append(
            Case(
                f"未知工具 {bad!r}",
                (registry, bad, {}),
                accept=lambda r, bad=bad, reg=registry: (
                    isinstance(r, str) and repr(bad) in r and all(name in r for name in reg)
                ),
                hint="不要抛异常：返回一句话，用 {name!r} 写出收到的名字，并列出可用工具",
            )
        )
    return run_checks("0.3", func, cases)
