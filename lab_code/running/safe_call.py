"""Run one tool call and turn every outcome into a structured result — or stop the run.

The course's one answer to "the tool raised" (lesson 05). Every place that runs a tool —
lesson 04's registry and its parallel batches, the timeout wrapper, the side-effect gate,
lesson 07's agent loop — goes through ``safe_call``, so there is one policy:

1. the tool returns → ``ok_result`` (a dict the tool already built is passed through);
2. the tool raises ``ToolError`` (an *expected* failure: missing file, forbidden path) →
   ``error_result`` the model reads, with any secret in the message redacted;
3. the tool raises anything else — or a ``ToolError`` that itself says ``internal_error`` —
   → that is OUR bug: ``RunStopped`` is raised, carrying an ``internal_error`` result for the
   log. The model never sees it, so it does not "fix" arguments that were never wrong.
   A ``RunStopped`` from a nested ``safe_call`` passes through unchanged.

Arguments are bound to the tool's signature *before* the call, so a wrong parameter name
comes back as ``invalid_arguments`` naming the allowed ones — and a ``TypeError`` raised
*inside* the tool is still treated as a bug. Parameters the program fills (``workdir``)
are passed as ``fixed`` and the model cannot override them.

    $ python -m lab_code.running.safe_call
    {'ok': False, 'error_type': 'invalid_arguments', 'message': '不认识的参数 file；可用参数: [path]。'}
    连接 postgres://<redacted>@db:5432/app 失败，key=sk-<redacted>

Lessons: 05, 07
"""

from __future__ import annotations

import inspect
import logging
import re
from collections.abc import Callable
from typing import Any

from lab_code.wire.shorten import shorten
from lab_code.wire.tool_results import ToolError, as_result, error_result

# Secrets that show up in exception messages in real life. Order matters: URLs first, so the
# password inside a connection string is removed as a whole "user:pass" pair.
_SECRET_PATTERNS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"(\b[a-z][a-z0-9+.-]*://)[^/\s:@]+:[^/\s@]+@", re.I), r"\1<redacted>@"),
    (re.compile(r"\b(sk|pk|rk)-[A-Za-z0-9_-]{8,}"), r"\1-<redacted>"),
    (re.compile(r"\bAKIA[0-9A-Z]{16}\b"), "AKIA<redacted>"),
    (re.compile(r"\b(Bearer)\s+[A-Za-z0-9._~+/=-]{8,}", re.I), r"\1 <redacted>"),
    (
        re.compile(r"\b(api[_-]?key|token|secret|password|passwd)(\s*[=:]\s*)[^\s,;'\"]+", re.I),
        r"\1\2<redacted>",
    ),
]
log = logging.getLogger(__name__)
MAX_MESSAGE_CHARS = 500  # an error message is advice, not a log dump


def redact(text: str) -> str:
    """Replace secret-looking parts of ``text``; keep the rest readable for the model."""
    for pattern, replacement in _SECRET_PATTERNS:
        text = pattern.sub(replacement, text)
    return text


def one_line(text: str, limit: int) -> str:
    """Redacted first line of ``text``, shortened to ``limit`` characters (``wire.shorten.shorten``).

    Only the first line: multi-line messages are where tracebacks and dumps hide.
    """
    first = redact(text).strip().splitlines()[0] if text.strip() else ""
    return shorten(first, limit)


def _clean(message: str) -> str:
    return one_line(str(message), MAX_MESSAGE_CHARS)


class RunStopped(RuntimeError):
    """A tool hit a bug in our code. ``.result`` is the internal_error record for the log."""

    def __init__(self, tool_name: str, result: dict):
        super().__init__(f"工具 {tool_name} 内部出错，本次运行停止：{result['message']}")
        self.tool_name = tool_name
        self.result = result


def check_arguments(func: Callable, args: dict, fixed: dict) -> dict | None:
    """Return an ``invalid_arguments`` result if ``args`` cannot be bound, else None.

    Only names are checked here (``inspect.Signature.bind``); lesson 04's
    ``Registry.bind`` also checks types against the schema. Binding *before* the call is
    what lets a ``TypeError`` raised inside the tool count as a bug.
    """
    signature = inspect.signature(func)
    listed = "[" + ", ".join(sorted(p for p in signature.parameters if p not in fixed)) + "]"
    taken = sorted(set(args) & set(fixed))
    if taken:
        return error_result(
            "invalid_arguments", f"参数 {taken[0]} 由程序设置，不要填写它；可用参数: {listed}。"
        )
    try:
        signature.bind(**fixed, **args)
    except TypeError:
        unknown = sorted(set(args) - set(signature.parameters))
        missing = [
            n
            for n, p in signature.parameters.items()
            if p.default is p.empty and n not in args and n not in fixed
        ]
        what = f"不认识的参数 {unknown[0]}" if unknown else f"缺少必填参数 {', '.join(missing)}"
        return error_result("invalid_arguments", f"{what}；可用参数: {listed}。")
    return None


def safe_call(
    func: Callable[..., Any], args: dict, *, name: str | None = None, fixed: dict | None = None
) -> dict:
    """Call ``func(**fixed, **args)``; see the module docstring for the three outcomes."""
    name = name or getattr(func, "__name__", "tool")
    fixed = fixed or {}
    if not isinstance(args, dict):
        return error_result("invalid_arguments", f"参数必须是 JSON 对象，收到的是 {type(args).__name__}。")
    problem = check_arguments(func, args, fixed)
    if problem:
        return problem
    try:
        value = func(**fixed, **args)
    except RunStopped:
        raise  # a tool run inside this one already stopped the run and logged why
    except ToolError as exc:
        if exc.error_type != "internal_error":
            return error_result(exc.error_type, _clean(exc.message), **exc.details)
        bug, message = exc, _clean(exc.message)  # the tool itself says: this is our bug
    except Exception as exc:  # noqa: BLE001 - everything else is a bug in our code
        bug, message = exc, f"{type(exc).__name__}: {_clean(str(exc))}"
    else:
        return as_result(value)
    # The log gets the redacted one-liner; the traceback stays on the exception chain for
    # whoever debugs it, and never reaches the model.
    log.error("tool %s failed with a bug, run stopped: %s", name, message)
    raise RunStopped(name, error_result("internal_error", message)) from bug


if __name__ == "__main__":

    def read_file(path: str) -> str:
        return "..."

    print(safe_call(read_file, {"file": "a.txt"}))
    print(redact("连接 postgres://admin:hunter2@db:5432/app 失败，key=sk-" + "abc123" * 4))
