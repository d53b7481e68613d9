"""A per-tool timeout for Python callables: a slow tool gives a ``timeout`` result.

The call is ``safe_call`` (``lab_code.running.safe_call``) run in a daemon thread, and we wait
at most ``timeout_s`` for it. So the outcomes are safe_call's three — a result, an error
result for a ``ToolError``, ``RunStopped`` for our bug (raised here, in the caller's thread) —
plus a fourth: ``timeout``.

The honest limit of the approach: **a thread cannot be killed.** Python has no way to do it;
CPython can only *ask* a thread to stop (``PyThreadState_SetAsyncExc`` raises an exception in
it at its next Python instruction: the exercise checker, ``exercises.student_call``, ends a
student's runaway loop that way). A thread waiting inside C -- on a lock, a socket, a sleep --
runs no Python instruction until the wait is over, and code may catch the exception and go on.
Tools stall in exactly such waits, so asking would not help here: we stop *waiting*. The tool
keeps running in the background (holding its memory, maybe a socket) until it finishes on its
own; daemon=True only means it will not keep the interpreter alive at exit. So:

- use it for tools that are *usually* fast and may occasionally stall (an HTTP client
  without its own timeout, a lock);
- give the tool's own I/O a timeout too where the library offers one;
- run anything that can truly hang (a compiler, a shell command) as a *subprocess* — the
  process runner (``lab_code.workspace.process_runner``) kills the whole process group on timeout.

    $ python -m lab_code.running.timeouts
    {'ok': True, 'content': 'fast'}
    {'ok': False, 'error_type': 'timeout', 'message': '工具 stuck 超过 0.1 秒没有返回，已放弃等待。…', 'timeout_s': 0.1}

Lessons: 05
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from lab_code.running.safe_call import safe_call
from lab_code.wire.tool_results import error_result


def call_with_timeout(
    func: Callable[..., Any], kwargs: dict | None = None, *, timeout_s: float, name: str | None = None
) -> dict:
    """``safe_call(func, kwargs)`` with a time limit: its result, or a ``timeout`` error result."""
    if not timeout_s > 0:
        raise ValueError(f"timeout_s 必须是正数（秒），收到 {timeout_s!r}")
    name = name or getattr(func, "__name__", "tool")
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["result"] = safe_call(func, kwargs or {}, name=name)
        except BaseException as exc:  # noqa: BLE001 - RunStopped (or worse): re-raised below
            box["error"] = exc

    worker = threading.Thread(target=target, name=f"tool-{name}", daemon=True)
    worker.start()
    worker.join(timeout_s)
    if worker.is_alive():
        # The thread goes on running; we only stop *waiting*. See the module docstring.
        return error_result(
            "timeout",
            f"工具 {name} 超过 {timeout_s:g} 秒没有返回，已放弃等待。"
            "可以缩小范围（更少的行、更具体的查询）后再试；不要原样重复调用。",
            timeout_s=timeout_s,
        )
    if "error" in box:
        raise box["error"]
    return box["result"]


if __name__ == "__main__":
    release = threading.Event()

    def stuck() -> str:
        release.wait()
        return "late"

    print(call_with_timeout(lambda: "fast", timeout_s=1.0, name="fast"))
    result = call_with_timeout(stuck, timeout_s=0.1)
    release.set()  # let the abandoned thread finish
    print({**result, "message": result["message"].split("。")[0] + "。…"})
