"""An excerpt that leaves a negator or a failure out of a printed line never passes unseen.

Real Loghub lines holding `not`, `no`, `never`, `cannot`, `failed`, `failure`, `denied`,
`invalid`... (40 of each such log, drawn with a fixed seed), quoted with that word left out and
repeated by the claim (`ClusterFileSystem: There is server for ServerFileSystem domain` where
the line says `There is no server`). Words left out of a line are no splice, and the rest is
copied as it is: 131 of 436 such excerpts passed with no finding before evidence.misattribution
looked at what was left out (gatekeeper.rules.support.evidence.spliced.dropped). Where what is
left on each side of the word is long enough to place (`MIN_SIDE` compacted characters), the
binding must now fail.
"""

from __future__ import annotations

import random
import re

from loghub_quotes import PER_LOG, check, sampled_around

from gatekeeper.rules.support.text.normalize import compact

_TURNING = re.compile(r"\s(not|no|never|cannot|unable to|failed to|Failed|failure|denied|invalid|"
                      r"Invalid)(?![\w-])")
MIN_SIDE = 16  # compacted characters (a run of a quote needs 11)


def _turned_lines() -> list[tuple[str, str, str]]:
    """(log, output, the line with its negator or failure left out), deterministic."""
    rng = random.Random(5)
    found = []
    for log, printed, n in sampled_around(rng, _TURNING.search):
        line = printed[n]
        word = _TURNING.search(line)
        before, after = line[:word.start()], line[word.end():]
        if len(compact(before)) >= MIN_SIDE and len(compact(after)) >= MIN_SIDE:
            found.append((log, "\n".join(printed[max(0, n - 2):n + 3]), before + after))
    return found


def test_an_excerpt_leaving_out_a_negator_or_a_failure_fails() -> None:
    turned = _turned_lines()
    reports = [(log, excerpt, check(excerpt, excerpt, output)) for log, output, excerpt in turned]
    assert len(turned) >= 5 * PER_LOG
    assert [(log, excerpt) for log, excerpt, report in reports if report.status != "fail"] == []


def test_a_claim_copying_its_excerpt_with_a_negator_or_a_failure_left_out_fails() -> None:
    # The excerpt is the line as printed; the claim copies it without the word: it says the
    # opposite. 170 of 436 passed with no finding and 90 only warned before
    # claim.value_contradiction looked (spliced.turned_around).
    turned = _turned_lines()
    reports = [(log, claim, check(claim, _line_of(output, claim), output))
               for log, output, claim in turned]
    assert [(log, claim) for log, claim, report in reports if report.status != "fail"] == []


def test_an_ellipsis_standing_for_a_negator_or_a_failure_fails() -> None:
    # The same lines, the word replaced by an ellipsis (`sshd[24579]: … password for root`),
    # or the excerpt starting right after it, led in by one or not (`password for root from
    # ...`): each fragment is verbatim. 177 of 436 of each passed with no finding before
    # evidence.misattribution looked at what an excerpt leaves out at its start and at an
    # ellipsis (evidence.elided). After punctuation (`authentication failure; logname=`) the
    # word governs nothing: an excerpt starting there may pass.
    turned = _turned_lines()
    starts = [(log, output, _after(output, line)) for log, output, line in turned]
    excerpts = [*((log, output, _elided(output, line)) for log, output, line in turned),
                *((log, output, start) for log, output, start in starts if start[:1].isalnum()),
                *((log, output, "… " + start) for log, output, start in starts if start[:1].isalnum())]
    reports = [(log, excerpt, check(excerpt, excerpt, output)) for log, output, excerpt in excerpts]
    assert len(excerpts) >= 3 * 4 * PER_LOG
    assert [(log, excerpt) for log, excerpt, report in reports if report.status != "fail"] == []


def _elided(output: str, turned: str) -> str:
    line = _line_of(output, turned)
    word = _TURNING.search(line)
    return line[:word.start()] + " … " + line[word.end():].lstrip()


def _after(output: str, turned: str) -> str:
    line = _line_of(output, turned)
    return line[_TURNING.search(line).end():].strip()


def _line_of(output: str, turned: str) -> str:
    """The line of `output` that `turned` copies with a word left out."""
    return next(line for line in output.split("\n")
                if (word := _TURNING.search(line)) and line[:word.start()] + line[word.end():] == turned)
