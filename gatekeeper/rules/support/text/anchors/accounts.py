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

from gatekeeper.rules.support.text.patterns import compiled

_NAME = r"[A-Za-z_][A-Za-z0-9_.\-]{0,31}(?<![.\-])"
_AFTER = r"(?![A-Za-z0-9_.\-@])"  # a Chinese character may follow: `用户chen从`
#: After a word naming an account: `invalid user X`, `for user X`, `user=X`.
_NAMED = compiled(
    rf"(?i:(?<![A-Za-z])(?:invalid|illegal|unknown)\s+user\s+)(?P<a>{_NAME}){_AFTER}"
    rf"|(?i:(?<![A-Za-z])(?:for|as)\s+user\s+)(?P<c>{_NAME}){_AFTER}"
    rf"|(?i:(?<![A-Za-z_])(?:r?user|username|user_name|login|account)(?:=|\s*:\s?))['\"]?"
    rf"(?P<d>{_NAME}){_AFTER}(?![=:])"
)
#: sshd's `<method> for X from <IPv4>`.
_SSHD = compiled(
    r"(?i:(?<![A-Za-z])(?:password|publickey|none|hostbased|keyboard-interactive(?:/pam)?"
    rf"|gssapi-with-mic)\s+for\s+(?:invalid\s+user\s+|user\s+)?)(?P<b>{_NAME})"
    r"(?=\s+(?i:from)\s+\d{1,3}(?:\.\d{1,3}){3}(?!\d))"
)
#: In Chinese: `用户 X`, `账号：X`, `X 用户`, `以 X 登录`.
_ZH = compiled(
    rf"(?:用户|账号|账户)名?\s*[:：=]?\s*(?:为|是)?\s*['\"“‘]?(?P<e>{_NAME}){_AFTER}"
    rf"|(?<![A-Za-z0-9_.\-])(?P<f>[a-z][a-z0-9_.\-]{{1,31}}(?<![.\-]))\s*(?:用户|账号|账户)(?!名)"
    rf"|以\s*(?P<g>{_NAME})\s*(?:用户|账号|账户)?\s*(?:的)?\s*(?:身份|登录|登陆)"
)
#: What a text `_NAMED` finds anything in writes (`user-center`, a service, writes none).
_NAMED_HINTS = ("user ", "User ", "USER ", "ser=", "ser:", "ser :", "ame=", "ame:", "ogin=",
                "ogin:", "ccount=", "ccount:", "user\t")
_SSHD_HINTS = ("ssword for", "ublickey for", "none for", "ostbased for", "ctive for", "pam for",
               "mic for", "SSWORD FOR")
#: Words after `user` or `用户` that name no account (`user ID 1024`, `用户 id`).
_NOT_ACCOUNTS = frozenset({"id", "ids", "uid", "name", "names", "from", "by", "and", "or", "the",
                           "a", "an", "is", "was", "to", "of", "in", "on", "with", "unknown",
                           "invalid", "illegal", "user", "users", "null", "none"})


def accounts(folded: str) -> list[tuple[int, int, str]]:
    """(start, end, the name lower-cased) of each account `folded` names (see the module
    docstring). Each pattern is scanned only where its words occur (most lines name none)."""
    patterns = []
    if any(hint in folded for hint in _NAMED_HINTS):
        patterns.append(_NAMED)
    if " from " in folded and any(hint in folded for hint in _SSHD_HINTS):
        patterns.append(_SSHD)
    if not folded.isascii() and ("用户" in folded or "账" in folded or "以" in folded):
        patterns.append(_ZH)
    found: dict[tuple[int, int], str] = {}  # `password for invalid user X from`: two patterns
    for pattern in patterns:
        for m in pattern.finditer(folded):
            group = m.lastgroup
            if group is not None and (name := m.group(group)).lower() not in _NOT_ACCOUNTS:
                found[m.span(group)] = name.lower()
    return [(start, end, name) for (start, end), name in sorted(found.items())]
