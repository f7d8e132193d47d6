"""A JVM size flag as `-XX:+PrintFlagsFinal` prints it (`初始堆大小为 268435456 字节`, `最大堆为 4G`,
`MaxMetaspaceSize is 536870912`), pass; another flag's size fails.

    size_t InitialHeapSize                          = 268435456                          {product} {ergonomic}
    size_t MaxHeapSize                              = 4294967296                         {product} {ergonomic}

Every faithful size written with a unit failed LOW_CONFID (at 3f755b4): the bytes are printed
bare (and ten digits read as a time), so `4G` was found nowhere; a size given another flag
passed when written bare.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"MaxHeapSize": ("最大堆为 {v}", "堆上限为 {v}", "the max heap size is {v}", "MaxHeapSize 为 {b}"),
        "InitialHeapSize": ("初始堆大小为 {v}", "the initial heap size is {v}", "InitialHeapSize 为 {b}"),
        "MaxMetaspaceSize": ("最大元空间为 {v}", "MaxMetaspaceSize is {b}"),
        "MaxDirectMemorySize": ("直接内存上限为 {v}", "MaxDirectMemorySize 为 {b}"),
        "MaxNewSize": ("最大新生代为 {v}", "MaxNewSize 为 {b}")}
POWERS = {"M": 2, "G": 3}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    flags = rng.sample(tuple(SAID), rng.randint(3, len(SAID)))
    scaled = {flag: ((rng.choice((128, 256, 512, 768)), "M") if rng.random() < 0.5
                     else (rng.randint(1, 16), "G")) for flag in flags}
    sizes = {flag: n * 1024 ** POWERS[unit] for flag, (n, unit) in scaled.items()}
    if len(set(sizes.values())) < len(sizes):
        return None
    kind = rng.choice(("uintx", "size_t"))
    lines = [f"     {kind} {'CompressedClassSpaceSize':<40} = {1073741824:<36} {{product}} {{default}}"]
    lines += [f"     {kind} {flag:<40} {':=' if rng.random() < 0.5 else ' ='} {sizes[flag]:<36} "
              f"{{product}} {{ergonomic}}" for flag in sorted(flags)]
    lines.append(f"     bool {'UseG1GC':<41} = {'true':<36} {{product}} {{default}}")
    one, other = rng.sample(flags, 2)
    form = rng.choice(SAID[one])
    unit = rng.choice(("{n}{u}", "{n} {u}B", "{n}{u}B"))
    def said(flag: str) -> str:
        n, u = scaled[flag]
        return form.format(v=unit.format(n=n, u=u), b=sizes[flag])
    if scaled[one][1] != scaled[other][1] and "{v}" in form:
        _n, u = scaled[other]
        if u == "G" and scaled[one][1] == "M":
            return None  # (a size in another unit is another size written: both are said as printed)
    return said(one), said(other), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4826)


def test_a_flag_s_own_size_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_flag_s_size_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
