"""Checking one partition: read it from the source, build each session's bundle, run the engine.

The same function runs in-process, in a `--jobs` worker process and on a Dask worker; a worker
gets only an `AuditJob` (the source's address, the selection, the partition's bounds and the
merged configuration) and opens the source itself. Outcomes are plain JSON-ready dicts, so the
client writes the same bytes whichever engine produced them.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gatekeeper.audit.drift import drifted, stored_summary
from gatekeeper.audit.records import build_record, cited_ids, source_name
from gatekeeper.audit.sources import SourceSpec, open_source
from gatekeeper.audit.sources.sql import Partition, SqlSource
from gatekeeper.errors import InputError

if TYPE_CHECKING:
    from gatekeeper.engine.result import Report
    from gatekeeper.parse.bundle import Case
    from gatekeeper.suppress.waivers import WaivingEngine


@dataclass(frozen=True)
class AuditJob:
    spec: SourceSpec
    partition: Partition
    config: Mapping[str, Any]  # the client's merged configuration (Config.to_dict())
    root: str  # the project root waivers' globs are relative to


#: Per worker process: engines by configuration, open sources by address.
_engines: dict[str, Any] = {}
_sources: dict[tuple[int, str], SqlSource] = {}


def config_key(config: Mapping[str, Any]) -> str:
    return json.dumps(config, sort_keys=True, default=str)


def remember_engine(config: Mapping[str, Any], engine: Any) -> None:
    """Give this process's engine to worker processes forked after this call."""
    _engines[config_key(config)] = engine


def _engine(job: AuditJob) -> Any:
    key = config_key(job.config)
    if key not in _engines:
        from gatekeeper.config.loader import build_config
        from gatekeeper.config.sources import Layer
        from gatekeeper.plugin import RuleSet
        from gatekeeper.suppress.waivers import WaivingEngine

        rule_set = RuleSet.installed()
        config = build_config([Layer("configuration sent by the audit client", dict(job.config))],
                              rule_set)
        _engines[key] = WaivingEngine(config, rule_set, Path(job.root))
    return _engines[key]


def _source(spec: SourceSpec) -> SqlSource:
    key = (os.getpid(), repr(spec))  # a forked child must not share its parent's connection
    if key not in _sources:
        _sources[key] = open_source(spec)
    return _sources[key]


def run_job(job: AuditJob) -> list[dict[str, Any]] | JobFailure:
    """A worker's entry point. An input error comes back as a value (see JobFailure)."""
    try:
        return check_partition(_source(job.spec), job.partition, _engine(job))
    except InputError as error:
        return JobFailure(error.source, error.message, error.where)


@dataclass(frozen=True)
class JobFailure:
    """An InputError, carried back as data: its constructor's arguments are not its args."""

    source: str
    message: str
    where: str | None

    def error(self) -> InputError:
        return InputError(self.source, self.message, self.where)


def check_partition(source: SqlSource, partition: Partition, engine: Any) -> list[dict[str, Any]]:
    return [check_session(session, engine) for session in source.read(partition, cited_ids)]


def run_case(engine: WaivingEngine, case: Case) -> Report:
    """The engine on a bundle's case as `gatekeeper check` runs it, chain parts included;
    findings are not located: a stored session has no file to point into."""
    return engine.run(case.parsed, case.invocations, case.source, chain=case.chain)


def check_session(session: Any, engine: Any) -> dict[str, Any]:
    from gatekeeper.parse.bundle import case_from_bundle

    try:
        record = build_record(session)
        case = case_from_bundle(record.bundle, source_name(session.id))
        report = run_case(engine, case)
    except InputError as error:  # this session's stored records cannot be read: say which
        return {"session_id": session.id, "error": str(error), "gatekeeper_result": None,
                "verdict_ceiling": None, "chain_result": None, "drift": None, "findings": []}
    data = report.to_dict()
    result = data["gatekeeper_result"]
    return {
        "session_id": record.session_id,
        "gatekeeper_result": result,
        "verdict_ceiling": data["verdict_ceiling"],
        "chain_result": data.get("chain_result"),
        "drift": drifted(record.stored_result, result),
        "stored_gatekeeper_result": stored_summary(record.stored_result),
        "parse_status": data["parse_status"],
        "findings": [{key: f[key] for key in ("rule_id", "severity", "target", "message")}
                     for f in data["findings"]],
    }
