"""A claim saying that what its excerpt shows did not happen never passes unseen.

Real Loghub lines (40 of each log, drawn with a fixed seed), quoted verbatim as the excerpt;
the claim negates a run of the line's words (`未发现 Bad activity token: android.os.BinderProxy@
2bd79ce`, `W ActivityManager: Bad activity token did not occur`, `There was no ...`, `... 并未发
生`). The negation anchors read one or two words after a negator, which the line need not
write, so 455 of 555 such claims passed with no finding (and 95 only warned) before
claim.value_contradiction compared the negated words with the excerpt's
(gatekeeper.rules.support.evidence.negated).
Where the negated run is long enough to be a quote (`MIN_NEGATED` compacted characters, two
words or more), the claim must now fail. So must a claim denying one exception, error code or
id the line writes (`日志中未发现 blk_-5623`, `No OutOfMemoryError was logged`): 1,393 of 3,200
such claims passed with no finding (and 187 only warned) before one such word counted as the
event itself (`negated.denied_anchor`).
"""

from __future__ import annotations

import random

from loghub_quotes import LOGHUB, check, sampled_around

from gatekeeper.rules.support.evidence.words import TOKEN
from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.normalize import compact

MIN_NEGATED = 16  # compacted characters (a run of a quote needs 11)
PER_LOG = 40
BEFORE = ("日志中没有出现 {}", "未发现 {}", "没有记录到 {}", "系统未报告 {}", "There was no {}",
          "no {} in the log")
AFTER = ("{} 并未发生", "{} did not occur")


def _negated_lines() -> list[tuple[str, str, str]]:
    """(log, line, the claim negating a run of its words), deterministic."""
    rng = random.Random(29)
    found = []
    for path in sorted(LOGHUB.glob("*_2k.log")):
        lines = [line for line in path.read_text(encoding="utf-8", errors="replace").splitlines()
                 if len(line.split()) >= 6]
        for line in rng.sample(lines, PER_LOG):
            words = line.split()
            size = rng.randint(3, min(6, len(words) - 2))
            start = rng.randint(len(words) // 3, len(words) - size)
            run = " ".join(words[start:start + size])
            negated_there = start > 0 and words[start - 1].lower() in ("not", "no", "never")
            if len(compact(run)) >= MIN_NEGATED and len(TOKEN.findall(run)) >= 2 and not negated_there:
                found.append((path.name, line, rng.choice(BEFORE + AFTER).format(run)))
    return found


def test_a_claim_negating_words_its_excerpt_states_fails() -> None:
    negated = _negated_lines()
    reports = [(log, claim, check(claim, line, line)) for log, line, claim in negated]
    assert len(negated) >= 10 * PER_LOG
    assert [(log, claim) for log, claim, report in reports if report.status != "fail"] == []


DENYING = ("日志中未发现 {}。", "没有出现 {}，可以排除该问题。", "No {} was logged.", "{} 并未出现。",
           "It did not report {}.")


def _deniable(line: str) -> list[str]:
    """The exceptions, error codes and ids (with a letter: not a bare pid) `line` writes, that a
    claim writing them alone reads as such (`location` of `block_id : location` is a word)."""
    return [a.raw for a in extract_anchors(line) if a.kind in ("exception", "error_code", "identifier")
            and len(a.raw) >= 4 and any(c.isalpha() for c in a.raw)
            and any(b.kind == a.kind for b in extract_anchors(a.raw))]


def test_a_claim_denying_an_exception_a_code_or_an_id_its_excerpt_writes_fails() -> None:
    rng = random.Random(11)
    denied = [(log, printed[n], form.format(rng.choice(_deniable(printed[n]))))
              for log, printed, n in sampled_around(rng, _deniable) for form in DENYING]
    reports = [(log, claim, check(claim, line, line)) for log, line, claim in denied]
    assert len(denied) >= 10 * PER_LOG * len(DENYING)
    assert [(log, claim) for log, claim, report in reports if report.status != "fail"] == []
