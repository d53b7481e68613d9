"""What the program does with each kind of tool error (lesson 05, seed 4.9).

``lab_code.wire.tool_results.ERROR_TYPES`` names the kinds; this module decides who acts:

- the model fixes it (bad arguments, not found, business rule) → result goes back, saying
  what to change;
- a transient fault (rate limit, network blip) → the *program* retries with exponential
  backoff + jitter inside a time budget; the model only hears about it if the budget runs out;
- a permission denial → goes back as "forbidden, and why"; after N repeats the task stops;
- unknown state (request sent, no receipt) → check whether it already happened before redoing;
- our own bug → logged and the run stops (``safe_call.RunStopped``), never disguised as a
  tool failure.

Randomness (jitter) comes from an injected ``random.Random`` and waiting from an injected
``sleep``, so tests and notebooks never wait for real.

    $ python -m lab_code.running.error_policy
    invalid_json      → back_to_model （回给模型：哪里不是合法 JSON，请重发）
    ...
    internal_error    → stop          （记录日志并停止本次运行，不回给模型）
    退避等待（秒）: [0.42, 0.76, 0.84, 1.04, 4.09]，共 7.15 秒（预算 10.0 秒）

Lessons: 05, 07
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import dataclass

from lab_code.wire.tool_results import ERROR_TYPES, error_result

log = logging.getLogger(__name__)

ACTIONS = ("back_to_model", "retry", "deny", "check_first", "stop")


@dataclass(frozen=True)
class Decision:
    action: str  # one of ACTIONS
    note: str  # one line for tables and logs (Chinese)

    def __post_init__(self) -> None:
        if self.action not in ACTIONS:
            raise ValueError(f"action {self.action!r} 不在 {ACTIONS} 里")

    @property
    def tell_model(self) -> bool:
        """Does the model ever see this error? Derived, so it cannot disagree with ``action``."""
        return self.action in ("back_to_model", "deny")


# One row per error_type. Keep in step with ERROR_TYPES: a test fails if a type is missing.
POLICY: dict[str, Decision] = {
    "invalid_json": Decision("back_to_model", "回给模型：哪里不是合法 JSON，请重发"),
    "invalid_arguments": Decision("back_to_model", "回给模型：哪个参数错、允许什么、收到什么"),
    "unknown_tool": Decision("back_to_model", "回给模型：没有这个工具，现有工具有哪些"),
    "not_found": Decision("back_to_model", "回给模型：不存在，建议先 list 再试"),
    "business_error": Decision("back_to_model", "回给模型：规则不允许，合法范围是什么"),
    "permission_denied": Decision("deny", "回给模型：禁止 + 原因；记录告警，重复 N 次就停"),
    "timeout": Decision("back_to_model", "回给模型：超时了，可缩小范围；慢工具不盲目重试"),
    "transient": Decision("retry", "程序退避重试，模型不知道；预算用完才告诉模型"),
    "unknown_state": Decision("check_first", "程序先查是否已执行，再决定是否重做"),
    "internal_error": Decision("stop", "记录日志并停止本次运行，不回给模型"),
}


def decide(error_type: str) -> Decision:
    try:
        return POLICY[error_type]
    except KeyError:
        raise ValueError(f"error_type {error_type!r} 不在错误分类里；可选: {sorted(ERROR_TYPES)}") from None


class TaskStopped(RuntimeError):
    """The task is stopped on purpose, for ``reason`` (a stop reason of lesson 07's loop, e.g.
    the model keeps hitting a forbidden wall). ``report`` is the call that tipped it over, when
    the pipeline raised it: that call is still answered to the model."""

    def __init__(self, message: str, reason: str = "permission_denied_repeated"):
        super().__init__(message)
        self.reason = reason
        self.report = None


# Shapes of failures a tool's client library raises; exercise 5.3 classifies them.
class UpstreamHTTPError(Exception):
    """A backend answered with an HTTP error status (429 rate limit, 503, 404, 403 ...)."""

    def __init__(self, status: int, text: str = ""):
        super().__init__(f"HTTP {status} {text}".strip())
        self.status = status


class ResponseLost(Exception):
    """The request went out, no answer came back: it may or may not have been executed."""


# --- transient: backoff inside a budget -------------------------------------------------


@dataclass(frozen=True)
class Backoff:
    base_s: float = 0.5  # first wait before jitter
    factor: float = 2.0  # 0.5, 1, 2, 4, ... (exponential)
    max_wait_s: float = 8.0  # one wait never exceeds this
    budget_s: float = 10.0  # total waiting allowed for one call
    max_attempts: int = 6  # calls, including the first one


def backoff_waits(policy: Backoff, rng: random.Random) -> list[float]:
    """The waits between attempts: "full jitter" — uniform(0, cap) with an exponential cap.

    Jitter matters when many clients fail at once: without it they all come back at the same
    instant and knock the service over again. The list stops when the next wait would
    overspend the budget, so the total never exceeds ``budget_s``.
    """
    waits: list[float] = []
    spent = 0.0
    for attempt in range(policy.max_attempts - 1):
        cap = min(policy.max_wait_s, policy.base_s * policy.factor**attempt)
        wait = round(rng.uniform(0, cap), 2)
        if spent + wait > policy.budget_s:
            break
        waits.append(wait)
        spent += wait
    return waits


def retry_transient(
    call: Callable[[], dict],
    *,
    policy: Backoff = Backoff(),
    rng: random.Random,
    sleep: Callable[[float], None],
) -> dict:
    """Call ``call()`` until it is not ``transient`` or the budget is spent.

    ``call`` returns a structured result. Only ``transient`` is retried: a timeout on a slow
    tool would just be slow again, and model-fixable errors need a different argument,
    not a second try. The final result carries ``attempts`` so the call log shows the retries.
    """
    waits = backoff_waits(policy, rng)
    result = call()
    attempts = 1
    for wait in waits:
        if result.get("ok") or result.get("error_type") != "transient":
            break
        sleep(wait)
        result = call()
        attempts += 1
    if not result.get("ok") and result.get("error_type") == "transient":
        return error_result(
            "transient",
            f"服务暂时不可用：已自动重试 {attempts} 次仍失败。请先做别的步骤，"
            "或稍后再调用；不要立刻用同样的参数重试。",
            attempts=attempts,
        )
    return {**result, "attempts": attempts}


# --- permission_denied: count, stop after N ----------------------------------------------


class DenialCounter:
    """Counts permission denials in one run; the N-th one stops the task (not necessarily in a
    row). The course's one denial rule: a pipeline given one (``Pipeline(denials=...)``) counts
    every call's result, and lesson 07's agent loop stops with ``permission_denied_repeated``.

    A model that keeps pushing against a forbidden wall is either confused or steered by
    injected text in a tool result; either way, more turns only cost money and raise risk.
    """

    def __init__(self, limit: int = 3):
        if limit < 1:
            raise ValueError(f"limit 必须 ≥ 1，收到 {limit}")
        self.limit = limit
        self.denials: list[dict] = []

    def record(self, result: dict) -> dict:
        if result.get("error_type") != "permission_denied":
            return result
        self.denials.append(result)
        log.info("permission denied (%d/%d): %s", len(self.denials), self.limit, result.get("message", ""))
        if len(self.denials) >= self.limit:  # the alarm: one warning when the run is stopped
            log.warning("permission denied %d times (limit %d), task stopped", len(self.denials), self.limit)
            raise TaskStopped(
                f"本次运行已被拒绝 {len(self.denials)} 次（上限 {self.limit}），任务停止并告警。",
                "permission_denied_repeated",
            )
        return result


# --- unknown_state: look before you redo ---------------------------------------------------


def check_then_redo(already_done: Callable[[], dict | None], redo: Callable[[], dict]) -> dict:
    """The request went out but no answer came back: did it happen?

    ``already_done()`` asks the other side (e.g. "is there a payment with this key?") and
    returns the earlier result or ``None``. Redoing blindly could charge a customer twice.
    """
    earlier = already_done()
    if earlier is not None:
        return {**earlier, "checked_before_redo": True, "redone": False}
    return {**redo(), "checked_before_redo": True, "redone": True}


def policy_table() -> str:
    return "\n".join(f"{kind:<17} → {d.action:<13} （{d.note}）" for kind, d in POLICY.items())


if __name__ == "__main__":
    print(policy_table())
    waits = backoff_waits(Backoff(), random.Random(0))
    print(f"退避等待（秒）: {waits}，共 {sum(waits):.2f} 秒（预算 {Backoff().budget_s} 秒）")
