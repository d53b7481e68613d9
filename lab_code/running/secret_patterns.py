"""What a secret looks like: the patterns of key-shaped strings, and the one function that hides them.

Secrets show up in real exception messages, build logs and URLs in a few shapes: a password in
a connection string (``postgres://user:pass@host``), provider keys (``sk-…``, ``AKIA…``), bearer
tokens and ``api_key=…`` assignments. ``redact`` replaces each with ``<redacted>`` and keeps the
rest readable. It cannot know a secret that looks like nothing: the run's
``workspace.redaction.Redactor`` also knows the values it was given, and applies these patterns
after them (line by line, only on lines that hold one of ``PATTERN_HINTS``).

    >>> redact("连接 postgres://app:hunter2@db:5432/app 失败，key=sk-abcdefghij12")
    '连接 postgres://<redacted>@db:5432/app 失败，key=sk-<redacted>'

Lessons: 05, 07
"""

from __future__ import annotations

import re

# Order matters: URLs first, so the password inside a connection string is removed as a whole
# "user:pass" pair.
SECRET_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(\b[a-z][a-z0-9+.-]*://)[^/\s:@]+:[^/\s@]+@", re.I), r"\1<redacted>@"),
    (re.compile(r"\b(sk|pk|rk)-[A-Za-z0-9_-]{8,}"), r"\1-<redacted>"),
    (re.compile(r"\bAKIA[0-9A-Z]{16}\b"), "AKIA<redacted>"),
    (re.compile(r"\b(Bearer)\s+[A-Za-z0-9._~+/=-]{8,}", re.I), r"\1 <redacted>"),
    (
        re.compile(r"\b(api[_-]?key|token|secret|password|passwd)(\s*[=:]\s*)[^\s,;'\"]+", re.I),
        r"\1\2<redacted>",
    ),
)
# Every pattern above needs one of these (lower-cased) in the line it matches; a 30 MB build log
# is checked line by line with them, not by five regexes over the whole text.
PATTERN_HINTS = ("://", "sk-", "pk-", "rk-", "akia", "bearer", "api", "key", "token", "secret", "passw")


def redact(text: str) -> str:
    """Replace secret-looking parts of ``text``; keep the rest readable for the model."""
    for pattern, replacement in SECRET_PATTERNS:
        text = pattern.sub(replacement, text)
    return text


def redact_lines(text: str) -> str:
    """``redact`` line by line, skipping the lines no pattern can match (``PATTERN_HINTS``)."""
    lines = text.split("\n")
    for n, line in enumerate(lines):
        lowered = line.lower()
        if any(hint in lowered for hint in PATTERN_HINTS):
            lines[n] = redact(line)
    return "\n".join(lines)
