"""`gatekeeper schema NAME`: print one of the JSON Schemas Gatekeeper ships.

The schema is printed byte for byte as shipped (Draft 2020-12), ready to redirect into a file
for an editor or another validator. `gatekeeper schema --list` prints each name with its file
and title. Names (see `gatekeeper.resources.SCHEMA_FILES`):

    executor-output   executor_evidence_v2.schema.json   the linted document
    invocations       tool_invocations.schema.json       the tool-invocation dump (three shapes)
    bundle            fixture_bundle.schema.json         a fixture bundle, with `expect`
    result            gatekeeper_result.schema.json      the four-key gatekeeper_result
    report            report.schema.json                 one entry of --format json (a report)
    reports           reports.schema.json                the whole --format json array
    config            config.schema.json                 one configuration layer
    verifier-output   verifier_output.schema.json        the Verifier's answer (docs/chain.md)
    composer-output   composer_output.schema.json        the Composer's answer (docs/chain.md)

An unknown name is an input error (exit 2) listing the known names.
"""

from __future__ import annotations

import sys

from gatekeeper.commands.common import plain_table
from gatekeeper.errors import InputError
from gatekeeper.resources import SCHEMA_FILES, data_dir, schema


def run(name: str | None, list_names: bool = False) -> int:
    if list_names or name is None:
        rows = [["name", "file", "title"]]
        rows += [[key, file, str(schema(key).get("title", ""))] for key, file in SCHEMA_FILES.items()]
        plain_table(rows)
        return 0
    if name not in SCHEMA_FILES:
        raise InputError(f"schema {name!r}", f"unknown schema; expected one of "
                         f"{', '.join(SCHEMA_FILES)}")
    sys.stdout.write((data_dir("schemas") / SCHEMA_FILES[name]).read_text(encoding="utf-8"))
    return 0
