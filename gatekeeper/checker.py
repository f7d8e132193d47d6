"""`gatekeeper check`: find the cases, load the configuration once, run, report, exit code.

The CLI only parses arguments into `CheckOptions`; this module does the work and returns the
exit code: 0 nothing at or above the --fail-on threshold, 1 findings at or above it, 2 input or
configuration errors (raised as InputError and turned into exit 2 by the CLI).
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from gatekeeper.config import Overrides, load_config
from gatekeeper.engine import Engine
from gatekeeper.parse.bundle import Case, load_bundle
from gatekeeper.parse.executor import parse_executor_output
from gatekeeper.parse.files import read_bytes, read_text
from gatekeeper.parse.invocations import load_invocations
from gatekeeper.registry import RuleSet
from gatekeeper.report import reporter_class
from gatekeeper.report.model import FAIL, WARN, Report

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2


@dataclass(frozen=True)
class CheckOptions:
    paths: Sequence[Path]
    invocations: Path | None = None
    session_id: str | None = None
    format: str = "text"
    output: Path | None = None
    fail_on: str = FAIL
    config_files: Sequence[Path] = ()
    overrides: Overrides = field(default_factory=Overrides)
    isolated: bool = False
    color: bool | None = None  # None: decide from the stream and NO_COLOR


def iter_cases(options: CheckOptions) -> Iterator[Case]:
    if options.invocations is not None:
        dump_path = options.invocations
        invocations = load_invocations(read_text(dump_path), str(dump_path), options.session_id)
        for path in options.paths:
            yield Case(str(path), parse_executor_output(read_bytes(path)), invocations)
    else:
        for path in options.paths:
            yield load_bundle(path, options.session_id)


def blocking(report: Report, fail_on: str) -> bool:
    return report.status == FAIL or (fail_on == WARN and report.status == WARN)


def use_color(stream: object, requested: bool | None) -> bool:
    if requested is not None:
        return requested
    if os.environ.get("NO_COLOR"):
        return False
    return bool(getattr(stream, "isatty", lambda: False)())


def run_check(options: CheckOptions) -> int:
    config = load_config(Path.cwd(), options.config_files, options.overrides,
                         isolated=options.isolated)
    engine = Engine(config, RuleSet.installed())
    reports = [engine.run(case.parsed, case.invocations, case.source) for case in iter_cases(options)]
    write_reports(reports, options)
    return EXIT_FINDINGS if any(blocking(r, options.fail_on) for r in reports) else EXIT_CLEAN


def write_reports(reports: Sequence[Report], options: CheckOptions) -> None:
    reporter = reporter_class(options.format)
    if options.output is None:
        reporter(sys.stdout, color=use_color(sys.stdout, options.color)).write(reports)
        return
    buffer = io.StringIO()
    reporter(buffer, color=bool(options.color)).write(reports)
    write_atomically(options.output, buffer.getvalue())


def write_atomically(path: Path, text: str) -> None:
    """Write via a temporary sibling and rename, so readers never see half a file."""
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise
