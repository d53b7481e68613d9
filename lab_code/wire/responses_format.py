"""OpenAI's Responses format, checked and translated to and from the brains' neutral format.

The Responses API (``client.responses.create``; what openai-agents uses by default) keeps a
conversation as a list of *items* instead of messages:

    Responses                                    neutral (Chat Completions)
    instructions                                 {"role": "system"}
    {"role": "user", "content": …}               {"role": "user", "content": …}
    {"type": "function_call", call_id, name,     assistant tool_calls[{id: call_id, function:
        arguments}]                                  {name, arguments}}]  (adjacent calls: one message)
    {"type": "function_call_output", call_id,    {"role": "tool", tool_call_id: call_id, content}
        output}
    tools[{type: function, name, parameters,     tools[{type: function, function: {…}}]
        strict}]
    text.format (json_schema / json_object)      response_format (see structured_output)
    tool_choice "auto" / "none" / "required" /   the same, named / allowed_tools in Chat form
        {type: function, name} / allowed_tools
    max_output_tokens (at least 16)              max_tokens

Calls and outputs are paired by ``call_id``, anywhere later in the input; the two pairing
errors are the API's own words ("No tool output found for function call …", "No tool call
found for function call output with call_id …"; seen in public reports such as
agentscope-ai/AgentTeams#299). ``previous_response_id`` continues a stored conversation.

A function tool's ``strict`` follows OpenAI's function-calling guide (checked 2026-12): "If you
send ``strict: true`` and your schema does not meet the requirements above, the request will be
rejected … If you omit ``strict`` … Responses requests will normalize your schema into strict
mode (for example, by setting ``additionalProperties: false`` and marking all fields as
required) … To opt out … explicitly set ``strict: false``." So ``strict: true`` is checked (a
400 in OpenAI's words), an omitted ``strict`` is normalised (``effective_tools``) and
``strict: false`` is taken as it is. What the API does with a schema it cannot normalise (an
open object) the guide does not say; the fake keeps such a tool non-strict.

Lessons: shared
"""

from __future__ import annotations

from typing import Any

from openai.types.responses import response_create_params

from lab_code.wire import api_errors as err
from lab_code.wire.structured_output import text_format
from lab_code.wire.tool_definitions import check_name, check_parameters, check_tool_list, strict_normalised

_PARAMS = response_create_params.ResponseCreateParamsStreaming
KNOWN_PARAMETERS = frozenset(_PARAMS.__required_keys__ | _PARAMS.__optional_keys__)
MIN_OUTPUT_TOKENS = 16


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    return "".join(p.get("text", "") for p in content or [] if isinstance(p, dict))


def check_request(body: Any) -> None:
    if not isinstance(body, dict):
        raise err.ours("The request body must be a JSON object.")
    for name in body:
        if name not in KNOWN_PARAMETERS:
            raise err.real(f"Unknown parameter: '{name}'.", name, "unknown_parameter")
    if "model" not in body:
        raise err.missing_parameter("model")
    budget = body.get("max_output_tokens")
    if budget is not None:
        if not isinstance(budget, int) or isinstance(budget, bool):
            raise err.invalid_type("max_output_tokens", "an integer", budget)
        if budget < MIN_OUTPUT_TOKENS:  # seen verbatim in public reports
            raise err.below_minimum("max_output_tokens", MIN_OUTPUT_TOKENS, budget)
    tools = body.get("tools")
    if tools is not None:
        problem = check_tool_list(tools)
        if problem:
            raise problem
        for i, tool in enumerate(tools):
            if not isinstance(tool, dict) or tool.get("type") != "function":
                raise err.ours(f"The course's fake accepts only tools of type 'function' at 'tools[{i}]'.")
            problem = check_name(tool.get("name"), f"tools[{i}].name")
            strict = tool.get("strict")
            if problem is None and strict is not None and not isinstance(strict, bool):
                problem = err.invalid_type(f"tools[{i}].strict", "a boolean", strict)
            if problem is None and tool.get("parameters") is not None:
                problem = check_parameters(
                    tool["parameters"], tool["name"], f"tools[{i}].parameters", strict is True
                )
            if problem:
                raise problem
    for name in ("tool_choice", "parallel_tool_calls"):
        if body.get(name) is not None and not tools:
            raise err.only_with_tools(name)
    text = body.get("text")
    if text is not None and not isinstance(text, dict):
        raise err.invalid_type("text", "an object", text)
    text_format((text or {}).get("format"))


def effective_tools(body: dict) -> list[dict]:
    """The request's (checked) tools as the model gets them: ``strict`` settled, an omitted one
    normalised into strict mode where the schema allows it."""
    settled = []
    for tool in body.get("tools") or []:
        tool = {"description": None, "parameters": None, **tool}
        if tool.get("strict") is None:
            normalised = strict_normalised(tool["parameters"]) if tool["parameters"] is not None else None
            tool["strict"] = normalised is not None
            tool["parameters"] = normalised if normalised is not None else tool["parameters"]
        settled.append(tool)
    return settled


def check_pairing(items: list[dict]) -> None:
    for i, item in enumerate(items):
        if item.get("type") == "function_call":
            later = {x.get("call_id") for x in items[i + 1 :] if x.get("type") == "function_call_output"}
            if item.get("call_id") not in later:
                raise err.real(f"No tool output found for function call {item.get('call_id')}.", "input")
        elif item.get("type") == "function_call_output":
            earlier = {x.get("call_id") for x in items[:i] if x.get("type") == "function_call"}
            if item.get("call_id") not in earlier:
                raise err.real(
                    f"No tool call found for function call output with call_id {item.get('call_id')}.",
                    "input",
                )


def input_items(body: dict) -> list[dict]:
    """The request's ``input`` as a list of items (a plain string is one user message)."""
    given = body.get("input")
    if given is None:
        return []
    if isinstance(given, str):
        return [{"role": "user", "content": given}]
    if not isinstance(given, list) or not all(isinstance(item, dict) for item in given):
        raise err.invalid_type("input", "one of a string or array of objects", given)
    return given


def to_neutral(body: dict, items: list[dict]) -> dict:
    """The checked request (with ``items`` = the whole conversation) as a neutral body."""
    messages = (
        [{"role": "system", "content": _text(body["instructions"])}] if body.get("instructions") else []
    )
    for i, item in enumerate(items):
        kind = item.get("type", "message")
        if kind == "message":
            role = item.get("role")
            if role not in ("user", "assistant", "system", "developer"):
                raise err.unsupported_value(
                    f"input[{i}].role", role, ["user", "assistant", "system", "developer"]
                )
            messages.append({"role": role, "content": _text(item.get("content"))})
        elif kind == "function_call":
            for key in ("call_id", "name", "arguments"):
                if not isinstance(item.get(key), str):
                    raise (
                        err.missing_parameter(f"input[{i}].{key}")
                        if key not in item
                        else err.invalid_type(f"input[{i}].{key}", "a string", item[key])
                    )
            call = {
                "id": item["call_id"],
                "type": "function",
                "function": {"name": item["name"], "arguments": item["arguments"]},
            }
            last = messages[-1] if messages else None
            if last and last["role"] == "assistant":  # the text and calls of one response: one message
                last.setdefault("tool_calls", []).append(call)
            else:
                messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
        elif kind == "function_call_output":
            if not isinstance(item.get("call_id"), str):
                raise err.missing_parameter(f"input[{i}].call_id")
            output = item.get("output")
            messages.append({"role": "tool", "tool_call_id": item["call_id"], "content": _text(output)})
        elif kind != "reasoning":  # reasoning items carry nothing a brain reads
            raise err.ours(
                f"The course's fake does not understand input items of type {kind!r}.", f"input[{i}]"
            )
    neutral: dict = {"model": body["model"], "messages": messages}
    if body.get("tools"):
        neutral["tools"] = [
            {
                "type": "function",
                "function": {
                    k: t[k] for k in ("name", "description", "parameters", "strict") if t.get(k) is not None
                },
            }
            for t in effective_tools(body)
        ]
        neutral["tool_choice"] = _choice(body.get("tool_choice"), [t["name"] for t in body["tools"]])
        if body.get("parallel_tool_calls") is False:
            neutral["parallel_tool_calls"] = False
    if body.get("max_output_tokens"):
        neutral["max_tokens"] = body["max_output_tokens"]
    wanted = text_format((body.get("text") or {}).get("format"))
    if wanted:
        neutral["response_format"] = wanted
    return neutral


def _choice(choice: Any, names: list[str]) -> Any:
    if choice is None or choice in ("auto", "none", "required"):
        return choice or "auto"
    if isinstance(choice, dict) and choice.get("type") == "function":
        wanted = [choice.get("name")]
        converted: Any = {"type": "function", "function": {"name": choice.get("name")}}
    elif isinstance(choice, dict) and choice.get("type") == "allowed_tools":
        wanted = [t.get("name") for t in choice.get("tools") or []]
        converted = {
            "type": "allowed_tools",
            "allowed_tools": {
                "mode": choice.get("mode"),
                "tools": [{"type": "function", "function": {"name": n}} for n in wanted],
            },
        }
    else:
        raise err.unsupported_value("tool_choice", choice, ["none", "auto", "required"])
    for name in wanted:
        if name not in names:
            raise err.ours(
                f"Invalid value for 'tool_choice': no function named {name!r} in 'tools'.", "tool_choice"
            )
    return converted
