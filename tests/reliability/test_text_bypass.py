"""Text-matching rules see through invisible characters, width, spacing, script variants and
homoglyphs: none of them hides a speculative phrase or a changed value.
"""

from __future__ import annotations

import pytest
from helpers import run

from gatekeeper.engine.result import Report
from gatekeeper.rules.support import examples as ex

PHRASE_FORMS = [
    "可\u200b能是",  # zero-width space
    "根\u00ad据经验",  # soft hyphen
    "可\u2060能\ufeff是",  # word joiner, BOM
    "可 能 是",  # spaced
    "可\u3000能\u3000是",  # ideographic spaces
    "根據經驗推測",  # traditional
    "通常情況下",
    "一般來說",
    "我認為",
    "理論上",
    "ｔｈｅｏｒｅｔｉｃａｌｌｙ 可能是",  # full width
    "可\u200d能\u200c是",
]


@pytest.mark.parametrize("text", PHRASE_FORMS, ids=ascii)
def test_a_disguised_speculative_phrase_is_found(text: str) -> None:
    document = ex.example(ex.claim(f"payment-service 超时，{text}连接池耗尽。"))["executor_output"]
    report = run(document, [ex.LOG_QUERY], rules=["claim.hallucination_phrases"],
                 session_id=ex.SESSION)
    assert report.status == "fail", text


def test_a_configured_latin_phrase_is_found_through_homoglyphs_and_spacing() -> None:
    document = ex.example(ex.claim("payment-service: I  \u0440robably think so."))["executor_output"]
    report = run(document, [ex.LOG_QUERY], rules=["claim.hallucination_phrases"],
                 session_id=ex.SESSION,
                 settings={"claim.hallucination_phrases.blacklist": ["i probably think"]})
    assert report.status == "fail"


def test_a_phrase_of_invisible_characters_only_matches_nothing() -> None:
    document = ex.example(ex.claim())["executor_output"]
    report = run(document, [ex.LOG_QUERY], rules=["claim.hallucination_phrases"],
                 session_id=ex.SESSION,
                 settings={"claim.hallucination_phrases.blacklist": ["\u200b", "可能是"]})
    assert report.status == "pass"


def test_plain_text_is_not_flagged() -> None:
    document = ex.example(ex.claim("payment-service 出现 request timeout after 5000ms。"))[
        "executor_output"]
    report = run(document, [ex.LOG_QUERY], rules=["claim.hallucination_phrases"],
                 session_id=ex.SESSION)
    assert report.status == "pass"


# An excerpt with one value changed, hidden by an invisible or look-alike character: the
# evidence rules must still see that the output does not say it.
EXCERPT_FORMS = [
    "request timeout after 5\u200b900ms",
    "request timeout after 5\u00ad900ms",
    "request timeout after ５９００ms",
    "request timeout after 59\u200d00ms",
    "requ\u0435st t\u0456m\u0435\u043eut \u0430fter 5900ms",  # Cyrillic look-alikes (found by fuzzing)
    "request timeout after \u0665\u0669\u0660\u0660ms",  # Arabic-Indic digits
    "request timeout after \U0001d7d3\U0001d7d7\U0001d7ce\U0001d7cems",  # mathematical bold
]


def test_a_service_name_behind_a_zero_width_space_is_still_another_service() -> None:
    # Found by tests/fuzz/test_fuzz_gate.py: the anchor extractor did not see `order-service`.
    document = ex.example(ex.claim("payment-service 出现 request timeout。",
                                   excerpt="ERROR [order-\u200bservice] PayClient"))["executor_output"]
    report = run(document, [ex.LOG_QUERY], rules=["evidence.misattribution"],
                 session_id=ex.SESSION)
    assert report.status == "fail"


@pytest.mark.parametrize("excerpt", EXCERPT_FORMS, ids=ascii)
def test_a_changed_value_behind_invisible_characters_does_not_pass(excerpt: str) -> None:
    document = ex.example(ex.claim("payment-service 出现 request timeout。", excerpt=excerpt))[
        "executor_output"]
    report = run(document, [ex.LOG_QUERY],
                 rules=["evidence.excerpt_similarity", "evidence.misattribution"],
                 session_id=ex.SESSION)
    assert report.verdict_ceiling != "PASS", [f.message for f in report.findings]


# A claim's value written in another script's digits, or a Chinese numeral with a percent sign,
# is the value it reads as: `٩٥%` passed as two unknown numbers (warn, ceiling PASS).
CPU_LINE = "2026-11-29 10:02:11 WARN [payment-service] cpu usage 92%, 1200 requests failed"
CPU_QUERY = {**ex.LOG_QUERY, "output_preview": CPU_LINE}
VALUE_FORMS = {
    "arabic-indic": ("\u0669\u0665%", "\u0669\u0662%"),
    "devanagari": ("\u096f\u096b%", "\u096f\u0968%"),
    "mathematical bold": ("\U0001d7d7\U0001d7d3%", "\U0001d7d7\U0001d7d0%"),
    "arabic percent sign": ("95\u066a", "92\u066a"),
    "chinese numeral and %": ("九十五%", "九十二%"),
}


def _cpu_claim(value: str) -> Report:
    document = ex.example(ex.claim(f"payment-service CPU 使用率 {value}",
                                   excerpt="cpu usage 92%, 1200 requests failed"))
    return run(document["executor_output"], [CPU_QUERY],
               rules=["claim.entity_grounding", "claim.value_contradiction"],
               session_id=ex.SESSION)


@pytest.mark.parametrize("forged", [forged for forged, _ in VALUE_FORMS.values()],
                         ids=list(VALUE_FORMS))
def test_a_changed_value_in_other_digits_is_contradicted(forged: str) -> None:
    report = _cpu_claim(forged)
    assert report.verdict_ceiling == "REJECT", [f.message for f in report.findings]


@pytest.mark.parametrize("faithful", [faithful for _, faithful in VALUE_FORMS.values()],
                         ids=list(VALUE_FORMS))
def test_the_same_value_in_other_digits_passes(faithful: str) -> None:
    report = _cpu_claim(faithful)
    assert report.status == "pass", [f.message for f in report.findings]
