"""A date and time written as generated Chinese often spaces it (`在 2026 年 3 月 1 日 03:15`,
`3 月 1 日 凌晨 3 点 15 分`), or with its clock in Chinese numerals (`凌晨三点十五分`), passes for
its log's `2026-03-01 03:15:40`, and another day or hour fails.

A Chinese date or clock was read only unspaced (`3月1日`, `3点15分`): spaced, its numbers were
bare numbers found nowhere, and a clock in Chinese numerals was none (of 60 faithful claims, 60
failed LOW_CONFID; of the forged, 57 LOW_CONFID and 3 REJECT). Now spaces
around `年 月 日 点 时 分 秒` are read through and a clock in numerals after a part of the day is
one: the faithful pass, the forged contradict the log's date or time (REJECT).
"""

from __future__ import annotations

import datetime
import random

from loghub_quotes import EVENTS, SERVICES, not_passed, not_rejected


def _clock(when: datetime.datetime) -> str:
    """`凌晨 3 点 15 分`, `下午 3 点 15 分`: a Chinese clock, spaced."""
    hour = when.hour
    part = "凌晨" if hour < 6 else "上午" if hour < 12 else "中午" if hour == 12 else "下午"
    return f"{part} {hour - 12 if hour > 12 else hour} 点 {when.minute} 分"


_DIGITS = "零一二三四五六七八九"


def _numeral(value: int) -> str:
    """`15` → `十五`, `5` → `五`, `23` → `二十三` (as a clock's hour or minute is spoken)."""
    tens, ones = divmod(value, 10)
    return (("十" if tens == 1 else f"{_DIGITS[tens]}十") if tens else "") + (
        _DIGITS[ones] if ones or not tens else "")


def _claim(when: datetime.datetime, service: str, event: str, form: int) -> str:
    date = f"{when.year} 年 {when.month} 月 {when.day} 日"
    if form == 1:
        return f"{date} {_clock(when)}，{service} 抛出 {event}"
    if form == 2:  # the clock in Chinese numerals (`凌晨三点十五分`)
        clock = _clock(when).replace(" ", "")
        hour = int(clock[2:clock.index("点")])
        minute = f"零{_numeral(when.minute)}" if when.minute < 10 else _numeral(when.minute)
        return f"{date}{clock[:2]}{_numeral(hour)}点{minute}分，{service} 抛出 {event}"
    return f"{service} 在 {date} {when:%H:%M} 抛出 {event}"


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim (a day or an hour off), excerpt, output)."""
    rng = random.Random(31)
    found = []
    for _ in range(60):
        service, event = rng.choice(SERVICES), rng.choice(EVENTS)
        when = datetime.datetime(2026, 1, 1) + datetime.timedelta(seconds=rng.randrange(360 * 86400))
        excerpt = f"{when:%Y-%m-%d %H:%M:%S} ERROR [{service}] {event}"
        output = "\n".join([f"{when:%Y-%m-%d} 00:00:01 INFO [{service}] started", excerpt])
        form = rng.randrange(3)
        other = when + rng.choice((datetime.timedelta(days=1), datetime.timedelta(hours=2)))
        faithful, forged = (_claim(w, service, event, form) for w in (when, other))
        found.append((faithful, forged, excerpt, output))
    return found


def test_a_spaced_chinese_date_and_time_passes() -> None:
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in _probes()) == []


def test_another_day_or_hour_fails() -> None:
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []
