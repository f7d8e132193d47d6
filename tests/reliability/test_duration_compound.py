"""A duration a Go service or kubectl prints in several units at once (`elapsed=1h23m`,
`took 2m30.5s`, `AGE 3d4h`) passes restated in one unit or in words (`耗时 83 分钟`, `1小时23分钟`,
`1 hour and 23 minutes`, `4980 秒`), and another duration fails; so does an ISO 8601 duration
as Java prints it (`waitDurationInOpenState=PT1M30S`: `等待 90 秒`).

Go's form was no anchor at all (`1h23m`: a claim could give any), so a faithful restatement was
a value found nowhere: 60 of 60 failed LOW_CONFID, and a claim copying Go's form with other
digits only warned (its digits unaccounted for: 60 of 60 reached a PASS ceiling). A Chinese or
English compound was two numbers (`1小时23分钟`: a bare `1` and `23分钟`). Now each is one
duration in ms, to the precision of its last part: the restatements pass, another duration
contradicts the line's (REJECT).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, clock_stamp, not_passed, not_rejected

#: (what the line says, how a claim restates it in Chinese and in English)
JOBS = (("backup job finished", "备份任务耗时", "The backup job of {service} took"),
        ("compaction done", "压缩耗时", "Compaction on {service} took"),
        ("rollout complete", "发布耗时", "The rollout of {service} took"))


def _go(seconds: int, kubectl: bool) -> str:
    days, hours, minutes, rest = seconds // 86400, seconds // 3600 % 24, seconds // 60 % 60, seconds % 60
    if kubectl:  # kubectl's ages: the two largest units
        return f"{days}d{hours}h" if days else f"{hours}h{minutes}m" if hours else f"{minutes}m{rest}s"
    text = f"{seconds // 3600}h" if seconds >= 3600 else ""
    return text + f"{minutes}m{rest}s"


def _restated(seconds: int, kubectl: bool, rng: random.Random) -> list[str]:
    """The ways a claim writes `seconds` as the line prints it (at its precision)."""
    days, hours, minutes, rest = seconds // 86400, seconds // 3600 % 24, seconds // 60 % 60, seconds % 60
    if kubectl and days:
        return [f"{days}天{hours}小时", f"{days * 24 + hours} 小时", f"{days} days and {hours} hours"]
    if kubectl and hours:
        return [f"{hours}小时{minutes}分钟", f"{hours * 60 + minutes} 分钟",
                f"{hours} hours {minutes} minutes"]
    total_hours, forms = seconds // 3600, [f"{seconds} 秒", f"{seconds} seconds"]
    if total_hours:
        forms.append(f"{total_hours}小时{minutes}分{rest}秒")
    else:
        forms += [f"{minutes}分{rest}秒", f"{minutes} minutes {rest} seconds"]
    return [rng.choice(forms)]


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(1123)
    found = []
    for _ in range(60):
        service, (event, zh, en) = rng.choice(SERVICES), rng.choice(JOBS)
        kubectl = rng.random() < 0.5
        seconds = rng.choice((rng.randrange(61, 3600), rng.randrange(3600, 86400),
                              rng.randrange(86400, 4 * 86400)))
        if kubectl:  # kubectl prints the two largest units: the rest is not written
            seconds -= seconds % (3600 if seconds >= 86400 else 60 if seconds >= 3600 else 1)
        other = seconds + rng.choice((1, 2, 3)) * (3600 if kubectl and seconds >= 86400 else
                                                   60 if kubectl and seconds >= 3600 else 7)
        stamp = clock_stamp(rng.randrange(80000))
        excerpt = f"{stamp} INFO [{service}] {event}, elapsed={_go(seconds, kubectl)}"
        output = "\n".join([f"{stamp} INFO [{service}] starting", excerpt])
        form = rng.choice((f"{service} 的{zh} {{}}。", en.format(service=service) + " {}."))
        faithful = rng.choice(_restated(seconds, kubectl, rng))
        forged = _restated(other, kubectl, random.Random(seconds))[0]
        found.append((form.format(faithful), form.format(forged), excerpt, output))
    return found


def _copied() -> list[tuple[str, str, str, str]]:
    """Go's form copied as it is, and copied with other digits."""
    found = []
    for _, _, excerpt, output in _probes():
        written = excerpt.rsplit("=", 1)[1]
        other = written.replace(written[0], str((int(written[0]) + 1) % 10), 1)
        found.append((f"elapsed={written}", f"elapsed={other}", excerpt, output))
    return found


def test_a_compound_duration_restated_passes() -> None:
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in _probes()) == []


def test_another_duration_fails() -> None:
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []


def test_a_compound_duration_copied_passes_and_changed_fails() -> None:
    copied = _copied()
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in copied) == []
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in copied) == []


def _java() -> list[tuple[str, str, str, str]]:
    """A Resilience4j configuration's ISO durations (`waitDurationInOpenState=PT1M30S`), restated
    in seconds or minutes: (faithful, forged, excerpt, output)."""
    rng = random.Random(8601)
    found = []
    for _ in range(60):
        service, seconds = rng.choice(SERVICES), rng.choice((5, 10, 30, 45, 60, 90, 120, 300, 600))
        iso = f"PT{seconds // 60}M{seconds % 60}S" if seconds % 60 and seconds > 60 else (
            f"PT{seconds // 60}M" if seconds % 60 == 0 else f"PT{seconds}S")
        excerpt = (f"CircuitBreakerConfig{{failureRateThreshold={rng.choice((50.0, 30.0))}, "
                   f"waitDurationInOpenState={iso}, slidingWindowSize={rng.choice((10, 100))}}}")
        output = f"{clock_stamp(rng.randrange(80000))} INFO [{service}] {excerpt}"
        form = rng.choice((f"{service} 的熔断器打开后等待 {{}} 秒再半开",
                           f"{service}'s breaker waits {{}} seconds when open"))
        found.append((form.format(seconds), form.format(seconds + rng.choice((5, 15, -3))), excerpt, output))
    return found


def test_an_iso_duration_restated_passes_and_another_fails() -> None:
    java = _java()
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in java) == []
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in java) == []


def _uptime() -> list[tuple[str, str, str, str]]:
    """`uptime`'s `up 3 days,  4:05` or `up  4:05` restated (`已运行 3 天 4 小时`, `76 小时`, `4 小时`):
    its hours were a clock, so a faithful restatement failed (REJECT against `3 days`, LOW_CONFID
    under a day). (faithful, forged two hours off, excerpt, output)."""
    rng = random.Random(530)
    found = []
    for _ in range(60):
        days, hours, minutes = rng.choice((0, rng.randrange(1, 300))), rng.randrange(1, 24), rng.randrange(25)
        users = rng.randrange(1, 9)
        up = f"{hours:2d}:{minutes:02d}"  # under a day: `up  4:05,`
        up = f"{days} day{'s' if days > 1 else ''}, {up}" if days else up
        output = (f" {rng.randrange(24):02d}:{rng.randrange(60):02d}:{rng.randrange(60):02d} up "
                  f"{up},  {users} users,  "
                  "load average: " + ", ".join(f"0.{rng.randrange(10, 99)}" for _ in range(3)))
        form = rng.choice(("主机已运行 {d} 天 {h} 小时", "主机已连续运行 {t} 小时",
                           "The host has been up for {d} days and {h} hours") if days else
                          ("主机已运行 {h} 小时", "The host has been up for {h} hours"))
        found.append((form.format(d=days, h=hours, t=days * 24 + hours),
                      form.format(d=days, h=hours + 2, t=days * 24 + hours + 2), output.strip(), output))
    return found


def test_uptimes_days_and_hours_restated_pass_and_others_fail() -> None:
    uptime = _uptime()
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in uptime) == []
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in uptime) == []
