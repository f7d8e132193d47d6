"""gatekeeper eval: precision / recall per rule, confusion by category, exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from helpers import REPO, binding, bundle, claim, doc, inv, write_json

LOG = "2026-11-29 10:02:11 ERROR [payment-svc] PayClient - request timeout after 5000ms"


def labelled(path: Path, excerpt: str, category: str, rules: list[str], ceiling: str) -> Path:
    value = bundle(doc(claim("payment-svc 出现 request timeout。", binding("query_logs", [1], excerpt))),
                   [inv(1, "query_logs", LOG, session_id="s")], session_id="s",
                   labels={"category": category, "expected_rules": rules, "expected_ceiling": ceiling})
    return write_json(path, value)


def run_eval(*args: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "gatekeeper", "eval", *map(str, args)], cwd=REPO,
                          capture_output=True, text=True, encoding="utf-8", timeout=120)


def test_markdown_table_and_json_counts(tmp_path: Path) -> None:
    labelled(tmp_path / "a.json", "request timeout after 5000ms", "faithful_verbatim", [], "PASS")
    labelled(tmp_path / "b.json", "request timeout after 3000ms", "number_swap",
             ["evidence.misattribution"], "REJECT")
    done = run_eval(tmp_path)
    assert done.returncode == 0, done.stderr
    assert "| `evidence.misattribution` | 1 | 0 | 0 | 1.000 | 1.000 |" in done.stdout
    assert "| number_swap | REJECT | 0 | 0 | 1 |" in done.stdout
    data = json.loads(run_eval(tmp_path, "--format", "json").stdout)
    assert data["cases"] == 2 and data["misses"] == []


def test_a_missed_target_exits_1_and_is_listed(tmp_path: Path) -> None:
    labelled(tmp_path / "c.json", "request timeout after 5000ms", "number_swap",
             ["evidence.misattribution"], "REJECT")
    done = run_eval(tmp_path, "--misses")
    assert done.returncode == 1
    assert "c.json" in done.stdout.split("### Misses")[1]


def test_bad_labels_are_an_input_error(tmp_path: Path) -> None:
    labelled(tmp_path / "d.json", "x", "faithful_verbatim", [], "MAYBE")
    done = run_eval(tmp_path)
    assert done.returncode == 2
    assert "labels.expected_ceiling" in done.stderr
