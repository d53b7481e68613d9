"""The errors the fake servers answer with, and whose words they are.

A fake that teaches must not put words in a real API's mouth. Every error here is built by
one of two constructors:

* ``real(...)`` — a text the real API is publicly known to send, kept verbatim (templates
  filled in with this request's values). Each template below names a public error report in
  which the real service's answer can be read.
* ``ours(...)`` — the course's own wording, for cases whose real text we have not seen (or
  that only a fake has, such as a brain that breaks the request's rules). The response then
  carries the header ``x-fake-wording: course``, and ``is_course_wording(exc)`` tells a lesson
  so it can label the text instead of presenting it as the API's.

    >>> err = missing_parameter("messages[1].tool_calls[0].id")
    >>> err.message, err.code, err.ours
    ("Missing required parameter: 'messages[1].tool_calls[0].id'.", 'missing_required_parameter', False)
    >>> ours("the fake has no such model", "model").ours
    True

Lessons: shared
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

WORDING_HEADER = "x-fake-wording"
COURSE_WORDING = "course"  # header value: this error text is the course's, not a real API's


@dataclass
class ApiError(Exception):
    """One error answer: HTTP status, message, and (OpenAI style) ``param`` and ``code``."""

    message: str
    param: str | None = None
    code: str | None = None
    status: int = 400
    type: str = "invalid_request_error"
    ours: bool = False  # True: the course's wording (see the module docstring)
    details: dict | None = None  # Anthropic's machine-readable ``error.details`` (e.g. ``error_code``)

    def __str__(self) -> str:
        return self.message

    def openai_body(self) -> dict:
        return {"error": {"message": self.message, "type": self.type, "param": self.param, "code": self.code}}

    def anthropic_body(self, request_id: str) -> dict:
        error: dict = {"type": self.type, "message": self.message}
        if self.details:
            error["details"] = self.details
        return {"type": "error", "error": error, "request_id": request_id}


def real(message: str, param: str | None = None, code: str | None = None, status: int = 400) -> ApiError:
    return ApiError(message, param, code, status)


def ours(
    message: str,
    param: str | None = None,
    code: str | None = None,
    status: int = 400,
    type: str = "",
    details: dict | None = None,
) -> ApiError:
    return ApiError(message, param, code, status, type or "invalid_request_error", ours=True, details=details)


def is_course_wording(exc: Any) -> bool:
    """True when an SDK exception (``openai.APIStatusError``, ``anthropic.APIStatusError``) or an
    ``httpx2.Response`` carries the course's wording rather than a real API's text."""
    response = getattr(exc, "response", exc)
    headers = getattr(response, "headers", {}) or {}
    return headers.get(WORDING_HEADER) == COURSE_WORDING


# ---- OpenAI's request-validation templates (Chat Completions and Responses) -----------------
# Seen verbatim in public reports, e.g. openai/openai-python#2061 (empty array), the vishalmysore/
# Tools4AI#16 report (array too long), aaif-goose/goose-mobile#20 (invalid type), mcphub.nvim#243
# (string too long), continuedev/continue#11645 (empty string).

_KINDS = {bool: "a boolean", int: "an integer", float: "a decimal number", str: "a string"}


def json_kind(value: Any) -> str:
    """How OpenAI's messages name a received value: 'a string', 'an object', 'an array' …"""
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    return _KINDS.get(type(value), "a value")


def invalid_type(path: str, expected: str, got: Any) -> ApiError:
    return real(
        f"Invalid type for '{path}': expected {expected}, but got {json_kind(got)} instead.",
        path,
        "invalid_type",
    )


def missing_parameter(path: str) -> ApiError:
    return real(f"Missing required parameter: '{path}'.", path, "missing_required_parameter")


def _out_of_bounds(path: str, problem: str, expected: str, got: Any, code: str) -> ApiError:
    """OpenAI's one template for a value outside its limits."""
    return real(f"Invalid '{path}': {problem}. Expected {expected}, but got {got} instead.", path, code)


def empty_array(path: str) -> ApiError:
    return _out_of_bounds(
        path, "empty array", "an array with minimum length 1", "an empty array", "empty_array"
    )


def array_too_long(path: str, limit: int, length: int) -> ApiError:
    return _out_of_bounds(
        path, "array too long", f"an array with maximum length {limit}", f"an array with length {length}",
        "array_above_max_length",
    )  # fmt: skip


def empty_string(path: str) -> ApiError:
    return _out_of_bounds(
        path, "empty string", "a string with minimum length 1", "an empty string", "empty_string"
    )


def string_too_long(path: str, limit: int, length: int) -> ApiError:
    return _out_of_bounds(
        path, "string too long", f"a string with maximum length {limit}", f"a string with length {length}",
        "string_above_max_length",
    )  # fmt: skip


def pattern_mismatch(path: str, pattern: str) -> ApiError:
    return real(
        f"Invalid '{path}': string does not match pattern. Expected a string that matches the "
        f"pattern '{pattern}'.",
        path,
        "invalid_value",
    )


def below_minimum(path: str, minimum: int, got: Any) -> ApiError:
    return _out_of_bounds(
        path, "integer below minimum value", f"a value >= {minimum}", got, "integer_below_min_value"
    )


def above_maximum(path: str, maximum: int, got: Any) -> ApiError:
    return _out_of_bounds(
        path, "integer above maximum value", f"a value <= {maximum}", got, "integer_above_max_value"
    )


def unsupported_value(path: str, value: Any, supported: list[str]) -> ApiError:
    """E.g. "Invalid value: 'robot'. Supported values are: 'system', … and 'developer'."."""
    names = [f"'{s}'" for s in supported]
    listed = ", ".join(names[:-1]) + f", and {names[-1]}" if len(names) > 1 else names[0]
    return real(f"Invalid value: '{value}'. Supported values are: {listed}.", path, "invalid_value")


def only_with_tools(name: str) -> ApiError:
    """tool_choice / parallel_tool_calls without tools (seen for both, e.g. Upsonic/Upsonic#323)."""
    return real(f"Invalid value for '{name}': '{name}' is only allowed when 'tools' are specified.", name)
