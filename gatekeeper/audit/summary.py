"""What an audit found, counted as the session lines stream past: the summary tables, the exit code."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

FAIL = "fail"


def failed(outcome: Mapping[str, Any]) -> bool:
    return any(isinstance(part, Mapping) and part.get("status") == FAIL
               for part in (outcome.get("gatekeeper_result"), outcome.get("chain_result")))


@dataclass
class Summary:
    sessions: int = 0
    failed: int = 0
    drifted: int = 0
    errors: int = 0
    rule_failures: Counter[str] = field(default_factory=Counter)

    def add(self, outcome: Mapping[str, Any]) -> None:
        self.sessions += 1
        if outcome.get("error") is not None:
            self.errors += 1
            return
        self.failed += failed(outcome)
        self.drifted += bool(outcome.get("drift"))
        for part in (outcome.get("gatekeeper_result"), outcome.get("chain_result")):
            if isinstance(part, Mapping):
                self.rule_failures.update(part.get("failed_rules") or [])

    @property
    def exit_code(self) -> int:
        """2: a session could not be read; 1: a session fails or drifts; else 0."""
        return 2 if self.errors else 1 if self.failed or self.drifted else 0

    def tables(self) -> list[list[list[str]]]:
        """The stderr tables, header rows first: the totals, then failures per rule."""
        totals = [["sessions", "failed", "drifted", "unreadable"],
                  [str(self.sessions), str(self.failed), str(self.drifted), str(self.errors)]]
        if not self.rule_failures:
            return [totals]
        rows = sorted(self.rule_failures.items(), key=lambda item: (-item[1], item[0]))
        return [totals, [["rule", "failures"], *([rule, str(n)] for rule, n in rows)]]
