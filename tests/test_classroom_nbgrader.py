"""A class graded by nbgrader's own commands, with the kernel in the sandbox.

One course (``python -m lab_code.classroom nbgrader``), every assignment released with
``nbgrader generate_assignment``, then one ``nbgrader autograde`` for the whole class:

* a file that is not JSON (an error, 0); an untouched release scores 0 too (``cheat_run_one``
  below is one, with every function a stub);
* a mixed one of lesson 00: two functions that forget that bool is not an int earn the share
  of cases they pass, exactly; a cell that crashes, a cell that never stops and a function that
  kills its own process each score 0 for their exercise only (a function that hangs on some
  inputs: tests/test_classroom_machinery.py);
* every cheating class of ``classroom_cheats`` (several variants each, lesson 07): none
  scores, none touches the gradebook, another student, the secret, the tests or the grader;
* the attacks on the pipeline around the sandbox (``classroom_attacks``): adapters' answers
  forged in the kernel (lesson 00), a forbidden module stashed for the replayed 10.1 (lesson 10),
  a flood of output, a graded cell of the student's own and links beside the notebook in
  ``submitted/`` (lesson 07, one submission), a notebook that is itself a link;
* ``zz_victim``, honest (lesson 07), graded after all of them: full marks, files untouched.

Then ``generate_feedback``: Chinese pages without tracebacks, machine paths, scripts or hidden seeds.
"""

from __future__ import annotations

import json
import os
import re
import sys
import types
from pathlib import Path

import pytest

pytest.importorskip("nbgrader")

from classroom_attacks import (  # noqa: E402
    EXTRA_GRADE_ID,
    FLOOD,
    FLOOD_MIB,
    RUN_ONE_FORGER,
    STASHED_PARSER,
    extra_graded_cell,
    plant_links,
)
from classroom_cheats import (  # noqa: E402
    ENV_MARKER,
    GROUPS,
    LESSON,
    MARKER,
    VICTIM,
    VICTIM_TEXT,
    class_of_students,
)
from classroom_flow import (  # noqa: E402
    answers,
    cell_scores,
    digest,
    forged_grades,
    grades,
    make_course,
    solved,
    source_of,
    steps,
    submit,
)

from lab_code.classroom import sandbox  # noqa: E402
from lab_code.classroom.catalogue import by_lesson  # noqa: E402

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(sandbox.available() is not None, reason=f"no grading sandbox: {sandbox.available()}"),
]
CELL_TIMEOUT_S = 4  # the never-ending cell costs this; every honest tests cell needs well under 1 s
ENV_VALUE = "grader-env-3f9a"
L00, L07, L10 = "00_start_here", LESSON, "10_model_text"


def _forgets_bool(cell: dict, function: str, body: str) -> None:
    cell["source"] = f"def {function}(value):\n{body}"


def _mixed(release: dict, source: dict) -> dict:
    """Right, except: 0.2 and 0.12 treat True/False as integers (partial credit); 0.1's cell
    crashes, 0.3's cell never stops, 0.5's function kills its own process."""
    work = solved(release, source)
    cells = answers(work)
    cells[1]["source"] = "def is_count(value):\n    return isinstance(value, int) and value >= 0"
    cells[11]["source"] = (
        "def as_whole_number(value):\n    if isinstance(value, int):\n        return int(value)\n"
        "    if isinstance(value, float) and value.is_integer():\n        return int(value)\n    return None"
    )
    cells[0]["source"] = 'raise RuntimeError("我的代码在这里崩了")'
    cells[2]["source"] = "import time\nwhile True:\n    time.sleep(0.1)"
    cells[4]["source"] = "import os\ndef review_order(records):\n    os._exit(3)"
    return work


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    root = tmp_path_factory.mktemp("class")
    course, releases, sources = make_course(root, (L00, L07, L10))
    submit(course, "not_json", L00, '{"cells": [ this is not json')
    submit(course, "mixed", L00, _mixed(releases[L00], sources[L00]))
    cheaters = class_of_students(releases[L07])
    for student, notebook in cheaters.items():
        submit(course, student, L07, notebook)
    borrowed = solved(releases[L10], sources[L10])
    answers(borrowed)[0]["source"] = STASHED_PARSER  # 10.1 by the course's parser; 10.2, 10.3 right
    submit(course, "cheat_replayed", L10, borrowed)
    forger = json.loads(json.dumps(releases[L00]))  # every function a stub
    answers(forger)[0]["source"] = RUN_ONE_FORGER + "\n" + source_of(answers(forger)[0])
    submit(course, "cheat_run_one", L00, forger)
    flooded = extra_graded_cell(solved(releases[L07], sources[L07]))
    answers(flooded)[1]["source"] = FLOOD + source_of(answers(flooded)[1])
    plant_links(submit(course, "files_and_flood", L07, flooded).parent, course, L07)
    linked = submit(course, "linked_notebook", L07, "{}")
    linked.unlink()
    linked.symlink_to(course / "source" / L07 / f"{L07}.ipynb")
    victim = solved(releases[L07], sources[L07])
    answers(victim)[0]["source"] += f"\n# {VICTIM_TEXT}"
    victim_file = submit(course, VICTIM, L07, victim)
    before = digest(victim_file)
    graded_log, feedback_log, export_log = steps(
        course,
        [
            ["autograde", "*", "--create", f"--SandboxedExecute.timeout={CELL_TIMEOUT_S}"],
            ["generate_feedback", "*"],
            ["export"],
        ],
        env={ENV_MARKER: ENV_VALUE},
    )
    assert export_log[0] == 0, export_log[1][-2000:]
    return {
        "course": course,
        "run": graded_log,
        "feedback": feedback_log,
        "grades": grades(course),
        "cheaters": cheaters,
        "victim_file": victim_file,
        "victim_before": before,
    }


def _points(lesson: str) -> float:
    return float(sum(e.points for e in by_lesson()[lesson]))


def _outputs(course: Path, student: str, lesson: str) -> str:
    path = course / "autograded" / student / lesson / f"{lesson}.ipynb"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def _printed(course: Path, student: str, lesson: str) -> str:
    """What a submission's own cells printed (never their source: a cheat names what it looks for)."""
    text = _outputs(course, student, lesson)
    cells = json.loads(text)["cells"] if text else []
    return json.dumps([c.get("outputs", []) for c in answers({"cells": cells})], ensure_ascii=False)


def test_honest_work_scores_what_it_earns(graded):
    g = graded["grades"]
    code, log = graded["run"]
    assert code != 0  # not_json is reported as an error, the others are graded
    assert "error processing assignment '00_start_here' for student 'not_json'" in log
    assert g[(VICTIM, L07)] == (_points(L07), _points(L07))
    assert g[("not_json", L00)][0] == 0
    for block in log.split("Sanitizing ")[1:]:  # one block per submission
        if "cheat_notebook_and_socket" not in block.split("\n", 1)[0]:
            assert "checksum" not in block, "no cell looks tampered with when nobody touched it"


def test_partial_credit_is_the_share_of_cases_passed(graded):
    scores = cell_scores(graded["course"], "mixed", L00)
    # 0.2: True and False of the 19 values of each batch; 0.12: True of 17.
    assert scores["tests_0_2"] == round(34 / 38, 2) and scores["tests_0_12"] == round(32 / 34, 2), scores


def test_what_went_wrong_costs_only_its_own_exercise(graded):
    g, course = graded["grades"], graded["course"]
    scores = cell_scores(course, "mixed", L00)
    assert [scores[f"tests_0_{n}"] for n in (1, 3, 5)] == [0, 0, 0], scores
    lost = 3 + 2 - round(34 / 38, 2) - round(32 / 34, 2)
    assert g[("mixed", L00)][0] == pytest.approx(_points(L00) - lost)
    out = _outputs(course, "mixed", L00)
    assert (
        "测试单元出错：NameError: name 'call_tool' is not defined" in out
    )  # 0.3: interrupted, never defined
    assert "意外结束" in out  # 0.5: os._exit in the function ends only its own process


@pytest.mark.parametrize("group", sorted(GROUPS) + ["notebook_and_socket"])
def test_no_cheat_changes_a_grade(graded, group):
    student = f"cheat_{group}"
    assert graded["grades"][(student, L07)][0] == 0, _outputs(graded["course"], student, L07)[-4000:]


def test_code_one_exercise_forbids_and_another_uses_stays_out_of_the_first(graded):
    """10.1 forbids the parser 10.3 uses: 10.1 is graded in a sandbox of its own, without it,
    and with nothing the kernel could write (the answer cell stashes the parser's source)."""
    from lab_code.exercises import ex10
    from lab_code.model_text import pythonic_calls

    stash = types.ModuleType("stash")  # what the replay loads when a stash is there to load
    sys.modules["stash"] = stash
    try:
        exec(compile(Path(pythonic_calls.__file__).read_text(), "stash", "exec"), stash.__dict__)
    finally:
        del sys.modules["stash"]
    namespace = {"_parser": stash}
    exec("def parse_calls" + STASHED_PARSER.split("def parse_calls", 1)[1], namespace)
    assert ex10.check_parse_calls(namespace["parse_calls"], seed=0).passed > 0, "a stash would score"
    scores = cell_scores(graded["course"], "cheat_replayed", L10)
    assert scores["tests_10_1"] == 0 and scores["tests_10_2"] == 2 and scores["tests_10_3"] == 2, scores


def test_cheats_reach_nothing_outside_their_sandbox(graded):
    course = graded["course"]
    assert forged_grades(course) == 0, "a grade nobody graded"
    assert digest(graded["victim_file"]) == graded["victim_before"], "another student's file changed"
    assert graded["grades"][(VICTIM, L07)] == (_points(L07), _points(L07)), (
        "the grader survived every cheater"
    )
    secret = (course / ".grading" / "secret").read_text().strip()
    for student in graded["cheaters"]:
        out = _printed(course, student, L07)
        leaks = [w for w in (secret, "BEGIN SOLUTION", "SQLite format", VICTIM_TEXT, ENV_VALUE) if w in out]
        assert not leaks, f"{student} read {leaks}"
    escaped = list(course.rglob(f"{MARKER}*")) + list(Path("/tmp").glob(f"{MARKER}*"))
    assert not escaped, escaped
    leftovers = [p for p in Path("/proc").iterdir() if p.name.isdigit() and _cmdline_has(p, MARKER)]
    assert not leftovers, "a process a cheat started outlived its kernel"


def _cmdline_has(proc: Path, text: str) -> bool:
    try:
        return text.encode() in (proc / "cmdline").read_bytes()
    except OSError:
        return False


def test_every_cheat_actually_ran(graded):
    """The attacks ran and were answered by the sandbox, not skipped by a typo."""
    course = graded["course"]
    for student in graded["cheaters"]:
        if student not in ("cheat_thread", "cheat_clone"):  # the function is the cheat: no output
            assert "CHEAT " in _outputs(course, student, L07), student


def test_hidden_batches_show_their_count_and_nothing_to_replay_them_from(graded):
    """No hidden seed, and no hidden case, in what a student sees (the graded notebook, the
    feedback page): with the seed and the checker a resubmission could answer them from a table."""
    from lab_code.classroom.seeds import hidden_seed, read_secret

    course = graded["course"]
    secret = read_secret(course)
    shown = 0
    for (student, lesson), _ in graded["grades"].items():
        seen = _outputs(course, student, lesson)
        page = course / "feedback" / student / lesson / f"{lesson}.html"
        seen += page.read_text(encoding="utf-8") if page.exists() else ""
        for exercise in by_lesson()[lesson]:
            assert str(hidden_seed(secret, student, exercise.id, 0)) not in seen, (student, exercise.id)
        for block in re.findall(r"【另一批】[^【]*", seen):
            shown += 1
            assert "输入：" not in block and "期望：" not in block, block
    assert shown > 10
    assert hidden_seed(secret, "cheat_files", "7.1", 0) != hidden_seed(secret, VICTIM, "7.1", 0)


def test_a_kernel_that_forges_the_adapters_answers_earns_nothing(graded):
    """The answer cell replaces run_one, where 0.7, 0.8, 0.10 and 0.14's adapters ran; every
    function is a stub. The adapters now run in the grader, on the student's objects."""
    course = graded["course"]
    assert "CHEAT run_one replaced" in _outputs(course, "cheat_run_one", L00)
    scores = cell_scores(course, "cheat_run_one", L00)
    assert [scores[f"tests_0_{n}"] for n in (7, 8, 10, 14)] == [0, 0, 0, 0], scores
    assert graded["grades"][("cheat_run_one", L00)][0] == 0


def test_a_flood_of_output_is_cut_while_it_arrives(graded):
    course = graded["course"]
    path = course / "autograded" / "files_and_flood" / L07 / f"{L07}.ipynb"
    assert path.stat().st_size < FLOOD_MIB * (1 << 20) // 10, path.stat().st_size
    assert "后面的输出批改时没有保存" in path.read_text(encoding="utf-8")
    page = course / "feedback" / "files_and_flood" / L07 / f"{L07}.html"
    assert page.stat().st_size < 2 * (1 << 20)


def test_a_graded_cell_of_the_students_own_costs_nothing_else(graded):
    course = graded["course"]
    assert graded["grades"][("files_and_flood", L07)] == (_points(L07), _points(L07))
    out = _outputs(course, "files_and_flood", L07)
    assert f"grade_id {EXTRA_GRADE_ID!r}" in out and "不计分" in out


def test_links_beside_a_notebook_are_not_followed_and_the_student_is_told(graded):
    course = graded["course"]
    secret = (course / ".grading" / "secret").read_text().strip()
    for step in ("autograded", "feedback"):
        folder = course / step / "files_and_flood" / L07
        assert sorted(p.name for p in folder.iterdir() if p.suffix in (".txt", ".html", ".ipynb")) == sorted(
            [f"{L07}.html" if step == "feedback" else f"{L07}.ipynb"]
        ), list(folder.iterdir())
        for path in folder.iterdir():
            text = path.read_text(errors="replace")
            assert secret not in text and "BEGIN SOLUTION" not in text, path
    page = (course / "feedback" / "files_and_flood" / L07 / f"{L07}.html").read_text(encoding="utf-8")
    assert "没有收下" in page and "notes.txt" in page and "x.html" in page
    assert (course / "refused" / "submitted" / "files_and_flood" / L07 / "x.html").is_symlink()


def test_a_notebook_that_is_a_link_is_not_graded(graded):
    """submitted/linked_notebook/<lesson>.ipynb points at the source notebook (the solutions)."""
    course = graded["course"]
    assert graded["grades"].get(("linked_notebook", L07), (0, 0))[0] == 0
    for step in ("autograded", "feedback"):
        for path in (course / step / "linked_notebook").rglob("*"):
            assert path.is_dir() or "BEGIN SOLUTION" not in path.read_text(errors="replace"), path


def test_feedback_is_chinese_and_shows_no_internals(graded):
    course = graded["course"]
    assert graded["feedback"][0] in (0, 1), graded["feedback"][1][-2000:]
    page = (course / "feedback" / "mixed" / L00 / f"{L00}.html").read_text(encoding="utf-8")
    assert "得分" in page and "练习 0.1 的测试" in page and "我的代码在这里崩了" in page
    for internal in (
        "Traceback",
        "Score:",
        "Test cell",
        "/tmp/",
        "/root/",
        "/home/",
        "ipykernel_",
        "<script",
    ):
        assert internal not in page.replace(".highlight .gt { color: #04D } /* Generic.Traceback */", ""), (
            internal
        )
    assert not re.search(r"""(src|href)=["']https?://""", page), "nothing is loaded from the network"
    assert os.path.getsize(course / "feedback" / VICTIM / L07 / f"{L07}.html") < 200_000
