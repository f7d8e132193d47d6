"""How closely an evidence excerpt matches a tool's output, in [0, 1].

1. Both texts are compacted (NFKC, case folding, no whitespace or punctuation noise), so
   `ＣＰＵ ９５％` matches `cpu95%` and a reflowed log line matches its source.
2. An exact substring scores 1.0.
3. Otherwise rapidfuzz's `partial_ratio` (best alignment of the excerpt inside the source),
   capped by the share of the excerpt's terms (ASCII words of 3+ characters, CJK bigrams) that
   occur in the source: character alignment alone scores unrelated text of the same alphabet
   at 0.3-0.45 (chance level), a fabricated sentence shares almost no words with the output.
   Excerpts too short to mean anything fuzzily (under `MIN_FUZZY_WEIGHT`, a CJK character
   weighing 2) score 0 unless found exactly: short strings match anything by chance.
4. An excerpt that joins fragments with an ellipsis (`A ... B`) is scored fragment by fragment.

Truncation: when the excerpt's start matches the end of the source (a preview cut off, with a
truncation marker or without one, when the overlap must be twice as long), the excerpt is
unverifiable beyond the preview rather than wrong (`Match.truncated`).

Cost: the alignment of step 3 compares every character of a fragment with every character of
the source (10,000 characters against a 1 MB output: 54 s, in C, where no rule budget helps the
CPU it burns). Above `MAX_FUZZY_CELLS` character pairs a fragment that is not verbatim raises
`TooLongToCompare`; the caller reports that it could not check the excerpt.
"""

from __future__ import annotations

from typing import NamedTuple

from gatekeeper.rules.support.text.normalize import compact, is_truncated, normalize, strip_truncation_marker
from gatekeeper.rules.support.text.patterns import compiled

MIN_FUZZY_WEIGHT = 8
MIN_TRUNCATED_OVERLAP = 6
MAX_FUZZY_CELLS = 1_000_000_000  # fragment × source characters of one alignment: about 3 s
# `(?<!\s)`: a match starts where a run of blanks does, never inside one (each start inside a
# run of n blanks took n steps: a claim of 3,000 blanks was quadratic).
ELLIPSIS_SPLIT = compiled(r"(?<!\s)\s*(?:\.{3,}|…+)\s*")
_CJK = compiled(r"[\u3400-\u9fff\uf900-\ufaff]")
_CJK_RUN = compiled(r"[\u3400-\u9fff\uf900-\ufaff]+")
_ASCII_WORD = compiled(r"[a-z0-9][a-z0-9._%-]+[a-z0-9%]")


class TooLongToCompare(Exception):
    """A fragment that is not verbatim is too long to align with the source in bounded time."""

    def __init__(self, fragment: int, source: int) -> None:
        self.fragment, self.source = fragment, source
        super().__init__(f"{fragment:,} characters, not verbatim, against {source:,}: over "
                         f"{MAX_FUZZY_CELLS:,} character pairs to align")


class Match(NamedTuple):
    score: float
    truncated: bool = False  # the excerpt runs past the end of a truncated preview
    verified_chars: int = 0  # with `truncated`: how much of the excerpt the preview confirms


def _weight(text: str) -> int:
    return len(text) + len(_CJK.findall(text))


def _terms(raw: str) -> list[str]:
    """Words of a raw fragment, compacted: ASCII words of 3+ characters and CJK bigrams."""
    text = normalize(raw)
    terms = [compact(word) for word in _ASCII_WORD.findall(text)]
    for run in _CJK_RUN.findall(text):
        terms += [run[i:i + 2] for i in range(len(run) - 1)] if len(run) > 1 else [run]
    return [term for term in terms if term]


def _fragment_score(fragment: str, raw: str, source: str, words: bool) -> float:
    if fragment in source:
        return 1.0
    if _weight(fragment) < MIN_FUZZY_WEIGHT:
        return 0.0
    if len(fragment) * len(source) > MAX_FUZZY_CELLS:
        raise TooLongToCompare(len(fragment), len(source))
    from rapidfuzz import fuzz

    fuzzy = fuzz.partial_ratio(fragment, source) / 100.0
    terms = _terms(raw) if words else []
    if not terms:
        return fuzzy
    coverage = sum(1 for term in terms if term in source) / len(terms)
    return min(fuzzy, coverage)


def overlap_past_end(excerpt: str, source: str) -> int:
    """Length of the longest start of `excerpt` that is the end of `source`."""
    for size in range(min(len(excerpt), len(source)), MIN_TRUNCATED_OVERLAP - 1, -1):
        if source.endswith(excerpt[:size]):
            return size
    return 0


def _raw_fragments(excerpt: str) -> list[tuple[str, str]]:
    """(compacted, raw) parts of an excerpt that joins fragments with an ellipsis."""
    return [(c, p) for p in ELLIPSIS_SPLIT.split(excerpt) if (c := compact(p))]


def fragments(excerpt: str) -> list[str]:
    """The compacted parts of an excerpt that joins fragments with an ellipsis."""
    return [c for c, _ in _raw_fragments(excerpt)]


def prepare_source(text: str) -> tuple[str, bool]:
    """Compact a source once per run; remember whether it was cut off."""
    truncated = is_truncated(text)
    return compact(strip_truncation_marker(text) if truncated else text), truncated


def score(excerpt: str, source: str, source_truncated: bool = False, words: bool = True) -> Match:
    """Similarity of `excerpt` to one prepared source (see `prepare_source`); `words=False`
    leaves out the term cap of step 3 (character alignment only). Raises TooLongToCompare
    (see the module docstring)."""
    raw_parts = _raw_fragments(excerpt)
    parts = [c for c, _ in raw_parts]
    if not parts or not source:
        return Match(0.0)
    total = sum(len(part) for part in parts)
    value = sum(_fragment_score(c, raw, source, words) * len(c) for c, raw in raw_parts) / total
    if value < 1.0:
        # Only the last fragment can run past the cut; earlier ones must be in the preview.
        # A preview cut without a marker needs a longer overlap to count as cut.
        last = parts[-1]
        overlap = overlap_past_end(last, source)
        needed = MIN_TRUNCATED_OVERLAP if source_truncated else 2 * MIN_TRUNCATED_OVERLAP
        earlier_ok = all(part in source for part in parts[:-1])
        if overlap >= needed and earlier_ok:
            return Match(value, truncated=True, verified_chars=total - len(last) + overlap)
    return Match(value)
