"""Cutting text short for a model, a log or a notebook: one function, one cut mark.

A value echoed back to the model, a trace excerpt, a log line: each has a budget of
characters (Python ``str`` length, not bytes). Past the budget the text is cut and the mark
says how long it really was, so a reader knows something is missing and how much::

    >>> shorten("abcdef", 4)
    'abcd…（共 6 个字符）'
    >>> shorten("abc", 4)
    'abc'

Lessons: shared
"""

from __future__ import annotations


def shorten(text: str, limit: int) -> str:
    """``text`` if it fits in ``limit`` characters, else its head and a mark with the full length."""
    if limit < 1:
        raise ValueError(f"limit must be at least 1, got {limit}")
    if len(text) <= limit:
        return text
    return f"{text[:limit]}…（共 {len(text)} 个字符）"
