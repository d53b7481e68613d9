"""The classroom package without nbgrader's machinery: the catalogue matches the notebooks and
the README, the assignment notebooks carry working solutions and hidden tests, and the grading
guard keeps code inside its folder. (The full nbgrader flow: tests/test_classroom_nbgrader.py.)
"""

import json
import os
import subprocess
import sys
import textwrap

from lab_code import REPO_ROOT
from lab_code.classroom import catalogue
from lab_code.classroom.nbgrader_course import write_course


def test_readme_catalogue_is_the_generated_one():
    text = catalogue.README.read_text(encoding="utf-8")
    assert catalogue.render() in text, "run: python -m lab_code.classroom catalogue --write"


def test_every_exercise_is_catalogued_with_sensible_fields():
    found = catalogue.exercises()
    assert len({e.id for e in found}) == len(found) >= 20
    for e in found:
        assert e.title and e.difficulty in (1, 2, 3) and 1 <= e.points <= 5, e
        assert e.statement.count(f"练习 {e.id}") >= 1 and "NotImplementedError" in e.stub


RUN_ASSIGNMENTS = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from lab_code.classroom import grading_guard
    notebooks = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in Path(sys.argv[1]).glob("source/*/*.ipynb")}
    grading_guard.install()  # what nbgrader's grading kernel starts with; from here on, only this folder
    for name, notebook in sorted(notebooks.items()):
        namespace = {}
        for cell in notebook["cells"]:
            if cell["cell_type"] == "code":  # solutions, visible and hidden tests, in order
                exec(compile("".join(cell["source"]), f"<{name}>", "exec"), namespace)
        print("GRADED", name)
    """
)


def test_every_assignment_passes_its_own_tests_under_the_grading_guard(tmp_path):
    """The source notebooks run as a grading kernel runs them (guard on, in a student's folder):
    every embedded solution passes the visible and the hidden tests. nbgrader's own pipeline is
    tests/test_classroom_nbgrader.py; this covers every lesson at the cost of one process."""
    lessons = write_course(tmp_path / "course", hidden_seed=1234)
    config = (tmp_path / "course" / "nbgrader_config.py").read_text(encoding="utf-8")
    assert "c.Execute.timeout = 60" in config and "grading_guard" in config
    for lesson in lessons:
        path = tmp_path / "course" / "source" / lesson / f"{lesson}.ipynb"
        nb = json.loads(path.read_text(encoding="utf-8"))
        metas = [c["metadata"]["nbgrader"] for c in nb["cells"]]
        assert len({m["grade_id"] for m in metas}) == len(metas), "grade ids are unique"
        for cell, meta in zip(nb["cells"], metas, strict=True):
            source = "".join(cell["source"])
            if meta["solution"]:
                assert "### BEGIN SOLUTION" in source and "### END SOLUTION" in source
            if meta["grade"]:
                assert meta["points"] > 0 and "### BEGIN HIDDEN TESTS" in source and "seed=" in source
    folder = tmp_path / "autograded" / "someone"
    folder.mkdir(parents=True)
    env = dict(os.environ, PYTHONPATH=str(REPO_ROOT))
    run = subprocess.run(
        [sys.executable, "-c", RUN_ASSIGNMENTS, str(tmp_path / "course")],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert run.stdout.count("GRADED") == len(lessons) and "❌" not in run.stdout


GUARD_PROBE = textwrap.dedent(
    """
    import os, sys
    from lab_code.classroom import grading_guard
    grading_guard.install()
    def attempt(label, action):
        try:
            action()
            print("ALLOWED", label)
        except PermissionError as exc:
            print("REFUSED", label, exc)
    attempt("own folder", lambda: open("answer.txt", "w").write("x") and open("answer.txt").read())
    attempt("temp dir", lambda: open(os.path.join(__import__("tempfile").gettempdir(), "t"), "w").close())
    attempt("parent folder", lambda: open("../outside.txt").read())
    attempt("solutions", lambda: __import__("solutions.ex00_start_here"))
    attempt("subprocess", lambda: __import__("subprocess").run(["true"]))
    attempt("gc", lambda: __import__("gc").get_objects())
    from lab_code.exercises.checking import Case, run_checks
    def endless(x):
        while True:
            pass
    ok = run_checks("9.9", endless, [Case("x", (1,), expected=1)], time_limit=0.2)
    print("STOPPED" if not ok and __import__("threading").active_count() == 1 else "RUNAWAY")
    """
)


def test_the_grading_guard_keeps_a_submission_in_its_folder(tmp_path):
    (tmp_path / "outside.txt").write_text("secret")
    folder = tmp_path / "autograded" / "someone"
    folder.mkdir(parents=True)
    env = dict(os.environ, PYTHONPATH=str(REPO_ROOT))
    out = subprocess.run(
        [sys.executable, "-c", GUARD_PROBE], cwd=folder, env=env, capture_output=True, text=True, timeout=60
    ).stdout
    for allowed in ("own folder", "temp dir"):
        assert f"ALLOWED {allowed}" in out, out
    for refused in ("parent folder", "solutions", "subprocess", "gc"):
        assert f"REFUSED {refused}" in out, out
    assert "STOPPED" in out, "the checker's time limit still works under the guard"
