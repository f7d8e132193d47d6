"""The JVM's memory options (`-Xmx2g`, `-Xms512m`, `-XX:MaxMetaspaceSize=256m`) pass restated as
sizes (`最大堆内存为 2GB`, `2048MB`, `max heap of 2 GiB`), and another size fails.

`-Xmx2g` was no anchor and `256m` 256 minutes: every faithful restatement failed LOW_CONFID
(60 of 60, the forged alike), and a claim copying an option with another size (`-Xmx3g`) only
warned. Now each option's value is its size in bytes, labelled by its option
(`text/anchors/jvm.py`): another size is found nowhere, or contradicts the option it copies.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, clock_stamp, not_failed, not_passed

#: (option, how a claim names it in Chinese, in English)
OPTIONS = (("Xmx", "最大堆内存", "max heap"), ("Xms", "初始堆内存", "initial heap"))


def _written(mebibytes: int, rng: random.Random) -> str:
    return rng.choice((f"{mebibytes}MB", f"{mebibytes} MiB") if mebibytes % 1024 else
                      (f"{mebibytes // 1024}GB", f"{mebibytes // 1024} GiB", f"{mebibytes}MB"))


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(2048)
    found = []
    for _ in range(60):
        service = rng.choice(SERVICES)
        heap, initial = rng.choice((1024, 2048, 4096, 8192)), rng.choice((256, 512, 1024))
        metaspace = rng.choice((128, 256, 512))
        sizes = {"Xmx": heap, "Xms": initial}
        options = (f"-Xms{initial}m -Xmx{heap // 1024}g -XX:MaxMetaspaceSize={metaspace}m "
                   "-XX:+UseG1GC")
        excerpt = f"{clock_stamp(rng.randrange(80000))} INFO [{service}] JVM started: {options}"
        output = "\n".join([excerpt, f"{clock_stamp(rng.randrange(80000))} INFO [{service}] ready"])
        option, zh, en = rng.choice(OPTIONS)
        size, other = sizes[option], sizes[option] * 3
        form = rng.choice((f"{service} 的{zh}为 {{}}", f"The {en} of {service} is {{}}",
                           f"{service} 的元空间上限为 {metaspace}MB，{zh}为 {{}}"))
        found.append((form.format(_written(size, rng)), form.format(_written(other, rng)),
                      excerpt, output))
    return found


def test_a_jvm_option_restated_as_a_size_passes() -> None:
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in _probes()) == []


def test_another_size_fails() -> None:
    assert not_failed((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []
