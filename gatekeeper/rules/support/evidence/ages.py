"""How long a claim says a Kubernetes object has existed, against its row's `AGE`.

`worker-6f7d8c9b5-qwert 已运行 3 天` citing `kubectl get pods`, whose worker row's AGE is `5h` (and
another row's `3d`): a duration written before a word of days is no cell's value a table reads,
so nothing was missing or contradicted. kubectl writes an age in one or two units (`45m`, `5h12m`,
`3d`, `2d3h`), cut, not rounded: `3d` is three days to four. A clause naming one row (its `NAME`,
or its workload's word: `worker pod`) and one duration with a word of having run (`已运行 3 天`,
`运行了 5 小时`, `up for 2 days`) gives the row that age: one the cell puts apart by more than one
of the claim's unit contradicts it.
Unsure says nothing: two rows or durations, a bound, a negation, a restart's time (`5 小时前重启`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.containers import row_name
from gatekeeper.rules.support.evidence.run_spans import RAN, SAID_DURATION, apart, seconds_of, span_of
from gatekeeper.rules.support.evidence.table_rows import mentions
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import BOUND, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import tables_of

_AGE = compiled(r"(?P<n>\d+)(?P<unit>[smhdy])(?:(?P<m>\d+)(?P<second>[smhd]))?")
_NEGATED = compiled(r"[未不没]|(?<![A-Za-z])(?i:not|never|n't)(?![A-Za-z])")


def age_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's duration, [the row's AGE]) for the first age a clause gives a row that its
    AGE puts apart (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    said = list(SAID_DURATION.finditer(claim))
    tables = [table for text in dict.fromkeys(texts) for table in tables_of(text)
              if "age" in table.columns] if said else []
    for duration in said if tables else ():
        low, high = clause_around(claim, duration.start(), duration.end())
        if RAN.search(claim, low, high) is None or BOUND.search(claim, low, high) or _NEGATED.search(
                claim, low, high) or sum(1 for _ in SAID_DURATION.finditer(claim, low, high)) > 1:
            continue
        for table in tables:
            rows = [row for _, row in mentions(claim[low:high], [], table)]
            age = _AGE.fullmatch(rows[0][table.columns.index("age")]) if len(rows) == 1 else None
            if age is not None and apart(span_of(duration), _age_span(age)):
                return Anchor("duration", duration.group().lower(), duration.group(), duration.start(),
                              duration.end()), [f"AGE {age.group()} for {row_name(rows[0], table)}"]
    return None


def _age_span(age: re.Match[str]) -> tuple[int, int]:
    """The seconds kubectl's age stands for (`3d`: three days to four; `2d3h`: to 2d4h)."""
    first = int(age["n"]) * seconds_of(age["unit"])
    if age["m"] is None:
        return first, first + seconds_of(age["unit"])
    total = first + int(age["m"]) * seconds_of(age["second"])
    return total, total + seconds_of(age["second"])
