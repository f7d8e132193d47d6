"""What several commands share: the configuration a command was asked to use, output helpers,
and opening one session for the chain commands.

Kept free of heavy imports: the CLI imports this module at start-up.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TextIO

if TYPE_CHECKING:
    from gatekeeper.config import Config, Overrides
    from gatekeeper.config.sources import Layer


class ConfigRequest(NamedTuple):
    """The shared configuration options (--config, --enable, --disable, --set, --isolated)."""

    files: Sequence[Path] = ()
    enable: Sequence[str] = ()
    disable: Sequence[str] = ()
    set: Sequence[str] = ()
    isolated: bool = False

    @property
    def overrides(self) -> Overrides:
        from gatekeeper.config import Overrides

        return Overrides(tuple(self.enable), tuple(self.disable), tuple(self.set))

    def layers(self, cwd: Path | None = None) -> list[Layer]:
        from gatekeeper.config.loader import collect_layers

        return collect_layers(cwd or Path.cwd(), self.files, self.overrides, self.isolated)

    def load(self, cwd: Path | None = None) -> Config:
        from gatekeeper.config.loader import build_config
        from gatekeeper.plugin import RuleSet

        return build_config(self.layers(cwd), RuleSet.installed())


def write_json(value: Any, stream: TextIO | None = None) -> None:
    """Deterministic JSON: keys in the order built, UTF-8 text as is, two-space indent."""
    from gatekeeper.report import write_json as write

    write(value, stream or sys.stdout)


class Writer(Protocol):
    def write(self, text: str, /) -> object: ...


def display_width(text: str) -> int:
    """Terminal columns `text` takes: wide and full-width characters (CJK) take two, combining
    marks none."""
    import unicodedata

    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF"
               else 1 for c in text)


def plain_table(rows: Sequence[Sequence[str]], stream: Writer | None = None) -> None:
    """Columns aligned with spaces by display width (CJK text lines up); no trailing blanks."""
    stream = stream or sys.stdout
    widths = [max(display_width(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        cells = [cell + " " * (width - display_width(cell))
                 for cell, width in zip(row, widths, strict=True)]
        stream.write("  ".join(cells).rstrip() + "\n")


def open_session(path: Path, request: ConfigRequest, invocations: Path | None = None,
                 session_id: str | None = None, original_query: str | None = None,
                 retry_context: Any = None) -> Any:
    """Lint one session (a bundle, or OUTPUT with --invocations) as `gatekeeper check` would:
    the chain commands' common start (gatekeeper.chain.session.Session)."""
    from gatekeeper.chain.session import load_case, run_session
    from gatekeeper.engine.runner import Engine

    config = request.load()
    case = load_case(path, invocations, session_id, config.limits.max_input_bytes)
    return run_session(Engine(config), case, original_query, retry_context)
