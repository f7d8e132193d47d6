"""What a claim says of Postfix's queue (`postqueue -p`, `mailq`) otherwise than it prints: a
message's size or sender, the messages queued.

    4B2C31A0F1*    2841 Tue Dec  8 00:01:12  alerts@example.com
                                             ops@example.org
    9D1E22B3C4     1920 Mon Dec  7 23:58:40  noreply@example.com
    -- 5 Kbytes in 2 Requests.

`9D1E22B3C4 的大小为 2841 字节` (4B2C31A0F1's), `9D1E22B3C4 的发件人是 alerts@example.com` and
`邮件队列中有 5 封邮件` (the kilobytes) passed: the values are the queue's. A clause naming one
message (its queue id, whole) and one number that another message's size is, or one address
another's sender is (with `发件人`, `sender`, `from`), where its own is another, is contradicted;
a clause counting messages (its one number right before `封`, `messages`, `requests`) and naming
none, whose count is not the footer's requests, is too. Unsure says nothing: two messages, numbers or
addresses in a clause, a negator, a bound.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache, partial
from typing import NamedTuple

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.mail_queue import HEADER, MESSAGE
from gatekeeper.rules.support.text.clauses import BOUND, NEGATOR_IN, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_REQUESTS = compiled(r"^-- \d+ Kbytes in (?P<n>\d+) Requests?\.", re.MULTILINE)
_NUMBER = compiled(r"(?<![A-Za-z0-9_.:@\-])\d+(?![A-Za-z0-9_.:@])")
_ADDRESS = compiled(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+[A-Za-z]|MAILER-DAEMON")  # (a bounce's sender)
_SENDER = compiled(r"发件人|发件方|发送者|(?<![A-Za-z])(?i:sender|from|sent by)(?![A-Za-z])")
#: A count of messages: a number right before its word (`2 封邮件`, `2 requests`; not `2 天`, `9 KB`).
_id = partial(name_pattern, before="", after="")  # a queue id written whole (cached)
_COUNTED = compiled(r"(?<![A-Za-z0-9_.:@\-])(?P<n>\d+)\s*"
                    r"(?:封|条|个邮件|(?i:messages?|requests?|mails?|emails?)"
                    r"(?![A-Za-z]))")


class _Queue(NamedTuple):
    messages: dict[str, tuple[str, str]]  # queue id -> (size, sender)
    requests: str


@lru_cache(maxsize=64)
def queue(text: str) -> _Queue | None:
    """The queue's messages and requests, after its header (what the reading needs)."""
    header = text.find(HEADER)
    messages = {m["id"]: (m["size"], m["sender"]) for m in MESSAGE.finditer(text, header)} \
        if header >= 0 else {}
    requests = _REQUESTS.search(text)
    return _Queue(messages, requests["n"] if requests else "") if messages else None


def mail_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the queue's line]) for the first size, sender or count of messages the
    claim gives otherwise than the queue (see the module docstring)."""
    del anchors, anchors_of  # the queue is read as printed
    found = sole_reading(texts, (HEADER,), queue)
    if found is None:
        return None
    sizes = {size for size, _ in found.messages.values()}
    senders = {sender for _, sender in found.messages.values()}
    for said in (*_NUMBER.finditer(claim), *_ADDRESS.finditer(claim)):
        low, high = clause_around(claim, said.start(), said.end())
        if NEGATOR_IN.search(claim, low, high) or BOUND.search(claim, low, high):
            continue
        named = [name for name in found.messages if _id(name).search(claim, low, high)]
        numbers, addresses = _NUMBER.findall(claim, low, high), _ADDRESS.findall(claim, low, high)
        value = said.group()
        if len(named) == 1:
            size, sender = found.messages[named[0]]
            if (len(numbers) == 1 and value in sizes and value != size) or (
                    len(addresses) == 1 and value in senders and value != sender
                    and _SENDER.search(claim, low, high)):
                return _told(claim, low, high, f"{named[0]} {size} {sender}")
        elif not named and found.requests and len(numbers) == 1 and value != found.requests \
                and (counted := _COUNTED.search(claim, low, high)) and counted.start("n") == said.start():
            return _told(claim, low, high, f"-- {found.requests} Requests")
    return None


def _told(claim: str, low: int, high: int, line: str) -> tuple[Anchor, list[str]]:
    return Anchor("state", "", claim[low:high].strip(), low, high), [line]

