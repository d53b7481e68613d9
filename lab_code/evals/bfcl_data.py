"""The committed BFCL cases: about 100 real single-turn cases in five categories.

BFCL (Berkeley Function Calling Leaderboard) publishes each case as a question, the
functions offered, and -- in a separate answer file -- for every expected call, each
argument's list of acceptable values (``""`` in that list: the argument may be left out).
Our file keeps all three together, unchanged (see ``bfcl_subset`` for how it was cut and
``data/bfcl/NOTICE.md`` for the licence and attribution).

The five categories, and what each one asks of a model:

    simple             one function offered, call it once with the right arguments
    multiple           several functions offered, pick the right one, call it once
    parallel           one function, several calls in one reply (e.g. two cities)
    parallel_multiple  several functions, several calls, each to the right function
    irrelevance        none of the functions fits: the right answer is NOT to call

    >>> cases = load_cases(); len(cases), sorted({c.category for c in cases}) == sorted(CATEGORIES)
    (100, True)

Lessons: 08
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data" / "bfcl"
CASES_FILE = DATA_DIR / "cases.jsonl"
CATEGORIES = ("simple", "multiple", "parallel", "parallel_multiple", "irrelevance")
CATEGORY_NAMES = {
    "simple": "单个函数",
    "multiple": "多选一",
    "parallel": "并行",
    "parallel_multiple": "并行多函数",
    "irrelevance": "不该调用",
}


@dataclass(frozen=True)
class Case:
    id: str
    category: str
    question: tuple[dict, ...]  # the messages (usually one user message)
    functions: tuple[dict, ...]  # BFCL's function docs, in BFCL's schema dialect
    ground_truth: tuple[dict, ...]  # [{function name: {param: [acceptable values]}}], [] = no call

    @property
    def user_text(self) -> str:
        return " ".join(m.get("content", "") for m in self.question if m.get("role") == "user")


def _freeze(raw: dict) -> Case:
    return Case(
        raw["id"],
        raw["category"],
        tuple(raw["question"]),
        tuple(raw["function"]),
        tuple(raw["ground_truth"]),
    )


@lru_cache(maxsize=1)
def _all() -> tuple[Case, ...]:
    lines = CASES_FILE.read_text(encoding="utf-8").splitlines()
    return tuple(_freeze(json.loads(line)) for line in lines if line.strip())


def load_cases(categories: tuple[str, ...] | list[str] | None = None, limit: int | None = None) -> list[Case]:
    """Cases of the given categories (default: all), in file order; ``limit`` per category."""
    wanted = tuple(categories) if categories else CATEGORIES
    unknown = [c for c in wanted if c not in CATEGORIES]
    if unknown:
        raise ValueError(f"不认识的类别 {unknown}；可选：{', '.join(CATEGORIES)}。")
    chosen, seen = [], dict.fromkeys(wanted, 0)
    for case in _all():
        if case.category in seen and (limit is None or seen[case.category] < limit):
            seen[case.category] += 1
            chosen.append(case)
    return chosen
