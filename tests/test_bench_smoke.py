"""bench/run.py --quick: the benchmark command runs on a tiny workload and prints its table.

Never a timed assertion: only that it completes and reports every part.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_quick_benchmark_prints_the_table(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, str(REPO / "bench" / "run.py"), "--quick",
                             "--work", str(tmp_path / "work")], capture_output=True, text=True,
                            encoding="utf-8", timeout=300)
    assert result.returncode == 0, result.stderr
    assert "| measure | gatekeeper |" in result.stdout
    for part in ("| P1 |", "| P2 |", "| P3 |", "| P4 |", "| P5 |"):
        assert part in result.stdout
    assert "Machine:" in result.stdout


def test_workloads_are_deterministic(tmp_path: Path) -> None:
    for name in ("a", "b"):
        subprocess.run([sys.executable, str(REPO / "bench" / "workloads.py"), str(tmp_path / name),
                        "--quick", "--seed", "7"], check=True, timeout=120)
    first = sorted(p.relative_to(tmp_path / "a") for p in (tmp_path / "a").rglob("*.json"))
    assert first == sorted(p.relative_to(tmp_path / "b") for p in (tmp_path / "b").rglob("*.json"))
    assert len(first) > 10
    for path in first:
        assert (tmp_path / "a" / path).read_bytes() == (tmp_path / "b" / path).read_bytes()


def test_quick_audit_benchmark_prints_the_table(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, str(REPO / "bench" / "audit.py"), "--quick",
                             "--work", str(tmp_path)], capture_output=True, text=True,
                            encoding="utf-8", timeout=300)
    assert result.returncode == 0, result.stderr
    assert "| engine | wall time | sessions/s |" in result.stdout
    for engine in ("| local, -j 1", "| local, -j 2", "| dask, local cluster, 2 workers"):
        assert engine in result.stdout
