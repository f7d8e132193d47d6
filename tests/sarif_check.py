"""Validating SARIF with jsonschema against the official schema kept in tests/data/."""

from __future__ import annotations

import functools
import json

import jsonschema
from helpers import REPO

SCHEMA = REPO / "tests" / "data" / "sarif-schema-2.1.0.json"


@functools.cache
def validator() -> jsonschema.Draft4Validator:
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft4Validator.check_schema(schema)
    return jsonschema.Draft4Validator(schema)


def valid_sarif(text: str) -> dict:
    """The parsed document; fails the test with every schema error if it is not valid SARIF."""
    document = json.loads(text)
    errors = sorted(validator().iter_errors(document), key=lambda e: list(e.absolute_path))
    assert not errors, [f"{list(e.absolute_path)}: {e.message}" for e in errors]
    return document
