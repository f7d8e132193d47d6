"""`--engine local`: partitions checked in this process, or in `--jobs` worker processes.

Results come back in partition order, with at most a few partitions in flight per worker, so
memory stays bounded by the partition size however many sessions the source holds.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from typing import Any

from gatekeeper.audit.partition import AuditJob, JobFailure, remember_engine, run_job

#: Partitions submitted ahead of the one being written, per worker.
IN_FLIGHT_PER_WORKER = 2


def run_local(jobs: Sequence[AuditJob], engine: Any, workers: int) -> Iterator[list[dict[str, Any]]]:
    if not jobs:
        return
    remember_engine(jobs[0].config, engine)  # in-process, and inherited by forked workers
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            yield unwrap(run_job(job))
        return
    import multiprocessing
    from concurrent.futures import Future, ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    from gatekeeper.errors import WorkerEnded

    # fork: workers inherit the engine already built here; elsewhere each builds its own.
    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
    window = workers * IN_FLIGHT_PER_WORKER
    with ProcessPoolExecutor(workers, mp_context=context) as pool:
        pending: list[Future[Any]] = []
        upcoming = iter(jobs)
        try:
            for job in upcoming:
                pending.append(pool.submit(run_job, job))
                if len(pending) >= window:
                    yield unwrap(pending.pop(0).result())
            for future in pending:
                yield unwrap(future.result())
        except BrokenProcessPool as error:  # a worker killed (out of memory, a signal)
            raise WorkerEnded("the sessions after the last line written were not audited") \
                from error
        except BaseException:
            for future in pending:
                future.cancel()
            raise


def unwrap(outcome: list[dict[str, Any]] | JobFailure) -> list[dict[str, Any]]:
    if isinstance(outcome, JobFailure):
        raise outcome.error()
    return outcome
