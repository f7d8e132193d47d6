"""Whether a pod restarted, said against `kubectl get pods`' RESTARTS cell: `X 未见重启` for a
row counting 0 and `X 反复重启` for one counting 14 pass; the other way round fails.

The header's `RESTARTS` read as a restart the output reports: a pod that never restarted, said
so (`未见重启`), failed REJECT (6 of 60 faithful claims of `test_pod_state_in_chinese` did), and
a denial of 14 restarts failed only by that accident. Now a column's name reports nothing
(`gatekeeper.rules.support.text.glossary`) and the row's count is read
(`gatekeeper.rules.support.evidence.counts_denied`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, aligned_table, not_passed, not_rejected

NEVER = ("{p} 未见重启", "{p} 没有重启过", "pod {p} has no restarts", "{p} 运行稳定，未发生重启",
         "{p} has never restarted", "{p}从未重启")
AGAIN = ("{p} 反复重启", "{p} 频繁重启，READY 为 0/1", "pod {p} keeps restarting",
         "{p} restarted repeatedly", "{p}不断重启")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    service = rng.choice(SERVICES)
    pods = [f"{service}-{rng.getrandbits(36):09x}-{rng.getrandbits(24):05x}"
            for _ in range(rng.randint(1, 4))]
    restarts = [rng.choice((0, rng.randint(1, 40))) for _ in pods]
    rows = [[pod, "1/1" if count == 0 else "0/1", "Running" if count == 0 else "CrashLoopBackOff",
             "0" if count == 0 else f"{count} ({rng.randint(1, 9)}m ago)", f"{rng.randint(5, 90)}m"]
            for pod, count in zip(pods, restarts, strict=True)]
    at = rng.randrange(len(pods))
    pod, restarted = pods[at], restarts[at] > 0
    said, other = (AGAIN, NEVER) if restarted else (NEVER, AGAIN)
    return (rng.choice(said).format(p=pod), rng.choice(other).format(p=pod),
            aligned_table(["NAME", "READY", "STATUS", "RESTARTS", "AGE"], rows))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1414)
    return [_probe(rng) for _ in range(60)]


def test_a_pod_s_restarts_said_as_counted_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_restarts_denied_or_invented_are_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
