"""The course's JupyterLab defaults for every account on the Hub: Chinese UI, no news pop-up.

The launcher (``lab_code.course.launch``) writes these defaults into its own user-settings folder.
On the Hub each account's JupyterLab keeps its settings in its home, which nobody prepares, so
``install.sh`` writes the same defaults as JupyterLab *overrides* of the class virtualenv
(``<venv>/share/jupyter/lab/settings/overrides.d/tool-calling-lab.json``): they are the defaults
every account starts from, and a student who switches to English in the Settings menu keeps it.
One home for the values: ``launch.DEFAULT_USER_SETTINGS``.

    python -m lab_code.classroom.hub.lab_settings <overrides file>

Lessons: shared
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from lab_code.course.launch import DEFAULT_USER_SETTINGS

SUFFIX = ".jupyterlab-settings"


def overrides() -> dict[str, dict]:
    """``{"@jupyterlab/translation-extension:plugin": {"locale": "zh_CN"}, …}``: a user-settings
    file ``<package>/<plugin>.jupyterlab-settings`` is the plugin id ``<package>:<plugin>``."""
    found = {}
    for relative, values in DEFAULT_USER_SETTINGS.items():
        package, _, plugin = relative.removesuffix(SUFFIX).rpartition("/")
        found[f"{package}:{plugin}"] = values
    return found


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("用法：python -m lab_code.classroom.hub.lab_settings <overrides 文件>", file=sys.stderr)
        return 2
    target = Path(argv[0])
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(overrides(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    target.chmod(0o644)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
