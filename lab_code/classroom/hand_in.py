"""What an assignment's tests cell calls: check an exercise now, or hand it to the grader.

    check("0.1", call_ids, "lab_code.exercises.ex00:check_call_ids")

**On your own** (JupyterLab, nbgrader's Validate) it runs the checker here, prints its report,
and raises ``AssertionError`` when a case fails, so the cell shows red.

**While nbgrader grades** the kernel runs in a sandbox and ``LAB_GRADER_SOCKET`` names a socket
to the grader, a process outside that never runs student code. The grader decides everything:
which checker, which seeds (one of them hidden and derived from a course secret this sandbox
never sees), and the verdict. This side only runs the function: for every case the grader
sends the (pickled) inputs, a child process forked from this kernel calls the function and
sends back what happened as plain JSON; a child that runs past the case's time limit is
killed from here and a fresh one takes the next case. Nothing sent back can change a grade
except by being the function's real answer: the report and the score never come back here,
and the tests cell's output is replaced by the grader's own.

Lessons: shared
"""

from __future__ import annotations

import contextlib
import importlib
import os
import pickle
import select
import signal
import socket
import sys
import time

from lab_code.classroom import frames
from lab_code.classroom.grader_calls import host_call
from lab_code.classroom.object_table import ObjectTable
from lab_code.exercises.call_result import StudentCallResult, run_one

GRADER_SOCKET_ENV = "LAB_GRADER_SOCKET"
STOP_WAIT_S = 2.0  # how long a child may take to end after "stop" before it is killed
GRADER_FRAME_S = 60.0  # the grader sends each message whole: waiting for the rest of one is safe


def check(exercise_id: str, func, checker: str) -> None:
    """Check ``func`` for exercise ``exercise_id``: here with ``checker``, or by the grader."""
    socket_path = os.environ.get(GRADER_SOCKET_ENV)
    if socket_path:
        answer = hand_in(socket_path, exercise_id, func)
        if answer.get("op") == "done":
            print(f"练习 {exercise_id} 已交给批改程序；报告和得分在反馈里。")
        else:
            print(f"练习 {exercise_id} 没有被批改：{answer.get('why', '批改程序拒绝了')}")
        return
    if os.environ.get("NBGRADER_EXECUTION") == "autograde":  # nbgrader without the course's config
        raise RuntimeError(
            "批改设置不对：nbgrader 在没有沙箱的内核里批改。请在课程目录里（用 python -m lab_code.classroom "
            "nbgrader 写出的 nbgrader_config.py）运行 nbgrader autograde。"
        )
    module, _, name = checker.partition(":")
    result = getattr(importlib.import_module(module), name)(func)
    if not result:
        raise AssertionError(f"练习 {exercise_id} 还没有全部通过：看上面的报告。批改时按通过的用例比例给分。")


# ---------------------------------------------------------------- the kernel: relay between grader and child


def hand_in(socket_path: str, exercise_id: str, func) -> dict:
    """Hand ``func`` to the grader listening on ``socket_path``; its last message ("done", "refused")."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as grader:
        grader.connect(socket_path)
        return serve(grader, exercise_id, func)


def serve(grader: socket.socket, exercise_id: str, func) -> dict:
    """Name the exercise, then run the grader's sessions and cases for ``func`` until it says done."""
    frames.send(grader, {"op": "hand_in", "exercise": exercise_id})
    child: _Child | None = None
    session: tuple[bytes, float] | None = None
    try:
        while True:
            message, blob = frames.receive(grader)
            op = message["op"]
            if op == "session":
                if child is not None:
                    child.stop()
                session, child = (blob, float(message["time_limit"])), None
            elif op in ("case", "object") and session is not None:
                try:
                    if child is None or not child.alive:
                        child = _Child.start(func, session[0], grader)
                    reply = child.run_case(message, blob, session[1], grader)
                except Exception as exc:  # e.g. fork refused (a process limit): this case fails, not the rest
                    if child is not None:
                        child.kill()
                    child = None
                    reply = {
                        "op": "outcome",
                        "outcome": _failed(f"没能启动运行你的函数的进程（{type(exc).__name__}）"),
                    }
                frames.send(grader, reply)
            elif op in ("async_end", "async_reply", "host_reply"):
                # after an operation's outcome: "async_end" lets the child's reader stop; an
                # answer the grader sent before it read a timeout is late, and dropped there
                if child is not None and child.alive:
                    with contextlib.suppress(OSError):
                        frames.send(child.channel, message)
            elif op == "end_session":
                if child is not None:
                    child.stop()
                child = session = None
                frames.send(grader, {"op": "ended"})
            else:  # "done", "refused", or something this side does not know: stop here
                return message
    finally:
        if child is not None:
            child.stop()


def _failed(error: str) -> dict:
    return StudentCallResult("raised", error=error).to_wire()


def _machinery(error: str) -> dict:
    """Not the student's fault (a case the sandbox cannot load): the grader stops and says so."""
    return {"op": "outcome", "outcome": _failed(error), "machinery": error}


class _Child:
    """A process forked from this kernel that holds the student's function and runs one case at a time."""

    def __init__(self, pid: int, channel: socket.socket):
        self.pid, self.channel, self.alive = pid, channel, True

    @classmethod
    def start(cls, func, adapter_blob: bytes, grader: socket.socket) -> _Child:
        ours, theirs = socket.socketpair()
        pid = os.fork()
        if pid == 0:  # the child: never returns to the kernel's code
            code = 0
            try:
                ours.close()
                grader.close()
                _child_main(func, adapter_blob, theirs)
            except BaseException:
                code = 1
            finally:
                os._exit(code)
        theirs.close()
        return cls(pid, ours)

    def run_case(self, header: dict, blob: bytes, time_limit: float, grader: socket.socket) -> dict:
        """Send one case or operation to the child and pass messages both ways (the grader answers
        the child's calls to its functions) until the child's outcome, the message to forward."""
        deadline = time.monotonic() + time_limit
        timed_out = {"op": "outcome", "outcome": StudentCallResult("timeout").to_wire(), "timeout": True}
        try:
            frames.send(self.channel, header, blob)
            while True:
                remaining = deadline - time.monotonic()
                ready = (
                    select.select([self.channel, grader], [], [], max(remaining, 0))[0]
                    if remaining > 0
                    else []
                )
                if not ready:
                    self.kill()
                    return timed_out
                if grader in ready:  # an answer to one of the child's calls: the clock keeps running
                    # read whole, whatever the case's clock says: a frame cut off here would leave
                    # the grader's stream out of step for every later message
                    reply, reply_blob = frames.receive(grader, timeout=GRADER_FRAME_S)
                    frames.send(self.channel, reply, reply_blob)
                if self.channel in ready:
                    message, _ = frames.receive(self.channel, timeout=max(remaining, 0.01), blob_limit=0)
                    if message["op"] == "outcome":
                        return message
                    if message["op"] in ("host_call", "async_call"):
                        frames.send(grader, message)
        except TimeoutError:
            self.kill()
            return timed_out
        except (frames.ChannelClosed, frames.ChannelError, OSError):
            status = self.kill()
            error = f"运行你的函数的进程意外结束了（{status}）：os._exit、崩溃或内存用尽？"
            return {"op": "outcome", "outcome": _failed(error)}

    def stop(self) -> None:
        if self.alive:
            with contextlib.suppress(OSError):
                frames.send(self.channel, {"op": "stop"})
            self.kill(grace=STOP_WAIT_S)

    def kill(self, grace: float = 0.0) -> str:
        """End the child (SIGKILL after ``grace`` seconds); how it ended, in words."""
        if not self.alive:
            return "已经结束"
        self.alive = False
        self.channel.close()
        end = time.monotonic() + grace
        while True:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() >= end:
                os.kill(self.pid, signal.SIGKILL)
                _, status = os.waitpid(self.pid, 0)
                break
            time.sleep(0.01)
        if os.WIFSIGNALED(status):
            return f"信号 {signal.Signals(os.WTERMSIG(status)).name}"
        return f"退出码 {os.WEXITSTATUS(status)}"


# ---------------------------------------------------------------- the child


class _HostStub:
    """Stands in for a ``student_call.HostCall``: plain arguments go to the grader, its answer comes back."""

    def __init__(self, number: int, channel: socket.socket):
        self.number, self.channel = number, channel

    def __call__(self, *args, **kwargs):
        return host_call(self.channel, self.number, args, kwargs)


class _Unpickler(pickle.Unpickler):
    def __init__(self, data: bytes, channel: socket.socket):
        import io

        super().__init__(io.BytesIO(data))
        self.channel = channel

    def persistent_load(self, pid):
        kind, number = pid
        if kind != "host_call":
            raise pickle.UnpicklingError(f"unknown persistent id {kind!r}")
        return _HostStub(number, self.channel)


def _quiet() -> None:
    """The child's output goes nowhere: the kernel's streams belong to threads that did not fork."""
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    sys.stdin = open(os.devnull)  # noqa: SIM115 (the child ends with os._exit)
    sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _child_main(func, adapter_blob: bytes, channel: socket.socket) -> None:
    _quiet()
    table = ObjectTable(func, channel)  # the grader's probes of what the function returns
    try:
        adapter = _Unpickler(adapter_blob, channel).load()
    except Exception as exc:  # a module the sandbox lacks: every case says so
        adapter, broken = (
            None,
            f"the sandbox cannot load this exercise's adapter: {type(exc).__name__}: {exc}",
        )
    else:
        broken = None
    while True:
        message, blob = frames.receive(channel)
        if message["op"] == "object":
            frames.send(channel, table.run(message, blob))
            table.after_reply()
            continue
        if message["op"] in ("async_end", "async_reply", "host_reply"):  # late: nobody waits for it
            continue
        if message["op"] != "case":
            return
        if broken:
            frames.send(channel, _machinery(broken))
            continue
        try:
            args, kwargs = _Unpickler(blob, channel).load()
        except Exception as exc:
            frames.send(channel, _machinery(f"the sandbox cannot load a case: {type(exc).__name__}: {exc}"))
            continue
        outcome = run_one(func, adapter, args, kwargs)
        outcome.raised = None  # classes do not cross; their names do
        outcome.args_after = args
        try:
            wire = outcome.to_wire()
        except (TypeError, RecursionError, ValueError):  # a value past the limits plain_problem checks
            wire = _failed("返回值太大或嵌套太深，传不回批改程序")
        frames.send(channel, {"op": "outcome", "outcome": wire})
