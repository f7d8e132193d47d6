"""The Verifier payload: what the Verifier is given about one executor output (docs/chain.md).

Exactly `KEYS`, in that order. `executor_raw_output` is the text the Executor wrote (an output
given as an object is written out as JSON); `executor_final_answer` is its deprecated copy;
`executor_structured_output` is the normalised document, or null unless the parse status is
`valid`; `tool_trace_summary` is the dump's, else the one derived from the invocations;
`gatekeeper_result` the Executor rules' four keys; `retry_context` passed through (null on the
first round).
"""

from __future__ import annotations

import json
from typing import Any

from gatekeeper.engine.result import Report
from gatekeeper.parse.executor import ParsedOutput
from gatekeeper.parse.invocations import InvocationSet

KEYS = ("original_query", "executor_raw_output", "executor_final_answer",
        "executor_structured_output", "executor_output_parse_status", "tool_trace_summary",
        "gatekeeper_result", "retry_context")


def raw_output(parsed: ParsedOutput) -> str:
    """The executor's text as written (an object given as such is serialised)."""
    if parsed.text or parsed.document is None:
        return parsed.text
    return json.dumps(parsed.document, ensure_ascii=False)


def trace_summary(invocations: InvocationSet) -> list[dict[str, Any]]:
    return [entry.as_dict() for entry in invocations.trace_summary]


def verifier_payload(report: Report, parsed: ParsedOutput, invocations: InvocationSet,
                     original_query: str | None = None, retry_context: Any = None) -> dict[str, Any]:
    raw = raw_output(parsed)
    return {
        "original_query": original_query if original_query is not None else "",
        "executor_raw_output": raw,
        "executor_final_answer": raw,
        "executor_structured_output": dict(report.structured_output)
        if parsed.is_valid and report.structured_output is not None else None,
        "executor_output_parse_status": report.executor_output_parse_status,
        "tool_trace_summary": trace_summary(invocations),
        "gatekeeper_result": report.gatekeeper_result,
        "retry_context": retry_context,
    }
