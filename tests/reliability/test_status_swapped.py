"""A claim giving a request's path (or client) the HTTP status another request's line has never
passes.

Real OpenStack request lines (`10.11.10.1 "POST /v2/{tenant}/servers HTTP/1.1" status: 202`):
windows of consecutive lines of two paths or more; the claim cites the window and gives one path
(or its client's address) a status another path's line has, and none of its own (`{p} 返回 {s}`,
`POST {p} returned {s}`). Path, status and words are all the output's, so every such claim passed
with no finding before claim.value_contradiction read the rows' statuses
(gatekeeper.rules.support.evidence.rows); all fail now, and each path's own status passes.
"""

from __future__ import annotations

import random
import re

from loghub_quotes import LOGHUB, check

_REQUEST = re.compile(r'(\d+\.\d+\.\d+\.\d+) "([A-Z]+) (/\S+) HTTP/1\.1" status: (\d{3})')
FORMS = ("{p} 返回 {s}", "{m} {p} returned {s}.", "对 {p} 的请求返回了 {s}")
WINDOW = 8


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(107)
    lines = [line for line in (LOGHUB / "OpenStack_2k.log").read_text(encoding="utf-8").splitlines()
             if _REQUEST.search(line)]
    found = []
    for start in range(0, len(lines) - WINDOW, WINDOW):
        window = lines[start:start + WINDOW]
        requests = [_REQUEST.search(line).groups() for line in window]  # type: ignore[union-attr]
        statuses: dict[str, set[str]] = {}
        for _, _, path, status in requests:
            statuses.setdefault(path, set()).add(status)
        pairs = [(path, method, other) for _, method, path, _ in requests
                 for other in {s for p, ss in statuses.items() if p != path for s in ss} - statuses[path]]
        if not pairs:
            continue
        path, method, other = rng.choice(pairs)
        form = rng.choice(FORMS)
        own = sorted(statuses[path])[0]
        found.append((form.format(p=path, m=method, s=own), form.format(p=path, m=method, s=other),
                      "\n".join(window)))
    return found


def test_a_status_of_another_path_s_line_fails() -> None:
    probes = _probes()
    assert len(probes) >= 15
    reports = [(forged, check(forged, output, output)) for _, forged, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_path_s_own_status_passes() -> None:
    reports = [(claim, check(claim, output, output)) for claim, _, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
