"""A claim denying a failure its evidence states (`请求都没有失败`, `did not fail`, `没有 1200 个请求
失败` citing `1200 requests failed`) fails REJECT; one denying a failure its evidence counts at
zero, or another count of failures, passes.

Real Loghub lines stating a failure (`failed`, `fail`, not negated, no counter at zero), cited by
a claim denying any failed; and generated service lines counting requests and failures. The
failure was no event of the bilingual glossary and `没有` before a count no denial: at 978e7d5 all
71 forged probes over Loghub lines passed (12 warned: an English flip of one word) and 146 of the
160 over service lines; of the 160 faithful ones 80 failed LOW_CONFID (`没有 N 个` of another
count, a value found nowhere), 14 REJECT (`没有一个请求失败` citing `all requests succeeded`:
`失败` named against `succeeded`), 16 warned (`no requests failed`: `requests` negated).
"""

from __future__ import annotations

import random
import re

from loghub_quotes import LOGHUB, SERVICES, not_passed, not_rejected

from gatekeeper.rules.support.text.glossary import states

#: Denials of any failure, naming no subject (the line's may be any host or process).
DENIED = ("没有任何操作失败。", "期间未出现失败。", "全部成功，无失败。", "No operation failed.",
          "The job did not fail.", "It never failed.")
#: ... of one service's requests (`{s}`), and of `{n}` of them
SERVICE_DENIED = ("{s} 的请求都没有失败", "{s} 没有一个请求失败", "{s} 没有任何请求失败",
                  "{s}: no requests failed", "{s} requests did not fail")
COUNT_DENIED = ("{s} 没有 {n} 个请求失败", "{s} 没有{n}个请求失败")
#: A service's requests, none failed (`{n}` of them)
NONE_FAILED = ("{s}: {n} requests, 0 failed", "{s}: requests={n} failed=0",
               "{s}: requests: {n}, failed: 0, retries: 2", "{s}: all {n} requests succeeded")


def _logged_failures() -> list[tuple[str, str, str]]:
    rng = random.Random(33)
    probes = []
    for path in sorted(LOGHUB.glob("*_2k.log")):
        printed = path.read_text(encoding="utf-8", errors="replace").splitlines()
        lines = [line for line in dict.fromkeys(printed)
                 if re.search(r"(?i)\bfail(?:ed|s)?\b", line) and states("失败", line)]
        for line in rng.sample(lines, min(8, len(lines))):
            probes.append((rng.choice(DENIED), line, line))
    return probes


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


def test_a_denial_of_a_service_s_failed_requests_or_their_count_is_rejected() -> None:
    assert not_rejected(_service_probes()[1]) == []


def test_a_denial_of_failures_counted_at_zero_or_otherwise_passes() -> None:
    assert not_passed(_service_probes()[0]) == []
