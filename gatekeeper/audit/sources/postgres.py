"""A PostgreSQL URL: psycopg 3 (the optional `audit` extra), imported only when used."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from gatekeeper.audit.extras import optional
from gatekeeper.audit.sources.sql import SqlSource

_DIGITS = re.compile(r"^[0-9]{1,18}$")
_INTEGER_TYPES = ("smallint", "integer", "bigint")


def _psycopg() -> Any:
    return optional("psycopg", "audit", "PostgreSQL sources")


class PostgresSource(SqlSource):
    placeholder = "%s"

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.errors = (_psycopg().Error,)
        self._integer_ids: bool | None = None

    def connect(self) -> Any:
        connection = _psycopg().connect(self.spec.location, connect_timeout=30)
        connection.read_only = True
        return connection

    def finish(self, connection: Any) -> None:
        # Read-only work: end each transaction at once, so that a long audit holds no snapshot
        # (which would keep VACUUM from reclaiming rows) between partitions.
        connection.rollback()

    def stream(self, connection: Any, sql: str, params: Sequence[Any]) -> Iterator[Sequence[Any]]:
        with connection.cursor(name="gatekeeper_audit_plan") as cursor:  # server-side: ids stream
            cursor.itersize = 10_000
            cursor.execute(sql, params)
            yield from cursor

    def invocation_id_params(self, ids: Iterable[str]) -> list[Any]:
        # A forged id such as "abc" must not make `bigint IN ('abc')` an error: against an
        # integer column only integer ids can match, so only those are asked for.
        if self._integer_ids is None:
            rows = self._fetch(
                "SELECT data_type FROM information_schema.columns WHERE table_name = %s "
                "AND column_name = %s AND table_schema = ANY(current_schemas(false))",
                [self.invocations.name, self.invocations.columns["id"]])
            self._integer_ids = bool(rows) and rows[0][0] in _INTEGER_TYPES
        if self._integer_ids:
            return [int(i) for i in ids if _DIGITS.match(i)]
        return list(ids)
