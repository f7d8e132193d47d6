"""A size a claim gives a JVM memory pool's statistic that `jcmd <pid> GC.heap_info` (or `jmap
-heap`'s summary) prints for another statistic.

     garbage-first heap   total 4194304K, used 3932160K [0x00000006c0000000, 0x0000000800000000)
     Metaspace       used 123456K, committed 125000K, reserved 1163264K
      class space    used 12345K, committed 12857K, reserved 1048576K

`堆总量为 3932160K` (the used size), `Metaspace 已使用 125000K` (its committed): every size is the
output's, so nothing was missing or contradicted. Each pool's line is read with its statistics.
A clause naming one pool (`堆`, `heap`; `元空间`, `Metaspace`; `class space`, `类空间`) and one
statistic (`总`, `容量`, `total`, `capacity`; `已使用`, `used`; `已提交`, `committed`; `预留`, `保留`,
`reserved`) with one size gives the pool's statistic that size: another statistic's of a pool,
where its own is another, contradicts it. Unsure says nothing: two pools, statistics or sizes in
a clause, a bound, a change or an approximation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, clause_around
from gatekeeper.rules.support.text.patterns import compiled

#: The pools a line may print, what the reading needs (tested first; `tool_outputs` gates on them).
POOLS = ("garbage-first heap", "PSYoungGen", "ParOldGen", "PSOldGen", "par new generation",
         "def new generation", "tenured generation", "concurrent mark-sweep generation", "Metaspace",
         "class space")
_LINE = compiled(rf"^[ \t]*(?P<pool>{'|'.join(POOLS)})"
                 r"[ \t]+(?P<stats>(?:(?:total|used|committed|reserved|capacity)[ \t]+\d+K,?[ \t]*){2,})",
                 re.MULTILINE)
_STAT = compiled(r"(?P<name>total|used|committed|reserved|capacity)[ \t]+(?P<size>\d+)K")
#: A pool's words, by the pool a line prints.
_POOLS = {"heap": compiled(r"(?<![元类])堆|(?<![A-Za-z])(?i:heap)(?![A-Za-z])"),
          "metaspace": compiled(r"元空间|(?<![A-Za-z])(?i:metaspace)(?![A-Za-z])"),
          "class space": compiled(r"类空间|(?<![A-Za-z])(?i:class[ \t]+space)(?![A-Za-z])")}
_STATS = {"total": compiled(r"总|容量|(?<![A-Za-z])(?i:total|capacity)(?![A-Za-z])"),
          "used": compiled(r"(?<!未)使用|已用|用了|(?<![A-Za-z])(?i:used)(?![A-Za-z])"),
          "committed": compiled(r"提交|(?<![A-Za-z])(?i:committed)(?![A-Za-z])"),
          "reserved": compiled(r"预留|保留|(?<![A-Za-z])(?i:reserved)(?![A-Za-z])")}
_SAME_STAT = {"capacity": "total"}
_KIB = Decimal(1024)


@lru_cache(maxsize=64)
def heap_pools(text: str) -> dict[str, dict[str, Decimal]]:
    """Each pool's statistics in bytes (`capacity` read as `total`), by its name (G1's heap:
    `heap`; a generation's, ParallelGC's `psyounggen`, is no word of `_POOLS`)."""
    found: dict[str, dict[str, Decimal]] = {}
    for line in _LINE.finditer(text):
        pool = line["pool"].lower()
        found["heap" if pool == "garbage-first heap" else pool] = {
            _SAME_STAT.get(stat["name"], stat["name"]): Decimal(stat["size"]) * _KIB
            for stat in _STAT.finditer(line["stats"])}
    return found


def heap_stat_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the size the claim writes, [the pool's statistic]) for the first size the claim gives a
    pool's statistic that is another statistic's (see the module docstring)."""
    del anchors_of  # the lines are read as printed
    pools = [heap_pools(text) for text in dict.fromkeys(texts) if any(pool in text for pool in POOLS)]
    if len(pools) != 1 or not pools[0]:
        return None
    printed = {size for stats in pools[0].values() for size in stats.values()}
    sizes = [a for a in anchors if a.kind == "number" and a.unit == "bytes"]
    for said in sizes:
        low, high = clause_around(claim, said.start, said.end)
        if sum(low <= a.start < high for a in sizes) > 1 or any(
                words.search(claim, low, high) for words in (APPROX, BOUND, CHANGE)):
            continue
        pools_said = [pool for pool, words in _POOLS.items()
                      if pool in pools[0] and words.search(claim, low, high)]
        stats_said = [stat for stat, words in _STATS.items() if words.search(claim, low, high)]
        if len(pools_said) != 1 or len(stats_said) != 1:
            continue
        own = pools[0][pools_said[0]].get(stats_said[0])
        value = Decimal(said.value)
        if own is not None and value != own and value in printed:
            return said, [f"{pools_said[0]} {stats_said[0]} {own / _KIB:f}K"]
    return None
