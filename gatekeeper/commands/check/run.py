"""`gatekeeper check`: find the cases, load the configuration once, run, report, exit code.

The CLI only parses arguments into `CheckOptions`; this module does the work and returns the
exit code: 0 nothing at or above the --fail-on threshold, 1 findings at or above it, 2 input or
configuration errors (raised as InputError and turned into exit 2 by the CLI).
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Sequence

from gatekeeper.commands.check.options import CheckOptions, load_engine
from gatekeeper.commands.check.parallel import check_batch
from gatekeeper.commands.check.progress import progress
from gatekeeper.commands.output import write_atomically
from gatekeeper.config import Config
from gatekeeper.engine.result import Report
from gatekeeper.engine.verdict import blocking
from gatekeeper.parse.discovery import Batch, discover
from gatekeeper.parse.limits import DEFAULT_MAX_INPUT_BYTES
from gatekeeper.report import reporter_class, summary_line
from gatekeeper.suppress import baseline

EXIT_CLEAN, EXIT_FINDINGS = 0, 1  # input and configuration errors: 2, by the CLI


def find_batch(options: CheckOptions, max_bytes: int = DEFAULT_MAX_INPUT_BYTES) -> Batch:
    """The cases the paths name (files, directories, globs): see gatekeeper/parse/discovery.py."""
    return Batch(discover(options.paths, options.invocations), options.session_id, max_bytes)


def use_color(stream: object, requested: bool | None) -> bool:
    if requested is not None:
        return requested
    if os.environ.get("NO_COLOR"):
        return False
    return bool(getattr(stream, "isatty", lambda: False)())


def run_check(options: CheckOptions) -> int:
    config, engine = load_engine(options)
    batch = find_batch(options, config.limits.max_input_bytes)
    with progress(len(batch)) as advance:
        reports = check_batch(batch, engine, options, advance)
    reports = baseline.apply(reports, options.baseline, options.write_baseline, engine,
                             write_atomically)
    write_reports(reports, options, config)
    return EXIT_FINDINGS if any(blocking(r.status, options.fail_on) for r in reports) else EXIT_CLEAN


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
