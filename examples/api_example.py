"""Gatekeeper in front of a Verifier: lint the Executor's raw output, build the Verifier payload.

Run: python examples/api_example.py
"""

from __future__ import annotations

import json

from gatekeeper import Gatekeeper

RAW_EXECUTOR_OUTPUT = """```json
{
  "answer_version": "executor_evidence_v2",
  "claims": [
    {
      "claim_id": "claim-1",
      "claim_type": "symptom",
      "claim_text": "payment-service 出现请求超时日志。",
      "support_level": "direct",
      "evidence_bindings": [
        {"source_type": "tool_trace", "source_id": "trace-1", "tool_name": "query_logs",
         "source_invocation_ids": [394], "evidence_excerpt": "request timeout after 5000ms"}
      ]
    }
  ]
}
```"""

INVOCATIONS = [
    {"id": 394, "session_id": "sess-1", "tool_name": "query_logs",
     "output_preview": "ERROR [payment-service] request timeout after 5000ms, orderId=202611290001"},
]


def main() -> None:
    gatekeeper = Gatekeeper()  # built-in rules.d; build once, reuse for every output
    report = gatekeeper.check(RAW_EXECUTOR_OUTPUT, INVOCATIONS, session_id="sess-1")
    verifier_payload = {
        "executor_structured_output": report.structured_output,  # hypotheses etc. normalised to []
        "executor_output_parse_status": report.executor_output_parse_status,
        "gatekeeper_result": report.gatekeeper_result,
    }
    print(json.dumps(verifier_payload, ensure_ascii=False, indent=2))
    print("verdict ceiling:", report.verdict_ceiling)


if __name__ == "__main__":
    main()
