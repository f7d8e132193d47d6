"""tools/evaluate_labelled.py: the human-labelled samples load, spans are found and classed as
documented, items become the bundles described, and the harness runs Gatekeeper end to end.
Asserts the harness's behaviour, not today's detection scores."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO

sys.path.insert(0, str(REPO / "tools"))
import evaluate_labelled as harness
import labelled_data as data

SAMPLE = REPO / "tests" / "data" / "labelled"


@pytest.fixture(scope="module")
def items() -> dict[tuple[str, str], data.Item]:
    return {(item.dataset, item.id): item for item in data.load_sample(SAMPLE)}


def test_the_shipped_sample_is_licensed_and_complete(items: dict[tuple[str, str], data.Item]) -> None:
    for name in ("README.md", "CITATION", "LICENSE-BUMP", "LICENSE-SummEdits"):
        assert (SAMPLE / name).is_file()
    datasets = [dataset for dataset, _ in items]
    assert datasets.count("bump") == 693
    assert datasets.count("summedits") == 2534
    assert all(item.hallucinated for item in items.values() if item.dataset == "bump")
    assert any(not item.hallucinated for item in items.values() if item.dataset == "summedits")


def test_a_bump_date_edit_is_found_classed_and_tampered(items: dict[tuple[str, str], data.Item]) -> None:
    item = items[("bump", "a628-0")]
    assert [(s.original, s.text) for s in item.spans] == [("May 29", "June 14"), ("1943", "1946")]
    assert item.classes == ("date_time",)
    assert item.label == "Extrinsic Circumstance Error"
    assert item.extrinsic
    cases = {case.variant: case for case in data.cases(item)}
    assert set(cases) == {"faithful", "claim_only", "excerpt_tampered"}
    assert "May 29, 1943" in cases["faithful"].claim
    assert cases["claim_only"].excerpt == cases["faithful"].excerpt
    assert "May 29, 1943" in cases["faithful"].excerpt
    assert "June 14, 1946" in cases["excerpt_tampered"].excerpt
    assert "June 14, 1946" in cases["claim_only"].claim


def test_an_intrinsic_number_edit_is_a_number_that_the_document_contains(
        items: dict[tuple[str, str], data.Item]) -> None:
    item = items[("bump", "a628-2")]  # 19-year-old operator -> 92-year-old (her age at death)
    assert [(s.original, s.text, s.classes) for s in item.spans] == [
        ("19", "92", ("number", "number_written"))]
    assert not item.extrinsic


def test_a_summedits_consistent_edit_is_a_faithful_paraphrase(
        items: dict[tuple[str, str], data.Item]) -> None:
    item = next(i for i in items.values() if i.dataset == "summedits" and not i.hallucinated)
    assert [case.variant for case in data.cases(item)] == ["faithful", "paraphrase"]


@pytest.mark.parametrize(("original", "text", "expected"), [
    ("92%", "95%", ("number", "number_written")),
    ("two", "four", ("number", "number_written")),
    ("of 3 - 5 %", "", ("number",)),  # a number left out: no wrong value written
    ("one of", "", ("number",)),
    ("2014年11月15日", "2014年11月16日", ("date_time",)),
    ("21:14", "21:41", ("date_time",)),
    ("Tuesday", "Thursday", ("date_time",)),
    ("G4719", "G4791", ("code",)),
    ("ORA-00600", "ORA-01555", ("code",)),
    ("三千万元", "两百多个", ("zh_numeral",)),
    ("", "not", ("negation",)),
    ("没有", "", ("negation",)),
    ("HikariCP", "Druid", ("name",)),
    ("Mary Doyle Keefe", "Norman Rockwell", ("name",)),
    ("telephone", "computer", ("other",)),
])
def test_span_classes(original: str, text: str, expected: tuple[str, ...]) -> None:
    assert data.classify(original, text) == expected


def test_a_date_word_beside_a_number_makes_it_a_date() -> None:
    spans = data.diff_spans("He joined in June 2011.", "He joined in June 29, 2011.")
    assert [s.classes for s in spans] == [("date_time",)]


def test_tampering_needs_the_original_phrase_in_the_excerpt() -> None:
    span = data.Span("19", "92", ("number",))
    assert data.tamper("As a 19-year-old operator", [span]) == "As a 92-year-old operator"
    assert data.tamper("No such age here", [span]) is None
    assert data.tamper("anything", [data.Span("", "not", ("negation",))]) is None


def test_a_case_is_one_claim_bound_to_the_document() -> None:
    bundle = data.bundle("x", "doc text", "claim", "excerpt")
    claim = bundle["executor_output"]["claims"][0]
    assert claim["claim_text"] == "claim"
    assert claim["evidence_bindings"][0]["evidence_excerpt"] == "excerpt"
    assert bundle["tool_invocations"][0]["output_preview"] == "doc text"
    assert claim["evidence_bindings"][0]["source_invocation_ids"] == [bundle["tool_invocations"][0]["id"]]


def test_the_harness_runs_gatekeeper_and_reports_per_class(items: dict[tuple[str, str], data.Item]) -> None:
    chosen = [items[("bump", f"a628-{n}")] for n in range(7)]
    results = harness.run(chosen)
    variants = [r.case.variant for r in results]
    assert variants.count("faithful") == 2  # one twin per reference sentence, however many edits
    assert variants.count("claim_only") == 7
    assert {r.status for r in results} <= {"pass", "warn", "fail"}
    assert {r.baseline for r in results} <= {"pass", "warn", "fail"}
    summary = harness.summarise(results)
    assert summary["items"] == 7
    assert set(summary["classes"]["claim_only"]) == {*data.CLASSES, "all"}
    assert summary["classes"]["claim_only"]["all"]["n"] == 7
    assert summary["faithful"]["faithful"]["n"] == 2
    markdown = harness.render_markdown(summary, results, misses=1)
    assert "#### Hallucinations, claim only" in markdown and "#### Faithful claims" in markdown


def _rows(name: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in (SAMPLE / name).read_text(encoding="utf-8").splitlines()]


def test_the_command_on_a_rebuilt_sample(tmp_path: Path) -> None:
    keep = [row for row in _rows("bump.items.jsonl") if row["doc_id"] == "a628"]
    doc = next(d for d in _rows("bump.docs.jsonl") if d["doc_id"] == "a628")
    assert data.write_sample(tmp_path, "bump", ((doc, row) for row in keep)) == 7
    done = subprocess.run([sys.executable, str(REPO / "tools" / "evaluate_labelled.py"), "--data",
                           str(tmp_path), "--format", "json"], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["items"] == 7
    empty = subprocess.run([sys.executable, str(REPO / "tools" / "evaluate_labelled.py"), "--data",
                            str(tmp_path / "none")], capture_output=True, text=True, check=False)
    assert empty.returncode == 2 and "none" in empty.stderr
