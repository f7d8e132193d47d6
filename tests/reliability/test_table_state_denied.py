"""A row's state said not to be another row's (`order-svc is not Running` over its
`CrashLoopBackOff`) passes; the other row's state given it, or its own denied, fails.

`order-svc is not Running`, `order-svc 没有处于 Running 状态` citing `kubectl get pods` whose
order-svc row is `CrashLoopBackOff` and payment-svc's `Running`: the claim's `Running` was read as
the state it gives the row, another row's, and the faithful claim failed REJECT. Now a value
denied is none given, and the row's own state denied is contradicted (`payment-svc is not
Running` only warned; `gatekeeper.rules.support.evidence.tables`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

DENIED = ("{p} is not {s}", "{p} 没有处于 {s} 状态", "{p} 不是 {s} 状态", "{p} isn't {s}", "{p} 并未处于 {s}")
GIVEN = ("{p} is {s}", "{p} 处于 {s} 状态", "{p} 的状态为 {s}", "the {p} pod is {s}")
STATES = ("Running", "CrashLoopBackOff", "Pending", "Error", "ImagePullBackOff", "Completed")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    services = rng.sample(("order-svc", "payment-svc", "inventory-api", "user-svc", "auth-api"), 3)
    states = rng.sample(STATES, 3)
    lines = ["NAME                              READY   STATUS             RESTARTS   AGE"]
    for service, state in zip(services, states, strict=True):
        pod = f"{service}-{rng.getrandbits(36):09x}-{rng.getrandbits(20):05x}"
        ready = "1/1" if state == "Running" else "0/1"
        lines.append(f"{pod:<34}{ready:<8}{state:<19}{rng.randint(0, 40):<11}{rng.randint(1, 9)}d")
    mine, other = rng.sample(range(3), 2)
    faithful = rng.choice(DENIED).format(p=services[mine], s=states[other])
    forged = rng.choice(GIVEN).format(p=services[mine], s=states[other]) if rng.random() < 0.5 else \
        rng.choice(DENIED).format(p=services[mine], s=states[mine])  # its own state denied
    return faithful, forged, "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8570, 60)


def test_another_row_s_state_given_or_its_own_denied_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_another_row_s_state_denied_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
