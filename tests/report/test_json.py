"""--format json: the whole batch as one indented JSON document, written a piece at a time
(each report as its file finishes)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from report_corpus import check

from gatekeeper import report


class Recording(io.StringIO):
    """A stream that keeps each write."""

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[str] = []

    def write(self, text: str) -> int:
        self.writes.append(text)
        return super().write(text)


def test_the_document_is_json_dumps_of_the_reports_however_it_is_cut(
        corpus: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Written in pieces of JSON_WRITE_CHARS characters (not one string of the whole report):
    # the text must be exactly `json.dumps(..., indent=2)` plus a newline, wherever it is cut.
    whole = check(corpus, "--format", "json").stdout
    value = json.loads(whole)
    assert whole == json.dumps(value, ensure_ascii=False, indent=2) + "\n"
    for size in (1, 7, 4096):
        monkeypatch.setattr(report, "JSON_WRITE_CHARS", size)
        stream = Recording()
        report.write_json(value, stream)
        assert stream.getvalue() == whole
        assert len(stream.writes) > 1
        assert all(len(piece) < size + 4096 for piece in stream.writes[:-1])


@pytest.mark.parametrize("count", [0, 1, 3])
def test_an_array_written_value_by_value_is_the_same_bytes(
        corpus: Path, monkeypatch: pytest.MonkeyPatch, count: int) -> None:
    # The reports of a batch are encoded one at a time as they come (none kept): the array
    # must still be exactly what one `json.dumps` of them all would be.
    values = json.loads(check(corpus, "--format", "json").stdout)[:count]
    whole = json.dumps(values, ensure_ascii=False, indent=2) + "\n"
    for size in (1, 7, 1 << 20):
        monkeypatch.setattr(report, "JSON_WRITE_CHARS", size)
        stream = Recording()
        report.write_json_array(iter(values), stream)
        assert stream.getvalue() == whole
        # each value is written before the next is asked for
        assert len(stream.writes) >= count + 1
