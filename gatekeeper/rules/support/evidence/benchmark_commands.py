"""A throughput or latency a claim gives one `redis-benchmark` command that another command has.

`GET 的 p99 延迟为 0.711 msec` citing a run whose `====== SET ======` section prints p99 0.711
and whose `GET` section prints 0.655; `LPUSH 的 QPS 为 101010.10` citing `-q`'s `INCR: 101010.10
requests per second`: the value is the output's, so nothing was missing or contradicted. Each
command's throughput, latencies and time are read from its section (`throughput summary:`, or
an older release's throughput alone on its line; `latency summary (msec):`; `requests completed
in 1.52 seconds`) or its `-q` line (`GET: 105263.16 requests per second, p50=0.239 msec`). A
clause naming one command (as printed, upper case) and writing one value of a statistic its words
name (`QPS`, `吞吐`, `requests per second`, `每秒`; `p50`..`p99`, `平均`/`avg`, `最小`/`min`,
`最大`/`max` with a latency's word or unit; `耗时`, `took` in seconds) gives that command that
statistic: another value than the command's, rounded as written, contradicts it. Unsure says
nothing: two commands or values in a clause (but the run's count of requests), a bound or an
approximation, a statistic the command does not print.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.benchmark_values import latency_summaries
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, said_number, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to
from gatekeeper.rules.support.text.written import name_pattern

_SECTION = compiled(r"^====== (?P<command>[A-Z][\w ()-]*?) ======[ \t]*$", re.MULTILINE)
_QUIET = compiled(r"^(?P<command>[A-Z][\w ()-]*?): (?P<qps>\d+(?:\.\d+)?) requests per second"
                  r"(?:, p50=(?P<p50>\d+(?:\.\d+)?) msec)?", re.MULTILINE)
_THROUGHPUT = compiled(r"^(?:[ \t]*throughput summary: )?(?P<qps>\d+(?:\.\d+)?) requests per second",
                       re.MULTILINE)
_COMPLETED = compiled(r"(?P<requests>\d+) requests completed in (?P<seconds>\d+(?:\.\d+)?) seconds")
#: A value and what it is said in: a rate, a time, or bare.
_SAID = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+(?:\.\d+)?)(?![\d.])\s*(?P<unit>msec|ms|毫秒|次/秒|个请求"
                 r"|(?i:requests?\s+per\s+second|req(?:uests)?/s(?:ec)?|rps|qps|ops/s(?:ec)?)(?![A-Za-z])"
                 r"|(?P<s>秒|(?i:seconds?|secs?)(?![A-Za-z])))?")
_STATISTICS = (("qps", compiled(r"(?<![A-Za-z])(?i:qps|rps|throughput|requests?\s+per\s+second"
                                r"|req(?:uests)?/s)(?![A-Za-z])|吞吐|每秒")),
               ("p50", compiled(r"(?<![A-Za-z])(?i:p50)(?![\d])|中位")),
               ("p95", compiled(r"(?<![A-Za-z])(?i:p95)(?![\d])")),
               ("p99", compiled(r"(?<![A-Za-z])(?i:p99)(?![\d.])")),
               ("avg", compiled(r"平均|(?<![A-Za-z])(?i:avg|average|mean)(?![A-Za-z])")),
               ("min", compiled(r"最小|最低|(?<![A-Za-z])(?i:min(?:imum)?)(?![A-Za-z])")),
               ("max", compiled(r"最大|最高|最长|(?<![A-Za-z])(?i:max(?:imum)?)(?![A-Za-z])")),
               ("time", compiled(r"耗时|用时|花了|(?<![A-Za-z])(?i:took|completed\s+in)(?![A-Za-z])")))

_SAID_IN = {"qps": "", "time": "s"}

#: A command's statistics: (name, value) pairs.
Command = tuple[tuple[str, Decimal], ...]


@lru_cache(maxsize=64)
def commands(text: str) -> dict[str, Command]:
    """Each command's statistics, from its section or its `-q` line."""
    found: dict[str, Command] = {}
    sections = list(_SECTION.finditer(text))
    for n, section in enumerate(sections):
        end = sections[n + 1].start() if n + 1 < len(sections) else len(text)
        stats: list[tuple[str, Decimal]] = []
        if (rate := _THROUGHPUT.search(text, section.end(), end)) is not None:
            stats.append(("qps", Decimal(rate["qps"])))
        if (took := _COMPLETED.search(text, section.end(), end)) is not None:
            stats += [("time", Decimal(took["seconds"])), ("requests", Decimal(took["requests"]))]
        for cells in latency_summaries(text, section.end(), end):
            stats += [(name, Decimal(value.group())) for name, value in cells]
        found[_name(section["command"])] = tuple(stats)
    for line in _QUIET.finditer(text):
        stats = [("qps", Decimal(line["qps"]))] + ([("p50", Decimal(line["p50"]))] if line["p50"] else [])
        found[_name(line["command"])] = tuple(stats)
    return {name: stats for name, stats in found.items() if stats}


def _name(printed: str) -> str:
    """A command's name without what it qualifies it with (`LRANGE_100 (first 100 elements)`)."""
    return printed.split(" ", 1)[0]


def benchmark_value_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                            anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the value the claim writes, [the command's statistic]) for the first statistic the claim
    gives a command otherwise than its run (see the module docstring)."""
    del anchors, anchors_of  # the sections are read as printed
    listed = sole_reading(texts, ("requests per second",), commands)
    if not listed:
        return None
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE, alone=False):
        named = [name for name in listed if name_pattern(name, ignore_case=False).search(claim, low, high)]
        # the run's count of requests is no other value (`SET 完成 100000 个请求耗时 1.52 秒`)
        counted = dict(listed[named[0]]).get("requests") if len(named) == 1 else None
        if (counted is not None and Decimal(said["n"]) == counted) or any(
                m.start() != said.start() and Decimal(m["n"]) != counted
                for m in _SAID.finditer(claim, low, high)):
            continue
        kinds = [kind for kind, words in _STATISTICS if words.search(claim, low, high)]
        # a latency is said in milliseconds, the run's time in seconds, its throughput in neither
        said_in = "s" if said["s"] else "ms" if (said["unit"] or "").startswith(("m", "毫")) else ""
        if len(named) != 1 or len(kinds) != 1 or said_in != _SAID_IN.get(kinds[0], "ms"):
            continue
        own = dict(listed[named[0]]).get(kinds[0])
        if own is not None and not rounded_to(own, said["n"]):
            return said_number(claim, said), [
                f"{named[0]} {kinds[0]} {own}"]
    return None
