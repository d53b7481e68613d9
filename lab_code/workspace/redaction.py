"""Keep secrets in: the values a run must never let out, and the one function that removes them.

A pattern catches what *looks* like a key (``lab_code.running.secret_patterns``: ``sk-…``,
``AKIA…``, ``Bearer …``, ``api_key=…``, passwords in URLs). It cannot know the values that do
not look like anything, so a ``Redactor`` also knows them by value:

* every variable of this process's environment whose *name* says it holds a credential
  (``OPENAI_API_KEY``, ``…_TOKEN``, ``…SECRET…``, ``…PASSWORD…`` …);
* the contents of the credential files in the workdir (``.env`` values, private-key lines):
  ``read_file`` refuses those files, but a build script can still print them.

It is applied to everything that leaves a tool: results (``lab_code.running.pipeline``), the full
command logs, the trace, model-error details and the CLI. It also makes text encodable: a
lone surrogate (``"\\udc80"``, from a JSON escape or a non-UTF-8 file name) becomes the
visible escape ``\\udc80`` instead of crashing the JSON encoder or SQLite later.

    >>> r = Redactor(["hunter2-very-secret"])
    >>> r("password is hunter2-very-secret, key sk-abcdefghij12")
    'password is <redacted>, key sk-<redacted>'

Lessons: 07
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

from lab_code.running.secret_patterns import redact_lines

CREDENTIAL_VARIABLE = re.compile(r"KEY|TOKEN|SECRET|PASSW|CREDENTIAL|AUTH|COOKIE|SESSION", re.I)
MIN_SECRET_CHARS = 8  # shorter values ("1", "true", "dev") would redact half of every log
MAX_CREDENTIAL_FILE_BYTES = 64 * 1024
MARK = "<redacted>"


def encodable(text: str) -> str:
    """``text`` with lone surrogates written as visible escapes (``\\udc80``)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def environment_secrets(environ: Mapping[str, str]) -> list[str]:
    """Values of credential-named variables (the names themselves are not secret)."""
    return [value for name, value in environ.items() if CREDENTIAL_VARIABLE.search(name) and value]


ASSIGNMENT = re.compile(r"^(?:export\s+)?[A-Za-z_][\w.-]*\s*[=:]\s*(.*)$")


def _values_in(text: str) -> list[str]:
    """``VALUE`` of each ``KEY=VALUE`` / ``KEY: VALUE`` line; a whole line otherwise (key files)."""
    found = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith(("#", "-----")):  # comments, PEM armour lines
            continue
        match = ASSIGNMENT.match(line)
        found.append(match.group(1).strip().strip("'\"") if match else line)
    return found


def file_secrets(files: Iterable[str | os.PathLike]) -> list[str]:
    """Values in credential files (``workdir_scan``: the run's one walk found them): ``KEY=VALUE``
    values, or whole lines (key files). Links, non-files and big files are skipped."""
    found: list[str] = []
    for name in files:
        path = Path(name)
        try:
            if path.is_symlink() or not path.is_file() or path.stat().st_size > MAX_CREDENTIAL_FILE_BYTES:
                continue
            found += _values_in(path.read_text(encoding="utf-8", errors="replace"))
        except OSError:
            continue
    return found


class Redactor:
    """Callable: text in, text without secrets out. Build one per run with ``for_run``."""

    def __init__(self, values: Iterable[str] = ()):
        # longest first, so a secret that contains another is replaced as a whole
        self.values = sorted({v for v in values if len(v) >= MIN_SECRET_CHARS}, key=len, reverse=True)

    @classmethod
    def for_run(
        cls, credential_files: Iterable[str | os.PathLike] = (), environ: Mapping[str, str] | None = None
    ) -> Redactor:
        """This process's credential variables and the values in the workdir's credential files."""
        secrets = environment_secrets(os.environ if environ is None else environ)
        return cls([*secrets, *file_secrets(credential_files)])

    def __call__(self, text: str) -> str:
        text = encodable(text)
        for value in self.values:
            text = text.replace(value, MARK)
        return redact_lines(text)
