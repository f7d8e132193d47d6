"""gatekeeper/rules/support/text/anchors/loadavg.py: `/proc/loadavg`'s averages named by their window."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors


def _metrics(text: str) -> list[str | None]:
    return [a.metric for a in extract_anchors(text) if a.kind == "number"][:3]


def test_the_line_alone_or_after_the_file_s_name_is_named() -> None:
    assert _metrics("3.21 2.87 1.95 4/1203 28761") == ["load1", "load5", "load15"]
    assert _metrics("$ cat /proc/loadavg\n3.21 2.87 1.95 4/1203 28761") == ["load1", "load5", "load15"]


def test_the_shape_in_another_output_is_not() -> None:
    line = "3.21 2.87 1.95 4/1203 28761"
    text = f"2026-12-07 10:00:01 sampled values\n{line}\nend of samples, nothing else here"
    assert "load1" not in _metrics(text)
