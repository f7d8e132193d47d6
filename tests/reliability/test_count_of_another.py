"""A claim giving one service the count of another service's lines never passes.

Generated service logs as a diagnosis agent reads them: two to four services, each printing an
event (an exception, an error code, a timeout) on its own number of lines, the whole output
cited. The claim gives one service the number of another's lines (`order-svc 出现了 3 次
OutOfMemoryError`, `order-svc threw java.net.SocketTimeoutException 3 times`) where its own
lines are fewer: a count written nowhere only warned (60 of 60 reached a PASS ceiling) before
claim.value_contradiction read whose lines make a count
(gatekeeper.rules.support.evidence.counted.count_of_another); all fail now, and each service's
own count passes.
"""

from __future__ import annotations

import random

from loghub_quotes import EVENTS, SERVICES, clock_stamp, not_passed, not_rejected

FORMS = ("{s} 出现了 {n} 次 {e}", "{s} 日志中 {e} 出现了 {n} 次", "{s} threw {e} {n} times",
         "{s} 出现了 {n} 次请求超时")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(31)
    found = []
    while len(found) < 60:
        services = rng.sample(SERVICES, rng.randint(2, 4))
        counts = dict(zip(services, rng.sample(range(1, 9), len(services)), strict=True))
        event = rng.choice(EVENTS)
        form = rng.choice(FORMS)
        printed = "请求超时 (timeout after 3000ms)" if "请求超时" in form else event
        lines = [(service, printed) for service, count in counts.items() for _ in range(count)]
        rng.shuffle(lines)
        clock = rng.randint(0, 80000)
        output = "\n".join(f"{clock_stamp(clock + n)} ERROR [{service}] {text}"
                           for n, (service, text) in enumerate(lines))
        one, other = sorted(counts, key=counts.__getitem__)[0], rng.choice(services)
        if counts[other] <= counts[one]:
            continue
        written = event.split(":")[0]
        found.append((form.format(s=one, n=counts[one], e=written),
                      form.format(s=one, n=counts[other], e=written), output))
    return found


def test_another_service_s_count_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_each_service_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
