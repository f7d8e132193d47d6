"""A system call's row of `strace -c` as a claim says it (`futex 调用了 10023 次`, `connect 失败了 87 次`,
`futex 占用了 62.35% 的时间`, `connect 每次调用耗时 331 微秒`), pass; another call's value, or another
column's, fails.

The summary's header was no table's, so every value was the output's: `connect 失败了 512 次`
(futex's errors) passed, and the faithful share and time per call named values found nowhere
(the rows print no unit) or were contradicted by the next row's share, labelled by the call above
(at 89443fd, 52 of 60 forged claims did not fail REJECT and 37 faithful ones failed). Now the
rows are read by where their values end, `usecs` is a unit of time
(`gatekeeper.rules.support.text.anchors.syscall_times`) and each call's values told
(`gatekeeper.rules.support.evidence.syscall_summary`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

CALLS = ("futex", "epoll_wait", "connect", "read", "write", "openat", "recvfrom", "sendto", "mmap")
SAID = {"calls": ("{c} 调用了 {v} 次", "{c} was called {v} times"),
        "errors": ("{c} 失败了 {v} 次", "{c} failed {v} times", "{c} 报错 {v} 次"),
        "share": ("{c} 占用了 {v}% 的时间", "{c} took {v}% of the time"),
        "usecs": ("{c} 每次调用耗时 {v} 微秒", "{c} took {v} usecs per call")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    calls = rng.sample(CALLS, rng.randint(3, 5))
    shares = sorted((rng.uniform(1, 30) for _ in calls), reverse=True)
    scale = 100 / sum(shares)
    rows = {}
    for call, share in zip(calls, shares, strict=True):
        count = rng.randint(100, 40000)
        rows[call] = {"share": f"{share * scale:.2f}", "seconds": f"{share * scale / 150:.6f}",
                      "usecs": str(rng.randint(2, 900)), "calls": str(count),
                      "errors": str(rng.randint(1, count // 2)) if rng.random() < 0.6 else ""}
    lines = ["% time     seconds  usecs/call     calls    errors syscall",
             "------ ----------- ----------- --------- --------- ----------------"]
    lines += [f"{r['share']:>6} {r['seconds']:>11} {r['usecs']:>11} {r['calls']:>9} {r['errors']:>9} {c}"
              for c, r in rows.items()]
    total = sum(int(r["calls"]) for r in rows.values())
    lines += ["------ ----------- ----------- --------- --------- ----------------",
              f"100.00    0.661362             {total:>9} {'':>9} total"]
    call = rng.choice(calls)
    kind = rng.choice([k for k in SAID if rows[call].get(k)])
    own = rows[call][kind]
    others = [r[kind] for c, r in rows.items() if c != call and r[kind] and r[kind] != own]
    if kind in ("calls", "errors") and rows[call]["errors"] and rng.random() < 0.5:
        others = [rows[call]["errors" if kind == "calls" else "calls"]]  # the row's other count
    form = rng.choice(SAID[kind])
    return form.format(c=call, v=own), form.format(c=call, v=rng.choice(others)), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4511)
    return [_probe(rng) for _ in range(60)]


def test_a_call_s_own_values_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_call_s_or_column_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
