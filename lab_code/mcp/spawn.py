"""How a client starts the server: the command line, its environment, the host config snippets.

Every client of the lesson (the hand-written one, the SDK's, the MCP Inspector, a desktop
host) starts the same command; this module is the one place that spells it, and the one place
that builds its environment (``server_env``): an allowlist, never the parent's whole
environment. A client's process often holds API keys (``OPENAI_API_KEY``…); a server that
inherits them can leak them through any tool that prints its environment.

    >>> server_argv("/work/hello_lib", sandbox="off")[1:]
    ['-m', 'lab_code.mcp', 'serve', '--workdir', '/work/hello_lib', '--target', 'aarch64-linux-musl', '--sandbox', 'off']

Lessons: 06, 07
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from lab_code.workspace.toolchain import DEFAULT_TARGET

if TYPE_CHECKING:
    from mcp import StdioServerParameters

SERVER_KEY = "crossbuild"  # the name a host shows for this server
# Settings the server must share with the client's process (caches, seed); never secrets.
FORWARDED_PREFIXES = ("LAB_", "ZIG_GLOBAL_CACHE_DIR")
FORWARDED_NAMES = ("LANG", "LC_ALL", "TMPDIR", "PYTHONHASHSEED", "SOURCE_DATE_EPOCH")
NOT_FORWARDED = ("LAB_MCP_TOKEN",)  # the HTTP server's token: a stdio server needs none


def server_argv(
    workdir: str | os.PathLike,
    *,
    target: str = DEFAULT_TARGET,
    sandbox: str = "auto",
    verbose: bool = False,
    python: str | None = None,
) -> list[str]:
    """``python -m lab_code.mcp serve …`` for ``workdir`` (this interpreter unless ``python``)."""
    argv = [python or sys.executable, "-m", "lab_code.mcp", "serve", "--workdir", str(workdir)]
    argv += ["--target", target, "--sandbox", sandbox]
    return argv + (["--verbose"] if verbose else [])


def server_env() -> dict[str, str]:
    """The whole environment of a server process: the SDK's own allowlist (``HOME``, ``PATH``,
    ``USER``…), the course's settings, and nothing else.

    ``PYTHONPATH`` names the directory this ``lab_code`` was imported from, so the server runs
    the same code as its client (a source checkout, not some other installed copy).
    """
    # Imported here, not at the top: the hand-written client (raw_client) needs only server_argv
    # and this function's allowlist, and runs where the MCP SDK is not installed (the lean 3.13 run).
    from mcp.client.stdio import get_default_environment

    here = str(Path(__file__).resolve().parents[2])
    paths = [here, *[p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p and p != here]]
    env = get_default_environment()
    env.update({k: v for k, v in os.environ.items() if k in FORWARDED_NAMES})
    env.update(
        {k: v for k, v in os.environ.items() if k.startswith(FORWARDED_PREFIXES) and k not in NOT_FORWARDED}
    )
    env["PYTHONPATH"] = os.pathsep.join(paths)
    return env


def stdio_parameters(workdir: str | os.PathLike, **options) -> StdioServerParameters:
    """The SDK's description of the same command (see ``server_argv`` for the options)."""
    from mcp import StdioServerParameters

    command, *args = server_argv(workdir, **options)
    return StdioServerParameters(command=command, args=args, env=server_env())


def host_config(workdir: str, *, python: str = "/path/to/tool-calling-lab/.venv/bin/python") -> dict:
    """The ``mcpServers`` entry desktop hosts and editors read (Claude Desktop, Cursor, …):
    stdio, so the host starts the server itself and no token is needed."""
    command, *args = server_argv(workdir, python=python)
    return {"mcpServers": {SERVER_KEY: {"command": command, "args": args}}}


def http_config(url: str = "http://127.0.0.1:8765/mcp", token: str = "<服务启动时打印的令牌>") -> dict:
    """The ``mcpServers`` entry for a server already running with ``--http``: its URL and the
    bearer token it printed (hosts send ``headers`` with every request)."""
    return {
        "mcpServers": {
            SERVER_KEY: {"type": "http", "url": url, "headers": {"Authorization": f"Bearer {token}"}}
        }
    }
