"""The overhead and command `perf report` prints for a symbol as a claim says them
(`row_search_mvcc 占用 CPU 12.30%`, `_raw_spin_lock is sampled in mysqld`), pass; another row's
fails.

    Overhead  Command  Shared Object      Symbol
      23.45%  mysqld   [kernel.kallsyms]  [k] _raw_spin_lock

Each value was the output's, so `ext4_mark_iloc 占用 CPU 12.30%` (row_search_mvcc's share) and
`ext4_mark_iloc 来自 mysqld 进程` (java's symbol) passed (at d102e32, 60 of 60 forged claims passed).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SYMBOLS = (("[kernel.kallsyms]", "[k] _raw_spin_lock"), ("mysqld", "[.] row_search_mvcc"),
           ("[kernel.kallsyms]", "[k] ext4_mark_iloc"), ("libc.so.6", "[.] __memmove_avx_unaligned_erms"),
           ("libjvm.so", "[.] G1ParScanThreadState::trim_queue"),
           ("[kernel.kallsyms]", "[k] copy_user_enhanced_fast_string"),
           ("nginx", "[.] ngx_http_parse_request_line"), ("libpthread.so.0", "[.] pthread_mutex_lock"))
COMMANDS = ("mysqld", "java", "nginx", "redis-server", "postgres", "node")
SHARE = ("{s} 占用 CPU {v}", "{s} 的开销占比为 {v}", "{s} accounts for {v} of the cycles")
COMMAND = ("{s} 来自 {v} 进程", "{s} 的采样属于 {v}", "{s} is sampled in {v}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    rows = rng.sample(SYMBOLS, rng.randint(3, 6))
    shares = sorted(rng.sample(range(50, 4000), len(rows)), reverse=True)
    commands = [rng.choice(COMMANDS) for _ in rows]
    lines = [f"# Samples: {rng.randint(10, 99)}K of event 'cycles'",
             f"# Event count (approx.): {rng.randint(10**9, 10**11)}", "#",
             "# Overhead  Command        Shared Object                Symbol",
             "# ........  .............  ...........................  ......", "#"]
    lines += [f"  {share / 100:>6.2f}%  {command:<13}  {dso:<27}  {symbol}"
              for share, command, (dso, symbol) in zip(shares, commands, rows, strict=True)]
    output = "\n".join(lines)
    mine, other = rng.sample(range(len(rows)), 2)
    symbol = rows[mine][1].split("] ", 1)[1]
    if rng.random() < 0.6 or commands[mine] == commands[other]:
        form = rng.choice(SHARE)
        return (form.format(s=symbol, v=f"{shares[mine] / 100:.2f}%"),
                form.format(s=symbol, v=f"{shares[other] / 100:.2f}%"), output)
    form = rng.choice(COMMAND)
    return form.format(s=symbol, v=commands[mine]), form.format(s=symbol, v=commands[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4605)
    return [_probe(rng) for _ in range(60)]


def test_a_symbol_s_own_row_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_symbol_s_row_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
