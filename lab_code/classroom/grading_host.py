"""The judge's side of grading one notebook: a socket the sandboxed kernel hands its work to.

``nbgrader_grading.SandboxedExecute`` starts a ``GradingHost`` before the kernel and tells it
which tests cell is running. When that cell calls ``hand_in.check``, the kernel connects and
names its exercise; the host accepts it only for the exercise of the cell that is running, and
only once per cell. It then runs the exercise's checker in this process, with a
``RemoteFunction`` in place of the student's function, on the student's own seed and on
hidden seeds (``seeds``), and keeps the printed report and the score:

    score = points × (cases passed in all batches) / (cases in all batches), to 2 decimals

The kernel learns nothing back but "done". After the notebook ran, the tests cells' outputs
are replaced with these reports and scores; what the kernel printed there is dropped.

Lessons: shared
"""

from __future__ import annotations

import contextlib
import importlib
import io
import logging
import os
import pwd
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path

from lab_code.classroom import frames
from lab_code.classroom.remote_student import GradingError, RemoteFunction
from lab_code.classroom.seeds import hidden_seed
from lab_code.exercises.checking import student_seed

HAND_IN_WAIT_S = 10.0  # a connection must name its exercise within this
REPLAY_START_S = 120.0  # a replayed exercise's sandbox runs the notebook's cells before it hands in
CHECKERS = "lab_code.exercises."  # the only modules a tests cell may name as its checker
# A hidden batch's report: its count only. Its cases come back unchanged at every regrade (same
# secret, same student), so showing one case, or the seed that makes them, would let a
# resubmission answer them from a table.
HIDDEN_NOTE = "批改时按你的学生 id 生成、你没见过的用例，只报通过几个（重批时还是这一批）"
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GradedTest:
    """One tests cell of the notebook being graded, as its (restored, locked) source says."""

    grade_id: str
    exercise_id: str
    checker: str  # "lab_code.exercises.ex00:check_call_ids"
    points: float
    function: str = ""  # the name the tests cell hands in


@dataclass
class Verdict:
    report: str
    passed: int
    total: int
    score: float
    failed_to_grade: bool = False  # the machinery failed: the teacher must look


class _ThreadOutput(io.TextIOBase):
    """``sys.stdout`` that sends what one thread prints to its own buffer, the rest on as before."""

    def __init__(self, original):
        self.original, self.buffers = original, {}

    def write(self, text: str) -> int:
        buffer = self.buffers.get(threading.get_ident())
        return (buffer or self.original).write(text)

    def flush(self) -> None:
        self.original.flush()


class GradingHost:
    def __init__(
        self,
        rundir: Path,
        *,
        scratch: Path,
        student: str,
        tests: dict[str, GradedTest],
        secret: bytes,
        view,
        hidden_batches: int = 1,
        base_seed: int = 0,
        sandbox_uid: int | None = None,
        replays: dict | None = None,
        cells: dict[str, list[str]] | None = None,
        plan: dict | None = None,
    ):
        self.student, self.tests, self.secret, self.view = student, tests, secret, view
        # Exercises graded in a sandbox of their own (exercise id → its course view), the code
        # cells before each tests cell, and the kernel's sandbox plan to start those sandboxes with.
        self.replays, self.cells, self.plan = replays or {}, cells or {}, plan or {}
        self.hidden_batches, self.base_seed, self.sandbox_uid = hidden_batches, base_seed, sandbox_uid
        self.socket_path = Path(rundir) / "grader.sock"
        self.scratch = Path(scratch)  # the checkers' temp files: the sandbox sees them read-only
        self.current: str | None = None  # grade_id of the tests cell that is running
        self.verdicts: dict[str, Verdict] = {}
        self._lock = threading.Lock()
        self._server: socket.socket | None = None
        self._thread: threading.Thread | None = None
        self._stopping = threading.Event()

    # ------------------------------------------------------------ lifecycle

    def start(self) -> None:
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        server.bind(str(self.socket_path))
        os.chmod(self.socket_path, 0o600)
        if self.sandbox_uid is not None:
            os.chown(self.socket_path, self.sandbox_uid, -1)
        server.listen(4)
        self._server = server
        self._thread = threading.Thread(target=self._serve, name="grading-host", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stopping.set()
        if self._thread is not None:
            self._thread.join(timeout=30)
        if self._server is not None:
            self._server.close()
            self._server = None

    def running(self, grade_id: str | None) -> None:
        """Called around each cell: the tests cell now running (None between cells)."""
        with self._lock:
            self.current = grade_id

    # ------------------------------------------------------------ serving

    def _serve(self) -> None:
        while not self._stopping.is_set():
            if not select.select([self._server], [], [], 0.1)[0]:
                continue
            try:
                connection, _ = self._server.accept()
            except OSError:
                return
            with connection:
                try:
                    self._one(connection)
                except (frames.ChannelClosed, frames.ChannelError, TimeoutError, OSError) as exc:
                    log.info("a hand-in ended early: %s", exc)

    def _one(self, connection: socket.socket) -> None:
        message, _ = frames.receive(connection, timeout=HAND_IN_WAIT_S, blob_limit=0)
        exercise = message.get("exercise")
        with self._lock:
            test = self.tests.get(self.current or "")
            refused = self._refusal(message, test, exercise)
        if refused:
            frames.send(connection, {"op": "refused", "why": refused})
            return
        if test.exercise_id in self.replays:  # the kernel's function is not used: the cells run again
            verdict = self._grade_replayed(test)
        else:
            verdict = self._grade(test, connection)
        with self._lock:
            self.verdicts.setdefault(test.grade_id, verdict)
        frames.send(connection, {"op": "done"})

    def _refusal(self, message: dict, test: GradedTest | None, exercise) -> str | None:
        if message.get("op") != "hand_in" or type(exercise) is not str:
            return "不是一次交作业的请求"
        if test is None:
            return "只有测试单元运行时才能交给批改程序"
        if exercise != test.exercise_id:
            return f"正在运行的是练习 {test.exercise_id} 的测试单元，不是练习 {exercise}"
        if test.grade_id in self.verdicts:
            return f"练习 {exercise} 这次批改已经交过了，以第一次为准"
        return None

    # ------------------------------------------------------------ grading one exercise

    def seeds(self, exercise_id: str) -> list[tuple[bool, int]]:
        """(hidden?, seed) of every batch: the student's own seed first, then the hidden ones."""
        visible = student_seed(self.student, self.base_seed)
        hidden = [hidden_seed(self.secret, self.student, exercise_id, k) for k in range(self.hidden_batches)]
        return [(False, visible)] + [(True, s) for s in hidden]

    def _grade_replayed(self, test: GradedTest) -> Verdict:
        """Run the notebook's cells again in the exercise's own sandbox and grade what they define."""
        from lab_code.classroom import sandbox

        view = self.replays[test.exercise_id]
        # A run folder of its own: the kernel's is writable by the kernel, and anything it left
        # there (the source of a module the kernel may import and this sandbox hides) must not
        # reach the replay. The kernel's socket is not named either: the replay speaks on stdin.
        rundir = Path(tempfile.mkdtemp(prefix="replay-", dir=Path(self.plan["rundir"]).parent))
        env = {k: v for k, v in self.plan["env"].items() if k != "LAB_GRADER_SOCKET"}
        plan = {
            **self.plan,
            "rundir": str(rundir),
            "env": {**env, "JUPYTER_RUNTIME_DIR": "/tmp"},
            "lab_code_view": str(view.package),
            "hidden_paths": [str(p) for p in view.hidden_paths],
        }
        uid, gid = os.getuid(), os.getgid()
        if self.sandbox_uid is not None:
            uid, gid = self.sandbox_uid, pwd.getpwuid(self.sandbox_uid).pw_gid
            os.chown(rundir, uid, gid)
        sandbox.write_identity(rundir, uid, gid)
        ours, theirs = socket.socketpair()
        process = subprocess.Popen(
            sandbox.command(plan, ["-m", "lab_code.classroom.replay"]),
            stdin=theirs,
            stdout=theirs,
            stderr=subprocess.DEVNULL,
            preexec_fn=sandbox.set_limits,
            start_new_session=True,
        )
        theirs.close()
        try:
            cells = self.cells.get(test.grade_id, [])
            frames.send(
                ours,
                {"op": "replay", "cells": cells, "function": test.function, "exercise": test.exercise_id},
            )
            message, _ = frames.receive(ours, timeout=REPLAY_START_S, blob_limit=0)
            if message.get("op") != "hand_in" or message.get("exercise") != test.exercise_id:
                raise frames.ChannelError("the replay did not hand in")
            verdict = self._grade(test, ours, view)
            with contextlib.suppress(OSError):
                frames.send(ours, {"op": "done"})
            return verdict
        except (frames.ChannelClosed, frames.ChannelError, TimeoutError) as exc:
            # The replay runs the student's cells first: what stops it is theirs to answer for (the
            # teacher sees the log line, in case it was not).
            log.warning("replaying %s for %s ended early: %r", test.exercise_id, self.student, exc)
            return Verdict(
                f"练习 {test.exercise_id} 单独批改时，重跑你的代码单元的进程没有交出结果（{exc}）。\n"
                f"本题得分：0 / {test.points:g}\n",
                0,
                0,
                0.0,
            )
        finally:
            ours.close()
            process.kill()
            process.wait()
            shutil.rmtree(rundir, ignore_errors=True)

    def _grade(self, test: GradedTest, connection: socket.socket, view=None) -> Verdict:
        remote = RemoteFunction(connection, view=view or self.view, scratch=self.scratch)
        module, _, name = test.checker.partition(":")
        output = sys.stdout if isinstance(sys.stdout, _ThreadOutput) else _ThreadOutput(sys.stdout)
        buffer = output.buffers[threading.get_ident()] = io.StringIO()
        sys.stdout, passed, total = output, 0, 0
        try:
            if not module.startswith(CHECKERS):
                raise GradingError(f"测试单元指定的检查器不在 {CHECKERS} 里：{test.checker}")
            checker = getattr(importlib.import_module(module), name)
            for hidden, seed in self.seeds(test.exercise_id):
                if not hidden:  # the cases the student ran themselves: the checker's whole report
                    print(f"【你的种子这一批（种子 {seed}）】")
                with _temp_dir(self.scratch), _unless(hidden, output, buffer):
                    result = checker(remote, seed=seed)
                passed, total = passed + result.passed, total + result.total
                if hidden:  # how many passed, and nothing a student could replay the cases from
                    print(f"【另一批】{HIDDEN_NOTE}：通过 {result.passed} / {result.total} 个用例。")
        except Exception as exc:  # the machinery, not the student: no score, and loudly
            log.error("grading %s for %s failed: %r", test.exercise_id, self.student, exc, exc_info=True)
            return Verdict(f"批改程序出错，这一题没有批改：{exc}\n请把这句话告诉老师。", 0, 0, 0.0, True)
        finally:
            del output.buffers[threading.get_ident()]
        score = round(test.points * passed / total, 2) if total else 0.0
        report = buffer.getvalue() + _score_line(test, passed, total, score)
        return Verdict(report, passed, total, score)


@contextlib.contextmanager
def _unless(hidden: bool, output: _ThreadOutput, buffer: io.StringIO):
    """While a hidden batch runs, what the checker prints (its cases, its seed) goes nowhere."""
    if not hidden:
        yield
        return
    output.buffers[threading.get_ident()] = io.StringIO()
    try:
        yield
    finally:
        output.buffers[threading.get_ident()] = buffer


def _score_line(test: GradedTest, passed: int, total: int, score: float) -> str:
    return (
        f"本题得分：{score:g} / {test.points:g}（所有批次共 {total} 个用例，通过 {passed} 个，按比例给分）\n"
    )


class _temp_dir:
    """Checkers make their temp files under the scratch folder the sandbox can see (same path there)."""

    def __init__(self, root: Path):
        self.root = str(root)

    def __enter__(self):
        self.saved = tempfile.tempdir
        tempfile.tempdir = self.root

    def __exit__(self, *exc):
        tempfile.tempdir = self.saved
