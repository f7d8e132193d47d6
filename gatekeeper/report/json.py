"""`--format json`: an array with one report object per file (schemas/report.schema.json),
each written as its file finishes (`streaming`: the array is the same bytes as when it was
written whole)."""

from __future__ import annotations

from collections.abc import Iterable

from gatekeeper.engine.result import Report
from gatekeeper.report import BaseReporter, write_json_array


class JsonReporter(BaseReporter):
    streaming = True  # each report written as it comes (gatekeeper.report.streams)

    def write(self, reports: Iterable[Report]) -> None:
        write_json_array((report.to_dict() for report in reports), self.stream)
