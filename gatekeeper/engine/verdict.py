"""The verdict policy, in one place: what a finding, a rule and a run come to.

Every consumer (the engine, waivers and the baseline when they re-judge a report, every
reporter) asks this module; none spells the policy out again. See docs/contract.md (result,
verdict ceiling).

* A rule whose severity is `warning`, or whose verdictImpact is `warn_only`, only ever warns.
  Otherwise a finding fails its rule unless the rule graded it weak (`WARN`).
* A rule's status, and a run's, is the worst level among its findings (`fail` > `warn` >
  `pass`).
* The verdict ceiling, the best verdict the Verifier may still give: a failed `reject_on_fail`
  rule → `REJECT`; else a failed `low_confid_on_fail` rule, or a rule that crashed or timed out
  (whatever its metadata says), → `LOW_CONFID`; else `PASS`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

# The vocabulary is part of the plugin contract (a rule's metadata, a finding's degree) and is
# defined there; it is re-exported here, beside the decisions made with it.
from gatekeeper.plugin import (
    ERROR,
    FAIL,
    PASS,
    SEVERITIES,
    STATUSES,
    VERDICT_IMPACTS,
    VERDICT_LOW_CONFID,
    VERDICT_PASS,
    VERDICT_REJECT,
    VERDICTS,
    WARN,
    WARNING,
    RuleMetadata,
    Severity,
    Status,
    Verdict,
    VerdictImpact,
)

__all__ = [
    "ERROR",
    "FAIL",
    "PASS",
    "SEVERITIES",
    "STATUSES",
    "VERDICTS",
    "VERDICT_IMPACTS",
    "VERDICT_LOW_CONFID",
    "VERDICT_PASS",
    "VERDICT_REJECT",
    "WARN",
    "WARNING",
    "Severity",
    "Status",
    "Verdict",
    "VerdictImpact",
    "blocking",
    "failed_by_crash",
    "finding_level",
    "level_of_severity",
    "only_warns",
    "severity",
    "verdict_ceiling",
    "worst",
]

_RANK: Final[dict[str, int]] = {PASS: 0, WARN: 1, FAIL: 2}


def only_warns(meta: RuleMetadata) -> bool:
    """A rule that can never fail a run (unless it crashes)."""
    return meta.severity == WARNING or meta.verdict_impact == "warn_only"


def finding_level(meta: RuleMetadata, degree: Status) -> Status:
    """A finding's level: what the rule graded it (`fail` or a weak `warn`), capped by the
    rule's metadata."""
    return WARN if only_warns(meta) or degree == WARN else FAIL


def worst(levels: Iterable[str]) -> Status:
    """The worst of some levels (`pass` for none): a rule's status, a run's status."""
    found = max((_RANK[level] for level in levels), default=0)
    return STATUSES[found]


def severity(level: str) -> Severity:
    """A finding's severity as formats show it: `error` for a failing one, else `warning`."""
    return ERROR if level == FAIL else WARNING


def level_of_severity(value: str) -> Status:
    return FAIL if value == ERROR else WARN


def failed_by_crash(meta: RuleMetadata) -> bool:
    """A failed rule that only warns can only have failed by crashing or timing out (the engine
    fails such a rule then, whatever its metadata): how a re-judged report tells."""
    return only_warns(meta)


def verdict_ceiling(failed: Iterable[RuleMetadata], crashed: Iterable[str] = ()) -> Verdict:
    """The best verdict the Verifier may still give, from the rules that failed."""
    failed = list(failed)
    crashed = set(crashed)
    if any(meta.verdict_impact == "reject_on_fail" for meta in failed):
        return VERDICT_REJECT
    if any(meta.verdict_impact == "low_confid_on_fail" or meta.id in crashed for meta in failed):
        return VERDICT_LOW_CONFID
    return VERDICT_PASS


def blocking(status: str, fail_on: str) -> bool:
    """Whether a report with `status` makes the run fail under `--fail-on` (`fail` or `warn`)."""
    return _RANK[status] >= _RANK[fail_on] and status != PASS
