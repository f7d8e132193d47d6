"""--fail-on drives every format's notion of failure; --quiet, --statistics, --exit-zero,
FORCE_COLOR, SARIF helpUri and URI encoding, CJK tables, "Did you mean" once (console script)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import unicodedata
from pathlib import Path
from xml.etree import ElementTree as ET

from helpers import REPO, gatekeeper_command, run_cli
from report_corpus import WARN_PHRASES, check
from sarif_check import valid_sarif

WARNING_FILE = "cases/speculative-claim.bundle.yaml"  # only warns under WARN_PHRASES


def test_fail_on_warn_makes_warnings_failures_in_junit(corpus: Path) -> None:
    default = ET.fromstring(check(corpus, "-f", "junit").stdout).find("testsuite")
    strict = ET.fromstring(check(corpus, "-f", "junit", "--fail-on", "warn").stdout).find("testsuite")
    assert default is not None and strict is not None
    assert (default.get("failures"), strict.get("failures")) == ("2", "3")
    case = next(c for c in strict.iter("testcase") if c.get("name") == WARNING_FILE)
    failure = case.find("failure")
    assert failure is not None and "[warning]" in (failure.text or "")


def test_fail_on_warn_makes_warnings_errors_in_github(corpus: Path) -> None:
    default = check(corpus, "-f", "github").stdout
    strict = check(corpus, "-f", "github", "--fail-on", "warn").stdout
    assert f"::warning file={WARNING_FILE}" in default
    assert "::warning" not in strict and f"::error file={WARNING_FILE}" in strict


def test_fail_on_warn_makes_warnings_errors_in_sarif(corpus: Path) -> None:
    default = valid_sarif(check(corpus, "-f", "sarif").stdout)["runs"][0]
    strict = valid_sarif(check(corpus, "-f", "sarif", "--fail-on", "warn").stdout)["runs"][0]
    assert {r["level"] for r in default["results"]} == {"error", "warning"}
    assert {r["level"] for r in strict["results"]} == {"error"}
    assert {r["defaultConfiguration"]["level"] for r in strict["tool"]["driver"]["rules"]} == {"error"}


def test_sarif_rules_have_a_help_uri_into_docs_rules(corpus: Path) -> None:
    rules = valid_sarif(check(corpus, "-f", "sarif").stdout)["runs"][0]["tool"]["driver"]["rules"]
    doc = (REPO / "docs" / "rules.md").read_text(encoding="utf-8")
    for rule in rules:
        assert rule["helpUri"].endswith(f"/docs/rules.md#{rule['id']}")
        assert f'<a id="{rule["id"]}"></a>' in doc  # the anchor the URI points to


def test_sarif_uri_of_a_root_level_file_with_a_colon(tmp_path: Path) -> None:
    shutil.copy(REPO / "examples" / "forged-evidence.bundle.json", tmp_path / "c:x.bundle.json")
    done = run_cli("check", "c:x.bundle.json", "-f", "sarif", "--isolated", cwd=tmp_path)
    results = valid_sarif(done.stdout)["runs"][0]["results"]
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results}
    assert uris == {"c%3Ax.bundle.json"}  # not a URI with the scheme "c"


def test_quiet_prints_only_findings(corpus: Path) -> None:
    lines = check(corpus, "--quiet").stdout.splitlines()
    assert lines and all(re.match(r"^cases/\S+:\d+:\d+: ", line) or line.startswith("    | ")
                         for line in lines)
    written = check(corpus, "--quiet", "-o", "report.txt")
    assert written.stderr == ""  # no summary line either


def test_statistics(corpus: Path) -> None:
    lines = check(corpus, "--statistics").stdout.splitlines()
    table = [line.split() for line in lines if re.match(r"^\s*\d+  \S", line)]
    counts = {(rule, severity): int(n) for n, rule, severity in table}
    expected: dict[tuple[str, str], int] = {}
    for report in json.loads(check(corpus, "-f", "json").stdout):
        for finding in report["findings"]:
            key = (finding["rule_id"], finding["severity"])
            expected[key] = expected.get(key, 0) + 1
    assert counts == expected
    assert [int(row[0]) for row in table] == sorted((int(row[0]) for row in table), reverse=True)
    summary = next(i for i, line in enumerate(lines) if line.startswith("4 files: "))
    assert summary == len(lines) - len(table) - 1  # the table follows the report
    machine = check(corpus, "-f", "json", "--statistics")
    json.loads(machine.stdout)  # stdout stays parseable: the table went to stderr
    assert "evidence.invocation_ref" in machine.stderr


def test_exit_zero(corpus: Path) -> None:
    done = run_cli("check", "cases", *WARN_PHRASES, "--isolated", "--exit-zero", cwd=corpus)
    assert done.returncode == 0 and "FAIL" in done.stdout


def _colored(corpus: Path, **env: str) -> bool:
    clean = {k: v for k, v in os.environ.items() if k not in ("FORCE_COLOR", "NO_COLOR")}
    done = subprocess.run([*gatekeeper_command(), "check", "cases", "--isolated"], cwd=corpus,
                          env={**clean, "PYTHONIOENCODING": "utf-8", **env}, capture_output=True,
                          text=True, encoding="utf-8", timeout=120)
    assert done.returncode == 1, done.stderr
    return "\x1b[" in done.stdout


def test_force_color_and_no_color(corpus: Path) -> None:
    assert _colored(corpus, FORCE_COLOR="1")  # piped, yet coloured
    assert not _colored(corpus, FORCE_COLOR="1", NO_COLOR="1")  # NO_COLOR wins
    assert not _colored(corpus)


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def test_explain_params_table_is_aligned_by_display_width() -> None:
    text = run_cli("explain", "claim.hallucination_phrases", "--isolated").stdout
    table = text.split("Params:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    header = table[0]
    starts = [m.start() for m in re.finditer(r"(?<=  )\S", header)]
    assert any(re.search(r"[\u4e00-\u9fff]", row) for row in table)  # the case that matters
    for row in table[1:]:
        for start in starts:  # each column starts at the same display column in every row
            prefix = _width(header[:start])
            cut = next(i for i in range(len(row) + 1) if _width(row[:i]) >= prefix)
            assert _width(row[:cut]) == prefix and row[cut - 2:cut] == "  " and row[cut] != " "


def test_did_you_mean_once() -> None:
    done = run_cli("chek")
    assert done.returncode == 2
    assert done.stderr.lower().count("did you mean") == 1, done.stderr


def test_package_is_typed() -> None:
    import gatekeeper

    assert (Path(gatekeeper.__file__).parent / "py.typed").is_file()


def test_docs_rules_has_a_section_for_every_rule() -> None:
    doc = (REPO / "docs" / "rules.md").read_text(encoding="utf-8")
    listed = json.loads(run_cli("rules", "--format", "json", "--isolated").stdout)
    assert listed
    for rule in listed:
        assert f'<a id="{rule["id"]}"></a>' in doc, rule["id"]
