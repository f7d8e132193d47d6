"""A claim giving one of curl's timings another's never passes, and the timings as printed pass.

`curl -o /dev/null -s -w '...'` as a diagnosis agent runs it to time a request: one line per
timing, `time_namelookup: 0.004512`, `time_connect: 0.021337`, `time_appconnect`,
`time_starttransfer`, `time_total`, in seconds with no unit printed. The claim gives a timing
in seconds (`TCP 连接耗时 0.021337 秒`, `首字节时间为 1.532118 秒`, `time to first byte was
1.532118s`); the forged one gives it another timing's value. A name starting with `time_` was no
name of time, so before every faithful claim failed LOW_CONFID (its value in seconds was
written nowhere), and so did every forged one. Now a bare number under such a name is a
duration (gatekeeper.rules.support.evidence.bare) and the claim's words name the timing
(gatekeeper.rules.support.evidence.fields): every forged claim fails REJECT, every faithful
one passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FORMS = {"time_namelookup": ("DNS 解析耗时 {v} 秒", "DNS lookup time was {v}s"),
         "time_connect": ("TCP 连接耗时 {v} 秒", "the connect time was {v} seconds"),
         "time_appconnect": ("TLS 握手完成用时 {v} 秒",),
         "time_starttransfer": ("首字节时间为 {v} 秒", "time to first byte was {v}s"),
         "time_total": ("请求总耗时 {v} 秒", "the total time was {v}s")}


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(8080)
    found = []
    while len(found) < 60:
        steps = sorted(rng.uniform(0.001, 3.0) for _ in FORMS)
        timings = {name: f"{value:.6f}" for name, value in zip(FORMS, steps, strict=True)}
        path = rng.choice(("/api/pay", "/api/orders", "/healthz", "/api/v1/users"))
        output = "\n".join([f"$ curl -o /dev/null -s -w '@timing.txt' https://gateway.internal{path}",
                            *(f"{name}: {value}" for name, value in timings.items())])
        name, other = rng.sample(list(FORMS), 2)
        form = rng.choice(FORMS[name])
        found.append((form.format(v=timings[name]), form.format(v=timings[other]), output))
    return found


def test_a_timing_given_another_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_curl_s_timings_as_printed_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
