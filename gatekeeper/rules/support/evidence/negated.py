"""A claim negating words its excerpt states as they are; how a negation is reported.

`未发现 Bad activity token: android.os.BinderProxy@2bd79ce`, or `W ActivityManager: Bad activity
token: android.os.BinderProxy@2bd79ce did not occur`, citing the line that prints exactly that:
the negation anchors read one or two words after a negator (`未发现` negates `发现`, `no Bad`
negates `bad`), which is no flip here. But the claim's negator stands right before (or its `did
not occur`, `并未发生` right after) a run of words its excerpt writes as they are (`MIN_RUN`
compacted characters and two words or more: `possibility` alone is a term, not a quote) that the
excerpt does not negate: the claim says that what the excerpt shows did not happen. Of 555
Loghub lines so negated (a part of the line after `未发现`, `没有记录到`, `There was no`, ... or
before `并未发生`, `did not occur`), 455 passed with no finding and 95 only warned (an English
flip of one word is weak); claim.value_contradiction fails such a claim.

One word is a quote when it names the event itself: an exception, an error code or an id
(`未发现 OutOfMemoryError` citing `java.lang.OutOfMemoryError: Java heap space`; `denied_anchor`),
right next to the negator, stated by an excerpt's line that names the services the claim names
in that clause, or none.

Not a flip: a negation in time (`重启后未再出现`, `之后未出现`, `no longer`, `never again`, `No X
was logged after 03:16`: the excerpt's event may have stopped since; whether it did is
`firsts.stopped_after`'s), an exception (`除了`, `以外`, `other than`, `except`), a
double negation (`并非没有`, `not that there was no`), a run the excerpt negates too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gatekeeper.rules.support.evidence.anchorset import AnchorSet, negation_conflict
from gatekeeper.rules.support.evidence.spliced import MIN_RUN, longest_held, places
from gatekeeper.rules.support.evidence.words import TOKEN
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.negation import qualified_subject
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.glossary import EXCEPT, since_before
from gatekeeper.rules.support.text.normalize import compact_once
from gatekeeper.rules.support.text.patterns import compiled

_ZH_BEFORE = compiled(
    r"(?:并|从|均|都|也)?(?:没有|未曾|没|未|无)(?:再)?"
    r"(?:出现|发现|发生|记录到|记录|报告|看到|检测到|观察到|产生|打印|输出|见到|抛出|收到|触发|遇到)?过?"
    r"[\s:：,，\"'“]*")
_EN_BEFORE = compiled(
    r"(?<![A-Za-z])(?:there\s+(?:was|were|is|are|has\s+been|have\s+been)\s+no|no\s+(?:signs?|evidence"
    r"|records?|traces?)\s+of|(?:did\s+not|didn't|does\s+not|doesn't)\s+(?:see|find|log|report|show|throw"
    r"|raise|encounter|hit|produce|emit)"
    r"|never|without|no)\s+(?:the\s+|any\s+)?", re.IGNORECASE)
#: ... and after it, where the negation ends the clause (`X 并未发生。`; in `X 没有出现 Y`, X is
#: the subject).
_CLAUSE_END = r"(?=\s*(?:$|[。，,.;；:：!！?？)）]|(?:in|during|on|at|since|before|after)\s))"
# (a match starts where a run of blanks does, never inside one: each start inside took its length)
_ZH_AFTER = compiled(r"(?<![\s,，])[\s,，]*(?:(?:并|也|都|均|从)?(?:没有|未曾|未|没)(?:再)?"
                     r"(?:出现|发生|被?记录|被?报告|被?打印)|不存在)" + _CLAUSE_END)
_EN_AFTER = compiled(
    r"(?<!\s)\s+(?:did\s+not|didn't|does\s+not|doesn't|never|was\s+not|wasn't|were\s+not|weren't|has\s+not"
    r"|hasn't|have\s+not|haven't|is\s+not|isn't)\s+(?:been\s+)?(?:occur|occurred|happen|happened"
    r"|appear|appeared|show|shown|seen|found|logged|reported|observed|recorded)(?![A-Za-z])"
    + _CLAUSE_END, re.IGNORECASE)
#: A negation in time: the excerpt's event may have stopped since (`重启后未再出现`).
_AGAIN = compiled(r"再|(?<![A-Za-z])(?:no\s+longer|again|anymore|any\s+more)(?![A-Za-z])",
                  re.IGNORECASE)
_SINCE = compiled(r"(?:后|之后|此后|以后|以来|after|since|afterwards|then|later)[\s,，]*$",
                  re.IGNORECASE)
#: ... after the negator in its clause: a time it starts at (not `no after LOAD_MESSAGE`, words of
#: a quote), or a Chinese word of since.
_SINCE_AFTER = compiled(r"(?<![A-Za-z])(?:(?:after|since)\s+(?:[A-Za-z\-]+\s+){0,3}?(?:at\s+)?\d{1,2}:\d\d"
                        r"|anymore|any\s+more)(?![A-Za-z])|之后|以后|此后|以来", re.IGNORECASE)
#: A double negation (`并非没有`; an exception, `除 X 以外未出现`, is `glossary.EXCEPT`).
_DOUBLE = compiled(r"(?:非|不是|not\s+that)[\s,，]*$", re.IGNORECASE)
#: What a negated run follows in an excerpt's compacted text (`no sign of`, `未`).
_NEGATED_IN_EXCERPT = compiled(
    r"(?:no(?:signs?|evidence|records?|traces?)of|not|no|never|without|未|没|没有|无|不"
    r"|(?:do|does|did|is|was|are|were|has|have|had|ca|could|would|should|wo|must|need)nt)"
    r"(?:出现|发现|发生|记录到|记录|报告|看到|检测到)?(?:the|any|a|an)?$"
    r"|(?<![\d.])0(?:\.0+)?%$")  # a share of none (ping's `0% packet loss`)

#: A claim's word denying that a thing exists (not that a log shows it: `未发现 X` is contradicted
#: by a line printing `X: No such file or directory`)...
_EXISTS = compiled(r"不存在|(?i:not\s+exist)")
#: ... and what an output prints of a name it did not find, compacted.
_ABSENT = compiled(r"nosuch|notfound|doesnotexist|doesntexist|nxdomain|couldnotresolve|unknownhost"
                   r"|cannotaccess|cannotopen|cannotstat|不存在|找不到|未找到")


def negated_quote(claim: str, excerpts: Sequence[str]) -> str | None:
    """The run of an excerpt the claim negates (see the module docstring), as the claim
    writes it; None when it negates none."""
    if EXCEPT.search(claim):
        return None
    compacted = [compact_once(excerpt) for excerpt in excerpts]
    for cue in (*_ZH_BEFORE.finditer(claim), *_EN_BEFORE.finditer(claim)):
        if _mere(claim, cue.start(), cue.group()):
            continue
        rest = claim[cue.end():]
        size = _held(compact_once(rest), compacted, from_start=True)
        # (not a name qualifying a noun: `no inventory-api pod is crash looping`)
        if size is not None and _quote(shown := _words_of(rest, size)) and not qualified_subject(
                rest, len(shown)):
            return shown
    for cue in (*_ZH_AFTER.finditer(claim), *_EN_AFTER.finditer(claim)):
        before = claim[:cue.start()]
        if _mere(claim, cue.start(), cue.group()) or _AGAIN.match(claim, cue.end()):
            continue
        size = _held(compact_once(before), compacted, from_start=False, exists=_EXISTS.search(cue.group()))
        if size is not None and _quote(shown := _words_of(before, size, from_start=False)):
            return shown
    return None


#: Anchors that name an event a claim may deny as one word (`未发现 OutOfMemoryError`, `no
#: ORA-00600`, `没有 blk_-5623 的记录`, `没有出现 503 错误`); not a service or a name, which
#: qualify what is denied (`no order-svc timeout`) as often as they are.
_DENIABLE = frozenset({"exception", "error_code", "identifier", "http_status"})
_BETWEEN = compiled(r"[\s\"'“”‘’「」『』《》:：]*")
#: After a denied word, what makes it qualify another one instead (`没有 /var/log/app.log 的写入错误`,
#: `no blk_-5623 replication delay`): `的` but before a word of record or occurrence (`的记录`),
#: an English word but a verb, a preposition or a word of occurrence (`No X was logged`, `no X
#: errors`).
_QUALIFIES = compiled(
    r"[\s\"'”’」』》]*(?:的\s*(?!记录|日志|报错|错误|异常|告警|信息|条目|出现|发生)"
    r"|(?!(?:was|were|is|are|has|have|had|did|does|do|in|on|at|during|since|from|for|after|before"
    r"|again|anymore|any|errors?|exceptions?|events?|entries|records?|occurr\w*|instances?|logged"
    r"|found|seen|thrown|raised|reported|appeared|or|and|nor)(?![A-Za-z]))[a-z]{2,})")


def denied_anchor(claim: str, anchors: Sequence[Anchor], excerpts: Sequence[str],
                  excerpt_anchors: Sequence[Sequence[Anchor]]) -> str | None:
    """An exception, error code or id the claim negates (right after `未发现`, `no`, `did not
    throw`...; or right before `并未出现`, `was not logged`) that an excerpt states, un-negated,
    on a line naming no other service than the claim's: as written; None when there is none.
    One such word is the event itself, not a term of prose (`no possibility`)."""
    if EXCEPT.search(claim):
        return None
    stated = {(a.kind, a.value): (excerpt, a, found)
              for excerpt, found in zip(excerpts, excerpt_anchors, strict=True)
              for a in found if a.kind in _DENIABLE and not _negated_before(excerpt, a.start)}
    if not stated:
        return None
    for cue in (*_ZH_BEFORE.finditer(claim), *_EN_BEFORE.finditer(claim)):
        after = next((a for a in anchors if a.start >= cue.end()), None)
        if (after is not None and not _mere(claim, cue.start(), cue.group())
                and _BETWEEN.fullmatch(claim, cue.end(), after.start)
                and not _QUALIFIES.match(claim, after.end)
                and _states(stated, after, _services(claim, anchors, cue.start()))):
            return after.raw
    for cue in (*_ZH_AFTER.finditer(claim), *_EN_AFTER.finditer(claim)):
        before = next((a for a in reversed(anchors) if a.end <= cue.start()), None)
        if (before is not None and not _mere(claim, cue.start(), cue.group())
                and not _AGAIN.match(claim, cue.end())
                and _BETWEEN.fullmatch(claim, before.end, cue.start())
                and _states(stated, before, _services(claim, anchors, cue.start()),
                            exists=_EXISTS.search(cue.group()))):
            return before.raw
    return None


def _services(claim: str, anchors: Sequence[Anchor], at: int) -> set[str]:
    """The services the claim names in the clause around `at` (`payment-svc 未出现 X，只有
    order-svc 出现`: payment-svc), the subject of what it denies there."""
    start, end = clause_around(claim, at)
    return {a.value for a in anchors if a.kind == "service" and start <= a.start and a.end <= end}


def _negated_before(text: str, at: int) -> bool:
    """Whether `text` negates what it writes at `at` (`no ORA-00600`, `未出现 OutOfMemoryError`)."""
    return bool(_NEGATED_IN_EXCERPT.search(compact_once(text[max(0, at - 24):at])))


def _states(stated: dict[tuple[str, str], tuple[str, Anchor, Sequence[Anchor]]], anchor: Anchor,
            services: set[str], exists: object = None) -> bool:
    """Whether an excerpt states `anchor` on a line naming the claim's services or none (and,
    denying that it `exists`, not printing it as missing)."""
    if anchor.kind not in _DENIABLE or (anchor.kind, anchor.value) not in stated:
        return False
    excerpt, written, found = stated[(anchor.kind, anchor.value)]
    start = excerpt.rfind("\n", 0, written.start) + 1
    end = excerpt.find("\n", written.end)
    end = len(excerpt) if end < 0 else end
    if exists and _ABSENT.search(compact_once(excerpt[start:end])):
        return False  # printed as missing (`cannot access '/data/app.log': No such file`)
    named = {a.value for a in found if a.kind == "service" and start <= a.start and a.end <= end}
    return not (services and named) or bool(services & named)


def _quote(run: str) -> bool:
    """Two words or more: one long word (`possibility`) is a term, not a quote."""
    return len(TOKEN.findall(run)) >= 2


def negated_in_time(claim: str, anchors: Sequence[Anchor]) -> set[str]:
    """The terms `claim` negates in time (`No X was logged after 03:16`, `之后未出现 X`): not a
    flip of what its evidence states (see `_mere`)."""
    return {a.value for a in anchors if a.kind == "negation" and _mere(claim, a.start, a.raw)}


def _mere(claim: str, start: int, cue: str) -> bool:
    """A negation in time (a period's start before the negator, `之后未出现`, or after it in its
    clause, `No X was logged after 03:16`, `anymore`), or a double one: no claim that the event never
    happened (whether it occurred in that period is `firsts.stopped_after`'s)."""
    before = claim[max(0, start - 12):start]
    _, end = clause_around(claim, start)
    return bool(_AGAIN.search(cue) or _SINCE.search(before) or _DOUBLE.search(before)
                or _SINCE_AFTER.search(claim, start, end) or since_before(claim, start))


def _held(text: str, excerpts: Sequence[str], from_start: bool, exists: object = None) -> int | None:
    """How much of `text` (compacted) from its start, or its end, an excerpt writes as it is
    and does not negate (nor, when the claim denies that it `exists`, print as missing), when
    that is `MIN_RUN` characters or more."""
    size = longest_held(text, lambda run: any(run in excerpt for excerpt in excerpts), from_start)
    if size < MIN_RUN:
        return None
    run = text[:size] if from_start else text[len(text) - size:]
    # (a condition's row printed false negates its name: `MemoryPressure False`; a name printed
    # as missing is no name stated: `/data/app.log: No such file or directory`, dig's NXDOMAIN)
    stated = any(not _NEGATED_IN_EXCERPT.search(excerpt, max(0, at - 16), at)
                 and not excerpt.startswith("false", at + len(run))
                 and not (exists and _ABSENT.search(excerpt, max(0, at - 24), at + len(run) + 48))
                 for excerpt in excerpts for at in places(excerpt, run) or ())
    return size if stated else None


def _words_of(text: str, size: int, from_start: bool = True) -> str:
    """The part of `text` that compacts to its first (last) `size` characters, as written,
    with the punctuation glued to it (`[payment-svc]`)."""
    length = 1
    while length < len(text) and len(compact_once(_part(text, length, from_start))) < size:
        length += 1
    while length < len(text):  # punctuation glued on: `]` after, `[` before
        glued = text[length] if from_start else text[len(text) - length - 1]
        if glued not in _BRACKETS:
            break
        length += 1
    shown = _part(text, length, from_start).strip()
    return shown if len(shown) <= 80 else shown[:77] + "..."


def _part(text: str, length: int, from_start: bool) -> str:
    return text[:length] if from_start else text[len(text) - length:]


_BRACKETS = frozenset("[](){}<>\"'`")
_EN_NEGATOR = r"(?:not|no|never|cannot|can't|isn't|wasn't|aren't|weren't|don't|doesn't|didn't)"


def mirrored(conflict: tuple[str, bool], claim: str, excerpts: Sequence[str]) -> bool:
    """Whether an English flip is one text with the negator taken out of the other: the word
    before the negator and the negated term, side by side in the other (`command not allowed`
    against `command allowed`). One word after `not` is a poor scope otherwise."""
    term, negated_here = conflict
    negating, stating = ([claim], excerpts) if negated_here else (excerpts, [claim])
    pattern = re.compile(
        rf"([A-Za-z]+)\s+{_EN_NEGATOR}\s+(?:[a-z]+\s+)?{re.escape(term)}(?![a-z])", re.IGNORECASE)
    for text in negating:
        for m in pattern.finditer(text):
            before = re.escape(m.group(1).lower())
            # `have found` mirrors `have not found`, but `have found no proof` negates too
            pair = re.compile(rf"(?<![a-z]){before}\s+{re.escape(term)}(?![a-z])"
                              rf"(?!\s+(?:no|not|none|nothing|any)(?![a-z]))")
            if any(pair.search(other.lower()) for other in stating):
                return True
    return False


def negation_message(conflict: tuple[str, bool]) -> str:
    term, negated_here = conflict
    return (f"claim_text negates {term!r} but its evidence states it" if negated_here
            else f"claim_text states {term!r} but its evidence negates it")


_LATIN_WORD = compiled(r"[a-z]+")


def _near(text: str, a: str, b: str) -> bool:
    """Whether words `a` and `b` are written within three words of each other in `text`."""
    found = _LATIN_WORD.findall(text.lower())
    at = {w: [i for i, x in enumerate(found) if x == w] for w in (a, b)}
    return any(abs(i - j) <= 3 for i in at[a] for j in at[b])


def negation_moved(term: str, claim_negated: set[str], cited_negated: set[str], text: str,
                   excerpts: Sequence[str]) -> bool:
    """Whether a negated `term` is one negation put on a neighbouring word (`found no
    evidence` / `have not found any evidence`, `found no proof` / `not found any evidence`):
    in the claim and in an excerpt, `term` is negated or a negated word is within three words
    of it. A flip of an unrelated term (`not launched` / `launched`) stays."""
    if " " in term:
        return False
    others = (claim_negated | cited_negated) - {term}
    if any(" " not in u and _near(text, term, u) and any(_near(e, term, u) for e in excerpts)
           for u in others):
        return True
    in_claim = term in claim_negated or any(
        " " not in u and _near(text, term, u) for u in claim_negated - {term})
    return in_claim and (term in cited_negated or any(
        " " not in u and _near(e, term, u) for e in excerpts for u in cited_negated - {term}))


def claim_negation(mine: AnchorSet, cited: AnchorSet, evidence: AnchorSet,
                   moved: set[str] | frozenset[str] = frozenset()) -> tuple[str, bool] | None:
    """A negation flip between a claim and the excerpts it cites (its outputs when it cites
    none): the claim negates a term they state and no evidence negates, or states a term they
    only ever negate; not a `moved` term (`negation_moved`)."""
    conflict = negation_conflict(mine, cited, moved)
    if conflict is None:
        return None
    term, negated_here = conflict
    if negated_here and term in evidence.negated:
        return None
    return conflict
