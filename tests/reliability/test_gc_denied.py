"""A claim denying a garbage collection its GC log records fails; one denying a kind the log
does not record, or denying a trait of the collections (`没有 GC 问题`), does not.

`没有发生 Full GC`, `No full GC occurred`, `没有 GC 停顿` citing a JVM's GC log (unified, `Pause
Full (Allocation Failure)`, or legacy, `[Full GC (Ergonomics) ...]`) that records one passed, with
at most a warning that `full` or `gc` is negated (ceiling PASS): the log's words were all there.
Now a clause denying a collection is contradicted by one of its kind (`gc_pauses.gc_kind_denied`).
"""

from __future__ import annotations

import random

from loghub_quotes import check, not_failed

SERVICES = ("payment-svc", "order-svc", "auth-svc")


def _unified(rng: random.Random, full: bool) -> str:
    lines, clock = [], rng.randrange(3600, 80000)
    for n in range(rng.randint(2, 5)):
        clock += rng.randint(1, 30)
        hour, minute, second = clock // 3600, clock // 60 % 60, clock % 60
        stamp = f"2026-12-05T{hour:02d}:{minute:02d}:{second:02d}.{rng.randrange(1000):03d}+0000"
        before, after = rng.randint(2000, 3900), rng.randint(600, 1900)
        lines.append(f"[{stamp}][info][gc] GC({400 + n}) Pause Young (Normal) (G1 Evacuation Pause) "
                     f"{before}M->{after}M(4096M) {rng.randint(5, 90)}.{rng.randrange(1000):03d}ms")
    if full:
        pause = f"{rng.randint(1, 4)}{rng.randrange(1000):03d}.{rng.randrange(1000):03d}ms"
        lines.insert(rng.randrange(len(lines) + 1),
                     f"[2026-12-05T{clock // 3600:02d}:59:59.001+0000][info][gc] GC(499) Pause Full "
                     f"(Allocation Failure) 4090M->{rng.randint(3000, 4000)}M(4096M) {pause}")
    return "\n".join(lines)


def _legacy(rng: random.Random, full: bool) -> str:
    lines = []
    for _ in range(rng.randint(2, 5)):
        after = rng.randint(1500000, 2900000)
        lines.append(f"2026-12-05T03:14:{rng.randrange(60):02d}.123+0000: 1234.567: [GC (Allocation Failure) "
                     f"[PSYoungGen: 1048576K->131072K(1179648K)] 3145728K->{after}K(4194304K), "
                     f"0.0{rng.randint(100000, 999999)} secs] [Times: user=0.08 sys=0.01, real=0.02 secs]")
    if full:
        lines.append("2026-12-05T03:15:12.456+0000: 1237.890: [Full GC (Ergonomics) [PSYoungGen: "
                     "131072K->0K(1179648K)] [ParOldGen: 3014656K->2900000K(3014656K)] "
                     "3145728K->2900000K(4194304K), [Metaspace: 81920K->81920K(1126400K)], "
                     f"{rng.randint(1, 4)}.{rng.randint(1000000, 9999999)} secs]")
    return "\n".join(lines)


FULL_DENIED = ("{s} 没有发生 Full GC", "{s} 期间未出现 Full GC", "{s} 并未触发 Full GC",
               "No full GC occurred on {s}", "{s} did not trigger a full GC", "There was no Full GC on {s}",
               "{s} 的 Full GC 没有发生")
ANY_DENIED = ("{s} 没有 GC 停顿", "{s} 没有发生 GC", "{s} had no GC pauses", "{s} 没有发生 Young GC",
              "No minor GC ran on {s}")
#: Faithful whatever the log records: a trait denied, a point the denial runs from, a cause.
TRAITS = ("{s} 没有 GC 问题", "{s} has no GC pressure", "{s} 重启后没有再发生 Full GC",
          "{s} 没有因为 Full GC 导致超时", "No more full GCs ran on {s} after the restart")


def _probes() -> list[tuple[str, str, str]]:
    """(forged claim, faithful claim, log): the forged one denies a collection the log records."""
    rng = random.Random(3401)
    probes = []
    for n in range(90):
        service, full = rng.choice(SERVICES), n % 2 == 0
        log = (_unified if n % 3 else _legacy)(rng, full)
        forged = rng.choice(FULL_DENIED if full else ANY_DENIED)
        faithful = rng.choice(TRAITS if full else FULL_DENIED)
        probes.append((forged.format(s=service), faithful.format(s=service), f"[{service}] gc.log\n{log}"))
    return probes


def test_a_collection_denied_that_the_log_records_fails() -> None:
    assert not_failed((forged, log, log) for forged, _, log in _probes()) == []


def test_a_kind_the_log_does_not_record_or_a_trait_denied_does_not_fail() -> None:
    assert [claim for _, claim, log in _probes() if check(claim, log, log).status == "fail"] == []
