"""Compare a cell's outputs the way nbval does, for outputs that came from somewhere else.

The in-browser lesson is not run by nbval, but "matches its desktop output" must mean what it
means in CI: nbval's own stream merging (``coalesce_streams``), the same keys and MIME types
left out (metadata, traceback, execution counts, images, widget model ids), and the sanitize
patterns of ``tests/nbval_sanitize.cfg``. Cells nbval does not compare (``# NBVAL_IGNORE_OUTPUT``,
``NBVAL_SKIP``, the matching tags) are not compared here either.
"""

from __future__ import annotations

import re
from collections import defaultdict

import nbformat
from browser_paths import REPO_ROOT
from nbval.plugin import coalesce_streams, get_sanitize_patterns, transform_streams_for_comparison

SANITIZE = get_sanitize_patterns((REPO_ROOT / "tests" / "nbval_sanitize.cfg").read_text(encoding="utf-8"))
# nbval's IPyNbFile.skip_compare, without --nbdime (so images are not compared either).
SKIP = {
    "metadata",
    "traceback",
    "prompt_number",
    "output_type",
    "name",
    "execution_count",
    "application/vnd.jupyter.widget-view+json",
    "image/png",
    "image/jpeg",
}
IGNORE_COMMENTS = ("# NBVAL_IGNORE_OUTPUT", "# NBVAL_SKIP")
IGNORE_TAGS = {"nbval-ignore-output", "nbval-skip"}


def _text(value):
    return "".join(value) if isinstance(value, list) else value


def _sanitize(value):
    if not isinstance(value, str):
        return value
    for regex, replace in SANITIZE:
        value = re.sub(regex, replace, value)
    return value


def compared(cell: dict) -> bool:
    """Whether nbval compares this cell's outputs at all."""
    source = _text(cell["source"])
    tags = set(cell.get("metadata", {}).get("tags", []))
    return not (tags & IGNORE_TAGS or any(line.strip() in IGNORE_COMMENTS for line in source.splitlines()))


def comparable(outputs: list[dict]) -> dict[str, list]:
    """nbval's view of a list of outputs: per key or MIME type, the sanitized values in order."""
    normal = []
    for output in outputs:
        output = dict(output)
        if "text" in output:
            output["text"] = _text(output["text"])
        if "data" in output:
            output["data"] = {mime: _text(value) for mime, value in output["data"].items()}
        normal.append(nbformat.from_dict(output))
    flat = defaultdict(list)
    for output in transform_streams_for_comparison(coalesce_streams(normal)):
        for key, value in output.items():
            if key in SKIP:
                continue
            if key == "data":
                for mime, data in value.items():
                    if mime not in SKIP:
                        flat[mime].append(_sanitize(data))
            else:
                flat[key].append(_sanitize(value))
    return dict(flat)


def differences(expected: list[dict], got: list[dict]) -> list[str]:
    """Human-readable differences between two cells' outputs; empty when nbval would pass."""
    want, have = comparable(expected), comparable(got)
    return [
        f"{key}: 桌面版 {str(want.get(key))[:300]!r}，浏览器 {str(have.get(key))[:300]!r}"
        for key in sorted(set(want) | set(have))
        if want.get(key) != have.get(key)
    ]
