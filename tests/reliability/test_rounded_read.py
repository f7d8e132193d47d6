"""A claim copying a line with its bare decimal rounded (and a unit added) is no value swapped.

Real OpenStack request lines (`... status: 200 len: 1893 time: 0.2477829`), the line quoted, the
log cited. The claim copies the request, status and length, and gives the time rounded to two
places with its unit (`time: 0.25s`), as an agent summarising writes it: 60 of 60 such faithful
claims failed REJECT (`writes '0.25s' in the place where its excerpt writes 0.2477829`) before a
bare number rounded to the claim's places was its value
(gatekeeper.rules.support.evidence.placed); all pass now, and a time rounded otherwise (one
hundredth off) still fails.
"""

from __future__ import annotations

import random
import re
from decimal import ROUND_HALF_UP, Decimal

from loghub_quotes import LOGHUB, not_passed, not_rejected

_REQUEST = re.compile(r'"(?P<request>[A-Z]+ \S+) HTTP/1\.1" status: (?P<status>\d+) len: (?P<len>\d+) '
                      r"time: (?P<time>\d+\.\d{4,})")


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, the line quoted, output)."""
    # (a time under 0.05 s rounds to `0.00s`: a value no agent would write, and none is printed)
    lines = [line for line in (LOGHUB / "OpenStack_2k.log").read_text(encoding="utf-8").splitlines()
             if (m := _REQUEST.search(line)) and float(m.group("time")) >= 0.05]
    rng = random.Random(25)
    found = []
    for line in rng.sample(lines, 60):
        m = _REQUEST.search(line)
        assert m is not None
        rounded = Decimal(m.group("time")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        head = f'"{m.group("request")}" status: {m.group("status")} len: {m.group("len")}'
        found.append((f"{head} time: {rounded}s", f"{head} time: {rounded + Decimal('0.01')}s",
                      line, "\n".join([*rng.sample(lines, 5), line])))
    return found


def test_the_line_s_decimal_rounded_passes() -> None:
    assert not_passed((faithful, line, output) for faithful, _, line, output in _probes()) == []


def test_a_decimal_rounded_otherwise_fails() -> None:
    assert not_rejected((forged, line, output) for _, forged, line, output in _probes()) == []


def test_the_line_s_decimal_rounded_in_another_unit_fails() -> None:
    # `time: 0.25ms` for `time: 0.2477829` (seconds): a bare number is held in any unit, so the
    # rounding reads only a claim with no unit or in seconds; this is a value in another's place
    assert not_rejected((f"{faithful.removesuffix('s')}ms", line, output)
                        for faithful, _, line, output in _probes()) == []
