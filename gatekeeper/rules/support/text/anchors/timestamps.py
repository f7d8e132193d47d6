"""Timestamp and date patterns: recognised so that their digits never leak out as numbers, and
read into a canonical value with the precision written (`canonical`; docs/anchors.md, Dates)."""

from __future__ import annotations

import re
from functools import lru_cache

from gatekeeper.rules.support.text.anchors.cjknum import DIGIT_CHARS, cjk_value
from gatekeeper.rules.support.text.patterns import compiled

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?"
# A month name as written in prose (no `Marketing` for March), for the forms without a clock.
_MONTH_WORD = (r"(?:January|February|March|April|May|June|July|August|September|October|November|"
               r"December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?(?![a-z])")
_WDAY = r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?"
_HMS = r"\d{1,2}:\d{2}(?::\d{2})?(?:[.,:]\d{1,9})?"
_AMPM = r"(?:[ \t]?(?:[AaPp]\.?[Mm]\.?)(?![A-Za-z]))"
_DATE_TIME_TAIL = r"(?:[T _\-]\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:[.,]\d{1,9})?)?(?:Z|[ \t]?[+-]\d{2}:?\d{2})?"
#: The parts of the day a Chinese clock time is written after (`下午3点`, `晚8时`), the longer
#: first (`傍晚` before `晚`).
DAY_PARTS = ("上午", "下午", "晚上", "凌晨", "早上", "中午", "傍晚", "晚", "早")
# a look-behind takes one width: the two-character parts, spaced or not, and the one-character
_DAY_PARTS = "|".join(part for part in DAY_PARTS if len(part) == 2)
_DAY_PARTS_SPACED = "|".join(f"{part} " for part in DAY_PARTS if len(part) == 2)
_SHORT_DAY_PARTS = "".join(part for part in DAY_PARTS if len(part) == 1)
_CJK_TIME = r"(?:[ \t]*(?:上午|下午|晚上|凌晨)?\d{1,2}(?:[:点时]\d{1,2}(?::\d{2})?分?|点半?|时))?"
_CJK_NUM_DATE = (
    rf"(?:[{DIGIT_CHARS}]{{4}}年)?[一二三四五六七八九十]{{1,3}}月(?:[一二三四五六七八九十]{{1,3}}[日号])?"
)
_S = r"[ \t]?"  # the space generated Chinese may put between a number and 年, 月, 日
#: A day of a month written before it (`7 Dec`, `24 November`): mongostat's `87 Dec  7 08:40:01`
#: is a count of connections before a date, no 87th.
_DAY = r"(?:3[01]|[12]\d|0?[1-9])(?!\d)"
_TS_DIGIT = "|".join(
    [
        rf"\d{{4}}-\d{{1,2}}-\d{{1,2}}{_DATE_TIME_TAIL}",  # ISO, BGL 2005-06-03-15.42.50
        rf"\d{{4}}[/.]\d{{1,2}}[/.]\d{{1,2}}{_DATE_TIME_TAIL}",
        rf"\d{{2}}/\d{{2}}/\d{{2}}(?:\d{{2}})?(?:[ \t]+{_HMS})?",  # Spark 17/06/09 20:10:40
        rf"\d{{1,2}}/{_MONTH}/\d{{4}}(?::{_HMS})?(?:[ \t][+-]\d{{4}})?",  # access log
        r"(?:(?<=\n)|^)\d{6}[ \t]\d{6}(?!\d)",  # HDFS 081109 203518 at line start
        # ... or quoted after a label (`日志显示：081109 203518 ...`), a valid date and time only
        r"(?:(?<=[：:\"“「（(])|(?<=[：:\"“「（(][ \t]))\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])"
        r"[ \t](?:[01]\d|2[0-3])[0-5]\d[0-5]\d(?!\d)",
        r"\d{8}-\d{1,2}:\d{1,2}:\d{1,2}(?::\d{1,3})?",  # HealthApp 20171224-0:0:0:215
        rf"\d{{2}}[-.]\d{{2}}[ \t]+{_HMS}",  # Android 03-17 16:13:38.811, Proxifier 10.30 16:49:06
        # spaced as generated Chinese often is (`2026 年 3 月 1 日`)
        rf"(?:\d{{2,4}}{_S}年{_S})?\d{{1,2}}{_S}月{_S}\d{{1,2}}{_S}[日号]{_CJK_TIME}",
        rf"\d{{2,4}}{_S}年{_S}\d{{1,2}}{_S}月",
        r"\d{4}年(?![\d代度底初末])",  # 2011年, not 2011年度 (a fiscal year is a label)
        # RFC 1123 / 2822 (kubectl describe's `Started:`, HTTP's `Date:`): `01 Mar 2024 11:15:40`
        rf"{_DAY}[ \t]+{_MONTH}[ \t]+\d{{4}}[ \t]+{_HMS}",
        # 24 November 2015, 7 May, the 3rd of December
        rf"{_DAY}(?:(?:st|nd|rd|th)[ \t]+of|st|nd|rd|th)?[ \t]+{_MONTH_WORD}(?:[ \t]+\d{{4}})?",
        rf"\d{{1,2}}:\d{{2}}:\d{{2}}(?:[.,]\d{{1,9}})?{_AMPM}?",
        # a clock time 21:14, 9:05 pm; `at 21:14.` ending a sentence, not `21:14.5`
        rf"(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:]|\.\d){_AMPM}?",
        rf"(?:1[0-2]|0?[1-9]){_AMPM}",  # an hour: 3pm, 10 a.m.
        # a month alone (`截至6月底`, `5月份`), not a count of months (`3个月`, `6月15日` is above)
        r"(?<![\d.\-/:])(?:1[0-2]|0?[1-9])月(?!\d)",
        # a day of the month alone (`国家统计局15日发布`), not a count of days (`近7日`, `3日内`)
        r"(?<![\d.\-/:月第近每约])(?<!为期)(?<!连续)(?<!过去)(?:[12]?\d|3[01])日(?![内后前均游间期])",
        # spoken, `号` (`在 4 号凌晨`, `于3号出现`): after a word of when, before a part of the day,
        # a clock, a comma or an event, not a number's (`4 号节点`, `1号线`, `在 4 号的磁盘上`)
        rf"(?:(?<=[在于从到至])|(?<=[在于从到至][ \t]))(?:[12]?\d|3[01]){_S}号"
        rf"(?={_S}(?:{'|'.join(DAY_PARTS)}|\d|[，,。]|当天|发生|出现|开始|之后|以后|之前|以前))",
        # a clock in Chinese after a part of the day (`上午10点`, `晚8时`: the anchor reads the
        # part back, `extract._master_anchor`), after `在`, a day or a bracket (`在10时`, `4日20时`,
        # `（周六）15时`), after `每天` (a schedule's: `每天 2 点执行`), or with its minutes (`10点05分`)
        rf"(?:(?<={_DAY_PARTS})|(?<={_DAY_PARTS_SPACED})|(?<=[{_SHORT_DAY_PARTS}在于从到至日号）)])"
        r"|(?<=[在于从到至] )|(?<=每[天日])|(?<=每[天日] )"
        rf"|(?=\d{{1,2}}{_S}[点时]{_S}\d{{1,2}}{_S}分))"
        rf"(?:[01]?\d|2[0-3]){_S}[点时](?:{_S}\d{{1,2}}{_S}分(?:{_S}\d{{1,2}}{_S}秒)?|半)?(?!\d)",
    ]
)
_TS_ALPHA = "|".join(
    [
        rf"(?:{_WDAY}[ \t]+)?{_MONTH}[ \t]+\d{{1,2}}(?:,?[ \t]+\d{{4}})?[ \t]+{_HMS}(?:[ \t]+\d{{4}})?",
        rf"(?:{_WDAY}[ \t]+)?{_MONTH}[ \t]+\d{{1,2}}(?:st|nd|rd|th)?,?[ \t]+\d{{4}}",
        rf"{_MONTH_WORD}[ \t]+\d{{1,2}}(?:st|nd|rd|th)?(?![\d:A-Za-z])",  # on November 24
        rf"{_MONTH_WORD}[ \t]+\d{{4}}(?!\d)",  # November 2015
    ]
)
# The leading look-aheads let the engine reject most positions with one test.
TIMESTAMP = rf"(?<![0-9A-Za-z])(?:(?=\d)(?:{_TS_DIGIT})|(?=[ADFJMNOSTW])(?:{_TS_ALPHA}))"
# a clock in Chinese numerals after a part of the day or `在`/`于` (`凌晨三点十五分`, `下午两点半`;
# `三点建议` is three points)
_CJK_NUM_CLOCK = (rf"(?:(?<={_DAY_PARTS})|(?<={_DAY_PARTS_SPACED})|(?<=[{_SHORT_DAY_PARTS}在于日号]))"
                  r"(?:[零一两二三四五六七八九]|十[一二]?|二十[一二三]?)[点时]"
                  r"(?:[零〇]?(?:[一二三四五六七八九]|[一二三四五]?十[一二三四五六七八九]?)分|半)?")
CJK_DATE = f"{_CJK_NUM_DATE}|{_CJK_NUM_CLOCK}"

_NUM_RE = compiled(r"\d+")
_YMD_RE = compiled(r"(\d{4})[-/.年](\d{1,2})(?:[-/.月](\d{1,2}))?")
_HDFS_RE = compiled(r"(\d{2})(\d{2})(\d{2})\s(\d{2})(\d{2})(\d{2})")
_COMPACT_RE = compiled(r"(\d{4})(\d{2})(\d{2})-(\d{1,2}):(\d{1,2}):(\d{1,2})(:\d{1,3})?")
_TIME_RE = compiled(r"(\d{1,2})(?:[:点时.](\d{1,2}))?(?:[:.](\d{2}))?")
_CJK_MD_RE = compiled(r"(?:(\d{2,4})年)?(\d{1,2})月(\d{1,2})[日号]")
_CJK_NUMERAL_RE = compiled("[一二两三四五六七八九十〇]")
_NUMERAL_CLOCK_RE = compiled(rf"((?:{'|'.join(DAY_PARTS)})? ?)([零一两二三四五六七八九十]+)([点时])"
                             r"(?:[零〇]?([一二三四五六七八九十]+)分|(半))?")
_CJK_SPACED = compiled(r"[ \t]+(?=[年月日号点时分秒])|(?<=[年月点时分])[ \t]+(?=\d)")
_PM_RE = compiled(r"(?:[Pp]\.?[Mm]\.?|下午|晚上)$|下午|晚|中午|傍晚")
_CLOCK_RE = compiled(r"(?<!\d)\d{1,2}:\d{2}(?::\d{2})?")
_FRACTION_RE = compiled(r"[.,:](\d{1,9})")
_TIME_AFTER_DATE_RE = compiled(r"[T _\-]\d")
_ANDROID_RE = compiled(r"\d{2}[-.]\d{2}\s+.*")
_CJK_YEAR_RE = compiled(r"\d{4}年")
_CLOCK_START_RE = compiled(r"\d{1,2}:\d{2}")
_CJK_DAY_RE = compiled(r"(\d{1,2})[日号]")
_CJK_MONTH_RE = compiled(r"(\d{1,2})月")
_CJK_CLOCK_RE = compiled(
    rf"(?:(?:{'|'.join(DAY_PARTS)}) ?)?(\d{{1,2}})[点时](?:(\d{{1,2}})分(?:(\d{{1,2}})秒)?|(半))?")
_HOUR_RE = compiled(rf"\d{{1,2}}{_AMPM}")
_MONTH_RE = compiled(r"(?<![A-Za-z])(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?",
                     re.IGNORECASE)


def _date(year: str | None, month: str | int | None, day: str | int | None) -> str | None:
    m = int(month) if month is not None else None
    d = int(day) if day is not None else None
    if (m is not None and not 1 <= m <= 12) or (d is not None and not 1 <= d <= 31):
        return None
    if year is not None and len(year) == 2:
        year = "20" + year
    if m is None or (year is None and d is None):
        return year
    head = year if year is not None else "-"
    return f"{head}-{m:02d}" + ("" if d is None else f"-{d:02d}")


def _time(rest: str, pm: bool) -> str | None:
    """The canonical time of day `rest` starts with (`T21:14`, `T18:03:55.939`); None when it
    is impossible or writes digits it would drop (`10:21:8`: compared as written, then)."""
    m = _TIME_RE.search(rest)
    if m is None:
        return None
    hour = int(m.group(1)) + (12 if pm and int(m.group(1)) < 12 else 0)
    minute = int(m.group(2)) if m.group(2) else (30 if "点半" in rest else None)
    if hour > 23 or (minute is not None and minute > 59) or (m.group(3) and int(m.group(3)) > 60):
        return None
    if minute is None:
        return f"T{hour:02d}"
    fraction = _FRACTION_RE.match(rest, m.end())
    if fraction is not None and not m.group(3):
        return None
    seconds = f":{int(m.group(3)):02d}" if m.group(3) else ""
    # the fraction of a second as written (`,939`, `.203831`, HealthApp's `:86`): a claim
    # changing it changes the time
    return f"T{hour:02d}:{minute:02d}{seconds}" + (f".{fraction.group(1)}" if fraction else "")


def hdfs_groups(raw: str) -> tuple[str, str] | None:
    """The two digit groups of an HDFS timestamp as written (`081109 203518`), else None."""
    if _HDFS_RE.fullmatch(raw) is None:
        return None
    date, time = raw.split()
    return date, time


# Log lines repeat their timestamps (many lines per second) and the forms are few: a pure
# function of the text, remembered (docs/performance.md).
@lru_cache(maxsize=4096)
def canonical(raw: str) -> str | None:
    """`2014年11月15日` → `2014-11-15`, `November 24, 2015` → `2015-11-24`, `21:14` → `T21:14`,
    `2015-10-18 18:01:47,978` → `2015-10-18T18:01:47`, `11月15日` → `--11-15`; None when the
    form is ambiguous (`17/06/09`) or no calendar date (epoch seconds)."""
    text = raw.strip()
    if not text.isascii() and (" " in text or "\t" in text):
        text = _CJK_SPACED.sub("", text)  # `3 月 1 日 03:15` → `3月1日03:15`
    if not text.isascii() and _CJK_NUMERAL_RE.search(text):
        if (m := _NUMERAL_CLOCK_RE.fullmatch(text)) is not None:  # `凌晨三点十五分` → `凌晨3点15分`
            hour = cjk_value(m.group(2))
            minute = cjk_value(m.group(4)) if m.group(4) else None
            if hour is None or (m.group(4) and minute is None):
                return None
            return canonical(f"{m.group(1)}{hour}{m.group(3)}" + (
                f"{minute}分" if minute is not None else m.group(5) or ""))
        return _cjk_date(text)
    pm = _PM_RE.search(text) is not None
    month = _MONTH_RE.search(text)
    if month is not None:
        number = _MONTHS.index(month.group(1).lower()) + 1
        clock = _CLOCK_RE.search(text)
        rest = text if clock is None else text[:clock.start()] + " " + text[clock.end():]
        nums = _NUM_RE.findall(rest)
        year = next((n for n in nums if len(n) == 4), None)
        day = next((n for n in nums if len(n) <= 2), None)
        date = _date(year, number, day)
        if date is None or clock is None:
            return date
        time = _time(text[clock.start():], pm)
        return None if time is None else date + time
    if (m := _HDFS_RE.fullmatch(text)) is not None:
        date = _date(m.group(1), m.group(2), m.group(3))
        return None if date is None else f"{date}T{m.group(4)}:{m.group(5)}:{m.group(6)}"
    if (m := _COMPACT_RE.match(text)) is not None:
        date = _date(m.group(1), m.group(2), m.group(3))
        time = _time(f"{m.group(4)}:{int(m.group(5)):02d}:{int(m.group(6)):02d}{m.group(7) or ''}",
                     False)
        return None if date is None or time is None else date + time
    if (m := _CJK_MD_RE.match(text)) is not None:
        date = _date(m.group(1), m.group(2), m.group(3))
        rest = text[m.end():].strip()
        time = _time(rest, pm) if rest and rest[0] in "上下晚凌0123456789" else None
        return None if date is None else date + (time or "")
    if (m := _YMD_RE.match(text)) is not None:
        date = _date(m.group(1), m.group(2), m.group(3))
        rest = text[m.end():]
        if not (m.group(3) and _TIME_AFTER_DATE_RE.match(rest)):
            return date
        time = _time(rest, pm)  # a time written but impossible (`38:04:09`): no date either
        return None if date is None or time is None else date + time
    if _ANDROID_RE.fullmatch(text):  # Android 03-17 16:13:38.811
        date = _date(None, text[:2], text[3:5])
        time = _time(text[5:].strip(), pm)
        return None if date is None or time is None else date + time
    if _CJK_YEAR_RE.fullmatch(text):
        return text[:4]
    if (m := _CJK_MONTH_RE.fullmatch(text)) is not None:  # `6月`: a month, as `June` is
        return f"month:{int(m.group(1)):02d}"
    if (m := _CJK_DAY_RE.fullmatch(text)) is not None:
        return f"day:{int(m.group(1)):02d}"
    if (m := _CJK_CLOCK_RE.fullmatch(text)) is not None:
        return _cjk_clock(m, pm)
    if _CLOCK_START_RE.match(text):
        return _time(text, pm)
    if _HOUR_RE.fullmatch(text):  # `3pm` is 15:00's hour; `12am` midnight's
        return _time(text, pm) if pm or not text.startswith("12") else "T00"
    return None


def _cjk_clock(m: re.Match[str], pm: bool) -> str | None:
    """`下午3点` → `T15`, `10点05分` → `T10:05`, `凌晨3点半` → `T03:30`; None if impossible."""
    hour, minute, second = int(m.group(1)), m.group(2), m.group(3)
    hour += 12 if pm and hour < 12 else 0
    minute = "30" if m.group(4) else minute
    if hour > 23 or (minute is not None and int(minute) > 59) or (second and int(second) > 59):
        return None
    return f"T{hour:02d}" + (f":{int(minute):02d}" if minute else "") + (
        f":{int(second):02d}" if second else "")


def _cjk_date(text: str) -> str | None:
    m = re.fullmatch(rf"(?:([{DIGIT_CHARS}]{{4}})年)?([一二三四五六七八九十]{{1,3}})月"
                     r"(?:([一二三四五六七八九十]{1,3})[日号])?", text)
    if m is None:
        return None
    year = None
    if m.group(1):
        value = cjk_value(m.group(1))
        year = None if value is None else str(value)
    month, day = cjk_value(m.group(2)), cjk_value(m.group(3)) if m.group(3) else None
    if month is None:
        return None
    return _date(year, int(month), None if day is None else int(day))


#: Weekday names (English, written out: `Sat` is left to the log timestamps that carry it).
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


#: Month names written alone (`in January`): `May` and `March` are left out, being words too.
MONTHS = {name: f"month:{number:02d}" for number, name in enumerate(
    ("january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"), start=1) if name not in ("may", "march")}


def month_of(value: str) -> str | None:
    """The month of a canonical date that has one (`2015-01`, `2015-01-07`, `--01-07` →
    `month:01`)."""
    date = value.partition("T")[0]
    if date.startswith("--"):
        return f"month:{date[2:4]}" if len(date) >= 4 else None
    parts = date.split("-")
    return f"month:{parts[1]}" if len(parts) >= 2 and parts[0].isdigit() else None


def weekday_of(value: str) -> str | None:
    """The weekday of a canonical date with a year, month and day (`2026-11-28` → `saturday`)."""
    return _weekday(value.partition("T")[0])


@lru_cache(maxsize=4096)  # a log's lines share their days
def _weekday(date: str) -> str | None:
    import datetime

    if len(date) != 10 or not date[:4].isdigit():
        return None
    try:
        return WEEKDAYS[datetime.date(int(date[:4]), int(date[5:7]), int(date[8:10])).weekday()]
    except ValueError:
        return None


@lru_cache(maxsize=4096)
def precision(value: str) -> str:
    """The precision class of a canonical date: `Y`, `YM`, `YMD`, `MD`, `T` (a clock time), a
    date with a time (`YMDT`, `MDT`), a weekday (`WD`) or a month alone (`M`)."""
    if value in WEEKDAYS:
        return "WD"
    if value.startswith("month:"):
        return "M"
    if value.startswith("day:"):
        return "D"
    date, _, time = value.partition("T")
    if not date:
        return "T"
    cls = "MD" if date.startswith("--") else ("Y", "YM", "YMD")[date.count("-")]
    return cls + ("T" if time else "")
