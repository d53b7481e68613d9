"""Single-step evaluation: send each BFCL case to a model once, check the reply, score per category.

The model is any ``ChatModel`` (``lab_code.wire.chat_model``: ``next_message(messages, tools) ->
assistant message``). Offline it is ``lab_code.wire.openai_model.OpenAIModel`` talking to
``FakeOpenAIServer`` whose brain is a stand-in (``stand_ins``); with ``LAB_BACKEND=openai`` it
is the same class talking to a real provider -- one request per case, so ``--limit`` matters
(``cost_warning`` says how many requests and roughly how many tokens before anything is sent;
offline nothing is billed, and ``request_estimate`` says what a real run *would* send, without
the warning).

Per category, the score is the share of cases whose reply passed ``call_match.check_case``;
``overall`` is the *unweighted* mean of the category scores, so a big category cannot hide a
weak one. That is how BFCL averages *inside* its Non-Live group; its leaderboard total has
weighted the five groups since V4 (see lesson 08 §2), and these cases cover only part of it.

    >>> results = evaluate(stand_in_model("answer_key", load_cases(limit=2)), load_cases(limit=2))
    >>> scores(results)["overall"]
    1.0

Lessons: 08
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from lab_code.evals.bfcl_data import CATEGORIES, Case, load_cases
from lab_code.evals.bfcl_schema import to_tools
from lab_code.evals.call_match import Verdict, check_case
from lab_code.evals.stand_ins import make_stand_in
from lab_code.wire.chat_model import ChatModel
from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.openai_model import OpenAIModel

__all__ = [
    "load_cases",
    "evaluate",
    "scores",
    "kind_counts",
    "stand_in_model",
    "cost_warning",
    "request_estimate",
    "reply_calls",
]


@dataclass(frozen=True)
class CaseResult:
    case_id: str
    category: str
    verdict: Verdict
    calls: tuple[dict, ...]


def reply_calls(message: dict, back: dict[str, str]) -> list[dict]:
    """The reply's tool calls as ``{"name": BFCL name, "arguments": dict or the raw text}``."""
    calls = []
    for call in message.get("tool_calls") or []:
        function = call.get("function") or {}
        raw = function.get("arguments") or "{}"
        try:
            args = json.loads(raw) if isinstance(raw, str) else raw
        except ValueError:
            args = raw  # the checker reports it as invalid_json
        name = function.get("name", "")
        calls.append({"name": back.get(name, name), "arguments": args})
    return calls


def evaluate(
    model: ChatModel, cases: list[Case], progress: Callable[[CaseResult], None] | None = None
) -> list[CaseResult]:
    results = []
    for case in cases:
        tools, back = to_tools(case.functions)
        message = model.next_message([dict(m) for m in case.question], tools)
        calls = reply_calls(message, back)
        result = CaseResult(
            case.id,
            case.category,
            check_case(case.category, calls, case.functions, case.ground_truth),
            tuple(calls),
        )
        results.append(result)
        if progress:
            progress(result)
    return results


def scores(results: list[CaseResult]) -> dict[str, float]:
    """Category -> share passed, plus "overall" = unweighted mean over the categories present."""
    table = {}
    for category in CATEGORIES:
        mine = [r for r in results if r.category == category]
        if mine:
            table[category] = sum(r.verdict.ok for r in mine) / len(mine)
    table["overall"] = sum(table.values()) / len(table) if table else 0.0
    return table


def kind_counts(results: list[CaseResult]) -> Counter:
    """How often each verdict kind occurred (``ok`` included): what the failures were."""
    return Counter(r.verdict.kind for r in results)


def stand_in_model(name: str, cases: list[Case], seed: int = 0) -> OpenAIModel:
    """An ``OpenAIModel`` whose server is the offline fake with stand-in ``name`` as its brain."""
    server = FakeOpenAIServer(make_stand_in(name, cases, seed))
    return OpenAIModel(server.client(), model=f"stand-in-{name}", name=f"替身模型:{name}")


def _request_size(cases: list[Case]) -> tuple[int, int]:
    """(requests, input tokens) of one pass over ``cases``: about four characters per token."""
    chars = sum(
        len(json.dumps([list(c.question), to_tools(c.functions)[0]], ensure_ascii=False)) for c in cases
    )
    return len(cases), chars // 4


def cost_warning(cases: list[Case], model_id: str) -> str:
    """What a real run will send and be billed for, before it is sent."""
    requests, tokens = _request_size(cases)
    return (
        f"⚠️ 将向真实模型 {model_id} 发送 {requests} 个请求，输入约 {tokens} 个 token（粗估），"
        "按服务商价格计费。先用 --limit 少跑几条看看。"
    )


def request_estimate(cases: list[Case]) -> str:
    """The same numbers for an offline run: nothing is sent anywhere, nothing is billed."""
    requests, tokens = _request_size(cases)
    return (
        f"离线运行：请求发给进程内的假模型，不出本机、不计费。换成真实模型时，这些用例是 {requests} 个请求、"
        f"输入约 {tokens} 个 token（粗估）。"
    )
