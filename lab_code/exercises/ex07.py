"""Checkers for lesson 07 (the cross-compiling agent). Cases are generated from a seeded RNG.

    7.1 ``repeat_key(name, args)``            — the repeated-call key (seed self-test Q12)
    7.2 ``classify_command_result(text)``     — success / failed / timeout / not_command
    7.3 ``decide_stop(events, max_turns, repeat_limit, permission_limit)`` — the stop reason

Lessons: 07
"""

from __future__ import annotations

import random
import string

from lab_code.exercises.checking import Case, case_rng, run_checks


# ---- 7.1 ------------------------------------------------------------------------------
def _random_args(rng: random.Random, depth: int = 0) -> dict:
    args = {}
    for _ in range(rng.randint(1, 4)):
        key = "".join(rng.choices(string.ascii_lowercase, k=rng.randint(1, 6)))
        kind = rng.choice(["str", "int", "bool", "list", "dict"] if depth < 1 else ["str", "int"])
        args[key] = {
            "str": lambda: rng.choice(["build", "src/main.c", "构建", "-j2"]),
            "int": lambda: rng.randint(0, 300),
            "bool": lambda: rng.random() < 0.5,
            "list": lambda: [rng.randint(0, 9) for _ in range(3)],
            "dict": lambda: _random_args(rng, depth + 1),
        }[kind]()
    return args


def _shuffled(rng: random.Random, args: dict) -> dict:
    items = list(args.items())
    rng.shuffle(items)
    return {k: _shuffled(rng, v) if isinstance(v, dict) else v for k, v in items}


def check_repeat_key(func, seed: int | None = None) -> bool:
    rng = case_rng(seed)
    cases = []
    for i in range(8):
        name = rng.choice(["read_file", "run_command", "list_files"])
        args = _random_args(rng)
        same = _shuffled(rng, args)
        cases.append(
            Case(
                f"同名同参，键顺序不同 #{i}",
                ((name, args), (name, same)),
                expected=True,
                hint="字典的键顺序不同，意思完全一样：序列化前要让顺序固定。",
            )
        )
        changed = dict(args)
        key = rng.choice(list(changed))
        changed[key] = f"{changed[key]}-x"
        cases.append(
            Case(
                f"同名，值不同 #{i}",
                ((name, args), (name, changed)),
                expected=False,
                hint="值变了就是另一个调用。",
            )
        )
        other = "write_file" if name != "write_file" else "read_file"
        cases.append(
            Case(
                f"参数相同，工具不同 #{i}",
                ((name, args), (other, args)),
                expected=False,
                hint="键里必须有工具名。",
            )
        )
    cases.append(
        Case(
            "整数 1 与字符串 '1'",
            (("read_file", {"offset": 1}), ("read_file", {"offset": "1"})),
            expected=False,
            hint="类型不同的值不能被当成同一个调用（别用 str() 拼）。",
        )
    )
    return run_checks("7.1", lambda a, b: func(*a) == func(*b), cases)


# ---- 7.2 ------------------------------------------------------------------------------
ERROR_LINES = [
    "CMake Error at CMakeLists.txt:3 (find_package):",
    "Could NOT find ZLIB (missing: ZLIB_LIBRARY)",
    "ld.lld: error: undefined symbol: png_init",
    "ninja: build stopped: subcommand failed.",
]


def classify_reference(text: str) -> str:
    first = text.splitlines()[0] if text else ""
    if first.startswith("[timeout after"):
        return "timeout"
    if first.startswith("[exit=") and first.endswith("]"):
        code = first[len("[exit=") : -1]
        if code.lstrip("-").isdigit():
            return "success" if int(code) == 0 else "failed"
    return "not_command"


def check_classify_command_result(func, seed: int | None = None) -> bool:
    rng = case_rng(seed)
    cases = []
    for i in range(6):
        code = rng.choice([1, 2, 127, -9, 0, 0])
        tail = "\n".join(
            rng.sample(ERROR_LINES, 2) if code else ["-- Build files have been written to: build"]
        )
        cases.append(
            Case(
                f"命令结果 exit={code} #{i}",
                (f"[exit={code}]\n{tail}",),
                expected=classify_reference(f"[exit={code}]"),
            )
        )
    cases += [
        Case(
            "退出码 0 但输出里有 error 字样",
            ("[exit=0]\nwarning: 'error' is deprecated",),
            expected="success",
            hint="成败只看第一行的退出码，不看输出里的字。",
        ),
        Case(
            "超时",
            (f"[timeout after {rng.choice([60, 300])}s]\n...",),
            expected="timeout",
            hint="超时不是构建失败：没有退出码。",
        ),
        Case(
            "read_file 读到的文件内容恰好含 [exit=1]",
            ("[第 1-3 行，共 3 行，已是最后一页]\n[exit=1]\nx",),
            expected="not_command",
            hint="只认第一行；别在全文里找。",
        ),
        Case("第一行是 [exit=abc]", ("[exit=abc]\n",), expected="not_command"),
        Case("空字符串", ("",), expected="not_command"),
    ]
    return run_checks("7.2", func, cases)


# ---- 7.3 ------------------------------------------------------------------------------
def decide_stop_reference(events, max_turns, repeat_limit, permission_limit):
    seen, denials = {}, 0
    for turn, event in enumerate(events, start=1):
        if turn > max_turns:
            return "max_turns"
        if event[0] == "model_error":
            return "model_error"
        if event[0] == "done":
            return {None: "finished", True: "verified", False: "verification_failed"}[event[1]]
        _, key, error_type = event
        seen[key] = seen.get(key, 0) + 1
        if seen[key] >= repeat_limit:
            return "repeated_calls"
        if error_type == "internal_error":
            return "internal_error"
        if error_type == "permission_denied":
            denials += 1
            if denials >= permission_limit:
                return "permission_denied_repeated"
    return "max_turns" if len(events) >= max_turns else None


def _random_events(rng: random.Random) -> list:
    events = []
    for _ in range(rng.randint(0, 9)):
        roll = rng.random()
        if roll < 0.08:
            events.append(("done", rng.choice([None, True, False])))
            break
        if roll < 0.12:
            events.append(("model_error",))
            break
        error = rng.choice(
            [None, None, None, "not_found", "permission_denied", "internal_error"]
            if rng.random() < 0.5
            else [None, "permission_denied"]
        )
        events.append(
            ("call", rng.choice(["list_files .", "read_file CMakeLists.txt", "run_command cmake"]), error)
        )
    return events


def check_decide_stop(func, seed: int | None = None) -> bool:
    rng = case_rng(seed)
    cases = []
    for i in range(40):
        events = _random_events(rng)
        limits = (rng.randint(3, 8), rng.randint(2, 3), rng.randint(1, 3))
        cases.append(
            Case(
                f"随机运行 #{i}",
                (events, *limits),
                expected=decide_stop_reference(events, *limits),
                hint="按事件顺序逐个判断；哪个条件先满足，就是哪个停止原因。",
            )
        )
    cases.append(Case("模型说完成但没配置验收", ([("done", None)], 5, 3, 3), expected="finished"))
    cases.append(
        Case(
            "还在进行中",
            ([("call", "list_files .", None)], 5, 3, 3),
            expected=None,
            hint="没有任何停止条件满足时返回 None。",
        )
    )
    return run_checks("7.3", func, cases)


if __name__ == "__main__":
    from solutions.ex07_crossbuild_agent import classify_command_result, decide_stop, repeat_key

    print(
        bool(check_repeat_key(repeat_key)),
        bool(check_classify_command_result(classify_command_result)),
        bool(check_decide_stop(decide_stop)),
    )
