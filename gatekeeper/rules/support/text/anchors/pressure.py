"""The shares of time Linux's pressure stall information (`/proc/pressure/cpu`, a cgroup's
`cpu.pressure`) prints, in percent.

    some avg10=12.34 avg60=8.91 avg300=4.02 total=123456789
    full avg10=3.21 avg60=1.05 avg300=0.44 total=23456789

Each `avgN` is the percentage of the last N seconds some (or all) tasks stalled, printed with no
`%`: a faithful `CPU 压力 avg10 为 12.34%` named a value found nowhere and failed. Each is read
here as a percentage (`total` counts microseconds: left as printed).
"""

from __future__ import annotations

import re

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.patterns import compiled

_AVERAGE = compiled(r"^(?:some|full)[ \t].*$", re.MULTILINE)
_VALUE = compiled(r"(?<![\w.])avg(?:10|60|300)=(?P<n>\d+(?:\.\d+)?)")


def pressure_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each pressure average in percent."""
    starts = {m.start("n") for line in _AVERAGE.finditer(folded)
              for m in _VALUE.finditer(folded, line.start(), line.end())}
    if not starts:
        return anchors
    return [anchor._replace(unit="%") if anchor.kind == "number" and anchor.unit is None
            and anchor.start in starts else anchor for anchor in anchors]
