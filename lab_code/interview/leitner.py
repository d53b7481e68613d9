"""Leitner boxes: the spaced-repetition rule behind the flashcards, with no I/O at all.

Every card sits in a box 1–5. A card in box *b* comes back ``INTERVALS[b]`` study sessions
after you last rated it: box 1 every session, box 5 every 16th. Ratings:

* ``good`` (会)    → one box up;
* ``hard`` (模糊)  → stays in its box, back next session;
* ``again`` (不会) → box 1, and once more before this session ends.

Time is counted in *sessions*, not days: a student who studies twice a week and one who
studies daily both see a box-3 card every fourth sitting, and tests need no clock.

    >>> r = CardRecord()
    >>> rate(r, "good", session=1).box, rate(r, "good", session=1).due
    (2, 3)

Lessons: 09
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

BOXES = 5
INTERVALS = {1: 1, 2: 2, 3: 4, 4: 8, 5: 16}  # box -> sessions until the card is due again
RATINGS = {"again": "不会", "hard": "模糊", "good": "会"}


@dataclass(frozen=True)
class CardRecord:
    """What the file remembers about one card."""

    box: int = 1
    due: int = 0  # the first session in which the card is shown again (0: new, due at once)
    reviews: int = 0  # ratings so far; the larger count wins when two writers merge
    right: int = 0
    wrong: int = 0

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> CardRecord:
        if not isinstance(data, dict):
            raise ValueError(f"卡片记录应该是对象，收到 {type(data).__name__}")
        values = {key: data.get(key, default) for key, default in asdict(cls()).items()}
        wrong = [k for k, v in values.items() if not isinstance(v, int) or isinstance(v, bool)]
        if wrong:  # named, never repr'd: a crafted value may be huge or nested thousands deep
            raise ValueError(f"卡片记录的字段 {', '.join(wrong)} 应该是整数")
        if not 1 <= values["box"] <= BOXES:
            raise ValueError(f"box 应该在 1–{BOXES} 之间，收到 {values['box']}")
        return cls(**values)


def is_due(record: CardRecord, session: int) -> bool:
    return record.due <= session


def rate(record: CardRecord, rating: str, session: int) -> CardRecord:
    """The record after one rating given in ``session``."""
    if rating not in RATINGS:
        raise ValueError(f"评分 {rating!r} 不认识；可选 {list(RATINGS)}（{'、'.join(RATINGS.values())}）")
    if rating == "good":
        box = min(record.box + 1, BOXES)
        return CardRecord(box, session + INTERVALS[box], record.reviews + 1, record.right + 1, record.wrong)
    if rating == "hard":
        return CardRecord(record.box, session + 1, record.reviews + 1, record.right, record.wrong)
    return CardRecord(1, session + 1, record.reviews + 1, record.right, record.wrong + 1)
