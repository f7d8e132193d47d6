"""gatekeeper/rules/support/text/anchors/chained_sizes.py: a chain's sizes in the unit after its last."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors


def _sizes(text: str) -> list[tuple[str, str | None]]:
    return [(a.raw.strip(), a.value) for a in extract_anchors(text)
            if a.kind == "number" and a.unit == "bytes"]


def test_each_value_of_a_chain_is_in_its_last_unit() -> None:
    assert _sizes("48->49->25 MB, 50 MB goal") == [("48", "50331648"), ("49", "51380224"),
                                                  ("25 MB", "26214400"), ("50 MB", "52428800")]


def test_an_arrow_of_no_size_is_no_chain() -> None:
    assert _sizes("state 3->4 changed") == []
