"""Time zones written with a date and time (`2026-03-01T03:15:40Z`, `11:15:40 UTC+8`, `北京时间
11:15`, `11:15 CST`): which offsets from UTC they may mean, and a canonical time moved from one
offset to another (docs/anchors.md, Dates). A timestamp's canonical value stays the time as
written; the claim comparison reads a claim's zoned time in its evidence's zone
(`evidence.zoned`)."""

from __future__ import annotations

import datetime
import re

from gatekeeper.rules.support.text.patterns import compiled

#: Abbreviations and names with their offsets in minutes; `CST` is China's in Chinese ops
#: reports and `date`'s on a Shanghai host, and the US's Central time too: both are read.
_NAMED = {
    "utc": (0,), "gmt": (0,), "z": (0,), "cst": (480, -360), "cdt": (-300,), "est": (-300,),
    "edt": (-240,), "pst": (-480,), "pdt": (-420,), "mst": (-420,), "jst": (540,),
    "kst": (540,), "hkt": (480,), "sgt": (480,), "cet": (60,), "cest": (120,), "msk": (180,),
    "北京时间": (480,), "东八区": (480,),
}
_ABBREVIATIONS = "CST|CDT|EST|EDT|PST|PDT|MST|JST|KST|HKT|SGT|CET|CEST|MSK"
# `UTC`, `GMT+8`, `UTC+08:00`; an offset alone (`+08:00`, `-0500`) only spaced from the time and
# with four digits (`12:00-13:00` is a range)
_ZONE = (r"(?<![A-Za-z])(?:(?P<base>UTC|GMT)"
         r"(?:[ \t]*(?P<sign>[+-])[ \t]*(?P<hours>\d{1,2})(?::?(?P<minutes>\d{2}))?)?"
         rf"|(?P<abbr>{_ABBREVIATIONS})|(?P<cn>北京时间|东八区))(?![A-Za-z0-9])")
_AFTER = compiled(rf"[ \t]*(?:(?P<open>[(（])[ \t]*)?(?:{_ZONE}|(?<=[ \t(（])(?P<osign>[+-])"
                  r"(?P<ohours>\d{2}):?(?P<ominutes>\d{2})(?![\d:]))(?(open)[ \t]*[)）])")
_BEFORE = compiled(rf"{_ZONE.replace('(?P<', '(?P<b_')}[ \t]*(?:时间)?[ \t]*[:：]?[ \t]*\Z")
#: The offset an ISO or access-log timestamp carries in its own text.
_OWN = compiled(r"\d(?:(?P<z>Z)|[ \t]?(?P<sign>[+-])(?P<hours>\d{2}):?(?P<minutes>\d{2}))\Z")
_WRITTEN = (rf"\d(?:Z|[ \t]?[+-]\d{{2}}:?\d{{2}})(?![\w:])|(?<![A-Za-z])(?:UTC|GMT|{_ABBREVIATIONS})"
            r"(?![A-Za-z])|北京时间|东八区")
#: What a text with a time written with its zone writes (the cheap test before the above): a
#: claim's time is read in another zone only then.
HINT = compiled(_WRITTEN)
#: ... or with an epoch, UTC's: what an evidence's zoned times are looked for in.
EVIDENCE_HINT = compiled(_WRITTEN + r"|(?<![\d.])[12]\d{9}(?:\d{3}|\.\d+)?(?![\d.])")
_SECONDS = compiled(r":\d{2}:\d{2}(?:[.,]\d{1,9})?\Z")
_BEFORE_WIDTH = 16


def _offset(sign: str, hours: str, minutes: str | None) -> int | None:
    value = int(hours) * 60 + int(minutes or 0)
    if int(hours) > 14 or value % 15:
        return None
    return -value if sign == "-" else value


def _zone_of(m: re.Match[str], prefix: str = "") -> tuple[int, ...] | None:
    group = m.groupdict()
    if group[prefix + "base"]:
        if not group[prefix + "sign"]:
            return (0,)
        offset = _offset(group[prefix + "sign"], group[prefix + "hours"],
                         group[prefix + "minutes"])
        return None if offset is None else (offset,)
    name = group[prefix + "abbr"] or group[prefix + "cn"]
    if name:
        return _NAMED[name.lower()]
    if group.get("osign"):
        offset = _offset(group["osign"], group["ohours"], group["ominutes"])
        return None if offset is None else (offset,)
    return None


def zone_after(text: str, end: int) -> tuple[tuple[int, ...], int] | None:
    """The offsets a zone written right after a time ending at `end` may mean, and where the
    zone's text ends (`11:15 UTC+8`, `11:15（北京时间）`, `11:15:40 +08:00`)."""
    m = _AFTER.match(text, end)
    if m is None or (m.group("osign") and not _SECONDS.search(text, max(0, end - 16), end)):
        return None  # an offset alone follows a time with its seconds (`12:00 -13:00` a range)
    zone = _zone_of(m)
    return None if zone is None else (zone, m.end())


def zone_before(text: str, start: int) -> tuple[tuple[int, ...], int] | None:
    """The offsets of a zone written right before a time starting at `start` (`北京时间
    11:15`, `UTC 时间：03:15`), and where the zone's text starts."""
    m = _BEFORE.search(text, max(0, start - _BEFORE_WIDTH), start)
    if m is None:
        return None
    zone = _zone_of(m, "b_")
    return None if zone is None else (zone, m.start())


def epoch_time(digits: str) -> str:
    """The canonical UTC time of epoch seconds (10 digits) or milliseconds (13)."""
    seconds, millis = (digits, "") if len(digits) == 10 else (digits[:-3], digits[-3:])
    when = datetime.datetime.fromtimestamp(int(seconds), datetime.timezone.utc)
    return when.strftime("%Y-%m-%dT%H:%M:%S") + (f".{millis}" if millis else "")


def own_zone(raw: str) -> tuple[int, ...] | None:
    """The offset a timestamp's own text ends with (`...T03:15:40Z`, `... -0700`); epoch
    seconds are UTC's."""
    if raw.partition(".")[0].isdigit() and len(raw.partition(".")[0]) in (10, 13):
        return (0,)
    m = _OWN.search(raw)
    if m is None:
        return None
    if m.group("z"):
        return (0,)
    offset = _offset(m.group("sign"), m.group("hours"), m.group("minutes"))
    return None if offset is None else (offset,)


_CANONICAL = compiled(r"(?P<date>\d{4}-\d{2}-\d{2}|--\d{2}-\d{2})?T(?P<hour>\d{2})"
                      r"(?::(?P<minute>\d{2})(?::(?P<second>\d{2})(?P<fraction>\.\d+)?)?)?")
# A date written without its year is moved on a leap year's calendar: 29 February exists.
_NO_YEAR = 2000


def moved(value: str, offset_from: int, offset_to: int) -> str | None:
    """The canonical time `value` (written at UTC`offset_from`) at UTC`offset_to`, at the
    precision written; None when it has no time of day or the precision cannot show the move
    (`T03` moved by 5:30)."""
    m = _CANONICAL.fullmatch(value)
    if m is None:
        return None
    shift = offset_to - offset_from
    if m.group("minute") is None and shift % 60:
        return None
    date = m.group("date")
    year = _NO_YEAR if date is None or date.startswith("--") else int(date[:4])
    month, day = (int(date[-5:-3]), int(date[-2:])) if date else (1, 1)
    try:
        when = datetime.datetime(year, month, day, int(m.group("hour")), int(m.group("minute") or 0))
    except ValueError:
        return None
    when += datetime.timedelta(minutes=shift)
    time = f"T{when.hour:02d}"
    if m.group("minute") is not None:
        time += f":{when.minute:02d}"
        if m.group("second") is not None:
            time += f":{m.group('second')}{m.group('fraction') or ''}"
    if date is None:
        return time
    head = f"--{when.month:02d}-{when.day:02d}" if date.startswith("--") else when.strftime("%Y-%m-%d")
    return head + time


def written(value: str) -> str | None:
    """A text the anchor extractor reads back as the canonical time `value`, or None: what a
    claim's time moved to its evidence's zone is compared as (`evidence.zoned`)."""
    m = _CANONICAL.fullmatch(value)
    if m is None:
        return None
    hour = int(m.group("hour"))
    if m.group("minute") is None:  # an hour alone, as Chinese writes it (`下午3点`)
        part = "上午" if hour < 12 else "中午" if hour == 12 else "下午"
        clock = f"{part}{hour - 12 if hour > 12 else hour}点"
    else:
        clock = value[value.index("T") + 1:]
    date = m.group("date")
    if date is None:
        return clock
    if date.startswith("--"):
        return f"{int(date[2:4])}月{int(date[5:7])}日{clock}" if m.group("minute") is None \
            else f"{date[2:4]}-{date[5:7]} {clock}"
    if m.group("minute") is None:
        return f"{date[:4]}年{int(date[5:7])}月{int(date[8:10])}日{clock}"
    return f"{date} {clock}"
