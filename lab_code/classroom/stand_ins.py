"""Stand-ins for a student's objects, on the grader's side: every use of one is an operation there.

``remote_objects.Probe`` sends the operations; a ``RemoteObject`` is what a checker's adapter holds
instead of the student's function or of anything it returned. Python's own protocols
(calling, attributes, items, iteration, comparison, ``with``, ``await``) each become one
operation; ``isinstance(obj, type)`` is answered from what the sandbox said the object is.
``materialize`` turns what the adapter returns into plain data before the checker judges it,
and ``OperandPickler`` decides how each operand travels: stand-ins by handle, the checker's
functions as callbacks, dicts and lists the student's code may change as mirrors.

Lessons: shared
"""

from __future__ import annotations

import inspect
from types import FunctionType
from typing import Any

import cloudpickle

from lab_code.exercises.call_result import HostCall
from lab_code.exercises.plain import plain_problem, to_wire


class SameException(Exception):
    """The student's ``__exit__`` let the exception it was given go on (returned nothing true)."""


class NotPlain:
    """What ``materialize`` gives for a result that is not plain data: the checker rejects it."""

    def __init__(self, problem: str):
        self.problem = problem


class RemoteObject:
    """A student's object living in the sandbox; every use of it is one operation there."""

    __slots__ = ("_lab_probe", "_lab_id", "_lab_class")

    def __init__(self, probe, number: int, is_class: bool):
        object.__setattr__(self, "_lab_probe", probe)
        object.__setattr__(self, "_lab_id", number)
        object.__setattr__(self, "_lab_class", is_class)

    def _lab(self, action: str, *operands, **options):
        return self._lab_probe.do(action, self._lab_id, *operands, **options)

    @property
    def __class__(self):  # isinstance(x, type) asks this: a class there is a class here
        return type if self._lab_class else RemoteObject

    def __call__(self, *args, **kwargs):
        mirror = tuple(v for v in (*args, *kwargs.values()) if type(v) in (dict, list))
        return self._lab("call", args, kwargs, mirror=mirror)

    def __getattr__(self, name: str):
        return self._lab("getattr", name=name)

    def __setattr__(self, name: str, value) -> None:
        self._lab("setattr", value, name=name)

    def __delattr__(self, name: str) -> None:
        self._lab("delattr", name=name)

    def __getitem__(self, key):
        return self._lab("getitem", key)

    def __setitem__(self, key, value) -> None:
        self._lab("setitem", key, value)

    def __delitem__(self, key) -> None:
        self._lab("delitem", key)

    def __contains__(self, item) -> bool:
        return _bool(self._lab("contains", item))

    def __iter__(self):
        return iter(self._lab("iter"))

    def __len__(self) -> int:
        return self._lab_int("len")

    def __bool__(self) -> bool:
        return _bool(self._lab("bool"))

    def __eq__(self, other):
        return self._lab("eq", other)

    def __ne__(self, other):
        return self._lab("ne", other)

    def __hash__(self) -> int:
        return self._lab_int("hash")

    def _lab_int(self, operation: str) -> int:
        """``len()`` and ``hash()`` must get a real int, whatever the sandbox answered."""
        value = self._lab(operation)
        if type(value) is not int:
            raise TypeError(f"{operation}() 没有返回整数")
        return value

    def __repr__(self) -> str:
        return str(self._lab("repr"))

    def __str__(self) -> str:
        return str(self._lab("str"))

    def __enter__(self):
        return self._lab("enter")

    def __exit__(self, kind, exception, traceback):
        try:
            return _bool(self._lab("exit", exception))
        except SameException:
            return False  # the block's own exception goes on, here as there

    def __await__(self):
        return self._lab_probe.await_(self._lab_id).__await__()


def _bool(value: Any) -> bool:
    if type(value) is bool:
        return value
    if type(value) is RemoteObject:
        return bool(value)
    raise TypeError("结果不是 True 或 False")


def materialize(value: Any, probe) -> Any:
    """``value`` with every stand-in replaced by the plain value of the object there (or left
    as something the checker rejects as not plain)."""
    kind = type(value)
    if kind is RemoteObject:
        return probe.do("value", value._lab_id)  # a NotPlain when it is not plain data
    if kind in (list, tuple, set, frozenset):
        return kind(materialize(v, probe) for v in value)
    if kind is dict:
        return {materialize(k, probe): materialize(v, probe) for k, v in value.items()}
    return value


def _checker_function(obj: Any) -> bool:
    """A function of the course's own (a checker's helper, a closure, a HostCall) goes as a
    callback; pickle's and cloudpickle's reconstructors must keep going by reference."""
    if type(obj) is HostCall:
        return True
    return type(obj) is FunctionType and str(getattr(obj, "__module__", "")).startswith("lab_code.")


class OperandPickler(cloudpickle.Pickler):
    """Operands go by value, except stand-ins (by handle), the checker's functions (as callbacks)
    and the dicts and lists the student's code may change (as mirrors)."""

    def __init__(self, file, probe, mirrored: set[int]):
        super().__init__(file, protocol=5)
        self.probe, self.mirrored = probe, mirrored

    def persistent_id(self, obj):
        session = self.probe.session
        if type(obj) is RemoteObject:
            return ("handle", obj._lab_id)
        if id(obj) in self.mirrored and type(obj) in (dict, list) and plain_problem(obj) is None:
            number = session.mirror_number(obj)
            return ("mirror", number, to_wire(obj))
        if _checker_function(obj):
            number = session.callback_number(obj)
            meta = {a: getattr(obj, a, None) for a in ("__name__", "__qualname__", "__module__")}
            meta = {k: v for k, v in meta.items() if isinstance(v, str)}
            meta["coroutine"] = inspect.iscoroutinefunction(obj)
            return ("callback", number, meta)
        return None
