"""The three-layer funnel for a model's tool arguments: parse → schema → business rules.

``handle(raw_arguments, schema, check_business)`` takes the raw ``arguments`` string of one
tool call and returns a structured result (``lab_code.wire.tool_results``) — never raises:

    layer 1  json.loads            → ``invalid_json``       (what broke, where, how to resend)
    layer 2  validate(args, schema) → ``invalid_arguments`` (the problems joined by "；", at most 20)
    layer 3  check_business(args)   → ``permission_denied`` (the reason the program refuses)
    passed                          → ``{"ok": True, "args": {...}}``

Layer 2 is the hand-written JSON Schema subset of ``lab_code.arguments.schema_subset``, re-exported here
as ``validate``. Core keywords: ``type`` (the seven types, or a list), ``properties``,
``required``, ``additionalProperties``, ``enum``, ``minimum``, ``maximum``, ``minLength``,
``maxLength``, ``items``, ``minItems``, ``maxItems``; beside them (``schema_keywords``):
``$ref``/``$defs``, ``anyOf``/``allOf``/``oneOf``/``not``, ``const``, ``pattern``, exclusive
bounds, ``multipleOf``, ``uniqueItems``, ``prefixItems``. Any other keyword makes the schema an
``internal_error`` — never silently ignored (details and the JSON-vs-Python traps — ``True`` is
not an integer, ``1.0`` is — in those modules).
Layer 3 is always your own code: strict mode can guarantee layers 1 and 2, never "may this
user touch this file".
Failures that are *our* bug — a broken schema, a business check that crashes or returns
something other than ``None``/a reason — come back as ``internal_error`` so the program
stops instead of asking the model to fix what it cannot fix.

Run ``python -m lab_code.arguments.validator`` to see the funnel on a few arguments strings
from the course's catalogue (``lab_code.wire.misbehaviour.READ_FILE_ARGUMENTS``):

    {"path": "src/main.c", "offset": 1}  ->  {"ok": true, "args": {"path": "src/main.c", "offset": 1}}
    {"path": "src/main.c", "mode": "middle"}  ->  {"ok": false, "error_type": "invalid_arguments", "message": "参数 mode 只能取 ['head', 'tail'] 之一，收到的是 'middle'"}
    ...

Lessons: 02, 03, 04, 05, 07
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from typing import Any

from lab_code.arguments.json_values import MAX_NESTING, text_too_deep, too_deep
from lab_code.arguments.schema_subset import check_schema, json_type, shown, validate, validate_checked
from lab_code.arguments.workdir_guard import resolve_inside
from lab_code.wire.shorten import shorten
from lab_code.wire.tool_results import ToolError, error_result

__all__ = [
    "handle",
    "validate",
    "parse_arguments",
    "parsed_arguments",
    "read_arguments",
    "schema_failure",
    "business_failure",
    "describe_json_error",
    "inside_workdir_check",
    "READ_FILE_SCHEMA",
    "MAX_PROBLEMS_SHOWN",
]

BusinessCheck = Callable[[dict], "str | None"]
MAX_PROBLEMS_SHOWN = 20  # 10 000 bad array items must not become a 1 MB message in the context
SNIPPET_CHARS = 15  # characters shown on each side of where parsing stopped


# The lesson's running example: a read_file tool (lesson 07's agent has the real one).
READ_FILE_SCHEMA = {
    "type": "object",
    "properties": {
        "path": {"type": "string", "minLength": 1, "description": "工作目录内的相对路径"},
        "offset": {"type": "integer", "minimum": 1, "description": "从第几行开始读"},
        "mode": {"type": "string", "enum": ["head", "tail"]},
    },
    "required": ["path"],
    "additionalProperties": False,
}


def inside_workdir_check(workdir) -> BusinessCheck:
    """A layer-3 check for tools with a ``path`` argument: the real path must stay in ``workdir``."""

    def check(args: dict) -> None:
        resolve_inside(workdir, args["path"])  # raises PathOutsideWorkdir: permission_denied
        return None

    return check


class _NotJsonNumber(ValueError):
    pass


class _NumberTooBig(ValueError):
    pass


def _reject_constant(name: str) -> None:
    # Python's json accepts NaN and Infinity; JSON does not, and neither does any other parser.
    raise _NotJsonNumber(name)


def _finite_float(text: str) -> float:
    # 1e400 is valid JSON grammar, but as a double it is infinity: refuse it, do not compute with inf.
    number = float(text)
    if math.isinf(number):
        raise _NumberTooBig(text)
    return number


LONE_SURROGATE = re.compile("[\ud800-\udfff]")  # what "\ud800" without its pair decodes to


def _has_lone_surrogate(value: Any) -> bool:
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, str) and LONE_SURROGATE.search(item):
            return True
        if isinstance(item, dict):
            todo += [*item.keys(), *item.values()]
        elif isinstance(item, list):
            todo += item
    return False


def _trailing_comma_at(exc: json.JSONDecodeError) -> int | None:
    """Where the trailing comma is, or None. Python 3.13 reports it at the comma ("Illegal
    trailing comma before end of object"); 3.11/3.12 report the next token after it
    ("Expecting property name…"). Both become the comma's position, so the model reads the
    same message on every Python the course supports."""
    text, pos = exc.doc, exc.pos
    if exc.msg.startswith("Illegal trailing comma") and text[pos : pos + 1] == ",":
        return pos
    before = text[:pos].rstrip()
    if before.endswith(",") and text[pos : pos + 1] in ("}", "]"):
        return len(before) - 1
    return None


def _closing_after(text: str, comma: int) -> str:
    return text[comma + 1 :].lstrip()[:1]


def describe_json_error(exc: json.JSONDecodeError) -> str:
    """Say in plain words what is wrong at ``exc.pos``: the common model mistakes first.

    Every message is our own wording (never ``exc.msg`` alone), so it reads the same on
    Python 3.11 to 3.14 even where ``json``'s own messages differ.
    """
    text, pos = exc.doc, exc.pos
    here = text[pos : pos + 1]
    before = text[:pos].rstrip()
    if not text.strip():
        return "参数是空字符串；没有参数时也要发送 {}"
    if here == "'" or (here == "" and before.endswith("'")):
        return "JSON 的键名和字符串必须用双引号 \"，不能用单引号 '"
    comma = _trailing_comma_at(exc)
    if comma is not None:
        kind = "对象" if _closing_after(text, comma) == "}" else "数组"
        return f"{kind}最后一项后面多了一个逗号（尾逗号），JSON 不允许"
    if exc.msg == "Expecting value" and text[pos:].startswith(("True", "False", "None")):
        return "JSON 的布尔值和空值写作 true / false / null（小写），不是 Python 的 True / False / None"
    if exc.msg.startswith("Unterminated string") or pos >= len(text.rstrip()):
        return "文本在中途结束了（字符串或括号没有闭合），像是输出被截断"
    if exc.msg == "Extra data":
        return "一个完整的 JSON 值后面还有多余内容；一次调用只发送一个对象"
    if exc.msg.startswith("Invalid control character"):
        return "字符串里有没转义的换行或控制字符，换行要写成 \\n"
    if exc.msg.startswith("Invalid \\escape"):
        return "字符串里有不合法的反斜杠转义；反斜杠要写成 \\\\（例如 Windows 路径），或改用 /"
    return f"JSON 语法错误（{exc.msg}）"


def error_position(exc: json.JSONDecodeError) -> int:
    """The character the message points at: ``exc.pos``, except a trailing comma points at the comma."""
    comma = _trailing_comma_at(exc)
    return exc.pos if comma is None else comma


def _where(exc: json.JSONDecodeError) -> str:
    text, pos = exc.doc, error_position(exc)
    line = text.count("\n", 0, pos) + 1
    column = pos - text.rfind("\n", 0, pos)  # 1-based, counted the way json counts it
    snippet = text[max(0, pos - SNIPPET_CHARS) : pos + SNIPPET_CHARS]
    snippet = snippet.replace("\r", "\\r").replace("\n", "\\n")  # keep the message on one line
    return f"第 {line} 行第 {column} 列，附近的文本是「{snippet}」"


def _allowed_names(schema: Any) -> str:
    properties = schema.get("properties") if isinstance(schema, dict) else None
    return f"，可用参数: {sorted(properties)}" if isinstance(properties, dict) and properties else ""


def parse_arguments(raw_arguments: Any, schema: Any = None) -> tuple[Any, dict | None]:
    """Layer 1: ``(args, None)`` or ``(None, invalid_json result)``; ``schema`` only names the
    allowed parameters in the message. Every option of the course parses through here."""
    resend = f"请重新发送一个 JSON 对象（键名用双引号，没有尾逗号）{_allowed_names(schema)}。"
    if not isinstance(raw_arguments, str):
        return None, error_result(
            "invalid_json",
            f"参数应该是一段 JSON 文本（字符串），收到的是 Python {type(raw_arguments).__name__}。{resend}",
        )
    try:
        args = json.loads(raw_arguments, parse_constant=_reject_constant, parse_float=_finite_float)
    except json.JSONDecodeError as exc:
        return None, error_result(
            "invalid_json", f"参数不是合法 JSON：{describe_json_error(exc)}（{_where(exc)}）。{resend}"
        )
    except _NotJsonNumber as exc:
        return None, error_result(
            "invalid_json", f"参数不是合法 JSON：{exc} 不是 JSON 数字，JSON 没有 NaN / Infinity。{resend}"
        )
    except _NumberTooBig as exc:
        return None, error_result(
            "invalid_json",
            f"参数里的数字 {shorten(str(exc), 40)} 超出了双精度浮点数的范围（会变成无穷大），请改用普通大小的数字。{resend}",
        )
    except RecursionError:
        return None, error_result("invalid_json", f"参数嵌套太深，无法解析。{resend}")
    except ValueError:  # an integer literal longer than Python's 4300-digit limit
        return None, error_result("invalid_json", f"参数里有位数过多的数字，无法解析。{resend}")
    if _has_lone_surrogate(args):
        return None, error_result(
            "invalid_json",
            "参数里有不成对的 UTF-16 代理项转义（例如单独的 \\ud800），它不是合法的 Unicode 字符；"
            f"请去掉它，或写成完整的一对（\\ud83d\\ude00 这样）。{resend}",
        )
    if not isinstance(args, dict):
        return None, error_result(
            "invalid_json",
            f"参数必须是一个 JSON 对象 {{…}}，收到的是 JSON {json_type(args)}：{shown(args)}。{resend}",
        )
    return args, None


def parsed_arguments(value: Any, schema: Any = None) -> tuple[Any, dict | None]:
    """Layer 1 for arguments a JSON-RPC front-end (an MCP server) has already parsed: the same
    answers as ``parse_arguments`` gives for text, without encoding them back to text first.
    What JSON text could not have held is refused here: NaN / infinity, a lone surrogate, a
    key that is not a string, a value of no JSON type."""
    resend = f"请重新发送一个 JSON 对象（键名用双引号，没有尾逗号）{_allowed_names(schema)}。"
    if not isinstance(value, dict):
        return None, error_result(
            "invalid_json",
            f"参数必须是一个 JSON 对象 {{…}}，收到的是 JSON {json_type(value)}：{shown(value)}。{resend}",
        )
    todo: list[Any] = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            if LONE_SURROGATE.search(item):
                return None, error_result(
                    "invalid_json",
                    f"参数里有不成对的 UTF-16 代理项（例如单独的 \\ud800），它不是合法的 Unicode 字符。{resend}",
                )
        elif isinstance(item, dict):
            if not all(isinstance(k, str) for k in item):
                return None, error_result("invalid_json", f"参数对象的键必须是字符串。{resend}")
            todo += [*item.keys(), *item.values()]
        elif isinstance(item, list):
            todo += item
        elif isinstance(item, float) and not math.isfinite(item):
            return None, error_result(
                "invalid_json", f"参数里的 {item} 不是 JSON 数字，JSON 没有 NaN / Infinity。{resend}"
            )
        elif item is not None and not isinstance(item, (bool, int, float)):
            return None, error_result("invalid_json", f"参数里有 {json_type(item)}。{resend}")
    return value, None


def read_arguments(arguments: Any, schema: Any = None) -> tuple[Any, dict | None]:
    """Layer 1 for any front-end, in one call: text from a model (``parse_arguments``) or an
    object a JSON-RPC front-end has already parsed (``parsed_arguments``) — either refused first
    when nested deeper than ``MAX_NESTING``, before anything recurses over it (``json.dumps`` of
    3,000 levels raises; the text is scanned without parsing it)."""
    if text_too_deep(arguments) if isinstance(arguments, str) else too_deep(arguments):
        return None, error_result(
            "invalid_arguments",
            f"参数嵌套超过 {MAX_NESTING} 层（数组或对象套数组或对象），没有哪个工具需要这么深；"
            '请发送扁平的参数，例如 {"path": "src/main.c"}。',
        )
    if isinstance(arguments, str):
        return parse_arguments(arguments, schema)
    return parsed_arguments(arguments, schema)


def _problems_message(problems: list[str]) -> str:
    message = "；".join(problems[:MAX_PROBLEMS_SHOWN])
    hidden = len(problems) - MAX_PROBLEMS_SHOWN
    return message + (f"；……另有 {hidden} 个问题未列出，先改正上面这些" if hidden > 0 else "")


def broken_schema(schema: dict) -> dict | None:
    """``None`` when the tool's own schema is usable, else the ``internal_error`` result: a broken
    schema is our bug, never the caller's."""
    problems = check_schema(schema)
    if not problems:
        return None
    return error_result(
        "internal_error",
        "工具定义里的参数 schema 本身有误，这不是调用方的错：" + "；".join(problems[:MAX_PROBLEMS_SHOWN]),
    )


def schema_failure(args: dict, schema: dict, *, schema_known_good: bool = False) -> dict | None:
    """Layer 2: ``None`` when ``args`` fit ``schema``, else the result the model gets — or an
    ``internal_error`` when the schema itself is broken (skip that check with
    ``schema_known_good`` once a schema has passed it)."""
    broken = None if schema_known_good else broken_schema(schema)
    if broken:
        return broken
    problems = validate_checked(args, schema)
    return error_result("invalid_arguments", _problems_message(problems)) if problems else None


def business_failure(args: dict, check_business: BusinessCheck) -> dict | None:
    """Layer 3: ``None`` when allowed, else the result the model gets (``internal_error`` when
    the check itself is broken: our bug)."""
    try:
        reason = check_business(args)
    except ToolError as exc:  # an expected refusal (workdir_guard.PathOutsideWorkdir is one)
        return exc.to_result()
    except Exception as exc:  # a crash in our own check is our bug: stop, show no traceback or secret
        return error_result(
            "internal_error",
            f"业务检查程序自身出错（{type(exc).__name__}），这不是参数的问题；本次调用已停止。",
        )
    if reason is None:
        return None
    if isinstance(reason, str) and reason.strip():
        return error_result("permission_denied", reason)
    return error_result(
        "internal_error",
        f"业务检查应返回 None（允许）或一段原因（拒绝），实际返回了 {shown(reason)}；本次调用已停止。",
    )


def handle(raw_arguments: str, schema: dict, check_business: BusinessCheck | None = None) -> dict:
    """Run one tool call's raw ``arguments`` through the three layers; never raises."""
    broken = broken_schema(schema)  # our bug, before anything the caller sent is judged
    if broken:
        return broken
    args, failure = parse_arguments(raw_arguments, schema)
    if failure:
        return failure
    failure = schema_failure(args, schema, schema_known_good=True)
    if failure is None and check_business is not None:
        failure = business_failure(args, check_business)
    return failure or {"ok": True, "args": args}


if __name__ == "__main__":
    import tempfile

    from lab_code.wire.misbehaviour import READ_FILE_ARGUMENTS  # the demo's inputs only
    from lab_code.wire.tool_results import to_tool_content

    with tempfile.TemporaryDirectory() as workdir:
        for name in (
            "good",
            "not_in_enum",
            "wrong_param_name",
            "trailing_comma",
            "not_an_object",
            "outside_workdir",
        ):
            raw = READ_FILE_ARGUMENTS[name].raw
            print(raw, " -> ", to_tool_content(handle(raw, READ_FILE_SCHEMA, inside_workdir_check(workdir))))
