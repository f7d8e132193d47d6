"""composer.schema: strict JSON, the three fields, plain text."""

from __future__ import annotations

import json

import pytest
from chain_helpers import PASSING, ChainRuleTestCase, composer, session, verifier


def answer(**changes: object) -> dict:
    return session(verifier(), composer(**changes))


class TestComposerSchema(ChainRuleTestCase):
    rule_id = "composer.schema"

    def test_plain_json_passes(self) -> None:
        self.assert_pass(PASSING)

    def test_raw_json_text_passes_but_a_fence_is_not_strict_json(self) -> None:
        raw = json.dumps(composer(), ensure_ascii=False)
        self.assert_pass(session(verifier(), "\n" + raw + "\n"))
        assert self.messages(session(verifier(), f"```json\n{raw}\n```")) == [
            "composer output is wrapped in a Markdown code fence; expected the JSON object only"]

    @pytest.mark.parametrize("raw", ["", "当前无法给出结论。", '{"answer_summary": ', '"text"'])
    def test_not_json_is_a_finding(self, raw: str) -> None:
        findings = self.check(session(verifier(), raw))
        assert [f.target for f in findings] == ["composer_output"]
        assert findings[0].message.startswith("composer output is ")

    def test_the_three_fields_and_nothing_else(self) -> None:
        missing = composer()
        del missing["answer_summary"]
        missing["confidence"] = "high"
        messages = " ".join(self.messages(session(verifier(), missing)))
        assert "answer_summary" in messages and "confidence" in messages
        bad_action = composer(recommended_actions=[{"action_text": "检查网关"}])
        assert any(f.target == "composer_output.recommended_actions[0]"
                   for f in self.check(session(verifier(), bad_action)))

    @pytest.mark.parametrize(("text", "kind"), [
        ("## 结论\n超时", "a heading"), ("payment-service **超时**", "emphasis"),
        ("运行 `kubectl get pods`", "inline code"), ("见 [文档](https://x.example/a)", "a link"),
        ("结论：\n- 超时\n- 重试", "a list bullet"), ("| a | b |\n|---|---|", "a table rule"),
        ("```\nlog\n```", "a code fence")])
    def test_markdown_in_text_fields(self, text: str, kind: str) -> None:
        findings = self.check(answer(user_facing_answer=text))
        assert len(findings) == 1 and kind in findings[0].message
        assert findings[0].target == "composer_output.user_facing_answer"

    def test_markdown_in_an_action_and_plain_punctuation_is_fine(self) -> None:
        actions = [{"action_text": "**检查**网关超时阈值", "reason": "当前缺少网关配置 - 需确认。"}]
        findings = self.check(answer(recommended_actions=actions))
        assert [f.target for f in findings] == ["composer_output.recommended_actions[0].action_text"]
        self.assert_pass(answer(user_facing_answer="耗时 5.3 秒 - 已超过阈值；3*4=12，snake_case 名称。"))
