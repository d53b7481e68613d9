"""Run a tool's function and turn every outcome into a structured result — or stop the run.

The course's one answer to "the tool raised" (lesson 05): the bug policy of the pipeline's
execute step (``lab_code.running.pipeline``), and what lesson 04's registry and its parallel
batches run each call through:

1. the tool returns → ``ok_result`` (a dict the tool already built is passed through);
2. the tool raises ``ToolError`` (an *expected* failure: missing file, forbidden path) →
   ``error_result`` the model reads, with any secret-shaped part of the message redacted
   (``secret_patterns.redact``);
3. the tool raises anything else — or a ``ToolError`` that itself says ``internal_error`` —
   → that is OUR bug: ``RunStopped`` is raised, carrying an ``internal_error`` result for the
   log. The model never sees it, so it does not "fix" arguments that were never wrong.
   A ``RunStopped`` from a nested ``safe_call`` passes through unchanged.

The arguments were checked before they got here (the pipeline validates them against the
tool's schema once; lesson 04's registry binds them to a Pydantic model), so a ``TypeError``
— a wrong parameter name included — is a bug in the program that called, never the model's.

    $ python -m lab_code.running.safe_call
    {'ok': False, 'error_type': 'not_found', 'message': '没有 a.txt'}
    连接 postgres://<redacted>@db:5432/app 失败，key=sk-<redacted>

Lessons: 05, 07
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from lab_code.running.secret_patterns import redact  # messages are redacted (and re-exported: lesson 05)
from lab_code.wire.shorten import shorten
from lab_code.wire.tool_results import ToolError, as_result, error_result

log = logging.getLogger(__name__)
MAX_MESSAGE_CHARS = 500  # an error message is advice, not a log dump


def one_line(text: str, limit: int) -> str:
    """Redacted first line of ``text``, shortened to ``limit`` characters (``wire.shorten.shorten``).

    Only the first line: multi-line messages are where tracebacks and dumps hide.
    """
    first = redact(text).strip().splitlines()[0] if text.strip() else ""
    return shorten(first, limit)


def _clean(message: str) -> str:
    return one_line(str(message), MAX_MESSAGE_CHARS)


class RunStopped(RuntimeError):
    """A bug in our code stopped the run. ``.result`` is the internal_error record for the log;
    ``.stage`` the pipeline step it happened in (``validate``, ``authorise`` or ``execute``)."""

    def __init__(self, tool_name: str, result: dict, *, stage: str = "execute"):
        super().__init__(f"工具 {tool_name} 内部出错，本次运行停止：{result['message']}")
        self.tool_name = tool_name
        self.result = result
        self.stage = stage


def call_value(func: Callable[..., Any], args: dict, *, name: str | None = None) -> tuple[Any, dict | None]:
    """``(value, None)`` when ``func(**args)`` returns, ``(None, error result)`` for a ``ToolError``;
    anything else raises ``RunStopped`` (see the module docstring)."""
    name = name or getattr(func, "__name__", "tool")
    try:
        return func(**args), None
    except RunStopped:
        raise  # a tool run inside this one already stopped the run and logged why
    except ToolError as exc:
        if exc.error_type != "internal_error":
            return None, error_result(exc.error_type, _clean(exc.message), **exc.details)
        bug, message = exc, _clean(exc.message)  # the tool itself says: this is our bug
    except Exception as exc:  # noqa: BLE001 - everything else is a bug in our code
        bug, message = exc, f"{type(exc).__name__}: {_clean(str(exc))}"
    # The log gets the redacted one-liner; the traceback stays on the exception chain for
    # whoever debugs it, and never reaches the model.
    log.error("tool %s failed with a bug, run stopped: %s", name, message)
    raise RunStopped(name, error_result("internal_error", message)) from bug


def safe_call(func: Callable[..., Any], args: dict, *, name: str | None = None) -> dict:
    """``func(**args)`` as a result dict; see the module docstring for the three outcomes."""
    value, failure = call_value(func, args, name=name)
    return failure if failure is not None else as_result(value)


if __name__ == "__main__":

    def read_file(path: str) -> str:
        raise ToolError(f"没有 {path}", "not_found")

    print(safe_call(read_file, {"path": "a.txt"}))
    print(redact("连接 postgres://admin:hunter2@db:5432/app 失败，key=sk-" + "abc123" * 4))
