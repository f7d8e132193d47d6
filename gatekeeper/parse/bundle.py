"""Fixture bundles: one JSON or YAML file holding a whole case (docs/contract.md §2.3).

    executor_output      an object, or a string holding the raw text (linted as such)
    tool_invocations     the session's invocation records
    session_id           optional: the current session
    tool_trace_summary   optional
    expect               optional: status, failed_rules, warnings, verdict_ceiling, and
                         chain_result (status, failed_rules, warnings of the chain rules)
    description, labels  optional: free text and free-form labels for eval corpora
    original_query, retry_context, verifier_output, composer_output
                         optional: a session bundle's chain parts (gatekeeper/parse/chain.py)

The bundle's frame is Gatekeeper's input (a broken frame is an `InputError`); the executor output
inside it is what gets linted.

Duplicate keys (JSON or YAML, whose parsers both keep the last copy silently): inside
`executor_output` they are a `schema.executor_v2` finding, exactly as in a raw output file; in
the frame (a second `executor_output`, a repeated key in an invocation record or in `expect`)
they are an input error naming the key, as in an invocation dump. See docs/security.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, NamedTuple

from gatekeeper.errors import InputError
from gatekeeper.parse.chain import CHAIN_KEYS, ChainParts, chain_parts
from gatekeeper.parse.executor import ParsedOutput, parse_executor_output
from gatekeeper.parse.files import read_text
from gatekeeper.parse.invocations import InvocationSet, build_invocation_set
from gatekeeper.parse.jsontext import JsonDecodeProblem, loads_split
from gatekeeper.parse.limits import DEFAULT_MAX_INPUT_BYTES, check_yaml_tree

BUNDLE_KEYS = ("executor_output", "tool_invocations", "session_id", "tool_trace_summary",
               "expect", "description", "labels", *CHAIN_KEYS)
EXPECT_KEYS = ("status", "failed_rules", "warnings", "verdict_ceiling", "chain_result")
CHAIN_EXPECT_KEYS = ("status", "failed_rules", "warnings")
YAML_SUFFIXES = (".yaml", ".yml")


class Case(NamedTuple):
    """One executor output to lint, with the invocations it is checked against."""

    source: str
    parsed: ParsedOutput
    invocations: InvocationSet
    expect: Mapping[str, Any] | None = None
    text: str = ""  # the linted file's text, for locating findings
    in_bundle: bool = False  # the output sits under `executor_output` in `text`
    chain: ChainParts | None = None  # a session bundle's Verifier / Composer parts


def is_bundle_document(value: Any) -> bool:
    return isinstance(value, Mapping) and "executor_output" in value


class Document(NamedTuple):
    value: Any
    duplicate_keys: tuple[str, ...] = ()  # repeated keys inside executor_output


def load_document(path: Path, text: str) -> Any:
    """A bundle file's content: YAML by suffix, JSON otherwise."""
    return read_document(path, text).value


def read_document(path: Path, text: str) -> Document:
    """A bundle file's content and the keys repeated in its executor output; a key repeated
    in the frame is an InputError."""
    if path.suffix.lower() in YAML_SUFFIXES:
        import yaml

        from gatekeeper.parse.yamltext import load_yaml

        try:
            loaded = load_yaml(text, "executor_output")
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f"line {mark.line + 1} column {mark.column + 1}" if mark else None
            raise InputError(str(path), f"invalid YAML: {getattr(exc, 'problem', exc)}",
                             where) from None
        check_yaml_tree(loaded.value, str(path))
        if loaded.outside:
            key, line, column = loaded.outside[0]
            raise InputError(str(path), f"key {key!r} appears more than once in one object; "
                             "expected each key once", f"line {line} column {column}")
        return Document(loaded.value, tuple(key for key, _, _ in loaded.inside))
    try:
        value, outside, inside = loads_split(text, "executor_output")
    except JsonDecodeProblem as problem:
        raise InputError(str(path), f"not a fixture bundle: {problem.detail}") from None
    if outside:
        raise InputError(str(path), f"key {outside[0]!r} appears more than once in one object "
                         "of the bundle's frame; expected each key once")
    return Document(value, tuple(inside))


def _check_frame(source: str, bundle: Mapping[str, Any]) -> None:
    unknown = sorted(set(bundle) - set(BUNDLE_KEYS))
    if unknown:
        raise InputError(source, f"unknown bundle key {unknown[0]!r}; expected "
                         f"{', '.join(BUNDLE_KEYS)}")
    output = bundle["executor_output"]
    if not isinstance(output, Mapping | str):
        raise InputError(source, "expected an object or a string", "executor_output")
    if not isinstance(bundle.get("tool_invocations"), list):
        raise InputError(source, "expected an array of invocation records", "tool_invocations")
    session = bundle.get("session_id")
    if session is not None and (isinstance(session, bool) or not isinstance(session, str | int)):
        raise InputError(source, "expected a string", "session_id")
    expect = bundle.get("expect")
    if expect is not None:
        _check_expect(source, expect, EXPECT_KEYS, "expect")
        if expect.get("chain_result") is not None:
            _check_expect(source, expect["chain_result"], CHAIN_EXPECT_KEYS, "expect.chain_result")


def _check_expect(source: str, expect: Any, keys: tuple[str, ...], where: str) -> None:
    if not isinstance(expect, Mapping):
        raise InputError(source, "expected an object", where)
    unknown = sorted(set(expect) - set(keys))
    if unknown:
        raise InputError(source, f"unknown key {unknown[0]!r}; expected {', '.join(keys)}", where)
    for key in ("failed_rules", "warnings"):
        if key in expect and not (isinstance(expect[key], list)
                                  and all(isinstance(i, str) for i in expect[key])):
            raise InputError(source, "expected an array of rule ids", f"{where}.{key}")
    for key in ("status", "verdict_ceiling"):
        if key in expect and not isinstance(expect[key], str):
            raise InputError(source, "expected a string", f"{where}.{key}")


def case_from_bundle(bundle: Mapping[str, Any], source: str, text: str = "",
                     session_id: str | None = None,
                     duplicate_keys: tuple[str, ...] = ()) -> Case:
    _check_frame(source, bundle)
    session = session_id
    if session is None and bundle.get("session_id") is not None:
        session = str(bundle["session_id"])
    invocations = build_invocation_set(
        source,
        [(r, f"tool_invocations[{i}]") for i, r in enumerate(bundle["tool_invocations"])],
        trace_summary=bundle.get("tool_trace_summary"),
        session_id=session,
    )
    parsed = parse_executor_output(bundle["executor_output"])
    if duplicate_keys and parsed.is_valid:  # an object output: its keys were seen in the file
        parsed = parsed._replace(duplicate_keys=duplicate_keys)
    return Case(source, parsed, invocations, bundle.get("expect"), text, in_bundle=True,
                chain=chain_parts(source, bundle))


def load_bundle(path: Path, session_id: str | None = None,
                max_bytes: int = DEFAULT_MAX_INPUT_BYTES, data: bytes | None = None) -> Case:
    text = read_text(path, max_bytes, data)
    document = read_document(path, text)
    value = document.value
    if not is_bundle_document(value):
        raise InputError(str(path), "not a fixture bundle: expected an object with "
                         "'executor_output' and 'tool_invocations' (to lint a bare executor "
                         "output, pass --invocations DUMP)")
    return case_from_bundle(value, str(path), text, session_id, document.duplicate_keys)
