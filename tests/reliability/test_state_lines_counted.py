"""A count of the lines printing a state (`有 3 个线程处于 BLOCKED 状态` of a thread dump, `到
10.0.3.17:5432 有 2 个 TIME-WAIT 连接` of `ss`, `3 threads are BLOCKED`) passes, and another
state's count fails.

No line writes the count: the faithful one failed as a number found nowhere (LOW_CONFID), as the
forged did, or warned (`3 threads are BLOCKED`; forged, 35 of 60 reached a PASS ceiling). Now a
count of a state in capitals is held by as many lines printing it, and another state's count of
the whole output contradicts it (`evidence/levels.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

THREAD_STATES = ("BLOCKED", "RUNNABLE", "WAITING", "TIMED_WAITING")
SOCKET_STATES = ("ESTAB", "TIME-WAIT", "CLOSE-WAIT")


def _counts(rng: random.Random, states: tuple[str, ...]) -> dict[str, int]:
    """A distinct count, one to six, for two or three of `states`."""
    chosen = rng.sample(states, rng.randint(2, min(3, len(states))))
    return dict(zip(chosen, rng.sample(range(1, 7), len(chosen)), strict=True))


def _dump(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output) of a Java thread dump."""
    counts = _counts(rng, THREAD_STATES)
    states = [state for state, n in counts.items() for _ in range(n)]
    rng.shuffle(states)
    output = "\n".join(f'"http-nio-8080-exec-{n}" #{40 + n} daemon prio=5 os_prio=0 '
                       f"tid=0x{rng.getrandbits(40):x} nid=0x{rng.getrandbits(16):x}\n"
                       f"   java.lang.Thread.State: {state}" for n, state in enumerate(states))
    one, other = rng.sample(sorted(counts), 2)
    form = rng.choice(("有 {n} 个线程处于 {s} 状态", "{n} 个线程为 {s}", "{n} threads are {s}"))
    return form.format(n=counts[one], s=one), form.format(n=counts[other], s=one), output


def _sockets(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output) of `ss -tan` toward one peer."""
    counts = _counts(rng, SOCKET_STATES)
    peer = f"10.0.{rng.randint(1, 9)}.{rng.randint(2, 250)}:{rng.choice((5432, 6379, 3306))}"
    rows = [[state, "0", "0", f"10.0.0.5:{rng.randint(30000, 60000)}", peer]
            for state, n in counts.items() for _ in range(n)]
    rng.shuffle(rows)
    output = aligned_table(["State", "Recv-Q", "Send-Q", "Local Address:Port", "Peer Address:Port"], rows)
    one, other = rng.sample(sorted(counts), 2)
    form = rng.choice(("到 {p} 有 {n} 个 {s} 连接", "{n} connections to {p} are in {s}"))
    return (form.format(n=counts[one], s=one, p=peer), form.format(n=counts[other], s=one, p=peer), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(7)
    return [(_dump, _sockets)[n % 2](rng) for n in range(60)]


def test_a_count_of_a_state_s_lines_passes() -> None:
    assert not_passed((claim, output, output) for claim, _, output in _probes()) == []


def test_another_state_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
