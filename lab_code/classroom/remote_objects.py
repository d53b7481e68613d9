"""The grader's stand-ins for a student's objects: a checker's probe runs here, every step of it an
operation on the real object in the sandbox (``object_table`` is the other side).

A checker that calls the student's function through an *adapter* (decorate a function of the
checker's with it, build the class it returns, drive its context manager, await its coroutine)
used to run that adapter inside the sandbox, next to the student's code, and trust what it
returned: an answer cell that replaced the sandbox's ``run_one`` earned the points with every
function still a stub. Now the adapter runs in the grader, given ``Probe.root`` in place of the
function. ``RemoteObject`` turns what the adapter does into operations:

    adapter code                      operation          answered with
    f(x, k=1)                         call               a plain value, or a new stand-in
    obj.attr / setattr / del          getattr, …         the same
    obj[k], obj[k] = v, del obj[k]    getitem, …
    for x in obj / len / in / bool    iter, len, …       plain values or stand-ins
    obj == other, hash(obj)           eq, ne, hash
    with obj:                         enter, exit        the exception the block raised goes along
    await obj                         await              the checker's coroutine functions run here
    isinstance(obj, type)             (no operation)     ``__class__`` says whether it is a class

The checker's own functions in the operands become **callbacks** (the student's code calls a
stub, the function runs here: a call counted is a call seen here), a dict or list handed over
is **mirrored** (what the student's code does to it there is copied back after every
operation), and the result the adapter returns is made plain (``materialize``) before the
checker compares it. Each operation waits at most until the case's deadline.

Lessons: shared
"""

from __future__ import annotations

import asyncio
import builtins
import io
import logging
import select
import time
from typing import Any

from lab_code.classroom import frames
from lab_code.classroom.object_table import named_objects
from lab_code.classroom.stand_ins import NotPlain, OperandPickler, RemoteObject, SameException
from lab_code.exercises.call_result import OutOfTime, RemoteRaised
from lab_code.exercises.plain import WireError, from_wire, plain_problem, to_wire

log = logging.getLogger(__name__)
REPLY_MARGIN_S = 5.0  # past the case's deadline, how long the kernel has to report its own timeout
_NAMED = named_objects()
_REMOTE_ERRORS: dict[type, type] = {}


class ProbeBroken(Exception):
    """The channel to the kernel failed or was misused: the remaining cases cannot run."""


class Probe:
    """One case's operations on the objects of one session (``remote_student._Session``)."""

    def __init__(self, session, deadline: float):
        self.session, self.deadline = session, deadline
        self.remote = session.remote
        self.root = RemoteObject(self, 0, False)

    # ------------------------------------------------------------ sending one operation

    def do(self, action: str, target: int, *operands, name: str | None = None, mirror: tuple = ()) -> Any:
        header = {"op": "object", "do": action, "target": target}
        if name is not None:
            header["name"] = name
        self._send(header, self._pickle(operands, mirror) if operands else b"")
        return self._result(self._wait_outcome())

    def _pickle(self, operands: tuple, mirror: tuple) -> bytes:
        buffer = io.BytesIO()
        with self.remote.pickling_by_value():
            OperandPickler(buffer, self, {id(m) for m in mirror}).dump(operands)
        return buffer.getvalue()

    def _send(self, header: dict, blob: bytes = b"") -> None:
        if self.remote.broken is not None:
            raise ProbeBroken(self.remote.broken)
        header["time_limit"] = max(self.deadline - time.monotonic(), 0.01)
        try:
            frames.send(self.remote.channel, header, blob)
        except OSError as exc:
            self._broken(f"批改通道断了（{type(exc).__name__}）")

    def _broken(self, why: str):
        self.remote.broken = why
        raise ProbeBroken(why)

    def _receive(self) -> dict:
        remaining = self.deadline + REPLY_MARGIN_S - time.monotonic()
        try:
            message, _ = frames.receive(self.remote.channel, timeout=max(remaining, 0.01), blob_limit=0)
        except TimeoutError:
            self._broken("内核没有按时报告结果")
        except (frames.ChannelClosed, frames.ChannelError) as exc:
            self._broken(f"内核回的消息不对（{exc}）")
        return message

    def _wait_outcome(self) -> dict:
        while True:
            message = self._receive()
            op = message.get("op")
            if op == "outcome":
                return message
            if op == "host_call":
                self._answer(message)
            elif op == "async_call":  # a coroutine function called outside an await: refuse it
                self._reply_async(message, error="这个协程只能在被 await 的协程里运行")
            else:
                self._broken(f"内核发来了意外的 {op!r}")

    def _result(self, message: dict) -> Any:
        self._sync_mirrors(message.get("mirrors"))
        if message.get("timeout"):
            self.remote.timeouts += 1
            raise OutOfTime()
        if "machinery" in message:
            log.warning("the sandbox could not run an operation: %s", str(message["machinery"])[:500])
            self._broken("批改环境没能运行这个用例（已记录，请告诉老师）")
        if "result" not in message:  # the kernel's relay: the child process died
            outcome = message.get("outcome")
            error = outcome.get("error", "") if isinstance(outcome, dict) else ""
            raise RemoteRaised(
                str(error)[:2000] or "运行你的函数的进程意外结束了", ("builtins.RuntimeError",)
            )
        return self.decode(message["result"])

    def decode(self, result: Any) -> Any:
        if type(result) is not dict:
            self._broken("内核回的结果不对")
        try:
            if "value" in result:
                return from_wire(result["value"])
            if "named" in result:
                return _NAMED[result["named"]]
            if "handle" in result and type(result["handle"]) is int:
                return RemoteObject(self, result["handle"], result.get("class") is True)
            if "items" in result and type(result["items"]) is list:
                return [self.decode(item) for item in result["items"]]
            if "raised" in result:
                raise _raised(result["raised"])
            if "problem" in result:
                return NotPlain(str(result["problem"])[:500])
        except (KeyError, WireError):
            pass
        self._broken("内核回的结果不对")

    def _sync_mirrors(self, states: Any) -> None:
        if not isinstance(states, dict):
            return
        for key, wire in states.items():
            local = self.session.mirrors.get(int(key)) if str(key).isdigit() else None
            if local is None:
                continue
            try:
                value = from_wire(wire)
            except WireError:
                continue
            if type(local) is dict and type(value) is dict:
                local.clear()
                local.update(value)
            elif type(local) is list and type(value) is list:
                local[:] = value

    # ------------------------------------------------------------ the checker's functions, called from there

    def _answer(self, message: dict) -> None:
        number, kind = message.get("id"), message.get("kind")
        functions = self.session.callbacks
        if kind != "callback" or type(number) is not int or not 0 <= number < len(functions):
            self._broken("host_call to an unknown id")
        args, kwargs = from_wire(message.get("args")), from_wire(message.get("kwargs"))
        if type(args) is not tuple or type(kwargs) is not dict or not all(type(k) is str for k in kwargs):
            self._broken("host_call arguments are not (tuple, dict)")
        reply: dict = {"op": "host_reply", "id": number}
        try:
            value = functions[number](*args, **kwargs)
            reply["value"] = _plain_or_error(value)
        except BaseException as exc:  # the checker's function stopped the call: say so over there
            reply.update(error=str(exc)[:500], type=type(exc).__name__, stop=not isinstance(exc, Exception))
        self._send(reply)

    def _reply_async(self, message: dict, *, value: Any = None, error: str | None = None) -> None:
        reply = {"op": "async_reply", "call": message.get("call")}
        if error is None:
            try:
                reply["value"] = _plain_or_error(value)
            except TypeError as exc:
                reply["error"] = str(exc)
        else:
            reply["error"] = error[:500]
        self._send(reply)

    async def await_(self, target: int) -> Any:
        """``await`` a student's awaitable: it runs there; the checker's coroutines it awaits run here."""
        self._send({"op": "object", "do": "await", "target": target})
        running: dict[asyncio.Task, dict] = {}
        try:
            while True:
                for task in [t for t in running if t.done()]:
                    message = running.pop(task)
                    if task.cancelled() or task.exception() is not None:
                        error = "cancelled" if task.cancelled() else repr(task.exception())
                        self._reply_async(message, error=error)
                    else:
                        self._reply_async(message, value=task.result())
                if not select.select([self.remote.channel], [], [], 0)[0]:
                    if time.monotonic() > self.deadline + REPLY_MARGIN_S:
                        self._broken("内核没有按时报告结果")
                    await asyncio.sleep(0.002)  # the checker's coroutines run meanwhile
                    continue
                message = self._receive()
                op = message.get("op")
                if op == "outcome":
                    self._send({"op": "async_end"})
                    return self._result(message)
                if op == "host_call":
                    self._answer(message)
                elif op == "async_call":
                    running[asyncio.ensure_future(self._run_callback(message))] = message
                else:
                    self._broken(f"内核发来了意外的 {op!r}")
        finally:
            for task in running:
                task.cancel()

    async def _run_callback(self, message: dict):
        number = message.get("id")
        functions = self.session.callbacks
        if type(number) is not int or not 0 <= number < len(functions):
            raise RuntimeError("unknown callback")
        args, kwargs = from_wire(message.get("args")), from_wire(message.get("kwargs"))
        if type(args) is not tuple or type(kwargs) is not dict:
            raise RuntimeError("bad arguments")
        return await functions[number](*args, **kwargs)


def _plain_or_error(value: Any) -> Any:
    if plain_problem(value) is not None:
        raise TypeError(f"the checker's function returned non-plain data: {type(value).__name__}")
    return to_wire(value)


def _raised(data: Any) -> BaseException:
    """A local exception for what the student's code raised there: a builtin one (by the first
    builtin class in its MRO, so ``except AttributeError`` and ``NotImplementedError`` work
    here) carrying the remote class names; ``same``: it re-raised the exception sent to it."""
    if not isinstance(data, dict):
        return RemoteRaised("（读不出来的异常）", ())
    names = tuple(str(n)[:300] for n in data.get("names", [])[:64] if isinstance(n, str))
    error = str(data.get("error", ""))[:2000]
    if data.get("same") is True:
        return SameException()
    base = next(
        (
            getattr(builtins, n.partition(".")[2])
            for n in names
            if n.startswith("builtins.")
            and isinstance(getattr(builtins, n.partition(".")[2], None), type)
            and issubclass(getattr(builtins, n.partition(".")[2]), BaseException)
        ),
        Exception,
    )
    if base is NotImplementedError:
        return NotImplementedError(error)
    if base not in _REMOTE_ERRORS:
        _REMOTE_ERRORS[base] = type(f"Remote{base.__name__}", (RemoteRaised, base), {})
    return _REMOTE_ERRORS[base](error, names)
