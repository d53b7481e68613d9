"""The class on one machine through nbgrader's exchange, with real, separate accounts.

``.ci/run`` creates ``lab-instructor``, ``lab-student1`` and ``lab-student2`` (as root). The
instructor writes the course and releases lesson 07 (three exercises: the cheapest kernel; the
live Hub test uses lesson 00) into an exchange set up as the guide says; each student fetches it
and submits from their own account (one perfect, one without 7.1); the
instructor collects, autogrades (the kernel sandboxed under the instructor's own uid), generates
and releases feedback; each student fetches their feedback. Neither student can list the other's
submission or feedback, or read the gradebook, the collected work or the course secret. The same
configuration files as ``lab_code/classroom/hub`` (the Hub runs these very commands for its users).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("nbgrader")

from classroom_flow import accounts_missing, answers, nbgrader_steps, solved  # noqa: E402

from lab_code.classroom import sandbox  # noqa: E402
from lab_code.classroom.nbgrader_course import write_course  # noqa: E402

HUB = Path(__file__).resolve().parent.parent / "lab_code" / "classroom" / "hub"
LESSON = "07_crossbuild_agent"
INSTRUCTOR, FIRST, SECOND = "lab-instructor", "lab-student1", "lab-student2"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(os.geteuid() != 0, reason="switching accounts needs root (CI runs as root)"),
    pytest.mark.skipif(
        bool(accounts_missing()), reason=f"accounts missing (.ci/run creates them): {accounts_missing()}"
    ),
    pytest.mark.skipif(sandbox.available() is not None, reason=f"no grading sandbox: {sandbox.available()}"),
]


def _own(path: Path, user: str) -> None:
    import pwd

    account = pwd.getpwnam(user)
    for folder, dirs, files in os.walk(path):
        for name in [folder, *(os.path.join(folder, n) for n in dirs + files)]:
            os.chown(name, account.pw_uid, account.pw_gid)


@pytest.fixture(scope="module")
def term():
    top = Path(tempfile.mkdtemp(prefix="lab-exchange-"))
    os.chmod(top, 0o755)
    exchange, config = top / "exchange", top / "config"
    subprocess.run(["sh", str(HUB / "setup_exchange.sh"), str(exchange)], check=True)
    config.mkdir()
    shutil.copy(HUB / "nbgrader_config.py", config / "nbgrader_config.py")
    env = {"JUPYTER_CONFIG_PATH": str(config), "LAB_EXCHANGE_ROOT": str(exchange)}  # as /etc/jupyter
    course = top / "course"
    write_course(course)
    _own(course, INSTRUCTOR)
    steps = [["generate_assignment", LESSON], ["release_assignment", LESSON]]
    released = nbgrader_steps(INSTRUCTOR, steps, cwd=course, env=env)
    source = json.loads((course / "source" / LESSON / f"{LESSON}.ipynb").read_text())
    release = json.loads((course / "release" / LESSON / f"{LESSON}.ipynb").read_text())
    perfect = solved(release, source)
    partial = solved(release, source)  # 7.1 (2 points) left as the stub, 7.2 and 7.3 right
    answers(partial)[0]["source"] = answers(release)[0]["source"]
    submitted = {}
    for student, work in ((FIRST, perfect), (SECOND, partial)):
        home = top / student
        home.mkdir(mode=0o700)  # as useradd makes a home (login.defs HOME_MODE 0700)
        (home / "work.ipynb").write_text(json.dumps(work, ensure_ascii=False))
        _own(home, student)
        target = home / LESSON / f"{LESSON}.ipynb"
        steps = [
            ["fetch_assignment", LESSON],
            ["copy", str(home / "work.ipynb"), str(target)],
            ["submit", LESSON],
        ]
        submitted[student] = nbgrader_steps(student, steps, cwd=home, env=env)
    steps = [
        ["collect", LESSON],
        ["autograde", LESSON],
        ["generate_feedback", LESSON],
        ["release_feedback", LESSON],
        ["export"],
    ]
    graded = nbgrader_steps(INSTRUCTOR, steps, cwd=course, env=env)
    inbound = exchange / "tool-calling-lab" / "inbound"
    theirs = {FIRST: SECOND, SECOND: FIRST}
    looked = {}
    for student in (FIRST, SECOND):
        other = theirs[student]
        steps = [
            ["fetch_feedback", LESSON],
            ["list", str(inbound)],
            ["list", str(exchange / "tool-calling-lab" / "feedback")],
            ["read", str(course / "gradebook.db")],
            ["read", str(course / "submitted" / other / LESSON / f"{LESSON}.ipynb")],
            ["read", str(course / ".grading" / "secret")],
            ["list", str(top / other)],
        ]
        looked[student] = nbgrader_steps(student, steps, cwd=top / student, env=env)
    yield {
        "top": top,
        "course": course,
        "released": released,
        "submitted": submitted,
        "graded": graded,
        "looked": looked,
    }
    shutil.rmtree(top, ignore_errors=True)


def test_release_fetch_submit_collect_through_the_exchange(term):
    for code, log in term["released"] + term["submitted"][FIRST] + term["submitted"][SECOND]:
        assert code == 0, log
    for code, log in term["graded"]:
        assert code == 0, log
    collected = {
        p.parent.parent.name for p in (term["course"] / "submitted").glob(f"*/{LESSON}/{LESSON}.ipynb")
    }
    assert collected == {FIRST, SECOND}


def test_the_grades_are_right(term):
    rows = [line.split(",") for line in (term["course"] / "grades.csv").read_text().splitlines()[1:]]
    scores = {r[3]: (float(r[9]), float(r[10])) for r in rows}
    assert scores[FIRST] == (5.0, 5.0)
    assert scores[SECOND] == (3.0, 5.0)


def test_each_student_gets_their_own_feedback(term):
    for student in (FIRST, SECOND):
        code, log = term["looked"][student][0]
        assert code == 0, log
        pages = list((term["top"] / student / LESSON / "feedback").rglob("*.html"))
        assert len(pages) == 1 and "得分" in pages[0].read_text(encoding="utf-8"), student


def test_no_student_sees_anything_of_the_other_or_of_the_instructor(term):
    for student in (FIRST, SECOND):
        seen = term["looked"][student][1:]
        assert [code for code, _ in seen] == [1] * len(seen), (student, seen)
