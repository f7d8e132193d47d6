"""A Chinese report's day restated as the day of the month alone (`15日`) or as its weekday
(`周三`, `星期三`) passes, and another day or weekday never passes.

A dateline and a release (`国家统计局于2023年3月15日发布1-2月国民经济运行数据。`), cited by the
claim. News writes the day alone after its subject (`国家统计局15日发布...`): that was a bare
number labelled by the words before it, a core value found nowhere, so 60 of the 60 faithful
claims failed LOW_CONFID whenever one wrote it so; a weekday in Chinese was no anchor at all,
so a claim giving another weekday passed. Now `15日` is the day of the month and `周三` a weekday:
a date written in the evidence holds both; another day of the month than the cited line's fails
REJECT (as `3月16日` for its `3月15日` does), another weekday is named nowhere (a warning, as an
English weekday is).
"""

from __future__ import annotations

import datetime
import random
import re

from loghub_quotes import not_passed, not_rejected, passing

#: (who, what they released)
RELEASES = (
    ("国家统计局", "1-2月国民经济运行数据"), ("中国人民银行", "一季度货币政策执行报告"),
    ("海关总署", "前两个月进出口数据"), ("工业和信息化部", "软件业经济运行情况"),
    ("国家能源局", "全社会用电量数据"), ("交通运输部", "春运客流统计"),
)
WEEKDAYS = "一二三四五六日"


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(315)
    found = []
    for _ in range(60):
        who, what = rng.choice(RELEASES)
        day = datetime.date(2023, 1, 1) + datetime.timedelta(days=rng.randrange(365))
        other = day + datetime.timedelta(days=rng.choice((1, 2, 3, -1, -2)))
        weekday, other_weekday = WEEKDAYS[day.weekday()], WEEKDAYS[other.weekday()]
        excerpt = f"{who}于{day.year}年{day.month}月{day.day}日发布{what}。"
        output = f"新华社北京{day.month}月{day.day}日电 {excerpt}数据显示，主要指标总体平稳。"
        form = rng.choice(("{who}{d}日发布了{what}。", "{who}于{w}发布{what}。",
                           "{who}于星期{x}发布了{what}。"))
        found.append((form.format(who=who, what=what, d=day.day, w=f"周{weekday}", x=weekday),
                      form.format(who=who, what=what, d=other.day, w=f"周{other_weekday}",
                                  x=other_weekday),
                      excerpt, output))
    return found


def test_another_day_or_weekday_does_not_pass() -> None:
    assert passing((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []


def test_another_day_of_the_month_fails() -> None:
    days = [(forged, excerpt, output) for _, forged, excerpt, output in _probes()
            if re.search(r"\d日发布", forged)]
    assert len(days) >= 15
    assert not_rejected(days) == []


def test_the_day_alone_or_its_weekday_passes() -> None:
    assert not_passed((claim, excerpt, output) for claim, _, excerpt, output in _probes()) == []
