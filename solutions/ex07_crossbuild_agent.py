"""Reference solutions for lesson 07 (the cross-compiling agent)."""

from __future__ import annotations


def _same_meaning(key: str, value):
    """A value as the tool reads it: paths by their normal form, commands by their words."""
    import posixpath
    import shlex

    if key == "path" and isinstance(value, str):
        return posixpath.normpath(value)
    if key == "command" and isinstance(value, str):
        try:
            return shlex.split(value)
        except ValueError:  # an unclosed quote: nothing to split by, keep the text
            return value
    return value


def repeat_key(name: str, args: dict, schema: dict) -> str:
    """练习 7.1：calls that mean the same get one key; a default given explicitly counts as left out."""
    import json

    properties = schema.get("properties", {})
    meant = {}
    for key, value in args.items():
        value = _same_meaning(key, value)
        default = _same_meaning(key, properties.get(key, {}).get("default", object()))
        if type(value) is type(default) and value == default:
            continue
        meant[key] = value
    return json.dumps([name, meant], sort_keys=True, ensure_ascii=False)


def classify_command_result(result: dict) -> str:
    """练习 7.2：only the fields decide, never the text; only "failed" triggers the automatic search."""
    if not result.get("ok") or "exit_code" not in result:
        return "not_command"
    if result.get("timed_out"):
        return "timeout"
    return "success" if result["exit_code"] == 0 else "failed"


def decide_stop(events: list, max_turns: int, repeat_limit: int, permission_limit: int):
    """练习 7.3：walk the turns in order; the first condition that holds is the stop reason."""
    seen: dict[str, int] = {}
    denials = 0
    for turn, event in enumerate(events, start=1):
        if turn > max_turns:
            return "max_turns"
        if event[0] == "model_error":
            return "model_error"
        if event[0] == "done":
            verified = event[1]
            return "finished" if verified is None else ("verified" if verified else "verification_failed")
        _, key, error_type = event
        seen[key] = seen.get(key, 0) + 1
        if seen[key] >= repeat_limit:
            return "repeated_calls"
        if error_type == "internal_error":  # our bug: the run stops with that as its reason
            return error_type
        if error_type == "permission_denied":
            denials += 1
            if denials >= permission_limit:
                return "permission_denied_repeated"
    return "max_turns" if len(events) >= max_turns else None
