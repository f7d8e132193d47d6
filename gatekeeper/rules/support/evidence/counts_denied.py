"""Whether a claim says a row counts none, or many, of what a column counts: a pod's restarts
against its `RESTARTS` cell, a partition's backlog against its `LAG`, a queue's backlog and
consumers against its `messages` and `consumers` (`rabbitmqctl list_queues`), swap's use against
`free`'s `used`.

`order-svc-7d9f8b6c5-x2x9k 未见重启` citing `kubectl get pods`, whose row's RESTARTS is `14 (1m
ago)`; `分区 1 没有积压` citing `kafka-consumer-groups --describe`, whose partition 1's LAG is
100000; `swap 没有被使用` citing `free -m`, whose `Swap:` row's `used` is 1024: the row and the
word are the output's and the header's name reports nothing (`RESTARTS` names a column:
`glossary.Events`), so nothing was missing or contradicted. A clause naming one row
(as `evidence.table_rows` reads a row's name: a pod's, `分区 1`; the sentence's when the clause
names none: `X 运行稳定，未发生重启`) and denying the count (`未重启`, `没有重启过`, `no restarts`,
`never restarted`; `没有积压`, `无消息堆积`, `no lag`) is contradicted by a count above 0; one saying
it is many (`反复重启`, `keeps restarting`; `积压严重`, `大量堆积`, `lagging behind`) by a count of 0.
A count the clause gives (`重启了 3 次`) is the table's to read (`evidence.tables`); a restart in
time (`重启后`) or of something else (`重启策略`, `restart policy`) says neither. A clause naming no
row that gives the count to every row (`pod 都没有重启过`, `none of the pods restarted`, `所有分区都没有
积压`: `都`, `所有`, `任何`, `all`, `none`) is read against each row (of the sentence's service's pods,
when it names one); so is a consumer's backlog denied where every row is one group's
(`kafka 消费者没有积压`). Unsure says nothing: two rows named, or none and no word of every row.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.table_rows import mentions
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import WINDOWED
from gatekeeper.rules.support.text.tables import Table, tables_of

_NOUN = r"(?!后|之后|以后|策略|次数|计数|命令|脚本|操作|期间)"  # a time or a thing, no event
_NO_RESTART = compiled(
    rf"(?:(?:从|并|也|均|都)?(?:未|没有|没|无)(?:再)?(?:见|发生|出现|有)?过?\s*重启{_NOUN}(?!\s*过?\s*\d)"
    r"|(?<![A-Za-z])(?:no|zero|0)\s+restarts?(?!\s+(?:policy|count|command))(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:not|never)\s+(?:been\s+)?restarted(?!\s+\d)(?![A-Za-z])"
    r"|(?<![A-Za-z])without\s+(?:any\s+)?restarts?(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:none\s+of\s+(?:the\s+|its\s+)?(?:[\w.\-]+\s+)?[a-z]+|no\s+(?:[\w.\-]+\s+)?[a-z]+"
    r"(?:\s+of\s+[\w\-]+)?)\s+"  # (`none of the order-svc pods`, `no order-svc pod`)
    r"(?:has\s+|have\s+|had\s+)?(?:been\s+)?restarted(?![A-Za-z]))", re.IGNORECASE)
_RESTARTING = compiled(
    rf"(?:反复|频繁|不断|持续|多次|循环)(?:地)?重启{_NOUN}"
    r"|(?<![A-Za-z])(?:keeps|kept|keep)\s+restarting(?![A-Za-z])"
    r"|(?<![A-Za-z])restart(?:ed|s|ing)\s+(?:repeatedly|again\s+and\s+again|over\s+and\s+over"
    r"|multiple\s+times|many\s+times)(?![A-Za-z])", re.IGNORECASE)
_NO_LAG = compiled(r"(?:没有|无|不存在|未见)(?:任何)?\s*(?:消息)?\s*(?:积压|堆积)"
                   r"|(?<![A-Za-z])(?:no|zero)\s+(?:consumer\s+)?lag(?![A-Za-z])", re.IGNORECASE)
_LAGGING = compiled(r"(?:严重|大量|大幅)(?:的)?\s*(?:消息)?\s*(?:积压|堆积)|(?:积压|堆积)(?:严重|很多|大量)"
                    r"|(?<![A-Za-z])(?:lagging\s+(?:far\s+)?behind|heavily\s+lagged)(?![A-Za-z])",
                    re.IGNORECASE)
_NO_CONSUMER = compiled(r"(?:没有|无|不存在|缺少)(?:任何)?\s*消费者"
                        r"|(?<![A-Za-z])(?:no|zero)\s+consumers?(?![A-Za-z])", re.IGNORECASE)
_CONSUMERS = compiled(r"(?:多个|若干)\s*消费者|(?<![A-Za-z])(?:several|multiple)\s+consumers(?![A-Za-z])",
                      re.IGNORECASE)
#: Swap said unused (`swap 没有被使用`, `没有使用 swap`, `swap is not used`; `free`'s `Swap:` row).
_NO_USE = compiled(r"(?:没有|没|未|无)(?:被)?(?:使用|用到|占用)"
                   r"|(?<![A-Za-z])(?:not\s+(?:being\s+)?used|unused|no\s+swap(?:\s+(?:usage|use|used))?)"
                   r"(?![A-Za-z])", re.IGNORECASE)
_NEVER = compiled(r"(?!)")  # (no word says swap is much used: a count of it is the table's)
#: (the column, its header's name, a denial of its count, a word of many, the claim's words of
#: it): `rabbitmqctl list_queues name messages consumers` counts a queue's backlog and consumers
_COUNTED = (("restarts", "RESTARTS", _NO_RESTART, _RESTARTING, compiled(r"重启|restart", re.IGNORECASE)),
            ("lag", "LAG", _NO_LAG, _LAGGING, compiled(r"积压|堆积|lag", re.IGNORECASE)),
            ("messages", "messages", _NO_LAG, _LAGGING, compiled(r"积压|堆积|backlog", re.IGNORECASE)),
            ("consumers", "consumers", _NO_CONSUMER, _CONSUMERS, compiled(r"消费者|consumer", re.IGNORECASE)),
            ("used", "used", _NO_USE, _NEVER, compiled(r"交换|swap", re.IGNORECASE)))
_COUNT = compiled(r"\d+")


def count_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                 anchors_of: Callable[[str], Sequence[Anchor]]
                 ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the row's cell]) for the first row the claim says counts none, or
    many, whose cell counts otherwise (see the module docstring)."""
    del anchors_of  # the rows are read as printed
    for column, header, none, many, said in _COUNTED:
        if said.search(claim) is None:
            continue
        tables = [table for text in dict.fromkeys(texts) if header in text
                  for table in tables_of(text) if column in table.columns]
        for counted, words in ((False, none), (True, many)):
            for word in words.finditer(claim):
                for table in tables:
                    found = _denied(claim, anchors, word, table, column, counted)
                    if found is not None:
                        return found
    return None


def _denied(claim: str, anchors: Sequence[Anchor], word: re.Match[str], table: Table, column: str,
            counted: bool) -> tuple[Anchor, list[str]] | None:
    named = mentions(claim, [a for a in anchors if a.kind in ("service", "host")], table)
    for low, high in (clause_around(claim, word.start(), word.end()),
                      sentence_around(claim, word.start(), word.end())):
        rows = {row for (start, _), row in named if low <= start < high}
        if len(rows) > 1 or (not counted and WINDOWED.search(claim, low, high)):
            return None  # two rows: whose count is which is unsure; none of late, not ever
        if rows:
            (row,) = rows
            cell = row[table.columns.index(column)]
            count = _COUNT.match(cell)
            if count is None or (int(count.group()) > 0) == counted:
                return None
            whose = f"{row[0]} partition {row[table.columns.index('partition')]}" \
                if "partition" in table.columns else row[0]
            printed = clipped("  ".join(row), 80)
            return Anchor("state", f"{column} {'many' if counted else 'none'}", claim[low:high].strip(),
                          low, high), [f"{column.upper()} {cell} for {whose} ({printed!r})"]
    return _of_every_row(claim, anchors, word, table, column, counted)


#: A word saying the count is every row's (`pod 都没有重启过`, `所有分区都没有积压`, `no pod restarted`).
_EVERY = compiled(r"都|所有|全部|任何|均|一律|(?<![A-Za-z])(?:all|any|every|each|none|no)(?![A-Za-z])",
                  re.IGNORECASE)


def _of_every_row(claim: str, anchors: Sequence[Anchor], word: re.Match[str], table: Table, column: str,
                  counted: bool) -> tuple[Anchor, list[str]] | None:
    """A clause naming no row that gives every row the count (of its service's rows, when the
    sentence names one: `payment-svc-...`): contradicted by a row counting otherwise."""
    low, high = clause_around(claim, word.start(), word.end())
    if _EVERY.search(claim, low, high) is None and not _of_one_group(claim, low, high, table, column):
        return None
    start, end = sentence_around(claim, word.start(), word.end())
    whose = [a.raw for a in anchors if a.kind in ("service", "host") and start <= a.start < end]
    at = table.columns.index(column)
    for row in table.rows:
        count = _COUNT.match(row[at])
        if (not whose or any(row[0] == who or row[0].startswith(f"{who}-") for who in whose)) \
                and count is not None and (int(count.group()) > 0) != counted:
            printed = clipped("  ".join(row), 80)
            return Anchor("state", f"{column} {'many' if counted else 'none'}", claim[low:high].strip(),
                          low, high), [f"{column.upper()} {row[at]} for {row[0]} ({printed!r})"]
    return None


#: A consumer group named by what it is (`消费者`, `消费组`, `consumer group`).
_GROUP = compiled(r"消费者|消费组|消费端|(?<![A-Za-z])consumers?(?:\s+group)?(?![A-Za-z])", re.IGNORECASE)


def _of_one_group(claim: str, low: int, high: int, table: Table, column: str) -> bool:
    """Whether the clause denies a consumer group's lag where the table is one group's
    partitions (`kafka 消费者没有积压`: the group's lag is every partition's)."""
    return column == "lag" and table.columns[0] == "group" and len({row[0] for row in table.rows}) == 1 \
        and _GROUP.search(claim, low, high) is not None
