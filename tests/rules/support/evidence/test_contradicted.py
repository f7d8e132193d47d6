"""What a claim's evidence says of an anchor it lacks (gatekeeper.rules.support.evidence.contradicted)."""

from __future__ import annotations

from gatekeeper.rules.support.evidence.anchorset import AnchorSet
from gatekeeper.rules.support.evidence.contradicted import contradiction
from gatekeeper.rules.support.text.anchors import extract_anchors

SLAVE = "        Seconds_Behind_Master: 120\n1 row in set (0.00 sec)"


def _said(claim: str, evidence: str, printed: bool = False) -> list[str]:
    (anchor,) = [a for a in extract_anchors(claim) if a.kind == "number"]
    found = AnchorSet.of([evidence], extract_anchors)
    return contradiction(anchor, found, found, lambda value: printed)


def test_a_value_in_a_unit_none_of_the_excerpts_values_is_contradicted() -> None:
    assert _said("复制延迟 300 秒", SLAVE) == ["0.00 sec"]


def test_a_value_printed_bare_is_not() -> None:
    assert _said("复制延迟 120 秒", SLAVE, printed=True) == []


def test_another_value_of_its_metric_contradicts_it_however_printed() -> None:
    assert _said("CPU 使用率 95%", "cpu_usage=92%", printed=True) == ["92%"]


def test_a_share_is_contradicted_by_a_sample_s_bare_value_of_its_metric() -> None:
    """Prometheus' samples print no unit: a metric of usage is in percent."""
    assert _said("CPU 使用率为 75%", 'cpu_usage{host="web-01"} 92.3', printed=True) == ["92.3"]
    assert _said("CPU 使用率为 46%", "cpu_usage 0.46", printed=True) == []  # a ratio, restated


DF = "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sdb1       500G  485G   15G  97% /data"


def test_a_share_of_another_column_of_a_table_tells_nothing() -> None:
    """`可用空间不足 5%` names df's Avail; its `97%` is Use%'s."""
    (anchor,) = [a for a in extract_anchors("/data 的可用空间不足 5%") if a.kind == "number"]
    found = AnchorSet.of([DF], extract_anchors)
    assert contradiction(anchor, found, found, lambda value: False, [DF]) == []
    (used,) = [a for a in extract_anchors("/data 的使用率不足 50%") if a.kind == "number"]
    assert contradiction(used, found, found, lambda value: False, [DF]) == ["97%"]


def _weekday_said(claim: str, evidence: str) -> list[str]:
    (anchor,) = [a for a in extract_anchors(claim, include_timestamps=True) if a.unit == "WD"]
    found = AnchorSet.of([evidence], lambda text: extract_anchors(text, include_timestamps=True))
    return contradiction(anchor, found, found, lambda value: False)


def test_a_weekday_is_contradicted_by_the_cited_line_s_date_or_weekday() -> None:
    assert _weekday_said("网关在周三超时", "2026-12-01 10:00:01 WARN gateway timeout") == ["Tuesday"]
    assert _weekday_said("St Louis was hit Thursday", "storms hit St Louis Tuesday") == ["Tuesday"]


def test_a_weekday_is_not_contradicted_by_a_line_of_no_day() -> None:
    assert _weekday_said("网关在周三超时", "Dec  1 10:00:01 gw WARN gateway timeout") == []
