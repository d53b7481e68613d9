"""Every render of lesson 10 under limits: a child process with a wall-clock and a memory bound.

jinja2's sandbox (``template_sandbox``) stops attribute tricks, not loops, big numbers or big
strings. ``render_template`` sends each render to a child process (forked once and reused) and
adds:

* a wall-clock limit per render (``TIME_LIMIT_S``): past it the child is killed;
* an address-space limit (``MEMORY_LIMIT_MB`` above what the child started with), and a CPU
  limit as a second line;
* size limits on the template text (``MAX_TEMPLATE_CHARS``) and on the rendered text.

Each limit ends in ``RenderLimitExceeded`` with a message that says which limit and what to do,
never a hang; the next render gets a fresh child. The limits need ``fork`` and Linux's
``/proc``; elsewhere (Windows, the browser) rendering runs in-process with the sandbox only.
vLLM itself renders with a 30 s timeout (``VLLM_CHAT_TEMPLATE_RENDER_TIMEOUT``) in a thread,
which stops the waiting but not the work, and takes a template from a request only with
``--trust-request-chat-template``.

Lessons: 10
"""

from __future__ import annotations

import atexit
import builtins
import contextlib
import json
import os
import signal
import struct
import threading
import time
import warnings

import jinja2.exceptions

from lab_code.model_text.template_sandbox import compiled_already, render_here, template_key
from lab_code.wire.where import CAN_START_PROCESSES

TIME_LIMIT_S = 5.0  # a real template renders in milliseconds; vLLM allows 30 s
MEMORY_LIMIT_MB = 256
MAX_TEMPLATE_CHARS = 200_000  # the five vendored templates are 2–8 KB
MAX_OUTPUT_CHARS = 4_000_000
ISOLATED = CAN_START_PROCESSES and hasattr(os, "fork") and os.path.exists("/proc/self/statm")


class RenderLimitExceeded(RuntimeError):
    """A render stopped by one of the limits; the message says which one and what to change."""


# ---- the child process ---------------------------------------------------------------------
_LENGTH = struct.Struct("!Q")


def _send(fd: int, payload: dict) -> None:
    data = json.dumps(payload, ensure_ascii=False).encode()
    view = memoryview(_LENGTH.pack(len(data)) + data)
    while view:
        view = view[os.write(fd, view) :]


def _read_exactly(fd: int, size: int, deadline: float | None) -> bytes | None:
    import select  # only where there is a child to wait for (not in the browser)

    chunks, left = [], size
    while left:
        if deadline is not None:
            wait = deadline - time.monotonic()
            if wait <= 0 or not select.select([fd], [], [], wait)[0]:
                return None
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _limit_memory(budget_mb: int) -> None:
    import resource  # POSIX only; only the child (which needs fork) sets limits

    with open("/proc/self/statm", encoding="ascii") as statm:
        used = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    cap = used + budget_mb * 1024 * 1024
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (cap if hard == resource.RLIM_INFINITY else min(cap, hard), hard))


def _limit_cpu(seconds: float) -> None:
    import resource

    used = resource.getrusage(resource.RUSAGE_SELF)
    soft = int(used.ru_utime + used.ru_stime + seconds) + 1
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    resource.setrlimit(
        resource.RLIMIT_CPU, (soft if hard == resource.RLIM_INFINITY else min(soft, hard), hard)
    )


def _serve(requests: int, replies: int, budget_mb: int) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # an interrupt is the parent's to handle
    _limit_memory(budget_mb)
    while True:
        try:
            header = _read_exactly(requests, _LENGTH.size, None)
            request = json.loads(_read_exactly(requests, _LENGTH.unpack(header)[0], None))
        except EOFError:
            return  # the parent is gone
        _limit_cpu(request["time_limit_s"])
        try:
            if not compiled_already(request["key"]) and "source" not in request:
                reply = {"unknown": request["key"]}  # the parent sends the text again
                _send(replies, reply)
                continue
            text, spans = render_here(
                request.get("source", ""), request["context"], request["track"], request["key"]
            )
            reply = (
                {"text": text, "spans": spans}
                if len(text) <= MAX_OUTPUT_CHARS
                else {"limit": "output", "size": len(text)}
            )
        except MemoryError:
            _send(replies, {"limit": "memory"})
            return  # a child that ran out of memory is not reused
        except Exception as exc:  # the template's own error, sent back as data
            reply = {"error": type(exc).__name__, "module": type(exc).__module__, "message": str(exc)}
            reply["lineno"] = getattr(exc, "lineno", None)
        _send(replies, reply)


class _Worker:
    def __init__(self, budget_mb: int):
        to_child_r, self.to_child = os.pipe()
        self.from_child, to_parent_w = os.pipe()
        with (
            warnings.catch_warnings()
        ):  # 3.12+ warns about fork in a threaded process: the child only renders
            warnings.simplefilter("ignore", DeprecationWarning)
            pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            try:
                os.close(self.to_child)
                os.close(self.from_child)
                _serve(to_child_r, to_parent_w, budget_mb)
            finally:
                os._exit(0)
        os.close(to_child_r)
        os.close(to_parent_w)
        self.pid, self.owner = pid, os.getpid()

    def ask(self, request: dict, time_limit_s: float) -> dict | None:
        """The child's reply, or None when the time is up (the child is then killed)."""
        _send(self.to_child, request)
        deadline = time.monotonic() + time_limit_s
        header = _read_exactly(self.from_child, _LENGTH.size, deadline)
        body = header and _read_exactly(self.from_child, _LENGTH.unpack(header)[0], deadline + 1)
        return None if body is None else json.loads(body)

    def close(self) -> None:
        for fd in (self.to_child, self.from_child):
            with contextlib.suppress(OSError):
                os.close(fd)
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGKILL)
        with contextlib.suppress(ChildProcessError):
            os.waitpid(self.pid, 0)


_LOCK = threading.Lock()
_STATE: dict = {"worker": None}


def _worker(budget_mb: int) -> _Worker:
    current = _STATE["worker"]
    if current is None or current.owner != os.getpid() or current.budget != budget_mb:
        if current is not None and current.owner == os.getpid():
            current.close()
        current = _Worker(budget_mb)
        current.budget = budget_mb
        _STATE["worker"] = current
    return current


def _stop_worker() -> None:
    worker = _STATE["worker"]
    if worker is not None and worker.owner == os.getpid():
        worker.close()
    _STATE["worker"] = None


atexit.register(_stop_worker)


def _raised(reply: dict) -> Exception:
    """The template's exception, rebuilt from its name: jinja2's own classes and built-in ones only."""
    name, message = reply["error"], reply["message"]
    if reply["module"] == "jinja2.exceptions" and isinstance(getattr(jinja2.exceptions, name, None), type):
        kind = getattr(jinja2.exceptions, name)
        if issubclass(kind, jinja2.exceptions.TemplateSyntaxError):  # these carry a line number
            return kind(message, reply.get("lineno") or 0)
        return kind(message)
    builtin = getattr(builtins, name, None)
    if reply["module"] == "builtins" and isinstance(builtin, type) and issubclass(builtin, Exception):
        return builtin(message)
    return RuntimeError(f"{name}: {message}")


def render_template(
    source: str,
    context: dict,
    *,
    track: bool = False,
    time_limit_s: float = TIME_LIMIT_S,
    memory_mb: int = MEMORY_LIMIT_MB,
) -> tuple[str, list[tuple[int, int]]]:
    """Render ``source`` with ``context`` (JSON data) under the limits: ``(text, generation spans)``."""
    if len(source) > MAX_TEMPLATE_CHARS:
        raise RenderLimitExceeded(
            f"模板有 {len(source)} 个字符，超过上限 {MAX_TEMPLATE_CHARS}：真实的聊天模板只有几 KB，先检查是不是传错了文件"
        )
    if not ISOLATED:
        return render_here(source, context, track)
    try:
        json.dumps(context)
    except (TypeError, ValueError) as exc:
        raise TypeError(f"渲染的输入必须是 JSON 数据（消息、工具、字符串、数字）：{exc}") from None
    key = template_key(source)
    request = {"key": key, "context": context, "track": track, "time_limit_s": time_limit_s}
    if not _LOCK.acquire(timeout=time_limit_s + 5):
        raise RenderLimitExceeded("另一个渲染占着渲染进程还没结束；稍后再试")
    try:
        worker = _worker(memory_mb)
        try:
            reply = worker.ask(request, time_limit_s)  # the child compiled this template before?
            if reply is not None and "unknown" in reply:
                reply = worker.ask({**request, "source": source}, time_limit_s)
        except (EOFError, OSError):  # the child died (CPU limit, a crash): start afresh next time
            _stop_worker()
            raise RenderLimitExceeded(
                f"渲染进程中途退出（多半是超过了 {time_limit_s:g} 秒的 CPU 时间）"
            ) from None
        except BaseException:
            _stop_worker()  # an interrupt while waiting: the child may be mid-render
            raise
        if reply is None:
            _stop_worker()
            raise RenderLimitExceeded(
                f"渲染超过 {time_limit_s:g} 秒，已停止：模板里多半有很大的循环或很大的数字运算；"
                "真实模板几毫秒就渲染完"
            )
        if reply.get("limit") == "memory":
            _stop_worker()
            raise RenderLimitExceeded(
                f"渲染用的内存超过 {memory_mb} MB，已停止：模板在构造很大的字符串、列表或数字"
            )
    finally:
        _LOCK.release()
    if reply.get("limit") == "output":
        raise RenderLimitExceeded(
            f"渲染出 {reply['size']} 个字符，超过上限 {MAX_OUTPUT_CHARS}：这不是一段提示词"
        )
    if "error" in reply:
        raise _raised(reply)
    return reply["text"], [tuple(span) for span in reply["spans"]]
