"""Checkers of lesson 00's Python warm-up. Cases are generated from a seeded RNG.

Lessons: 00
"""

from __future__ import annotations

from lab_code.exercises.checking import Case, run_checks, seeded


def check_call_ids(func, seed=None) -> bool:
    """0.1 call_ids(message) -> set: the ids of an assistant message's tool_calls."""
    seed, rng = seeded(seed)
    cases = [
        Case(
            "普通回答，没有 tool_calls 这个键",
            ({"role": "assistant", "content": "好"},),
            expected=set(),
            hint="消息里可能根本没有 tool_calls 这个键：按键取值要用不会抛 KeyError 的那种写法（5.1 节）",
        ),
        Case(
            "tool_calls 是 None",
            ({"role": "assistant", "content": None, "tool_calls": None},),
            expected=set(),
            hint="值是 None 也要当成“没有调用”：for 循环不能遍历 None，先把 None 换成空的东西",
        ),
        Case(
            "tool_calls 是空列表",
            ({"role": "assistant", "content": None, "tool_calls": []},),
            expected=set(),
            hint="没有调用时返回空集合 set()（注意 {} 是空字典）",
        ),
    ]
    for n in range(12):
        ids = [f"call_{rng.randrange(10_000)}" for _ in range(rng.randint(1, 4))]
        if n % 4 == 3:
            ids.append(ids[0])  # the same id twice: a set keeps it once
        msg = {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": i, "type": "function", "function": {"name": "f", "arguments": "{}"}} for i in ids
            ],
        }
        cases.append(
            Case(
                f"{len(ids)} 个调用" + ("（有重复的 id）" if n % 4 == 3 else ""),
                (msg,),
                expected=set(ids),
                hint="返回集合（set），不是列表；重复的 id 在集合里只算一个（5.1 节）",
            )
        )
    return run_checks("0.1", func, cases, seed=seed)


def check_is_count(func, seed=None) -> bool:
    """0.2 is_count(value) -> bool: a non-negative int, and bool does not count."""
    seed, rng = seeded(seed)
    values = [True, False, 0, 3, -1, 2.0, "3", None, [1]] + [rng.randint(-50, 50) for _ in range(10)]
    hints = {
        bool: "isinstance(True, int) 是 True：先排除 bool",
        float: "2.0 是浮点数，不是 int：这里只认 int",
        str: '"3" 是字符串：不做转换',
    }
    cases = [
        Case(
            f"is_count({v!r})",
            (v,),
            expected=(type(v) is int and v >= 0),
            hint=hints.get(type(v), "负数不算" if type(v) is int else "只认 int")
            + "；返回 True 或 False（bool）",
        )
        for v in values
    ]
    return run_checks("0.2", func, cases, seed=seed)


def _add(a, b):
    return str(a + b)


def _greet(name):
    return f"你好，{name}"


def _unknown_tool_problem(result, name: str, registry: dict) -> str | None:
    if not isinstance(result, str):
        return "名字不在注册表里时返回一句话（字符串），不是别的类型"
    if repr(name) not in result:
        return f"用 {{name!r}} 写出收到的名字：消息里要有 {name!r}（带引号，空格也看得出来）"
    missing = [tool for tool in registry if tool not in result]
    if missing:
        return f"列出所有可用的工具名：消息里缺 {missing}"
    return None


def check_call_tool(func, seed=None) -> bool:
    """0.3 call_tool(registry, name, args) -> str: look up by name, call with **args."""
    seed, rng = seeded(seed)
    cases = []
    for _ in range(8):
        k = rng.randint(2, 9)
        registry = {"add": _add, "greet": _greet, f"scale_{k}": lambda x, k=k: str(x * k)}
        shown = f"registry={{add, greet, scale_{k}}}"
        a, b = rng.randint(0, 99), rng.randint(0, 99)
        cases.append(
            Case(
                f"add({a}, {b})",
                (registry, "add", {"a": a, "b": b}),
                expected=str(a + b),
                hint="参数字典要拆成关键字参数交给函数（5.3 节的 **）；返回工具函数的结果本身",
                shown_input=f"{shown}, 'add', {{'a': {a}, 'b': {b}}}",
            )
        )
        cases.append(
            Case(
                f"scale_{k}",
                (registry, f"scale_{k}", {"x": a}),
                expected=str(a * k),
                hint="按名字在注册表里找：工具名是参数 name，不要写死",
                shown_input=f"{shown}, 'scale_{k}', {{'x': {a}}}",
            )
        )
        bad = rng.choice(["delete_all", "Add", "greet "])
        cases.append(
            Case(
                f"未知工具 {bad!r}",
                (registry, bad, {}),
                why_wrong=lambda r, bad=bad, reg=registry: _unknown_tool_problem(r, bad, reg),
                hint="名字不在注册表里时不要抛异常：返回一句说明",
                shown_input=f"{shown}, {bad!r}, {{}}",
            )
        )
    return run_checks("0.3", func, cases, seed=seed)
