"""The classroom flow end to end, with nbgrader's own commands on a course directory that
``python -m lab_code.classroom nbgrader`` wrote: generate_assignment → autograde →
generate_feedback → export.

Every lesson's assignment is released; the class submits lesson 00: a perfect submission
(full marks), an untouched release (zero), a file that is not JSON, and
one submission that goes wrong three ways — code that crashes, code that reads the source
notebook (solutions, hidden tests) from outside its folder, a cell that never stops. Every one
gets a score and a reason; none stops the others being graded. That every other lesson's
assignment earns full marks is tested more cheaply in tests/test_classroom.py (the same
cells under the same guard, one process instead of a kernel per notebook). The commands run in this process (nbgrader's command-line app, the
way nbgrader's own tests run it), which saves three seconds of imports per command; the
notebooks run in real kernels, as in a classroom.
"""

from __future__ import annotations

import copy
import csv
import io
import json
import logging
import os
import sys
from pathlib import Path

import pytest

pytest.importorskip("nbgrader")

from lab_code.classroom.catalogue import by_lesson  # noqa: E402
from lab_code.classroom.nbgrader_course import write_course  # noqa: E402

pytestmark = pytest.mark.slow
HIDDEN_SEED = 424242
SHORT_TIMEOUT_S = 5  # for the submission with the never-ending cell: it costs this much wall time
BAD_LESSON = "00_start_here"
GRADED_LESSONS = (BAD_LESSON,)  # each submission is a kernel: ~2 s of CPU per notebook


def nbgrader(*argv: str) -> tuple[int, str]:
    """``nbgrader ARGV…`` as typed in the course directory; (exit code, log)."""
    from jupyter_core.application import NoStart
    from nbgrader.apps import NbGraderApp

    app, log = NbGraderApp.instance(), io.StringIO()
    try:
        app.initialize(list(argv))
        app.init_logging(logging.StreamHandler, [log], color=False, subapps=True)
        app.start()
        code = 0
    except NoStart:  # the subcommand already ran during initialize()
        code = 0
    except SystemExit as exc:
        code = exc.code or 0
    finally:
        app.reset()
    return code, log.getvalue()


def _answers(notebook: dict) -> list[dict]:
    return [c for c in notebook["cells"] if c["metadata"].get("nbgrader", {}).get("solution")]


def _solved(release: dict, source: dict) -> dict:
    """The release with every answer cell filled in the way a student would: solution, no markers."""
    solved = copy.deepcopy(release)
    for cell, reference in zip(_answers(solved), _answers(source), strict=True):
        lines = "".join(reference["source"]).splitlines()
        cell["source"] = "\n".join(line for line in lines if "SOLUTION" not in line)
    return solved


def _submit(course: Path, student: str, lesson: str, notebook) -> None:
    folder = course / "submitted" / student / lesson
    folder.mkdir(parents=True, exist_ok=True)
    text = notebook if isinstance(notebook, str) else json.dumps(notebook, ensure_ascii=False)
    (folder / f"{lesson}.ipynb").write_text(text, encoding="utf-8")


def _troublemaker(release: dict, source: dict) -> dict:
    """Lesson 00: 0.1 crashes, 0.2 reads the source notebook from outside its folder, 0.3 never stops;
    0.4 onwards are right and must still earn their points."""
    work = _solved(release, source)
    crash, snoop, endless = _answers(work)[:3]  # the other exercises stay right
    crash["source"] = 'raise RuntimeError("我的代码在这里崩了")'
    peek = f'stolen = open("../../../source/{BAD_LESSON}/{BAD_LESSON}.ipynb").read()\n'
    snoop["source"] = peek + "".join(snoop["source"])
    endless["source"] = "import time\nwhile True:\n    time.sleep(0.1)"
    return work


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    course = tmp_path_factory.mktemp("class") / "course"
    lessons = write_course(course, hidden_seed=HIDDEN_SEED)  # the default per-cell timeout
    old_cwd, old_path = os.getcwd(), os.environ["PATH"]
    os.chdir(course)
    os.environ["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{old_path}"  # nbgrader runs `alembic`
    try:
        logs = {"generate_assignment": nbgrader("generate_assignment", "*", "--force")}
        for lesson in GRADED_LESSONS:
            release, source = (
                json.loads((course / kind / lesson / f"{lesson}.ipynb").read_text())
                for kind in ("release", "source")
            )
            _submit(course, "perfect", lesson, _solved(release, source))
            if lesson == BAD_LESSON:
                _submit(course, "untouched", lesson, release)
                _submit(course, "not_json", lesson, '{"cells": [ this is not json')
                troublemaker = _troublemaker(release, source)
        logs["autograde"] = nbgrader("autograde", "*", "--create")
        # Graded on its own with a short per-cell timeout, so the endless cell costs 5 s, not 60.
        _submit(course, "troublemaker", BAD_LESSON, troublemaker)
        logs["autograde troublemaker"] = nbgrader(
            "autograde",
            BAD_LESSON,
            "--student=troublemaker",
            "--create",
            f"--Execute.timeout={SHORT_TIMEOUT_S}",
        )
        logs["generate_feedback"] = nbgrader("generate_feedback", BAD_LESSON)
        logs["export"] = nbgrader("export")
    finally:
        os.chdir(old_cwd)
        os.environ["PATH"] = old_path
    with open(course / "grades.csv", encoding="utf-8") as f:
        grades = {(row["student_id"], row["assignment"]): row for row in csv.DictReader(f)}
    return course, lessons, grades, logs


def _score(grades, student, lesson) -> tuple[float, float]:
    row = grades[(student, lesson)]
    return float(row["score"]), float(row["max_score"])


def test_the_release_hides_solutions_and_hidden_tests(graded):
    course, lessons, _, logs = graded
    assert logs["generate_assignment"][0] == 0, logs["generate_assignment"][1]
    assert set(lessons) == set(by_lesson())
    for lesson in lessons:
        release = (course / "release" / lesson / f"{lesson}.ipynb").read_text(encoding="utf-8")
        assert "BEGIN SOLUTION" not in release and "HIDDEN TESTS" not in release
        assert "seed=" not in release, "no hidden seed reaches the students"
        assert "raise NotImplementedError(\\\"练习" in release  # the lesson's own stubs


def test_perfect_work_gets_full_marks_and_untouched_gets_zero(graded):
    course, _, grades, _ = graded
    for lesson in GRADED_LESSONS:
        score, maximum = _score(grades, "perfect", lesson)
        assert score == maximum > 0, f"{lesson}: {score}/{maximum}"
    assert _score(grades, "untouched", BAD_LESSON) == (0, _score(grades, "perfect", BAD_LESSON)[1])
    autograded = (course / "autograded" / "perfect" / BAD_LESSON / f"{BAD_LESSON}.ipynb").read_text()
    assert "BEGIN HIDDEN TESTS" in autograded and "seed=" in autograded, "grading restores the hidden tests"


def test_bad_submissions_get_a_clear_result_and_the_rest_is_graded(graded):
    course, _, grades, logs = graded
    score, maximum = _score(grades, "troublemaker", BAD_LESSON)
    assert score == maximum - sum(e.points for e in by_lesson()[BAD_LESSON][:3]) > 0
    assert _score(grades, "not_json", BAD_LESSON)[0] == 0
    code, log = logs["autograde"]
    assert code != 0 and f"error processing assignment '{BAD_LESSON}' for student 'not_json'" in log
    assert _score(grades, "untouched", BAD_LESSON)[0] == 0  # graded after the broken file, not stopped by it
    assert logs["autograde troublemaker"][0] == 0, logs["autograde troublemaker"][1]
    feedback = (course / "feedback" / "troublemaker" / BAD_LESSON / f"{BAD_LESSON}.html").read_text()
    assert "我的代码在这里崩了" in feedback  # 0.1: the crash, in the student's own words
    assert "评分时只能读提交目录里的文件" in feedback  # 0.2: reading the source notebook refused
    assert "CellTimeoutError" in feedback  # 0.3: interrupted after the per-cell timeout
    assert "name 'call_tool' is not defined" in feedback  # and 0.3's tests still ran after the interrupt
    assert not (course / "feedback" / "not_json").exists()
