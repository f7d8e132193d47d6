"""A claim saying a failure is still going on, while its evidence's last word on it is a
recovery. `持续到 03:21`, `持续了 7 分钟`, `一直到`: a failure that lasted, bounded, no persisting one.

`order-svc 健康检查一直失败` citing `10:04:00 [order-svc] health check failed: connection refused`
of an output whose next line is `10:05:00 [order-svc] health check passed`: every word is the
output's, nothing is missing, and the Verifier keeps an incident open that closed itself (or
blames a later change on it). The claim's failure goes on: a word of persisting (`仍`, `一直`,
`持续`, `还在`, `至今`, `尚未恢复`, `still`, `ongoing`, `continues to`, `not yet recovered`,
`remains`), or of an end in failure (`最终失败`, `eventually failed`), in a sentence naming a
failure (`失败`, `报错`, `异常`, `不可用`, `告警`, `failing`, `down`, `unhealthy`, `firing`, `errors`).
Among the stamped lines of the cited outputs (the excerpts when none) that report a failure or a
recovery of the sentence's services or hosts (any, when it names none), the last one reporting a
recovery (`passed`, `recovered`, `resolved`, `healthy`, `back to normal`, `Connected to`, `恢复`),
and none reporting a failure after it, contradicts it. Unsure says nothing: lines without a time
or of several days, a hedge (`可能`, `may`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import EVENTS, SUBJECTS
from gatekeeper.rules.support.evidence.firsts import stamped_lines
from gatekeeper.rules.support.evidence.printed_checks import alert_names
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import sentence_around
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled

_ONGOING = compiled(r"仍(?:然|在|旧)?|(?:一直|持续)(?![了约近大]*\s*[\d一二两三四五六七八九十几数半]"
                    r"|到|至|时间)|还在|至今|尚未(?:恢复|解决)|未能?恢复|(?<![A-Za-z])(?:still|"
                    r"ongoing|continu(?:es|ed|ing)\s+to|remains?|remained|not\s+(?:yet\s+)?recovered"
                    r"|has\s+not\s+recovered|persists?|persisting)(?![A-Za-z])"
                    # an end in failure (`最终失败`, `eventually failed`; not `最终导致超时`, a cause)
                    r"|(?:最终|最后|终于)(?:还是|仍然?|依然)?\s*(?=失败|报错|不可用|宕机)"
                    r"|(?<![A-Za-z])(?:eventually|ultimately|finally|in\s+the\s+end)\s+(?=fail|error|gave\s+up"
                    r"|went\s+down)", re.IGNORECASE)
_FAILING = compiled(r"失败|报错|异常|不可用|告警|故障|超时|宕机|(?<![A-Za-z])(?:fail(?:s|ing|ed)?|down|"
                    r"unhealthy|unavailable|firing|errors?|erroring|timing\s+out|broken)(?![A-Za-z])",
                    re.IGNORECASE)
_HEDGE = compiled(r"可能|也许|或许|预计|(?<![A-Za-z])(?:may|might|could|probably|likely)(?![A-Za-z])",
                  re.IGNORECASE)
#: A line reporting a recovery, and one reporting a failure, as services and monitors print them.
_RECOVERY = compiled(r"恢复|已解决|(?<![A-Za-z])(?:passed|recovered|resolved|healthy|back\s+to\s+normal"
                     r"|restored|succeeded|is\s+up|UP|reconnected|connection\s+established)(?![A-Za-z])"
                     r"|(?<![A-Za-z_])connected\s+to(?![A-Za-z])|连接成功|已连接|连接已建立", re.IGNORECASE)
_FAILURE = compiled(r"(?<![A-Za-z_])(?:ERROR|FATAL|CRITICAL|SEVERE)(?![A-Za-z_])|(?<![A-Za-z])(?:"
                    r"failed|failing|failure|firing|unhealthy|down|refused|timed\s+out|timeout"
                    r"|unavailable)(?![A-Za-z])|失败|异常|超时", re.IGNORECASE)


def still_failing(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                  anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words of a failure going on, [the recovery its evidence ends with]) for the
    first such claim its evidence contradicts (see the module docstring); None when there is
    none."""
    for words in _ONGOING.finditer(claim):
        start, end = sentence_around(claim, words.start(), words.end())
        failing = _FAILING.search(claim, start, end)
        if failing is None or _HEDGE.search(claim, start, end):
            continue
        # the services and hosts it names, and the alerts (another alert's recovery is not its)
        subjects = [*(compact(a.raw) for a in anchors if a.kind in SUBJECTS
                      and start <= a.start and a.end <= end),
                    *map(compact, alert_names(claim, start, end, texts))]
        found = _ends_recovered(subjects, texts, anchors_of)
        if found is not None:
            since, until = min(words.start(), failing.start()), max(words.end(), failing.end())
            written = claim[since:until].strip()
            return (Anchor("state", written.lower(), written, since, until),
                    [f"a recovery at {found[0]} ({clipped(found[1], 100)!r}), no failure after it"])
    return None


def _ends_recovered(subjects: Sequence[str], texts: Sequence[str],
                    anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[str, str] | None:
    """(its stamp, the line) of the last line reporting a failure or a recovery of `subjects`,
    when it reports a recovery and no failure."""

    def reports(line: str) -> bool:
        folded = compact(line)
        return ((_RECOVERY.search(line) is not None or _failure(line, anchors_of))
                and (not subjects or any(who in folded for who in subjects)))

    lines = stamped_lines(reports, texts, anchors_of)
    if not lines:
        return None
    _, raw, last = max(lines)
    if _RECOVERY.search(last) is None or _failure(last, anchors_of):
        return None
    return raw, last.strip()


def _failure(line: str, anchors_of: Callable[[str], Sequence[Anchor]]) -> bool:
    return _FAILURE.search(line) is not None or any(a.kind in EVENTS for a in anchors_of(line))
