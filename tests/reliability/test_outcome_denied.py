"""A claim denying a failure, an error or an exception its evidence states (`请求都没有失败`, `did
not fail`, `没有 1200 个请求失败` citing `1200 requests failed`; `日志中没有报错`, `未发现异常`, `No
errors were logged` citing an `ERROR` line or a `SocketTimeoutException`) fails REJECT; one denying
an outcome its evidence counts at zero, a kind of it the evidence does not state (`没有接收错误`
citing `TX errors 3 ... RX errors 0`), or another count of failures, passes.

Real Loghub lines stating an outcome (not negated, no counter at zero), cited by a claim denying
any; and generated service lines. The outcomes were no events of the bilingual glossary and
`没有` before a count no denial. At 978e7d5, of the failures: all 71 forged probes over Loghub
lines passed (12 warned: an English flip of one word) and 146 of the 160 over service lines; of
the 160 faithful ones 80 failed LOW_CONFID (`没有 N 个` of another count, a value found nowhere),
14 REJECT (`没有一个请求失败` citing `all requests succeeded`: `失败` named against `succeeded`), 16
warned (`no requests failed`: `requests` negated).
"""

from __future__ import annotations

import random
import re

from loghub_quotes import LOGHUB, SERVICES, not_passed, not_rejected

from gatekeeper.rules.support.text.glossary import states, text_events

#: Denials of any failure, error or exception, naming no subject (the line's may be any host).
DENIED = ("没有任何操作失败。", "期间未出现失败。", "全部成功，无失败。", "No operation failed.",
          "The job did not fail.", "It never failed.")
DENIED_ERRORS = ("日志中没有报错。", "没有错误。", "没有 ERROR 日志。", "No errors were logged.",
                 "There were no errors.", "日志中看不到报错。", "零错误。")  # (round 34: 看不到, 零)
DENIED_EXCEPTIONS = ("未发现异常。", "运行正常，无异常。", "没有抛出任何异常。", "No exceptions were thrown.",
                     "日志中看不到异常。", "找不到任何异常。")
#: ... of one service's requests (`{s}`), and of `{n}` of them
SERVICE_DENIED = ("{s} 的请求都没有失败", "{s} 没有一个请求失败", "{s} 没有任何请求失败",
                  "{s}: no requests failed", "{s} requests did not fail")
COUNT_DENIED = ("{s} 没有 {n} 个请求失败", "{s} 没有{n}个请求失败",
                "{s} 并无 {n} 个请求失败")  # (并无: round 34)
#: A service's requests, none failed (`{n}` of them)
NONE_FAILED = ("{s}: {n} requests, 0 failed", "{s}: requests={n} failed=0",
               "{s}: requests: {n}, failed: 0, retries: 2", "{s}: all {n} requests succeeded")


def _logged(outcome: str, denials: tuple[str, ...], seed: int) -> list[tuple[str, str, str]]:
    """Up to eight lines of each Loghub log stating `outcome`, each cited by one of `denials`."""
    rng = random.Random(seed)
    probes = []
    for path in sorted(LOGHUB.glob("*_2k.log")):
        printed = path.read_text(encoding="utf-8", errors="replace").splitlines()
        lines = [line for line in dict.fromkeys(printed) if outcome in text_events(line).all("stated")]
        for line in rng.sample(lines, min(8, len(lines))):
            probes.append((rng.choice(denials), line, line))
    return probes


def _logged_failures() -> list[tuple[str, str, str]]:
    return [probe for probe in _logged("失败", DENIED, 33)
            if re.search(r"(?i)\bfail(?:ed|s)?\b", probe[1]) and states("失败", probe[1])]


def _service_probes() -> tuple[list[tuple[str, str, str]], list[tuple[str, str, str]]]:
    """(faithful, forged) probes over one service's line of its requests."""
    rng = random.Random(34)
    faithful, forged = [], []
    for _ in range(80):
        service, total = rng.choice(SERVICES), rng.randint(20, 5000)
        failed = rng.randint(10, total)
        stamp = f"2026-12-06 05:{rng.randint(10, 59)}:00"
        line = f"{stamp} [{service}] {total} requests, {failed} requests failed"
        forged.append((rng.choice(SERVICE_DENIED).format(s=service), line, line))
        forged.append((rng.choice(COUNT_DENIED).format(s=service, n=failed), line, line))
        other = failed + rng.choice((-1, 1)) * rng.randint(3, 9)
        faithful.append((rng.choice(COUNT_DENIED).format(s=service, n=other), line, line))
        clean = rng.choice(NONE_FAILED).format(s=service, n=total)
        faithful.append((rng.choice(SERVICE_DENIED).format(s=service), clean, clean))
    return faithful, forged


def test_a_denial_of_a_logged_failure_is_rejected() -> None:
    probes = _logged_failures()
    assert len(probes) >= 60
    assert not_rejected(probes) == []


def test_a_denial_of_a_logged_error_or_exception_is_rejected() -> None:
    probes = [*_logged("错误", DENIED_ERRORS, 35), *_logged("异常", DENIED_EXCEPTIONS, 36)]
    assert len(probes) >= 100
    assert not_rejected(probes) == []


#: (output, a faithful denial): counted at zero, a column's name, a kind not stated, an exception
#: excepted, a rate, an abnormal exit
FAITHFUL = (
    ("2026-12-06 05:10:00 INFO [order-svc] batch done: 1200 items, 0 errors", "order-svc 没有报错"),
    ("2026-12-06 05:10:00 INFO [order-svc] sync finished errors=0 retries=2", "order-svc 日志中没有错误"),
    ("Tests run: 42, Failures: 0, Errors: 0, Skipped: 3", "测试没有失败，也没有错误"),
    ("2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP\n"
     "    RX: bytes  packets  errors  dropped overrun mcast\n    9123456  81234  0  0  0  12\n"
     "    TX: bytes  packets  errors  dropped carrier collsns\n    7123456  61234  3  0  0  0",
     "eth0 没有接收错误"),
    ("eth0: flags=4163<UP,BROADCAST,RUNNING,MULTICAST>  mtu 1500\n        RX errors 0  dropped 12  overruns 0"
     "  frame 0\n        TX errors 3  dropped 0 overruns 0  carrier 0  collisions 0", "eth0 的接收没有错误"),
    ("2026-12-06 05:10:00 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out",
     "order-svc 除了 SocketTimeoutException 以外没有其他异常"),
    ("2026-12-06 05:10:00 INFO [order-svc] error rate: 0.00%, p99=120ms", "order-svc 没有错误"),
    ("2026-12-06 05:10:00 INFO [payment-svc] POST /api/pay 200 12ms\n"
     "2026-12-06 05:10:01 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space",
     "payment-svc 没有异常，OutOfMemoryError 是 order-svc 的"),
    ("2026-12-06 05:10:00 INFO [order-svc] worker exited with code 0", "order-svc 没有异常退出"),
)


def test_a_denial_of_an_outcome_counted_at_zero_or_of_a_kind_not_stated_passes() -> None:
    assert not_passed((claim, output, output) for output, claim in FAITHFUL) == []


def test_a_denial_of_a_service_s_failed_requests_or_their_count_is_rejected() -> None:
    assert not_rejected(_service_probes()[1]) == []


def test_a_denial_of_failures_counted_at_zero_or_otherwise_passes() -> None:
    assert not_passed(_service_probes()[0]) == []
