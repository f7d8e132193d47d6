"""`gatekeeper rules`: every rule Gatekeeper knows, with its state and where it comes from.

A rule is listed when the merged configuration indexes it or an installed distribution provides
it (entry-point group `gatekeeper.rules`). Columns: id, enabled, severity, verdictImpact, and the
providing distribution with its version. A rule that is installed but not in the index cannot
run; it is listed with `enabled` shown as `not indexed` (`null` in JSON). Index order first, then
unindexed plugins by id.

Output: a rich table on a terminal, plain aligned columns otherwise (pipes, files, NO_COLOR), or
`--format json`: an array of objects with the keys `id`, `name`, `enabled`, `severity`,
`verdictImpact`, `distribution`, `version`, `entryPoint`.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from gatekeeper.commands.common import ConfigRequest, plain_table, write_json

if TYPE_CHECKING:
    from gatekeeper.config import Config

COLUMNS = ("id", "enabled", "severity", "verdictImpact", "distribution")


def rule_rows(request: ConfigRequest) -> list[dict[str, Any]]:
    return rows_for(request.load())


def rows_for(config: Config) -> list[dict[str, Any]]:
    """The listing for a loaded configuration (also `GET /v1/rules` of `gatekeeper serve`)."""
    from gatekeeper.plugin import RuleSet

    plugins = RuleSet.installed().plugins
    rows = []
    for meta in config.rules:
        rows.append(_row(meta.id, plugins.get(meta.id), meta.name, meta.enabled, meta.severity,
                         meta.verdict_impact))
    indexed = {meta.id for meta in config.rules}
    for rule_id, plugin in plugins.items():
        if rule_id not in indexed:
            rows.append(_row(rule_id, plugin, None, None, None, None))
    return rows


def _row(rule_id: str, plugin: Any, name: str | None, enabled: bool | None,
         severity: str | None, impact: str | None) -> dict[str, Any]:
    return {
        "id": rule_id,
        "name": name,
        "enabled": enabled,
        "severity": severity,
        "verdictImpact": impact,
        "distribution": plugin.distribution if plugin else None,
        "version": plugin.version if plugin else None,
        "entryPoint": plugin.value if plugin else None,
    }


def _cells(row: dict[str, Any]) -> list[str]:
    enabled = {True: "yes", False: "no", None: "not indexed"}[row["enabled"]]
    dist = f"{row['distribution']} {row['version']}" if row["distribution"] else "-"
    return [row["id"], enabled, row["severity"] or "-", row["verdictImpact"] or "-", dist]


def run(request: ConfigRequest, output_format: str = "text", color: bool | None = None) -> int:
    from gatekeeper.commands.check.run import use_color

    rows = rule_rows(request)
    if output_format == "json":
        write_json(rows)
    elif use_color(sys.stdout, color):
        from rich import box
        from rich.console import Console
        from rich.table import Table

        table = Table(box=box.SIMPLE_HEAD, pad_edge=False, highlight=False)
        for column in COLUMNS:  # ids and enum values never wrap; the distribution may
            table.add_column(column, no_wrap=column != "distribution", overflow="fold")
        for row in rows:
            table.add_row(*_cells(row), style=None if row["enabled"] else "dim")
        Console(highlight=False, force_terminal=True).print(table)
    else:
        plain_table([list(COLUMNS), *(_cells(row) for row in rows)])
    return 0
