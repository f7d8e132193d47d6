"""`gatekeeper check`: find the cases, load the configuration once, run, report, exit code.

The CLI only parses arguments into `CheckOptions`; this module does the work and returns the
exit code: 0 nothing at or above the --fail-on threshold (or --exit-zero), 1 findings at or
above it, 2 input or configuration errors. A case of the batch that cannot be read or framed is
reported in its place as not checked (every format shows it), the other cases are reported in
full, and the exit code is 2; errors that stop the whole run (configuration, arguments, the
--invocations dump, a --baseline file) are raised as InputError and turned into exit 2 by the
CLI.
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import TextIO

from gatekeeper.commands.check.options import CheckOptions, load_engine
from gatekeeper.commands.check.parallel import check_batch, iter_batch
from gatekeeper.commands.check.progress import PROGRESS_THRESHOLD, progress
from gatekeeper.commands.check.startup import checking, start_up
from gatekeeper.commands.output import atomic_output, write_atomically
from gatekeeper.config import Config
from gatekeeper.config.model import require_enabled_rules
from gatekeeper.engine.result import Report
from gatekeeper.engine.verdict import blocking
from gatekeeper.errors import InputError, Interrupted
from gatekeeper.parse.discovery import Batch, discover
from gatekeeper.parse.limits import DEFAULT_MAX_INPUT_BYTES
from gatekeeper.report import Tally, make_reporter, reporter_class, streams
from gatekeeper.suppress.waivers import WaivingEngine

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2  # run-stopping errors: 2, by the CLI


def find_batch(options: CheckOptions, max_bytes: int = DEFAULT_MAX_INPUT_BYTES) -> Batch:
    """The cases the paths name (files, directories, globs, `-`): see
    gatekeeper/parse/discovery.py. Standard input and the --invocations dump are read now."""
    from gatekeeper.parse.files import STDIN, STDIN_NAME, read_stdin

    name = options.stdin_filename or STDIN_NAME
    targets = discover(options.paths, options.invocations, name, options.only_cases)
    reads_stdin = str(options.invocations) == STDIN or any(t.stdin for t in targets)
    batch = Batch(targets, options.session_id, max_bytes,
                  read_stdin(max_bytes) if reads_stdin else None, name)
    if options.invocations is not None and targets:
        batch.load_shared_dump(options.invocations)
    return batch


def use_color(stream: object, requested: bool | None) -> bool:
    """--color/--no-color, else NO_COLOR (off), else FORCE_COLOR (on), else a terminal."""
    if requested is not None:
        return requested
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    return bool(getattr(stream, "isatty", lambda: False)())


#: The process that turned SIGTERM into `Interrupted` (`run_check`).
_handler_pid = 0


def _interrupt(signum: int, frame: object) -> None:
    if os.getpid() != _handler_pid:
        # a --jobs worker forked before its initializer reset this handler (the pool stopping
        # it): it ends as SIGTERM's default would, not with `Interrupted`'s traceback
        import signal

        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)
        return
    raise Interrupted(signum)


def run_check(options: CheckOptions) -> int:
    """The run, with SIGTERM turned into `Interrupted` (in the main thread: the only one that
    can take signals), so the pool is stopped and no partial file is left."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        return _run_check(options)
    global _handler_pid
    _handler_pid = os.getpid()
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        return _run_check(options)
    finally:
        signal.signal(signal.SIGTERM, previous)


def _run_check(options: CheckOptions) -> int:
    # The rules' modules, the configuration, the engine and the shared --invocations dump: they
    # live for the whole run (a 10k-invocation dump is millions of objects the collector would
    # walk again and again while the rules run: docs/performance.md).
    with start_up():
        config, engine = load_engine(options)
        require_enabled_rules(config, options.allow_no_rules)  # else everything would pass
        batch = find_batch(options, config.limits.max_input_bytes)
    # A shared dump's evidence index lives for the whole run: the collector would walk it
    # again and again. Per-bundle dumps die with their case: the usual collector is cheaper.
    with checking(lazy=options.invocations is not None):
        return _check(batch, engine, options, config)


def _check(batch: Batch, engine: WaivingEngine, options: CheckOptions, config: Config) -> int:
    if _streamed(options, len(batch)):
        # Each report written as its file finishes, none kept: what the exit code needs is
        # noted as they pass.
        outcome = _Outcome(options)
        write_reports(map(outcome.note, iter_batch(batch, engine, options)), options, config)
        return outcome.exit_code()
    from gatekeeper.suppress import baseline  # hashlib and the baseline model: not for a stream

    with progress(len(batch)) as advance:
        reports = check_batch(batch, engine, options, advance)
    reports = baseline.apply(reports, options.baseline, options.write_baseline, engine,
                             write_atomically)
    write_reports(reports, options, config)
    return exit_code(reports, options)


def _streamed(options: CheckOptions, cases: int) -> bool:
    """A streaming format, and nothing that needs the whole batch: no baseline, no
    --statistics, no progress bar drawn while the report is written."""
    if options.baseline or options.write_baseline or options.statistics:
        return False
    if cases > PROGRESS_THRESHOLD and getattr(sys.stderr, "isatty", lambda: False)():
        return False
    return streams(reporter_class(options.format))


class _Outcome:
    """What the exit code needs from reports that are not kept."""

    def __init__(self, options: CheckOptions) -> None:
        self.options = options
        self.not_checked: list[Report] = []
        self.blocked = False

    def note(self, report: Report) -> Report:
        if report.error is not None:  # not checked: exit 2, whatever else blocks
            self.not_checked.append(report)
        elif not self.blocked:
            self.blocked = blocking(report.status, self.options.fail_on)
        return report

    def exit_code(self) -> int:
        return exit_code(self.not_checked, self.options, self.blocked)


def exit_code(reports: Sequence[Report], options: CheckOptions,
              blocked: bool | None = None) -> int:
    """`blocked`: whether a report blocks, when `reports` are not all of them."""
    not_checked = [r.error for r in reports if r.error is not None]
    for problem in not_checked:  # also on stderr: a CI log shows why, whatever the format
        print(f"gatekeeper: error: {problem.text}", file=sys.stderr)
    if not_checked:
        return EXIT_ERROR
    if options.exit_zero:
        return EXIT_CLEAN
    if blocked is None:
        blocked = any(blocking(r.status, options.fail_on) for r in reports)
    return EXIT_FINDINGS if blocked else EXIT_CLEAN


def write_reports(reports: Iterable[Report], options: CheckOptions,
                  config: Config | None = None) -> None:
    """Report in options.format; `config` gives reporters the rules' names and descriptions.
    A streaming reporter gets `reports` as they come (onto stdout or into --output's file as
    each is written, none kept), the others as a list."""
    reporter = reporter_class(options.format)
    tally = Tally()
    given = reports
    streaming = streams(reporter)
    counted = map(tally.add, given) if streaming else [tally.add(report) for report in given]

    def write(stream: TextIO, color: bool) -> None:
        # Streaming, the linting runs inside the reporter's loop: its OSErrors are not the output's.
        given_to = _produced(counted, stream) if streaming else counted
        make_reporter(reporter, stream, color=color, config=config, fail_on=options.fail_on,
                      quiet=options.quiet).write(given_to)  # type: ignore[arg-type]

    if options.output is None:
        stdout = sys.stdout
        try:
            if stdout is None:  # started with fd 1 closed (`>&-`)
                raise OSError(errno.EBADF, "standard output is closed")
            write(stdout, use_color(stdout, options.color))
            stdout.flush()
        except _LintingError as wrapped:
            raise wrapped.error from None
        except BrokenPipeError:  # the reader stopped (`| head`): what it wanted, it has
            _silence_stdout()
            raise
        except OSError as exc:  # full (/dev/full) or closed
            _silence_stdout()
            raise InputError("<standard output>", f"cannot be written: {exc.strerror or exc}"
                             ) from None
    else:
        try:
            with atomic_output(options.output) as stream:  # renamed into place when complete
                write(stream, bool(options.color))
        except _LintingError as wrapped:
            raise wrapped.error from None
    if options.statistics:
        from gatekeeper.commands.check.statistics import write_statistics

        # Beside a machine-readable report (or one in a file), on stderr: stdout stays parseable.
        aside = options.output is not None or options.format != "text"
        # Never streamed with --statistics (`_streamed`): `given` is the list of every report.
        write_statistics(given if isinstance(given, Sequence) else [],
                         sys.stderr if aside else sys.stdout)
    if options.output is not None and not options.quiet:
        print(tally.line(), file=sys.stderr)  # the report went to a file: how it went


class _LintingError(Exception):
    """An OSError of the linting side, carried through a streaming reporter's `write`."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


def _produced(reports: Iterable[Report], stream: TextIO) -> Iterator[Report]:
    """`reports` for a streaming reporter writing onto `stream`, which is flushed before the
    next file is linted: a reader (a CI log, a pipe) sees each file's report as it finishes."""
    iterator = iter(reports)
    while True:
        try:
            report = next(iterator)
        except StopIteration:
            return
        except OSError as error:
            raise _LintingError(error) from error
        yield report
        stream.flush()


def _silence_stdout() -> None:
    """Point fd 1 at /dev/null, so that the interpreter's final flush of what could not be
    written does not fail again (and print a traceback) at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)
    except OSError:
        pass
