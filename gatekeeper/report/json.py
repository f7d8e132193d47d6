"""`--format json`: an array with one report object per file (schemas/report.schema.json)."""

from __future__ import annotations

from collections.abc import Sequence

from gatekeeper.engine.result import Report
from gatekeeper.report import BaseReporter, write_json


class JsonReporter(BaseReporter):
    def write(self, reports: Sequence[Report]) -> None:
        write_json([r.to_dict() for r in reports], self.stream)
