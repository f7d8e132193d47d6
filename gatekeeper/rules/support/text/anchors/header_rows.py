"""The rows a tool prints under its header, and where each row's cells start: what the readers of
one tool's values (`tool_values`) and vmstat's rows read."""

from __future__ import annotations

import re
from collections.abc import Iterator


def headed_rows(text: str, header: re.Pattern[str], rule: re.Pattern[str] | None = None
                ) -> Iterator[tuple[int, str]]:
    """(where the row starts in `text`, the row) of each line of a run of non-blank lines right
    under a line `header` matches the start of (a line `rule` matches whole, ntpq's `=====`, is
    none of them)."""
    at, inside = 0, False
    for line in text.split("\n"):
        if header.match(line):
            inside = True
        elif inside and line.strip():
            if rule is None or not rule.fullmatch(line):
                yield at, line
        else:
            inside = False
        at += len(line) + 1


def cell_starts(line: str, offset: int = 0) -> list[tuple[int, str]]:
    """(where it starts, `offset` added, the cell) of each of a line's cells parted by blanks."""
    found, at = [], 0
    for cell in line.split():
        at = line.index(cell, at)
        found.append((offset + at, cell))
        at += len(cell)
    return found
