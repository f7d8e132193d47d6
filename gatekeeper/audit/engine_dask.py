"""`--engine dask`: partitions checked on a Dask distributed cluster (the optional `dask` extra).

The client sends each worker an `AuditJob` (the source's address, the selection, one
partition's id bounds, the merged configuration); the worker opens the database itself and
reads only its own partition, so no session data passes through the client on the way in.
Results are taken back in partition order with a bounded number of partitions in flight.

`scheduler`: the address of a running scheduler (`tcp://host:8786`); without one, a local
cluster of `workers` processes (one thread each: the rules are CPU-bound Python).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import ExitStack
from typing import Any

from gatekeeper.audit.engine_local import IN_FLIGHT_PER_WORKER, unwrap
from gatekeeper.audit.extras import optional
from gatekeeper.audit.partition import AuditJob, run_job
from gatekeeper.errors import InputError


def run_dask(jobs: Sequence[AuditJob], scheduler: str | None,
             workers: int) -> Iterator[list[dict[str, Any]]]:
    if not jobs:
        return
    distributed: Any = optional("distributed", "dask", "--engine dask")
    with ExitStack() as stack:
        if scheduler is None:
            cluster = stack.enter_context(distributed.LocalCluster(
                n_workers=workers, threads_per_worker=1, processes=True,
                dashboard_address=None, silence_logs=40))  # logging.ERROR
            client = stack.enter_context(distributed.Client(cluster))
        else:
            try:
                client = stack.enter_context(distributed.Client(scheduler, timeout="30s"))
            except OSError as exc:
                raise InputError(f"--scheduler {scheduler}", f"cannot reach the Dask "
                                 f"scheduler: {exc}") from None
        window = max(1, len(client.scheduler_info().get("workers", {})) or workers) \
            * IN_FLIGHT_PER_WORKER
        pending: list[Any] = []
        try:
            for job in jobs:
                pending.append(client.submit(run_job, job, pure=False))
                if len(pending) >= window:
                    yield unwrap(pending.pop(0).result())
            for future in pending:
                yield unwrap(future.result())
        finally:
            for future in pending:
                future.cancel()
