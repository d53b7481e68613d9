"""Reference solutions of lesson 10's exercises (10.1 pythonic parser, 10.2 template probe, 10.3 triage)."""

from __future__ import annotations

import ast
import copy
import json
import os
import re

from lab_code.evals.bfcl_data import Case
from lab_code.evals.call_match import check_case
from lab_code.model_text.pythonic_calls import parse_pythonic

MARKERS = ("<end_of_turn>", "<|eot_id|>", "<|eom_id|>", "<|im_end|>", "</s>")
NAMES = {"true": True, "false": False, "null": None}


def _literal(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, str | int | float | bool | type(None)):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        value = _literal(node.operand)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError("sign on something that is not a number")
        return -value if isinstance(node.op, ast.USub) else value
    if isinstance(node, ast.Name) and node.id in NAMES:
        return NAMES[node.id]
    if isinstance(node, ast.List | ast.Tuple):
        return [_literal(item) for item in node.elts]
    if isinstance(node, ast.Dict) and all(
        isinstance(k, ast.Constant) and isinstance(k.value, str) for k in node.keys
    ):
        return {k.value: _literal(v) for k, v in zip(node.keys, node.values, strict=True)}
    raise ValueError(f"not a literal: {type(node).__name__}")


def _dotted(func) -> str:
    parts = []
    while isinstance(func, ast.Attribute):
        parts.append(func.attr)
        func = func.value
    if not isinstance(func, ast.Name):
        raise ValueError("a call needs a (dotted) name")
    return ".".join([func.id, *reversed(parts)])


def parse_calls(text: str) -> list[dict]:
    """10.1: pythonic calls → [{"name", "arguments"}]; [] for prose; ValueError for a broken call."""
    body = text.strip()
    changed = True
    while changed:
        changed = False
        for marker in MARKERS:
            if body.endswith(marker):
                body, changed = body[: -len(marker)].rstrip(), True
    start = re.search(r"\[\s*[A-Za-z_][\w.]*\s*\(", body)
    if start:
        body = body[start.start() :]
    elif re.match(r"[A-Za-z_][\w.]*\s*\(", body):
        body = f"[{body}]"
    else:
        return []
    try:
        tree = ast.parse(body, mode="eval").body  # a parser: nothing in the text is executed
    except SyntaxError as exc:
        raise ValueError(f"not a Python list of calls: {exc.msg}") from None
    calls = []
    for node in tree.elts if isinstance(tree, ast.List) else [tree]:
        if not isinstance(node, ast.Call) or node.args or any(k.arg is None for k in node.keywords):
            raise ValueError("only name(key=value, ...) calls are accepted")
        calls.append(
            {"name": _dotted(node.func), "arguments": {k.arg: _literal(k.value) for k in node.keywords}}
        )
    return calls


def probe_template(render, messages: list[dict]) -> dict:
    """10.2: the frame around the last tool result, whether the id is seen, what dropping it does."""
    content, call_id = messages[-1]["content"], messages[-1]["tool_call_id"]
    full = render(messages)
    shorter = render(messages[:-1])
    added = full[len(os.path.commonprefix([full, shorter])) :]
    at = added.find(content)
    if at < 0:
        at, content = added.find(json.dumps(content)[1:-1]), json.dumps(content)[1:-1]
    other = "".join("z" if c == "y" else "y" for c in call_id)
    renamed = json.loads(json.dumps(messages).replace(json.dumps(call_id), json.dumps(other)))
    dropped = copy.deepcopy(messages)
    del dropped[-1]["tool_call_id"]
    try:
        without = "same" if render(dropped) == full else "changed"
    except Exception:  # the template refused the message
        without = "error"
    return {
        "before": added[:at],
        "after": added[at + len(content) :],
        "shows_id": render(renamed) != full,
        "without_id": without,
    }


FIX = {
    "format": "decoding",
    "unknown_function": "decoding",
    "missing_required": "decoding",
    "unknown_parameter": "decoding",
    "wrong_type": "decoding",
    "should_not_call": "describe",
    "wrong_function": "describe",
    "wrong_value": "parameters",
    "omitted_expected": "parameters",
    "no_call": "records",
    "wrong_count": "records",
}


def triage(mistake: dict) -> dict:
    """10.3: parse with the lesson's parser, judge with lesson 08's checker, look the fix up."""
    parsed = parse_pythonic(mistake["output"])
    if parsed.outcome == "refused":  # a call started and broken: a parse failure in every category
        return {"kind": "format", "fix": FIX["format"]}
    case = Case("x", mistake["category"], (), tuple(mistake["functions"]), tuple(mistake["ground_truth"]))
    verdict = check_case(case.category, parsed.calls, case.functions, case.ground_truth)
    if verdict.ok:
        return {"kind": "ok", "fix": None}
    if verdict.kind == "wrong_function" and any(
        c["name"] not in {f["name"] for f in case.functions} for c in parsed.calls
    ):
        kind = "unknown_function"
    else:
        kind = verdict.kind
    return {"kind": kind, "fix": FIX[kind]}
