"""Every test module's name is its own: pytest imports test modules by their basename (the test
directories are no packages), so a second `test_x.py` anywhere under tests/ is a collection
error in a full run, though a run of either directory alone passes."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]


def test_no_two_test_modules_share_a_basename() -> None:
    names = Counter(path.name for path in TESTS.rglob("test_*.py"))
    assert sorted(name for name, count in names.items() if count > 1) == []
