"""Shared pieces of the fuzz suite: settings profiles, input strategies, outcome invariants.

Profiles (hypothesis settings, applied per test with `@FUZZ`, never globally):

* `fast` (default): few examples per test, derandomized, so CI is quick and never flaky;
* `long`: `GATEKEEPER_FUZZ_PROFILE=long python -m pytest tests/fuzz` runs thousands of random
  examples per test (failures are saved in .hypothesis/ and replayed first next time).

The invariants every test checks on every outcome (docs/reliability.md):

1. no traceback: the command returns an exit code, it never raises;
2. exit 0/1 is a report; exit 2 is `gatekeeper: error: <file> ...` naming an input file;
3. the `--format json` report's `gatekeeper_result` validates against the shipped schema
   (schemas/gatekeeper_result.schema.json), and its status agrees with its rule lists.
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from gatekeeper.cli import app

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "payment-timeout.bundle.json"

_PROFILES = {
    "fast": settings(max_examples=25, deadline=None, derandomize=True, database=None,
                     suppress_health_check=list(HealthCheck)),
    "long": settings(max_examples=2000, deadline=None,
                     suppress_health_check=list(HealthCheck)),
}
PROFILE = os.environ.get("GATEKEEPER_FUZZ_PROFILE", "fast")
FUZZ = _PROFILES[PROFILE]


def example_bundle() -> dict[str, Any]:
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


# --- strategies ---------------------------------------------------------------------------------

#: Text with what breaks naive code: lone surrogates, control characters, BOMs, CJK, RTL marks.
nasty_text = st.lists(
    st.one_of(
        st.characters(codec=None, exclude_categories=()),
        st.sampled_from(["\ud800", "\udfff", "\x00", "\x1b", "\u202e", "\ufeff", "\u2028",
                         "可能是", "根据经验", "```", "{", "[", '"', "\\"]),
    ),
    max_size=20,
).map("".join)
json_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False,
                         allow_infinity=False), nasty_text)
json_values = st.recursive(
    json_scalars,
    lambda children: st.one_of(st.lists(children, max_size=4),
                               st.dictionaries(nasty_text, children, max_size=4)),
    max_leaves=20,
)
#: One value of every JSON type, for "this field has the wrong type" mutations.
WRONG_TYPES: tuple[Any, ...] = (None, True, 0, -1, 1.5, "", "x", "\ud800", [], [None], {}, {"": {}})


def paths_of(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path into a JSON value (containers and leaves), the root excluded."""
    if isinstance(value, dict):
        items: Any = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return
    for key, child in items:
        yield (*prefix, key)
        yield from paths_of(child, (*prefix, key))


def replaced(value: Any, path: Sequence[Any], new: Any) -> Any:
    result = copy.deepcopy(value)
    target = result
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = new
    return result


def nested_text(levels: int) -> str:
    """JSON text nesting `levels` containers (built as text: json.dumps would recurse)."""
    opening = "".join('{"k":' if level % 2 else "[" for level in range(levels))
    closing = "".join("}" if level % 2 else "]" for level in reversed(range(levels)))
    return opening + "null" + closing


def with_raw(document: Any, path: Sequence[Any], raw_json: str) -> str:
    """`document` as JSON text, with the value at `path` replaced by the text `raw_json`."""
    marker = "\u0000gatekeeper-fuzz-marker"
    return dumps_loose(replaced(document, path, marker)).replace(json.dumps(marker), raw_json)


def dumps_loose(value: Any) -> str:
    """JSON text, lone surrogates and all (json escapes them as \\udXXX)."""
    return json.dumps(value, ensure_ascii=True)


# --- running and checking -------------------------------------------------------------------------

@dataclass(frozen=True)
class Outcome:
    exit_code: int
    stdout: str
    stderr: str


def run(args: Sequence[str | Path]) -> Outcome:
    """The real CLI, in process (typer's CliRunner on gatekeeper.cli.app); never raises."""
    result = CliRunner().invoke(app, [str(a) for a in args], catch_exceptions=True)
    exc = result.exception
    assert exc is None or isinstance(exc, SystemExit), (
        f"traceback from {list(args)}: {type(exc).__name__}: {exc}\n{result.output}")
    assert "Traceback (most recent call last)" not in result.output
    return Outcome(result.exit_code, result.stdout, result.stderr)


def check_outcome(outcome: Outcome, inputs: Sequence[str | Path]) -> None:
    """Exit 0/1 with a report, or exit 2 naming one of `inputs`."""
    assert outcome.exit_code in (0, 1, 2), outcome
    if outcome.exit_code == 2:
        assert outcome.stderr.startswith("gatekeeper: error: "), outcome.stderr
        first = outcome.stderr.splitlines()[0]
        assert any(str(name) in first for name in inputs), (first, inputs)


def check_json_reports(stdout: str) -> list[dict[str, Any]]:
    """Every report's gatekeeper_result matches the shipped schema and agrees with itself."""
    from gatekeeper.parse.schemas import validators as schemas

    reports = json.loads(stdout)
    assert isinstance(reports, list) and reports
    for report in reports:
        result = report["gatekeeper_result"]
        assert schemas.validation_problems("result", result) == [], result
        check_result_consistency(result)
    return reports


def check_result_consistency(result: dict[str, Any]) -> None:
    assert list(result) == ["status", "failed_rules", "warnings", "errors"]
    if result["failed_rules"]:
        assert result["status"] == "fail"
        assert {e["rule_id"] for e in result["errors"]} == set(result["failed_rules"])
    else:
        assert result["status"] == ("warn" if result["warnings"] else "pass")
        assert result["errors"] == []
