"""A time a claim says a service or container started at, against the start times its status
prints.

`payment-svc 在 03:10 启动` citing `kubectl describe pod`, whose container's `Started:` is `Sat, 05
Dec 2026 03:14:09 +0000`, or `systemctl status`, whose `Active: active (running) since Sat
2026-12-05 03:14:09 UTC`: the claim's time was found nowhere, a warning at most, so the claim
passed. A start time is a `Started:` or `Start Time:` field's (Kubernetes), or the time after
`since` of an `Active:` line (systemd). A clause saying something started (`启动`, `启动于`, `拉起`,
`started`, `came up`) at one time of day (`在 03:10`, `at 03:10`) contradicts the start times
when none of them is at that time (to the places the claim writes). Unsure says nothing: no start
time printed, a clause naming a period, a bound or another time (`之前`, `首次`, `first`,
`earlier`), a restart (`重启`: a container's earlier starts are not printed as such).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.anchorset import holds_time
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import BOUND, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import open_bound

_START_LINE = compiled(r"^\s*(?:Started|Start Time):\s+\S|^\s*Active:\s*active\b.*\bsince\s+\S")
_STARTED = compiled(r"(?<!重)(?:启动(?!失败|中|命令|参数|脚本|时间|耗时)|拉起)"
                    r"|(?<![A-Za-z])(?:started|came\s+up)(?![A-Za-z])", re.IGNORECASE)
#: Another start than the last, or a time around it: `首次启动`, `之前`, `first started`, `曾`.
_OTHER = compiled(r"首次|第一次|最初|最早|之前|以前|此前|之后|以后|期间|曾|一度|(?<![A-Za-z])(?:first|earlier"
                  r"|before|after|since|until|previously|once|had)(?![A-Za-z])", re.IGNORECASE)


def start_misdated(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's time, [the start times printed]) for the first start the claim dates to a
    time no start time printed has (see the module docstring)."""
    starts = [(stamp, line) for text in dict.fromkeys(texts) for line in text.split("\n")
              if _START_LINE.match(line)
              for stamp in (a.value for a in anchors_of(line) if a.kind == "timestamp" and "T" in a.value)]
    if not starts:
        return None
    for said in _STARTED.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        times = [a for a in anchors if a.kind == "timestamp" and "T" in a.value and low <= a.start < high]
        if len(times) != 1 or _OTHER.search(claim, low, high) or BOUND.search(claim, low, high) \
                or open_bound(claim, times[0]) is not None:
            continue
        when = times[0].value[times[0].value.index("T"):]
        if not any(holds_time(stamp[stamp.index("T"):], when) for stamp, _ in starts):
            shown = [f"{clipped(line.strip(), 80)!r}" for line in dict.fromkeys(line for _, line in starts)]
            return times[0], shown[:2]
    return None
