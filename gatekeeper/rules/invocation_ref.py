"""evidence.invocation_ref: every claim's evidence points at real invocations of this session.

For each claim (docs/contract.md §3):

* `evidence_bindings` is a non-empty array;
* each binding's `source_invocation_ids` is a non-empty array;
* each id exists in the invocation dump (`394` and `"394"` are one id);
* each id belongs to the current session (an id of another session is its own finding);
* the binding's `tool_name` is the tool the invocation really ran.

Only `claims[].evidence_bindings` are checked: `recommended_actions[].evidence_bindings` may be
empty or loose and never fail. A failure here is a forgery, so its verdictImpact is
`reject_on_fail` by default.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from gatekeeper.parse.invocations import InvocationSet, canonical_id
from gatekeeper.paths import JsonPath
from gatekeeper.plugin import Binding, Finding, Rule, RuleContext, strict_params
from gatekeeper.rules.support import examples as ex


def _session_label(session: str | None) -> str:
    return f"session {session!r}" if session is not None else "the dump's session"


class InvocationRef(Rule):
    id = "evidence.invocation_ref"
    params_schema = strict_params()
    examples = {
        "fail": ex.example(ex.claim(ids=[999]), ex.claim(tool="query_metrics")),
        "pass": ex.example(ex.claim()),
    }

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
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
    for position, raw_id in enumerate(ids):
        if canonical_id(raw_id) is None:
            continue  # not an id at all: the schema rule reports the type
        where = (*path, "source_invocation_ids", position)
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
