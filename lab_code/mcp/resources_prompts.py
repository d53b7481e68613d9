"""The other two things an MCP server offers besides tools: resources and prompts.

Tools are what the *model* decides to call. The other two are chosen by someone else:

* **resources** — data identified by a URI that the *host* (or the user) decides to put in front
  of the model: ``resources/list`` names them, ``resources/read`` returns their contents. This
  server offers the knowledge base the agent searches after a failed command
  (``knowledge://<id>``, one Markdown text per entry) and the settings the server was started
  with (``crossbuild://settings``: the target and the sandbox mode, as JSON; the workdir by its
  name only, never a machine path).
* **prompts** — message templates the *user* picks in the host (a slash command, a menu item):
  ``prompts/list`` names them with their arguments, ``prompts/get`` fills one in. ``crossbuild``
  starts a run; ``explain_failure`` takes a failing command's output and returns it with the
  best-matching knowledge entry embedded as a resource, so the host sends both to the model.

Both are read-only and hold nothing a tool call could not already show: the knowledge base is
static text, the settings are what the server printed when it started. Bad requests are
protocol errors, as the spec says: an unknown URI is "resource not found" — ``-32002`` in
revision 2025-11-25, ``-32602`` (invalid params) from 2026-07-28 on; an unknown prompt, a missing
required argument or one over ``MAX_ARGUMENT_CHARS`` is ``-32602``.

    >>> [r.uri for r in knowledge_resources()][:2]
    ['knowledge://missing-cross-dependency', 'knowledge://stale-build-dir']

Lessons: 06
"""

from __future__ import annotations

import json

import mcp_types as types
from mcp import MCPError

from lab_code.agent import knowledge

KNOWLEDGE_SCHEME = "knowledge://"
SETTINGS_URI = "crossbuild://settings"
RESOURCE_NOT_FOUND_2025 = -32002  # the code of revision 2025-11-25; 2026-07-28 retired it for -32602
MAX_ARGUMENT_CHARS = 8000  # a prompt argument goes into the model's context: bounded like a tool result


def _entry_text(entry: knowledge.Entry) -> str:
    return f"# {entry.title}\n\n**症状**：{entry.symptoms}\n\n**修法**：{entry.fix}\n"


def knowledge_resources() -> list[types.Resource]:
    return [
        types.Resource(
            uri=f"{KNOWLEDGE_SCHEME}{entry.id}",
            name=entry.id,
            title=entry.title,
            description="交叉编译知识库的一条：症状和修法（命令失败后 Agent 自动检索的就是这些）。",
            mime_type="text/markdown",
        )
        for entry in knowledge.ENTRIES
    ]


def list_resources(settings: dict) -> types.ListResourcesResult:
    server_settings = types.Resource(
        uri=SETTINGS_URI,
        name="settings",
        title="这个服务启动时固定的设置",
        description="目标平台、沙箱模式、工作目录的名字：都在启动时定下，不是工具参数。",
        mime_type="application/json",
    )
    return types.ListResourcesResult(resources=[server_settings, *knowledge_resources()])


def not_found(uri: str, protocol_version: str) -> MCPError:
    """The spec's "resource not found" for the revision the request speaks."""
    code = RESOURCE_NOT_FOUND_2025 if protocol_version == "2025-11-25" else types.INVALID_PARAMS
    return MCPError(
        code, f"没有这个资源：{uri[:200]!r}；resources/list 列出了全部资源。", data={"uri": uri[:200]}
    )


def read_resource(uri: str, settings: dict, protocol_version: str) -> types.ReadResourceResult:
    if uri == SETTINGS_URI:
        text = json.dumps(settings, ensure_ascii=False, indent=1)
        contents = types.TextResourceContents(uri=uri, mime_type="application/json", text=text)
        return types.ReadResourceResult(contents=[contents])
    if uri.startswith(KNOWLEDGE_SCHEME):
        wanted = uri[len(KNOWLEDGE_SCHEME) :]
        for entry in knowledge.ENTRIES:
            if entry.id == wanted:
                contents = types.TextResourceContents(
                    uri=uri, mime_type="text/markdown", text=_entry_text(entry)
                )
                return types.ReadResourceResult(contents=[contents])
    raise not_found(uri, protocol_version)


PROMPTS = (
    types.Prompt(
        name="crossbuild",
        title="交叉编译这个项目",
        description="开始一次交叉编译：目标平台和工作目录是服务启动时定的。",
        arguments=[
            types.PromptArgument(
                name="notes", description="可选：你对这个项目知道的事（依赖、要关掉的选项）", required=False
            )
        ],
    ),
    types.Prompt(
        name="explain_failure",
        title="解释一次失败的构建",
        description="贴上失败命令的输出；服务附上知识库里最相关的一条，一起交给模型。",
        arguments=[
            types.PromptArgument(name="output", description="失败命令的输出（末尾几十行就够）", required=True)
        ],
    ),
)


def list_prompts() -> types.ListPromptsResult:
    return types.ListPromptsResult(prompts=list(PROMPTS))


def _argument(arguments: dict[str, str] | None, name: str, required: bool) -> str:
    value = (arguments or {}).get(name, "")
    if required and not value.strip():
        raise MCPError(types.INVALID_PARAMS, f"缺少必填参数 {name!r}：prompts/list 写明了每个提示词的参数。")
    if len(value) > MAX_ARGUMENT_CHARS:
        raise MCPError(
            types.INVALID_PARAMS,
            f"参数 {name!r} 有 {len(value)} 个字符，超过上限 {MAX_ARGUMENT_CHARS}：只贴末尾几十行。",
        )
    return value


def get_prompt(name: str, arguments: dict[str, str] | None, settings: dict) -> types.GetPromptResult:
    if name == "crossbuild":
        notes = _argument(arguments, "notes", required=False)
        text = (
            f"把工作目录 {settings['workdir']} 里的 CMake 项目交叉编译到 {settings['target']}。"
            "先 list_files 了解项目，再读 CMakeLists.txt；命令失败时读结果里的 message 和附上的知识再改。"
            "完成后说出构建目录：程序会独立验收产物的架构。"
        )
        if notes.strip():
            text += f"\n\n关于这个项目，用户补充：{notes.strip()}"
        message = types.PromptMessage(role="user", content=types.TextContent(type="text", text=text))
        return types.GetPromptResult(description="开始一次交叉编译", messages=[message])
    if name == "explain_failure":
        output = _argument(arguments, "output", required=True)
        ask = types.PromptMessage(
            role="user",
            content=types.TextContent(
                type="text",
                text=f"这条构建命令失败了，输出的末尾是：\n```\n{output.strip()}\n```\n"
                "先说原因，再说下一步做什么；下面附上知识库里最相关的一条。",
            ),
        )
        messages = [ask]
        hits = knowledge.search(output)
        if hits:
            entry = hits[0]
            resource = types.TextResourceContents(
                uri=f"{KNOWLEDGE_SCHEME}{entry.id}", mime_type="text/markdown", text=_entry_text(entry)
            )
            messages.append(
                types.PromptMessage(
                    role="user", content=types.EmbeddedResource(type="resource", resource=resource)
                )
            )
        return types.GetPromptResult(description="解释一次失败的构建", messages=messages)
    raise MCPError(
        types.INVALID_PARAMS, f"没有名为 {name[:80]!r} 的提示词；可用：{[p.name for p in PROMPTS]}。"
    )
