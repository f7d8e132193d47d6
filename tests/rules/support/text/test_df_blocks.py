"""df's sizes in 1K blocks (gatekeeper.rules.support.text.anchors.df_blocks)."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

DF = ("Filesystem     1K-blocks     Used Available Use% Mounted on\n"
      "/dev/sda1       51474912 48123456   3351456  94% /\n"
      "/dev/sdb1      206293688 41258736 154534304  22% /data")


def test_a_row_s_sizes_are_read_in_bytes_named_by_their_column() -> None:
    read = {a.raw: (a.value, a.unit, a.metric) for a in extract_anchors(DF) if a.kind == "number"}
    assert read["154534304"] == (str(154534304 * 1024), "bytes", "available")
    assert read["51474912"][1:] == ("bytes", "size")
    assert read["94%"][1] == "%"  # a share stays one
    claim = next(a for a in extract_anchors("/data 可用 154534304 KB") if a.kind == "number")
    assert (claim.value, claim.unit) == read["154534304"][:2]


def test_df_h_s_sizes_print_their_unit_and_are_left_as_read() -> None:
    human = "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda1        50G   48G  2.0G  96% /"
    assert {a.raw: a.unit for a in extract_anchors(human) if a.kind == "number"}["48G"] == "bytes"
