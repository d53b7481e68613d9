"""Checkers of lesson 03 (Pydantic and strict mode). Cases come from a seeded RNG, and the
checks are about behaviour (which payloads pass, which values a schema accepts, what a
message mentions), so neither hard-coding nor one particular code shape is required.

Lessons: 03
"""

from __future__ import annotations

import copy
import json
import random
import re
import string
from typing import Literal

import jsonschema
from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from lab_code.arguments.pydantic_args import format_loc
from lab_code.exercises.checking import Case, run_checks, seeded

CJK = re.compile(r"[\u4e00-\u9fff]")


# ---------------------------------------------------------------- 3.1 a model from a tool spec

GREP_DEFAULTS = {"path": ".", "max_matches": 10, "context": "none"}
CONTEXTS = ("none", "before", "after", "both")


def _grep_outcome(classes: dict):
    """An adapter: payload → ("接受", model_dump) or ("拒绝", [field paths]) with the student's class.

    The factory runs once per check (``classes`` remembers its class): building a pydantic
    class costs far more than validating with it.
    """

    def outcome(make_model, payload: dict):
        if "model" not in classes:
            classes["model"] = make_model()
        model_cls = classes["model"]
        if not (isinstance(model_cls, type) and issubclass(model_cls, BaseModel)):
            raise TypeError("make_grep_args_model() 应该 return 一个 BaseModel 子类（类本身，不是实例）")
        try:
            return ("接受", model_cls.model_validate(payload).model_dump())
        except ValidationError as exc:
            return ("拒绝", sorted(format_loc(e["loc"]) for e in exc.errors()))

    return outcome


def check_grep_args_model(func, seed=None) -> bool:
    """3.1 make_grep_args_model() -> the GrepArgs class: generated valid payloads pass with defaults, bad ones fail."""
    seed, rng = seeded(seed)

    def word(n: int) -> str:
        return "".join(rng.choice(string.ascii_lowercase + "中文") for _ in range(n))

    cases = []
    for _ in range(10):
        payload = {"pattern": word(rng.randint(1, 100))}
        for key, value in (
            ("path", f"src/{word(3)}"),
            ("max_matches", rng.randint(1, 50)),
            ("context", rng.choice(CONTEXTS)),
        ):
            if rng.random() < 0.5:
                payload[key] = value
        cases.append(
            Case(
                "合法参数",
                (payload,),
                expected=("接受", {**GREP_DEFAULTS, **payload}),
                hint="可选字段没给时要用规格里的默认值；字段名要和规格一模一样",
            )
        )
    bad = [
        ({"path": "src"}, "pattern", "pattern 是必填：不给默认值"),
        (
            {"pattern": ""},
            "pattern",
            "pattern 至少 1 个字符：字符串的长度约束也写在 Field 里（第 1 节 offset、limit 写的是数字的上下限）",
        ),
        ({"pattern": word(rng.randint(101, 150))}, "pattern", "pattern 最多 100 个字符"),
        (
            {"pattern": "a", "max_matches": rng.randint(-5, 0)},
            "max_matches",
            "max_matches 范围 1..50：上下限写在 Field 里（第 1 节 offset、limit 的写法）",
        ),
        (
            {"pattern": "a", "max_matches": rng.randint(51, 999)},
            "max_matches",
            "max_matches 范围 1..50：上下限写在 Field 里（第 1 节 offset、limit 的写法）",
        ),
        (
            {"pattern": "a", "max_matches": str(rng.randint(1, 50))},
            "max_matches",
            "字符串 \"5\" 不能当整数：这是第 2 节讲的严格类型，宽松模式会把它转成 5",
        ),
        ({"pattern": "a", "max_matches": True}, "max_matches", "true 不是整数：strict 模式才会拒绝它"),
        (
            {"pattern": "a", "context": rng.choice(["all", "None", "BOTH", "前后"])},
            "context",
            "context 只能取四个值之一：第 1 节 mode 就是这样的字段",
        ),
        ({"pattern": "a", "path": rng.randint(1, 9)}, "path", "path 是字符串"),
    ]
    extra = rng.choice(["file", "regex", "limit", "lines"])
    bad.append(({"pattern": "a", extra: "x"}, extra, "不认识的字段要拒绝：第 3 节讲的多余字段"))
    for payload, field, hint in bad:
        cases.append(Case(f"应拒绝（{field}）", (payload,), expected=("拒绝", [field]), hint=hint))
    return run_checks("3.1", func, cases, seed=seed, adapter=_grep_outcome({}))


# ---------------------------------------------------------------- 3.2 make_nullable

DEFS = {"Name": {"type": "string", "minLength": 1}}
SIMPLE = {  # type → (values it accepts, values it rejects)
    "string": (["x", "路径"], [1, True]),
    "integer": ([0, 7], ["1", 1.5]),
    "number": ([1.5, 2], ["x", False]),
    "boolean": ([True, False], [0, "true"]),
}


def _shapes(rng: random.Random):
    """(label, prop_schema, good values, bad values, must use the "type": [t, "null"] form)."""
    for type_, (good, bad) in SIMPLE.items():
        yield f"type {type_}", {"type": type_, "description": "说明"}, good, bad, True
    low = rng.randint(-3, 3)
    yield "integer + minimum", {"type": "integer", "minimum": low}, [low, low + 2], [low - 1], True
    values = rng.sample(["a", "b", "c", "d", "e"], 3)
    yield "string + enum", {"type": "string", "enum": values}, values, ["z"], True
    yield "只有 enum", {"enum": values[:2]}, values[:2], [values[2]], False
    yield "type 列表", {"type": ["integer", "string"]}, [1, "s"], [1.5, True], True
    yield "const", {"const": values[0]}, [values[0]], [values[1]], False
    yield "$ref", {"$ref": "#/$defs/Name"}, ["ok"], ["", 3], False
    yield "anyOf", {"anyOf": [{"type": "string"}, {"type": "integer"}]}, ["s", 2], [1.5], False
    yield (
        "object",
        {
            "type": "object",
            "properties": {"a": {"type": "string"}},
            "required": ["a"],
            "additionalProperties": False,
        },
        [{"a": "x"}],
        [{}, "x"],
        False,
    )
    yield "array", {"type": "array", "items": {"type": "integer"}}, [[1, 2], []], [["a"], 1], False


def _nullable_problem(result, prop, good, bad, typed_form) -> str | None:
    """The first rule of 3.2 that ``result`` breaks, or None."""
    if not isinstance(result, dict):
        return "返回一个新的 schema（dict）"
    if typed_form:
        types = result.get("type")
        if not (isinstance(types, list) and "null" in types):
            return '有 type 的简单字段写成 OpenAI 文档里的样子："type": [原类型, "null"]'
        if "enum" in prop and None not in result.get("enum", []):
            return "有 enum 时 null 也要加进 enum：否则 enum 这一条仍然拒绝 null"
    check = jsonschema.Draft202012Validator({"$defs": DEFS, **result})
    if not check.is_valid(None):
        return (
            "结果要接受 null"
            if typed_form
            else '没有 type 的（$ref、anyOf、const、对象、数组）用 {"anyOf": [原 schema, {"type": "null"}]} 包一层'
        )
    lost = [v for v in good if not check.is_valid(v)]
    if lost:
        return f"原来接受的值 {lost[0]!r} 现在不接受了：除了 null，别的都不要变"
    gained = [v for v in bad if check.is_valid(v)]
    if gained:
        return f"原来不接受的值 {gained[0]!r} 现在也接受了：除了 null，别的都不要变"
    return None


def check_make_nullable(func, seed=None) -> bool:
    """3.2 make_nullable(prop_schema) -> a copy that also accepts null; accepted/rejected values unchanged otherwise."""
    seed, rng = seeded(seed)
    cases = []
    for label, prop, good, bad, typed_form in _shapes(rng):
        cases.append(
            Case(
                label,
                (prop,),
                why_wrong=lambda r, p=prop, g=good, b=bad, t=typed_form: _nullable_problem(r, p, g, b, t),
                hint="不要修改传进来的字典：先 copy.deepcopy",
                keep_inputs=True,
            )
        )
    for label, prop in (
        ("已经可为 null（type 列表）", {"type": ["string", "null"]}),
        ("已经可为 null（anyOf）", {"anyOf": [{"type": "integer"}, {"type": "null"}]}),
    ):
        cases.append(
            Case(
                label,
                (prop,),
                expected=copy.deepcopy(prop),
                hint="已经接受 null 的 schema 原样返回，不要再包一层",
                keep_inputs=True,
            )
        )
    return run_checks("3.2", func, cases, seed=seed, forbid=("lab_code.arguments.strict_schema",))


# ---------------------------------------------------------------- 3.3 error dict → Chinese


def _generated_errors(rng: random.Random) -> list[dict]:
    """Real pydantic error dicts from a model with random field names and bounds."""
    number, choice, text = (
        rng.choice(names)
        for names in (
            ["offset", "count", "depth", "line"],
            ["mode", "unit", "order"],
            ["path", "query", "name"],
        )
    )
    low, high = rng.randint(0, 5), rng.randint(20, 90)
    allowed = tuple(rng.sample(["head", "tail", "asc", "desc", "c", "f"], rng.randint(2, 3)))
    strict = ConfigDict(extra="forbid", strict=True)
    item = create_model("Item", __config__=strict, **{number: (int, Field(ge=low, le=high))})
    model = create_model(
        "Args",
        __config__=strict,
        **{
            text: (str, ...),
            number: (int, Field(default=low, ge=low, le=high)),
            choice: (Literal[allowed], allowed[0]),
            "items": (list[item], []),
        },
    )
    bad_word = rng.choice(["middle", "all", "上面"])
    extra = rng.choice(["file", "limit", "lines"])
    payloads = [
        {number: low},  # missing
        {text: "a", extra: 1},  # extra_forbidden
        {text: "a", choice: bad_word},  # literal_error
        {text: "a", number: low - rng.randint(1, 9)},  # greater_than_equal
        {text: "a", number: high + rng.randint(1, 99)},  # less_than_equal
        {text: "a", number: str(rng.randint(1, 9))},  # int_type
        {text: rng.randint(1, 99)},  # string_type
        {text: "a", "items": [{number: low}, {number: high + 1}]},  # nested: items[1].<number>
    ]
    errors = []
    for payload in payloads:
        try:
            model.model_validate(payload)
        except ValidationError as exc:
            errors.extend(exc.errors(include_url=False))
    return errors


def _shows(value) -> tuple[str, ...]:
    return tuple({json.dumps(value, ensure_ascii=False), repr(value), str(value)})


def _message_problem(message, error: dict) -> str | None:
    """The first rule of 3.3 that ``message`` breaks, or None."""
    kind, ctx, value = error["type"], error.get("ctx") or {}, error.get("input")
    if not isinstance(message, str):
        return "返回一个字符串"
    if not CJK.search(message):
        return "消息要用中文写"
    if len(message) > 300:
        return f"不要超过 300 个字符（现在 {len(message)} 个）"
    leaked = [w for w in ("Input should", "Traceback", "http", "Field required") if w in message]
    if leaked:
        return f"不要照抄 pydantic 的英文 msg 或链接（消息里有 {leaked[0]!r}）"
    where = format_loc(error["loc"])
    if where not in message:
        return f"写出字段路径 {where}：列表下标写成 [1]，字段之间用点"
    if kind in ("greater_than_equal", "less_than_equal"):
        bound = str(ctx.get("ge", ctx.get("le")))
        if bound not in message:
            return f"写出{'下' if 'ge' in ctx else '上'}限 {bound}（在 error['ctx'] 里）"
    if kind == "literal_error":
        missing = [v for v in re.findall(r"'([^']*)'", str(ctx.get("expected", ""))) if v not in message]
        if missing:
            return f"列出全部合法取值（error['ctx']['expected']）：缺了 {missing[0]!r}"
    if kind not in ("missing", "extra_forbidden") and not any(s in message for s in _shows(value)):
        return f"写出收到的值（error['input']，这里是 {value!r}）"
    return None


HINTS = {
    "missing": "说出缺了哪个字段",
    "extra_forbidden": "说出多出来的字段名",
    "literal_error": "列出全部合法取值（在 error['ctx']['expected'] 里）和收到的值",
    "greater_than_equal": "写出下限（error['ctx']['ge']）和收到的值",
    "less_than_equal": "写出上限（error['ctx']['le']）和收到的值",
    "int_type": "说应该是整数，并写出收到的值（error['input']）",
    "string_type": "说应该是字符串，并写出收到的值",
}


def check_explain_pydantic_error(func, seed=None) -> bool:
    """3.3 explain_pydantic_error(error) -> str: Chinese, names the path, the allowed values or bound, the received value."""
    seed, rng = seeded(seed)
    cases = [
        Case(
            f"{error['type']} @ {format_loc(error['loc'])}",
            (error,),
            why_wrong=lambda m, e=error: _message_problem(m, e),
            hint=HINTS.get(error["type"], "") + "；路径写成 a[0].b 的样子，不要照抄英文 msg",
        )
        for error in _generated_errors(rng)
    ]
    return run_checks("3.3", func, cases, seed=seed, forbid=("lab_code.arguments.pydantic_args",))
