"""What vLLM 0.33.0 really did on the course's inputs (recorded), and how the course's code compares.

Two data sets, each with a NOTICE that says exactly how it was recorded (vLLM's own code run on
the course's inputs; no code of vLLM's is in this repository):

* ``data/server_parsing/`` — 92 raw completions the course wrote, and what vLLM's tool
  parsers and serving layer made of each (``parsing_rows``);
* ``data/server_rendering/`` — 60 conversations, what vLLM handed the template and what came
  out, or the 400 it answered with (``rendering_rows``).

``parsing_agreement`` and ``rendering_agreement`` count, per family, where the course's
server layer gives exactly the recorded result; lesson 10 prints them, the tests require all.

Lessons: 10
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from jinja2.exceptions import TemplateError

from lab_code.model_text.chat_templates import refusal_body, render
from lab_code.model_text.tool_parsers import ServerReply, server_reply

DATA_DIR = Path(__file__).resolve().parent / "data"
VLLM = "vllm-0.33.0.jsonl"


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@dataclass(frozen=True)
class ParsingRow:
    id: str
    family: str
    case: str
    tools: list[str]
    text: str
    careful: list[str]  # the careful rules that should find a problem here
    vllm: dict  # {"parser": ..., "message": ..., "finish_reason": ...}


@cache
def parsing_rows() -> tuple[ParsingRow, ...]:
    recorded = {r["id"]: r for r in _lines(DATA_DIR / "server_parsing" / VLLM)}
    return tuple(
        ParsingRow(i["id"], i["family"], i["case"], i["tools"], i["text"], i["careful"], recorded[i["id"]])
        for i in _lines(DATA_DIR / "server_parsing" / "completions.jsonl")
    )


def id_form(value: str) -> str:
    """vLLM's ids are random; the record keeps their form."""
    if re.fullmatch(r"chatcmpl-tool-[0-9a-f]{16}", value):
        return "chatcmpl-tool-<16 hex>"
    return "<9 alphanumerics>" if re.fullmatch(r"[A-Za-z0-9]{9}", value) else value


def as_recorded(reply: ServerReply) -> dict:
    """A server reply in the record's shape (ids by their form)."""
    return {
        "message": {
            "content": reply.content,
            "tool_calls": [
                {
                    "id": id_form(c["id"]),
                    "type": c["type"],
                    "name": c["function"]["name"],
                    "arguments": c["function"]["arguments"],
                }
                for c in reply.tool_calls
            ],
        },
        "finish_reason": reply.finish_reason,
        "tools_called": reply.parsed.tools_called if reply.parsed else False,
    }


def recorded_reply(row: ParsingRow) -> dict:
    return {
        "message": row.vllm["message"],
        "finish_reason": row.vllm["finish_reason"],
        "tools_called": row.vllm["parser"]["tools_called"],
    }


def parsing_agreement(parser=server_reply) -> dict[str, tuple[int, int]]:
    """family -> (completions where ``parser`` gives exactly vLLM's reply, completions)."""
    agree, total = Counter(), Counter()
    for row in parsing_rows():
        total[row.family] += 1
        agree[row.family] += as_recorded(parser(row.family, row.text)) == recorded_reply(row)
    return {family: (agree[family], total[family]) for family in total}


@cache
def rendering_rows() -> tuple[dict, ...]:
    recorded = {r["id"]: r for r in _lines(DATA_DIR / "server_rendering" / VLLM)}
    return tuple(
        {**c, "vllm": recorded[c["id"]]}
        for c in _lines(DATA_DIR / "server_rendering" / "conversations.jsonl")
    )


def rendered_or_refused(family: str, messages: list[dict], tools: list[dict]) -> dict:
    """``{"prompt": text}``, or ``{"error": the 400 body}`` when the template refuses."""
    try:
        return {"prompt": render(family, messages, tools, add_generation_prompt=True)}
    except TemplateError:
        return {"error": refusal_body(family, messages, tools)}


def rendering_agreement() -> dict[str, tuple[int, int]]:
    """family -> (conversations rendered exactly as vLLM + transformers did, conversations)."""
    agree, total = Counter(), Counter()
    for row in rendering_rows():
        recorded = row["vllm"]
        expected = {"prompt": recorded["prompt"]} if "prompt" in recorded else {"error": recorded["error"]}
        total[row["family"]] += 1
        agree[row["family"]] += rendered_or_refused(row["family"], row["messages"], row["tools"]) == expected
    return {family: (agree[family], total[family]) for family in total}


if __name__ == "__main__":
    for name, table in (("解析", parsing_agreement()), ("渲染", rendering_agreement())):
        print(name, "  ".join(f"{family} {a}/{t}" for family, (a, t) in table.items()))
