"""Offline stand-ins for the single-step evaluation. NONE of them is a language model.

Each is a ``ChatModel`` (``lab_code.wire.chat_model``): given the messages and tools of one
case it returns an assistant message. The harness puts each behind the offline fake
(``FakeOpenAIServer(stand_in)``) and talks to it through the official ``openai`` SDK, so it
runs the same code path offline as against a real provider. Their behaviour is known in
advance -- that is the point: the scores show what each check catches.

* ``answer_key`` -- copies the first acceptable answer of the case. It must score 100 %:
  if it does not, the *checker* is wrong, not the stand-in.
* ``sloppy`` -- the answer key with one typical mistake injected into most cases (seeded per
  case): a number sent as a string, a required parameter dropped, an invented parameter,
  only the first of several parallel calls, a near-miss function, a call although nothing
  fits. ``mistake_for(case)`` says which one, so the checker's verdict can be compared.
* ``keyword`` -- a real (if naive) policy that never sees the answers: it picks the tool
  whose name and description share most words with the question, fills required
  parameters from the numbers, quoted phrases and enum words it finds, never makes more
  than one call, and answers in text when no tool shares enough words.

Lessons: 08
"""

from __future__ import annotations

import json
import random
import re

from lab_code.evals.bfcl_data import Case
from lab_code.evals.bfcl_schema import tool_name
from lab_code.wire.chat_model import ANY_REPLY, ReplyRules
from lab_code.wire.messages import assistant_calls, assistant_text, tool_call

STAND_INS = {
    "answer_key": "照抄标准答案（检验检查器：必须满分）",
    "sloppy": "标准答案 + 每个用例注入一种常见错误（种子固定）",
    "keyword": "关键词匹配的规则策略：不看答案，最多调用一次",
}
MISTAKE_RATE = 0.7
MISTAKES = {
    "number_as_string": "数字写成字符串",
    "drop_required": "漏掉必填参数",
    "invented_parameter": "编造一个参数",
    "first_call_only": "并行时只调用第一个",
    "near_miss_function": "选了相近的另一个函数",
    "call_anyway": "没有合适的函数也调用",
}


def user_text(messages: list[dict]) -> str:
    return " ".join(m.get("content") or "" for m in messages if m.get("role") == "user")


def first_answer(options):
    """The first acceptable value ("" means "may be omitted": skipped when anything else exists)."""
    chosen = next((o for o in options if o != ""), "")
    if isinstance(chosen, dict):
        return {k: first_answer(v if isinstance(v, list) else [v]) for k, v in chosen.items()}
    return chosen


def answer_calls(case: Case) -> list[dict]:
    calls = []
    for answer in case.ground_truth:
        ((name, params),) = answer.items()
        args = {k: first_answer(v) for k, v in params.items() if first_answer(v) != ""}
        calls.append({"name": name, "arguments": args})
    return calls


def _reply(calls: list[dict]) -> dict:
    if not calls:
        return assistant_text("这些函数都不适合回答这个问题。")
    return assistant_calls(
        *(tool_call(tool_name(c["name"]), c["arguments"], f"call_{i}") for i, c in enumerate(calls, 1))
    )


class AnswerKey:
    """Looks the case up by question and offered tools; replies with the answer key's calls."""

    name = "answer_key"

    def __init__(self, cases: list[Case]):
        # The question alone is not a key: BFCL reuses a question with different functions.
        self.cases = {
            (c.user_text, tuple(sorted(tool_name(f["name"]) for f in c.functions))): c for c in cases
        }

    def case_of(self, messages: list[dict], tools: list[dict]) -> Case:
        offered = tuple(sorted(t["function"]["name"] for t in tools))
        return self.cases[(user_text(messages), offered)]

    def calls_for(self, case: Case) -> list[dict]:
        return answer_calls(case)

    def next_message(self, messages: list[dict], tools: list[dict], rules: ReplyRules = ANY_REPLY) -> dict:
        return _reply(self.calls_for(self.case_of(messages, tools)))


def _is_number(value) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _given_required(call: dict, docs: dict) -> list[str]:
    return [k for k in docs[call["name"]]["parameters"].get("required") or [] if k in call["arguments"]]


def _possible_mistakes(case: Case, calls: list[dict]) -> list[str]:
    if case.category == "irrelevance":
        return ["call_anyway"]
    found = []
    if any(_is_number(v) for c in calls for v in c["arguments"].values()):
        found.append("number_as_string")
    docs = {d["name"]: d for d in case.functions}
    if any(_given_required(c, docs) for c in calls):
        found.append("drop_required")
    found.append("invented_parameter")
    if len(calls) > 1:
        found.append("first_call_only")
    if len(case.functions) > 1:
        found.append("near_miss_function")
    return found


class Sloppy(AnswerKey):
    name = "sloppy"

    def __init__(self, cases: list[Case], seed: int = 0):
        super().__init__(cases)
        self.seed = seed

    def mistake_for(self, case: Case) -> str | None:
        rng = random.Random(f"{self.seed}:{case.id}")  # str seeds are stable across processes
        if rng.random() >= MISTAKE_RATE:
            return None
        return rng.choice(_possible_mistakes(case, answer_calls(case)))

    def calls_for(self, case: Case) -> list[dict]:
        calls = [dict(c, arguments=dict(c["arguments"])) for c in answer_calls(case)]
        mistake = self.mistake_for(case)
        first = calls[0] if calls else None
        docs = {d["name"]: d for d in case.functions}
        if mistake == "call_anyway":
            return [{"name": case.functions[0]["name"], "arguments": {}}]
        if mistake == "number_as_string":
            call, key = next((c, k) for c in calls for k, v in c["arguments"].items() if _is_number(v))
            call["arguments"][key] = str(call["arguments"][key])
        elif mistake == "drop_required":
            call = next(c for c in calls if _given_required(c, docs))
            del call["arguments"][_given_required(call, docs)[0]]
        elif mistake == "invented_parameter":
            first["arguments"]["extra_options"] = "default"
        elif mistake == "first_call_only":
            calls = calls[:1]
        elif mistake == "near_miss_function":
            other = next(d["name"] for d in case.functions if d["name"] != first["name"])
            first["name"] = other
        return calls


# ---- the keyword policy: sees only the request ----------------------------------------------
STOPWORDS = set(
    [
        "a",
        "an",
        "the",
        "of",
        "for",
        "to",
        "in",
        "on",
        "at",
        "by",
        "with",
        "from",
        "and",
        "or",
        "is",
        "are",
        "be",
        "what",
        "how",
        "find",
        "get",
        "calculate",
        "given",
        "given.",
        "me",
        "my",
        "i",
        "you",
        "it",
        "this",
        "that",
        "as",
        "using",
        "use",
        "which",
        "please",
        "can",
    ]
)
NUMBER = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?")
QUOTED = re.compile(r"['\"]([^'\"]{2,60})['\"]")
PROPER = re.compile(r"(?:[A-Z][a-z]+)(?: [A-Z][a-z]+)*")


def words(text: str) -> set[str]:
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", text.replace("_", " ").replace(".", " "))
    return {w for w in re.findall(r"[a-z]+", spaced.lower()) if w not in STOPWORDS and len(w) > 2}


class KeywordPolicy:
    name = "keyword"
    min_overlap = 2  # fewer shared words than this: "no tool fits", answer in text

    def next_message(self, messages: list[dict], tools: list[dict], rules: ReplyRules = ANY_REPLY) -> dict:
        question = user_text(messages)
        asked = words(question)
        best, best_score = None, 0
        for tool in tools:
            fn = tool["function"]
            score = 2 * len(asked & words(fn["name"])) + len(asked & words(fn.get("description", "")))
            if score > best_score:
                best, best_score = fn, score
        if best is None or best_score < self.min_overlap:
            return assistant_text("这些函数都不适合回答这个问题。")
        return assistant_calls(tool_call(best["name"], self._fill(best, question), "call_1"))

    def _fill(self, fn: dict, question: str) -> dict:
        numbers = NUMBER.findall(question)
        quoted = QUOTED.findall(question)
        proper = [p for p in PROPER.findall(question) if p.split()[0].lower() not in STOPWORDS]
        args = {}
        props = fn["parameters"].get("properties", {})
        for name in fn["parameters"].get("required", []):
            schema = props.get(name, {})
            kind = schema.get("type")
            if schema.get("enum"):
                hit = [e for e in schema["enum"] if isinstance(e, str) and e.lower() in question.lower()]
                if hit:
                    args[name] = hit[0]
            elif kind == "integer" and numbers:
                args[name] = int(float(numbers.pop(0)))
            elif kind == "number" and numbers:
                args[name] = float(numbers.pop(0))
            elif kind == "boolean":
                args[name] = True
            elif kind == "string" and (quoted or proper):
                args[name] = (quoted or proper).pop(0)
            elif (
                kind == "array"
                and numbers
                and (schema.get("items") or {}).get("type") in ("integer", "number")
            ):
                args[name] = [json.loads(n) for n in numbers]
                numbers = []
        return args


def make_stand_in(name: str, cases: list[Case], seed: int = 0) -> AnswerKey | KeywordPolicy:
    if name == "answer_key":
        return AnswerKey(cases)
    if name == "sloppy":
        return Sloppy(cases, seed)
    if name == "keyword":
        return KeywordPolicy()
    raise ValueError(f"没有名为 {name!r} 的替身模型；可选：{', '.join(STAND_INS)}。")
