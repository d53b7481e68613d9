"""The grader's handle on a function that lives in a sandboxed kernel (``student_call.RemoteCases``).

A checker called with this handle runs exactly as on a function, here in the grader's process:
it builds its cases and judges them. Each case's inputs go to the kernel pickled (``cloudpickle``:
the checker's helper functions and lambdas travel by value, so the sandbox needs no checker
module), and the outcome comes back as plain JSON (``StudentCallResult.from_wire``): nothing from the
sandbox is ever unpickled or executed here. A ``HostCall`` among the inputs (a scripted model
that takes notes) stays here; the sandbox gets a stub that calls back.

Code of modules the sandbox does not mount (``course_view``) is pickled by value, everything
else by reference: an exception class the student's code imports must be the same class.

Lessons: shared
"""

from __future__ import annotations

import io
import logging
import os
import socket
import time
from collections.abc import Iterable
from contextlib import contextmanager
from pathlib import Path

import cloudpickle

from lab_code.classroom import frames
from lab_code.classroom.remote_objects import Probe
from lab_code.classroom.stand_ins import materialize
from lab_code.exercises.call_result import (
    HostCall,
    OutOfTime,
    RemoteCases,
    RemoteSession,
    StudentCallResult,
    run_one,
)
from lab_code.exercises.checking import MAX_TIMEOUTS
from lab_code.exercises.plain import WireError, from_wire, plain_problem, to_wire

log = logging.getLogger(__name__)
HOST_MARGIN_S = 10.0  # past a case's time limit, how long to wait for the kernel to report the timeout itself
# Adapters that run in the sandbox, next to the student's code, and why that decides nothing
# there. Every other adapter runs here and probes the student's objects from outside.
SANDBOX_GLUE = {
    "lab_code.exercises.ex03._grep_outcome.<locals>.outcome": (
        "validates each generated payload with the pydantic class the student's function returns "
        "and hands back what was accepted or which fields were refused. pydantic checks "
        "issubclass(cls, BaseModel) and raises its own ValidationError, which no stand-in passes; "
        "a kernel that forges these answers must validate the payloads itself"
    ),
    "lab_code.exercises.ex09._call_loop": (
        "builds the openai client the student's loop talks through; every request it sends goes "
        "to the checker's fake server (a HostCall, here), and the verdict comes from what that "
        "server saw and the loop's plain answer"
    ),
}


class GradingError(RuntimeError):
    """The grading machinery failed (not the student's code); the teacher must see it."""


@contextmanager
def _by_value(module_names: Iterable[str]):
    import sys

    modules = [sys.modules[name] for name in module_names if name in sys.modules]
    for module in modules:
        cloudpickle.register_pickle_by_value(module)
    try:
        yield
    finally:
        for module in modules:
            cloudpickle.unregister_pickle_by_value(module)


class _CasePickler(cloudpickle.Pickler):
    def __init__(self, file, calls: list[HostCall]):
        super().__init__(file, protocol=5)
        self.calls = calls

    def persistent_id(self, obj):
        if type(obj) is HostCall:
            self.calls.append(obj)
            return ("host_call", len(self.calls) - 1)
        return None


def _readable(root: Path) -> None:
    """Let the sandbox's unprivileged user read what a checker just created under ``root``."""
    for folder, _, files in os.walk(root):
        os.chmod(folder, os.stat(folder).st_mode | 0o555)
        for name in files:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                os.chmod(path, os.stat(path).st_mode | 0o444)


class RemoteFunction(RemoteCases):
    """``func`` for a checker: every case goes over ``channel`` to the kernel that holds the function."""

    def __init__(
        self,
        channel: socket.socket,
        *,
        view,
        scratch: Path | None = None,
    ):
        self.channel, self.view, self.scratch = channel, view, scratch
        self.broken: str | None = None
        self.sessions = self.timeouts = 0

    @property
    def exhausted(self) -> bool:
        """After MAX_TIMEOUTS cases ran out of time, the rest (later batches too) count as timed out."""
        return self.timeouts >= MAX_TIMEOUTS

    def dumps(self, obj, calls: list[HostCall]) -> bytes:
        buffer = io.BytesIO()
        with self.pickling_by_value():
            _CasePickler(buffer, calls).dump(obj)
        return buffer.getvalue()

    def pickling_by_value(self):
        """Code of the modules the sandbox lacks goes by value, everything else by reference."""
        return _by_value(self.view.by_value())

    def open_session(self, adapter, time_limit, forbid, course_code) -> RemoteSession:
        visible = [name for name in forbid if not self.view.hides(name.partition(":")[0])]
        if self.view.enforced and (visible or (not course_code and self.view.course_code)):
            raise GradingError(f"批改沙箱里还能用到这个练习禁止的代码：{visible or 'lab_code'}")
        self.sessions += 1
        return _Session(self, adapter, time_limit)


def runs_in_sandbox(adapter) -> bool:
    """Whether ``adapter`` is one of the few that run next to the student's code (``SANDBOX_GLUE``)."""
    return f"{getattr(adapter, '__module__', '')}.{getattr(adapter, '__qualname__', '')}" in SANDBOX_GLUE


class _Session(RemoteSession):
    def __init__(self, remote: RemoteFunction, adapter, time_limit: float):
        self.remote, self.time_limit = remote, time_limit
        # An adapter probes the student's objects from here (remote_objects), unless it is glue
        # that must run where they live; then it goes over, as the function's own code does.
        self.adapter = adapter if adapter is not None and not runs_in_sandbox(adapter) else None
        self.callbacks: list = []  # the checker's functions the student's code may call back
        self.mirrors: dict[int, object] = {}  # number -> a dict or list mirrored over there
        self._numbers: dict[int, int] = {}
        if remote.broken is None and not remote.exhausted:
            blob = remote.dumps(None if self.adapter is not None else adapter, [])
            self._send({"op": "session", "time_limit": time_limit}, blob)

    def callback_number(self, function) -> int:
        if id(function) not in self._numbers:
            self._numbers[id(function)] = len(self.callbacks)
            self.callbacks.append(function)  # kept alive: its id stays its own
        return self._numbers[id(function)]

    def mirror_number(self, value) -> int:
        key = -1 - id(value)  # apart from the callbacks' keys
        if key not in self._numbers:
            self._numbers[key] = len(self.mirrors)
            self.mirrors[self._numbers[key]] = value
        return self._numbers[key]

    def _probe(self, args: tuple, kwargs: dict) -> StudentCallResult:
        """One case of an adapter run here, on a stand-in for the function (remote_objects)."""
        remote = self.remote
        probe = Probe(self, time.monotonic() + self.time_limit)
        adapter = self.adapter

        def materialized(func, *a, **k):
            return materialize(adapter(func, *a, **k), probe)

        try:
            outcome = run_one(probe.root, materialized, args, kwargs)
        except OutOfTime:
            return StudentCallResult("timeout")
        if remote.broken is not None:
            return StudentCallResult("raised", error=f"没能运行：{remote.broken}")
        outcome.args_after = args
        return outcome

    def _send(self, header: dict, blob: bytes = b"") -> None:
        try:
            frames.send(self.remote.channel, header, blob)
        except OSError as exc:
            self.remote.broken = f"批改通道断了（{type(exc).__name__}）"

    def call(self, args: tuple, kwargs: dict) -> StudentCallResult:
        remote = self.remote
        if remote.exhausted:
            return StudentCallResult("timeout")
        if remote.scratch is not None:
            _readable(remote.scratch)
        if self.adapter is not None:
            if remote.broken is not None:
                return StudentCallResult("raised", error=f"没能运行：{remote.broken}")
            return self._probe(args, kwargs)
        calls: list[HostCall] = []
        blob = remote.dumps((args, kwargs), calls)  # pickling is the checker's business: errors are ours
        if remote.broken is None:
            self._send({"op": "case"}, blob)
        deadline = time.monotonic() + self.time_limit + HOST_MARGIN_S
        while remote.broken is None:
            try:
                message, _ = frames.receive(
                    remote.channel, timeout=max(deadline - time.monotonic(), 0.01), blob_limit=0
                )
                if message["op"] == "outcome":
                    if "machinery" in message:  # our bug, or a student saying so: the case fails either way
                        log.warning("the sandbox could not run a case: %s", str(message["machinery"])[:500])
                        return StudentCallResult(
                            "raised", error="批改环境没能运行这个用例（已记录，请告诉老师）"
                        )
                    outcome = StudentCallResult.from_wire(message.get("outcome"))
                    remote.timeouts += outcome.kind == "timeout"
                    return outcome
                if message["op"] != "host_call":
                    raise frames.ChannelError(f"unexpected {message['op']!r}")
                self._answer(message, calls)
            except TimeoutError:
                remote.broken = "内核没有按时报告结果"
                remote.timeouts += 1
                return StudentCallResult("timeout")
            except (frames.ChannelClosed, frames.ChannelError, WireError) as exc:
                remote.broken = f"内核回的消息不对（{exc}）"
        return StudentCallResult("raised", error=f"没能运行：{remote.broken}")

    def _answer(self, message: dict, calls: list[HostCall]) -> None:
        number = message.get("id")
        if type(number) is not int or not 0 <= number < len(calls):
            raise frames.ChannelError("host_call to an unknown id")
        args, kwargs = from_wire(message.get("args")), from_wire(message.get("kwargs"))
        if type(args) is not tuple or type(kwargs) is not dict or not all(type(k) is str for k in kwargs):
            raise frames.ChannelError("host_call arguments are not (tuple, dict)")
        reply: dict = {"op": "host_reply", "id": number}
        try:
            value = calls[number](*args, **kwargs)
            if plain_problem(value) is not None:
                raise GradingError(f"HostCall returned non-plain data: {type(value).__name__}")
            reply["value"] = to_wire(value)
        except GradingError:
            raise
        except BaseException as exc:  # the checker's own function stopped the call: say so over there
            reply.update(error=str(exc)[:500], type=type(exc).__name__, stop=not isinstance(exc, Exception))
        self._send(reply)

    def close(self) -> None:
        remote = self.remote
        if remote.broken is not None or remote.exhausted:
            return
        self._send({"op": "end_session"})
        try:
            message, _ = frames.receive(remote.channel, timeout=HOST_MARGIN_S, blob_limit=0)
            if message["op"] != "ended":
                raise frames.ChannelError(message["op"])
        except (TimeoutError, frames.ChannelClosed, frames.ChannelError) as exc:
            remote.broken = f"内核没有结束上一组用例（{exc}）"
