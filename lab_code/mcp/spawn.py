"""How a client starts the server: the command line, its environment, the host config snippet.

Every client of the lesson (the hand-written one, the SDK's, the MCP Inspector, a desktop
host) starts the same command; this module is the one place that spells it.

    >>> server_argv("/work/hello_lib", sandbox="off")[1:]
    ['-m', 'lab_code.mcp', 'serve', '--workdir', '/work/hello_lib', '--target', 'aarch64-linux-musl', '--sandbox', 'off']

Lessons: 06, 07
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from mcp import StdioServerParameters

from lab_code.agent.toolchain import DEFAULT_TARGET

SERVER_KEY = "crossbuild"  # the name a host shows for this server
# Settings the server must share with the client's process (caches, seed); never secrets.
FORWARDED_PREFIXES = ("LAB_", "ZIG_GLOBAL_CACHE_DIR")


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
    """What the child needs on top of the SDK's minimal environment.

    ``PYTHONPATH`` names the directory this ``lab_code`` was imported from, so the server runs
    the same code as its client (a source checkout, not some other installed copy).
    """
    here = str(Path(__file__).resolve().parents[2])
    paths = [here, *[p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p and p != here]]
    env = {"PYTHONPATH": os.pathsep.join(paths)}
    env.update({k: v for k, v in os.environ.items() if k.startswith(FORWARDED_PREFIXES)})
    return env


def stdio_parameters(workdir: str | os.PathLike, **options) -> StdioServerParameters:
    """The SDK's description of the same command (see ``server_argv`` for the options)."""
    command, *args = server_argv(workdir, **options)
    return StdioServerParameters(command=command, args=args, env=server_env())


def host_config(workdir: str, *, python: str = "/path/to/tool-calling-lab/.venv/bin/python") -> dict:
    """The ``mcpServers`` entry desktop hosts and editors read (Claude Desktop, Cursor, …)."""
    command, *args = server_argv(workdir, python=python)
    return {"mcpServers": {SERVER_KEY: {"command": command, "args": args}}}
