"""A claim copying a printed line with one word changed never passes unseen.

Real Loghub lines (40 of each log, drawn with a fixed seed), quoted verbatim as the excerpt,
while the claim copies the line with one word replaced by another word of the same log (`Failed
password for ftp` for `for root`, `in www state 6` for `in error state 6`). Values and names
are kept, so the anchors see nothing: 359 of 594 such claims passed with no finding before
claim.value_contradiction compared the words of a copied printed line
(gatekeeper.rules.support.evidence.requoted). Where the changed word is one the claim can be
held to (the line is machine output, the word is neither its first nor its last, it is written
once on the line and the new one nowhere, and neither is a joiner or another ending of the
other), the claim must be reported.
"""

from __future__ import annotations

import random
import re

from loghub_quotes import LOGHUB, PER_LOG, check, sampled_lines

from gatekeeper.rules.support.evidence.words import JOINERS, stem
from gatekeeper.rules.support.text.machine import machine_printed

_WORD = re.compile(r"(?<![\w.-])[A-Za-z]{3,}(?![\w.-])")


def _requoted_lines() -> list[tuple[str, str, str]]:
    """(log, line, the line with one word replaced by another of its log), deterministic."""
    rng = random.Random(17)
    vocabulary = {path.name: sorted(set(_WORD.findall(path.read_text(errors="replace"))))
                  for path in sorted(LOGHUB.glob("*_2k.log"))}
    found = []
    for log, lines in sampled_lines(rng, r".{30}"):
        for line in lines:
            words = list(_WORD.finditer(line))
            if len(words) < 3:
                continue
            m, other = rng.choice(words), rng.choice(vocabulary[log])
            lowered = re.findall(r"[a-z]+", line.lower())
            inside = re.search(r"[^\W_]", line[:m.start()]) and re.search(r"[^\W_]", line[m.end():])
            if (machine_printed(line) and inside and lowered.count(m.group().lower()) == 1
                    and other.lower() not in lowered and stem(other.lower()) != stem(m.group().lower())
                    and not {other.lower(), m.group().lower()} & JOINERS):
                found.append((log, line, line[:m.start()] + other + line[m.end():]))
    return found


def test_a_claim_copying_a_printed_line_with_a_word_changed_is_reported() -> None:
    changed = _requoted_lines()
    passed = [(log, new) for log, line, new in changed if check(new, line, line).status == "pass"]
    assert len(changed) >= 10 * PER_LOG and passed == []
