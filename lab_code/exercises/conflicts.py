"""The one rule for "may these two calls overlap in time", as the checkers of 1.2 and 4.3 use it.

Lesson 01 teaches it with four file tools; lesson 04 reads the same facts from the registry
(``side_effects``, ``resource_arg``, ``reversible``). Two calls **conflict** when at least one
of them writes and they touch the same resource. A call that may touch anything (``list_files``
reads every file, ``run_command`` may change any; a write that does not say what it changes;
a write that cannot be undone, so nothing may run beside it) touches **everything**, and so
conflicts with every other call it meets a write in — or, if it writes, with every call.

    >>> a = Access("write_file('a.c')", True, frozenset({"a.c"}))
    >>> b = Access("read_file('a.c')", False, frozenset({"a.c"}))
    >>> conflict(a, b) is not None, waves([a, b])
    (True, [[0], [1]])

Lessons: 01, 04
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Access:
    label: str  # how a hint names the call, e.g. "write_file('a.c')"
    writes: bool
    resources: frozenset | None  # None: it may touch everything


def conflict(a: Access, b: Access) -> str | None:
    """Why ``a`` and ``b`` may not run at the same time (in Chinese), or None if they may."""
    if not (a.writes or b.writes):
        return None  # reads never disturb each other
    if a.resources is None or b.resources is None:
        wide = a if a.resources is None else b
        return f"{wide.label} 碰到的是全部资源，而这两个调用里有写操作"
    shared = sorted(a.resources & b.resources)
    if shared:
        return f"两个调用都碰到 {shared[0]!r}，其中有写操作：后一个依赖前一个的结果"
    return None


def waves(accesses: list[Access]) -> list[list[int]]:
    """Indexes grouped into waves: each call as early as it can go, after every earlier call it conflicts with."""
    level: list[int] = []
    for i, access in enumerate(accesses):
        before = [level[j] for j in range(i) if conflict(accesses[j], access)]
        level.append(max(before) + 1 if before else 0)
    return [[i for i, lv in enumerate(level) if lv == n] for n in range(max(level, default=-1) + 1)]
