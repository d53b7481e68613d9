"""BFCL's function docs -> OpenAI ``tools``: a schema dialect and a naming rule to convert.

BFCL writes its parameter schemas the way Python programmers think, not in JSON Schema:
``"type": "dict"`` (JSON Schema: ``object``), ``"float"`` (``number``), ``"tuple"``
(``array``), ``"any"`` (no type at all), plus a non-standard ``"optional"`` flag. A provider
checks ``tools`` against JSON Schema, so sending the dialect as is gets the request refused
(or, worse, silently mis-read). Function names like ``math.factorial`` are not allowed either
(OpenAI: ``^[a-zA-Z0-9_-]{1,64}$``), so ``.`` becomes ``_`` and the harness maps the model's
answer back before checking it.

    >>> to_json_schema({"type": "dict", "properties": {"x": {"type": "float"}}, "required": ["x"]})
    {'type': 'object', 'properties': {'x': {'type': 'number'}}, 'required': ['x']}
    >>> tool_name("math.factorial")
    'math_factorial'

Lessons: 08
"""

from __future__ import annotations

from lab_code.wire.messages import function_tool
from lab_code.wire.tool_definitions import MAX_NAME, to_tool_name

TYPE_NAMES = {"dict": "object", "float": "number", "tuple": "array"}
DROPPED_KEYS = {"optional"}  # BFCL's own flag; "required" already says it


def to_json_schema(schema):
    """A copy of ``schema`` in JSON Schema terms; property *names* are never touched."""
    if isinstance(schema, list):
        return [to_json_schema(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    converted = {}
    for key, value in schema.items():
        if key in DROPPED_KEYS:
            continue
        if key == "type" and value == "any":
            continue  # JSON Schema says "any value" by saying nothing
        if key == "type" and isinstance(value, str):
            converted[key] = TYPE_NAMES.get(value, value)
        elif key == "properties" and isinstance(value, dict):
            converted[key] = {name: to_json_schema(sub) for name, sub in value.items()}
        else:
            converted[key] = to_json_schema(value)
    return converted


def tool_name(name: str) -> str:
    """The name a provider accepts (the one rule, ``wire.tool_definitions``); BFCL's are cut at 64."""
    return to_tool_name(name)[:MAX_NAME]


def to_tools(functions) -> tuple[list[dict], dict[str, str]]:
    """``(tools, back)``: the Chat Completions ``tools`` list and tool name -> BFCL name."""
    tools, back = [], {}
    for doc in functions:
        name = tool_name(doc["name"])
        back[name] = doc["name"]
        parameters = to_json_schema(doc.get("parameters") or {"type": "dict", "properties": {}})
        tools.append(function_tool(name, doc.get("description", ""), parameters))
    return tools, back
