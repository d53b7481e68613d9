"""Lesson 00's environment check: the right versions, and the course works offline.

    $ python -m lab_code.course.env_check
    ✅ Python 3.11+ —— 满足
    ✅ openai 3.57.0 —— 与 requirements.txt 一致
    …
    ✅ 离线假模型 —— 一次往返成功，没有联网、没有用 key

Versions are compared with the pins in ``requirements.txt`` because notebook outputs depend
on them; a mismatch is not fatal, but nbval may then report differences.

Lessons: 00
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from lab_code import REPO_ROOT

REQUIREMENTS = REPO_ROOT / "requirements.txt"
KEY_PACKAGES = (
    "jupyterlab",
    "ipywidgets",
    "openai",
    "httpx2",
    "pydantic",
    "jsonschema",
    "mcp",
    "ziglang",
    "cmake",
)


@dataclass
class Check:
    name: str
    ok: bool
    detail: str


def pinned_versions(path: Path = REQUIREMENTS) -> dict[str, str]:
    pins = {}
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.split("#", 1)[0].strip()
            if "==" in line:
                name, version = line.split("==", 1)
                pins[name.strip().lower()] = version.strip()
    return pins


def check_environment() -> list[Check]:
    checks = [
        Check(
            "Python 3.11+",
            sys.version_info >= (3, 11),
            "满足" if sys.version_info >= (3, 11) else "请换 Python 3.11 或更新版本",
        )
    ]
    pins = pinned_versions()
    for name in KEY_PACKAGES:
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            checks.append(Check(name, False, "没有安装：pip install -r requirements.txt"))
            continue
        wanted = pins.get(name.lower())
        same = wanted is None or wanted == installed
        checks.append(
            Check(
                f"{name} {installed}",
                same,
                "与 requirements.txt 一致" if same else f"requirements.txt 要求 {wanted}",
            )
        )
    checks.append(_offline_model_check())
    return checks


def _offline_model_check() -> Check:
    from lab_code.wire.fake_openai import FakeOpenAIServer
    from lab_code.wire.roundtrip import roundtrip_brain, run_roundtrip

    try:
        steps = run_roundtrip(FakeOpenAIServer(roundtrip_brain).client())
    except Exception as exc:  # an environment check reports, it does not crash
        return Check("离线假模型", False, f"往返失败：{type(exc).__name__}: {exc}")
    return Check("离线假模型", len(steps) == 5, "一次往返成功，没有联网、没有用 key")


def report(checks: list[Check]) -> str:
    return "\n".join(f"{'✅' if c.ok else '❌'} {c.name} —— {c.detail}" for c in checks)


if __name__ == "__main__":
    print(report(check_environment()))
