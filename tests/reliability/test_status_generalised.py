"""A claim that every request got one status, or none got one, while a cited line says otherwise,
never passes.

Real OpenStack request lines (Loghub: `"GET /v2/... HTTP/1.1" status: 404 len: 296`), windows of
consecutive lines of one server: the claim cites a `200` line and says all the server's requests
returned 200 (`{s} 的所有请求均返回 200`, `All requests to {s} returned 200.`) or that none
returned the window's other status (`{s} 没有返回 404 的请求`, `No request to {s} returned 404.`).
Generated access logs (four services, `POST /api/orders 503 3001ms`): the same after a time the
claim writes (`10:01:12 之后 {s} 的请求均返回 200`) while a later line is a 5xx. The status, the
service and the time are all the output's, so every such claim passed with no finding before
claim.value_contradiction read the other request lines
(gatekeeper.rules.support.evidence.uniform); all fail now, and the same claims pass where every
line in scope agrees.
"""

from __future__ import annotations

import random
import re

from loghub_quotes import LOGHUB, SERVICES, check, clock_stamp

ALL = ("{s} 的所有请求均返回 200", "All requests to {s} returned 200.", "{s} 的请求全部返回 200。")
NONE = ("{s} 没有返回 {x} 的请求", "No request to {s} returned {x}.", "{s} 未出现 {x} 响应")
AFTER = ("{t} 之后 {s} 的请求均返回 200", "After {t}, every request to {s} returned 200.",
         "{s} 自 {t} 起所有请求都返回 200")
_REQUEST = re.compile(r"(?P<server>nova\.[\w.]+wsgi\.server) .*\" status: (?P<status>\d{3}) ")


def _openstack() -> list[tuple[str, str, str, bool]]:
    """(claim, excerpt, output, whether a line of the output says otherwise)."""
    rng = random.Random(59)
    lines = (LOGHUB / "OpenStack_2k.log").read_text(encoding="utf-8").splitlines()
    requests = [(m["server"], m["status"], line) for line in lines
                if (m := _REQUEST.search(line)) is not None]
    found = []
    for _ in range(80):
        start = rng.randrange(len(requests) - 12)
        server = requests[start][0]
        window = [r for r in requests[start:start + rng.randint(4, 12)] if r[0] == server]
        oks = [line for _, status, line in window if status == "200"]
        others = sorted({status for _, status, _ in window if status != "200"})
        if not oks:
            continue
        output = "\n".join(line for _, _, line in window)
        found.append((rng.choice(ALL).format(s=server), rng.choice(oks), output, bool(others)))
        if others:
            form = rng.choice(NONE)
            found.append((form.format(s=server, x=rng.choice(others)), rng.choice(oks), output, True))
    return found


def _generated() -> list[tuple[str, str, str, bool]]:
    rng = random.Random(61)
    found = []
    for _ in range(40):
        service, clock, lines = rng.choice(SERVICES), rng.randint(0, 70000), []
        for _ in range(rng.randint(4, 9)):
            clock += rng.randint(1, 40)
            status = rng.choice(("200", "200", "200", "503", "504"))
            lines.append(f"{clock_stamp(clock)} [{service}] {rng.choice(('GET', 'POST'))} "
                         f"/api/orders {status} {rng.randint(5, 3000)}ms")
        failed = [n for n, line in enumerate(lines) if " 200 " not in line]
        if not failed or failed[-1] in (0, len(lines) - 1):
            continue
        form = rng.choice(AFTER)
        before = lines[rng.randrange(failed[-1])][11:19]  # a failure after it
        after = lines[failed[-1] + 1][11:19]  # none after it
        output = "\n".join(lines)
        found.append((form.format(t=before, s=service), lines[-1], output, True))
        found.append((form.format(t=after, s=service), lines[-1], output, False))
    return found


def test_a_status_every_request_is_said_to_get_fails_where_one_got_another() -> None:
    probes = [(claim, excerpt, output) for claim, excerpt, output, otherwise
              in _openstack() + _generated() if otherwise]
    assert len(probes) >= 50
    reports = [(claim, check(claim, excerpt, output)) for claim, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_it_passes_where_every_line_in_scope_agrees() -> None:
    probes = [(claim, excerpt, output) for claim, excerpt, output, otherwise
              in _openstack() + _generated() if not otherwise]
    assert len(probes) >= 30
    reports = [(claim, check(claim, excerpt, output)) for claim, excerpt, output in probes]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


FAILED_ALL = ("{s} 的所有请求都失败了", "All requests to {s} failed.", "{s} 的请求全部失败")
SUCCEEDED_ALL = ("{s} 的所有请求都成功了", "All requests to {s} succeeded.", "{s} 没有请求失败")


def _outcomes() -> list[tuple[str, str, str]]:
    """(claim, a log denying it, a log agreeing): `所有请求都失败了` over a `200` line and `没有请求
    失败` over a `503` one passed, an outcome's word being no status."""
    rng = random.Random(3619)
    found = []
    for _ in range(40):
        service, failing = rng.choice(SERVICES), rng.random() < 0.5
        claim = rng.choice(FAILED_ALL if failing else SUCCEEDED_ALL).format(s=service)

        def log(statuses: list[str], service: str = service) -> str:
            clock = rng.randint(0, 70000)
            return "\n".join(f"{clock_stamp(clock + 7 * n)} [{service}] GET /api/orders {status} "
                             f"{rng.randint(5, 3000)}ms" for n, status in enumerate(statuses))

        own = ["503", "504", "502"] if failing else ["200", "201", "200"]
        other = "200" if failing else "503"
        mixed = [*own[:rng.randint(1, 2)], other, *own[:1]]
        found.append((claim, log(mixed), log(own)))
    return found


def test_every_request_said_to_fail_or_succeed_fails_over_a_line_of_the_other() -> None:
    reports = [(claim, check(claim, denying, denying)) for claim, denying, _ in _outcomes()]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_every_request_said_to_fail_or_succeed_passes_where_all_did() -> None:
    reports = [(claim, check(claim, agreeing, agreeing)) for claim, _, agreeing in _outcomes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
