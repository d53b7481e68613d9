"""Lesson 09's drills across sittings: progress kept in the cache dir, a mock interview that the
Leitner boxes steer and that does not repeat itself, and widget outputs that read well unrun.

A "sitting" here is what a kernel restart gives: new session and interview objects over the
same progress file.
"""

from __future__ import annotations

import json

import pytest
from conftest import NOTEBOOKS_DIR

from lab_code.interview.bank import load_bank
from lab_code.interview.flashcards import FlashcardSession
from lab_code.interview.mock import QUESTION_DECKS, MockInterview
from lab_code.interview.progress import ProgressStore, default_progress_path
from lab_code.widgets.interview_drills import FlashcardView, MockInterviewView

BANK = load_bank()
QUESTIONS = [c.id for c in BANK.cards if c.deck in QUESTION_DECKS]


def _sitting(path, seed=0):
    cards = FlashcardSession(BANK.cards, ProgressStore(path), seed=seed, per_session=12)
    return cards, MockInterview(BANK, seed=seed, session=cards)


def test_progress_lives_in_the_cache_dir_and_survives_a_restart(tmp_path, monkeypatch):
    monkeypatch.setenv("LAB_CACHE_DIR", str(tmp_path / "cache"))
    path = default_progress_path()
    assert path == tmp_path / "cache" / "interview" / "flashcards.json"
    first = FlashcardSession(BANK.cards, ProgressStore(path), seed=0, per_session=12)
    first.reveal()
    first.rate("good")
    rated = [cid for cid, rec in first.progress.cards.items() if rec.reviews]
    again = FlashcardSession(BANK.cards, ProgressStore(default_progress_path()), seed=0, per_session=12)
    assert [cid for cid, rec in again.progress.cards.items() if rec.reviews] == rated
    assert "接着上次的第 1 轮：还剩 11 张" in again.notes[-1]


def test_the_no_file_yet_note_goes_once_the_file_exists(tmp_path):
    cards = FlashcardSession(BANK.cards, ProgressStore(tmp_path / "p.json"), seed=0, per_session=3)
    assert (tmp_path / "p.json").exists()  # the first session is saved at once
    assert not any("还没有进度文件" in note for note in cards.notes), cards.notes
    assert any("已创建" in note for note in cards.notes)
    view = FlashcardView(cards)
    assert "还没有进度文件" not in view.status.value and "已创建" in view.status.value
    reopened = FlashcardSession(BANK.cards, ProgressStore(tmp_path / "p.json"), seed=0, per_session=3)
    assert not any("还没有进度文件" in note or "已创建" in note for note in reopened.notes)


def test_the_first_question_changes_from_sitting_to_sitting(tmp_path):
    firsts = []
    for _ in range(5):
        _, mock = _sitting(tmp_path / "p.json")
        firsts.append(mock.next_question().card.id)
    assert len(set(firsts)) == 5, firsts  # never the same opening question again
    _, fresh = _sitting(tmp_path / "other.json")
    assert fresh.next_question().card.id == firsts[0]  # seeded: a fresh file starts the same way


def test_weak_answers_come_back_before_strong_ones(tmp_path):
    cards, mock = _sitting(tmp_path / "p.json")
    weak = set()
    for n in range(len(QUESTIONS)):  # one round over every question: two answered badly
        card = mock.next_question().card
        rating = "again" if n in (3, 11) else "good"
        mock.rate(rating)
        if rating == "again":
            weak.add(card.id)
    assert len(set(mock.asked[-len(QUESTIONS) :])) == len(QUESTIONS)  # each asked once before any repeat
    cards.start_next_session()  # the next sitting's session: the weak ones are due, the rest later
    _, later = _sitting(tmp_path / "p.json")
    assert {later.next_question().card.id, later.next_question().card.id} == weak


def test_no_follow_up_twice_in_a_row_and_the_topic_is_cycled(tmp_path):
    given = []
    for _ in range(3):  # restarts in between: the last follow-up is remembered
        _, mock = _sitting(tmp_path / "p.json")
        for _round in range(15):
            followup = mock.next_question().followup
            given.append(followup.id if followup else None)
    real = [g for g in given if g]
    assert all(a != b for a, b in zip(real, real[1:], strict=False)), real
    by_topic: dict[str, list[str]] = {}
    for fid in real:
        by_topic.setdefault(BANK.card(fid).topic, []).append(fid)
    for topic, ids in by_topic.items():  # least recently given first: all of a topic before a repeat
        width = len(BANK.followups(topic))
        for start in range(0, len(ids) - width + 1):
            assert len(set(ids[start : start + width])) == width, (topic, ids)


def test_the_interview_without_flashcards_keeps_its_history_in_memory():
    mock = MockInterview(BANK, seed=4)
    asked = [mock.next_question().card.id for _ in range(len(QUESTIONS))]
    assert sorted(asked) == sorted(QUESTIONS)  # with no boxes, every question once before repeats


def test_unrun_widget_outputs_say_what_to_do_instead_of_a_repr(tmp_path):
    cards = FlashcardSession(BANK.cards, ProgressStore(tmp_path / "p.json"), seed=0, per_session=12)
    for view, start in (
        (FlashcardView(cards), "【闪卡】"),
        (MockInterviewView(MockInterview(BANK, session=cards)), "【模拟面试】"),
    ):
        bundle = view._repr_mimebundle_()
        assert bundle["text/plain"].startswith(start) and "运行这个单元" in bundle["text/plain"]
        assert "application/vnd.jupyter.widget-view+json" in bundle  # the live widget is still there


def _cell(source_start: str) -> dict:
    cells = json.loads((NOTEBOOKS_DIR / "09_interview.ipynb").read_text(encoding="utf-8"))["cells"]
    return next(c for c in cells if "".join(c["source"]).startswith(source_start))


@pytest.mark.parametrize(
    ("first_line", "fallback"),
    [
        ("from lab_code.interview.flashcards import", "【闪卡】"),
        ("from lab_code.interview.mock import", "【模拟面试】"),
    ],
)
def test_the_committed_lesson_shows_the_fallback_not_a_repr(first_line, fallback):
    outputs = _cell(first_line)["outputs"]
    plain = "".join("".join(o["data"]["text/plain"]) for o in outputs if "text/plain" in o.get("data", {}))
    assert plain.startswith(fallback) and "View(children=" not in plain, plain
    assert "default_progress_path()" in "".join(_cell(first_line)["source"]) or fallback == "【模拟面试】"
