"""Ops events a claim states that none of its evidence names in any way.

`payment-svc 出现死锁`, `payment-svc 在 03:14:10 重启`, `已回滚` citing request-timeout lines: an
event is no anchor, so the claim passed with no finding while the deadlock, the restart or the
rollback it reports is written nowhere. An event of the bilingual glossary (a deadlock, a restart,
a rollback, out of memory...: gatekeeper.rules.support.text.glossary) that the claim states (not
denied, not in time), in a sentence naming a subject (a service, host, pod: an ops claim, not a
news story's `重启谈判`) and a clause with no word of what may be, should be or caused it (`建议重启`,
`可能是死锁`, `should roll back`, `因重启过于频繁`), is an anchor of its own when no excerpt or cited
output writes any of its terms or forms, or its general event's, stated or denied: a minor anchor
found in none of the evidence (`claim.entity_grounding` warns). Only the events tools name in
few ways are read (`READ`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.table_words import COLUMN_WORDS
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.glossary import Events, event_spans, forms_of, mentions_event
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import tables_of

KIND = "event"
#: The events read: those tools name in few ways (not a timeout, `deadline exceeded`; an alert,
#: `FIRING`; a certificate's expiry, `expires in 7 days`; a refused connection, `ECONNREFUSED`).
READ = frozenset({"死锁", "回滚", "内存溢出", "限流", "丢包", "空指针", "重启", "成为 leader", "提升为主库"})
#: What may be, should be, or is asked: no event reported (`建议重启`, `可能是死锁`, `should restart`);
#: a cause, which a tool writes in its own words (`因重启过于频繁` of systemd's `start-limit-hit`).
_MODAL = compiled(r"建议|需要|应该|应当|可以|可能|或许|也许|如果|若是|假如|考虑|计划|准备|尝试|将会|是否|怀疑"
                  r"|疑似|因为|由于|(?<![原基])因|(?<![A-Za-z])(?:should|may|might|could|would|will|consider"
                  r"|recommend\w*|need\s+to|if|whether|plan\w*|suspect\w*|possibly|probably|likely|because"
                  r"|due\s+to|caused\s+by)(?![A-Za-z])", re.IGNORECASE)


def unstated_events(claim: str, anchors: Sequence[Anchor], cited: Callable[[], Sequence[str]],
                    compact: Callable[[str], str], events_of: Callable[[str], Events]) -> list[Anchor]:
    """The glossary events the claim reports that none of the evidence texts (`cited()`, read
    `compact`ed) names, nor a cited table's column counts (crictl's `ATTEMPT`, pm2's `↺`: the
    words `table_words` gives them), one anchor each, as the claim writes it first (see the
    module docstring)."""
    spans = [span for span in event_spans(claim) if span[2] in READ] if mentions_event(claim) else []
    if not spans:
        return []
    stated = events_of(claim).all("stated")
    texts: Sequence[str] | None = None  # the evidence, when an event asks
    compacted: list[str] = []
    found: dict[str, Anchor] = {}
    for start, end, key in spans:
        if key in found or key not in stated:
            continue
        low, high = clause_around(claim, start, end)
        first, last = sentence_around(claim, start, end)  # its subject may be the sentence's
        if not any(a.kind in SUBJECTS and first <= a.start < last for a in anchors) or _MODAL.search(
                claim, low, high):
            continue
        if texts is None:
            texts = cited()
            compacted = [compact(text) for text in texts]
        if not any(form in text for form in forms_of(key) for text in compacted) \
                and not _counted_by_column(key, texts):
            found[key] = Anchor(KIND, key, claim[start:end], start, end)
    return list(found.values())


def _counted_by_column(key: str, texts: Sequence[str]) -> bool:
    """Whether a table of `texts` has a column a claim names by one of the event's forms: it
    counts the event under a word of its own (crictl's `ATTEMPT`, pm2's `↺`: restarts)."""
    forms = set(forms_of(key))
    return any(forms.intersection(COLUMN_WORDS.get(column, ()))
               for text in texts for table in tables_of(text) for column in table.columns)

