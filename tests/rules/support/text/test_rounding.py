from __future__ import annotations

from decimal import Decimal

import pytest

from gatekeeper.rules.support.text.rounding import rounded_to


@pytest.mark.parametrize(("value", "written"), [
    ("3.200117", "3.2"), ("0.012345", "0.012"), ("3.198003", "3.2"), ("12.500321", "12.5"),
    ("12.5", "12.50"), ("12", "12"), ("2.5", "3"),
])
def test_a_value_rounded_half_up_to_the_places_written_is_it(value: str, written: str) -> None:
    assert rounded_to(Decimal(value), written)


@pytest.mark.parametrize(("value", "written"), [
    ("3.198003", "3.19"),  # cut, not rounded
    ("3.2", "3.21"),  # more places than the value: only itself
    ("0.012345", "0.013"), ("3.7", "3"), ("2.4", "3"), ("12", "12.3"), ("1", "abc"),
])
def test_another_value_is_not(value: str, written: str) -> None:
    assert not rounded_to(Decimal(value), written)


def test_a_value_cut_to_the_places_written_is_it_when_cuts_are_allowed() -> None:
    assert rounded_to(Decimal("3.198003"), "3.19", cut=True)
    assert rounded_to(Decimal("3.7"), "3", cut=True)
    assert not rounded_to(Decimal("3.7"), "2", cut=True)
