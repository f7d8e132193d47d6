"""How a claim's value and a table's cell are compared (gatekeeper.rules.support.evidence.cell_values)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.cell_values import comparable, compared, same_value, shorter, sort_of


@pytest.mark.parametrize(("value", "cell"), [
    ("88", "88.00"),  # trailing zeros
    ("185.3%", "185.3"),  # `%CPU`'s bare cells
    ("2230MB", "2230MiB"), ("2230 MB", "2230M"),  # a size however its unit is written
    ("6.1GB", "6.1g"), ("500 GiB", "500.00g"),  # top's, LVM's letter of a power of 1024
    ("Running", "running"),
    ("3", "3 (5m ago)"),  # a cell's first word
])
def test_one_value_written_two_ways_is_the_same(value: str, cell: str) -> None:
    assert same_value(value, cell)


@pytest.mark.parametrize(("value", "cell"), [("31", "3"), ("2230MB", "2230GiB"), ("Running", "Error"),
                                            ("6.1GB", "6.1m")])
def test_other_values_differ(value: str, cell: str) -> None:
    assert not same_value(value, cell)


def test_a_unit_is_kept_only_when_asked() -> None:
    assert compared("95%") == "95" and compared("95%", unit=True) == "95%"


@pytest.mark.parametrize(("value", "column", "sort"), [
    ("95%", "", "%"), ("185.3", "%CPU", "%"), ("2.0G", "", "size"), ("312 MB", "", "size"), ("12", "", ""),
    ("2.1g", "res", "size"), ("512m", "virt", "size"),  # top's sizes scaled by a letter
    ("5m", "", ""), ("5m", "age", ""),  # minutes elsewhere
])
def test_sorts(value: str, column: str, sort: str) -> None:
    assert sort_of(value, column) == sort


def test_a_value_rounded_or_cut_is_written_shorter() -> None:
    assert shorter("185%", "185.3%") and shorter("2.1G", "2.07G")
    assert not shorter("186%", "185.3%") and not shorter("185", "185.3%")


def test_a_cell_of_words_is_the_value_however_its_blanks_are_written() -> None:
    assert same_value("start failed", "start failed") and same_value("start  failed", "start failed")
    assert not same_value("stopped", "start failed")


@pytest.mark.parametrize(("value", "cell"), [
    ("27天", "27d"), ("27 天", "27d"), ("356 days", "356d"),  # kubeadm's residual time
    ("3h12m", "3h12m"), ("192分钟", "3h12m"), ("2d", "48h"),  # kubectl's durations
])
def test_a_duration_in_days_hours_or_compound_is_one_value(value: str, cell: str) -> None:
    assert same_value(value, cell)


@pytest.mark.parametrize(("value", "cell"), [("27天", "356d"), ("3h12m", "45m"), ("27d", "27h")])
def test_other_durations_differ(value: str, cell: str) -> None:
    assert not same_value(value, cell)


def test_a_duration_is_no_date_s_value() -> None:
    expires = "Jan 02, 2025 10:12 UTC"  # kubeadm's EXPIRES, beside its RESIDUAL TIME
    assert not comparable("27天", expires, "expires") and not comparable("27d", expires, "expires")
    assert comparable("27天", "27d", "residual time") and comparable("45m", "3h12m", "duration")
    assert comparable("2", expires, "expires")  # a bare number, as before
