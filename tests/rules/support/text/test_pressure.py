"""gatekeeper/rules/support/text/anchors/pressure.py: pressure stall averages in percent."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

PSI = ("some avg10=12.34 avg60=8.91 avg300=4.02 total=123456789\n"
       "full avg10=3.21 avg60=1.05 avg300=0.44 total=23456789")


def _numbers(text: str) -> list[tuple[str, str | None]]:
    return [(a.raw, a.unit) for a in extract_anchors(text) if a.kind == "number"]


def test_each_average_is_a_percentage_the_total_as_printed() -> None:
    assert _numbers(PSI)[:4] == [("12.34", "%"), ("8.91", "%"), ("4.02", "%"), ("123456789", None)]


def test_an_average_out_of_a_pressure_line_is_as_printed() -> None:
    assert _numbers("loadavg avg10=12.34") == [("12.34", None)]
