"""A claim giving one of kubectl's events another event's count never passes, and the counts
kubectl prints pass.

`kubectl describe pod` as a diagnosis agent reads it: its events, two to four reasons, each seen
so many times (`Warning  BackOff  3m (x12 over 38m)  kubelet  Back-off restarting failed
container`), or `kubectl get events`'s lines (`3m (x12 over 38m)  Warning  BackOff
pod/payment-svc-7d9f  ...`). The faithful claim counts an event as printed (`BackOff 事件发生了 12
次`, `the liveness probe failed 30 times`); the forged one gives it another line's count. `x12`
was no number, so before, 37 of the 60 faithful claims failed LOW_CONFID (a count found
nowhere) and 23 warned, and 26 of the 60 forged claims reached PASS (23 warned: a count found
nowhere but in English; 3 passed, the other count's digits printed elsewhere) and 34 failed
LOW_CONFID, as their faithful twins did. Now the counts are read
(gatekeeper.rules.support.text.anchors.extract) and a count given another event's line fails
REJECT (gatekeeper.rules.support.evidence.seen).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, not_passed, not_rejected

#: reason -> (type, message, claims naming the event)
EVENTS = {
    "BackOff": ("Warning", "Back-off restarting failed container",
                ("{p} 的 BackOff 事件发生了 {n} 次", "BackOff occurred {n} times on {p}",
                 "{p} 重启回退了 {n} 次")),
    "Unhealthy": ("Warning", "Liveness probe failed: HTTP probe failed with statuscode: 503",
                  ("{p} 的存活探针失败了 {n} 次", "the liveness probe of {p} failed {n} times")),
    "Pulled": ("Normal", 'Container image "registry.local/{s}:v2.3.1" already present on machine',
               ("{p} 的镜像拉取事件出现了 {n} 次",)),
    "FailedScheduling": ("Warning", "0/5 nodes are available: 5 Insufficient memory.",
                         ("{p} 调度失败了 {n} 次", "FailedScheduling was reported {n} times for {p}")),
}


def _line(rng: random.Random, reason: str, count: int, pod: str, service: str, listed: bool) -> str:
    kind, message, _ = EVENTS[reason]
    seen = f"{rng.randint(1, 9)}m (x{count} over {rng.randint(count // 2 + 10, 90)}m)"
    if listed:  # kubectl get events
        return f"{seen:<22} {kind:<9} {reason:<17} pod/{pod:<26} {message.format(s=service)}"
    return f"  {kind:<8} {reason:<17} {seen:<22} kubelet  {message.format(s=service)}"


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(3113)
    found = []
    while len(found) < 60:
        service = rng.choice(SERVICES)
        pod = f"{service}-{rng.randrange(16**9):09x}-{rng.randrange(36**5):05x}"
        reasons = rng.sample(list(EVENTS), rng.randint(2, 4))
        counts = rng.sample(range(2, 60), len(reasons))
        listed = rng.random() < 0.4
        lines = [_line(rng, reason, count, pod, service, listed)
                 for reason, count in zip(reasons, counts, strict=True)]
        header = ("LAST SEEN              TYPE      REASON            OBJECT                      MESSAGE"
                  if listed else f"Name:         {pod}\nNamespace:    prod\nEvents:\n"
                                 "  Type     Reason            Age                    From     Message\n"
                                 "  ----     ------            ----                   ----     -------")
        output = header + "\n" + "\n".join(lines)
        at = rng.randrange(len(reasons))
        form = rng.choice(EVENTS[reasons[at]][2])
        other = counts[(at + 1) % len(counts)]
        found.append((form.format(p=pod, n=counts[at]), form.format(p=pod, n=other), output))
    return found


def test_an_event_given_another_event_s_count_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_an_event_s_count_as_kubectl_prints_it_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
