"""A device's `iostat -x` values restated (`nvme0n1 的磁盘利用率 98.7%`, `写等待 38 ms` for its
`w_await 38.17`) pass, and another device's fail.

`iostat -x`'s header names columns `r_await`, `aqu-sz`, `rareq-sz`, and a lower-case name after
another lower-case one (`svctm`) was joined to it: the table was read as none, so every faithful
claim failed LOW_CONFID (`98.7%`, `38 ms` written nowhere) and the forged ones the same. Now such
names are names of their own (gatekeeper.rules.support.text.tables), the waits are in
milliseconds, and `利用率`, `写等待`, `每秒写` name `%util`, `w_await`, `w/s`
(gatekeeper.rules.support.evidence.table_words).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

HEADER = ("Device            r/s     w/s     rkB/s     wkB/s   rrqm/s   wrqm/s  %rrqm  %wrqm r_await w_await "
          "aqu-sz rareq-sz wareq-sz  svctm  %util")
FORMS = {"util": ("{d} 的磁盘利用率 {v}%", "{d} 的 %util 为 {v}%", "{d} utilization is {v}%"),
         "w_await": ("{d} 写等待 {v} ms", "{d} 的写延迟为 {v} 毫秒", "{d} write await is {v} ms")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    devices = rng.sample(("nvme0n1", "nvme1n1", "sda", "sdb", "vda"), 3)
    util = rng.sample(range(1, 1000), 3)
    wait = rng.sample(range(10, 9000), 3)
    rows = [f"{device:<14} {rng.uniform(0, 50):7.2f} {rng.uniform(0, 900):7.2f} {rng.uniform(0, 900):9.2f} "
            f"{rng.uniform(0, 60000):9.2f}     0.00   120.00   0.00  12.43 {rng.uniform(0, 5):7.2f} "
            f"{wait[n] / 100:7.2f} {rng.uniform(0, 40):6.2f}    16.00    61.94 {rng.uniform(0, 2):6.2f} "
            f"{util[n] / 10:6.2f}" for n, device in enumerate(devices)]
    one, other = rng.sample(range(3), 2)
    kind = rng.choice(("util", "w_await"))
    values = util if kind == "util" else wait
    scale = 10 if kind == "util" else 100
    form = rng.choice(FORMS[kind])
    return (form.format(d=devices[one], v=f"{values[one] / scale:g}"),
            form.format(d=devices[one], v=f"{values[other] / scale:g}"), "\n".join([HEADER, *rows]))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(987)
    return [_probe(rng) for _ in range(60)]


def test_a_device_s_own_values_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_device_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
