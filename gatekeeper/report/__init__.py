"""Reporters: one class per output format, found by name (the CLI's --format choices).

Each reporter is imported only when its format is asked for. A reporter gets the stream, whether
to colour, and the run's `Config` (rule names and descriptions, for formats such as SARIF that
describe the rules they report; None when the caller has none, e.g. a report built by hand).
Formats are documented with examples in docs/formats.md.
"""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, TextIO

from gatekeeper.engine.result import FAIL, PASS, WARN, Report

if TYPE_CHECKING:
    from gatekeeper.config.model import Config

FORMATS: dict[str, str] = {
    "text": "gatekeeper.report.text:TextReporter",
    "json": "gatekeeper.report.json:JsonReporter",
    "jsonl": "gatekeeper.report.jsonl:JsonLinesReporter",
    "sarif": "gatekeeper.report.sarif:SarifReporter",
    "junit": "gatekeeper.report.junit:JunitReporter",
    "github": "gatekeeper.report.github:GithubReporter",
}


class Reporter(Protocol):
    def __init__(self, stream: TextIO, *, color: bool = False,
                 config: Config | None = None) -> None: ...

    def write(self, reports: Sequence[Report]) -> None: ...


def status_counts(reports: Sequence[Report]) -> dict[str, int]:
    counts = Counter(report.status for report in reports)
    return {status: counts[status] for status in (PASS, WARN, FAIL)}


def summary_line(reports: Sequence[Report]) -> str:
    """`3 files: 1 pass, 1 warn, 1 fail (4 errors, 1 warning)`: the end of every run."""
    counts = status_counts(reports)
    errors = sum(f.level == FAIL for r in reports for f in r.findings)
    warnings = sum(f.level == WARN for r in reports for f in r.findings)
    # Findings taken out by waivers / the baseline (gatekeeper/suppress/rejudge.py), when any.
    removed = [f"{sum(len(r.extra.get(key, ())) for r in reports)} {key}"
               for key in ("waived", "baselined") if any(r.extra.get(key) for r in reports)]
    return (f"{_plural(len(reports), 'file')}: {counts[PASS]} pass, {counts[WARN]} warn, "
            f"{counts[FAIL]} fail ({_plural(errors, 'error')}, {_plural(warnings, 'warning')}"
            f"{''.join('; ' + item for item in removed)})")


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def reporter_class(name: str) -> type[Reporter]:
    module_name, _, class_name = FORMATS[name].partition(":")
    return getattr(importlib.import_module(module_name), class_name)


def artifact_path(source: str) -> str:
    """A report's file as CI systems want it: relative to the working directory when it is
    inside it, with forward slashes (`examples/x.bundle.json`, also on Windows)."""
    from pathlib import Path, PurePath

    path = Path(source)
    if path.is_absolute():
        try:
            path = path.relative_to(Path.cwd())
        except ValueError:
            return path.as_posix()
    return PurePath(path).as_posix()
