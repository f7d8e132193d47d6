"""`--format json`: an array with one report object per file (schemas/report.schema.json)."""

from __future__ import annotations

import json
from collections.abc import Sequence

from gatekeeper.engine.result import Report
from gatekeeper.report import BaseReporter


class JsonReporter(BaseReporter):
    def write(self, reports: Sequence[Report]) -> None:
        json.dump([r.to_dict() for r in reports], self.stream, ensure_ascii=False, indent=2)
        self.stream.write("\n")
