"""gatekeeper.rules.support.similarity: substring first, fuzzy second, capped by shared words; truncation."""

from __future__ import annotations

from gatekeeper.rules.support.similarity import prepare_source, score

LOG = ("2015-07-29 19:17:57,939 - INFO  [/10.10.34.11:3888:QuorumCnxManager$Listener@493] - "
       "Received connection request /10.10.34.13:58035")


def similarity(excerpt: str, source: str) -> float:
    return score(excerpt, *prepare_source(source)).score


def test_normalised_substring_scores_one() -> None:
    assert similarity("ＣＰＵ 使用率 ９２％", "payment-svc CPU使用率92%，线程数 245") == 1.0
    assert similarity("Received  connection\nrequest", LOG) == 1.0


def test_unrelated_sentence_of_the_same_alphabet_is_not_similar() -> None:
    # Character alignment alone gives such pairs 0.4: the shared-word cap brings them down.
    excerpt = "certificate chain could not be verified by the trust store"
    assert similarity(excerpt, LOG) < 0.3
    assert score(excerpt, *prepare_source(LOG), words=False).score >= 0.3


def test_paraphrase_with_shared_words_keeps_its_fuzzy_score() -> None:
    assert similarity("p99 延迟 5.3s", "payment-svc p99 延迟 5300ms，QPS 1.2万") >= 0.5


def test_short_excerpts_only_match_exactly() -> None:
    assert similarity("CPU 95%", "CPU 59%") == 0.0


def test_excerpt_past_the_end_of_a_cut_preview_is_marked_truncated() -> None:
    match = score("Received connection request /10.10.34.13:58035", *prepare_source(LOG[:120] + "..."))
    assert match.truncated and match.verified_chars > 0
