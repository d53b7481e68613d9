"""The disk budget holds to its stated margin, not to a poll once a second.

The attack corpus measures it on build scripts (``tree-disk-filler``, ``tree-disk-burst``, as
root and as an unprivileged user); here are the two pieces it rests on, each cheap: no file can
outgrow the whole budget (the command starts with ``RLIMIT_FSIZE`` at the budget plus one byte,
and the result says "disk"), and the runner polls sooner as the budget runs out.
"""

from __future__ import annotations

import dataclasses
import sys

from lab_code.workspace import disk_budget
from lab_code.workspace.disk_budget import DiskBudget
from lab_code.workspace.process_runner import DEFAULT_LIMITS, run_to_file

MIB = 1024 * 1024
ONE_BIG_FILE = """import resource, sys
print("RLIMIT_FSIZE", resource.getrlimit(resource.RLIMIT_FSIZE)[0], flush=True)  # before any write
chunk = b"\\x03" * (1024 * 1024)
with open(sys.argv[1] + "/big.bin", "wb") as fh:
    for _ in range(64):
        fh.write(chunk)
"""


def test_one_file_cannot_outgrow_the_whole_budget_and_the_result_says_disk(tmp_path):
    workdir, log = tmp_path / "w", tmp_path / "log.txt"
    workdir.mkdir()
    limits = dataclasses.replace(DEFAULT_LIMITS, disk_bytes=4 * MIB)
    done = run_to_file(
        [sys.executable, "-c", ONE_BIG_FILE, str(workdir)], cwd=workdir, log=log, limits=limits
    )
    written = (workdir / "big.bin").stat().st_size
    assert written <= 4 * MIB + 1, f"{written / MIB:.1f} MiB written against a 4 MiB budget"
    assert done.limit == "disk" and done.limit_value == 4 * MIB
    # The kernel holds the file at the limit (a poll may stop the command first, then or before
    # Python reports the refused write: which one wins is a race, the size is not).
    assert f"RLIMIT_FSIZE {4 * MIB + 1}" in log.read_text()


def test_the_runner_polls_sooner_as_the_budget_runs_out(tmp_path):
    budget = DiskBudget(tmp_path, 1024 * MIB)
    assert budget.poll_s() == disk_budget.POLL_MAX_S  # far from it: the runner's own pace
    (tmp_path / "most.bin").write_bytes(b"\x04" * (1000 * MIB // 100))  # ~10 MiB
    assert budget.over() == "" and budget.left < 1024 * MIB
    budget.left = 8 * MIB  # as after a walk near the end
    assert budget.poll_s() == max(disk_budget.POLL_MIN_S, 4 * MIB / budget.rate)
    assert budget.poll_s() < 0.01
    # the stated margin: two intervals between walks near the budget at the fastest growth seen
    # (~16 MiB at 4 GiB/s on a small tree, whose walk takes less than the shortest poll)
    interval = max(disk_budget.POLL_MIN_S, budget.walk_cost)
    assert budget.margin() == int(2 * budget.rate * interval) >= 16 * MIB


def test_walks_take_a_twentieth_of_a_core_until_the_budget_could_run_out_sooner(tmp_path):
    budget = DiskBudget(tmp_path, 1024 * MIB)
    budget.walk_cost = 0.004  # a tree whose walk takes 4 ms of CPU
    assert budget.walk_interval() == min(disk_budget.WALK_SHARE * 0.004, budget.poll_s())
    budget.left = 8 * MIB  # gone in 2 ms at 4 GiB/s: walk as often as the runner polls...
    assert budget.walk_interval() == 0.004  # ...but never more than half the time
    budget.walk_cost = 0.0005
    assert budget.walk_interval() == budget.poll_s() == disk_budget.POLL_MIN_S


def test_space_freed_elsewhere_on_the_disk_does_not_hide_what_the_command_wrote(tmp_path):
    """The file system's own counters cannot stand in for the walk: another process freeing space
    at the same moment hides the command's writes from them (a burst passed a 32 MiB budget by
    64 MiB unseen that way). The next look walks the directory and sees them."""
    elsewhere, workdir = tmp_path / "elsewhere.bin", tmp_path / "w"
    workdir.mkdir()
    elsewhere.write_bytes(b"\x05" * (64 * MIB))
    budget = DiskBudget(workdir, 32 * MIB)
    elsewhere.unlink()  # someone else's clean-up...
    (workdir / "burst.bin").write_bytes(b"\x06" * (40 * MIB))  # ...while the command writes
    assert budget.over() == "disk"
