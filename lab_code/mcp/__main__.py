"""Command line: serve the capstone agent's tools over MCP.

    python -m lab_code.mcp serve --workdir DIR [--target T] [--sandbox auto|on|off]
                                 [--http 127.0.0.1:PORT]

Without ``--http`` it speaks stdio (what desktop hosts, editors and the MCP Inspector start);
with it, Streamable HTTP on a loopback address only, at ``http://127.0.0.1:PORT/mcp``, where
every request must carry ``Authorization: Bearer <token>``: the token is printed once on
stderr at start-up (or set in advance with the environment variable ``LAB_MCP_TOKEN``).
The workdir and the target are fixed here, never by a tool argument. Logs go to stderr:
stdout belongs to the protocol.

Exit code: 0 after the client closed the connection (or SIGTERM / Ctrl-C stopped the server),
2 for bad command-line input (the message says what to change).

    $ python -m lab_code.mcp serve --workdir ./hello_lib < /dev/null
    [lab-mcp] 工作目录 hello_lib，目标 aarch64-linux-musl，沙箱 auto（…），5 个工具；stdio 已就绪

Lessons: 06
"""

from __future__ import annotations

import argparse
import logging
import os
import sys


def _fail(message: str) -> int:
    print(f"错误：{message}", file=sys.stderr)
    return 2


def _parser() -> argparse.ArgumentParser:
    from lab_code.workspace.sandbox import MODES
    from lab_code.workspace.toolchain import DEFAULT_TARGET, TARGETS

    parser = argparse.ArgumentParser(
        prog="python -m lab_code.mcp", description="把毕业项目 Agent 的工具作为 MCP 服务提供出去。"
    )
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="启动 MCP 服务（默认 stdio）")
    serve.add_argument("--workdir", required=True, help="工具能访问的唯一目录（CMake 项目目录）")
    serve.add_argument(
        "--target", default=DEFAULT_TARGET, help=f"交叉编译目标，可选：{', '.join(sorted(TARGETS))}"
    )
    serve.add_argument(
        "--sandbox",
        default="auto",
        choices=list(MODES),
        help="；".join(f"{mode} = {what}" for mode, what in MODES.items()),
    )
    serve.add_argument("--http", metavar="HOST:PORT", help="改用 Streamable HTTP，只能是回环地址")
    serve.add_argument("--verbose", action="store_true", help="每个调用记一行日志（写到 stderr）")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    # stderr only; the SDK's own loggers speak at WARNING and above
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, format="[lab-mcp] %(message)s")
    log = logging.getLogger("lab_code.mcp")
    log.setLevel(logging.INFO)  # our start and stop lines always …
    logging.getLogger("lab_code.mcp.calls").setLevel(logging.INFO if args.verbose else logging.WARNING)

    from lab_code.mcp.http import parse_loopback, token_from
    from lab_code.mcp.server import build_server
    from lab_code.mcp.toolbox import AgentToolbox
    from lab_code.wire.tool_results import ToolError

    address = token = None
    if args.http:
        try:
            address = parse_loopback(args.http)
            token, generated = token_from(os.environ)
        except ValueError as exc:
            return _fail(str(exc))
    try:
        toolbox = AgentToolbox.open(args.workdir, args.target, sandbox=args.sandbox)
    except (ValueError, ToolError) as exc:
        return _fail(str(exc))
    server = build_server(toolbox)
    sandbox = "开" if toolbox.workspace.sandboxed else "关"
    where = f"http://{address[0]}:{address[1]}/mcp" if address else "stdio"
    log.info(
        "工作目录 %s，目标 %s，沙箱 %s（%s），%d 个工具；%s 已就绪",
        toolbox.workdir.name,
        toolbox.target,
        args.sandbox,
        sandbox,
        len(toolbox.specs()),
        where,
    )
    if address:
        from lab_code.mcp.http import TOKEN_ENV, serve_http

        if generated:  # printed once, as Jupyter prints its token; never written anywhere
            log.info("每个请求都要带这个请求头（令牌只在这里出现一次，别提交进仓库）：")
            log.info("    Authorization: Bearer %s", token)
        else:
            log.info("令牌来自环境变量 %s：每个请求都要带 Authorization: Bearer <令牌>", TOKEN_ENV)
        serve_http(server, *address, token)  # uvicorn stops on Ctrl-C / SIGTERM by itself
    else:
        import anyio

        from lab_code.mcp.stdio import serve_stdio

        anyio.run(serve_stdio, server)
    log.info("服务结束")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
