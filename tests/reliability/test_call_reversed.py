"""A claim giving a call between two services the other way round never passes.

Generated service logs (a fixed seed): calls between eight services written as the tools an agent
queries write them (`[order-svc] call payment-svc /pay timeout after 3000ms`, `upstream=order-svc
downstream=payment-svc status=504`, `caller=... callee=...`, a trace `order-svc -> payment-svc ->
bank-gw`), one line quoted as the excerpt. The claim names the same two services, the same
failure, and swaps caller and callee (`payment-svc 调用 order-svc 超时`, `payment-svc calls
order-svc`, `payment-svc -> order-svc`, `payment-svc 到 order-svc 的调用`, `order-svc 被 payment-svc
调用`): every anchor is the output's, so every such claim passed
with no finding before claim.value_contradiction read who calls whom
(gatekeeper.rules.support.evidence.calls); all fail now, and the claims in the lines' direction
pass.
"""

from __future__ import annotations

import random

from loghub_quotes import check

SERVICES = ("order-svc", "payment-svc", "inventory-api", "user-center", "bank-gw", "risk-engine",
            "notify-svc", "coupon-svc")
LINES = (
    "2026-12-01 03:{m:02d}:{s:02d} ERROR [{a}] call {b} /api/v1/items timeout after {ms}ms",
    "2026-12-01 03:{m:02d}:{s:02d} WARN upstream={a} downstream={b} status=504 cost={ms}ms",
    "2026-12-01 03:{m:02d}:{s:02d} ERROR rpc failed caller={a} callee={b} code=DEADLINE_EXCEEDED",
    "2026-12-01 03:{m:02d}:{s:02d} INFO trace 7f3a{s:02d}: {a} -> {b} latency={ms}ms",
)
CLAIMS = ("{a} 调用 {b} 超时。", "{a} calls {b} and times out.", "{a} -> {b} 的调用失败",
          "{a} 请求 {b} 失败，{b} 是瓶颈。", "Calls from {a} to {b} failed.", "{a} 到 {b} 的调用超时。",
          "{b} 被 {a} 调用时超时。", "{b} is called by {a} and times out.")


def _probes() -> list[tuple[str, str, str, str]]:
    """(the claim in the lines' direction, the one the other way, the excerpt, the output)."""
    rng = random.Random(17)
    found = []
    for _ in range(60):
        lines = []
        for _ in range(rng.randint(3, 8)):
            a, b = rng.sample(SERVICES, 2)
            lines.append(rng.choice(LINES).format(a=a, b=b, m=rng.randint(0, 59),
                                                  s=rng.randint(0, 59), ms=rng.randint(500, 9000)))
        quoted = rng.choice(lines)
        a, b = next((x, y) for x in SERVICES for y in SERVICES if x != y and (
            f"[{x}] call {y} " in quoted or f"upstream={x} downstream={y} " in quoted
            or f"caller={x} callee={y} " in quoted or f"{x} -> {y} " in quoted))
        if any(f"{b} -> {a} " in line or f"[{b}] call {a} " in line or (
                f"={b} " in line and f"={a} " in line and line.index(f"={b} ") < line.index(f"={a} "))
               for line in lines):
            continue  # the lines call both ways
        form = rng.choice(CLAIMS)
        found.append((form.format(a=a, b=b), form.format(a=b, b=a), quoted, "\n".join(lines)))
    return found


def test_a_claim_swapping_caller_and_callee_fails() -> None:
    probes = _probes()
    assert len(probes) >= 50
    reports = [(claim, check(claim, excerpt, output)) for _, claim, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_same_claim_in_the_lines_direction_passes() -> None:
    # `A calls B` citing `caller=A callee=B` warned before (`changedWords`: `calls` for the key
    # `callee`, 16 of the 56): a call the lines make so puts their fields in words.
    reports = [(claim, check(claim, excerpt, output)) for claim, _, excerpt, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
