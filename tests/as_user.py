"""Run a test selection as an unprivileged user, from a test run that is root (as CI is).

Why: a guard that holds for root may fail for a user, and the other way round — ``RLIMIT_NPROC``
binds a user but not root, control groups are root's, bubblewrap gives root capabilities
inside, another account cannot read root's files. The attack corpus runs both ways.

What is in the way, and what this does about it (all inside a private mount namespace, so
nothing outside changes):

* the interpreter (``/root/.pyenv/…``), the cached virtualenv (``/root/.cache/…``) and the clone
  may all sit below a directory the user cannot enter (``/root`` is mode 700). Each such
  directory gets a fresh ``tmpfs`` laid over it, and only the paths the run needs are bound back
  into it — read-only, except the user's own cache directory;
* the user needs a home and a zig cache of its own (root's cache is not writable for it, and
  must not be: a cache two accounts can write is a way to plant objects in the other's builds):
  a temporary home, and ``<cache>/as-<user>`` kept between runs (cold the first time);
* then ``setpriv`` drops to the user (real and effective ids, no supplementary groups; the
  kernel clears a root process's capabilities when it changes to a non-zero uid) and runs
  ``python -m pytest …`` with a small environment.

    python tests/as_user.py tests/test_07_attacks.py -k "not unprivileged"    # as root

The account is created by ``.ci/run`` (``useradd``); ``available()`` says why a run cannot
happen here. Linux only (mount namespaces, ``setpriv`` from util-linux).
"""

from __future__ import annotations

import ctypes
import json
import os
import pwd
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

USER = "lab-unprivileged"
REPO_ROOT = Path(__file__).resolve().parents[1]
MS_RDONLY, MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 1, 32, 4096, 16384, 1 << 18


def available(user: str = USER) -> str:
    """``""`` when a run as ``user`` can happen here, else the reason it cannot."""
    if not sys.platform.startswith("linux"):
        return "需要 Linux（挂载命名空间）"
    if os.geteuid() != 0:
        return "只有 root 能切换到另一个用户（这次运行本身就不是 root）"
    try:
        pwd.getpwnam(user)
    except KeyError:
        return f"没有用户 {user}（.ci/run 会创建它：useradd --system {user}）"
    missing = [tool for tool in ("unshare", "setpriv") if shutil.which(tool) is None]
    return f"缺少 {', '.join(missing)}（Debian: util-linux）" if missing else ""


def _blocked(path: Path) -> Path | None:
    """The highest ancestor of ``path`` that others cannot enter (no ``o+x``), if any."""
    for ancestor in [*reversed(path.parents), path]:
        try:
            if not ancestor.stat().st_mode & stat.S_IXOTH:
                return ancestor
        except OSError:
            return None
    return None


def needed_paths(cache: Path) -> dict[str, bool]:
    """Path → writable?: what the run must reach (real paths: links resolve into them)."""
    return {
        str(REPO_ROOT): False,
        str(Path(sys.prefix).resolve()): False,  # the virtualenv
        str(Path(sys.base_prefix).resolve()): False,  # the interpreter it was made from
        str(Path(sys.executable).resolve().parent): False,
        str(cache.resolve()): True,
    }


def user_cache(user: str) -> Path:
    """The user's own cache (zig's included), beside the one CI keeps for root: next to zig's
    cache, which stays where it is while a test run gets an empty ``LAB_CACHE_DIR``."""
    zig = os.environ.get("ZIG_GLOBAL_CACHE_DIR")
    base = (
        Path(zig).parent
        if zig
        else Path(os.environ.get("LAB_CACHE_DIR") or Path.home() / ".cache/tool-calling-lab")
    )
    return base / f"as-{user}"


def _mount(source: str, target: str, flags: int, fstype: str | None = None, data: str | None = None) -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    result = libc.mount(
        source.encode(),
        target.encode(),
        fstype.encode() if fstype else None,
        flags,
        data.encode() if data else None,
    )
    if result != 0:
        code = ctypes.get_errno()
        raise OSError(code, f"mount {source} -> {target}: {os.strerror(code)}")


def _inside(spec: dict) -> None:
    """Run in the new mount namespace, still as root: make the paths reachable, then drop."""
    _mount("none", "/", MS_REC | MS_PRIVATE)  # nothing below leaks back to the host
    paths: dict[str, bool] = dict(
        sorted(spec["paths"].items(), key=lambda item: len(item[0]))
    )  # parents first
    blocked_dirs = {b for b in (_blocked(Path(p)) for p in paths) if b is not None}
    for blocked in sorted(blocked_dirs, key=lambda b: len(b.parts)):
        keep = os.open(blocked, os.O_PATH | os.O_DIRECTORY)  # the original, once covered
        _mount("tmpfs", str(blocked), 0, "tmpfs", "mode=0755")
        for path, writable in paths.items():
            if Path(path) == blocked or blocked not in Path(path).parents:
                continue
            Path(path).mkdir(parents=True, exist_ok=True)  # inside the tmpfs: 0755 directories
            _mount(f"/proc/self/fd/{keep}/{Path(path).relative_to(blocked)}", path, MS_BIND | MS_REC)
            if not writable:
                _mount("none", path, MS_REMOUNT | MS_BIND | MS_RDONLY)
        os.close(keep)
    os.chdir(spec["cwd"])
    setpriv = ["setpriv", f"--reuid={spec['uid']}", f"--regid={spec['gid']}", "--clear-groups"]
    os.execvpe("setpriv", [*setpriv, "--", *spec["argv"]], spec["env"])


class UserRun:
    """``python -m pytest <pytest_args>`` started as ``user`` (``start``), finished by ``wait``."""

    def __init__(self, pytest_args: list[str], *, user: str = USER, env: dict | None = None):
        self.argv, self.home = _prepare(pytest_args, user, env)
        # A session of its own, as a Jupyter kernel has (see start_corpus in test_07_attacks).
        self.process = subprocess.Popen(
            self.argv,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd="/",
            start_new_session=True,
        )

    def wait(self, timeout: float = 3600) -> subprocess.CompletedProcess:
        try:
            out, err = self.process.communicate(timeout=timeout)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.communicate()
            shutil.rmtree(self.home, ignore_errors=True)
        return subprocess.CompletedProcess(self.argv, self.process.returncode, out, err)


def run_as_user(pytest_args: list[str], *, user: str = USER, env: dict | None = None, timeout: float = 3600):
    """``python -m pytest <pytest_args>`` as ``user``; a ``CompletedProcess`` (output captured)."""
    return UserRun(pytest_args, user=user, env=env).wait(timeout)


def _prepare(pytest_args: list[str], user: str, env: dict | None) -> tuple[list[str], Path]:
    """The ``unshare`` command line that runs the selection as ``user``, and the temporary home."""
    reason = available(user)
    if reason:
        raise RuntimeError(reason)
    account = pwd.getpwnam(user)
    cache = user_cache(user)
    cache.mkdir(parents=True, exist_ok=True)
    os.chown(cache, account.pw_uid, account.pw_gid)
    home = Path(tempfile.mkdtemp(prefix=f"home-{user}-"))
    os.chown(home, account.pw_uid, account.pw_gid)
    python = str(Path(sys.prefix) / "bin" / "python")
    environment = {
        "HOME": str(home),
        "USER": user,
        "PATH": os.pathsep.join([str(Path(sys.prefix) / "bin"), "/usr/local/bin", "/usr/bin", "/bin"]),
        "LANG": "C.UTF-8",
        "TMPDIR": "/tmp",
        "PYTHONHASHSEED": "0",
        "PYTHONDONTWRITEBYTECODE": "1",  # the clone is read-only for this user
        "LAB_BACKEND": "fake",
        "LAB_CACHE_DIR": str(cache),
        "ZIG_GLOBAL_CACHE_DIR": str(cache / "zig"),  # its own: root's must not be writable for it
        **{k: v for k, v in os.environ.items() if k in ("LAB_OFFLINE", "SOURCE_DATE_EPOCH")},
        **(env or {}),
    }
    spec = {
        "paths": needed_paths(cache),
        "uid": account.pw_uid,
        "gid": account.pw_gid,
        "cwd": str(REPO_ROOT),
        "argv": [python, "-m", "pytest", "-p", "no:cacheprovider", *pytest_args],
        "env": environment,
    }
    return ["unshare", "--mount", sys.executable, __file__, "--inside", json.dumps(spec)], home


def main(argv: list[str]) -> int:
    if argv[:1] == ["--inside"]:
        _inside(json.loads(argv[1]))
        return 1  # not reached: exec
    done = run_as_user(argv)
    sys.stdout.write(done.stdout)
    sys.stderr.write(done.stderr)
    return done.returncode


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
