"""A container's state a claim gives that its `docker ps` row denies.

`payment-svc 容器仍在运行` citing `docker ps -a`, whose payment-svc row's STATUS is `Exited (137)
5 minutes ago`: the container's name is the output's and no state word of the claim is a cell
(`运行`, `running` are no `Up`), so nothing was missing or contradicted, and the Verifier reads a
crashed container as healthy. A row's state is the first word of its `STATUS` cell (`Up`,
`Exited`, `Restarting`, `Created`, `Paused`, `Dead`); a clause naming one row (its `NAMES` cell,
else its first) and saying it runs (`运行中`, `仍在运行`, `is up`, `still running`) is denied by
a row not `Up`, and one saying it exited or stopped (`已退出`, `已停止`, `has exited`, `is down`)
by an `Up` row; one saying its health check passes (`健康检查通过`, `is healthy`) or fails
(`不健康`, `unhealthy`) by a row whose STATUS says the other (`Up 2 hours (unhealthy)`). Unsure
says nothing: a negated state (`没有退出`, `has not exited`), a clause
naming two rows, a `Restarting` row (it exits and starts again). `docker inspect`'s containers are
read the same way, by their `"Name"` and `"State"`'s `"Status"` (`exited`; `running` is `Up`),
the one container printed when the clause names none.

How long a row has run, or since it exited (`uptime_contradicted`): `web 容器已运行 5 分钟` citing a
web row `Up 2 days` (a redis row `Exited (137) 5 minutes ago`). A clause naming one row, one
duration (`5 分钟`, `3 hours`, `2 天`) and running (`已运行`, `运行了`, `up for`, `running for`) of an
`Up` row, or exiting (`已退出`, `5 分钟前退出`, `exited 5 minutes ago`) of an `Exited` row, is
contradicted by a STATUS whose duration (docker's words: `About an hour` is one to two hours, `2
days` two to three days) is apart from the claim's by more than one of the claim's unit. Unsure
says nothing: a bound (`超过 2 天`), two durations, a negation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.run_spans import RAN, SAID_DURATION, apart, seconds_of, span_of
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import BOUND, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import Table, tables_of
from gatekeeper.rules.support.text.written import name_pattern

#: What a claim says of a container: it runs, or it exited.
_RUNS = compiled(r"运行中|正在运行|仍在运行|还在运行|仍然运行|持续运行|(?<![A-Za-z])(?:is\s+up|still\s+up"
                 r"|is\s+running|still\s+running|up\s+and\s+running|remains?\s+up)(?![A-Za-z])",
                 re.IGNORECASE)
_EXITED = compiled(r"已退出|已经退出|退出了|已停止|已经停止|停止运行|已终止|(?<![A-Za-z])(?:has\s+exited"
                   r"|had\s+exited|exited|is\s+stopped|was\s+stopped|has\s+stopped|stopped|is\s+down"
                   r"|went\s+down)(?![A-Za-z])", re.IGNORECASE)
_NEGATED = compiled(r"(?:没有|没|未|不|并未|尚未|(?<![A-Za-z])(?:not|never|n't)(?![A-Za-z]))"
                    r"\s*(?:已经?|经)?\s*\Z", re.IGNORECASE)
#: What a claim says of a container's health check (`(healthy)`, `(unhealthy)` in its STATUS).
_UNHEALTHY = compiled(r"不健康|非健康|健康检查(?:失败|未通过|不通过)|(?<![A-Za-z])(?:unhealthy"
                      r"|health\s*check\s+(?:failed|failing))(?![A-Za-z])", re.IGNORECASE)
_HEALTHY = compiled(r"(?<![不非])健康(?!检查(?:失败|未通过|不通过))|(?<![A-Za-z])(?:healthy"
                    r"|health\s*check\s+passed)(?![A-Za-z])", re.IGNORECASE)
_HEALTH = compiled(r"\((healthy|unhealthy)\)", re.IGNORECASE)
_SAID = (("up", _RUNS), ("exited", _EXITED), ("unhealthy", _UNHEALTHY), ("healthy", _HEALTHY))
#: The rows' states that deny each claim.
_DENYING = {"up": frozenset({"exited", "created", "dead", "paused"}), "exited": frozenset({"up"})}


def container_state_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                           anchors_of: Callable[[str], Sequence[Anchor]]
                           ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the row's STATUS]) for the first state the claim gives a container
    its `docker ps` row denies (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    if not any(pattern.search(claim) for pattern in (_RUNS, _EXITED, _UNHEALTHY, _HEALTHY)):
        return None
    tables = [(table, column) for text in dict.fromkeys(texts) for table in tables_of(text)
              if (column := _state_column(table)) is not None]
    inspected = [c for text in dict.fromkeys(texts) if '"State"' in text for c in _inspected(text)]
    for said, pattern in _SAID:
        for word in pattern.finditer(claim):
            if _NEGATED.search(claim, max(0, word.start() - 6), word.start()):
                continue
            low, high = clause_around(claim, word.start(), word.end())
            written = claim[word.start():word.end()]
            for table, column in tables:
                rows = named_rows(claim[low:high], table)
                if len(rows) != 1:
                    continue
                status = rows[0][column]
                if _denies(said, _CRICTL_STATES.get(status, status)):
                    row = rows[0]
                    return Anchor("state", written.lower(), written, word.start(), word.end()), [
                        f"{table.columns[column].upper()} {status} for {row_name(row, table)} "
                        f"({clipped('  '.join(row), 80)!r})"]
            named = [c for c in inspected if c[0] and name_pattern(
                c[0], before=".-", ignore_case=False).search(claim, low, high)] or (
                inspected if len(inspected) == 1 else [])
            if len(named) == 1 and said in _DENYING and _denies(said, named[0][1]):
                return Anchor("state", written.lower(), written, word.start(), word.end()), [
                    f'"Status": "{named[0][1]}" for {named[0][0]} (docker inspect)']
    return None


#: docker inspect's container, one object each from its `"Id"`: its `"Name"`, its `"State"`'s
#: `"Status"`.
_ID = compiled(r'"Id":\s*"')
_NAME = compiled(r'"Name":\s*"/?(?P<name>[^"]+)"')
_STATUS = compiled(r'"State":\s*\{[^{}]*?"Status":\s*"(?P<status>[a-z]+)"')


@lru_cache(maxsize=64)
def _inspected(text: str) -> tuple[tuple[str, str], ...]:
    """(name, status) of each container docker inspect prints (`running` is `docker ps`' `Up`;
    a container whose name is not printed is named `""`); read once, as every claim citing the
    text asks."""
    starts = [m.start() for m in _ID.finditer(text)] or [0]
    found = []
    for start, end in zip(starts, [*starts[1:], len(text)], strict=True):
        status = _STATUS.search(text, start, end)
        if status is not None:
            name = _NAME.search(text, start, end)
            found.append((name.group("name") if name else "", {"running": "up"}.get(
                status.group("status"), status.group("status"))))
    return tuple(found)


#: crictl's container states, as docker's STATUS words them.
_CRICTL_STATES = {"Running": "Up", "CONTAINER_RUNNING": "Up", "CONTAINER_EXITED": "Exited",
                  "CONTAINER_CREATED": "Created"}


def _state_column(table: Table) -> int | None:
    """The column of a container's state: docker's `STATUS`, crictl's `STATE` (beside its
    `ATTEMPT`); None for a table of neither."""
    if "status" in table.columns:
        return table.columns.index("status")
    if "attempt" in table.columns and "state" in table.columns:
        return table.columns.index("state")
    return None


def _denies(said: str, status: str) -> bool:
    """Whether a row's STATUS denies what the claim says: a state (its first word), or a health
    check's result (`Up 2 hours (unhealthy)`)."""
    if said in ("healthy", "unhealthy"):
        health = _HEALTH.search(status)
        return health is not None and health.group(1).lower() != said
    first = status.split()[:1]
    return bool(first) and first[0].lower() in _DENYING[said]


def named_rows(clause: str, table: Table) -> list[tuple[str, ...]]:
    """The rows whose name (`row_name`) the clause writes as a whole word (next to Chinese too:
    `backup-28391022已完成`)."""
    return [row for row in table.rows
            if name_pattern(row_name(row, table), before=".-", ignore_case=False).search(clause)]


def row_name(row: tuple[str, ...], table: Table) -> str:
    """A row's name: its `NAMES` cell (`docker ps`), its `NAME` cell (`kubectl get pods -A`,
    after `NAMESPACE`), else its first."""
    column = next((c for c in ("names", "name") if c in table.columns), None)
    return row[table.columns.index(column)] if column else row[0]


#: docker's words of a duration (go-units' HumanDuration): `Up 2 days`, `Exited (0) About an hour ago`.
_STATUS_DURATION = compiled(r"(?:(?P<n>\d+)|(?P<one>About an?|an?)|(?P<less>Less than a))\s+"
                            r"(?P<unit>second|minute|hour|day|week|month|year)s?")
#: Words of how long a container has exited.
_WENT = compiled(r"退出|停止|(?<![A-Za-z])(?:exited|stopped)(?![A-Za-z])", re.IGNORECASE)


def uptime_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's duration, [the row's STATUS]) for the first duration a clause gives a row's
    running or exiting that its STATUS puts apart (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    said = list(SAID_DURATION.finditer(claim))
    tables = [table for text in dict.fromkeys(texts) for table in tables_of(text)
              if "status" in table.columns and "names" in table.columns] if said else []
    for duration in said if tables else ():
        low, high = clause_around(claim, duration.start(), duration.end())
        words = [m for pattern in (RAN, _WENT) for m in [pattern.search(claim, low, high)] if m]
        if len(words) != 1 or BOUND.search(claim, low, high) or sum(
                1 for _ in SAID_DURATION.finditer(claim, low, high)) > 1 \
                or _NEGATED.search(claim, low, words[0].start()):
            continue  # (both, neither, a bound, a negation, two durations)
        ran = words[0].re is RAN
        for table in tables:
            rows = named_rows(claim[low:high], table)
            status = rows[0][table.columns.index("status")] if len(rows) == 1 else ""
            printed = _STATUS_DURATION.search(status)
            if printed is None or status.split()[0].lower() != ("up" if ran else "exited"):
                continue
            if apart(span_of(duration), _status_span(printed)):
                return Anchor("duration", duration.group().lower(), duration.group(), duration.start(),
                              duration.end()), [f"STATUS {status} for {row_name(rows[0], table)}"]
    return None


def _status_span(printed: re.Match[str]) -> tuple[int, int]:
    """The seconds docker's words of a duration stand for (`2 days`: two days to three)."""
    unit = seconds_of(printed.group("unit"))
    value = 0 if printed.group("less") else 1 if printed.group("one") else int(printed.group("n"))
    return value * unit, (value + 1) * unit
