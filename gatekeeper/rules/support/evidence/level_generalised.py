"""A level a claim says every log line has, or no line has, that a cited line denies.

`所有日志都是 INFO 级别` citing ZooKeeper's lines, one of which is `WARN  [WorkerSender...] - Cannot
open channel`; `日志里没有 WARN` citing the same: the level is the output's and no value is written,
so nothing was missing or contradicted (a denial of an English word only warned). A clause saying
every line is of one level (`所有日志都是 INFO 级别`, `日志全是 INFO`, `all log lines are INFO`,
`every entry is at DEBUG level`) is contradicted by a cited line of another level; one saying no
line is of a level (`没有 WARN 日志`, `日志中没有警告`, `no ERROR lines`, `there were no warnings`)
by a line of it. A line's level is the first level word it prints (evidence/levels.py), of the
sentence's service or host when it names one. Unsure says nothing: a sentence excepting some
(`除了`, `except`), denying every (`并非所有`, `not all`), or telling of another time (`之前`,
`after the restart`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.levels import NAMED_LEVELS, line_level, sentence_subjects
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import LATER, sentence_around
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import OTHER_TIME

_WORDS = "|".join(sorted(NAMED_LEVELS, key=len, reverse=True))
_LINES_ZH = r"(?:日志|记录|消息|行)"
_LINES_EN = r"(?:log\s+)?(?:lines|entries|logs|messages|records)"
#: Every line of one level.
_EVERY = compiled(
    rf"(?:所有|全部)(?:的)?\s*{_LINES_ZH}\s*(?:都|均|全)(?:是|为|属于)\s*(?P<z1>{_WORDS})"
    rf"|{_LINES_ZH}\s*(?:全|都|均|全都|全部)(?:是|为)\s*(?P<z2>{_WORDS})"
    rf"|(?<![A-Za-z])(?:all\s+(?:the\s+)?{_LINES_EN}\s+(?:are|were)|every\s+(?:log\s+)?(?:line|entry|message)"
    rf"\s+(?:is|was))\s+(?:at\s+)?(?:the\s+)?(?P<e1>{_WORDS})(?![A-Za-z])", re.IGNORECASE)
#: No line of a level.
_NONE = compiled(
    rf"(?:没有|无|未见|未发现)(?:任何)?\s*(?P<z1>{_WORDS})\s*(?:级别)?\s*的?\s*{_LINES_ZH}"
    rf"|{_LINES_ZH}\s*(?:里|中|内)?\s*(?:没有|无|未见|未发现)(?:任何)?\s*(?P<z2>{_WORDS})(?![A-Za-z])"
    rf"|(?<![A-Za-z])(?:no|zero)\s+(?P<e1>{_WORDS})\s*(?:level\s+)?(?:{_LINES_EN})?(?![A-Za-z])"
    rf"|(?<![A-Za-z])(?:there\s+(?:are|were)\s+no|without\s+any)\s+(?P<e2>{_WORDS})(?![A-Za-z])",
    re.IGNORECASE)
#: An exception or a denial of every: no claim of each line.
_UNSURE = compiled(r"除了|除去|以外|之外|并非|不是所有|(?<![A-Za-z])(?:except|besides|other\s+than"
                   r"|apart\s+from|not\s+all|not\s+every)(?![A-Za-z])", re.IGNORECASE)


def level_generalised(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the line denying them]) for the first level the claim says every
    cited line has, or none has, that a line denies (see the module docstring)."""
    del anchors_of  # the lines are read as printed
    for pattern, every in ((_EVERY, True), (_NONE, False)):
        for said in pattern.finditer(claim):
            low, high = sentence_around(claim, said.start(), said.end())  # `除了一条 WARN，所有日志都是 INFO`
            if _UNSURE.search(claim, low, high) or OTHER_TIME.search(claim, low, high) \
                    or LATER.search(claim, low, high):
                continue
            word = next(group for group in said.groups() if group)
            level = NAMED_LEVELS[word.lower()]
            subjects = sentence_subjects(claim, anchors, said.start())
            for text in dict.fromkeys(texts):
                for line in text.split("\n"):
                    printed = line_level(line)
                    if printed is None or (subjects and not any(s in compact(line) for s in subjects)):
                        continue
                    if (printed != level) == every:
                        return Anchor("state", said.group().lower(), said.group(), *said.span()), [
                            repr(clipped(line.strip(), 100))]
    return None
