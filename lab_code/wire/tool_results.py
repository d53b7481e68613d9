"""Structured tool results: what the program tells the model, and what it keeps for itself.

Every tool result in the course is a dict ``{"ok": bool, ...}``. Failures carry an
``error_type`` the *program* acts on and a ``message`` the *model* reads (what is wrong,
what is allowed, what to do next). Deciding success by a string prefix such as
"工具失败：" breaks as soon as a file happens to start with those words — lesson 05.

    >>> error_result("invalid_arguments", "参数 offset 不能小于 1，收到的是 0")["ok"]
    False
    >>> to_tool_content(ok_result("hello"))
    '{"ok": true, "content": "hello"}'

Lessons: shared
"""

from __future__ import annotations

import json
from typing import Any

# The taxonomy of lesson 05 (source article §4.9). Values say who acts on the error.
ERROR_TYPES = {
    "invalid_json": "模型改：参数不是合法 JSON 对象",
    "invalid_arguments": "模型改：参数不符合 schema",
    "unknown_tool": "模型改：没有这个工具",
    "not_found": "模型改：要找的东西不存在",
    "business_error": "模型改：业务规则不允许这个值",
    "permission_denied": "禁止：说明原因，记录告警，重复出现就停",
    "timeout": "程序决定：超时，可重试或告知模型",
    "transient": "程序重试：限流 / 网络抖动，在预算内退避",
    "unknown_state": "程序先查：请求已发出但没有回执",
    "internal_error": "程序停：我们自己的 bug，不伪装成工具失败",
}


def _check_error_type(error_type: str) -> None:
    if error_type not in ERROR_TYPES:
        raise ValueError(f"unknown error_type {error_type!r}; allowed: {sorted(ERROR_TYPES)}")


class ToolError(Exception):
    """An *expected* tool failure: the message goes back to the model, unchanged.

    Raise it for things the model can act on (missing file, path outside the workdir).
    Anything else a tool raises is a bug in our code and must not be disguised as this.
    """

    def __init__(self, message: str, error_type: str = "business_error", **details: Any):
        _check_error_type(error_type)
        super().__init__(message)
        self.message = message
        self.error_type = error_type
        self.details = details

    def to_result(self) -> dict:
        return error_result(self.error_type, self.message, **self.details)


def ok_result(content: Any, **extra: Any) -> dict:
    return {"ok": True, "content": content, **extra}


def error_result(error_type: str, message: str, **extra: Any) -> dict:
    _check_error_type(error_type)
    return {"ok": False, "error_type": error_type, "message": message, **extra}


def as_result(value: Any) -> dict:
    """A tool's return value as a result: a result dict the tool built itself passes through, a
    value that knows its own result shapes itself (a command's ``CommandResult``: its fields
    plus the rendered text), anything else is the ``content``."""
    if isinstance(value, dict) and "ok" in value:
        return value
    shape = getattr(type(value), "to_result", None)
    return shape(value) if callable(shape) else ok_result(value)


def to_tool_content(result: dict) -> str:
    """Serialise a result for a ``{"role": "tool", "content": ...}`` message (Chinese kept readable)."""
    return json.dumps(result, ensure_ascii=False)
