"""The one reading a claim's cited outputs give of what a tool printed once (a status, a
report): two outputs that read otherwise leave which one a claim reads unsure."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")


def sole_reading(texts: Sequence[str], literals: Sequence[str], read: Callable[[str], T]) -> T | None:
    """`read`'s reading of the texts printing one of `literals` (a cheap test first), when
    exactly one reads something or all that do read alike; None otherwise."""
    found = [reading for text in dict.fromkeys(texts) if any(literal in text for literal in literals)
             if (reading := read(text))]
    return found[0] if found and all(reading == found[0] for reading in found[1:]) else None


def with_short_name(name: str, names: Iterable[str], separator: str) -> tuple[str, ...]:
    """`name`, and its last part after `separator` when no other of `names` ends with that part
    (supervisor's `web_00` of `web:web_00`, Go's `cart` of `github.com/acme/shop/cart`)."""
    short = name.rpartition(separator)[2]
    alone = short != name and sum(1 for other in names if other.rpartition(separator)[2] == short) == 1
    return (name, short) if alone else (name,)


def printed_once(pairs: Iterable[tuple[K, V]]) -> dict[K, V]:
    """The pairs whose key is printed once: a row's name printed twice (two chips', two runs')
    leaves whose the values are unsure."""
    pairs = list(pairs)
    counts = Counter(key for key, _ in pairs)
    return {key: value for key, value in pairs if counts[key] == 1}
