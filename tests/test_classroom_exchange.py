"""The class on one machine through nbgrader's exchange, with real, separate accounts, and what a
hostile student tries there.

``.ci/run`` creates ``lab-instructor``, ``lab-student1`` and ``lab-student2`` (as root). The
exchange is set up as the guide says (``setup_exchange.sh``: the course folder is the
instructor's from the start). Before anything is released, lab-student1 tries to squat the
course folder. The instructor writes the course and releases lesson 07 (three exercises: the
cheapest kernel); each student fetches it and submits from their own account (one perfect, one
without 7.1). Then the attacks through the exchange, each a folder a student makes by hand in
``inbound`` (writable by every student):

* lab-student1 hands in again, later, with links beside the notebook: ``notes.txt`` to the
  course secret, ``x.html`` to the source notebook (solutions); nbgrader's own collect,
  autograde and feedback copy through them as the instructor, and ``x.html`` is then released
  as a feedback page the student can compute the name of;
* lab-student2 hands in a folder named after lab-student1, stamped later still, with the
  untouched stub: nbgrader's collect takes it as lab-student1's newest work (it only warns).

The instructor collects, autogrades (the kernel sandboxed under the instructor's own uid),
generates and releases feedback; each student fetches their feedback. Neither student can list
the other's submission or feedback, or read the gradebook, the collected work or the secret;
nothing of the secret or the solutions reaches anything a student can read.
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
from nbgrader.utils import notebook_hash  # noqa: E402

from lab_code.classroom import sandbox  # noqa: E402
from lab_code.classroom.nbgrader_course import COURSE_ID, write_course  # noqa: E402

HUB = Path(__file__).resolve().parent.parent / "lab_code" / "classroom" / "hub"
LESSON = "07_crossbuild_agent"
INSTRUCTOR, FIRST, SECOND = "lab-instructor", "lab-student1", "lab-student2"
HANDMADE_SECRET = "handmade-secret-of-student1"  # the submission_secret.txt of the hand-made folder
LATER, LATEST = "2099-01-01 00:00:00.000000 UTC", "2099-06-01 00:00:00.000000 UTC"

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


def _handmade(
    inbound: Path, owner: str, claims: str, stamp: str, secret: str, work: Path, links: dict
) -> list:
    """The steps with which ``owner`` makes a submission folder by hand, in the name of ``claims``."""
    folder = inbound / f"{claims}+{LESSON}+{stamp}+handmade{owner[-1]}"
    steps = [
        ["mkdir", str(folder)],
        ["copy", str(work), str(folder / f"{LESSON}.ipynb")],
        ["write", str(folder / "timestamp.txt"), stamp],
        ["write", str(folder / "submission_secret.txt"), secret],
    ]
    return steps + [["symlink", target, str(folder / name)] for name, target in links.items()]


@pytest.fixture(scope="module")
def term():
    top = Path(tempfile.mkdtemp(prefix="lab-exchange-"))
    os.chmod(top, 0o755)
    exchange, config = top / "exchange", top / "config"
    subprocess.run(["sh", str(HUB / "setup_exchange.sh"), str(exchange), INSTRUCTOR, COURSE_ID], check=True)
    config.mkdir()
    shutil.copy(HUB / "nbgrader_config.py", config / "nbgrader_config.py")
    env = {"JUPYTER_CONFIG_PATH": str(config), "LAB_EXCHANGE_ROOT": str(exchange)}  # as /etc/jupyter
    course, shared = top / "course", exchange / COURSE_ID
    inbound = shared / "inbound"
    for student in (FIRST, SECOND):
        home = top / student
        home.mkdir(mode=0o700)  # as useradd makes a home (login.defs HOME_MODE 0700)
        _own(home, student)
    squat = nbgrader_steps(  # before the first release, as the squatter did
        FIRST,
        [
            ["mkdir", str(shared)],
            ["mkdir", str(shared / "outbound" / LESSON)],
            ["rename", str(shared), str(exchange / "mine")],
            ["symlink", str(top / FIRST), str(shared / "feedback" / "x")],
            ["write", str(shared / "outbound" / "x.ipynb"), "{}"],
        ],
        cwd=top / FIRST,
        env=env,
    )
    write_course(course)
    _own(course, INSTRUCTOR)
    steps = [["generate_assignment", LESSON], ["release_assignment", LESSON]]
    released = nbgrader_steps(INSTRUCTOR, steps, cwd=course, env=env)
    source = json.loads((course / "source" / LESSON / f"{LESSON}.ipynb").read_text())
    release = json.loads((course / "release" / LESSON / f"{LESSON}.ipynb").read_text())
    perfect = solved(release, source)
    partial = solved(release, source)  # 7.1 (1 point) left as the stub, 7.2 and 7.3 right
    answers(partial)[0]["source"] = answers(release)[0]["source"]
    submitted = {}
    for student, work in ((FIRST, perfect), (SECOND, partial)):
        home = top / student
        (home / "work.ipynb").write_text(json.dumps(work, ensure_ascii=False))
        (home / "stub.ipynb").write_text(json.dumps(release, ensure_ascii=False))
        _own(home, student)
        target = home / LESSON / f"{LESSON}.ipynb"
        steps = [
            ["fetch_assignment", LESSON],
            ["copy", str(home / "work.ipynb"), str(target)],
            ["submit", LESSON],
        ]
        submitted[student] = nbgrader_steps(student, steps, cwd=home, env=env)
    links = {
        "notes.txt": str(course / ".grading" / "secret"),
        "x.html": str(course / "source" / LESSON / f"{LESSON}.ipynb"),
    }
    attacks = {
        FIRST: _handmade(inbound, FIRST, FIRST, LATER, HANDMADE_SECRET, top / FIRST / "work.ipynb", links),
        SECOND: _handmade(inbound, SECOND, FIRST, LATEST, "forged", top / SECOND / "stub.ipynb", {}),
    }
    attacked = {
        student: nbgrader_steps(student, s, cwd=top / student, env=env) for student, s in attacks.items()
    }
    steps = [
        ["collect", LESSON],
        ["autograde", LESSON],
        ["generate_feedback", LESSON],
        ["release_feedback", LESSON],
        ["export"],
    ]
    graded = nbgrader_steps(INSTRUCTOR, steps, cwd=course, env=env)
    theirs = {FIRST: SECOND, SECOND: FIRST}

    def page(notebook: str) -> str:  # a released feedback page, by the name nbgrader gives it
        return str(
            shared / "feedback" / f"{notebook_hash(secret=HANDMADE_SECRET, notebook_id=notebook)}.html"
        )

    looked = {}
    for student in (FIRST, SECOND):
        other = theirs[student]
        steps = [
            ["fetch_feedback", LESSON],
            ["list", str(inbound)],
            ["list", str(shared / "feedback")],
            ["read", str(course / "gradebook.db")],
            ["read", str(course / "submitted" / other / LESSON / f"{LESSON}.ipynb")],
            ["read", str(course / ".grading" / "secret")],
            ["list", str(top / other)],
            ["text", page("x")],  # the link's target, released as a feedback page (old nbgrader steps)
            ["text", page(LESSON)],  # the hand-made submission's own feedback page
        ]
        looked[student] = nbgrader_steps(student, steps, cwd=top / student, env=env)
    yield {
        "top": top,
        "course": course,
        "exchange": exchange,
        "squat": squat,
        "released": released,
        "submitted": submitted,
        "attacked": attacked,
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


def test_the_course_folder_cannot_be_squatted(term):
    """The issue's squat: the course folder made first by a student; renamed; a link planted."""
    assert [code for code, _ in term["squat"]] == [1] * len(term["squat"]), term["squat"]
    shared = term["exchange"] / COURSE_ID
    assert shared.stat().st_uid == __import__("pwd").getpwnam(INSTRUCTOR).pw_uid
    assert {p.name: oct(p.stat().st_mode & 0o7777) for p in shared.iterdir()} == {
        "inbound": "0o2733",
        "outbound": "0o755",
        "feedback": "0o711",
    }


def test_the_grades_are_right_and_a_forged_hand_in_is_not_taken(term):
    """lab-student2's folder in lab-student1's name (the stub, stamped latest) changes nothing."""
    assert [code for code, _ in term["attacked"][SECOND]] == [0] * len(term["attacked"][SECOND])
    rows = [line.split(",") for line in (term["course"] / "grades.csv").read_text().splitlines()[1:]]
    scores = {r[3]: (float(r[9]), float(r[10])) for r in rows}
    assert scores[FIRST] == (4.0, 4.0)
    assert scores[SECOND] == (3.0, 4.0)
    assert "没有收" in term["graded"][0][1] and "另一个账号" in term["graded"][0][1]


def test_links_in_a_submission_are_refused_and_the_student_is_told(term):
    course = term["course"]
    assert [code for code, _ in term["attacked"][FIRST]] == [0] * len(term["attacked"][FIRST])
    secret = (course / ".grading" / "secret").read_text().strip()
    readable = [course / "autograded", course / "feedback", term["exchange"] / COURSE_ID]
    for folder in readable:
        for path in folder.rglob("*"):
            if path.is_file() and not path.is_symlink():
                text = path.read_text(errors="replace")
                assert secret not in text and "BEGIN SOLUTION" not in text, path
    assert not list((course / "submitted" / FIRST / LESSON).glob("*.html"))
    assert not any(p.is_symlink() for p in (course / "submitted").rglob("*"))
    code, _ = term["looked"][FIRST][7]
    assert code == 1, "the link's target was released as a feedback page"
    code, page = term["looked"][FIRST][8]
    assert code == 0 and "得分" in page and "notes.txt" in page and "没有收下" in page


def test_each_student_gets_their_own_feedback(term):
    code, log = term["looked"][SECOND][0]
    assert code == 0, log
    pages = list((term["top"] / SECOND / LESSON / "feedback").rglob("*.html"))
    assert len(pages) == 1 and "得分" in pages[0].read_text(encoding="utf-8")


def test_no_student_sees_anything_of_the_other_or_of_the_instructor(term):
    for student in (FIRST, SECOND):
        seen = term["looked"][student][1:7]
        assert [code for code, _ in seen] == [1] * len(seen), (student, seen)
