"""Accounts: the user an authentication line or a claim names (docs/anchors.md, Accounts).

`Failed password for invalid user admin from 103.99.0.122` and `103.99.0.122 尝试以 root 登录失败`:
a plain lower-case word is no anchor, so a claim giving one line's attempt to another line's
user had nothing to compare. An account is read where an authentication log or a claim says it
is one, never from a word alone:

* `invalid user X`, `illegal user X`, `unknown user X`, `for user X`, `as user X`, and sshd's
  `<method> for X from <IPv4>` (`Failed password for root from ...`, `Accepted publickey for
  fztu from ...`);
* a field: `user=X`, `ruser=X`, `username: X`, `login=X`, `account=X`;
* in Chinese: `用户 X`, `账号：X`, `X 用户`, `以 X 登录`, `以 X 身份`.

Its value is the name lower-cased; the anchor spans the name only.
"""

from __future__ import annotations

import re

from gatekeeper.rules.support.text.patterns import compiled

_NAME = r"[A-Za-z_][A-Za-z0-9_.\-]{0,31}(?<![.\-])"
_AFTER = r"(?![\w.\-@])"
_ACCOUNT = compiled(
    rf"(?i:(?<![A-Za-z])(?:invalid|illegal|unknown)\s+user\s+)(?P<a>{_NAME}){_AFTER}"
    rf"|(?i:(?<![A-Za-z])(?:password|publickey|none|hostbased|keyboard-interactive(?:/pam)?"
    rf"|gssapi-with-mic)\s+for\s+(?:invalid\s+user\s+|user\s+)?)(?P<b>{_NAME})"
    r"(?=\s+(?i:from)\s+\d{1,3}(?:\.\d{1,3}){3}(?!\d))"
    rf"|(?i:(?<![A-Za-z])(?:for|as)\s+user\s+)(?P<c>{_NAME}){_AFTER}"
    rf"|(?i:(?<![A-Za-z_])(?:r?user|username|user_name|login|account)(?:=|\s*:\s?))['\"]?"
    rf"(?P<d>{_NAME}){_AFTER}(?![=:])"
    rf"|(?:用户|账号|账户)名?\s*[:：=]?\s*(?:为|是)?\s*['\"“‘]?(?P<e>{_NAME}){_AFTER}"
    rf"|(?<![\w.\-])(?P<f>[a-z][a-z0-9_.\-]{{1,31}}(?<![.\-]))\s*(?:用户|账号|账户)(?!名)"
    rf"|以\s*(?P<g>{_NAME})\s*(?:用户|账号|账户)?\s*(?:的)?\s*(?:身份|登录|登陆)"
)
#: Words after `user` or `用户` that name no account (`user ID 1024`, `用户 id`).
_NOT_ACCOUNTS = frozenset({"id", "ids", "uid", "name", "names", "from", "by", "and", "or", "the",
                           "a", "an", "is", "was", "to", "of", "in", "on", "with", "unknown",
                           "invalid", "illegal", "user", "users", "null", "none"})
#: What any text naming an account writes (the cheap test before the scan).
_HINT = re.compile(r"(?i:user|login|account| from )|用户|账号|账户|以")


def accounts(folded: str) -> list[tuple[int, int, str]]:
    """(start, end, the name lower-cased) of each account `folded` names (see the module
    docstring)."""
    if _HINT.search(folded) is None:
        return []
    found = []
    for m in _ACCOUNT.finditer(folded):
        group = m.lastgroup
        if group is None:
            continue
        name = m.group(group)
        if name.lower() not in _NOT_ACCOUNTS:
            found.append((m.start(group), m.end(group), name.lower()))
    return found
