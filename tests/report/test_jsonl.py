"""--format jsonl: one compact report object per file per line, the same objects as --format json."""

from __future__ import annotations

import json
from pathlib import Path

from report_corpus import EXPECTED, check


def test_one_report_per_line(corpus: Path) -> None:
    lines = check(corpus, "--format", "jsonl").stdout.splitlines()
    assert len(lines) == len(EXPECTED)
    reports = [json.loads(line) for line in lines]
    assert [r["file"] for r in reports] == sorted(EXPECTED)
    assert reports == json.loads(check(corpus, "--format", "json").stdout)
    for report in reports:
        status, errors, warnings = EXPECTED[report["file"]]
        assert report["gatekeeper_result"]["status"] == status
        levels = [f["severity"] for f in report["findings"]]
        assert (levels.count("error"), levels.count("warning")) == (errors, warnings)
        assert all(isinstance(f["line"], int) and f["column"] >= 1 for f in report["findings"])
