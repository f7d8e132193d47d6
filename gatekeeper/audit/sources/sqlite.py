"""`sqlite:///PATH`: the embedded default (stdlib sqlite3), opened read-only."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable
from typing import Any
from urllib.parse import quote

from gatekeeper.audit.sources.sql import SqlSource

_INTEGER = re.compile(r"^[+-]?[0-9]{1,18}$")


class SqliteSource(SqlSource):
    placeholder = "?"
    errors = (sqlite3.Error,)

    def connect(self) -> Any:
        # mode=ro: an audit never writes, and a mistyped path is an error, not a new empty file.
        return sqlite3.connect(f"file:{quote(self.spec.location)}?mode=ro", uri=True)

    def filter_param(self, value: str) -> Any:
        # A typed column converts a numeric text itself; an untyped one (JSON Lines imports)
        # stores integers, which sort before any text: compare integers as integers.
        return int(value) if _INTEGER.match(value) else value

    session_id_param = filter_param

    def invocation_id_params(self, ids: Iterable[str]) -> list[Any]:
        # Untyped columns keep 7 and "7" apart: ask for both spellings of an integer id.
        params: list[Any] = []
        for value in ids:
            params.extend((int(value), value) if _INTEGER.match(value) else (value,))
        return params
