"""Pythonic tool calls (``[get_weather(city='Paris'), ...]``) parsed by hand, without ``eval``.

Llama 3.2 and many fine-tunes answer with a Python list of calls instead of JSON; BFCL's
prompt mode asks every model for the same. A server turns that text into OpenAI-style
``tool_calls``. This parser does it the way the course wants a server to: read the text with
``ast.parse`` (a *parser*, it runs nothing) and accept only literals, so a hostile completion
can never execute code. Real completions are messier than the format, so it says what it
repaired and what it refused:

* **repaired** (the call is still clearly meant): a trailing end-of-turn marker
  (``<end_of_turn>``, ``<|eot_id|>``...), a missing outer ``[...]``, JSON spellings
  ``true``/``false``/``null``, tuples (JSON has none: they become lists), a sign on a number;
* **refused** (the whole reply stays text, like vLLM's ``pythonic`` parser): a syntax error
  (truncated output, ``8.854 x 10^-12``), a value that is not a literal (a variable name, an
  expression, a nested call), a positional argument, anything that is not a list of calls.

Text before the list ("Sure! [f(x=1)]") is kept as the message's content. One limit belongs to the
format itself: a parameter named like a Python keyword (``from``, ``class``) cannot be written
in it at all, so ``route(from='Paris')`` is a syntax error whatever the parser does.

    >>> parse_pythonic("[f(city='Paris', days=3), g(ok=true)]<end_of_turn>").calls
    [{'name': 'f', 'arguments': {'city': 'Paris', 'days': 3}}, {'name': 'g', 'arguments': {'ok': True}}]
    >>> parse_pythonic("[f(x=os.system('rm -rf /'))]").problem
    '参数 x 的值不是字面量（Call）：服务端不会替模型执行表达式'

Lessons: 10
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field

# End-of-turn markers seen in real completions; a server strips them before parsing.
END_MARKERS = ("<end_of_turn>", "<|eot_id|>", "<|eom_id|>", "<|im_end|>", "</s>", "<|end|>")
JSON_NAMES = {"true": True, "false": False, "null": None}
# The start of a call list: "[" then a (possibly dotted) name and "(".
_LIST_START = re.compile(r"\[\s*[A-Za-z_][\w.]*\s*\(")
_BARE_START = re.compile(r"^[A-Za-z_][\w.]*\s*\(")
MAX_CHARS = 100_000  # a completion is a few KB; ast.parse on megabytes is a denial of service


class NotALiteral(ValueError):
    """A value the parser will not accept: the message says which and why, in Chinese."""


@dataclass
class PythonicParse:
    calls: list[dict] = field(default_factory=list)  # [{"name", "arguments"}]
    content: str | None = None  # text that is not a call (all of it when nothing parsed)
    problem: str | None = None  # why the reply was refused; None when it parsed (or had no call)
    repairs: list[str] = field(default_factory=list)

    @property
    def outcome(self) -> str:
        """``calls``, ``text`` (no call was meant) or ``refused`` (a call was meant, but broken)."""
        if self.calls:
            return "calls"
        return "refused" if self.problem else "text"


def _strip_markers(text: str, repairs: list[str]) -> str:
    stripped = text.strip().strip("`").strip()
    changed = True
    while changed:
        changed = False
        for marker in END_MARKERS:
            if stripped.endswith(marker):
                stripped = stripped[: -len(marker)].rstrip()
                repairs.append(f"去掉了结尾的 {marker}")
                changed = True
    return stripped


def literal(node: ast.expr, repairs: list[str]):
    """The Python value of a literal node; ``NotALiteral`` for anything that would need running."""
    if isinstance(node, ast.Constant) and not isinstance(node.value, bytes | complex):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        inner = literal(node.operand, repairs)
        if isinstance(inner, int | float) and not isinstance(inner, bool):
            return -inner if isinstance(node.op, ast.USub) else inner
        raise NotALiteral("正负号只能放在数字前")
    if isinstance(node, ast.Name) and node.id in JSON_NAMES:
        repairs.append(f"把 JSON 写法 {node.id} 读成 {JSON_NAMES[node.id]}")
        return JSON_NAMES[node.id]
    if isinstance(node, ast.List):
        return [literal(item, repairs) for item in node.elts]
    if isinstance(node, ast.Tuple):
        repairs.append("元组改成列表（JSON 没有元组）")
        return [literal(item, repairs) for item in node.elts]
    if isinstance(node, ast.Dict):
        if any(key is None for key in node.keys):
            raise NotALiteral("字典里不能有 **展开")
        keys = [literal(key, repairs) for key in node.keys]
        if not all(isinstance(key, str) for key in keys):
            raise NotALiteral("字典的键必须是字符串（JSON 对象的键）")
        return {key: literal(value, repairs) for key, value in zip(keys, node.values, strict=True)}
    raise NotALiteral(type(node).__name__)


def _name(func: ast.expr) -> str | None:
    parts = []
    while isinstance(func, ast.Attribute):
        parts.append(func.attr)
        func = func.value
    if not isinstance(func, ast.Name):
        return None
    parts.append(func.id)
    return ".".join(reversed(parts))


def _call(node: ast.expr, repairs: list[str]) -> dict:
    if not isinstance(node, ast.Call):
        raise NotALiteral(f"列表里的第一层必须是调用，收到 {type(node).__name__}")
    name = _name(node.func)
    if name is None:
        raise NotALiteral("函数名必须是名字或带点的名字")
    if node.args:
        raise NotALiteral(f"{name} 用了位置参数：只认 名字=值 的写法")
    arguments = {}
    for keyword in node.keywords:
        if keyword.arg is None:
            raise NotALiteral(f"{name} 用了 **展开")
        try:
            arguments[keyword.arg] = literal(keyword.value, repairs)
        except NotALiteral as exc:
            raise NotALiteral(
                f"参数 {keyword.arg} 的值不是字面量（{exc}）：服务端不会替模型执行表达式"
            ) from None
    return {"name": name, "arguments": arguments}


def parse_pythonic(text: str) -> PythonicParse:
    """One completion → calls, the text around them, and what was repaired or refused."""
    if not isinstance(text, str):
        raise TypeError(f"text 必须是模型输出的字符串，收到 {type(text).__name__}")
    result = PythonicParse()
    if len(text) > MAX_CHARS:
        result.content, result.problem = text, f"输出有 {len(text)} 个字符，超过 {MAX_CHARS}，不解析"
        return result
    body = _strip_markers(text, result.repairs)
    start = _LIST_START.search(body)
    if start is None and _BARE_START.match(body):
        result.repairs.append("补上了外层的 [ ]")
        body, start = f"[{body}]", None
    elif start is None:
        result.content = text.strip() or None  # prose, no call meant
        return result
    else:
        before, body = body[: start.start()].strip(), body[start.start() :]
        result.content = before or None
    try:
        tree = ast.parse(body, mode="eval").body
    except SyntaxError as exc:
        result.content, result.problem = text, f"不是合法的 Python 调用列表（{exc.msg}，第 {exc.offset} 列）"
        return result
    try:
        elements = tree.elts if isinstance(tree, ast.List) else [tree]
        result.calls = [_call(element, result.repairs) for element in elements]
    except NotALiteral as exc:
        result.calls, result.content, result.problem = [], text, str(exc)
    return result


if __name__ == "__main__":
    for sample in (
        "[integrate(function='x**3', start_x=-2, end_x=3)]\n<end_of_turn>",
        '[weather.get_by_coordinates_date(coordinates=(46.6, 1.89), date="2019-12-13")]',
        "[electromagnetic_force(charge1=5, medium_permittivity=8.854 x 10^-12)]",
        "No function matches the user's request.",
    ):
        parsed = parse_pythonic(sample)
        print(f"{parsed.outcome:8} {parsed.calls or parsed.problem or parsed.content}")
