"""Circuit breaker per tool: after 3 consecutive failures the tool leaves the offered list.

A tool whose backend is down fails every time; a model that still sees it in ``tools`` keeps
calling it, paying a turn each time. The breaker (熔断器) removes it from the *offered* tool
list — the model cannot pick what it is not shown — and brings it back after a cool-down.

States (a tool starts ``closed``):

    closed    --3rd consecutive failure-->  open
    open      --cool-down elapsed------->  half_open   (offered again, one trial)
    half_open --success----------------->  closed
    half_open --failure----------------->  open        (cool-down starts again)

``transition`` is the whole state machine as a pure function (exercise 5.2 rebuilds it);
``CircuitBreaker`` adds the clock. The clock is injected so tests and the notebook move time
forward by hand instead of waiting.

    $ python -m lab_code.running.circuit_breaker
    t=0s  fail → closed (1)
    t=1s  fail → closed (2)
    t=2s  fail → open (3)
    t=10s  (no call) → open
    t=32s  (no call) → half_open
    t=33s  ok   → closed (0)

Lessons: 05
"""

from __future__ import annotations

import time
from collections.abc import Callable

STATES = ("closed", "open", "half_open")
EVENTS = ("success", "failure", "cooldown_elapsed")


def transition(state: str, failures: int, event: str, threshold: int = 3) -> tuple[str, int]:
    """Next ``(state, consecutive_failures)`` after ``event``. Pure: no clock, no I/O."""
    if state not in STATES or event not in EVENTS:
        raise ValueError(f"state 可选 {STATES}，event 可选 {EVENTS}；收到 {state!r}, {event!r}")
    if event == "success":
        return "closed", 0  # "consecutive": one success wipes the count
    if event == "failure":
        if state == "half_open":
            return "open", failures + 1  # the trial failed: back out at once
        failures += 1
        return ("open" if failures >= threshold else state), failures
    # cooldown_elapsed: only an open breaker cares
    return ("half_open", failures) if state == "open" else (state, failures)


class CircuitBreaker:
    def __init__(
        self, threshold: int = 3, cooldown_s: float = 60.0, clock: Callable[[], float] = time.monotonic
    ):
        if threshold < 1 or cooldown_s < 0:
            raise ValueError(f"threshold ≥ 1、cooldown_s ≥ 0；收到 {threshold}, {cooldown_s}")
        self.threshold = threshold
        self.cooldown_s = cooldown_s
        self.clock = clock
        self._state: dict[str, tuple[str, int]] = {}
        self._opened_at: dict[str, float] = {}

    def state(self, tool: str) -> str:
        state, failures = self._state.get(tool, ("closed", 0))
        if state == "open" and self.clock() - self._opened_at[tool] >= self.cooldown_s:
            state, failures = transition(state, failures, "cooldown_elapsed", self.threshold)
            self._state[tool] = (state, failures)
        return state

    def failures(self, tool: str) -> int:
        return self._state.get(tool, ("closed", 0))[1]

    def record(self, tool: str, ok: bool) -> str:
        """Feed one call outcome; returns the new state."""
        before = self.state(tool)
        after = transition(before, self.failures(tool), "success" if ok else "failure", self.threshold)
        self._state[tool] = after
        if after[0] == "open" and before != "open":
            self._opened_at[tool] = self.clock()
        return after[0]

    def allows(self, tool: str) -> bool:
        return self.state(tool) != "open"

    def offered(self, tools: list[dict]) -> list[dict]:
        """Filter OpenAI-style tool definitions ``{"type": "function", "function": {"name"...}}``."""
        return [t for t in tools if self.allows(t["function"]["name"])]


if __name__ == "__main__":
    now = [0.0]
    breaker = CircuitBreaker(threshold=3, cooldown_s=30, clock=lambda: now[0])
    for t, ok in [(0, False), (1, False), (2, False), (10, None), (32, None), (33, True)]:
        now[0] = t
        if ok is None:
            print(f"t={t}s  (no call) → {breaker.state('weather')}")
        else:
            state = breaker.record("weather", ok)
            print(f"t={t}s  {'ok  ' if ok else 'fail'} → {state} ({breaker.failures('weather')})")
