"""Which transaction of InnoDB's latest deadlock a claim says was rolled back, and how long one had
been active, against `SHOW ENGINE INNODB STATUS`.

    *** (1) TRANSACTION:
    TRANSACTION 421390, ACTIVE 12 sec starting index read
    MySQL thread id 88, OS thread handle 139758, query id 5123 10.0.0.21 app updating
    *** (2) TRANSACTION:
    TRANSACTION 421391, ACTIVE 9 sec starting index read
    MySQL thread id 91, OS thread handle 139759, query id 5124 10.0.0.22 app updating
    *** WE ROLL BACK TRANSACTION (2)

`事务 421390 被回滚` (the other's), `线程 88 的事务被回滚` and `事务 421391 已活跃 12 秒` passed: every
number is the output's. Each transaction gives its id, seconds active and thread; the last line
the one rolled back. A clause saying a rollback (`回滚`, `rolled back`, `victim`) and naming one
transaction (its id, `(2)`, or its thread: `线程 88`, `thread 88`) names the victim: another is
contradicted. A clause naming one transaction by its id and giving it seconds active (`已活跃 12
秒`, `active for 12 seconds`) is read against its `ACTIVE`. Unsure says nothing: two
transactions in a clause, a negator, a bound or an approximation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, NEGATOR_IN, clause_around
from gatekeeper.rules.support.text.patterns import compiled

ROLLED_BACK = "WE ROLL BACK TRANSACTION"  # what the reading needs (tool_outputs gates on it)
_TRANSACTION = compiled(r"^\*\*\* \((?P<n>\d+)\) TRANSACTION:\n"
                        r"TRANSACTION (?P<id>\d+), ACTIVE (?P<active>\d+) sec[^\n]*(?:\n(?!\*\*\*)[^\n]*)*?"
                        r"\nMySQL thread id (?P<thread>\d+)", re.MULTILINE)
_VICTIM = compiled(r"^\*\*\* WE ROLL BACK TRANSACTION \((?P<n>\d+)\)", re.MULTILINE)
_ROLLBACK_SAID = compiled(r"回滚"
                          r"|(?<![A-Za-z])(?i:rolled\s+back|roll(?:ed|s)?\s+back|rollback|victim)(?![A-Za-z])")
_ACTIVE_SAID = compiled(r"(?:活跃|持续|运行)了?\s*(?P<n>\d+)\s*秒"
                        r"|(?i:active\s+(?:for\s+)?(?P<en>\d+)\s*s(?:ec(?:ond)?s?)?)")


class Transaction(NamedTuple):
    number: str  # `(1)`, `(2)`
    id: str
    active: str
    thread: str


@lru_cache(maxsize=64)
def deadlock(text: str) -> tuple[tuple[Transaction, ...], str] | None:
    """The latest deadlock's transactions and the number of the one rolled back."""
    victim = _VICTIM.search(text)
    found = tuple(Transaction(m["n"], m["id"], m["active"], m["thread"]) for m in _TRANSACTION.finditer(text))
    return (found, victim["n"]) if victim and found else None


def deadlock_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                          anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the deadlock's transactions]) for the first transaction the claim
    says was rolled back that was not, or the first seconds active it gives one otherwise."""
    del anchors, anchors_of  # the sections are read as printed
    found = sole_reading(texts, (ROLLED_BACK,), deadlock)
    if found is None:
        return None
    transactions, victim = found
    for said in _ROLLBACK_SAID.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        named = [t for t in transactions if _names(claim, low, high, t)]
        if len(named) == 1 and named[0].number != victim and not NEGATOR_IN.search(claim, low, high):
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                _shown(transactions, victim)]
    for said in _ACTIVE_SAID.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        named = [t for t in transactions if _id(t.id).search(claim, low, high)]
        seconds = said["n"] or said["en"]
        if len(named) == 1 and named[0].active != seconds and not any(
                words.search(claim, low, high) for words in (NEGATOR_IN, APPROX, BOUND)):
            start, end = said.span()
            return Anchor("number", seconds, claim[start:end], start, end), [_shown(transactions, victim)]
    return None


def _names(claim: str, low: int, high: int, transaction: Transaction) -> bool:
    """Whether the clause names the transaction: its id, its `(n)` or its thread (`线程 88`)."""
    return (_id(transaction.id).search(claim, low, high) is not None
            or f"({transaction.number})" in claim[low:high]
            or re.search(rf"(?:线程|(?i:thread(?:\s+id)?))\s*(?:id\s*)?{transaction.thread}(?!\d)",
                         claim[low:high]) is not None)


def _shown(transactions: Sequence[Transaction], victim: str) -> str:
    listed = "; ".join(f"({t.number}) {t.id} ACTIVE {t.active} sec thread {t.thread}" for t in transactions)
    return f"{listed}; WE ROLL BACK TRANSACTION ({victim})"


@lru_cache(maxsize=256)
def _id(number: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\d.]){number}(?![\d.])")
