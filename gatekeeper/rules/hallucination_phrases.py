"""claim.hallucination_phrases: confirmed claims do not speak in guesses (docs/contract.md §3).

Looks for the phrases of `blacklist` (`通常情况下`, `根据经验`, `一般来说`, `可能是`, `推测`,
`我认为`, `理论上`) in the fields of `targetFields` (`claims[].claim_text`). Experience and
speculation belong in hypotheses: fields of `allowInFields` (`hypotheses[].hypothesis_text`,
`hypotheses[].basis`) are never checked, even when `targetFields` also names them.

Matching is on folded text and phrases (gatekeeper/rules/support/text/fold.py): invisible
characters dropped, NFKC and case folded, look-alike Cyrillic/Greek letters and common
traditional characters read as Latin and simplified, spaces between Chinese characters dropped.
So `可\u200b能是`, `根\u00ad据经验`, `可 能 是`, `根據經驗` and full-width or upper-case variants
are caught. A phrase that starts or ends with a Latin letter or digit only matches as a whole
word (`guess` does not fire inside `guesswork`): see gatekeeper/rules/support/text/phrases.py.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from gatekeeper.paths import format_path
from gatekeeper.plugin import Finding, Rule, RuleContext, strict_params
from gatekeeper.rules.support import examples as ex
from gatekeeper.rules.support.fields import SELECTOR_SCHEMA, select
from gatekeeper.rules.support.text.phrases import fold as _fold
from gatekeeper.rules.support.text.phrases import phrase_pattern as _pattern


class HallucinationPhrases(Rule):
    id = "claim.hallucination_phrases"
    params_schema = strict_params(
        targetFields={"type": "array", "items": SELECTOR_SCHEMA, "uniqueItems": True},
        blacklist={"type": "array", "items": {"type": "string", "minLength": 1, "maxLength": 200}},
        allowInFields={"type": "array", "items": SELECTOR_SCHEMA, "uniqueItems": True})
    examples = {
        "fail": ex.example(ex.claim("根据经验，可能是数据库连接池耗尽导致 payment-service 超时。")),
        "pass": ex.example(ex.claim(), hypotheses=[{
            "hypothesis_text": "可能是数据库连接池耗尽导致超时。",
            "basis": "日志只有超时，缺少连接池指标。",
            "needed_evidence": ["HikariCP active/idle/pending 指标"]}]),
    }

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        pattern = _pattern(tuple(params["blacklist"]))
        if pattern is None:
            return
        allowed = set(params["allowInFields"])
        for selector in params["targetFields"]:
            if selector in allowed:
                continue
            for path, value in select(context.document, selector):
                if not isinstance(value, str):
                    continue
                folded = _fold(value)
                phrases = list(dict.fromkeys(m.group(0) for m in pattern.finditer(folded)))
                if phrases:
                    shown = ", ".join(repr(p) for p in phrases)
                    yield Finding(path, f"{format_path(path).split('.')[-1]} uses speculative "
                                  f"phrase {shown}; a confirmed claim must state only what the "
                                  "evidence shows (move guesses to hypotheses)")
