"""A share computed from a part and its whole (`堆内存使用率约 80%` for `heap used 3.2GB / max
4.0GB`, `连接池使用率 90%` for HikariCP's `total=50, active=45`, `20 个请求中有 5 个失败，失败率 25%`)
passes, and another percentage fails: the idle parts' share for the share in use too (`连接池空闲率
90%` for `total=50, active=45, idle=5`).

No line prints the share: every faithful one failed as a value found nowhere (LOW_CONFID), as
the forged did. Now a percentage is held by a part and its whole of one unit: two values of the
claim's sentence, or a quoted line's whole its word names (`max`, `total=`, `of`, `/`) and the
value beside it or a part named by its role (`active=`, `idle=`), a part of the role the claim's
word names (`使用率`, `空闲率`, `in use`, `idle`) (`evidence/changes.py`).
"""

from __future__ import annotations

import random
from decimal import ROUND_HALF_UP, Decimal

from loghub_quotes import SERVICES, clock_stamp, not_failed, not_passed


def _percent(part: int, whole: int) -> Decimal:
    return (Decimal(part) / Decimal(whole) * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP)


def _probe(rng: random.Random) -> tuple[str, str, str, str]:
    """(faithful claim, forged claim, excerpt, output)."""
    service, stamp = rng.choice(SERVICES), clock_stamp(rng.randrange(80000))
    kind = rng.randrange(4)
    if kind == 0:  # a JVM's heap, in tenths of a GB
        whole = rng.choice((20, 40, 80))
        part = rng.randint(whole // 4, whole - 1)
        line = f"{stamp} WARN [{service}] heap used {part / 10:.1f}GB / max {whole / 10:.1f}GB"
        form = rng.choice(("{s} 堆内存使用率约 {p}%", "{s} 的堆内存已使用 {p}%",
                           "{s} heap usage is about {p}%"))
    elif kind == 1:  # HikariCP's pool
        whole = rng.choice((10, 20, 50, 100))
        part = rng.randint(whole // 3, whole)
        line = (f"{stamp} DEBUG [{service}] HikariPool-1 - Pool stats (total={whole}, active={part}, "
                f"idle={whole - part}, waiting={rng.randint(1, 40)})")
        form = rng.choice(("{s} 连接池使用率 {p}%", "{s} 的连接池已用满 {p}%",
                           "the pool of {s} is {p}% in use"))
    elif kind == 3:  # HikariCP's pool, the share of the parts in use or of the idle ones
        whole = rng.choice((10, 20, 50, 100))
        active = rng.randint(whole // 10 + 1, whole - whole // 10 - 1)
        while active * 2 == whole:
            active = rng.randint(whole // 10 + 1, whole - whole // 10 - 1)
        line = (f"{stamp} DEBUG [{service}] HikariPool-1 - Pool stats (total={whole}, active={active}, "
                f"idle={whole - active}, waiting={rng.randint(1, 40)})")
        idle = rng.random() < 0.5
        form = rng.choice(("{s} 连接池空闲率为 {p}%", "{s} 的连接池有 {p}% 空闲",
                           "the pool of {s} is {p}% idle")
                          if idle else ("{s} 连接池使用率 {p}%", "the pool of {s} is {p}% in use"))
        output = "\n".join([f"{clock_stamp(rng.randrange(80000))} INFO [{service}] started", line])
        mine, other = (whole - active, active) if idle else (active, whole - active)
        # the other role's share forged
        return (form.format(s=service, p=_percent(mine, whole)),
                form.format(s=service, p=_percent(other, whole)), line, output)
    else:  # a count of failed requests, the whole in the claim too
        whole = rng.randint(20, 400)
        part = rng.randint(1, whole // 2)
        line = f"{stamp} INFO [{service}] requests total={whole} failed={part}"
        form = rng.choice((f"{{s}} 的 {whole} 个请求中有 {part} 个失败，失败率 {{p}}%",
                           f"{{s}}: {part} of {whole} requests failed ({{p}}%)"))
    output = "\n".join([f"{clock_stamp(rng.randrange(80000))} INFO [{service}] started", line])
    share = _percent(part, whole)
    forged = share + rng.choice((-1, 1)) * rng.randint(12, 20)
    if forged <= 0 or forged == share:
        forged = share + 15
    return form.format(s=service, p=share), form.format(s=service, p=forged), line, output


def _probes() -> list[tuple[str, str, str, str]]:
    rng = random.Random(80)
    return [_probe(rng) for _ in range(60)]


def test_a_share_its_part_and_whole_give_passes() -> None:
    assert not_passed((claim, excerpt, output) for claim, _, excerpt, output in _probes()) == []


def test_another_share_fails() -> None:
    assert not_failed((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []
