"""Extraction: one master regex over the folded text, left to right; anchors never overlap."""

from __future__ import annotations

import re

from gatekeeper.rules.support.text.anchors.accounts import accounts
from gatekeeper.rules.support.text.anchors.cjknum import CJK_NUMBER, NUMERAL_CHARS
from gatekeeper.rules.support.text.anchors.codes import tallied_statuses
from gatekeeper.rules.support.text.anchors.cron import cron_anchors
from gatekeeper.rules.support.text.anchors.durations import (
    COMPOUND_DURATION,
    ISO_DURATION,
    uptime_clock,
)
from gatekeeper.rules.support.text.anchors.fold import fold
from gatekeeper.rules.support.text.anchors.ipv6 import IPV6, ipv6_value
from gatekeeper.rules.support.text.anchors.jvm import JVM_OPTION, jvm_bytes
from gatekeeper.rules.support.text.anchors.model import NA, NB, Anchor, overlapping
from gatekeeper.rules.support.text.anchors.names import (
    HOST_LABEL,
    ID_KEY,
    ID_KEYS_CN,
    ID_VALUE,
    TLD,
    cjk_authorities,
    cjk_organisations,
    classify_name,
    proper_noun,
)
from gatekeeper.rules.support.text.anchors.negation import negations, statuses_denied
from gatekeeper.rules.support.text.anchors.number_words import word_number
from gatekeeper.rules.support.text.anchors.numbers import (
    NUMBER,
    cjk_number_anchor,
    decimal_str,
    duration_anchor,
    number_anchor,
)
from gatekeeper.rules.support.text.anchors.people import cjk_people
from gatekeeper.rules.support.text.anchors.places import cjk_places
from gatekeeper.rules.support.text.anchors.port_maps import PROTOCOLS, port_map_anchors
from gatekeeper.rules.support.text.anchors.served import SERVED_WORDS, served_anchors
from gatekeeper.rules.support.text.anchors.slashed import slashed
from gatekeeper.rules.support.text.anchors.summary import summary_anchors
from gatekeeper.rules.support.text.anchors.timestamps import (
    CJK_DATE,
    DAY_PARTS,
    MONTHS,
    TIMESTAMP,
    WEEKDAYS,
    canonical,
    precision,
)
from gatekeeper.rules.support.text.anchors.tool_values import tool_anchors
from gatekeeper.rules.support.text.anchors.vmstat import vmstat_anchors
from gatekeeper.rules.support.text.anchors.zones import zone_after, zone_before
from gatekeeper.rules.support.text.patterns import compiled

# Every alternative starts with one of these characters; testing them first
# rejects most positions (CJK text, punctuation) at once (docs/performance.md).
# (`::` only where an IPv6 address starts compressed, the loopback or hex letters: `::1`,
# `::ffff:...`; not a clock cut after its hour, `：:11,443`)
_MASTER_FIRST = (rf"(?=[0-9A-Za-z_$¥€£/\[+\-订请流交追链工任用会进线批周星礼{NUMERAL_CHARS}]"
                 r"|::(?:1(?![\w:.,])|[0-9]{0,3}[A-Fa-f]))")
# A scheme of at most eight letters (`hdfs`, `mongodb+srv`, `jdbc:mysql`): tried at each word
# the plain-word branch leaves, a free-length scheme cost 10% more of the whole scan.
_SCHEME = r"[a-z][a-z0-9]{1,7}(?:\+[a-z]{1,4})?(?::[a-z][a-z0-9]{1,9})?"
_MASTER = compiled(
    _MASTER_FIRST
    + "(?:"
    + "|".join(
        [
            # Plain lower-case words (most of English text) are consumed first and
            # yield nothing; trying the other alternatives on them is 5x slower.
            r"(?P<word>(?<![A-Za-z0-9_$.\-/])(?!sqlstate)[a-z]{2,}(?![A-Za-z0-9_$.\-:=/\[]|\s*[=:]))",
            # a MAC address (`52:54:00:ab:cd:ef`), one id: no clock, no number of its first digits
            r"(?P<mac>(?<![\w:.\-])(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}(?![\w:\-]))",
            rf"(?P<ts>{TIMESTAMP})",
            # the schemes of ops tools too (`hdfs://`, `jdbc:mysql://`): the whole URL is one id
            rf"(?P<url>(?i:{_SCHEME})://[^\s\"'<>()\[\]{{}}，。]+(?<![.,;:!?]))",
            rf"(?P<uuid>{NB}(?i:[0-9a-f]{{8}}-[0-9a-f]{{4}}-[0-9a-f]{{4}}-[0-9a-f]{{4}}-[0-9a-f]{{12}}){NA})",
            r"(?P<ip>(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?(?!\w|\.\w|:\d))",
            rf"(?P<ip6>{IPV6})",
            rf"(?P<blk>{NB}blk_-?\d+{NA})",
            r"(?<=[\w)\]])\[(?P<pid>\d{1,7})\]",
            rf"(?P<sqlstate>{NB}(?i:sqlstate)\s*[=:\[]?\s*(?P<sqlcode>[0-9A-Z]{{5}})\]?{NA})",
            rf"{NB}{ID_KEY}\s*[=:]\s*[\"']?(?P<kvid>{ID_VALUE}){NA}",
            rf"(?i:{ID_KEYS_CN})\s*[:=]?\s*(?P<cnid>{ID_VALUE}){NA}",
            # a path, not the full stop after it (`... report /p/gb1.`)
            r"(?P<path>(?<![\w.])/[A-Za-z_~.][\w.\-~]*(?:/[\w.\-~%]+)+/?(?<!\.)"
            # one lower-case segment (`/data`, `/health`), not after a word (`MB/s`, `吞吐量/qps`)
            r"|(?<![\w.:/\u3400-\u9fff])/[a-z][\w\-]+(?![\w/\-~%:]|\.\w))",
            rf"(?P<host>(?<![\w.\-]){HOST_LABEL}(?:\.{HOST_LABEL})*\.(?i:{TLD})(?:\.[a-z]{{2}})?(?::\d{{1,5}})?(?![\w\-]|\.\w|:\d))",
            r"(?P<hex>(?<![\w.\-])(?:0x[0-9a-fA-F]+|(?=[0-9a-fA-F]*[a-fA-F])(?=[0-9a-fA-F]*\d)[0-9a-fA-F]{8,})(?![\w\-]))",
            # a release (`v2.14.0`, `1.4.2-rc1`, `v3.1`): the component's version, one value
            # after a name's hyphen too (`pay-svc-1.6.7`, Helm's chart: the release of `pay-svc`)
            r"(?P<version>(?:(?<![\w.\-])|(?<=[A-Za-z]-))(?:[vV]?\d{1,4}\.\d{1,4}\.\d{1,5}"
            # a kernel's `5.15.0-91-generic`, `...el8_9.x86_64` too
            r"(?:[-+][0-9A-Za-z]+(?:[.\-][0-9A-Za-z_]+)*)?"
            r"|[vV]\d{1,4}\.\d{1,4})(?![\w\-]|\.\w))",
            rf"(?P<isodur>{ISO_DURATION})",  # Java's `PT1M30S`: a duration, no name
            rf"(?P<jvm>{JVM_OPTION})",  # `-Xmx2g`: the heap's size
            r"(?P<name>(?<![A-Za-z0-9_$.\-])(?!\$\d)[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*"
            r"|-(?!\d{1,4}\.\d{1,4}\.\d)[A-Za-z0-9]+)*)",
            rf"(?P<dur>{COMPOUND_DURATION})",  # `1h23m`, `1小时23分钟`: one duration
            rf"(?P<num>{NUMBER})",
            rf"(?P<cjkdate>{CJK_DATE})",
            # a weekday in Chinese (`周三`, `星期日`), not a count per week (`一周三次`)
            r"(?P<cjkwd>(?:周|星期|礼拜)[一二三四五六日天](?![次个天年月周小岁]))",
            rf"(?P<cjkn>{CJK_NUMBER})",
        ]
    )
    + ")",
    re.ASCII,
)

_PERIOD = compiled(r"[Qq][1-4]|[Hh][12]")
_MAY_DENY = ("no", "No", "NO", "without", "zero", "没", "无", "未", "不存在")
_TIMES = compiled(r"x\d{1,7}")
_TIMES_AFTER = compiled(r"\)| over ")
_PID_AFTER = compiled(r"\[\d{1,7}\]")
_SIMPLE_KINDS = {
    "url": "identifier", "uuid": "uuid", "ip": "ip", "mac": "identifier", "blk": "identifier",
    "path": "identifier", "host": "host", "hex": "identifier", "pid": "identifier", "kvid": "identifier",
    "cnid": "identifier",
}


def _master_anchor(m: re.Match[str], folded: str, text: str, floor: int) -> Anchor | None:
    # lastgroup is the outermost named group of the alternative that matched.
    kind = m.lastgroup
    if kind is None:
        return None
    if kind == "word":
        return word_number(folded, text, m.start(), m.end(), floor)
    if kind == "name":
        start, end = m.span()
        # `Three people`; `three-year deal`: the count, not a component
        first = folded.find("-", start, end)
        if (number := word_number(folded, text, start, end if first < 0 else first,
                                  floor)) is not None:
            return number
        word = folded[start:end]
        if folded[start - 1:start] == "(" and _TIMES.fullmatch(word) and _TIMES_AFTER.match(folded, end):
            # kubectl's events: `3m (x12 over 38m)` is seen 12 times (a count, not a name)
            return Anchor("number", str(int(word[1:])), text[start + 1:end], start + 1, end)
        if word.lower() in WEEKDAYS and word[0].isupper():  # `on Saturday`: a date, of its own class
            return Anchor("timestamp", word.lower(), text[start:end], start, end, unit="WD")
        if word.lower() in MONTHS and word[0].isupper():  # `in January`: a month alone
            return Anchor("timestamp", MONTHS[word.lower()], text[start:end], start, end, unit="M")
        if _PERIOD.fullmatch(word):  # `Q4`, `H1`: a quarter or a half, ranked as `fourth quarter` is
            return Anchor("number", word[1], text[start:end], start, end, unit="th")
        cls = classify_name(word) or proper_noun(folded, start, end)
        if cls is None and _PID_AFTER.match(folded, end):  # `sshd[24200]`: the process is named
            cls = ("service", word.lower())
        return None if cls is None else Anchor(cls[0], cls[1], text[start:end], start, end)
    if kind == "num":
        return number_anchor(m, folded, text, floor)
    if kind in ("dur", "isodur"):
        return duration_anchor(m, folded, text, floor)
    if kind == "cjkn":
        return cjk_number_anchor(m, folded, text, floor)
    if kind == "jvm":
        start, end = m.span()
        return Anchor("number", decimal_str(jvm_bytes(m.group("jvmsize"))), text[start:end], start,
                      end, "x" + m.group("jvmopt"), "bytes")
    if kind == "ip6":
        start, end = m.span()
        value = ipv6_value(m.group("ip6addr") or m.group("ip6baddr"), m.group("ip6port"))
        return None if value is None else Anchor("ip", value, text[start:end], start, end)
    if kind == "cjkwd":
        start, end = m.span()
        day = WEEKDAYS["一二三四五六日".index(folded[end - 1].replace("天", "日"))]
        return Anchor("timestamp", day, text[start:end], start, end, unit="WD")
    start, end = m.span(kind)
    raw = text[start:end]
    if kind == "ts" and raw[:1].isdigit() and uptime_clock(folded, start, end):
        return duration_anchor(m, folded, text, floor)  # `up  4:05,  2 users`: how long
    if kind in ("ts", "cjkdate"):
        before = folded[max(0, start - 3):start].rstrip(" ")
        part = next((part for part in DAY_PARTS if before.endswith(part)), "")
        if part and folded[end - 1] in "点时分秒半":
            start = folded.rindex(part, 0, start)  # `下午3点`, `晚8时`: the evening's clock
            raw = text[start:end]
        value = canonical(folded[start:end])
        if value is None:
            return Anchor("timestamp", raw, raw, start, end)
        return Anchor("timestamp", value, raw, start, end, unit=precision(value))
    if kind == "version":
        return Anchor("version", folded[start:end].lower().removeprefix("v"), raw, start, end)
    if kind == "sqlstate":
        return Anchor("error_code", "sqlstate:" + m.group("sqlcode").lower(), raw, start, end)
    return Anchor(_SIMPLE_KINDS[kind], folded[start:end].lower(), raw, start, end)


_REFORM = compiled("发展和?改革")


def _cjk_names(folded: str, text: str, anchors: list[Anchor], ends: list[int]) -> list[Anchor]:
    """Organisations, government bodies, people and places named in Chinese, the first of
    overlapping ones kept (`北京市公安局`, not also `北京`)."""
    found: list[Anchor] = []
    for s, e in (*cjk_organisations(folded), *cjk_authorities(folded), *cjk_people(folded),
                 *cjk_places(folded)):
        if overlapping(s, e, anchors, ends) is None and not any(
                s < a.end and a.start < e for a in found):
            # one body however its name is shortened (`国家发改委`, `国家发展改革委`)
            value = _REFORM.sub("发改", folded[s:e])
            found.append(Anchor("name", value, text[s:e], s, e))
    return found


# A port after a service name (`kafka-2:9092`, `db-primary:5432`): one endpoint, as an IP's is.
_PORT = compiled(r":(\d{1,5})(?![\w:]|\.\w)")


def _with_port(anchor: Anchor, folded: str, text: str) -> Anchor:
    port = _PORT.match(folded, anchor.end)
    if port is None or int(port.group(1)) > 65535:
        return anchor
    return Anchor(anchor.kind, f"{anchor.value}:{port.group(1)}", text[anchor.start:port.end()],
                  anchor.start, port.end())


def _zone_read(stamp: Anchor, folded: str, anchors: list[Anchor]) -> int:
    """Where the time zone written around a time of day ends (`11:15 UTC+8`, `GMT+8 11:15`):
    its digits are the zone's, no number of their own (the one read before it is dropped)."""
    start, end = stamp.start, stamp.end
    # cheap tests first (a log's every time is read): what a zone's words end or start with
    last = folded[max(0, start - 4):start].rstrip(" \t:：")[-1:]
    if last and (last in "间区TCK" or (last.isdigit() and "+" in folded[max(0, start - 12):start])) \
            and (before := zone_before(folded, start)) is not None and anchors \
            and anchors[-1].end > before[1] and anchors[-1].kind == "number":
        anchors.pop()
    first = folded[end + 1:end + 2] if folded[end:end + 1] in (" ", "\t") else folded[end:end + 1]
    after = zone_after(folded, end) if first and first in _ZONE_STARTS else None
    return end if after is None else after[1]


_ZONE_STARTS = frozenset("UGCEPMJKHS+-(（北东")


# A full-width comma after a clock time ends a clause (`在 10:05:31，30 个请求超时`), never
# starts its fraction of a second as `10:05:31,014` does: folded to a space, not to `,`.
_CLOCK_COMMA = compiled(r"(?<=\d:\d\d)，(?=\d)")


def extract_anchors(text: str, *, include_timestamps: bool = False) -> list[Anchor]:
    """Anchors of *text*, sorted by start, never overlapping (see module docstring)."""
    folded = fold(text)
    if "，" in text:
        for m in _CLOCK_COMMA.finditer(text):
            folded = folded[:m.start()] + " " + folded[m.end():]
    anchors: list[Anchor] = []
    floor = 0  # end of the last number or timestamp
    taken = 0  # end of a port read with its service: the number it is is no anchor of its own
    for m in _MASTER.finditer(folded):
        if m.start() < taken:
            continue
        anchor = _master_anchor(m, folded, text, floor)
        if anchor is None:
            continue
        if anchor.end > m.end():  # read past its match (`three hundred`, `twenty five`)
            taken = anchor.end
        if anchor.kind == "service" and folded.startswith(":", anchor.end):
            anchor = _with_port(anchor, folded, text)
            taken = anchor.end
        if anchor.kind == "timestamp" and "T" in (anchor.unit or ""):
            taken = _zone_read(anchor, folded, anchors)
        if anchor.kind in ("number", "timestamp"):
            floor = anchor.end
        if include_timestamps or anchor.kind != "timestamp":
            anchors.append(anchor)
    if "/" in folded:
        anchors = slashed(folded, text, anchors)
        if any(protocol in folded for protocol in PROTOCOLS):
            anchors = port_map_anchors(folded, text, anchors)
    if "* * *" in folded:
        anchors = cron_anchors(folded, text, anchors, include_timestamps)
    if "iB " in folded or "%Cpu" in folded:
        anchors = summary_anchors(folded, text, anchors)
    if "swpd" in folded:
        anchors = vmstat_anchors(folded, text, anchors)
    anchors = tool_anchors(folded, anchors)
    if "%" in folded and any(words in folded for words in SERVED_WORDS):
        anchors = served_anchors(folded, anchors)
    if "\n" in folded and (tallied := tallied_statuses(folded)):  # `uniq -c` of an access log's statuses
        anchors = [a._replace(kind="http_status") if a.kind == "number" and a.start in tallied else a
                   for a in anchors]
    if any(word in folded for word in _MAY_DENY):  # `没有 5xx 错误`, `no 502 errors`: a status denied
        anchors = statuses_denied(folded, anchors)
    ends = [a.end for a in anchors]
    extra = [
        a for a in negations(folded, text, anchors, ends)
        if overlapping(a.start, a.end, anchors, ends) is None
    ]
    if not folded.isascii():
        extra += _cjk_names(folded, text, anchors, ends)
    users = accounts(folded)
    if users:
        # an account read as a proper noun or an id (`invalid user Admin`, `账号 deploy_bot`)
        named = {(a.start, a.end) for a in anchors if a.kind in ("name", "identifier")}
        users = [(s, e, v) for s, e, v in users
                 if (s, e) in named or overlapping(s, e, anchors, ends) is None]
        anchors = [a for a in anchors if (a.start, a.end) not in {(s, e) for s, e, _ in users}]
        extra += [Anchor("user", value, text[s:e], s, e) for s, e, value in users]
    if extra:
        anchors = sorted(anchors + extra, key=lambda a: a.start)
    return anchors


