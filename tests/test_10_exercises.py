"""Lesson 10's checkers catch the wrong answers the audit found, on every seed, not by luck.

Exercise 10.1's wrong answers (tests/exercise_corpus.py): positional arguments dropped instead of
refused, a bare variable name read as the string it spells, and eval. Each must fail on seeds
0–9; the reference solution, typed as a student would, must pass on the same seeds.
"""

from __future__ import annotations

import random

import pytest
from exercise_corpus import NEAR_MISSES, as_student

from lab_code.exercises import ex10

SEEDS = range(10)


@pytest.mark.parametrize("name", sorted(NEAR_MISSES["10.1"]))
def test_each_wrong_answer_to_10_1_fails_on_every_seed(name, capsys):
    passed = [seed for seed in SEEDS if ex10.check_parse_calls(NEAR_MISSES["10.1"][name], seed=seed)]
    assert passed == [], f"{name} passed on seeds {passed}\n" + capsys.readouterr().out


def test_the_reference_passes_on_the_same_seeds(capsys):
    reference = as_student("solutions.ex10_model_text", "parse_calls")
    failed = [seed for seed in SEEDS if not ex10.check_parse_calls(reference, seed=seed)]
    assert failed == [], capsys.readouterr().out


def test_every_seed_breaks_calls_in_every_way_and_hints_name_no_answer():
    for seed in SEEDS:
        labels = {case.label for case in ex10._pythonic_cases(random.Random(seed))}
        assert set(ex10.BROKEN) <= labels, seed
    for hint in [*ex10.HINTS_BROKEN.values(), *ex10.HINTS_10_1.values()]:
        assert "raise" not in hint and "ValueError" not in hint and "literal_eval" not in hint
