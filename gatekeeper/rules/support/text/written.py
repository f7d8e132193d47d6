"""Whether a text writes a word whole: an English word with no letter or digit joined to it, a
Chinese word anywhere (it is written in a run of others)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache


def found(needle: str, text: str, joins: Callable[[str], bool]) -> bool:
    """Whether `needle` is in `text` with no character `joins` accepts on either side."""
    at = text.find(needle)
    while at >= 0:
        end = at + len(needle)
        if not (at and joins(text[at - 1])) and not (end < len(text) and joins(text[end])):
            return True
        at = text.find(needle, at + 1)
    return False


def _ascii_alnum(char: str) -> bool:
    return char.isascii() and char.isalnum()


def written_whole(word: str, text: str) -> bool:
    """Whether `text` writes `word`, an English one whole (`restarted` is no `started`, `s00`
    no `s0`)."""
    return found(word, text, _ascii_alnum) if word.isascii() else word in text


@lru_cache(maxsize=1024)
def name_pattern(name: str, before: str = "-", after: str = "-", ignore_case: bool = True) -> re.Pattern[str]:
    """`name` (a service's, a process's, a workload's, a path) written whole: no ASCII letter,
    digit, `_`, nor one of `before` / `after` (`-`; `.` or `/` for a path) joined to it; a
    Chinese character may be (`由nginx监听`: Chinese writes no space between words, and `\\w`
    would count it as joined)."""
    joined_before, joined_after = (re.escape(f"_{chars}") for chars in (before, after))
    # but its release may follow its hyphen, as the anchors read it (`pay-svc-1.6.7`: Helm's chart)
    release = r"|(?=-\d{1,4}\.\d{1,4}\.\d)" if "-" in after else ""
    return re.compile(rf"(?<![A-Za-z0-9{joined_before}]){re.escape(name)}"
                      rf"(?:(?![A-Za-z0-9{joined_after}]){release})", re.IGNORECASE if ignore_case else 0)
