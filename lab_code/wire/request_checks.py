"""What a Chat Completions server refuses before any model runs: the request's shape and parameters.

``check_chat_request(body)`` raises ``ApiError`` (``lab_code.wire.api_errors``) for the first
problem, in OpenAI's words where they are publicly known. It covers what students get wrong
and a real server answers with HTTP 400: ``function.arguments`` sent as a dict instead of a
JSON string, empty ``tools`` or more than 128, an empty ``tool_calls``, a tool call without
``id``, a tool message without ``tool_call_id``, bad function names and schemas, unknown
request parameters, ``tool_choice``/``parallel_tool_calls`` without tools, a bad ``n`` or
``max_tokens``, a ``response_format`` whose schema structured output cannot use. The pairing
of calls and results is checked afterwards, in ``lab_code.wire.conversation_rules``.

    >>> call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": {"a": 1}}}
    >>> body = {"model": "m", "messages": [{"role": "user", "content": "hi"},
    ...         {"role": "assistant", "content": None, "tool_calls": [call]}]}
    >>> try:
    ...     check_chat_request(body)
    ... except err.ApiError as exc:
    ...     print(exc.message)
    Invalid type for 'messages[1].tool_calls[0].function.arguments': expected a string, but got an object instead.

Lessons: shared
"""

from __future__ import annotations

from typing import Any

from openai.types.chat import completion_create_params

from lab_code.wire import api_errors as err
from lab_code.wire.structured_output import response_format
from lab_code.wire.tool_definitions import check_name, check_parameters, check_tool_list

# In the order OpenAI lists them in its "Supported values are: …" message.
ROLES = ("system", "assistant", "user", "function", "tool", "developer")
TOOL_CHOICES = ("none", "auto", "required")
MAX_N = 128
_PARAMS = completion_create_params
KNOWN_PARAMETERS = frozenset(
    _PARAMS.CompletionCreateParamsStreaming.__required_keys__
    | _PARAMS.CompletionCreateParamsStreaming.__optional_keys__
)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _needs(value: Any, path: str, expected: str, kinds: tuple) -> None:
    if value is None:
        raise err.missing_parameter(path)
    if not isinstance(value, kinds) or (bool not in kinds and isinstance(value, bool)):
        raise err.invalid_type(path, expected, value)


def check_chat_request(body: Any) -> None:
    """Raise the ``ApiError`` a real server would answer ``body`` with; return if it is fine."""
    if not isinstance(body, dict):
        raise err.ours("The request body must be a JSON object.", None)
    for name in body:
        if name not in KNOWN_PARAMETERS:
            raise err.real(f"Unrecognized request argument supplied: {name}")
    if "model" not in body:
        raise err.real("you must provide a model parameter")
    _needs(body["model"], "model", "a string", (str,))
    _check_messages(body.get("messages"))
    tools = body.get("tools")
    if tools is not None:
        _check_tools(tools)
    _check_choice(body, tools)
    _check_numbers(body)
    response_format(body.get("response_format"))
    if body.get("functions") is not None or body.get("function_call") is not None:
        raise err.ours(
            "The course's fake does not implement the legacy 'functions'/'function_call' "
            "parameters; send 'tools' (the fake does accept role 'function' messages).",
            "functions",
        )


def _check_messages(messages: Any) -> None:
    _needs(messages, "messages", "an array", (list,))
    if not messages:
        raise err.empty_array("messages")
    for i, msg in enumerate(messages):
        _needs(msg, f"messages[{i}]", "an object", (dict,))
        role = msg.get("role")
        if role is None:
            raise err.missing_parameter(f"messages[{i}].role")
        if role not in ROLES:
            raise err.unsupported_value(f"messages[{i}].role", role, list(ROLES))
        content = msg.get("content")
        if role == "assistant":
            _check_assistant(msg, i)
        elif role in ("system", "developer", "user", "tool"):
            if content is None:
                raise err.missing_parameter(f"messages[{i}].content")
            if not isinstance(content, (str, list)):
                raise err.invalid_type(
                    f"messages[{i}].content", "one of a string or array of objects", content
                )
        if role == "tool":
            if msg.get("tool_call_id") is None:
                raise err.real(
                    "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'.",
                    f"messages.[{i}].tool_call_id",
                )
            _needs(msg["tool_call_id"], f"messages[{i}].tool_call_id", "a string", (str,))
        if role == "function" and msg.get("name") is None:
            raise err.real(
                "Missing parameter 'name': messages with role 'function' must have a 'name'.",
                f"messages.[{i}].name",
            )


def _check_assistant(msg: dict, i: int) -> None:
    calls, content = msg.get("tool_calls"), msg.get("content")
    if content is not None and not isinstance(content, (str, list)):
        raise err.invalid_type(f"messages[{i}].content", "one of a string or array of objects", content)
    if calls is None:
        if content is None and msg.get("function_call") is None:
            raise err.real(
                "Invalid value for 'content': expected a string, got null.", f"messages.[{i}].content"
            )
        return
    path = f"messages[{i}].tool_calls"
    _needs(calls, path, "an array", (list,))
    if not calls:
        raise err.empty_array(path)
    for k, call in enumerate(calls):
        where = f"{path}[{k}]"
        _needs(call, where, "an object", (dict,))
        _needs(call.get("id"), f"{where}.id", "a string", (str,))
        _needs(call.get("type"), f"{where}.type", "a string", (str,))
        if call["type"] != "function":
            raise err.ours(f"The course's fake accepts only tool calls of type 'function' at '{where}.type'.")
        function = call.get("function")
        _needs(function, f"{where}.function", "an object", (dict,))
        _needs(function.get("name"), f"{where}.function.name", "a string", (str,))
        _needs(function.get("arguments"), f"{where}.function.arguments", "a string", (str,))


def _check_tools(tools: Any) -> None:
    problem = check_tool_list(tools)
    if problem:
        raise problem
    for i, tool in enumerate(tools):
        _needs(tool, f"tools[{i}]", "an object", (dict,))
        _needs(tool.get("type"), f"tools[{i}].type", "a string", (str,))
        if tool["type"] != "function":
            raise err.ours(f"The course's fake accepts only tools of type 'function' at 'tools[{i}].type'.")
        function = tool.get("function")
        _needs(function, f"tools[{i}].function", "an object", (dict,))
        problem = check_name(function.get("name"), f"tools[{i}].function.name")
        if problem:
            raise problem
        strict = function.get("strict")
        if strict is not None and not isinstance(strict, bool):
            raise err.invalid_type(f"tools[{i}].function.strict", "a boolean", strict)
        if "parameters" in function:
            path = f"tools[{i}].function.parameters"
            problem = check_parameters(function["parameters"], function["name"], path, bool(strict))
            if problem:
                raise problem


def tool_names(tools: list | None) -> list[str]:
    return [t["function"]["name"] for t in tools or []]


def _check_choice(body: dict, tools: list | None) -> None:
    for name in ("tool_choice", "parallel_tool_calls"):
        if body.get(name) is not None and not tools:
            raise err.only_with_tools(name)
    parallel = body.get("parallel_tool_calls")
    if parallel is not None and not isinstance(parallel, bool):
        raise err.invalid_type("parallel_tool_calls", "a boolean", parallel)
    choice = body.get("tool_choice")
    if choice is None or isinstance(choice, str):
        if choice is not None and choice not in TOOL_CHOICES:
            raise err.unsupported_value("tool_choice", choice, list(TOOL_CHOICES))
        return
    _needs(choice, "tool_choice", "one of a string or object", (dict,))
    _needs(choice.get("type"), "tool_choice.type", "a string", (str,))
    names = tool_names(tools)
    if choice["type"] == "function":
        function = choice.get("function")
        _needs(function, "tool_choice.function", "an object", (dict,))
        _needs(function.get("name"), "tool_choice.function.name", "a string", (str,))
        wanted = [function["name"]]
    elif choice["type"] == "allowed_tools":
        allowed = choice.get("allowed_tools")
        _needs(allowed, "tool_choice.allowed_tools", "an object", (dict,))
        if allowed.get("mode") not in ("auto", "required"):
            raise err.unsupported_value(
                "tool_choice.allowed_tools.mode", allowed.get("mode"), ["auto", "required"]
            )
        listed = allowed.get("tools")
        _needs(listed, "tool_choice.allowed_tools.tools", "an array", (list,))
        wanted = [(t.get("function") or {}).get("name") if isinstance(t, dict) else None for t in listed]
    else:
        raise err.unsupported_value("tool_choice.type", choice["type"], ["function", "allowed_tools"])
    for name in wanted:
        if name not in names:
            raise err.ours(
                f"Invalid value for 'tool_choice': no function named {name!r} was specified in the "
                "'tools' parameter.",
                "tool_choice",
            )


def _check_numbers(body: dict) -> None:
    for name, low, high in (("n", 1, MAX_N), ("max_tokens", 1, None), ("max_completion_tokens", 1, None)):
        value = body.get(name)
        if value is None:
            continue
        if not _is_int(value):
            raise err.invalid_type(name, "an integer", value)
        if value < low:
            raise err.below_minimum(name, low, value)
        if high is not None and value > high:
            raise err.above_maximum(name, high, value)
    stream = body.get("stream")
    if stream is not None and not isinstance(stream, bool):
        raise err.invalid_type("stream", "a boolean", stream)
    options = body.get("stream_options")
    if options is not None:
        _needs(options, "stream_options", "an object", (dict,))
        if not stream:
            raise err.ours(
                "The 'stream_options' parameter is only allowed when 'stream' is enabled.", "stream_options"
            )
