"""stdio transport for the server: one JSON-RPC message per line, and nothing else on stdout.

The SDK ships a stdio transport; this one replaces it for three reasons the lesson shows:

* a line that is not JSON is answered with JSON-RPC ``-32700 Parse error`` (the SDK drops it
  silently, and a hand-written client waits forever for an answer);
* a line longer than ``MAX_MESSAGE_BYTES`` is skipped *while reading* (never held in memory)
  and answered with ``-32600 Invalid Request`` — with the request's id when its first bytes
  show one, so the client's call ends instead of hanging;
* a line nested deeper than ``MAX_NESTING`` levels is answered the same way *before* it is
  parsed (Python's parser recurses once per level: one 200 KB line of ``[[[[…`` used to kill
  the reader thread, and the server then went silent and never noticed stdin closing); and
  whatever goes wrong with one line, the reader thread answers it and reads the next;
* stdout belongs to the protocol: while serving, fd 1 points at stderr and fd 0 at
  ``/dev/null``, so a stray ``print`` or a child process cannot corrupt the stream.

When stdin closes (the client left, even in the middle of a call) the server stops: calls in
flight are abandoned and the process groups of commands still running are killed, so no
build keeps running for nobody.

Lessons: 06
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import signal
import sys
import threading

import anyio
import anyio.from_thread
import anyio.lowlevel
import mcp_types as types
from mcp.server import Server
from mcp.shared.message import ServerMessageMetadata, SessionMessage
from pydantic import ValidationError

from lab_code.arguments.json_values import MAX_NESTING, text_too_deep
from lab_code.workspace.process_tree import children_now, kill_group

MAX_MESSAGE_BYTES = 4 * 1024 * 1024  # write_file may carry 200 000 characters of content
_ID_SCAN_BYTES = 256  # where a request's id sits in practice: right after "jsonrpc"
_ID_PATTERN = re.compile(rb'"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.){0,100}")')
_EOF = object()
GRACE_S = 2.0  # after stdin closes, calls in flight may still finish (the SDK client waits 2 s too)

log = logging.getLogger("lab_code.mcp")


def error_line(request_id, code: int, message: str) -> SessionMessage:
    """A JSON-RPC error response as the transport sends it."""
    error = types.JSONRPCError(
        jsonrpc="2.0", id=request_id, error=types.ErrorData(code=code, message=message)
    )
    return SessionMessage(error)


def _valid_id(value) -> bool:
    """MCP request ids are strings or integers (never null, never true/false)."""
    return isinstance(value, int | str) and not isinstance(value, bool)


def _id_from_head(head: bytes):
    """The request id from the first bytes of a message that could not be read whole, or None."""
    match = _ID_PATTERN.search(head[:_ID_SCAN_BYTES].split(b'"params"')[0])
    if match is None:
        return None
    try:
        value = json.loads(match.group(1))
    except ValueError:
        return None
    return value if _valid_id(value) else None


def parse_line(line: bytes) -> SessionMessage | None:
    """One line from the client → a message for the server, an error for the client, or None."""
    text = line.decode("utf-8", errors="replace").strip()
    if not text:
        return None  # blank lines separate nothing; ignore them
    if text_too_deep(line):
        return error_line(
            _id_from_head(line),
            types.INVALID_REQUEST,
            f"消息里的数组或对象嵌套超过 {MAX_NESTING} 层，没有处理；MCP 的消息不需要这么深。",
        )
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return error_line(
            None, types.PARSE_ERROR, "这一行不是合法 JSON；每行必须是一个完整的 JSON-RPC 消息。"
        )
    request_id = data.get("id") if isinstance(data, dict) else None
    if not _valid_id(request_id):
        request_id = None
    try:
        if isinstance(data, dict) and "id" in data and request_id is None:
            raise ValueError("an id that is not a string or an integer")  # else: read as a notification
        return SessionMessage(types.jsonrpc_message_adapter.validate_python(data, by_name=False))
    except (ValidationError, ValueError):
        return error_line(
            request_id,
            types.INVALID_REQUEST,
            '不是合法的 JSON-RPC 2.0 消息：需要一个对象，带 "jsonrpc": "2.0" 和 "method"，'
            '请求还要一个字符串或整数的 "id"；MCP 不接受批量数组。',
        )


def read_messages(stream, limit: int, deliver) -> None:
    """Blocking loop (a daemon thread): read lines, bounded by ``limit`` bytes, and deliver
    what ``parse_line`` makes of them; ``_EOF`` last, always (even if reading itself fails)."""
    try:
        _read_lines(stream, limit, deliver)
    except Exception:  # a broken stream: the session is over, say so below
        log.exception("读取 stdin 失败，服务结束")
    finally:
        deliver(_EOF)


def _read_lines(stream, limit: int, deliver) -> None:
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        if len(line) > limit and not line.endswith(b"\n"):
            size, rest = len(line), line
            while rest and not rest.endswith(b"\n"):  # skip the rest of it without keeping it
                rest = stream.readline(limit)
                size += len(rest)
            deliver(
                error_line(
                    _id_from_head(line),
                    types.INVALID_REQUEST,
                    f"消息有 {size} 字节，超过上限 {limit} 字节；没有处理。请把大内容分成几次调用。",
                )
            )
            if not rest:
                return
            continue
        try:
            message = parse_line(line)
        except Exception:  # our bug on one line must not end the session: answer, read on
            log.exception("无法处理一行输入")
            message = error_line(_id_from_head(line), types.INTERNAL_ERROR, "服务端无法处理这一行。")
        if message is not None:
            deliver(message)


@contextlib.contextmanager
def claimed_stdio():
    """``(wire_in, wire_out)``: binary files on private copies of fds 0 and 1. While serving,
    fd 0 reads /dev/null, and fd 1 and ``sys.stdout`` write to stderr; all restored after."""
    sys.stdout.flush()
    wire_in_fd, wire_out_fd = os.dup(0), os.dup(1)
    saved_in, saved_out, saved_stdout = os.dup(0), os.dup(1), sys.stdout
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    os.dup2(2, 1)  # a child process's output …
    sys.stdout = sys.stderr  # … and a stray print() (even if sys.stdout is not fd 1)
    wire_in = os.fdopen(wire_in_fd, "rb", buffering=64 * 1024)
    wire_out = os.fdopen(wire_out_fd, "wb")
    os.set_blocking(wire_out_fd, False)  # answers are written from the event loop (write_all)
    try:
        yield wire_in, wire_out
    finally:
        with contextlib.suppress(OSError):  # the flag belongs to the pipe, which fd 1 gets back
            os.set_blocking(wire_out_fd, True)
        sys.stdout = saved_stdout
        os.dup2(saved_in, 0)
        os.dup2(saved_out, 1)
        for fd in (saved_in, saved_out):
            os.close(fd)
        with contextlib.suppress(OSError):
            wire_out.close()
        # wire_in stays open: the daemon reader thread may still be blocked on it.


def kill_running_commands() -> int:
    """Kill the process group of every child still running (commands start their own group).
    Children are found as every command's are (``workspace.process_tree``, from ``/proc``)."""
    children = children_now()
    for pid in children:
        kill_group(pid)
    return len(children)


class _Connection:
    """What the transport tracks: requests not answered yet, and whether stdin has closed."""

    def __init__(self, to_server, reply):
        self.to_server, self.reply = to_server, reply
        self.pending: set = set()
        self.stdin_closed = anyio.Event()

    async def route(self, item) -> None:
        """Runs in the event loop for every item of the reader thread."""
        if item is _EOF:
            self.stdin_closed.set()
            await self._close_if_done()
        elif isinstance(item.message, types.JSONRPCError):  # the transport's own answer
            await self.reply.send(item)
        else:
            if isinstance(item.message, types.JSONRPCRequest):
                request_id = item.message.id
                self.pending.add(request_id)
                # A request the client cancels is never answered (the spec forbids it); the SDK
                # calls this hook when such a request settles, once its command has ended.
                # Without it, stdin closing after a cancel waited out GRACE_S for nothing.
                settled = ServerMessageMetadata(on_request_unanswered=lambda: self.settled(request_id))
                item = SessionMessage(item.message, metadata=settled)
            await self.to_server.send(item)

    async def answered(self, item) -> None:
        if isinstance(item.message, types.JSONRPCResponse | types.JSONRPCError):
            await self.settled(item.message.id)

    async def settled(self, request_id) -> None:
        """A request is done: answered, or cancelled by the client and so never answered."""
        self.pending.discard(request_id)
        await self._close_if_done()

    async def _close_if_done(self) -> None:
        # Closing the server's input ends it, and the SDK answers what is still running with
        # "Connection closed": so wait until the last pipelined request has its answer.
        if self.stdin_closed.is_set() and not self.pending:
            await self.to_server.aclose()


async def write_all(fd: int, data: bytes) -> None:
    """Write ``data`` to the non-blocking ``fd`` from the event loop: no thread per answer, and a
    client that stops reading makes this task wait (``wait_writable``), never the loop."""
    view = memoryview(data)
    while view:
        try:
            view = view[os.write(fd, view) :]
        except BlockingIOError:
            await anyio.wait_writable(fd)


async def serve_stdio(server: Server, *, limit: int = MAX_MESSAGE_BYTES, grace_s: float = GRACE_S) -> None:
    """Serve ``server`` on this process's stdin/stdout until stdin closes (or SIGTERM/SIGINT).

    Call it in the main thread: it installs the signal handlers."""
    with claimed_stdio() as (wire_in, wire_out):
        to_server_send, to_server = anyio.create_memory_object_stream[SessionMessage | Exception](16)
        from_server, to_client = anyio.create_memory_object_stream[SessionMessage](16)
        reply = from_server.clone()  # the transport's own way to the client (parse errors …)
        connection = _Connection(to_server_send, reply)
        token = anyio.lowlevel.current_token()

        def deliver(item) -> None:  # called from the reader thread
            with contextlib.suppress(
                anyio.RunFinishedError, anyio.ClosedResourceError, anyio.BrokenResourceError
            ):
                anyio.from_thread.run(connection.route, item, token=token)

        drained = anyio.Event()

        async def writer() -> None:
            async with to_client:
                async for item in to_client:
                    data = item.message.model_dump_json(by_alias=True, exclude_unset=True) + "\n"
                    try:
                        await write_all(wire_out.fileno(), data.encode("utf-8"))
                    except OSError:  # BrokenPipeError: nobody reads our answers any more
                        log.info("客户端不再读取回答，服务结束")
                        tg.cancel_scope.cancel()
                        return
                    await connection.answered(item)
            drained.set()

        async def stop_after_grace() -> None:
            # A client that closed stdin in the middle of a call has given up on it: the call
            # gets grace_s to finish, then it is cancelled and its command killed.
            await connection.stdin_closed.wait()
            await anyio.sleep(grace_s)
            tg.cancel_scope.cancel()

        threading.Thread(target=read_messages, args=(wire_in, limit, deliver), daemon=True).start()
        previous = {s: signal.signal(s, _stop_now) for s in (signal.SIGTERM, signal.SIGINT)}
        try:
            async with anyio.create_task_group() as tg:
                tg.start_soon(writer)
                tg.start_soon(stop_after_grace)
                try:
                    await server.run(to_server, from_server, server.create_initialization_options())
                finally:
                    reply.close()
                await drained.wait()  # every answer written
                tg.cancel_scope.cancel()  # the watchers can go
        finally:
            killed = kill_running_commands()
            if killed:
                log.info("结束了 %d 个仍在运行的命令", killed)
            for signum, handler in previous.items():
                signal.signal(signum, handler)


def _stop_now(signum, frame) -> None:
    """SIGTERM (a client's next step after closing stdin) or Ctrl-C: kill the commands, leave.

    A plain handler, not the event loop's: it also runs while the loop is already shutting
    down, when a signal must not kill the process before its commands are killed."""
    killed = kill_running_commands()
    log.info("收到信号 %s，结束了 %d 个仍在运行的命令，服务结束", signal.Signals(signum).name, killed)
    sys.stderr.flush()
    os._exit(128 + signum)
