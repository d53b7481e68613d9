"""The answer shape every 面试怎么说 follows, and a rubric to score your own draft against.

Shape: **结论 → 原因 → 代价/边界 → 证据**. The first sentence answers the question; the
reason is a mechanism, not an adjective; the cost or boundary says what it does not cover;
the evidence is a fact *with its owner*: what you ran in this course, the course's own
constructed demo, or the source article's project ("作者的项目") — never someone else's
experience told as yours.

``check_draft(text)`` does the mechanical part: the length in speaking time, an evidence
label, and every figure of the source authors' projects that the draft states. The bank keeps
the list of those figures (``author_figures.toml``; ``figures`` finds them however they are
written and reads whom the draft gives them to): each must come with its attribution —
said in the first person it is *borrowed*, said with no owner or as the course's it is
*unattributed*. The judgement rows of ``RUBRIC`` are yours to score.
``tests/test_09_interview.py`` runs ``check_draft`` over every spoken answer of the bank and
every 面试怎么说 of the course; ``tests/test_09_drafts.py`` over many phrasings, honest and not.

    >>> check_draft("在我负责的项目里，30 次运行只调了 8 次。").borrowed
    ['“我负责的项目” + 作者项目的数字（30 次运行只调了 8 次知识库）：这是原文作者的经历，说成“作者的项目里…”']
    >>> report = check_draft("我实测过，改成分页以后 120 次运行 0 次绕路。")
    >>> report.labelled, len(report.borrowed)
    (False, 1)

Lessons: 00, 09
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lab_code.interview.figures import mentions

ANSWER_SHAPE = (
    ("结论", "第一句就回答问题：是还是不是、做法是什么。"),
    ("原因", "为什么：说出机制或协议规则，而不是“更好”“更稳”这种形容词。"),
    ("代价/边界", "它不管什么、要付出什么、什么情况下不适用。"),
    ("证据", "一个具体的事实，并说清是谁的：你在课程里跑出来的、课程构造的演示、原文作者的项目。"),
)

# (criterion, what 2 points looks like, what 0 points looks like)
RUBRIC = (
    ("结论先行", "第一句就是结论", "听完还不知道你的答案"),
    ("原因是机制", "说出了协议、数据流或代码里的那一步", "只有形容词：更稳、更好、更安全"),
    ("代价或边界", "至少一条：它管不了什么、要付出什么", "只讲优点"),
    ("证据有主人", "事实 + 出处：我跑的 / 课程演示 / 作者项目", "没有证据，或数字说不清是谁的"),
    ("不借经历", "别人的项目说成“作者的项目”“有团队发现”", "把别人的经历说成“我做过”"),
    ("一分钟", "口述 45–90 秒（约 190–380 字）", "不到 20 秒，或超过两分钟"),
)
CHARS_PER_MINUTE = 250  # a calm spoken pace in Chinese; code identifiers count as words
EVIDENCE_LABELS = (
    "作者",
    "课程",
    "本课",
    "我的机器",
    "自己的机器",
    "我跑",
    "我在课程",
    "我自己",
    "实测",
    "runs.db",
    "trace",
    "演示",
    "有团队",
    "文档",
    "规范",
    "第 0",
    "author",
    "the course",
    "course's",
    "I ran",
    "I measured",
    "my machine",
    "demo",
    "docs",
)
# First-person project experience. In your own draft it may be true (then keep it); in the
# course's reference answers it never is: they only say "我" about what the student ran here.
FIRST_PERSON_PROJECT = re.compile(r"我(做过的|的|们的|参考的)?项目|我在 ?LangGraph|我踩过|我写得再")
_WORD = re.compile(r"[A-Za-z0-9_.\-]+|[\u3400-\u9fff]")


@dataclass
class DraftReport:
    chars: int  # CJK characters + Latin words: what takes time to say
    seconds: float
    labelled: bool  # the evidence says whose it is, and no author figure is claimed or left unsourced
    borrowed: list[str] = field(default_factory=list)  # author figures said as one's own
    unattributed: list[str] = field(default_factory=list)  # author figures without "作者的…"
    first_person: list[str] = field(default_factory=list)  # other project experience: is it yours?

    @property
    def length_ok(self) -> bool:
        return 20 <= self.seconds <= 120

    def lines(self) -> list[str]:
        verdict = "" if self.length_ok else ("（太短）" if self.seconds < 20 else "（太长）")
        out = [f"长度：约 {self.chars} 个字词，口述约 {self.seconds:.0f} 秒{verdict}"]
        if self.labelled:
            out.append("证据出处：有标注")
        elif self.borrowed or self.unattributed:
            out.append("证据出处：作者项目的数字或经历没有标对主人")
        else:
            out.append("证据出处：没找到（写明是你跑的、课程演示，还是作者项目）")
        out += [f"借来的经历：{b}" for b in self.borrowed]
        out += [f"缺出处：{u}" for u in self.unattributed]
        out += [
            f"第一人称的项目经历“{p}”：确认是你自己的，否则说成“作者的项目里…”" for p in self.first_person
        ]
        return out


def spoken_units(text: str) -> int:
    return len(_WORD.findall(re.sub(r"`", "", text)))


def check_draft(text: str) -> DraftReport:
    """The mechanical rows of the rubric for one spoken answer (the rest you score yourself)."""
    if not isinstance(text, str):
        raise TypeError(f"check_draft 需要一段文字（str），收到 {type(text).__name__}")
    units = spoken_units(text)
    borrowed, unattributed = [], []
    for mention in mentions(text):
        label = mention.figure.label
        what = "数字" if any(form.numbers for form in mention.figure.forms) else "经历"
        if mention.owner == "me":
            borrowed.append(
                f"“{mention.said}” + 作者项目的{what}（{label}）：这是原文作者的经历，说成“作者的项目里…”"
            )
        elif mention.owner == "course":
            unattributed.append(
                f"{label}：这是原文作者项目的{what}，不是“{mention.said}”的；说成“作者的项目里…”"
            )
        elif mention.owner is None:
            unattributed.append(f"{label}：这是原文作者项目的{what}，没说是谁的；说成“作者的项目里…”")
    first_person = [m.group(0) for m in FIRST_PERSON_PROJECT.finditer(text)]
    claimed = {b.split("”", 1)[0].lstrip("“") for b in borrowed}
    return DraftReport(
        chars=units,
        seconds=units / CHARS_PER_MINUTE * 60,
        labelled=any(label in text for label in EVIDENCE_LABELS) and not borrowed and not unattributed,
        borrowed=borrowed,
        unattributed=unattributed,
        first_person=[p for p in dict.fromkeys(first_person) if not any(p in c for c in claimed)],
    )


def shape_markdown() -> str:
    rows = "\n".join(f"| {n} | **{role}** | {what} |" for n, (role, what) in enumerate(ANSWER_SHAPE, 1))
    return "| 顺序 | 部分 | 说什么 |\n|---|---|---|\n" + rows


def rubric_markdown() -> str:
    rows = "\n".join(f"| {name} | {good} | {bad} |" for name, good, bad in RUBRIC)
    return (
        "| 评分项（每项 0–2 分） | 2 分 | 0 分 |\n|---|---|---|\n"
        + rows
        + f"\n\n满分 {2 * len(RUBRIC)}。10 分以上可以去面试了；6 分以下，先把结论挪到第一句、给证据写上出处。"
    )


if __name__ == "__main__":
    print(shape_markdown())
    print()
    print(rubric_markdown())
