"""A percentage held by the quoted Prometheus sample's ratio (`evidence/samples.py`), at the
claim's time when it gives one."""

from __future__ import annotations

from gatekeeper.rules.support.evidence.samples import samples_held
from gatekeeper.rules.support.text.anchors import extract_anchors

SERIES = '{"metric":{"job":"order-svc"},"values":[[1709262940.123,"0.9512"],[1709263000.123,"0.4100"]]}'


def _missing(claim: str, excerpts: list[str], sources: list[str]) -> list[str]:
    anchors = extract_anchors(claim, include_timestamps=True)
    numbers = [a for a in anchors if a.kind == "number"]
    return [a.raw for a in samples_held(anchors, numbers, excerpts, sources)]


def test_a_percentage_is_held_by_a_quoted_samples_ratio() -> None:
    assert _missing("order-svc 的 CPU 使用率为 95%", [SERIES], []) == []
    assert _missing("order-svc 的 CPU 使用率为 95.1%", [], [SERIES]) == []
    assert _missing("order-svc 的 CPU 使用率超过 90%", [SERIES], []) == []
    assert _missing("order-svc 的 CPU 使用率为 96%", [SERIES], []) == ["96%"]


def test_at_the_claims_time_only_that_samples_ratio_holds_it() -> None:
    assert _missing("03:15 时 CPU 使用率为 95%", [SERIES], []) == []
    assert _missing("03:16 时 CPU 使用率为 95%", [SERIES], []) == ["95%"]  # 03:16 was 41%


def test_a_sample_of_an_unquoted_series_holds_nothing() -> None:
    other = SERIES.replace("order-svc", "payment-svc")
    assert _missing("order-svc 的 CPU 使用率为 95%", ["order-svc 95"], [other]) == ["95%"]


def test_a_percentage_is_held_by_a_quoted_labelled_ratio() -> None:
    line = "order-svc stats: requests=1000 errors=23 error_rate=0.023 latency=0.45"
    assert _missing("order-svc 的错误率为 2.3%", [line], []) == []
    assert _missing("order-svc 的错误率为 3.3%", [line], []) == ["3.3%"]
    assert _missing("order-svc 的延迟为 45%", [line], []) == ["45%"]  # no ratio's label
    assert _missing("缓存命中率为 87%", ['{"hit_ratio": 0.87}'], []) == []


def test_another_series_sample_in_the_quote_holds_nothing() -> None:
    matrix = ('{"result":[{"metric":{"job":"order-svc"},"values":[[1709262940.123,"0.41"]]},'
              '{"metric":{"job":"payment-svc"},"values":[[1709262940.123,"0.95"]]}]}')
    assert _missing("order-svc 的 CPU 使用率为 95%", [matrix], []) == ["95%"]
    assert _missing("payment-svc 的 CPU 使用率为 95%", [matrix], []) == []


def test_a_ratio_quoted_for_another_service_holds_nothing() -> None:
    line = "payment-svc stats: requests=1000 error_rate=0.023"
    assert _missing("order-svc 的错误率为 2.3%", [line], []) == ["2.3%"]
    assert _missing("payment-svc 的错误率为 2.3%", [line], []) == []
