"""nbgrader's autograde with the kernel in a sandbox and the verdicts decided outside it.

``SandboxedExecute`` takes the place of nbgrader's ``Execute`` preprocessor (the course's
``nbgrader_config.py`` says so through ``feedback.configure``). For each notebook it:

1. reads the tests cells as nbgrader restored them from the gradebook (students cannot change
   them): which exercise, which checker, how many points;
2. builds the sandbox (``sandbox``, ``course_view``) and starts a ``grading_host.GradingHost``
   on a Unix socket in the kernel's run folder;
3. runs the notebook cell by cell in the sandboxed kernel, telling the host which tests cell is
   running; a kernel that dies (or kills itself) ends the run, and what was graded so far stands;
4. replaces every tests cell's output with the host's report and an ``execute_result`` holding
   the score, which nbgrader's own ``SaveAutoGrades`` then records as partial credit.

So what the kernel prints, raises or patches can change a grade only by being the function's
real answers; the gradebook, the exchange, the course secret and other submissions are not in
the sandbox at all.

Lessons: shared
"""

from __future__ import annotations

import ast
import atexit
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

import nbformat
from jupyter_client.kernelspec import KernelSpec
from jupyter_client.manager import AsyncKernelManager
from nbclient.exceptions import DeadKernelError
from nbclient.util import run_sync
from nbformat import NotebookNode
from nbgrader.coursedir import CourseDirectory
from nbgrader.preprocessors import Execute
from traitlets import Bool, Integer

from lab_code.classroom import course_view, exercise_rules, sandbox
from lab_code.classroom.foreign_cells import note_foreign
from lab_code.classroom.grading_host import GradedTest, GradingHost, Verdict
from lab_code.classroom.hand_in import GRADER_SOCKET_ENV
from lab_code.classroom.nbgrader_course import NEEDS_FILE
from lab_code.classroom.seeds import read_secret
from lab_code.classroom.submission_files import read_refusals

CELL_OUTPUT_CHARS = 200_000  # a report or a traceback is a few thousand; more is a flood
NOTEBOOK_OUTPUT_CHARS = 2_000_000
_VIEWS: dict[tuple, tuple] = {}
_VIEW_CACHE: list[Path] = []


def graded_tests(nb: NotebookNode) -> dict[str, GradedTest]:
    """The tests cells: each calls ``check("<exercise>", <function>, "<checker>")``."""
    found = {}
    for cell in nb.cells:
        meta = cell.metadata.get("nbgrader", {})
        if cell.cell_type != "code" or not meta.get("grade") or meta.get("solution"):
            continue
        try:
            tree = ast.parse(cell.source)
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "check"
                and len(node.args) == 3
                and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[::2])
            ):
                exercise, checker = node.args[0].value, node.args[2].value
                function = node.args[1].id if isinstance(node.args[1], ast.Name) else ""
                found[meta["grade_id"]] = GradedTest(
                    meta["grade_id"], exercise, checker, float(meta["points"]), function
                )
    return found


def _cells_before(nb: NotebookNode, tests: dict[str, GradedTest]) -> dict[str, list[str]]:
    """For each tests cell: the sources of the code cells above it (what a replay runs again)."""
    cells, seen = {}, []
    for cell in nb.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if grade_id in tests:
            cells[grade_id] = list(seen)
        if cell.cell_type == "code":
            seen.append(cell.source)
    return cells


def _views_for(tests: dict[str, GradedTest], course: Path):
    """The kernel's course view, and {exercise id: view} for the exercises graded on their own."""
    checkers = tuple(sorted({(t.exercise_id, t.checker) for t in tests.values()}))
    if checkers not in _VIEWS:
        if not _VIEW_CACHE:  # one per grading process (a formgrader keeps its own while it runs)
            _VIEW_CACHE.append(Path(tempfile.mkdtemp(prefix="lab-views-")))
            os.chmod(_VIEW_CACHE[0], 0o755)
            atexit.register(shutil.rmtree, _VIEW_CACHE[0], True)
        try:
            recorded = json.loads((course / NEEDS_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            recorded = {}  # a course written before needs.json existed: every forbidden module is left out
        rules = {exercise: exercise_rules.rules_of(checker) for exercise, checker in checkers}
        needs = {exercise: frozenset(recorded.get(exercise, ())) for exercise in rules}
        kernel, replayed = exercise_rules.plan(rules, needs)
        build = lambda r: course_view.build(r, _VIEW_CACHE[0])  # noqa: E731
        _VIEWS[checkers] = (build(kernel), {exercise: build(r) for exercise, r in replayed.items()})
    return _VIEWS[checkers]


class SandboxKernelManager(AsyncKernelManager):
    """ipykernel through ``python -m lab_code.classroom.sandbox``, over Unix sockets in ``rundir``.

    ``sandboxed=False`` (``allow_unsandboxed``) starts ipykernel directly, with the same run folder
    and grader socket: the verdicts are still decided outside the kernel."""

    def __init__(self, *, plan: dict, owner: int | None, sandboxed: bool = True, **kwargs):
        rundir = plan["rundir"]
        super().__init__(
            transport="ipc",
            ip=os.path.join(rundir, "kernel"),
            connection_file=os.path.join(rundir, "kernel.json"),
            kernel_name="python3",
            **kwargs,
        )
        self.plan, self.owner, self.sandboxed = plan, owner, sandboxed

    @property
    def kernel_spec(self) -> KernelSpec:
        module = "lab_code.classroom.sandbox" if self.sandboxed else "ipykernel_launcher"
        return KernelSpec(
            argv=[sys.executable, "-m", module, "-f", "{connection_file}"],
            display_name="Python 3（批改沙箱）" if self.sandboxed else "Python 3（批改，无沙箱）",
            language="python",
            interrupt_mode="message",  # a signal to bwrap would not reach the kernel inside
        )

    async def _async_pre_start_kernel(self, **kw):
        if self.sandboxed:  # the wrapper builds the sandbox's environment from the plan
            kw["env"] = {**os.environ, sandbox.PLAN_ENV: json.dumps(self.plan)}
        else:
            kw["env"] = {**os.environ, **self.plan["env"], "HOME": os.environ.get("HOME", "/tmp")}
        return await super()._async_pre_start_kernel(**kw)

    def write_connection_file(self, **kwargs) -> None:
        super().write_connection_file(**kwargs)
        if self.owner is not None:
            os.chown(self.connection_file, self.owner, -1)


def _kernel_env(run: Path, student: str) -> dict[str, str]:
    return {
        "HOME": "/tmp",
        "TMPDIR": "/tmp",
        "USER": "student",
        "LANG": "C.UTF-8",
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "JUPYTER_RUNTIME_DIR": "/tmp",
        "MPLCONFIGDIR": "/tmp",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONHASHSEED": "0",
        "NBGRADER_EXECUTION": "autograde",
        "LAB_STUDENT": student,
        GRADER_SOCKET_ENV: str(run / "grader.sock"),
    }


class SandboxedExecute(Execute):
    """nbgrader's Execute, with the kernel in a sandbox and the tests cells graded outside it."""

    allow_unsandboxed = Bool(
        False,
        help="Grade without bwrap (e.g. on macOS): the kernel then runs as you, with your files. "
        "The verdicts are still decided outside the kernel.",
    ).tag(config=True)
    hidden_batches = Integer(
        1, help="Hidden batches of cases per exercise, besides the student's own seed"
    ).tag(config=True)
    base_seed = Integer(0, help="LAB_SEED the students' own checks use").tag(config=True)
    cell_output_chars = Integer(
        CELL_OUTPUT_CHARS, help="Characters of output kept per cell while grading; the rest is dropped"
    ).tag(config=True)
    notebook_output_chars = Integer(
        NOTEBOOK_OUTPUT_CHARS, help="Characters of output kept per notebook while grading"
    ).tag(config=True)

    def preprocess(self, nb, resources=None, km=None):
        reason = sandbox.available()
        if reason and not self.allow_unsandboxed:
            raise RuntimeError(
                f"不能批改：{reason}。批改内核必须在沙箱里运行；"
                "确实要在没有沙箱的机器上批改，设 c.SandboxedExecute.allow_unsandboxed = True（见指南）。"
            )
        self._sandboxed = reason is None
        self._cell_chars = self._total_chars = 0
        self._capped = False
        info = resources["nbgrader"]
        tests = graded_tests(nb)
        course = Path(CourseDirectory(config=self.config).root)
        user = sandbox.sandbox_user() if self._sandboxed else None
        owner = user.pw_uid if user else None
        top = Path(tempfile.mkdtemp(prefix="lg-"))  # short: a Unix socket path has ~100 bytes
        os.chmod(top, 0o711)
        run, cases = top / "run", top / "cases"
        run.mkdir(mode=0o700)
        cases.mkdir(mode=0o755)
        if self._sandboxed:
            view, replays = _views_for(tests, course)
        else:
            view, replays = course_view.unsandboxed(), {}
        self._host = GradingHost(
            run,
            scratch=cases,
            student=info["student"],
            tests=tests,
            secret=read_secret(course),
            view=view,
            hidden_batches=self.hidden_batches,
            base_seed=self.base_seed,
            sandbox_uid=owner,
            replays=replays,
            cells=_cells_before(nb, tests),
        )
        if owner is not None:
            os.chown(run, owner, user.pw_gid)
        sandbox.write_identity(
            run, owner if owner is not None else os.getuid(), user.pw_gid if user else os.getgid()
        )
        self._plan = {
            "rundir": str(run),
            "readonly": [str(cases)],
            "workdir": str(Path(resources["metadata"]["path"]).resolve()),
            "lab_code_view": str(view.package),
            "lab_code_dir": str(course_view.PACKAGE_DIR),
            "hidden_paths": [str(p) for p in view.hidden_paths],
            "env": _kernel_env(run, info["student"]),
        }
        self._owner = owner
        self._host.plan = self._plan  # a replayed exercise's sandbox is this one with another view
        self._host.start()
        try:
            self._run(nb, resources, km)
        finally:
            self._host.stop()
            shutil.rmtree(top, ignore_errors=True)
        _apply_verdicts(nb, tests, self._host.verdicts)
        _note_refused(nb, read_refusals(self._plan["workdir"]))
        note_foreign(nb)
        broken = [v.report for v in self._host.verdicts.values() if v.failed_to_grade]
        if broken:  # our machinery, not the student: no silent zero, nbgrader reports this notebook
            raise RuntimeError("批改程序出错，这份作业没有批改完：\n" + "\n".join(broken))
        return nb, self.resources

    def _run(self, nb, resources, km) -> None:
        """ExecutePreprocessor.preprocess, except that a dead kernel ends the run instead of the grading."""
        from nbclient.client import NotebookClient

        NotebookClient.__init__(self, nb, km)
        self.reset_execution_trackers()
        self._check_assign_resources(resources)
        try:
            with self.setup_kernel():
                info = self.wait_for_reply(self.kc.kernel_info())
                self.nb.metadata["language_info"] = info["content"]["language_info"]
                for index, cell in enumerate(self.nb.cells):
                    self.preprocess_cell(cell, resources, index)
        except DeadKernelError:
            self.log.warning("the kernel died; the tests cells graded so far keep their scores")
        self.set_widgets_metadata()

    def create_kernel_manager(self):
        self.km = SandboxKernelManager(
            plan=self._plan, owner=self._owner, sandboxed=self._sandboxed, config=self.config
        )
        return self.km

    async def async_execute_cell(self, cell, cell_index, execution_count=None, store_history=True):
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        self._host.running(grade_id if grade_id in self._host.tests else None)
        self._cell_chars, self._capped = 0, False
        try:
            return await super().async_execute_cell(cell, cell_index, execution_count, store_history)
        finally:
            self._host.running(None)

    execute_cell = run_sync(async_execute_cell)

    def process_message(self, msg, cell, cell_index):
        """Every output the kernel sends, counted before it is kept: past the cell's or the
        notebook's cap it is dropped (one note says so), so a cell printing without end costs
        the grader neither memory nor a giant feedback page."""
        kind = msg["msg_type"]
        if kind in ("status", "execute_input", "clear_output"):
            return super().process_message(msg, cell, cell_index)
        size = output_chars(msg.get("content", {}))
        self._cell_chars += size
        self._total_chars += size
        if self._cell_chars <= self.cell_output_chars and self._total_chars <= self.notebook_output_chars:
            return super().process_message(msg, cell, cell_index)
        if not self._capped:
            self._capped = True
            cap = (
                f"这个单元的输出超过了 {self.cell_output_chars} 个字符"
                if self._cell_chars > self.cell_output_chars
                else f"整份作业的输出超过了 {self.notebook_output_chars} 个字符"
            )
            cell.outputs.append(
                nbformat.v4.new_output("stream", name="stderr", text=f"（{cap}，后面的输出批改时没有保存）\n")
            )
        return None


def output_chars(content: dict) -> int:
    """About how many characters an output message carries (its text, data and traceback)."""
    total = len(str(content.get("text", ""))) + len(str(content.get("evalue", "")))
    total += sum(len(str(line)) for line in content.get("traceback", []) or [])
    data = content.get("data")
    if isinstance(data, dict):
        total += sum(len(str(value)) for value in data.values())
    if "comm_id" in content:  # widget state: it is kept in the notebook too
        total += len(str(content.get("data", "")))
    return total


def _note_refused(nb, refused: list[list[str]]) -> None:
    """What collect or autograde did not take from the submission, at the top of the feedback."""
    if not refused:
        return
    lines = "\n".join(f"- `{name}`：{why}" for name, why in refused)
    cell = nbformat.v4.new_markdown_cell(
        f"**交上来的这些文件没有收下**（作业只收发下来的 notebook 本身）：\n\n{lines}"
    )
    cell["id"] = "lab-refused-files"
    nb.cells.insert(0, cell)


def _kernel_said(cell) -> str:
    for output in cell.get("outputs", []):
        if output.get("output_type") == "error":
            return f"{output.get('ename', '')}: {output.get('evalue', '')}"[:300]
    return ""


def _apply_verdicts(nb, tests: dict[str, GradedTest], verdicts: dict[str, Verdict]) -> None:
    from nbformat.v4 import new_output

    for cell in nb.cells:
        test = tests.get(cell.metadata.get("nbgrader", {}).get("grade_id"))
        if test is None:
            continue
        verdict = verdicts.get(test.grade_id)
        if verdict is None:
            said = _kernel_said(cell)
            why = f"测试单元出错：{said}" if said else "测试单元没有运行完（超时，或内核停了）"
            verdict = Verdict(
                f"练习 {test.exercise_id} 没有交给批改程序：{why}。\n本题得分：0 / {test.points:g}\n",
                0,
                0,
                0.0,
            )
        cell.outputs = [
            new_output("stream", name="stdout", text=verdict.report),
            new_output("execute_result", data={"text/plain": f"{verdict.score:g}"}, execution_count=None),
        ]
