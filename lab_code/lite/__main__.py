"""``python3 -m lab_code.lite build``: the in-browser course as a static site in ``lite-site/``.

    python3 -m lab_code.lite build              # fetch what is missing (once per pin set), build
    python3 -m lab_code.lite build --offline    # never fetch: only what the cache holds
    python3 -m lab_code.lite serve [--port 8000]   # look at it on http://127.0.0.1:8000/

Any Python >= 3.11 starts it (no install needed): it makes the build tools' virtualenv outside
the clone (``tool_cache``) and continues there.

Lessons: shared
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from lab_code import REPO_ROOT
from lab_code.lite import tool_cache


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m lab_code.lite", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    build = commands.add_parser("build", help="构建网站到 lite-site/")
    build.add_argument("--offline", action="store_true", help="不联网：缺了缓存就报错")
    build.add_argument("--force", action="store_true", help="输入没变也重新构建")
    serve = commands.add_parser("serve", help="在 127.0.0.1 上提供 lite-site/")
    serve.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)

    if args.command == "serve":
        from lab_code.lite.serve import serve_forever

        return serve_forever(REPO_ROOT / "lite-site", args.port)
    try:
        python = tool_cache.tool_python(args.offline)
    except tool_cache.MissingCache as error:
        print(error, file=sys.stderr)
        return 1
    if Path(sys.prefix).resolve() != python.parent.parent.resolve():
        # Continue inside the build tools' virtualenv (it has jupyterlite and packaging).
        env = dict(os.environ, PYTHONPATH=str(REPO_ROOT))
        os.execve(str(python), [str(python), "-m", "lab_code.lite", *(argv or sys.argv[1:])], env)
    from lab_code.lite.build import build as build_site

    try:
        build_site(offline=args.offline, force=args.force)
    except tool_cache.MissingCache as error:
        print(error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
