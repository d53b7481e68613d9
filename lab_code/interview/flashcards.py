"""A flashcard study session: due cards in Leitner order, ratings saved after every card.

Opening a session over a progress file either **resumes** the unfinished session (the
cards you had not rated yet, in the same order) or starts the next one with every card that
is due, lowest box first, shuffled within a box by a seeded generator — the same seed and
file always give the same order. A save that fails is reported in ``notes`` and the session
goes on in memory: a rating is never lost silently. The note that there is no progress file
yet goes once the first save has created it. The mock interview keeps what it asked in the
same file (``progress.mock``), through ``save_mock()``.

    >>> import tempfile, pathlib
    >>> from lab_code.interview.bank import load_bank
    >>> from lab_code.interview.progress import ProgressStore
    >>> store = ProgressStore(pathlib.Path(tempfile.mkdtemp()) / "p.json")
    >>> s = FlashcardSession(load_bank().deck("selftest"), store, seed=0, per_session=3)
    >>> s.status()["left"], s.rate("good") is not None
    (3, True)

Lessons: 09
"""

from __future__ import annotations

import random

from lab_code.interview.bank import Card
from lab_code.interview.leitner import BOXES, CardRecord, is_due, rate
from lab_code.interview.progress import ProgressNotSaved, ProgressStore


class FlashcardSession:
    def __init__(self, cards: list[Card], store: ProgressStore, *, seed: int = 0, per_session: int = 20):
        if per_session < 1:
            raise ValueError(f"per_session 至少是 1，收到 {per_session}")
        self.cards = {card.id: card for card in cards}
        if not self.cards:
            raise ValueError("没有卡片可学：检查牌组名")
        self.store, self.seed, self.per_session = store, seed, per_session
        self.progress, self.notes = store.load()
        # "还没有进度文件…" is true until the first save: then it is replaced, not left standing
        self._missing_note = self.notes[0] if store.loaded == "missing" else None
        self.revealed = False
        left = [cid for cid in self.progress.queue if cid in self.cards]
        if left:
            self.progress.queue = left
            self.notes.append(f"接着上次的第 {self.progress.session} 轮：还剩 {len(left)} 张。")
        else:
            self.start_next_session()

    # ---- the schedule -------------------------------------------------------------------
    def record(self, card_id: str) -> CardRecord:
        return self.progress.cards.get(card_id, CardRecord())

    def start_next_session(self) -> int:
        """Begin session n+1 with the cards due in it; returns how many there are."""
        session = self.progress.session + 1
        rng = random.Random(self.seed * 100_003 + session)
        due = [cid for cid in self.cards if is_due(self.record(cid), session)]
        rng.shuffle(due)
        due.sort(key=lambda cid: self.record(cid).box)  # stable: shuffled within each box
        self.progress.session, self.progress.queue = session, due[: self.per_session]
        self.revealed = False
        if not due:
            self.notes.append(f"第 {session} 轮没有到期的卡片：都记住了，下次再来。")
        self._save()
        return len(self.progress.queue)

    def current(self) -> Card | None:
        return self.cards[self.progress.queue[0]] if self.progress.queue else None

    def reveal(self) -> Card | None:
        self.revealed = True
        return self.current()

    def rate(self, rating: str) -> Card | None:
        """Rate the current card; returns the next one (None: this session is done)."""
        card = self.current()
        if card is None:
            raise ValueError("这一轮已经没有卡片了：调用 start_next_session() 开始下一轮")
        self.rate_card(card.id, rating)
        return self.current()

    def rate_card(self, card_id: str, rating: str) -> None:
        """Rate any card (the mock interview rates the question it asked)."""
        if card_id not in self.cards:
            raise KeyError(f"这一组卡片里没有 {card_id!r}")
        self.progress.cards[card_id] = rate(self.record(card_id), rating, self.progress.session)
        queue = [cid for cid in self.progress.queue if cid != card_id]
        if rating == "again":
            queue.append(card_id)  # once more before the session ends
        self.progress.queue = queue
        self.revealed = False
        self._save()

    def save_mock(self) -> None:
        """Save what the mock interview changed in ``progress.mock`` (the questions it asked)."""
        self._save()

    def _save(self) -> None:
        try:
            self.progress = self.store.save(self.progress)
        except ProgressNotSaved as exc:
            if not self.notes or self.notes[-1] != str(exc):
                self.notes.append(str(exc))
        else:
            if self._missing_note in self.notes:
                self.notes[self.notes.index(self._missing_note)] = (
                    f"进度文件 {self.store.path.name} 已创建：每次评分都会存进去，"
                    "重启内核或下次打开都从这里接着来。"
                )
                self._missing_note = None
        self.notes.extend(self.store.notes)
        self.store.notes.clear()

    # ---- what the view shows ------------------------------------------------------------
    def status(self) -> dict:
        boxes = {box: 0 for box in range(1, BOXES + 1)}
        for cid in self.cards:
            boxes[self.record(cid).box] += 1
        return {
            "session": self.progress.session,
            "left": len(self.progress.queue),
            "boxes": boxes,
            "notes": list(self.notes),
        }
