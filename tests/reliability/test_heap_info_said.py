"""A pool's sizes as `jcmd <pid> GC.heap_info` prints them (`堆已使用 3932160K`, `Metaspace 已提交
125000K`), pass; another size of the pool fails.

     garbage-first heap   total 4194304K, used 3932160K [0x00000006c0000000, 0x0000000800000000)
      region size 2048K, 120 young (245760K), 8 survivors (16384K)
     Metaspace       used 123456K, committed 125000K, reserved 1163264K

`堆总量为 3932160K` (the used size) and `Metaspace 已使用 125000K` (its committed) passed (at
371b2c9): each size was the output's, whichever the claim named.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {("heap", "total"): ("堆总量为 {v}", "堆的容量是 {v}", "the heap's total is {v}"),
        ("heap", "used"): ("堆已使用 {v}", "堆内存使用了 {v}", "the heap used {v}"),
        ("Metaspace", "used"): ("Metaspace 已使用 {v}", "元空间使用了 {v}", "Metaspace used {v}"),
        ("Metaspace", "committed"): ("Metaspace 已提交 {v}", "元空间 committed 为 {v}",
                                     "Metaspace committed {v}"),
        ("Metaspace", "reserved"): ("Metaspace 预留了 {v}", "元空间 reserved 为 {v}",
                                    "Metaspace reserved {v}"),
        ("class space", "used"): ("class space 已使用 {v}", "class space used {v}"),
        ("class space", "reserved"): ("class space 预留了 {v}", "class space reserved {v}")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    total = rng.choice((1048576, 2097152, 4194304, 8388608))
    sizes = {("heap", "total"): total, ("heap", "used"): rng.randint(total // 10, total)}
    meta_used = rng.randint(20000, 300000)
    sizes |= {("Metaspace", "used"): meta_used,
              ("Metaspace", "committed"): meta_used + rng.randint(100, 9000),
              ("Metaspace", "reserved"): rng.choice((1114112, 1163264, 1179648))}
    class_used = rng.randint(2000, 30000)
    sizes |= {("class space", "used"): class_used, ("class space", "reserved"): 1048576}
    shown = {k: f"{v}K" for k, v in sizes.items()}
    output = "\n".join([
        f"{rng.randint(1000, 99999)}:",
        f" garbage-first heap   total {shown['heap', 'total']}, used {shown['heap', 'used']} "
        "[0x00000006c0000000, 0x0000000800000000)",
        f"  region size 2048K, {rng.randint(1, 300)} young ({rng.randint(2000, 900000)}K), "
        f"{rng.randint(1, 30)} survivors ({rng.randint(2000, 90000)}K)",
        f" Metaspace       used {shown['Metaspace', 'used']}, committed {shown['Metaspace', 'committed']}, "
        f"reserved {shown['Metaspace', 'reserved']}",
        f"  class space    used {shown['class space', 'used']}, committed {class_used + 512}K, "
        f"reserved {shown['class space', 'reserved']}"])
    said = rng.choice(tuple(SAID))
    wrong = rng.choice([k for k in SAID if k[0] == said[0] and k != said and shown[k] != shown[said]]
                       or [None])
    if wrong is None:
        return None
    form = rng.randrange(len(SAID[said]))
    return (SAID[said][form].format(v=shown[said]),
            SAID[wrong][min(form, len(SAID[wrong]) - 1)].format(v=shown[said]), output)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4710)


def test_a_pool_s_own_sizes_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_size_of_the_pool_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
