"""Digits a claim writes that no anchor reads.

An anchor kind reads each value a rule compares; digits outside every anchor (an impossible
time `2015-10-18 38:04:09`, a mangled id `4x0`, a build `2.6.9_1`) were compared with nothing,
so a claim could write any. Such a token is accounted for when its evidence (the excerpts, the
cited outputs) writes it as it is (compacted); otherwise it is a minor anchor its evidence lacks
(`claim.entity_grounding` warns; docs/anchors.md, Claims).
"""

from __future__ import annotations

from collections.abc import Sequence

from gatekeeper.parse.invocations import Invocation
from gatekeeper.rules.support.evidence.index import EvidenceIndex
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.load_windows import load_windows
from gatekeeper.rules.support.text.anchors.metric_names import percentile_ranks
from gatekeeper.rules.support.text.fold import strip_ignorable
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled

#: A run of printable ASCII holding a digit (Chinese around it is not part of it), from the run's
#: start: a start inside a run without a digit scanned the rest of it (4,000 `x`: 8 s).
_TOKEN = compiled(r"(?<![!-~])[!-~]*\d[!-~]*")
_DIGITS = compiled(r"\d+")
#: `uid=0`, `active=50`: a key and its value, the key read by no anchor (a number's label is
#: compared only where another value is given it), so `hid=0` for `uid=0` passed.
_KEYED = compiled(r"[A-Za-z_][\w.\-]*=")
_EDGE = ".,;:!?()[]{}<>\"'`"
KIND = "text"


def unanchored(text: str, anchors: Sequence[Anchor]) -> list[Anchor]:
    """The tokens of `text` (as anchored: ignorable characters stripped) holding a digit run
    that none of its `anchors` covers (nor a load average's window: `15-minute load average`, nor
    a percentile's rank: `95 分位`),
    or a key and a value with digits (`uid=0`), as anchors of kind `text`."""
    spans = [(a.start, a.end) for a in anchors] + load_windows(text) + percentile_ranks(text)
    found = []
    for m in _TOKEN.finditer(text):
        raw = m.group().strip(_EDGE)
        if not raw:
            continue
        start = m.start() + m.group().index(raw)
        runs = [(start + d.start(), start + d.end()) for d in _DIGITS.finditer(raw)]
        if runs and (_KEYED.match(raw) or not all(any(s <= low and high <= e for s, e in spans)
                                                  for low, high in runs)):
            found.append(Anchor(KIND, raw.lower(), raw, start, start + len(raw)))
    return found


def loose_digits(index: EvidenceIndex, text: str, excerpts: Sequence[str],
                 outputs: Sequence[Invocation]) -> list[Anchor]:
    """A claim's `unanchored` tokens that its evidence (excerpts, cited outputs) does not
    write (compacted). Not looked for in the rest of the session: a scan of a large dump per
    claim made the cost the claims times the dump."""
    loose = unanchored(strip_ignorable(text), index.anchors(text))
    if not loose:
        return []
    sources = (*excerpts, *index.texts_of(outputs))
    texts = [index.prepared(source)[0] for source in sources]
    return [a for a in loose if not any(form in source for form in _forms(a.raw) for source in texts)
            and not _percentile_printed(a.raw, index, sources)]


#: `TP99`, as Chinese ops write the percentile a log writes `p99`.
_TP = compiled(r"[Tt]([Pp]\d{2,3})")


#: A percentile a claim names (`P99`, `TP99`).
_PERCENTILE = compiled(r"[Tt]?[Pp](\d{2,3})")


def _percentile_printed(raw: str, index: EvidenceIndex, sources: Sequence[str]) -> bool:
    """Whether a percentile the claim names is one its evidence prints a value of without its
    name (ab's `99%    350` under its table's head: `text/anchors/load_tests.py`)."""
    percentile = _PERCENTILE.fullmatch(raw)
    named = None if percentile is None else f"p{percentile.group(1)} latency"
    return named is not None and any(a.metric == named for source in sources for a in index.anchors(source))


def _forms(raw: str) -> tuple[str, ...]:
    """The ways evidence may write a token (compacted): as it is, a `TP99` as `p99`, a possessive
    without its `'s` (`python3's`)."""
    tp = _TP.fullmatch(raw)
    own = _POSSESSIVE.sub("", raw)
    return (compact(raw), *((compact(tp.group(1)),) if tp else ()), *((compact(own),) if own != raw else ()))


_POSSESSIVE = compiled(r"['’]s\Z")
