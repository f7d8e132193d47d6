"""The report-format tests' corpus: the repository's examples, checked with
claim.hallucination_phrases demoted to a warning so that every status occurs (pass, warn, fail;
errors and warnings in one file). The `corpus` fixture (tests/report/conftest.py) copies it."""

from __future__ import annotations

import subprocess
from pathlib import Path

from helpers import run_cli

WARN_PHRASES = ("--set", "claim.hallucination_phrases.severity=warning")
# path → (status, errors, warnings) of the corpus under WARN_PHRASES
EXPECTED = {
    "cases/forged-evidence.bundle.json": ("fail", 4, 2),
    "cases/payment-timeout.bundle.json": ("pass", 0, 0),
    "cases/speculative-claim.bundle.yaml": ("warn", 0, 1),
    "cases/split/wrong-tool.json": ("fail", 1, 0),
}


def check(corpus: Path, *args: str) -> subprocess.CompletedProcess[str]:
    result = run_cli("check", "cases", *WARN_PHRASES, "--isolated", *args, cwd=corpus)
    assert result.returncode == 1, result.stderr  # the corpus has failures
    return result
