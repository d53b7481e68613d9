"""Side-effect tiers, confirmation for the dangerous tier, idempotency keys for retries.

A side effect (副作用) is what a tool changes in the world besides returning a result. The
control follows the risk:

=================  =====================================  ============================
tier               examples                               control
=================  =====================================  ============================
read_only          read_file, search, query a replica     run directly
reversible_write   write a workdir file, create a draft   run, log; can be undone
irreversible       send mail, pay, delete, call outside   the user confirms first
=================  =====================================  ============================

A tool's tier is a field of the ``Tool`` (``lab_code.running.tool.TIERS``); the tool-call
pipeline reads it in its authorise step (``lab_code.running.pipeline``): an irreversible call
runs only when ``confirm(name, args)`` says yes — an injected callback: in a notebook a
function, in a product a dialog that shows the *arguments* the model chose. What is left here
is the other half of the lesson: retrying safely.

Idempotency (幂等): doing it twice has the same effect as once. Reading is; "charge 100
yuan" is not. When a response is lost, the client cannot know whether the charge happened
(``unknown_state``); retrying blindly charges twice. With an idempotency key the *service*
remembers keys it has executed and answers a repeat with the stored result.

    $ python -m lab_code.running.side_effects
    不带幂等键：回执丢了 2 次，客户端共发 3 次 → 扣款 3 次
    带幂等键：回执丢了 2 次，客户端共发 3 次 → 扣款 1 次

Lessons: 05
"""

from __future__ import annotations

from collections.abc import Callable

from lab_code.wire.tool_results import error_result, ok_result


class IdempotencyStore:
    """Server-side memory of executed keys: a repeated key returns the stored result."""

    def __init__(self) -> None:
        self._results: dict[str, dict] = {}

    def run(self, key: str, action: Callable[[], dict]) -> dict:
        if not isinstance(key, str) or not key:
            raise ValueError("幂等键必须是非空字符串，例如 'order-1001-pay'")
        if key in self._results:
            return {**self._results[key], "replayed": True}
        result = action()
        if result.get("ok"):  # a failed attempt may be tried again for real
            self._results[key] = result
        return result


class FakePaymentService:
    """Charges (fake money) and loses the first ``lose_responses`` responses on the way back."""

    def __init__(self, lose_responses: int = 1):
        self.charges: list[int] = []
        self.keys = IdempotencyStore()
        self._lose = lose_responses

    def charge(self, amount: int, idempotency_key: str | None = None) -> dict:
        def execute() -> dict:
            self.charges.append(amount)
            return ok_result(f"已扣款 {amount} 元", charge_id=len(self.charges))

        result = self.keys.run(idempotency_key, execute) if idempotency_key else execute()
        if self._lose > 0:  # the charge happened; the caller never hears about it
            self._lose -= 1
            raise ConnectionError("响应在网络上丢失（请求可能已执行）")
        return result


def pay_with_retries(service: FakePaymentService, amount: int, key: str | None, attempts: int = 3) -> dict:
    """A client that retries on a lost response — safe only if ``key`` is given."""
    for _ in range(attempts):
        try:
            return service.charge(amount, idempotency_key=key)
        except ConnectionError:
            continue
    return error_result("unknown_state", "扣款请求发出后没有回执，无法确定是否已扣款。")


if __name__ == "__main__":
    for label, key in (("不带幂等键", None), ("带幂等键", "order-1001-pay")):
        service = FakePaymentService(lose_responses=2)
        pay_with_retries(service, 100, key)
        print(f"{label}：回执丢了 2 次，客户端共发 3 次 → 扣款 {len(service.charges)} 次")
