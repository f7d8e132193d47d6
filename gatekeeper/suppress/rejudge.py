"""What waivers and the baseline share: project-relative paths and re-judging a report.

Both take findings out of a report without hiding them: the removed findings move to a list
beside `gatekeeper_result` (`waived`, `baselined`, carried in `Report.extra`), and the report's
rule statuses and verdict ceiling are recomputed from the findings that remain, so
`gatekeeper_result` keeps exactly its four keys and means "what still counts".
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gatekeeper.engine.result import FAIL, Report, ReportedFinding
from gatekeeper.engine.verdict import failed_by_crash, verdict_ceiling, worst

if TYPE_CHECKING:
    from gatekeeper.config.model import Config


def project_root(cwd: Path, isolated: bool = False) -> Path:
    """The directory file globs and baseline keys are relative to.

    The directory of the project configuration found from `cwd` upward (.gatekeeper.yaml,
    pyproject.toml with [tool.gatekeeper], ...), or `cwd` itself when there is none or the run
    is --isolated: patterns mean the same whichever subdirectory Gatekeeper is run from.
    """
    from gatekeeper.config.sources import find_project_config

    project = None if isolated else find_project_config(cwd)
    return (project.parent if project is not None else cwd).absolute()


def project_path(source: str, root: Path) -> str:
    """`source` relative to `root` with POSIX separators; absolute when outside `root`."""
    absolute = os.path.abspath(source)
    relative = os.path.relpath(absolute, root)
    if relative == os.pardir or relative.startswith(os.pardir + os.sep):
        relative = absolute
    return relative.replace(os.sep, "/")


def rejudge(report: Report, kept: Sequence[ReportedFinding], config: Config,
            extra: Mapping[str, Any]) -> Report:
    """`report` with only `kept` findings counting; `extra` added beside gatekeeper_result."""
    statuses: dict[str, str] = {
        rule_id: worst(f.level for f in kept if f.rule_id == rule_id)
        for rule_id in report.rule_statuses}
    # The ceiling is the Executor rules' alone (chain rules report into chain_result).
    failed = [config.rule(rule_id) for rule_id, status in statuses.items()
              if status == FAIL and rule_id not in report.chain_rules]
    # The engine only fails a warn_only rule when it crashed; that is how it reaches the
    # ceiling without reject/low_confid impact, so rebuild the crashed set the same way.
    crashed = {meta.id for meta in failed if failed_by_crash(meta)}
    return report._replace(rule_statuses=statuses, findings=tuple(kept),
                           verdict_ceiling=verdict_ceiling(failed, crashed),
                           extra={**report.extra, **extra})


def finding_record(finding: ReportedFinding, **more: Any) -> dict[str, Any]:
    """A removed finding as the JSON report lists it: the finding's fields plus why."""
    return {**finding.to_dict(), **more}


def text_notes(report: Report) -> list[str]:
    """Lines the text reporter prints before a file's summary: counts and fixed entries."""
    lines = [f"{report.source}: baseline entry no longer occurs: {entry['rule_id']} "
             f"{entry['target']} (remove it: --baseline B --write-baseline B)"
             for entry in report.extra.get("baseline_fixed", ())]
    counts = [f"{len(report.extra[key])} {key}" for key in ("waived", "baselined")
              if report.extra.get(key)]
    if counts:
        lines.append(f"{report.source}: {', '.join(counts)} finding(s) not counted")
    return lines
