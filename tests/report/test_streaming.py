"""Every built-in format takes a batch's reports as they come and keeps none of them (a batch of
10,000 bundles is not held in memory until the last one is linted): text, jsonl, github and
json write each report as it comes; sarif and junit keep only what their document needs (its
results, its test cases) and write it at the end."""

from __future__ import annotations

import gc
import io
import weakref
from collections.abc import Iterator

import pytest

from gatekeeper.engine.result import FAIL, WARN, Report, ReportedFinding
from gatekeeper.report import formats, make_reporter, reporter_class, streams

BUILT_IN = ["text", "jsonl", "github", "json", "sarif", "junit"]


class Kept:
    """Reports made one at a time, each remembered by a weak reference only."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.made: list[weakref.ref[Report]] = []
        self.alive_when_asked: list[int] = []

    def __iter__(self) -> Iterator[Report]:
        for index in range(self.count):
            gc.collect()
            self.alive_when_asked.append(sum(ref() is not None for ref in self.made))
            findings = (ReportedFinding("evidence.invocation_ref", FAIL, "claims[0]", "forged",
                                        ("claims", 0), 3, 5),
                        ReportedFinding("claim.hallucination_phrases", WARN, "claims[1]", "maybe"))
            report = Report(f"case-{index}.bundle.json", "valid", "", {}, findings, "REJECT")
            self.made.append(weakref.ref(report))
            yield report


def test_every_built_in_format_is_listed() -> None:
    assert sorted(formats()) == sorted(BUILT_IN)


@pytest.mark.parametrize("format_name", BUILT_IN)
def test_a_format_keeps_no_report_it_was_given(format_name: str) -> None:
    reporter = reporter_class(format_name)
    assert streams(reporter)
    reports = Kept(20)
    stream = io.StringIO()
    make_reporter(reporter, stream, color=False, config=None).write(reports)  # type: ignore[arg-type]
    assert len(reports.made) == 20
    # when a report is asked for, at most the one before it is still referenced (the
    # reporter's loop variable)
    assert max(reports.alive_when_asked) <= 1, reports.alive_when_asked
    assert "case-19.bundle.json" in stream.getvalue()
