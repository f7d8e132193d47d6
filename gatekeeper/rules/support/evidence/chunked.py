"""The session's distinct lines lower-cased, kept in chunks of UTF-8 and searched as one text.

`SessionLines` searches the lines joined by newlines. Kept whole, that text had to be joined
from its lowered pieces (both alive at once: 37 MB more at the peak of a 10k-invocation
session), and `str.lower()` of a non-ASCII text takes a buffer of 4-12 bytes per character
(140 MB for the whole). The chunks of `CHUNK_LINES` lines are lowered one at a time and kept
encoded: a `str` holding one Chinese character takes two bytes for each of its ASCII ones, and
most log lines are ASCII with a few Chinese words (P3's 235,631 distinct lines: 35.6 MB as
`str`, 21.5 MB as UTF-8). Positions are byte offsets of the joined text; no needle (no newline
in it) can straddle two chunks, and a needle's UTF-8 found in UTF-8 text starts and ends on
characters (no character's bytes hold another's), so searching chunk by chunk finds what a
search of the whole would.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_right
from collections.abc import Iterable, Iterator
from itertools import accumulate, islice
from typing import AnyStr

#: Lines per chunk.
CHUNK_LINES = 4096


class ChunkedText:
    """`"\n".join(line.lower() for line in lines)` in UTF-8, in chunks, with each line's start
    (a byte offset)."""

    def __init__(self, lines: Iterable[str]) -> None:
        """`lines`: consumed `CHUNK_LINES` at a time (a generator's lines need not all exist
        at once)."""
        self.chunks: list[bytes] = []
        lengths = array("q")
        iterator = iter(lines)
        while chunk := list(islice(iterator, CHUNK_LINES)):
            # No lowered character is a newline, so the lines are the pieces between them.
            lowered = _encoded("\n".join(chunk).lower())
            lengths.extend(map(len, lowered.split(b"\n")))
            self.chunks.append(lowered)
        #: Where each line starts in the joined text.
        self.starts = offsets(length + 1 for length in lengths[:-1])
        self._bases = array("q", (self.starts[first]
                                  for first in range(0, len(lengths), CHUNK_LINES)))
        self.length = sum(map(len, self.chunks)) + max(len(self.chunks) - 1, 0)

    def find(self, needle: str, start: int, end: int) -> int:
        """`find_needle` over the joined text's `[start, end)`."""
        encoded = _encoded(needle)
        lead, trail = needle[0].isdigit(), needle[-1].isdigit()
        for base, text, low, high in self._pieces(start, end):
            found = _find(text, encoded, low, high, lead, trail, trail and "." in needle)
            if found >= 0:
                return base + found
        return -1

    def _pieces(self, start: int, end: int) -> Iterator[tuple[int, bytes, int, int]]:
        """The chunks `[start, end)` of the joined text touches: where each starts there, its
        text, and the range of it inside `[start, end)`."""
        chunk = max(bisect_right(self._bases, start) - 1, 0)
        while chunk < len(self.chunks) and self._bases[chunk] < end:
            base, text = self._bases[chunk], self.chunks[chunk]
            yield base, text, max(start - base, 0), min(end - base, len(text))
            chunk += 1

    def line(self, start: int, end: int) -> str:
        """The joined text's `[start, end)` when that is one line (never in two chunks)."""
        chunk = max(bisect_right(self._bases, start) - 1, 0)
        base = self._bases[chunk] if self._bases else 0
        return self.chunks[chunk][start - base:end - base].decode(
            "utf-8", "surrogatepass") if self.chunks else ""

    def findall(self, pattern: re.Pattern[str], start: int, end: int) -> list[str]:
        """`pattern.findall` over the joined text's `[start, end)`, whole lines, for a pattern
        that matches no newline (a match never spans two chunks)."""
        return [word for _, text, low, high in self._pieces(start, end)
                for word in pattern.findall(text[low:high].decode("utf-8", "surrogatepass"))]


def _encoded(text: str) -> bytes:
    # A lone surrogate (a caller's own objects; parsed JSON has none) stays searchable.
    return text.encode("utf-8", "surrogatepass")


def offsets(lengths: Iterable[int]) -> array[int]:
    """Where each of consecutive pieces of these lengths starts (the first at 0)."""
    return narrowed(array("q", accumulate(lengths, initial=0)))


def narrowed(values: array[int]) -> array[int]:
    """`values` (none negative) as 4-byte machine integers when each fits: half the memory of
    8-byte ones (a 10k-invocation session's line starts and owners: 5 MB less)."""
    return array("I", values) if values and max(values) < 1 << 32 else values


_ASCII_DIGITS = "0123456789"
_NONZERO_BYTES, _DIGIT_BYTES = frozenset(b"123456789"), frozenset(b"0123456789")


def find_needle(text: str, needle: str, start: int = 0, end: int | None = None,
                zeros: bool | None = None) -> int:
    """Where `needle` first occurs in `text[start:end]` (-1: nowhere) without cutting a
    number's digits: ending with a digit, it is not followed by another (`9` is not in `92`;
    `10.1` is in `10.10`); starting with one, it does not follow a non-zero digit (`9` is not in
    `19`, but is in `09`). `str.find` and a look at the neighbours: no regex to compile for
    each needle (docs/performance.md). `zeros`: whether trailing zeros may follow (by default
    when the needle has a decimal point)."""
    stop = len(text) if end is None else min(end, len(text))
    trail = needle[-1].isdigit()
    return _find(text, needle, start, stop, needle[0].isdigit(), trail,
                 trail and ("." in needle if zeros is None else zeros))


def _find(text: AnyStr, needle: AnyStr, start: int, stop: int, lead: bool, trail: bool,
          zeros: bool) -> int:
    """`find_needle`'s search, in a `str` or in UTF-8 `bytes` (where an indexed character is
    its byte: the ASCII digits are compared as bytes)."""
    if isinstance(text, bytes):
        nonzero, digits, zero = _NONZERO_BYTES, _DIGIT_BYTES, 0x30
    else:
        nonzero, digits, zero = "123456789", _ASCII_DIGITS, "0"
    found = text.find(needle, start, stop)
    while found >= 0:
        after = found + len(needle)
        if zeros:  # `10.1` in `10.10`: trailing zeros change no value
            while after < stop and text[after] == zero:
                after += 1
        if not (lead and found > 0 and text[found - 1] in nonzero) and not (
                trail and after < stop and text[after] in digits):
            return found
        found = text.find(needle, found + 1, stop)
    return -1
