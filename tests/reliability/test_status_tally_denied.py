"""A status denied that an access log's tally of statuses counts fails; one it does not count
passes.

`nginx 没有返回 5xx`, `没有 502 错误` citing `awk '{print $9}' access.log | sort | uniq -c`'s
`     18 502` passed, and the faithful `没有 500 错误` over a tally without one failed LOW_CONFID
(`500 found nowhere`): a tally's line alone is two numbers, no status
(`text/anchors/codes.tally_lines`, read by `evidence/uniform.py` and the anchors).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

OK = ("200", "301", "302", "304", "404", "401", "403")
FAILED = ("500", "502", "503", "504")
DENIED = ("nginx 没有返回 {s}", "没有 {s} 错误", "访问日志里没有 {s} 响应", "no {s} responses were returned",
          "nginx returned no {s} errors")


def _tally(rng: random.Random, statuses: list[str]) -> str:
    counts = sorted(((rng.randint(1, 30000), status) for status in statuses), reverse=True)
    return "\n".join(["$ awk '{print $9}' /var/log/nginx/access.log | sort | uniq -c | sort -rn",
                      *(f"{count:>7} {status}" for count, status in counts)])


def _draw(rng: random.Random) -> tuple[str, str, str, str]:
    """(faithful claim, its output, forged claim, its output)."""
    failed = rng.choice(FAILED)
    said = rng.choice((failed, "5xx"))
    claim = rng.choice(DENIED).format(s=said)
    ok = rng.sample(OK, rng.randint(2, 4))
    others = [status for status in FAILED if status != failed]
    shown = rng.sample(others, rng.randint(0, 2)) if said != "5xx" else []
    return claim, _tally(rng, ok + shown), claim, _tally(rng, ok + shown + [failed])


def _probes() -> list[tuple[str, str, str, str]]:
    return drawn(_draw, 3913, 60)


def test_a_status_denied_that_the_tally_counts_fails() -> None:
    assert not_rejected((forged, output, output) for _, _, forged, output in _probes()) == []


def test_a_status_denied_that_the_tally_does_not_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, output, _, _ in _probes()) == []
