"""A value changed by one digit never passes unseen.

Real Loghub lines (40 of each log, drawn with a fixed seed): each line is quoted verbatim as the
excerpt while the claim copies it with one number changed, and the excerpt itself is changed
the same way. The claim must not pass (at least a warning: the changed value is found nowhere,
or contradicts the line), the changed excerpt must fail. Before the anchors read units of no
list, nodes, ports, fractions of a second and the digits no anchor kind reads, 150 of these 637
claims passed with no finding at all (a changed log timestamp, `dn228`, `49g`, `,939`).
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from gatekeeper import Gatekeeper

LOGHUB = Path(__file__).resolve().parents[1] / "data" / "loghub"
PER_LOG = 40


def _changed_lines() -> list[tuple[str, str, str]]:
    """(log, line, the line with one number changed by 1-8), deterministic."""
    rng = random.Random(7)
    found = []
    for path in sorted(LOGHUB.glob("*_2k.log")):
        lines = [line for line in path.read_text(encoding="utf-8", errors="replace").splitlines()
                 if re.search(r"\d", line)]
        for line in rng.sample(lines, PER_LOG):
            number = rng.choice(list(re.finditer(r"\d+", line)))
            value = str(int(number.group()) + rng.randrange(1, 9))
            new = line[:number.start()] + value + line[number.end():]
            token = next(t.group() for t in re.finditer(r"\S+", new) if t.end() > number.start())
            if token not in line.split():  # `bn848` for `bn845` in a list writing both: no new value
                found.append((path.name, line, new))
    return found


def _status(claim: str, excerpt: str, output: str) -> str:
    document = {"answer_version": "executor_evidence_v2", "claims": [{
        "claim_id": "claim-1", "claim_type": "log", "claim_text": claim, "support_level": "direct",
        "evidence_bindings": [{"source_type": "tool_trace", "source_id": "trace-7",
                               "tool_name": "query_logs", "source_invocation_ids": ["7"],
                               "evidence_excerpt": excerpt}]}]}
    invocations = [{"id": 7, "session_id": "s", "tool_name": "query_logs", "output_preview": output}]
    return Gatekeeper().check(document, invocations, session_id="s").status


@pytest.fixture(scope="module")
def changed() -> list[tuple[str, str, str]]:
    return _changed_lines()


def test_a_claim_copying_a_line_with_one_number_changed_never_passes(changed) -> None:
    passed = [(log, new) for log, line, new in changed if _status(new, line, line) == "pass"]
    assert len(changed) >= 15 * PER_LOG and passed == []


def test_an_excerpt_with_one_number_changed_fails(changed) -> None:
    kept = [(log, new) for log, line, new in changed if _status(new, new, line) != "fail"]
    assert kept == []
