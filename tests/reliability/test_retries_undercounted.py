"""A claim counting fewer retries than its evidence's lines print never passes.

Generated client logs (a service retrying a call to another, three to seven times, in one of
four printed forms, then giving up or succeeding) and a claim counting the retries: `order-svc
调用 payment-svc 重试 3 次后失败`, `order-svc 重试了 3 次`, `order-svc retried 3 times`. The lines
print the attempts' numbers (`attempt 3/5`), so the forged count was a number found in the
evidence and every Chinese form passed (round 16: no glossary event of retrying, and `后失败`
read as what `次` counts); the faithful count, as many as the retrying lines, passes.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, check

LINE_FORMS = ("{t} WARN [{a}] Retrying request to {b} (attempt {k}/{n})",
              "{t} WARN [{a}] Retry {k}/{n} for call to {b}: Read timed out",
              "{t} WARN [{a}] retrying call to {b} in 2s (retries={k})",
              "{t} INFO [{a}] Request to {b} failed, retrying ({k} of {n})")
CLAIM_FORMS = ("{a} 调用 {b} 重试 {n} 次后失败", "{a} 对 {b} 的调用重试了 {n} 次", "{a} 重试 {n} 次",
               "{a} retried the call to {b} {n} times.", "{a} retried {n} times before giving up.")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(223)
    found = []
    while len(found) < 60:
        caller, callee = rng.sample(SERVICES, 2)
        retries, form = rng.randint(3, 7), rng.choice(LINE_FORMS)
        lines = [form.format(t=f"2026-12-01 10:0{k}:{rng.randint(10, 59)}", a=caller, b=callee, k=k,
                             n=retries) for k in range(1, retries + 1)]
        lines.append(f"2026-12-01 10:09:00 ERROR [{caller}] Request to {callee} failed")
        output = "\n".join(lines)
        claim = rng.choice(CLAIM_FORMS)
        fewer = rng.randint(2, retries - 1)
        found.append((claim.format(a=caller, b=callee, n=retries),
                      claim.format(a=caller, b=callee, n=fewer), output))
    return found


def test_fewer_retries_than_the_lines_print_fail() -> None:
    reports = [(forged, check(forged, output, output)) for _, forged, output in _probes()]
    assert [claim for claim, report in reports if report.verdict_ceiling != "REJECT"] == []


def test_as_many_retries_as_the_lines_print_pass() -> None:
    reports = [(claim, check(claim, output, output)) for claim, _, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
