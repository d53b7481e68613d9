"""Keep a long conversation short: old tool round trips become one summary (lesson 04 §2.5).

Every request sends the whole history, so a loop sends a little more each round, and the sum
over a run grows with the square of the rounds. The fix the seed article's author describes
(《手写 Tool Use 面试全攻略》, the third pitfall of option 1): keep the last few rounds of tool
calls as they are and replace the older ones with a summary. Two rules make it safe:

* **A round is cut whole.** A round is an assistant message together with everything after it up
  to the next assistant message: its tool results (``role: "tool"``, or the text protocol's
  ``<tool_result>`` user messages). In the native format a ``tool`` message without the assistant
  message that asked for it (or the reverse) is a 400, so nothing is ever split.
* **The summary is one message**, written by the program from the records: which tool was
  called with what, and the start of what came back. Deterministic and free; a model could
  write it too, at the price of one more request. It goes in as a ``user`` message (a
  ``system`` message in the middle of a conversation is not accepted everywhere).

The loop keeps its full history (the trace stays whole); only what is *sent* is compacted::

    compact(messages, keep=2)              # a new list: head + one summary + the last 2 rounds
    with_compacted_history(model, keep=2)  # a model callable that only ever sees compact(messages)

    >>> msgs = [{"role": "user", "content": "天气？"}]
    >>> for n in range(4):
    ...     msgs += [{"role": "assistant", "content": f"第{n}次"}, {"role": "user", "content": "结果"}]
    >>> [m["content"][:7] for m in compact(msgs, keep=1)]
    ['天气？', '（程序写的摘要', '第3次', '结果']

Lessons: 04
"""

from __future__ import annotations

import json
from collections.abc import Callable

from lab_code.options.text_protocol import TOOL_CALL_PATTERN
from lab_code.wire.shorten import shorten

RESULT_CHARS = 40  # how much of each old result the summary keeps
MAX_LINES = 8  # distinct summary lines kept; older ones are only counted, so the summary stays bounded
SUMMARY_MARK = "（程序写的摘要，替换了前面 {n} 轮工具往返）"


def split_rounds(messages: list[dict]) -> tuple[list[dict], list[list[dict]]]:
    """(head, rounds): the head is everything up to the first assistant message (system prompt,
    question, an earlier summary); each round starts at an assistant message."""
    first = next((i for i, m in enumerate(messages) if m.get("role") == "assistant"), len(messages))
    head, rounds = list(messages[:first]), []
    for message in messages[first:]:
        if message.get("role") == "assistant":
            rounds.append([message])
        else:
            rounds[-1].append(message)
    return head, rounds


def _calls(message: dict) -> list[str]:
    """``name(arguments)`` for each call an assistant message made, in either format."""
    native = [
        f"{c['function']['name']}({c['function']['arguments']})" for c in message.get("tool_calls") or []
    ]
    tagged = []
    for body in TOOL_CALL_PATTERN.findall(message.get("content") or ""):
        try:
            payload = json.loads(body)
            tagged.append(
                f"{payload['name']}({json.dumps(payload.get('arguments', {}), ensure_ascii=False)})"
            )
        except (ValueError, KeyError, TypeError):
            tagged.append(shorten(body.strip(), RESULT_CHARS))
    return native + tagged


def _result(message: dict) -> str:
    text = message.get("content") or ""
    if text.startswith("<tool_result") and "</tool_result>" in text:  # the text protocol's wrapping
        text = text[text.index(">") + 1 : text.rindex("</tool_result>")]
    return shorten(" ".join(text.split()), RESULT_CHARS)


def summary_line(round_: list[dict]) -> str:
    """One line for one old round: the calls, then the start of each result (or what was said)."""
    calls = _calls(round_[0])
    said = (
        "调用 " + "、".join(calls)
        if calls
        else "回答 " + shorten(round_[0].get("content") or "", RESULT_CHARS)
    )
    results = [_result(m) for m in round_[1:]]
    return said + (" → " + "；".join(results) if results else "")


def _rounds(numbers: list[int]) -> str:
    if len(numbers) == 1:
        return f"第 {numbers[0]} 轮"
    if numbers == list(range(numbers[0], numbers[-1] + 1)):
        return f"第 {numbers[0]}–{numbers[-1]} 轮（{len(numbers)} 次相同）"
    return f"第 {'、'.join(map(str, numbers))} 轮（{len(numbers)} 次相同）"


def compact(messages: list[dict], keep: int = 2) -> list[dict]:
    """A new list: the head, one summary of the older rounds, the last ``keep`` rounds untouched.
    Nothing changes while there are at most ``keep`` rounds. Rounds that made the same calls and
    got the same results share one line; at most ``MAX_LINES`` lines, so the summary is bounded."""
    if keep < 1:
        raise ValueError(f"keep 至少是 1（最近一轮的调用和结果必须原样留着），收到 {keep}")
    head, rounds = split_rounds(messages)
    if len(rounds) <= keep:
        return list(messages)
    old = rounds[:-keep]
    seen: dict[str, list[int]] = {}  # the same call with the same result is one line, with its rounds
    for number, round_ in enumerate(old, start=1):
        seen.setdefault(summary_line(round_), []).append(number)
    lines = [f"{_rounds(numbers)}：{line}" for line, numbers in seen.items()]
    dropped = len(lines) - MAX_LINES
    lines = ([f"（更早的 {dropped} 种往返从略）"] if dropped > 0 else []) + lines[-MAX_LINES:]
    summary = {"role": "user", "content": "\n".join([SUMMARY_MARK.format(n=len(old)), *lines])}
    return head + [summary] + [m for r in rounds[-keep:] for m in r]


def with_compacted_history(model: Callable[[list[dict]], str], keep: int = 2) -> Callable[[list[dict]], str]:
    """Wrap a ``messages -> reply`` model so each request carries the compacted history."""
    return lambda messages: model(compact(messages, keep))


def measured(model: Callable[[list[dict]], str], sizes: list[int]) -> Callable[[list[dict]], str]:
    """Wrap a model so each request's size is appended to ``sizes`` when it is sent: characters of
    its messages as JSON, a rough stand-in for tokens. (Measured at once: the loop keeps
    appending to the same list afterwards.)"""

    def call(messages: list[dict]) -> str:
        sizes.append(len(json.dumps(messages, ensure_ascii=False)))
        return model(messages)

    return call
