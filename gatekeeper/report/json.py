"""`--format json`: an array with one report object per file (schemas/report.schema.json)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TextIO

from gatekeeper.engine.result import Report


class JsonReporter:
    def __init__(self, stream: TextIO, *, color: bool = False, config: object = None) -> None:
        self.stream = stream

    def write(self, reports: Sequence[Report]) -> None:
        json.dump([r.to_dict() for r in reports], self.stream, ensure_ascii=False, indent=2)
        self.stream.write("\n")
