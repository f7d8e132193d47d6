"""A claim saying how retries ended (`最终失败`, `eventually succeeded`) fails when the cited log
ends the other way, and passes when it agrees; a count of the retries made before the end is
the log's own.

`payment-svc 调用 bank-gw 最终失败` citing a failed call's retry and then `succeeded after 1 retry`,
`数据库连接最终失败` citing refusals and then `Connected to db-01:3306` passed: each word is the
log's (`failed` is printed) and nothing read an end (`evidence/ongoing.py` read words of a
failure going on, `仍然失败`, not of one it ended in). `重试 1 次后调用成功` citing the same log
failed: the line tallying the retry (`after 1 retry`) was counted as a second one
(`evidence/counted.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import clock_stamp, not_failed, not_passed

FAILED_IN_THE_END = ("{s} 调用 {t} 最终失败", "{s} 调用 {t} 重试后最终还是失败",
                     "The call from {s} to {t} eventually failed",
                     "{s} 到 {t} 的连接最终失败", "{s} ultimately failed to reach {t}")
SUCCEEDED_IN_THE_END = ("{s} 调用 {t} 最终成功", "The call from {s} to {t} eventually succeeded",
                        "{s} 重试 {n} 次后调用 {t} 成功", "{s} 到 {t} 的连接最终建立成功")
TARGETS = ("bank-gw", "db-01:3306", "redis-01:6379", "inventory-api")


def _log(rng: random.Random, service: str, target: str, retries: int, recovered: bool) -> str:
    clock = rng.randrange(3600, 80000)
    lines = []
    for n in range(1, retries + 1):
        clock += rng.randint(1, 5)
        failure = rng.choice((f"call to {target} failed: Read timed out", f"Connection to {target} refused"))
        lines.append(f"{clock_stamp(clock)} WARN [{service}] {failure}, retrying ({n}/{retries + 1})")
    clock += rng.randint(1, 5)
    if recovered:
        lines.append(rng.choice((f"{clock_stamp(clock)} INFO [{service}] call to {target} succeeded after "
                                 f"{retries} {'retry' if retries == 1 else 'retries'}",
                                 f"{clock_stamp(clock)} INFO [{service}] Connected to {target}")))
    else:
        lines.append(f"{clock_stamp(clock)} ERROR [{service}] call to {target} failed: gave up after "
                     f"{retries} retries")
    return "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, log): the forged says the other end."""
    rng = random.Random(3506)
    probes = []
    for n in range(80):
        service, target = rng.choice(("payment-svc", "order-svc", "auth-svc")), rng.choice(TARGETS)
        retries, recovered = rng.randint(1, 4), n % 2 == 0
        log = _log(rng, service, target, retries, recovered)
        ended, other = (SUCCEEDED_IN_THE_END, FAILED_IN_THE_END) if recovered else (FAILED_IN_THE_END,
                                                                                   SUCCEEDED_IN_THE_END)
        told = {"s": service, "t": target, "n": retries}
        forged = rng.choice([f for f in other if "{n}" not in f])  # a count of its own would fail too
        probes.append((rng.choice(ended).format(**told), forged.format(**told), log))
    return probes


def test_an_end_the_log_does_not_end_with_fails() -> None:
    assert not_failed((forged, log, log) for _, forged, log in _probes()) == []


def test_the_end_the_log_ends_with_passes() -> None:
    assert not_passed((faithful, log, log) for faithful, _, log in _probes()) == []
