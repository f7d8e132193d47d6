"""redis-cli --latency's milliseconds (gatekeeper.rules.support.text.anchors.redis_latency)."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

LATENCY = "min: 0, max: 12, avg: 0.21 (12345 samples)"


def _read(text: str) -> dict[str, tuple[str, str | None, str | None]]:
    return {a.raw: (a.value, a.unit, a.metric) for a in extract_anchors(text) if a.kind == "number"}


def test_the_minimum_maximum_and_average_are_read_in_milliseconds() -> None:
    read = _read(LATENCY)
    assert read["0.21"] == ("0.21", "ms", "avg latency")
    assert read["12"] == ("12", "ms", "max latency")
    assert read["0"] == ("0", "ms", "min latency")
    assert read["12345"][1] is None  # the samples are a count
    claim = next(a for a in extract_anchors("平均延迟为 0.21 ms") if a.kind == "number")
    assert (claim.value, claim.unit) == read["0.21"][:2]


def test_each_line_of_a_run_is_read() -> None:
    run = f"min: 0, max: 1, avg: 0.11 (1203 samples) -- 15.01 seconds range\n{LATENCY}"
    averages = [(a.value, a.unit) for a in extract_anchors(run) if a.metric == "avg latency"]
    assert averages == [("0.11", "ms"), ("0.21", "ms")]


def test_without_the_samples_or_with_another_word_nothing_is_a_latency() -> None:
    for text in ["min: 0, max: 12, avg: 0.21", "xmin: 0, max: 12, avg: 0.21 (12345 samples)"]:
        read = _read(text)
        assert read["0.21"][1] is None and read["12"][1] is None
        assert not any(metric and "latency" in metric for _, _, metric in read.values())
