"""A claim naming a failure fails when its cited lines print another failure of the same
family, and passes when they print its own.

`mysql 发生了死锁` citing `Lock wait timeout exceeded`, `进程因段错误崩溃` citing the OOM killer,
`DNS 解析超时` citing `NXDOMAIN`, `证书过期` citing an untrusted issuer, `redis 返回 OOM 错误` citing
`READONLY` passed: no failure's words were an anchor (`evidence/failure_kinds.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import clock_stamp, not_failed, not_passed

#: (the lines of each failure, a claim naming each) per family
FAMILIES = (
    {"deadlock": ("ERROR 1213 (40001): Deadlock found when trying to get lock; try restarting transaction",
                  "mysql 发生了死锁", "the transaction was rolled back after a deadlock in mysql"),
     "lock wait": ("ERROR 1205 (HY000): Lock wait timeout exceeded; try restarting transaction",
                   "mysql 出现锁等待超时", "mysql reported a lock wait timeout")},
    {"oom": ("kernel: Out of memory: Killed process {n} (java) total-vm:8123456kB, anon-rss:6123456kB",
             "java 进程被 OOM killer 杀死", "the java process was killed by the OOM killer"),
     "segfault": ("kernel: java[{n}]: segfault at 0 ip 00007f3a sp 00007ffd error 4 in libjvm.so",
                  "java 进程因段错误崩溃", "the java process crashed with a segfault")},
    {"nxdomain": (";; ->>HEADER<<- opcode: QUERY, status: NXDOMAIN, id: {n}",
                  "DNS 解析返回 NXDOMAIN，域名不存在", "the DNS lookup returned NXDOMAIN"),
     "servfail": (";; ->>HEADER<<- opcode: QUERY, status: SERVFAIL, id: {n}",
                  "DNS 解析返回 SERVFAIL", "the DNS server answered SERVFAIL"),
     "timeout": (";; connection timed out; no servers could be reached",
                 "DNS 解析超时", "the DNS query timed out")},
    {"expired": ("x509: certificate has expired or is not yet valid: current time is after 2026-12-01",
                 "TLS 握手失败，证书已过期", "the TLS handshake failed: the certificate expired"),
     "untrusted": ("x509: certificate signed by unknown authority", "TLS 握手失败，证书不受信任",
                   "the TLS handshake failed: certificate signed by unknown authority")},
    {"oom": ("(error) OOM command not allowed when used memory > 'maxmemory'.",
             "redis 返回 OOM 错误，内存不足", "redis rejected the write with OOM"),
     "readonly": ("(error) READONLY You can't write against a read only replica.",
                  "redis 返回 READONLY 错误，写到了只读副本",
                  "redis answered READONLY: a read only replica")},
)


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, log)."""
    rng = random.Random(3407)
    probes = []
    for n in range(100):
        family = FAMILIES[n % len(FAMILIES)]
        printed, other = rng.sample(sorted(family), 2)
        line, *claims = family[printed]
        printed_line = line.format(n=rng.randint(1000, 9999))
        log = "\n".join([f"{clock_stamp(rng.randrange(80000))} INFO request served",
                         f"{clock_stamp(rng.randrange(80000))} ERROR {printed_line}"])
        probes.append((rng.choice(claims), rng.choice(family[other][1:]), log))
    return probes


def test_the_printed_failure_passes() -> None:
    assert not_passed((claim, log, log) for claim, _, log in _probes()) == []


def test_another_failure_of_its_family_fails() -> None:
    assert not_failed((forged, log, log) for _, forged, log in _probes()) == []
