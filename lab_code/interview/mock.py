"""A mock interview: a random question, a countdown, the reference answer and one follow-up.

The questions are the spoken answers and the self-test of the bank; the follow-up is one of
the interviewer's next questions on the same topic. Your self-rating goes into the same
Leitner boxes as the flashcards, so a question you could not answer comes back sooner.

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
from lab_code.interview.leitner import RATINGS

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
        self.bank, self.seconds, self.session = bank, seconds, session
        self.questions = [c for c in bank.cards if c.deck in QUESTION_DECKS]
        self.rng = random.Random(seed)
        self.round: MockRound | None = None
        self.asked: list[str] = []

    def next_question(self) -> MockRound:
        """A random question, never the same one twice in a row; its follow-up is picked now."""
        choices = [c for c in self.questions if not self.asked or c.id != self.asked[-1]]
        card = self.rng.choice(choices)
        followups = self.bank.followups(card.topic)
        self.round = MockRound(card, self.rng.choice(followups) if followups else None, self.seconds)
        self.asked.append(card.id)
        return self.round

    def rate(self, rating: str) -> None:
        """Your self-rating of the answer you gave; feeds the flashcard boxes when connected."""
        if self.round is None:
            raise ValueError("还没有出题：先调用 next_question()")
        if rating not in RATINGS:
            raise ValueError(f"评分 {rating!r} 不认识；可选 {list(RATINGS)}（{'、'.join(RATINGS.values())}）")
        if self.session is not None and self.round.card.id in self.session.cards:
            self.session.rate_card(self.round.card.id, rating)
