"""Names: services, hosts, error codes, exceptions, identifiers (docs/anchors.md, Kinds)."""

from __future__ import annotations

import re

from gatekeeper.rules.support.text.anchors.model import words

TLD = (
    r"(?:com|net|org|io|cn|edu|gov|info|biz|dev|cloud|uk|de|jp|ru|us|hk|tw|sg|kr|in|au|ca|fr|nl|pl|br|mx|"
    r"internal|local|localdomain|lan|corp|intra|intranet|cluster|example)"
)
HOST_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?"

ID_KEYS_CN = (
    r"订单号|订单编号|订单ID|请求ID|请求号|流水号|交易号|交易流水号|追踪ID|链路ID|工单号|"
    r"任务ID|任务号|用户ID|会话ID|进程号|进程ID|线程ID|批次号"
)
ID_KEY = (
    r"(?:[A-Za-z][A-Za-z0-9]*[_-](?i:id)|[A-Za-z][a-z0-9]*(?:Id|ID)"
    r"|(?i:id|pid|uid|euid|gid|tid|sid|myid|traceid|requestid|reqid|orderid|spanid|sessionid|userid))"
)
ID_VALUE = r"[A-Za-z0-9](?:[A-Za-z0-9_\-]*[A-Za-z0-9])?"

_EXCEPTION_SUFFIXES = ("Exception", "Error", "Throwable", "Fault")
_EXCEPTION_RE = re.compile(rf"[A-Z][A-Za-z0-9_]*(?:{'|'.join(_EXCEPTION_SUFFIXES)})")
_QUALIFIER_RE = re.compile(r"[.$]")
_ERRNO = words(
    "econnrefused econnreset econnaborted etimedout enospc enomem eaddrinuse epipe eacces enoent "
    "ehostunreach enetunreach emfile enfile eperm eagain oomkilled crashloopbackoff imagepullbackoff "
    "errimagepull"
)
_ERROR_CODE_RE = re.compile(r"E\d{3,6}|[A-Z]{2,6}-\d{2,6}")
_UPPER_SNAKE_RE = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
_ERRORISH = ("ERR", "FAIL", "TIMEOUT", "EXCEPTION", "INVALID", "DENIED", "REFUSED", "UNAVAILABLE", "ABORT")
_FILE_EXT = words(
    "log txt conf cfg ini properties xml json yaml yml py java jar so gz zip tar out err pid sh class "
    "csv sql md html js go rs toml lock exe dll dat sqm rrd c h cpp"
)
_ID_SEGMENT_RE = re.compile(r"(?=.*\d)(?:[0-9a-fA-F]{6,}|\d{4,})")
# Hyphenated English words, not component names.
_HYPHEN_PREFIXES = words(
    "non re pre co self multi anti semi sub cross well built read write up out e x one two long short "
    "high low real full half all off on opt end follow set so in by"
)


def classify_name(tok: str) -> tuple[str, str] | None:
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


