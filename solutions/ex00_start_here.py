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


# ---------------------------------------------------------------- 0.4–0.14: the Python of lessons 03/04/07

import asyncio  # noqa: E402  (the second warm-up's imports, kept next to the solutions that use them)
import functools  # noqa: E402
import inspect  # noqa: E402
import json  # noqa: E402
from contextlib import contextmanager  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Annotated, Literal, get_args, get_origin  # noqa: E402


def number_lines(text: str) -> list:
    """0.4"""
    return [f"{n}: {line}" for n, line in enumerate(text.split("\n"), start=1) if line.strip()]


def review_order(records: list) -> list:
    """0.5: False sorts before True, so failures come first; then the slowest; ties by name."""
    return sorted(records, key=lambda r: (r["ok"], -r["ms"], r["name"]))


def describe_call(name: str, *args, **kwargs) -> str:
    """0.6"""
    inner = [repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()]
    return f"{name}({', '.join(inner)})"


def count_calls(func):
    """0.7"""

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return func(*args, **kwargs)

    wrapper.calls = 0
    return wrapper


def make_call_class():
    """0.8"""

    @dataclass
    class ToolCall:
        id: str
        name: str
        arguments: dict = field(default_factory=dict)

        def key(self) -> str:
            return f"{self.name}:{json.dumps(self.arguments, sort_keys=True, ensure_ascii=False)}"

    return ToolCall


def choices(annotation):
    """0.9"""
    if get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    if get_origin(annotation) is Literal:
        return list(get_args(annotation))
    return None


@contextmanager
def temporarily(settings: dict, key: str, value):
    """0.10"""
    missing = key not in settings
    old = settings.get(key)
    settings[key] = value
    try:
        yield
    finally:
        if missing:
            del settings[key]
        else:
            settings[key] = old


def parts_inside(workdir, path):
    """0.11"""
    root = Path(workdir).resolve()
    target = (root / path).resolve()
    return target.relative_to(root).parts if target.is_relative_to(root) else None


def as_whole_number(value):
    """0.12"""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if isinstance(value, float) and not value.is_integer():
        return None
    return int(value)


def required_parameters(func) -> list:
    """0.13"""
    return [
        p.name
        for p in inspect.signature(func).parameters.values()
        if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
    ]


async def fetch_all(fetchers: list) -> list:
    """0.14"""
    return list(await asyncio.gather(*(fetch() for fetch in fetchers)))
