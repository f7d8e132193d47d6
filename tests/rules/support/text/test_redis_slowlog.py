"""gatekeeper/rules/support/text/anchors/redis_slowlog.py: a slow entry's duration, in microseconds."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

SLOWLOG = ('1) 1) (integer) 14\n   2) (integer) 1733560812\n   3) (integer) 152340\n'
           '   4) 1) "KEYS"\n      2) "session:*"\n'
           '2) 1) (integer) 13\n   2) (integer) 1733560790\n   3) (integer) 12040\n   4) 1) "HGETALL"')


def _timed(text: str) -> list[tuple[str, str, str | None]]:
    return [(a.raw, a.value, a.metric) for a in extract_anchors(text) if a.unit == "ms"]


def test_an_entry_s_third_item_is_its_duration_in_microseconds() -> None:
    assert _timed(SLOWLOG) == [("152340", "152.34", "slowlog duration"),
                               ("12040", "12.04", "slowlog duration")]


def test_integers_out_of_an_entry_s_order_are_not_durations() -> None:
    assert _timed("3) (integer) 152340") == []
    assert _timed(SLOWLOG.replace("2) (integer) 1733560812", "2) (integer) x")) == [
        ("12040", "12.04", "slowlog duration")]
