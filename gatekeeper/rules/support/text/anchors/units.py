"""The units a number may be written with, and what each is in its dimension's normalised unit
(docs/anchors.md, Numbers): durations in ms, sizes in bytes (binary), multipliers, other
dimensions and currencies."""

from __future__ import annotations

DURATION_UNITS = {
    "ns": "0.000001", "nsec": "0.000001", "nsecs": "0.000001", "纳秒": "0.000001",
    "us": "0.001", "μs": "0.001", "usec": "0.001", "usecs": "0.001", "微秒": "0.001",
    "ms": "1", "msec": "1", "msecs": "1", "毫秒": "1",
    "s": "1000", "sec": "1000", "secs": "1000", "second": "1000", "seconds": "1000",
    "秒": "1000", "秒钟": "1000",
    "m": "60000", "min": "60000", "mins": "60000", "minute": "60000", "minutes": "60000",
    "分钟": "60000",
    "h": "3600000", "hr": "3600000", "hrs": "3600000", "hour": "3600000", "hours": "3600000",
    "小时": "3600000", "个小时": "3600000",
    "d": "86400000", "day": "86400000", "days": "86400000", "天": "86400000",
    # a month is 30 days and a year 365, as `个月` and `年` were (`3 months` holds `90 days`
    # within the precision it is written with); `12 years old` is an age (numbers.NUMBER)
    "week": "604800000", "weeks": "604800000", "周": "604800000", "个星期": "604800000",
    "month": "2592000000", "months": "2592000000", "个月": "2592000000",
    "year": "31536000000", "years": "31536000000", "yr": "31536000000", "yrs": "31536000000",
    "年": "31536000000",
}
#: The units of a duration an English number may be joined to by a hyphen (`a 30-day trial`).
HYPHENED_DURATIONS = r"(?i:(?:second|minute|hour|day|week|month|year)s?)(?![A-Za-z])"
BYTE_UNITS = {
    "b": 1, "byte": 1, "bytes": 1, "字节": 1,
    # iperf's `KBytes`, `MBytes`, `GBytes`
    "kb": 1024, "kib": 1024, "kbytes": 1024,
    "mb": 1024**2, "mib": 1024**2, "M": 1024**2, "mbytes": 1024**2,
    "gb": 1024**3, "gib": 1024**3, "G": 1024**3, "gbytes": 1024**3,
    "tb": 1024**4, "tib": 1024**4, "T": 1024**4, "tbytes": 1024**4,
    "pb": 1024**5, "pib": 1024**5,
    # written out, binary as the abbreviations are (`2 gigabytes` is `2GB`)
    "kilobyte": 1024, "kilobytes": 1024, "megabyte": 1024**2, "megabytes": 1024**2,
    "gigabyte": 1024**3, "gigabytes": 1024**3, "terabyte": 1024**4, "terabytes": 1024**4,
}
#: A size's lower-case letter in LVM's reports and top's columns: a power of 1024 (`6.1g`: GiB).
LETTER_SIZES = {letter: 1024**power for power, letter in enumerate("bkmgtpe")}
#: Kubernetes' binary suffixes, glued and in this case only (`512Mi`; `mi` is a mile).
QUANTITY_UNITS = {"Ki": 1024, "Mi": 1024**2, "Gi": 1024**3, "Ti": 1024**4, "Pi": 1024**5}
MULTIPLIERS = {"万": 10**4, "亿": 10**8, "千": 10**3, "百万": 10**6, "千万": 10**7,
               "万亿": 10**12, "千亿": 10**11, "百亿": 10**10,
               "k": 10**3, "K": 10**3, "w": 10**4, "thousand": 10**3, "million": 10**6,
               "mn": 10**6,
               "billion": 10**9, "bn": 10**9, "trillion": 10**12}
#: The multipliers English writes out after a number (`12 thousand`, `two million`).
SCALE_WORDS = ("thousand", "million", "billion", "trillion")
# Other dimensions: unit word -> (normalised unit, factor).
OTHER_UNITS: dict[str, tuple[str, str]] = {
    "km": ("m", "1000"), "公里": ("m", "1000"), "千米": ("m", "1000"), "米": ("m", "1"), "cm": ("m", "0.01"),
    "kg": ("kg", "1"), "公斤": ("kg", "1"), "千克": ("kg", "1"), "吨": ("kg", "1000"),
    "元": ("元", "1"), "块": ("元", "1"), "元人民币": ("元", "1"), "美元": ("$", "1"), "usd": ("$", "1"),
    # other currencies named in Chinese: `3亿港元` is no `3亿美元`
    "港元": ("HK$", "1"), "港币": ("HK$", "1"), "欧元": ("€", "1"), "英镑": ("£", "1"),
    "日元": ("JP¥", "1"), "韩元": ("KRW", "1"), "卢布": ("RUB", "1"), "澳元": ("A$", "1"),
    "st": ("th", "1"), "nd": ("th", "1"), "rd": ("th", "1"), "th": ("th", "1"),  # ordinals
    "ft": ("ft", "1"), "feet": ("ft", "1"), "foot": ("ft", "1"),
    # CPU (`0.5 核`, `2 vCPU`, `500 毫核`); Kubernetes' `500m` is read as millicores only where
    # its evidence names the CPU (`evidence.millicores`): `m` is minutes too
    "核": ("cores", "1"), "cores": ("cores", "1"), "vcpu": ("cores", "1"), "vcpus": ("cores", "1"),
    "毫核": ("cores", "0.001"), "millicores": ("cores", "0.001"), "millicore": ("cores", "0.001"),
    "人": ("人", "1"), "名": ("人", "1"), "岁": ("岁", "1"), "倍": ("倍", "1"),
}
#: A rate in bits (`1000Mb/s`, `1Gbps`, `941 Mbits/sec`): a lower-case `b` or `bit`, and
#: decimal prefixes, as network tools print it; `MB/s` stays bytes. Not `bps` alone (basis
#: points in finance).
BIT_RATE = r"(?P<bits>(?P<prefix>[kKMGT])(?:bps|bits?/s(?:ec)?|b/s(?:ec)?)|bits?/s(?:ec)?)"
BIT_PREFIXES = {"": 1, "k": 10**3, "K": 10**3, "M": 10**6, "G": 10**9, "T": 10**12}
CURRENCY = {"$": "$", "¥": "元", "€": "€", "£": "£"}


def known_unit(token: str) -> bool:
    """Whether `numbers.scale` knows the unit `token`."""
    key = token if token in ("M", "G", "T") else token.lower()
    return key in ("%", "percent") or key in DURATION_UNITS or key in BYTE_UNITS or key in OTHER_UNITS
