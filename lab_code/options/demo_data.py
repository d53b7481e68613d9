"""The small fake world lesson 04's examples talk about: five tools and what they are asked.

Every option of lesson 04 — the text protocol, the registry, native calling, the reply
corpus, the comparison and the parallel-execution plans — is shown on the same five tools,
so their answers can be compared. The data lives here, apart from any one option and apart
from the test corpus built from it. Nothing in it touches the real world: the weather is
always fine and no mail leaves the process.

    $ python -m lab_code.options.demo_data
    get_weather(city, unit='c')  只读
    search_docs(query, top_k=3)  只读
    read_file(path, offset=1)  只读
    write_file(path, content)  有副作用（可撤回）
    send_email(to, subject, body)  有副作用（不可撤回）

Lessons: 04, 05
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from lab_code.options.tool_registry import Registry

# What the demo tools are asked about (the reply corpus draws its calls from these).
CITIES = ["杭州", "北京", "上海", "成都", "乌鲁木齐", "哈尔滨", "深圳", "San Francisco"]
QUERIES = ["tool_choice", "并行调用", "严格模式", "parallel_tool_calls", "tool_call_id 配对"]
PATHS = ["src/main.c", "CMakeLists.txt", "docs/说明.md", "build/log.txt"]
TIER_LABELS = {
    "read_only": "只读",
    "reversible_write": "有副作用（可撤回）",
    "irreversible": "有副作用（不可撤回）",
}


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
    for tool in demo_registry().registered():
        print(f"{tool.signature_text()}  {TIER_LABELS[tool.tier]}")
