"""A rollout's progress restated (`payment-svc 的滚动发布尚未完成，仅 1 个副本可用` for `kubectl
rollout status`'s `1 of 3 updated replicas are available`; `payment-svc 的副本均已可用` for
`kubectl get deploy`'s AVAILABLE) passes, and the other progress fails.

The workload's name and the numbers are the output's and `完成` is no anchor: every forged claim
but those writing a number found nowhere passed. Now a rollout's finish and counts are read off
its status lines (`gatekeeper.rules.support.evidence.rollouts`) and a deployment's replicas
available off its AVAILABLE cell (`gatekeeper.rules.support.evidence.readiness`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, not_passed, not_rejected

#: What a claim says of a rollout: finished, or not with its count of replicas available.
DONE = ("{s} 的滚动发布已完成", "{s} 发布成功，{n} 个副本均已可用", "The {s} rollout completed successfully",
        "{s} successfully rolled out; all {n} replicas are available")
WAITING = ("{s} 的滚动发布尚未完成，仅 {k} 个副本可用", "{s}发布仍在进行中", "{s} 只有 {k} 个副本可用",
           "The {s} rollout is not complete: only {k} of {n} replicas are available",
           "{s} rollout is still in progress")
STALLED = ("{s} 的发布卡住了，超过了进度期限", "{s} 部署失败", "The {s} rollout is stuck",
           "{s} failed to roll out")
#: What a claim says of a deployment's row: all replicas available, or only some.
ALL_AVAILABLE = ("{s} 的副本均已可用", "{s} 的 {n} 个副本全部可用", "All replicas of {s} are available")
SOME_AVAILABLE = ("{s} 仅 {k} 个副本可用", "{s} 部分可用", "Not all replicas of {s} are available",
                  "{s} 未全部可用")


def _status(rng: random.Random, service: str) -> tuple[str, str, str]:
    """(faithful, forged, output) of `kubectl rollout status`."""
    total = rng.randint(2, 6)
    counts = sorted(rng.sample(range(0, total), rng.randint(1, min(3, total))))
    lines = [f'Waiting for deployment "{service}" rollout to finish: {k} of {total} updated replicas '
             f"are available..." for k in counts]
    ending = rng.choice(("done", "waiting", "stalled"))
    if ending == "done":
        lines.append(f'deployment "{service}" successfully rolled out')
    elif ending == "stalled":
        lines.append(f'error: deployment "{service}" exceeded its progress deadline')
    says = {"done": DONE, "waiting": WAITING, "stalled": STALLED}
    other = rng.choice(["done" if ending != "done" else rng.choice(("waiting", "stalled"))])
    told = {"s": service, "n": total, "k": counts[-1]}
    faithful = rng.choice(says[ending] if ending != "stalled" else STALLED + WAITING[1:2])
    forged = rng.choice(says[other])
    if other == "waiting" and ending == "done":  # a count it never printed would be missing too
        forged = rng.choice([f for f in WAITING if "{k}" not in f])
    return faithful.format(**told), forged.format(**told), "\n".join(lines)


def _table(rng: random.Random, service: str) -> tuple[str, str, str]:
    """(faithful, forged, output) of `kubectl get deploy`."""
    rows = ["NAME              READY   UP-TO-DATE   AVAILABLE   AGE"]
    named = {}
    for name in [*rng.sample(SERVICES, rng.randint(1, 3)), service]:
        if name in named:
            continue
        total = rng.randint(2, 5)
        available = rng.choice((total, rng.randint(1, total - 1)))
        named[name] = (available, total)
        rows.append(f"{name:<17} {available}/{total}     {total:<12} {available:<11} {rng.randint(2, 90)}m")
    available, total = named[service]
    told = {"s": service, "n": total, "k": available}
    full, some = rng.choice(ALL_AVAILABLE), rng.choice([s for s in SOME_AVAILABLE if "{k}" not in s])
    if available == total:
        return full.format(**told), some.format(**told), "\n".join(rows)
    return rng.choice(SOME_AVAILABLE).format(**told), full.format(**told), "\n".join(rows)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(8472)
    return [(_status if n % 2 else _table)(rng, rng.choice(SERVICES)) for n in range(60)]


def test_a_rollout_s_progress_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_progress_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_rollout_said_done_over_its_deadline_alone_is_rejected() -> None:
    """`kubectl rollout status` timing out prints the deadline alone: no line says `rollout`
    (the claims passed before round 35)."""
    rng = random.Random(3505)
    probes = []
    for service in SERVICES:
        error = f'error: deployment "{service}" exceeded its progress deadline'
        for claim in [*rng.sample(DONE, 2), f"{service} 部署成功", f"{service} 发布成功"]:
            probes.append((claim.format(s=service, n=3, k=1), error, error))
    assert not_rejected(probes) == []
