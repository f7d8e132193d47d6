"""An excerpt gluing the start of one printed line to the end of another never passes unseen.

Real Loghub lines (40 of each log, drawn with a fixed seed): the excerpt is the start of a line
up to a word boundary followed by the end of a line printed a few lines later, cut at the same
word (`[Sun Dec 04 06:22:48 2005] [notice] jk2_init() Found workerEnv in error state 6`, where
the output says `jk2_init() Found child 32479 in scoreboard slot 6` and, two lines on, `mod_jk
child workerEnv in error state 6`); the claim repeats it, the output holds both lines. Each half
is verbatim and every value is written in the output, so neither the similarity score nor the
anchors see anything: 199 of 365 such excerpts passed with no finding before
evidence.misattribution looked for the seam (gatekeeper.rules.support.evidence.spliced). Where
both halves are long enough to place (`MIN_HALF` compacted characters) and no line of the output
holds the two, the binding must now fail; a claim so glued, citing the first line as printed, is
reported (claim.value_contradiction).
"""

from __future__ import annotations

import random
import re

from loghub_quotes import LOGHUB, PER_LOG, check, sampled_lines

from gatekeeper.rules.support.text.machine import machine_printed
from gatekeeper.rules.support.text.normalize import compact

MIN_HALF = 16  # compacted characters of each half (a run of a copy in pieces needs 11)
_SPACE = re.compile(r" +")


def _spliced_lines() -> list[tuple[str, str, str, str]]:
    """(log, output, the line whose start is taken, the two lines glued), deterministic."""
    rng = random.Random(23)
    found = []
    for log, lines in sampled_lines(rng, r"\S \S+ \S+ \S"):
        printed = (LOGHUB / log).read_text(encoding="utf-8", errors="replace").splitlines()
        for line in lines:
            at = printed.index(line)
            later = printed[at + rng.randint(1, 5)] if at + 5 < len(printed) else printed[at - 3]
            cuts = [m.start() for m in _SPACE.finditer(line)]
            other_cuts = [m.start() for m in _SPACE.finditer(later)]
            if min(len(cuts), len(other_cuts)) < 2:
                continue
            word = rng.randint(1, min(len(cuts), len(other_cuts)) - 1)
            head, tail = line[:cuts[word]], later[other_cuts[word]:]
            output = "\n".join(printed[max(0, at - 3):at + 9])
            held = [compact(x) for x in output.split("\n")]
            if (len(compact(head)) >= MIN_HALF and len(compact(tail)) >= MIN_HALF
                    and not any(compact(head) in x and compact(tail) in x for x in held)):
                found.append((log, output, line, head + tail))
    return found


def test_an_excerpt_gluing_two_printed_lines_as_one_fails() -> None:
    spliced = _spliced_lines()
    reports = [(log, glued, check(glued, glued, output)) for log, output, _, glued in spliced]
    assert len(spliced) >= 6 * PER_LOG
    assert [(log, excerpt) for log, excerpt, report in reports if report.status != "fail"] == []


def test_a_claim_gluing_another_line_onto_the_line_it_quotes_is_reported() -> None:
    # The excerpt is the line as printed; the claim goes on with another line's end. 226 of
    # 365 passed before claim.value_contradiction looked for the seam (requoted: a warning by
    # default, `changedWords`). Where the line is machine output (prose may fuse sentences),
    # none does now.
    # (where the head is all the line writes, compacted, the claim quotes it whole and adds a
    # quote of another line: `NEW SWEEP ****` + `from any [Thunderbird_A1] datasource`)
    spliced = [(log, output, line, glued) for log, output, line, glued in _spliced_lines()
               if machine_printed(line) and not compact(line).startswith(compact(glued)[:len(
                   compact(line))])]
    reports = [(log, glued, check(glued, line, output)) for log, output, line, glued in spliced]
    assert len(spliced) >= 5 * PER_LOG
    assert [(log, glued) for log, glued, report in reports if report.status == "pass"] == []
