"""Lesson 08's multi-turn case, scored by state: the verdicts of the five stand-in models (the
maintainer checked them against BFCL's own checker), and that nothing a model writes is executed."""

from __future__ import annotations

from pathlib import Path

import pytest

from lab_code.evals import multi_turn as mt

VENDOR = Path(mt.__file__).parent / "vendor" / "bfcl_multi_turn"


@pytest.fixture(scope="module")
def case():
    return mt.load_case()


def test_every_stand_in_gets_the_verdict_bfcls_checker_gives(case):
    verdicts = {name: mt.score(case, calls(case)) for name, calls in mt.STAND_INS.items()}
    assert {name: (v.ok, v.turn, v.kind) for name, v in verdicts.items()} == {
        "answer_key": (True, None, ""),
        "extra_reads": (True, None, ""),  # other calls, same state and results: right
        "forgets_cd": (False, 1, "state"),
        "counts_lines": (False, 3, "response"),  # a read-only turn: only the results can tell
        "writes_more": (False, 2, "state"),
    }
    # a per-call comparison would fail the right answer that only looked around
    assert not mt.single_step_agrees(case, mt.STAND_INS["extra_reads"](case))


def test_a_turn_without_calls_fails_and_the_state_carries_over_turns(case):
    turns = mt.answer(case)
    assert mt.score(case, [turns[0], [], turns[2]]).kind == "empty_turn"
    # writing in turn 1 what the user asks for in turn 2: the state is compared after EVERY turn
    assert (
        mt.score(case, [turns[0] + turns[1], [], turns[2]]).turn,
        mt.score(case, [turns[0] + turns[1], [], turns[2]]).kind,
    ) == (1, "state")
    # a question answered in an earlier turn still counts for a later one's results
    early = [turns[0], turns[1] + turns[2], turns[2]]
    assert mt.score(case, early).ok


@pytest.mark.parametrize(
    "text",
    [
        "cd(folder=__import__('os').getcwd())",
        "cd('Documents')",
        "os.system(command='ls')",
        "cd(folder='a') or touch(file_name='b')",
    ],
)
def test_a_call_is_parsed_never_run(text):
    with pytest.raises(ValueError):
        mt.parse_call(text)


def test_only_public_methods_of_the_backend_can_be_called(case):
    system = mt._backend(case)
    before = mt.state(system)
    for name in ("_load_scenario", "__init__", "subprocess", "no_such_tool"):
        assert mt.run_call(system, (name, {})).startswith("Error during execution: no function named")
    assert mt.state(system) == before
    assert mt.run_call(system, ("cd", {"folder": "nowhere"})).startswith('{"error"')


def test_the_vendored_file_system_has_its_licence_and_names_its_change():
    notice = (VENDOR / "NOTICE.md").read_text(encoding="utf-8")
    assert "Apache License" in (VENDOR / "LICENSE-Apache-2.0.txt").read_text(encoding="utf-8")
    assert "gorilla_file_system.py" in notice and "2026.3.23" in notice
    source = (VENDOR / "gorilla_file_system.py").read_text(encoding="utf-8")
    assert source.count("[course]") == 1, "one changed line, marked"
