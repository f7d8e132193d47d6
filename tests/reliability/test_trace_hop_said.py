"""A traceroute hop given another hop's latency, or said to time out while it answered (to answer
while it printed `* * *`), fails; the hop's own time, or its own silence, passes.

`第 2 跳延迟约 2.5 ms` citing traceroute, whose hop 2 answers in 1.2 ms and hop 5 in 2.5 ms; `第 5
跳出现超时` over a hop of three times: the values are the output's and a hop's number is no anchor,
so of 60 forged claims 60 passed. Now each hop's line is read (`gatekeeper.rules.support.evidence
.trace_hops`).
"""

from __future__ import annotations

import random
from decimal import Decimal

from loghub_quotes import drawn, not_passed, not_rejected

LATENCY = ("第 {h} 跳延迟为 {v} ms", "第 {h} 跳的延迟约 {v}ms", "hop {h} latency is {v} ms",
           "{host} 的延迟为 {v} ms", "the round trip to {host} takes about {v} ms")
TIMED_OUT = ("第 {h} 跳出现超时", "第 {h} 跳没有响应", "hop {h} timed out", "{host} 无响应")
ANSWERED = ("第 {h} 跳有响应", "hop {h} responded", "{host} 正常响应")


def _trace(rng: random.Random) -> tuple[str, list[tuple[str, str, list[str]]]]:
    """The output, and each hop's (number, host, times as printed; `*` for none)."""
    target = f"10.{rng.randint(2, 250)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    hops, base = [], Decimal("0.3")
    for n in range(1, rng.randint(4, 9) + 1):
        host = target if n > 3 and rng.random() < 0.15 else f"10.{n}.{rng.randint(0, 255)}.1"
        base += Decimal(rng.randint(2, 90)) / 10
        times = ["*", "*", "*"] if rng.random() < 0.2 else [
            f"{base + Decimal(rng.randint(0, 99)) / 1000:.3f}" for _ in range(3)]
        hops.append((str(n), host, times))
        if host == target:
            break
    lines = [f"traceroute to {target} ({target}), 30 hops max, 60 byte packets"]
    for n, host, times in hops:
        lines.append(f"{n:>2}  * * *" if times == ["*"] * 3
                     else f"{n:>2}  {host}  " + "  ".join(f"{t} ms" for t in times))
    return "$ traceroute -n " + target + "\n" + "\n".join(lines), hops


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    output, hops = _trace(rng)
    answered = [hop for hop in hops if hop[2][0] != "*"]
    silent = [hop for hop in hops if hop[2][0] == "*"]
    if rng.random() < 0.6 and len(answered) >= 2:
        (n, host, times), other = rng.sample(answered, 2)
        if abs(Decimal(times[0]) - Decimal(other[2][0])) < 1:
            return None
        form = rng.choice(LATENCY)
        places = rng.choice((1, 2, 3))
        own, forged = (f"{Decimal(t):.{places}f}" for t in (times[rng.randrange(3)], other[2][0]))
        return form.format(h=n, host=host, v=own), form.format(h=n, host=host, v=forged), output
    if not answered or not silent:
        return None
    n, host, _ = rng.choice(answered)
    quiet, _, _ = rng.choice(silent)
    if rng.random() < 0.5:  # a timeout said of the hop that answered
        form = rng.choice([f for f in TIMED_OUT if "{host}" not in f])
        return form.format(h=quiet), form.format(h=n), output
    form = rng.choice([f for f in ANSWERED if "{host}" not in f])
    return form.format(h=n), form.format(h=quiet), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4907, 60)


def test_a_hop_given_another_s_latency_or_answer_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_hop_s_own_latency_or_answer_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
