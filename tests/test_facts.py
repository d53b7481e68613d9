"""Dated facts: the lessons cite facts.toml exactly, the checks can fail, the age report informs."""

import datetime as dt

import nbformat
import pytest

from lab_code.course import facts

BFCL = "bfcl-v4-weights"


def test_every_lesson_citation_matches_facts_toml():
    assert facts.notebook_problems() == [], "fix the lesson, or run: python -m lab_code.course.facts --write"


def test_every_fact_has_a_source_a_date_and_words_to_check():
    for fact in facts.load_facts().values():
        assert fact.url.startswith("https://") and fact.source, fact.id
        assert fact.keywords, f"{fact.id}: without keywords a lesson could drift from the fact"
        assert fact.lessons and all(len(n) == 2 and n.isdigit() for n in fact.lessons), fact.id


def _cell_citing(fact_id: str, text: str) -> str:
    fact = facts.load_facts()[fact_id]
    return f"{text}<!-- fact:{fact_id} -->{fact.citation()}"


def test_a_stale_citation_an_unknown_fact_and_a_drifted_sentence_are_reported():
    known = facts.load_facts()
    good = _cell_citing(BFCL, "V4（2025-07-17）起加权：Multi-Turn 30、Agentic 40")
    assert facts.problems_in(good, "cell", known) == []
    old_date = good.replace("2026-12-01 核对", "2025-01-01 核对")
    assert "应为" in facts.problems_in(old_date, "cell", known)[0]
    assert "没有这一条" in facts.problems_in("<!-- fact:no-such-fact -->（来源：x）", "cell", known)[0]
    drifted = good.replace("Agentic 40", "Agentic 20")
    assert "Agentic 40" in facts.problems_in(drifted, "cell", known)[0]
    assert facts.with_citations(old_date, known) == good


def test_lessons_without_the_citation_they_promise_are_reported(tmp_path, monkeypatch):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell("没有引用任何事实。")]
    nbformat.write(nb, tmp_path / "08_evaluation.ipynb")
    monkeypatch.setattr(facts, "NOTEBOOKS_DIR", tmp_path)
    found = "\n".join(facts.notebook_problems())
    assert f"[{BFCL}]" in found and "没有引用它" in found
    # --write repairs citations in place and touches nothing else
    cell = _cell_citing(BFCL, "V4（2025-07-17）起加权：Multi-Turn 30、Agentic 40").replace(
        "2026-12-01", "2020-01-01"
    )
    nb.cells = [nbformat.v4.new_markdown_cell(cell), nbformat.v4.new_code_cell("1 + 1")]
    nbformat.write(nb, tmp_path / "08_evaluation.ipynb")
    assert facts.write_citations() == [tmp_path / "08_evaluation.ipynb"]
    again = nbformat.read(tmp_path / "08_evaluation.ipynb", as_version=4)
    assert facts.problems_in(again.cells[0].source, "cell", facts.load_facts()) == []
    assert again.cells[1].source == "1 + 1"


def test_the_age_report_lists_old_facts_and_never_fails(capsys):
    known = facts.load_facts()
    newest = max(f.checked for f in known.values())
    assert facts.stale(known, newest) == []
    later = newest + dt.timedelta(days=facts.STALE_AFTER_DAYS + 1)
    assert {f.id for f in facts.stale(known, later)} >= {BFCL}
    assert facts.main(["--stale", "--today", later.isoformat()]) == 0
    out = capsys.readouterr().out
    assert "超过 183 天没有核对" in out and BFCL in out


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ('claim = "x"', "缺少字段"),
        (
            'claim = "x"\nsource = "s"\nurl = "https://x"\nchecked = "2026-12-01"\nstatus = "verified"\n'
            'lessons = ["08"]\nkeywords = ["x"]',
            "不带引号的日期",
        ),
        (
            'claim = "x"\nsource = "s"\nurl = "https://x"\nchecked = 2026-12-01\nstatus = "probably"\n'
            'lessons = ["08"]\nkeywords = ["x"]',
            "status 只能是",
        ),
        (
            'claim = "x"\nsource = "s"\nurl = "http://x"\nchecked = 2026-12-01\nstatus = "verified"\n'
            'lessons = ["08"]\nkeywords = ["x"]',
            "https://",
        ),
    ],
)
def test_a_malformed_entry_names_itself_and_the_field(tmp_path, entry, message):
    path = tmp_path / "facts.toml"
    path.write_text(f"[some-fact]\n{entry}\n", encoding="utf-8")
    with pytest.raises(facts.FactsError, match=message) as error:
        facts.load_facts(path)
    assert "[some-fact]" in str(error.value)
