"""A peer's timings and stratum as `ntpq -p` prints them (`10.0.0.2 的 offset 为 2.345 ms`,
`10.0.0.2 的 stratum 为 2`), pass; another peer's fails.

         remote           refid      st t when poll reach   delay   offset  jitter
    ==============================================================================
    *10.0.0.1        .GPS.            1 u   33   64  377    0.512   -0.123   0.045
    +10.0.0.2        10.0.0.1         2 u   12   64  377    1.234    2.345   0.067

`10.0.0.1 的 offset 为 2.345 ms` (10.0.0.2's) and `10.0.0.2 的 stratum 为 1` passed (at 371b2c9):
a timing was read in milliseconds by its column (`test_ntp_peer_timing_said`), whichever row's.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"offset": ("{p} 的 offset 为 {v} ms", "{p} 的时钟偏移为 {v}ms", "the offset of {p} is {v} ms"),
        "delay": ("{p} 的 delay 为 {v} ms", "到 {p} 的延迟为 {v}ms", "the delay to {p} is {v} ms"),
        "jitter": ("{p} 的 jitter 为 {v} ms", "{p} 的抖动为 {v}ms"),
        "st": ("{p} 的 stratum 为 {v}", "{p} 是第 {v} 层时钟源", "{p} is a stratum {v} server")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    peers = rng.sample([f"10.0.{rng.randint(0, 9)}.{n}" for n in range(1, 30)]
                       + ["ntp1.example.com", "time.cloudflare", "ntp.aliyun.com"], rng.randint(2, 4))
    rows, values = [], {}
    for mark, peer in zip(rng.sample("*+- ", len(peers)), peers, strict=True):
        delay, offset, jitter = (rng.randint(100, 99999) / 1000, rng.randint(-99999, 99999) / 1000,
                                 rng.randint(10, 9999) / 1000)
        stratum = rng.randint(1, 4)
        values[peer] = {"delay": f"{delay:.3f}", "offset": f"{offset:.3f}", "jitter": f"{jitter:.3f}",
                        "st": str(stratum)}
        refid = rng.choice((".GPS.", ".PPS.", "10.0.0.1", "192.168.1.1"))
        rows.append(f"{mark}{peer:<16} {refid:<16}{stratum:>2} u  {rng.randint(1, 60):3d}"
                    f"   64  377  {delay:7.3f}  {offset:7.3f}  {jitter:6.3f}")
    output = ("     remote           refid      st t when poll reach   delay   offset  jitter\n"
              + "=" * 78 + "\n" + "\n".join(rows))
    name = rng.choice(tuple(SAID))
    one, other = rng.sample(peers, 2)
    if values[one][name] == values[other][name]:
        return None
    form = rng.choice(SAID[name])
    return form.format(p=one, v=values[one][name]), form.format(p=other, v=values[one][name]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4704)


def test_a_peer_s_own_timings_and_stratum_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_peer_s_timing_or_stratum_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
