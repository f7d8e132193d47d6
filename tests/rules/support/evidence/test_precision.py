"""The values a written number stands for (gatekeeper.rules.support.evidence.precision)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from gatekeeper.rules.support.evidence.anchorset import AnchorSet
from gatekeeper.rules.support.evidence.precision import SI_BYTES, bounds, si_reading, tolerance
from gatekeeper.rules.support.text.anchors import Anchor, extract_anchors


def one_number(text: str) -> Anchor:
    found = [a for a in extract_anchors(text) if a.kind == "number"]
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(("text", "si"), [
    ("3200 MB", "3200000000"),
    ("3.2 GB", "3200000000"),
    ("1.2T", "1200000000000"),  # df -h
    ("2000Mi", "2000000000"),  # kubectl: the digits read by 1000, as a claim may convert them
    ("512 KiB", "512000"),
    ("1610612736 bytes", "1610612736"),  # a count of bytes reads the same both ways
])
def test_a_size_reads_with_decimal_prefixes(text: str, si: str) -> None:
    reading = si_reading(one_number(text))
    assert reading is not None and (reading.value, reading.unit) == (si, SI_BYTES)


@pytest.mark.parametrize("text", ["3200 ms", "95%", "3200", "1.5万 MB"])
def test_no_size_has_no_decimal_reading(text: str) -> None:
    assert si_reading(one_number(text)) is None


@pytest.mark.parametrize(("claim", "held"), [
    ("3.2 GB", True),  # 3200 / 1000
    ("3.1 GB", True),  # 3200 / 1024
    ("3.0 GB", False),  # by 1024 of a decimal 3200 MB: readings are never mixed
    ("3.4 GB", False),  # by 1000 of a binary 3200 MB: the same
    ("3.3 GB", False),
])
def test_a_claims_size_is_held_by_either_reading_of_its_evidence(claim: str, held: bool) -> None:
    evidence = AnchorSet.of(["heap used: 3200 MB"], extract_anchors)
    assert evidence.has(one_number(claim)) is held


def test_a_size_disagrees_only_beyond_both_readings() -> None:
    evidence = AnchorSet.of(["heap used: 3200 MB"], extract_anchors)
    assert evidence.disagreement(one_number("heap used 3.2 GB")) == []
    assert evidence.disagreement(one_number("heap used 3.1 GB")) == []
    assert evidence.disagreement(one_number("heap used 3.3 GB")) == ["3200 MB"]
    assert evidence.unit_disagreement(one_number("3.2 GB")) == []
    assert evidence.unit_disagreement(one_number("3.5 GB")) == ["3200 MB"]


def test_tolerance_is_the_written_precision_and_bounds_open_one_side() -> None:
    assert tolerance(one_number("1.99GB")) == (Decimal("1.985") * 2**30, Decimal("1.995") * 2**30)
    low, high = bounds(one_number("超过 90%"))
    assert (low, high) == (Decimal("89.5"), Decimal("Infinity"))
