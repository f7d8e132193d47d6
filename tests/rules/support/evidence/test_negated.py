"""A claim negating words its excerpt states as they are (gatekeeper.rules.support.evidence.negated)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.negated import denied_anchor, negated_quote
from gatekeeper.rules.support.text.anchors import extract_anchors

TOKEN = "03-17 16:13:45.466  1702 17632 W ActivityManager: Bad activity token: android.os.BinderProxy@2bd79ce"
POOL = "2026-11-29 10:02:15 WARN [payment-svc] c.a.pay.DbMonitor - 连接池已耗尽：active=50/50"


@pytest.mark.parametrize(("claim", "excerpt", "negated"), [
    ("未发现 Bad activity token: android.os.BinderProxy@2bd79ce", TOKEN,
     "Bad activity token: android.os.BinderProxy@2bd79ce"),
    ("日志中没有出现 c.a.pay.DbMonitor - 连接池已耗尽", POOL, "c.a.pay.DbMonitor - 连接池已耗尽"),
    ("There was no Bad activity token: android.os.BinderProxy@2bd79ce in the log", TOKEN,
     "Bad activity token: android.os.BinderProxy@2bd79ce"),
    ("W ActivityManager: Bad activity token did not occur", TOKEN, "W ActivityManager: Bad activity token"),
    ("[payment-svc] c.a.pay.DbMonitor 并未发生", POOL, "[payment-svc] c.a.pay.DbMonitor"),
])
def test_a_negated_run_the_excerpt_states_is_found(claim: str, excerpt: str, negated: str) -> None:
    assert negated_quote(claim, [excerpt]) == negated


@pytest.mark.parametrize(("claim", "excerpt"), [
    ("Bad activity token: android.os.BinderProxy@2bd79ce 出现于 16:13:45", TOKEN),  # stated
    ("重启后未再出现 Bad activity token: android.os.BinderProxy@2bd79ce", TOKEN),  # since then
    ("扩容之后，未出现 c.a.pay.DbMonitor - 连接池已耗尽", POOL),
    ("Bad activity token no longer appears: android.os.BinderProxy@2bd79ce", TOKEN),
    ("除 Bad activity token: android.os.BinderProxy@2bd79ce 以外未发现其他告警", TOKEN),  # except
    ("并非没有 Bad activity token: android.os.BinderProxy@2bd79ce", TOKEN),  # a double negation
    ("未发现 activity", TOKEN),  # too short to be a quote
    # the excerpt negates it too
    ("There's no evidence of forced entry to the building",
     "there was no sign of forced entry to a building"),
    ("未发现 ERROR 级别的 payment-svc 日志", POOL),  # words of its own
    # a condition's row printed false negates its name
    ("the node has no memory pressure", "  MemoryPressure   False   Mon, 30 Nov 2026 10:00:01 +0000"),
])
def test_a_statement_a_negation_in_time_or_of_the_claim_s_own_words_is_not(claim: str,
                                                                             excerpt: str) -> None:
    assert negated_quote(claim, [excerpt]) is None


OOM = ("2026-11-29 10:02:11 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space\n"
       "2026-11-29 10:02:19 INFO [payment-svc] ORA-00600 cleared, blk_-5623 replicated, HTTP 503")


def _denied(claim: str, excerpt: str = OOM) -> str | None:
    return denied_anchor(claim, extract_anchors(claim), [excerpt], [extract_anchors(excerpt)])


@pytest.mark.parametrize(("claim", "denied"), [
    ("order-svc 日志中未发现 OutOfMemoryError，内存正常。", "OutOfMemoryError"),  # the simple name
    ("No OutOfMemoryError was logged.", "OutOfMemoryError"),
    ("order-svc did not throw java.lang.OutOfMemoryError", "java.lang.OutOfMemoryError"),
    ("OutOfMemoryError 并未出现", "OutOfMemoryError"),
    ("payment-svc 没有出现 ORA-00600", "ORA-00600"),  # on the line of the claim's service
    ("没有 “blk_-5623” 的记录", "blk_-5623"),
    ("payment-svc 没有出现 503 错误", "503"),  # an HTTP status
    ("no ORA-00600 errors in the log", "ORA-00600"),  # a word of occurrence after it
    ("没有 ORA-00600 的报错", "ORA-00600"),
])
def test_an_exception_code_or_id_the_excerpt_states_denied_is_found(claim: str, denied: str) -> None:
    assert _denied(claim) == denied


@pytest.mark.parametrize(("claim", "excerpt"), [
    ("payment-svc 未出现 OutOfMemoryError", OOM),  # another service's line states it
    ("重启后未再出现 OutOfMemoryError", OOM),  # since then
    ("除了 OutOfMemoryError 以外没有其他错误", OOM),  # an exception
    ("未发现 StackOverflowError", OOM),  # not written
    ("未发现 OutOfMemoryError", "no OutOfMemoryError since the restart"),  # negated there too
    ("order-svc 日志中未发现 payment-svc 的告警", OOM),  # a service qualifies what is denied
    ("未发现与 OutOfMemoryError 相关的重启", OOM),  # other words between
    ("没有 blk_-5623 的复制延迟", OOM),  # it qualifies what is denied
    ("no blk_-5623 replication delay", OOM),
])
def test_a_name_not_denied_or_not_stated_is_not(claim: str, excerpt: str) -> None:
    assert _denied(claim, excerpt) is None
