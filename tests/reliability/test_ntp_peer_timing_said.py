"""A peer's delay, offset and jitter as `ntpq -p` prints them (milliseconds, no unit) pass; an
offset given another column's value fails.

`ntp2 的偏移为 125.3ms` citing ntpq's `+ntp2.example.com ... 2.456  125.300   3.210`: ntpq prints
its timings without their unit, so the claim named a value found nowhere and failed LOW_CONFID.
Now the last three columns are read in milliseconds, named by their column
(`gatekeeper.rules.support.text.anchors.ntp_peers`): an offset given the delay's value is
another value of the offsets.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"offset": ("{p} 的 offset 为 {v}ms", "{p} offset {v} ms", "{p} 的时钟 offset 是 {v} 毫秒"),
        "delay": ("{p} 的延迟为 {v}ms", "{p} 的 delay 为 {v} ms", "the delay to {p} is {v}ms"),
        "jitter": ("{p} 的 jitter 为 {v}ms", "{p} 的抖动为 {v} ms")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    peers = rng.sample(("ntp1", "ntp2", "time", "ntp-a", "pool"), 2)
    rows, timings = [], []
    for mark, peer in zip(rng.sample("*+-", 2), peers, strict=True):
        delay, offset, jitter = (rng.randint(100, 99999) / 1000, rng.randint(-99999, 99999) / 1000,
                                 rng.randint(10, 9999) / 1000)
        timings.append({"delay": f"{delay:.3f}", "offset": f"{offset:.3f}", "jitter": f"{jitter:.3f}"})
        refid = rng.choice((".GPS.", ".PPS.", "10.0.0.1", "192.168.1.1"))
        host = peer + ".example.com"
        rows.append(f"{mark}{host:<16} {refid:<16} {rng.randint(1, 3)} u  {rng.randint(1, 60):3d}"
                    f"   64  377  {delay:7.3f}  {offset:7.3f}  {jitter:6.3f}")
    output = ("     remote           refid      st t when poll reach   delay   offset  jitter\n"
              + "=" * 78 + "\n" + "\n".join(rows))
    name, peer = rng.choice(tuple(SAID)), rng.randrange(2)
    faithful = rng.choice(SAID[name]).format(p=peers[peer], v=_shown(timings[peer][name]))
    forged = rng.choice(SAID["offset"]).format(p=peers[peer], v=_shown(timings[peer]["delay"]))
    return faithful, forged, output


def _shown(value: str) -> str:
    return value.rstrip("0").rstrip(".")


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8500, 60)


def test_an_offset_given_another_column_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_peer_s_timings_in_milliseconds_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
