"""Checkers for lesson 05 (tool design and errors). Cases are generated from a seeded RNG.

    5.1 ``bad_value_message(param, allowed, received)`` — an error message the model can act on
    5.2 ``breaker_transition(state, failures, event, threshold)`` — the circuit breaker's step
    5.3 ``classify_error(exc)`` — ``(error_type, action)`` for an exception a tool raised

Lessons: 05
"""

from __future__ import annotations

import json
import random

from lab_code.arguments.workdir_guard import PathOutsideWorkdir
from lab_code.exercises.checking import Case, run_checks, seeded
from lab_code.running.circuit_breaker import EVENTS, STATES, transition
from lab_code.running.error_policy import ResponseLost, UpstreamHTTPError, decide
from lab_code.wire.tool_results import ToolError

# ---- 5.1 ------------------------------------------------------------------------------
PARAMS = ["mode", "unit", "format", "sort_by", "level", "encoding", "region", "priority"]
WORDS = [
    "head",
    "tail",
    "json",
    "csv",
    "asc",
    "desc",
    "low",
    "high",
    "utf-8",
    "gbk",
    "cn",
    "us",
    "c",
    "f",
    "line",
    "page",
    "full",
    "brief",
    "eu",
    "draft",
]


def _message_problem(message, param, allowed, received) -> str | None:
    """The first rule of 5.1 that ``message`` breaks, or None."""
    if not isinstance(message, str):
        return "返回一句话（字符串）"
    if len(message) > 300:
        return f"不超过 300 个字符（现在 {len(message)} 个）"
    if param not in message:
        return f"写出参数名 {param}：模型才知道改哪个参数"
    absent = [value for value in allowed if value not in message]
    if absent:
        return f"列出全部合法取值：缺了 {absent[0]!r}"
    if repr(received) not in message:
        return f"用 repr 写出收到的值：{received!r}（这样 '' 和 None、1 和 '1' 才分得清）"
    return None


def check_bad_value_message(func, seed: int | None = None) -> bool:
    seed, rng = seeded(seed)
    cases = []
    for i in range(12):
        param = rng.choice(PARAMS)
        allowed = rng.sample(WORDS, rng.randint(2, 4))
        received = rng.choice(
            [
                rng.choice(["top", "begin", "xml", "最新", "", " head"]),
                rng.randint(-5, 99),
                None,
                True,
                ["head"],
            ]
        )
        cases.append(
            Case(
                f"{param} 收到 {received!r} #{i}",
                (param, allowed, received),
                why_wrong=lambda m, p=param, a=allowed, r=received: _message_problem(m, p, a, r),
                hint="对照题目的四项：参数名、全部合法取值、收到的值（空字符串和 None 在你的消息里也要看得出来），"
                "以及长度；看你的消息漏了哪一项，或者收到的值是怎么写进去的。",
            )
        )
    return run_checks("5.1", func, cases, seed=seed)


# ---- 5.2 ------------------------------------------------------------------------------
def check_breaker_transition(func, seed: int | None = None) -> bool:
    seed, rng = seeded(seed)
    hints = {
        "success": "“连续”失败：一次成功就清零，而且回到 closed。",
        "failure": "失败次数 +1；到达 threshold 就 open；half_open 的试探失败立刻回到 open。",
        "cooldown_elapsed": "只有 open 会因为冷却结束变成 half_open，其它状态不变。",
    }
    cases = []
    for state in STATES:  # every (state, event) pair at least once
        for event in EVENTS:
            threshold = rng.randint(2, 5)
            failures = threshold if state != "closed" else rng.randint(0, threshold - 1)
            cases.append(
                Case(
                    f"{state} + {event}（threshold={threshold}）",
                    (state, failures, event, threshold),
                    expected=transition(state, failures, event, threshold),
                    hint=hints[event],
                )
            )
    for i in range(15):  # random walks: the count must be carried correctly
        threshold = rng.randint(1, 5)
        state, failures = "closed", 0
        for _ in range(rng.randint(1, 8)):
            event = rng.choice(EVENTS)
            state, failures = transition(state, failures, event, threshold)
        event = rng.choice(EVENTS)
        cases.append(
            Case(
                f"随机序列 #{i}",
                (state, failures, event, threshold),
                expected=transition(state, failures, event, threshold),
                hint=hints[event],
            )
        )
    return run_checks("5.2", func, cases, seed=seed, forbid=("lab_code.running.circuit_breaker",))


# ---- 5.3 ------------------------------------------------------------------------------
def _json_error() -> json.JSONDecodeError:
    try:
        json.loads('{"path": "a.txt",}')
    except json.JSONDecodeError as exc:
        return exc
    raise AssertionError("unreachable")


def _generated_errors(rng: random.Random) -> list[tuple[str, BaseException, str, str]]:
    """(label, exception, expected error_type, hint)."""
    name = rng.choice(["a.txt", "src/main.c", "build/log.txt"])
    status_bad = rng.choice([429, 502, 503, 504])
    return [
        (
            "ToolError 自带类型",
            ToolError(
                f"文件 {name} 不存在", rng.choice(["not_found", "business_error", "invalid_arguments"])
            ),
            None,
            "ToolError 自己带着错误类型：看你的判断有没有先读它。",
        ),
        (
            "路径越界",
            PathOutsideWorkdir("/etc/" + name, "指向工作目录之外"),
            "permission_denied",
            "越界是“禁止”，不是“参数写错”。",
        ),
        (
            "系统拒绝访问",
            PermissionError(13, "Permission denied", name),
            "permission_denied",
            "PermissionError 也是 OSError：看你的判断先后顺序。",
        ),
        (
            "文件不存在",
            FileNotFoundError(2, "No such file", name),
            "not_found",
            "FileNotFoundError 是 OSError 的子类。",
        ),
        (
            "超时",
            rng.choice([TimeoutError("timed out"), TimeoutError("timed out")]),
            "timeout",
            "TimeoutError（socket.timeout 是它的别名）。",
        ),
        (
            "连接被重置",
            rng.choice([ConnectionResetError("reset"), ConnectionRefusedError("refused")]),
            "transient",
            "网络抖动属于临时故障：程序退避重试。",
        ),
        (
            f"HTTP {status_bad}",
            UpstreamHTTPError(status_bad),
            "transient",
            "429 限流和 5xx 网关错误是临时的。",
        ),
        ("HTTP 403", UpstreamHTTPError(403, "forbidden"), "permission_denied", "403 是禁止。"),
        ("HTTP 404", UpstreamHTTPError(404), "not_found", "404 是不存在。"),
        (
            "HTTP 422",
            UpstreamHTTPError(rng.choice([400, 422])),
            "invalid_arguments",
            "400/422 是请求参数不对。",
        ),
        ("参数不是 JSON", _json_error(), "invalid_json", "json.JSONDecodeError 是 ValueError 的子类。"),
        ("回执丢失", ResponseLost("sent, no answer"), "unknown_state", "请求可能已经执行：先查再做。"),
        (
            "我们的 bug",
            rng.choice(
                [
                    KeyError("cfg"),
                    ZeroDivisionError("division by zero"),
                    AttributeError("'NoneType' object has no attribute 'x'"),
                    TypeError("unsupported operand"),
                ]
            ),
            "internal_error",
            "不认识的异常是我们自己的 bug：停，不要回给模型。",
        ),
    ]


def check_classify_error(func, seed: int | None = None) -> bool:
    seed, rng = seeded(seed)
    cases = []
    for round_ in range(3):
        items = _generated_errors(rng)
        rng.shuffle(items)
        for label, exc, expected_type, hint in items:
            kind = expected_type or exc.error_type  # ToolError keeps its own type
            cases.append(
                Case(
                    f"{label}：{type(exc).__name__} #{round_}",
                    (exc,),
                    expected=(kind, decide(kind).action),
                    hint=hint + " 第二项是第 8 节那张表里的处理动作。",
                )
            )
    return run_checks("5.3", func, cases, seed=seed)
