"""A claim giving a pod's restarts a count its `kubectl describe` does not print never passes.

`kubectl describe pod` as a diagnosis agent reads it: the pod's name (a hash in it), image,
limits and requests, state and `Restart Count:`, that line quoted, the whole output cited. The
claim gives the restarts another value the output prints: a limit's or a request's (`cpu: 4`),
or a digit of the pod's hash (`payment-svc-7d9f8b6c5-...` holds `5`). Before restarts were a
metric (`重启了 4 次`, `restarted 4 times`, `Restart Count:` one label) and a code's digits no
number, 50 of 60 such claims reached PASS (31 with no finding; 10 failed LOW_CONFID); all
fail now (REJECT), and each pod's own count passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SERVICES = ("order-svc", "payment-svc", "inventory-api", "gateway")
FORMS = ("{p} 重启了 {n} 次", "{p} restarted {n} times", "{p} 的重启次数为 {n}",
         "pod {p} has restarted {n} times", "{p} 已重启 {n} 次")
_HASH = "bcdfghjklmnpqrstvwxz2456789"


def _describe(rng: random.Random) -> tuple[str, int, list[int], str]:
    """(the pod, its restart count, other counts the output prints, the output)."""
    service = rng.choice(SERVICES)
    pod = f"{service}-{rng.getrandbits(36):09x}-{''.join(rng.choices(_HASH, k=5))}"
    cpu, request = rng.randint(2, 8), rng.randint(1, 2)
    memory = rng.choice((1, 2, 4, 8))
    restarts = rng.randint(1, 9)
    output = "\n".join([
        f"Name:         {pod}", "Namespace:    prod", "Containers:", f"  {service}:",
        f"    Image:          registry.local/{service}:2.{rng.randint(1, 20)}.0", "    Limits:",
        f"      cpu:     {cpu}", f"      memory:  {memory}Gi", "    Requests:",
        f"      cpu:        {request}", f"      memory:     {max(memory // 2, 1)}Gi",
        f"    State:          {rng.choice(('Running', 'Waiting'))}",
        f"    Restart Count:  {restarts}"])
    others = sorted({cpu, request, *(int(c) for c in pod if c.isdigit())} - {restarts})
    return pod, restarts, others, output


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, the line quoted, output)."""
    rng = random.Random(11)
    found = []
    while len(found) < 60:
        pod, restarts, others, output = _describe(rng)
        if not others:
            continue
        form = rng.choice(FORMS)
        found.append((form.format(p=pod, n=restarts), form.format(p=pod, n=rng.choice(others)),
                      f"    Restart Count:  {restarts}", output))
    return found


def test_another_count_of_the_output_fails() -> None:
    assert not_rejected((forged, line, output) for _, forged, line, output in _probes()) == []


def test_the_pod_s_own_count_passes() -> None:
    assert not_passed((faithful, line, output) for faithful, _, line, output in _probes()) == []
