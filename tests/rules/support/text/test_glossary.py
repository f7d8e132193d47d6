"""Where a text names an ops event of the bilingual glossary (gatekeeper.rules.support.text.glossary)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.glossary import cross_flip, event_spans, states, text_events


@pytest.mark.parametrize(("text", "named"), [
    ("request timed out after 5000ms", [("request timed out", "请求超时")]),
    ("request  timeout after 5000ms", [("request  timeout", "请求超时")]),  # blanks between
    ("订单服务请求超时，连接被拒绝", [("请求超时", "请求超时"), ("连接被拒绝", "连接被拒绝")]),
    ("Connection refused; out of memory", [("Connection refused", "连接被拒绝"),
                                           ("out of memory", "内存溢出")]),
    ("timeouts of the request", [("timeouts", "超时")]),
    ("payment-svc rolled out v2.14.0, then rolled back", [("rolled out", "发布"), ("rolled back", "回滚")]),
    ("alert HighErrorRate firing; 没有触发告警", [("alert", "告警"), ("告警", "告警")]),
    ("node-2 成为了新的 leader; node-3 became leader for term 8",
     [("成为了新的 leader", "成为 leader"), ("became leader", "成为 leader")]),
    ("db-2 promoted to primary", [("promoted to primary", "提升为主库")]),
    ("SSL certificate problem: certificate has expired", [("certificate has expired", "证书过期")]),
    ("证书未过期; read: connection reset by peer",
     [("过期", "过期"), ("connection reset by peer", "连接被重置")]),
    ("curl: (6) Could not resolve host: api", [("Could not resolve host", "域名解析失败")]),
    ("先出现连接拒绝，后出现超时", [("连接拒绝", "连接被拒绝"), ("超时", "超时")]),  # (round 34)
    ("the upstream refused connections", [("refused connections", "连接被拒绝")]),
    ("sshd[24200]: Failed password for root from 173.234.31.186", [("Failed password", "认证失败")]),
    ("java.util.concurrent.RejectedExecutionException: Task x rejected from pool",
     [("RejectedExecutionException", "任务被拒绝"), ("rejected from", "任务被拒绝")]),  # (round 35)
    ("EXT4-fs (vdb1): Remounting filesystem read-only",  # (round 37)
     [("Remounting filesystem read-only", "重新挂载为只读")]),
    ("    15230 segments retransmitted", [("retransmitted", "重传")]),  # netstat -s's (round 39)
    (";; ->>HEADER<<- opcode: QUERY, status: SERVFAIL", [("SERVFAIL", "域名解析失败")]),  # dig's
    ("no event here", []),
])
def test_the_events_a_text_names_are_found_where_it_writes_them(text: str, named: list) -> None:
    assert [(text[start:end], key) for start, end, key in event_spans(text)] == named


def test_one_event_written_two_ways_is_stated_by_either() -> None:
    (_, _, key), = event_spans("request timed out")
    assert key in text_events("2026-11-29 ERROR request timeout after 5000ms").all("stated")
    # an expired certificate is expired: `证书未过期` denies it
    assert "过期" in text_events("certificate has expired").all("stated")


@pytest.mark.parametrize(("text", "negated"), [
    ("告警未触发", "告警"), ("order-svc 请求超时均未发生", "请求超时"),
    ("Timeouts did not occur", "超时"), ("the alert was never fired", "告警"),
])
def test_a_negator_after_the_event_negates_it(text: str, negated: str) -> None:
    events = text_events(text)
    assert negated in events.all("negated") and negated not in events.all("stated")


@pytest.mark.parametrize(("text", "event"), [
    ("超时没有再出现", "超时"), ("order-svc 重启后未再出现请求超时", "请求超时"),
    ("发布完成后，order-svc 没有出现请求超时", "请求超时"),
    ("Timeouts did not occur after the deploy", "超时"),
    ("After the restart there were no request timeouts", "请求超时"),
    ("Request timeouts no longer occurred.", "请求超时"),
])
def test_a_negation_in_time_neither_states_nor_negates_the_event(text: str, event: str) -> None:
    # whether it recurred after the point is evidence.sequence's, not a flip of the evidence
    events = text_events(text)
    assert event not in events.all("negated") | events.all("stated")


def test_a_negator_after_another_word_does_not() -> None:
    assert "超时" in text_events("超时后重试未成功").all("stated")


def test_a_column_s_name_states_no_event() -> None:
    # kubectl's `RESTARTS` names what its rows count: `未见重启` of a pod counting 0 is no flip
    pods = "NAME        READY   STATUS    RESTARTS   AGE\norder-7d9f  1/1     Running   0          3h"
    assert "重启" not in text_events(pods).all("stated")
    assert "重启" in text_events("Back-off restarting failed container; RESTARTS 3").all("stated")


def test_a_failure_is_an_outcome_only_a_negation_reads() -> None:
    # `failed` is any operation's: no event to count, order or attribute, but its denial flips
    assert event_spans("1200 requests failed") == []
    assert [key for _, _, key in event_spans("1200 requests failed", outcomes=True)] == ["失败"]
    log = ["payment-svc: 1200 requests failed"]
    for denied in ("payment-svc 的请求都没有失败", "payment-svc requests did not fail"):
        assert cross_flip(denied, log, log) == ("失败 (failed)", True)
    # counted at zero, it states none; `failures` is a noun a line counts, no outcome
    for none in (["1200 requests, 0 failed"], ["requests: 1200, failed: 0, retries: 2"], ["2 failures"]):
        assert cross_flip("payment-svc 的请求都没有失败", none, none) is None
    # `没有 1200 个请求失败` denies a count (anchors.numbers), not that any failed
    assert "失败" not in text_events("没有 1200 个请求失败").all("negated")


@pytest.mark.parametrize(("denied", "evidence"), [
    ("日志中没有报错", "2026-12-06 03:14:10 ERROR [payment-svc] request failed"),
    ("没有 ERROR 日志", "[error] mod_jk child workerEnv in error state 6"),
    ("未发现异常", "java.net.SocketTimeoutException: Read timed out"),  # an exception's class
    ("No exceptions were thrown", "caught exception while serving blk_-42"),
    ("There were no errors", "vesafb: probe of vesafb0 failed with error -6"),
    # another subject's counter at zero is no kind counted apart (round 34: it passed)
    ("payment-svc 没有错误", "[payment-svc] qps=120 p99=880ms errors=3\n[order-svc] qps=40 errors=0"),
    ("没有错误", "grep: found 3 ERROR lines in app.log"),  # a count of a level's lines states it
])
def test_an_error_or_exception_denied_flips_against_its_statement(denied: str, evidence: str) -> None:
    assert cross_flip(denied, [evidence], [evidence]) is not None


@pytest.mark.parametrize(("denied", "evidence"), [
    ("没有报错", "batch done: 1200 items, 0 errors"),  # counted at zero
    ("没有报错", "error rate: 0.00%, error_code=none, see /var/log/error.log"),  # a rate, a field, a path
    ("没有接收错误", "RX errors 0  dropped 12\nTX errors 3  dropped 0"),  # a kind
    ("eth0 had no RX errors", "RX errors 5"),
    ("没有错误", "RX errors 0  dropped 12\nTX errors 3  dropped 0"),  # kinds counted apart
    ("没有错误", "    RX: bytes  packets  errors  dropped\n    9123456  81234  0  0"),  # a column's name
    ("未出现 OutOfMemoryError", "java.lang.OutOfMemoryError: Java heap space"),  # that one's denial
    ("除了 SocketTimeoutException 以外没有异常", "java.net.SocketTimeoutException: Read timed out"),
    ("没有异常退出", "java.net.SocketTimeoutException: Read timed out"),  # abnormal, no exception
    # a field with no value (ZooKeeper's `error = `), a level's lines (round 37: REJECT before)
    ("没有 ERROR 级别的日志", "WARN  [RecvWorker:188978561024] - Connection broken for id 1, error = "),
    ("no ERROR lines", "WARN [DataStreamer] org.apache.hadoop.hdfs.DFSClient: Error Recovery for block"),
])
def test_an_outcome_not_stated_or_a_kind_of_it_is_no_flip(denied: str, evidence: str) -> None:
    assert cross_flip(denied, [evidence], [evidence]) is None


def test_a_claim_stating_an_outcome_is_no_flip_of_a_denial() -> None:
    # `失败率 0%`, `错误数为 0` state none: only a claim's denial is read
    assert cross_flip("payment-svc 的请求失败了", ["no requests failed"], ["no requests failed"]) is None


def test_a_command_echoed_states_no_event() -> None:
    assert not states("内存溢出", '$ dmesg -T | grep -i -c "out of memory"\n0')
    assert states("内存溢出", "$ dmesg -T | tail -1\nOut of memory: Killed process 4242 (java)")
