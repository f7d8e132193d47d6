"""evidence.misattribution: an excerpt bound to a real invocation must not say what another said."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import (
    SESSION,
    RuleTestCase,
    anchor_scans,
    binding,
    claim,
    doc,
    inv,
    run_cli,
    write_json,
)

PAY_METRICS = "payment-svc 指标：CPU 使用率 92%，内存使用率 59%，活跃线程数 245，p99 延迟 5300ms"
ORDER_METRICS = "order-svc 指标：CPU 使用率 37%，内存使用率 71%，活跃线程数 88，p99 延迟 210ms"
PAY_LOG = ("2026-11-29 10:02:11 ERROR [payment-svc] c.a.pay.PayClient - 调用 order-svc 超时 after "
           "5000ms, 返回 503, orderId=202611290001\n2026-11-29 10:02:15 WARN [payment-svc] "
           "c.a.pay.DbMonitor - 连接池已耗尽：active=50/50，pending=23")
ZK_LOG = ("2015-07-29 19:17:57,939 - INFO  [/10.10.34.11:3888:QuorumCnxManager$Listener@493] - "
          "Received connection request /10.10.34.13:58035")
ZK_OTHER = ("2015-07-29 19:18:04,430 - WARN  [SendWorker:188978561024:QuorumCnxManager$SendWorker@679]"
            " - Interrupted while waiting for message on queue")
DUMP = [inv(394, "query_metrics", PAY_METRICS), inv(395, "query_metrics", ORDER_METRICS),
        inv(396, "query_logs", PAY_LOG), inv(397, "query_logs", ZK_LOG), inv(398, "query_logs", ZK_OTHER)]


def one(inv_id: int, excerpt: str, tool: str = "query_metrics") -> dict:
    return doc(claim("payment-svc 出现异常。", binding(tool, [inv_id], excerpt)))


class TestMisattribution(RuleTestCase):
    rule_id = "evidence.misattribution"
    target = "claims[0].evidence_bindings[0].evidence_excerpt"

    def failure(self, document: dict, invocations: list = DUMP, **params: object) -> str:
        found = self.check(document, invocations, **params).only()
        assert (found.target, found.level) == (self.target, "fail"), found
        return found.message

    @pytest.mark.parametrize(("inv_id", "tool", "excerpt"), [
        (394, "query_metrics", "CPU 使用率 92%，内存使用率 59%"),
        (394, "query_metrics", "ＣＰＵ 使用率 ９２％"),  # full-width
        (394, "query_metrics", "p99 延迟 5.3s"),  # another unit, same value
        (394, "query_metrics", "p99 延迟 5.3 秒"),
        (396, "query_logs", "调用 order-svc 超时 after 5000ms，返回 503"),
        (396, "query_logs", "连接池已耗尽: active=50/50, pending=23"),
        (397, "query_logs", "QuorumCnxManager$Listener@493] - Received connection request"),
    ])
    def test_faithful_excerpts_pass(self, inv_id: int, tool: str, excerpt: str) -> None:
        self.assert_pass(one(inv_id, excerpt, tool), DUMP)

    @pytest.mark.parametrize("excerpt", [
        "调用 order-svc 超时 after 500",  # `5000ms` cut: `500` is a cut, not a value
        "p99 延迟 5300m",  # `5300ms` cut: not 5300 minutes
        "26-11-29 10:02:11 ERROR [payment-svc]",  # a date cut: no number 26
    ])
    def test_verbatim_excerpt_cut_through_a_number_passes(self, excerpt: str) -> None:
        inv_id, tool = (394, "query_metrics") if "p99" in excerpt else (396, "query_logs")
        self.assert_pass(one(inv_id, excerpt, tool), DUMP)

    def test_verbatim_excerpt_extracts_no_anchors_of_the_session(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        texts = anchor_scans(monkeypatch)
        excerpt = "调用 order-svc 超时 after 5000ms，返回 503"
        self.assert_pass(one(396, excerpt, "query_logs"), DUMP)
        # No output nor line of one; not even the excerpt when neither side has a negator.
        assert set(texts) <= {excerpt}

    def test_a_state_the_output_never_writes_in_a_quote_fails(self) -> None:
        # `Error` is no anchor: before, the quote passed with similarity 0.9.
        pod = ("pod inventory-svc-7d9f8c6b5-x2k4p 状态 CrashLoopBackOff，Last State: Terminated，"
               "Reason: OOMKilled，Exit Code: 137，重启次数 7")
        dump = [inv(720, "query_k8s", pod)]
        message = self.failure(one(720, "Reason: Error，Exit Code: 137，重启次数 7", "query_k8s"), dump)
        assert "'Error'" in message and "OOMKilled" in message
        for faithful in ("Last State: Terminated, Reason: OOMKilled, Exit Code: 137",
                         "状态 CrashLoopBackOff, 重启次数 7"):
            self.assert_pass(one(720, faithful, "query_k8s"), dump)

    def test_an_excerpt_leaving_a_negator_out_of_a_line_fails(self) -> None:
        line = ("171644 node-D0 clusterfilesystem clusterfilesystem.no_server 1077889836 1 "
                "ClusterFileSystem: There is no server for ServerFileSystem domain storage_home")
        dump = [inv(723, "query_logs", line)]
        message = self.failure(one(723, line.replace("is no server", "is server"), "query_logs"), dump)
        assert "leaves 'no' out" in message and "There is no server" in message
        self.assert_pass(one(723, line.replace(" storage_home", ""), "query_logs"), dump)

    def test_an_ellipsis_standing_for_a_negator_or_a_failure_fails(self) -> None:
        log = ("Dec 10 09:16:06 LabSZ sshd[24579]: pam_unix(sshd:auth): authentication failure\n"
               "Dec 10 09:16:08 LabSZ sshd[24579]: Failed password for root from 187.141.143.180 "
               "port 52212 ssh2\n"
               "17/06/09 20:10:53 INFO spark.CacheManager: Partition rdd_6_2 was not found, computing it")
        dump = [inv(724, "query_logs", log)]
        message = self.failure(one(724, "Dec 10 09:16:08 LabSZ sshd[24579]: … password for root",
                                   "query_logs"), dump)
        assert "ellipsis" in message and "leaves 'Failed' out" in message
        for start in ("… password for root from 187.141.143.180",  # the words after it, led in
                      "password for root from 187.141.143.180"):  # or not
            assert "starts right after 'Failed'" in self.failure(one(724, start, "query_logs"), dump)
        # `was not` skipped (`found` is also a negation flip)
        self.failure(one(724, "CacheManager: Partition rdd_6_2 ... found, computing it",
                         "query_logs"), dump)
        for skipping in ("Dec 10 09:16:08 LabSZ sshd[24579]: … from 187.141.143.180 port 52212",
                         "… Failed password for root", "pam_unix(sshd:auth): … failure"):
            self.assert_pass(one(724, skipping, "query_logs"), dump)

    def test_a_state_the_output_writes_in_another_case_is_no_change(self) -> None:
        log = "job-17 RUNNING since 10:02\njob-18 status=failed after 3 retries"
        dump = [inv(721, "query_jobs", log)]
        self.assert_pass(one(721, "job-18 Status: Failed after 3 retries", "query_jobs"), dump)

    def test_an_excerpt_gluing_the_start_of_one_line_to_the_end_of_another_fails(self) -> None:
        # Each half verbatim, every value on some line: before, it passed (similarity 0.9+).
        log = ("2026-11-29 10:02:11 ERROR [payment-svc] c.a.pay.PayClient - 调用 order-svc 超时 after "
               "5000ms\n2026-11-29 10:02:12 INFO [order-svc] c.a.order.Api - 订单 O1002 创建成功，耗时 12ms\n"
               "2026-11-29 10:02:15 WARN [payment-svc] c.a.pay.DbMonitor - 连接池已耗尽：active=50/50")
        dump = [inv(722, "query_logs", log)]
        forged = "2026-11-29 10:02:12 INFO [order-svc] c.a.order.Api - 连接池已耗尽：active=50/50"
        message = self.failure(one(722, forged, "query_logs"), dump)
        assert "joins two lines" in message and "订单 O1002 创建成功" in message
        assert "c.a.pay.DbMonitor" in message
        for faithful in (
            "[order-svc] c.a.order.Api - 订单 O1002 创建成功",  # part of one line
            "ERROR [payment-svc] c.a.pay.PayClient - 超时 after 5000ms",  # words left out
            # whole lines on one line, the one between left out
            log.split("\n")[0] + " " + log.split("\n")[2],
            # a line each, or an ellipsis: the quote says where it skips
            "调用 order-svc 超时 after 5000ms\nWARN [payment-svc] c.a.pay.DbMonitor - 连接池已耗尽",
            "调用 order-svc 超时 after 5000ms … c.a.pay.DbMonitor - 连接池已耗尽",
        ):
            self.assert_pass(one(722, faithful, "query_logs"), dump)

    def test_a_linted_output_cannot_make_the_state_check_take_quadratic_time(
            self, tmp_path: Path) -> None:
        # The attack: `状态` and 200,000 spaces in a tool's output. The state label's pattern
        # had two runs of blanks that could meet: about 200 s in `re`, which holds the
        # interpreter, so the rule budget could not fire and the run hung (run_cli times out).
        output = "Reason: OOMKilled\n状态" + " " * 200_000 + "x"
        bundle = {"session_id": SESSION, "executor_output": one(720, "Reason: Error，重启次数 7",
                                                                  "query_k8s"),
                  "tool_invocations": [inv(720, "query_k8s", output)]}
        path = write_json(tmp_path / "attack.bundle.json", bundle)
        done = run_cli("check", "--isolated", "--rule-timeout", "20", "-f", "json", path)
        findings = json.loads(done.stdout)[0]["findings"]
        assert [f["rule_id"] for f in findings if "'Error'" in f["message"]] == [self.rule_id]
        assert not any("timed out" in f["message"] for f in findings), findings

    def test_a_copied_line_with_another_value_fails_though_the_value_is_written_alike(
            self) -> None:
        # `processed 714 requests` is another line's, between the same words: neither the anchors
        # nor the words around the number could tell; the line the excerpt copies could.
        log = "\n".join(f"2026-11-29 10:01:{i:02d} INFO [svc-{i}] processed {i * 7} requests in "
                        f"{i % 3} ms" for i in range(40))
        dump = [inv(422, "query_logs", log)]
        changed = "2026-11-29 10:01:10 INFO [svc-10] processed 77 requests in 1 ms"
        message = self.failure(one(422, changed, "query_logs"), dump)
        assert "processed 70 requests" in message and "other values" in message
        warned = "2026-11-29 10:01:10 WARN [svc-10] processed 70 requests in 1 ms"  # level changed
        assert "'2026-11-29 10:01:10 INFO [svc-10]" in self.failure(one(422, warned, "query_logs"),
                                                                  dump)
        for faithful in ("2026-11-29 10:01:10  INFO [svc-10]\n processed 70 requests in 1 ms",
                         "INFO [svc-10] processed 70 requests"):  # reflowed; part of a line
            self.assert_pass(one(422, faithful, "query_logs"), dump)

    def test_same_metric_other_value_fails(self) -> None:
        message = self.failure(one(394, "CPU 使用率 92%，内存使用率 95%"))
        assert "内存使用率 95%" in message and "59%" in message and "394" in message

    def test_excerpt_from_another_invocation_names_it(self) -> None:
        message = self.failure(one(394, "order-svc 指标：CPU 使用率 37%，内存使用率 71%"))
        assert "invocation 395 (query_metrics)" in message
        assert "comes from" in message

    def test_verbatim_quote_of_another_invocation_without_anchors_fails(self) -> None:
        message = self.failure(one(397, "Interrupted while waiting for message on queue", "query_logs"))
        assert "quoted verbatim from invocation 398" in message

    def test_another_service_fails(self) -> None:
        message = self.failure(one(396, "调用 account-svc 超时 after 5000ms, 返回 503", "query_logs"))
        assert "'account-svc'" in message and "order-svc" in message

    def test_another_http_status_fails(self) -> None:
        message = self.failure(one(396, "调用 order-svc 超时 after 5000ms, 返回 502", "query_logs"))
        assert "502" in message and "503" in message

    def test_changed_value_outside_any_anchor_is_a_tampered_quote(self) -> None:
        message = self.failure(one(397, "QuorumCnxManager$Listener@443] - Received connection request",
                                   "query_logs"))
        assert "443" in message and "similarity" in message

    @pytest.mark.parametrize("excerpt", [
        "Officers arrested the two crew members; one boat had 3 tonnes of cocaine",  # 3 from `3 boats`
        "Officers arrested the three crew members; one boat had 2 tonnes of cocaine",  # a word
    ])
    def test_a_value_of_the_output_put_in_place_of_another_is_a_tampered_quote(
            self, excerpt: str) -> None:
        output = ("Officers arrested the two crew members; one boat had 2 tonnes of cocaine. "
                  "Police seized 3 boats and 1 tonne of cannabis on the two days that followed.")
        message = self.failure(one(1, excerpt, "read_document"), [inv(1, "read_document", output)])
        assert "similarity" in message

    def test_a_number_word_put_in_place_of_an_ordinal_is_a_tampered_quote(self) -> None:
        output = ("The fire started on the 13th floor of the tower late on Friday.\n"
                  "It was the sixth fire in the building this year.")
        excerpt = "The fire started on the sixth floor of the tower late on Friday"
        message = self.failure(one(1, excerpt, "read_document"), [inv(1, "read_document", output)])
        assert "'sixth'" in message or "sixth" in message

    POOL_LOG = ("02:09:24 HikariCP active=1333 pending=47，获取连接等待 16176ms\n"
                "15:14:00 HikariCP active=8963 pending=55，获取连接等待 29072ms\n"
                "磁盘 /data 使用率 1%，剩余 32197GB，inode 使用率 5%")

    @pytest.mark.parametrize(("excerpt", "changed"), [
        # each value is written somewhere in the output, with these neighbours, but not here
        ("pending=55，获取连接等待 16176ms", "16176"),
        ("磁盘 /data 使用率 5%，剩余 32197GB", "5%"),
        ("As a 92-year-old telephone operator, she posed for the painting", "92"),  # at the start
        ("and fell to just 9,500ft above the ocean before", "9500"),  # thousands written
        ("the bang for the millions it has at its disposal", "millions"),  # a magnitude word
        ("the 10-year JGBs touched 0.505% for a first straight session", "first"),  # a rank
    ])
    def test_a_value_written_elsewhere_put_in_place_of_another_is_a_tampered_quote(
            self, excerpt: str, changed: str) -> None:
        output = (f"{self.POOL_LOG}\nAs a 19-year-old telephone operator, she posed for the painting."
                  " The 92-year-old died this week. The airliner fell at 9,500ft a minute, and fell"
                  " to just 1,100ft above the ocean before control was regained. The bang for the "
                  "billions it has at its disposal, millions of them, as the 10-year JGBs touched "
                  "0.505% for a second straight session, the first since Jan.")
        message = self.failure(one(1, excerpt, "read_document"), [inv(1, "read_document", output)])
        assert changed in message and "similarity" in message

    @pytest.mark.parametrize("excerpt", [
        "pending=55，获取连接等待 29072ms",  # the other line, quoted as it is
        "The 92-year-old died this week",
        "The airliner fell at 9,500ft a minute",
    ])
    def test_a_value_quoted_where_the_output_writes_it_passes(self, excerpt: str) -> None:
        output = (f"{self.POOL_LOG}\nAs a 19-year-old telephone operator, she posed. The 92-year-old"
                  " died this week. The airliner fell at 9,500ft a minute, and fell to just 1,100ft.")
        self.assert_pass(one(1, excerpt, "read_document"), [inv(1, "read_document", output)])

    @pytest.mark.parametrize("excerpt", [
        "the consumer retried three times before the broker came back",
        "the broker was back on the 6th attempt, logged as retry 6",
    ])
    def test_a_number_written_as_a_word_in_place_of_its_digits_is_no_tampering(
            self, excerpt: str) -> None:
        output = ("the consumer retried 3 times before the broker came back\n"
                  "the broker was back on the sixth attempt, logged as retry 6")
        self.assert_pass(one(1, excerpt, "read_document"), [inv(1, "read_document", output)])

    def test_a_value_converted_in_place_is_no_tampering(self) -> None:
        output = "payment-svc p99 latency was 5300ms at 10:02, then 5.3s again, heap 71%"
        self.assert_pass(one(1, "payment-svc p99 latency was 5.3s at 10:02", "read_document"),
                         [inv(1, "read_document", output)])

    @pytest.mark.parametrize(("excerpt", "term"), [
        ("连接池未耗尽：active=50/50，pending=23", "耗尽"),
        ("HikariPool-1 - Connection is available", "available"),
    ])
    def test_negation_flip_fails(self, excerpt: str, term: str) -> None:
        dump = [*DUMP, inv(399, "query_logs", "HikariPool-1 - Connection is not available")]
        inv_id = 396 if "连接池" in excerpt else 399
        message = self.failure(one(inv_id, excerpt, "query_logs"), dump)
        assert repr(term) in message

    def test_negation_check_can_be_switched_off(self) -> None:
        self.assert_pass(one(396, "pending=23，连接池未耗尽", "query_logs"), DUMP, checkNegation=False)

    def test_a_close_quote_negated_still_changed_a_word_without_the_negation_check(self) -> None:
        message = self.failure(one(396, "连接池未耗尽：active=50/50，pending=23", "query_logs"),
                               checkNegation=False)
        assert "'未' for '已'" in message and "negates" not in message

    def test_unknown_anchor_warns_by_default_and_follows_the_param(self) -> None:
        excerpt = "活跃线程数 245，GC 次数 77"
        found = self.check(one(394, excerpt), DUMP).only()
        assert found.level == "warn" and "'77'" in found.message
        assert self.check(one(394, excerpt), DUMP, unknownAnchors="fail").only().level == "fail"
        self.assert_pass(one(394, excerpt), DUMP, unknownAnchors="ignore")

    def test_excerpt_running_past_a_cut_preview_passes(self) -> None:
        dump = [inv(394, "query_metrics", PAY_METRICS[:34] + "...")]
        self.assert_pass(one(394, "CPU 使用率 92%，内存使用率 59%，活跃线程数 245"), dump)

    def test_unresolved_and_foreign_ids_fail_here_too(self) -> None:
        # Fail closed: not left to evidence.invocation_ref, which may be disabled.
        dump = [*DUMP, inv(500, "query_metrics", ORDER_METRICS, session_id="sess-other")]
        for cited in (999, 500):
            found = self.check(one(cited, "内存使用率 95%"), dump).only()
            assert f"cites {cited}, which names no invocation" in found.message

    def test_each_output_is_scanned_once_however_many_bindings_cite_it(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        texts = anchor_scans(monkeypatch)
        bindings = [binding("query_metrics", [394], f"CPU 使用率 9{i}%") for i in range(20)]
        report = self.check(doc(claim("payment-svc 异常。", *bindings)), DUMP)
        assert len(report.findings) == 19  # 92% is right, the other nineteen values are not
        assert texts.count(PAY_METRICS) == 1
        assert texts.count(ORDER_METRICS) == 1


class TestEdgesAndCompoundTokens(RuleTestCase):
    """Issue 11: a changed port is caught; a cut (the excerpt's own edge, a preview's
    truncation) is not a changed value."""

    rule_id = "evidence.misattribution"
    target = "claims[0].evidence_bindings[0].evidence_excerpt"

    def test_a_changed_port_is_caught(self) -> None:
        dump = [inv(397, "query_logs", ZK_LOG)]
        found = self.check(one(397, "Received connection request /10.10.34.13:58036", "query_logs"),
                           dump).only()
        assert found.target == self.target and "58036" in found.message

    def test_the_address_alone_still_holds(self) -> None:
        dump = [inv(397, "query_logs", ZK_LOG)]
        self.assert_pass(one(397, "connection request from 10.10.34.13 received", "query_logs"),
                         dump)

    @pytest.mark.parametrize("excerpt", [
        "2082 reserved with status PAID",  # starts inside order_id=ORD_88742082
        ":5070 refused the connection again",  # starts inside db-01.prod.internal:5070
    ])
    def test_an_excerpt_starting_mid_token_is_a_cut(self, excerpt: str) -> None:
        output = ("2026-11-29 10:02:11 INFO order_id=ORD_88742082 reserved, status=PAID\n"
                  "2026-11-29 10:02:12 ERROR db-01.prod.internal:5070 refused the connection")
        self.assert_pass(one(400, excerpt, "query_logs"), [inv(400, "query_logs", output)])

    def test_digits_at_a_truncated_preview_s_cut_are_not_flagged(self) -> None:
        preview = ("2026-11-29 10:02:11 WARN [payment-svc] pool exhausted: active=50/50, pending=2 "
                   "...[truncated]")
        excerpt = "[payment-svc] pool exhausted: active=50/50, pending=23"
        found = self.check(one(401, excerpt, "query_logs"), [inv(401, "query_logs", preview)])
        assert found.status in ("pass", "warn"), [f.message for f in found.findings]

    @pytest.mark.parametrize("excerpt", [
        "7 gateway 日志：请求超时（timeout after 19331ms）",  # starts inside 2026-11-27
        ",105 INFO [RMCommunicator Allocator] released 3 containers",  # inside 02:18,105
        ".com:80 close, 561 bytes sent",  # inside a host:port
    ])
    def test_an_excerpt_starting_mid_token_past_a_truncated_preview_passes(
            self, excerpt: str) -> None:
        # Found on the benchmark's faithful truncated excerpts: the digit the excerpt starts
        # with was reported as a value the output does not hold (false REJECT).
        head = excerpt.split(" ")[0]
        preview = {"7": "2026-11-27 gateway 日志：请求超",
                   ",105": "2016-09-29 02:18,105 INFO [RMCommunicator",
                   ".com:80": "GET from proxy.example.com:80 close, 561 by"}[head]
        dump = [inv(402, "query_logs", preview + " ...[truncated]")]
        self.assert_pass(one(402, excerpt, "query_logs"), dump)

    def test_past_a_truncated_preview_a_copy_from_another_invocation_is_still_reported(
            self) -> None:
        # The fast path for an excerpt verbatim up to the cut keeps the one check left for the
        # rest: the whole excerpt quoted from an invocation it is not bound to.
        copied = "ERROR [payment-svc] c.a.pay.PayClient - 调用 order-svc 超时 after 5000ms"
        dump = [inv(403, "query_logs", "2026-11-29 10:02:11 ERROR [payment-svc] c.a.pay ...[truncated]"),
                inv(404, "query_logs", "2026-11-29 10:02:11 " + copied + ", 返回 503")]
        found = self.check(one(403, copied, "query_logs"), dump).only()
        assert found.level == "fail" and "quoted verbatim from invocation 404" in found.message


class TestQuotedLines(RuleTestCase):
    """Issue 12: a paraphrase is settled by the lines its anchors are on, as the whole output
    would settle it."""

    rule_id = "evidence.misattribution"
    target = "claims[0].evidence_bindings[0].evidence_excerpt"
    LOG = "\n".join([f"2026-11-29 10:02:{n:02d} INFO [worker-{n}] heartbeat ok, queue depth {n}"
                     for n in range(40)] + [
        "2026-11-29 10:03:00 WARN [payment-svc] CPU 使用率 92%，内存使用率 95%"])

    def test_a_paraphrase_anchors_only_the_lines_it_quotes(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        texts = anchor_scans(monkeypatch)
        self.assert_pass(one(410, "[payment-svc] 内存使用率为 95%", "query_logs"),
                         [inv(410, "query_logs", self.LOG)])
        assert self.LOG not in texts  # the whole output was never anchored
        assert self.LOG.splitlines()[-1] in texts

    def test_a_value_swapped_between_metrics_still_fails(self) -> None:
        found = self.check(one(410, "[payment-svc] CPU 使用率为 95%", "query_logs"),
                           [inv(410, "query_logs", self.LOG)]).only()
        assert found.level == "fail" and "92%" in found.message, found.message

    def test_a_metric_measured_on_another_line_is_compared_with_it(self) -> None:
        log = "2026-11-29 10:03:00 WARN [payment-svc] CPU 使用率 92%\nheap 95% of 4G"
        found = self.check(one(411, "[payment-svc] CPU 使用率为 95%", "query_logs"),
                           [inv(411, "query_logs", log)]).only()
        assert found.level == "fail" and "92%" in found.message, found.message

    def test_a_label_on_the_line_before_is_the_whole_output_s(self) -> None:
        # In the whole output `95%` takes its label from the line before (`CPU 使用率：`); read
        # line by line it has none: such a line sends the binding to the whole output.
        log = (self.LOG.rsplit("\n", 1)[0]
               + "\n2026-11-29 10:03:00 WARN [payment-svc] CPU 使用率 92%\nCPU 使用率：\n95%")
        self.assert_pass(one(412, "[payment-svc] CPU 使用率为 95%", "query_logs"),
                         [inv(412, "query_logs", log)])


class TestNameSwappedIntoAQuote(RuleTestCase):
    """Issue 11: a name the output has elsewhere, put into the line an excerpt quotes."""

    rule_id = "evidence.misattribution"
    target = "claims[0].evidence_bindings[0].evidence_excerpt"
    ARTICLE = ("Professor Stephen Hawking said the machine could end mankind, speaking at the "
               "festival on Monday.\nBrian Cox, who hosted the event, disagreed with the warning.")

    def test_a_swapped_name_fails(self) -> None:
        excerpt = "Professor Brian Cox said the machine could end mankind, speaking at the festival"
        found = self.check(one(420, excerpt, "search_docs"), [inv(420, "search_docs", self.ARTICLE)]).only()
        assert found.level == "fail" and "'Brian Cox'" in found.message, found.message

    def test_a_name_quoted_where_the_output_writes_it_passes(self) -> None:
        excerpt = "Brian Cox,  who hosted the event, disagreed with the warning"  # spacing differs
        self.assert_pass(one(420, excerpt, "search_docs"), [inv(420, "search_docs", self.ARTICLE)])


class TestChangedWords(RuleTestCase):
    """A close quote with a word changed: every value and name kept, so no anchor differs."""

    rule_id = "evidence.misattribution"
    target = "claims[0].evidence_bindings[0].evidence_excerpt"
    SSH = ("Dec 10 09:12:26 LabSZ sshd[24485]: Failed password for ftp from 103.99.0.122 port "
           "56079 ssh2\nDec 10 09:13:01 LabSZ sshd[24490]: Accepted password for root from "
           "10.0.0.5 port 40022 ssh2")
    PROXY = ("[10.30 20:46:50] chrome.exe - proxy.cse.cuhk.edu.hk:5070 open through proxy "
             "proxy.cse.cuhk.edu.hk:5070 HTTPS\n[07.26 17:29:42] chrome.exe *64 - avatar.csdn.net:80 "
             "close, 0 bytes sent, 0 bytes received, lifetime 00:30")
    ZH = "2026-11-30 10:02:11 ERROR 订单服务连接数据库超时，重试 3 次后放弃"
    PAY = "10:02:11 ERROR [payment-service] PayClient - request timeout after 5000ms, auth failure"
    DUMP = [inv(1, "query_logs", SSH), inv(2, "query_logs", PROXY), inv(3, "query_logs", ZH),
            inv(4, "query_logs", PAY)]

    @pytest.mark.parametrize(("inv_id", "excerpt", "changed"), [
        # `Accepted password for` is written, on the next line: this line says `Failed`
        (1, "Dec 10 09:12:26 LabSZ sshd[24485]: Accepted password for ftp from 103.99.0.122",
         "'Accepted' for 'failed'"),
        (1, "Dec 10 09:12:26 cxmbo sshd[24485]: Failed password for ftp from 103.99.0.122",
         "'cxmbo'"),  # a host no word of the output is
        (1, "Dec 10 09:12:26 LabSZ sshd[24485]: Failed password for ftp to 103.99.0.122",
         "'to' for 'from'"),  # a function word for another
        (2, "chrome.exe - proxy.cse.cuhk.edu.hk:5070 closed through proxy", "'closed'"),
        (2, "avatar.csdn.net:80 close, 0 bytes received, 0 bytes received", "'received' for 'sent'"),
        (3, "10:02:11 ERROR 订单服务连接数据库成功，重试 3 次后放弃", "'成'"),
    ])
    def test_a_word_changed_in_a_close_quote_fails(self, inv_id: int, excerpt: str,
                                                  changed: str) -> None:
        found = self.check(one(inv_id, excerpt, "query_logs"), self.DUMP).only()
        assert found.level == "fail" and changed in found.message, found.message
        assert "a word was changed" in found.message

    @pytest.mark.parametrize(("inv_id", "excerpt"), [
        (1, "Failed password for ftp ... port 56079 ssh2"),  # parts joined by an ellipsis
        (1, "failed PASSWORD for FTP from 103.99.0.122"),  # case
        (1, "Failed password for ftp and port 56079 ssh2"),  # reworded: `and` put in
        (2, "chrome.exe - proxy.cse.cuhk.edu.hk:5070 open through proxy"),
        (3, "订单服务连接数据库超时，重试三次后放弃"),  # a number written otherwise
        (4, "[payment-service] PayClient - request timed out after 5000ms"),  # one glossary event
        (4, "PayClient - request timeout after 5000ms, auth failed"),  # another ending
    ])
    def test_a_quote_keeping_the_output_s_words_passes(self, inv_id: int, excerpt: str) -> None:
        self.assert_pass(one(inv_id, excerpt, "query_logs"), self.DUMP)

    def test_past_a_cut_preview_words_are_not_compared(self) -> None:
        preview = "Dec 10 09:12:26 LabSZ sshd[24485]: Failed password for ftp from 103.99.0.122 ..."
        excerpt = "sshd[24485]: Failed password for ftp from 103.99.0.122 port 56079 ssh2"
        found = self.check(one(1, excerpt, "query_logs"), [inv(1, "query_logs", preview)])
        assert all(f.level != "fail" for f in found.findings), found.findings
