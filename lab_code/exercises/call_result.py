"""What one call of a student's function did (``StudentCallResult``), and functions that live elsewhere.

``run_one`` calls the function (through a checker's adapter) and keeps only what a checker may
look at: plain data returned, or what was raised, by name. A ``StudentCallResult`` crosses a
pipe as JSON (``to_wire`` / ``from_wire``), so a grader in another process judges it the same way.

``RemoteCases`` is a handle on a function in another (sandboxed) process: ``StudentRunner``
sends each case through it. ``HostCall`` marks a checker's own callable that the student's code
calls and that must stay on the checker's side.

Lessons: shared
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from lab_code.exercises.plain import WireError, from_wire, plain_problem, to_wire


class OutOfTime(BaseException):
    """Raised inside a worker that ran past its time limit (BaseException: `except Exception` won't eat it)."""


class RemoteRaised(Exception):
    """What a student's code raised in another process: its text and its classes' names (a
    grader probing the student's objects from outside, ``lab_code.classroom.remote_objects``)."""

    def __init__(self, error: str, names: tuple[str, ...]):
        super().__init__(error)
        self.error, self.names = error, tuple(names)


RESULT_KINDS = ("returned", "raised", "not_done", "timeout", "forbidden")


@dataclass
class StudentCallResult:
    kind: str  # one of RESULT_KINDS
    value: Any = None  # the returned value, only when it is plain data
    problem: str | None = None  # why the returned value is not acceptable data
    error: str = ""  # "TypeError: …" when raised; the course function's name when forbidden
    raised: type | None = None  # the class of what was raised (for cases that expect an exception)
    still_running: bool = False  # a timed-out worker that could not be stopped
    raised_names: tuple[str, ...] = ()  # "module.Class" of what was raised and its bases (remote outcomes)
    args_after: Any = None  # remote outcomes: the (plain) arguments as the call left them

    def raised_is(self, exc_type: type) -> bool:
        """Whether what was raised is an ``exc_type`` (by class here, by name across a pipe)."""
        if self.kind != "raised":
            return False
        if self.raised is not None:
            return issubclass(self.raised, exc_type)
        return qualified_name(exc_type) in self.raised_names

    def to_wire(self) -> dict:
        """JSON-ready, for the pipe from a sandboxed process (``value`` is plain data or None)."""
        return {
            "kind": self.kind,
            "value": to_wire(self.value),
            "problem": self.problem,
            "error": self.error,
            "raised_names": list(self.raised_names),
            "args_after": to_wire(self.args_after) if plain_problem(self.args_after) is None else None,
        }

    @classmethod
    def from_wire(cls, data: Any) -> StudentCallResult:
        """Read an outcome sent by an untrusted process; anything malformed raises ``WireError``."""
        if type(data) is not dict or data.get("kind") not in RESULT_KINDS:
            raise WireError("not an outcome")
        problem, error, names = data.get("problem"), data.get("error", ""), data.get("raised_names", [])
        if not (problem is None or type(problem) is str) or type(error) is not str:
            raise WireError("bad outcome text")
        if type(names) is not list or not all(type(n) is str for n in names) or len(names) > 64:
            raise WireError("bad raised_names")
        return cls(
            kind=data["kind"],
            value=from_wire(data.get("value")),
            problem=problem if problem is None else problem[:2000],
            error=error[:2000],
            raised_names=tuple(n[:300] for n in names),
            args_after=from_wire(data.get("args_after")),
        )


def qualified_name(kind: type) -> str:
    return f"{kind.__module__}.{kind.__qualname__}"


def _describe(exc: BaseException) -> str:
    try:
        name = type(exc).__name__
        text = str(exc)
    except Exception:  # a student's __str__ may raise too
        return "一个无法显示的异常"
    return f"{name}: {text[:300]}" if text else name


def _raised_names(kind: type) -> tuple[str, ...]:
    try:
        return tuple(qualified_name(k) for k in kind.__mro__)
    except Exception:  # a metaclass can make even these attributes raise
        return ()


def run_one(func, adapter, args: tuple, kwargs: dict) -> StudentCallResult:
    """Call the function (through ``adapter`` if given) on one case; what happened, as a ``StudentCallResult``.

    Its locals are the inputs only: nothing here knows the answer. A returned value that is not
    plain data is dropped here, so a trick object's ``__del__`` runs on this side, not in the checker.
    """
    try:
        value = adapter(func, *args, **kwargs) if adapter else func(*args, **kwargs)
    except NotImplementedError:
        return StudentCallResult("not_done")
    except OutOfTime:
        raise
    except RemoteRaised as exc:  # raised over there: its own names, not the stand-in's
        return StudentCallResult("raised", error=exc.error, raised_names=exc.names)
    except BaseException as exc:  # SystemExit and KeyboardInterrupt raised by the student too
        kind = type(exc)
        return StudentCallResult(
            "raised", error=_describe(exc), raised=kind, raised_names=_raised_names(kind)
        )
    problem = plain_problem(value)
    return StudentCallResult("returned", None if problem else value, problem)


class HostCall:
    """A checker's own callable that the student's code calls, and that must run on the checker's
    side: a scripted model that takes notes, a tool that records it was run.

    Here it is simply called. Across the sandbox the student's side gets a stub instead: it
    sends the (plain-data) arguments back over the pipe, the checker's side runs ``func`` and
    sends its plain-data answer, so what the checker notices stays where the checker judges.
    What ``func`` raised is kept in ``raised`` (a ``BaseException`` stops the student's code on
    either side, as it would here).
    """

    def __init__(self, func: Callable):
        self.func = func
        self.raised: list[BaseException] = []

    def __call__(self, *args, **kwargs):
        try:
            return self.func(*args, **kwargs)
        except BaseException as exc:
            self.raised.append(exc)
            raise


class RemoteCases:
    """Base class of a handle on a function that lives in another (sandboxed) process.

    A checker given such a handle instead of a function runs exactly as usual; ``StudentRunner``
    sends each case through ``open_session``. Only the grader builds these
    (``lab_code.classroom.grading_host``); the type is checked with ``type()``, which a
    student's object cannot fake.
    """

    can_continue_after_timeout = True  # the other side kills the timed-out process and starts afresh

    def open_session(
        self, adapter: Callable | None, time_limit: float, forbid: tuple[str, ...], course_code: bool
    ) -> RemoteSession:
        raise NotImplementedError


class RemoteSession:
    def call(self, args: tuple, kwargs: dict) -> StudentCallResult:
        raise NotImplementedError

    def close(self) -> None:
        pass


def is_remote(func: Any) -> bool:
    return issubclass(type(func), RemoteCases)
