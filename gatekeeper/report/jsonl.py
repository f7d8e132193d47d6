"""`--format jsonl`: JSON Lines, one report object per file per line (the `json` format's objects).

Each line is a complete object (`file`, `parse_status`, `gatekeeper_result`, `verdict_ceiling`,
`findings` with `line`/`column`, `executor_structured_output`), compact, UTF-8 as is; a consumer
can stream a large batch line by line (`jq -c 'select(.gatekeeper_result.status == "fail")'`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from gatekeeper.engine.result import Report
from gatekeeper.report import BaseReporter


class JsonLinesReporter(BaseReporter):
    streaming = True  # each report written as it comes (gatekeeper.report.streams)

    def write(self, reports: Iterable[Report]) -> None:
        for report in reports:
            self.stream.write(json.dumps(report.to_dict(), ensure_ascii=False,
                                         separators=(",", ":")))
            self.stream.write("\n")
