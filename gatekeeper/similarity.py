"""How closely an evidence excerpt matches a tool's output, in [0, 1].

1. Both texts are compacted (NFKC, case folding, no whitespace or punctuation noise), so
   `ＣＰＵ ９５％` matches `cpu95%` and a reflowed log line matches its source.
2. An exact substring scores 1.0.
3. Otherwise rapidfuzz's `partial_ratio` (best alignment of the excerpt inside the source).
   Excerpts too short to mean anything fuzzily (under `MIN_FUZZY_WEIGHT`, a CJK character
   weighing 2) score 0 unless found exactly: short strings match anything by chance.
4. An excerpt that joins fragments with an ellipsis (`A ... B`) is scored fragment by fragment.

Truncation: when the excerpt's start matches the end of the source (a preview cut off, with a
truncation marker or without one, when the overlap must be twice as long), the excerpt is
unverifiable beyond the preview rather than wrong (`Match.truncated`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gatekeeper.text.normalize import compact, is_truncated, strip_truncation_marker

MIN_FUZZY_WEIGHT = 8
MIN_TRUNCATED_OVERLAP = 6
_FRAGMENT_SPLIT = re.compile(r"\s*(?:\.{3,}|…+)\s*")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


@dataclass(frozen=True)
class Match:
    score: float
    truncated: bool = False  # the excerpt runs past the end of a truncated preview
    verified_chars: int = 0  # with `truncated`: how much of the excerpt the preview confirms


def _weight(text: str) -> int:
    return len(text) + len(_CJK.findall(text))


def _fragment_score(fragment: str, source: str) -> float:
    if fragment in source:
        return 1.0
    if _weight(fragment) < MIN_FUZZY_WEIGHT:
        return 0.0
    from rapidfuzz import fuzz

    return fuzz.partial_ratio(fragment, source) / 100.0


def _overlap_past_end(excerpt: str, source: str) -> int:
    """Length of the longest start of `excerpt` that is the end of `source`."""
    for size in range(min(len(excerpt), len(source)), MIN_TRUNCATED_OVERLAP - 1, -1):
        if source.endswith(excerpt[:size]):
            return size
    return 0


def prepare_source(text: str) -> tuple[str, bool]:
    """Compact a source once per run; remember whether it was cut off."""
    truncated = is_truncated(text)
    return compact(strip_truncation_marker(text) if truncated else text), truncated


def score(excerpt: str, source: str, source_truncated: bool = False) -> Match:
    """Similarity of `excerpt` to one prepared source (see `prepare_source`)."""
    fragments = [compact(part) for part in _FRAGMENT_SPLIT.split(excerpt)]
    fragments = [part for part in fragments if part]
    if not fragments or not source:
        return Match(0.0)
    total = sum(len(part) for part in fragments)
    value = sum(_fragment_score(part, source) * len(part) for part in fragments) / total
    if value < 1.0:
        # Only the last fragment can run past the cut; earlier ones must be in the preview.
        # A preview cut without a marker needs a longer overlap to count as cut.
        last = fragments[-1]
        overlap = _overlap_past_end(last, source)
        needed = MIN_TRUNCATED_OVERLAP if source_truncated else 2 * MIN_TRUNCATED_OVERLAP
        earlier_ok = all(part in source for part in fragments[:-1])
        if overlap >= needed and earlier_ok:
            return Match(value, truncated=True, verified_chars=total - len(last) + overlap)
    return Match(value)
