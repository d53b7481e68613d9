"""The one home of dated provider and spec facts: ``facts.toml``, its citations, its age report.

Provider documentation and specifications change; a fact a lesson states is only as good as
the day someone last read its source. So every such fact lives once, in ``facts.toml`` next
to this module, with the source it comes from and the date it was checked. A lesson states
the fact in its own words and cites it with a marker the reader does not see, followed by
the citation this module renders::

    …总分按大类加权<!-- fact:bfcl-v4-weights -->（来源：[BFCL CHANGELOG](https://…)，2026-12-01 核对）

``python -m lab_code.course.facts --write`` rewrites every citation after a marker from
``facts.toml`` (a changed date or source reaches every lesson at once); ``tests/test_facts.py``
fails when a citation is stale, when a marker names no fact, or when a cell citing a fact no
longer contains the fact's key words (so the prose cannot drift from the fact it cites).
``python -m lab_code.course.facts --stale`` lists facts older than six months: it informs,
it never fails (exit code 0).

Any text can carry markers, not only notebooks: ``markers_in(text)`` and ``problems_in(text)``
work on a string, so an interview card or a later lesson can cite the same facts.

    >>> fact = load_facts()["bfcl-v4-weights"]
    >>> fact.source, fact.status
    ('BFCL CHANGELOG', 'verified')

Lessons: shared
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import nbformat

from lab_code import REPO_ROOT

FACTS_FILE = Path(__file__).with_name("facts.toml")
NOTEBOOKS_DIR = REPO_ROOT / "notebooks"
STALE_AFTER_DAYS = 183  # about six months
STATUSES = {
    "verified": "",  # the source itself was read on the date checked
    "secondary": "原文只读到转述",  # several independent summaries agree; the source page was not read whole
    "unverified": "未能核实",  # we looked and could not confirm it: the lesson says so
    "seed": "素材文章的说法",  # a figure or date from the seed article, not re-checked at its source
}
# <!-- fact:ID --> and, right after it, the citation in full-width parentheses (no nesting inside).
MARKER = re.compile(r"<!-- fact:([a-z0-9.-]+) -->(（[^（）]*）)?")


@dataclass(frozen=True)
class Fact:
    id: str
    claim: str  # the fact in one sentence, as checked
    source: str  # short name of the source, shown as the link text
    url: str
    checked: dt.date
    status: str
    lessons: tuple[str, ...]  # lessons that cite it ("01", "08", …)
    keywords: tuple[str, ...]  # words every citing cell must contain
    note: str = ""  # how it was checked, what was not confirmed

    def citation(self) -> str:
        """What follows the marker in a lesson: source link, date, and a warning when not verified."""
        label = STATUSES[self.status]
        how = f"{self.checked.isoformat()} 核对" + (f"，{label}" if label else "")
        return f"（来源：[{self.source}]({self.url})，{how}）"

    def age_days(self, today: dt.date) -> int:
        return (today - self.checked).days


class FactsError(ValueError):
    """facts.toml is malformed: which entry, what is wrong, what is allowed."""


def load_facts(path: Path = FACTS_FILE) -> dict[str, Fact]:
    """Every fact in ``path`` by id; ``FactsError`` names the entry and the field when one is wrong."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    facts = {}
    for fact_id, entry in data.items():
        if not re.fullmatch(r"[a-z0-9.-]+", fact_id):
            raise FactsError(f"{path.name}: 条目名 {fact_id!r} 只能用小写字母、数字、点和连字符。")
        missing = {"claim", "source", "url", "checked", "status", "lessons", "keywords"} - set(entry)
        if missing:
            raise FactsError(f"{path.name} [{fact_id}]: 缺少字段 {sorted(missing)}。")
        if entry["status"] not in STATUSES:
            raise FactsError(
                f"{path.name} [{fact_id}]: status 只能是 {sorted(STATUSES)}，收到 {entry['status']!r}。"
            )
        if not isinstance(entry["checked"], dt.date):
            raise FactsError(f"{path.name} [{fact_id}]: checked 要写成不带引号的日期，例如 2026-12-01。")
        if any(bracket in entry["source"] for bracket in "（）"):
            raise FactsError(f"{path.name} [{fact_id}]: source 里不能有全角括号（出处本身写在全角括号里）。")
        if not str(entry["url"]).startswith("https://"):
            raise FactsError(f"{path.name} [{fact_id}]: url 必须是 https:// 开头的出处地址。")
        facts[fact_id] = Fact(
            fact_id,
            entry["claim"],
            entry["source"],
            entry["url"],
            entry["checked"],
            entry["status"],
            tuple(entry["lessons"]),
            tuple(entry["keywords"]),
            entry.get("note", ""),
        )
    return facts


def markers_in(text: str) -> list[tuple[str, str | None]]:
    """``(fact id, citation text or None)`` for every marker in ``text``."""
    return [(m.group(1), m.group(2)) for m in MARKER.finditer(text)]


def problems_in(text: str, where: str, facts: dict[str, Fact]) -> list[str]:
    """What is wrong with the citations in one piece of text (a cell, a card)."""
    found = []
    for fact_id, cited in markers_in(text):
        fact = facts.get(fact_id)
        if fact is None:
            found.append(f"{where}: 标记 fact:{fact_id} 在 facts.toml 里没有这一条")
            continue
        if cited != fact.citation():
            found.append(
                f"{where}: fact:{fact_id} 的出处写的是 {cited!r}，应为 {fact.citation()!r}（运行 --write）"
            )
        lost = [word for word in fact.keywords if word not in text]
        if lost:
            found.append(f"{where}: 引用 fact:{fact_id} 的这一段没有提到 {lost}：课文和事实对不上了")
    return found


def with_citations(text: str, facts: dict[str, Fact]) -> str:
    """``text`` with the citation after every known marker rewritten from ``facts``."""

    def render(match: re.Match) -> str:
        fact = facts.get(match.group(1))
        return match.group(0) if fact is None else f"<!-- fact:{fact.id} -->{fact.citation()}"

    return MARKER.sub(render, text)


def lesson_notebooks() -> list[Path]:
    return sorted(NOTEBOOKS_DIR.glob("[0-9][0-9]_*.ipynb"))


def notebook_problems(facts: dict[str, Fact] | None = None) -> list[str]:
    """Every citation problem in the lessons, and every fact no lesson it names cites."""
    facts = load_facts() if facts is None else facts
    found, cited_in = [], {}
    for path in lesson_notebooks():
        lesson = path.name[:2]
        nb = nbformat.read(path, as_version=4)
        for cell in nb.cells:
            if cell.cell_type != "markdown":
                continue
            found += problems_in(cell.source, f"{path.name} {cell.get('id', '?')}", facts)
            for fact_id, _ in markers_in(cell.source):
                cited_in.setdefault(fact_id, set()).add(lesson)
    for fact in facts.values():
        missing = [n for n in fact.lessons if n not in cited_in.get(fact.id, set())]
        if missing:
            found.append(f"facts.toml [{fact.id}]: lessons 写了 {missing}，但这些课里没有引用它")
    return found


def write_citations(facts: dict[str, Fact] | None = None) -> list[Path]:
    """Rewrite the citations in every lesson's Markdown cells; returns the notebooks changed."""
    facts = load_facts() if facts is None else facts
    changed = []
    for path in lesson_notebooks():
        nb = nbformat.read(path, as_version=4)
        dirty = False
        for cell in nb.cells:
            if cell.cell_type == "markdown" and "<!-- fact:" in cell.source:
                new = with_citations(cell.source, facts)
                dirty |= new != cell.source
                cell.source = new
        if dirty:
            nbformat.write(nb, path)
            changed.append(path)
    return changed


def stale(facts: dict[str, Fact], today: dt.date, days: int = STALE_AFTER_DAYS) -> list[Fact]:
    """Facts last checked more than ``days`` ago, oldest first."""
    return sorted((f for f in facts.values() if f.age_days(today) > days), key=lambda f: f.checked)


def stale_report(facts: dict[str, Fact], today: dt.date, days: int = STALE_AFTER_DAYS) -> str:
    old = stale(facts, today, days)
    if not old:
        return f"{len(facts)} 条事实，都在 {days} 天内核对过（今天 {today}）。"
    lines = [
        f"{len(old)}/{len(facts)} 条事实超过 {days} 天没有核对（今天 {today}），请重读出处并更新 checked："
    ]
    lines += [f"  {f.checked}  {f.id}  第 {'、'.join(f.lessons)} 课  {f.url}" for f in old]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lab_code.course.facts", description="课程引用的服务商与规范事实。"
    )
    parser.add_argument("--write", action="store_true", help="按 facts.toml 重写各课里的出处")
    parser.add_argument(
        "--stale", action="store_true", help="列出超过半年没核对的事实（只提示，退出码总是 0）"
    )
    parser.add_argument(
        "--today", type=dt.date.fromisoformat, default=dt.date.today(), help="按这一天计算（YYYY-MM-DD）"
    )
    args = parser.parse_args(argv)
    facts = load_facts()
    if args.write:
        for path in write_citations(facts):
            print(f"更新了 {path.relative_to(REPO_ROOT)}")
    if args.stale or not args.write:
        print(stale_report(facts, args.today))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
