"""gatekeeper/rules/support/text/anchors/lvm.py: LVM's sizes (powers of 1024) and shares."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

LVS = ("  LV     VG     Attr       LSize   Pool Origin Data%  Meta%\n"
       "  data   vg0    -wi-ao---- 500.00g\n"
       "  thin   vg0    twi-aotz-- 200.00g             91.23  12.40")


def _read(text: str) -> list[tuple[str, str, str | None]]:
    return [(a.raw, a.value, a.unit) for a in extract_anchors(text) if a.kind == "number"]


def test_a_report_s_sizes_are_bytes_and_its_two_decimal_numbers_shares() -> None:
    assert _read(LVS) == [("500.00g", str(500 * 1024**3), "bytes"), ("200.00g", str(200 * 1024**3), "bytes"),
                          ("91.23", "91.23", "%"), ("12.40", "12.4", "%")]
    vgs = "  VG   #PV #LV #SN Attr   VSize   VFree\n  vg0    1   3   0 wz--n- <1.82t  12.00m"
    assert ("12.00m", str(12 * 1024**2), "bytes") in _read(vgs)


def test_lines_out_of_a_report_are_not_read_so() -> None:
    assert _read("size 500.00g, ratio 91.23") == [("500.00g", "500", "x:g"), ("91.23", "91.23", None)]
    assert ("91.23", "91.23", None) in _read(LVS.replace("LSize", "Size") + "\n\nratio 91.23")
