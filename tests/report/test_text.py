"""--format text: grouped by file (status line, then findings in file order), one summary line."""

from __future__ import annotations

import re
from pathlib import Path

from report_corpus import EXPECTED, check

FINDING = re.compile(r"^(?P<path>[^:]+):(?P<line>\d+):(?P<col>\d+): (?P<rule>\S+) \[(error|warning)\] ")
# The code frame under a finding inside a claim: that claim's claim_text.
FRAME = re.compile(r"^    \| claims\[(?P<claim>\d+)\]\.claim_text: \S")


def test_grouped_by_file_with_summary(corpus: Path) -> None:
    lines = check(corpus).stdout.splitlines()
    assert lines[-1] == "4 files: 1 pass, 1 warn, 2 fail (5 errors, 3 warnings)"
    current = previous = None
    seen: dict[str, list[tuple[int, int]]] = {}
    for line in lines[:-1]:
        status = re.match(r"^(\S+): (PASS|WARN|FAIL) \(parse valid, verdict ceiling \w+\)$", line)
        if status:
            current = status[1]
            assert EXPECTED[current][0] == status[2].lower()
            seen[current] = []
            continue
        frame = FRAME.match(line)
        if frame:  # right under the finding it belongs to, which is inside that claim
            assert previous is not None and f"claims[{frame['claim']}]" in previous, line
            previous = None
            continue
        finding = FINDING.match(line)
        previous = line
        assert finding and finding["path"] == current, line
        seen[current].append((int(finding["line"]), int(finding["col"])))
    assert list(seen) == sorted(EXPECTED)
    for path, positions in seen.items():
        assert positions == sorted(positions)  # file order
        assert len(positions) == sum(EXPECTED[path][1:])


def test_output_file_gets_a_summary_on_stderr(corpus: Path) -> None:
    result = check(corpus, "--output", "report.txt")
    assert result.stdout == ""
    assert result.stderr.strip() == "4 files: 1 pass, 1 warn, 2 fail (5 errors, 3 warnings)"
    assert (corpus / "report.txt").read_text(encoding="utf-8").endswith(result.stderr)


def test_forced_colour_is_the_same_text_with_ansi_styles(corpus: Path) -> None:
    plain = check(corpus).stdout
    coloured = check(corpus, "--color").stdout
    assert "\x1b[" in coloured and "\x1b[" not in plain
    assert re.sub(r"\x1b\[[0-9;]*m", "", coloured) == plain
