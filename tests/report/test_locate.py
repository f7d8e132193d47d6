"""report/locate.py: JSON paths → line:col in split files (pretty, minified, fenced) and bundles."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from helpers import SESSION, binding, bundle, claim, doc, inv, run, run_cli, write_json
from hypothesis import given, settings
from hypothesis import strategies as st

from gatekeeper.engine.result import FAIL, Report, ReportedFinding
from gatekeeper.parse.bundle import Case, load_bundle
from gatekeeper.parse.executor import parse_executor_output
from gatekeeper.parse.invocations import invocations_from_objects
from gatekeeper.paths import format_path
from gatekeeper.report.locate import (
    Locator,
    Resolver,
    json_tree,
    locate_in_json,
    locate_report,
    tree_resolver,
    yaml_tree,
)

FORGED = doc(
    claim("payment-service 出现请求超时日志。", binding("query_logs", [394], "request timeout")),
    claim("根据经验，可能是连接池耗尽。", binding("query_metrics", [999], "CPU 使用率 92%")),
)
INVOCATIONS = [inv(394, "query_logs", "2026-11-29 ERROR request timeout after 5000ms")]


def flatten(node: list | None, path: tuple = ()) -> dict[tuple, Any]:
    """path → anchor for every node of a locate tree."""
    if node is None:
        return {}
    found = {path: node[0]}
    for segment, child in (node[2] or {}).items():
        found.update(flatten(child, (*path, segment)))
    return found


def json_offsets(text: str, start: int = 0) -> dict[tuple, int]:
    return flatten(json_tree(text, start))


def all_paths(value: Any, path: tuple = ()) -> list[tuple]:
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += all_paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += all_paths(item, (*path, index))
    return found


def value_at(value: Any, path: tuple) -> Any:
    for segment in path:
        value = value[segment]
    return value


def assert_offsets_exact(text: str, value: Any) -> None:
    """Oracle: at each recorded offset the text decodes to the key (members) or the value."""
    decoder = json.JSONDecoder()
    offsets = json_offsets(text)
    assert set(offsets) == set(map(tuple, all_paths(value)))
    for path, offset in offsets.items():
        if path and isinstance(path[-1], str):
            key, end = decoder.raw_decode(text, offset)
            assert key == path[-1]
            colon = text.index(":", end)
            got, _ = decoder.raw_decode(text, len(text[colon + 1:]) - len(text[colon + 1:].lstrip())
                                        + colon + 1)
        else:
            got, _ = decoder.raw_decode(text, offset)
        assert got == value_at(value, path)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(), children, max_size=4),
    max_leaves=25,
)


@settings(max_examples=150, deadline=None)
@given(value=json_values, indent=st.sampled_from([None, 0, 2]), ascii_only=st.booleans())
def test_every_path_maps_to_its_key_or_value(value: Any, indent: int | None, ascii_only: bool) -> None:
    # Escapes, unicode, nested arrays, empty containers, pretty-printed and minified alike.
    text = json.dumps(value, indent=indent, ensure_ascii=ascii_only)
    assert_offsets_exact(text, value)


def test_pretty_printed_multi_line_positions() -> None:
    text = json.dumps(FORGED, ensure_ascii=False, indent=2)
    lines = text.splitlines()
    line, col = locate_in_json(text, ("claims", 1, "evidence_bindings", 0, "source_invocation_ids", 0))
    assert lines[line - 1][col - 1:] == "999"
    line, col = locate_in_json(text, ("claims", 1, "claim_text"))
    assert lines[line - 1][col - 1:].startswith('"claim_text": "根据经验')
    assert locate_in_json(text, ()) == (1, 1)


def test_minified_columns_count_characters_not_bytes() -> None:
    text = json.dumps(FORGED, ensure_ascii=False, separators=(",", ":"))
    assert "\n" not in text
    target = '"tool_name":"query_metrics"'
    line, col = locate_in_json(text, ("claims", 1, "evidence_bindings", 0, "tool_name"))
    assert (line, col) == (1, text.index(target) + 1)
    assert len(text.encode("utf-8")) > len(text)  # the Chinese before it is multi-byte


def test_escaped_keys_and_strings_before_the_target() -> None:
    text = r'{"a\"b": "x\\\"]}{", "\u00e9": [[], {}, [1, {"k": "v"}]], "z": 1}'
    assert json.loads(text)["é"][2][1] == {"k": "v"}
    assert text[locate_in_json(text, ("é", 2, 1, "k"))[1] - 1:].startswith('"k"')
    assert text[locate_in_json(text, ("z",))[1] - 1:].startswith('"z"')
    assert text[locate_in_json(text, ('a"b',))[1] - 1:].startswith(r'"a\"b"')


def test_missing_path_falls_back_to_the_nearest_existing_ancestor() -> None:
    text = json.dumps(FORGED, indent=2)
    assert locate_in_json(text, ("claims", 7, "claim_text")) == locate_in_json(text, ("claims",))
    assert locate_in_json(text, ("claims", 0, "nope")) == locate_in_json(text, ("claims", 0))
    assert locate_in_json(text, ("nothing", "here")) == (1, 1)


def test_deep_nesting_is_iterative_and_linear() -> None:
    depth = 30_000  # quadratic path building or recursion would not survive this
    text = "[" * depth + '{"k": 1}' + "]" * depth
    assert locate_in_json(text, (0,) * depth + ("k",)) == (1, depth + 2)
    assert locate_in_json(text, (0,) * 10 + (5,)) == (1, 11)  # falls back to the ancestor


def test_scan_stops_after_the_document() -> None:
    text = '```json\n{"a": 1}\n```\nand then {"a": [2]} in prose'
    assert json_offsets(text, 8) == {(): 8, ("a",): 9}


def report_with(source: str, *paths: tuple) -> Report:
    findings = tuple(ReportedFinding("r", FAIL, format_path(p), "m", p) for p in paths)
    return Report(source, "valid", "", {"r": FAIL}, findings, "PASS")


def test_split_file_with_bom_and_fence(tmp_path: Path) -> None:
    body = json.dumps(FORGED, ensure_ascii=False, indent=2)
    raw = ("\ufeff\n```json\n" + body + "\n```\n").encode("utf-8")
    parsed = parse_executor_output(raw)
    assert parsed.is_valid
    case = Case("out.json", parsed, invocations_from_objects(INVOCATIONS))
    located = locate_report(report_with("out.json", ("claims", 1, "claim_text"), ()), case)
    text_lines = raw.decode("utf-8-sig").splitlines()
    first, root = located.findings
    assert text_lines[first.line - 1][first.column - 1:].startswith('"claim_text"')
    assert (root.line, root.column) == (3, 1)  # the `{` after the BOM, blank line and fence


def test_missing_key_finding_points_at_the_parent_object(tmp_path: Path) -> None:
    broken = json.loads(json.dumps(FORGED))
    del broken["claims"][1]["claim_text"]
    path = write_json(tmp_path / "out.json", broken)
    report = run(path.read_bytes(), INVOCATIONS, rules=["schema.executor_v2"])
    (finding,) = [f for f in report.findings
                  if f.rule_id == "schema.executor_v2" and "claim_text" in f.message]
    assert finding.path == ("claims", 1)
    case = Case(str(path), parse_executor_output(path.read_bytes()), invocations_from_objects([]))
    (located,) = locate_report(report.with_findings((finding,)), case).findings
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[located.line - 1].strip() == "{"
    assert '"claim_id": "claim-2"' in lines[located.line]


def test_yaml_bundle_positions(tmp_path: Path) -> None:
    path = tmp_path / "case.bundle.yaml"
    path.write_text(
        "session_id: sess-test-1\n"
        "executor_output:\n"
        "  answer_version: executor_evidence_v2\n"
        "  claims:\n"
        "    - claim_id: claim-1\n"
        "      claim_text: 中文中文 then text\n"
        "      evidence_bindings: [{tool_name: 错误, source_invocation_ids: [999]}]\n"
        "tool_invocations: []\n", encoding="utf-8")
    case = load_bundle(path)
    located = locate_report(report_with(str(path), ("claims", 0, "claim_text"),
                                        ("claims", 0, "evidence_bindings", 0, "source_invocation_ids", 0),
                                        ("claims", 0, "missing")), case)
    line7 = path.read_text(encoding="utf-8").splitlines()[6]
    assert [(f.line, f.column) for f in located.findings] == [(6, 7), (7, line7.index("999") + 1),
                                                              (5, 7)]


def test_yaml_aliases_are_walked_once() -> None:
    lines = ["a0: &a0 [x, x]"] + [f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}]" for i in range(1, 30)]
    tree = yaml_tree("\n".join(lines) + "\n")  # 2**30 paths if expanded
    assert len(flatten(tree)) < 200
    assert tree[2]["a29"][0] == (30, 1)


def test_string_executor_output_points_at_the_string(tmp_path: Path) -> None:
    inner = json.dumps(FORGED, ensure_ascii=False, indent=2)
    path = write_json(tmp_path / "case.bundle.json",
                      bundle(inner, INVOCATIONS, session_id=SESSION))
    case = load_bundle(path)
    located = locate_report(report_with(str(path), ("claims", 1, "claim_text"), ()), case)
    lines = path.read_text(encoding="utf-8").splitlines()
    for finding in located.findings:
        assert lines[finding.line - 1][finding.column - 1:].startswith('"{\\n')


def test_files_without_findings_are_not_scanned() -> None:
    built: list[str] = []

    def build() -> Resolver:
        built.append("x")
        return tree_resolver(None, lambda where: where)

    locator = Locator(build)
    case = Case("x.json", parse_executor_output("{}"), invocations_from_objects([]))
    clean = report_with("x.json")
    assert locate_report(clean, case) is clean
    assert built == []
    locator.locate(("a",))
    locator.locate(("b",))
    assert built == ["x"]


def test_cli_text_and_json_carry_locations(tmp_path: Path) -> None:
    minified = json.dumps(FORGED, ensure_ascii=False, separators=(",", ":"))
    (tmp_path / "out.json").write_text(minified, encoding="utf-8")
    write_json(tmp_path / "out.invocations.json", INVOCATIONS)
    result = run_cli("check", "out.json", "--format", "json", cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    (report,) = json.loads(result.stdout)
    by_target = {f["target"]: (f["line"], f["column"]) for f in report["findings"]}
    where = by_target["claims[1].evidence_bindings[0].source_invocation_ids[0]"]
    assert where == (1, minified.index("999") + 1)
    text = run_cli("check", "out.json", cwd=tmp_path).stdout
    assert re.search(rf"^out\.json:1:{where[1]}: evidence\.invocation_ref \[error\]", text, re.M)


def test_walking_a_valid_document_finds_what_the_tokenizer_finds() -> None:
    # Duplicate keys (the last one counts), escaped keys, empty containers, nested arrays,
    # missing members and indexes: the path walker and the whole-text tokenizer agree.
    text = ('{"a": [1, {"b": "}\\"]"}], "executor_output": {"claims": []},\n'
            ' "executor_output": {"claims": [{"x": 1}, {"claim_text": "t", "e\\u0078": [[], {}]}]},'
            '\n "z": null}')
    paths: list[tuple[str | int, ...]] = [
        (), ("a",), ("a", 1, "b"), ("executor_output",), ("executor_output", "claims", 1),
        ("executor_output", "claims", 1, "ex", 0), ("executor_output", "claims", 1, "ex", 1),
        ("executor_output", "claims", 2), ("executor_output", "nope", 3), ("z",), ("z", "q")]
    for whole in (False, True):
        walked = Locator.for_json(text, 0, (), whole, valid=True)
        tokenized = Locator.for_json(text, 0, (), whole)
        for path in paths:
            assert walked.locate(path) == tokenized.locate(path), (path, whole)
