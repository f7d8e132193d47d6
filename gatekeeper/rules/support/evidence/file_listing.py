"""A size or an owner a claim gives a file that `ls -l` lists with another's.

    -rw-r--r-- 1 mysql mysql 1073741824 Dec  1 10:22 ibdata1
    -rw-r--r-- 1 root  root       10240 Nov 30 08:00 auto.cnf

`auto.cnf 属于 mysql 用户`, `ib_logfile0 大小为 1073741824 字节` (ibdata1's): every word and
number is the listing's, so nothing was missing or contradicted. Each row is read with its file
(text/anchors/listed_files.py). A clause naming one listed file (its name whole) and writing a
size in bytes, or an account another row's owner or group is, gives the file that size or owner:
another than its own contradicts it. Unsure says nothing: two files in a clause, a size scaled
(`1.0G`), a bound, a change or an approximation of a size, a negation of an owner, a file listed
twice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.readings import printed_once, sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.listed_files import MONTHS, Listed, listed_files
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

#: A size written in bytes (`1073741824 字节`, `10240 bytes`), not scaled (`1.0G`: rounded).
_BYTES = compiled(r"\d+[ \t]*(?:字节|bytes?|B)(?![A-Za-z])")
_NOT = compiled(r"不是|并非|不属于|(?<![A-Za-z])(?:not|no)(?![A-Za-z])|n't")


def _files(text: str) -> dict[str, Listed]:
    return printed_once((row.name, row) for row in listed_files(text))


def listing_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the size or owner the claim writes, [the file's row]) for the first the claim gives a
    listed file otherwise than its row (see the module docstring)."""
    del anchors_of  # the rows are read as printed
    files = sole_reading(texts, MONTHS, _files)
    if not files:
        return None
    accounts = sorted({account for row in files.values() for account in (row.owner, row.group)})
    for name, row in files.items():
        for named in name_pattern(name, "-.", "-.").finditer(claim):
            low, high = clause_around(claim, named.start(), named.end())
            if any(other != name and name_pattern(other, "-.", "-.").search(claim, low, high)
                   for other in files):
                continue
            found = _size_said(claim, anchors, low, high, row) or _owner_said(claim, named.span(), low, high,
                                                                              row, accounts)
            if found is not None:
                return found
    return None


def _size_said(claim: str, anchors: Sequence[Anchor], low: int, high: int,
               row: Listed) -> tuple[Anchor, list[str]] | None:
    if any(words.search(claim, low, high) for words in (APPROX, BOUND, CHANGE)):
        return None
    for said in anchors:
        if low <= said.start < high and said.kind == "number" and said.unit == "bytes" \
                and _BYTES.match(said.raw) and Decimal(said.value) != Decimal(row.size):
            return said, [f"{row.name} is {row.size} bytes"]
    return None


def _owner_said(claim: str, named: tuple[int, int], low: int, high: int, row: Listed,
                accounts: Sequence[str]) -> tuple[Anchor, list[str]] | None:
    if _NOT.search(claim, low, high):
        return None
    blanked = claim[:named[0]] + " " * (named[1] - named[0]) + claim[named[1]:]  # `app` of `app.jar`
    for account in accounts:
        at = name_pattern(account, "-.", "-.").search(blanked, low, high) \
            if account not in (row.owner, row.group) else None
        if at is not None:
            return Anchor("user", account, at.group(), *at.span()), [
                f"{row.name} is owned by {row.owner}:{row.group}"]
    return None
