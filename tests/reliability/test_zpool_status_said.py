"""A device's state and error counts, and the pool's state, as `zpool status` prints them in full
(`sdb 处于 UNAVAIL 状态`, `sdb 有 12 个校验和错误`, `tank 池状态为 DEGRADED`), pass; another
device's state, another column's count or another state of the pool fails.

    status: One or more devices could not be opened. ...
    config:
            NAME        STATE     READ WRITE CKSUM
            tank        DEGRADED     0     0     0
    ...
    errors: No known data errors

`sda 处于 UNAVAIL 状态` (sdb's), `sdb 有 12 个读错误` (its CKSUM's) passed (at 371b2c9) where the
`errors:` line follows the table with no blank line between, as a preview without its blank lines
prints it, and `pool tank is DEGRADED` failed REJECT (`pool` read as the `pool:` field).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

STATES = ("ONLINE", "DEGRADED", "FAULTED", "UNAVAIL", "OFFLINE", "REMOVED")
STATE = ("{d} 处于 {s} 状态", "{d} 的状态为 {s}", "device {d} is {s}", "磁盘 {d} 当前为 {s}")
POOL = ("{d} 池状态为 {s}", "存储池 {d} 的状态是 {s}", "pool {d} is {s}")
COUNT = {"READ": ("{d} 有 {n} 个读错误", "{d} 出现了 {n} 次读错误", "{d} has {n} read errors"),
         "WRITE": ("{d} 有 {n} 个写错误", "{d} 出现了 {n} 次写错误", "{d} has {n} write errors"),
         "CKSUM": ("{d} 有 {n} 个校验和错误", "{d} 的校验错误数为 {n}", "{d} has {n} checksum errors")}
NOTES = ("One or more devices could not be opened.  Sufficient replicas exist for\n"
         "\tthe pool to continue functioning in a degraded state.",
         "One or more devices has experienced an unrecoverable error.  An\n"
         "\tattempt was made to correct the error.  Applications are unaffected.")


def _probe(rng: random.Random) -> tuple[str, str, str] | None:
    pool = rng.choice(("tank", "data", "zroot", "backup"))
    disks = rng.sample(("sda", "sdb", "sdc", "sdd", "nvme0n1", "nvme1n1"), rng.randint(2, 4))
    states = {d: rng.choice(STATES) for d in disks}
    counts = {d: dict(zip(COUNT, rng.sample(range(0, 40), 3), strict=True)) for d in disks}
    pool_state = "ONLINE" if all(s == "ONLINE" for s in states.values()) else "DEGRADED"
    rows = [f"\t{pool:<12}{pool_state:<9}{0:>5}{0:>6}{0:>6}",
            f"\t  mirror-0  {pool_state:<9}{0:>5}{0:>6}{0:>6}",
            *(f"\t    {d:<8}{states[d]:<9}" + "".join(f"{counts[d][c]:>{w}}" for c, w in zip(COUNT, (5, 6, 6),
                                                                                       strict=True))
              for d in disks)]
    output = "\n".join([f"  pool: {pool}", f" state: {pool_state}", f"status: {rng.choice(NOTES)}",
                        "action: Attach the missing device and online it using 'zpool online'.",
                        "  scan: scrub repaired 0B in 00:12:31 with 0 errors on Sun Nov 29 00:36:32 2026",
                        "config:", "", "\tNAME        STATE     READ WRITE CKSUM", *rows,
                        *rng.choice(([""], [])),
                        rng.choice(("errors: No known data errors",
                                    "errors: 3 data errors, use '-v' for a list"))])
    one, other = rng.sample(disks, 2)
    facet = rng.choice(("state", "count", "count", "pool"))
    if facet == "state":
        if states[one] == states[other]:
            return None
        form = rng.choice(STATE)
        return form.format(d=one, s=states[one]), form.format(d=other, s=states[one]), output
    if facet == "pool":
        form = rng.choice(POOL)
        forged = rng.choice([s for s in STATES if s != pool_state])
        return form.format(d=pool, s=pool_state), form.format(d=pool, s=forged), output
    column, wrong = rng.sample(tuple(COUNT), 2)
    if counts[one][column] == counts[one][wrong]:
        return None
    form = rng.randrange(3)
    return (COUNT[column][form].format(d=one, n=counts[one][column]),
            COUNT[wrong][form].format(d=one, n=counts[one][column]), output)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_probe, 4701)


def test_a_device_s_own_state_and_counts_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_device_s_state_or_another_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
