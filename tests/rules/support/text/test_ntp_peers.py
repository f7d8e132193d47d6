"""gatekeeper/rules/support/text/anchors/ntp_peers.py: ntpq's timings, in milliseconds."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

NTPQ = ("     remote           refid      st t when poll reach   delay   offset  jitter\n"
        "==============================================================================\n"
        "*ntp1.example.com .GPS.            1 u   33   64  377    1.234   -0.512   0.087\n"
        "+ntp2.example.com 10.0.0.1         2 u   12   64  377    2.456  125.300   3.210")


def _timed(text: str) -> list[tuple[str, str | None, str | None]]:
    return [(a.raw, a.metric, a.unit) for a in extract_anchors(text) if a.kind == "number" and a.unit]


def test_each_peer_s_delay_offset_and_jitter_are_milliseconds() -> None:
    assert _timed(NTPQ) == [("1.234", "delay", "ms"), ("-0.512", "offset", "ms"), ("0.087", "jitter", "ms"),
                            ("2.456", "delay", "ms"), ("125.300", "offset", "ms"), ("3.210", "jitter", "ms")]


def test_lines_out_of_the_table_are_not_read() -> None:
    assert _timed(NTPQ.replace("remote", "remotes")) == []  # no ntpq header
    assert _timed(NTPQ + "\n\nsummary 1 2 3 4 5 6 7 8 9.5 10.25") == _timed(NTPQ)  # after a blank line
