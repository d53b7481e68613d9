"""The classroom package without nbgrader's pipeline: the catalogue, the course directory, the
seeds, the view of the course a grading sandbox gets, and every assignment's reference
solution graded through the real sandbox and protocol (tests/test_classroom_nbgrader.py runs
nbgrader itself; tests/test_classroom_machinery.py the protocol's corner cases).
"""

from __future__ import annotations

import importlib
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

from lab_code import REPO_ROOT
from lab_code.classroom import catalogue, course_view, exercise_rules, sandbox, seeds
from lab_code.classroom.assignments import SCORING
from lab_code.classroom.nbgrader_course import CourseExists, write_course


def test_readme_catalogue_is_the_generated_one():
    text = catalogue.README.read_text(encoding="utf-8")
    assert catalogue.render() in text, "run: python -m lab_code.classroom catalogue --write"


def test_every_exercise_is_catalogued_with_sensible_fields():
    found = catalogue.exercises()
    assert len({e.id for e in found}) == len(found) >= 20
    for e in found:
        assert e.title and e.difficulty in (1, 2, 3) and 1 <= e.points <= 5, e
        assert e.statement.count(f"练习 {e.id}") >= 1 and "NotImplementedError" in e.stub


def test_the_course_directory_has_no_seed_and_no_hidden_test_in_any_notebook(tmp_path):
    lessons = write_course(tmp_path / "course")
    assert lessons == sorted(catalogue.by_lesson())
    for lesson in lessons:
        nb = json.loads((tmp_path / "course" / "source" / lesson / f"{lesson}.ipynb").read_text())
        metas = [c["metadata"]["nbgrader"] for c in nb["cells"]]
        assert len({m["grade_id"] for m in metas}) == len(metas), "grade ids are unique"
        for cell, meta in zip(nb["cells"], metas, strict=True):
            source = "".join(cell["source"])
            assert "HIDDEN" not in source and "seed" not in source
            if meta["solution"]:
                assert "### BEGIN SOLUTION" in source and "### END SOLUTION" in source
            if meta["grade"]:
                assert source.count("check(") == 1 and meta["points"] > 0 and meta["locked"]
            if meta["grade_id"].startswith("statement_"):
                assert "**评分**" in source, "every statement says how it is scored"
    assert SCORING.format(points=1, unit="用例").startswith("**评分**")


def test_writing_the_course_again_never_redraws_or_overwrites(tmp_path):
    course = tmp_path / "course"
    write_course(course)
    secret_file = course / ".grading" / "secret"
    secret = secret_file.read_text()
    assert stat.S_IMODE(secret_file.stat().st_mode) == 0o600
    assert stat.S_IMODE(secret_file.parent.stat().st_mode) == 0o700
    assert ".grading/" in (course / ".gitignore").read_text()
    write_course(course)  # identical: fine, and the secret stays
    assert secret_file.read_text() == secret
    notebook = course / "source" / "00_start_here" / "00_start_here.ipynb"
    notebook.write_text(notebook.read_text().replace("练习 0.1", "我改过的练习 0.1"))
    with pytest.raises(CourseExists, match="00_start_here.ipynb"):
        write_course(course)
    assert "我改过的" in notebook.read_text(), "a refused run writes nothing"
    write_course(course, overwrite=True)
    assert "我改过的" not in notebook.read_text() and secret_file.read_text() == secret
    write_course(course, new_secret=True)
    assert secret_file.read_text() != secret
    assert [p.name for p in secret_file.parent.glob("secret.replaced-*")]


def test_the_repository_ignores_a_course_written_inside_it():
    ignored = subprocess.run(
        ["git", "check-ignore", "-v", "course/gradebook.db", "course/source/x.ipynb"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
    )
    assert len(ignored.stdout.splitlines()) == 2, ignored


def test_hidden_seeds_come_from_the_secret_and_the_student(tmp_path):
    with pytest.raises(seeds.SecretError, match="课程密钥"):
        seeds.read_secret(tmp_path)
    seeds.write_secret(tmp_path)
    key = seeds.read_secret(tmp_path)
    other = bytes(32)
    draws = {
        seeds.hidden_seed(key, s, e, b) for s in ("alice", "bob") for e in ("0.1", "0.2") for b in (0, 1)
    }
    assert len(draws) == 8
    assert seeds.hidden_seed(key, "alice", "0.1", 0) == seeds.hidden_seed(key, "alice", "0.1", 0)
    assert seeds.hidden_seed(other, "alice", "0.1", 0) != seeds.hidden_seed(key, "alice", "0.1", 0)


# ---------------------------------------------------------------- the course as the sandbox sees it


@pytest.fixture(scope="module")
def views(tmp_path_factory):
    """Per lesson: (the union of what its exercises forbid, the kernel's view, {exercise: own view})."""
    cache = tmp_path_factory.mktemp("views")
    built = {}
    for lesson, exercises in catalogue.by_lesson().items():
        rules = {e.id: exercise_rules.rules_of(e.checker) for e in exercises}
        needs = {e.id: exercise_rules.solution_needs(e.solution) for e in exercises}
        kernel, replayed = exercise_rules.plan(rules, needs)
        union = exercise_rules.Rules(
            frozenset().union(*(r.forbid for r in rules.values())), kernel.course_code
        )
        built[lesson] = (
            union,
            course_view.build(kernel, cache),
            {e: course_view.build(r, cache) for e, r in replayed.items()},
        )
    return built


def test_each_view_leaves_out_checkers_grader_and_forbidden_code(views):
    for lesson, (rules, kernel, replays) in views.items():
        for exercise, view in replays.items():  # graded on its own: its forbidden code is out there
            own = exercise_rules.rules_of(next(e.checker for e in catalogue.exercises() if e.id == exercise))
            assert all(view.hides(name) for name in own.forbid), (lesson, exercise)
        view = kernel
        if replays:
            continue  # the kernel keeps what another exercise needs; checked just above
        package = view.package
        assert (package / "classroom" / "hand_in.py").is_file(), "the kernel's side of grading is there"
        assert not list(package.glob("exercises/ex*.py")), f"{lesson}: a checker (oracles) in the view"
        assert not (package / "classroom" / "seeds.py").exists()
        assert not (package.parent / "solutions").exists()
        for name in rules.forbid:
            assert view.hides(name), (lesson, name)
            if name.startswith("lab_code."):
                relative = Path(*name.split(".")[1:])
                assert not (package / relative.with_suffix(".py")).exists(), (lesson, name)
                assert not list(package.rglob(f"{relative.name}*.pyc")), (lesson, name, "bytecode")
    assert views["02_validator"][1].hidden_paths, "jsonschema (forbidden in 2.1) is covered"
    rules09, view09, _ = views["09_interview"]
    assert not rules09.course_code and not (view09.package / "wire" / "fake_openai.py").exists()
    assert (views["05_tool_design"][1].package / "arguments" / "workdir_guard.py").exists(), "5.3 imports it"
    _, kernel10, replays10 = views["10_model_text"]  # 10.1 forbids the parser that 10.3 uses
    assert not kernel10.hides("lab_code.model_text.pythonic_calls") and list(replays10) == ["10.1"]
    assert replays10["10.1"].hides("lab_code.model_text.pythonic_calls")


def test_the_grading_runtime_imports_in_a_view_that_holds_only_it(tmp_path):
    """The kernel's side of grading runs in a view that may hold nothing but ``RUNTIME`` (the
    whiteboard 9.1 allows no course code): each of those modules imports from such a view alone."""
    view = course_view.build(exercise_rules.Rules(frozenset(), course_code=False), tmp_path)
    names = sorted(course_view.RUNTIME)
    probe = (
        "import importlib, sys; sys.path.insert(0, sys.argv[1])\n"
        "for name in sys.argv[2:]:\n"
        "    module = importlib.import_module(name)\n"
        "    assert module.__file__.startswith(sys.argv[1]), module.__file__\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        [sys.executable, "-I", "-c", probe, str(view.root), *names], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stderr[-2000:]


KERNEL_SIDE = textwrap.dedent(
    """
    import json, sys
    from lab_code.classroom.hand_in import check
    cells = json.load(open(sys.argv[1]))
    namespace = {"check": check}
    for line in sys.stdin:  # the test says which cell runs; the grader is told the same
        source = cells[int(line)]
        exec(compile(source, "<cell>", "exec"), namespace)
        print()
        print("ran", flush=True)
    """
)


def _answers_and_tests(source_notebook: Path) -> list[str]:
    cells = json.loads(source_notebook.read_text())["cells"]
    return [
        "\n".join(line for line in "".join(c["source"]).splitlines() if "SOLUTION" not in line)
        for c in cells
        if c["cell_type"] == "code"
    ]


@pytest.mark.skipif(sandbox.available() is not None, reason=f"no grading sandbox: {sandbox.available()}")
def test_every_reference_solution_earns_full_marks_from_the_sandbox(tmp_path, views):
    """Each assignment's solutions run in its sandbox (as nobody when root) and are graded by a
    host in this process, through the real protocol: the views hold what every exercise needs."""
    from nbformat import read

    from lab_code.classroom.nbgrader_grading import _cells_before, graded_tests

    course = tmp_path / "course"
    write_course(course)
    secret = seeds.read_secret(course)
    for lesson, (_, view, replays) in views.items():
        path = course / "source" / lesson / f"{lesson}.ipynb"
        notebook = read(path, as_version=4)
        tests = graded_tests(notebook)
        plan, run, host = _sandbox_for(Path(tempfile.mkdtemp(prefix="lg-t-")), view, tests, secret)
        host.replays = replays
        for cell in notebook.cells:  # a replay runs the answer cells as a student wrote them
            cell.source = "\n".join(line for line in cell.source.splitlines() if "SOLUTION" not in line)
        host.cells = _cells_before(notebook, tests)
        cells = _answers_and_tests(path)
        cells_file = run / "cells.json"
        cells_file.write_text(json.dumps(cells))
        os.chmod(cells_file, 0o644)
        command = sandbox.command(plan, ["-c", KERNEL_SIDE, str(cells_file)])
        kernel = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, preexec_fn=sandbox.set_limits
        )
        try:
            grade_ids = iter(tests)
            for index, source in enumerate(cells):
                host.running(next(grade_ids) if "check(" in source else None)
                kernel.stdin.write(f"{index}\n")
                kernel.stdin.flush()
                said = []
                while (line := kernel.stdout.readline()) not in ("ran\n", ""):
                    said.append(line)
                assert line and "没有被批改" not in "".join(said), f"{lesson}: cell {index}: {said}"
        finally:
            kernel.stdin.close()
            kernel.wait(timeout=30)
            host.stop()
            shutil.rmtree(run.parent, ignore_errors=True)
        for grade_id, test in tests.items():
            verdict = host.verdicts[grade_id]
            assert verdict.score == test.points and verdict.total > 0, (
                f"{lesson} {grade_id}:\n{verdict.report}"
            )


def _sandbox_for(folder: Path, view, tests, secret):
    """A run folder as SandboxedExecute makes it: short (a Unix socket path has ~107 bytes)."""
    from lab_code.classroom.grading_host import GradingHost
    from lab_code.classroom.nbgrader_grading import _kernel_env

    os.chmod(folder, 0o711)
    run, cases = folder / "run", folder / "cases"
    run.mkdir()
    cases.mkdir(mode=0o755)
    user = sandbox.sandbox_user()
    host = GradingHost(
        run,
        scratch=cases,
        student="alice",
        tests=tests,
        secret=secret,
        view=view,
        sandbox_uid=user and user.pw_uid,
    )
    if user:
        os.chown(run, user.pw_uid, user.pw_gid)
    sandbox.write_identity(run, user.pw_uid if user else os.getuid(), user.pw_gid if user else os.getgid())
    plan = {
        "rundir": str(run),
        "readonly": [str(host.scratch)],
        "workdir": str(run),
        "lab_code_view": str(view.package),
        "lab_code_dir": str(course_view.PACKAGE_DIR),
        "hidden_paths": [str(p) for p in view.hidden_paths],
        "env": _kernel_env(run, "alice"),
    }
    host.plan = plan
    host.start()
    return plan, run, host


def test_the_grading_kernel_is_started_by_a_kernelspec_that_wraps_ipykernel():
    from lab_code.classroom.nbgrader_grading import SandboxKernelManager

    km = SandboxKernelManager(plan={"rundir": "/tmp/x"}, owner=None)
    assert km.kernel_spec.argv[1:4] == ["-m", "lab_code.classroom.sandbox", "-f"]
    assert km.transport == "ipc" and km.kernel_spec.interrupt_mode == "message"
    assert sys.executable == km.kernel_spec.argv[0]


def test_what_a_report_says_to_run_runs_in_the_assignment(tmp_path, capsys):
    """The report of a failed check names ``check_xxx(...)`` and ``print_whole_case(...)``: the
    assignment's own cell defines both, so typing them as printed works (it was a NameError)."""
    import re

    from lab_code.classroom.assignments import report_names
    from lab_code.classroom.catalogue import by_lesson
    from lab_code.classroom.hand_in import check

    exercises = by_lesson()["07_crossbuild_agent"]
    namespace: dict = {}
    exec(report_names(exercises), namespace)
    exec("def repeat_key(name, args, schema):\n    return name + str(sorted(args.items()))", namespace)
    with pytest.raises(AssertionError):
        check("7.1", namespace["repeat_key"], "lab_code.exercises.ex07:check_repeat_key")
    report = capsys.readouterr().out
    again = re.search(r"同一批用例再跑一次：(\S+\(.*\))", report)
    assert again, report
    eval(again.group(1), namespace)  # the checker's name is defined: no NameError
    assert "print_whole_case" in namespace
    whole = re.search(r"完整打印第一个没通过的用例：(print_whole_case\(.*\))", report)
    eval(whole.group(1) if whole else "print_whole_case(check_repeat_key, repeat_key, seed=0)", namespace)


def test_the_adapters_left_in_the_sandbox_are_the_ones_named_and_still_exist():
    """Every checker's adapter runs in the grader, on stand-ins, except the few named in
    ``SANDBOX_GLUE`` with the reason; a name there that no checker uses any more is stale."""
    import contextlib
    import io

    from lab_code.classroom.remote_student import SANDBOX_GLUE, runs_in_sandbox
    from lab_code.exercises.call_result import RemoteCases, RemoteSession, StudentCallResult

    used: dict[str, object] = {}

    class Recorder(RemoteCases):
        def open_session(self, adapter, time_limit, forbid, course_code):
            if adapter is not None:
                used[f"{adapter.__module__}.{adapter.__qualname__}"] = adapter
            session = RemoteSession()
            session.call = lambda args, kwargs: StudentCallResult("not_done")
            return session

    for exercise in catalogue.exercises():
        module, _, name = exercise.checker.partition(":")
        with contextlib.redirect_stdout(io.StringIO()):
            getattr(importlib.import_module(module), name)(Recorder(), seed=0)
    assert set(SANDBOX_GLUE) <= set(used), set(SANDBOX_GLUE) - set(used)
    probed = [name for name, adapter in used.items() if not runs_in_sandbox(adapter)]
    assert len(probed) >= 4, probed  # 0.7, 0.8, 0.10, 0.14 at least
