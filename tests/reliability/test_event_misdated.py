"""A claim dating an ops event (a restart, a deploy, a rollback) to a time no line of its
evidence has it at never passes.

Generated incident logs (a deploy, errors, restarts and a rollback of three services, as a log
query over an incident returns them): the claim dates one service's restart, deploy or rollback
to another line's time (`order-svc 在 03:14 重启`, `order-svc was restarted at 03:14:09`, `order-svc
于 03:16 发布`, `The rollback of order-svc happened at 03:20`), citing the event's line. The time is
the output's (another line's), so nothing was missing and every such claim passed with no finding
before claim.value_contradiction read the event's lines
(gatekeeper.rules.support.evidence.dated_events); all fail now, and the event's own time passes.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from loghub_quotes import SERVICES, check, clock_stamp

#: event -> how a line prints it, and how a claim dates it to {t}
EVENTS = {
    "restart": ("[kubelet] pod {s}-7d9f restarted (OOMKilled)",
                ("{s} 在 {t} 重启", "{s} was restarted at {t}.", "{s} 于 {t} 发生重启")),
    "deploy": ("[deployer] {s} rolled out v2.14.0",
               ("{s} 于 {t} 发布", "{s} was deployed at {t}.", "{s} 在 {t} 完成部署")),
    "rollback": ("[deployer] {s} rolled back to v2.13.9",
                 ("{s} 在 {t} 回滚", "The rollback of {s} happened at {t}.")),
}
ERRORS = ("ERROR [{s}] java.lang.OutOfMemoryError: Java heap space",
          "ERROR [{s}] java.net.SocketTimeoutException: Read timed out")


def _as_stamped(clock: int, seconds: bool) -> str:
    """`03:14:09`, or `03:14`."""
    return clock_stamp(clock)[11:19 if seconds else 16]


def _in_chinese(clock: int, seconds: bool) -> str:
    """The clock as a Chinese report writes it: `凌晨3点14分`, `下午3点14分09秒`, `15时14分`."""
    hour, minute, second = clock // 3600, clock // 60 % 60, clock % 60
    tail = f"{minute:02d}分" + (f"{second:02d}秒" if seconds else "")
    if clock % 3 == 0:
        return f"{hour}时{tail}"
    part = next(name for end, name in ((6, "凌晨"), (12, "上午"), (13, "中午"), (18, "下午"),
                                       (24, "晚上")) if hour < end)
    return f"{part}{hour - 12 if hour > 12 else hour}点{tail}"


def _probes(written: Callable[[int, bool], str] = _as_stamped) -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output), the claim's time `written` so."""
    rng = random.Random(103)
    found = []
    for _ in range(60):
        services, clock, lines = rng.sample(SERVICES, 3), rng.randint(0, 70000), []
        for _ in range(rng.randint(5, 9)):
            clock += rng.randint(20, 240)
            service = rng.choice(services)
            kind = rng.choice((*sorted(EVENTS), "error"))
            text = rng.choice(ERRORS) if kind == "error" else EVENTS[kind][0]
            lines.append((kind, service, clock, f"{clock_stamp(clock)} {text.format(s=service)}"))
        events = [line for line in lines if line[0] != "error"]
        if not events:
            continue
        kind, service, clock, line = rng.choice(events)
        own = {c for k, s, c, _ in lines if (k, s) == (kind, service)}
        others = [c for _, _, c, _ in lines if c // 60 not in {o // 60 for o in own}]
        if not others:
            continue
        seconds = rng.random() < 0.5  # the claim writes seconds, or only the minute
        # a Chinese clock in a Chinese claim
        form = rng.choice([f for f in EVENTS[kind][1] if written is _as_stamped or not f.isascii()])
        output = "\n".join(text for *_, text in lines)
        found.append((form.format(s=service, t=written(clock, seconds)),
                      form.format(s=service, t=written(rng.choice(others), seconds)), line,
                      output))
    return found


def test_an_event_dated_to_another_line_s_time_fails() -> None:
    probes = _probes()
    assert len(probes) >= 40
    reports = [(forged, check(forged, excerpt, output)) for _, forged, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_event_at_its_own_time_passes() -> None:
    reports = [(claim, check(claim, excerpt, output)) for claim, _, excerpt, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


def test_an_event_dated_to_another_line_s_time_in_chinese_fails() -> None:
    reports = [(forged, check(forged, excerpt, output))
               for _, forged, excerpt, output in _probes(_in_chinese)]
    assert [claim for claim, report in reports
            if report.status != "fail" or report.verdict_ceiling != "REJECT"] == []


def test_the_event_at_its_own_time_in_chinese_passes() -> None:
    """`order-svc 在凌晨3点14分重启` for `2026-12-01 03:14:09 ... restarted`: before, every
    such clock was two bare numbers found nowhere (LOW_CONFID)."""
    reports = [(claim, check(claim, excerpt, output))
               for claim, _, excerpt, output in _probes(_in_chinese)]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
