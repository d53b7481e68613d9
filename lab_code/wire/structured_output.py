"""Structured output in the three wire formats: the request's checks, the neutral form, the reply's duty.

A request can ask for the answer as JSON instead of prose, spelled three ways:

    Chat Completions   response_format {"type": "json_schema", "json_schema": {name, schema, strict}}
                       or {"type": "json_object"} / {"type": "text"}
    Responses          text.format {"type": "json_schema", name, schema, strict} (flat), json_object, text
    Anthropic          output_config.format {"type": "json_schema", schema}  (always enforced)

Each ``*_format`` function checks its spelling (OpenAI's texts where known: the schema errors
are the ones ``tool_definitions`` gives for functions, named ``response_format 'NAME'``; the
Anthropic checks are in the course's words) and returns the neutral Chat Completions
``response_format`` a brain reads, or ``None`` for plain text. ``reply_problem`` is the reply's
side: with strict structured output a real model cannot answer anything but a valid instance
(constrained decoding), so a brain's text that is not one is the lesson author's bug.

    >>> neutral = text_format({"type": "json_schema", "name": "city", "strict": True, "schema": {
    ...     "type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"],
    ...     "additionalProperties": False}})
    >>> reply_problem(neutral, '{"name": "Paris"}'), reply_problem(neutral, 'Paris')
    (None, 'it is not JSON')

Lessons: shared
"""

from __future__ import annotations

import json
from typing import Any

import jsonschema

from lab_code.wire import api_errors as err
from lab_code.wire.tool_definitions import check_name, check_parameters

TYPES = ["text", "json_object", "json_schema"]


def _neutral(kind: str, name: str, schema: Any, strict: bool) -> dict | None:
    if kind == "text":
        return None
    if kind == "json_object":
        return {"type": "json_object"}
    return {"type": "json_schema", "json_schema": {"name": name, "schema": schema, "strict": strict}}


def _checked(value: Any, where: str, nested: bool, schema_param: str, code: str | None) -> dict | None:
    """One of OpenAI's two spellings, checked: ``nested`` (Chat: the schema under ``json_schema``)
    or flat (Responses)."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise err.invalid_type(where, "an object", value)
    if value.get("type") not in TYPES:
        raise err.unsupported_value(f"{where}.type", value.get("type"), TYPES)
    if value["type"] != "json_schema":
        return _neutral(value["type"], "", None, False)
    spec = value.get("json_schema") if nested else value
    if not isinstance(spec, dict):
        raise err.missing_parameter(f"{where}.json_schema")
    where = f"{where}.json_schema" if nested else where
    name, schema, strict = spec.get("name"), spec.get("schema"), spec.get("strict")
    problem = check_name(name, f"{where}.name")
    if problem:
        raise problem
    if strict is not None and not isinstance(strict, bool):
        raise err.invalid_type(f"{where}.strict", "a boolean", strict)
    if schema is None:
        raise err.missing_parameter(f"{where}.schema")
    problem = check_parameters(schema, name, schema_param, bool(strict), "response_format", code)
    if problem:
        raise problem
    return _neutral("json_schema", name, schema, bool(strict))


def response_format(value: Any) -> dict | None:
    """Chat Completions' ``response_format``, checked. OpenAI reports its schema errors with
    param ``response_format`` and no code (dottxt-ai/outlines#844)."""
    return _checked(value, "response_format", True, "response_format", None)


def text_format(value: Any) -> dict | None:
    """The Responses API's ``text.format``, checked. There the schema errors have param
    ``text.format.schema`` and code ``invalid_json_schema`` (mavam/pi-web-providers#14)."""
    return _checked(value, "text.format", False, "text.format.schema", "invalid_json_schema")


def output_config_format(value: Any) -> dict | None:
    """Anthropic's ``output_config.format`` (structured outputs are always enforced there)."""
    if value is None:
        return None
    if not isinstance(value, dict) or value.get("type") != "json_schema":
        raise err.ours("output_config.format: expected {'type': 'json_schema', 'schema': {...}}")
    schema = value.get("schema")
    problem = check_parameters(schema, "output", "output_config.format.schema", False, "output_config.format")
    if problem:
        raise err.ours(problem.message.replace(" 'output'", ""), problem.param)
    return _neutral("json_schema", "output", schema, True)


def reply_problem(wanted: dict | None, content: str | None) -> str | None:
    """Why ``content`` is not an answer in the ``wanted`` format (neutral form), or ``None``."""
    if not wanted or content is None or wanted.get("type") not in ("json_object", "json_schema"):
        return None  # plain text (a request may spell it {"type": "text"})
    strict = wanted["type"] == "json_object" or wanted["json_schema"].get("strict")
    if not strict:  # a non-strict schema is only a request: a real model may miss it
        return None
    try:
        value = json.loads(content)
    except ValueError:
        return "it is not JSON"
    if wanted["type"] == "json_object":
        return None if isinstance(value, dict) else "it is not a JSON object"
    error = jsonschema.exceptions.best_match(
        jsonschema.Draft202012Validator(wanted["json_schema"]["schema"]).iter_errors(value)
    )
    return None if error is None else f"it does not fit the schema ({error.message})"
