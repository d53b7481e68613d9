"""Score recorded outputs of real models: the lesson's parser, then lesson 08's checker.

Each recorded output goes through ``pythonic_calls.parse_pythonic`` (the lesson's reader of
BFCL's prompt format) and ``evals.call_match.check_case`` (is it the right call). An output the
parser refuses is a **parse failure** (kind ``format``) in every category, irrelevance
included: the model meant to call and wrote something broken, which is not the same as
rightly not calling. (A server would send such an output back as plain text, and BFCL's own
runner counts it as "no call", so in irrelevance it passes there; ``official_agreement`` names
that difference.)

Mistakes are grouped by kind, and every kind has the fix the course would try first
(``FIXES``): some are the serving layer's job (constrained decoding makes them impossible),
the rest are tool design, lesson 05's principles. That table is the course's judgement, not a
law: most mistakes have more than one possible fix, and the table names the cheapest one.

Lessons: 10
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from lab_code.evals.bfcl_data import CATEGORIES, Case
from lab_code.evals.call_match import Verdict, check_case
from lab_code.model_text.pythonic_calls import PythonicParse, parse_pythonic
from lab_code.model_text.recorded_outputs import load_recorded

# Kinds of mistake: lesson 08's verdict kinds, plus two that only raw text has.
MISTAKE_KINDS = {
    "format": "解析失败：输出开始写调用却写坏了（任何类别都算错）",
    "unknown_function": "调用了请求里没有的函数（名字写错或编造）",
    "should_not_call": "不该调用却调用了",
    "no_call": "该调用却没调用",
    "wrong_count": "调用个数不对",
    "wrong_function": "选错了函数（选了另一个提供的函数）",
    "missing_required": "缺少必填参数",
    "unknown_parameter": "多了函数没有的参数",
    "wrong_type": "参数类型不对",
    "wrong_value": "参数值不在可接受范围里",
    "omitted_expected": "省略了答案要求的参数",
}
# kind -> the fix to try first: (key, what to do, where the course shows it)
FIXES = {
    "decoding": ("服务端约束解码 / 严格模式：语法里根本没有这种输出", "10 §5 约束解码；03 严格模式"),
    "describe": ("原则二：描述写清什么时候用、什么时候不用", "05 §3"),
    "parameters": ("原则三：参数少、能枚举就枚举、能由代码填的不让模型填", "05 §4"),
    "records": ("原则六：读调用记录找规律；一次要做多件事就给列表参数，必须做的交给代码", "05 §7"),
}
FIX_OF_KIND = {
    "format": "decoding",
    "unknown_function": "decoding",
    "missing_required": "decoding",
    "unknown_parameter": "decoding",
    "wrong_type": "decoding",
    "should_not_call": "describe",
    "wrong_function": "describe",
    "wrong_value": "parameters",
    "omitted_expected": "parameters",
    "no_call": "records",
    "wrong_count": "records",
}


@dataclass(frozen=True)
class Scored:
    model: str
    case: Case
    raw: str
    parsed: PythonicParse
    verdict: Verdict  # lesson 08's on the parsed calls; a parse failure when the parser refused

    @property
    def ok(self) -> bool:
        return self.verdict.ok

    @property
    def kind(self) -> str:
        """The mistake's kind (see ``MISTAKE_KINDS``); ``"ok"`` when the case passed."""
        if self.verdict.ok:
            return "ok"
        if self.verdict.kind == "format":
            return "format"
        offered = {doc["name"] for doc in self.case.functions}
        if self.verdict.kind == "wrong_function" and any(c["name"] not in offered for c in self.parsed.calls):
            return "unknown_function"
        return self.verdict.kind


def score_output(model: str, case: Case, raw: str) -> Scored:
    parsed = parse_pythonic(raw)
    if parsed.outcome == "refused":
        verdict = Verdict(False, "format", f"解析失败：{parsed.problem}")
    else:
        verdict = check_case(case.category, parsed.calls, case.functions, case.ground_truth)
    return Scored(model, case, raw, parsed, verdict)


def score(key: str) -> list[Scored]:
    """Every recorded output of model ``key``, parsed and checked."""
    return [score_output(key, r.case, r.raw) for r in load_recorded(key)]


def category_table(scored: list[Scored]) -> dict[str, tuple[int, int]]:
    """category -> (passed, total), in BFCL's category order; categories with no case left out."""
    table = {}
    for category in CATEGORIES:
        rows = [s for s in scored if s.case.category == category]
        if rows:
            table[category] = (sum(s.ok for s in rows), len(rows))
    return table


def overall(table: dict[str, tuple[int, int]]) -> float:
    """The unweighted mean over categories (lesson 08, exercise 8.2)."""
    return sum(p / t for p, t in table.values()) / len(table) if table else 0.0


def mistakes(scored: list[Scored]) -> dict[str, list[Scored]]:
    """kind -> the failed cases of that kind, most frequent kind first."""
    counts = Counter(s.kind for s in scored if not s.ok)
    return {kind: [s for s in scored if s.kind == kind] for kind, _ in counts.most_common()}


def fix_for(scored: Scored) -> str:
    """The key of ``FIXES`` the course would try first for this mistake."""
    if scored.ok:
        raise ValueError(f"{scored.case.id} 是对的：没有要修的")
    return FIX_OF_KIND[scored.kind]


if __name__ == "__main__":
    from lab_code.model_text.recorded_outputs import MODELS

    for key in MODELS:
        table = category_table(score(key))
        cells = "  ".join(f"{c} {p}/{t}" for c, (p, t) in table.items())
        print(f"{key:26} {cells}  总分 {overall(table):.0%}")
