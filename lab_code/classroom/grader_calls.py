"""The sandbox's calls back into the grader: the checker's own functions, run where the checker is.

A checker's function among a case's inputs (a ``HostCall``, or any function of the checker's
when the grader probes the student's objects: ``object_table``) reaches the sandbox as a stub.
Calling the stub sends the (plain) arguments to the grader and waits for its plain answer:
``host_call``. While an ``await`` runs in the sandbox, the student's code may await several of
the checker's coroutines at once; ``AsyncChannel`` then owns the channel: a thread reads the
grader's answers and wakes whichever call each one is for.

Lessons: shared
"""

from __future__ import annotations

import asyncio
import builtins
import itertools
import queue
import threading

from lab_code.classroom import frames
from lab_code.exercises.plain import from_wire, plain_problem, to_wire

MAX_TEXT = 2_000  # characters of an error message


class HostStopped(BaseException):
    """The grader's side of a call stopped the run (as a checker's ``BaseException`` would)."""


def host_call(channel, number: int, args: tuple, kwargs: dict, *, kind: str = "host_call", replies=None):
    """Ask the grader to run its function ``number`` on plain ``args``; its answer, or what it raised.

    ``replies``: while an ``await`` runs, a reader thread owns the channel and hands the answer over."""
    problem = plain_problem((args, kwargs))
    if problem:
        raise TypeError(f"这个函数只收普通数据：{problem}")
    frames.send(
        channel,
        {"op": "host_call", "kind": kind, "id": number, "args": to_wire(args), "kwargs": to_wire(kwargs)},
    )
    reply = replies.get() if replies is not None else frames.receive(channel, blob_limit=0)[0]
    if reply.get("op") != "host_reply":
        raise HostStopped("批改程序没有回答")
    if "value" in reply:
        return from_wire(reply["value"])
    if reply.get("stop"):
        raise HostStopped(reply.get("error", ""))
    error = getattr(builtins, str(reply.get("type")), None)  # TypeError stays a TypeError
    error = error if isinstance(error, type) and issubclass(error, Exception) else RuntimeError
    raise error(reply.get("error", ""))


class AsyncChannel:
    """While an ``await`` runs: a thread reads the grader's replies and wakes whoever waits."""

    def __init__(self, channel):
        self.channel = channel
        self.futures: dict[int, asyncio.Future] = {}
        self.sync_replies: queue.SimpleQueue = queue.SimpleQueue()
        self.numbers = itertools.count()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.reader = threading.Thread(target=self._read, name="grader-replies", daemon=True)

    async def run(self, coroutine):
        self.loop = asyncio.get_running_loop()
        self.reader.start()
        return await coroutine

    async def call(self, number: int, args: tuple, kwargs: dict):
        call = next(self.numbers)
        future = self.loop.create_future()
        self.futures[call] = future
        frames.send(
            self.channel,
            {
                "op": "async_call",
                "call": call,
                "id": number,
                "args": to_wire(args),
                "kwargs": to_wire(kwargs),
            },
        )
        return await future

    def _read(self) -> None:
        while True:
            try:
                message, _ = frames.receive(self.channel, blob_limit=0)
            except (frames.ChannelClosed, frames.ChannelError, OSError):
                return
            op = message.get("op")
            if op == "async_end":
                return
            if op == "host_reply":
                self.sync_replies.put(message)
            elif op == "async_reply" and type(message.get("call")) is int:
                future = self.futures.pop(message["call"], None)
                if future is not None and self.loop is not None:
                    self.loop.call_soon_threadsafe(_settle, future, message)


def _settle(future: asyncio.Future, message: dict) -> None:
    if future.done():
        return
    if "value" in message:
        try:
            future.set_result(from_wire(message["value"]))
            return
        except ValueError:
            future.set_exception(RuntimeError("批改程序的回答读不出来"))
            return
    future.set_exception(RuntimeError(str(message.get("error", ""))[:MAX_TEXT]))
