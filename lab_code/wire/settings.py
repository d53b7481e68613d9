"""All course settings in one place: model backend, model id, base URL, seed, cache dirs.

Nothing here is read at import time of other modules; call ``load_settings()`` when you
need the values, so a notebook that changes an environment variable sees the change.

Environment variables (all optional, nothing needs a key by default):

    LAB_BACKEND      fake (default) | openai   -- the one switch to a real provider
    OPENAI_API_KEY   key of the OpenAI-compatible provider (only read when LAB_BACKEND=openai)
    OPENAI_BASE_URL  e.g. https://api.deepseek.com for DeepSeek; empty = OpenAI
    LAB_MODEL        model id, e.g. deepseek-v4-flash (deepseek-chat was retired on 2026-07-24); default gpt-4o-mini for openai, fake-model for fake
    LAB_SEED         seed of every deterministic generator in the course (default 0)
    LAB_STUDENT      a student id; exercise checkers mix it into their seed, so neighbours get
                     different cases (default: JUPYTERHUB_USER on a JupyterHub, else none)
    LAB_CACHE_DIR    where slow, re-usable things live (default ~/.cache/tool-calling-lab)
    ZIG_GLOBAL_CACHE_DIR  zig's own cache, kept outside the repo (default
                     <LAB_CACHE_DIR>/zig/<install>: one per zig installation, see zig_cache_for)

    >>> load_settings({}).backend
    'fake'

Lessons: shared
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

BACKENDS = ("fake", "openai")
DEFAULT_CACHE_DIR = Path.home() / ".cache" / "tool-calling-lab"
DEFAULT_MODELS = {"fake": "fake-model", "openai": "gpt-4o-mini"}


class ConfigError(ValueError):
    """A setting has a value the course cannot use; the message says which and what to do."""


@dataclass(frozen=True)
class Settings:
    backend: str
    model: str
    base_url: str | None
    api_key: str | None = None  # never printed: see __repr__
    seed: int = 0
    cache_dir: Path = DEFAULT_CACHE_DIR
    zig_cache_dir: Path = DEFAULT_CACHE_DIR / "zig"
    student: str | None = None

    @property
    def uses_real_model(self) -> bool:
        return self.backend == "openai"

    def __repr__(self) -> str:  # keys must never reach a notebook output
        key = "set" if self.api_key else "not set"
        return (
            f"Settings(backend={self.backend!r}, model={self.model!r}, "
            f"base_url={self.base_url!r}, api_key=<{key}>, seed={self.seed})"
        )


def load_settings(env: Mapping[str, str] | None = None) -> Settings:
    """Read the settings from ``env`` (default: ``os.environ``) and check them."""
    env = os.environ if env is None else env
    backend = env.get("LAB_BACKEND", "fake").strip().lower() or "fake"
    if backend not in BACKENDS:
        raise ConfigError(
            f"LAB_BACKEND={backend!r} 不认识；可选 {list(BACKENDS)}。不设置即使用离线假模型 fake。"
        )
    api_key = env.get("OPENAI_API_KEY") or None
    if backend == "openai" and not api_key:
        raise ConfigError(
            "LAB_BACKEND=openai 需要 OPENAI_API_KEY；请先 export OPENAI_API_KEY=...，"
            "或去掉 LAB_BACKEND 回到离线假模型。"
        )
    seed_text = env.get("LAB_SEED", "0")
    try:
        seed = int(seed_text)
    except ValueError:
        raise ConfigError(f"LAB_SEED={seed_text!r} 不是整数；请写成例如 LAB_SEED=0。") from None
    cache_dir = Path(env.get("LAB_CACHE_DIR") or DEFAULT_CACHE_DIR)
    zig_cache = Path(env.get("ZIG_GLOBAL_CACHE_DIR") or zig_cache_for(cache_dir))
    return Settings(
        backend=backend,
        model=env.get("LAB_MODEL") or DEFAULT_MODELS[backend],
        base_url=(env.get("OPENAI_BASE_URL") or None) if backend == "openai" else None,
        api_key=api_key if backend == "openai" else None,
        seed=seed,
        cache_dir=cache_dir,
        zig_cache_dir=zig_cache,
        student=(env.get("LAB_STUDENT") or env.get("JUPYTERHUB_USER") or "").strip() or None,
    )


@functools.cache
def _zig_install() -> str:
    """Where this interpreter's ``ziglang`` lives (found, not imported: it is 400 MB of files)."""
    spec = importlib.util.find_spec("ziglang")
    return os.path.realpath(os.path.dirname(spec.origin)) if spec and spec.origin else "no-ziglang"


def zig_cache_for(cache_dir: Path) -> Path:
    """zig's cache under ``cache_dir``: a folder per zig installation (another virtualenv, a moved
    checkout). Two installations writing one cache broke sandboxed builds: the sandbox links a
    workdir's cache layer to the shared entries, read-only; when the other installation's warm-up
    rewrote an entry, zig saw it as stale, rebuilt it and could not rename the result over the
    link ("failed to rename … into local cache: NotDir"). One installation per folder never meets
    an entry it did not write itself."""
    digest = hashlib.sha256(_zig_install().encode()).hexdigest()[:12]
    return cache_dir / "zig" / digest


if __name__ == "__main__":
    print(
        load_settings()
    )  # Settings(backend='fake', model='fake-model', base_url=None, api_key=<not set>, seed=0)
