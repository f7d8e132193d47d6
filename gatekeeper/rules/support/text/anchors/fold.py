"""The equal-length fold applied before matching (see docs/anchors.md, Matching)."""

from __future__ import annotations

import re

from gatekeeper.rules.support.text.patterns import compiled


# Only one-to-one replacements, so spans in the folded text are spans in the
# original.  NFKC itself is not used: it can change the length (… → ...).  `。` and `…` stay:
# folded to `.`, they glued a following number to the sentence (`…作用。2011年`).
def _buildfold() -> dict[int, str]:
    table = {cp: chr(cp - 0xFEE0) for cp in range(0xFF01, 0xFF5F)}  # full-width ASCII
    table.update(
        {ord(k): v for k, v in {
            "\u3000": " ", "\u00a0": " ", "。": ",", "、": ",", "￥": "¥", "【": "[", "】": "]",
            "〔": "[", "〕": "]", "《": "<", "》": ">", "「": '"', "」": '"', "『": '"',
            "』": '"', "“": '"', "”": '"', "‘": "'", "’": "'", "—": "-", "–": "-",
            "−": "-", "﹪": "%", "µ": "μ",
        }.items()}
    )
    return table


_FOLD = _buildfold()
_FOLD_CHARS = {chr(k): v for k, v in _FOLD.items()}
_FOLD_RE = compiled("[" + "".join(re.escape(c) for c in _FOLD_CHARS) + "]")


def fold(text: str) -> str:
    # Substituting only the characters that need it beats str.translate on CJK text
    # (translate looks every character up in a dict; docs/performance.md).
    if text.isascii():
        return text
    return _FOLD_RE.sub(lambda m: _FOLD_CHARS[m.group()], text)

