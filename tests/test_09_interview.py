"""Lesson 09's question bank, answer shape, evidence and drills (everything but the progress file).

The bank's promises: every link leads somewhere real (a heading that exists in its lesson, an
object that imports), every spoken answer has the four parts and passes the rubric's own
checks, and no 面试怎么说 in the course puts someone else's project in the student's mouth.
"""

from __future__ import annotations

import functools
import importlib
import json
import re

import pytest
from conftest import NOTEBOOKS_DIR

from lab_code.agent.trace import StepRow, Trace
from lab_code.interview import render
from lab_code.interview.bank import (
    DECKS,
    BankError,
    Link,
    heading_anchor,
    load_bank,
    load_cards,
)
from lab_code.interview.evidence import EvidenceError, corpus_sentence, demo_trace, runs_evidence
from lab_code.interview.flashcards import FlashcardSession
from lab_code.interview.leitner import INTERVALS, CardRecord, rate
from lab_code.interview.mock import MockInterview, clock_text
from lab_code.interview.progress import ProgressStore
from lab_code.interview.rubric import ANSWER_SHAPE, FIRST_PERSON_PROJECT, check_draft

BANK = load_bank()
SHAPE = [role for role, _ in ANSWER_SHAPE]


@functools.cache
def _headings(notebook: str) -> set[str]:
    cells = json.loads((NOTEBOOKS_DIR / notebook).read_text(encoding="utf-8"))["cells"]
    found = set()
    for cell in cells:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                match = re.match(r"^#{1,6} (.+)$", line)
                if match:
                    found.add(match.group(1).strip())
    return found


# ---- the bank ---------------------------------------------------------------------------------


def test_the_bank_holds_what_the_issue_lists():
    sizes = {deck: len(BANK.deck(deck)) for deck in DECKS}
    source_selftest = [c for c in BANK.deck("selftest") if c.source == "5_selftest.toml"]
    assert len(source_selftest) == 13  # the source's closed-book self-test, all of it
    assert sizes["selftest"] == 13 + 3  # and lesson 10's three, after them
    assert sizes["spoken"] == 8  # its eight spoken answers (§3.1–3.8)
    assert sizes["pairs"] >= 11
    assert sizes["pi"] >= 3  # edit errors, per-file queue, search-and-replace
    assert len(set(BANK.ids())) == len(BANK.cards)
    pairs = " ".join(c.front for c in BANK.deck("pairs"))
    for needle in (
        "MCP",
        "strict=True",
        "required",
        "并发",
        "isError",
        "tool_call_id",
        "用户消息",
        "幂等",
        "文本协议",
        "Structured Outputs",
        "沙箱",
    ):
        assert needle in pairs, f"易混对照缺少 {needle}"
    assert "不知道" in BANK.card("spoken.not-calling").back  # first tell the three causes apart


def test_every_spoken_answer_has_the_four_parts_in_order_and_passes_the_rubric():
    for card in BANK.deck("spoken"):
        assert [p.role for p in card.parts] == SHAPE, card.id
        assert all(p.links for p in card.parts), f"{card.id}: 每一段都要有依据"
        report = check_draft(card.back)
        assert report.length_ok and report.labelled and not report.borrowed and not report.first_person, (
            card.id,
            report.lines(),
        )
        assert BANK.followups(card.topic), f"{card.id}: 没有追问"


def test_every_link_leads_somewhere_real():
    checked = 0
    for card in BANK.cards:
        for link in card.all_links:
            if link.code:
                module, _, name = link.code.partition(":")
                target = importlib.import_module(module)
                for part in name.split("."):
                    target = getattr(target, part)
            else:
                assert (NOTEBOOKS_DIR / link.notebook).exists(), f"{card.id}: 没有 {link.notebook}"
                if link.section:
                    assert link.section in _headings(link.notebook), (
                        f"{card.id}: {link.notebook} 里没有标题 {link.section!r}"
                    )
            checked += 1
    assert checked > 150


def test_hand_written_links_in_lesson_09_resolve():
    """Lesson 09's own Markdown (not generated from the bank) links to sections too."""
    cells = json.loads((NOTEBOOKS_DIR / "09_interview.ipynb").read_text(encoding="utf-8"))["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    links = re.findall(r"\]\((\d\d_[a-z0-9_]+\.ipynb)#([^)\s]+)\)", text)
    assert len(links) >= 7
    for notebook, anchor in links:
        assert anchor in {heading_anchor(h) for h in _headings(notebook)}, f"{notebook}#{anchor}"


def test_link_markdown_and_anchor_follow_jupyterlab():
    link = Link.parse("02_validator.ipynb#5.6 `isinstance` 和 bool 的坑")
    assert link.anchor == "5.6-isinstance-和-bool-的坑"  # textContent, spaces -> "-"
    assert link.markdown().startswith("[02 §5.6](02_validator.ipynb#5.6-isinstance-和-bool-的坑 ")
    code = Link.parse("lab_code.arguments.validator:handle")
    assert code.markdown() == "[`arguments.validator.handle`](../lab_code/arguments/validator.py)"
    assert heading_anchor("## 4. 术语表（Glossary）") == "4.-术语表（Glossary）"
    with pytest.raises(BankError, match="既不是"):
        Link.parse("lesson two")


def test_a_malformed_card_file_names_the_problem(tmp_path):
    (tmp_path / "a.toml").write_text(
        '[[card]]\nid = "x"\ndeck = "sheet"\ntopic = "nope"\nfront = "f"\nback = "b"\n'
    )
    with pytest.raises(BankError, match="topic 'nope' 不认识"):
        load_cards(tmp_path)
    (tmp_path / "a.toml").write_text(
        '[[card]]\nid = "x"\ndeck = "sheet"\ntopic = "mcp"\nfront = "f"\nback = "b"\n'
    )
    (tmp_path / "b.toml").write_text(
        '[[card]]\nid = "x"\ndeck = "pairs"\ntopic = "mcp"\nfront = "f"\nback = "b"\n'
    )
    with pytest.raises(BankError, match="重复"):
        load_cards(tmp_path)
    (tmp_path / "b.toml").write_text("[[card]\n")
    with pytest.raises(BankError, match="不是合法的 TOML"):
        load_cards(tmp_path)


def test_render_hides_self_test_answers_and_links_every_row():
    text = render.selftest_markdown(BANK)
    assert text.count("<details><summary>展开答案</summary>") == len(BANK.deck("selftest"))
    question = text.index("1. 模型返回了 tool_calls")
    assert text.index("<details>", question) < text.index("没有。tool_calls 只是")  # answer inside
    for table in (render.sheet_markdown(BANK), render.pairs_markdown(BANK)):
        rows = table.splitlines()[2:]
        assert rows and all(row.count("](") >= 1 for row in rows)
    spoken = render.spoken_markdown(BANK.card("spoken.parallel"), "4.7")
    assert spoken.startswith("#### 4.7 “并行工具调用要注意什么？”") and spoken.count("| 证据 |") == 1


# ---- the rubric and the course's own 面试怎么说 ----------------------------------------------------


def test_check_draft_catches_borrowed_experience_and_length():
    borrowed = check_draft("我做过的项目里，读文件只给末尾 100 行，6 次运行出现了 15 次绕路。")
    assert borrowed.borrowed and not borrowed.labelled and not borrowed.length_ok
    owned = check_draft("作者的项目里，读文件只给末尾 100 行，6 次运行出现了 15 次绕路。")
    assert not owned.borrowed and owned.labelled
    assert check_draft("我在 LangGraph 里就踩过这个坑。").first_person == ["我在 LangGraph"]
    with pytest.raises(TypeError):
        check_draft(None)


def _interview_answers(notebook) -> list[str]:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    start = next(i for i, c in enumerate(cells) if "## 面试怎么说" in "".join(c["source"]))
    text = "".join(cells[start]["source"]).split("## 面试怎么说", 1)[1]
    text += "".join("\n" + "".join(c["source"]) for c in cells[start + 1 :] if c["cell_type"] == "markdown")
    return re.findall(r"^> (.+)$", text.split("## 延伸阅读")[0], re.M)


@pytest.mark.parametrize("notebook", sorted(NOTEBOOKS_DIR.glob("[0-9][0-9]_*.ipynb")), ids=lambda p: p.stem)
def test_no_interview_answer_claims_someone_elses_experience(notebook):
    answers = _interview_answers(notebook)
    assert answers, f"{notebook.name} 的“面试怎么说”里没有回答"
    for answer in answers:
        report = check_draft(answer)
        assert not FIRST_PERSON_PROJECT.search(answer), f"{notebook.name}: {answer[:60]}…"
        assert report.labelled, f"{notebook.name}: 证据没有出处：{answer[:60]}…"
        assert report.seconds <= 120, f"{notebook.name}: 超过两分钟：{answer[:60]}…"


# ---- evidence from what the student ran --------------------------------------------------------


@pytest.mark.toolchain
def test_runs_evidence_counts_what_the_runs_did(tmp_path):
    db = demo_trace(tmp_path)
    evidence = runs_evidence(db)
    assert (evidence.runs, evidence.steps, evidence.denials) == (2, 5, 3)
    assert evidence.stop_reasons == {"finished": 1, "permission_denied_repeated": 1}
    assert evidence.error_types["invalid_json"] == 1 and evidence.error_types["unknown_tool"] == 1
    said = "\n".join(evidence.sentences())
    assert "跑了 2 次" in said and "不是真模型" in said and "拦下 3 次" in said
    assert "verification_failed" not in said  # nothing is claimed that did not happen


def test_runs_evidence_says_when_a_real_model_ran(tmp_path):
    trace = Trace(tmp_path / "runs.db")
    run = trace.start_run("t", "openai:deepseek-v4-flash", "aarch64-linux-musl")
    trace.log_step(
        run,
        StepRow(
            n=1,
            turn=1,
            tool="run_command",
            args={"command": "cmake --build build"},
            ok=True,
            exit_code=2,
            knowledge_hits=2,
            duration_ms=1.0,
        ),
    )
    trace.finish_run(run, "verification_failed", steps=1)
    trace.close()
    said = "\n".join(runs_evidence(tmp_path / "runs.db").sentences())
    assert "真实模型 openai:deepseek-v4-flash" in said and "替身" not in said
    assert "验收没通过" in said and "命令失败 1 次" in said and "附加了 2 条" in said


def test_runs_evidence_refuses_what_is_not_a_runs_db(tmp_path):
    with pytest.raises(EvidenceError, match="找不到"):
        runs_evidence(tmp_path / "missing.db")
    (tmp_path / "notes.db").write_bytes(b"this is not sqlite")
    with pytest.raises(EvidenceError):
        runs_evidence(tmp_path / "notes.db")


def test_corpus_sentence_reads_the_comparison_and_labels_it():
    from lab_code.options.compare_options import compare

    said = corpus_sentence(compare(per_family=4))
    assert "课程生成的 44 条" in said and "不是线上数据" in said


# ---- Leitner boxes, the session, the mock interview ---------------------------------------------


def test_leitner_moves_cards_between_boxes():
    record = CardRecord()
    for expected_box in (2, 3, 4, 5, 5):
        record = rate(record, "good", session=10)
        assert record.box == expected_box and record.due == 10 + INTERVALS[expected_box]
    assert rate(record, "hard", 10).box == 5 and rate(record, "hard", 10).due == 11
    again = rate(record, "again", 10)
    assert (again.box, again.due, again.wrong) == (1, 11, 1)
    with pytest.raises(ValueError, match="可选"):
        rate(record, "meh", 1)
    mock = MockInterview(BANK, seed=0)
    mock.next_question()
    with pytest.raises(ValueError, match="可选"):
        mock.rate("meh")


def test_a_session_resumes_where_it_stopped_and_schedules_by_box(tmp_path):
    cards = BANK.deck("selftest")
    path = tmp_path / "p.json"
    first = FlashcardSession(cards, ProgressStore(path), seed=3, per_session=5)
    queue = list(first.progress.queue)
    assert len(queue) == 5 and first.current().id == queue[0]
    first.rate("good")
    first.rate("again")  # comes back at the end of this session
    again = FlashcardSession(cards, ProgressStore(path), seed=3, per_session=5)
    assert again.progress.queue == queue[2:] + [queue[1]]
    assert "接着上次" in again.notes[-1]
    for _ in range(len(again.progress.queue)):
        again.rate("good")
    assert again.current() is None
    again.start_next_session()  # session 2: the cards rated "good" in session 1 are in box 2, due in 3
    assert queue[0] not in again.progress.queue and len(again.progress.queue) == 5


def test_same_seed_same_order_and_mock_ratings_feed_the_boxes(tmp_path):
    one = FlashcardSession(BANK.cards, ProgressStore(tmp_path / "a.json"), seed=5, per_session=10)
    two = FlashcardSession(BANK.cards, ProgressStore(tmp_path / "b.json"), seed=5, per_session=10)
    assert one.progress.queue == two.progress.queue
    mock = MockInterview(BANK, seed=2, session=one)
    asked = [mock.next_question().card.id for _ in range(12)]
    assert all(a != b for a, b in zip(asked, asked[1:], strict=False))  # never the same twice in a row
    mock.rate("good")
    assert one.record(asked[-1]).box == 2
    assert json.loads((tmp_path / "a.json").read_text(encoding="utf-8"))["cards"][asked[-1]]["box"] == 2
    assert clock_text(90) == "1:30" and clock_text(0) == "0:00"


def test_widgets_only_show_what_the_session_decided(tmp_path):
    from lab_code.widgets.interview_drills import FlashcardView, MockInterviewView

    session = FlashcardSession(BANK.deck("pairs"), ProgressStore(tmp_path / "p.json"), seed=0, per_session=3)
    view = FlashcardView(session)
    assert all(b.disabled for b in view.buttons.values()) and not view.reveal_button.disabled
    card = view.reveal()
    assert card.back[:20] in view.view.value and not view.buttons["good"].disabled
    view.rate("good")
    assert "这一轮还剩 2 张" in view.status.value
    mock_view = MockInterviewView(MockInterview(BANK, seed=0, seconds=60, session=session))
    assert mock_view.reveal_button.disabled
    mock_view.ask()
    assert "1:00" in mock_view.clock.value
    assert "0:15" in mock_view.tick(45) and "时间到" in mock_view.tick(60)
    mock_view.reveal()
    assert not mock_view.buttons["again"].disabled
