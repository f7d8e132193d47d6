"""A claim putting an ops event after a time its lines all precede, or before a time they all
follow, never passes; one whose bound the lines fall within passes.

Generated service logs: a service's lines of one event of the bilingual glossary (a timeout, a
restart, a rollback, a refused connection), stamped a few seconds apart among its other lines.
The claim names the service and the event and bounds when it happened by a time of day
(`payment-svc 的请求超时发生在 03:14:10 之后`, `在 03:14:05 之前出现重启`). The event and the
service are the output's and a bound is no time a line is at, so at 978e7d5 every forged probe
passed (a warning: the bound found nowhere).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, clock_stamp, not_passed, not_rejected

#: (the event as a line logs it, as a claim names it in Chinese)
LOGGED = (("request timeout after 5000ms", "请求超时"), ("pod restarted (OOMKilled)", "重启"),
          ("connect: connection refused", "连接被拒绝"), ("rolled back to v2.3.1", "回滚"))
AFTER = ("{s} 的{e}发生在 {t} 之后", "{t} 之后 {s} 出现{e}")
BEFORE = ("{s} 在 {t} 之前就已经出现{e}", "{s} 的{e}发生在 {t} 以前")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    service = rng.choice(SERVICES)
    logged, named = rng.choice(LOGGED)
    clock = rng.randrange(3600, 80000)
    times = sorted(clock + rng.randint(0, 40) for _ in range(rng.randint(1, 3)))
    lines = [f"{clock_stamp(clock - 30)} INFO [{service}] GET /health 200 3ms"]
    lines += [f"{clock_stamp(when)} ERROR [{service}] {logged}" for when in times]
    lines.append(f"{clock_stamp(times[-1] + 20)} INFO [{service}] GET /health 200 4ms")
    early = clock_stamp(times[0] - rng.randint(2, 20))[11:]
    late = clock_stamp(times[-1] + rng.randint(2, 20))[11:]
    # after: the faithful bound before the lines, the forged one after them; before: the other way
    forms, (held, beyond) = rng.choice(((AFTER, (early, late)), (BEFORE, (late, early))))
    return (rng.choice(forms).format(s=service, e=named, t=held),
            rng.choice(forms).format(s=service, e=named, t=beyond), "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(3304)
    return [_probe(rng) for _ in range(80)]


def test_an_event_put_beyond_its_lines_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_an_event_within_its_bound_is_not_contradicted() -> None:
    # the bound itself is written nowhere: a warning at most, never a failure
    assert [claim for claim, findings in not_passed((claim, output, output) for claim, _, output in _probes())
            if any(f.level == "fail" for f in findings)] == []
