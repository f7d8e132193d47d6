"""A size a claim gives one of a JVM's size flags that `-XX:+PrintFlagsFinal` prints for another.

    size_t InitialHeapSize                          = 268435456                          {product} {ergonomic}
    size_t MaxHeapSize                              = 4294967296                         {product} {ergonomic}

`初始堆大小为 4294967296 字节` and `MaxHeapSize 为 268435456` (each the other's) passed: both sizes
are the output's (`text/anchors/jvm_flags.py` reads them in bytes), and a flag's line is no field.
A clause naming one flag (its name; `最大堆`, `max heap`, `-Xmx`; `初始堆`, `initial heap`, `-Xms`;
`新生代`, `young generation`; `元空间`, `Metaspace`, their maximum's with `最大`, `max`; `直接内存`,
`direct memory`) with one size (in bytes when no unit is written) gives the flag that size:
another flag's size, where the flag's own is another, contradicts it. Unsure says nothing: two
flags or sizes in a clause, a bound, a change or an approximation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.jvm_flags import FLAGS, jvm_flags
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, clause_around
from gatekeeper.rules.support.text.patterns import compiled

_BARE = compiled(r"(?<![A-Za-z0-9_.,])\d{4,}(?![A-Za-z0-9_.,%])")
_MAX = r"(?:最大|(?<![A-Za-z])(?i:max(?:imum)?)\s*)"
#: A flag's words in a claim (its name is matched too, whole).
_NAMED = {"MaxHeapSize": compiled(rf"{_MAX}堆|堆上限|{_MAX}(?i:heap)|-Xmx"),
          "InitialHeapSize": compiled(r"初始堆|(?i:initial\s+heap)|-Xms"),
          "MaxNewSize": compiled(rf"{_MAX}(?:新生代|(?i:young|new\s+gen))"),
          "NewSize": compiled(r"(?<!最大)新生代|(?<![A-Za-z])(?<!max )(?i:young\s+gen)"),
          "MaxMetaspaceSize": compiled(rf"{_MAX}(?:元空间|(?i:metaspace))"),
          "MetaspaceSize": compiled(r"(?<!最大)元空间|(?<![A-Za-z])(?<!max )(?<!maximum )(?i:metaspace)"),
          "MaxDirectMemorySize": compiled(r"直接内存|(?i:direct\s+memory)")}


def flag_size_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the size the claim writes, [the flag's size, and whose the size is]) for the first size
    the claim gives a flag that another flag has (see the module docstring)."""
    del anchors_of  # the lines are read as printed
    flags = sole_reading(texts, FLAGS, jvm_flags)
    if not flags:
        return None
    # (digits written bare are bytes; ten or more were read as a time: read here as written)
    sized = {a.start: a for a in anchors if a.kind == "number" and a.unit == "bytes"}
    sizes = [*sized.values(), *(Anchor("number", m.group(), m.group(), m.start(), m.end())
                                for m in _BARE.finditer(claim) if m.start() not in sized)]
    for said in sizes:
        low, high = clause_around(claim, said.start, said.end)
        if sum(low <= a.start < high for a in sizes) > 1 or any(
                words.search(claim, low, high) for words in (APPROX, BOUND, CHANGE)):
            continue
        named = [flag for flag in flags if _names(claim, low, high, flag)]
        value = Decimal(said.value)
        if len(named) != 1 or value == flags[named[0]]:
            continue
        having = [flag for flag, size in flags.items() if size == value]
        if having:
            return said, [f"{named[0]} {flags[named[0]]}, {said.raw.strip()} {having[0]}'s"]
    return None


def _names(claim: str, low: int, high: int, flag: str) -> bool:
    words = _NAMED.get(flag)
    return flag.lower() in claim[low:high].lower() or (
        words is not None and words.search(claim, low, high) is not None)
