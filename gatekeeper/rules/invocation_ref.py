"""evidence.invocation_ref: every claim's evidence points at real invocations of this session.

For each claim (docs/contract.md §3):

* `evidence_bindings` is a non-empty array;
* each binding's `source_invocation_ids` is a non-empty array;
* each id exists in the invocation dump (`394` and `"394"` are one id);
* each id belongs to the current session (an id of another session is its own finding);
* the binding's `tool_name` is the tool the invocation really ran.

Fail closed (docs/security.md): this rule reports everything it cannot check itself, never
assuming the schema rule will: `claims` that is not an array, a claim or binding that is not an
object, an id that is not written canonically (`999.0`, `1e3`, `true`, `[394]`, `" 394"`,
`"３９４"`: see `cited_id`), a `tool_name` that is not a string.

Only `claims[].evidence_bindings` are checked: `recommended_actions[].evidence_bindings` may be
empty or loose and never fail. A failure here is a forgery, so its verdictImpact is
`reject_on_fail` by default.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from gatekeeper.parse.invocations import InvocationSet, cited_id
from gatekeeper.paths import JsonPath
from gatekeeper.plugin import Binding, Finding, Rule, RuleContext, strict_params
from gatekeeper.rules.support import examples as ex


def _session_label(session: str | None) -> str:
    return f"session {session!r}" if session is not None else "the dump's session"


def _shown(value: Any) -> str:
    """A value as JSON would write it, whatever a YAML bundle made of it."""
    kind = "boolean" if isinstance(value, bool) else "number" if isinstance(value, float) else (
        "null" if value is None else type(value).__name__)
    return f"{kind} {json.dumps(value, ensure_ascii=True, default=repr)[:60]}"


def _unreadable(document: Mapping[str, Any]) -> Iterator[Finding]:
    """Claims and bindings of the wrong type: no evidence of theirs can be checked."""
    claims = document.get("claims")
    if claims is not None and not isinstance(claims, list):
        yield Finding(("claims",), "claims is not an array; no claim's evidence can be checked")
        return
    for index, claim in enumerate(claims or ()):
        if not isinstance(claim, Mapping):
            yield Finding(("claims", index), "claim is not an object; its evidence cannot be "
                          "checked")
            continue
        bindings = claim.get("evidence_bindings")
        for position, binding in enumerate(bindings if isinstance(bindings, list) else ()):
            if not isinstance(binding, Mapping):
                yield Finding(("claims", index, "evidence_bindings", position), "binding is not "
                              "an object; expected tool_name, source_invocation_ids and "
                              "evidence_excerpt")


class InvocationRef(Rule):
    id = "evidence.invocation_ref"
    params_schema = strict_params()
    examples = {
        "fail": ex.example(ex.claim(tool="query_metrics")),
        "pass": ex.example(ex.claim()),
    }

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        yield from _unreadable(context.document)
        for index, claim in context.claims():
            bindings = claim.get("evidence_bindings")
            if not isinstance(bindings, list) or not bindings:
                yield Finding(("claims", index), "claim has no evidence_bindings; expected at "
                              "least one binding to a tool invocation")
        for binding in context.claim_bindings():
            yield from self._check_binding(context, binding)

    def _check_binding(self, context: RuleContext, binding: Binding) -> Iterable[Finding]:
        yield from reference_findings(context.invocations, binding.binding, binding.path)


def reference_findings(invocations: InvocationSet, reference: Mapping[str, Any],
                       path: JsonPath) -> Iterable[Finding]:
    """What is wrong with one reference to invocations (`source_invocation_ids` and
    `tool_name` of `reference`, at `path`): an evidence binding, or a Verifier's evidence_ref."""
    ids = reference.get("source_invocation_ids")
    if not isinstance(ids, list) or not ids:
        yield Finding(path, "source_invocation_ids is empty or missing; expected at "
                      "least one tool invocation id")
        return
    tool_name = reference.get("tool_name")
    if not isinstance(tool_name, str):
        yield Finding((*path, "tool_name"), f"tool_name is {_shown(tool_name)}; expected the "
                      "name of the tool the cited invocation ran")
    for position, raw_id in enumerate(ids):
        where = (*path, "source_invocation_ids", position)
        if cited_id(raw_id) is None:  # fail closed: not left to the schema rule
            yield Finding(where, f"source_invocation_ids holds {_shown(raw_id)}, which is not an "
                          "invocation id; expected an integer or a string written as the dump "
                          "writes it (no float, boolean, spaces or invisible characters)")
            continue
        shown = json.dumps(raw_id, ensure_ascii=False)
        invocation = invocations.get(raw_id)
        current = _session_label(invocations.current_session)
        if invocation is None:
            yield Finding(where, f"source_invocation_ids {shown} not found in current session: "
                          f"no invocation with this id in {invocations.source} ({current})")
            continue
        if not invocations.in_current_session(invocation):
            yield Finding(where, f"invocation {shown} belongs to session "
                          f"{invocation.session_id!r}, not the current {current}; expected "
                          "evidence from the current session only")
            continue
        if isinstance(tool_name, str) and tool_name != invocation.tool_name:
            yield Finding((*path, "tool_name"),
                          f"tool_name {tool_name!r} does not match invocation {shown}, which "
                          f"ran {invocation.tool_name!r}")
