"""The session's distinct lines lower-cased, kept in chunks and searched as one text.

`SessionLines` searches the lines joined by newlines. Kept whole, that text had to be joined
from its lowered pieces (both alive at once: 37 MB more at the peak of a 10k-invocation
session), and `str.lower()` of a non-ASCII text takes a buffer of 4-12 bytes per character
(140 MB for the whole). The chunks of `CHUNK_LINES` lines are lowered one at a time and kept
as they are; positions are those of the joined text, and no needle (no newline in it) can
straddle two chunks, so searching chunk by chunk finds what a search of the whole would.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_right
from collections.abc import Iterable, Iterator
from itertools import accumulate, islice

#: Lines per chunk.
CHUNK_LINES = 4096


class ChunkedText:
    """`"\n".join(line.lower() for line in lines)`, in chunks, with each line's start."""

    def __init__(self, lines: Iterable[str]) -> None:
        """`lines`: consumed `CHUNK_LINES` at a time (a generator's lines need not all exist
        at once)."""
        self.chunks: list[str] = []
        lengths = array("q")
        iterator = iter(lines)
        while chunk := list(islice(iterator, CHUNK_LINES)):
            joined = "\n".join(chunk)
            lowered = joined.lower()
            if len(lowered) == len(joined):  # no character changed length (`İ`): one call
                lengths.extend(map(len, chunk))
            else:
                per_line = [line.lower() for line in chunk]
                lowered = "\n".join(per_line)
                lengths.extend(map(len, per_line))
            self.chunks.append(lowered)
        #: Where each line starts in the joined text.
        self.starts = offsets(length + 1 for length in lengths[:-1])
        self._bases = array("q", (self.starts[first]
                                  for first in range(0, len(lengths), CHUNK_LINES)))
        self.length = sum(map(len, self.chunks)) + max(len(self.chunks) - 1, 0)

    def find(self, needle: str, start: int, end: int) -> int:
        """`find_needle` over the joined text's `[start, end)`."""
        for base, text, low, high in self._pieces(start, end):
            found = find_needle(text, needle, low, high)
            if found >= 0:
                return base + found
        return -1

    def _pieces(self, start: int, end: int) -> Iterator[tuple[int, str, int, int]]:
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
        return self.chunks[chunk][start - base:end - base] if self.chunks else ""

    def findall(self, pattern: re.Pattern[str], start: int, end: int) -> list[str]:
        """`pattern.findall` over the joined text's `[start, end)`, for a pattern that matches
        no newline (a match never spans two chunks)."""
        return [word for _, text, low, high in self._pieces(start, end)
                for word in pattern.findall(text, low, high)]


def offsets(lengths: Iterable[int]) -> array[int]:
    """Where each of consecutive pieces of these lengths starts (the first at 0)."""
    return array("q", accumulate(lengths, initial=0))


_ASCII_DIGITS = "0123456789"


def find_needle(text: str, needle: str, start: int = 0, end: int | None = None,
                zeros: bool | None = None) -> int:
    """Where `needle` first occurs in `text[start:end]` (-1: nowhere) without cutting a
    number's digits: ending with a digit, it is not followed by another (`9` is not in `92`;
    `10.1` is in `10.10`); starting with one, it does not follow a non-zero digit (`9` is not in
    `19`, but is in `09`). `str.find` and a look at the neighbours: no regex to compile for
    each needle (docs/performance.md). `zeros`: whether trailing zeros may follow (by default
    when the needle has a decimal point)."""
    stop = len(text) if end is None else min(end, len(text))
    lead, trail = needle[0].isdigit(), needle[-1].isdigit()
    zeros = trail and ("." in needle if zeros is None else zeros)
    found = text.find(needle, start, stop)
    while found >= 0:
        after = found + len(needle)
        if zeros:  # `10.1` in `10.10`: trailing zeros change no value
            while after < stop and text[after] == "0":
                after += 1
        if not (lead and found > 0 and text[found - 1] in "123456789") and not (
                trail and after < stop and text[after] in _ASCII_DIGITS):
            return found
        found = text.find(needle, found + 1, stop)
    return -1
