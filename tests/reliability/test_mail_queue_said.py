"""A queued message's size and sender, and the queue's length, as postfix's `postqueue -p` (`mailq`)
prints them (`4B2C31A0F1 的大小为 2841 字节`, `the sender of 9C1D22B3E4 is noreply@example.com`,
`2 requests are in the queue`), pass; another message's size or sender fails, and so does the queue's
Kbytes given as its length.

    -Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------
    4B2C31A0F1*    2841 Tue Dec  8 00:01:12  alerts@example.com
                                             ops@example.org

    9C1D22B3E4     3532 Tue Dec  8 00:03:47  noreply@example.com
    (connect to mx.example.org[203.0.113.25]:25: Connection timed out)
                                             user@example.org

    -- 6 Kbytes in 2 Requests.

27 of 60 forged claims did not fail and 15 faithful ones failed (at 8863ac7): a message's bare size
was read against the footer's `Kbytes` (`text/anchors/mail_queue.py` reads it in bytes now).
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from loghub_quotes import drawn, not_passed, not_rejected

SIZE = ("{q} 的大小为 {v} 字节", "message {q} is {v} bytes", "邮件 {q} 有 {v} 字节")
SENDER = ("{q} 的发件人是 {v}", "the sender of {q} is {v}")
COUNT = ("邮件队列中有 {v} 封邮件", "{v} requests are in the queue", "队列里积压了 {v} 封邮件")
SENDERS = ("alerts@example.com", "noreply@example.com", "billing@shop.example", "root@mail-1.example.net",
           "MAILER-DAEMON", "jenkins@ci.example.com", "news@lists.example.org")
RECIPIENTS = ("ops@example.org", "user@example.org", "alice@corp.example", "bob@partner.example.net",
              "support@example.com")
REASONS = ("(connect to mx.example.org[203.0.113.25]:25: Connection timed out)",
           "(host mx1.partner.example.net[198.51.100.7] said: 452 4.2.2 Mailbox full (in reply to RCPT TO "
           "command))",
           "(delivery temporarily suspended: connect to mail.corp.example[192.0.2.14]:25: Connection "
           "refused)",
           "(Host or domain name not found. Name service error for name=gone.example type=MX: Host not "
           "found, try again)")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    count = rng.randint(2, 6)
    ids = ["".join(rng.choice("0123456789ABCDEF") for _ in range(10)) for _ in range(count)]
    sizes = rng.sample(range(400, 90000), count)
    senders = [rng.choice(SENDERS) for _ in range(count)]
    clock = datetime(2026, 12, rng.randint(1, 28), rng.randint(0, 20), rng.randint(0, 59), rng.randint(0, 59))
    lines = ["-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------"]
    for queue_id, size, sender in zip(ids, sizes, senders, strict=True):
        clock += timedelta(seconds=rng.randint(5, 900))
        status = rng.choice(("*", " ", " ", "!"))
        stamp = f"{clock:%a %b} {clock.day:>2} {clock:%H:%M:%S}"
        lines.append(f"{queue_id + status:<11} {size:>7} {stamp:<20} {sender}")
        if status == " " and rng.random() < 0.8:
            lines.append(rng.choice(REASONS))
        lines.extend(" " * 41 + recipient for recipient in rng.sample(RECIPIENTS, rng.randint(1, 2)))
        lines.append("")
    kbytes = sum(sizes) // 1024
    lines.append(f"-- {kbytes} Kbytes in {count} Requests.")
    output = "\n".join(lines)
    if len(set(ids)) < count or kbytes == count:
        return None
    kind = rng.randrange(3)
    if kind == 2:
        form = rng.choice(COUNT)
        return form.format(v=count), form.format(v=kbytes), output
    one = rng.randrange(count)
    if kind == 0:
        form = rng.choice(SIZE)
        other = rng.choice([s for s in sizes if s != sizes[one]])
        return form.format(q=ids[one], v=sizes[one]), form.format(q=ids[one], v=other), output
    others = [s for s in senders if s != senders[one]]
    if not others:
        return None
    form = rng.choice(SENDER)
    return form.format(q=ids[one], v=senders[one]), form.format(q=ids[one], v=rng.choice(others)), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5645)


def test_a_message_s_own_size_or_the_queue_s_length_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_message_s_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
