"""A token estimate for the fake servers: good enough to see what costs tokens, and fair to Chinese.

Real tokenizers are byte-pair encoders trained on text; the fakes cannot ship one, so they
estimate. The old rule "four characters per token" is roughly right for English and badly
wrong for Chinese: a common Chinese character is about one token on its own, so four of them
are about four tokens, not one. The estimate here reads text as a sequence of *pieces*:

* one CJK character (Han ideographs, kana, Hangul, CJK and full-width punctuation) is one piece;
* any other run of characters is one piece per (at most) four characters.

The number of pieces is the token estimate, and the pieces are also how the fakes stream text
(one piece per delta) and where ``max_tokens`` cuts a reply — so usage, streaming and
truncation always agree with each other.

    >>> estimate_tokens("hello world!")
    3
    >>> estimate_tokens("项目依赖 ZLIB")
    6
    >>> pieces("读a.txt")
    ['读', 'a.tx', 't']

Lessons: shared
"""

from __future__ import annotations

import json
import re
from typing import Any

_CJK = (
    "\u2e80-\u2fdf"  # CJK radicals
    "\u3000-\u30ff"  # CJK punctuation, hiragana, katakana
    "\u3100-\u31ff"  # bopomofo, kanbun, katakana extensions
    "\u3400-\u4dbf\u4e00-\u9fff"  # Han ideographs (extension A, unified)
    "\uac00-\ud7af"  # Hangul syllables
    "\uf900-\ufaff"  # CJK compatibility ideographs
    "\uff00-\uffef"  # full-width forms (，：！ …)
    "\U00020000-\U0003134f"  # Han ideographs beyond the BMP
)
_PIECE = re.compile(f"[{_CJK}]|[^{_CJK}]{{1,4}}")


def pieces(text: str) -> list[str]:
    """``text`` cut into token-sized pieces; ``"".join(pieces(text)) == text``."""
    return _PIECE.findall(text)


def estimate_tokens(value: Any) -> int:
    """Estimated tokens of a text, or of any JSON value as it is sent (``ensure_ascii=False``)."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return len(_PIECE.findall(text))


def cut_to_tokens(text: str, budget: int) -> str:
    """The longest start of ``text`` whose estimate fits in ``budget`` tokens."""
    return "".join(pieces(text)[: max(0, budget)])
