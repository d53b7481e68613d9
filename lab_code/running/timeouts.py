"""A time limit for a Python tool: a slow call becomes a ``timeout`` result.

A ``Tool`` with ``time_limit_s`` set is run by the pipeline's execute step
(``lab_code.running.pipeline``) through ``within``: the call runs in a daemon thread, and we
wait at most ``time_limit_s`` for it. The outcomes are the bug policy's three — a value, an
error result for a ``ToolError``, ``RunStopped`` for our bug (raised here, in the caller's
thread) — plus a fourth: ``ToolError("timeout")``, which the pipeline turns into a result.

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
  process runner (``lab_code.workspace.process_runner``) kills the whole process group on timeout;
  such a tool keeps ``time_limit_s=None`` and bounds itself.

    $ python -m lab_code.running.timeouts
    fast
    timeout: 工具 stuck 超过 0.1 秒没有返回，已放弃等待。…

Lessons: 05
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

from lab_code.wire.tool_results import ToolError

T = TypeVar("T")


def within(timeout_s: float, work: Callable[[], T], *, name: str = "tool") -> T:
    """``work()``'s return value if it comes within ``timeout_s`` seconds; else ``ToolError``
    of type ``timeout`` (the thread runs on: see the module docstring). What ``work`` raises is
    raised here, in the caller's thread."""
    if not timeout_s > 0:
        raise ValueError(f"timeout_s 必须是正数（秒），收到 {timeout_s!r}")
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = work()
        except BaseException as exc:  # noqa: BLE001 - RunStopped (or worse): re-raised below
            box["error"] = exc

    worker = threading.Thread(target=target, name=f"tool-{name}", daemon=True)
    worker.start()
    worker.join(timeout_s)
    if worker.is_alive():
        # The thread goes on running; we only stop *waiting*. See the module docstring.
        raise ToolError(
            f"工具 {name} 超过 {timeout_s:g} 秒没有返回，已放弃等待。"
            "可以缩小范围（更少的行、更具体的查询）后再试；不要原样重复调用。",
            "timeout",
            timeout_s=timeout_s,
        )
    if "error" in box:
        raise box["error"]
    return box["value"]


if __name__ == "__main__":
    release = threading.Event()

    def stuck() -> str:
        release.wait()
        return "late"

    print(within(1.0, lambda: "fast", name="fast"))
    try:
        within(0.1, stuck, name="stuck")
    except ToolError as exc:
        print(f"{exc.error_type}: {exc.message.split('。')[0]}。…")
    release.set()  # let the abandoned thread finish
