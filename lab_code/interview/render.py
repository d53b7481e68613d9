"""The bank as the Markdown lesson 09 shows: one function per section, nothing hand-copied.

Tables for the cheat sheet and the confusable pairs; each spoken answer as a quote followed by
the table of its parts (role, words, the lesson section and code that back it); follow-ups by
topic; the self-test with every answer folded away until you open it (``<details>``).
Links are relative to ``notebooks/``, so they open the lesson or the source file in JupyterLab.

    >>> print(selftest_markdown(load_bank()).splitlines()[0])
    **1. 模型返回了 tool_calls，这时文件已经被读取了吗？**

Lessons: 09
"""

from __future__ import annotations

from lab_code.interview.bank import TOPICS, Bank, Card, Link, load_bank


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def links_markdown(links: tuple[Link, ...]) -> str:
    return " · ".join(link.markdown() for link in links) or "—"


def sheet_markdown(bank: Bank) -> str:
    rows = [
        f"| **{_cell(c.front)}** | {_cell(c.back)} | {links_markdown(c.links)} |" for c in bank.deck("sheet")
    ]
    return "| 要点 | 一句话 | 在课程里 |\n|---|---|---|\n" + "\n".join(rows)


def pairs_markdown(bank: Bank) -> str:
    rows = [
        f"| **{_cell(c.front)}** | {_cell(c.back)} | {links_markdown(c.links)} |" for c in bank.deck("pairs")
    ]
    return "| 容易混的两个 | 一句话分清 | 在课程里 |\n|---|---|---|\n" + "\n".join(rows)


def spoken_markdown(card: Card, number: str = "") -> str:
    """One spoken answer: the words to say, then what backs each part of it."""
    if card.deck != "spoken":
        raise ValueError(f"{card.id} 不是口述稿（deck={card.deck!r}）")
    rows = [f"| {p.role} | {_cell(p.text)} | {links_markdown(p.links)} |" for p in card.parts]
    title = f"#### {number} “{card.front}”".replace("  ", " ")
    return (
        f"{title}\n\n> {card.back}\n\n"
        "| 部分 | 说了什么 | 依据（课节 · 代码） |\n|---|---|---|\n" + "\n".join(rows)
    )


def followups_markdown(bank: Bank) -> str:
    blocks = []
    for topic, title in TOPICS.items():
        cards = bank.followups(topic)
        if not cards:
            continue
        lines = [f"**{title}**", ""]
        for c in cards:
            lines.append(f"- 追问：**{c.front}**  \n  答：{c.back}（{links_markdown(c.links)}）")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def selftest_markdown(bank: Bank) -> str:
    blocks = []
    for n, c in enumerate(bank.deck("selftest"), start=1):
        blocks.append(
            f"**{n}. {c.front}**\n\n<details><summary>展开答案</summary>\n\n{c.back}\n\n"
            f"课程里演示它的地方：{links_markdown(c.links)}\n\n</details>"
        )
    return "\n\n".join(blocks)


def pi_markdown(bank: Bank) -> str:
    return "\n\n".join(f"**{c.front}**\n\n{c.back}" for c in bank.deck("pi"))


if __name__ == "__main__":
    print(sheet_markdown(load_bank())[:400])
