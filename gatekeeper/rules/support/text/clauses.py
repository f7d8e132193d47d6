"""The clause a place of a text is in: between the marks that end one (`，` `。` `;` a full stop
followed by a space...), where a claim's subject, its negator and what it denies or counts
belong together (`payment-svc 未出现 X，只有 order-svc 出现`: two clauses)."""

from __future__ import annotations

from gatekeeper.rules.support.text.patterns import compiled

_MARK = compiled(r"[。；;，,!！?？\n]|\.(?:\s|$)")


def clause_around(text: str, start: int, end: int | None = None) -> tuple[int, int]:
    """Where the clause holding `text[start:end]` starts and ends."""
    begin = max((m.end() for m in _MARK.finditer(text, 0, start)), default=0)
    mark = _MARK.search(text, start if end is None else end)
    return begin, len(text) if mark is None else mark.start()


_SENTENCE_END = compiled(r"[。；;!！?？\n]|\.(?:\s|$)")


def sentence_around(text: str, start: int, end: int | None = None) -> tuple[int, int]:
    """Where the sentence holding `text[start:end]` starts and ends (`After the restart at
    03:16, X no longer occurred.`: one sentence, two clauses)."""
    begin = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    mark = _SENTENCE_END.search(text, start if end is None else end)
    return begin, len(text) if mark is None else mark.start()
