"""Ratios: a count out of a whole (`READY 1/3`, `retry 2/5`, `ISR 2/3`).

A number is anchored without what follows a `/` (`1/3` anchors `1`), so a claim copying a
ratio's whole as its count had every digit present: `payment-svc 就绪副本为 3/3` citing
`payment-svc   1/3     3   1` (its `UP-TO-DATE` column prints the `3`). A ratio a claim writes
must be printed as it is by its excerpts or cited outputs; when it is printed nowhere and the
excerpts print another ratio of the same whole (`1/3`), the claim contradicts them. Another
whole (`2/4`) says nothing: which ratio the claim reads is unsure.

Not a ratio: a date's or version's parts (`2026/11/29`, `1.5/2`, `10.0.0.1/24`), a path
(`/api/v1/3`), a rate (`300/s`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from gatekeeper.rules.support.text.patterns import compiled

_RATIO = compiled(r"(?<![A-Za-z0-9_./:\-])(\d{1,6})\s?/\s?(\d{1,6})(?![A-Za-z0-9_/:\-]|\.\d)",
                  re.ASCII)


def ratios(text: str) -> Iterator[tuple[str, str, re.Match[str]]]:
    """Each ratio `text` writes: (`count/whole` without blanks, the whole, its match)."""
    for m in _RATIO.finditer(text):
        yield f"{int(m.group(1))}/{int(m.group(2))}", str(int(m.group(2))), m


def ratio_conflict(text: str, excerpts: Sequence[str],
                   sources: Sequence[str]) -> tuple[str, list[str]] | None:
    """(the ratio as the claim writes it, the excerpts' ratios of its whole) for the first ratio
    of `text` that neither `excerpts` nor `sources` print while the excerpts print another of
    the same whole; None when there is none."""
    claimed = list(ratios(text))
    if not claimed:
        return None
    printed = {ratio for written in (*excerpts, *sources) for ratio, _, _ in ratios(written)}
    for ratio, whole, m in claimed:
        if ratio in printed:
            continue
        others = sorted({other for excerpt in excerpts for other, of, _ in ratios(excerpt)
                         if of == whole})
        if others:
            return m.group(0), others
    return None
