"""evidence.misattribution: an excerpt bound to a real invocation says what another one said.

docs/contract.md §3, §4: an excerpt bound to a real invocation that obviously points to another
service, error code or metric value is a forgery (REJECT), while a merely low similarity is
`evidence.excerpt_similarity`'s LOW_CONFID. Fuzzy scores cannot see the difference
(`内存使用率 95%` vs `59%` ≈ 0.89), so this rule compares *anchors* (see
`gatekeeper.rules.support.text.anchors`): service and host names, error codes, HTTP statuses, exception
classes, ids, IPs, timestamps and numbers with their unit (`5300ms` == `5.3s` == `5.3 秒`).

For each `claims[].evidence_bindings[].evidence_excerpt` whose invocations exist in the current
session (unknown and foreign ids are `evidence.invocation_ref`'s), the excerpt's anchors are
looked up in the anchors of its bound invocations' outputs (`output_preview`,
`retrieval_details`, trace `output_summary`). The binding fails when:

* **it came from elsewhere** — anchors absent from the bound outputs occur in another
  invocation of the session; the message names that invocation (and says whether the excerpt
  is found there verbatim);
* **it contradicts the bound output** — another value for a metric the output measures
  (`内存使用率 95%` where the output says `59%`), another service, host, error code, HTTP
  status or exception than the ones the output names, another id of the same family
  (`req-7f3a9c12` where the output has `req-7f3a9c21`);
* **it flips a negation** (param `checkNegation`) — the excerpt negates what the output states
  (`连接池未耗尽` vs `连接池已耗尽`) or states what the output negates (`allowed` vs
  `not allowed`);
* **it changes a quote** — the excerpt quotes the bound output closely (similarity at least
  the param `quoteThreshold`) but puts a value or a name between words the output writes
  around another one, even one the output has elsewhere (`fell to just 9,500ft` where the line
  says `1,100ft` and another `9,500ft a minute`; `Brian Cox said` where it says `Stephen
  Hawking said`; `millions` for `billions`), or changes digits no anchor accounts for
  (`Listener@443` for `Listener@493`). A number put for the same value (`three` for `3`) is
  no change. A whole line of the excerpt that is no line of the bound output but has the shape
  of one (the same words, other digits or another log level) changes it too, even when each value is written
  elsewhere between the same words (`[svc-4] processed 714 requests` where the output's line
  says `processed 707`, and another line `processed 714`). A state the bound output never
  writes (in any case), put in a quote where the
  output names others, changes it too (`Reason: Error` where it says `Reason: OOMKilled`; a
  capitalised word after `Reason:`, `Status:`, `State:`, `Phase:` or `状态` is a state there,
  as are the states `claim.value_contradiction` compares).
* **it glues two lines into one** — the excerpt copies the start of one line of the bound
  output and the end of another as one line the output never printed (`jk2_init() Found child
  6755 in error state 6`, where one line says `Found child 6755 in scoreboard slot 6` and
  another `mod_jk child workerEnv in error state 6`; see
  `gatekeeper.rules.support.evidence.spliced`);
* **it leaves a negator or a failure out of a line** — the excerpt copies a line of the bound
  output with `no`, `not`, `never`, `failed`, `denied`, `invalid`, `未`, `没有`, `失败`... left out
  (`There is server for ServerFileSystem domain` where the line says `There is no server`),
  lets an ellipsis stand for nothing else (`sshd[24579]: … password for root` of `Failed
  password for root`) or starts right after it (`user guest from 5.188.10.180` of `Invalid user
  guest`; see `gatekeeper.rules.support.evidence.elided`).

Anchors found nowhere and contradicting nothing are reported as the param `unknownAnchors`
says (`warn` by default: an unaccounted number is suspicious, not proof).

Truncation: when a bound preview is cut (a marker, or the excerpt runs past its end), anchors
after the last one the preview confirms are unverifiable, not missing.

An excerpt quoted verbatim (compacted) from its bound output passes without further work
unless a negation flip is possible: its anchors are in the output with the same context. This
includes a number the excerpt cuts at its edge (`... after 17` of `after 17848ms`, `暂停 12m`
of `暂停 12ms`), which is a cut, not a claim. The same holds for an excerpt verbatim up to the
end of a cut preview (`7 gateway ...` of `2026-11-27 gateway ...`): only a verbatim copy of
the whole excerpt in another invocation is looked for.

Cost: proportional to what the bindings cite (see `gatekeeper.rules.support.evidence`): a verbatim excerpt
costs substring searches in its bound outputs; the others cost the anchors of their bound
outputs (once per dump each) and, for anchors missing there, a search of the session's
distinct lines, anchoring only the lines that write them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from contextlib import suppress
from typing import Any

from gatekeeper.parse.invocations import Invocation
from gatekeeper.plugin import (
    BOOLEAN,
    FRACTION,
    WARN,
    Binding,
    BindingRule,
    Finding,
    RuleContext,
    strict_params,
)
from gatekeeper.rules.support import examples as ex
from gatekeeper.rules.support.evidence.anchorset import (
    SUBJECT_KINDS,
    AnchorSet,
    negation_conflict,
    presence_keys,
)
from gatekeeper.rules.support.evidence.elided import elided, may_start_turned
from gatekeeper.rules.support.evidence.index import EvidenceIndex, unbound_message
from gatekeeper.rules.support.evidence.lines import surface_forms
from gatekeeper.rules.support.evidence.quotes import (
    altered_names,
    altered_numbers,
    changed_line,
    compact_span,
    preview_cut,
    quote_changes,
    quoted_from,
    shown,
    verbatim_in,
)
from gatekeeper.rules.support.evidence.spliced import clipped, dropped, spliced
from gatekeeper.rules.support.similarity import ELLIPSIS_SPLIT, fragments
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.metric_names import metric_key
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.states import state_changed

MAX_SHOWN = 3


def _names(invocations: Sequence[Invocation]) -> str:
    return ", ".join(f"{inv.id} ({inv.tool_name})" for inv in invocations)


def _list(values: Iterable[str]) -> str:
    values = list(values)
    text = ", ".join(repr(v) for v in values[:MAX_SHOWN])
    return text + (f" and {len(values) - MAX_SHOWN} more" if len(values) > MAX_SHOWN else "")


def _kind_label(anchor: Anchor) -> str:
    if anchor.kind == "number":
        return "value"
    return SUBJECT_KINDS.get(anchor.kind, anchor.kind.replace("_", " "))


class Misattribution(BindingRule):
    id = "evidence.misattribution"
    params_schema = strict_params(checkNegation=BOOLEAN, quoteThreshold=FRACTION,
                                  unknownAnchors={"enum": ["fail", "warn", "ignore"]})
    examples = {
        "fail": ex.example(ex.claim(excerpt="ERROR [payment-service] PayClient - request timeout "
                                    "after 3000ms")),
        "pass": ex.example(ex.claim(excerpt="ERROR [payment-service] PayClient - request timeout "
                                    "after 5000ms")),
    }

    def check_binding(self, context: RuleContext, binding: Binding,
                      params: Mapping[str, Any]) -> Finding | None:
        index = EvidenceIndex.of(context)
        excerpt = binding.excerpt
        bound = index.bound(binding)
        path = (*binding.path, "evidence_excerpt")
        if not excerpt or not excerpt.strip():
            return Finding(path, "cannot check this binding: evidence_excerpt is missing or "
                           "empty; expected text quoted from the tool output")
        if not bound:
            return Finding(path, unbound_message(binding))
        where = f"invocation {_names(bound)}"
        texts = [text for inv in bound for text in index.compact_texts(inv)]
        parts = fragments(excerpt)
        verbatim = verbatim_in(parts, texts)
        cut = None if verbatim else preview_cut(index, bound, parts)
        flip = params["checkNegation"] and index.flip_possible(excerpt, index.texts_of(bound))
        if (verbatim or cut is not None) and not flip:
            # Quoted as it is (up to the end of a cut preview): its anchors are in the output
            # with the same context, but for a number the excerpt cuts at its edge (`...after
            # 17` of `after 17848ms`, `7 gateway` of `2026-11-27 gateway`), which is a cut, not
            # a claim. Nothing to extract from the outputs (nor, with no negator on either
            # side, from the excerpt). Past the cut nothing is known: a copy of the whole
            # excerpt in another invocation is the only thing left to look for.
            # What an ellipsis skips is no quote: a negator or a failure may be skipped.
            message = None if verbatim else _quoted_elsewhere(index, bound, excerpt, parts, where)
            message = message or _elided(index, bound, excerpt, where)
            return None if message is None else Finding(path, message)
        anchors = index.comparable_anchors(excerpt)
        # Settled by the lines the excerpt's anchors are on, unless only the whole outputs can
        # tell (a cut preview, a possible negation flip, an anchor not on those lines).
        quoted = None if cut is not None or flip else _quoted_lines(index, bound, anchors)
        evidence = quoted if quoted is not None else AnchorSet.union(
            [index.invocation_anchors(inv) for inv in bound])
        if cut is not None:  # anchors past the end of a cut preview cannot be verified
            anchors = [a for a in anchors if compact_span(excerpt, a)[1] <= cut]
        missing = [a for a in anchors if not evidence.has(a) and not edge_cut(excerpt, a, texts)]

        message = None
        if missing:
            message = _found_elsewhere(index, bound, missing, excerpt, where)
        message = message or _contradiction(anchors, evidence, where)
        if not message and params["checkNegation"]:
            message = _negation_flip(index, excerpt, evidence, where)
        if not message and not verbatim:
            # a quote changed where its anchors cannot tell: a state, a copied line's values
            raw = index.texts_of(bound)
            message = (_state_changed(excerpt, raw, where) or _changed_line(index, raw, excerpt, where)
                       or _quoted_elsewhere(index, bound, excerpt, parts, where)
                       or _altered_quote(index, bound, excerpt, anchors, missing, evidence, texts,
                                         cut, where, params["quoteThreshold"])
                       or (None if cut is not None else _pieced(index, raw, excerpt, where)))
        message = message or _elided(index, bound, excerpt, where)
        if message:
            return Finding(path, message)
        if missing and params["unknownAnchors"] != "ignore":
            return Finding(path, f"evidence_excerpt names {_list(shown(a) for a in missing)}, found "
                           f"neither in {where} nor in any other invocation of the session",
                           WARN if params["unknownAnchors"] == "warn" else "fail")
        return None


def _quoted_lines(index: EvidenceIndex, bound: Sequence[Invocation],
                  anchors: Sequence[Anchor]) -> AnchorSet | None:
    """The anchors of the bound outputs' lines that write one of the excerpt's anchors or
    metric labels, when they settle the binding as the whole outputs would: every anchor is
    present (presence only grows with more anchors), and every metric the excerpt gives a value
    for is labelled so there (all the lines with that label are among them, so its values are
    the whole outputs'). None otherwise: the caller anchors the whole outputs. The caller has
    ruled out a negation flip: only the whole outputs tell what they negate."""
    needles = [form for anchor in anchors for form in surface_forms(anchor)]
    needles += [a.metric for a in anchors if a.kind == "number" and a.metric]
    found = index.lines_anchor_set(bound, needles)
    if found is None:
        return None
    for anchor in anchors:
        if not found.has(anchor) or (anchor.kind == "number" and anchor.metric and (
                metric_key(anchor.metric), anchor.unit or "") not in found.metrics):
            return None
    return found


def edge_cut(excerpt: str, anchor: Anchor, texts: Sequence[str]) -> bool:
    """An anchor at the excerpt's very start or end, found in a bound output as written: the
    excerpt starts or ends mid-token (`2082` of `..._88742082`, `:5070` of `host:5070`)."""
    stripped = excerpt.strip()
    lead = len(excerpt) - len(excerpt.lstrip())
    if anchor.start > lead + 1 and anchor.end < lead + len(stripped):
        return False
    needle = compact(anchor.raw)
    return len(needle) >= 2 and any(needle in text for text in texts)


def _changed_line(index: EvidenceIndex, raw: Sequence[str], excerpt: str,
                  where: str) -> str | None:
    changed = changed_line(excerpt, raw, index)
    if changed is None:
        return None
    mine, theirs = changed
    return (f"evidence_excerpt copies a line of {where} with other values: {mine!r} where the "
            f"output says {theirs!r}")


def _pieced(index: EvidenceIndex, raw: Sequence[str], excerpt: str, where: str) -> str | None:
    """An excerpt copied in pieces that glues two lines into one, or leaves a negator or a
    failure out of a line (gatekeeper.rules.support.evidence.spliced)."""
    outputs = [index.compacted_lines(text) for text in raw]
    seam = spliced(excerpt, outputs)
    if seam is not None:
        return (f"evidence_excerpt joins two lines of {where} as one, a line the output never "
                f"printed: its start is quoted from {clipped(seam.first)!r}, its end from "
                f"{clipped(seam.second)!r}")
    found = dropped(excerpt, outputs)
    return None if found is None else _left_out("evidence_excerpt", *found[:2], where)


def _elided(index: EvidenceIndex, bound: Sequence[Invocation], excerpt: str,
            where: str) -> str | None:
    """The excerpt leaving out, at its start or at an ellipsis, a negator or a failure of the
    line it quotes (gatekeeper.rules.support.evidence.elided)."""
    raw = index.texts_of(bound)
    if not (ELLIPSIS_SPLIT.search(excerpt)
            or may_start_turned(excerpt, map(index.words_after_turning, raw))):
        return None
    found = elided(excerpt, [index.compacted_lines(text) for text in raw])
    if found is None:
        return None
    if found.at_start:
        return (f"evidence_excerpt starts right after {found.words!r} in a line of {where}, "
                f"which turns what it quotes around: the output says "
                f"{_around(found.line, found.words)!r}")
    return _left_out("the ellipsis of evidence_excerpt", found.line, found.words, where)


def _around(line: str, word: str) -> str:
    """`line`, or where it is long, the words around `word` in it."""
    alone = re.search(rf"(?<!\S){re.escape(word)}(?!\S)", line, re.IGNORECASE)
    at = alone.start() if alone else line.casefold().find(word)
    return line if at < 0 or len(line) <= 80 else "..." + line[max(0, at - 40):at + 40] + "..."


def _left_out(what: str, line: str, word: str, where: str) -> str:
    alone = re.search(rf"(?<!\S){re.escape(word)}(?!\S)", line, re.IGNORECASE)
    printed = alone.group() if alone else word  # as printed: `Failed`, not `failed`
    return (f"{what} leaves {printed!r} out of a line of {where}, which turns it around: the "
            f"output says {_around(line, word)!r}")


def _state_changed(excerpt: str, texts: Sequence[str], where: str) -> str | None:
    changed = state_changed(excerpt, texts)
    if changed is None:
        return None
    written, theirs = changed
    return (f"evidence_excerpt names the state {written!r} but {where} says "
            f"{', '.join(theirs[:MAX_SHOWN])}")


def _quoted_elsewhere(index: EvidenceIndex, bound: Sequence[Invocation], excerpt: str,
                      parts: Sequence[str], where: str) -> str | None:
    other = quoted_from(index, excerpt, parts, {inv.id for inv in bound})
    if other is None:
        return None
    return (f"evidence_excerpt is bound to {where} but is quoted verbatim from invocation "
            f"{other.id} ({other.tool_name})")


def _altered_quote(index: EvidenceIndex, bound: Sequence[Invocation], excerpt: str,
                   anchors: Sequence[Anchor], missing: Sequence[Anchor], evidence: AnchorSet,
                   texts: Sequence[str], cut: int | None, where: str, threshold: float) -> str | None:
    """The excerpt quotes the bound output closely but changes a value or a name in it."""
    from gatekeeper.rules.support.similarity import TooLongToCompare, score

    # past a cut preview's end any word is unverifiable
    altered = [] if cut is not None else quote_changes(index, excerpt, index.texts_of(bound))
    altered += [repr(shown(a)) for a in missing]
    altered += [repr(s) for s in altered_numbers(excerpt, anchors, evidence, texts, cut)]
    altered += [repr(s) for s in altered_names(excerpt, anchors, texts, cut)]
    if not altered:
        return None
    best = 0.0
    for invocation in bound:
        for _, text in index.source_texts(invocation):
            try:
                best = max(best, score(excerpt, *index.prepared(text), words=False).score)
            except TooLongToCompare as error:  # cannot tell a close quote: say what changed
                return (f"evidence_excerpt is not what {where} says ({', '.join(altered[:MAX_SHOWN])}"
                        f" differ) and cannot be compared with it: {error}")
    if best < threshold:
        return None
    shown_list = ", ".join(altered[:MAX_SHOWN]) + (" ..." if len(altered) > MAX_SHOWN else "")
    return (f"evidence_excerpt quotes {where} closely (similarity {best:.2f}) but {shown_list} "
            "is not what the output says: a value, a name or a word was changed")


def _found_elsewhere(index: EvidenceIndex, bound: Sequence[Invocation],
                     missing: Sequence[Anchor], excerpt: str, where: str) -> str | None:
    """The other current-session invocation holding most of the missing anchors (dump order
    breaks ties), named with the anchors it holds."""
    keys = []
    for anchor in missing:
        anchor_keys = presence_keys(anchor)
        if anchor.kind == "number" and anchor.unit is not None:
            anchor_keys = anchor_keys[:1]  # `95%` is not found by a bare `95`
        keys.append(anchor_keys)
    held = index.holding_elsewhere(missing, keys, {inv.id for inv in bound})
    if held is None:
        return None
    other, found = held
    return (f"evidence_excerpt is bound to {where} but {_list(shown(a) for a in found)} "
            f"{'is' if len(found) == 1 else 'are'} not in its output; "
            f"{_provenance(index, other, excerpt)}")


def _provenance(index: EvidenceIndex, other: Invocation, excerpt: str) -> str:
    """Where the anchors are, and whether the excerpt is quoted from there."""
    from gatekeeper.rules.support.similarity import TooLongToCompare, score

    best = 0.0
    for _, text in index.source_texts(other):
        with suppress(TooLongToCompare):  # the message then only says where the anchors are
            best = max(best, score(excerpt, *index.prepared(text)).score)
    where = f"invocation {other.id} ({other.tool_name})"
    if best >= 0.9:
        return f"the excerpt comes from {where} (similarity {best:.2f})"
    return f"they occur in {where}: the excerpt mixes in another invocation's output"


def _contradiction(anchors: Sequence[Anchor], evidence: AnchorSet, where: str) -> str | None:
    for anchor in anchors:
        if anchor.kind == "number":
            others = evidence.disagreement(anchor)
            if others:
                return (f"evidence_excerpt says {anchor.metric} {shown(anchor)} but {where} says "
                        f"{metric_key(anchor.metric)} {', '.join(others[:MAX_SHOWN])}")
        elif not evidence.has(anchor):
            others = evidence.others_like(anchor)
            if others:
                return (f"evidence_excerpt names {_kind_label(anchor)} {shown(anchor)!r} but {where} "
                        f"has {_list(others)} instead")
    return None


def _negation_flip(index: EvidenceIndex, excerpt: str, evidence: AnchorSet,
                   where: str) -> str | None:
    conflict = negation_conflict(index.anchor_set([excerpt]), evidence)
    if conflict is None:
        return None
    term, negated_here = conflict
    if negated_here:
        return f"evidence_excerpt negates {term!r} but {where} states it without negation"
    return f"evidence_excerpt states {term!r} but {where} negates it"
