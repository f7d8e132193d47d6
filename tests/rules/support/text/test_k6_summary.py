"""k6's request durations, named (gatekeeper.rules.support.text.anchors.k6_summary)."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

K6 = ("     http_req_duration..............: avg=45.2ms  min=2.1ms  med=40ms  max=1.2s  p(90)=80ms  "
      "p(95)=120ms\n     iteration_duration.............: avg=1.05s  min=1s  med=1.04s  max=2.2s")


def test_each_request_duration_is_named_as_its_statistic() -> None:
    found = [(a.raw, a.metric) for a in extract_anchors(K6) if a.kind == "number" and a.metric]
    assert found[:6] == [("45.2ms", "average latency"), ("2.1ms", "min latency"), ("40ms", "p50 latency"),
                         ("1.2s", "max latency"), ("80ms", "p90 latency"), ("120ms", "p95 latency")]
    assert ("1.05s", "average latency") not in found  # an iteration is no request
