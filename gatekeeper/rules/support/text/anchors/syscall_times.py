"""The rows of `strace -c`'s summary, and its shares and times each in its unit.

    % time     seconds  usecs/call     calls    errors syscall
    ------ ----------- ----------- --------- --------- ----------------
     62.35    0.412345          41     10023       512 futex
     20.11    0.133012          13     10231           epoll_wait
    100.00    0.661362                 32887       599 total

The header gives each column's unit (`% time`, `seconds`, `usecs/call`), the rows print bare
numbers: the faithful `futex 占用了 62.35% 的时间` and `connect 每次调用耗时 331 microseconds` named
values found nowhere. A row's values are right-aligned under its column's name, a column may be
empty (`total` has no time per call, `epoll_wait` no errors): each is read by where it ends. Under
the header each share is read here as a percentage, each time per call in microseconds and each
total in seconds.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.patterns import compiled

_HEADER = compiled(r"^%[ \t]*time[ \t]+seconds[ \t]+usecs/call[ \t]+calls[ \t]+errors[ \t]+syscall[ \t]*$",
                   re.MULTILINE)
_COLUMNS = (("share", "time"), ("seconds", "seconds"), ("usecs", "usecs/call"), ("calls", "calls"),
            ("errors", "errors"))
_ROW = compiled(r"^[ \t]*\d[\d. \t]*[a-z_][a-z0-9_]*[ \t]*$", re.MULTILINE)
_NUMBER = compiled(r"\d+(?:\.\d+)?")
#: (unit, the factor to it) of each timed column: the anchors' times are in milliseconds.
_UNITS = {"share": ("%", Decimal(1)), "seconds": ("ms", Decimal(1000)), "usecs": ("ms", Decimal("0.001"))}

#: A call's row: {column: (its value as printed, where it starts in the text)}.
Row = dict[str, tuple[str, int]]


@lru_cache(maxsize=64)
def syscall_rows(text: str) -> dict[str, Row]:
    """Each call's row under the summary's header, its values by the column they end under."""
    header = _HEADER.search(text)
    if header is None:
        return {}
    line = header.group()
    ends = {line.index(name) + len(name): column for column, name in _COLUMNS}
    found: dict[str, Row] = {}
    for row in _ROW.finditer(text, header.end()):
        name = row.group().split()[-1]
        values = {ends[m.end()]: (m.group(), row.start() + m.start()) for m in _NUMBER.finditer(row.group())
                  if m.end() in ends}
        if len(values) == len(_NUMBER.findall(row.group())):  # every value under a column's name
            found[name] = values
    return found


def syscall_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with the summary's shares and times in their units, named by their call (see the
    module docstring): a share's label was the line above's call (`futex` of connect's `10.02`)."""
    read = {start: (f"{name} {column}" if column != "share" else name, *_UNITS[column])
            for name, row in syscall_rows(folded).items() for column, (_, start) in row.items()
            if column in _UNITS}
    if not read:
        return anchors
    return [anchor._replace(metric=read[anchor.start][0], unit=read[anchor.start][1],
                            value=decimal_str(Decimal(anchor.value) * read[anchor.start][2]))
            if anchor.kind == "number" and anchor.unit is None and anchor.start in read else anchor
            for anchor in anchors]
