"""Reference solutions of lesson 05's exercises."""

import json

from lab_code.arguments.workdir_guard import PathOutsideWorkdir
from lab_code.running.error_policy import ResponseLost, UpstreamHTTPError, decide
from lab_code.wire.tool_results import ToolError


def bad_value_message(param: str, allowed: list, received) -> str:
    """5.1: name the parameter, every allowed value and what actually arrived."""
    choices = "、".join(str(v) for v in allowed)
    return f"参数 {param} 只能取 {choices} 之一，收到的是 {received!r}。请从这些值里选一个重新调用。"


def breaker_transition(state: str, failures: int, event: str, threshold: int = 3) -> tuple:
    """5.2: (state, consecutive_failures) after one event."""
    if event == "success":
        return "closed", 0
    if event == "failure":
        failures += 1
        if state == "half_open" or failures >= threshold:
            return "open", failures
        return state, failures
    if event == "cooldown_elapsed" and state == "open":
        return "half_open", failures
    return state, failures


def classify_error(exc: BaseException) -> tuple:
    """5.3: (error_type, action). Specific classes first: most of these are OSError/ValueError."""
    by_status = {
        429: "transient",
        502: "transient",
        503: "transient",
        504: "transient",
        401: "permission_denied",
        403: "permission_denied",
        404: "not_found",
        400: "invalid_arguments",
        422: "invalid_arguments",
    }
    if isinstance(exc, ToolError):
        kind = exc.error_type
    elif isinstance(exc, PathOutsideWorkdir):  # a ValueError: before JSONDecodeError
        kind = "permission_denied"
    elif isinstance(exc, json.JSONDecodeError):
        kind = "invalid_json"
    elif isinstance(exc, PermissionError):
        kind = "permission_denied"
    elif isinstance(exc, FileNotFoundError):
        kind = "not_found"
    elif isinstance(exc, TimeoutError):
        kind = "timeout"
    elif isinstance(exc, ConnectionError):
        kind = "transient"
    elif isinstance(exc, UpstreamHTTPError):
        kind = by_status.get(exc.status, "transient" if exc.status >= 500 else "business_error")
    elif isinstance(exc, ResponseLost):
        kind = "unknown_state"
    else:
        kind = "internal_error"
    return kind, decide(kind).action
