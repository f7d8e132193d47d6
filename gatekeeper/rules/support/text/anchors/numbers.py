"""Numbers with their unit, metric label and context (docs/anchors.md, Numbers)."""

from __future__ import annotations

import re
from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import NA, Anchor, is_cjk, words

_DUR_UNITS = {
    "ns": "0.000001", "纳秒": "0.000001",
    "us": "0.001", "μs": "0.001", "微秒": "0.001",
    "ms": "1", "毫秒": "1",
    "s": "1000", "sec": "1000", "secs": "1000", "second": "1000", "seconds": "1000",
    "秒": "1000", "秒钟": "1000",
    "m": "60000", "min": "60000", "mins": "60000", "minute": "60000", "minutes": "60000",
    "分钟": "60000",
    "h": "3600000", "hr": "3600000", "hrs": "3600000", "hour": "3600000", "hours": "3600000",
    "小时": "3600000", "个小时": "3600000",
    "d": "86400000", "day": "86400000", "days": "86400000", "天": "86400000",
}
_BYTE_UNITS = {
    "b": 1, "byte": 1, "bytes": 1, "字节": 1,
    "kb": 1024, "kib": 1024,
    "mb": 1024**2, "mib": 1024**2, "M": 1024**2,
    "gb": 1024**3, "gib": 1024**3, "G": 1024**3,
    "tb": 1024**4, "tib": 1024**4, "T": 1024**4,
    "pb": 1024**5, "pib": 1024**5,
}
_MULTIPLIERS = {"万": 10**4, "亿": 10**8, "千": 10**3, "百万": 10**6, "千万": 10**7,
                "k": 10**3, "K": 10**3, "w": 10**4}
_COUNT_WORDS = "次个条笔台项件行批"


def _alt(words: list[str]) -> str:
    # Longest first so that "ms" is tried before "m", "秒钟" before "秒".
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_ASCII_UNITS_CI = [u for u in (*_DUR_UNITS, *_BYTE_UNITS, "percent") if u.isascii() and u.islower()]
_UNIT_RE_PART = (
    rf"(?P<unit>%|(?i:{_alt([u for u in _ASCII_UNITS_CI if len(u) > 1])}){NA}"
    rf"|{_alt([u for u in (*_DUR_UNITS, *_BYTE_UNITS) if not u.isascii()])})"
    # single letters only when glued to the number: "5s", "3m", "512M", "2G"
    rf"|(?P<unit1>[smhdbBMGT]){NA}"
)
NUMBER = (
    r"(?<![A-Za-z0-9_.$/@\\])(?<!\d:)"
    r"(?P<sign>[-+])?(?P<int>\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?P<frac>\.\d+)?"
    rf"(?:(?P<mult>百万|千万|[万亿千])|(?P<kmult>[kKw]){NA})?"
    rf"(?:\s?{_UNIT_RE_PART})?"
    rf"(?P<count>[{_COUNT_WORDS}])?"
    r"(?P<per>/(?:s|sec|秒)(?![A-Za-z0-9_]))?"
    r"(?![A-Za-z0-9_])(?!\.\d)(?!:\d)"
)

_HTTP_BEFORE_RE = re.compile(
    r"(?:(?<![A-Za-z0-9_])(?:(?i:https?)(?:/[\d.]+)?[\"']?|(?i:status)(?:[ _]?(?i:code))?)"
    r"|状态码|响应码|返回码|(?i:http)\s*状态码?|返回(?:了|的是)?|报)\s*[:=]?\s*\Z",
    re.ASCII,
)
_HTTP_AFTER_RE = re.compile(
    r"\s*(?:(?:Service Unavailable|Internal Server Error|Bad Gateway|Gateway Time-?out|Not Found|"
    r"Forbidden|Unauthori[sz]ed|Bad Request|Too Many Requests|Conflict|Request Timeout|"
    r"Method Not Allowed|Not Implemented|Moved Permanently|Found|Not Modified|No Content|"
    r"Created|Accepted|OK)(?![A-Za-z])|错误|(?i:error)(?![A-Za-z]))",
    re.ASCII,
)
_ERRCODE_BEFORE_RE = re.compile(
    r"(?:(?<![A-Za-z0-9_])(?i:err(?:or)?[ _]?code|errno|err|code)|错误码|错误代码|错误号)\s*[:=]?\s*\Z",
    re.ASCII,
)
_CONNECTORS = sorted(  # longest first: "已经达到" before "达到" before "达"
    words(
        "is was are were reached reaches hit hits of at to about over around above below took takes "
        "cost costs spent 为 是 达到 达 高达 升至 降至 涨到 跌到 超过 约为 约 已达 已经达到 "
        "仅为 仅 只有 峰值 持续 一度 等于 维持在 保持在"
    ),
    key=lambda w: (-len(w), w),
)
_CONNECTOR_ENDS = frozenset(w[-1] for w in _CONNECTORS)
_LABEL_CUT = "的之和与及了把将"  # a CJK label starts after the last of these
_ASCII_LABEL_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
LABEL_STOP = words(
    "the a an is was are were be been to of in on at for by with and or from than after before about "
    "over under into only just also then when while if as it this that these those has have had not "
    "no up down out per each every total all some any more less"
)
_CONTEXT = 40  # chars of left context examined for labels and HTTP/error context


def decimal_str(d: Decimal) -> str:
    if d == 0:
        return "0"
    s = format(d.normalize(), "f")
    return s.rstrip("0").rstrip(".") if "." in s else s


def _strip_connectors(s: str) -> str:
    s = s.rstrip(" \t\r\n:=")
    for _ in range(2):  # at most two connectors: "latency is about 5s"
        if not s or s[-1] not in _CONNECTOR_ENDS:
            break
        for w in _CONNECTORS:
            if s.endswith(w) and (
                not w.isascii() or len(s) == len(w) or s[-len(w) - 1] not in _ASCII_LABEL_CHARS
            ):
                s = s[: -len(w)].rstrip(" \t\r\n:=")
                break
        else:
            break
    return s


def _metric_label(before: str) -> str | None:
    """The metric word right before a number (right-to-left scan; see module docstring)."""
    s = _strip_connectors(before)
    i = len(s)
    while i > 0 and is_cjk(s[i - 1]):
        i -= 1
    j = i
    while j > 0 and s[j - 1] in _ASCII_LABEL_CHARS:
        j -= 1
    head = s[j:i].lstrip("0123456789_.-")  # an ASCII label starts with a letter
    cjk = s[i:]
    cut = max(cjk.rfind(c) for c in _LABEL_CUT) if cjk else -1
    if cut >= 0:  # "服务的内存使用率" -> "内存使用率"
        cjk, head = cjk[cut + 1:], ""
    if cjk:
        label = head + cjk[-8:] if head and len(cjk) < 8 else cjk[-8:]
    elif cut >= 0:  # the run ended with 的: "内存的 5" has no label
        label = ""
    else:
        label = head
    label = label.strip(".-").lower()
    if not label or label in LABEL_STOP:
        return None
    return label


def number_anchor(m: re.Match[str], folded: str, text: str, floor: int) -> Anchor | None:
    start, end = m.span("num")
    digits = m.group("int").replace(",", "")
    frac, sign = m.group("frac") or "", m.group("sign") or ""
    mult, kmult = m.group("mult"), m.group("kmult")
    unit_tok = m.group("unit") or m.group("unit1")
    raw = text[start:end]
    plain = not (frac or sign or mult or kmult or unit_tok or m.group("per") or m.group("count"))

    if plain and len(digits) >= 10:
        # Epoch seconds / milliseconds (2001..2039) are timestamps, other long runs are ids.
        n = int(digits)
        if 10**9 <= n < 22 * 10**8 or 10**12 <= n < 22 * 10**11:
            return Anchor("timestamp", raw, raw, start, end)
        return Anchor("identifier", digits, raw, start, end)

    # Left context stops at the previous number, whose unit ("3亿 98,000") is no label.
    before = folded[max(floor, start - _CONTEXT):start]
    if plain:
        if len(digits) == 3 and 100 <= int(digits) <= 599 and (
            _HTTP_BEFORE_RE.search(before) or _HTTP_AFTER_RE.match(folded, end)
        ):
            return Anchor("http_status", digits, raw, start, end)
        if _ERRCODE_BEFORE_RE.search(before):
            return Anchor("error_code", digits, raw, start, end)

    value = Decimal(("-" if sign == "-" else "") + digits + frac)
    if mult:
        value *= _MULTIPLIERS[mult]
    elif kmult:
        value *= _MULTIPLIERS[kmult]
    unit: str | None = None
    if unit_tok:
        key = unit_tok if unit_tok in ("M", "G", "T") else unit_tok.lower()
        if key in ("%", "percent"):
            unit = "%"
        elif key in _DUR_UNITS:
            value *= Decimal(_DUR_UNITS[key])
            unit = "ms"
        else:
            value *= _BYTE_UNITS[key]
            unit = "bytes"
    if m.group("per"):
        unit = (unit or "") + "/s"
    return Anchor("number", decimal_str(value), raw, start, end, _metric_label(before), unit)


