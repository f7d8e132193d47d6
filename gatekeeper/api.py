"""The Python API (docs/contract.md §8): the same engine the command line runs, with no global state.

    from gatekeeper import Gatekeeper

    gk = Gatekeeper()                          # built-in rules.d only
    report = gk.check(raw_text_or_dict, invocation_records, session_id="sess-1")
    report.gatekeeper_result                   # the docs/contract.md §4 object
    report.verdict_ceiling                     # "PASS" | "LOW_CONFID" | "REJECT"
    report.structured_output                   # normalised executor_structured_output

A `Gatekeeper` is immutable after construction and safe to share between threads; build one
per configuration and reuse it (rules, validators and regexes are built once).

The chain around the Verifier (docs/chain.md), from a session bundle (a mapping with
`executor_output`, `tool_invocations` and optionally `original_query`, `retry_context`,
`verifier_output`, `composer_output`):

    gk.check_bundle(bundle)                    # Report; chain rules too: report.chain_result
    verifier_payload(bundle)                   # the Verifier payload
    verifier_payload(raw_output, invocation_records, original_query="...")
    composer_input(bundle)                     # the Composer input (None: Composer skipped)
    verifier_evaluation(bundle)                # the verifier_evaluation record

Each function takes `gatekeeper=` to use another configuration than the built-in one. A bundle
that is not one, or lacks the part a function needs, raises InputError.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gatekeeper.config import Config, Overrides, load_config
from gatekeeper.config.model import require_enabled_rules
from gatekeeper.engine.result import Report
from gatekeeper.engine.runner import Engine
from gatekeeper.parse.executor import parse_executor_output
from gatekeeper.parse.invocations import InvocationSet, invocations_from_objects, load_invocations
from gatekeeper.plugin import RuleSet

if TYPE_CHECKING:
    from gatekeeper.chain.session import Session

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
        allow_no_rules: bool = False,
    ) -> None:
        """Use `config`, or build one from the built-in rules.d, the project configuration
        found from `project_dir` upward (only when `project_dir` is given), `config_files`
        and `overrides`. A configuration that enables no rule is a `ConfigError` (everything
        would pass unchecked) unless `allow_no_rules`."""
        rule_set = RuleSet.installed()
        if config is None:
            config = load_config(
                Path(project_dir) if project_dir is not None else None,
                [Path(p) for p in config_files],
                overrides,
                isolated=project_dir is None,
                rule_set=rule_set,
            )
        require_enabled_rules(config, allow_no_rules)
        self.config = config
        self._engine = Engine(config, rule_set)

    def check(self, output: str | bytes | Mapping[str, Any], invocations: Invocations,
              session_id: str | None = None, source: str = "<executor output>") -> Report:
        """Lint one executor output (raw text, bytes or a parsed object)."""
        return self._engine.run(parse_executor_output(output),
                                as_invocation_set(invocations, session_id), source)

    def session(self, bundle: Mapping[str, Any], session_id: str | None = None,
                source: str = "<session bundle>", original_query: str | None = None,
                retry_context: Any = None) -> Session:
        """Lint a session bundle, chain parts included (gatekeeper.chain.session.Session:
        `.report`, `.payload()`, `.composer_input()`, `.evaluation()`)."""
        from gatekeeper.chain.session import run_session
        from gatekeeper.parse.bundle import case_from_bundle

        case = case_from_bundle(bundle, source, session_id=session_id)
        return run_session(self._engine, case, original_query, retry_context)

    def check_bundle(self, bundle: Mapping[str, Any], session_id: str | None = None,
                     source: str = "<session bundle>") -> Report:
        """Lint a session bundle: `gatekeeper_result` and, with chain parts, `chain_result`."""
        return self.session(bundle, session_id, source).report


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


def _session(output: str | bytes | Mapping[str, Any], invocations: Invocations | None,
             gatekeeper: Gatekeeper | None, session_id: str | None,
             original_query: str | None = None, retry_context: Any = None) -> Session:
    gk = gatekeeper or _default()
    if invocations is None:
        if not isinstance(output, Mapping):
            from gatekeeper.errors import InputError

            raise InputError("<session bundle>", "expected a bundle mapping, or an executor "
                             "output with its invocations")
        return gk.session(output, session_id, original_query=original_query,
                          retry_context=retry_context)
    from gatekeeper.chain.session import run_session
    from gatekeeper.parse.bundle import Case

    case = Case("<executor output>", parse_executor_output(output),
                as_invocation_set(invocations, session_id))
    return run_session(gk._engine, case, original_query, retry_context)


def verifier_payload(output: str | bytes | Mapping[str, Any], invocations: Invocations | None = None,
                     *, session_id: str | None = None, original_query: str | None = None,
                     retry_context: Any = None, gatekeeper: Gatekeeper | None = None) -> dict[str, Any]:
    """The Verifier payload of a session bundle, or of an executor output (raw text, bytes or
    object) with its invocations: exactly original_query, executor_raw_output,
    executor_final_answer, executor_structured_output, executor_output_parse_status,
    tool_trace_summary, gatekeeper_result, retry_context."""
    return _session(output, invocations, gatekeeper, session_id, original_query,
                    retry_context).payload()


def composer_input(bundle: Mapping[str, Any], *, session_id: str | None = None,
                   gatekeeper: Gatekeeper | None = None) -> dict[str, Any] | None:
    """The Composer input of a session bundle with a verifier_output (None when the executor
    output did not parse and the Composer is skipped)."""
    return _session(bundle, None, gatekeeper, session_id).composer_input()


def verifier_evaluation(bundle: Mapping[str, Any], *, session_id: str | None = None,
                        gatekeeper: Gatekeeper | None = None) -> dict[str, Any]:
    """The verifier_evaluation record of a session bundle with a verifier_output."""
    return _session(bundle, None, gatekeeper, session_id).evaluation()
