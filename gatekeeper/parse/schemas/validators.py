"""JSON Schema validation with jsonschema, validators built once per process.

jsonschema is imported on first use only: a run whose configuration is the built-in one and
whose rules need no schema never pays for it.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from typing import Any

from gatekeeper.parse.schemas.problems import describe_all
from gatekeeper.paths import JsonPath
from gatekeeper.resources import schema


@functools.cache
def validator(name: str) -> Any:
    """A compiled validator for the shipped schema `name` (see resources.SCHEMA_FILES)."""
    return compile_schema(json.dumps(schema(name), sort_keys=True))


@functools.cache
def compile_schema(schema_json: str) -> Any:
    # jsonschema's Draft202012Validator behind a fast "certainly valid" check (fastschema.py):
    # jsonschema is imported only for a document that may have errors.
    from gatekeeper.parse.schemas.fast import FastPathValidator

    return FastPathValidator(json.loads(schema_json))


def validation_problems(name: str, instance: Any) -> list[tuple[JsonPath, str]]:
    return describe_all(validator(name).iter_errors(instance))


def problems_against(schema_doc: Mapping[str, Any], instance: Any) -> list[tuple[JsonPath, str]]:
    """Validate against an ad-hoc schema (a rule's params schema); built once per distinct schema."""
    built = compile_schema(json.dumps(schema_doc, sort_keys=True))
    return describe_all(built.iter_errors(instance))
