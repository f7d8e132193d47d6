"""The baseline: round trip through the CLI, fingerprints, atomic and deterministic writes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import SESSION, binding, bundle, claim, doc, inv, run_cli, write_json

from gatekeeper.engine.result import FAIL, ReportedFinding
from gatekeeper.errors import InputError
from gatekeeper.suppress import baseline

INVOCATIONS = [inv(1, "query_logs", "request timeout after 5000ms")]
GOOD = binding("query_logs", [1], "request timeout after 5000ms")


def case(*texts: str) -> dict[str, Any]:
    return bundle(doc(*(claim(t, GOOD) for t in texts)), INVOCATIONS, session_id=SESSION)


def check(tmp_path: Path, *args: str) -> tuple[int, list[dict[str, Any]], str]:
    done = run_cli("check", "--isolated", "--format", "json", *args, cwd=tmp_path)
    assert done.returncode in (0, 1), done.stderr
    return done.returncode, json.loads(done.stdout), done.stderr


def test_round_trip_new_fails_old_does_not_fixed_is_reported(tmp_path: Path) -> None:
    write_json(tmp_path / "a.json", case("推测是连接池问题。", "请求超时。"))
    write_json(tmp_path / "b.json", case("我认为是网络问题。"))
    code, _, stderr = check(tmp_path, "a.json", "b.json", "--write-baseline", "base.json")
    assert code == 0
    assert "wrote baseline base.json: 2 finding(s) in 2 file(s)" in stderr
    recorded = json.loads((tmp_path / "base.json").read_text(encoding="utf-8"))
    assert recorded["version"] == 1 and set(recorded) == {"version", "gatekeeper_version", "files"}
    assert sorted(recorded["files"]) == ["a.json", "b.json"]

    # unchanged: everything is baselined, nothing fails
    code, reports, _ = check(tmp_path, "a.json", "b.json", "--baseline", "base.json")
    assert code == 0
    assert [r["gatekeeper_result"]["status"] for r in reports] == ["pass", "pass"]
    assert [len(r["baselined"]) for r in reports] == [1, 1]

    # a.json gains a new speculative claim; b.json's old one is fixed
    write_json(tmp_path / "a.json", case("推测是连接池问题。", "一般来说会超时。"))
    write_json(tmp_path / "b.json", case("网络正常。"))
    code, (a, b), _ = check(tmp_path, "a.json", "b.json", "--baseline", "base.json")
    assert code == 1
    assert a["gatekeeper_result"]["status"] == "fail"
    assert a["gatekeeper_result"]["failed_rules"] == ["claim.hallucination_phrases"]
    assert [e["target"] for e in a["gatekeeper_result"]["errors"]] == ["claims[1].claim_text"]
    assert [f["target"] for f in a["baselined"]] == ["claims[0].claim_text"]
    assert a["baseline_fixed"] == []
    assert list(a["gatekeeper_result"]) == ["status", "failed_rules", "warnings", "errors"]
    assert b["gatekeeper_result"]["status"] == "pass" and b["baselined"] == []
    assert [(e["rule_id"], e["target"]) for e in b["baseline_fixed"]] == [
        ("claim.hallucination_phrases", "claims[0].claim_text")]

    text = run_cli("check", "--isolated", "a.json", "b.json", "--baseline", "base.json",
                   cwd=tmp_path).stdout
    assert ("b.json: baseline entry no longer occurs: claim.hallucination_phrases "
            "claims[0].claim_text") in text
    assert "a.json: 1 baselined finding(s) not counted" in text


def test_tightening_drops_fixed_entries_and_never_adds_new_ones(tmp_path: Path) -> None:
    write_json(tmp_path / "a.json", case("推测是连接池问题。", "我认为是网络问题。"))
    check(tmp_path, "a.json", "--write-baseline", "base.json")
    write_json(tmp_path / "a.json", case("推测是连接池问题。", "网络正常。", "一般来说会超时。"))
    code, _, _ = check(tmp_path, "a.json", "--baseline", "base.json", "--write-baseline", "base.json")
    assert code == 1  # judged against the old baseline: the new claim fails
    entries = json.loads((tmp_path / "base.json").read_text(encoding="utf-8"))["files"]["a.json"]
    assert [e["target"] for e in entries] == ["claims[0].claim_text"]
    code, [report], _ = check(tmp_path, "a.json", "--baseline", "base.json")
    assert code == 1 and [e["target"] for e in report["gatekeeper_result"]["errors"]] == [
        "claims[2].claim_text"]


def test_fail_on_warn_ignores_baselined_warnings(tmp_path: Path) -> None:
    write_json(tmp_path / "a.json", case("推测是连接池问题。"))
    warn = ("--set", "claim.hallucination_phrases.severity=warning")
    assert run_cli("check", "--isolated", "a.json", *warn, "--fail-on", "warn",
                   cwd=tmp_path).returncode == 1
    check(tmp_path, "a.json", *warn, "--write-baseline", "base.json")
    code, [report], _ = check(tmp_path, "a.json", *warn, "--fail-on", "warn", "--baseline", "base.json")
    assert code == 0 and report["gatekeeper_result"]["warnings"] == []
    assert [f["severity"] for f in report["baselined"]] == ["warning"]


def test_write_is_deterministic_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    write_json(tmp_path / "b.json", case("我认为是网络问题。", "推测是连接池问题。"))
    write_json(tmp_path / "a.json", case("推测是连接池问题。"))
    check(tmp_path, "b.json", "a.json", "--write-baseline", "out/base.json")
    first = (tmp_path / "out" / "base.json").read_bytes()
    check(tmp_path, "a.json", "b.json", "--write-baseline", "out/base.json")
    assert (tmp_path / "out" / "base.json").read_bytes() == first
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["base.json"]
    assert first.endswith(b"}\n")
    document = json.loads(first)
    assert json.dumps(document, ensure_ascii=False, indent=2, sort_keys=True).encode() + b"\n" == first
    assert [e["target"] for e in document["files"]["b.json"]] == [
        "claims[0].claim_text", "claims[1].claim_text"]


def test_failed_write_leaves_the_old_baseline_and_no_temporary_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from gatekeeper.commands.output import write_atomically

    target = tmp_path / "base.json"
    target.write_text("old\n", encoding="utf-8")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises((OSError, InputError), match="disk full"):
        write_atomically(target, baseline.dumps({}))
    assert target.read_text(encoding="utf-8") == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["base.json"]


def test_fingerprint_survives_numbers_and_moves_but_not_other_messages() -> None:
    def finding(target: str, message: str) -> ReportedFinding:
        return ReportedFinding("evidence.excerpt_similarity", FAIL, target, message)

    base = baseline.fingerprint(finding("claims[0].evidence_bindings[0]", "similarity 0.21 < 0.3"),
                                "a.json")
    assert base == baseline.fingerprint(
        finding("claims[3].evidence_bindings[1]", "similarity 0.18  <  0.3"), "a.json")
    assert base != baseline.fingerprint(
        finding("claims[0].evidence_bindings[0]", "no preview to compare"), "a.json")
    assert baseline.fingerprint(finding("$", "id 7 not in x/a.json"), "x/a.json") == \
        baseline.fingerprint(finding("$", "id 7 not in y/a.json"), "y/a.json")


@pytest.mark.parametrize(("content", "where", "what"), [
    ("{", "", "baseline is not JSON: invalid JSON at line 1 column 2"),
    ("[]", "(key $)", "expected a baseline object"),
    ('{"version": 2, "gatekeeper_version": "x", "files": {}}', "(key version)",
     "expected baseline version 1, found 2"),
    ('{"version": 1, "gatekeeper_version": "x", "files": {}, "extra": 1}', "(key extra)",
     "unknown key 'extra'"),
    ('{"version": 1, "gatekeeper_version": "x", "files": []}', "(key files)",
     "expected an object"),
    ('{"version": 1, "gatekeeper_version": "x", "files": {"a.json": [{"rule_id": "r"}]}}',
     '(key files["a.json"][0])', "expected an object with exactly fingerprint, rule_id, target"),
    ('{"version": 1, "gatekeeper_version": "x", "files": {"a.json": '
     '[{"rule_id": "r", "target": "$", "fingerprint": "XYZ"}]}}',
     '(key files["a.json"][0].fingerprint)', "expected 16 lowercase hex digits"),
])
def test_broken_baseline_is_exit_2_naming_file_and_place(tmp_path: Path, content: str,
                                                         where: str, what: str) -> None:
    write_json(tmp_path / "a.json", case("请求超时。"))
    (tmp_path / "base.json").write_text(content, encoding="utf-8")
    done = run_cli("check", "--isolated", "a.json", "--baseline", "base.json", cwd=tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    prefix = f"gatekeeper: error: base.json {where}: " if where else "gatekeeper: error: base.json: "
    assert done.stderr.startswith(prefix), done.stderr
    assert what in done.stderr and "Traceback" not in done.stderr


def test_missing_baseline_is_an_error_not_an_empty_baseline(tmp_path: Path) -> None:
    write_json(tmp_path / "a.json", case("推测是连接池问题。"))
    done = run_cli("check", "--isolated", "a.json", "--baseline", "nope.json", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith("gatekeeper: error: nope.json: baseline cannot be read")
