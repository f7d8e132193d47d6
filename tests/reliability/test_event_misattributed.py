"""A claim blaming the exception or error code its excerpt shows on another service never passes.

Real Loghub lines that name an exception or an error code and a service or host (Hadoop, Spark,
OpenStack, Mac, ... drawn with a fixed seed), quoted verbatim as the excerpt, the lines around
them as the output. The claim gives the event to a service another line of the output names,
one that writes no line with the event (`org.apache.hadoop.mapred.TaskAttemptListenerImpl 抛出
java.net.NoRouteToHostException`, `NSUnderlyingError in com.apple.geod`): every anchor is in the
cited output, so all such claims passed with no finding before claim.value_contradiction
compared who raised it (gatekeeper.rules.support.evidence.attributed); all fail now, a daemon
named by a word no anchor reads too (`kernel 抛出 ...`, `kernel` printed as `kernel[0]:` by the
output). The same claims naming the line's own service pass. So for a claim dating the event to the time of
another line of the output (`在 18:06:28 抛出 java.net.NoRouteToHostException` citing the line
stamped 18:06:26): all passed before (`attributed.mistimed_event`), and the same claims at the
line's own time pass.
"""

from __future__ import annotations

import random

from loghub_quotes import check, sampled_around

from gatekeeper.rules.support.text.anchors import Anchor, extract_anchors
from gatekeeper.rules.support.text.normalize import compact

FORMS = ("{s} 抛出 {e}，导致请求失败。", "{s} threw {e}.", "{s} 的日志中出现 {e}。", "{e} in {s}.")


def _named(line: str) -> tuple[list[Anchor], list[Anchor]]:
    """The exceptions and error codes `line` names (as a claim writing them reads them), and
    its services and hosts."""
    found = extract_anchors(line)
    return ([a for a in found if a.kind in ("exception", "error_code")
             and any(b.kind == a.kind for b in extract_anchors(a.raw))],
            [a for a in found if a.kind in ("service", "host")])


def _claims() -> list[tuple[str, str, str, str, str, tuple[str, str, str]]]:
    """(log, line, output, the claim naming the line's service, one naming another's, (the
    line's service, the other, the event))."""
    rng = random.Random(3)
    found = []
    for log, printed, n in sampled_around(rng, lambda line: all(_named(line)), minimum=5):
        line, around = printed[n], printed[max(0, n - 3):n + 4]
        events, subjects = _named(line)
        event = rng.choice(events)
        needle = compact(event.value if event.kind == "exception" else event.raw)
        others = [a.raw for other in around for a in _named(other)[1]
                  if not any(compact(a.raw) in compact(x) for x in [line, *(s.raw for s in subjects)])
                  and not any(needle in compact(x) and compact(a.raw) in compact(x) for x in around)]
        if others:
            other = rng.choice(others)
            form = rng.choice(FORMS)
            found.append((log, line, "\n".join(around), form.format(s=subjects[0].raw, e=event.raw),
                          form.format(s=other, e=event.raw), (subjects[0].raw, other, event.raw)))
    return found


def test_a_claim_giving_the_excerpt_s_event_to_another_service_fails() -> None:
    claims = _claims()
    assert len(claims) >= 20
    reports = [(log, blamed, check(blamed, line, output)) for log, line, output, _, blamed, _ in claims]
    assert [(log, claim) for log, claim, report in reports if report.status != "fail"] == []


def test_the_same_claim_naming_the_line_s_own_service_passes() -> None:
    reports = [(log, own, check(own, line, output)) for log, line, output, own, *_ in _claims()]
    assert [(log, claim, [f.message for f in report.findings])
            for log, claim, report in reports if report.status != "pass"] == []


JOINED = ("{a} 和 {b} 均出现 {e}。", "{a}、{b} 都抛出了 {e}", "{a} and {b} both threw {e}.")


def test_a_claim_giving_the_event_to_the_line_s_service_and_another_fails() -> None:
    """`{own} 和 {other} 均出现 {e}`: each subject joined before the event raised it, so the
    other's share is as forged as the claim naming it alone (all passed before round 16)."""
    rng = random.Random(97)
    reports = []
    for log, line, output, _, _, (own, other, event) in _claims():
        a, b = (own, other) if rng.random() < 0.5 else (other, own)
        claim = rng.choice(JOINED).format(a=a, b=b, e=event)
        reports.append((log, claim, check(claim, line, output)))
    assert [(log, claim) for log, claim, report in reports if report.status != "fail"] == []


TIMED = ("在 {t} 抛出 {e}。", "{e} at {t}.", "{t} 出现 {e}")


def _time_of_day(line: str) -> str | None:
    """The time of day `line` is stamped with, as written (`18:06:26`), if it writes one."""
    stamps = [a for a in extract_anchors(line, include_timestamps=True)
              if a.kind == "timestamp" and "T" in a.value]
    if not stamps:
        return None
    clock = stamps[0].value[stamps[0].value.index("T") + 1:][:8]  # to the second
    return clock if clock in line else None


def _timed_claims() -> list[tuple[str, str, str, str, str]]:
    """(log, line, output, the claim at the line's time, one at another line's time)."""
    rng = random.Random(7)
    found = []
    for log, printed, n in sampled_around(
            rng, lambda line: bool(_named(line)[0]) and _time_of_day(line) is not None, minimum=5):
        line, around = printed[n], printed[max(0, n - 5):n + 6]
        event, own = rng.choice(_named(line)[0]), _time_of_day(line)
        needle = compact(event.value if event.kind == "exception" else event.raw)
        others = [t for other in around if (t := _time_of_day(other)) and t != own
                  and not own.startswith(t) and not t.startswith(own)
                  and not any(needle in compact(x) and t in x for x in around)]
        if own and others:
            form = rng.choice(TIMED)
            found.append((log, line, "\n".join(around), form.format(t=own, e=event.raw),
                          form.format(t=rng.choice(others), e=event.raw)))
    return found


def test_a_claim_dating_the_excerpt_s_event_to_another_line_s_time_fails() -> None:
    claims = _timed_claims()
    assert len(claims) >= 10
    reports = [(log, mistimed, check(mistimed, line, output))
               for log, line, output, _, mistimed in claims]
    assert [(log, claim) for log, claim, report in reports if report.status != "fail"] == []


def test_the_same_claim_at_the_line_s_own_time_passes() -> None:
    reports = [(log, own, check(own, line, output)) for log, line, output, own, _ in _timed_claims()]
    assert [(log, claim, [f.message for f in report.findings])
            for log, claim, report in reports if report.status != "pass"] == []
