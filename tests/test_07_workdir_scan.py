"""One walk of the workdir when a run starts (``workspace.workdir_scan``), shared by the guard,
the redactor and the sandbox; no walk per sandboxed command."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest

from lab_code.agent.tools import Workspace
from lab_code.workspace import sandbox, tree_walk
from lab_code.workspace.workdir_scan import scan_workdir

SECRET = "hunter2-" + "s" * 16


@pytest.fixture()
def wd(tmp_path: Path) -> Path:
    root = tmp_path / "workdir"
    (root / "src").mkdir(parents=True)
    (root / "src" / "main.c").write_text("int main(void){return 0;}\n")
    (root / "CMakeLists.txt").write_text("cmake_minimum_required(VERSION 3.16)\nproject(x C)\n")
    (root / ".env").write_text(f"TOKEN={SECRET}\n")
    (root / ".ssh").mkdir()
    (root / ".ssh" / "id_ed25519").write_text("-----BEGIN KEY-----\nkeyline-" + "k" * 20 + "\n")
    (root / "build").mkdir()
    (root / "build" / "CMakeCache.txt").write_text("# a build left behind\n")
    (root / "build" / ".env").write_text("OLD=left-in-the-build-dir\n")
    (tmp_path / "outside.env").write_text("NOT=mine-to-read-at-all\n")
    (root / "linked.env").symlink_to(tmp_path / "outside.env")
    return root


def _count_scans(monkeypatch) -> Counter:
    scans: Counter = Counter()
    real = os.scandir

    def scandir(path="."):
        scans[os.path.realpath(path) if isinstance(path, (str, os.PathLike)) else path] += 1
        return real(path)

    monkeypatch.setattr(tree_walk.os, "scandir", scandir)  # tree_walk.os is os: every walk counts
    return scans


def test_one_walk_finds_originals_secrets_and_masks(wd):
    found = scan_workdir(wd)
    assert {"src", "src/main.c", "CMakeLists.txt", ".env", ".ssh", ".ssh/id_ed25519"} <= found.originals.paths
    assert not any(p.startswith("build") for p in found.originals.paths)  # a build dir may be replaced
    names = sorted(p.relative_to(wd).as_posix() for p in found.credential_files)
    assert names == [".env", ".ssh/id_ed25519", "build/.env"]  # never the link to a file outside
    assert found.credential_dirs == (wd / ".ssh",)
    assert sorted(p.name for p in found.masked_files()) == [".env", ".env"]  # .ssh is masked whole


def test_a_run_start_walks_the_workdir_once_and_a_sandboxed_command_not_at_all(wd, monkeypatch):
    scans = _count_scans(monkeypatch)
    ws = Workspace.create(wd, sandbox="off")
    assert scans[str(wd.resolve())] == 1
    assert SECRET not in ws.redactor(f"printed {SECRET}") and "keyline-" not in ws.redactor(
        "keyline-" + "k" * 20
    )
    scans.clear()
    argv = sandbox.wrap(["cmake", "--version"], ws.toolchain, ws.scan)
    assert scans[str(wd.resolve())] == 0
    triples = {tuple(argv[i : i + 3]) for i in range(len(argv) - 2)}
    assert ("--ro-bind", "/dev/null", str(wd / ".env")) in triples
    assert ("--ro-bind", "/dev/null", str(wd / "build" / ".env")) in triples
    assert ("--tmpfs", str(wd / ".ssh")) in {tuple(argv[i : i + 2]) for i in range(len(argv) - 1)}


def test_a_mask_whose_file_is_gone_is_not_mounted(wd):
    """A build dir the run removed took its credential file with it: bwrap must not recreate it."""
    ws = Workspace.create(wd, sandbox="off")
    (wd / "build" / ".env").unlink()
    (wd / "build" / ".env").symlink_to("/etc/hostname")  # and a link in its place is not followed
    argv = sandbox.wrap(["cmake", "--version"], ws.toolchain, ws.scan)
    assert str(wd / "build" / ".env") not in argv and str(wd / ".env") in argv
