"""Running the enabled rules over one executor output and building its report (docs/contract.md §4).

The engine, not the rule, decides what a finding means: a rule whose severity is `warning` or
whose verdictImpact is `warn_only` only warns; otherwise a finding fails its rule unless the rule
graded it weak. A rule that crashes fails, whatever its metadata says, and the message names the
plugin: Gatekeeper fails closed. So does a rule still running after its time budget
(`limits.ruleTimeoutSeconds`, see gatekeeper/engine/deadline.py): it fails, and its result is discarded.

Chain rules (`Rule.checks` other than `executor_output`, docs/chain.md) run after the Executor
rules, on the same case, only when it carries the part they check; they see the Executor rules'
result through `RuleContext.chain` and report into `chain_result`, never `gatekeeper_result`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gatekeeper.config.model import Config
from gatekeeper.engine.cache import DumpCache
from gatekeeper.engine.deadline import DeadlineExceeded, call_with_deadline
from gatekeeper.engine.result import (
    FAIL,
    VERDICT_LOW_CONFID,
    Report,
    ReportedFinding,
)
from gatekeeper.engine.verdict import Status, finding_level, verdict_ceiling, worst
from gatekeeper.parse.chain import ChainContext, ChainParts
from gatekeeper.parse.executor import ParsedOutput
from gatekeeper.parse.invocations import InvocationSet
from gatekeeper.paths import format_path
from gatekeeper.plugin import Plugin, Rule, RuleContext, RuleMetadata, RuleSet

SCHEMA_RULE = "schema.executor_v2"
EXECUTOR_PART = "executor_output"
NORMALISED_ARRAYS = ("hypotheses", "recommended_actions", "missing_info")


def normalise(document: Mapping[str, Any]) -> dict[str, Any]:
    """Missing or null hypotheses / recommended_actions / missing_info become [] (docs/contract.md §3)."""
    normalised = dict(document)
    for key in NORMALISED_ARRAYS:
        if normalised.get(key) is None:
            normalised[key] = []
    return normalised


class Engine:
    """The enabled rules of one configuration, loaded once and run on any number of outputs.

    An Engine holds no per-output state: one instance may serve many threads.
    """

    def __init__(self, config: Config, rule_set: RuleSet | None = None,
                 cache: DumpCache | None = None) -> None:
        self.config = config
        # Work derived from each dump, shared by the rules and outputs checked against it.
        self.cache = cache if cache is not None else DumpCache()
        rule_set = rule_set or RuleSet.installed()
        loaded: list[tuple[RuleMetadata, Rule, Plugin | None]] = [
            (meta, rule_set.rule(meta.id), rule_set.plugin(meta.id)) for meta in config.enabled
        ]
        self._rules = [r for r in loaded if _part(r[1]) == EXECUTOR_PART]
        self._chain_rules = [r for r in loaded if _part(r[1]) != EXECUTOR_PART]

    def run(self, parsed: ParsedOutput, invocations: InvocationSet,
            source: str = "<executor output>", chain: ChainParts | None = None) -> Report:
        if not parsed.is_valid or parsed.document is None:
            report = self._unparsable(parsed, source)
        else:
            document = normalise(parsed.document)
            context = RuleContext(document, invocations, parsed, self.cache.for_dump(invocations))
            statuses, findings, failed, crashed = self._run_rules(self._rules, context)
            report = Report(source, parsed.status, parsed.detail, statuses, tuple(findings),
                            verdict_ceiling(failed, crashed), document)
        if chain is None or not self._chain_rules:
            return report
        return self._run_chain(report, parsed, invocations, chain)

    def _run_chain(self, report: Report, parsed: ParsedOutput, invocations: InvocationSet,
                   chain: ChainParts) -> Report:

        rules = [r for r in self._chain_rules if chain.has(_part(r[1]))]
        if not rules:
            return report
        context = ChainContext(chain, report.executor_output_parse_status,
                               report.gatekeeper_result, report.verdict_ceiling,
                               report.structured_output, invocations)
        statuses, findings, _, _ = self._run_rules(rules, RuleContext(
            report.structured_output or {}, invocations, parsed,
            self.cache.for_dump(invocations), context))
        return report._replace(findings=(*report.findings, *findings),
                               rule_statuses={**report.rule_statuses, **statuses},
                               chain_rules=tuple(statuses))

    def _run_rules(self, rules: list[tuple[RuleMetadata, Rule, Plugin | None]],
                   context: RuleContext) -> tuple[dict[str, str], list[ReportedFinding],
                                                  list[RuleMetadata], set[str]]:
        statuses: dict[str, str] = {}
        findings: list[ReportedFinding] = []
        failed: list[RuleMetadata] = []
        crashed: set[str] = set()
        budget = self.config.limits.rule_timeout_seconds
        for meta, rule, plugin in rules:
            where = plugin.label if plugin else meta.id
            # A crash is reported on the whole part the rule checks.
            root: tuple[str | int, ...] = () if _part(rule) == EXECUTOR_PART else (_part(rule),)
            try:
                result = call_with_deadline(rule.validate, (context, meta), budget)
                produced = [self._report(meta, f.path, f.message, f.degree) for f in result.findings]
            except DeadlineExceeded as exc:  # a runaway rule fails the run; its result is lost
                crashed.add(meta.id)
                produced = [ReportedFinding(meta.id, FAIL, format_path(root), f"rule timed out "
                                            f"({where}): {exc} (limits.ruleTimeoutSeconds); "
                                            "result discarded", root)]
            except Exception as exc:  # a plugin's bug must fail the run, never pass it
                crashed.add(meta.id)
                produced = [ReportedFinding(meta.id, FAIL, format_path(root), f"rule crashed "
                                            f"({where}): {type(exc).__name__}: {exc}", root)]
            statuses[meta.id] = worst(f.level for f in produced)
            if statuses[meta.id] == FAIL:
                failed.append(meta)
            findings.extend(produced)
        return statuses, findings, failed, crashed

    @staticmethod
    def _report(meta: RuleMetadata, path: tuple[str | int, ...], message: str,
                degree: Status) -> ReportedFinding:
        level = finding_level(meta, degree)
        return ReportedFinding(meta.id, level, format_path(path), message, tuple(path))

    def _unparsable(self, parsed: ParsedOutput, source: str) -> Report:
        # No rule can run on text that is not a JSON object (docs/contract.md §2.1).
        finding = ReportedFinding(SCHEMA_RULE, FAIL, "$",
                                  f"executor output is {parsed.status}: {parsed.detail}")
        return Report(source, parsed.status, parsed.detail, {SCHEMA_RULE: FAIL}, (finding,),
                      VERDICT_LOW_CONFID, None)


def _part(rule: Rule) -> str:
    return getattr(rule, "checks", EXECUTOR_PART)
