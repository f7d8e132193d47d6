"""Where stored sessions come from: `sqlite:///PATH`, a PostgreSQL URL, or a JSON Lines file.

`SourceSpec` is small and picklable: it is all a worker receives to open the source itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from gatekeeper.audit.selection import Selection
from gatekeeper.config.audit import AuditMapping
from gatekeeper.errors import InputError

if TYPE_CHECKING:
    from gatekeeper.audit.sources.sql import SqlSource

SQLITE, POSTGRES = "sqlite", "postgres"
_POSTGRES_SCHEMES = ("postgresql://", "postgres://")
_PASSWORD = re.compile(r"(://[^:/@]*:)[^@]*@")


@dataclass(frozen=True)
class SourceSpec:
    kind: str  # SQLITE or POSTGRES (a JSON Lines file is imported into SQLite first)
    location: str  # an absolute path, or a PostgreSQL connection URL
    label: str  # how messages name the source (no password)
    mapping: AuditMapping = field(default_factory=AuditMapping)
    selection: Selection = field(default_factory=Selection)


def redact(url: str) -> str:
    return _PASSWORD.sub(r"\1***@", url)


def parse_source(text: str, mapping: AuditMapping, selection: Selection) -> SourceSpec:
    """SOURCE as given on the command line (JSON Lines files are imported by the caller)."""
    if text.startswith("sqlite:///"):
        path = Path(text[len("sqlite:///"):])
        if not path.is_file():
            raise InputError(text, "no such SQLite database file")
        return SourceSpec(SQLITE, str(path.resolve()), text, mapping, selection)
    if text.startswith(_POSTGRES_SCHEMES):
        return SourceSpec(POSTGRES, text, redact(text), mapping, selection)
    raise InputError(text, "expected sqlite:///PATH, postgresql://USER@HOST/DB or a JSON Lines "
                     "file of session bundles")


def open_source(spec: SourceSpec) -> SqlSource:
    if spec.kind == POSTGRES:
        from gatekeeper.audit.sources.postgres import PostgresSource

        return PostgresSource(spec)
    from gatekeeper.audit.sources.sqlite import SqliteSource

    return SqliteSource(spec)
