"""Option 2 of lesson 04: a tool registry filled by a decorator, one home for every tool.

A ``Registry`` object (not a module-global dict, so two notebooks or two tests never see
each other's tools) keeps, per tool, a ``RegisteredTool``: the course's ``Tool``
(``lab_code.running.tool``) whose schema is *generated from the function's type hints*
through a Pydantic model, plus the facts the program needs later (its side-effect tier,
which rate-limited service it hits, what to do with unknown arguments). From that one place
come

* the tool list for a text-protocol system prompt (``prompt_section``),
* the ``tools`` field of an OpenAI request (``openai_tools``),
* arguments checked once against the signature and types (``bind`` → a ``Binding``), and
  that binding run through ``safe_call`` (``run``); ``dispatch`` is the two in one step.

Because the schema is derived from the signature, function and schema cannot drift apart.
Hand-written on purpose: the lesson is how such a registry works inside. The five tools the
lesson's examples use are in ``lab_code.options.demo_data``.

    $ python -m lab_code.options.tool_registry
    get_weather(city, unit='c')
    {'ok': True, 'content': '杭州：晴，22°C', 'dropped_arguments': ['date'], 'notice': "get_weather 没有参数 ['date']，已忽略它们；它的参数是 ['city', 'unit']。"}
    get_weather 的参数类型不对：["unit: Input should be 'c' or 'f'"]。请按 schema 修改后重试。

Lessons: 04, 05
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError, create_model

from lab_code.options.text_protocol import ParseResult, describe_tools, parse_reply
from lab_code.running.safe_call import safe_call
from lab_code.running.tool import Tool
from lab_code.wire.tool_definitions import is_tool_name
from lab_code.wire.tool_results import error_result

log = logging.getLogger(__name__)
log.addHandler(logging.NullHandler())  # a library logs; the application decides where it goes

EXTRAS_POLICIES = ("drop", "reject")


@dataclass(kw_only=True)
class RegisteredTool(Tool):
    """A ``Tool`` as the registry keeps it: its schema comes from ``args_model``, built from the
    function's type hints. ``service`` names a rate-limited backend; ``extras`` says what
    happens to arguments the function does not take ("drop" or "reject")."""

    args_model: type[BaseModel]
    extras: str = "drop"
    service: str | None = None
    resource_arg: str | None = None  # argument naming the thing a call touches (e.g. "path")

    @property
    def side_effects(self) -> bool:
        return self.tier != "read_only"

    @property
    def reversible(self) -> bool:
        """A side effect that can be undone (lesson 04: may such writes run concurrently?)."""
        return self.tier == "reversible_write"

    def signature_text(self) -> str:
        parts = []
        for p in inspect.signature(self.func).parameters.values():
            parts.append(p.name if p.default is p.empty else f"{p.name}={p.default!r}")
        return f"{self.name}({', '.join(parts)})"


def _json_schema(args_model: type[BaseModel], extras: str) -> dict:
    schema = args_model.model_json_schema()
    schema.pop("title", None)
    for prop in schema.get("properties", {}).values():
        prop.pop("title", None)
    # "reject" is promised to the model too, so it knows extra fields are not welcome.
    schema["additionalProperties"] = extras == "drop"
    return schema


def _tier(side_effects: bool, reversible: bool) -> str:
    if not side_effects:
        return "read_only"
    return "reversible_write" if reversible else "irreversible"


@dataclass
class Binding:
    """The outcome of checking model arguments against a tool: usable arguments or an error."""

    name: str
    arguments: dict = field(default_factory=dict)
    dropped: list[str] = field(default_factory=list)
    error: dict | None = None  # a tool_results error dict, ready to send back to the model

    @property
    def ok(self) -> bool:
        return self.error is None


def _args_model(func: Callable, name: str) -> type[BaseModel]:
    fields: dict[str, Any] = {}
    # eval_str: a module with ``from __future__ import annotations`` stores hints as text;
    # they are resolved where the tool was written, not here.
    for param in inspect.signature(func, eval_str=True).parameters.values():
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            raise TypeError(
                f"工具 {name} 用了 *args/**kwargs：模型看不到这些参数的名字和类型。"
                "请把每个参数写成带类型注解的具名参数。"
            )
        if param.annotation is param.empty:
            raise TypeError(
                f"工具 {name} 的参数 {param.name} 没有类型注解，无法生成 schema。"
                f"请写成例如 `{param.name}: str`。"
            )
        default = ... if param.default is param.empty else param.default
        fields[param.name] = (param.annotation, default)
    # extra="ignore": unknown keys are handled by our own extras policy before Pydantic sees them.
    return create_model(f"{name}_arguments", __config__=ConfigDict(extra="ignore"), **fields)


class Registry:
    """Tools of one program. ``@registry.tool("说明")`` registers a function, unchanged."""

    def __init__(self) -> None:
        self._tools: dict[str, RegisteredTool] = {}

    def tool(
        self,
        description: str,
        *,
        name: str | None = None,
        side_effects: bool = False,
        extras: str | None = None,
        service: str | None = None,
        resource_arg: str | None = None,
        reversible: bool = False,
    ) -> Callable[[Callable], Callable]:
        if callable(description):
            raise TypeError(
                "@registry.tool 需要括号和说明文字：写成 @registry.tool(\"查询天气\")，"
                "而不是 @registry.tool。"
            )
        if not isinstance(description, str) or not description.strip():
            raise ValueError("工具说明不能为空：模型靠它判断什么时候用这个工具。")
        # Course default: a tool with side effects refuses arguments it does not know, because
        # silently dropping e.g. {"cc": "boss@…"} would still send the mail, just not as asked.
        policy = extras or ("reject" if side_effects else "drop")
        if policy not in EXTRAS_POLICIES:
            raise ValueError(f"extras={policy!r} 不支持；可选 {list(EXTRAS_POLICIES)}。")

        def register(func: Callable) -> Callable:
            tool_name = name or func.__name__
            if not is_tool_name(tool_name):  # the provider's rule, so every option uses the same names
                raise ValueError(f"工具名 {tool_name!r} 不合法：只能用字母、数字、_ 和 -，最长 64 个字符。")
            if tool_name in self._tools:
                raise ValueError(
                    f"工具 {tool_name!r} 已经注册过了；同名工具会让分发变得不确定。"
                    "请换一个名字，或新建一个 Registry。"
                )
            if resource_arg and resource_arg not in inspect.signature(func).parameters:
                raise ValueError(f"resource_arg={resource_arg!r} 不是 {tool_name} 的参数。")
            args_model = _args_model(func, tool_name)
            self._tools[tool_name] = RegisteredTool(
                name=tool_name,
                func=func,
                schema=_json_schema(args_model, policy),
                description=description.strip(),
                tier=_tier(side_effects, reversible),
                args_model=args_model,
                extras=policy,
                service=service,
                resource_arg=resource_arg,
            )
            return func

        return register

    # -- lookup -------------------------------------------------------------------------
    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def __len__(self) -> int:
        return len(self._tools)

    @property
    def names(self) -> list[str]:
        return list(self._tools)

    def registered(self) -> list[RegisteredTool]:
        return list(self._tools.values())

    def get(self, name: str) -> RegisteredTool:
        if name not in self._tools:
            raise KeyError(f"没有名为 {name!r} 的工具；已注册：{self.names}")
        return self._tools[name]

    # -- the two views of the same tool list ------------------------------------------------
    def openai_tools(self) -> list[dict]:
        return [tool.definition() for tool in self._tools.values()]

    def prompt_section(self) -> str:
        """The tool list for option 1's system prompt, from the same tools as ``openai_tools``."""
        return describe_tools([(t.name, t.description, t.schema["properties"]) for t in self._tools.values()])

    def parse_reply(self, reply: str) -> tuple[ParseResult, list[Binding]]:
        """Option 2 on a text reply: option 1's protocol, then every call bound to its signature."""
        parsed = parse_reply(reply, self.names)
        return parsed, [self.bind(call.name, call.arguments) for call in parsed.calls]

    # -- binding and dispatch ---------------------------------------------------------------
    def bind(self, name: str, arguments: Any) -> Binding:
        """Check ``arguments`` against the tool's signature and types; never raises."""
        if name not in self._tools:
            return Binding(
                name,
                error=error_result("unknown_tool", f"没有名为 {name!r} 的工具。可用的工具：{self.names}。"),
            )
        if not isinstance(arguments, dict):
            return Binding(
                name,
                error=error_result(
                    "invalid_arguments",
                    f"{name} 的参数必须是 JSON 对象，收到的是 "
                    f"{type(arguments).__name__}。请按 schema 传一个对象。",
                ),
            )
        tool = self._tools[name]
        params = inspect.signature(tool.func).parameters
        extras = sorted(set(arguments) - set(params))
        if extras and tool.extras == "reject":
            return Binding(
                name,
                error=error_result(
                    "invalid_arguments",
                    f"{name} 不接受参数 {extras}；允许的参数：{list(params)}。请去掉多余的参数后重试。",
                    unexpected=extras,
                ),
            )
        if extras:
            log.info("tool %s: dropped unexpected arguments %s", name, extras)
        kept = {k: v for k, v in arguments.items() if k in params}
        missing = [p.name for p in params.values() if p.default is p.empty and p.name not in kept]
        if missing:
            return Binding(
                name,
                error=error_result(
                    "invalid_arguments",
                    f"{name} 缺少必填参数 {missing}。请补上这些参数后重试。",
                    missing=missing,
                ),
            )
        try:
            validated = tool.args_model.model_validate(kept)
        except ValidationError as exc:
            problems = [f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors()]
            return Binding(
                name,
                error=error_result(
                    "invalid_arguments",
                    f"{name} 的参数类型不对：{problems}。请按 schema 修改后重试。",
                    problems=problems,
                ),
            )
        return Binding(name, arguments=validated.model_dump(), dropped=extras)

    def run(self, binding: Binding) -> dict:
        """Run a checked ``binding`` once, through ``safe_call``; its error goes back as it is.

        A ``ToolError`` becomes a result for the model; any other exception is our bug and
        stops the run (``RunStopped``, lesson 05). Arguments that were dropped are *said*, so the
        model learns that ``date`` was ignored instead of believing it was used.
        """
        if not binding.ok:
            return binding.error
        tool = self._tools[binding.name]
        result = safe_call(tool.func, binding.arguments, name=tool.name)
        if not binding.dropped:
            return result
        allowed = list(inspect.signature(tool.func).parameters)
        return {
            **result,
            "dropped_arguments": binding.dropped,
            "notice": f"{tool.name} 没有参数 {binding.dropped}，已忽略它们；它的参数是 {allowed}。",
        }

    def dispatch(self, name: str, arguments: Any) -> dict:
        """Check and run one call: ``run(bind(name, arguments))``."""
        return self.run(self.bind(name, arguments))


if __name__ == "__main__":
    registry = Registry()

    @registry.tool("查询城市当前天气。", service="weather_api")
    def get_weather(city: str, unit: Literal["c", "f"] = "c") -> str:
        return f"{city}：晴，22°{unit.upper()}"

    print(registry.get("get_weather").signature_text())
    print(registry.dispatch("get_weather", {"city": "杭州", "date": "明天"}))
    print(registry.dispatch("get_weather", {"city": "杭州", "unit": "k"})["message"])
