"""Deterministic anchor extraction for mixed Chinese/English ops text.

An *anchor* is a token whose exact value matters when a claim is compared with
the tool output it cites: a service name, an error code, a number with its
unit, an id, a negation.  Fuzzy similarity does not see these (``95%`` vs
``59%``, ``已耗尽`` vs ``未耗尽`` score ≈ 0.85), so callers compare anchors.

Matching
--------
The text is first folded *character for character* (full-width ASCII,
ideographic space, Chinese punctuation, ``−``, ``µ`` → ASCII/canonical), so
every span found in the folded text is also the span in the original text:
``Anchor.start``/``end`` always index the string the caller passed, and
``raw == text[start:end]``.  Word boundaries are ASCII lookarounds
(``(?<![A-Za-z0-9_])``), never ``\\b``, which does not fire between a CJK
character and a Latin letter (``调用order-svc超时``).  One master regex scans
the text left to right (leftmost match wins, earlier alternatives win at the
same position), so anchors never overlap.

Kinds and canonical ``value``
-----------------------------
``service``      kebab-case (``order-svc``), dotted/qualified names
                 (``kafka.consumer``, ``com.acme.PayClient``); lower-cased.
``host``         dotted names ending in a known TLD/internal suffix
                 (``db-01.prod.internal``, ``ns.example.com``); lower-cased.
``error_code``   ``ERR_TIMEOUT``, ``ORA-00060``, ``E1234``, errno names
                 (``ECONNREFUSED``), k8s reasons (``OOMKilled``),
                 ``SQLSTATE 40001`` (value ``sqlstate:40001``), and a number
                 after ``错误码``/``error code``/``errno``/``code=``; lower-cased.
``http_status``  a 100–599 integer in HTTP context only: ``HTTP 503``,
                 ``HTTP/1.1" 503``, ``status=503``, ``status: 200``,
                 ``返回 503``, ``状态码 500``, ``响应码 502``, or followed by
                 a reason phrase (``503 Service Unavailable``) or ``错误``.
``exception``    ``java.net.SocketTimeoutException``, ``TimeoutError``: the
                 simple class name lower-cased (``sockettimeoutexception``).
``number``       see below.
``identifier``   uuids' ``req-``-style prefixed ids (``req-7f3a9c``), long hex
                 ids, ``0x…``, values of ``*_id=``/``*Id:``/``pid=`` and of
                 ``订单号``/``请求ID``/``流水号``/``进程号``…, HDFS block ids
                 (``blk_-160…``), bracketed PIDs (``sshd[24200]`` → ``24200``),
                 plain integers of 10+ digits, lower-case snake_case names
                 (``pam_unix``), all-caps kebab words (``SK-II``), file names
                 (``nova-api.log``), paths (``/etc/httpd/conf/x.properties``)
                 and URLs; lower-cased.
``ip``           IPv4 with optional port, value as written (``10.0.0.1:8080``;
                 compare ``value.split(":")[0]`` for the address only).
``uuid``         lower-cased.
``negation``     see below.

Timestamps and dates (``081109 203518``, ``2015-10-18 18:01:47,978``,
``Jun 14 15:16:01``, ``[Sun Dec 04 04:47:44 2005]``, ``17/06/09 20:10:40``,
``2026年11月29日``, epoch seconds/milliseconds, clock times) are recognised and
produce **no anchor**; their digits never leak out as numbers.  Pass
``include_timestamps=True`` to get them as kind ``"timestamp"`` (value = raw);
``gatekeeper.rules.support.text.keywords`` uses that to keep them out of keywords.  Version
strings (``1.2.3``) produce nothing either.

Numbers
-------
``value`` is a decimal string without exponent or trailing zeros (``"5300"``,
``"0.5"``, ``"-26.95"``); ``unit`` is the dimension after normalisation:

* durations → ``"ms"``: ``ns us µs ms s sec(s) second(s) m min(s) minute(s)
  h hr(s) hour(s) d day(s) 纳秒 微秒 毫秒 秒 秒钟 分钟 小时 个小时 天``
  (``5300ms`` == ``5.3s`` == ``5.3 秒`` == ``5300 毫秒``; ``m`` is minutes);
* ``%``/``％``/``percent`` → ``"%"``; a leading sign is kept (``-26.95%``);
* sizes → ``"bytes"``: ``B byte(s) 字节 KB MB GB TB PB`` and ``KiB…PiB`` and the
  bare JVM/top suffixes ``M G T``; all **binary** (1 KB = 1024 B, so
  ``2GB`` == ``2048MB``, as ops tools print them);
* multipliers: ``万`` 1e4, ``亿`` 1e8, ``千`` 1e3, ``百万``, ``千万``, ``k``/``K``
  1e3, ``w`` 1e4 (``1.2万`` == ``12000``, ``3亿`` == ``300000000``);
* thousands separators are removed (``98,000`` == ``98000``);
* count classifiers (``次 个 条 笔 台 项 件 行 批``) are consumed but the
  number stays dimensionless: ``unit`` is ``None`` (never ``"count"``);
* a ``/s``, ``/sec`` or ``/秒`` suffix appends ``"/s"`` to the unit
  (``512MB/s`` → ``"bytes/s"``, ``1200/s`` → ``"/s"``).

``metric`` is a label for what is measured, found by one simple rule: the
nearest word immediately before the number, allowing ``:``/``=`` and at most
two connectors between them (``is was are reached hit of at to about over
为 是 达到 达 高达 升至 降至 超过 约 约为 已达 仅 只有 峰值``…).  A word is an ASCII
identifier (``cpu``, ``latency``, ``kafka.consumer.lag``, ``heap_used``) or
the CJK run before the number, cut after the last ``的/之/和/与/及/在``…, at most
8 characters, with an ASCII word glued in front kept (``CPU使用率95%`` →
``cpu使用率``).  Lower-cased.  English function words are never labels.
Examples: ``内存使用率 95%`` → ``内存使用率``; ``CPU 92%`` → ``cpu``;
``p99 latency 5300ms`` → ``latency``; ``线程数 245`` → ``线程数``;
``lag 98000`` → ``lag``.  Labels after the number (``95% 的内存``) are not
seen.  Two numbers with the same metric and unit but different values are a
"same metric, different value" candidate.

Negation
--------
A ``negation`` anchor spans a negator and the term it negates; ``value`` is the
canonical negated term:

* Chinese negators ``不 未 没 无 非 无法`` (so ``没有 未能 不能 不会 并非 毫无 尚未``
  work: auxiliaries ``被 有 再 曾 能 会 是 太 够 已 要 很`` between negator and
  term are skipped), term = the next one or two CJK characters:
  ``未耗尽`` → ``耗尽``, ``无法连接数据库`` → ``连接``, ``不可用`` → ``可用``.
  Words that merely contain a negator are excluded: ``非常 非法 除非 无锡 无论
  无限 无数 无线 无关 无效 无需 不同 不仅 不过 不断 不少 不久 不停 不足 不但
  不管 不错 不如 不然 不必 未来 未知 未必 没错 有无 差不多`` and A-not-A
  questions (``是不是``, ``有没有``).
* English ``not no never without cannot …n't failed to fail(s) to unable to``
  (``failed to connect`` counts as negating ``connect``), skipping up to two
  of ``be been being is are was were yet ever a an the any fully really
  currently actually always completely get got become``; term = the next
  word lower-cased.  ``notification``/``node`` are not negators (ASCII
  boundaries).  If the term is itself an anchor (``no ERR_TIMEOUT``), the
  negation anchor covers only the negator and takes that anchor's value.

To detect a negation flip between a claim and a source, use
``negation_flips(a, b)``: the terms negated on one side but not the other and
present un-negated on that other side.  It is built on ``negated_terms(text)``
(values of negation anchors) and ``affirmed_terms(text)`` (every ASCII word,
its ``-``/``_``/``.`` parts, and every CJK bigram *outside* negation spans).
``negation_flips("连接池未耗尽", "连接池已耗尽") == {"耗尽"}``;
``negation_flips("connection pool not exhausted", "pool exhausted") ==
{"exhausted"}``.  A one-character CJK term (``非空`` → ``空``) never matches a
bigram, so it never produces a flip.

Performance
-----------
Everything is compiled at import; the module imports only ``re``, ``bisect``,
``dataclasses`` and ``decimal`` (never jieba or rapidfuzz).  ``extract_anchors``
per 4 KB, best of 5 × 200 calls with ``time.process_time`` (2 vCPU, Python
3.11.7, measured while other jobs kept the load average near 7, so expect less
on an idle machine):

* Chinese/English prose (a diagnosis write-up, 16 anchors): ≈ 0.63 ms;
* dense mixed text + OpenStack/HDFS log lines (≈ 200 anchors): ≈ 2.6 ms,
  mostly per-anchor Python work (number canonicalisation, metric labels).

Speed-ups that matter (keep them when editing): a leading look-ahead on the
master regex; plain lower-case words consumed by the first alternative; the
negation patterns start with a literal or a single character class so the
regex engine can skip ahead in C; the fold substitutes only the characters
that need it.  To re-measure::

    python -c "import time; from gatekeeper.rules.support.text.anchors import extract_anchors as f; \
    t = open('some-4k-text.txt').read(); s = time.process_time(); [f(t) for _ in range(200)]; \
    print((time.process_time() - s) / 200 * 1e3, 'ms')"
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from decimal import Decimal

__all__ = [
    "Anchor",
    "affirmed_terms",
    "extract_anchors",
    "negated_terms",
    "negation_flips",
]


@dataclass(frozen=True, slots=True)
class Anchor:
    kind: str
    value: str
    raw: str
    start: int
    end: int
    metric: str | None = None
    unit: str | None = None


def _words(spaced: str) -> frozenset[str]:
    return frozenset(spaced.split())


# --- equal-length fold ---------------------------------------------------------
# Only one-to-one replacements, so spans in the folded text are spans in the
# original.  NFKC itself is not used: it can change the length (… → ...).
def _build_fold() -> dict[int, str]:
    table = {cp: chr(cp - 0xFEE0) for cp in range(0xFF01, 0xFF5F)}  # full-width ASCII
    table.update(
        {ord(k): v for k, v in {
            "\u3000": " ", "\u00a0": " ", "。": ".", "、": ",", "【": "[", "】": "]",
            "〔": "[", "〕": "]", "《": "<", "》": ">", "「": '"', "」": '"', "『": '"',
            "』": '"', "“": '"', "”": '"', "‘": "'", "’": "'", "—": "-", "–": "-",
            "−": "-", "…": ".", "﹪": "%", "µ": "μ",
        }.items()}
    )
    return table


_FOLD = _build_fold()
_FOLD_CHARS = {chr(k): v for k, v in _FOLD.items()}
_FOLD_RE = re.compile("[" + "".join(re.escape(c) for c in _FOLD_CHARS) + "]")


def _fold(text: str) -> str:
    # Substituting only the characters that need it is ~4x faster than
    # str.translate on CJK text (translate looks every character up in a dict).
    if text.isascii():
        return text
    return _FOLD_RE.sub(lambda m: _FOLD_CHARS[m.group()], text)

# --- building blocks -------------------------------------------------------------
_NB = r"(?<![A-Za-z0-9_])"  # ASCII "word start" (works next to CJK)
_NA = r"(?![A-Za-z0-9_])"  # ASCII "word end"
_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"

_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?"
_WDAY = r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?"
_HMS = r"\d{1,2}:\d{2}(?::\d{2})?(?:[.,:]\d{1,9})?"
_DATE_TIME_TAIL = r"(?:[T _\-]\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:[.,]\d{1,9})?)?(?:Z|\s?[+-]\d{2}:?\d{2})?"
_TS_DIGIT = "|".join(
    [
        rf"\d{{4}}-\d{{1,2}}-\d{{1,2}}{_DATE_TIME_TAIL}",  # ISO, BGL 2005-06-03-15.42.50
        rf"\d{{4}}[/.]\d{{1,2}}[/.]\d{{1,2}}{_DATE_TIME_TAIL}",
        rf"\d{{2}}/\d{{2}}/\d{{2}}(?:\d{{2}})?(?:\s+{_HMS})?",  # Spark 17/06/09 20:10:40
        rf"\d{{1,2}}/{_MONTH}/\d{{4}}(?::{_HMS})?(?:\s[+-]\d{{4}})?",  # access log
        r"(?:(?<=\n)|^)\d{6}\s\d{6}(?!\d)",  # HDFS 081109 203518 at line start
        r"\d{8}-\d{1,2}:\d{1,2}:\d{1,2}(?::\d{1,3})?",  # HealthApp 20171224-0:0:0:215
        rf"\d{{2}}[-.]\d{{2}}\s+{_HMS}",  # Android 03-17 16:13:38.811, Proxifier 10.30 16:49:06
        r"(?:\d{2,4}年)?\d{1,2}月\d{1,2}[日号](?:\s*\d{1,2}[:点时]\d{2}(?::\d{2})?分?)?",
        r"\d{2,4}年\d{1,2}月",
        r"\d{1,2}:\d{2}:\d{2}(?:[.,]\d{1,9})?",
    ]
)
_TS_ALPHA = "|".join(
    [
        rf"(?:{_WDAY}\s+)?{_MONTH}\s+\d{{1,2}}(?:,?\s+\d{{4}})?\s+{_HMS}(?:\s+\d{{4}})?",
        rf"(?:{_WDAY}\s+)?{_MONTH}\s+\d{{1,2}},?\s+\d{{4}}",
    ]
)
# The leading look-aheads let the engine reject most positions with one test.
_TIMESTAMP = rf"(?<![0-9A-Za-z])(?:(?=\d)(?:{_TS_DIGIT})|(?=[ADFJMNOSTW])(?:{_TS_ALPHA}))"

_TLD = (
    r"(?:com|net|org|io|cn|edu|gov|info|biz|dev|cloud|uk|de|jp|ru|us|hk|tw|sg|kr|in|au|ca|fr|nl|pl|br|mx|"
    r"internal|local|localdomain|lan|corp|intra|intranet|cluster|example)"
)
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?"

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
    rf"(?P<unit>%|(?i:{_alt([u for u in _ASCII_UNITS_CI if len(u) > 1])}){_NA}"
    rf"|{_alt([u for u in (*_DUR_UNITS, *_BYTE_UNITS) if not u.isascii()])})"
    # single letters only when glued to the number: "5s", "3m", "512M", "2G"
    rf"|(?P<unit1>[smhdbBMGT]){_NA}"
)
_NUMBER = (
    r"(?<![A-Za-z0-9_.$/@\\])(?<!\d:)"
    r"(?P<sign>[-+])?(?P<int>\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?P<frac>\.\d+)?"
    rf"(?:(?P<mult>百万|千万|[万亿千])|(?P<kmult>[kKw]){_NA})?"
    rf"(?:\s?{_UNIT_RE_PART})?"
    rf"(?P<count>[{_COUNT_WORDS}])?"
    r"(?P<per>/(?:s|sec|秒)(?![A-Za-z0-9_]))?"
    r"(?![A-Za-z0-9_])(?!\.\d)(?!:\d)"
)

_ID_KEYS_CN = (
    r"订单号|订单编号|订单ID|请求ID|请求号|流水号|交易号|交易流水号|追踪ID|链路ID|工单号|"
    r"任务ID|任务号|用户ID|会话ID|进程号|进程ID|线程ID|批次号"
)
_ID_KEY = (
    r"(?:[A-Za-z][A-Za-z0-9]*[_-](?i:id)|[A-Za-z][a-z0-9]*(?:Id|ID)"
    r"|(?i:id|pid|uid|euid|gid|tid|sid|myid|traceid|requestid|reqid|orderid|spanid|sessionid|userid))"
)
_ID_VALUE = r"[A-Za-z0-9](?:[A-Za-z0-9_\-]*[A-Za-z0-9])?"

# Every alternative starts with one of these characters; testing them first
# rejects most positions (CJK text, punctuation) at once (~30% faster).
_MASTER_FIRST = r"(?=[0-9A-Za-z_$/\[+\-订请流交追链工任用会进线批])"
_MASTER = re.compile(
    _MASTER_FIRST
    + "(?:"
    + "|".join(
        [
            # Plain lower-case words (most of English text) are consumed first and
            # yield nothing; trying the other alternatives on them is 5x slower.
            r"(?P<word>(?<![A-Za-z0-9_$.\-/])(?!sqlstate)[a-z]{2,}(?![A-Za-z0-9_$.\-:=/\[]|\s*[=:]))",
            rf"(?P<ts>{_TIMESTAMP})",
            r"(?P<url>(?i:https?|ftp)://[^\s\"'<>()\[\]{}，。]+)",
            rf"(?P<uuid>{_NB}(?i:[0-9a-f]{{8}}-[0-9a-f]{{4}}-[0-9a-f]{{4}}-[0-9a-f]{{4}}-[0-9a-f]{{12}}){_NA})",
            r"(?P<ip>(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?(?![\w.]|:\d))",
            rf"(?P<blk>{_NB}blk_-?\d+{_NA})",
            r"(?<=[\w)\]])\[(?P<pid>\d{1,7})\]",
            rf"(?P<sqlstate>{_NB}(?i:sqlstate)\s*[=:\[]?\s*(?P<sqlcode>[0-9A-Z]{{5}})\]?{_NA})",
            rf"{_NB}{_ID_KEY}\s*[=:]\s*[\"']?(?P<kvid>{_ID_VALUE}){_NA}",
            rf"(?i:{_ID_KEYS_CN})\s*[:=]?\s*(?P<cnid>{_ID_VALUE}){_NA}",
            r"(?P<path>(?<![\w.])/[A-Za-z_~.][\w.\-~]*(?:/[\w.\-~%]+)+/?)",
            rf"(?P<host>(?<![\w.\-]){_LABEL}(?:\.{_LABEL})*\.(?i:{_TLD})(?:\.[a-z]{{2}})?(?::\d{{1,5}})?(?![\w\-]|\.\w|:\d))",
            r"(?P<hex>(?<![\w.\-])(?:0x[0-9a-fA-F]+|(?=[0-9a-fA-F]*[a-fA-F])(?=[0-9a-fA-F]*\d)[0-9a-fA-F]{8,})(?![\w\-]))",
            r"(?P<name>(?<![A-Za-z0-9_$.\-])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|-[A-Za-z0-9]+)*)",
            rf"(?P<num>{_NUMBER})",
        ]
    )
    + ")",
    re.ASCII,
)

# --- name classification ---------------------------------------------------------
_EXCEPTION_SUFFIXES = ("Exception", "Error", "Throwable", "Fault")
_EXCEPTION_RE = re.compile(rf"[A-Z][A-Za-z0-9_]*(?:{'|'.join(_EXCEPTION_SUFFIXES)})")
_QUALIFIER_RE = re.compile(r"[.$]")
_ERRNO = _words(
    "econnrefused econnreset econnaborted etimedout enospc enomem eaddrinuse epipe eacces enoent "
    "ehostunreach enetunreach emfile enfile eperm eagain oomkilled crashloopbackoff imagepullbackoff "
    "errimagepull"
)
_ERROR_CODE_RE = re.compile(r"E\d{3,6}|[A-Z]{2,6}-\d{2,6}")
_UPPER_SNAKE_RE = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
_ERRORISH = ("ERR", "FAIL", "TIMEOUT", "EXCEPTION", "INVALID", "DENIED", "REFUSED", "UNAVAILABLE", "ABORT")
_FILE_EXT = _words(
    "log txt conf cfg ini properties xml json yaml yml py java jar so gz zip tar out err pid sh class "
    "csv sql md html js go rs toml lock exe dll dat sqm rrd c h cpp"
)
_ID_SEGMENT_RE = re.compile(r"(?=.*\d)(?:[0-9a-fA-F]{6,}|\d{4,})")
# Hyphenated English words, not component names.
_HYPHEN_PREFIXES = _words(
    "non re pre co self multi anti semi sub cross well built read write up out e x one two long short "
    "high low real full half all off on opt end follow set so in by"
)


def _classify_name(tok: str) -> tuple[str, str] | None:
    if tok.isalpha():  # fast path for plain words, the vast majority
        if tok.endswith(_EXCEPTION_SUFFIXES) and _EXCEPTION_RE.fullmatch(tok):
            return "exception", tok.lower()
        low = tok.lower()
        return ("error_code", low) if low in _ERRNO else None
    last = _QUALIFIER_RE.split(tok)[-1]
    if _EXCEPTION_RE.fullmatch(last):
        return "exception", last.lower()
    low = tok.lower()
    if low in _ERRNO or _ERROR_CODE_RE.fullmatch(tok):
        return "error_code", low
    if _UPPER_SNAKE_RE.fullmatch(tok):
        return ("error_code" if any(w in tok for w in _ERRORISH) else "identifier"), low
    if "." in tok:
        return ("identifier" if last.lower() in _FILE_EXT else "service"), low
    if "-" in tok and len(tok) > 3:  # "r-o" is no component
        first, *rest = tok.split("-")
        if any(_ID_SEGMENT_RE.match(seg) for seg in rest):
            return "identifier", low
        if not any(c.islower() for c in tok):
            return "identifier", low
        if first.lower() in _HYPHEN_PREFIXES:
            return None
        return "service", low
    if "_" in tok.strip("_") and any(c.islower() for c in tok):
        return "identifier", low
    return None


# --- number context --------------------------------------------------------------
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
    _words(
        "is was are were reached reaches hit hits of at to about over around above below took takes "
        "cost costs spent 为 是 达到 达 高达 升至 降至 涨到 跌到 超过 约为 约 已达 已经达到 "
        "仅为 仅 只有 峰值 持续 一度 等于 维持在 保持在"
    ),
    key=lambda w: (-len(w), w),
)
_CONNECTOR_ENDS = frozenset(w[-1] for w in _CONNECTORS)
_LABEL_CUT = "的之和与及了把将"  # a CJK label starts after the last of these
_ASCII_LABEL_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
_LABEL_STOP = _words(
    "the a an is was are were be been to of in on at for by with and or from than after before about "
    "over under into only just also then when while if as it this that these those has have had not "
    "no up down out per each every total all some any more less"
)
_CONTEXT = 40  # chars of left context examined for labels and HTTP/error context


def _decimal_str(d: Decimal) -> str:
    if d == 0:
        return "0"
    s = format(d.normalize(), "f")
    return s.rstrip("0").rstrip(".") if "." in s else s


def _is_cjk(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


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
    while i > 0 and _is_cjk(s[i - 1]):
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
    if not label or label in _LABEL_STOP:
        return None
    return label


def _number_anchor(m: re.Match[str], folded: str, text: str, floor: int) -> Anchor | None:
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
    return Anchor("number", _decimal_str(value), raw, start, end, _metric_label(before), unit)


_SIMPLE_KINDS = {
    "url": "identifier", "uuid": "uuid", "ip": "ip", "blk": "identifier", "path": "identifier",
    "host": "host", "hex": "identifier", "pid": "identifier", "kvid": "identifier",
    "cnid": "identifier",
}


def _master_anchor(m: re.Match[str], folded: str, text: str, floor: int) -> Anchor | None:
    # lastgroup is the outermost named group of the alternative that matched.
    kind = m.lastgroup
    if kind == "word":
        return None
    if kind == "name":
        start, end = m.span()
        cls = _classify_name(folded[start:end])
        return None if cls is None else Anchor(cls[0], cls[1], text[start:end], start, end)
    if kind == "num":
        return _number_anchor(m, folded, text, floor)
    start, end = m.span(kind)
    raw = text[start:end]
    if kind == "ts":
        return Anchor("timestamp", raw, raw, start, end)
    if kind == "sqlstate":
        return Anchor("error_code", "sqlstate:" + m.group("sqlcode").lower(), raw, start, end)
    return Anchor(_SIMPLE_KINDS[kind], folded[start:end].lower(), raw, start, end)


# --- negation ----------------------------------------------------------------------
# Each alternative starts with its literal negator and checks the character
# before it with a look-behind placed after it: a pattern whose alternatives all
# start with a literal is scanned by the regex engine's fast prefix search.
_CJK_NEG_RE = re.compile(
    r"(?P<neg>无法"
    r"|非(?<![除是莫无]非)(?![常法凡])"
    r"|不(?<!差不)(?![同仅过断少久停时但管错如然足必])"
    r"|未(?![来知必])"
    r"|没(?![错事])"
    r"|无(?<!有无)(?![锡论限数线疑非关需效]))"
    r"(?P<aux>[被有再曾能会是太够已要很]{0,2})"
    rf"(?P<term>[{_CJK}]{{1,2}})",
)
_EN_NEGATORS = (
    "not,no,never,without,cannot,failed to,fail to,fails to,unable to,isn't,aren't,wasn't,weren't,"
    "don't,doesn't,didn't,hasn't,haven't,hadn't,can't,couldn't,won't,wouldn't,shouldn't,mustn't,needn't"
)


def _case_insensitive(word: str) -> str:
    # "[Nn][Oo][Tt]" rather than (?i:not): keeps the literal-prefix fast scan.
    return "".join(f"[{c.lower()}{c.upper()}]" if c.isalpha() else re.escape(c) for c in word)


_EN_SKIP = (
    r"be|been|being|is|are|was|were|yet|ever|a|an|the|any|fully|really|currently|actually|"
    r"always|completely|get|got|become|longer|more"
)
def _first_letter_dispatch(phrases: list[str]) -> str:
    """Case-insensitive alternation of *phrases* that starts with one character class.

    ``[nN](?<=...)``-style dispatch keeps a single leading character set, which the
    regex engine scans for in C; ``(?i:not|no|…)`` would be tried at every position.
    """
    firsts = sorted({p[0].lower() for p in phrases})
    branches = []
    for f in firsts:
        rests = sorted((p[1:] for p in phrases if p[0].lower() == f), key=len, reverse=True)
        alts = "|".join(r"\s+".join(_case_insensitive(w) for w in rest.split(" ")) for rest in rests)
        branches.append(f"(?<=[{f}{f.upper()}])(?:{alts})")
    leading = "".join(f + f.upper() for f in firsts)
    # The look-behind after the first character rejects positions inside a word.
    return f"[{leading}](?<![A-Za-z0-9_].)(?:{'|'.join(branches)})"


_EN_NEG_RE = re.compile(
    rf"(?P<neg>{_first_letter_dispatch(_EN_NEGATORS.split(','))})"
    rf"(?![A-Za-z0-9_'\-])(?:\s+(?i:{_EN_SKIP})(?![A-Za-z0-9_])){{0,2}}"
    rf"\s+(?P<term>[A-Za-z][A-Za-z0-9]*(?:[_\-][A-Za-z0-9]+)*){_NA}",
    re.ASCII,
)


def _negations(folded: str, text: str, taken: list[Anchor], ends: list[int]) -> list[Anchor]:
    found: list[Anchor] = []
    for m in _CJK_NEG_RE.finditer(folded):
        i = m.start()
        # A-not-A question (是不是, 有没有) is not a negation.
        if i > 0 and i + 1 < len(folded) and folded[i - 1] == folded[i + 1]:
            continue
        found.append(Anchor("negation", m.group("term"), text[i:m.end()], i, m.end()))
    for m in _EN_NEG_RE.finditer(folded):
        start, end = m.span()
        t_start = m.start("term")
        inner = _overlapping(t_start, end, taken, ends)
        if inner is None:
            if m.group("term").lower() in _LABEL_STOP:  # "isn't for 5 seconds"
                continue
            found.append(Anchor("negation", m.group("term").lower(), text[start:end], start, end))
        elif inner.start >= t_start:
            # "no ERR_TIMEOUT": the negation covers the negator, value is the anchor's.
            end = m.end("neg")
            found.append(Anchor("negation", inner.value, text[start:end], start, end))
    return found


def _overlapping(start: int, end: int, anchors: list[Anchor], ends: list[int]) -> Anchor | None:
    """The first of the sorted, disjoint *anchors* overlapping [start, end), if any."""
    i = bisect_right(ends, start)
    return anchors[i] if i < len(anchors) and anchors[i].start < end else None


def extract_anchors(text: str, *, include_timestamps: bool = False) -> list[Anchor]:
    """Anchors of *text*, sorted by start, never overlapping (see module docstring)."""
    folded = _fold(text)
    anchors: list[Anchor] = []
    floor = 0  # end of the last number or timestamp
    for m in _MASTER.finditer(folded):
        anchor = _master_anchor(m, folded, text, floor)
        if anchor is None:
            continue
        if anchor.kind in ("number", "timestamp"):
            floor = anchor.end
        if include_timestamps or anchor.kind != "timestamp":
            anchors.append(anchor)
    ends = [a.end for a in anchors]
    negs = [
        a for a in _negations(folded, text, anchors, ends)
        if _overlapping(a.start, a.end, anchors, ends) is None
    ]
    if negs:
        anchors = sorted(anchors + negs, key=lambda a: a.start)
    return anchors


def negation_candidates(text: str) -> set[str]:
    """Every term a negator of *text* is followed by: a superset of ``negated_terms(text)``
    (of an anchor negated as in ``no ERR_TIMEOUT``, its raw word lower-cased), found by the
    negation regexes alone, without extracting anchors, so cheap to compute on long output."""
    folded = _fold(text)
    terms = {m.group("term") for m in _CJK_NEG_RE.finditer(folded)}
    terms.update(m.group("term").lower() for m in _EN_NEG_RE.finditer(folded))
    return terms


def negated_terms(text: str) -> set[str]:
    """Canonical terms that *text* negates (``未耗尽`` → ``{"耗尽"}``)."""
    return {a.value for a in extract_anchors(text) if a.kind == "negation"}


_ASCII_TERM_RE = re.compile(r"[A-Za-z0-9_][\w.\-]*[A-Za-z0-9_]|[A-Za-z]", re.ASCII)
_CJK_RUN_RE = re.compile(rf"[{_CJK}]+")


def affirmed_terms(text: str, anchors: list[Anchor] | None = None) -> set[str]:
    """Terms present in *text* outside any negation span.

    ASCII tokens (lower-cased, whole and split on ``-``/``_``/``.``) and every CJK
    bigram.  Compare with ``negated_terms`` of another text, or use
    ``negation_flips``.  Pass *anchors* (``extract_anchors(text, ...)``) when the
    caller has them already, to save a second scan.
    """
    folded = _fold(text)
    terms: set[str] = set()
    for a in extract_anchors(text) if anchors is None else anchors:
        if a.kind == "timestamp":
            continue
        if a.kind == "negation":  # blank the span; same length keeps offsets valid
            folded = folded[: a.start] + " " * (a.end - a.start) + folded[a.end:]
        elif a.kind != "number":
            terms.add(a.value)
    for tok in _ASCII_TERM_RE.findall(folded):
        tok = tok.lower()
        terms.add(tok)
        terms.update(p for p in re.split(r"[\-_.]", tok) if p)
    for run in _CJK_RUN_RE.findall(folded):
        terms.update(run[i:i + 2] for i in range(len(run) - 1))
    return terms


def negation_flips(a: str, b: str) -> set[str]:
    """Terms negated in one text but not the other, and affirmed in that other text.

    ``negation_flips("连接池未耗尽", "连接池已耗尽") == {"耗尽"}``.  Empty when both
    agree (both negate, or neither does).
    """
    neg_a, neg_b = negated_terms(a), negated_terms(b)
    flips = {t for t in neg_a - neg_b if t in affirmed_terms(b)}
    flips |= {t for t in neg_b - neg_a if t in affirmed_terms(a)}
    return flips
