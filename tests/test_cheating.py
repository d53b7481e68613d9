"""Every checker rejects every submission of the cheating corpus (tests/exercise_corpus.py):
trick objects, crashes, endless loops, reading the answer off the stack, re-exporting the
course's own code, and the near misses each statement warns about — and never raises or hangs.
"""

import pytest
from exercise_corpus import EVERY_SEED, cheats_for, checker_of
from test_exercises import EXERCISES

from lab_code.exercises import checking


@pytest.mark.parametrize("notebook, cell", EXERCISES)
def test_no_cheat_passes(notebook, cell, monkeypatch, capsys):
    monkeypatch.setattr(checking, "CASE_TIME_LIMIT", 0.05)  # the endless loop costs this, once per checker
    spec = cell["metadata"]["exercise"]
    check = checker_of(spec)
    passed = [name for name, cheat in cheats_for(spec).items() if check(cheat, seed=11)]
    assert passed == [], f"练习 {spec['id']} let these through: {passed}\n" + capsys.readouterr().out


SPECS = {
    cell["metadata"]["exercise"]["id"]: cell["metadata"]["exercise"]
    for _, cell in (p.values for p in EXERCISES)
}


@pytest.mark.parametrize(
    "exercise, name", [(ex, name) for ex, wrong in EVERY_SEED.items() for name in wrong], ids=str
)
def test_wrong_answer_fails_on_every_seed(exercise, name, capsys):
    """A wrong answer that once passed on some seeds now fails on each of seeds 0–9."""
    submission, scenario = EVERY_SEED[exercise][name]
    if scenario is None:
        check = checker_of(SPECS[exercise])
        passed = [seed for seed in range(10) if check(submission, seed=seed)]
    else:  # the part of the checker that catches it, run alone (the whole drill is seven conversations)
        from lab_code.exercises.ex09 import run_scenario

        passed = [seed for seed in range(10) if run_scenario(submission, scenario, seed)[0]]
    assert passed == [], f"练习 {exercise}「{name}」在这些种子上通过了：{passed}\n" + capsys.readouterr().out
