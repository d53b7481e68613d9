"""The agent's tools, each declared once: what the model is told, and how the program treats it.

An ``AgentTool`` holds everything about one tool except its body: the name, the description
(when to use it, and when not), the JSON Schema of its parameters, its side-effect tier
(``running.tool.TIERS``) and, optionally, a layer-3 rule the pipeline checks before the tool runs
(these five check where they act instead: the path where it is opened, the command where it is
split). The body is the ``Workspace`` method of the same name (``agent.tools``). So adding a tool
is two edits: its declaration in ``AGENT_TOOLS`` and its method. ``TOOL_SPECS`` is what the model
is told (lesson 06's MCP server serves exactly these dicts).

Descriptions follow the source article's advice for tool design: say what the tool does, when to use
it and when *not*, the limits (lines, characters, timeout) and what comes back. ``workdir``
is never a parameter: the program fixes it, the model cannot change it. Parameters are few;
the toolchain is *not* a parameter either (the program sets ``CMAKE_TOOLCHAIN_FILE``).

    >>> [(tool.name, tool.tier) for tool in AGENT_TOOLS]  # doctest: +NORMALIZE_WHITESPACE
    [('list_files', 'read_only'), ('read_file', 'read_only'), ('write_file', 'reversible_write'),
     ('run_command', 'reversible_write'), ('search_knowledge', 'read_only')]

Lessons: 06, 07, 08
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from lab_code.running.paging import MAX_CHARS, MAX_LINES
from lab_code.running.tool import Tool
from lab_code.wire.messages import function_tool
from lab_code.workspace.command_guard import ALLOWED_PROGRAMS
from lab_code.workspace.process_runner import TAIL_LINES
from lab_code.workspace.workdir_layout import LOGS, SYSROOT_HINT, XBUILD

_PATH = {"type": "string", "description": "相对于工作目录的路径，例如 'CMakeLists.txt' 或 'src/main.c'"}


def _object(properties: dict, required: list[str]) -> dict:
    """The JSON Schema of a tool's arguments: these properties, no others (the model may not invent one)."""
    return {"type": "object", "properties": properties, "required": required, "additionalProperties": False}


@dataclass(frozen=True)
class AgentTool:
    """One agent tool, declared once. Its function is the ``Workspace`` method named ``name``."""

    name: str
    description: str
    parameters: dict  # JSON Schema of the arguments (``workdir`` is never one)
    tier: str = "read_only"  # running.tool.TIERS: read_only, reversible_write, irreversible
    rule: Callable[[dict], Any] | None = None  # layer 3 before the call runs: None = allowed, or a reason

    def spec(self) -> dict:
        """What the model is told: ``{"name", "description", "parameters"}``."""
        return {"name": self.name, "description": self.description, "parameters": self.parameters}

    def tool(self, func: Callable[..., Any], **changes: Any) -> Tool:
        """The ``running.tool.Tool`` that runs ``func`` under this declaration (``changes``: a
        design's other description or parameters, by field name)."""
        fields = {"description": self.description, "schema": self.parameters, **changes}
        return Tool(self.name, func, check_business=self.rule, tier=self.tier, **fields)


AGENT_TOOLS: tuple[AgentTool, ...] = (
    AgentTool(
        name="list_files",
        description="列出工作目录（或其中一个子目录）下的文件和目录，目录以 / 结尾。"
        "刚开始了解项目结构、或找不到文件时用；要看文件内容请用 read_file。",
        parameters=_object(
            {"path": {**_PATH, "description": "要列出的目录，默认 '.'（工作目录）"}},
            required=[],
        ),
        tier="read_only",
    ),
    AgentTool(
        name="read_file",
        description=f"按行读取工作目录中的文本文件，一次最多 {MAX_LINES} 行、{MAX_CHARS} 个字符。"
        "结果第一行写明行号范围、总行数和下一页的 offset；长文件用 offset 继续读。"
        f"也用来分页查看 run_command 写在 {LOGS}/ 里的完整日志。"
        "这是唯一的读文件方式（没有 cat）；.env、私钥等凭据文件会被拒绝。看目录结构请用 list_files，不要用这个工具。",
        parameters=_object(
            {
                "path": _PATH,
                "offset": {
                    "type": "integer",
                    "minimum": 1,
                    "description": "从第几行开始读（从 1 开始），默认 1",
                },
                "limit": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": MAX_LINES,
                    "description": f"最多读几行，默认 {MAX_LINES}",
                },
            },
            required=["path"],
        ),
        tier="read_only",
    ),
    AgentTool(
        name="write_file",
        description="用给定内容整个替换（或新建）工作目录中的一个文本文件，写入是原子的。"
        "修改 CMakeLists.txt、源码或配置时用：先 read_file 看全文，再写出完整新内容。"
        f"不能写 {XBUILD}/（toolchain 由程序维护）和凭据文件。",
        parameters=_object(
            {
                "path": _PATH,
                "content": {"type": "string", "description": "文件的完整新内容"},
            },
            required=["path", "content"],
        ),
        tier="reversible_write",
    ),
    AgentTool(
        name="run_command",
        description="在工作目录里运行一条命令（不经过 shell：没有管道、重定向、&&、变量展开、通配符）。"
        f"允许的程序：{'、'.join(ALLOWED_PROGRAMS)}（每个程序只允许构建需要的选项）；"
        "没有 cat，读文件用 read_file；构建用 cmake --build，不用 make。"
        "交叉编译 toolchain 已通过环境变量自动生效，不要传 -DCMAKE_TOOLCHAIN_FILE；"
        "配置用例如 'cmake -S . -B build'，构建用 'cmake --build build'。"
        "参数里的路径必须在工作目录内（主机的 /usr/include、/usr/lib 等不能用于交叉编译）；"
        f"交叉编译好的依赖安装到项目 sysroot：'cmake --install <构建目录> --prefix {SYSROOT_HINT}'。"
        f"项目原有的文件、{XBUILD}/ 里的 toolchain 和日志不能被命令删除或覆盖。"
        f"结果第一行是 [exit=N]，随后是输出的最后 {TAIL_LINES} 行，完整日志可用 read_file 查看。",
        parameters=_object(
            {
                "command": {"type": "string", "description": "一条命令，例如 'cmake --build build'"},
            },
            required=["command"],
        ),
        tier="reversible_write",
    ),
    AgentTool(
        name="search_knowledge",
        description="在交叉编译常见问题知识库里检索，返回最相关的 3 条（症状和修法）。"
        "configure 或 build 失败后，把报错的关键一行作为 query 来查；没有报错时不要调用。",
        parameters=_object(
            {
                "query": {"type": "string", "description": "报错原文或问题描述，例如 'Could NOT find ZLIB'"},
            },
            required=["query"],
        ),
        tier="read_only",
    ),
)
TOOL_SPECS: list[dict] = [tool.spec() for tool in AGENT_TOOLS]  # what the model is told, in this order
BY_NAME: dict[str, AgentTool] = {tool.name: tool for tool in AGENT_TOOLS}


def openai_tools() -> list[dict]:
    """``TOOL_SPECS`` in the shape of the Chat Completions ``tools`` parameter (what
    ``Tool.definition()`` gives for each of a workspace's tools)."""
    return [function_tool(spec["name"], spec["description"], spec["parameters"]) for spec in TOOL_SPECS]
