"""Principle 4, measured: can a reader reach a given line through the tool at all?

The author's first ``read_file`` returned only the last 100 lines. Whatever sat above them —
the option definitions at the top of a long ``CMakeLists.txt`` — was out of reach through
the tool, so the model detoured (15 detours in 6 runs); paging from the top with a header
that says how to continue ended that (0 in 120 runs).

This module measures the tool property behind those figures on generated files: a reader
that only follows what the result itself tells it (the ``offset=N`` in the header of
``lab_code.running.paging.page_text``) looks for one target line. With tail-only results there is
nothing to follow, so a target above the tail is simply unreachable — every such case is a
forced detour. No model is involved; the numbers describe the tool, not a model.

    $ python -m lab_code.tool_design.truncation_reach
    只给末尾 100 行：200 个目标行里 80 个读不到（40.0%）
    从头分页：200 个里读到 200 个，平均 1.7 次调用

Lessons: 05
"""

from __future__ import annotations

import random
import re

from lab_code.running.paging import MAX_LINES, page_text

NEXT_OFFSET = re.compile(r"用 offset=(\d+) 继续读")


def tail_only(text: str, keep: int = MAX_LINES) -> str:
    """The first version's behaviour, rebuilt for comparison: the last ``keep`` lines, no header."""
    return "\n".join(text.splitlines()[-keep:])


def make_file(total: int, target: int) -> tuple[str, str]:
    """A file of ``total`` lines with a unique marker on line ``target`` (1-based)."""
    marker = f"option(TARGET_{target}_OF_{total} ON)"
    lines = [marker if n == target else f"# line {n}" for n in range(1, total + 1)]
    return "\n".join(lines), marker


def calls_with_paging(text: str, marker: str, max_calls: int = 100) -> int | None:
    """Calls a header-following reader needs to see ``marker``; None if it never does."""
    offset = 1
    for call in range(1, max_calls + 1):
        page = page_text(text, offset=offset)
        if marker in page:
            return call
        found = NEXT_OFFSET.search(page.splitlines()[0])
        if not found:
            return None
        offset = int(found.group(1))
    return None


def generate_cases(count: int, seed: int) -> list[tuple[int, int]]:
    """(total lines, target line) pairs: files of 50-400 lines, target anywhere."""
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        total = rng.randint(50, 400)
        cases.append((total, rng.randint(1, total)))
    return cases


def measure(cases: list[tuple[int, int]]) -> dict:
    unreachable, calls = 0, []
    for total, target in cases:
        text, marker = make_file(total, target)
        if marker not in tail_only(text):
            unreachable += 1
        needed = calls_with_paging(text, marker)
        if needed is not None:
            calls.append(needed)
    return {
        "cases": len(cases),
        "tail_unreachable": unreachable,
        "paging_reached": len(calls),
        "paging_mean_calls": sum(calls) / max(len(calls), 1),
    }


if __name__ == "__main__":
    m = measure(generate_cases(200, seed=0))
    print(
        f"只给末尾 {MAX_LINES} 行：{m['cases']} 个目标行里 {m['tail_unreachable']} 个读不到"
        f"（{m['tail_unreachable'] / m['cases']:.1%}）"
    )
    print(
        f"从头分页：{m['cases']} 个里读到 {m['paging_reached']} 个，平均 {m['paging_mean_calls']:.1f} 次调用"
    )
