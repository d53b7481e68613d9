"""Call a student's function for one case without letting it take the checker down with it.

What the checker guards against, and how:

* **It never returns, or calls ``sys.exit()``.** The call runs on a worker thread; the checker
  waits ``time_limit`` seconds, then *asks* the worker to stop: it raises an exception inside it
  (CPython's ``PyThreadState_SetAsyncExc``), which a runaway loop of Python code meets at its
  next instruction. A thread cannot be killed (``running.timeouts`` says why): one blocked in C
  (a lock, a socket, a sleep) or swallowing the exception goes on running, and the result says
  so (``still_running``). Every exception, ``SystemExit`` included, becomes part of the outcome.
* **It reads the expected answer from the calling frame.** The worker's stack holds only the
  inputs: walking ``sys._getframe().f_back`` finds no expected value.
* **It returns the course's own implementation.** A profile hook on the worker thread sees
  every Python function the student's code runs; if one of them is a reference solution, a
  checker's oracle (``@oracle``) or a course function the exercise asks you to write yourself
  (the checker's ``forbid`` list), the outcome is ``"forbidden"``.
* **It returns a trick object.** The returned value is checked to be plain data on the worker
  (``plain.plain_problem``); anything else is dropped there, so the checker never calls its
  methods.

What it does not stop: code that walks the garbage collector or other threads' stacks, turns
the profile hook off and on again, or kills the process (``os._exit``). Those are deliberate
tampering, which no in-process checker can rule out. So a grade is never decided here: when
nbgrader grades, ``func`` is a ``RemoteCases`` handle instead of a function. The checker then
runs in the grader's own process, every case is sent to the sandboxed kernel that holds the
student's function, and only plain data comes back (``lab_code.classroom``: ``grading_host``
on the judge's side, ``hand_in`` on the student's).

Where threads cannot start (a browser kernel), the call runs in place, without a time limit.

Lessons: shared
"""

from __future__ import annotations

import functools
import importlib
import os
import queue
import sys
import threading
from collections.abc import Callable, Iterable
from types import CodeType, FunctionType
from typing import Any

from lab_code import REPO_ROOT
from lab_code.exercises.call_result import (
    HostCall,
    OutOfTime,
    RemoteCases,
    RemoteSession,
    StudentCallResult,
    is_remote,
    run_one,
)

# Checkers import these from here (the names lived here before ``call_result`` was split off).
__all__ = [
    "HostCall",
    "StudentCallResult",
    "RemoteCases",
    "StudentRunner",
    "is_remote",
    "oracle",
    "run_one",
    "static_forbidden",
]

try:  # looked up once, at import
    import ctypes

    _SET_ASYNC_EXC = ctypes.pythonapi.PyThreadState_SetAsyncExc
except (ImportError, AttributeError):  # not CPython, or no ctypes (a browser kernel)
    ctypes, _SET_ASYNC_EXC = None, None

SOLUTIONS_DIR = REPO_ROOT / "solutions"
STOP_ATTEMPTS = 50  # × 10 ms: how long to keep interrupting a worker that ran out of time

_ORACLES: set[CodeType] = set()


def _code_objects(code: CodeType) -> Iterable[CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, CodeType):
            yield from _code_objects(const)


def oracle(func: Callable) -> Callable:
    """Mark a checker's reference implementation: a student's function may not call it."""
    _ORACLES.update(_code_objects(func.__code__))
    return func


@functools.lru_cache(maxsize=64)
def _forbidden(names: tuple[str, ...]) -> tuple[dict[str, str], dict[CodeType, str]]:
    """``"pkg.module"`` forbids a whole module or package; ``"pkg.module:Class.func"`` one function."""
    places = {os.path.realpath(SOLUTIONS_DIR): "solutions（参考答案）"}
    codes: dict[CodeType, str] = {}
    for name in names:
        module_name, _, qualname = name.partition(":")
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError:  # its own dependency is not installed here (the lean 3.13
            continue  # environment has no `mcp`): a student's code cannot call it either
        if not qualname:
            path = os.path.realpath(module.__file__)
            places[os.path.dirname(path) if path.endswith("__init__.py") else path] = module_name
            continue
        target: Any = module
        for part in qualname.split("."):
            target = getattr(target, part)
        codes.update(dict.fromkeys(_code_objects(target.__code__), f"{module_name}.{qualname}"))
    return places, codes


class _Watch:
    """The profile hook of one call: remembers the first forbidden function that ran."""

    def __init__(self, forbid: tuple[str, ...]):
        self.places, self.codes = _forbidden(forbid)
        self.verdicts: dict[str, str] = {}  # co_filename → the forbidden place it is in, or ""
        self.hit: str | None = None

    def name_of(self, code: CodeType) -> str | None:
        if code in _ORACLES:
            return f"检查器自己的标准答案 {code.co_qualname}"
        if code in self.codes:
            return self.codes[code]
        filename = code.co_filename
        place = self.verdicts.get(filename)
        if place is None:
            real = os.path.realpath(filename)
            place = next((n for p, n in self.places.items() if real == p or real.startswith(p + os.sep)), "")
            self.verdicts[filename] = place
        return f"{place}（{code.co_qualname}）" if place else None

    def hook(self, frame, event, arg) -> None:
        if event == "call" and self.hit is None:
            self.hit = self.name_of(frame.f_code)


def _one(func, adapter, watch: _Watch, args: tuple, kwargs: dict) -> StudentCallResult:
    """One case, on the worker thread, under the watch.

    The watch covers the adapter too: a function may hand back something that runs later
    (a context manager, a generator, a class), and that code is the student's as well.
    """
    hook = watch.hook  # one bound-method object, so "is it still installed?" can use `is`
    previous = sys.getprofile()
    sys.setprofile(hook)
    try:
        return run_one(func, adapter, args, kwargs)
    finally:
        if sys.getprofile() is not hook:
            watch.hit = watch.hit or "sys.setprofile（检查期间监视被关掉了）"
        sys.setprofile(previous)


def _serve(func, adapter, watch: _Watch, inbox: queue.SimpleQueue, outbox: queue.SimpleQueue) -> None:
    """The worker: one case at a time, so its queue never holds a case the student has not reached."""
    try:
        while (item := inbox.get()) is not None:
            outbox.put(_one(func, adapter, watch, *item))
    except OutOfTime:
        pass


def _stop(thread: threading.Thread) -> bool:
    """Ask a worker to stop until it ends (it cannot be killed); False when it would not
    (blocked in C code, or swallowing the exception)."""
    if _SET_ASYNC_EXC is None:
        return False
    for _ in range(STOP_ATTEMPTS):
        if not thread.is_alive():
            return True
        _SET_ASYNC_EXC(ctypes.c_ulong(thread.ident), ctypes.py_object(OutOfTime))
        thread.join(0.01)
    return not thread.is_alive()


def static_forbidden(func: Callable, forbid: tuple[str, ...]) -> str | None:
    """The course function ``func`` *is*, when it is one (``from solutions.x import f``)."""
    watch = _Watch(forbid)
    while isinstance(func, FunctionType):  # never getattr on other objects: __getattr__ is code
        found = watch.name_of(func.__code__)
        if found:
            return found
        func = func.__dict__.get("__wrapped__")  # a decorator's wrapper (functools.wraps) hides the original
    return None


class StudentRunner:
    """Runs a student's function case by case on one worker thread (a thread per case costs 5×).

    ``adapter(func, *args, **kwargs)`` lets a checker call the function its own way (it runs
    under the same watch and time limit). ``course_code=False`` says the exercise allows no course
    code at all (a sandboxed grader then mounts none). Use as a context manager: the worker ends
    with the block. Given a ``RemoteCases`` handle, every case goes to the other process instead.
    """

    def __init__(
        self,
        func: Callable,
        *,
        time_limit: float,
        forbid=(),
        adapter: Callable | None = None,
        course_code: bool = True,
    ):
        self.func, self.adapter, self.time_limit = func, adapter, time_limit
        self.remote: RemoteSession | None = None
        self.thread: threading.Thread | None = None
        if is_remote(func):
            self.remote = func.open_session(adapter, time_limit, tuple(forbid), course_code)
            self.can_continue_after_timeout = func.can_continue_after_timeout
            return
        self.can_continue_after_timeout = False  # a worker thread that ran out of time is gone
        self.watch = _Watch(tuple(forbid))
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.outbox: queue.SimpleQueue = queue.SimpleQueue()
        self.thread = threading.Thread(
            target=_serve,
            args=(func, adapter, self.watch, self.inbox, self.outbox),
            name="exercise-cases",
            daemon=True,
        )
        try:
            self.thread.start()
        except RuntimeError:  # no threads here (a browser kernel): run in place, without a time limit
            self.thread = None

    def __enter__(self) -> StudentRunner:
        return self

    def __exit__(self, *exc_info) -> None:
        if self.remote is not None:
            self.remote.close()
        elif self.thread is not None and self.thread.is_alive():
            self.inbox.put(None)

    def call(self, args: tuple, kwargs: dict) -> StudentCallResult:
        """What happened when the function ran on ``args`` and ``kwargs``."""
        if self.remote is not None:
            return self.remote.call(args, kwargs)
        if self.thread is None:
            outcome = _one(self.func, self.adapter, self.watch, args, kwargs)
        else:
            self.inbox.put((args, kwargs))
            try:
                outcome = self.outbox.get(timeout=self.time_limit)
            except queue.Empty:
                return StudentCallResult("timeout", still_running=not _stop(self.thread))
            except KeyboardInterrupt:  # the student pressed stop: end the worker, then stop the check
                _stop(self.thread)
                raise
        if self.watch.hit:
            return StudentCallResult("forbidden", error=self.watch.hit)
        return outcome
