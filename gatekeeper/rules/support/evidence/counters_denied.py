"""A claim denying what a status counter of its evidence counts above zero.

`Redis 没有驱逐任何 key` citing `redis-cli INFO`, whose `evicted_keys:1200`; `没有被拒绝的连接`
citing its `rejected_connections:37`; `没有阻塞的客户端` citing `blocked_clients:3`; `MySQL
没有中止的连接尝试` citing `SHOW GLOBAL STATUS`' `Aborted_connects | 128 |`; `no keys were
evicted`: a denial has no value to compare and every word is the output's, so the claim
passed. A clause whose negator (`没有`, `未`, `无`, `no`, `not`, `never`, `zero`) is followed
by the words of one counter's name (as evidence/fields.py reads a status output's fields and a
claim naming them, `驱逐` for `evicted`) and nothing else but words that carry no meaning of
their own (`任何`, `被`, `的`, `were`, `any`) is contradicted by that counter above zero
(`evicted_keys:0` holds it). Unsure says nothing: a clause naming a time or a point after which
(`重启后`, `目前`, `in the last hour`: a counter counts since its process started), a number, a
qualifier (`没有大量驱逐`), another verb or object (`没有客户端连接失败`, `evicted_keys 没有增长`),
or counters of several names. A clause saying every one is what a counter of its negation
counts (`所有分片都已分配`, `all shards are assigned` over Elasticsearch's `unassigned_shards: 5`:
the counter's words, its `un` word without the negation, `已`, `都` and fillers only; a part
named, `所有主分片`, is unsure) is contradicted the same way; a clause saying there is what a
counter counts (`有`, `存在`, `there are`: `Redis 有阻塞的客户端`) by the counter at zero. An
outcome's counter (`errors`, `failed`) is the glossary's to read (text/glossary.py: which kind,
unsure), an interface's `evidence/link_stats.py`'s.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.field_names import Field, most_specific, names_field, word_spans
from gatekeeper.rules.support.evidence.field_words import FIELD_WORDS
from gatekeeper.rules.support.evidence.fields import fields_of
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import LATER, clause_around
from gatekeeper.rules.support.text.patterns import compiled

#: A negator of existence (not `未命中`, a miss; not `无法`, unable).
_NEGATOR = compiled(r"没有|(?<![并])没(?![错事])|(?:并|从)?未(?!命中|知|来|必)|(?:并)?无(?!法|论|需|关|限)"
                    r"|不存在|(?<![A-Za-z])(?:no|not|never|zero|none|without)(?![A-Za-z])|n't(?![A-Za-z])",
                    re.IGNORECASE)
#: Words a denied counter's clause may write besides its name's: they add nothing denied.
_FILLER = compiled(r"\s+|任何|一个|被|的|了|过|有|发生|出现|记录到?|数据包|包|进程|连接|"
                   r"(?<![A-Za-z])(?:any|a|an|the|of|were|was|been|being|have|has|had|did|does|do|is|are|be"
                   r"|ever|single|packets?|process(?:es)?|connections?|sockets?|at|all|yet|so|far|occurred"
                   r"|happened|seen|observed"
                   r"|recorded|logged)"
                   r"(?![A-Za-z])|(?<![A-Za-z])(?:on|by|in|at|for|from)\s+[\w.\-]+", re.IGNORECASE)
#: A word saying there is one (`有`, `存在`, `there are`; not `所有`, `有效`, `只有`).
_EXISTS = compiled(r"(?<![没未所具拥含还只仅])有(?![效限关些时点助利待望所])|存在|(?<![A-Za-z])there\s+"
                   r"(?:are|were|is|was)(?![A-Za-z])", re.IGNORECASE)
#: A word saying every one (`所有分片都已分配`, `all shards are assigned`).
_EVERY = compiled(r"所有|全部|全都|都|均|(?<![A-Za-z])(?:all|every|each)(?![A-Za-z])", re.IGNORECASE)
#: Words of a state reached, which a clause saying every one is in may add (`已`, `successfully`).
_DONE = compiled(r"已经|已|成功|正常|(?<![A-Za-z])(?:successfully|properly|now)(?![A-Za-z])"
                 r"|(?<![A-Za-z])of\s+[\w.\-]+")  # (`every shard of logs-prod`)
#: A time or window the counter may not cover (it counts since its process started).
_WINDOW = compiled(r"最近|近期|过去|期间|今天|今日|本周|小时内|分钟内|天内|再|又|新(?:的)?"
                   r"|(?<![A-Za-z])(?:last|recent(?:ly)?|past|within|during|any\s+more|anymore|again|new"
                   r"|longer)(?![A-Za-z])", re.IGNORECASE)
_NUMBER = compiled(r"(?<![A-Za-z0-9_\-.])\d")  # not a name's (`cache-01`)
_COUNT = compiled(r"\d+")
#: The words of outcomes, whose kind a claim leaves open (text/glossary.py reads them).
_OUTCOMES = frozenset({"errors", "error", "failed", "failures", "fail", "exceptions"})


def counter_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the clause, [the counter counting what it denies]) for the first clause denying what a
    counter of its evidence counts above zero (see the module docstring)."""
    del anchors, anchors_of  # the counters are read as printed
    negated, every, exists = (pattern.search(claim) is not None for pattern in (_NEGATOR, _EVERY, _EXISTS))
    if not (negated or every or exists):
        return None
    counters = [f for text in dict.fromkeys(texts) for f in fields_of(text)
                if _COUNT.fullmatch(f.value) and not _OUTCOMES.intersection(f.words)]
    if not counters:
        return None
    return ((negated and _said(claim, counters, _NEGATOR)) or (every and _every_one(claim, counters))
            or (exists and _said(claim, counters, _EXISTS)) or None)


def _said(claim: str, counters: list[Field], words: re.Pattern[str]) -> tuple[Anchor, list[str]] | None:
    """A clause denying what a counter counts above zero (`words` `_NEGATOR`), or saying there is
    what it counts at zero (`_EXISTS`: `Redis 有从库连接` over `connected_slaves:0`)."""
    for word in words.finditer(claim):
        low, high = clause_around(claim, word.start(), word.end())
        clause = claim[low:high].lower()
        if _NUMBER.search(clause) or LATER.search(clause) or _WINDOW.search(clause) or (
                words is _EXISTS and _NEGATOR.search(clause)):
            continue
        after = word.end() - low
        named = [f for f in most_specific([f for f in counters if names_field(clause, f)])
                 if not all(_FILLER.fullmatch(w) for w in f.words) and _only_names(clause, after, f)]
        if not named or len({f.words for f in named}) > 1:
            continue
        counted = next((f for f in named if int(f.value) > 0), None)
        if words is _NEGATOR and counted is not None:
            return _contradiction(claim, low, high, counted)
        if words is _EXISTS and counted is None:
            return _contradiction(claim, low, high, named[0], "there is")
    return None


def _every_one(claim: str, counters: list[Field]) -> tuple[Anchor, list[str]] | None:
    """A clause saying every one is what a counter of its negation counts (`所有分片都已分配`,
    `all shards are assigned` over Elasticsearch's `unassigned_shards: 5`): its words but the
    negation's, and fillers only (see the module docstring)."""
    for word in _EVERY.finditer(claim):
        low, high = clause_around(claim, word.start(), word.end())
        clause = claim[low:high].lower()
        if (_NEGATOR.search(clause) or _NUMBER.search(clause) or LATER.search(clause)
                or _WINDOW.search(clause)):
            continue
        named = [f for f in counters if _every_named(clause, f)]
        if len({f.words for f in named}) == 1 and int(named[0].value) > 0:
            return _contradiction(claim, low, high, named[0])
    return None


def _every_named(clause: str, field: Field) -> bool:
    """Whether the clause names each word of the counter, its negated word (`unassigned`,
    `未分配`) without its negation, and nothing else but fillers."""
    negated = [w for w in field.words if w.startswith("un") and len(w) > 4]
    if len(negated) != 1:
        return False
    word = negated[0]
    others = [word_spans(other, clause) for other in field.words if other != word]
    forms = (word[2:], *(form[1:] if form[:1] in "未不非" else form[2:] for form in FIELD_WORDS.get(word, ())
                         if form[:1] in "未不非" or form.startswith("un")))  # `allocated` of `unallocated`
    positive = [(m.start(), m.end()) for form in forms
                for m in re.finditer(rf"(?<![a-z]){re.escape(form)}(?![a-z])", clause)]
    if not positive or not all(others):
        return False
    spans = [*positive, *(span for spans in others for span in spans)]
    rest = list(clause)
    for low, high in spans:
        rest[low:high] = [" "] * (high - low)
    # a subject may come first: `logs-prod 的分片均已分配`; not a part: `所有主分片`
    start = min(low for low, _ in [*spans, *(m.span() for m in _EVERY.finditer(clause))])
    return not _FILLER.sub("", _EVERY.sub("", _DONE.sub("", "".join(rest[start:])))).strip()


def _contradiction(claim: str, low: int, high: int, counted: Field, said: str = "no"
                   ) -> tuple[Anchor, list[str]]:
    return (Anchor("state", f"{said} {counted.name}", claim[low:high].strip(), low, high),
            [f"{counted.name} {counted.value} ({clipped(counted.line.strip(), 80)!r})"])


def _only_names(clause: str, start: int, field: Field) -> bool:
    """Whether the clause after its negator writes a word of the counter's name and nothing else
    but fillers."""
    rest = list(clause[start:])
    named = False
    for word in field.words:
        for low, high in word_spans(word, clause):
            if high > start:
                named = True
                rest[max(low - start, 0):high - start] = [" "] * (high - max(low, start))
    return named and not _FILLER.sub("", "".join(rest)).strip()

