"""gatekeeper/rules/support/text/anchors/top_sizes.py: top's sizes scaled by a letter, in bytes."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

TOP = ("  PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND\n"
       " 2345 app       20   0   12.3g   6.1g  12344 S 185.3  39.5  12:34.56 java")


def _sized(text: str) -> list[tuple[str, str, str | None]]:
    return [(a.raw, a.value, a.unit) for a in extract_anchors(text) if a.kind == "number" and a.unit]


def test_a_scaled_size_of_a_process_row_is_bytes_a_bare_one_as_printed() -> None:
    assert _sized(TOP)[:2] == [("12.3g", "13207024435.2", "bytes"), ("6.1g", "6549825126.4", "bytes")]
    assert ("12344", "12344", "bytes") not in _sized(TOP)


def test_a_letter_out_of_top_s_rows_is_no_size() -> None:
    assert _sized("java 6.1g") == [("6.1g", "6.1", "x:g")]
