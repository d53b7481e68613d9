"""Every checker rejects every submission of the cheating corpus (tests/exercise_corpus.py):
trick objects, crashes, endless loops, reading the answer off the stack, re-exporting the
course's own code, and the near misses each statement warns about — and never raises or hangs.
"""

import pytest
from exercise_corpus import cheats_for, checker_of
from test_exercises import EXERCISES

from lab_code.exercises import checking


@pytest.mark.parametrize("notebook, cell", EXERCISES)
def test_no_cheat_passes(notebook, cell, monkeypatch, capsys):
    monkeypatch.setattr(checking, "CASE_TIME_LIMIT", 0.05)  # the endless loop costs this, once per checker
    spec = cell["metadata"]["exercise"]
    check = checker_of(spec)
    passed = [name for name, cheat in cheats_for(spec).items() if check(cheat, seed=11)]
    assert passed == [], f"练习 {spec['id']} let these through: {passed}\n" + capsys.readouterr().out
