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

from gatekeeper.commands.check.parallel import check_batch
from gatekeeper.commands.check.progress import progress
from gatekeeper.config import Config, Overrides, load_config
from gatekeeper.config.limits import DEFAULT_MAX_INPUT_BYTES
from gatekeeper.engine.result import FAIL, WARN, Report
from gatekeeper.errors import InputError
from gatekeeper.parse.bundle import Case
from gatekeeper.parse.discovery import Batch, discover
from gatekeeper.plugin import RuleSet
from gatekeeper.report import reporter_class, summary_line
from gatekeeper.suppress import baseline
from gatekeeper.suppress.waivers import WaivingEngine, waiving_engine

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
    baseline: Path | None = None  # --baseline: fail only on findings not in it (baseline.py)
    write_baseline: Path | None = None  # --write-baseline: record this run's findings
    jobs: int | None = None  # --jobs: worker processes (None: one per core; see parallel.py)


def find_batch(options: CheckOptions, max_bytes: int = DEFAULT_MAX_INPUT_BYTES) -> Batch:
    """The cases the paths name (files, directories, globs): see gatekeeper/parse/discovery.py."""
    return Batch(discover(options.paths, options.invocations), options.session_id, max_bytes)


def iter_cases(options: CheckOptions) -> Iterator[Case]:
    yield from find_batch(options).cases()


def blocking(report: Report, fail_on: str) -> bool:
    return report.status == FAIL or (fail_on == WARN and report.status == WARN)


def use_color(stream: object, requested: bool | None) -> bool:
    if requested is not None:
        return requested
    if os.environ.get("NO_COLOR"):
        return False
    return bool(getattr(stream, "isatty", lambda: False)())


def load_engine(options: CheckOptions) -> tuple[Config, WaivingEngine]:
    """The run's configuration and engine (also what each --jobs worker builds under spawn)."""
    config = load_config(Path.cwd(), options.config_files, options.overrides,
                         isolated=options.isolated)
    return config, waiving_engine(config, RuleSet.installed(), Path.cwd(), options.isolated)


def run_check(options: CheckOptions) -> int:
    config, engine = load_engine(options)
    batch = find_batch(options, config.limits.max_input_bytes)
    with progress(len(batch)) as advance:
        reports = check_batch(batch, engine, options, advance)
    reports = baseline.apply(reports, options.baseline, options.write_baseline, engine)
    write_reports(reports, options, config)
    return EXIT_FINDINGS if any(blocking(r, options.fail_on) for r in reports) else EXIT_CLEAN


def write_reports(reports: Sequence[Report], options: CheckOptions,
                  config: Config | None = None) -> None:
    """Report in options.format; `config` gives reporters the rules' names and descriptions."""
    reporter = reporter_class(options.format)
    if options.output is None:
        reporter(sys.stdout, color=use_color(sys.stdout, options.color),
                 config=config).write(reports)
        return
    buffer = io.StringIO()
    reporter(buffer, color=bool(options.color), config=config).write(reports)
    write_atomically(options.output, buffer.getvalue())
    # The report went to a file: say on stderr how the run went.
    print(summary_line(reports), file=sys.stderr)


def write_atomically(path: Path, text: str) -> None:
    """Write via a temporary sibling and rename, so readers never see half a file.

    Only `path` (and its missing parent directories) is ever created; the temporary file is
    removed on any failure, which is an InputError naming `path` (exit 2), not a traceback.
    """
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    except (OSError, ValueError) as exc:
        raise InputError(str(path), f"cannot be written: {getattr(exc, 'strerror', None) or exc}"
                         ) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
        os.replace(temporary, path)
    except BaseException as exc:
        if os.path.exists(temporary):
            os.unlink(temporary)
        if isinstance(exc, OSError):
            raise InputError(str(path), f"cannot be written: {exc.strerror or exc}") from None
        raise
