"""gatekeeper/parse/schemas/fast.py: "certainly valid" must never be said of an invalid document.

Every shipped schema the fast path supports is checked against jsonschema on valid documents
and on hundreds of mutations of them (each value replaced by values of every JSON type, each
key deleted, items duplicated): whenever the fast path says valid, jsonschema must agree.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator

from gatekeeper.config.sources import read_layer_file
from gatekeeper.parse.schemas.fast import FastPathValidator, compile_check
from gatekeeper.parse.schemas.validators import validation_problems
from gatekeeper.resources import data_dir

REPO = Path(__file__).resolve().parents[2]
REPLACEMENTS = [None, True, False, 0, 1, 1.0, -1, 2.5, "", "x", "executor_evidence_v2", "direct",
                [], [1], ["a", "a"], {}, {"x": 1}]


def paths(value: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield here
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*here, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, (*here, index))


def mutations(document: Any) -> Iterator[Any]:
    for path in list(paths(document))[1:]:
        for replacement in [*REPLACEMENTS, "DELETE", "DUPLICATE"]:
            mutated = copy.deepcopy(document)
            parent = mutated
            for step in path[:-1]:
                parent = parent[step]
            if replacement == "DELETE":
                del parent[path[-1]]
            elif replacement == "DUPLICATE":
                if not isinstance(parent, list):
                    continue
                parent.append(copy.deepcopy(parent[path[-1]]))
            else:
                parent[path[-1]] = replacement
            yield mutated


def executor_outputs() -> list[Any]:
    found = []
    for path in sorted((REPO / "examples").glob("*.json")):
        value = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(value, dict) and isinstance(value.get("executor_output"), dict):
            found.append(value["executor_output"])
    return found


def config_layers() -> list[Any]:
    """Configuration layers: the shipped rules.d and a project file using every section."""
    shipped = [read_layer_file(path).data for path in sorted(data_dir("rules.d").glob("*.yaml"))]
    project = yaml.safe_load("""
limits: {maxInputBytes: 1000, ruleTimeoutSeconds: 2.5}
audit: {partitionSize: 10}
rules:
  - {id: claim.evidence_utilization, enabled: true}
ruleMetadata:
  evidence.excerpt_similarity: {severity: warning, params: {passThreshold: 0.6}}
overrides:
  - files: ["fixtures/**"]
    reason: generated
    rules: {claim.entity_grounding: off}
    ruleMetadata: {evidence.misattribution: {verdictImpact: warn_only}}
""")
    full = Draft202012Validator(json.loads((data_dir("schemas") / "config.schema.json").read_text()))
    assert [list(full.iter_errors(layer)) for layer in [*shipped, project]] == [[]] * (len(shipped) + 1)
    return [*shipped, project]


def test_executor_schema_has_a_fast_path_and_it_accepts_valid_outputs() -> None:
    schema = json.loads((data_dir("schemas") / "executor_evidence_v2.schema.json").read_text())
    check = compile_check(schema)
    assert check is not None
    outputs = executor_outputs()
    assert outputs
    for output in outputs:
        assert not list(Draft202012Validator(schema).iter_errors(output))
        assert check(output)


# Shipped schemas that use keywords the fast path does not implement: always full jsonschema.
WITHOUT_FAST_PATH = {"report.schema.json", "reports.schema.json", "tool_invocations.schema.json"}
SCHEMA_FILES = sorted(p.name for p in data_dir("schemas").glob("*.json"))


def test_which_shipped_schemas_have_a_fast_path() -> None:
    without = {name for name in SCHEMA_FILES
               if compile_check(json.loads((data_dir("schemas") / name).read_text())) is None}
    assert without == WITHOUT_FAST_PATH


@pytest.mark.parametrize("schema_file", [n for n in SCHEMA_FILES if n not in WITHOUT_FAST_PATH])
def test_fast_path_is_sound_on_mutations(schema_file: str) -> None:
    schema = json.loads((data_dir("schemas") / schema_file).read_text(encoding="utf-8"))
    check = compile_check(schema)
    assert check is not None
    full = Draft202012Validator(schema)
    seeds = executor_outputs() if schema_file.startswith("executor") else config_layers() if (
        schema_file == "config.schema.json") else [
        json.loads((REPO / "examples" / "payment-timeout.bundle.json").read_text(encoding="utf-8"))]
    tried = 0
    for seed in seeds:
        for mutated in mutations(seed):
            tried += 1
            if check(mutated):
                assert not list(full.iter_errors(mutated)), mutated
    assert tried > 100


@pytest.mark.parametrize("schema", [
    {"not": {"type": "string"}},
    {"oneOf": [{"type": "string"}, {"minLength": 1}]},
    {"patternProperties": {"^x": {"type": "string"}}, "additionalProperties": False},
    {"type": "array", "prefixItems": [{"type": "string"}]},
    {"multipleOf": 0.1},
    {"$ref": "https://example.com/other.json"},
    {"properties": {"a": {"$id": "inner", "$ref": "#/x"}}},
    {"if": {"type": "string"}, "then": {"minLength": 2}},
])
def test_unsupported_keywords_get_no_fast_path(schema: dict[str, Any]) -> None:
    assert compile_check(schema) is None


@pytest.mark.parametrize(("schema", "valid", "invalid"), [
    ({"type": "integer"}, [1, -3], [True, "1", None]),
    ({"type": "number", "minimum": 0, "maximum": 1}, [0, 0.5, 1], [True, -0.1, 1.5]),
    ({"enum": ["a", 1]}, ["a", 1], [True, "b", 1.5, [1]]),
    ({"const": False}, [False], [0, None]),
    ({"type": "array", "uniqueItems": True}, [[1, "1", True]], [[1, 1.0], ["a", "a"], [[1], [1]]]),
    ({"type": "object", "required": ["a"], "additionalProperties": False,
      "properties": {"a": {"type": "string", "minLength": 2}}}, [{"a": "xy"}],
     [{}, {"a": "x"}, {"a": "xy", "b": 1}]),
    ({"$defs": {"node": {"type": "array", "items": {"$ref": "#/$defs/node"}}},
      "$ref": "#/$defs/node"}, [[], [[[]]]], [[1], [[], ["x"]]]),
    ({"anyOf": [{"type": "string"}, {"type": "null"}]}, ["", None], [1]),
    ({"type": "string", "pattern": "^ab"}, ["abc"], ["cab"]),
    ({"propertyNames": {"pattern": "^[a-z]+$", "maxLength": 3}}, [{}, {"ab": 1}, [], "x"],
     [{"Ab": 1}, {"abcd": 1}, {"ab": 1, "x-y": 2}]),
])
def test_keywords_agree_with_jsonschema(schema: dict[str, Any], valid: list[Any],
                                        invalid: list[Any]) -> None:
    check = compile_check(schema)
    assert check is not None
    full = Draft202012Validator(schema)
    for value in valid:
        assert check(value) and full.is_valid(value), value
    for value in invalid:
        assert not check(value), value


def test_invalid_documents_get_jsonschemas_full_error_list() -> None:
    document = {"answer_version": "v1", "claims": [{"claim_id": ""}, 3]}
    schema = json.loads((data_dir("schemas") / "executor_evidence_v2.schema.json").read_text())
    fast = FastPathValidator(schema)
    expected = sorted(e.message for e in Draft202012Validator(schema).iter_errors(document))
    assert sorted(e.message for e in fast.iter_errors(document)) == expected
    assert len(expected) >= 3
    assert list(fast.iter_errors(executor_outputs()[0])) == []
    assert validation_problems("executor-output", document)  # schemas.py goes through it
