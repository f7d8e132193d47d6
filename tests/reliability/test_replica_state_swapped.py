"""A replica's state restated (`pg-3 处于 streaming 状态` for `patronictl list`'s row; `10.0.0.12
的复制状态为 catchup` for `pg_stat_replication`'s) passes, and another member's state fails.

Both states are the table's, written in lower case (`running`, `streaming`, `catchup`), and a
table's cells were read only when capitalised or numbers: every forged claim passed. Now a
lower-case word a clause gives a column it names (`状态`, `state`) is read as that column's
value (`gatekeeper.rules.support.evidence.tables`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FORMS = ("{m} 处于 {s} 状态", "{m} 的状态是 {s}", "{m} state is {s}", "{m}的复制状态为{s}",
         "{m} is in state {s}")


def _pipe(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(cell) for cell in column) for column in zip(header, *rows, strict=True)]
    printed = [" " + " | ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True))
               for line in (header, *rows)]
    return "\n".join([printed[0], "+".join("-" * (width + 2) for width in widths), *printed[1:],
                      f"({len(rows)} rows)"])


def _patroni(rng: random.Random) -> tuple[list[str], list[str], str]:
    members = [f"pg-{n}" for n in range(1, 5)]
    states = ["running", *(rng.choice(("streaming", "stopped", "starting")) for _ in members[1:])]
    lines = ["| Member | Host      | Role    | State     | TL | Lag in MB |",
             "+--------+-----------+---------+-----------+----+-----------+",
             *(f"| {m}   | 10.0.0.{11 + n} | {'Leader ' if n == 0 else 'Replica'} | {states[n]:<9} | 4  |"
               f" {'' if n == 0 else rng.randint(0, 90):>9} |" for n, m in enumerate(members))]
    return members, states, "\n".join(lines)


def _pg_stat_replication(rng: random.Random) -> tuple[list[str], list[str], str]:
    clients = [f"10.0.0.{n}" for n in rng.sample(range(12, 90), 3)]
    states = [rng.choice(("streaming", "catchup", "backup")) for _ in clients]
    rows = [[client, state, rng.choice(("async", "sync", "potential")), f"00:00:0{rng.randint(0, 9)}.0012"]
            for client, state in zip(clients, states, strict=True)]
    return clients, states, _pipe(["client_addr", "state", "sync_state", "replay_lag"], rows)


def _probe(rng: random.Random) -> tuple[str, str, str]:
    while True:
        members, states, output = rng.choice((_patroni, _pg_stat_replication))(rng)
        one = rng.randrange(len(members))
        others = [state for state in states if state != states[one]]
        if others:
            break
    form = rng.choice(FORMS)
    return (form.format(m=members[one], s=states[one]), form.format(m=members[one], s=rng.choice(others)),
            output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(5432)
    return [_probe(rng) for _ in range(60)]


def test_a_member_s_own_state_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_member_s_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
