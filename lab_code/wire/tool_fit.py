"""How the stand-in model reads a conversation: which tool fits, which one finishes, what it already did.

A real model chooses among the offered tools by meaning; ``demo_brain`` has no model, so it
uses three plain rules that lead to the same moves in the usual agent loop:

* **fit** — the words of the task shared with a tool's name and description (English words of
  three letters or more, Chinese character pairs); ties go to the tool listed first;
* **finishing tool** — agent frameworks hand the model a tool that ends the run: pydantic-ai's
  output tool ``final_result`` ("The final response which ends this conversation"), smolagents'
  ``final_answer``. A tool whose name has the word final/finish/submit, or whose description
  speaks of the final answer or of ending the conversation, counts as one;
* **progress** — the *task* is the last user message that does not report a tool's result; the
  tools *called* for it are the assistant's structured ``tool_calls`` after it or, for
  frameworks that write calls as text and report results as a user message (smolagents'
  ``Calling tools: [{… 'name': 'get_time' …}]`` then ``Observation: …``; ReAct's ``Action:
  get_time``), a tool named the way those texts name a call. A tool merely mentioned in prose
  does not count.

    >>> tools = [{"name": "get_weather", "description": "Weather of a city"},
    ...          {"name": "get_time", "description": "Local time of a city"},
    ...          {"name": "final_answer", "description": "Provides a final answer."}]
    >>> [t["name"] for t in by_fit(tools, "What time is it in Paris?")]
    ['get_time', 'get_weather', 'final_answer']
    >>> is_finishing(tools[2]), is_finishing(tools[0])
    (True, False)

Lessons: shared
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

FINISHING_NAME_WORDS = frozenset({"final", "finish", "submit"})
FINISHING_PHRASES = ("final answer", "final response", "final result", "ends this conversation")
STOP_WORDS = frozenset({"the", "and", "for", "with", "this", "that", "what", "are", "you", "can", "from"})
_CAMEL = re.compile(r"([a-z0-9])([A-Z])")
_ASCII_WORD = re.compile(r"[a-z0-9]{3,}")
_HAN_RUN = re.compile(r"[\u4e00-\u9fff]+")


def content_text(content: Any) -> str:
    """A message's text: a string, or the ``text`` of a list of content parts."""
    if isinstance(content, list):
        return " ".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return str(content or "")


def words(text: str) -> set[str]:
    """The words that count for fit: English words (3+ letters, camelCase and snake_case split)
    and every pair of neighbouring Chinese characters."""
    text = _CAMEL.sub(r"\1 \2", text).replace("_", " ").replace("-", " ").lower()
    found = set(_ASCII_WORD.findall(text)) - STOP_WORDS
    for run in _HAN_RUN.findall(text):
        found |= {run[i : i + 2] for i in range(len(run) - 1)} or {run}
    return found


def _tool_words(tool: dict) -> set[str]:
    return words(f"{tool.get('name', '')} {tool.get('description') or ''}")


def is_finishing(tool: dict) -> bool:
    """Whether ``tool`` (a function definition) is a framework's tool for ending the run."""
    name_words = set(_CAMEL.sub(r"\1 \2", tool.get("name", "")).replace("-", "_").lower().split("_"))
    description = (tool.get("description") or "").lower()
    return bool(name_words & FINISHING_NAME_WORDS) or any(p in description for p in FINISHING_PHRASES)


def by_fit(tools: list[dict], task: str) -> list[dict]:
    """``tools`` from the best fit for ``task`` to the worst; equal fits keep their listed order."""
    wanted = words(task)
    return sorted(tools, key=lambda tool: -len(wanted & _tool_words(tool)))


@dataclass
class Progress:
    task: str = ""  # the text of the user message being worked on
    called: list[str] = field(default_factory=list)  # tool names called for it, in order
    last_result: str | None = None  # the latest tool result (or observation) since the task


def _called_in_text(name: str, text: str) -> bool:
    """Whether ``text`` writes a call of ``name``: ``name(…``, ``'name': 'name'`` or ``Action: name``."""
    n = re.escape(name)
    return bool(re.search(rf"\b{n}\s*\(|['\"]name['\"]\s*:\s*['\"]{n}['\"]|Action:\s*{n}\b", text))


def _names_called(message: dict, names: list[str]) -> list[str]:
    calls = [(c.get("function") or {}).get("name") for c in message.get("tool_calls") or []]
    text = content_text(message.get("content"))
    return [n for n in calls if n] + [n for n in names if n not in calls and _called_in_text(n, text)]


def progress(messages: list[dict], names: list[str]) -> Progress:
    """Where the conversation stands for the stand-in model (``names``: the tools it knows)."""
    task_at = None
    for i in range(len(messages) - 1, -1, -1):
        if messages[i].get("role") != "user":
            continue
        before = messages[i - 1] if i > 0 else {}
        if before.get("role") == "assistant" and _names_called(before, names):
            continue  # a user message right after a call reports that call's result
        task_at = i
        break
    if task_at is None:
        return Progress()
    state = Progress(task=content_text(messages[task_at].get("content")))
    for message in messages[task_at + 1 :]:
        if message.get("role") == "assistant":
            state.called += _names_called(message, names)
        elif message.get("role") in ("tool", "user", "function"):
            state.last_result = content_text(message.get("content"))
    return state
