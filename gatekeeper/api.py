"""The Python API (docs/contract.md §8): the same engine the command line runs, with no global state.

    from gatekeeper import Gatekeeper

    gk = Gatekeeper()                          # built-in rules.d only
    report = gk.check(raw_text_or_dict, invocation_records, session_id="sess-1")
    report.gatekeeper_result                   # the docs/contract.md §4 object
    report.verdict_ceiling                     # "PASS" | "LOW_CONFID" | "REJECT"
    report.structured_output                   # normalised executor_structured_output

A `Gatekeeper` is immutable after construction and safe to share between threads; build one
per configuration and reuse it (rules, validators and regexes are built once).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from gatekeeper.config import Config, Overrides, load_config
from gatekeeper.engine.result import Report
from gatekeeper.engine.runner import Engine
from gatekeeper.parse.executor import parse_executor_output
from gatekeeper.parse.invocations import InvocationSet, invocations_from_objects, load_invocations
from gatekeeper.plugin import RuleSet

Invocations = InvocationSet | Sequence[Mapping[str, Any]] | Mapping[str, Any] | str


class Gatekeeper:
    """Lints executor outputs against a session's invocations under one configuration."""

    def __init__(
        self,
        config: Config | None = None,
        *,
        config_files: Sequence[str | Path] = (),
        overrides: Overrides | None = None,
        project_dir: str | Path | None = None,
    ) -> None:
        """Use `config`, or build one from the built-in rules.d, the project configuration
        found from `project_dir` upward (only when `project_dir` is given), `config_files`
        and `overrides`."""
        rule_set = RuleSet.installed()
        if config is None:
            config = load_config(
                Path(project_dir) if project_dir is not None else None,
                [Path(p) for p in config_files],
                overrides,
                isolated=project_dir is None,
                rule_set=rule_set,
            )
        self.config = config
        self._engine = Engine(config, rule_set)

    def check(self, output: str | bytes | Mapping[str, Any], invocations: Invocations,
              session_id: str | None = None, source: str = "<executor output>") -> Report:
        """Lint one executor output (raw text, bytes or a parsed object)."""
        return self._engine.run(parse_executor_output(output),
                                as_invocation_set(invocations, session_id), source)


def as_invocation_set(invocations: Invocations, session_id: str | None = None) -> InvocationSet:
    """Accept an InvocationSet, a list of records, a dump object, or dump text."""
    if isinstance(invocations, InvocationSet):
        return invocations
    if isinstance(invocations, str):
        return load_invocations(invocations, "<invocations>", session_id)
    if isinstance(invocations, Mapping):
        records = invocations.get("tool_invocations")
        if not isinstance(records, list):
            from gatekeeper.errors import InputError

            raise InputError("<invocations>", "expected 'tool_invocations' to be an array")
        return invocations_from_objects(
            records, session_id=session_id, dump_session=invocations.get("session_id"),
            trace_summary=invocations.get("tool_trace_summary"))
    return invocations_from_objects(list(invocations), session_id=session_id)


@functools.cache
def _default() -> Gatekeeper:
    return Gatekeeper()


def validate(output: str | bytes | Mapping[str, Any], invocations: Invocations,
             session_id: str | None = None) -> Report:
    """Lint with the built-in configuration (a shared, immutable default Gatekeeper)."""
    return _default().check(output, invocations, session_id)
