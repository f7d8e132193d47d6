"""A corosync cluster's expected and total votes and its quorum as `corosync-quorumtool -s` prints
them (`期望票数为 3`, `total votes are 2`, `集群未达到法定人数`), pass; the other count's number, or
the other quorum state, fails.

    Quorum information
    ------------------
    Date:             Tue Dec  8 00:20:11 2026
    Quorum provider:  corosync_votequorum
    Nodes:            2
    Node ID:          0x00000001
    Ring ID:          1.2c
    Quorate:          No

    Votequorum information
    ----------------------
    Expected votes:   3
    Highest expected: 3
    Total votes:      2
    Quorum:           2 Activity blocked
    Flags:

    Membership information
    ----------------------
        Nodeid      Votes Name
    0x00000001          1 pcmk-1 (local)
    0x00000002          1 pcmk-2

32 of 60 forged claims passed and 5 faithful ones failed (at 8863ac7): `期望`, `expects` named no
`Expected votes`, and `Quorate: No` was no state of `法定人数`.
"""

from __future__ import annotations

import datetime
import random

from loghub_quotes import drawn, not_passed, not_rejected

EXPECTED = ("期望票数为 {n}", "Expected votes 为 {n}", "集群的期望票数是 {n}", "expected votes are {n}",
            "the cluster expects {n} votes")
TOTAL = ("总票数为 {n}", "Total votes 为 {n}", "集群当前的总票数是 {n}", "total votes are {n}",
         "the total votes are {n}")
QUORATE = {True: ("集群已达到法定人数", "集群处于 quorate 状态", "the cluster is quorate"),
           False: ("集群未达到法定人数", "集群不是 quorate 状态", "the cluster is not quorate")}
STEMS = ("pcmk", "node", "ha", "db")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    expected = rng.choice((3, 3, 4, 5, 5, 7))
    total = rng.randint(1, expected)
    quorum = expected // 2 + 1
    quorate = total >= quorum
    local = rng.randint(1, total)
    stem = rng.choice(STEMS)
    day = datetime.date(2026, 12, rng.randint(1, 28))
    date = (f"{day:%a %b} {day.day:>2} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:"
            f"{rng.randint(0, 59):02d} 2026")
    blocked = "  " if quorate else " Activity blocked"
    lines = ["Quorum information", "------------------", f"Date:             {date}",
             "Quorum provider:  corosync_votequorum", f"Nodes:            {total}",
             f"Node ID:          0x{local:08x}", f"Ring ID:          1.{rng.randint(16, 400):x}",
             f"Quorate:          {'Yes' if quorate else 'No'}", "", "Votequorum information",
             "----------------------", f"Expected votes:   {expected}", f"Highest expected: {expected}",
             f"Total votes:      {total}", f"Quorum:           {quorum}{blocked}",
             f"Flags:            {'Quorate ' if quorate else ''}".rstrip(), "", "Membership information",
             "----------------------", "    Nodeid      Votes Name"]
    lines += [f"0x{n:08x}          1 {stem}-{n}{' (local)' if n == local else ''}"
              for n in range(1, total + 1)]
    output = "\n".join(lines)
    kind = rng.randrange(3)
    if kind == 2:
        form = rng.randrange(len(QUORATE[True]))
        return QUORATE[quorate][form], QUORATE[not quorate][form], output
    if expected == total:
        return None
    form = rng.choice(EXPECTED if kind == 0 else TOTAL)
    true, false = (expected, total) if kind == 0 else (total, expected)
    return form.format(n=true), form.format(n=false), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 6439)


def test_the_cluster_s_own_votes_and_quorum_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_count_or_quorum_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
