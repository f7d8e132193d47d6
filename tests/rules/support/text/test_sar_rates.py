"""sar's interface rates in their columns' units (gatekeeper.rules.support.text.anchors.sar_rates)."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

SAR = ("10:22:01 AM     IFACE   rxpck/s   txpck/s    rxkB/s    txkB/s   rxcmp/s   %ifutil\n"
       "10:22:02 AM      eth0   8523.10   7012.40  10234.50   4521.30      0.00     83.84\n"
       "\n"
       "Average:        IFACE   rxpck/s   txpck/s    rxkB/s    txkB/s   rxcmp/s   %ifutil\n"
       "Average:           lo     12.50     12.50      1.20      1.20      0.00      0.00")


def _named(text: str) -> dict[str, tuple[str, str | None, str | None]]:
    return {a.raw: (a.value, a.unit, a.metric) for a in extract_anchors(text) if a.kind == "number"}


def test_a_rate_in_kb_a_second_is_read_in_bytes_a_second_and_a_share_in_percent() -> None:
    named = _named(SAR)
    assert named["10234.50"] == ("10480128", "bytes/s", "rxkB/s")  # as a claim's `10234.50 kB/s`
    assert named["83.84"] == ("83.84", "%", "%ifutil")
    assert named["8523.10"][1] is None  # packets a second: a count, read bare
    claim = {a.raw: a for a in extract_anchors("eth0 平均接收 10234.50 kB/s") if a.kind == "number"}
    assert (claim["10234.50 kB/s"].value, claim["10234.50 kB/s"].unit) == named["10234.50"][:2]


def test_lines_after_a_blank_or_without_the_header_are_not_read() -> None:
    assert _named("rxkB/s is 10234.50\n  eth0   8523.10   7012.40")["10234.50"][1] is None
