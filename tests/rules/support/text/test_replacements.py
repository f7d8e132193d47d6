"""The short runs of words a claim writes in place of its excerpt's."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.replacements import MAX_ALIGNED_WORDS, alignable, replacements


def runs(claim: str, excerpt: str) -> list[tuple[str, str]]:
    return [(claim[r.claim_start:r.claim_end], excerpt[r.excerpt_start:r.excerpt_end])
            for r in replacements(claim, excerpt)]


@pytest.mark.parametrize(("claim", "excerpt", "found"), [
    ("Ted was missing his wife on Tuesday night .", "talk to someone on Saturday night .",
     [("Tuesday", "Saturday")]),  # `Ted was missing his wife`: five words, a clause
    ("Lionel Messi scored his 300th goal", "Ronaldo scored his 300th goal",  # at the start
     [("Lionel Messi", "Ronaldo")]),
    ("Jun 16 出现 sshd authentication failure", "Jun 15 02:04:59 combo sshd(pam_unix)[20882]: "
     "authentication failure", [("16 出现", "15 02:04:59 combo")]),
    ("支付服务在11月30日出现连接池耗尽", "支付服务在11月29日出现连接池耗尽",  # a Chinese character is a word
     [("30", "29")]),
    ("payment-svc 在 2026-11-30 10:02:15 报错", "payment-svc 在 2026-11-29 10:02:15 报错",
     [("2026-11-30", "2026-11-29")]),  # a date or time is one word
    # The claim ends or starts the run: the excerpt's words next to the shared ones (clipped),
    # and where both texts start with it, the excerpt's first words too (its subject).
    ("Saint George was born in New York.", "Saint George was born in Syria during the late "
     "third century", [("New York", "Syria during the late")]),
    ("Justin Rose carded a one-under-par 71", "McIlroy held his nerve to card a one-under-par 71",
     [("Justin Rose carded", "his nerve to card"), ("Justin Rose carded", "McIlroy held his nerve")]),
    ("Bob deployed it", "Bob deployed it", []),  # the same words
    ("Alice reviewed it", "deploy failed at noon", []),  # nothing shared around
    ("the one two three four five six seven outage", "the a b c d e f g outage", []),  # too long
])
def test_runs(claim: str, excerpt: str, found: list[tuple[str, str]]) -> None:
    assert runs(claim, excerpt) == found


def test_a_run_cut_to_the_shared_words_is_marked_clipped() -> None:
    # A date is not compared in a clipped run: another clause may follow there.
    assert [r.clipped for r in replacements("on Tuesday night.", "on Saturday night.")] == [False]
    assert [r.clipped for r in replacements("visited him on Wednesday .", "visited him on Tuesday, "
                                            "just three kilometres away")] == [True]


def test_a_log_longer_than_a_sentence_is_not_aligned() -> None:
    # The matcher is quadratic at worst: an excerpt of a whole log is compared by its anchors.
    log = " ".join(f"line{i}" for i in range(MAX_ALIGNED_WORDS)) + " Saturday night"
    assert runs("on Tuesday night", "on Saturday night") == [("Tuesday", "Saturday")]
    assert runs("line0 Tuesday night", log) == []
    assert alignable(" ".join(["w"] * MAX_ALIGNED_WORDS))
    assert not alignable(" ".join(["w"] * (MAX_ALIGNED_WORDS + 1))) and not alignable(log)
