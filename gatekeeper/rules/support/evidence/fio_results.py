"""An IOPS, bandwidth or latency a claim gives one direction of a fio job that its report gives
otherwise.

    read: IOPS=12.3k, BW=48.1MiB/s (50.4MB/s)(2886MiB/60001msec)
      slat (usec): min=2, max=312, avg= 4.12, stdev= 2.01
      clat (usec): min=112, max=48210, avg=323.51, stdev=201.33
       lat (usec): min=113, max=48211, avg=327.63, stdev=201.40
      clat percentiles (usec):
       |  1.00th=[  143],  5.00th=[  165], ..., 99.00th=[ 1123], 99.50th=[ 1500],
    write: IOPS=5274, BW=20.6MiB/s (21.6MB/s)(1236MiB/60001msec)

Every value is the report's, so `写 IOPS 为 12.3k` (the reads'), `读完成延迟最大 48211 usec` (the
total latency's maximum, not the completion's) and `读延迟 p99 为 1500 usec` (the 99.50th) passed.
Each direction's line gives its IOPS and bandwidth, and its latency lines each kind's (`slat`,
`clat`, `lat`) minimum, maximum, average and deviation, its percentiles the completion's. A clause
naming one direction (`读`, `read`; `写`, `write`; none needed when one direction prints the
value) gives it:
an IOPS (`IOPS` and one number, `12.3k` as printed or in full), a bandwidth (`带宽`, `BW`,
`bandwidth` and a rate in bytes, in either of the line's units), a latency of a kind its words name
(`完成延迟`, `clat`, `completion latency`; `提交延迟`, `slat`; `总延迟`, `total latency`) and a
statistic (`平均`, `avg`; `最大`, `max`; `最小`, `min`; `标准差`, `stdev`) or a percentile (`p99`,
`99th`) of the completion latency, in a unit of time. Another value than the report's, rounded as
written, contradicts it. Unsure says nothing: two directions, kinds, statistics or values in a
clause, `延迟` or `latency` alone, a bound, a change, an approximation, a direction printed twice
(several jobs' reports).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.fio_values import fio_latencies
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, said_number, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to

_DIRECTION = compiled(r"^[ \t]*(?P<way>read|write|trim)[ \t]*: IOPS=(?P<iops>\d+(?:\.\d+)?k?), "
                      r"BW=(?P<bw>\d+(?:\.\d+)?[KMGT]i?B/s)(?: \((?P<bw2>\d+(?:\.\d+)?[kMGT]B/s)\))?",
                      re.MULTILINE)
_NANOSECONDS = {"nsec": Decimal(1), "usec": Decimal(1000), "msec": Decimal(10**6)}

#: A value a clause writes, with its unit: a count (`12.3k`), a rate in bytes, a time.
_SAID = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+(?:\.\d+)?)(?P<k>k)?(?![\d.])\s*(?:(?P<rate>[KMGT]i?B/s)"
                 r"|(?P<time>nsec|ns|usec|us|μs|微秒|msec|ms|毫秒|纳秒)(?![A-Za-z])|(?![A-Za-z0-9_%.]))")
_TIME_UNITS = {"nsec": "nsec", "ns": "nsec", "纳秒": "nsec", "usec": "usec", "us": "usec", "μs": "usec",
               "微秒": "usec", "msec": "msec", "ms": "msec", "毫秒": "msec"}
_WAYS = {"read": compiled(r"读|(?<![A-Za-z])(?i:reads?|reading)(?![A-Za-z])"),
         "write": compiled(r"写|(?<![A-Za-z])(?i:writes?|writing)(?![A-Za-z])")}
_KINDS = {"clat": compiled(r"完成延迟|(?<![A-Za-z])(?i:clat|completion\s+latency)(?![A-Za-z])"),
          "slat": compiled(r"提交延迟|(?<![A-Za-z])(?i:slat|submission\s+latency)(?![A-Za-z])"),
          "lat": compiled(r"总延迟|(?<![A-Za-z])(?i:lat|total\s+latency)(?![A-Za-z])")}
_STATISTICS = {"avg": compiled(r"平均|(?<![A-Za-z])(?i:avg|average|mean)(?![A-Za-z])"),
               "max": compiled(r"最大|最高|最长|(?<![A-Za-z])(?i:max(?:imum)?)(?![A-Za-z])"),
               "min": compiled(r"最小|最低|最短|(?<![A-Za-z])(?i:min(?:imum)?)(?![A-Za-z])"),
               "stdev": compiled(r"标准差|(?<![A-Za-z])(?i:stdev|std\s*dev|standard\s+deviation)"
                                 r"(?![A-Za-z])")}
_PERCENTILE_SAID = compiled(r"(?<![A-Za-z\d])(?i:p(?P<p>\d{2}(?:\.\d+)?)"
                            r"|(?P<th>\d{2}(?:\.\d+)?)(?:th|%\s*分位))")
_IOPS = compiled(r"(?<![A-Za-z])(?i:iops)(?![A-Za-z])")
_BANDWIDTH = compiled(r"带宽|吞吐|(?<![A-Za-z])(?i:bw|bandwidth|throughput)(?![A-Za-z])")

#: A direction's values: name -> (values as printed, the unit of a latency's).
Direction = tuple[tuple[str, tuple[str, ...], str], ...]


@lru_cache(maxsize=64)
def directions(text: str) -> dict[str, Direction]:
    """Each direction's values (`iops`, `bw`, `clat avg`, `clat p99.00`, ...), when the report
    prints each direction once."""
    found: dict[str, Direction] = {}
    heads = list(_DIRECTION.finditer(text))
    for n, head in enumerate(heads):
        if head["way"] in found:
            return {}  # several jobs' reports: whose is unsure
        end = heads[n + 1].start() if n + 1 < len(heads) else len(text)
        values = [("iops", (head["iops"],), ""), ("bw", tuple(filter(None, (head["bw"], head["bw2"]))), "")]
        values += [(name, (value,), unit) for name, value, unit, _ in fio_latencies(text, head.end(), end)]
        found[head["way"]] = tuple(values)
    return found


def fio_value_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                           anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the value the claim writes, [the report's]) for the first value a clause gives a fio
    direction otherwise than its report (see the module docstring)."""
    del anchors, anchors_of  # the report is read as printed
    report = sole_reading(texts, ("IOPS=",), directions)
    if not report:
        return None
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE):
        name = _named(claim, low, high, said)
        named = [way for way, words in _WAYS.items() if words.search(claim, low, high) and way in report]
        # no direction named: the one that prints the value (`slat` of the reads only)
        said_ways = any(words.search(claim, low, high) for words in _WAYS.values())
        ways = named or ([] if said_ways else [way for way in report if name in _values(report[way])])
        way = ways[0] if len(ways) == 1 else None
        printed = _values(report[way]).get(name) if way and name else None
        if printed is not None and not any(_agrees(said, form, printed[1]) for form in printed[0]):
            return said_number(claim, said), [
                f"{way} {name} {' / '.join(printed[0])}{' ' + printed[1] if printed[1] else ''}"]
    return None


def _values(direction: Direction) -> dict[str, tuple[tuple[str, ...], str]]:
    return {value: (forms, unit) for value, forms, unit in direction}


def _named(claim: str, low: int, high: int, said: re.Match[str]) -> str | None:
    """What value of a direction the clause gives `said`: `iops`, `bw`, `clat avg`, `clat
    p99.00`; None when unsure."""
    if said["time"]:
        kinds = [kind for kind, words in _KINDS.items() if words.search(claim, low, high)]
        percentile = _PERCENTILE_SAID.search(claim, low, high)
        stats = [stat for stat, words in _STATISTICS.items() if words.search(claim, low, high)]
        if percentile is not None and not stats and kinds in ([], ["clat"]):
            share = Decimal(percentile["p"] or percentile["th"])
            return f"clat p{share:.2f}"
        sure = len(kinds) == 1 and len(stats) == 1 and percentile is None
        return f"{kinds[0]} {stats[0]}" if sure else None
    if said["rate"]:
        return "bw" if _BANDWIDTH.search(claim, low, high) else None
    return "iops" if _IOPS.search(claim, low, high) else None


def _agrees(said: re.Match[str], printed: str, unit: str) -> bool:
    """Whether the clause's value is the printed one, rounded as written (`12.3k` as printed or in
    full, a rate in the same unit, a time in any unit of time)."""
    if said["rate"]:
        return printed.endswith(said["rate"]) and rounded_to(_number(printed[:-len(said["rate"])]), said["n"])
    if said["time"]:
        nanos = _NANOSECONDS[unit]
        return rounded_to(_number(printed) * nanos / _NANOSECONDS[_TIME_UNITS[said["time"]]], said["n"])
    written = f"{said['n']}{said['k'] or ''}"
    if said["k"]:  # `12.3k` as printed
        return written == printed or (printed.endswith("k") and rounded_to(Decimal(printed[:-1]), said["n"]))
    return rounded_to(_number(printed), said["n"])


def _number(printed: str) -> Decimal:
    """A printed number, `12.3k` in full."""
    return Decimal(printed[:-1]) * 1000 if printed.endswith("k") else Decimal(printed)
