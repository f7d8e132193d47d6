"""A metric's value a claim dates to a time its evidence gives another value at.

`order-svc 在 03:10 的 CPU 使用率为 95%` citing the 03:15 line of an output that writes
`03:10:00 [order-svc] cpu_usage=40%` and `03:15:00 [order-svc] cpu_usage=95%`: the value, the
metric, the service and the time are all the output's, so nothing was missing or contradicted,
but the claim moves the spike five minutes earlier, before the deploy it may then be blamed on.
The claim's value is a metric's (`CPU 使用率 95%`, `p99 延迟 5300ms`), its time the one time of day in
its clause (not a period's end). The lines of the cited outputs (the excerpts when none) giving
that metric in the value's unit, stamped at the claim's time (at the coarser precision; a line
writing it as `HH:MM`), and
naming the clause's service when it names one, contradict it when one of them exists and none
gives the claim's value. Unsure says nothing: no such line at that time, lines without a time or
of several days.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS, measured
from gatekeeper.rules.support.evidence.firsts import stamped_lines
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.metric_names import metric_key
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.spans import span_ends


def value_misdated(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's time and value, [what the lines stamped then give, and where the value is])
    for the first metric value the claim dates to a time its evidence gives another value at;
    None when there is none (see the module docstring)."""
    values = [a for a in anchors if measured(a)]
    if not values:
        return None
    ends = span_ends(claim, anchors)
    for value in values:
        low, high = clause_around(claim, value.start, value.end)
        times = [a for a in anchors if a.kind == "timestamp" and "T" in a.value
                 and low <= a.start and a.end <= high and a.start not in ends]
        if len(times) != 1:
            continue
        subjects = [compact(a.raw) for a in anchors if a.kind in SUBJECTS
                    and low <= a.start and a.end <= high]
        found = _at_time(value, times[0].value.partition("T")[2], subjects, texts, anchors_of)
        if found is not None:
            start, end = min(times[0].start, value.start), max(times[0].end, value.end)
            written = claim[start:end]
            return Anchor("state", written.lower(), written, start, end), found
    return None


def _at_time(value: Anchor, when: str, subjects: Sequence[str], texts: Sequence[str],
             anchors_of: Callable[[str], Sequence[Anchor]]) -> list[str] | None:
    """What the lines stamped at `when` give for `value`'s metric, and where they give the value,
    when they give it another value only."""
    key = metric_key(value.metric or "")

    def given(line: str) -> list[Anchor]:
        return [a for a in anchors_of(line) if measured(a) and a.unit == value.unit
                and metric_key(a.metric or "") == key]

    def writes(line: str) -> bool:
        folded = compact(line)
        return bool(given(line)) and (not subjects or any(who in folded for who in subjects))

    # Only the lines writing the claim's time (`03:10`) or value are anchored: a metrics output
    # is hundreds of samples, and every claim with a value and a time asks.
    clock, digits = when[:5], value.raw.strip().rstrip("%").split(".")[0][:8]
    nearby = [line for text in dict.fromkeys(texts) for line in text.split("\n")
              if clock in line or digits in line]
    lines = stamped_lines(writes, nearby, anchors_of) or []
    then = [(raw, line) for stamp, raw, line in lines if same_time(stamp, when)]
    if not then or any(a.value == value.value for _, line in then for a in given(line)):
        return None
    said = [f"{key} {', '.join(a.raw.strip() for a in given(line))} at {raw} "
            f"({clipped(line.strip(), 100)!r})" for raw, line in then]
    said += [f"{value.raw.strip()} at {raw}" for stamp, raw, line in lines
             if any(a.value == value.value for a in given(line))][:1]
    return said


def same_time(stamp: str, when: str) -> bool:
    """Whether a line's time of day is `when`, at the coarser of the two precisions."""
    size = min(len(stamp), len(when))
    return stamp[:size] == when[:size]
