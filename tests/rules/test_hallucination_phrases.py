"""claim.hallucination_phrases: confirmed claims do not speak in guesses."""

from __future__ import annotations

import pytest
from helpers import RuleTestCase, binding, claim, doc, inv

DUMP = [inv(394, "query_logs", "ERROR request timeout after 5000ms")]
EVIDENCE = binding("query_logs", [394], "request timeout after 5000ms")
HYPOTHESES = [{"hypothesis_text": "可能是数据库连接池耗尽导致超时。",
               "basis": "根据经验，一般来说连接池打满会超时。",
               "needed_evidence": ["HikariCP active/idle/pending"]}]


class TestHallucinationPhrases(RuleTestCase):
    rule_id = "claim.hallucination_phrases"

    def test_factual_claims_pass(self) -> None:
        self.assert_pass(doc(claim("payment-service 日志出现 57 次 request timeout。", EVIDENCE)), DUMP)

    @pytest.mark.parametrize("phrase", ["通常情况下", "根据经验", "一般来说", "可能是", "推测", "我认为",
                                        "理论上"])
    def test_each_default_phrase_fails_in_a_claim(self, phrase: str) -> None:
        found = self.check(doc(claim(f"{phrase}，支付服务超时由数据库引起。", EVIDENCE)), DUMP).only()
        assert (found.target, found.level) == ("claims[0].claim_text", "fail")
        assert repr(phrase) in found.message and "hypotheses" in found.message

    def test_all_phrases_of_a_claim_in_one_finding(self) -> None:
        found = self.check(doc(claim("根据经验，可能是连接池耗尽。", EVIDENCE)), DUMP).only()
        assert "'根据经验', '可能是'" in found.message

    def test_each_claim_is_its_own_target(self) -> None:
        checked = self.check(doc(claim("超时 57 次", EVIDENCE), claim("我认为是 GC 引起", EVIDENCE)), DUMP)
        assert checked.targets == ["claims[1].claim_text"]

    def test_hypotheses_may_speculate(self) -> None:
        self.assert_pass(doc(claim("payment-service 出现超时。", EVIDENCE), hypotheses=HYPOTHESES), DUMP)

    def test_allow_in_fields_wins_over_target_fields(self) -> None:
        document = doc(claim("出现超时。", EVIDENCE), hypotheses=HYPOTHESES)
        self.assert_pass(document, DUMP, targetFields=["claims[].claim_text", "hypotheses[].basis"])
        checked = self.check(document, DUMP, targetFields=["hypotheses[].basis"], allowInFields=[])
        assert checked.targets == ["hypotheses[0].basis"]

    def test_blacklist_param_replaces_the_default_list(self) -> None:
        document = doc(claim("根据经验 probably a GC pause.", EVIDENCE))
        checked = self.check(document, DUMP, blacklist=["probably"])
        assert "'probably'" in checked.only().message and "根据经验" not in checked.only().message

    def test_english_phrases_match_whole_words_even_next_to_chinese(self) -> None:
        document = doc(claim("这次guess是错的", EVIDENCE), claim("guesswork 不算", EVIDENCE))
        checked = self.check(document, DUMP, blacklist=["guess"])
        assert checked.targets == ["claims[0].claim_text"]

    def test_full_width_and_case_variants_are_caught(self) -> None:
        checked = self.check(doc(claim("ＰＲＯＢＡＢＬＹ the DB", EVIDENCE)), DUMP, blacklist=["probably"])
        assert checked.only().level == "fail"
