"""Option 2 of lesson 04: a tool registry filled by a decorator, one home for every tool.

A ``Registry`` object (not a module-global dict, so two notebooks or two tests never see
each other's tools) keeps, per tool, the function, a schema *generated from its type hints*
through a Pydantic model, and the facts the program needs later (side effects, which
rate-limited service it hits). From that one place come

* the tool list for a text-protocol system prompt (``prompt_section``),
* the ``tools`` field of an OpenAI request (``openai_tools``),
* dispatch by name with arguments checked against ``inspect.signature`` (``bind``/``dispatch``).

Because the schema is derived from the signature, function and schema cannot drift apart.
Hand-written on purpose: the lesson is how such a registry works inside.

    $ python -m lab_code.options.tool_registry
    get_weather(city, unit='c')  只读
    search_docs(query, top_k=3)  只读
    read_file(path, offset=1)  只读
    write_file(path, content)  有副作用 → 多余参数一律拒绝
    send_email(to, subject, body)  有副作用 → 多余参数一律拒绝

Lessons: 04, 05
"""

from __future__ import annotations

import inspect
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from lab_code.options.text_protocol import ParseResult, describe_tools, parse_reply
from lab_code.wire.tool_results import ToolError, as_result, error_result

log = logging.getLogger(__name__)
log.addHandler(logging.NullHandler())  # a library logs; the application decides where it goes

EXTRAS_POLICIES = ("drop", "reject")
# OpenAI's rule for function names; applying it here keeps every option on the same names.
TOOL_NAME_PATTERN = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


@dataclass(frozen=True)
class ToolSpec:
    """Everything the program knows about one tool. ``service`` names a rate-limited backend."""

    name: str
    description: str
    func: Callable[..., Any]
    args_model: type[BaseModel]
    side_effects: bool = False
    extras: str = "drop"
    service: str | None = None
    resource_arg: str | None = None  # argument naming the thing a call touches (e.g. "path")
    reversible: bool = False  # a side effect that can be undone (lesson 04: concurrency)

    @property
    def parameters(self) -> list[str]:
        return list(inspect.signature(self.func).parameters)

    def json_schema(self) -> dict:
        schema = self.args_model.model_json_schema()
        schema.pop("title", None)
        for prop in schema.get("properties", {}).values():
            prop.pop("title", None)
        # "reject" is promised to the model too, so it knows extra fields are not welcome.
        schema["additionalProperties"] = self.extras == "drop"
        return schema

    def openai_tool(self) -> dict:
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.json_schema(),
            },
        }

    def signature_text(self) -> str:
        parts = []
        for p in inspect.signature(self.func).parameters.values():
            parts.append(p.name if p.default is p.empty else f"{p.name}={p.default!r}")
        return f"{self.name}({', '.join(parts)})"


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
    for param in inspect.signature(func).parameters.values():
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
        self._tools: dict[str, ToolSpec] = {}

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
            if not TOOL_NAME_PATTERN.match(tool_name):
                raise ValueError(f"工具名 {tool_name!r} 不合法：只能用字母、数字、_ 和 -，最长 64 个字符。")
            if tool_name in self._tools:
                raise ValueError(
                    f"工具 {tool_name!r} 已经注册过了；同名工具会让分发变得不确定。"
                    "请换一个名字，或新建一个 Registry。"
                )
            if resource_arg and resource_arg not in inspect.signature(func).parameters:
                raise ValueError(f"resource_arg={resource_arg!r} 不是 {tool_name} 的参数。")
            self._tools[tool_name] = ToolSpec(
                name=tool_name,
                description=description.strip(),
                func=func,
                args_model=_args_model(func, tool_name),
                side_effects=side_effects,
                extras=policy,
                service=service,
                resource_arg=resource_arg,
                reversible=reversible,
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

    def specs(self) -> list[ToolSpec]:
        return list(self._tools.values())

    def get(self, name: str) -> ToolSpec:
        if name not in self._tools:
            raise KeyError(f"没有名为 {name!r} 的工具；已注册：{self.names}")
        return self._tools[name]

    # -- the two views of the same tool list ------------------------------------------------
    def openai_tools(self) -> list[dict]:
        return [spec.openai_tool() for spec in self._tools.values()]

    def prompt_section(self) -> str:
        """The tool list for option 1's system prompt, from the same specs as ``openai_tools``."""
        return describe_tools(
            [(spec.name, spec.description, spec.json_schema()["properties"]) for spec in self._tools.values()]
        )

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
        spec = self._tools[name]
        params = inspect.signature(spec.func).parameters
        extras = sorted(set(arguments) - set(params))
        if extras and spec.extras == "reject":
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
            validated = spec.args_model.model_validate(kept)
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

    def dispatch(self, name: str, arguments: Any) -> dict:
        """Run a tool; expected failures come back as structured results for the model.

        Any other exception is a bug in our code and propagates (lesson 05: do not disguise it).
        """
        binding = self.bind(name, arguments)
        if not binding.ok:
            return binding.error
        try:
            content = self._tools[name].func(**binding.arguments)
        except ToolError as exc:
            return exc.to_result()
        extra = {"dropped_arguments": binding.dropped} if binding.dropped else {}
        return {**as_result(content), **extra}  # a result dict the tool built passes through


def demo_registry() -> Registry:
    """The five tools every lesson-04 example talks about (fake data, no real world)."""
    registry = Registry()

    @registry.tool("查询城市当前天气。只回答天气；空气质量请用别的工具。", service="weather_api")
    def get_weather(
        city: Annotated[str, Field(description="城市名，例如 杭州")], unit: Literal["c", "f"] = "c"
    ) -> str:
        return f"{city}：晴，22°{unit.upper()}"

    @registry.tool("在课程文档里全文检索，返回最相关的几段。", service="docs_index")
    def search_docs(
        query: Annotated[str, Field(description="检索词，例如 tool_choice")],
        top_k: Annotated[int, Field(ge=1, le=10)] = 3,
    ) -> list[str]:
        return [f"《{query}》相关段落 {i + 1}" for i in range(top_k)]

    @registry.tool("读取工作目录里的文本文件，从第 offset 行开始。", resource_arg="path")
    def read_file(
        path: Annotated[str, Field(description="相对工作目录的路径")], offset: Annotated[int, Field(ge=1)] = 1
    ) -> str:
        return f"{path} 第 {offset} 行起的内容（示例）"

    @registry.tool(
        "把文本写入工作目录里的文件（覆盖）。旧内容会备份，可以恢复。",
        side_effects=True,
        reversible=True,
        resource_arg="path",
    )
    def write_file(path: Annotated[str, Field(description="相对工作目录的路径")], content: str) -> str:
        return f"已写入 {path}（{len(content)} 个字符）"

    @registry.tool(
        "发送一封邮件。会真的发出去，发出后无法撤回。",
        side_effects=True,
        service="mail_api",
        resource_arg="to",
    )
    def send_email(to: str, subject: str, body: str) -> str:
        return f"已发送给 {to}"

    return registry


if __name__ == "__main__":
    for spec in demo_registry().specs():
        kind = "有副作用 → 多余参数一律拒绝" if spec.side_effects else "只读"
        print(f"{spec.signature_text()}  {kind}")
