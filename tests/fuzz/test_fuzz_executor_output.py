"""Fuzzing the linted file: whatever the executor output holds, the result is a report.

Through the API (fast, many examples) and through the CLI (the real pipeline, fewer examples).
Invariants: no exception, a `gatekeeper_result` valid against the shipped schema, the same bytes
for the same input, and never `pass` for text that is not a JSON object.
"""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from fuzzkit import (
    FUZZ,
    WRONG_TYPES,
    check_json_reports,
    check_outcome,
    check_result_consistency,
    dumps_loose,
    example_bundle,
    json_values,
    nasty_text,
    nested_text,
    paths_of,
    replaced,
    run,
    with_raw,
)
from hypothesis import given
from hypothesis import strategies as st

from gatekeeper import Gatekeeper
from gatekeeper.api import as_invocation_set
from gatekeeper.parse.schemas import validators as schemas
from gatekeeper.report.json import JsonReporter

BUNDLE = example_bundle()
DOCUMENT = BUNDLE["executor_output"]
GK = Gatekeeper()
INVOCATIONS = as_invocation_set(BUNDLE["tool_invocations"], BUNDLE["session_id"])


def lint(raw: Any) -> str:
    """Lint through the API and render with the real JSON reporter; check the invariants."""
    report = GK.check(raw, INVOCATIONS)
    result = report.gatekeeper_result
    assert schemas.validation_problems("result", result) == [], result
    check_result_consistency(result)
    if report.parse_status != "valid":
        assert result["status"] == "fail" and result["failed_rules"] == ["schema.executor_v2"]
    stream = io.StringIO()
    JsonReporter(stream).write([report])
    text = stream.getvalue()
    json.loads(text)
    again = io.StringIO()
    JsonReporter(again).write([GK.check(raw, INVOCATIONS)])
    assert again.getvalue() == text, "same input, different output"
    return text


@FUZZ
@given(st.binary(max_size=300))
def test_random_bytes(raw: bytes) -> None:
    lint(raw)


@FUZZ
@given(st.sampled_from([b"", b"\xef\xbb\xbf", b"```json\n", b"{", b"[", b"  "]), st.binary(max_size=200))
def test_random_bytes_after_a_json_looking_prefix(prefix: bytes, raw: bytes) -> None:
    lint(prefix + raw)


@FUZZ
@given(json_values)
def test_random_json(value: Any) -> None:
    lint(dumps_loose(value))
    if isinstance(value, dict):
        lint(value)  # the API also takes an already-parsed object


@FUZZ
@given(nasty_text)
def test_random_text(text: str) -> None:
    lint(text)
    lint(text.encode("utf-8", "surrogatepass"))  # bytes that are not valid UTF-8


@pytest.mark.parametrize("path", list(paths_of(DOCUMENT)), ids=str)
def test_every_field_mutated_to_every_wrong_type(path: tuple[Any, ...]) -> None:
    for wrong in WRONG_TYPES:
        lint(dumps_loose(replaced(DOCUMENT, path, wrong)))


@FUZZ
@given(st.data())
def test_mutated_documents(data: st.DataObject) -> None:
    document = DOCUMENT
    for _ in range(data.draw(st.integers(1, 4))):
        paths = list(paths_of(document))
        if not paths:
            break
        path = data.draw(st.sampled_from(paths))
        document = replaced(document, path, data.draw(json_values))
    lint(dumps_loose(document))


@pytest.mark.parametrize("levels", [50, 500, 990, 5000, 100_000])
def test_deep_nesting(levels: int) -> None:
    lint(with_raw(DOCUMENT, ("answer_version",), nested_text(levels)))
    lint("[" * levels + "]" * levels)
    lint("{\"a\":" * levels + "1" + "}" * levels)


def test_deep_nesting_inside_claims() -> None:
    for levels in (150, 199, 200, 201, 900):
        lint(with_raw(DOCUMENT, ("claims", 0, "evidence_bindings", 0, "evidence_excerpt"),
                      nested_text(levels)))


def test_huge_strings() -> None:
    big = "可能是 request timeout " * 20_000  # ~400 KB
    document = replaced(DOCUMENT, ("claims", 0, "claim_text"), big)
    document = replaced(document, ("claims", 0, "evidence_bindings", 0, "evidence_excerpt"), big)
    lint(dumps_loose(document))
    lint(" " * 1_000_000)
    lint("x" * 1_000_000)


@FUZZ
@given(st.lists(st.sampled_from(["answer_version", "claims", "hypotheses", "claim_text"]),
                min_size=1, max_size=4), json_values)
def test_duplicate_keys(keys: list[str], value: Any) -> None:
    text = json.dumps(DOCUMENT)
    extra = ", ".join(f"{json.dumps(k)}: {dumps_loose(value)}" for k in keys)
    lint(text[:-1] + ", " + extra + "}")
    lint("{" + extra + ", " + text[1:])


@FUZZ
@given(nasty_text, st.sampled_from(["claim_text", "evidence_excerpt", "tool_name", "answer_version"]))
def test_surrogates_and_control_characters_in_fields(text: str, field: str) -> None:
    path = {"claim_text": ("claims", 0, "claim_text"),
            "evidence_excerpt": ("claims", 0, "evidence_bindings", 0, "evidence_excerpt"),
            "tool_name": ("claims", 0, "evidence_bindings", 0, "tool_name"),
            "answer_version": ("answer_version",)}[field]
    lint(dumps_loose(replaced(DOCUMENT, path, text)))


@FUZZ
@given(st.binary(max_size=200))
def test_cli_random_executor_output(tmp_path_factory: pytest.TempPathFactory, raw: bytes) -> None:
    work = tmp_path_factory.mktemp("out")
    output, dump = work / "out.json", work / "dump.json"
    output.write_bytes(raw)
    dump.write_text(json.dumps(BUNDLE["tool_invocations"]), encoding="utf-8")
    outcome = run(["check", output, "-i", dump, "--session-id", BUNDLE["session_id"],
                   "--format", "json", "--isolated"])
    check_outcome(outcome, [output, dump])
    assert outcome.exit_code == 1 or raw.strip()  # empty text never passes
    check_json_reports(outcome.stdout)
