"""Command line of the wire package: serve a fake API over HTTP on loopback.

    $ python -m lab_code.wire serve --port 8765
    假 openai 服务在 http://127.0.0.1:8765/v1 （POST /v1/chat/completions，GET /v1/models）；Ctrl+C 停止。

    $ curl -s http://127.0.0.1:8765/v1/chat/completions -H 'Content-Type: application/json' \\
        -d '{"model": "fake-model", "messages": [{"role": "user", "content": "hi"}]}'

``--format anthropic`` serves ``POST /v1/messages`` (point the anthropic SDK's ``base_url``
at ``http://127.0.0.1:PORT``); ``--format responses`` serves ``POST /v1/responses`` and chat
completions. ``--brain module:name`` picks the brain, a ``ChatModel`` or a function of the
request body (default: ``lab_code.wire.demo_brain:demo_brain``, a stand-in that works with any
tools and agent framework), e.g.
``--brain lab_code.wire.roundtrip:roundtrip_brain`` for lesson 01's model. With the openai
SDK (or ``LAB_BACKEND=openai``) use ``OPENAI_BASE_URL=http://127.0.0.1:PORT/v1`` and any
``OPENAI_API_KEY``: the fake checks no key.

Lessons: shared
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys

from lab_code.wire.chat_model import as_chat_model
from lab_code.wire.formats import FORMATS
from lab_code.wire.http_serve import make_server

DEFAULT_BRAIN = "lab_code.wire.demo_brain:demo_brain"


def load_brain(spec: str):
    module_name, _, name = spec.partition(":")
    try:
        brain = getattr(importlib.import_module(module_name), name)
    except (ImportError, AttributeError, ValueError) as exc:
        raise SystemExit(
            f"--brain {spec!r} 找不到（{exc}）；格式是 模块:名字，例如 {DEFAULT_BRAIN}"
        ) from None
    try:
        return as_chat_model(brain)
    except TypeError:
        raise SystemExit(
            f"--brain {spec!r} 既不是模型（有 next_message 的对象）也不是函数（请求体 -> assistant 消息）。"
        ) from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab_code.wire", description="课程的离线假 API")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="在 127.0.0.1 上用 HTTP 提供假 API")
    serve.add_argument("--port", type=int, default=8765, help="端口（0 = 任选一个空闲端口）")
    serve.add_argument(
        "--format",
        choices=list(FORMATS),
        default="openai",
        help="，".join(f"{f.name} = {f.api}" for f in FORMATS.values()),
    )
    serve.add_argument("--brain", default=DEFAULT_BRAIN, help="模块:名字（模型或函数），默认是通用的离线替身")
    serve.add_argument("--verbose", action="store_true", help="打印每个请求的访问日志")
    args = parser.parse_args(argv)
    if args.verbose:  # uvicorn's access log ("127.0.0.1:51234 - "POST /v1/chat/completions HTTP/1.1" 200")
        logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(message)s")
    wire_format = FORMATS[args.format]
    try:
        http = make_server(wire_format.load()(load_brain(args.brain)), args.port, args.verbose)
    except OSError as exc:
        print(
            f"无法监听 127.0.0.1:{args.port}（{exc.strerror}）；换一个 --port，或用 --port 0。",
            file=sys.stderr,
        )
        return 2
    print(
        f"假 {args.format} 服务在 http://127.0.0.1:{http.port}{wire_format.base_path} "
        f"（{wire_format.serves}）；Ctrl+C 停止。",
        flush=True,
    )
    http.serve_forever()  # Ctrl+C or SIGTERM ends it
    return 0


if __name__ == "__main__":
    sys.exit(main())
