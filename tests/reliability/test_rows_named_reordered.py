"""A claim naming two rows of a table in another order than the table prints them, each with its
own state (`order-svc-7d9f8b6c5-k8p2m 运行正常，order-svc-7d9f8b6c5-x2x9k 处于 CrashLoopBackOff` for
`kubectl get pods` listing x2x9k first), passes; the states swapped between them fail.

The pods' names were aligned word by word with the table's (`order`, `svc`, then the blanked
rest): the claim's first pod sat where the table's first row has the other, so a faithful claim
failed REJECT as two names put in each other's place. An identifier's words of letters are now
part of its value (`evidence/placed.py`); the states a row denies are the rows' checks'. (Written
in one English clause, `A is Running while B is in Error`, the swap passes: a clause naming two
rows is unsure; and `B is in Error` in English is read as a level word, not a row's state.) A
column's English word now starts a word of the claim (`imagepullbackoff` named the `AGE`
column: `A is in ImagePullBackOff` failed REJECT as A's age).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, not_passed, not_rejected

BAD = ("CrashLoopBackOff", "Error", "OOMKilled", "ImagePullBackOff")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    service = rng.choice(SERVICES)
    pods = [f"{service}-{rng.getrandbits(36):09x}-{rng.getrandbits(20):05x}" for _ in range(2)]
    bad = rng.choice(BAD)
    form = rng.choice(("{a} 运行正常，{b} 处于 {s} 状态", "{a} 状态为 Running，另一个 Pod {b} 处于 {s}",
                       "{a} is Running, while {b} is in {s}"))
    if form.startswith("{a} is") and bad == "Error":  # read as a level word in English: a gap
        bad = "CrashLoopBackOff"
    rows = ["NAME                                  READY   STATUS             RESTARTS   AGE",
            f"{pods[0]:<37} 0/1     {bad:<18} {rng.randint(2, 40):<10} {rng.randint(5, 90)}m",
            f"{pods[1]:<37} 1/1     {'Running':<18} {'0':<10} {rng.randint(5, 90)}m"]
    return (form.format(a=pods[1], b=pods[0], s=bad), form.format(a=pods[0], b=pods[1], s=bad),
            "\n".join(rows))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(8443)
    return [_probe(rng) for _ in range(60)]


def test_two_rows_named_in_another_order_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_their_states_swapped_are_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
