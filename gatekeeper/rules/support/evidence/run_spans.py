"""How long a claim says something has run, as the seconds it may stand for: what a tool's
humanised duration is read against (docker's `Up 2 days`: evidence/containers.py; kubectl's `AGE`
`3d`: evidence/ages.py)."""

from __future__ import annotations

import re

from gatekeeper.rules.support.text.patterns import compiled

#: A duration a claim gives, and its unit.
SAID_DURATION = compiled(r"(?<![\d.])(?P<n>\d+)\s*(?P<unit>秒钟?|分钟|小时|个?钟头|天|周|个?星期|个?月|年"
                         r"|(?i:sec(?:ond)?s?|min(?:ute)?s?|hours?|days?|weeks?|months?|years?)(?![A-Za-z]))")
#: Words of how long something has run (`已运行`, `up for`, `running for`).
RAN = compiled(r"已运行|运行了|已经运行|持续运行|启动了|已启动|(?<![A-Za-z])(?:up\s+for|running\s+for"
               r"|been\s+(?:up|running)|uptime)(?![A-Za-z])", re.IGNORECASE)
_UNITS = {"秒": 1, "秒钟": 1, "分钟": 60, "小时": 3600, "钟头": 3600, "个钟头": 3600, "天": 86400,
          "周": 604800, "星期": 604800, "个星期": 604800, "月": 2592000, "个月": 2592000, "年": 31536000}
#: ... in English, by its start (`min` of `minutes`; `mo` before `m`), and as tools write it
#: (docker's `hour`, kubectl's `h`).
_EN_UNITS = (("sec", 1), ("s", 1), ("min", 60), ("mo", 2592000), ("m", 60), ("h", 3600), ("d", 86400),
             ("w", 604800), ("y", 31536000))


def seconds_of(unit: str) -> int:
    """The seconds of one `unit` (`天`, `hours`, `h`)."""
    unit = unit.lower()
    return _UNITS.get(unit) or next(seconds for start, seconds in _EN_UNITS if unit.startswith(start))


def span_of(duration: re.Match[str]) -> tuple[int, int]:
    """The seconds a claim's duration may be, one of its unit either side (it may round)."""
    value, unit = int(duration.group("n")), seconds_of(duration.group("unit"))
    return (value - 1) * unit, (value + 2) * unit


def apart(one: tuple[int, int], other: tuple[int, int]) -> bool:
    """Whether two spans of seconds share none."""
    return one[1] <= other[0] or other[1] <= one[0]
