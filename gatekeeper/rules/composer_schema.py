"""composer.schema: the Composer's answer is strict JSON with three plain-text fields.

Runs on a session bundle that carries `composer_output` (an object, or the raw LLM text). The
Composer must answer with JSON and nothing else (docs/chain.md), so beyond the shipped JSON
Schema (`gatekeeper schema composer-output`: `answer_summary`, `recommended_actions[]` of
`{action_text, reason}`, `user_facing_answer`, no other key) this rule also fails:

* text that is not a JSON object (parse status `missing` or `malformed`);
* raw text wrapped in a Markdown code fence (it parses, but it is not strict JSON);
* a repeated key;
* Markdown in any text field: headings, emphasis (`**x**`, `__x__`), inline code, code fences,
  links, list bullets and table rules, because the answer is shown to the user as plain text.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from gatekeeper.parse.chain import COMPOSER
from gatekeeper.paths import JsonPath
from gatekeeper.plugin import Finding, Rule, RuleContext, strict_params
from gatekeeper.rules.support.chain import examples as ex
from gatekeeper.rules.support.chain.checking import chain_of, part_findings
from gatekeeper.rules.support.chain.model import items
from gatekeeper.rules.support.text.patterns import compiled

_MARKDOWN = (
    ("a heading", compiled(r"(?m)^[ \t]{0,3}#{1,6}[ \t]+\S")),
    ("emphasis", compiled(r"\*\*[^*\n]+\*\*|(?<![A-Za-z0-9])__[^_\n]+__(?![A-Za-z0-9])")),
    ("a code fence", compiled(r"```")),
    ("inline code", compiled(r"`[^`\n]+`")),
    ("a link", compiled(r"\[[^\]\n]+\]\([^)\s]+\)")),
    ("a list bullet", compiled(r"(?m)^[ \t]*[-*+][ \t]+\S")),
    ("a table rule", compiled(r"(?m)^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*\|")),
)


def text_fields(document: Mapping[str, Any]) -> Iterator[tuple[JsonPath, str]]:
    """(path, text) of every text field of a composer output, in document order."""
    for key in ("answer_summary", "user_facing_answer"):
        if isinstance(document.get(key), str):
            yield (COMPOSER, key), document[key]
    for index, action in items(document, "recommended_actions"):
        for key in ("action_text", "reason"):
            if isinstance(action.get(key), str):
                yield (COMPOSER, "recommended_actions", index, key), action[key]


class ComposerSchema(Rule):
    id = "composer.schema"
    checks = COMPOSER
    params_schema = strict_params()
    examples = {
        "fail": ex.session(ex.verifier(), ex.composer(
            "## 结论\n日志显示 **payment-service** 出现请求超时：request timeout after 5000ms。")),
        "pass": ex.PASSING,
    }

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        parsed = chain_of(context).composer
        yield from part_findings(parsed, COMPOSER, "composer-output")
        if parsed is None or parsed.document is None:
            return
        if parsed.text.lstrip("\ufeff").strip().startswith("```"):
            yield Finding((COMPOSER,), "composer output is wrapped in a Markdown code fence; "
                          "expected the JSON object only")
        for path, value in text_fields(parsed.document):
            found = [name for name, pattern in _MARKDOWN if pattern.search(value)]
            if found:
                yield Finding(path, f"{path[-1]} contains Markdown ({', '.join(found)}); "
                              "expected plain text")
