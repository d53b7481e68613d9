"""The checks a real server runs on tool definitions, before any model sees them.

Code that passes offline must not get a 400 online, so the fakes refuse what OpenAI refuses: a
bad or over-long function name (the course's one name rule: ``is_tool_name`` and
``to_tool_name`` serve lesson 04's registry, the BFCL harness and exercise 6.3 too), a
``parameters`` schema that is not a JSON Schema at all (OpenAI reports it with the
``jsonschema`` library's own wording, e.g. ``None is not of type 'array'``), a schema whose root
is not ``type: object``, and — with ``"strict": true`` — objects that are not closed or do not
list every property in ``required``. All texts are OpenAI's (seen in public reports:
FoundationAgents/OpenManus#1162, browserbase/stagehand#1159, xemantic-ai-tool-schema#37,
lastmile-ai/openai-agents-mcp#2); ``param`` points at the schema and ``code`` is
``invalid_function_parameters``. The schema of structured output (``response_format``) is
checked by the same rules and named ``response_format 'NAME'``: its strict-mode texts are seen
in dottxt-ai/outlines#844 and mavam/pi-web-providers#14, a schema that is not JSON Schema gets
"… Please ensure it is a valid JSON Schema."; a root that is not an object is the course's
wording there.

``strict_normalised(schema)`` is what the Responses API does with a tool that does not say
``strict``: OpenAI's function-calling guide says such schemas are normalised into strict mode
("by setting ``additionalProperties: false`` and marking all fields as required"), while an
explicit ``strict: true`` is refused when the schema breaks the rules. A schema that cannot be
normalised (an open object, a free-form dict) stays non-strict here — the guide does not say
what the API does with it, so that part is the course's choice.

    >>> check_parameters({"type": "string"}, "f", "tools[0].function.parameters").message
    'Invalid schema for function \\'f\\': schema must be a JSON Schema of \\'type: "object"\\', got \\'type: "string"\\'.'

Lessons: shared
"""

from __future__ import annotations

import copy
import re
from typing import Any

import jsonschema

from lab_code.wire import api_errors as err

MAX_TOOLS = 128
# The one tool-name rule of the course (OpenAI's: its 400s quote the pattern and the length).
MAX_NAME = 64
NAME_PATTERN = "^[a-zA-Z0-9_-]+$"
_NAME = re.compile(NAME_PATTERN)
_NOT_NAME_CHARS = re.compile(r"[^a-zA-Z0-9_-]")


def is_tool_name(name: Any) -> bool:
    """Whether a provider accepts ``name`` for a function: 1–64 of ``a-z A-Z 0-9 _ -``."""
    return isinstance(name, str) and 0 < len(name) <= MAX_NAME and bool(_NAME.match(name))


def to_tool_name(name: str) -> str:
    """``name`` with every character the rule does not allow replaced by ``_`` (``math.factorial``
    → ``math_factorial``). The length is left alone: whether a long name is cut or refused is the
    caller's decision."""
    return _NOT_NAME_CHARS.sub("_", name)


def check_name(name: Any, path: str) -> err.ApiError | None:
    if name is None:
        return err.missing_parameter(path)
    if not isinstance(name, str):
        return err.invalid_type(path, "a string", name)
    if not name:
        return err.empty_string(path)
    if len(name) > MAX_NAME:
        return err.string_too_long(path, MAX_NAME, len(name))
    if not _NAME.match(name):
        return err.pattern_mismatch(path, NAME_PATTERN)
    return None


def check_tool_list(tools: Any, path: str = "tools") -> err.ApiError | None:
    if not isinstance(tools, list):
        return err.invalid_type(path, "an array", tools)
    if not tools:
        return err.empty_array(path)
    if len(tools) > MAX_TOOLS:
        return err.array_too_long(path, MAX_TOOLS, len(tools))
    return None


def check_parameters(
    schema: Any,
    name: str,
    path: str,
    strict: bool = False,
    subject: str = "function",
    code: str | None = "invalid_function_parameters",
) -> err.ApiError | None:
    """The error OpenAI gives for this ``parameters`` schema (or, with ``subject="response_format"``,
    this structured-output schema), or ``None``."""

    def invalid(detail: str) -> err.ApiError:
        return err.real(f"Invalid schema for {subject} '{name}': {detail}", path, code)

    if not isinstance(schema, dict):
        return err.invalid_type(path, "an object", schema)
    if not schema:  # {} is accepted: a function without parameters
        return None
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.SchemaError as exc:
        if subject == "function":
            return invalid(f"{exc.message}.")
        # seen for structured output in a public test (microsoft/FluidFramework's tree agent)
        return err.real(
            f"Invalid schema for {subject} '{name}'. Please ensure it is a valid JSON Schema.", path, code
        )
    except RecursionError:  # a schema nested past Python's limit: the course's words
        return err.ours(f"Invalid schema for {subject} '{name}': the schema is nested too deeply.", path)
    if schema.get("type") != "object":
        detail = f"schema must be a JSON Schema of 'type: \"object\"', got 'type: \"{schema.get('type')}\"'."
        if subject != "function":  # seen for functions only: for other schemas it is the course's
            return err.ours(f"Invalid schema for {subject} '{name}': {detail}", path, code)
        return invalid(detail)
    if strict:
        problem = _strict_problem(schema, ())
        if problem:
            return invalid(problem)
    return None


def strict_normalised(schema: dict) -> dict | None:
    """``schema`` with every object closed and all its properties required, or ``None`` when that
    cannot make it strict (an object without ``properties``, or one that allows other keys)."""
    normalised = copy.deepcopy(schema)
    todo = [normalised]
    while todo:
        node = todo.pop()
        if not isinstance(node, dict):
            continue
        if node.get("type") == "object" or "properties" in node:
            if "properties" not in node or node.get("additionalProperties", False) is not False:
                return None
            node["additionalProperties"] = False
            node["required"] = list(node["properties"])
            todo += node["properties"].values()
        todo += [node.get("items"), *(node.get("anyOf") or []), *(node.get("$defs") or {}).values()]
    return None if _strict_problem(normalised, ()) else normalised


def _strict_problem(node: Any, context: tuple) -> str | None:
    """The first strict-mode rule a schema node breaks, in OpenAI's words, walking like it does."""
    if not isinstance(node, dict):
        return None
    if node.get("type") == "object" or "properties" in node:
        where = f"In context={context!r}, "
        if "properties" not in node:
            return where + "object schema missing properties."
        if node.get("additionalProperties") is not False:
            return where + "'additionalProperties' is required to be supplied and to be false."
        missing = [k for k in node["properties"] if k not in (node.get("required") or [])]
        if missing:
            return (
                where + "'required' is required to be supplied and to be an array including every "
                f"key in properties. Missing '{missing[0]}'."
            )
        for key, sub in node["properties"].items():
            found = _strict_problem(sub, (*context, "properties", key))
            if found:
                return found
    for key in ("items",):
        if key in node:
            found = _strict_problem(node[key], (*context, key))
            if found:
                return found
    for key in ("anyOf",):
        for index, sub in enumerate(node.get(key) or []):
            found = _strict_problem(sub, (*context, key, str(index)))
            if found:
                return found
    for name, sub in (node.get("$defs") or {}).items():
        found = _strict_problem(sub, (*context, "$defs", name))
        if found:
            return found
    return None
