"""Waivers: the `overrides` configuration key (docs/waivers-and-baseline.md).

JSON has no comments, so there are no inline disables. Instead, like Spectral's `overrides`,
a configuration layer lists entries::

    overrides:
      - files: ["fixtures/legacy/**/*.json"]
        reason: legacy fixtures predate the excerpt rules (TICKET-12)
        rules: {evidence.excerpt_similarity: off}
      - files: ["fixtures/legacy/a.json#/claims/0/evidence_bindings/1"]
        reason: the tool's preview is cut before the quoted line
        rules: {evidence.excerpt_similarity: off}
      - files: ["fixtures/zh/**"]
        reason: Chinese previews are paraphrased by the tool
        ruleMetadata: {evidence.excerpt_similarity: {params: {passThreshold: 0.4}}}

- `files`: glob patterns matched against the linted file's path relative to the project root
  (see `suppression.project_root`), POSIX separators. `*` and `?` stay inside one path segment,
  `[...]` is a character class, `**` spans any number of directories. A `#/json/pointer`
  fragment (RFC 6901, `~1` for `/`, `~0` for `~`) narrows the entry to that place in the
  executor output (the document findings' targets point into, also inside a bundle); chain
  rules' targets start with their part (`#/verifier_output/claim_checks/0`, docs/chain.md).
- `reason`: required, non-empty; printed with every finding it waives.
- `rules: {RULE: off}` waives a rule: it still runs, and its findings at or below the pointer
  (the whole document without one) move from the report to its `waived` list, with the reason.
  YAML reads a bare `off` as false; both mean off.
- `ruleMetadata: {RULE: {severity, verdictImpact, params}}` is merged over the configuration for
  matching files (file patterns only, no pointer): each distinct set of matching entries gets
  its own effective configuration and engine, built once per run.

Every entry is validated when the configuration loads: unknown keys, a missing reason, an
unknown rule id, params against the rule's `params_schema` and `check_params`; errors name the
file and `overrides[i]`. `overrides` is a list, so a later layer's list replaces an earlier one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from gatekeeper.config.loader import effective_config
from gatekeeper.config.model import Config, FilePattern, Override
from gatekeeper.config.overrides import covers
from gatekeeper.engine.cache import DumpCache
from gatekeeper.engine.result import Report, ReportedFinding
from gatekeeper.engine.runner import Engine
from gatekeeper.parse.chain import ChainParts
from gatekeeper.parse.executor import ParsedOutput
from gatekeeper.parse.invocations import InvocationSet
from gatekeeper.plugin import RuleSet
from gatekeeper.suppress.rejudge import finding_record, project_path, rejudge


class WaivingEngine:
    """An Engine per distinct effective configuration, and pointer/file waivers applied.

    Same `run(parsed, invocations, source)` as Engine. Holds no per-output state beyond the
    engine cache (filled on first use of each configuration).
    """

    def __init__(self, config: Config, rule_set: RuleSet, root: Path) -> None:
        self.config = config
        self.root = root
        self._rule_set = rule_set
        self._overrides: tuple[Override, ...] = config.overrides
        self._cache = DumpCache()  # one per run: every effective configuration shares it
        self._engines: dict[tuple[int, ...], Engine] = {(): Engine(config, rule_set, self._cache)}

    def matching(self, source: str) -> list[tuple[Override, FilePattern]]:
        relative = project_path(source, self.root)
        return [(o, p) for o in self._overrides for p in o.patterns if p.matches(relative)]

    def _engine(self, matched: Sequence[tuple[Override, FilePattern]]) -> Engine:
        chosen = tuple(sorted({o.index for o, _ in matched if o.metadata}))
        if chosen not in self._engines:
            config = effective_config(self.config, [self._overrides[i] for i in chosen],
                                      self._rule_set)
            self._engines[chosen] = Engine(config, self._rule_set, self._cache)
        return self._engines[chosen]

    def config_for(self, source: str) -> Config:
        """The effective configuration `source` is linted with."""
        return self._engine(self.matching(source)).config

    def run(self, parsed: ParsedOutput, invocations: InvocationSet,
            source: str = "<executor output>",
            locate: Callable[[Report], Report] | None = None,
            chain: ChainParts | None = None) -> Report:
        matched = self.matching(source) if self._overrides else []
        engine = self._engine(matched)
        report = engine.run(parsed, invocations, source, chain)
        if locate is not None:  # before waiving, so that waived findings keep their place too
            report = locate(report)
        if not self._overrides:
            return report
        kept: list[ReportedFinding] = []
        waived: list[dict[str, Any]] = []
        for finding in report.findings:
            waiver = next((o for o, p in matched if finding.rule_id in o.off
                           and covers(p.pointer or (), finding.path)), None)
            if waiver is None:
                kept.append(finding)
            else:
                waived.append(finding_record(finding, reason=waiver.reason, waiver=waiver.label))
        return rejudge(report, kept, engine.config, {"waived": waived})


def waiving_engine(config: Config, rule_set: RuleSet, cwd: Path,
                   isolated: bool = False) -> WaivingEngine:
    from gatekeeper.suppress.rejudge import project_root

    return WaivingEngine(config, rule_set, project_root(cwd, isolated))
