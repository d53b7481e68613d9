"""A machine that never ran the course: from an empty cache, on every CI run.

Nothing may pass only because an earlier run left zig's cache warm. With an empty
``LAB_CACHE_DIR`` this runs the smallest slice that shows both halves of the promise:

* lesson 07's knowledge-base cells (the first failed configure of ``needs_dep`` and the
  whole run that follows the knowledge), executed in a kernel as nbval does, print exactly
  their committed outputs -- the runtime is compiled (outside the sandbox) inside the first
  command, and nothing of that shows in the output;
* a Release build of a real library in the sandbox -- cJSON, a *shared* library (its tests
  and its -Werror flags off: the smallest real build there is) -- verified like lesson 08
  does: every artifact is aarch64, and the workdir's cache layer compiled nothing (the
  warm-up gave it the Release and shared-library runtimes).

It costs one cold C runtime for one target: about 55 s of CPU in all (measured on 2 busy cores;
the libc build is most of it). It replaced a warm test of libdeflate that cost about 36 s.
"""

from __future__ import annotations

import copy
import os
import struct

import nbformat
import pytest
from nbclient import NotebookClient

from lab_code import REPO_ROOT
from lab_code.agent.library_verify import verify_library
from lab_code.agent.projects import CATALOGUE, copy_project
from lab_code.agent.tools import Workspace
from lab_code.wire.settings import zig_cache_for
from lab_code.workspace import runtimes, sandbox, workdir_layout

pytestmark = [pytest.mark.slow, pytest.mark.toolchain]
TARGET = "aarch64-linux-musl"
LESSON_07 = REPO_ROOT / "notebooks" / "07_crossbuild_agent.ipynb"
KNOWLEDGE_CELLS = ("l07-003", "l07-029", "l07-032")  # set-up, the first failure, the whole run


def _text(cell) -> str:
    """What the cell printed: its stream chunks joined, as nbval compares them."""
    outputs = cell.get("outputs", [])
    return "".join("".join(out.get("text", "")) for out in outputs if out.get("output_type") == "stream")


def _x86_64_elf() -> bytes:
    header = bytearray(64)
    header[:4] = b"\x7fELF"
    header[4:7] = bytes([2, 1, 1])
    struct.pack_into("<HH", header, 16, 2, 62)  # ET_EXEC, EM_X86_64
    return bytes(header)


@pytest.fixture()
def empty_cache(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    monkeypatch.setenv("LAB_CACHE_DIR", str(cache))  # the kernel below inherits it
    monkeypatch.delenv("ZIG_GLOBAL_CACHE_DIR", raising=False)
    return cache


def test_from_an_empty_cache_lesson_07s_knowledge_cells_and_a_sandboxed_release_build(tmp_path, empty_cache):
    lesson = nbformat.read(LESSON_07, as_version=4)
    cells = [cell for cell in lesson.cells if cell.get("id") in KNOWLEDGE_CELLS]
    assert [cell.id for cell in cells] == list(KNOWLEDGE_CELLS)
    slice_nb = nbformat.v4.new_notebook(metadata=lesson.metadata)
    slice_nb.cells = [copy.deepcopy(cell) for cell in cells]
    NotebookClient(
        slice_nb, timeout=900, kernel_name="python3", resources={"metadata": {"path": str(LESSON_07.parent)}}
    ).execute()
    for committed, ran in zip(cells, slice_nb.cells, strict=True):
        assert _text(ran) == _text(committed), committed.id
    assert runtimes.is_warm(TARGET) and not runtimes.is_warm(TARGET, ("c++",))  # demos are C only

    workdir = copy_project("cjson", tmp_path / "cjson")
    ws = Workspace.create(workdir, TARGET, sandbox="auto")
    options = "-DENABLE_CJSON_TEST=OFF -DENABLE_CUSTOM_COMPILER_FLAGS=OFF -DCMAKE_POLICY_VERSION_MINIMUM=3.5"
    for command in (f"cmake -S . -B build -DCMAKE_BUILD_TYPE=Release {options}", "cmake --build build"):
        done = ws.run_command(command)
        assert done.exit_code == 0, done.text
    tests = CATALOGUE["cjson"].check.tests
    verdict = verify_library(ws, tests)
    assert verdict.ok, verdict.reason
    assert verdict.artifacts == {"build/libcjson.so.1.7.15": "EM_AARCH64"}  # links are not artifacts
    assert "没有构建" in verdict.reason and verdict.tests_run == []
    if sandbox.available():
        layer = workdir_layout.zig_layer_dir(workdir) / "o"
        # nothing compiled in the layer: each entry is a real folder of links to the shared items
        assert [p.name for p in layer.iterdir() if not all(f.is_symlink() for f in p.iterdir())] == []
    # An x86-64 ELF in place of the library, its time stamp kept (so the dry run finds nothing left to
    # build), is caught by its header.
    library = workdir / "build" / "libcjson.so.1.7.15"
    stamp = library.stat()
    library.write_bytes(_x86_64_elf())
    os.utime(library, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
    caught = verify_library(ws, tests)
    assert not caught.ok and "libcjson.so.1.7.15 的架构是 EM_X86_64" in caught.reason, caught.reason
    assert os.listdir(zig_cache_for(empty_cache) / "lab-warm") == [f"{runtimes.index_name(TARGET, 'c')}.json"]
