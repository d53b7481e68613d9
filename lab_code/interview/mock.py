"""A mock interview: a question chosen by the Leitner boxes, a countdown, the reference answer
and one follow-up.

The questions are the spoken answers and the self-test of the bank; the follow-up is one of
the interviewer's next questions on the same topic. Your self-rating goes into the same
Leitner boxes as the flashcards, and the boxes choose the next question:

* a question you could not answer (不会 / 模糊: box 1, due next session) comes back before one
  you knew (会: a higher box, due sessions later); due questions, lowest box first, come first;
* among equals the choice is random, from a generator seeded by the course seed and the number
  of questions asked so far *over all sittings* — so a new sitting does not open with the same
  question, yet a fresh file (nbval, CI) always gives the same order;
* never the question just asked; of the rest, the one asked longest ago (never asked: first);
* never the same follow-up twice in a row: the least recently given one of the topic.

What was asked is kept in the flashcards' progress file (``progress.mock``), so all of this
holds across kernel restarts. Without a flashcard session the interview keeps it in memory.

The countdown is the view's business (a browser-side ``Play`` widget ticks it); this module
only says what the clock shows after ``elapsed`` seconds, so nothing here depends on time.

    >>> from lab_code.interview.bank import load_bank
    >>> m = MockInterview(load_bank(), seed=1)
    >>> m.next_question().card.deck in ("spoken", "selftest")
    True
    >>> clock_text(75), clock_text(-3)
    ('1:15', '0:00')

Lessons: 09
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from lab_code.interview.bank import Bank, Card
from lab_code.interview.flashcards import FlashcardSession
from lab_code.interview.leitner import RATINGS, CardRecord
from lab_code.interview.progress import MAX_HISTORY, MockHistory

QUESTION_DECKS = ("spoken", "selftest")
DEFAULT_SECONDS = 90  # a spoken answer is about a minute; half a minute more to think


@dataclass(frozen=True)
class MockRound:
    card: Card
    followup: Card | None
    seconds: int


def clock_text(remaining: float) -> str:
    remaining = max(0, int(remaining))
    return f"{remaining // 60}:{remaining % 60:02d}"


def time_is_up(seconds: int, elapsed: float) -> bool:
    return elapsed >= seconds


def _remember(items: list[str], item: str) -> None:
    items.append(item)
    del items[:-MAX_HISTORY]


class MockInterview:
    def __init__(
        self,
        bank: Bank,
        *,
        seed: int = 0,
        seconds: int = DEFAULT_SECONDS,
        session: FlashcardSession | None = None,
    ):
        if seconds < 10:
            raise ValueError(f"倒计时至少 10 秒，收到 {seconds}")
        self.bank, self.seed, self.seconds, self.session = bank, seed, seconds, session
        self.questions = [c for c in bank.cards if c.deck in QUESTION_DECKS]
        self._history = MockHistory()  # used only without a session
        self.round: MockRound | None = None

    @property
    def history(self) -> MockHistory:
        """What was asked lately: the progress file's when connected to flashcards (read each time:
        a save may merge in another tab's history)."""
        return self.session.progress.mock if self.session is not None else self._history

    @property
    def asked(self) -> list[str]:
        return self.history.asked

    def _record(self, card_id: str) -> CardRecord:
        return self.session.record(card_id) if self.session is not None else CardRecord()

    def _priority(self, card: Card, now: int, last_seen: dict[str, int]) -> tuple[int, int, int]:
        """Smaller comes first: due soonest (weak cards are due next session), lowest box, asked longest ago."""
        record = self._record(card.id)
        return max(record.due, now), record.box, last_seen.get(card.id, -1)

    def next_question(self) -> MockRound:
        """The next question by the boxes (see the module docstring); its follow-up is picked now."""
        history = self.history
        rng = random.Random(f"{self.seed}:{history.rounds}")  # str seeds do not depend on PYTHONHASHSEED
        now = self.session.progress.session if self.session is not None else 0
        last_seen = {cid: i for i, cid in enumerate(history.asked)}  # later asks overwrite earlier ones
        last = history.asked[-1] if history.asked else None
        choices = [c for c in self.questions if c.id != last] or self.questions
        ranked = {c.id: self._priority(c, now, last_seen) for c in choices}
        best = min(ranked.values())
        card = rng.choice([c for c in choices if ranked[c.id] == best])
        followup = self._followup(card.topic, rng)
        self.round = MockRound(card, followup, self.seconds)
        history.rounds += 1
        _remember(history.asked, card.id)
        if followup is not None:
            _remember(history.followups, followup.id)
        if self.session is not None:
            self.session.save_mock()
        return self.round

    def _followup(self, topic: str, rng: random.Random) -> Card | None:
        """Never the follow-up given last; of the rest, one given least recently (never given: first)."""
        given = self.history.followups
        options = [f for f in self.bank.followups(topic) if not given or f.id != given[-1]]
        if not options:
            return None
        last_seen = {f.id: max((i for i, g in enumerate(given) if g == f.id), default=-1) for f in options}
        oldest = min(last_seen.values())
        return rng.choice([f for f in options if last_seen[f.id] == oldest])

    def rate(self, rating: str) -> None:
        """Your self-rating of the answer you gave; feeds the flashcard boxes when connected."""
        if self.round is None:
            raise ValueError("还没有出题：先调用 next_question()")
        if rating not in RATINGS:
            raise ValueError(f"评分 {rating!r} 不认识；可选 {list(RATINGS)}（{'、'.join(RATINGS.values())}）")
        if self.session is not None and self.round.card.id in self.session.cards:
            self.session.rate_card(self.round.card.id, rating)
