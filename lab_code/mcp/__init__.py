"""Lesson 06: the capstone agent's tools served over MCP, the protocol on the wire, and the bridge back.

How the pieces fit (importing this package does nothing: no server starts, no process runs)::

    toolbox.AgentToolbox        THE adapter: lists the agent's tools (TOOL_SPECS) and runs one
                                call through the agent's pipeline; the only module that knows the
                                agent's API
    server.build_server         the SDK's low-level Server around a toolbox; errors as the spec
                                says (isError results vs JSON-RPC errors)
    stdio.serve_stdio           one JSON-RPC message per line; parse errors answered, oversized
                                lines skipped, stdout kept for the protocol, commands killed
                                when the client leaves
    http                        the same server on Streamable HTTP, loopback only, on the
                                course's bounded uvicorn (lab_code.wire.loopback_server:
                                deadlines, caps per account, no body read before the token),
    http_guard                  behind a bearer token (printed once), exact Host, own Origin and
                                a cap on sessions per client
    __main__                    python -m lab_code.mcp serve --workdir DIR [--sandbox …] [--http …]
    spawn                       the server's command line, its one environment builder (an
                                allowlist), the mcpServers snippets (stdio; HTTP with token)
    raw_client.RawClient        hand-written client (subprocess + json), prints every line
    blocking.BlockingClient     the SDK's Client with synchronous calls (anyio blocking portal)
    bridge                      tools/list → OpenAI tools; the agent loop with tools over MCP
    bench.cost_per_call         local vs MCP cost of one call (hand-written and SDK client), as ratios
    sdk_default                 MCPServer's defaults, for the side-by-side with the spec

The top level of ``lab_code`` holds packages only, so the server command is the package's
``__main__`` (``python -m lab_code.mcp serve``), not a ``lab_code.mcp_server`` module.

Lessons: 06
"""
