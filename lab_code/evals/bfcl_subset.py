"""Maintainer tool: cut the committed BFCL subset out of the published ``bfcl-eval`` wheel.

The lessons run offline, so the cases are committed (``data/bfcl/cases.jsonl``). They were
taken, unchanged, from the data files inside the wheel on PyPI (Apache-2.0; the licence and
the attribution sit next to the data)::

    pip download --no-deps bfcl-eval==2026.3.23 -d /tmp/bfcl
    python -m lab_code.evals.bfcl_subset /tmp/bfcl/bfcl_eval-2026.3.23-py3-none-any.whl

Only the data is used, never the package's code (its dependency tree is far too heavy, and
the checker is what lesson 08 writes by hand). The choice is seeded and balanced:
``PER_CATEGORY`` cases from each of the five single-turn categories, skipping cases whose
function names would collide once ``.`` becomes ``_`` (see ``bfcl_schema.tool_name``).

Lessons: 08
"""

from __future__ import annotations

import json
import random
import sys
import zipfile
from pathlib import Path

from lab_code.evals.bfcl_data import CASES_FILE, CATEGORIES
from lab_code.evals.bfcl_schema import tool_name

VERSION = "2026.3.23"
PER_CATEGORY = 20
SEED = 8  # lesson 08
# Our category name -> the published file (the "simple" category is the Python one).
SOURCE_FILES = {
    "simple": "BFCL_v4_simple_python.json",
    "multiple": "BFCL_v4_multiple.json",
    "parallel": "BFCL_v4_parallel.json",
    "parallel_multiple": "BFCL_v4_parallel_multiple.json",
    "irrelevance": "BFCL_v4_irrelevance.json",
}


def _lines(archive: zipfile.ZipFile, name: str) -> list[dict]:
    text = archive.read(name).decode("utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def _usable(case: dict) -> bool:
    names = [f["name"] for f in case["function"]]
    single_turn = len(case["question"]) == 1
    return single_turn and len({tool_name(n) for n in names}) == len(names)


def choose(wheel: str | Path, per_category: int = PER_CATEGORY, seed: int = SEED) -> list[dict]:
    """The subset as a list of ``{id, category, question, function, ground_truth}``."""
    rng = random.Random(seed)
    chosen = []
    with zipfile.ZipFile(wheel) as archive:
        for category in CATEGORIES:
            cases = [c for c in _lines(archive, f"bfcl_eval/data/{SOURCE_FILES[category]}") if _usable(c)]
            answers = {}
            if category != "irrelevance":  # "should not call" has no answer file
                answer_file = f"bfcl_eval/data/possible_answer/{SOURCE_FILES[category]}"
                answers = {a["id"]: a["ground_truth"] for a in _lines(archive, answer_file)}
            for case in sorted(rng.sample(cases, per_category), key=lambda c: int(c["id"].rsplit("_", 1)[1])):
                chosen.append(
                    {
                        "id": case["id"],
                        "category": category,
                        "question": case["question"][0],
                        "function": case["function"],
                        "ground_truth": answers.get(case["id"], []),
                    }
                )
    return chosen


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    cases = choose(argv[0])
    CASES_FILE.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8")
    print(f"写入 {len(cases)} 个用例到 {CASES_FILE.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
