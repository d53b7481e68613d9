"""Attacks of the corpus that are not a list of tool calls, and the checks of resource attacks.

* ``mcp``: an MCP client as the attacker — start-and-cancel rounds, a 200 KB nested line, a
  3,000-level argument, a client that spawns its server with the parent's environment, and
  the Streamable HTTP server met without a token (as another local user when we are root),
  through a rebinding ``Host``, and with a flood of sessions;
* ``race``: a build still running (played here by a thread) swaps a workdir directory for a
  link to outside while ``read_file`` / ``write_file`` calls go on, in process and over MCP;
* ``data``: files someone hands the course — a ``runs.db`` whose run ids carry SQL, an export
  line whose table name carries SQL;
* resource checks: what a fork flood, a memory hog and a disk filler really got (each scaled
  down with ``small_limits`` so an attack costs seconds; the mechanism is the one a real run
  uses).

Every scenario returns ``(texts, crash)`` like a tool-call attack: the texts that left a tool
(searched for secrets) and a crash description or ``""``. Written against the course's public
functions only, so the same corpus also runs against an older version of the code.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

MIB = 1024 * 1024
# Processes an attack leaves behind sleep for MARK<n> seconds: unique per harness process, so
# another run of the corpus on the same machine neither counts nor kills ours.
MARK = f"42{os.getpid() % 100_000:05d}."
SMALL = {"tree_processes": 64, "tree_memory_bytes": 256 * MIB, "disk_bytes": 32 * MIB}
HOG_MB = 80  # each of six children of the memory attack
FILL_MB = 16  # each of twelve files of the disk attack
BURST_MB = 30  # six files at full speed (the report's 3 x 400 MiB, longer): each under the budget, all 5.6 x
# disk_budget's stated margin (~16 MiB at 4 GB/s) plus the watcher's wait for a core while the whole
# suite runs on 2 cores: sandboxed bursts stopped 35-44 MiB past the budget in CI runs (a poll, not
# a quota). A watcher that misses the burst lets all 180 MiB through; pacing walks at a twentieth
# of a core, as before, let 106-120 MiB through (20 MiB files).
DISK_MARGIN = 64 * MIB
HTTP_TOKEN = "attack-corpus-token-" + "x" * 24  # the legitimate client's, given to the server
READ_LIMIT_S = 3.0  # the read-only time limit, scaled down for the data attacks
# The MCP scenarios' waits guard against a hang and time nothing. A loaded machine gives a process
# a few per cent of a core (a server then needs 20-40 s to answer initialize, over 10 s to exit):
# they use the raw client's own generous bounds (READ_TIMEOUT_S, CLOSE_TIMEOUT_S), and this one for
# a build to start. A hang still fails, only later: as the scenario's crash or at its deadline.
HANG_S = 60.0


@contextlib.contextmanager
def small_limits():
    """The runner's default limits scaled down (only the fields this version of it has)."""
    from lab_code.workspace import process_runner

    saved = process_runner.DEFAULT_LIMITS
    fields = {f.name for f in dataclasses.fields(saved)}
    process_runner.DEFAULT_LIMITS = dataclasses.replace(
        saved, **{k: v for k, v in SMALL.items() if k in fields}
    )
    try:
        yield
    finally:
        process_runner.DEFAULT_LIMITS = saved


# --- the resource attacks' scripts and what they measured ------------------------------------

SCRIPT_PROJECT = (
    "cmake_minimum_required(VERSION 3.16)\nproject(probe NONE)\n"
    "execute_process(COMMAND python3 ${CMAKE_SOURCE_DIR}/attack.py ${CMAKE_SOURCE_DIR})\n"
)
FORK_SCRIPT = f"""import subprocess, sys
started = []
for _ in range(300):
    try:
        started.append(subprocess.Popen(["sleep", "{MARK}91"]))
    except OSError:
        break
open(sys.argv[1] + "/measure.txt", "w").write(str(len(started)))
"""
HOG_SCRIPT = f"""import os, sys, time
children = []
for _ in range(6):
    pid = os.fork()
    if pid == 0:
        held = []
        for _ in range({HOG_MB // 4}):  # 4 MB at a time, like a build growing
            held.append(bytearray(4 * 1024 * 1024))
            for i in range(0, len(held[-1]), 4096):
                held[-1][i] = 1
            time.sleep(0.1)
        with open(sys.argv[1] + "/measure.txt", "a") as fh:
            fh.write("held\\n")
        time.sleep(0.5)
        os._exit(0)
    children.append(pid)
for pid in children:
    os.waitpid(pid, 0)
"""
FILL_SCRIPT = f"""import os, sys, time
chunk = b"\\x01" * (1024 * 1024)
for n in range(12):
    with open(sys.argv[1] + f"/fill{{n}}.bin", "wb") as fh:
        for _ in range({FILL_MB}):
            fh.write(chunk)
        fh.flush()
        os.fsync(fh.fileno())
    time.sleep(0.2)
"""
BURST_SCRIPT = f"""import sys
chunk = b"\\x02" * (1024 * 1024)
for n in range(6):
    with open(sys.argv[1] + f"/burst{{n}}.bin", "wb") as fh:
        for _ in range({BURST_MB}):
            fh.write(chunk)
"""
DEEP_SCRIPT = """import os, sys
os.chdir(sys.argv[1])
os.mkdir("deep")
os.chdir("deep")
for _ in range(1100):  # deeper than Python's recursion limit (1000): os.walk in 3.11 recurses
    os.mkdir("d")
    os.chdir("d")
"""


def measured(workdir: Path, kind: str) -> list[str]:
    """What a resource attack got, against the scaled-down limit (with room for a late poll)."""
    measure = workdir / "measure.txt"
    text = measure.read_text() if measure.is_file() else ""
    if kind == "processes":
        started = int(text or 0)
        # Exact: a control group (root) or the command's own user namespace (a user) counts the tree.
        return [f"limit: {started} processes"] if started > SMALL["tree_processes"] else []
    if kind == "memory":
        held = text.count("held") * HOG_MB * MIB
        return [f"limit: {held // MIB} MB held"] if held > SMALL["tree_memory_bytes"] else []
    if kind == "disk":  # the budget and its stated margin (disk_budget), whatever the speed
        filled = sum(
            p.stat().st_blocks * 512 for p in [*workdir.glob("fill*.bin"), *workdir.glob("burst*.bin")]
        )
        return [f"limit: {filled // MIB} MB written"] if filled > SMALL["disk_bytes"] + DISK_MARGIN else []
    return []


def remove_deep(root: Path) -> None:
    """Delete a tree of any depth without recursion and without long paths (the harness's own
    clean-up): every subdirectory is first moved up into a flat queue, then emptied."""
    if not root.is_dir():
        return
    queue = root.parent / f".{root.name}.removing"
    queue.mkdir(exist_ok=True)
    pending, count = [root], 0
    while pending:
        here = pending.pop()
        with contextlib.suppress(OSError), os.scandir(here) as listing:
            for entry in list(listing):
                if entry.is_dir(follow_symlinks=False):
                    count += 1
                    with contextlib.suppress(OSError):
                        os.rename(entry.path, queue / str(count))
                        pending.append(queue / str(count))
                else:
                    with contextlib.suppress(OSError):
                        os.unlink(entry.path)
        with contextlib.suppress(OSError):
            os.rmdir(here)
    with contextlib.suppress(OSError):
        os.rmdir(queue)


# --- a build that swaps a directory for a link, while the tools work -----------------------


@contextlib.contextmanager
def swapping(workdir: Path, outside: Path):
    """``d/`` (a decoy ``secret.txt`` inside) and a link ``d -> outside`` take turns, fast."""
    stop = threading.Event()
    real, link = workdir / "d.real", workdir / "d"

    def swap() -> None:  # each state held about as long as the other: a check sees one, the open the other
        while not stop.is_set():
            with contextlib.suppress(OSError):
                os.rename(link, real)
                os.symlink(outside, link)
                os.stat(link)
                os.unlink(link)
                os.rename(real, link)
                os.stat(link)

    worker = threading.Thread(target=swap, daemon=True)
    worker.start()
    try:
        yield
    finally:
        stop.set()
        worker.join(5)
        if link.is_symlink():
            link.unlink()
        if real.exists() and not link.exists():
            os.rename(real, link)


RACE_ROUNDS = 300  # the window is microseconds wide; hundreds of tries make it show up
MCP_RACE_ROUNDS = 120  # each over a pipe: slower, so fewer


def race(call, scene, kind: str, rounds: int = RACE_ROUNDS) -> list[str]:
    """``rounds`` reads or writes of ``d/…`` while ``d`` swaps; ``call(name, args)`` → text."""
    texts = []
    with swapping(scene.workdir, scene.outside):
        for n in range(rounds):
            if kind == "read":
                texts.append(call("read_file", {"path": "d/secret.txt"}))
            else:
                texts.append(call("write_file", {"path": f"d/pwn{n % 3}.txt", "content": "x"}))
    return texts


# --- MCP -------------------------------------------------------------------------------------

SLOW_PROJECT = (
    f"cmake_minimum_required(VERSION 3.16)\nproject(slow NONE)\nexecute_process(COMMAND sleep {MARK}61)\n"
)


def _sleepers(mark: str) -> int:
    count = 0
    for entry in Path("/proc").iterdir():
        with contextlib.suppress(OSError):
            if entry.name.isdigit() and mark.encode() in (entry / "cmdline").read_bytes():
                count += 1
    return count


def _raw_client(scene, api):
    from lab_code.mcp.raw_client import RawClient
    from lab_code.mcp.spawn import server_argv

    return RawClient(server_argv(scene.workdir, sandbox=api.sandbox), show=None)


def mcp_cancel_rounds(api, scene) -> tuple[list[str], str]:
    """Three start-and-cancel rounds: how many builds ever ran at once?"""
    mark = MARK + "61"

    def wait_until(predicate, seconds: float) -> int:
        deadline, peak = time.monotonic() + seconds, 0
        while time.monotonic() < deadline:
            count = _sleepers(mark)
            peak = max(peak, count)
            if predicate(count):
                break
            time.sleep(0.05)
        return peak

    with _raw_client(scene, api) as client:
        client.handshake()
        client.call_tool("write_file", {"path": "slow/CMakeLists.txt", "content": SLOW_PROJECT})
        peak = 0
        for n in range(3):
            peak = max(peak, wait_until(lambda count: count == 0, 3))  # the last round's build is gone?
            client.send(
                {
                    "jsonrpc": "2.0",
                    "id": 1000 + n,
                    "method": "tools/call",
                    "params": {"name": "run_command", "arguments": {"command": f"cmake -S slow -B c{n}"}},
                }
            )
            peak = max(peak, wait_until(lambda count: count > 0, HANG_S))  # this round's build is running
            client.notify("notifications/cancelled", {"requestId": 1000 + n, "reason": "attack"})
        peak = max(peak, wait_until(lambda count: count == 0, 3))
        texts = list(client.stderr_lines)
    return texts, (f"concurrent builds: {peak}" if peak > 1 else "")


def mcp_race(kind: str):
    def scenario(api, scene) -> tuple[list[str], str]:
        with _raw_client(scene, api) as client:
            client.handshake()
            texts = race(
                lambda name, args: json.dumps(client.call_tool(name, args)), scene, kind, MCP_RACE_ROUNDS
            )
        return texts, ""

    return scenario


def mcp_hostile_lines(api, scene) -> tuple[list[str], str]:
    """A tools/call whose argument is nested 3,000 levels, then one 200 KB line of nested
    arrays: the server must answer both, stay alive, and still exit when stdin closes."""
    deep = '{"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"name": "read_file", "arguments": {"path": '
    deep += '{"a": ' * 3000 + "1" + "}" * 3000 + "}}}"  # by hand: json.dumps of 3,000 levels raises
    nested = (
        '{"jsonrpc": "2.0", "id": 77, "method": "tools/list", "params": '
        + "[" * 100_000
        + "]" * 100_000
        + "}"
    )
    client = _raw_client(scene, api)
    texts = []
    try:
        client.handshake()
        for what, line in (("a deep argument", deep), ("a nested line", nested)):
            client.send(line)
            try:
                answer = client.receive()  # the client's own bound: a hang is what it catches
            except (TimeoutError, EOFError) as exc:
                return texts, f"no answer to {what} ({type(exc).__name__})"
            texts.append(json.dumps(answer))
            if answer.get("error", {}).get("code") == -32603:
                return texts, f"internal error on {what}"
        try:
            client.close()
        except TimeoutError:
            return texts, "the server did not exit after stdin closed"
        return texts, ""
    finally:
        if client.process.poll() is None:
            client.process.kill()


ENV_DUMP = (
    "import json, os, sys\nsys.stdin.readline()\n"
    'print(json.dumps({"jsonrpc": "2.0", "id": 1, "result": {"env": dict(os.environ)}}), flush=True)\n'
)


def mcp_client_environment(api, scene) -> tuple[list[str], str]:
    """The raw client spawns a "server" that only prints its environment: is the key in it?"""
    from lab_code.mcp.raw_client import RawClient

    with RawClient([sys.executable, "-c", ENV_DUMP], show=None) as client:
        answer = client.request("initialize", {})
    return [json.dumps(answer)], ""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def http_server(api, scene):
    from lab_code.mcp.spawn import server_argv, server_env

    port = _free_port()
    env = {**server_env(), "LAB_MCP_TOKEN": HTTP_TOKEN}
    argv = [*server_argv(scene.workdir, sandbox=api.sandbox), "--http", f"127.0.0.1:{port}"]
    process = subprocess.Popen(argv, env=env, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while _post(port, {}, INITIALIZE)[0] == 0 and time.monotonic() < deadline:
            time.sleep(0.1)
        yield port
    finally:
        process.terminate()
        process.wait(10)


INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-11-25",
        "capabilities": {},
        "clientInfo": {"name": "x", "version": "0"},
    },
}
READ_PRIVATE = {
    "jsonrpc": "2.0",
    "id": 2,
    "method": "tools/call",
    "params": {"name": "read_file", "arguments": {"path": "private.txt"}},
}


def _post(port: int, headers: dict, message: dict) -> tuple[int, dict, str]:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/mcp",
        data=json.dumps(message).encode(),
        headers={
            "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream",
            **headers,
        },
    )
    try:
        with urllib.request.urlopen(request, timeout=15) as response:
            return response.status, dict(response.headers), response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), exc.read().decode("utf-8", "replace")
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return 0, {}, ""


# What another local account runs: initialize, then read a file only the server's user may read.
OTHER_USER = """import json, sys, urllib.request, urllib.error
port, host = sys.argv[1], sys.argv[2]
def post(message, headers):
    request = urllib.request.Request(f"http://127.0.0.1:{port}/mcp", data=json.dumps(message).encode(),
        headers={"Content-Type": "application/json", "Accept": "application/json, text/event-stream",
                 "Host": host, **headers})
    try:
        with urllib.request.urlopen(request, timeout=15) as response:
            return response.status, dict(response.headers), response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), exc.read().decode("utf-8", "replace")
init, read = json.loads(sys.argv[3]), json.loads(sys.argv[4])
status, headers, body = post(init, {})
session = headers.get("mcp-session-id") or headers.get("Mcp-Session-Id")
print(status, body)
if session:
    more = {"mcp-session-id": session, "mcp-protocol-version": "2025-11-25"}
    post({"jsonrpc": "2.0", "method": "notifications/initialized"}, more)
    print(*post(read, more)[::2])
"""


def mcp_http(api, scene) -> tuple[list[str], str]:
    """The HTTP server met by another local account (as uid 65534 when we are root): without a
    token, then through a rebinding Host; then a client with the token opens 30 sessions."""
    texts, problems = [], []
    auth = {"Authorization": f"Bearer {HTTP_TOKEN}"}
    with http_server(api, scene) as port:
        for host in (f"127.0.0.1:{port}", f"attacker.example:{port}"):
            argv = [
                "/usr/bin/python3",
                "-c",
                OTHER_USER,
                str(port),
                host,
                json.dumps(INITIALIZE),
                json.dumps(READ_PRIVATE),
            ]
            if os.geteuid() == 0 and Path("/usr/bin/setpriv").exists():  # a real other account
                argv = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *argv]
            elif not Path(argv[0]).exists():
                argv[0] = sys.executable
            texts.append(subprocess.run(argv, capture_output=True, text=True, timeout=60, cwd="/").stdout)
        sessions = [_post(port, auth, INITIALIZE)[1].get("mcp-session-id") for _ in range(30)]
        ping = {"jsonrpc": "2.0", "id": 3, "method": "ping"}
        version = {"mcp-protocol-version": "2025-11-25"}
        first = _post(port, {**auth, **version, "mcp-session-id": sessions[0] or ""}, ping)
        newest = _post(port, {**auth, **version, "mcp-session-id": sessions[-1] or ""}, ping)
    if first[0] == 200:
        problems.append("30 sessions held open for one client")
    if newest[0] != 200:
        problems.append("the newest session was refused")
    return texts, "; ".join(problems)


# --- data files ------------------------------------------------------------------------------

INJECTED_ID = "0) OR (SELECT count(*) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c)) > 0 OR (0"
EVIDENCE_CHILD = f"""import sys
from lab_code.agent import runs_db
runs_db.READ_TIME_LIMIT_S = {READ_LIMIT_S}
from lab_code.interview.evidence import EvidenceError, runs_evidence
try:
    print(runs_evidence(sys.argv[1]).sentences())
except EvidenceError as exc:
    print("refused:", exc)
"""


def data_evidence_injection(api, scene) -> tuple[list[str], str]:
    """A runs.db whose run id is SQL: the evidence query must neither run it nor hang."""
    from lab_code.agent.runs_db import SCHEMA

    db = scene.workdir / "crafted-runs.db"  # handed to the course; where it lies does not matter
    conn = sqlite3.connect(db)
    conn.executescript(SCHEMA.replace("id INTEGER PRIMARY KEY AUTOINCREMENT", "id TEXT"))
    conn.execute("INSERT INTO run (id, task, model, started) VALUES (?, 'x', 'rule', 0)", (INJECTED_ID,))
    conn.execute(
        "INSERT INTO step (run_id, n, turn, tool, args, ok, duration_ms) VALUES (1, 1, 1, 't', '{}', 1, 1)"
    )
    conn.commit()
    conn.close()
    try:
        done = subprocess.run(
            [sys.executable, "-c", EVIDENCE_CHILD, str(db)], capture_output=True, text=True, timeout=20
        )
    except subprocess.TimeoutExpired:
        return [], "the evidence query never ended (killed after 20 s)"
    return [done.stdout], "" if done.returncode == 0 else done.stderr[-200:]


INJECTED_TABLE = (
    "run (task, model, started) SELECT 'injected', 'x', 0 FROM "
    "(WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 500) SELECT x FROM c) --"
)


def data_jsonl_injection(api, scene) -> tuple[list[str], str]:
    """An export line whose table name is SQL: loading it must refuse the line, not run it."""
    from lab_code.evals.reports import load_jsonl

    export = scene.workdir / "crafted.jsonl"
    export.write_text(json.dumps({"table": INJECTED_TABLE, "row": {}}) + "\n")
    try:
        conn = load_jsonl(export)
    except (ValueError, sqlite3.Error) as exc:
        return [str(exc)], ""
    rows = conn.execute("SELECT COUNT(*) FROM run").fetchone()[0]
    return [], f"{rows} rows injected by one export line" if rows > 1 else ""


SCENARIOS = {
    "mcp-cancel-rounds": mcp_cancel_rounds,
    "mcp-race-read": mcp_race("read"),
    "mcp-race-write": mcp_race("write"),
    "mcp-hostile-lines": mcp_hostile_lines,
    "mcp-client-environment": mcp_client_environment,
    "mcp-http": mcp_http,
    "data-evidence-injection": data_evidence_injection,
    "data-jsonl-injection": data_jsonl_injection,
}
