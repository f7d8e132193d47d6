"""Text normalisation for comparing mixed Chinese/English ops text.

`normalize(text)`
    NFKC (full-width `ＣＰＵ９５％` becomes `CPU95%`), casefold, Chinese
    punctuation mapped to its ASCII counterpart, whitespace runs collapsed to
    one space, stripped.  Chinese separators (`，。：；、！？`) become the ASCII
    mark followed by a space, because in CJK typography the full-width mark
    carries its own spacing: `错误码：ERR` and `错误码: ERR` normalise alike.

`compact(text)`
    `normalize` and then drop every space and punctuation mark, for
    substring tests that must ignore spacing and punctuation.  Characters that
    carry meaning survive:

    * `%` always (`95%` is not `95`);
    * `_` always (identifiers: `err_timeout`);
    * `.` between two ASCII letters/digits (`5.3s`, `kafka.consumer`);
    * `-` between two ASCII letters/digits (`order-svc`, `ora-00060`)
      and as a sign directly before a digit (`-26.95%`) when not glued to a
      preceding letter/digit;
    * `,` between digits unless it is a thousands separator: `98,000`
      becomes `98000` but the list `1,2` does not become `12`.

`is_truncated(preview)` / `strip_truncation_marker(preview)`
    Recognise a trailing truncation marker: an ellipsis (`...`, `…`,
    `……`, `。。。`), a bracketed note containing `truncated`, `omitted`,
    `省略` or `截断` (`[truncated]`, `(truncated)`, `<truncated>`,
    `（已截断）`, `[... 120 bytes truncated]`), or an ellipsis followed by such
    a note (`...(省略)`).  Trailing whitespace is ignored.  A log line that
    genuinely ends in `...` (`Waiting...`) is reported as truncated too:
    callers use this to be lenient, so a false positive is the safe side.

All functions are pure; tables and regexes are compiled at import.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from gatekeeper.rules.support.text.fold import strip_ignorable
from gatekeeper.rules.support.text.patterns import compiled

__all__ = ["compact", "compact_once", "is_truncated", "normalize", "strip_truncation_marker"]

# Applied before NFKC, so the full-width forms NFKC would fold (，：；！？（）)
# are listed here too: they get their trailing space.
_PUNCT_TABLE = str.maketrans(
    {
        "，": ", ",
        "。": ". ",
        "、": ", ",
        "：": ": ",
        "；": "; ",
        "！": "! ",
        "？": "? ",
        "（": "(",
        "）": ")",
        "【": "[",
        "】": "]",
        "〔": "[",
        "〕": "]",
        "《": '"',
        "》": '"',
        "「": '"',
        "」": '"',
        "『": '"',
        "』": '"',
        "“": '"',
        "”": '"',
        "‘": "'",
        "’": "'",
        "—": "-",
        "–": "-",
        "−": "-",
        "～": "~",
        "\u200b": "",  # zero-width space
        "\u200c": "",
        "\u200d": "",
        "\ufeff": "",  # BOM
    }
)
_WS_RE = compiled(r"\s+")
# str.translate with a dict looks up every character; most log text holds none of
# the table's characters, which one regex scan finds out far faster.
_PUNCT_CHARS = compiled("[" + "".join(re.escape(chr(c)) for c in _PUNCT_TABLE) + "]")


def normalize(text: str) -> str:
    """Return the canonical comparable form of *text* (see module docstring)."""
    return _WS_RE.sub(" ", _folded(text)).strip()


def _folded(text: str) -> str:
    """`normalize` but for its whitespace, which `compact` drops anyway."""
    if not text.isascii():
        text = strip_ignorable(text)  # zero-width, soft hyphen, BOM...: no meaning
        if _PUNCT_CHARS.search(text):
            text = text.translate(_PUNCT_TABLE)
    return unicodedata.normalize("NFKC", text).casefold()


# What `compact` drops: any non-word character but `%`, except `.`, `-` and `,` where
# they carry meaning. Both alternatives start with a character class, so the regex engine skips
# word characters without trying the look-arounds (faster than a replacement callback; the
# look-arounds see the original text, so dropping a run at once changes nothing).
_COMPACT_DROP_RE = compiled(
    r"[^\w%.,\-]+"
    r"|[.,\-](?!(?<=[a-z0-9][.\-])[a-z0-9]"  # kept: 5.3s, kafka.consumer, order-svc
    r"|(?<=-)(?<![a-z0-9]-)\.?[0-9]"  # kept: sign, -26.95%, -.5
    r"|(?<=[0-9],)(?![0-9]{3}(?![0-9]))[0-9])"  # kept: list 1,2 (not 98,000)
)


def compact(text: str) -> str:
    """`normalize(text)` without spaces and punctuation, keeping `. % - _` where they carry meaning."""
    if len(text) <= MAX_CACHED:
        return _compact_short(text)
    return compact_once(text)


def compact_once(text: str) -> str:
    """`compact(text)` for a text compacted once (an output's lines, a claim's parts): not kept
    in `compact`'s cache, which the texts compacted again and again fill."""
    # Whitespace runs are dropped like any other run of punctuation: the look-arounds only
    # ask whether a neighbour is a letter or a digit, which a space never is.
    return _COMPACT_DROP_RE.sub("", _folded(text))


#: Words, labels and excerpt fragments are compacted again and again (every rule, every source
#: an excerpt is scored against): short texts are remembered, long ones are not kept alive.
MAX_CACHED = 256


@lru_cache(maxsize=8192)
def _compact_short(text: str) -> str:
    return compact_once(text)


_ELLIPSIS = r"(?:\.{3,}|[…⋯]+|。{3,}|\.\s?\.\s?\.)"
_BRACKET_NOTE = (
    r"[\[(<（【〔][^\[\]()<>（）【】〔〕\n]{0,60}?"
    r"(?:truncated|truncating|omitted|elided|省略|截断|截取)"
    r"[^\[\]()<>（）【】〔〕\n]{0,40}[\])>）】〕]"
)
# The marker itself: the blanks before it are taken by `_marker_start` (a pattern starting with
# `\s*` is tried at every position of the tail; this one only where a marker may start).
_TRUNCATION_RE = compiled(
    rf"(?:{_ELLIPSIS}\s*(?:{_BRACKET_NOTE})?|{_BRACKET_NOTE})\s*\Z",
    re.IGNORECASE,
)


# Markers are short: only the tail is searched, so a 1 MB preview costs no more
# than a 1 KB one (trailing whitespace beyond this window is not expected).
_TAIL = 256


# The last visible character of any marker: an ellipsis or a closing bracket. Most previews
# end otherwise, which settles them without the regex (17 µs per preview on P2's bundles).
_MARKER_ENDS = frozenset(".…⋯。])>）】〕")


def _marker_start(preview: str) -> int | None:
    tail = preview[-_TAIL:].rstrip()
    if not tail or tail[-1] not in _MARKER_ENDS:
        return None
    offset = max(0, len(preview) - _TAIL)
    match = _TRUNCATION_RE.search(preview, offset)
    if match is None:
        return None
    start = match.start()
    while start > offset and preview[start - 1].isspace():
        start -= 1
    return start


def is_truncated(preview: str) -> bool:
    """True when *preview* ends with a truncation marker (trailing whitespace ignored)."""
    return _marker_start(preview) is not None


def strip_truncation_marker(preview: str) -> str:
    """*preview* without its trailing truncation marker (and the whitespace before it).

    Returns *preview* unchanged when it carries no marker.
    """
    start = _marker_start(preview)
    return preview if start is None else preview[:start]


# What a copied line's values are: runs of digits and log levels (`INFO` made `WARN` is a
# changed value too), both case-folded by `normalize` first.
_LINE_VALUES = compiled(r"\d+|(?<![a-z0-9_])(?:error|warn|warning|info|debug|trace|fatal|"
                        r"critical)(?![a-z0-9_])")


def line_shape(line: str) -> tuple[str, tuple[str, ...]]:
    """A line normalised (NFKC, case folded, blanks collapsed) with each run of digits and each
    log level as `#`, and those values (digits without leading zeros; not `int()`, which
    refuses over 4,300 digits): a log line and a copy of it with other values have one shape."""
    normal = " ".join(normalize(line).split())
    values = tuple(v.lstrip("0") or "0" if v[0].isdigit() else v
                   for v in _LINE_VALUES.findall(normal))
    return _LINE_VALUES.sub("#", normal), values
