"""A word of a printed line the claim copies, changed (gatekeeper.rules.support.evidence.requoted)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.requoted import requoted, requoted_words
from gatekeeper.rules.support.evidence.spliced import OutputLines

SSH = "Dec 10 09:12:26 LabSZ sshd[24485]: Failed password for root from 103.99.0.122 port 56079 ssh2"
APACHE = "[Mon Dec 05 10:59:29 2005] [error] mod_jk child workerEnv in error state 6"


@pytest.mark.parametrize(("claim", "excerpt", "found"), [
    (SSH.replace("root", "ftp"), SSH, [("ftp", "root")]),
    (APACHE.replace("in error", "in www"), APACHE, [("www", "error")]),
    ("LabSZ 上 sshd 报告 Failed password for ftp from 103.99.0.122", SSH, [("ftp", "root")]),
])
def test_a_word_changed_in_a_copied_printed_line_is_found(claim, excerpt, found) -> None:
    assert requoted_words(claim, [excerpt]) == found


@pytest.mark.parametrize(("claim", "excerpt"), [
    (SSH, SSH),  # as printed
    # prose is reworded, not quoted
    ("his blacksmith father took him to his first Kentucky Derby",
     "his blacksmith father brought him to his first Kentucky Derby"),
    (SSH.replace("Failed", "Failure"), SSH),  # another ending of the same word
    (SSH.replace("for root", "for the root"), SSH),  # a joiner put in
    (SSH.replace("port 56079", "port 56080"), SSH),  # a value: claims.placed's, not a word
    ("Failed password for root from port 56079 from 103.99.0.122", SSH),  # re-ordered
    ("sshd 报告 Failed password for root", SSH),  # Chinese restating around the copy
])
def test_a_copy_a_rewording_of_prose_or_a_value_is_not(claim, excerpt) -> None:
    assert requoted_words(claim, [excerpt]) == []


def test_a_word_the_cited_output_writes_in_that_place_is_held() -> None:
    # the claim copies another line of the output: that is the binding's choice, not a change
    claim = SSH.replace("root", "ftp")
    assert requoted_words(claim, [SSH], [SSH + "\n" + SSH.replace("root", "ftp")]) == []


NOTICE = "[Sun Dec 04 04:53:29 2005] [notice] jk2_init() Found child 6755 in scoreboard slot 6"
ERROR = "[Sun Dec 04 04:53:16 2005] [error] mod_jk child workerEnv in error state 6"
LOG = ERROR + "\n" + NOTICE


def test_another_line_s_end_glued_onto_a_copied_printed_line_is_found() -> None:
    glued = "[Sun Dec 04 04:53:29 2005] [notice] jk2_init() Found child 6755 in error state 6"
    changed = requoted(glued, [NOTICE], [LOG], OutputLines.of)
    assert changed is not None and changed.words == []
    assert changed.glued is not None and (changed.glued.first, changed.glued.second) == (NOTICE, ERROR)


@pytest.mark.parametrize(("claim", "excerpts"), [
    (NOTICE, [NOTICE]),  # as printed
    # two quotes one after the other: the seam is where the first excerpt ends
    ("jk2_init() Found child 6755 in scoreboard slot 6 mod_jk child workerEnv in error state 6",
     [NOTICE, ERROR]),
    # a sentence of the claim's own around the copies
    ("Apache 在 04:53:29 发现子进程 6755，随后 mod_jk child workerEnv in error state 6", [NOTICE]),
    # prose is not printed: its sentences may be fused
    ("The storm hit the coast on Tuesday and the crews were sent to the city",
     ["The storm hit the coast on Tuesday night, flooding roads"]),
])
def test_quotes_one_after_another_prose_or_a_claim_s_own_words_are_no_glue(claim, excerpts) -> None:
    output = (LOG + "\nThe storm hit the coast on Tuesday night, flooding roads\n"
              "and the crews were sent to the city")
    changed = requoted(claim, excerpts, [output], OutputLines.of)
    assert changed is None or changed.glued is None
