"""A container's current state and last one restated (`容器当前处于 CrashLoopBackOff，上次终止原因是
OOMKilled` for `kubectl describe pod`) pass, and the two swapped fail.

Both words are the output's: every forged claim passed, a past crash told as the present. Now a
clause's time (`当前`, `上次`, `now`, `last`) is read against the container's `State:` and `Last
State:` (`gatekeeper.rules.support.evidence.pod_states`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, not_passed, not_rejected

NOW = (("Waiting", "CrashLoopBackOff"), ("Running", None), ("Waiting", "ImagePullBackOff"),
       ("Waiting", "CreateContainerConfigError"))
LAST = (("Terminated", "OOMKilled", 137), ("Terminated", "Error", 1), ("Terminated", "Completed", 0))
FORMS = ("{s} 容器当前处于 {now}，上次终止原因是 {last}", "The {s} container is currently {now}; its last "
         "state was terminated with reason {last}", "{s} 容器上一次因 {last} 退出，目前为 {now} 状态",
         "{s}: now {now}, previously {last}", "{s} 的容器上次的终止原因为 {last}，现在处于 {now} 状态")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    service = rng.choice(SERVICES)
    (state, reason), (last_state, last_reason, code) = rng.choice(NOW), rng.choice(LAST)
    lines = [f"Name:         {service}-{rng.getrandbits(36):09x}-{rng.getrandbits(24):05x}",
             "Containers:", f"  {service}:",
             f"    Image:          registry.local/{service}:v2.{rng.randint(1, 20)}",
             f"    State:          {state}"]
    lines += [f"      Reason:       {reason}"] if reason else [f"      Started:      Mon, 30 Nov 2026 "
                                                            f"10:{rng.randint(10, 59)}:02 +0800"]
    lines += [f"    Last State:     {last_state}", f"      Reason:       {last_reason}",
              f"      Exit Code:    {code}", f"    Ready:          {state == 'Running'}",
              f"    Restart Count:  {rng.randint(1, 40)}"]
    now = reason or state
    form = rng.choice(FORMS)
    return (form.format(s=service, now=now, last=last_reason),
            form.format(s=service, now=last_reason, last=now), "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(137)
    return [_probe(rng) for _ in range(60)]


def test_a_container_s_states_restated_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_two_states_swapped_are_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
