"""The chain parts a session bundle may carry beside the executor output (docs/chain.md).

    original_query    the user's question (a string)
    retry_context     passed through to the Verifier payload as is (any JSON value)
    verifier_output   the Verifier's answer: an object, or its raw LLM text
    composer_output   the Composer's answer: an object, or its raw LLM text

Raw text is sanitised and parsed exactly as the executor output is (BOM, whitespace, one
Markdown fence; parse status `valid` / `missing` / `malformed`), each part with its own status.

`ChainContext` is what the chain rules see beside the executor document (`RuleContext.chain`):
built by the engine after the Executor rules have run, from their report, so the chain rules
judge the Verifier against the `gatekeeper_result` and verdict ceiling it was (or would have
been) given, computed in the same run with the same configuration. Waivers and the baseline are
applied after the whole run: they change what a report counts, not what the Verifier was given.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple, TypeVar

from gatekeeper.errors import InputError
from gatekeeper.parse.executor import ParsedOutput, parse_json_output
from gatekeeper.parse.invocations import InvocationSet
from gatekeeper.slotted import Frozen

VERIFIER, COMPOSER = "verifier_output", "composer_output"
CHAIN_KEYS = ("original_query", "retry_context", VERIFIER, COMPOSER)


class ChainParts(NamedTuple):
    """What a case carries for the chain rules; a part that is absent is None."""

    original_query: str | None = None
    retry_context: Any = None
    verifier: ParsedOutput | None = None
    composer: ParsedOutput | None = None

    def has(self, part: str) -> bool:
        return (self.verifier if part == VERIFIER else self.composer if part == COMPOSER
                else None) is not None


def parse_verifier_output(raw: str | bytes | Mapping[str, Any]) -> ParsedOutput:
    return parse_json_output(raw, "verifier output", "parsed verifier output")


def parse_composer_output(raw: str | bytes | Mapping[str, Any]) -> ParsedOutput:
    return parse_json_output(raw, "composer output", "parsed composer output")


def chain_parts(source: str, bundle: Mapping[str, Any]) -> ChainParts | None:
    """The bundle's chain parts (None when it has none); a part of the wrong type is an
    InputError naming the key."""
    if not any(key in bundle for key in CHAIN_KEYS):
        return None
    query = bundle.get("original_query")
    if query is not None and not isinstance(query, str):
        raise InputError(source, "expected a string", "original_query")
    parsed: dict[str, ParsedOutput | None] = {}
    for key, parse in ((VERIFIER, parse_verifier_output), (COMPOSER, parse_composer_output)):
        value = bundle.get(key)
        if value is not None and not isinstance(value, Mapping | str):
            raise InputError(source, "expected an object or a string (the raw LLM text)", key)
        parsed[key] = None if value is None else parse(value)
    return ChainParts(query, bundle.get("retry_context"), parsed[VERIFIER], parsed[COMPOSER])


_T = TypeVar("_T")


class ChainContext(Frozen):
    __slots__ = (
        "_memo",
        "executor",
        "executor_parse_status",
        "gatekeeper_result",
        "invocations",
        "parts",
        "verdict_ceiling",
    )
    parts: ChainParts
    executor_parse_status: Mapping[str, str]  # {status, detail}
    gatekeeper_result: Mapping[str, Any]  # the Executor rules' four keys
    verdict_ceiling: str  # the Executor rules' ceiling
    executor: Mapping[str, Any] | None  # the normalised structured output; None unless valid
    invocations: InvocationSet
    _memo: dict[str, Any]  # not a field: not compared nor shown

    def __init__(self, parts: ChainParts, executor_parse_status: Mapping[str, str],
                 gatekeeper_result: Mapping[str, Any], verdict_ceiling: str,
                 executor: Mapping[str, Any] | None, invocations: InvocationSet) -> None:
        self._set(parts=parts, executor_parse_status=executor_parse_status,
                  gatekeeper_result=gatekeeper_result, verdict_ceiling=verdict_ceiling,
                  executor=executor, invocations=invocations, _memo={})

    @property
    def executor_valid(self) -> bool:
        return self.executor_parse_status.get("status") == "valid"

    @property
    def verifier(self) -> ParsedOutput | None:
        return self.parts.verifier

    @property
    def composer(self) -> ParsedOutput | None:
        return self.parts.composer

    @property
    def verifier_document(self) -> Mapping[str, Any] | None:
        """The Verifier's output when it parsed as an object, else None."""
        parsed = self.parts.verifier
        return parsed.document if parsed is not None and parsed.is_valid else None

    @property
    def composer_document(self) -> Mapping[str, Any] | None:
        parsed = self.parts.composer
        return parsed.document if parsed is not None and parsed.is_valid else None

    def memo(self, key: str, compute: Callable[[], _T]) -> _T:
        """Work several chain rules need (the Composer input), done once per case."""
        if key not in self._memo:
            self._memo[key] = compute()
        return self._memo[key]  # type: ignore[no-any-return]
