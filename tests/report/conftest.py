"""Report-format tests share one corpus: the repository's examples, copied into a temporary
directory, checked with claim.hallucination_phrases demoted to a warning so that every status
occurs (pass, warn, fail; errors and warnings in one file)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.helpers import REPO, run_cli

WARN_PHRASES = ("--set", "claim.hallucination_phrases.severity=warning")
# path → (status, errors, warnings) of the corpus under WARN_PHRASES
EXPECTED = {
    "cases/forged-evidence.bundle.json": ("fail", 2, 1),
    "cases/payment-timeout.bundle.json": ("pass", 0, 0),
    "cases/speculative-claim.bundle.yaml": ("warn", 0, 1),
    "cases/split/wrong-tool.json": ("fail", 1, 0),
}


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    for name in [*EXPECTED, "cases/split/wrong-tool.invocations.json"]:
        target = tmp_path / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(REPO / "examples" / name.removeprefix("cases/"), target)
    return tmp_path


def check(corpus: Path, *args: str) -> subprocess.CompletedProcess[str]:
    result = run_cli("check", "cases", *WARN_PHRASES, "--isolated", *args, cwd=corpus)
    assert result.returncode == 1, result.stderr  # the corpus has failures
    return result
