"""Other people's figures in a draft answer, and whom the draft says they belong to.

The bank keeps one list of the figures the course quotes from the source articles' projects
(``author_figures.toml``: "6 次运行 15 次绕路", "30 次运行只调了 8 次"…). A student may say
them in an interview, but only as the author's. ``mentions(text)`` finds every one of them in a
draft — in digits or in Chinese or English number words — and reads who owns it there:

Some of those experiences are stories with no number in them (the libpng build the relative
toolchain path broke, the model looking in ``/opt/homebrew``): a form can name the words such a
story cannot be told without, instead of numbers.

* the owner is set by the words of a clause: "作者的项目里", "有团队发现", "the author's
  project" (the author); "我负责的项目", "我们团队", "I built", "我实测过" (me); "课程的演示"
  (the course). It carries over to the following clauses and sentences of the same paragraph,
  until another owner is named; a figure before any owner takes the first one named later in
  its sentence ("15 次绕路（作者的项目）");
* in one clause, a claim of possession ("我的项目", "our team") outweighs the author's name,
  and the author's name outweighs a bare "我" ("我读过作者的文章" is the author's).

A figure owned by the author is properly sourced; owned by "me" it is borrowed experience;
owned by the course, or by nobody, it lacks its attribution. ``rubric.check_draft`` reports both.

    >>> [m.owner for m in mentions("在我负责的项目里，30 次运行只调了 8 次。")]
    ['me']
    >>> [m.owner for m in mentions("作者的项目里，六次运行出现了十五次绕路。")]
    ['author']

Lessons: 00, 09
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from dataclasses import dataclass
from functools import cache
from pathlib import Path

FIGURES_FILE = Path(__file__).with_name("author_figures.toml")

# Whose a clause says something is. Possession beats the author's name, which beats a bare "I".
POSSESSION = re.compile(
    r"我们?(?:的|自己的|做过的|做的|负责的|参与的|参考的|之前的)?(?:项目|团队|公司|产品|线上|系统|Agent|agent)"
    r"|我们?(?:负责|上线|搭建|搭了|开发|维护|主导)"
    r"|(?:上家|之前的?|以前的?)(?:公司|团队|项目)"
    r"|(?i:\b(?:my|our)\s+(?:own\s+)?(?:project|team|agent|company|system|product|startup|job|work|evals?)\b"
    r"|\b(?:I|we)\s+(?:built|shipped|deployed|maintained|developed|led|own)\b"
    r"|\bin my experience\b|\bat my (?:last |previous )?(?:job|company)\b)"
)
AUTHOR = re.compile(
    r"作者|原文|素材文章|文章|有团队|别的团队|别人的项目"
    r"|(?i:\bauthor(?:s|'s)?\b|\barticle\b|\bwrite-?up\b|\b(?:one|a|another) team\b)"
)
# "I" only as a capital: "i.e." is not a person.
FIRST_PERSON = re.compile(r"我|咱们|\b(?:I|I'm|I've|I'd)\b|(?i:\b(?:me|my|mine|we|we're|we've|our|us)\b)")
COURSE = re.compile(r"课程的?(?:演示|构造|生成|语料)|本课的?演示|(?i:\bthe course'?s? (?:demo|corpus)\b)")

_PARAGRAPH = re.compile(r"\n\s*\n")
_SENTENCE = re.compile(r"(?<=[。！？!?\n])|(?<=\.)(?=\s|$)")
_CLAUSE = re.compile(r"(?<=[，,；;：:])|——")
_DIGITS = re.compile(r"(?<![\d.])\d+(?:\.\d+)?")
_CHINESE = re.compile(r"[零〇一二两三四五六七八九十百千]+")
_CHINESE_DIGITS = dict(zip("零〇一二两三四五六七八九", (0, 0, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9), strict=True))
_CHINESE_UNITS = {"十": 10, "百": 100, "千": 1000}
_ONES = (
    "zero one two three four five six seven eight nine ten "
    "eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
)
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety"
_ENGLISH = {w: n for n, w in enumerate(_ONES.split())} | {w: 10 * n for n, w in enumerate(_TENS.split(), 2)}
_WORD = re.compile(r"[A-Za-z]+")


class FigureError(ValueError):
    """The figure list is malformed; the message says which figure and what to fix."""


@dataclass(frozen=True)
class Form:
    numbers: tuple[str, ...]
    context: tuple[str, ...] = ()
    words: tuple[str, ...] = ()  # a story told without numbers: all of these words appear


@dataclass(frozen=True)
class Figure:
    id: str
    label: str  # short, for a report line: "6 次运行 15 次绕路"
    story: str
    source: str
    forms: tuple[Form, ...]


@dataclass(frozen=True)
class Mention:
    """One author figure in a draft, and who the draft says it belongs to there."""

    figure: Figure
    sentence: str
    owner: str | None  # "author" | "me" | "course" | None (nobody said)
    said: str = ""  # the words that made the owner, e.g. "我负责的项目"


@cache
def load_figures(path: Path = FIGURES_FILE) -> tuple[Figure, ...]:
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise FigureError(f"{Path(path).name} 不是合法的 TOML：{exc}") from None
    figures = []
    for raw in data.get("figure", []):
        where = f"{Path(path).name} 的 figure {raw.get('id', '（没有 id）')!r}"
        if set(raw) != {"id", "label", "story", "source", "forms"}:
            raise FigureError(f"{where}: 要有且只有 id、label、story、source、forms")
        forms = []
        for form in raw["forms"]:
            numbers, words = form.get("numbers", []), form.get("words", [])
            if (
                set(form) - {"numbers", "context", "words"}
                or not (numbers or words)
                or not all(isinstance(n, str) and _DIGITS.fullmatch(n) for n in numbers)
                or not all(isinstance(w, str) and w.strip() for w in words)
            ):
                raise FigureError(
                    f"{where}: 每个 form 要有 numbers（阿拉伯数字的字符串）或 words（一个故事里一定出现的词），"
                    "可选 context"
                )
            forms.append(
                Form(
                    tuple(numbers),
                    tuple(c.lower() for c in form.get("context", [])),
                    tuple(w.lower() for w in words),
                )
            )
        figures.append(Figure(raw["id"], raw["label"], raw["story"], raw["source"], tuple(forms)))
    if not figures:
        raise FigureError(f"{Path(path).name} 里没有 [[figure]]")
    return tuple(figures)


# ---- numbers, however they are written ----------------------------------------------------------


def _chinese_value(text: str) -> int | None:
    if len(text) > 1 and all(ch in _CHINESE_DIGITS for ch in text):
        return int("".join(str(_CHINESE_DIGITS[ch]) for ch in text))  # 一二〇 read digit by digit
    total, digit = 0, None
    for ch in text:
        if ch in _CHINESE_DIGITS:
            digit = _CHINESE_DIGITS[ch]
        else:
            total += (1 if digit is None else digit) * _CHINESE_UNITS[ch]  # 十五: the 十 stands alone
            digit = None
    return total + (digit or 0)


def _english_values(text: str) -> list[str]:
    found, current, inside = [], 0, False
    for word in [w.lower() for w in _WORD.findall(text)] + [""]:
        if word in _ENGLISH:
            current, inside = current + _ENGLISH[word], True
        elif word == "hundred" and (inside or current == 0):
            current, inside = max(current, 1) * 100, True
        elif word in ("a", "and") and (word == "a" or inside):
            continue  # "a hundred and twenty"
        elif inside:
            found.append(str(current))
            current, inside = 0, False
    return found


def numbers_in(text: str) -> set[str]:
    """Every number in ``text`` as a digit string: "15", "十五" and "fifteen" all give "15"."""
    found = {n.rstrip("0").rstrip(".") if "." in n else str(int(n)) for n in _DIGITS.findall(text)}
    found |= {str(_chinese_value(m)) for m in _CHINESE.findall(text)}
    found |= set(_english_values(text))
    return found


# ---- who owns a clause ---------------------------------------------------------------------------


def owner_of(clause: str) -> tuple[str | None, str]:
    """(owner, the words that say so) for one clause; (None, "") when it names nobody."""
    for pattern, owner in ((POSSESSION, "me"), (AUTHOR, "author"), (FIRST_PERSON, "me"), (COURSE, "course")):
        match = pattern.search(clause)
        if match:
            return owner, match.group(0)
    return None, ""


def _matches(form: Form, numbers: set[str], text: str) -> bool:
    return (
        set(form.numbers) <= numbers
        and all(w in text for w in form.words)
        and (not form.context or any(c in text for c in form.context))
    )


def _anchor(form: Form, numbers: list[set[str]], clauses: list[str]) -> int:
    """The clause whose owner decides: the one with the first number, or with the first word."""
    if form.numbers:
        return next(i for i, n in enumerate(numbers) if form.numbers[0] in n)
    return next((i for i, c in enumerate(clauses) if form.words[0] in c.lower()), 0)


def _owner_at(named: list, at: int, before: tuple[str | None, str]) -> tuple[str | None, str]:
    """The owner of clause ``at``: its own, else one named earlier in the sentence, else one named
    later in it ("15 次绕路（…），这是作者的数字"), else the one carried from earlier sentences."""
    for said in (named[at], *reversed(named[:at]), *named[at + 1 :]):
        if said[0]:
            return said
    return before


def mentions(text: str, figures: tuple[Figure, ...] | None = None) -> list[Mention]:
    """Every author figure in ``text``, each with the owner the text gives it where it stands."""
    figures = load_figures() if figures is None else figures
    # zero-width and other format characters would split "30" or "我的" without showing
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    found: list[Mention] = []
    carried: tuple[str | None, str] = (None, "")
    for paragraph in _PARAGRAPH.split(text):
        owner = carried
        for sentence in filter(str.strip, _SENTENCE.split(paragraph)):
            clauses = [c for c in _CLAUSE.split(sentence) if c.strip()]
            named = [owner_of(c) for c in clauses]
            numbers = [numbers_in(c) for c in clauses]
            whole, lowered = set().union(*numbers) if numbers else set(), sentence.lower()
            for figure in figures:
                form = next((f for f in figure.forms if _matches(f, whole, lowered)), None)
                if form is not None:
                    at = _anchor(form, numbers, clauses)
                    who, said = _owner_at(named, at, owner)
                    found.append(Mention(figure, sentence.strip(), who, said))
            owner = next((o for o in reversed(named) if o[0]), owner)
        # "作者的项目里有两个例子：" and then the list: the owner goes on into it
        carried = owner if paragraph.rstrip().endswith((":", "：")) else (None, "")
    return found


if __name__ == "__main__":
    for draft in (
        "我实测过，改成分页以后 120 次运行 0 次绕路。",
        "作者的项目里，30 次运行只调了 8 次知识库。",
    ):
        print(draft, "→", [(m.figure.id, m.owner, m.said) for m in mentions(draft)])
