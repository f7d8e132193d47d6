"""A failure a claim names where its evidence prints another failure of the same family: a
deadlock for a lock wait timeout, a segfault for the OOM killer, a DNS timeout for NXDOMAIN, an
expired certificate for an untrusted issuer, Redis's OOM for its READONLY.

`mysql 发生了死锁` citing `ERROR 1205 (HY000): Lock wait timeout exceeded`, `进程 java 因段错误崩溃`
citing `Out of memory: Killed process 1234 (java)`, `TLS 握手失败，原因是证书过期` citing `unable to
get local issuer certificate`: each failure's words were no anchor, so the claim passed, and each
sends the diagnosis elsewhere (evidence/connected.py reads a connection's failures so). A claim
naming a family's subject (`事务`, `行锁`, `mysql`; `进程`, `killed`; `DNS`, `解析`; `TLS`, `证书`;
`redis`) and stating failures of the family (not denied: `不是死锁`, `排除`, `not`) none of which its
cited lines print, while they print another of the family, contradicts them (REJECT).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled


class Family(NamedTuple):
    subject: re.Pattern[str]  # what a claim names the family's failures of
    kinds: dict[str, re.Pattern[str]]  # each failure, as tools print it and claims say it


def _family(subject: str, kinds: dict[str, str]) -> Family:
    return Family(compiled(subject, re.IGNORECASE),
                  {kind: compiled(words, re.IGNORECASE) for kind, words in kinds.items()})


FAMILIES = (
    _family(r"行锁|表锁|加锁|事务|数据库"
            r"|(?<![A-Za-z])(?:transaction|mysql|postgres\w*|database|sql|innodb)(?![A-Za-z])", {
        "deadlock": r"deadlock|死锁|ERROR 1213|40P01",
        "lock wait timeout": r"lock wait timeout|锁等待超时|锁超时|ERROR 1205|lock timeout|55P03"}),
    _family(r"进程|杀死|崩溃|退出|(?<![A-Za-z])(?:process|killed|crash\w*|exit\w*|pid)(?![A-Za-z])", {
        "oom kill": r"out of memory|oom[-_ ]?kill\w*|OOMKilled|内存溢出|内存不足"
                    r"|(?<![A-Za-z])OOM(?![A-Za-z])",
        "segfault": r"segfault|segmentation fault|SIGSEGV|signal 11|段错误"}),
    _family(r"DNS|解析|域名|(?<![A-Za-z])(?:resolv\w*|nslookup|dig)(?![A-Za-z])", {
        "nxdomain": r"NXDOMAIN|域名不存在|non-existent domain",
        "servfail": r"SERVFAIL",
        "dns timeout": r"no servers could be reached|解析超时|DNS (?:query |resolution )?timed? ?out"
                       r"|dns timeout"}),
    _family(r"TLS|SSL|证书|握手|(?<![A-Za-z])(?:certificate|x509|handshake|https)(?![A-Za-z])", {
        "expired": r"certificate (?:has )?expired|CERT_HAS_EXPIRED|expired certificate|证书(?:已经?)?过期",
        "untrusted": r"unable to get local issuer certificate|self[- ]signed certificate|unknown authority"
                     r"|UNABLE_TO_VERIFY_LEAF_SIGNATURE|不受信任|自签名",
        "name mismatch": r"doesn't match|does not match|not valid for|hostname mismatch|ALTNAME_INVALID"
                         r"|域名不匹配"}),
    _family(r"(?<![A-Za-z])redis(?![A-Za-z])", {
        "oom": r"OOM command not allowed|(?<![A-Za-z])OOM(?![A-Za-z])|内存不足",
        "readonly": r"READONLY|read only replica|只读",
        "auth": r"NOAUTH|WRONGPASS|Authentication required|认证失败|密码错误"}),
)
#: A failure denied or ruled out right before its words (`不是死锁`, `排除了 OOM`, `not a deadlock`).
_DENIED = compiled(r"(?:(?<![A-Za-z])(?:not|never|no|n't|rule[sd]? out)\s*(?:\w+\s+){0,2}"
                   r"|不是|并非|并不是|而非|排除了?|没有|未|不|无)\s*\Z", re.IGNORECASE)


def failure_kind_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words of a failure, [what the lines print of their family's]) for the
    first family whose failures the claim states and its lines print otherwise (see the module
    docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    for family in FAMILIES:
        if family.subject.search(claim) is None:
            continue
        said = {kind: m for kind, pattern in family.kinds.items()
                if (m := _stated(pattern, claim)) is not None}
        if not said:
            continue
        printed = {kind: line.strip() for text in dict.fromkeys(texts) for line in text.split("\n")
                   for kind, pattern in family.kinds.items() if pattern.search(line)}
        if printed and not set(said) & set(printed):
            first = min(said.values(), key=lambda m: m.start())
            return (Anchor("state", first.group().lower(), first.group(), first.start(), first.end()),
                    [repr(clipped(line, 100)) for line in dict.fromkeys(printed.values())][:2])
    return None


def _stated(pattern: re.Pattern[str], claim: str) -> re.Match[str] | None:
    """The first match of `pattern` in the claim no denial comes right before."""
    return next((m for m in pattern.finditer(claim)
                 if not _DENIED.search(claim, max(0, m.start() - 24), m.start())), None)
