"""Which sessions an audit reads: structured filters, turned into parameterised SQL.

There is no free-text SQL filter on purpose: `--where` takes `COLUMN OP VALUE` where COLUMN is
quoted as an identifier, OP is one of a fixed set and VALUE is always a bound parameter, so no
argument can change the statement (docs/audit.md).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gatekeeper.errors import InputError

OPERATORS = ("<=", ">=", "!=", "=", "<", ">")
_FILTER = re.compile(r"^\s*(?P<column>[^<>=!]+?)\s*(?P<op><=|>=|!=|=|<|>)\s*(?P<value>.*?)\s*$",
                     re.DOTALL)


@dataclass(frozen=True)
class Filter:
    column: str  # a column of the sessions table (quoted when used)
    op: str  # one of OPERATORS
    value: str  # bound as a parameter


@dataclass(frozen=True)
class Selection:
    session_ids: tuple[str, ...] = ()  # --session-id: only these (empty: all)
    filters: tuple[Filter, ...] = ()  # --where, ANDed
    limit: int | None = None  # --limit: the first N sessions in id order


def parse_filter(text: str) -> Filter:
    """`created_at>=2026-11-01` -> Filter("created_at", ">=", "2026-11-01")."""
    match = _FILTER.match(text)
    if match is None or not match["column"].strip():
        raise InputError(f"--where {text}", "expected COLUMN OP VALUE with OP one of "
                         f"{' '.join(OPERATORS)}, for example 'created_at>=2026-11-01'")
    return Filter(match["column"].strip(), match["op"], match["value"])
