"""Lesson 10's recorded outputs: the data is what its NOTICE says, the scores and the agreement
with BFCL's own checker are the figures the lesson prints, and every disagreement is explained.
"""

from __future__ import annotations

import json
from collections import Counter

from conftest import NOTEBOOKS_DIR

from lab_code.evals.bfcl_data import load_cases
from lab_code.evals.call_match import Verdict
from lab_code.model_text import official_agreement, scoring
from lab_code.model_text.official_agreement import Compared, agreement, cause_of, compare, official_verdict
from lab_code.model_text.recorded_outputs import DATA_DIR, MODELS, load_recorded

CASES = {case.id: case for case in load_cases()}


def test_the_data_is_the_published_lines_of_our_cases_with_their_notice():
    notice = (DATA_DIR / "NOTICE.md").read_text(encoding="utf-8")
    assert "recorded outputs, not a live run" in notice and "Apache License" in (
        DATA_DIR / "LICENSE-Apache-2.0.txt"
    ).read_text(encoding="utf-8")
    for model in MODELS.values():
        assert model.commit in notice and f"#{model.pull_request}" in notice and model.submitted in notice
        lines = [
            json.loads(x) for x in (DATA_DIR / f"{model.key}.jsonl").read_text(encoding="utf-8").splitlines()
        ]
        expected = [c.id for c in load_cases(model.categories)]
        assert [x["id"] for x in lines] == expected  # exactly our cases of its categories, in order
        assert all(isinstance(x["result"], str) and x["result"] for x in lines)  # raw text, as published
    assert (
        len(load_recorded("AIREV-Agent-0.8B")) == 100 and len(load_recorded("gemma4-e4b-toolcall-v02")) == 80
    )


def test_per_category_scores_are_the_ones_the_lesson_prints():
    tables = {key: scoring.category_table(scoring.score(key)) for key in MODELS}
    assert tables["AIREV-Agent-0.8B"] == {
        "simple": (17, 20),
        "multiple": (14, 20),
        "parallel": (16, 20),
        "parallel_multiple": (13, 20),
        "irrelevance": (
            7,
            20,
        ),  # irrelevance_219 started a call and broke it: a parse failure, not "did not call"
    }
    assert tables["gemma4-e4b-toolcall-v02"] == {
        "simple": (19, 20),
        "multiple": (20, 20),
        "parallel": (20, 20),
        "parallel_multiple": (17, 20),
    }
    assert round(scoring.overall(tables["AIREV-Agent-0.8B"]), 2) == 0.67


def test_every_mistake_has_a_kind_and_a_fix():
    kinds = Counter()
    for key in MODELS:
        for kind, rows in scoring.mistakes(scoring.score(key)).items():
            kinds[kind] += len(rows)
            assert kind in scoring.MISTAKE_KINDS and scoring.fix_for(rows[0]) in scoring.FIXES
    assert kinds == {
        "wrong_value": 16,
        "should_not_call": 12,
        "format": 4,
        "wrong_count": 2,
        "wrong_type": 2,
        "unknown_function": 1,
    }


def test_agreement_with_bfcls_checker_and_every_disagreement_explained():
    both = {same: [row for key in MODELS for row in compare(key, same_input=same)] for same in (False, True)}
    assert agreement(both[False]) == (171, 180)
    assert agreement(both[True]) == (177, 180)
    causes = {same: Counter(cause_of(r) for r in rows if not r.agree) for same, rows in both.items()}
    assert causes[False] == {
        "json_literal": 6,
        "end_marker": 1,
        "explicit_empty": 1,
        "unparseable_irrelevance": 1,
    }
    assert causes[True] == {"tuple_value": 2, "explicit_empty": 1}


def test_the_lesson_prints_the_agreement_figures_this_test_asserts():
    cells = json.loads((NOTEBOOKS_DIR / "10_model_text.ipynb").read_text(encoding="utf-8"))["cells"]
    printed = "".join(
        "".join(out.get("text", ""))
        for cell in cells
        if cell["cell_type"] == "code"
        for out in cell["outputs"]
    )
    assert "各自解码：171/180 一致（95.0%）" in printed and "同一输入：177/180 一致（98.3%）" in printed


def test_an_unparseable_output_is_a_parse_failure_in_every_category():
    broken = "[get_weather(city=my_city)]"  # a variable name: the parser refuses it
    for category in ("simple", "irrelevance"):
        case = next(c for c in CASES.values() if c.category == category)
        scored = scoring.score_output("constructed", case, broken)
        assert not scored.ok and scored.kind == "format" and "解析失败" in scored.verdict.reason, category
    prose = scoring.score_output("constructed", CASES["irrelevance_50"], "No function matches.")
    assert prose.ok  # rightly not calling is still right


def test_bfcls_own_code_decides_the_official_verdict():
    """Its quirks show it is BFCL's decoder and checker at work, not a re-implementation."""
    raw = '[weather_forecast_detailed(location="New York, USA", days=3, details=true)]'
    verdict = official_verdict(CASES["simple_python_189"], raw)
    assert verdict.decoded == [
        {"weather_forecast_detailed": {"location": "New York, USA", "days": 3, "details": "true"}}
    ]
    assert not verdict.valid and verdict.error_type == "type_error:simple"
    assert official_verdict(CASES["irrelevance_50"], "No function matches.").valid  # prose: no call, right
    ours_ok, bfcl_valid = official_agreement.int_in_float_array()
    assert (ours_ok, bfcl_valid) == (True, False)


def test_the_constructed_int_in_float_array_case_gets_its_cause():
    case = CASES["simple_python_15"]
    row = Compared(
        "constructed",
        case,
        "[f(numbers=[1, 2])]",
        Verdict.good(),
        official_agreement.OfficialVerdict(False, "type_error:nested"),
    )
    assert row.ours.ok and cause_of(row) == "int_in_float_array"


def test_bfcls_eval_is_never_reached(tmp_path):
    target = tmp_path / "pwned"
    raw = (
        f"[integrate(function=__import__('pathlib').Path({str(target)!r}).touch() + 1, start_x=-2, end_x=3)]"
    )
    assert official_agreement.would_eval(raw)
    verdict = official_verdict(CASES["simple_python_15"], raw)
    assert verdict.error_type == "course:refused_to_eval" and not target.exists()
    assert not any(official_agreement.would_eval(r.raw) for key in MODELS for r in load_recorded(key))


def test_the_vendored_checker_has_its_licence_and_names_every_change():
    folder = official_agreement.decoding.__file__.rsplit("/", 1)[0]
    with open(f"{folder}/NOTICE.md", encoding="utf-8") as notice:
        text = notice.read()
    for name in ("ast_checker.py", "decoding.py", "eval_entries.py", "_shims.py", "bfcl-eval", "2026.3.23"):
        assert name in text
    with open(f"{folder}/LICENSE-Apache-2.0.txt", encoding="utf-8") as licence:
        assert "Apache License" in licence.read()
    with open(f"{folder}/decoding.py", encoding="utf-8") as decoding:
        assert decoding.read().count("# [course]") == 2  # the import line and the cut branches, nothing else
