"""The one reading a claim's cited outputs give of what a tool printed once (a status, a
report): two outputs that read otherwise leave which one a claim reads unsure."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def sole_reading(texts: Sequence[str], literals: Sequence[str], read: Callable[[str], T]) -> T | None:
    """`read`'s reading of the texts printing one of `literals` (a cheap test first), when
    exactly one reads something or all that do read alike; None otherwise."""
    found = [reading for text in dict.fromkeys(texts) if any(literal in text for literal in literals)
             if (reading := read(text))]
    return found[0] if found and all(reading == found[0] for reading in found[1:]) else None
