"""`check --statistics`: findings counted per rule, most frequent first, after the report.

    3  evidence.invocation_ref       error
    1  claim.hallucination_phrases   warning
    1  (not checked)                 error

One row per (rule, severity), ordered by count then rule id; files that could not be checked
are counted on a `(not checked)` row. Nothing is printed when there is nothing to count.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TextIO

from gatekeeper.commands.common import plain_table
from gatekeeper.engine.result import Report

NOT_CHECKED = "(not checked)"


def statistics(reports: Sequence[Report]) -> list[tuple[int, str, str]]:
    counts = Counter((f.rule_id, f.severity) for r in reports for f in r.findings)
    errors = sum(r.error is not None for r in reports)
    if errors:
        counts[(NOT_CHECKED, "error")] = errors
    return sorted(((n, rule, severity) for (rule, severity), n in counts.items()),
                  key=lambda row: (-row[0], row[1], row[2]))


def write_statistics(reports: Sequence[Report], stream: TextIO) -> None:
    rows = statistics(reports)
    if rows:
        width = len(str(rows[0][0]))
        plain_table([(str(n).rjust(width), rule, severity) for n, rule, severity in rows],
                    stream)
