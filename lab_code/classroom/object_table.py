"""The sandbox's side of probing a student's objects from the grader: one operation at a time.

Some checkers do more than call the student's function: they decorate a function of their own
with it and count calls (0.7), build instances of the class it returns (0.8), drive the context
manager it returns (0.10), await the coroutine it returns (0.14). Which outcome such a probe
produces is part of the verdict, so it is decided in the grader (``remote_objects``): the
checker's code runs there, on stand-ins for the student's objects, and each thing it does to a
stand-in (call it, read an attribute, index it, ``with`` it, ``await`` it) becomes one operation
that this table performs on the real object in the sandbox and answers with plain data, or
with a numbered handle when the result is not plain. Nothing here decides anything: a kernel
that answers the grader's operations falsely has to answer every one of them as the real object
would, which is writing it.

What crosses, per operation (``{"op": "object", "do": …, "target": <handle>}``):

* in: the operands, pickled by the grader: plain data, handles (``("handle", n)``), the
  checker's own functions as **callbacks** (``("callback", n, meta)``: a stub here that asks the
  grader to run the function, synchronously or, for a coroutine function, as an awaitable), and
  mutable arguments as **mirrors** (``("mirror", n, data)``: a copy here whose state goes back
  after every operation, so a dict the student's context manager changes changes there too);
* out: ``{"op": "outcome", "result": …, "mirrors": {n: data}}`` where ``result`` is
  ``{"value": plain}``, ``{"handle": n, "class": bool}``, ``{"named": "dataclasses:_FIELD"}``
  (one of a few sentinels compared by identity), or ``{"raised": {"error", "names", "same"}}``.

Lessons: shared
"""

from __future__ import annotations

import asyncio
import inspect
import io
import itertools
import pickle
from typing import Any

from lab_code.classroom.grader_calls import AsyncChannel, host_call
from lab_code.exercises.plain import from_wire, plain_problem, to_wire

# Module-level sentinels a checker compares with ``is`` (``dataclasses.fields`` keeps the fields
# whose ``_field_type is _FIELD``): sent by name, the grader uses its own object. Never a
# callable: a name the sandbox sends can only ever become one of these inert values.
NAMED = (
    "dataclasses:_FIELD",
    "dataclasses:_FIELD_CLASSVAR",
    "dataclasses:_FIELD_INITVAR",
    "dataclasses:MISSING",
    "builtins:Ellipsis",
    "builtins:NotImplemented",
)
MAX_ITERATED = 10_000  # items one ``iter`` operation returns; a longer iterable is refused
MAX_TEXT = 2_000  # characters of a repr or an error message
READER_WAIT_S = 30.0  # how long the child waits for the grader's "async_end" after an await


def named_objects() -> dict[str, Any]:
    import builtins
    import dataclasses

    modules = {"builtins": builtins, "dataclasses": dataclasses}
    found = {}
    for name in NAMED:
        module, _, attribute = name.partition(":")
        if hasattr(modules[module], attribute):
            found[name] = getattr(modules[module], attribute)
    return found


_IMMUTABLE = (type(None), bool, int, float, complex, str, bytes)


def _by_value(value: Any) -> bool:
    """Plain and immutable all the way down: safe to copy (a list or dict keeps its identity here)."""
    if type(value) in _IMMUTABLE:
        return True
    if type(value) in (tuple, frozenset):
        return all(_by_value(v) for v in value) and plain_problem(value) is None
    return False


def _text(value: Any) -> str:
    try:
        text = str(value)
    except Exception:
        return "（无法显示）"
    return text[:MAX_TEXT]


class ObjectTable:
    """The student's objects the grader holds handles to (handle 0: the function handed in)."""

    def __init__(self, root: Any, channel):
        self.objects: dict[int, Any] = {0: root}
        self.mirrors: dict[int, Any] = {}
        self.channel = channel
        self.named = {id(obj): name for name, obj in named_objects().items()}
        self.sent_exception: BaseException | None = None
        self._async: AsyncChannel | None = None
        self.reading: AsyncChannel | None = None

    # ------------------------------------------------------------ one operation

    def run(self, message: dict, blob: bytes) -> dict:
        try:
            operands = _OperandUnpickler(blob, self).load() if blob else ()
            target = self.objects[message.get("target", 0)]
        except Exception as exc:  # not the student's doing: the grader says so, loudly
            return {"op": "outcome", "machinery": f"{type(exc).__name__}: {exc}"[:MAX_TEXT]}
        action = ACTIONS.get(message.get("do"))
        try:
            if action is None:
                raise TypeError(f"unknown operation {message.get('do')!r}")
            result = self.encode(action(self, target, message, *operands))
        except BaseException as exc:  # the student's code raised (SystemExit included): that is the answer
            result = {"raised": self._raised(exc)}
        finally:
            self.sent_exception = None
        return {"op": "outcome", "result": result, "mirrors": self._mirror_states()}

    def _raised(self, exc: BaseException) -> dict:
        try:
            names = [f"{k.__module__}.{k.__qualname__}" for k in type(exc).__mro__]
        except Exception:
            names = []
        return {
            "error": f"{type(exc).__name__}: {_text(exc)}" if _text(exc) else type(exc).__name__,
            "names": names[:64],
            "same": exc is self.sent_exception and exc is not None,
        }

    def encode(self, value: Any) -> dict:
        if type(value) is _Encoded:
            return value.wire
        name = self.named.get(id(value))
        if name is not None:
            return {"named": name}
        if _by_value(value):
            return {"value": to_wire(value)}
        number = len(self.objects)
        self.objects[number] = value
        return {"handle": number, "class": isinstance(value, type)}

    def _mirror_states(self) -> dict:
        states = {}
        for number, value in self.mirrors.items():
            if plain_problem(value) is None:  # a mirror the student filled with objects stays as it was there
                states[str(number)] = to_wire(value)
        return states

    # ------------------------------------------------------------ callbacks into the grader

    def callback(self, number: int, meta: dict):
        """A stand-in for the checker's function ``number``: it runs in the grader when called."""
        table = self

        if meta.get("coroutine"):

            async def stub(*args, **kwargs):
                return await table._call_async(number, args, kwargs)

        else:

            def stub(*args, **kwargs):
                replies = table._async.sync_replies if table._async else None
                return host_call(table.channel, number, args, kwargs, kind="callback", replies=replies)

        for attribute in ("__name__", "__qualname__", "__doc__", "__module__"):
            if isinstance(meta.get(attribute), str):
                setattr(stub, attribute, meta[attribute])
        return stub

    async def _call_async(self, number: int, args: tuple, kwargs: dict):
        problem = plain_problem((args, kwargs))
        if problem:
            raise TypeError(f"这个函数只收普通数据：{problem}")
        if self._async is None:
            raise RuntimeError("这个协程函数只能在被 await 的协程里调用")
        return await self._async.call(number, args, kwargs)

    # ------------------------------------------------------------ await

    def await_(self, awaitable) -> Any:
        """Run ``awaitable`` to its end on an event loop of its own, answering async callbacks."""
        if not inspect.isawaitable(awaitable):
            raise TypeError(f"object {type(awaitable).__name__} can't be used in 'await' expression")

        async def drive():
            return await awaitable

        self._async = AsyncChannel(self.channel)
        self.reading = self._async  # still reading: see ``after_reply``
        try:
            return asyncio.run(self._async.run(drive()))
        finally:
            self._async = None

    def after_reply(self) -> None:
        """Once the outcome of an ``await`` is sent, the grader says "async_end": until the reader
        thread has read it, it owns the channel, so nothing else may read."""
        reading, self.reading = self.reading, None
        if reading is not None:
            reading.reader.join(timeout=READER_WAIT_S)


class _OperandUnpickler(pickle.Unpickler):
    """The grader's operands: its own data, with handles, callbacks and mirrors by reference."""

    def __init__(self, data: bytes, table: ObjectTable):
        super().__init__(io.BytesIO(data))
        self.table = table

    def persistent_load(self, pid):
        kind = pid[0]
        if kind == "handle":
            return self.table.objects[pid[1]]
        if kind == "callback":
            return self.table.callback(pid[1], pid[2])
        if kind == "mirror":
            number = pid[1]
            if number not in self.table.mirrors:
                self.table.mirrors[number] = from_wire(pid[2])
            return self.table.mirrors[number]
        raise pickle.UnpicklingError(f"unknown persistent id {kind!r}")


# ---------------------------------------------------------------- the operations


def _call(table, target, message, args=(), kwargs=None):
    return target(*args, **(kwargs or {}))


def _getattr(table, target, message):
    return getattr(target, str(message.get("name")))


def _setattr(table, target, message, value):
    setattr(target, str(message.get("name")), value)


def _delattr(table, target, message):
    delattr(target, str(message.get("name")))


def _iterate(table, target, message):
    items = list(itertools.islice(iter(target), MAX_ITERATED + 1))
    if len(items) > MAX_ITERATED:
        raise ValueError(f"迭代出的元素超过 {MAX_ITERATED} 个")
    return _Encoded({"items": [table.encode(item) for item in items]})


def _enter(table, target, message):
    return type(target).__enter__(target)


def _exit(table, target, message, exception=None):
    table.sent_exception = exception
    if exception is None:
        return type(target).__exit__(target, None, None, None)
    return type(target).__exit__(target, type(exception), exception, exception.__traceback__)


def _value(table, target, message):
    problem = plain_problem(target)
    if problem is not None:
        return _Encoded({"problem": problem})
    return _Encoded({"value": to_wire(target)})


class _Encoded:
    """A result already in wire form (a list of encoded items, a plain copy)."""

    def __init__(self, wire):
        self.wire = wire


ACTIONS = {
    "call": _call,
    "getattr": _getattr,
    "setattr": _setattr,
    "delattr": _delattr,
    "getitem": lambda table, target, message, key: target[key],
    "setitem": lambda table, target, message, key, value: target.__setitem__(key, value),
    "delitem": lambda table, target, message, key: target.__delitem__(key),
    "contains": lambda table, target, message, item: item in target,
    "len": lambda table, target, message: len(target),
    "bool": lambda table, target, message: bool(target),
    "eq": lambda table, target, message, other: target == other,
    "ne": lambda table, target, message, other: target != other,
    "hash": lambda table, target, message: hash(target),
    "repr": lambda table, target, message: _text(repr(target)),
    "str": lambda table, target, message: _text(target),
    "iter": _iterate,
    "enter": _enter,
    "exit": _exit,
    "await": lambda table, target, message: table.await_(target),
    "value": _value,
}
