"""A ZFS device given another device's state or error count in `zpool status` fails; its own
passes.

`sda 处于 FAULTED 状态`, `sdb 有 5 个校验错误` citing a pool whose sdb is `FAULTED 3 12 0  too many
errors` and sdc `ONLINE 0 0 5`: zpool prints a note after a faulted device's counts, so its row
(and every row after it) was no row of the table, and the claims passed. Now a note after
`CKSUM` is no cell (`gatekeeper.rules.support.text.tables`), and `读错误`, `写错误`, `校验错误`
name the counts' columns (`gatekeeper.rules.support.evidence.table_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

STATES = ("ONLINE", "FAULTED", "DEGRADED", "UNAVAIL", "REMOVED", "OFFLINE")
STATE_SAID = ("{d} 处于 {v} 状态", "{d} 的状态为 {v}", "{d} is {v}", "device {d} is in {v} state")
COUNT_SAID = {2: ("{d} 有 {v} 个读错误", "{d} reported {v} read errors"),
              3: ("{d} 有 {v} 个写错误", "{d} 的写错误为 {v}"),
              4: ("{d} 有 {v} 个校验错误", "{d} had {v} checksum errors")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    devices = rng.sample(("sda", "sdb", "sdc", "sdd", "nvme0n1", "nvme1n1"), 4)
    states = [rng.choice(STATES[:2]) for _ in devices]
    if len(set(states)) < 2:
        return None
    rows = [(device, state, *(rng.choice((0, 0, rng.randint(1, 900))) for _ in range(3)))
            for device, state in zip(devices, states, strict=True)]
    lines = [f"            {name:<10}{state:<10}{read:>4}{write:>6}{cksum:>6}"
             + ("  too many errors" if state == "FAULTED" else "")
             for name, state, read, write, cksum in rows]
    pool = rng.choice(("tank", "data", "backup"))
    output = (f"  pool: {pool}\n state: DEGRADED\nconfig:\n\n"
              "        NAME          STATE     READ WRITE CKSUM\n"
              f"        {pool:<14}DEGRADED     0     0     0\n"
              "          raidz1-0    DEGRADED     0     0     0\n"
              + "\n".join(lines) + "\n\nerrors: No known data errors")
    mine, other = rng.sample(rows, 2)
    if rng.random() < 0.4:
        if mine[1] == other[1]:
            return None
        form = rng.choice(STATE_SAID)
        return form.format(d=mine[0], v=mine[1]), form.format(d=mine[0], v=other[1]), output
    column = rng.choice(tuple(COUNT_SAID))
    if mine[column] == other[column] or str(other[column]) in (str(cell) for cell in mine):
        return None
    form = rng.choice(COUNT_SAID[column])
    return form.format(d=mine[0], v=mine[column]), form.format(d=mine[0], v=other[column]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8450, 60)


def test_another_device_s_state_or_count_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_device_s_own_state_and_count_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
