"""The MCP server: the agent's tools (via ``AgentToolbox``) behind the SDK's low-level ``Server``.

Why the low-level ``Server`` and not ``MCPServer``: the high-level class answers a call of an
unknown tool with an ``isError: true`` *result*, while the spec calls that a protocol error;
it also builds each tool's schema from a Python signature, which would be a second copy of
``TOOL_SPECS``. Here both kinds of error follow the spec (revision 2025-11-25 and later):

==========================================  ==============================================
what went wrong                              what the client gets
==========================================  ==============================================
the tool failed: guard refusal, bad          a result with ``isError: true``; its text is
argument value or type, file not found,      the structured result the agent's model reads,
command exited non-zero                      so the model can fix its next call
unknown tool                                 JSON-RPC error -32602 (invalid params)
malformed request / unknown method           JSON-RPC error -32602 / -32601 (SDK runner)
a bug in OUR code                            JSON-RPC error -32603, details only in stderr:
                                             never dressed up as the model's mistake
==========================================  ==============================================

A result carries the structured result twice, as the spec recommends for structured output:
``structuredContent`` (for programs, e.g. the bridge back into the agent loop) and the same
JSON as text (what a host shows the model). Calls run one at a time in a worker thread: two
commands in one build directory must not interleave, and the event loop keeps answering.

"One at a time" must hold when a client *cancels* a call too (``notifications/cancelled``).
Abandoning the worker would free the lock while its command runs on: six start-and-cancel
rounds once gave six concurrent builds, and a build racing a ``read_file`` is exactly how a
swapped symlink got read. So a cancelled call sets its command's cancel event (the runner
kills the whole tree within a poll), *waits* for the worker to return, and only then lets the
next call in (``_run_to_the_end``).

Besides tools it offers resources (the knowledge base, its own settings) and prompts
(``crossbuild``, ``explain_failure``): ``lab_code.mcp.resources_prompts`` says what and why.

Long first work (the sandbox's zig warm-up, a first build on a cold cache) reports progress:
one log line on stderr per step, and ``notifications/progress`` when the request carried a
``progressToken`` (``ctx.session.report_progress`` sends nothing otherwise).

Lessons: 06
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import threading
import time

import anyio
import mcp_types as types
from mcp import MCPError
from mcp.server import Server

from lab_code.mcp import resources_prompts
from lab_code.mcp.toolbox import AgentToolbox, RunStopped, UnknownTool
from lab_code.wire.tool_results import to_tool_content
from lab_code.workspace.command_result import command_failed
from lab_code.workspace.command_watch import cancelling

SERVER_NAME = "tool-calling-lab-crossbuild"
SERVER_VERSION = "0.1.0"
INSTRUCTIONS = (
    "交叉编译一个 C/CMake 项目。工作目录和目标平台在服务启动时已固定，不是工具参数；"
    "先 list_files 了解项目，失败时读结果里的 message 再改。"
)
INTERNAL_MESSAGE = "服务端内部出错（不是参数的问题），详情在服务端日志里。"

log = logging.getLogger("lab_code.mcp")
calls_log = logging.getLogger("lab_code.mcp.calls")  # one line per call (serve --verbose)


def call_result(result: dict) -> types.CallToolResult:
    """Our structured result as an MCP ``CallToolResult``.

    ``isError`` is true when the tool failed *or* the command it ran failed (its ``exit_code``
    field is not 0: it exited non-zero, or was stopped): both are outcomes the model must deal
    with. ``ok`` inside stays what the agent's loop has always seen (the command itself did run).
    """
    failed = not result.get("ok") or command_failed(result)
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=to_tool_content(result))],
        structured_content=result,
        is_error=failed,
    )


def _reporter(ctx):
    """``progress(text)`` for a worker thread: a log line, and a progress notification to the
    client when it asked for them (a token in the request's ``_meta``)."""
    count = itertools.count(1)

    def progress(text: str) -> None:
        log.info("%s", text)
        with contextlib.suppress(Exception):  # the client may be gone; the work goes on or is cancelled
            anyio.from_thread.run(ctx.session.report_progress, next(count), None, text)

    return progress


async def _run_to_the_end(toolbox: AgentToolbox, name: str, arguments, progress) -> dict:
    """``toolbox.call`` in a worker thread; if this task is cancelled, the call's commands are
    killed and the worker is waited for before the cancellation goes on (see module docstring)."""
    stop, finished = threading.Event(), threading.Event()

    def work() -> dict:
        try:
            with cancelling(stop):
                return toolbox.call(name, arguments, progress)
        finally:
            finished.set()

    try:
        return await anyio.to_thread.run_sync(work, abandon_on_cancel=True)
    except anyio.get_cancelled_exc_class():
        stop.set()
        with anyio.CancelScope(shield=True):
            await anyio.to_thread.run_sync(finished.wait)
        log.info("tools/call %s 被取消：它的命令已结束", name)
        raise


def build_server(toolbox: AgentToolbox) -> Server:
    """A low-level ``Server`` whose tools ARE ``toolbox``'s: listed from it, run through it."""
    tools = [
        types.Tool(name=spec["name"], description=spec["description"], input_schema=spec["parameters"])
        for spec in toolbox.specs()
    ]
    one_at_a_time = anyio.Lock()

    async def list_tools(ctx, params) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tools)

    async def call_tool(ctx, params: types.CallToolRequestParams) -> types.CallToolResult:
        started = time.perf_counter()
        try:
            async with one_at_a_time:  # held until the call's command has really ended
                result = await _run_to_the_end(toolbox, params.name, params.arguments, _reporter(ctx))
        except UnknownTool as exc:
            calls_log.info("tools/call %s → -32602 unknown tool", params.name)
            raise MCPError(types.INVALID_PARAMS, str(exc), data={"available": exc.available}) from None
        except RunStopped as exc:
            log.error("tools/call %s → -32603: %s", params.name, exc.result["message"])
            raise MCPError(types.INTERNAL_ERROR, INTERNAL_MESSAGE) from None
        if result.get("error_type") == "internal_error":  # a tool classified the failure as ours
            log.error("tools/call %s → -32603: %s", params.name, result.get("message"))
            raise MCPError(types.INTERNAL_ERROR, INTERNAL_MESSAGE)
        answer = call_result(result)
        took = (time.perf_counter() - started) * 1000
        outcome = "isError" if answer.is_error else "ok"
        calls_log.info(
            "tools/call %s → %s (%s) %.1f ms", params.name, outcome, result.get("error_type", ""), took
        )
        return answer

    settings = toolbox.settings()

    async def list_resources(ctx, params) -> types.ListResourcesResult:
        return resources_prompts.list_resources(settings)

    async def read_resource(ctx, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        return resources_prompts.read_resource(str(params.uri), settings, ctx.protocol_version)

    async def list_prompts(ctx, params) -> types.ListPromptsResult:
        return resources_prompts.list_prompts()

    async def get_prompt(ctx, params: types.GetPromptRequestParams) -> types.GetPromptResult:
        return resources_prompts.get_prompt(params.name, params.arguments, settings)

    return Server(
        SERVER_NAME,
        version=SERVER_VERSION,
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
        on_list_resources=list_resources,
        on_read_resource=read_resource,
        on_list_prompts=list_prompts,
        on_get_prompt=get_prompt,
    )
