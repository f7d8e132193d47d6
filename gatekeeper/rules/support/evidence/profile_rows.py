"""A share, time or command a claim gives a function of a CPU profile that the profile prints for
another function.

    go tool pprof -top                                  perf report (perf top: no Command)
          flat  flat%   sum%        cum   cum%          # Overhead  Command  Shared Object      Symbol
         1.50s 30.00% 30.00%      2.10s 42.00%  a.f       23.45%  mysqld   [kernel.kallsyms]  [k] f

`main.handleRequest 累计耗时 2.10s` (runtime.mallocgc's cum), `ext4_mark_iloc 占用 CPU 12.30%`
(another symbol's overhead), `ext4_mark_iloc 来自 mysqld 进程` (another row's command): the value
is the output's, so nothing was missing or contradicted. Each row is read with its function last
(pprof's rows under its header; perf's after their `[k]` or `[.]`, under a header naming `Shared
Object`). A clause naming one row's function (written whole) and writing one share (`%`) or one
amount (a time, or a size of a memory profile) gives the row that value: one the row prints in
none of its columns of that kind, rounded as written, contradicts it (the column the clause
names: `flat`, `自身`, `self`; `cum`, `累计`, `cumulative`, perf's `Children`). A clause naming
one row's function and another row's command, not its own, contradicts it. Unsure says nothing:
two functions or values in a clause, a bound, a change or an approximation, a function printed in
two rows.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.readings import printed_once, sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.units import BYTE_UNITS, DURATION_UNITS
from gatekeeper.rules.support.text.clauses import (
    APPROX,
    BOUND,
    CHANGE,
    clause_around,
    said_number,
    sure_values,
)
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to
from gatekeeper.rules.support.text.written import name_pattern

_AMOUNT = r"\d+(?:\.\d+)?(?:[a-zA-Zµμ]+)?"
_PPROF_HEAD = compiled(r"^[ \t]*flat[ \t]+flat%[ \t]+sum%[ \t]+cum[ \t]+cum%[ \t]*$", re.MULTILINE)
_PPROF_ROW = compiled(rf"^[ \t]*(?P<flat>{_AMOUNT})[ \t]+(?P<flat_share>\d+(?:\.\d+)?%)[ \t]+"
                      rf"(?P<sum_share>\d+(?:\.\d+)?%)[ \t]+(?P<cum>{_AMOUNT})[ \t]+"
                      r"(?P<cum_share>\d+(?:\.\d+)?%)[ \t]+(?P<name>\S(?:.*\S)?)[ \t]*$", re.MULTILINE)
#: perf's header (`# Overhead  Command  Shared Object  Symbol`, `# Children  Self  Command ...`).
_PERF_HEAD = compiled(r"^#?[ \t]*(?P<children>Children[ \t]+Self|Overhead)[ \t]+(?P<command>Command[ \t]+)?"
                      r"(?:Pid:Command[ \t]+)?Shared Object[ \t]+Symbol[ \t]*$", re.MULTILINE)
_PERF_ROW = compiled(r"^[ \t]*(?P<shares>\d+(?:\.\d+)?%(?:[ \t]+\d+(?:\.\d+)?%)?)[ \t]+"
                     r"(?P<objects>\S+(?:[ \t]+\S+)?)[ \t]+\[[.kgu]\][ \t]+(?P<name>\S(?:.*\S)?)[ \t]*$",
                     re.MULTILINE)
#: A value a clause writes: a share, or an amount (a time or a size).
_SAID = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+(?:\.\d+)?)(?![\d.])\s*(?:(?P<share>%)|(?P<unit>毫秒|秒|"
                 r"(?i:ms|s|sec|us|µs|μs|ns|min|mins|h|hrs|[kmgt]?b)(?![A-Za-z])))")
_FLAT = compiled(r"自身|本身|独占|(?<![A-Za-z])(?i:flat|self|itself)(?![A-Za-z])")
_CUM = compiled(r"累计|累积|包含子|(?<![A-Za-z])(?i:cum|cumulative(?:ly)?|children|inclusive)(?![A-Za-z])")
_UNITS = {"毫秒": "ms", "秒": "s", "sec": "s", "mins": "min", "hrs": "h", "μs": "us", "µs": "us"}


class Row(NamedTuple):
    name: str
    shares: tuple[tuple[str, str], ...]  # (column, `30.00%`)
    amounts: tuple[tuple[str, str], ...]  # (column, `1.50s`)
    command: str | None
    line: str


@lru_cache(maxsize=64)
def profile_rows(text: str) -> dict[str, Row]:
    """Each function's row of the text's profile (none printed in two rows)."""
    rows: list[Row] = []
    if _PPROF_HEAD.search(text):
        rows += [Row(m["name"], (("flat", m["flat_share"]), ("cum", m["cum_share"]), ("cum", m["sum_share"])),
                     (("flat", m["flat"]), ("cum", m["cum"])), None, m.group().strip())
                 for m in _PPROF_ROW.finditer(text)]
    head = _PERF_HEAD.search(text)
    if head is not None:
        columns = ("cum", "flat") if head["children"] != "Overhead" else ("",)
        for m in _PERF_ROW.finditer(text, head.end()):
            shares = m["shares"].split()
            objects = m["objects"].split()
            if len(shares) != len(columns) or len(objects) != (2 if head["command"] else 1):
                continue
            rows.append(Row(m["name"], tuple(zip(columns, shares, strict=True)), (),
                            objects[0] if head["command"] else None, m.group().strip()))
    return printed_once((row.name, row) for row in rows)


def profile_value_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                               anchors_of: Callable[[str], Sequence[Anchor]]
                               ) -> tuple[Anchor, list[str]] | None:
    """(the value or command the claim writes, [the function's row]) for the first value the
    claim gives a function otherwise than its profile (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    rows = sole_reading(texts, ("flat%", "Shared Object"), profile_rows)
    if not rows:
        return None
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE):
        row = _named(claim, low, high, rows)
        if row is not None and not _agrees(said, row, claim[low:high]):
            return said_number(claim, said), [row.line]
    commands = {row.command for row in rows.values() if row.command}
    for row in rows.values():
        for found in name_pattern(row.name, ignore_case=False).finditer(claim):
            low, high = clause_around(claim, found.start(), found.end())
            if row.command is None or _named(claim, low, high, rows) is not row:
                continue
            written = [c for c in commands if name_pattern(c).search(claim, low, high)]
            if written and row.command not in written:
                at = name_pattern(written[0]).search(claim, low, high)
                assert at is not None
                return Anchor("name", written[0], at.group(), at.start(), at.end()), [row.line]
    return None


def _named(claim: str, low: int, high: int, rows: dict[str, Row]) -> Row | None:
    """The one row whose function the clause writes whole (a longer name holding another's is
    the one written: `(*Pool).Query` is no `Query`)."""
    spans = {name: m.span() for name in rows
             if (m := name_pattern(name, ignore_case=False).search(claim, low, high)) is not None}
    named = [name for name, (start, end) in spans.items()
             if not any(other != name and s <= start and end <= e for other, (s, e) in spans.items())]
    return rows[named[0]] if len(named) == 1 else None


def _agrees(said: re.Match[str], row: Row, clause: str) -> bool:
    """Whether the value is one of the row's of its kind (in the column the clause names)."""
    flat, cum = _FLAT.search(clause) is not None, _CUM.search(clause) is not None
    wanted = {"flat"} if flat and not cum else {"cum"} if cum and not flat else {"flat", "cum", ""}
    if said["share"]:
        return any(rounded_to(Decimal(share[:-1]), said["n"]) for column, share in row.shares
                   if column in wanted or column == "")
    amounts = [amount for column, amount in row.amounts if column in wanted]
    return not amounts or any(_amount_agrees(said, amount) for amount in amounts)


_PRINTED = compiled(r"(?P<n>\d+(?:\.\d+)?)(?P<unit>[a-zA-Zµμ]*)")


def _amount_agrees(said: re.Match[str], printed: str) -> bool:
    """Whether the amount written is the printed one (a time or a size) in the written unit,
    rounded as written; one of another dimension than the printed one is none of it."""
    value = _PRINTED.fullmatch(printed)
    if value is None:
        return True
    if not value["unit"]:  # pprof's `0` of a function with no samples of its own
        return Decimal(value["n"]) == Decimal(said["n"])
    written_unit = _UNITS.get(said["unit"], said["unit"]).lower()
    printed_unit = _UNITS.get(value["unit"], value["unit"]).lower()
    for table in (DURATION_UNITS, {unit.lower(): str(factor) for unit, factor in BYTE_UNITS.items()}):
        if written_unit in table and printed_unit in table:
            scaled = Decimal(value["n"]) * Decimal(table[printed_unit]) / Decimal(table[written_unit])
            return rounded_to(scaled, said["n"])
    return False
