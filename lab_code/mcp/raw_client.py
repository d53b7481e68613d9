"""A hand-written MCP client: start the server, write one JSON object per line, print every line.

No SDK: ``subprocess`` and ``json`` are enough to speak MCP over stdio, and seeing the lines
is the point. Two protocol revisions are in use today, and the client speaks both:

* ``2025-11-25``: a handshake first — ``initialize`` (the client's version, capabilities and
  name), the server's answer, then the notification ``notifications/initialized``; after that
  ``tools/list`` and ``tools/call`` are plain requests.
* ``2026-07-28``: no handshake. Every request carries the same facts itself, in
  ``params._meta`` (``io.modelcontextprotocol/protocolVersion``, ``…/clientInfo``,
  ``…/clientCapabilities``); ``server/discover`` asks what the server supports, and results
  say ``"resultType": "complete"``.

Reading has a timeout: a server that does not answer makes ``receive`` raise ``TimeoutError``
with what was expected, instead of hanging a notebook cell. It guards against a server that
never answers; it is not a speed limit, so it is generous: a busy machine (a class's JupyterHub
with every kernel starting at once, a CI runner) can give a process a few per cent of a core.

Lessons: 06
"""

from __future__ import annotations

import json
import queue
import subprocess
import threading
from collections.abc import Callable

from lab_code.mcp.spawn import server_env
from lab_code.wire.shorten import shorten

HANDSHAKE_REVISION = "2025-11-25"
ENVELOPE_REVISION = "2026-07-28"
REVISIONS = (HANDSHAKE_REVISION, ENVELOPE_REVISION)
CLIENT_INFO = {"name": "raw-client", "version": "0.1"}
# Starting the server costs ~1 s of CPU, exiting ~0.2 s (plus stdio.GRACE_S for calls in flight).
# At load 17 on 2 cores a process got 3-5 % of a core: initialize was answered after 20-40 s and
# an exit took over 10 s (the old bounds: 30 s and 10 s). Both leave three times what was seen;
# a server that is really stuck still fails, only later (and a cell can be interrupted at once).
READ_TIMEOUT_S = 120.0
CLOSE_TIMEOUT_S = 60.0
SHOWN_CHARS = 240  # a printed line is cut here (the message itself never is)


def envelope(revision: str = ENVELOPE_REVISION) -> dict:
    """The ``_meta`` a 2026-07-28 request carries instead of a handshake."""
    return {
        "io.modelcontextprotocol/protocolVersion": revision,
        "io.modelcontextprotocol/clientInfo": CLIENT_INFO,
        "io.modelcontextprotocol/clientCapabilities": {},
    }


class RawClient:
    """One server process and the lines exchanged with it. ``show`` prints each line.

    ``env`` defaults to ``spawn.server_env()``: an allowlist, never this process's API keys.
    """

    def __init__(
        self,
        argv: list[str],
        *,
        env: dict | None = None,
        revision: str = HANDSHAKE_REVISION,
        show: Callable[[str], None] | None = print,
        width: int = SHOWN_CHARS,
    ):
        if revision not in REVISIONS:
            raise ValueError(f"revision 只能是 {REVISIONS}，收到的是 {revision!r}")
        self.revision, self.show, self.width = revision, show, width
        self.next_id = 1
        self.process = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=server_env() if env is None else env,
        )
        self._lines: queue.Queue[bytes] = queue.Queue()
        self.stderr_lines: list[str] = []
        self._pumps = [
            threading.Thread(target=self._pump, args=(self.process.stdout, self._lines.put), daemon=True),
            threading.Thread(target=self._pump, args=(self.process.stderr, self._keep_stderr), daemon=True),
        ]
        for pump in self._pumps:
            pump.start()

    @staticmethod
    def _pump(stream, put) -> None:
        try:
            for line in stream:
                put(line)
        except (OSError, ValueError):  # our side closed the pipe (a client walking away)
            pass
        put(b"")  # end of stream

    def _keep_stderr(self, line: bytes) -> None:
        if line:
            self.stderr_lines.append(line.decode("utf-8", errors="replace").rstrip("\n"))

    def _print(self, arrow: str, text: str) -> None:
        if self.show is not None:
            self.show(f"{arrow} {shorten(text, self.width)}")

    # ---- lines --------------------------------------------------------------------
    def send(self, message: dict | str | bytes) -> None:
        """Write one line: a dict as compact JSON, a str or bytes as given (to test bad input)."""
        if isinstance(message, dict):
            message = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
        data = message.encode("utf-8") if isinstance(message, str) else message
        self._print("→", data.decode("utf-8", errors="replace"))
        self.process.stdin.write(data + b"\n")
        self.process.stdin.flush()

    def receive(self, timeout: float = READ_TIMEOUT_S) -> dict:
        """The next line from the server, parsed; ``TimeoutError`` / ``EOFError`` say why not."""
        try:
            line = self._lines.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError(f"服务端 {timeout:g} 秒内没有响应（还在运行吗？看 stderr_lines）") from None
        if not line:
            raise EOFError(f"服务端关闭了 stdout（退出码 {self.process.poll()}）")
        text = line.decode("utf-8").rstrip("\n")
        self._print("←", text)
        return json.loads(text)

    # ---- messages -----------------------------------------------------------------
    def request(self, method: str, params: dict | None = None) -> dict:
        """Send a request with the next id and return the response that carries that id."""
        request_id, self.next_id = self.next_id, self.next_id + 1
        params = dict(params or {})
        if self.revision == ENVELOPE_REVISION:
            params["_meta"] = envelope(self.revision)
        message = {"jsonrpc": "2.0", "id": request_id, "method": method}
        self.send({**message, "params": params} if params else message)
        while True:
            answer = self.receive()
            if answer.get("id") == request_id:
                return answer

    def notify(self, method: str, params: dict | None = None) -> None:
        """A notification: no id, and no answer comes back."""
        message = {"jsonrpc": "2.0", "method": method}
        self.send({**message, "params": params} if params else message)

    def handshake(self) -> dict:
        """2025-11-25: ``initialize`` + ``notifications/initialized``; 2026-07-28: ``server/discover``."""
        if self.revision == ENVELOPE_REVISION:
            return self.request("server/discover")
        answer = self.request(
            "initialize", {"protocolVersion": self.revision, "capabilities": {}, "clientInfo": CLIENT_INFO}
        )
        self.notify("notifications/initialized")
        return answer

    def call_tool(self, name: str, arguments: dict) -> dict:
        return self.request("tools/call", {"name": name, "arguments": arguments})

    def read_resource(self, uri: str) -> dict:
        return self.request("resources/read", {"uri": uri})

    def get_prompt(self, name: str, arguments: dict[str, str] | None = None) -> dict:
        return self.request("prompts/get", {"name": name, **({"arguments": arguments} if arguments else {})})

    # ---- the end ------------------------------------------------------------------
    def close(self, timeout: float = CLOSE_TIMEOUT_S) -> int:
        """Close the server's stdin (how a stdio client ends the session) and wait for it."""
        if not self.process.stdin.closed:
            self.process.stdin.close()
        try:
            code = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise TimeoutError(f"服务端在 stdin 关闭后 {timeout:g} 秒内没有退出，已强制结束") from None
        for pump in self._pumps:  # the last lines of stdout/stderr are read before we return
            pump.join(timeout)
        return code

    def __enter__(self) -> RawClient:
        return self

    def __exit__(self, *exc) -> None:
        if self.process.poll() is None:
            self.close()
