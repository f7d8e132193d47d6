"""A PostgreSQL standby's (or session's) state said as another of its states fails; said as
its one row prints it, it passes.

`standby 的复制状态是 streaming` citing pg_stat_replication's one row in `catchup`: the claim names
no row (a standby is no client address) and `streaming` is a word, no anchor
(`evidence/unnamed_rows.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

REPLICATION = ("startup", "catchup", "streaming", "backup", "stopping")
SESSIONS = ("active", "idle", "idle in transaction")
SAID = {REPLICATION: ("standby 的复制状态是 {s}", "the replica's state is {s}", "从库的 state 为 {s}"),
        SESSIONS: ("该连接的状态是 {s}", "the session's state is {s}", "这个会话处于 {s} 状态")}


def _output(rng: random.Random, states: tuple[str, ...], state: str) -> str:
    if states is REPLICATION:
        header = ["client_addr", "state", "sync_state", "replay_lag"]
        row = [f"10.0.3.{rng.randint(2, 250)}", state, rng.choice(("async", "sync", "potential")),
               f"00:00:{rng.randint(0, 59):02d}.{rng.randint(0, 999):03d}"]
        query = "select client_addr, state, sync_state, replay_lag from pg_stat_replication"
    else:
        header = ["pid", "state", "wait_event"]
        row = [str(rng.randint(1000, 60000)), state, rng.choice(("ClientRead", "Lock", "WALWrite"))]
        query = "select pid, state, wait_event from pg_stat_activity where pid = " + row[0]
    widths = [max(len(h), len(c)) for h, c in zip(header, row, strict=True)]
    head = " | ".join(h.center(w) for h, w in zip(header, widths, strict=True))
    cells = " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True))
    rule = "+".join("-" * (w + 2) for w in widths)
    return "\n".join([f'$ psql -c "{query}"', f" {head}", rule, f" {cells}", "(1 row)"])


def _draw(rng: random.Random) -> tuple[str, str, str]:
    states = rng.choice((REPLICATION, SESSIONS))
    state, other = rng.sample(states, 2)
    said = rng.choice(SAID[states])
    return said.format(s=state), said.format(s=other), _output(rng, states, state)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4007, 60)


def test_another_state_of_the_one_row_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_one_row_s_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
