"""Exercise 8.1's cases: every seed asks whether a bool counts as an integer (it must not)."""

from exercise_corpus import as_student

from lab_code.exercises.ex08 import check_match_tool_use, match_tool_use_cases


def test_every_seed_has_a_bool_given_for_an_integer_and_for_a_number():
    for seed in range(60):
        labels = [case.label for case in match_tool_use_cases(seed)]
        assert sum(label.startswith("bool_for_integer") for label in labels) >= 2, seed
        assert any(label.startswith("bool_for_number") for label in labels), seed


_SOLUTION = []


def _accepts_bools_as_numbers(block, tool, expected):
    """The reference solution with one mistake: Python's isinstance(True, int) is True."""
    if not _SOLUTION:
        _SOLUTION.append(as_student("solutions.ex08_evaluation", "match_tool_use"))
    solution = _SOLUTION[0]
    patched = {
        **block,
        "input": {k: int(v) if isinstance(v, bool) else v for k, v in block.get("input", {}).items()},
    }
    return solution(patched, tool, expected)


def test_a_solution_that_takes_true_for_1_fails_on_every_seed(capsys):
    assert not any(check_match_tool_use(_accepts_bools_as_numbers, seed=seed) for seed in range(40))
