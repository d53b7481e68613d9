"""Reference solutions of lesson 00's warm-up exercises."""


def call_ids(message: dict) -> set:
    """0.1"""
    return {call["id"] for call in message.get("tool_calls") or []}


def is_count(value) -> bool:
    """0.2: bool is a subclass of int, so rule it out first."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def call_tool(registry: dict, name: str, args: dict) -> str:
    """0.3"""
    func = registry.get(name)
    if func is None:
        return f"未知工具 {name!r}，可用工具: {sorted(registry)}"
    return func(**args)
