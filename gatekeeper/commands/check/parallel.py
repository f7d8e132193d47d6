"""`gatekeeper check --jobs N`: lint a batch's cases in N worker processes, output unchanged.

Linting is CPU-bound Python (JSON decoding, fuzzy matching), so threads would not help; worker
processes do. The report is byte-identical to a serial run's, in the same order: cases are cut
into contiguous chunks, each worker lints its chunk exactly as the serial loop does (reading,
rules, locating findings), and the parent collects the chunks' reports in submission order.
A case that cannot be read is a not-checked report in its place, as serially.

When it pays: a pool costs a fork per worker plus pickling every report back (tens of
milliseconds in all; docs/performance.md), so a run goes parallel only with `jobs` > 1 and
more than `MIN_FILES_PER_JOB` cases per worker; anything smaller runs in-process, serially,
as `--jobs 1` always does.

Workers and their configuration: on Linux the pool forks, so each worker inherits the engine
(configuration, rules, compiled validators and regexes) already built by the parent, before any
rule has run (no threads yet: forking a threaded process is unsafe). Elsewhere (spawn) each
worker builds it once, from the same options, in its initializer. Chunks: a few per worker for
balance (`CHUNKS_PER_JOB`), but one per worker when the cases share an invocation dump, which a
chunk reads once.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gatekeeper.commands.check.options import CheckOptions
    from gatekeeper.engine.result import Report
    from gatekeeper.parse.bundle import Case
    from gatekeeper.parse.discovery import Batch, Target
    from gatekeeper.suppress.waivers import WaivingEngine

#: A pool is worth its start-up only with more than this many cases per worker.
MIN_FILES_PER_JOB = 8
CHUNKS_PER_JOB = 4

_engine: Any = None  # the worker's engine: inherited through fork, or built by _init_spawned


def default_jobs() -> int:
    """The CPUs this process may run on (affinity and, from Python 3.13, -X cpu_count count)."""
    counter = getattr(os, "process_cpu_count", None)
    if counter is not None:
        return counter() or 1
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def worth_parallel(cases: int, jobs: int) -> bool:
    return jobs > 1 and cases > jobs * MIN_FILES_PER_JOB


def lint_case(engine: WaivingEngine, case: Case) -> Report:
    """Lint one case with its findings located (before waiving: waived ones keep their place)."""
    from gatekeeper.report.locate import locate_report

    return engine.run(case.parsed, case.invocations, case.source,
                      locate=lambda report: locate_report(report, case), chain=case.chain)


def lint_cases(engine: Any, batch: Batch) -> Iterator[Report]:
    """The serial loop: each case read, linted and its findings located, in batch order. A case
    that cannot be read or framed is reported as not checked, and the batch goes on."""
    from gatekeeper.engine.result import InputProblem, Report, printable
    from gatekeeper.errors import InputError

    for target, outcome in batch.outcomes():
        if isinstance(outcome, InputError):
            problem = InputProblem(printable(outcome.source), outcome.message, outcome.where)
            yield Report.not_checked(printable(str(target.path)), problem)
        else:
            yield lint_case(engine, outcome)


def chunked(targets: Sequence[Target], jobs: int) -> list[Sequence[Target]]:
    """Contiguous chunks, so that concatenating their reports keeps the batch order."""
    shared_dump = len({t.dump for t in targets}) == 1 and targets[0].dump is not None
    count = min(len(targets), jobs if shared_dump else jobs * CHUNKS_PER_JOB)
    size, extra = divmod(len(targets), count)
    chunks, start = [], 0
    for index in range(count):
        end = start + size + (1 if index < extra else 0)
        chunks.append(targets[start:end])
        start = end
    return chunks


def check_batch(batch: Batch, engine: Any, options: CheckOptions,
                advance: Callable[[], None] = lambda: None) -> list[Report]:
    """Every case's report, in batch order: in `options.jobs` processes when that pays."""
    return list(iter_batch(batch, engine, options, advance))


def iter_batch(batch: Batch, engine: Any, options: CheckOptions,
               advance: Callable[[], None] = lambda: None) -> Iterator[Report]:
    """`check_batch` one report at a time, as each case (serially) or chunk (in a pool)
    finishes: a streaming reporter writes them without the batch's reports all kept."""
    jobs = options.jobs if options.jobs is not None else default_jobs()
    if not worth_parallel(len(batch), jobs):
        for report in lint_cases(engine, batch):
            yield report
            advance()
        return
    yield from _in_pool(batch, engine, options, jobs, advance)


def _in_pool(batch: Batch, engine: Any, options: CheckOptions, jobs: int,
             advance: Callable[[], None]) -> Iterator[Report]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    from gatekeeper.errors import WorkerEnded

    global _engine
    forking = sys.platform.startswith("linux")
    context = multiprocessing.get_context("fork" if forking else "spawn")
    _engine = engine if forking else None  # what forked workers inherit
    chunks = chunked(batch.targets, jobs)
    try:
        with ProcessPoolExecutor(jobs, mp_context=context, initializer=_init_spawned,
                                 initargs=(None if forking else options,)) as pool:
            try:  # submitting too: a worker killed by then makes submit() raise
                futures = [pool.submit(_lint_chunk, _part(batch, chunk)) for chunk in chunks]
                for future in futures:  # submission order: the serial order
                    for outcome in future.result():
                        if isinstance(outcome, _Failure):
                            raise outcome.rebuild()
                        yield outcome
                        advance()
            except BrokenProcessPool as error:  # a worker killed (out of memory, a signal)
                _stop(pool)
                raise WorkerEnded("no complete report written") from error
            except BaseException:
                _stop(pool)
                raise
    finally:
        _engine = None


def _stop(pool: Any) -> None:
    """Cancel what has not started and terminate the workers: a worker blocked writing a result
    nobody will read would otherwise outlive the run (SIGTERM / SIGINT to the parent, an error)."""
    # No future.cancel(): the pool's manager thread then fails the pending futures itself
    # (BrokenProcessPool), where a cancelled one would make it raise InvalidStateError.
    workers = list((getattr(pool, "_processes", None) or {}).values())  # no public handle
    for worker in workers:
        worker.terminate()
    for worker in workers:
        worker.join(5)


def _part(batch: Batch, targets: Sequence[Target]) -> Batch:
    """The batch with only `targets`: same session, limits and whatever else it carries."""
    import copy

    part = copy.copy(batch)
    part.targets = list(targets)
    return part


def _init_spawned(options: CheckOptions | None) -> None:
    import signal

    global _engine
    # The parent stops the pool: a worker neither reports Ctrl-C (sent to the whole process
    # group) nor keeps the parent's SIGTERM handler (inherited through fork).
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if options is not None:  # spawn: build the engine once per worker
        from gatekeeper.commands.check.options import load_engine

        _engine = load_engine(options)[1]


class _Failure:
    """An InputError crossing the process boundary (its constructor does not take its args)."""

    def __init__(self, error: Exception) -> None:
        self.kind = type(error)
        self.state = dict(error.__dict__)
        self.text = str(error)

    def rebuild(self) -> Exception:
        error = self.kind.__new__(self.kind)
        error.__dict__.update(self.state)
        error.args = (self.text,)
        return error


def _lint_chunk(part: Batch) -> list[Any]:
    from gatekeeper.errors import InputError

    reports: list[Any] = []
    try:
        reports.extend(lint_cases(_engine, part))
    except InputError as error:  # the serial run stops here too; earlier reports still count
        reports.append(_Failure(error))
    return reports
