"""Numbers with their unit, metric label and context (docs/anchors.md, Numbers)."""

from __future__ import annotations

import re
from decimal import Decimal

from gatekeeper.rules.support.text.anchors.cjknum import (
    TENTHS_RE,
    approx_after,
    approx_before,
    cjk_value,
    fraction,
    is_numeral_word,
    ranked,
    vague,
)
from gatekeeper.rules.support.text.anchors.codes import code_kind
from gatekeeper.rules.support.text.anchors.durations import duration_ms
from gatekeeper.rules.support.text.anchors.jvm import jvm_bytes, size_option
from gatekeeper.rules.support.text.anchors.load_windows import BARE_WINDOW, LOAD_WINDOW, load_label, says_load
from gatekeeper.rules.support.text.anchors.metric_names import (
    GENERIC,
    PERCENTILE_RANK,
    names_a_metric,
    sample_name,
    sampled,
)
from gatekeeper.rules.support.text.anchors.model import NA, Anchor, words
from gatekeeper.rules.support.text.anchors.units import (
    BIT_PREFIXES,
    BIT_RATE,
    HYPHENED_DURATIONS,
    SCALE_WORDS,
)
from gatekeeper.rules.support.text.anchors.units import BYTE_UNITS as _BYTE_UNITS
from gatekeeper.rules.support.text.anchors.units import CURRENCY as _CURRENCY
from gatekeeper.rules.support.text.anchors.units import DURATION_UNITS as _DUR_UNITS
from gatekeeper.rules.support.text.anchors.units import MULTIPLIERS as _MULTIPLIERS
from gatekeeper.rules.support.text.anchors.units import OTHER_UNITS as _OTHER_UNITS
from gatekeeper.rules.support.text.anchors.units import QUANTITY_UNITS as _QUANTITY_UNITS
from gatekeeper.rules.support.text.anchors.zones import epoch_time
from gatekeeper.rules.support.text.patterns import compiled

#: The unit of a number glued to a unit of no list (`49g` → `x:g`): see `AnchorSet.has`.
WRITTEN_UNIT = "x:"
_COUNT_WORDS = "次个条笔台项件行批"


def _alt(words: list[str]) -> str:
    # Longest first so that "ms" is tried before "m", "秒钟" before "秒".
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_ASCII_UNITS_CI = [u for u in (*_DUR_UNITS, *_BYTE_UNITS, *_OTHER_UNITS, "percent")
                   if u.isascii() and u.islower()]


def _cjk_alt(units: list[str]) -> str:
    """The Chinese units of `units`, longest first, each only where it is one: `核` a CPU's
    cores, not the first character of a word (`2核心服务`, `核查`); `周` weeks, not the first
    character of a word (`3周年`, `12周岁`, `3 周期`, `1.28 周边组件`) nor a frequency's
    (`一周三次`)."""
    return (_alt([u for u in units if not u.isascii()])
            .replace("核", "核(?![心查实对准酸电武能])")
            .replace("周", "周(?![年岁期边末报转围知全到密刊]|[一二三四五六七八九十两\\d]+[次个回遍])"))


_CJK_UNITS = _cjk_alt([*_DUR_UNITS, *_BYTE_UNITS, *_OTHER_UNITS])
#: No age is a duration: `12 years old`, `a 12-year-old`, `12 years of age`.
NO_AGE = (r"(?!(?:(?<=[Yy]ears)|(?<=[Yy]ear)|(?<=[Yy]rs)|(?<=[Yy]r))"
           r"(?:[ \t\-]+(?i:old)(?![A-Za-z])|[ \t]+(?i:of)[ \t]+(?i:age)(?![A-Za-z])))")
#: `2 and a half hours`, `two and a half days`: half a unit more.
AND_A_HALF = rf"(?P<half>[ \t]+and[ \t]+a[ \t]+half(?=[ \t]+{HYPHENED_DURATIONS}))"
HALF = Decimal("0.5")
_UNIT_RE_PART = (
    rf"(?:{BIT_RATE}{NA}|(?P<unit>%|(?i:{_alt([u for u in _ASCII_UNITS_CI if len(u) > 1])}){NA}"
    rf"{NO_AGE}|{_CJK_UNITS}|s(?=[ \t]*(?:[,.;:)\]，。；：）\r\n]|\Z))))"  # `2.3 s`, spaced as SI writes it
    # single letters only when glued to the number: "5s", "3m", "512M", "2G"
    rf"|(?P<unit1>[smhdbBMGT]){NA}"
)
_SCALES = "|".join(SCALE_WORDS)
NUMBER = (
    # (a percentage after another's `/` is one too: an autoscaler's `85%/70%`)
    r"(?:(?<=%/)|(?<![A-Za-z0-9_.$/@\\]))(?<!\d:)"
    r"(?P<cur>[$¥€£](?=[-+]?\d))?"
    r"(?P<sign>[-+])?(?P<int>\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?P<frac>\.\d+)?"
    rf"(?:\s?(?P<mult>万亿|千亿|百亿|百万|千万|[万亿千])|(?P<kmult>[kKw]|\s?(?:{_SCALES}|mn|bn)){NA})?"
    # A unit of no list glued to the number (`49g`, `300mg`, `100QPS`, `3.2GHz`): the number
    # is still a value (without it `49g` had no anchor, so any such value passed unchecked).
    rf"{AND_A_HALF}?(?:(?:\s?|-(?={HYPHENED_DURATIONS})){_UNIT_RE_PART}|(?P<xunit>[A-Za-z]{{1,6}}){NA})?"
    rf"(?P<count>[{_COUNT_WORDS}])?"
    r"(?P<per>/(?:s|sec|秒)(?![A-Za-z0-9_]))?"
    r"(?![A-Za-z0-9_])(?!\.\d)(?!:\d)"
)

# The unit after a Chinese numeral (`三千万元`, `十三秒`): the non-ASCII units only.
_CJK_TAIL_RE = compiled(
    rf"(?P<more>多|余|来)?(?P<tunit>{_cjk_alt([*_DUR_UNITS, *_OTHER_UNITS])})"
)

_CONNECTORS = sorted(  # longest first: "已经达到" before "达到" before "达"
    words(
        "is was are were reached reaches hit hits of at to about over around above below took takes "
        "cost costs spent 为 是 达到 达 高达 升至 降至 涨到 跌到 超过 约为 约 已达 已经达到 "
        "近 将近 接近 大约 大概 逾 突破 仅为 仅 只有 峰值 持续 一度 等于 维持在 保持在 "
        "exceeded exceeds exceeding under than "
        "more less greater higher lower least most 高于 低于 大于 小于 超出 不低于 不超过 未超过 "
        "没有超过 不到 不足 多于 少于 至少 至多 在 stayed stays remained remains "
        # a bound denied (`_DENIED`): `did not exceed`, `was not more than`, `不高于`
        "not never no cannot did does didn't doesn't wasn't isn't can't won't exceed reach go "
        "went rise rose drop dropped fall fell 不高于 不大于 不多于 不超出 没有高于 未高于 未达到 "
        "没有达到 没达到 未突破 没有突破 没有 没 未有 并无 不是 并非 而非 不等于 而是 it's "
        # a verb's particle before its count: `重启了 5 次` counts restarts
        "了"
    ),
    key=lambda w: (-len(w), w),
)
_CONNECTORS_BY_END: dict[str, list[str]] = {}  # last character -> connectors, longest first
for _w in _CONNECTORS:
    _CONNECTORS_BY_END.setdefault(_w[-1], []).append(_w)
_LABEL_CUT = "的之和与及了把将"  # a CJK label starts after the last of these
_ASCII_LABEL = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-"
_ASCII_LABEL_CHARS = frozenset(_ASCII_LABEL)
# `is_cjk`'s ranges, matched on the reversed text: the run of CJK characters ending it.
_CJK_RUN_RE = compiled("[\u3400-\u9fff\uf900-\ufaff]*")
LABEL_STOP = words(
    "the a an is was are were be been to of in on at for by with and or from than after before about "
    "over under into only just also then when while if as it this that these those has have had not "
    "no up down out per each every total all some any more less"
)
CONTEXT = 40  # chars of left context examined for labels and HTTP/error context
#: A percentile's rank before its words (`95 分位延迟`, `the 95th percentile latency`).
_RANK_BEFORE = compiled(r"(?<![\d.])(\d{2,3})(?:th)?[ \t]*\Z")
# The word naming what a generic label measures, right before it (`CPU 使用率`, `p99 延迟`).
_WORD_BEFORE = compiled(r"(?<![A-Za-z0-9_])[A-Za-z][A-Za-z0-9]*[ \t]?\Z")


def decimal_str(d: Decimal) -> str:
    if d == 0:
        return "0"
    s = format(d.normalize(), "f")
    return s.rstrip("0").rstrip(".") if "." in s else s


def _strip_connectors(s: str) -> str:
    s = s.rstrip(" \t\r\n:=")
    for _ in range(5):  # at most five: "latency is about 5s", "did not go above 5s"
        candidates = _CONNECTORS_BY_END.get(s[-1]) if s else None
        if not candidates:
            break
        for w in candidates:
            if s.endswith(w) and (
                not w.isascii() or len(s) == len(w) or s[-len(w) - 1] not in _ASCII_LABEL_CHARS
            ):
                s = s[: -len(w)].rstrip(" \t\r\n:=")
                break
        else:
            break
    return s


# A JSON key right before its number (`"cpu_pct": 43.1`): the quote would end the label run.
_JSON_KEY_RE = compiled(r"[\"']([A-Za-z_][A-Za-z0-9_.\-]{0,40})[\"']\s*:\s*\Z")
# A unit written in a field name (`"p99_ms": 2388`, `cpu_pct=43.1`, `throttled_usec 8123411`): the
# label's last part after `_`, `.` or `-` (not `items`'s `ms`; no rate's `per_sec`: Redis' ops).
_FIELD_UNIT_RE = compiled(
    r"(?<=[a-z0-9])(?<!per)[_.\-](pct|percent|ns|us|ms|[num]sec|s|secs?|seconds|bytes|[kmgt]i?b)\Z")
_FIELD_UNITS = {"pct": "%", "nsec": "ns", "usec": "us", "msec": "ms"}


def metric_label(before: str) -> str | None:
    """The metric word right before a number (right-to-left scan; see module docstring), on its
    line or a label's line above (`CPU 使用率：`); not a row's last word above (pprof's function)."""
    line = before.rfind("\n")
    if line >= 0 and not before[:line].rstrip(" \t\r").endswith((":", "：")):
        before = before[line + 1:]
    if ":" in before[-3:] and (key := _JSON_KEY_RE.search(before)) is not None:
        label = key.group(1).strip(".-").lower()
        return None if not label or label in LABEL_STOP else label
    s = _strip_connectors(sample_name(before))
    # The CJK run ending `s`, then the ASCII label run before it (C-speed scans, not a loop).
    i = len(s) - _CJK_RUN_RE.match(s[::-1]).end()  # type: ignore[union-attr]  # `*` always matches
    j = len(s[:i].rstrip(_ASCII_LABEL))
    # an ASCII label starts with a letter, and is no path's last part (`of /api/pay was 5300ms`)
    head = "" if s[j - 1:j] == "/" else s[j:i].lstrip("0123456789_.-")
    if "-" in head:  # `node-9磁盘使用率`: a name glued to the label, no metric word (`CPU使用率`)
        head = ""
    cjk = s[i:]
    cut = max(cjk.rfind(c) for c in _LABEL_CUT) if cjk else -1
    if cut >= 0 and cjk[cut] == "的" and _STATE_BEFORE.search(cjk, 0, cut):
        cut = -1  # `正在写的连接数`: the connections in a state, not all of them
    if cut >= 0:  # "服务的内存使用率" -> "内存使用率"
        cjk, head = cjk[cut + 1:], ""
    if cjk.startswith("分位") and (rank := _RANK_BEFORE.search(s, 0, i)):  # `95 分位延迟`: the p95's
        cjk, head = rank.group(1) + cjk, ""
    if cjk:
        label = head + cjk[-8:] if head and len(cjk) < 8 else cjk[-8:]
    elif cut >= 0:  # the run ended with 的: "内存的 5" has no label
        label = ""
    else:
        label = head
    label = label.strip(".-").lower()
    if not label or label in LABEL_STOP:
        return None
    if label == "percentile" and (rank := _RANK_BEFORE.search(s, 0, len(s) - len(label))):
        return f"{rank.group(1)}th percentile"  # `the 90th percentile was 80ms`
    if label in GENERIC and (word := _WORD_BEFORE.search(s, 0, len(s) - len(label))):
        named = f"{word.group().lower()}{label}"  # `CPU 使用率`, `memory usage`: as written
        if names_a_metric(named):  # ... or two words (`average response time`)
            second = _WORD_BEFORE.search(s, 0, word.start())
            return f"{second.group().lower()}{named}" if second and names_a_metric(
                f"{second.group()}{named}") else named
        if (rank := _RANK_BEFORE.search(s, 0, word.start())) and word.group().strip().lower() == "percentile":
            return f"{rank.group(1)}th percentile {label}"  # `the 95th percentile latency`
    elif head and label == head.lower() and names_a_metric(label) \
            and (word := _WORD_BEFORE.search(s, 0, len(s) - len(label))) \
            and word.group().strip().lower() in _QUALIFIERS:
        return f"{word.group().strip().lower()} {label}"  # `Active connections`: not all of them
    return label


#: Words before a metric's name that make it another quantity (`idle connections`, `max
#: connections`, `available memory`: no reading of what a claim counts; `Active connections` is).
_QUALIFIERS = frozenset({"idle", "waiting", "blocked", "pending", "rejected", "failed",
                         "dropped", "max", "maximum", "min", "minimum", "peak", "available", "free"})


#: A time of day between a metric's label and its value: `CPU 使用率在 03:20 达到 95%`.
_TIME_BEFORE = compiled(r"(?:在|于|(?<![A-Za-z])at)?\s*\d{1,2}:\d{2}(?::\d{2})?\s*(?:时|的时候)?\Z",
                        re.IGNORECASE)


def _label_across_time(folded: str, start: int) -> str | None:
    """The metric of the glossary labelling a value across the time of day before it (`CPU
    使用率在 03:20 达到 95%`, `CPU usage at 03:20 was 95%`): the time is when, not what."""
    head = _strip_connectors(folded[max(0, start - 60):start])
    time = _TIME_BEFORE.search(head)
    if time is None:
        return None
    label = metric_label(head[:time.start()])
    return label if label is not None and names_a_metric(label) else None


def number_anchor(m: re.Match[str], folded: str, text: str, floor: int) -> Anchor | None:
    start, end = m.span("num")
    counted = m.group("count") is not None and m.group("per") is None and m.end("count") == end
    if m.group("count") is not None:  # `重启了7次` read as `重启了 7 次`: the measure word is the
        end = m.start("count")  # count's, not the number's; a rate's as spaced (`120次/秒`: `120 次/秒`)
    digits = m.group("int").replace(",", "")
    frac, sign = m.group("frac") or "", m.group("sign") or ""
    mult, kmult, cur = m.group("mult"), m.group("kmult"), m.group("cur")
    unit_tok = m.group("unit") or m.group("unit1")
    other_unit = m.group("xunit")
    # nothing written but its digits (and, for `bare`, a fraction)
    bare = not (sign or mult or kmult or unit_tok or other_unit or cur or m.group("per")
                or m.group("count") or m.group("bits"))
    plain = bare and not frac

    if not (frac or sign or mult or kmult or cur) and ranked(folded, start, m.end("int")):
        # `第10届`, `第3名`, `排名第3`: ranked as `tenth` is (`名` no count of people here)
        return Anchor("number", str(int(digits)), text[start:m.end("int")], start, m.end("int"),
                      unit="th")
    if (option := size_option(folded, start)) is not None and not (frac or sign or cur):
        # `-XX:MaxMetaspaceSize=256m`: a size in bytes, whatever letter follows (not minutes)
        size = digits + (folded[m.end("int"):end].strip()[:1] if end > m.end("int") else "")
        if size[-1].isdigit() or size[-1].lower() in "kmgt":
            return Anchor("number", decimal_str(jvm_bytes(size)), text[start:end], start, end,
                          option, "bytes")
    if frac and bare and len(digits) == 10 and 10**9 <= int(digits) < 22 * 10**8:
        # Prometheus' and Python's `1709262940.123`: epoch seconds with their fraction
        return Anchor("timestamp", epoch_time(digits) + frac, text[start:end], start, end,
                      unit="YMDT")
    if plain and len(digits) >= 10 and "," not in text[start:end]:
        # Epoch seconds / milliseconds (2001..2039) are timestamps, other long runs are ids
        # (of any length: `int()` refuses over 4,300 digits, and an epoch has at most 13); digits
        # grouped by thousands are a count (`perf stat`'s `6,500,518,414 cycles`)
        n = int(digits) if len(digits) <= 13 else 0
        raw = text[start:end]
        if 10**9 <= n < 22 * 10**8 or 10**12 <= n < 22 * 10**11:
            # UTC, as `date -u -d @1709262940` prints it
            return Anchor("timestamp", epoch_time(digits), raw, start, end, unit="YMDT")
        return Anchor("identifier", digits, raw, start, end)

    # Left context stops at the previous number, whose unit ("3亿 98,000") is no label.
    before = folded[max(floor, start - CONTEXT):start]
    if LOAD_WINDOW.match(folded, start) or (BARE_WINDOW.match(folded, start) and says_load(
            folded[max(0, start - CONTEXT):start])) or PERCENTILE_RANK.match(folded, start):
        return None  # `1 分钟平均负载`, `15-minute load average`, `负载 1 分钟 12.35`: which load;
        # `95 分位延迟`, `the 95th percentile latency`: which percentile, the label's
    if plain and (kind := code_kind(digits, folded, start, end, before)) is not None:
        return Anchor(kind, digits, text[start:end], start, end)

    value = Decimal(("-" if sign == "-" else "") + digits + frac) + (HALF if m.group("half") else 0)
    unit = _CURRENCY[cur] if cur else None
    if mult:
        value *= _MULTIPLIERS[mult]
    elif kmult == "K" and not cur and _sized(folded, start, end, digits, frac):
        value, unit = value * 1024, "bytes"  # a GC log's `1405952K->1154048K(4194304K)`
    elif kmult:
        value *= _MULTIPLIERS[kmult.strip().lower() if len(kmult.strip()) > 1 else kmult]
    if cur and unit_tok == "m":  # `£28m`: millions
        value, unit_tok = value * 10**6, None
    if m.group("bits"):
        value, unit = value * BIT_PREFIXES[m.group("prefix") or ""], "bit/s"
    elif unit_tok:
        value, unit = scale(value, unit_tok, bool(frac))
    elif other_unit in ("Q", "H") and not frac and 1 <= int(digits) <= 4:
        unit = "th"  # `4Q 2020`, `1H`: a quarter or a half, ranked as `fourth quarter` is
    elif other_unit in ("xx", "XX") and digits in "12345" and len(digits) == 1 and not frac:
        # `5xx`: a class of HTTP statuses, held by any of them (`503`), contradicted by another's
        return Anchor("http_status", f"{digits}xx", text[start:end], start, end)
    elif other_unit in _QUANTITY_UNITS:  # Kubernetes' `512Mi`, `0.5Gi`: binary sizes
        value, unit = value * _QUANTITY_UNITS[other_unit], "bytes"
    elif other_unit:  # compared as written: `49g` against `46.5g`, not against `49 people`
        unit = WRITTEN_UNIT + (unit or "") + other_unit.lower()
    if m.group("per") and m.group("count") is None:
        unit = (unit or "") + "/s"
    anchor = finish(value, unit, folded, text, start, end, before)
    return anchor._replace(counted=True) if counted else anchor


def _sized(folded: str, start: int, end: int, digits: str, frac: str) -> bool:
    """Whether a number glued to `K` is a size (KiB), as a JVM and `du` print one: a whole number
    of four digits or more (`259186K`; thousands are written `120K`, `1.5M`), or a heap's before
    `->`, after it, or its capacity in brackets after them (`512K->128K(1024K)`)."""
    return (len(digits) >= 4 and not frac) or folded.startswith("->", end) or folded.endswith(
        "->", 0, start) or (
        folded.endswith("(", 0, start) and folded.startswith(")", end)
        and "K->" in folded[max(0, start - 40):start])


def duration_anchor(m: re.Match[str], folded: str, text: str, floor: int) -> Anchor:
    """A compound duration (`1h23m`, `1小时23分钟`): one value in ms, labelled as a number is."""
    start, end = m.span(m.lastgroup or "dur")  # `dur`, `isodur`, or the clock of `ts` (uptime)
    return finish(duration_ms(folded[start:end]), "ms", folded, text, start, end,
                  folded[max(floor, start - CONTEXT):start])


def scale(value: Decimal, unit_tok: str, fraction: bool) -> tuple[Decimal, str | None]:
    """`value` in the normalised unit of `unit_tok`, and that unit."""
    key = unit_tok if unit_tok in ("M", "G", "T") else unit_tok.lower()
    if key in ("%", "percent"):
        return value, "%"
    if key == "m" and fraction:  # `5.68m` is millions or metres far more often than minutes
        return value, "m?"
    if key in _DUR_UNITS:
        return value * Decimal(_DUR_UNITS[key]), "ms"
    if key in _BYTE_UNITS:
        return value * _BYTE_UNITS[key], "bytes"
    other, factor = _OTHER_UNITS[key]
    return value * Decimal(factor), other


#: A bound, not a value: `超过 90%`, `more than 5s`, `90% 以上` (">", a lower bound) or `低于 10%`,
#: `under 5s`, `100ms 以内`, `没有 500ms`, `没有 1200 个请求失败` ("<", an upper bound: not as many).
#: Not having as many (`没有 500ms`, `未有 1200 个`): of a measure an upper bound, of a count a denial.
_NOT_HAVE = r"(?:没有?|未有|并无)"
LOWER_BEFORE = compiled(r"(?:(?<![未不没])(?<!没有)(?:超过|超出|高于|大于|多于|突破)|不低于|不少于|至少|逾"
                        r"|(?<![A-Za-z])(?:above|over|exceed(?:ed|s|ing)?|(?:more|greater|higher)"
                        r"\s+than|at\s+least)|(?<![-=])>=?|≥)\s*\Z", re.IGNORECASE)
UPPER_BEFORE = compiled(r"(?:(?<!不)(?:低于|小于|少于)|不足|不到|(?:不|未|没有?)(?:超过|高于|大于|多于|超出)"
                        rf"|未(?:达到|突破|达)|{_NOT_HAVE}(?:达到|突破|达)?|至多"
                        r"|(?<![A-Za-z])(?:below|under|(?:less|fewer|lower)\s+than|at\s+most)"
                        r"|<=?|≤)\s*\Z", re.IGNORECASE)
#: ... and a bound denied, the other way: `did not exceed 95%`, `was not above`, `no more than`,
#: `never reached` are upper bounds, `not below`, `no less than` lower ones (an English
#: `exceed` after `not` read as a lower bound failed `did not exceed 95%` citing 92%: REJECT).
_DENIED = (r"(?:(?<![A-Za-z])(?:not|never|no|cannot)|n't)\s+(?:(?:go|goes|went|gone|rise|rises|rose"
           r"|risen|climb|climbs|climbed|get|gets|got|be|been|even|once|ever|drop|drops|dropped"
           r"|fall|falls|fell|fallen)\s+)?")
_NOT_ABOVE = compiled(_DENIED + r"(?:above|over|exceed(?:ed|s)?|(?:more|greater|higher)\s+than"
                         r"|reach(?:ed|es)?|hit)\s*\Z", re.IGNORECASE)
_NOT_BELOW = compiled(_DENIED + r"(?:below|under|(?:less|fewer|lower)\s+than)\s*\Z",
                         re.IGNORECASE)
#: A value denied (`CPU 使用率不是 92%`, `was 92%, not 95%`): "!", what its metric is not.
_DENIED_EQUAL = compiled(r"(?:不是|并非|而非|不等于|(?<![A-Za-z])(?:not|never|[A-Za-z]+n't)(?:\s+at)?)\s*\Z",
                         re.IGNORECASE)
#: A count denied (`没有 1200 个请求失败`); of a measure, an upper bound (`延迟没有 500ms`).
_NOT_AS_MANY = compiled(rf"{_NOT_HAVE}\s*\Z")
#: ... unless it is a hedge: `not 100% sure`, `并非 100% 确定` deny no value.
_SURE = compiled(r"\s*(?:sure|certain|confident|确定|肯定|有把握|确信|可信)", re.IGNORECASE)
_BOUND_ENDS = frozenset("过出于多少足到逾破是非有没无>≥<≤" "eErRnNtTdDsSgGwWhH")
_LOWER_AFTER = compiled(r"\s*以上")
_UPPER_AFTER = compiled(r"\s*(?:以下|以内)")


def bound_of(before: str, folded: str, end: int) -> str | None:
    """">" for a number written as a lower bound, "<" for an upper one, else None."""
    tail = before[-20:].rstrip()
    # the last character of every word of a bound (a cheap test settling most numbers)
    if (tail[-1:] not in _BOUND_ENDS and tail[-2:] not in (">=", "<=")
            and folded[end:end + 2].lstrip()[:1] != "以"):
        return None
    denied = before[-30:].rstrip()  # `cannot even exceed`: the negator is further back
    if _NOT_ABOVE.search(denied):
        return "<"
    if _NOT_BELOW.search(denied):
        return ">"
    if _DENIED_EQUAL.search(tail) and not _SURE.match(folded, end):  # not `并非 100% 确定`
        return "!"
    if LOWER_BEFORE.search(tail) or _LOWER_AFTER.match(folded, end):
        return ">"
    if UPPER_BEFORE.search(tail) or _UPPER_AFTER.match(folded, end):
        return "<"
    return None


def finish(value: Decimal, unit: str | None, folded: str, text: str, start: int, end: int,
           before: str) -> Anchor:
    """The number anchor, with its approximation words (`约 95%`, `230多个`) and metric label."""
    approx, stop = approx_after(folded, end)
    if stop > end and stop < len(folded) and folded[stop] in _COUNT_WORDS:
        stop += 1  # `两百多个`
    elif stop > end and unit is None and (tail := _CJK_TAIL_RE.match(folded, stop)) is not None:
        value, unit = scale(value, tail.group("tunit"), False)  # `1200余人`: the unit after
        stop = tail.end()
    if approx is None and approx_before(before):
        approx = "~"
    elif approx is None:
        approx = bound_of(before, folded, stop)
        if approx == "<" and unit is None and _NOT_AS_MANY.search(before):
            approx = "!"  # `没有 1200 个请求失败`: a count denied (any smaller one is no other)
    label = load_label(folded[max(0, start - CONTEXT):start]) or metric_label(sampled(folded, start, before))
    if approx == "!":  # the denial is written with the value: `不是 92%`, `isn't 92%`
        denier = _DENIED_EQUAL.search(before) or _NOT_AS_MANY.search(before)
        start -= len(before) - denier.start()  # type: ignore[union-attr]
    if label is None and ":" in folded[max(0, start - 24):start]:
        label = _label_across_time(folded, start)
    if label is not None and _LIST_NEXT.match(folded, stop):
        label = None  # the first item of a list the label names, not its value (`Isr: 1,2`)
    if unit is None and label is not None and (field := _FIELD_UNIT_RE.search(label)):
        token = field.group(1)
        value, unit = scale(value, _FIELD_UNITS.get(token, token), False)
        label = label[:field.start()]  # `p99_ms` is the metric `p99`, in ms
    return Anchor("number", decimal_str(value), text[start:stop], start, stop, label, unit,
                  approx)


#: The next item of a list of numbers glued by commas (`1,2,3`; not `1,200`: thousands).
_LIST_NEXT = compiled(r",\d{1,2}(?!\d)")


#: A state a claim's label names before its `的` (`正在写的连接数`, `等待中的请求数`).
_STATE_BEFORE = compiled(r"(?:写|读|等待中?|空闲|阻塞|挂起|排队|失败|拒绝|中止|超时|已建立|关闭)\Z")


_QUARTERS = ("一", "二", "三", "四")


def cjk_number_anchor(m: re.Match[str], folded: str, text: str, floor: int) -> Anchor | None:
    """A Chinese numeral (`十三`, `两百多个`, `三千万元`, `百分之九十五`), or None for a word
    made of numerals (`一些`, `统一`) or a bare small count (`两个`), which paraphrase is full of."""
    start, end = m.span("cjkn")
    numeral = m.group("cjk")
    if ranked(folded, start, end) and (rank := cjk_value(numeral)) is not None:
        return Anchor("number", str(rank), text[start:end], start, end, unit="th")  # `第十届`
    if folded.startswith("季度", end) and numeral in _QUARTERS:  # `三季度`: a quarter, ranked
        first = start - (start > 0 and folded[start - 1] == "第")
        return Anchor("number", str(_QUARTERS.index(numeral) + 1), text[first:end + 2], first,
                      end + 2, unit="th")
    for i in range(max(0, start - 1), start + 1):
        for j in range(end, min(len(folded), end + 2) + 1):
            if is_numeral_word(folded[i:j]):
                return None
    if start and folded[start - 1] in "第周星礼初":  # other ordinals, weekdays: no quantity
        return None
    value = cjk_value(numeral)
    if value is None:
        return None
    unit: str | None = "%" if m.group("pct") else None
    approx = vague(folded, start, numeral)  # `数十人`, `上百人`: the word is the number's
    start -= approx is not None
    if m.group("den"):  # `三分之一`: 33.33%, about
        value, exact = fraction(value, m.group("den"))
        unit, approx = "%", approx or (None if exact else "~")
    tail = _CJK_TAIL_RE.match(folded, end)
    stop = end
    if tail is not None and tail.group("tunit"):
        value, unit = scale(value, tail.group("tunit"), False)
        stop = tail.end()
        approx = approx or ("+" if tail.group("more") else None)  # `十余人`, `二十多人`
    elif unit is None and folded.startswith("%", end):  # `九十五%`: a percentage too
        unit, stop = "%", end + 1
    elif unit is None and len(numeral) == 1 and TENTHS_RE.match(folded, end):
        value, unit, stop = value * 10, "%", end + 1  # `七成`: 70%
    anchor = finish(value, unit, folded, text, start, stop,
                    folded[max(floor, start - CONTEXT):start])
    if approx is not None and anchor.approx not in (">", "<", "!"):  # `超过三分之一`: a bound
        anchor = anchor._replace(approx=approx)
    if unit is None and anchor.approx in (None, "!") and (value < 10 or (  # `没有一个`: none
            len(numeral) == 1 and not (stop < len(folded) and folded[stop] in _COUNT_WORDS))):
        return None
    return anchor
