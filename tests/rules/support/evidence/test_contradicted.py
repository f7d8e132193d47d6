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
