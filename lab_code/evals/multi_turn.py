"""One BFCL multi-turn case, scored the way BFCL scores them: by the state the calls leave behind.

A single-turn case has one right call (lesson 08 §3 checks its structure). A multi-turn case is a
conversation: the user asks several things in turn, the model may need several calls per turn,
and many call sequences are right — an extra ``ls`` to look around, a ``cat`` to check, the same
work in another order. So BFCL does not compare the calls. It runs them: the model's calls and
the answer's calls each go to a fresh copy of a simulated backend (here BFCL's own file system,
``vendor/bfcl_multi_turn``), and after every turn

1. **state**: every public attribute of the model's backend must equal the answer's (the files,
   their contents, where they are);
2. **responses**: every result the answer's calls of this turn produced must be among the results
   of the model's calls so far (any order; a question the model answered in an earlier turn
   counts) — this catches a turn that only *reads* (``wc``), where there is no state to compare.

The first turn that fails decides the verdict. Those are the rules of BFCL's
``multi_turn_checker.py`` (``state_checker``, ``response_checker``; ``bfcl-eval`` 2026.3.23).
What the course does differently is how calls are run: BFCL builds a Python string and ``eval``s
it; here a call is parsed with ``ast`` (literal arguments only) and dispatched to a public method
of the backend by name — no model-written text is ever executed.

    >>> case = load_case()
    >>> [score(case, answer(case)).ok, score(case, STAND_INS["forgets_cd"](case)).turn]
    [True, 1]

Lessons: 08
"""

from __future__ import annotations

import ast
import copy
import inspect
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from lab_code.evals.vendor.bfcl_multi_turn.gorilla_file_system import GorillaFileSystem

CASE_FILE = Path(__file__).resolve().parent / "data" / "bfcl" / "multi_turn_base_12.json"
Call = tuple[str, dict]  # (method name, keyword arguments)


@cache
def load_case() -> dict:
    """The committed case: question (one list of messages per turn), initial_config, ground_truth."""
    return json.loads(CASE_FILE.read_text(encoding="utf-8"))


def parse_call(text: str) -> Call:
    """``"cd(folder='Documents')"`` -> ``("cd", {"folder": "Documents"})``; literals only, never run."""
    node = ast.parse(text.strip(), mode="eval").body
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name) or node.args:
        raise ValueError(f"不是 name(key=value, ...) 形式的调用：{text!r}")
    return node.func.id, {kw.arg: ast.literal_eval(kw.value) for kw in node.keywords}


def answer(case: dict) -> list[list[Call]]:
    """The case's ground truth as calls, turn by turn."""
    return [[parse_call(text) for text in turn] for turn in case["ground_truth"]]


def _backend(case: dict) -> GorillaFileSystem:
    system = GorillaFileSystem()
    system._load_scenario(copy.deepcopy(case["initial_config"]["GorillaFileSystem"]))
    return system


def _public_methods(system: GorillaFileSystem) -> set[str]:
    return {name for name, _ in inspect.getmembers(system, inspect.ismethod) if not name.startswith("_")}


def run_call(system: GorillaFileSystem, call: Call) -> str:
    """One call on the backend, its result as the text BFCL compares (a dict as JSON)."""
    name, arguments = call
    if name not in _public_methods(system):
        return f"Error during execution: no function named {name!r}"
    try:
        result = getattr(system, name)(**arguments)
    except Exception as exc:  # noqa: BLE001 - BFCL turns any failure of a call into its text
        return f"Error during execution: {exc}"
    if isinstance(result, str):
        return result
    if isinstance(result, dict):
        return json.dumps(result)
    return str(result)


def state(system: GorillaFileSystem) -> dict:
    """The public attributes BFCL compares (``root``, the whole directory tree, among them)."""
    return {key: value for key, value in vars(system).items() if not key.startswith("_")}


@dataclass(frozen=True)
class Verdict:
    ok: bool
    turn: int | None = None  # 1-based; None when every turn passed
    kind: str = ""  # "state" | "response" | "empty_turn"
    reason: str = ""


def _missing(expected: list[str], got: list[str]) -> list[str]:
    left, missing = list(got), []
    for item in expected:
        if item in left:
            left.remove(item)
        else:
            missing.append(item)
    return missing


def score(case: dict, turns: list[list[Call]]) -> Verdict:
    """``turns``: the model's calls of each turn. BFCL's two checks after every turn (module docstring)."""
    model, truth = _backend(case), _backend(case)
    model_results: list[str] = []
    for number, (mine, theirs) in enumerate(zip(turns, answer(case), strict=True), start=1):
        model_results += [run_call(model, call) for call in mine]
        expected = [run_call(truth, call) for call in theirs]
        if theirs and not mine:
            return Verdict(False, number, "empty_turn", f"第 {number} 轮该调用却没有调用")
        if state(model) != state(truth):
            return Verdict(False, number, "state", f"第 {number} 轮之后文件系统的状态和答案不同")
        missing = _missing(expected, model_results)
        if missing:
            return Verdict(False, number, "response", f"第 {number} 轮答案得到的结果 {missing} 模型没有得到")
    return Verdict(True)


def _with_reads(case: dict) -> list[list[Call]]:
    """The answer plus calls that only look: ``ls`` first, ``cat`` after writing."""
    turns = answer(case)
    return [[("ls", {}), *turns[0]], [*turns[1], ("cat", {"file_name": "summary.txt"})], turns[2]]


def _forgets_cd(case: dict) -> list[list[Call]]:
    """Creates summary.txt where it stands (the home directory), not in Documents."""
    turns = answer(case)
    return [[call for call in turns[0] if call[0] != "cd"], *turns[1:]]


def _counts_lines(case: dict) -> list[list[Call]]:
    """Counts the lines of the file where the user asked for words: same state, different result."""
    turns = answer(case)
    name, arguments = turns[2][0]
    return [*turns[:2], [(name, {**arguments, "mode": "l"})]]


def _writes_more(case: dict) -> list[list[Call]]:
    """Writes more than the user asked for into the file."""
    turns = answer(case)
    name, arguments = turns[1][0]
    return [turns[0], [(name, {**arguments, "content": "quantum computing: notes"})], turns[2]]


# name -> (what it does, its calls for a case)
STAND_INS = {
    "answer_key": answer,
    "extra_reads": _with_reads,
    "forgets_cd": _forgets_cd,
    "counts_lines": _counts_lines,
    "writes_more": _writes_more,
}
DESCRIPTIONS = {
    "answer_key": "照抄答案的调用",
    "extra_reads": "答案之外多看了两眼（先 ls，写完再 cat）",
    "forgets_cd": "没有 cd 进 Documents 就 touch",
    "counts_lines": "用户要数词，它数了行（mode='l'）",
    "writes_more": "往文件里多写了几个字",
}


def single_step_agrees(case: dict, turns: list[list[Call]]) -> bool:
    """What a per-call comparison would say: the same calls, in the same order, every turn."""
    return turns == answer(case)
