"""claim.value_contradiction: a claim must not contradict the evidence it cites.

docs/contract.md §9, §4: a claim its evidence contradicts is REJECTed. For each
`claims[].claim_text` with a binding to a current-session invocation, its anchors (see
docs/anchors.md) are compared with its `evidence_excerpt`s and the cited outputs. A finding,
at `claims[i].claim_text`, for:

* a **value** the evidence gives another value for the same metric and unit, beyond the
  precision the claim writes it with (`CPU 使用率 95%` where the evidence says `92%`; `1.99GB`
  is `2040MB`; `约 95%` allows 10%, `两百多` 200-300), or a bound it breaks (`CPU 使用率超过 90%`
  where the evidence says `85%`; a bound the value meets, `exceeded 90%` for `95%`, agrees);
* a **date** the evidence gives another date of the same precision (`2014年11月15日` where it
  says `2014-11-16`);
* a **code or id** the evidence gives another of the same family (`G4719` where it says
  `G4791`, `req-7f3a9c12` for `req-7f3a9c21`), or an error code, HTTP status or exception
  other than the ones the evidence names;
* a **state** the claim names where its excerpts name only others (`订单 O1002 状态为 PAID`
  against `| O1002 | FAILED |`: gatekeeper.rules.support.text.states);
* a **date** (fails) or **name** (param `replacedNames`: warns by default) the claim writes
  where its excerpt writes another of its kind, the claim's being only elsewhere in the cited
  output (`on Tuesday night` for the excerpt's `on Saturday night`:
  gatekeeper.rules.support.evidence.replaced);
* a **value swapped** or put in another's place: a value the claim writes where the excerpt,
  aligned word by word, writes another (`... 9,180 miles and more than 1,836 gallons` citing
  `a 1,836 mile flight ... more than 9,180 gallons`; two thread ids or ports of a copied log line
  swapped; `[order-service] call to payment-service` for `[payment-service] call to
  order-service`), unless the claim writes the other value too only as another item of a list,
  or leaves it out (gatekeeper.rules.support.evidence.placed);
* a **word changed** in a line a program printed that the claim copies (param `changedWords`:
  warns by default): `Failed password for ftp from 103.99.0.122` citing the line that says
  `for root`, `... workerEnv in www state 6` for `in error state 6`
  (gatekeeper.rules.support.evidence.requoted), or another line's end glued onto it, as one
  line the output never printed (`jk2_init() Found child 6755 in error state 6` citing `...
  Found child 6755 in scoreboard slot 6`);
* with `checkNegation`, a **negation flip** against the excerpts the claim cites: the claim
  negates what they state and no evidence negates (`连接池未耗尽` vs `连接池已耗尽`), or states
  a term they only ever negate. A flip of an English term is a weak (warn) finding, one word
  after `not` being a poor negation scope, unless one text is the other with the negator taken
  out (`command not allowed` against `command allowed`); across languages, an ops event of
  the bilingual glossary (gatekeeper.rules.support.text.glossary) the claim negates in one
  language and its excerpts state in the other (`没有出现请求超时` against `request timeout
  after 5000ms`, `no request timeout` against `出现请求超时`) fails.

An anchor found nowhere and contradicting nothing is `claim.entity_grounding`'s. Claims none of
whose bindings resolve are `evidence.invocation_ref`'s. Cost: see
gatekeeper.rules.support.evidence.claims (shared with `claim.entity_grounding`, once per claim).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from gatekeeper.paths import JsonPath
from gatekeeper.plugin import (
    BOOLEAN,
    FAIL,
    WARN,
    Finding,
    Rule,
    RuleContext,
    Status,
    strict_params,
)
from gatekeeper.rules.entity_grounding import MAX_SHOWN, claims_with_evidence
from gatekeeper.rules.support import examples as ex
from gatekeeper.rules.support.evidence.claims import compare_claim
from gatekeeper.rules.support.evidence.counted_words import next_word, unit_word
from gatekeeper.rules.support.evidence.negated import mirrored, negation_message
from gatekeeper.rules.support.evidence.quotes import shown
from gatekeeper.rules.support.evidence.requoted import Requoted
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors.metric_names import metric_key
from gatekeeper.rules.support.text.anchors.model import is_cjk


class ValueContradiction(Rule):
    id = "claim.value_contradiction"
    # replacedNames: what a name put where the excerpt writes another is (warn | fail | ignore);
    # changedWords: what a word changed in a printed line the claim copies is.
    params_schema = strict_params(checkNegation=BOOLEAN,
                                  replacedNames={"enum": ["fail", "warn", "ignore"]},
                                  changedWords={"enum": ["fail", "warn", "ignore"]})
    examples = {
        # 5 is in the output, but the line the claim cites counts the failed requests otherwise.
        "fail": ex.example(ex.claim("payment-service: 5 requests failed.", excerpt="2 requests failed"),
                           invocations=[{**ex.LOG_QUERY, "output_preview": ex.LOG_LINE
                                         + "\npayment-service: 2 requests failed, 5 requests retried"}]),
        "pass": ex.example(ex.claim("payment-service 出现 request timeout after 5 秒。")),
    }

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        for index, text, excerpts, outputs in claims_with_evidence(context):
            found = compare_claim(context, text, excerpts, outputs, params["checkNegation"])
            path = ("claims", index, "claim_text")
            for anchor, others in found.contradicted:
                said = ", ".join(others[:MAX_SHOWN])
                if anchor.kind == "number" and anchor.metric:
                    # the metric its evidence measures, however it labels it (`cpu usage`)
                    bound = _BOUNDS.get(anchor.approx or "", "")
                    yield Finding(path, f"claim_text says {anchor.metric} {bound}{shown(anchor)} "
                                  f"but its evidence says {metric_key(anchor.metric)} {said}")
                else:
                    yield Finding(path, f"claim_text says {shown(anchor)!r} but its evidence "
                                  f"says {said}")
            for anchor, others in found.recounted:
                # the word it counts, unless its unit's (`20 years`: written with its value)
                counted = "" if unit_word(anchor) else f" {next_word(text, anchor.end)}"
                yield Finding(path, f"claim_text says {shown(anchor)}{counted}, but its cited "
                              f"output writes {', '.join(others[:MAX_SHOWN])}{counted} (and "
                              f"{shown(anchor)} only elsewhere)", WARN)
            for anchor, others in found.replaced:
                # A date in another's place contradicts it; a name may be the same entity
                # named otherwise (`the Seasiders` for `Blackpool`): a warning by default.
                grade = "fail" if anchor.kind != "name" else params["replacedNames"]
                if grade != "ignore":
                    yield Finding(path, f"claim_text writes {shown(anchor)!r} where its excerpt "
                                  f"writes {', '.join(others[:MAX_SHOWN])} (and "
                                  f"{shown(anchor)!r} is only elsewhere in the cited output)",
                                  WARN if grade == "warn" else FAIL)
            for anchor, others in found.placed:
                yield Finding(path, f"claim_text writes {shown(anchor)!r} in the place where its "
                              f"excerpt writes {', '.join(others[:MAX_SHOWN])}")
            if params["changedWords"] != "ignore" and found.requoted is not None:
                yield from _requoted(path, found.requoted,
                                     WARN if params["changedWords"] == "warn" else FAIL)
            if found.negation is not None:
                # One English word is a poor negation scope (`no possibility for parole` vs
                # `without parole`): an English flip is a weak finding, a Chinese one fails, and
                # so does the negation of words an excerpt writes as they are.
                strong = (found.quoted_negation or any(map(is_cjk, found.negation[0]))
                          or mirrored(found.negation, text, excerpts))
                yield Finding(path, negation_message(found.negation), FAIL if strong else WARN)


#: How a bound is shown: `claim_text says cpu usage above 90% but its evidence says 85%`.
_BOUNDS = {">": "above ", "<": "below "}


def _requoted(path: JsonPath, changed: Requoted, level: Status) -> Iterable[Finding]:
    for word, theirs in changed.words:
        yield Finding(path, f"claim_text writes {word!r} where the printed line it quotes writes "
                      f"{theirs!r}", level)
    if changed.glued is not None:
        yield Finding(path, "claim_text glues the end of another line onto the printed line it "
                      "quotes, as one line the output never printed: its start is from "
                      f"{clipped(changed.glued.first)!r}, its end from "
                      f"{clipped(changed.glued.second)!r}", level)
