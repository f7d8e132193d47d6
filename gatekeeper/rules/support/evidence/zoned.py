"""A claim's time written in another zone than its evidence's: `北京时间 11:15:40` or `03:15 UTC`
for a log's `2026-03-01T03:15:40Z` or `11:15:40+08:00` (docs/anchors.md, Dates).

A claim's zoned time that, moved to the zone of a zoned time of its evidence, is that time (at
the precision the claim writes) is compared as that time (`in_evidence_zone`); one the evidence
writes as it is but in another zone, and never in the claim's, contradicts it
(`zone_mislabelled`: `11:15:40 UTC` for `11:15:40+08:00`). A time without a zone, in the claim
or in the evidence, is compared as written, as before."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from gatekeeper.rules.support.evidence.anchorset import date_prefixes
from gatekeeper.rules.support.text.anchors import Anchor, extract_anchors
from gatekeeper.rules.support.text.anchors.zones import (
    HINT,
    moved,
    own_zone,
    written,
    zone_after,
    zone_before,
)
from gatekeeper.rules.support.text.fold import strip_ignorable

#: (canonical time, the offsets its zone may mean, as written) of an evidence's zoned time.
Stamp = tuple[str, tuple[int, ...], str]


def _zoned(text: str, anchors: Sequence[Anchor]) -> Iterator[tuple[Anchor, tuple[int, ...], int, int]]:
    """Each time of day in `anchors` (of `text`) with its zone's offsets and the span of the
    time with its zone's words."""
    for anchor in anchors:
        if anchor.kind != "timestamp" or "T" not in (anchor.unit or ""):
            continue
        if (own := own_zone(anchor.raw)) is not None:
            yield anchor, own, anchor.start, anchor.end
        elif (after := zone_after(text, anchor.end)) is not None:
            yield anchor, after[0], anchor.start, after[1]
        elif (before := zone_before(text, anchor.start)) is not None:
            yield anchor, before[0], before[1], anchor.end


def evidence_stamps(texts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
                    ) -> list[Stamp]:
    """The zoned times of `texts` (excerpts, cited outputs), read line by line."""
    stamps: list[Stamp] = []
    for text in texts:
        if HINT.search(text) is None:
            continue
        for line in dict.fromkeys(text.split("\n")):
            if HINT.search(line) is not None:
                line = strip_ignorable(line)
                stamps += [(a.value, zone, a.raw) for a, zone, _, _ in _zoned(line, anchors_of(line))]
    return stamps


def _held(value: str, stamps: Sequence[Stamp]) -> bool:
    return any(value == stamp or value in date_prefixes(stamp) for stamp, _, _ in stamps)


def _moved_held(value: str, offsets: tuple[int, ...], stamps: Sequence[Stamp]) -> str | None:
    """`value` (at one of `offsets`) moved to the zone of a stamp it then is, or None."""
    for offset in offsets:
        for stamp, zones, raw in stamps:
            for zone in zones:
                there = moved(value, offset, zone)
                if there is not None and _held(there, [(stamp, zones, raw)]):
                    return there
    return None


def in_evidence_zone(text: str, evidence: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]) -> str:
    """`text` with each zoned time its evidence writes in another zone written as the evidence
    writes it, its zone's words left out and the rest of `text` where it was (the place of every
    other anchor is kept: padded with spaces); `text` itself when there is none."""
    if HINT.search(text) is None or strip_ignorable(text) != text:
        return text
    zoned = list(_zoned(text, anchors_of(text)))
    stamps = evidence_stamps(evidence, anchors_of) if zoned else []
    if not stamps:
        return text
    pieces: list[str] = []
    last = 0
    for anchor, offsets, start, end in zoned:
        there = _moved_held(anchor.value, offsets, stamps)
        new = None if there is None else written(there)
        if new is None or len(new) > end - start or start < last or not _reads_as(new, there):
            continue
        pieces += [text[last:start], new.ljust(end - start)]
        last = end
    return "".join(pieces) + text[last:] if pieces else text


def _reads_as(new: str, value: str | None) -> bool:
    anchors = extract_anchors(new, include_timestamps=True)
    return len(anchors) == 1 and anchors[0].value == value


def zone_mislabelled(text: str, anchors: Sequence[Anchor], evidence: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]
                     ) -> tuple[Anchor, list[str]] | None:
    """The first zoned time of the claim its evidence writes as it is, but only in another
    zone (and, moved to that zone, not at all): `11:15:40 UTC` for `11:15:40+08:00`."""
    if HINT.search(text) is None:
        return None
    zoned = list(_zoned(text, anchors))
    stamps = evidence_stamps(evidence, anchors_of) if zoned else []
    for anchor, offsets, start, end in zoned:
        holding = [stamp for stamp in stamps if _held(anchor.value, [stamp])]
        if not holding or any(set(zones) & set(offsets) for _, zones, _ in holding) \
                or _moved_held(anchor.value, offsets, stamps) is not None \
                or _held(anchor.value, _unzoned(evidence, anchors_of)):
            continue
        stamp, zones, raw = holding[0]
        there = moved(stamp, zones[0], offsets[0])
        said = f"{raw} ({there.removeprefix('T')} in the claim's zone)" if there else raw
        return Anchor("timestamp", anchor.value, text[start:end], start, end,
                      unit=anchor.unit), [said]
    return None


def _unzoned(evidence: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
             ) -> list[Stamp]:
    """The times of day of `evidence` written without a zone (as stamps of no offset)."""
    stamps: list[Stamp] = []
    for text in evidence:
        for line in dict.fromkeys(text.split("\n")):
            line = strip_ignorable(line)
            zoned = {id(a) for a, _, _, _ in _zoned(line, anchors_of(line))}
            stamps += [(a.value, (), a.raw) for a in anchors_of(line)
                       if a.kind == "timestamp" and "T" in (a.unit or "") and id(a) not in zoned]
    return stamps
