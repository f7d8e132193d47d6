"""Timestamp and date patterns: recognised so that their digits never leak out as numbers."""

from __future__ import annotations

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
TIMESTAMP = rf"(?<![0-9A-Za-z])(?:(?=\d)(?:{_TS_DIGIT})|(?=[ADFJMNOSTW])(?:{_TS_ALPHA}))"

