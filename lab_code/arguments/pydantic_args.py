"""Pydantic models for the course's tools: one class is both the schema and the check.

Lesson 03. ``ReadFileArgs.model_json_schema()`` is what the model sees in ``tools``;
``ReadFileArgs.model_validate(...)`` is what the program runs on the model's arguments.
Because both come from the same class they cannot drift apart (a hand-written schema next
to hand-written ``if`` checks can, and does).

Every argument model derives from ``ToolArgs``:

* ``extra="forbid"``  -- an unknown field (``file`` instead of ``path``) is an error, not ignored;
* ``strict=True``     -- no silent coercion: ``"3"`` is not accepted where an integer is asked for;
* null = not given    -- provider strict mode cannot omit a field, so an optional field arrives
  as ``null``; for a field whose type does not take null, null means "use the default".

``explain_validation_error`` turns a ``ValidationError`` into one short Chinese message for the
model (field path, what is allowed, what was received; never a stack trace) and
``validate_with_model`` returns the same result shape as ``lab_code.arguments.validator.handle``.

    $ python -m lab_code.arguments.pydantic_args
    {"path": "src/main.c", "offset": 1}
      -> {"ok": true, "args": {"path": "src/main.c", "offset": 1, "limit": 200, "mode": "head"}}
    {"path": "src/main.c", "offset": "3"}
      -> {"ok": false, "error_type": "invalid_arguments", "message": "参数 offset 应该是整数 (integer)，收到的是字符串 \\"3\\"。请按 schema 改正后重新调用。", "fields": ["offset"]}
    {"file": "src/main.c"}
      -> {... "message": "缺少必填参数 path；不认识的参数 file，可用参数：limit, mode, offset, path。…"}
    ...
    {"path": "../../.ssh/id_rsa"}
      -> {"ok": true, ...}        ← layers 1–2 pass; refusing it is layer 3's job

Lessons: 03
"""

from __future__ import annotations

import functools
import json
import types
import typing
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from lab_code.arguments.validator import parse_arguments
from lab_code.wire.misbehaviour import READ_FILE_ARGUMENTS
from lab_code.wire.shorten import shorten
from lab_code.wire.tool_results import error_result

# How many problems one message lists; more would bury the first (usually the real) one.
MAX_PROBLEMS_IN_MESSAGE = 5
# Echoing a 50 kB string back to the model costs tokens and teaches nothing.
MAX_ECHO_CHARS = 40

JSON_TYPE_NAMES = {
    "string": "字符串 (string)",
    "integer": "整数 (integer)",
    "number": "数字 (number)",
    "boolean": "布尔值 (boolean)",
    "array": "数组 (array)",
    "object": "对象 (object)",
    "null": "null",
}
# pydantic error type -> the JSON type that was expected
EXPECTED_TYPE_OF_ERROR = {
    "string_type": "string",
    "int_type": "integer",
    "int_parsing": "integer",
    "int_from_float": "integer",
    "float_type": "number",
    "float_parsing": "number",
    "bool_type": "boolean",
    "bool_parsing": "boolean",
    "list_type": "array",
    "dict_type": "object",
    "model_type": "object",
    "model_attributes_type": "object",
    "none_required": "null",
}
BOUND_PHRASES = {  # ctx key -> how the bound reads
    "ge": "不能小于 {}",
    "gt": "必须大于 {}",
    "le": "不能大于 {}",
    "lt": "必须小于 {}",
}


class ToolArgs(BaseModel):
    """Base class of every tool's arguments (see the module docstring for the three rules)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    @model_validator(mode="before")
    @classmethod
    def _null_means_not_given(cls, data: Any) -> Any:
        if not isinstance(data, dict) or None not in data.values():
            return data  # not an object: pydantic reports it; no null: nothing to do (the usual case)
        return {
            key: value
            for key, value in data.items()
            if not (value is None and key in _fields_where_null_means_default(cls))
        }


def _accepts_none(annotation: Any) -> bool:
    if annotation is None or annotation is type(None) or annotation is Any:
        return True
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is Literal:
        return None in args
    if origin in (typing.Union, types.UnionType):
        return any(_accepts_none(arg) for arg in args)
    if origin is typing.Annotated:
        return _accepts_none(args[0])
    return False


@functools.cache  # per class; validation runs per tool call, the answer never changes
def _fields_where_null_means_default(model_cls: type[BaseModel]) -> frozenset[str]:
    return frozenset(
        name
        for name, field in model_cls.model_fields.items()
        if not field.is_required() and not _accepts_none(field.annotation)
    )


# ---------------------------------------------------------------- the course's tools


class ReadFileArgs(ToolArgs):
    """读取工作目录里一个文本文件的一段。"""

    path: str = Field(description="相对于工作目录的文件路径，例如 src/main.c")
    offset: int = Field(default=1, ge=1, description="从第几行开始读，从 1 开始数")
    limit: int = Field(default=200, ge=1, le=2000, description="最多读多少行")
    mode: Literal["head", "tail"] = Field(
        default="head", description="head：从 offset 往后读；tail：读文件最后 limit 行"
    )


class SearchTextArgs(ToolArgs):
    """在工作目录里按关键词搜索文本行。"""

    query: str = Field(min_length=1, max_length=200, description="要找的文字，区分大小写见 case_sensitive")
    path: str = Field(default=".", description="在哪个目录或文件里找，相对于工作目录")
    max_results: int = Field(default=20, ge=1, le=100, description="最多返回多少行")
    case_sensitive: bool = Field(default=False, description="是否区分大小写")


class TextEdit(ToolArgs):
    """一处精确替换。"""

    old: str = Field(min_length=1, description="要被替换的原文，必须在文件里恰好出现一次")
    new: str = Field(description="替换成的新文本")


class EditFileArgs(ToolArgs):
    """对一个文件做一组精确替换，全部成功才写回。"""

    path: str = Field(description="相对于工作目录的文件路径")
    edits: list[TextEdit] = Field(min_length=1, max_length=20, description="按顺序执行的替换")
    dry_run: bool = Field(default=False, description="true 时只报告会改什么，不写文件")


TOOL_MODELS: dict[str, type[ToolArgs]] = {
    "read_file": ReadFileArgs,
    "search_text": SearchTextArgs,
    "edit_file": EditFileArgs,
}


# ---------------------------------------------------------------- errors → Chinese


def format_loc(loc: tuple | list) -> str:
    """``('edits', 0, 'old')`` → ``'edits[0].old'``; the empty location is the whole argument object."""
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "（参数整体）"


def describe_received(value: Any) -> str:
    """The received value the way the model wrote it: JSON type + JSON text, shortened."""
    if value is None:
        return "null"
    kind = (
        "boolean"
        if isinstance(value, bool)
        else "integer"
        if isinstance(value, int)
        else "number"
        if isinstance(value, float)
        else "string"
        if isinstance(value, str)
        else "array"
        if isinstance(value, (list, tuple))
        else "object"
        if isinstance(value, dict)
        else None
    )
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    name = JSON_TYPE_NAMES.get(kind, "值") if kind else "值"
    return f"{name.split(' ')[0]} {shorten(text, MAX_ECHO_CHARS)}"


def explain_error(error: dict, allowed_fields: list[str] | None = None) -> str:
    """One pydantic error dict (an item of ``exc.errors()``) → one Chinese sentence for the model."""
    kind = error.get("type", "")
    where = format_loc(error.get("loc", ()))
    ctx = error.get("ctx") or {}
    value = error.get("input")
    received = f"，收到的是{describe_received(value)}"
    if kind == "missing":
        return f"缺少必填参数 {where}"
    if kind == "extra_forbidden":
        hint = f"，可用参数：{', '.join(allowed_fields)}" if allowed_fields else ""
        return f"不认识的参数 {where}{hint}"
    if kind == "json_invalid":
        return f"参数不是合法 JSON：{ctx.get('error', error.get('msg', ''))}"
    if kind in EXPECTED_TYPE_OF_ERROR:
        expected = JSON_TYPE_NAMES[EXPECTED_TYPE_OF_ERROR[kind]]
        return f"参数 {where} 应该是{expected}{received}"
    if kind in ("literal_error", "enum"):
        allowed = str(ctx.get("expected", "")).replace(" or ", " 或 ")
        return f"参数 {where} 只能取 {allowed}{received}"
    for key, phrase in BOUND_PHRASES.items():
        if key in ctx and kind.startswith(("greater_than", "less_than")):
            return f"参数 {where} {phrase.format(ctx[key])}{received}"
    if kind in ("string_too_short", "string_too_long"):
        limit = ctx.get("min_length", ctx.get("max_length"))
        bound = "至少" if kind == "string_too_short" else "最多"
        length = len(value) if isinstance(value, str) else "?"
        return f"参数 {where} 长度{bound} {limit} 个字符，收到的有 {length} 个字符"  # count, not an echo
    if kind in ("too_short", "too_long"):
        limit = ctx.get("min_length", ctx.get("max_length"))
        bound = "至少" if kind == "too_short" else "最多"
        return f"参数 {where} {bound}要有 {limit} 项，收到 {ctx.get('actual_length', '?')} 项"
    if kind == "string_pattern_mismatch":
        return f"参数 {where} 要匹配正则 {ctx.get('pattern')}{received}"
    # Unknown kinds still name the field and the value; pydantic's short English msg stays as is.
    return f"参数 {where} 不合法（{error.get('msg', kind)}）{received}"


def _model_at(model_cls: type[BaseModel] | None, loc: tuple) -> type[BaseModel] | None:
    """The model class that owns the object at ``loc`` (walks nested models and list items)."""
    current: Any = model_cls
    for part in loc:
        if isinstance(part, int):
            continue  # a list index: the item type was already unwrapped below
        field = current.model_fields.get(part) if current else None
        current = _first_model_in(field.annotation) if field else None
    return current


def _first_model_in(annotation: Any) -> type[BaseModel] | None:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in typing.get_args(annotation):
        found = _first_model_in(arg)
        if found:
            return found
    return None


def explain_validation_error(exc: ValidationError, model_cls: type[BaseModel] | None = None) -> str:
    """The whole error as one message: each problem named, capped at MAX_PROBLEMS_IN_MESSAGE."""
    errors = exc.errors(include_url=False)
    parts = []
    for error in errors[:MAX_PROBLEMS_IN_MESSAGE]:
        owner = _model_at(model_cls, tuple(error.get("loc", ()))[:-1])
        allowed = sorted(owner.model_fields) if owner else None
        parts.append(explain_error(error, allowed))
    if len(errors) > MAX_PROBLEMS_IN_MESSAGE:
        parts.append(f"另有 {len(errors) - MAX_PROBLEMS_IN_MESSAGE} 处问题未列出")
    return "；".join(parts) + "。请按 schema 改正后重新调用。"


# ---------------------------------------------------------------- the three layers, 1–2


def validate_with_model(model_cls: type[BaseModel], raw_json: str | bytes) -> dict:
    """Layers 1–2 of lesson 02 with a Pydantic model: ``{"ok": True, "args": {...}}`` or an error result.

    Layer 3 (is this path inside the workdir, may this user do this) is *not* here: a perfectly
    formatted ``"../../.ssh/id_rsa"`` passes. That check lives in ``lab_code.arguments.workdir_guard``.
    """
    if not isinstance(raw_json, (str, bytes, bytearray)):
        raise TypeError(
            f"raw_json must be the arguments string of a tool call, got {type(raw_json).__name__}"
        )
    if isinstance(raw_json, (bytes, bytearray)):
        try:
            raw_json = raw_json.decode("utf-8")
        except UnicodeDecodeError:
            return error_result(
                "invalid_json", "参数不是合法 JSON：不是 UTF-8 文本。请只输出一个 JSON 对象。"
            )
    # Layer 1 is lesson 02's, word for word: one parser, one set of messages for the model.
    args, failure = parse_arguments(raw_json, {"properties": dict.fromkeys(model_cls.model_fields)})
    if failure:
        return failure
    try:
        model = model_cls.model_validate(args)
    except ValidationError as exc:
        fields = [format_loc(e["loc"]) for e in exc.errors(include_url=False)]
        return error_result("invalid_arguments", explain_validation_error(exc, model_cls), fields=fields)
    return {"ok": True, "args": model.model_dump()}


def compare_strict_and_lax(model_cls: type[BaseModel], args: dict) -> dict[str, str]:
    """Validate ``args`` twice, lax (pydantic's default coercion) and strict, and say what each did."""
    outcome = {}
    for label, strict in (("lax", False), ("strict", True)):
        try:
            outcome[label] = "接受 → " + json.dumps(
                model_cls.model_validate(args, strict=strict).model_dump(), ensure_ascii=False
            )
        except ValidationError as exc:
            outcome[label] = "拒绝 → " + explain_validation_error(exc, model_cls)
    return outcome


# Lesson 03's walk through the course's catalogue of raw read_file arguments.
DEMO_ARGUMENTS = tuple(
    READ_FILE_ARGUMENTS[name].raw
    for name in (
        "good",
        "string_for_int",
        "wrong_param_name",
        "not_in_enum",
        "null_for_optional",
        "trailing_comma",
        "not_an_object",
        "outside_workdir",
    )
)

if __name__ == "__main__":
    for raw in DEMO_ARGUMENTS:
        print(raw)
        print("  ->", json.dumps(validate_with_model(ReadFileArgs, raw), ensure_ascii=False))
