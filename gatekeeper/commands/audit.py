"""`gatekeeper audit SOURCE`: re-check stored sessions, one JSON line each, in session id order.

Plans partitions of the selected sessions (reading only ids), runs them on the chosen engine,
writes each session's line as soon as its partition's turn comes, and ends with the summary
table on stderr. Exit code: 2 a session could not be read (its line says why; every other
session is still checked) or the source/configuration is unusable; 1 a session fails or drifts;
0 otherwise. See docs/audit.md.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gatekeeper.audit.selection import Selection, parse_filter
from gatekeeper.audit.sources import SourceSpec, open_source, parse_source
from gatekeeper.commands.common import ConfigRequest, plain_table
from gatekeeper.config.model import require_enabled_rules

if TYPE_CHECKING:
    from gatekeeper.audit.partition import AuditJob
    from gatekeeper.config.audit import AuditMapping

LOCAL, DASK = "local", "dask"
#: Local cluster size for `--engine dask` without --scheduler or --jobs.
DEFAULT_DASK_WORKERS = 2


@dataclass(frozen=True)
class AuditOptions:
    source: str
    config_request: ConfigRequest = field(default_factory=ConfigRequest)
    session_ids: Sequence[str] = ()
    where: Sequence[str] = ()
    limit: int | None = None
    engine: str = LOCAL
    jobs: int | None = None  # local: worker processes (None: one per core); dask: local cluster size
    scheduler: str | None = None
    partition_size: int | None = None  # None: audit.partitionSize


@contextmanager
def source_spec(source: str, mapping: AuditMapping, selection: Selection) -> Iterator[SourceSpec]:
    """SOURCE as a spec; a JSON Lines file is imported for the duration of the run."""
    if "://" in source:
        yield parse_source(source, mapping, selection)
        return
    from gatekeeper.audit.sources.jsonl import imported

    with imported(Path(source), selection) as spec:
        yield spec


def run(options: AuditOptions) -> int:
    from gatekeeper.audit.partition import AuditJob
    from gatekeeper.audit.summary import Summary
    from gatekeeper.commands.check.progress import progress
    from gatekeeper.plugin import RuleSet
    from gatekeeper.suppress.rejudge import project_root
    from gatekeeper.suppress.waivers import WaivingEngine

    config = options.config_request.load()
    require_enabled_rules(config)  # else every stored session would pass unchecked
    root = project_root(Path.cwd(), options.config_request.isolated)
    engine = WaivingEngine(config, RuleSet.installed(), root)
    selection = Selection(tuple(options.session_ids),
                          tuple(parse_filter(text) for text in options.where), options.limit)
    summary = Summary()
    with source_spec(options.source, config.audit, selection) as spec:
        planner = open_source(spec)
        try:
            partitions = planner.plan(options.partition_size or config.audit.partition_size)
        finally:
            planner.close()
        shipped = config.to_dict()
        jobs = [AuditJob(spec, partition, shipped, str(root)) for partition in partitions]
        with progress(sum(p.count for p in partitions)) as advance:
            for outcomes in _results(options, jobs, engine):
                for outcome in outcomes:
                    sys.stdout.write(json.dumps(outcome, ensure_ascii=False,
                                                separators=(",", ":")) + "\n")
                    summary.add(outcome)
                    advance()
                sys.stdout.flush()
    if summary.errors:
        print(f"gatekeeper: error: {summary.errors} session(s) could not be read; see the "
              "\"error\" member of their lines", file=sys.stderr)
    for number, table in enumerate(summary.tables()):
        if number:
            sys.stderr.write("\n")
        plain_table(table, sys.stderr)
    return summary.exit_code


def _results(options: AuditOptions, jobs: Sequence[AuditJob],
             engine: Any) -> Iterator[list[dict[str, Any]]]:
    if options.engine == DASK:
        from gatekeeper.audit.engine_dask import run_dask

        return run_dask(jobs, options.scheduler, options.jobs or DEFAULT_DASK_WORKERS)
    from gatekeeper.audit.engine_local import run_local
    from gatekeeper.commands.check.parallel import default_jobs

    return run_local(jobs, engine, options.jobs or default_jobs())
