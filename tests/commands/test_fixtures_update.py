"""`gatekeeper fixtures --update` and `--format junit`, through the installed console script."""

from __future__ import annotations

import json
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
import yaml
from helpers import REPO, run_cli

FORGED = REPO / "examples" / "forged-evidence.bundle.json"
YAML_BUNDLE = REPO / "examples" / "speculative-claim.bundle.yaml"


def _json_bundle(tmp_path: Path, expect: dict, indent: int | None, ascii_only: bool = False) -> Path:
    bundle = json.loads(FORGED.read_text(encoding="utf-8"))
    bundle["expect"] = expect
    path = tmp_path / "case.bundle.json"
    path.write_text(json.dumps(bundle, indent=indent, ensure_ascii=ascii_only) + "\n",
                    encoding="utf-8")
    return path


@pytest.mark.parametrize(("indent", "ascii_only"), [(2, False), (4, False), (None, False), (2, True)],
                         ids=["indent2", "indent4", "one-line", "ascii-escaped"])
def test_json_expect_rewritten_in_the_file_s_own_layout(tmp_path: Path, indent: int | None,
                                                        ascii_only: bool) -> None:
    wrong = {"status": "pass", "verdict_ceiling": "PASS"}  # only these keys: only these are kept
    path = _json_bundle(tmp_path, wrong, indent, ascii_only)
    done = run_cli("fixtures", path, "--update", "--isolated")
    assert done.returncode == 0, done.stdout + done.stderr
    assert f'{path}: updated expect.status: "pass" -> "fail"' in done.stdout
    assert "1 updated" in done.stdout.splitlines()[-1]
    (tmp_path / "expected").mkdir()
    expected = _json_bundle(tmp_path / "expected", {"status": "fail", "verdict_ceiling": "REJECT"},
                            indent, ascii_only)
    assert path.read_text(encoding="utf-8") == expected.read_text(encoding="utf-8")
    assert run_cli("fixtures", path, "--isolated").returncode == 0


def test_a_matching_bundle_is_not_touched(tmp_path: Path) -> None:
    path = tmp_path / "forged.bundle.json"
    path.write_bytes(FORGED.read_bytes())
    before = path.stat().st_mtime_ns
    assert run_cli("fixtures", path, "--update", "--isolated").returncode == 0
    assert path.read_bytes() == FORGED.read_bytes() and path.stat().st_mtime_ns == before


def test_yaml_block_rewritten_comments_elsewhere_kept(tmp_path: Path) -> None:
    text = YAML_BUNDLE.read_text(encoding="utf-8")
    path = tmp_path / "case.bundle.yaml"
    original = ("# a fixture kept for the phrase rule\n" + text.rstrip("\n")
                + "\nexpect:\n  status: pass  # wrong\n  failed_rules: []\n\n# trailing note\n")
    path.write_text(original, encoding="utf-8")
    done = run_cli("fixtures", path, "--update", "--isolated")
    assert done.returncode == 0, done.stdout + done.stderr
    new = path.read_text(encoding="utf-8")
    assert new.startswith("# a fixture kept for the phrase rule\n" + text.rstrip("\n"))
    assert new.endswith("expect:\n  status: fail\n  failed_rules:\n  - claim.hallucination_phrases"
                        "\n\n# trailing note\n")
    assert yaml.safe_load(new)["expect"] == {"status": "fail",
                                              "failed_rules": ["claim.hallucination_phrases"]}


def test_yaml_flow_style_stays_flow(tmp_path: Path) -> None:
    path = tmp_path / "case.bundle.yaml"
    path.write_text(YAML_BUNDLE.read_text(encoding="utf-8") + "expect: {verdict_ceiling: PASS}\n",
                    encoding="utf-8")
    assert run_cli("fixtures", path, "--update", "--isolated").returncode == 0
    assert path.read_text(encoding="utf-8").endswith("\nexpect: {verdict_ceiling: LOW_CONFID}\n")


def test_junit_format(tmp_path: Path) -> None:
    _json_bundle(tmp_path, {"status": "pass"}, 2)
    (tmp_path / "plain.bundle.yaml").write_bytes(YAML_BUNDLE.read_bytes())
    done = run_cli("fixtures", tmp_path, "--format", "junit", "--isolated")
    assert done.returncode == 1
    suite = ET.fromstring(done.stdout).find("testsuite")
    assert suite is not None
    assert (suite.get("tests"), suite.get("failures"), suite.get("skipped")) == ("2", "1", "1")
    failure = next(suite.iter("failure"))
    assert failure.get("message") == 'expect.status: expected "pass", actual "fail"'
    assert "evidence.invocation_ref [error]" in (failure.text or "")
