"""Deterministic ways a model gets a tool call wrong — switch one on, see your guard react.

Each scenario turns a *good* call (tool name + argument dict) into what a misbehaving model
sends. ``expected_error`` is the error_type the three-layer check of lesson 02 should give
(``"no_call"``: nothing to execute — the reply only *looks* like a call).

    >>> bad = SCENARIOS["trailing_comma"].apply("read_file", {"path": "a.txt"})
    >>> bad["tool_calls"][0]["function"]["arguments"]
    '{"path": "a.txt",}'

``READ_FILE_ARGUMENTS`` is the course's one catalogue of raw ``arguments`` strings for its
running example, ``read_file``: the scenarios applied to a good call, plus the cases that are
traps for the *checker* rather than mistakes of the model (``1.0`` is an integer; ``null``
for an optional field). Lesson 02's funnel offers them as presets, the validator and the
Pydantic demos print them, and the tests run them all.

    >>> READ_FILE_ARGUMENTS["single_quotes"].raw
    "{'path': 'src/main.c'}"

Lessons: shared
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from lab_code.wire.messages import assistant_calls, assistant_text, tool_call

BAD_CALL_ID = "call_bad_1"


@dataclass(frozen=True)
class Scenario:
    name: str
    description: str  # 中文：模型犯了什么错
    expected_error: str  # which guard should catch it
    make_call: Callable[[str, dict], tuple[str, str] | None]  # -> (name, raw arguments) or None

    def apply(self, name: str, args: dict) -> dict:
        """The assistant message the misbehaving model sends instead of the good call."""
        made = self.make_call(name, args)
        if made is None:  # the pretend call: prose that looks like a call, no tool_calls field
            shown = json.dumps({"name": name, "arguments": args}, ensure_ascii=False)
            return assistant_text(f"好的，我现在调用工具：<tool_call>{shown}</tool_call> 请稍等。")
        bad_name, raw = made
        return assistant_calls(tool_call(bad_name, raw, BAD_CALL_ID))


def _dump(args: dict) -> str:
    return json.dumps(args, ensure_ascii=False)


def _first_key(args: dict) -> str:
    return next(iter(args)) if args else "path"


def _rename_first(name: str, args: dict):
    key = _first_key(args)
    renamed = {("file" if key == "path" else key + "_name"): v for k, v in args.items() if k == key}
    return name, _dump({**{k: v for k, v in args.items() if k != key}, **renamed})


def _int_field(args: dict) -> str:
    return next((k for k, v in args.items() if isinstance(v, int) and not isinstance(v, bool)), "offset")


SCENARIOS: dict[str, Scenario] = {
    s.name: s
    for s in [
        Scenario(
            "trailing_comma", "JSON 末尾多了一个逗号", "invalid_json", lambda n, a: (n, _dump(a)[:-1] + ",}")
        ),
        Scenario(
            "single_quotes",
            "用单引号写 JSON（Python 字典的写法）",
            "invalid_json",
            lambda n, a: (n, _dump(a).replace('"', "'")),
        ),
        Scenario(
            "json_comment",
            "JSON 里写了注释",
            "invalid_json",
            lambda n, a: (n, _dump(a)[:-1] + " // 我觉得这样就行\n}"),
        ),
        Scenario(
            "truncated",
            "输出在中途被截断（引号或括号没有闭合）",
            "invalid_json",
            lambda n, a: (n, _dump(a)[:-6]),
        ),
        Scenario(
            "not_an_object",
            "合法 JSON，但不是对象（只给了一个字符串）",
            "invalid_json",
            lambda n, a: (n, json.dumps(next(iter(a.values()), ""), ensure_ascii=False)),
        ),
        Scenario("unknown_tool", "调用了不存在的工具名", "unknown_tool", lambda n, a: (n + "s", _dump(a))),
        Scenario("wrong_param_name", "参数名写错（path 写成 file）", "invalid_arguments", _rename_first),
        Scenario(
            "extra_param",
            "多给了一个 schema 里没有的参数",
            "invalid_arguments",
            lambda n, a: (n, _dump({**a, "encoding": "utf-8"})),
        ),
        Scenario(
            "string_for_int",
            "整数参数给成了字符串 \"3\"",
            "invalid_arguments",
            lambda n, a: (n, _dump({**a, _int_field(a): "3"})),
        ),
        Scenario(
            "bool_for_int",
            "整数参数给成了 true（Python 里 bool 是 int 的子类）",
            "invalid_arguments",
            lambda n, a: (n, _dump({**a, _int_field(a): True})),
        ),
        Scenario(
            "outside_workdir",
            "格式完美，但路径跳出工作目录",
            "permission_denied",
            lambda n, a: (n, _dump({**a, "path": "../../.ssh/id_rsa"})),
        ),
        Scenario(
            "pretend_call", "只是在文字里“像”调用了工具，没有 tool_calls 字段", "no_call", lambda n, a: None
        ),
    ]
}


class RawArguments(NamedTuple):
    description: str  # 中文：这是什么情况（lesson 02's funnel shows it as the preset's label）
    raw: str  # the ``arguments`` string exactly as the model sends it


def raw_arguments(name: str, args: dict) -> dict[str, RawArguments]:
    """The argument mistakes among the scenarios (those that still call ``name``), applied to ``args``."""
    cases = {}
    for scenario in SCENARIOS.values():
        made = scenario.make_call(name, args)
        if made is not None and made[0] == name:
            cases[scenario.name] = RawArguments(scenario.description, made[1])
    return cases


READ_FILE_ARGS = {"path": "src/main.c"}  # the good call of the running example
READ_FILE_ARGUMENTS: dict[str, RawArguments] = {
    "good": RawArguments("正常调用", '{"path": "src/main.c", "offset": 1}'),
    **raw_arguments("read_file", READ_FILE_ARGS),
    "not_in_enum": RawArguments(
        "取值不在枚举里（mode 只能是 head 或 tail）", '{"path": "src/main.c", "mode": "middle"}'
    ),
    # Traps for the checker, not mistakes of the model:
    "float_for_int": RawArguments(
        "整数参数写成 1.0（JSON 里 1.0 就是整数）", '{"path": "src/main.c", "offset": 1.0}'
    ),
    "null_for_optional": RawArguments(
        "可选参数给 null（严格模式下模型这样表示“没给”）",
        '{"path": "src/main.c", "offset": null, "mode": null}',
    ),
}


def misbehaving_brain(scenario: str, name: str, args: dict, final_text: str = "完成。"):
    """A brain that errs once, then corrects itself after seeing the error result.

    Turn 1: the bad call. If the last message is a tool result with ``"ok": false`` → the
    good call (id ``call_fixed_1``). After any other tool result → ``final_text``.
    """
    if scenario not in SCENARIOS:
        raise KeyError(f"unknown scenario {scenario!r}; choose from {sorted(SCENARIOS)}")
    bad = SCENARIOS[scenario].apply(name, args)

    def brain(body: dict) -> dict:
        last = body["messages"][-1]
        if last["role"] != "tool":
            return bad
        try:
            failed = json.loads(last["content"]).get("ok") is False
        except (ValueError, AttributeError):
            failed = False
        if failed:
            return assistant_calls(tool_call(name, args, "call_fixed_1"))
        return assistant_text(final_text)

    return brain
