"""Does lesson 08's checker agree with BFCL's own? Both judge the same recorded outputs.

BFCL's verdict comes from its own code (``vendor/bfcl_official``, vendored from the ``bfcl-eval``
2026.3.23 wheel): its default decoder for prompt-mode models, then its AST checker, exactly as
its evaluation runner chains them. Ours is the lesson's parser, then lesson 08's checker.
Two comparisons:

* ``compare(key)`` — end to end, each side with its own decoder: what a student would see;
* ``compare(key, same_input=True)`` — lesson 08's checker on *BFCL's* decoded calls, so only
  the checking rules differ.

Every disagreement gets a cause from ``CAUSES`` (``cause_of``); a test asserts none is left
without one. One thing is never done: BFCL's decoder ``eval``s arithmetic it finds in an
output (``8.854e-12 * 2`` → a number). ``official_verdict`` refuses such an output before
BFCL's code sees it (``would_eval``); none of the recorded outputs contains one.

Maintainers can re-score the submitters' *full* category files (the claim in the data's NOTICE)::

    python -m lab_code.model_text.official_agreement --full bfcl_eval-2026.3.23-py3-none-any.whl /path/to/gorilla

Lessons: 10
"""

from __future__ import annotations

import ast
import json
import re
import sys
import warnings
import zipfile
from dataclasses import dataclass
from pathlib import Path

from lab_code.evals.bfcl_data import Case
from lab_code.evals.call_match import Verdict, check_case
from lab_code.model_text.pythonic_calls import END_MARKERS
from lab_code.model_text.recorded_outputs import MODELS, SOURCE_STEMS, published_lines
from lab_code.model_text.scoring import score_output
from lab_code.model_text.vendor.bfcl_official import decoding, eval_entries
from lab_code.model_text.vendor.bfcl_official._shims import Language, ReturnFormat

CAUSES = {
    "json_literal": "模型写了 true/false（JSON 的写法）：本课的解析器读成布尔值；BFCL 的解码器把它当变量名、读成字符串 'true'，判类型错",
    "end_marker": "输出末尾带着 <end_of_turn>：本课的解析器先去掉它；BFCL 的提示模式解码器不去，整条解析失败",
    "explicit_empty": '可选参数显式写成 ""：BFCL 把 "" 当作“可以省略”的标记，也接受显式的 ""；第 08 课的检查器认为 "" 不是可接受的值',
    "tuple_value": "参数值是 Python 元组：BFCL 对 tuple 类型的参数把元组当列表；第 08 课的检查器只认列表（JSON 没有元组，本课的解析器会先转成列表）",
    "unparseable_irrelevance": "irrelevance 类别里的输出开始写调用却写坏了：BFCL 解码失败就当“没有调用”、判对；本课把它算作解析失败、判错",
    "int_in_float_array": "float 数组里写了整数：BFCL 的嵌套类型检查按答案里元素的类型比，[1, 2] 不算 float 数组；第 08 课的检查器像对单个 float 一样接受整数",
}
_JSON_NAME = re.compile(r"=\s*(true|false|null)\b")


def _bfcl_decode(result, language=ReturnFormat.PYTHON, has_tool_call_tag=False):
    # BFCL's decoder tests ast.NameConstant, deprecated since Python 3.12: quiet, not changed.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return decoding.default_decode_ast_prompting(result, language, has_tool_call_tag)


class _PromptModeHandler:
    """What BFCL's runner calls ``handler``: prompt-mode models use the default decoder."""

    def decode_ast(self, result, language, has_tool_call_tag):
        return _bfcl_decode(result, language, has_tool_call_tag)


@dataclass(frozen=True)
class OfficialVerdict:
    valid: bool
    error_type: str | None = None  # BFCL's own label, e.g. "type_error:simple"
    decoded: list | None = None  # BFCL's decoded calls, when decoding worked


def would_eval(raw: str) -> bool:
    """Would BFCL's decoder reach its ``eval`` (arithmetic or a lambda in an argument)?"""
    text = raw.strip("`\n ")
    text = ("" if text.startswith("[") else "[") + text + ("" if text.endswith("]") else "]")
    try:
        tree = ast.parse(text.strip().strip("'"), mode="eval")
    except SyntaxError:
        return False  # BFCL fails at the same place, before any eval
    return any(isinstance(node, ast.BinOp | ast.Lambda) for node in ast.walk(tree))


def _decoded(raw: str) -> list | None:
    try:
        calls = _bfcl_decode(raw)
    except Exception:  # BFCL's runner turns any decoding exception into "decoder_failed"
        return None
    return calls if eval_entries.is_function_calling_format_output(calls) else None


def official_verdict(case: Case, raw: str) -> OfficialVerdict:
    """BFCL's verdict on one output, computed by BFCL's own code."""
    if would_eval(raw):
        return OfficialVerdict(False, "course:refused_to_eval")
    entry = {"id": case.id, "question": [list(case.question)], "function": list(case.functions)}
    category = SOURCE_STEMS[case.category]
    if case.category == "irrelevance":
        result = eval_entries._evaluate_single_relevance_entry(
            _PromptModeHandler(), case.id, raw, entry, "recorded", category
        )
    else:
        result = eval_entries._evaluate_single_ast_entry(
            _PromptModeHandler(), case.id, raw, list(case.ground_truth), entry, "recorded", category,
            Language.PYTHON, ReturnFormat.PYTHON,
        )  # fmt: skip
    return OfficialVerdict(result["valid"], result.get("error_type"), _decoded(raw))


@dataclass(frozen=True)
class Compared:
    model: str
    case: Case
    raw: str
    ours: Verdict
    official: OfficialVerdict

    @property
    def agree(self) -> bool:
        return self.ours.ok == self.official.valid


def _ours_on_bfcl_decoding(case: Case, decoded: list | None) -> Verdict:
    calls = [{"name": name, "arguments": args} for item in decoded or [] for name, args in item.items()]
    return check_case(case.category, calls, case.functions, case.ground_truth)


def compare(key: str, same_input: bool = False) -> list[Compared]:
    """Both checkers on every recorded output of model ``key``."""
    from lab_code.model_text.recorded_outputs import load_recorded

    rows = []
    for recorded in load_recorded(key):
        official = official_verdict(recorded.case, recorded.raw)
        if same_input:
            ours = _ours_on_bfcl_decoding(recorded.case, official.decoded)
        else:
            ours = score_output(key, recorded.case, recorded.raw).verdict
        rows.append(Compared(key, recorded.case, recorded.raw, ours, official))
    return rows


def agreement(rows: list[Compared]) -> tuple[int, int]:
    return sum(r.agree for r in rows), len(rows)


def _argument_values(decoded: list | None) -> list:
    return [value for item in decoded or [] for args in item.values() for value in args.values()]


def cause_of(row: Compared) -> str | None:
    """The key of ``CAUSES`` that explains a disagreement; None when the row agrees or is unexplained."""
    if row.agree:
        return None
    error = row.official.error_type or ""
    values = _argument_values(row.official.decoded)
    if row.official.valid and row.ours.kind == "format" and row.case.category == "irrelevance":
        return "unparseable_irrelevance"
    if error.startswith("ast_decoder") and any(marker in row.raw for marker in END_MARKERS):
        return "end_marker"
    if row.ours.ok and _JSON_NAME.search(row.raw) and ("type_error" in error or "cannot_find_match" in error):
        return "json_literal"
    if row.ours.ok and "type_error:nested" in error:
        return "int_in_float_array"
    if row.official.valid and row.ours.kind == "wrong_value" and "" in values:
        return "explicit_empty"
    if row.official.valid and row.ours.kind == "wrong_type" and any(isinstance(v, tuple) for v in values):
        return "tuple_value"
    return None


def int_in_float_array() -> tuple[bool, bool]:
    """A constructed case (not recorded): ``[1, 2]`` for an array of float. (ours ok, BFCL valid)."""
    doc = {
        "name": "mean",
        "description": "Average of numbers.",
        "parameters": {
            "type": "dict",
            "properties": {"numbers": {"type": "array", "items": {"type": "float"}}},
            "required": ["numbers"],
        },
    }
    case = Case(
        "constructed_0",
        "simple",
        ({"role": "user", "content": "mean of 1 and 2"},),
        (doc,),
        ({"mean": {"numbers": [[1.0, 2.0]]}},),
    )
    raw = "[mean(numbers=[1, 2])]"
    return score_output("constructed", case, raw).ok, official_verdict(case, raw).valid


def full_file_scores(wheel: Path, repo: Path) -> dict[str, dict[str, tuple[int, int]]]:
    """Maintainers: BFCL's checker over the submitters' full category files (not just our 100)."""
    with zipfile.ZipFile(wheel) as archive:

        def lines(name: str) -> dict[str, dict]:
            text = archive.read(f"bfcl_eval/data/{name}").decode("utf-8")
            return {json.loads(x)["id"]: json.loads(x) for x in text.splitlines() if x.strip()}

        scores: dict[str, dict[str, tuple[int, int]]] = {}
        for model in MODELS.values():
            for category in model.categories:
                stem = SOURCE_STEMS[category]
                questions = lines(f"BFCL_v4_{stem}.json")
                answers = lines(f"possible_answer/BFCL_v4_{stem}.json") if category != "irrelevance" else {}
                passed = total = 0
                for case_id, line in published_lines(repo, model, category).items():
                    q = questions[case_id]
                    case = Case(case_id, category, tuple(q["question"][0]), tuple(q["function"]),
                                tuple(answers.get(case_id, {}).get("ground_truth", [])))  # fmt: skip
                    passed += official_verdict(case, json.loads(line)["result"]).valid
                    total += 1
                scores.setdefault(model.key, {})[category] = (passed, total)
    return scores


if __name__ == "__main__":
    if sys.argv[1:2] == ["--full"] and len(sys.argv) == 4:
        for key, table in full_file_scores(Path(sys.argv[2]), Path(sys.argv[3])).items():
            print(key, {c: f"{p}/{t}" for c, (p, t) in table.items()})
    else:
        for key in MODELS:
            for same in (False, True):
                agree, total = agreement(compare(key, same_input=same))
                print(f"{key:26} {'同一输入' if same else '各自解码'}  一致 {agree}/{total}")
