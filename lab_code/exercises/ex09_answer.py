"""Checker of lesson 09's exercise 9.2: your own one-minute answer, scored by the rubric.

    9.2 ``my_answer(evidence)`` — ``{"结论": …, "原因": …, "代价/边界": …, "证据": …}``

The student answers one interview question in their own words, in the shape of lesson 00
(conclusion → reason → cost/boundary → evidence), and the evidence speaks of *their* runs: the
numbers come in ``evidence`` (the shape of ``RunEvidence.numbers()``: runs, steps, denials…,
and which real models ran, if any). The checker calls it with several seeded evidences, so an
answer with the numbers typed in passes one case at most, and checks the rubric's mechanical
rows on each answer: the shape, a one-sentence conclusion, 45–90 seconds spoken, no author figure
claimed or left unattributed (``rubric.check_draft``), the evidence's own numbers and whose models
they were, and the student's own wording (no long run copied from the question bank). The rows
that need judgement (is the reason a mechanism? is the boundary real?) stay the student's to score.

Lessons: 09
"""

from __future__ import annotations

import random
import re
from functools import cache

from lab_code.exercises.checking import Case, run_checks, seeded
from lab_code.interview.bank import load_bank
from lab_code.interview.figures import load_figures, numbers_in
from lab_code.interview.rubric import ANSWER_SHAPE, check_draft, spoken_units

PARTS = tuple(role for role, _ in ANSWER_SHAPE)  # 结论, 原因, 代价/边界, 证据
SECONDS = (45, 90)  # the rubric's 2-point row for length
MAX_CONCLUSION_UNITS = 60  # one sentence that answers the question
COPIED_CHARS = 30  # a run this long shared with a card of the bank is the bank's wording
COUNTS = ("steps", "denials", "broken_calls", "failed_commands", "knowledge_hits")
REAL_MODELS = ("openai:gpt-4o-mini", "openai:deepseek-v4-flash")
MAX_CHARS = 2000  # a spoken minute is ~400 characters; far longer is refused before any scan
_NOT_WORD = re.compile(r"[\W_]+")  # spaces, punctuation, zero-width characters: not wording
_END = re.compile(r"[。！？!?]")  # a sentence ends here; "；" joins clauses of one sentence


@cache
def _bank_windows() -> dict[str, str]:
    """Every run of COPIED_CHARS characters (only letters, digits, CJK) in the bank's answers -> its card."""
    windows: dict[str, str] = {}
    for card in load_bank().cards:
        text = _NOT_WORD.sub("", card.back)
        for start in range(len(text) - COPIED_CHARS + 1):
            windows.setdefault(text[start : start + COPIED_CHARS], card.id)
    return windows


def _copied(text: str) -> str | None:
    text, windows = _NOT_WORD.sub("", text), _bank_windows()
    for start in range(len(text) - COPIED_CHARS + 1):
        card = windows.get(text[start : start + COPIED_CHARS])
        if card:
            return f"和题库卡片 {card} 有一段完全一样（“{text[start : start + 12]}…”）：用你自己的话说"
    return None


def _evidence(rng: random.Random, real_models: list[str]) -> dict:
    """Numbers like a real runs.db's, two-digit and distinct (so "which did it say?" is clear),
    never one of the authors' figures (they would read as borrowed)."""
    taken = {n for figure in load_figures() for form in figure.forms for n in form.numbers}
    runs, *counts = rng.sample([n for n in range(11, 50) if str(n) not in taken], 1 + len(COUNTS[1:]))
    steps = rng.choice([n for n in range(50, 100) if str(n) not in taken])
    return {
        "runs": runs,
        "steps": steps,
        **dict(zip(COUNTS[1:], counts, strict=True)),
        "real_models": real_models,
    }


def _evidence_problem(said: str, evidence: dict) -> str | None:
    numbers = numbers_in(said)
    if str(evidence["runs"]) not in numbers:
        return f"「证据」要说你跑了几次：这一次 evidence['runs'] 是 {evidence['runs']}——从参数读，不要写死"
    if not any(str(evidence[key]) in numbers for key in COUNTS):
        return "「证据」再说一个你自己的数字（被拦下的 denials、坏调用 broken_calls、步数 steps……），也从 evidence 读"
    if evidence["real_models"]:
        if not any(model in said for model in evidence["real_models"]):
            return f"这些运行里有真模型 {evidence['real_models']}：「证据」里说出是哪一个"
    elif not any(word in said for word in ("替身", "不是真模型")):
        return (
            "real_models 是空的，这些运行用的是课程的替身模型：「证据」里要说出来，数字才说得清是什么的证据"
        )
    if not check_draft(said).labelled:
        return "「证据」要说清是谁的：比如“我在课程的 Agent 上跑了……”"
    return None


def answer_problem(answer, evidence: dict) -> str | None:
    """The first rubric row ``answer`` breaks, in Chinese; None when the mechanical rows all hold."""
    if type(answer) is not dict:
        return f"要返回一个 dict（四个部分），收到 {type(answer).__name__}"
    if list(answer) != list(PARTS):
        return f"键要依次是 {list(PARTS)}（结论在最前），收到 {list(answer)[:6]}"
    for role in PARTS:
        if type(answer[role]) is not str or not answer[role].strip():
            return f"「{role}」要是一段非空的文字"
    if sum(len(answer[role]) for role in PARTS) > MAX_CHARS:
        return f"一共超过 {MAX_CHARS} 个字符：一分钟的回答大约 400 字"
    conclusion = answer["结论"].strip()
    if spoken_units(conclusion) > MAX_CONCLUSION_UNITS or _END.search(conclusion[:-1]):
        return f"「结论」只说一句、第一句就回答问题（不超过 {MAX_CONCLUSION_UNITS} 个字词）"
    if spoken_units(answer["原因"]) < 20:
        return "「原因」太短：说出机制——协议规则、数据流，或代码里的哪一步"
    if spoken_units(answer["代价/边界"]) < 10:
        return "「代价/边界」太短：它管不了什么、要付出什么"
    whole = "".join(answer[role] for role in PARTS)
    report = check_draft(whole)
    if report.borrowed:
        return f"借来的经历：{report.borrowed[0]}"
    if report.unattributed:
        return f"缺出处：{report.unattributed[0]}"
    if report.first_person:
        return f"“{report.first_person[0]}”：这门课里没有“你的项目”；说你在课程里跑的，或者“作者的项目里…”"
    if not SECONDS[0] <= report.seconds <= SECONDS[1]:
        return (
            f"口述约 {report.seconds:.0f} 秒：要一分钟左右（{SECONDS[0]}–{SECONDS[1]} 秒，约 190–375 个字词）"
        )
    return _evidence_problem(answer["证据"], evidence) or _copied(whole)


def check_own_answer(func, seed: int | None = None):
    """9.2: your answer, given three sets of your own numbers; every mechanical rubric row must hold."""
    seed, rng = seeded(seed)
    evidences = [_evidence(rng, []), _evidence(rng, []), _evidence(rng, [rng.choice(REAL_MODELS)])]
    cases = [
        Case(
            f"{'真实模型' if ev['real_models'] else '替身模型'}的 {ev['runs']} 次运行",
            (ev,),
            why_wrong=lambda answer, ev=ev: answer_problem(answer, ev),
            hint="按第 00 课的形状：结论 → 原因 → 代价/边界 → 证据；证据里的数字从 evidence 读",
        )
        for ev in evidences
    ]
    result = run_checks("9.2", func, cases, seed=seed, forbid=("lab_code.interview",))
    if result:
        print(
            "  机械能查的几项都过了。「原因是机制」「代价或边界」两项按第 00 课的评分表自己打分，"
            "然后开着倒计时出声说一遍。"
        )
    return result
