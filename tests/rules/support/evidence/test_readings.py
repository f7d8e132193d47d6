"""The one reading cited outputs give (gatekeeper.rules.support.evidence.readings)."""

from __future__ import annotations

from gatekeeper.rules.support.evidence.readings import printed_once, sole_reading


def _read(text: str) -> dict[str, str]:
    return dict(line.split("=", 1) for line in text.split("\n") if "=" in line)


def test_one_reading_or_several_alike_is_read_and_two_that_differ_are_not() -> None:
    assert sole_reading(["a=1", "prose"], ("a=",), _read) == {"a": "1"}
    assert sole_reading(["a=1", "a=1"], ("a=",), _read) == {"a": "1"}
    assert sole_reading(["a=1", "a=2"], ("a=",), _read) is None
    assert sole_reading(["b=1"], ("a=",), _read) is None  # no text prints the literal
    assert sole_reading(["a= "], ("a=",), lambda text: {}) is None  # nothing read


def test_a_name_printed_twice_is_left_out() -> None:
    assert printed_once([("fan1", 1200), ("Core 0", 92), ("fan1", 900)]) == {"Core 0": 92}
