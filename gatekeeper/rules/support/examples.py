"""Rules' examples: complete, runnable cases, and running them through the real engine.

A rule's `examples` maps `"fail"` and `"pass"` to a fixture bundle (docs/contract.md §2.3): an
`executor_output` that is a whole `executor_evidence_v2` document and the `tool_invocations` it
is checked against. `gatekeeper explain RULE` prints both and runs them (gatekeeper.commands.explain);
the test suite proves,
for every installed rule, that its fail example makes that rule (and only it) fail or warn and
that its pass example passes every enabled rule.

The builders below keep the rules' modules short: every example shares one session and one log
query (invocation 394), and changes only what its rule is about.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

SESSION = "sess-20261129-payment"
LOG_LINE = "2026-11-29 10:02:11 ERROR [payment-service] PayClient - request timeout after 5000ms"
LOG_QUERY = {"id": 394, "session_id": SESSION, "tool_name": "query_logs", "output_preview": LOG_LINE}


def claim(text: str = "payment-service 出现 request timeout after 5000ms。", *,
          excerpt: str = "request timeout after 5000ms", ids: Sequence[Any] = (394,),
          tool: str = "query_logs", **extra: Any) -> dict[str, Any]:
    """A well-formed claim with one binding to the log query (override what the example needs)."""
    return {
        "claim_type": "symptom",
        "claim_text": text,
        "support_level": "direct",
        "evidence_bindings": [{"source_type": "tool_trace", "tool_name": tool,
                               "source_invocation_ids": list(ids), "evidence_excerpt": excerpt}],
        **extra,
    }


def example(*claims: Mapping[str, Any], invocations: Sequence[Mapping[str, Any]] = (LOG_QUERY,),
            **output: Any) -> dict[str, Any]:
    """A fixture bundle; claims are numbered claim-1, claim-2, ... unless they carry an id."""
    numbered = [{"claim_id": f"claim-{i}", **c} for i, c in enumerate(claims, 1)]
    return {
        "session_id": SESSION,
        "executor_output": {"answer_version": "executor_evidence_v2", "claims": numbered, **output},
        "tool_invocations": [dict(record) for record in invocations],
    }
