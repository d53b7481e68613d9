"""The question bank: every interview card of the course, loaded from ``cards/*.toml``.

One home for the cards, their answers, follow-ups and links. Each card has a ``deck``
(速记 / 易混 / 口述 / 追问 / 自测 / pi), a ``topic`` shared across decks (so a spoken answer
finds its follow-ups), a front and a back, and links: ``"02_validator.ipynb#6. 第 3 层：业务和权限"``
(a lesson section, by its heading) or ``"lab_code.arguments.workdir_guard:resolve_inside"``
(the code that backs the claim). Spoken answers are built from ``parts`` in the answer shape
of ``lab_code.interview.rubric`` — every part carries its own links, so every claim is backed.

The figures of other people's projects that cards quote ("6 次运行 15 次绕路") are listed once,
in ``author_figures.toml`` beside ``cards/``; ``figures`` and ``rubric.check_draft`` read it.

``tests/test_09_interview.py`` checks that every linked heading exists in its notebook and
every linked object imports, so a renamed section or function breaks a test, not a link.

    >>> bank = load_bank()
    >>> bank.card("selftest.03").deck
    'selftest'

Lessons: 09
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

CARDS_DIR = Path(__file__).with_name("cards")
DECKS = {
    "sheet": "速记页",
    "pairs": "易混对照",
    "spoken": "口述稿",
    "followups": "追问清单",
    "selftest": "闭卷自测",
    "pi": "对照 pi",
}
TOPICS = {
    "principle": "原理与往返",
    "validation": "参数校验",
    "strict": "严格模式",
    "not-calling": "模型不调用工具 · tool_choice",
    "design": "工具设计",
    "errors": "出错、重试与副作用",
    "parallel": "并行调用与配对",
    "mcp": "MCP",
    "options": "手写的三种方案",
    "agent": "Agent 循环与验收",
    "evaluation": "评测",
    "model-text": "模型读写的文字：模板、解析器、约束解码",
    "pi": "对照 pi",
}
CARD_KEYS = {"id", "deck", "topic", "front", "back", "links", "parts"}
PART_KEYS = {"role", "text", "links"}
_FORMATTING = re.compile(r"[`*]")


class BankError(ValueError):
    """A card file is malformed; the message names the file, the card and what to fix."""


@dataclass(frozen=True)
class Link:
    """Where the course shows a claim: a lesson section, or a piece of code."""

    notebook: str | None = None  # "02_validator.ipynb"
    section: str | None = None  # the heading's text, e.g. "6. 第 3 层：业务和权限"
    code: str | None = None  # "lab_code.arguments.workdir_guard:resolve_inside"

    @classmethod
    def parse(cls, text: str) -> Link:
        if text.startswith("lab_code."):
            module, colon, name = text.partition(":")
            if not colon or not name:
                raise BankError(f"代码链接 {text!r} 要写成 'lab_code.包.模块:名字'")
            return cls(code=text)
        notebook, _, section = text.partition("#")
        if not re.fullmatch(r"\d\d_[a-z0-9_]+\.ipynb", notebook):
            raise BankError(f"链接 {text!r} 既不是 'NN_name.ipynb#标题' 也不是 'lab_code.…:名字'")
        return cls(notebook=notebook, section=section or None)

    @property
    def lesson(self) -> str | None:
        return self.notebook[:2] if self.notebook else None

    @property
    def anchor(self) -> str:
        """JupyterLab's id for a heading: its rendered text with spaces turned into '-'."""
        return heading_anchor(self.section) if self.section else ""

    @property
    def label(self) -> str:
        """Short and plain: "02 §6", "第 06 课" (a whole lesson) or "options.parallel_exec.plan_execution"."""
        if self.code:
            module, _, name = self.code.partition(":")
            return f"{module.removeprefix('lab_code.')}.{name}"
        if not self.section:
            return f"第 {self.lesson} 课"
        first = self.section.split(" ", 1)[0]
        number = first if re.fullmatch(r"[\d.]+", first) else self.section.split("：")[0]
        return f"{self.lesson} §{number.rstrip('.')}"

    def markdown(self) -> str:
        """A Markdown link that works from notebooks/: to a lesson section (the full heading is
        the link's title) or to a source file."""
        if self.code:
            return f"[`{self.label}`](../{self.code.partition(':')[0].replace('.', '/')}.py)"
        if not self.section:
            return f"[{self.label}]({self.notebook})"
        title = _FORMATTING.sub("", self.section).replace('"', "'")
        return f'[{self.label}]({self.notebook}#{self.anchor} "{title}")'


def heading_anchor(heading: str) -> str:
    return _FORMATTING.sub("", heading.lstrip("#").strip()).replace(" ", "-")


@dataclass(frozen=True)
class Part:
    """One piece of a spoken answer: its role in the answer shape, the words, the backing."""

    role: str
    text: str
    links: tuple[Link, ...]


@dataclass(frozen=True)
class Card:
    id: str
    deck: str
    topic: str
    front: str
    back: str
    links: tuple[Link, ...] = ()
    parts: tuple[Part, ...] = ()
    source: str = ""  # the card file it came from, for error messages

    @property
    def all_links(self) -> tuple[Link, ...]:
        return self.links + tuple(link for part in self.parts for link in part.links)


@dataclass(frozen=True)
class Bank:
    cards: tuple[Card, ...] = ()

    def card(self, card_id: str) -> Card:
        for card in self.cards:
            if card.id == card_id:
                return card
        raise KeyError(f"题库里没有 {card_id!r}；卡片 id 形如 'selftest.03'、'spoken.principle'")

    def deck(self, name: str) -> list[Card]:
        if name not in DECKS:
            raise KeyError(f"没有牌组 {name!r}；可选：{list(DECKS)}")
        return [c for c in self.cards if c.deck == name]

    def followups(self, topic: str) -> list[Card]:
        return [c for c in self.cards if c.deck == "followups" and c.topic == topic]

    def ids(self) -> list[str]:
        return [c.id for c in self.cards]


def _links(raw, where: str) -> tuple[Link, ...]:
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        raise BankError(f"{where}: links 要是字符串列表")
    try:
        return tuple(Link.parse(x) for x in raw)
    except BankError as exc:
        raise BankError(f"{where}: {exc}") from None


def _card(raw: dict, source: str) -> Card:
    where = f"{source} 的卡片 {raw.get('id', '（没有 id）')!r}"
    unknown = set(raw) - CARD_KEYS
    if unknown:
        raise BankError(f"{where}: 不认识的键 {sorted(unknown)}；允许：{sorted(CARD_KEYS)}")
    for key in ("id", "deck", "topic", "front"):
        if not isinstance(raw.get(key), str) or not raw[key].strip():
            raise BankError(f"{where}: 缺少非空字符串 {key!r}")
    if raw["deck"] not in DECKS:
        raise BankError(f"{where}: deck {raw['deck']!r} 不认识；可选：{list(DECKS)}")
    if raw["topic"] not in TOPICS:
        raise BankError(f"{where}: topic {raw['topic']!r} 不认识；可选：{list(TOPICS)}")
    parts = []
    for n, part in enumerate(raw.get("parts", []), start=1):
        if set(part) - PART_KEYS or not isinstance(part.get("text"), str) or not part.get("role"):
            raise BankError(f"{where}: 第 {n} 段要有 role、text（和可选的 links），不能有别的键")
        parts.append(Part(part["role"], part["text"].strip(), _links(part.get("links", []), where)))
    back = raw.get("back") or "".join(p.text for p in parts)
    if not isinstance(back, str) or not back.strip():
        raise BankError(f"{where}: 要有 back（答案），或者由 parts 拼出答案")
    return Card(
        id=raw["id"],
        deck=raw["deck"],
        topic=raw["topic"],
        front=raw["front"].strip(),
        back=back.strip(),
        links=_links(raw.get("links", []), where),
        parts=tuple(parts),
        source=source,
    )


def load_cards(directory: Path = CARDS_DIR) -> Bank:
    """Read every ``*.toml`` card file of ``directory`` (sorted by name) into one bank."""
    cards: list[Card] = []
    seen: dict[str, str] = {}
    for path in sorted(directory.glob("*.toml")):
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise BankError(f"{path.name} 不是合法的 TOML：{exc}") from None
        if set(data) - {"card"}:
            raise BankError(f"{path.name}: 顶层只能有 [[card]]，发现 {sorted(set(data) - {'card'})}")
        for raw in data.get("card", []):
            card = _card(raw, path.name)
            if card.id in seen:
                raise BankError(f"卡片 id {card.id!r} 重复：{seen[card.id]} 和 {path.name}")
            seen[card.id] = path.name
            cards.append(card)
    return Bank(tuple(cards))


@cache
def load_bank() -> Bank:
    """The course's bank (read once per process; the files ship with the package)."""
    return load_cards()


if __name__ == "__main__":
    loaded = load_bank()
    for deck, title in DECKS.items():
        print(f"{title:6} {len(loaded.deck(deck)):3} 张")
    print(f"共 {len(loaded.cards)} 张")
