"""A size restated in another unit passes whether the claim converts by 1000 or by 1024
(`3200 MB` is said `3.2 GB` as often as `3.1 GB`), and a size beyond both readings fails.

Sizes were normalised as binary only (`GB` is 2^30 bytes): a faithful `3.2 GB` citing a heap of
`3200 MB`, `1200 GB` citing `df -h`'s `1.2T` or `1.6 GB` citing Redis's `used_memory:1610612736`
failed REJECT, the value found nowhere and contradicted by its own evidence. Now a size is also
read with decimal prefixes (`precision.si_reading`), the claim's and its evidence's alike.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from loghub_quotes import clock_stamp, not_failed, not_passed

SERVICES = ("payment-svc", "order-svc", "auth-svc", "inventory-api", "gateway")
KIB, KB = 1024, 1000


def _said(size: float, rng: random.Random) -> str:
    """`size` (in the claim's unit) written as a claim writes it: one decimal, or none."""
    return f"{size:.1f}" if size < 100 or rng.random() < 0.5 else f"{size:.0f}"


def _converted(binary: float, decimal: float, rng: random.Random, whole: bool = False) -> tuple[str, str]:
    """(a faithful reading, a forged one) of a size converted by 1024 (`binary`) or by 1000
    (`decimal`), as a claim writes it (`whole`: no decimals); the forged one a third beyond both."""
    faithful = f"{rng.choice((binary, decimal)):.0f}" if whole else _said(rng.choice((binary, decimal)), rng)
    forged = f"{max(binary, decimal) * rng.uniform(1.3, 1.8):.{0 if whole else 1}f}"
    return faithful, forged


def _heap(rng: random.Random) -> tuple[str, str, str]:
    service, used = rng.choice(SERVICES), rng.randint(1100, 7900)
    output = f"{clock_stamp(rng.randrange(80000))} [{service}] heap used: {used} MB, max: 8192 MB"
    faithful, forged = _converted(used / KIB, used / KB, rng)
    form = rng.choice(("{s} 的堆内存使用为 {v} GB", "{s} heap usage reached {v} GB", "{s} 已用堆内存 {v}GB"))
    return form.format(s=service, v=faithful), form.format(s=service, v=forged), output


def _df(rng: random.Random) -> tuple[str, str, str]:
    avail = rng.randint(11, 39) / 10
    used = round(100 - avail * 25)
    output = "\n".join(["Filesystem      Size  Used Avail Use% Mounted on",
                        f"/dev/sdb1       4.0T  {4 - avail:.1f}T  {avail:.1f}T  {used}% /data"])
    faithful, forged = _converted(avail * KIB, avail * KB, rng, whole=True)
    form = rng.choice(("磁盘 /data 剩余 {v} GB", "/data 还有 {v}GB 可用", "/data has {v} GB available"))
    return form.format(v=faithful), form.format(v=forged), output


def _redis(rng: random.Random) -> tuple[str, str, str]:
    """Redis's INFO: its human-readable sizes in binary units, restated in MB."""
    used = rng.randint(110, 790) / 100
    output = "\n".join(["# Memory", f"used_memory:{round(used * KIB**3)}", f"used_memory_human:{used:.2f}G",
                        "maxmemory:8589934592", "maxmemory_human:8.00G"])
    faithful, forged = _converted(used * KIB, used * KB, rng, whole=True)
    form = rng.choice(("redis 的内存使用为 {v} MB", "redis used {v} MB of memory", "redis 已用内存 {v}MB"))
    return form.format(v=faithful), form.format(v=forged), output


def _kubectl_top(rng: random.Random) -> tuple[str, str, str]:
    service, memory = rng.choice(SERVICES), rng.randint(1100, 3900)
    output = "\n".join(["NAME                           CPU(cores)   MEMORY(bytes)",
                        f"{service}-7d9f8b6c5-x2k4q   {rng.randint(100, 900)}m         {memory}Mi"])
    faithful, forged = _converted(memory / KIB, memory / KB, rng)
    form = rng.choice(("{s} 的 pod 内存占用 {v} GB", "{s} pod uses {v} GB of memory", "{s} 内存用量为 {v}GB"))
    return form.format(s=service, v=faithful), form.format(s=service, v=forged), output


GENERATORS: tuple[Callable[[random.Random], tuple[str, str, str]], ...] = (_heap, _df, _redis, _kubectl_top)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(3400)
    return [GENERATORS[n % len(GENERATORS)](rng) for n in range(120)]


def test_a_size_converted_by_1000_or_1024_passes() -> None:
    assert not_passed((claim, output, output) for claim, _, output in _probes()) == []


def test_a_size_beyond_both_readings_fails() -> None:
    assert not_failed((forged, output, output) for _, forged, output in _probes()) == []
