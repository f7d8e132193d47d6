"""Reading sessions from an SQL database, by partition of session ids (SQLite and PostgreSQL).

A partition is a key range `after < id <= upto` of the sessions table in id order. The planner
reads only ids, streaming, and keeps one bound per partition; a worker reads its own range:
the sessions, their invocations, and the other sessions' invocations they cite (so a cited
foreign id is reported as cross-session, not as missing). Every name is a quoted identifier and
every value a bound parameter (gatekeeper/config/audit.py, gatekeeper/audit/selection.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from gatekeeper.config.audit import INVOCATION_COLUMNS, SESSION_COLUMNS
from gatekeeper.errors import InputError
from gatekeeper.parse.invocations import canonical_id

if TYPE_CHECKING:
    from gatekeeper.audit.sources import SourceSpec

_T = TypeVar("_T")
#: Ids per `IN (...)` list when loading cited invocations (well under every engine's limit).
ID_CHUNK = 500


@dataclass(frozen=True)
class Partition:
    index: int
    after: Any  # exclusive lower bound of the session id (None: from the first session)
    upto: Any  # inclusive upper bound
    count: int  # sessions in it


@dataclass
class StoredSession:
    """One row of the sessions table with its invocation records (dicts, as in a dump)."""

    id: Any
    original_query: Any
    raw_output: Any
    self_evaluation: Any
    invocations: list[dict[str, Any]] = field(default_factory=list)


class SqlSource:
    placeholder = "?"
    errors: tuple[type[BaseException], ...] = ()

    def __init__(self, spec: SourceSpec) -> None:
        self.spec = spec
        self.sessions = spec.mapping.sessions
        self.invocations = spec.mapping.invocations
        self._connection: Any = None

    # -- what a driver supplies
    def connect(self) -> Any:
        raise NotImplementedError

    def stream(self, connection: Any, sql: str, params: Sequence[Any]) -> Iterator[Sequence[Any]]:
        """Rows of a query without holding them all (the planner reads every id)."""
        cursor = connection.cursor()
        cursor.execute(sql, params)
        yield from cursor

    def invocation_id_params(self, ids: Iterable[str]) -> list[Any]:
        return list(ids)

    def finish(self, connection: Any) -> None:
        """After each read: end the transaction it opened (a driver may need to)."""

    # -- shared
    @property
    def connection(self) -> Any:
        if self._connection is None:
            self._connection = self._guard(self.connect)
        return self._connection

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def _guard(self, call: Callable[..., _T], *args: Any) -> _T:
        try:
            return call(*args)
        except self.errors as exc:
            message = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise InputError(self.spec.label, f"{type(exc).__name__}: {message}") from None

    def _where(self, after: Any = None, upto: Any = None, bounded: bool = False
               ) -> tuple[str, list[Any]]:
        """The sessions filter: --session-id, --where, and the partition's id range."""
        p, id_column = self.placeholder, self.sessions.column("id")
        selection = self.spec.selection
        clauses: list[str] = []
        params: list[Any] = []
        if selection.session_ids:
            clauses.append(f"{id_column} IN ({', '.join([p] * len(selection.session_ids))})")
            params.extend(self.session_id_param(v) for v in selection.session_ids)
        for item in selection.filters:
            clauses.append(f"{self.sessions.qualified(item.column)} {item.op} {p}")
            params.append(self.filter_param(item.value))
        if bounded:
            if after is not None:
                clauses.append(f"{id_column} > {p}")
                params.append(after)
            clauses.append(f"{id_column} <= {p}")
            params.append(upto)
        return (" WHERE " + " AND ".join(clauses)) if clauses else "", params

    def session_id_param(self, value: str) -> Any:
        return value

    def filter_param(self, value: str) -> Any:
        return value

    def plan(self, partition_size: int) -> list[Partition]:
        """Partition bounds over the selected sessions in id order (only ids are read)."""
        where, params = self._where()
        limit = self.spec.selection.limit
        sql = (f"SELECT {self.sessions.column('id')} FROM {self.sessions.quoted}{where} "
               f"ORDER BY {self.sessions.column('id')}"
               + (f" LIMIT {int(limit)}" if limit is not None else ""))

        def bounds() -> list[Partition]:
            partitions: list[Partition] = []
            after, last, count = None, None, 0
            for (session_id,) in self.stream(self.connection, sql, params):
                last, count = session_id, count + 1
                if count == partition_size:
                    partitions.append(Partition(len(partitions), after, last, count))
                    after, count = last, 0
            if count:
                partitions.append(Partition(len(partitions), after, last, count))
            self.finish(self.connection)
            return partitions

        return self._guard(bounds)

    def _fetch(self, sql: str, params: Sequence[Any]) -> list[Sequence[Any]]:
        def run() -> list[Sequence[Any]]:
            cursor = self.connection.cursor()
            cursor.execute(sql, params)
            rows = list(cursor.fetchall())
            self.finish(self.connection)
            return rows

        return self._guard(run)

    def _invocation_select(self) -> str:
        columns = ", ".join(self.invocations.column(c) for c in INVOCATION_COLUMNS)
        return f"SELECT {columns} FROM {self.invocations.quoted}"

    def read(self, partition: Partition, cited: Any) -> list[StoredSession]:
        """The partition's sessions in id order, each with its own and its cited invocations.

        `cited(session)` names the invocation ids a session cites (gatekeeper/audit/records.py).
        """
        where, params = self._where(partition.after, partition.upto, bounded=True)
        id_column = self.sessions.column("id")
        columns = ", ".join(self.sessions.column(c) for c in SESSION_COLUMNS)
        rows = self._fetch(f"SELECT {columns} FROM {self.sessions.quoted}{where} "
                           f"ORDER BY {id_column}", params)
        sessions = [StoredSession(*row) for row in rows]
        by_id = {canonical_id(s.id): s for s in sessions}
        own = self._fetch(
            f"{self._invocation_select()} WHERE {self.invocations.column('session_id')} IN "
            f"(SELECT {id_column} FROM {self.sessions.quoted}{where}) "
            f"ORDER BY {self.invocations.column('session_id')}, {self.invocations.column('id')}",
            params)
        for row in own:
            session = by_id.get(canonical_id(row[1]))
            if session is not None:
                session.invocations.append(_record(row))
        self._add_cited(sessions, cited)
        return sessions

    def _add_cited(self, sessions: list[StoredSession], cited: Any) -> None:
        wanted: dict[int, set[str]] = {}  # index in `sessions` -> cited ids not its own
        for index, session in enumerate(sessions):
            have = {canonical_id(r["id"]) for r in session.invocations}
            missing = {i for i in cited(session) if i not in have}
            if missing:
                wanted[index] = missing
        found = {canonical_id(row[0]): row for row in self._by_ids(set().union(*wanted.values()))}
        for index, ids in wanted.items():
            sessions[index].invocations.extend(_record(found[i]) for i in sorted(ids) if i in found)

    def _by_ids(self, ids: set[str]) -> Iterator[Sequence[Any]]:
        values = self.invocation_id_params(sorted(ids))
        for start in range(0, len(values), ID_CHUNK):
            chunk = values[start:start + ID_CHUNK]
            yield from self._fetch(
                f"{self._invocation_select()} WHERE {self.invocations.column('id')} IN "
                f"({', '.join([self.placeholder] * len(chunk))})", chunk)


def _record(row: Sequence[Any]) -> dict[str, Any]:
    """An invocation row as a dump record (text columns decoded, JSON columns as they come)."""
    inv_id, session_id, tool_name, preview, details = (_text(v) for v in row)
    return {"id": inv_id, "session_id": session_id, "tool_name": tool_name,
            "output_preview": preview, "retrieval_details": details}


def _text(value: Any) -> Any:
    if isinstance(value, bytes | bytearray | memoryview):
        return bytes(value).decode("utf-8", errors="replace")
    return value
