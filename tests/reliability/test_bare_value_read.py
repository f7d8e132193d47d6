"""A claim giving a value its line prints bare, with the unit its name says, passes; another
line's value still fails.

Real OpenStack request lines (`"GET /v2/... HTTP/1.1" status: 200 len: 1893 time: 0.2477829`)
print the request's time in seconds and its length in bytes without a unit. A claim quoting one
and writing the value with its unit (`请求耗时 0.2477829 秒`, `the request took 0.2477829
seconds`, `请求耗时约 0.248 秒`, `请求耗时 247.8 毫秒`, `该请求返回 1893 字节`) failed every time
(200 of 200, LOW_CONFID: the value was written nowhere) before such a value was read with the
unit of its name (gatekeeper.rules.support.evidence.bare); all pass now, and a neighbouring
request's time given to the quoted one still fails.
"""

from __future__ import annotations

import random
import re

from loghub_quotes import LOGHUB, check

_REQUEST = re.compile(r"len: (\d+) time: ([\d.]+)$")


def _probes() -> list[tuple[list[str], list[str], str, str]]:
    """(faithful claims, forged claims, the quoted line, the output around it)."""
    rng = random.Random(11)
    lines = [line for line in (LOGHUB / "OpenStack_2k.log").read_text(encoding="utf-8").splitlines()
             if _REQUEST.search(line)]
    found = []
    for n in rng.sample(range(len(lines)), 40):
        line = lines[n]
        size, time = _REQUEST.search(line).groups()  # type: ignore[union-attr]
        other = next(_REQUEST.search(o).group(2) for o in lines[n + 1:] + lines[:n]  # type: ignore[union-attr]
                     if not o.endswith(f" {time}"))
        faithful = [f"请求耗时 {time} 秒", f"the request took {time} seconds", f"该请求返回 {size} 字节",
                    f"请求耗时约 {float(time):.3g} 秒", f"请求耗时 {float(time) * 1000:.1f} 毫秒"]
        forged = [f"请求耗时 {other} 秒", f"the request took {other} seconds"]
        found.append((faithful, forged, line, "\n".join(lines[max(0, n - 2):n + 3])))
    return found


def test_the_line_s_own_value_with_its_unit_passes() -> None:
    failed = [(claim, report.findings) for faithful, _, line, output in _probes() for claim in faithful
              if (report := check(claim, line, output)).status != "pass"]
    assert failed == []


def test_another_line_s_value_fails() -> None:
    passed = [claim for _, forged, line, output in _probes() for claim in forged
              if check(claim, line, output).status != "fail"]
    assert passed == []
