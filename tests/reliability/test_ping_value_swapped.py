"""A claim giving ping's average round trip its maximum (or a count its other count) never
passes, and the values ping prints pass.

`ping -c N host` as a diagnosis agent reads it: a few reply lines, then the summary, `N packets
transmitted, M received, L% packet loss`, and `rtt min/avg/max/mdev = a/b/c/d ms` (BSD's
`round-trip min/avg/max/stddev`). Only the group's first value was read (a number right after a
`/` is no value), and with no unit, so a faithful `平均延迟为 0.467 ms` named a value found
nowhere and failed REJECT, and a value of the group given another's name (`最大延迟为 0.467 ms`,
the average) passed; so did a count given the other's (`收到 10 个包` for `10 packets
transmitted, 7 received`). Before, 33 of the 60 faithful claims failed REJECT (every round trip
but a minimum) and 21 of the 60 forged claims passed. Now each value of the group is read with
its name and the unit (gatekeeper.rules.support.text.anchors.slashed), and the summary's counts
are fields
(gatekeeper.rules.support.evidence.fields): every forged claim fails, every faithful one passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

ROUND_TRIP = {"min": ("{h} 的最小延迟为 {v} ms", "the minimum rtt to {h} was {v} ms"),
              "avg": ("到 {h} 的平均延迟为 {v} ms", "the average rtt to {h} is {v} ms",
                      "{h} 的平均往返时延为 {v} ms"),
              "max": ("到 {h} 的最大延迟为 {v} ms", "the max rtt to {h} is {v} ms")}
COUNTS = {"transmitted": ("向 {h} 共发送 {v} 个包", "ping {h}: {v} packets sent"),
          "received": ("ping {h} 只收到 {v} 个包", "{h} 收到 {v} 个回复包")}


def _output(rng: random.Random, host: str) -> tuple[str, dict[str, str], dict[str, int]]:
    """A ping's output, its round trips (ms, as printed) and its counts."""
    times = sorted(rng.uniform(0.1, 80.0) for _ in range(4))
    low, high = times[0], times[-1]
    average = (low + high) / 2 + rng.uniform(-0.3, 0.3) * (high - low) / 2
    rtt = {"min": f"{low:.3f}", "avg": f"{average:.3f}", "max": f"{high:.3f}",
           "mdev": f"{rng.uniform(0.01, 5.0):.3f}"}
    sent = rng.randint(4, 20)
    counts = {"transmitted": sent, "received": rng.randint(1, sent - 1)}
    loss = round(100 * (sent - counts["received"]) / sent)
    replies = "\n".join(f"64 bytes from {host}: icmp_seq={i} ttl=64 time={rng.uniform(low, high):.3f} ms"
                        for i in range(1, 3))
    bsd = rng.random() < 0.3
    summary = (f"round-trip min/avg/max/stddev = {rtt['min']}/{rtt['avg']}/{rtt['max']}/{rtt['mdev']} ms"
               if bsd else f"rtt min/avg/max/mdev = {rtt['min']}/{rtt['avg']}/{rtt['max']}/{rtt['mdev']} ms")
    output = (f"PING {host} ({host}) 56(84) bytes of data.\n{replies}\n\n--- {host} ping statistics ---\n"
              f"{sent} packets transmitted, {counts['received']} received, {loss}% packet loss, "
              f"time {sent * 1000 + rng.randint(1, 99)}ms\n{summary}")
    return output, rtt, counts


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output): a value of the group, or a count, given the
    other's."""
    rng = random.Random(2112)
    found = []
    while len(found) < 60:
        host = f"10.{rng.randint(0, 9)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
        output, rtt, counts = _output(rng, host)
        if rng.random() < 0.6:
            name, other = rng.sample(list(ROUND_TRIP), 2)
            form = rng.choice(ROUND_TRIP[name])
            true, wrong = rtt[name], rtt[other]
        else:
            name, other = rng.sample(list(COUNTS), 2)
            form = rng.choice(COUNTS[name])
            true, wrong = str(counts[name]), str(counts[other])
        found.append((form.format(h=host, v=true), form.format(h=host, v=wrong), output))
    return found


def test_a_value_of_ping_s_summary_given_another_s_name_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_values_ping_prints_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_a_round_trip_rounded_passes_and_another_rounded_fails() -> None:
    """`平均延迟 3.2 ms` for ping's `3.211`: a value in its unit written shorter. A field printed
    with its unit compared only whole before, so all 60 faithful claims rounded to one place
    failed REJECT (gatekeeper.rules.support.evidence.fields)."""
    rng = random.Random(3211)
    faithful, forged = [], []
    for _ in range(60):
        host = f"10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}"
        output, rtt, _ = _output(rng, host)
        name, other = rng.sample(("min", "avg", "max"), 2)
        form = rng.choice(ROUND_TRIP[name])
        faithful.append((form.format(h=host, v=f"{float(rtt[name]):.1f}"), output, output))
        if f"{float(rtt[name]):.1f}" != f"{float(rtt[other]):.1f}":
            forged.append((form.format(h=host, v=f"{float(rtt[other]):.1f}"), output, output))
    assert not_passed(faithful) == []
    assert not_rejected(forged) == []
