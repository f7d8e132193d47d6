"""A container's exit code, restarts and readiness as `kubectl describe pod` prints them (`payment
容器的退出码为 137`, `payment 容器重启了 12 次`, `payment 容器未就绪`), pass; another field's value, or
readiness denied, fails.

    Containers:
      payment:
        State:          Waiting
          Reason:       CrashLoopBackOff
        Last State:     Terminated
          Reason:       OOMKilled
          Exit Code:    137
        Ready:          False
        Restart Count:  12

`payment 容器的退出码为 12` (the restarts) and `payment 容器已就绪` (over `Ready: False`) passed (at
371b2c9): an exit code is read as a code, no number a field is given.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

EXIT = ("{c} 容器的退出码为 {v}", "{c} 容器上次的退出码是 {v}", "the {c} container exited with code {v}")
RESTARTS = ("{c} 容器重启了 {v} 次", "{c} 的重启次数为 {v}", "the {c} container restarted {v} times")
READY = ("{c} 容器已就绪", "{c} 容器处于就绪状态", "the {c} container is ready")
NOT_READY = ("{c} 容器未就绪", "{c} 容器没有就绪", "the {c} container is not ready")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    service = rng.choice(("payment", "order", "inventory", "gateway"))
    code, restarts = rng.choice((1, 2, 137, 139, 143, 255)), rng.randint(1, 60)
    ready = rng.choice((True, False))
    reason = {137: "OOMKilled", 139: "Error", 143: "Error"}.get(code, "Error")
    output = "\n".join([
        f"Name:         {service}-svc-7d9f8b-{rng.randint(10000, 99999)}", "Namespace:    prod",
        f"Node:         node-{rng.randint(1, 9)}/10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
        "Containers:", f"  {service}:",
        f"    Image:          registry.local/{service}:{rng.randint(1, 9)}.{rng.randint(0, 9)}",
        "    State:          Running" if ready else "    State:          Waiting",
        "      Started:      Mon, 07 Dec 2026 10:00:00" if ready else "      Reason:       CrashLoopBackOff",
        "    Last State:     Terminated", f"      Reason:       {reason}", f"      Exit Code:    {code}",
        f"    Ready:          {ready}", f"    Restart Count:  {restarts}"])
    kind = rng.choice(("exit", "exit", "restarts", "ready"))
    if kind == "ready":
        form = rng.randrange(3)
        up, down = READY[form].format(c=service), NOT_READY[form].format(c=service)
        return (up, down, output) if ready else (down, up, output)
    if code == restarts:
        return None
    if kind == "exit":
        form = rng.choice(EXIT)
        return form.format(c=service, v=code), form.format(c=service, v=restarts), output
    form = rng.choice(RESTARTS)
    return form.format(c=service, v=restarts), form.format(c=service, v=code), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4721)


def test_the_container_s_own_fields_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_field_s_value_or_readiness_denied_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
