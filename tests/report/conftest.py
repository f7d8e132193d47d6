"""Report-format tests share one corpus (see tests/report_corpus.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from helpers import REPO
from report_corpus import EXPECTED


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    for name in [*EXPECTED, "cases/split/wrong-tool.invocations.json"]:
        target = tmp_path / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(REPO / "examples" / name.removeprefix("cases/"), target)
    return tmp_path
