"""Durations written in several units at once: Go's and kubectl's `1h23m`, `2m30.5s`, `3d4h`;
systemd's `2h 3min`, `1 day 2h`;
`1小时23分钟`, `1分30秒`, `2天3小时`; `1 hour and 23 minutes`; and ISO 8601's as Java prints
them, one unit or more (`PT60S`, `PT1M30S`) (docs/anchors.md, Numbers). One
value in ms, as `83 分钟` is: each part alone was a number of its own (`1` and `23分钟`), and
Go's form no anchor at all."""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.anchors.units import DURATION_UNITS
from gatekeeper.rules.support.text.patterns import compiled


def _chain(parts: list[str], separator: str) -> str:
    """Two or more of `parts` (largest unit first), in their order, `separator` between."""
    def tail(first: int) -> str:
        return "(?:" + "|".join(
            part + (f"(?:{separator}{tail(i + 1)})?" if i + 1 < len(parts) else "")
            for i, part in enumerate(parts[first:], start=first)) + ")"

    return "(?:" + "|".join(f"{part}{separator}{tail(i + 1)}"
                            for i, part in enumerate(parts[:-1])) + ")"


_NUMBER, _DECIMAL = r"\d+", r"\d+(?:\.\d+)?"
_GO = _chain([rf"{_NUMBER}d", rf"{_NUMBER}h", rf"{_NUMBER}m(?!s)", rf"{_DECIMAL}s",
              rf"{_DECIMAL}ms"], "")
_CJK = _chain([rf"{_NUMBER}[ \t]?天", rf"{_NUMBER}[ \t]?个?小时", rf"{_NUMBER}[ \t]?分(?:钟)?",
               rf"{_DECIMAL}[ \t]?秒(?:钟)?"], r"[ \t]?(?:零[ \t]?)?")
_EN = _chain([rf"{_NUMBER}[ \t]?days?", rf"{_NUMBER}[ \t]?(?:hours?|hrs?)",
              rf"{_NUMBER}[ \t]?(?:minutes?|mins?)", rf"{_DECIMAL}[ \t]?(?:seconds?|secs?)"],
             r",?[ \t]+(?:and[ \t]+)?")
# systemd's, its parts apart (`2h 3min ago`, `1 day 2h ago`, `Consumed 1min 2.345s CPU time`)
_SYSTEMD = _chain([rf"(?:{_NUMBER}[ \t]days?|{_NUMBER}d)", rf"{_NUMBER}h", rf"{_NUMBER}min",
                   rf"{_DECIMAL}s", rf"{_DECIMAL}ms"], r"[ \t]")
# ISO 8601's, as Java's `Duration` prints it (`PT60S`, `PT1M30S`, `P1DT2H`; no months), not an
# interval's (`2026-11-29T10:00:00+08:00/PT30M`: a query's window, no value)
_ISO = r"(?<!/)P(?=\d|T\d)(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?"
# A first part and what may follow it: the test the engine settles most numbers with.
_FIRST = (r"(?=\d+(?:\.\d+)?(?:[dhm]\d|s\d|(?:[dh]|min)[ \t]\d"
          r"|[ \t]?(?:天|个?小时|分|(?:days?|hours?|hrs?|minutes?|mins?)[ \t,])))")
# `uptime`'s days and hours (`up 3 days,  4:05,`): the clock is how long, not when
_UPTIME = r"(?<=up )\d+[ \t]days?,[ \t]+\d{1,2}:\d{2}(?=,)"
# `uptime` under a day (`up  4:05,  2 users`), read off a clock the extractor matched
_UPTIME_CLOCK = compiled(r"\d{1,2}:\d{2}(?=,[ \t]+\d+[ \t]users?)")


def uptime_clock(folded: str, start: int, end: int) -> bool:
    """Whether the clock `folded[start:end]` is `uptime`'s time up under a day."""
    if not folded[max(0, start - 4):start].endswith(("up ", "up  ")):
        return False
    m = _UPTIME_CLOCK.match(folded, start)
    return m is not None and m.end() == end
#: A compound duration, for the extractor's master pattern (named group `dur`), tried at digits.
COMPOUND_DURATION = (rf"{_FIRST}(?<![\w.])(?:{_UPTIME}|(?:{_GO}|{_EN}|{_SYSTEMD})(?!\w)|{_CJK}(?!\d))"
                     r"(?!\.\d)")
#: An ISO 8601 duration (named group `isodur`), tried before names.
ISO_DURATION = rf"(?=P[T\d])(?<![\w.]){_ISO}(?![\w.])"
_PART = compiled(r"(\d+(?:\.\d+)?)[ \t]?(个?小时|分钟|分|秒钟|秒|天|days?|hours?|hrs?|minutes?|mins?|"
                 r"seconds?|secs?|ms|[dhms])")
_UNIT = {"分": "分钟", "个小时": "小时"}


def half_step_ms(raw: str) -> Decimal | None:
    """Half the precision of a compound duration (its last part's: `1h23m` ±30 s, `2m30.5s`
    ±0.05 s), in ms; None for a duration of one part."""
    parts = _parts(raw)
    if len(parts) < 2:
        return None
    number, unit = parts[-1]
    decimals = len(number.partition(".")[2])
    return Decimal(DURATION_UNITS[_UNIT.get(unit, unit.lower())]) * Decimal(10) ** -decimals / 2


def duration_ms(raw: str) -> Decimal:
    """The milliseconds a compound duration matched by `COMPOUND_DURATION` lasts."""
    return sum((Decimal(number) * Decimal(DURATION_UNITS[_UNIT.get(unit, unit.lower())])
                for number, unit in _parts(raw)), Decimal(0))


def _parts(raw: str) -> list[tuple[str, str]]:
    if raw.startswith("P"):
        return _PART.findall(raw.lower())
    if (clock := _CLOCK.search(raw)) is not None:  # uptime's `3 days,  4:05`
        return [*_PART.findall(raw[:clock.start()]), (clock.group(1), "h"), (clock.group(2), "m")]
    return _PART.findall(raw)


_CLOCK = compiled(r"(\d{1,2}):(\d{2})\Z")

