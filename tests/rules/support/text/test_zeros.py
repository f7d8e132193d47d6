"""Counters at zero state nothing (gatekeeper.rules.support.text.zeros)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.zeros import blank_zeros, zero_spans

TEXT = """web-01 : ok=12 changed=3 failed=0
cluster.outbound|8080||orders.default.svc.cluster.local.upstream_rq_timeout: 0
cluster.outbound|8080||orders.default.svc.cluster.local.upstream_rq_5xx: 3
199 UDMA_CRC_Error_Count    0x003e   200   200   000    Old_age   Always       -       0
  5 Reallocated_Sector_Ct   0x0033   100   100   010    Pre-fail  Always       -       24"""


def test_each_form_of_a_counter_at_zero_is_found_and_blanked() -> None:
    found = [TEXT[start:end].strip() for start, end in zero_spans(TEXT)]
    lines = TEXT.split("\n")
    assert found == ["failed=0", lines[1], lines[3]]
    blanked = blank_zeros(TEXT)
    assert len(blanked) == len(TEXT) and "upstream_rq_5xx: 3" in blanked and "Reallocated" in blanked
    assert "timeout" not in blanked and "failed" not in blanked and "CRC" not in blanked


@pytest.mark.parametrize(("text", "zero"), [
    ("payment-svc: 1200 requests, 0 failed", "0 failed"),
    ("Tests run: 12, Failures: 0, Errors: 0, Skipped: 2", "Failures: 0"),
    ("web-02 : ok=9 unreachable=0 failed=1", "unreachable=0"),  # not `0 failed`: the next key's
    ("started at 12:00 after 10 retries", None),  # a time, a count of ten
    ("10 packets transmitted, 10 received, 0% packet loss, time 9012ms", "0% packet loss"),  # ping's
    ("    Packets: Sent = 4, Received = 4, Lost = 0 (0% loss),", "0% loss"),  # Windows'
    ("4 packets transmitted, 1 received, 75% packet loss", None),  # a loss
    ("Tcp:\n    0 segments retransmitted", "    0 segments retransmitted"),  # netstat -s's, indented
    ("cpu at 50% load, 10% idle", None),  # shares of more than none
])
def test_a_count_of_zero_inside_a_line_is_found(text: str, zero: str | None) -> None:
    found = [text[start:end] for start, end in zero_spans(text)]
    assert found[:1] == ([zero] if zero else [])
    if zero == "0 failed":
        assert "failed" not in blank_zeros(text)
