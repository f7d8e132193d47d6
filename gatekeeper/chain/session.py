"""One session through the chain: lint it, then build the payload, Composer input or record.

The same engine and configuration as `gatekeeper check`: the Executor rules give the
`gatekeeper_result` the payload carries, and the chain rules run too (their findings are in
the report, not in what these functions return). Used by the `payload`, `compose-input` and
`evaluation` commands and by the Python API (gatekeeper.api).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gatekeeper.chain import evaluation, payload
from gatekeeper.engine.result import Report
from gatekeeper.engine.runner import Engine
from gatekeeper.errors import InputError
from gatekeeper.parse.bundle import Case
from gatekeeper.parse.chain import ChainParts
from gatekeeper.parse.executor import ParsedOutput
from gatekeeper.rules.support.chain import compose


@dataclass(frozen=True)
class Session:
    case: Case
    report: Report

    @property
    def parts(self) -> ChainParts:
        return self.case.chain or ChainParts()

    def payload(self) -> dict[str, Any]:
        parts = self.parts
        return payload.verifier_payload(self.report, self.case.parsed, self.case.invocations,
                                        parts.original_query, parts.retry_context)

    def verifier(self) -> dict[str, Any]:
        """The parsed Verifier output, or an InputError saying why there is none."""
        return _document(self.case.source, self.parts.verifier, "verifier_output")

    def composer_input(self) -> dict[str, Any] | None:
        """None when the Composer is skipped (the executor output did not parse)."""
        verifier = self.verifier()
        valid = self.case.parsed.is_valid
        why = compose.unavailable(valid, verifier)
        if why is not None and valid:
            raise InputError(self.case.source, why, "verifier_output.verdict")
        return compose.assemble(self.report.structured_output, verifier,
                                self.parts.original_query, valid)

    def evaluation(self) -> dict[str, Any]:
        composer = self.parts.composer
        return evaluation.verifier_evaluation(
            self.payload(), self.verifier(),
            composer.document if composer is not None and composer.is_valid else None)


def _document(source: str, parsed: ParsedOutput | None, key: str) -> dict[str, Any]:
    if parsed is None:
        raise InputError(source, f"the bundle has no {key}; expected the Verifier's answer")
    if not parsed.is_valid or parsed.document is None:
        raise InputError(source, f"{parsed.status}: {parsed.detail}", key)
    return parsed.document


def run_session(engine: Engine, case: Case, original_query: str | None = None,
                retry_context: Any = None) -> Session:
    """Lint `case` (chain parts included); `original_query` / `retry_context` replace the
    bundle's when given."""
    if original_query is not None or retry_context is not None:
        parts = case.chain or ChainParts()
        parts = parts._replace(original_query=original_query if original_query is not None
                        else parts.original_query,
                        retry_context=retry_context if retry_context is not None
                        else parts.retry_context)
        case = case._replace(chain=parts)
    return Session(case, engine.run(case.parsed, case.invocations, case.source, case.chain))


def load_case(path: Path, invocations: Path | None, session_id: str | None,
              max_bytes: int) -> Case:
    """A session bundle, or an executor output checked against an invocation dump; `-` for
    either is standard input (named `<stdin>`), as for `gatekeeper check`, but not for both."""
    from gatekeeper.parse.bundle import load_bundle
    from gatekeeper.parse.files import STDIN, STDIN_NAME, read_stdin

    output_in, dump_in = str(path) == STDIN, invocations is not None and str(invocations) == STDIN
    if output_in and dump_in:
        raise InputError(STDIN, "standard input can be the bundle (or output) or the dump "
                         "(--invocations -), not both; expected a file for one of them")
    stdin = read_stdin(max_bytes) if output_in or dump_in else None
    if output_in:
        path = Path(STDIN_NAME)
    if invocations is None:
        return load_bundle(path, session_id, max_bytes, stdin)
    from gatekeeper.parse.executor import read_executor_output
    from gatekeeper.parse.files import read_text
    from gatekeeper.parse.invocations import load_invocations

    dump_name = STDIN_NAME if dump_in else str(invocations)
    dump = load_invocations(read_text(Path(dump_name), max_bytes, stdin if dump_in else None),
                            dump_name, session_id)
    return Case(str(path), read_executor_output(path, max_bytes, stdin if output_in else None),
                dump)
