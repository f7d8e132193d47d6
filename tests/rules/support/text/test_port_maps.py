"""gatekeeper/rules/support/text/anchors/port_maps.py: both ports of Kubernetes' `port:nodePort`."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors


def _numbers(text: str) -> list[str]:
    return [a.raw for a in extract_anchors(text) if a.kind == "number"]


def test_both_ports_of_a_pair_before_its_protocol_are_numbers() -> None:
    assert _numbers("gateway  LoadBalancer  80:31380/TCP,443:31390/UDP  40d") == [
        "80", "31380", "443", "31390", "40d"]


def test_a_pair_with_no_protocol_is_not_read_so() -> None:
    assert _numbers("ratio 80:31380 ok") == []
    assert _numbers("10.0.0.5:80:31380/TCP") == []  # an endpoint's port: the pair is no service's
