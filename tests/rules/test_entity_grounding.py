"""claim.entity_grounding: what a claim names must be in its excerpts or cited outputs."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import RuleTestCase, anchor_scans, binding, claim, doc, inv

METRICS = "payment-svc 指标：CPU 使用率 92%，内存使用率 59%，p99 延迟 5300ms，QPS 1.2万"
LOG = "2026-11-29 10:02:15 WARN [payment-svc] c.a.pay.DbMonitor - 连接池已耗尽：active=50/50"
DUMP = [inv(394, "query_metrics", METRICS), inv(396, "query_logs", LOG)]
TARGET = "claims[0].claim_text"


def claimed(text: str, excerpt: str = "内存使用率 59%", inv_id: int = 394,
            tool: str = "query_metrics") -> dict:
    return doc(claim(text, binding(tool, [inv_id], excerpt)))


class TestEntityGrounding(RuleTestCase):
    rule_id = "claim.entity_grounding"

    @pytest.mark.parametrize("text", [
        "日志显示：081109 210022 148 INFO dfs.DataNode$PacketResponder 结束",  # quoted after a label
        "块删除发生在 210022，耗时未知",  # the time part of the line's timestamp, as written
    ])
    def test_a_claim_restating_an_hdfs_line_is_grounded(self, text: str) -> None:
        line = "081109 210022 148 INFO dfs.DataNode$PacketResponder: PacketResponder 1 terminating"
        self.assert_pass(doc(claim(text, binding("query_logs", [396], line))),
                         [inv(396, "query_logs", "081109 210019 143 INFO dfs.DataNode: ok\n" + line)])

    def test_a_count_of_the_evidence_s_lines_is_grounded(self) -> None:
        # No line writes `2`, but two lines print the exception the claim counts.
        log = ("2026-12-01 03:14:09 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space\n"
               "2026-12-01 03:15:11 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space")
        dump = [inv(397, "query_logs", log)]
        self.assert_pass(doc(claim("order-svc 出现 2 次 OutOfMemoryError。",
                                   binding("query_logs", [397], log))), dump)
        found = self.check(doc(claim("order-svc 出现 4 次 OutOfMemoryError。",
                                     binding("query_logs", [397], log))), dump).only()
        assert found.message.startswith("claim_text names '4'")

    def test_an_exception_the_evidence_does_not_raise_is_core(self) -> None:
        # requests' ReadTimeout claimed as ConnectTimeout: a class name ending in Timeout is an
        # exception (it was a name, and only warned).
        trace = ("Traceback (most recent call last):\n  File \"client.py\", line 12, in fetch\n"
                 "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api', port=443): "
                 "Read timed out. (read timeout=5)")
        dump = [inv(397, "query_logs", trace)]
        cited = binding("query_logs", [397], trace.split("\n")[-1])
        self.assert_pass(doc(claim("调用 api 时抛出 ReadTimeout。", cited)), dump)
        found = self.check(doc(claim("调用 api 时抛出 ConnectTimeout。", cited)), dump).only()
        assert found.message.startswith("claim_text names 'ConnectTimeout'")
        assert found.level == "fail"  # it warned

    def test_a_period_and_a_count_of_its_lines_are_grounded(self) -> None:
        # `03:15` and `2` are written nowhere: the lines stamped in that period make them.
        log = ("2026-11-27 03:10:05 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out\n"
               "2026-11-27 03:14:07 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out\n"
               "2026-11-27 03:14:40 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out")
        dump = [inv(397, "query_logs", log)]
        cited = binding("query_logs", [397], log.split("\n")[1])
        self.assert_pass(doc(claim("03:14 至 03:15 期间 order-svc 出现 2 次 SocketTimeoutException。",
                                   cited)), dump)
        # three lines in the output, two in the period: a count of the whole is not held
        found = self.check(doc(claim("03:14 至 03:15 期间 order-svc 出现 3 次 "
                                     "SocketTimeoutException。", cited)), dump).only()
        assert found.message.startswith("claim_text names '3'")

    def test_a_long_one_line_output_is_indexed_once_however_many_claims_cite_it(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        # The lines' path added a cited line's anchors claim by claim: for a JSON answer on
        # one 52 kB line that was 18,000 anchors (10 ms) for every claim.
        from gatekeeper.rules.support.evidence import anchorset

        big: list[int] = []
        real = anchorset.AnchorSet.add

        def counting(self: anchorset.AnchorSet, text: str, anchors: Any, **kwargs: Any) -> None:
            if len(anchors) > 1000:  # the whole output (400 rows): 1,600 anchors
                big.append(len(anchors))
            real(self, text, anchors, **kwargs)

        monkeypatch.setattr(anchorset.AnchorSet, "add", counting)
        rows = [f'{{"host":"web-{i}","cpu_pct":{i % 90 + 5}.5,"p99_ms":{1000 + i}}}' for i in range(400)]
        output = '{"series":[' + ",".join(rows) + "]}"
        claims = [claim(f"web-{i} p99 {1000 + i}ms。", binding("query_metrics", [394], f'"host":"web-{i}"'))
                  for i in range(0, 400, 20)]
        self.assert_pass(doc(*claims), [inv(394, "query_metrics", output)])
        assert len(big) == 1

    def test_a_value_under_a_unit_suffixed_json_key_grounds_the_claim(self) -> None:
        # A metrics API answers JSON: `"cpu_pct": 43.1` is 43.1%, `"p99_ms": 2388` is 2388ms
        # (these failed as found nowhere: the key's quote hid the label, the unit is in its name).
        output = '{"series":[{"host":"web-5","cpu_pct":43.1,"p99_ms":2388,"status":200}]}'
        self.assert_pass(doc(claim("web-5 CPU 43.1%，p99 2388ms。", binding(
            "query_metrics", [394], '"host":"web-5","cpu_pct":43.1,"p99_ms":2388'))),
            [inv(394, "query_metrics", output)])

    @pytest.mark.parametrize("text", [
        "payment-svc 内存使用率为 59%。",
        "payment-svc 的 p99 延迟达到 5.3 秒，QPS 12000。",  # other units, same values
        "payment-svc CPU 使用率 92%。",  # in the cited output, not in the excerpt
    ])
    def test_grounded_claims_pass(self, text: str) -> None:
        self.assert_pass(claimed(text), DUMP)

    def test_a_value_written_otherwise_anchors_only_the_lines_naming_it(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        output = "\n".join([LOG, "p99 延迟 5300ms", "GC pause 12ms, heap 71%", LOG.replace("50/50", "7/50")])
        texts = anchor_scans(monkeypatch)
        self.assert_pass(claimed("p99 延迟达到 5.3 秒。", "p99 延迟", 396, "query_logs"),
                         [inv(396, "query_logs", output)])
        assert output not in texts and "p99 延迟 5300ms" in texts  # the line, not the output

    @pytest.mark.parametrize(("text", "output"), [
        ("Chinese officials say the mine collapsed.", "Officials in China say the mine collapsed."),
        ("The English defender joined in May.", "The defender from England joined in May."),
        ("They enacted cost-cutting measures.", "They are cutting costs across the group."),
        ("It offers expert-guiding support.", "It offers expert guidance and support."),
        ("Revenue rose 19% YoY.", "Revenue rose 19% year on year."),
        ("Demand is uncertain due to COVID-19.", "Conditions remain uncertain due to COVID."),
        ("payment-svc TP99 延迟 5300ms。", "[payment-svc] p99_latency=5300ms"),  # the percentile so written
    ])
    def test_words_written_in_another_form_are_grounded(self, text: str, output: str) -> None:
        self.assert_pass(doc(claim(text, binding("read_document", [1], output))),
                         [inv(1, "read_document", output)])

    @pytest.mark.parametrize(("text", "output"), [
        ("大量连接处于 TIME_WAIT 状态。",
         "State      Recv-Q Send-Q Local Address:Port  Peer Address:Port\n"
         "TIME-WAIT  0      0      10.0.0.5:8080       10.0.0.9:51234"),  # ss
        ("TIME_WAIT 连接数为 1200。",
         "Total: 1530\nTCP:   1412 (estab 180, closed 1200, orphaned 0, timewait 1200)"),  # ss -s
        ("ss 显示 CLOSE-WAIT 连接堆积。",
         "tcp        0      0 10.0.0.5:8080    10.0.0.9:51234   CLOSE_WAIT"),  # netstat
    ])
    def test_a_name_whose_words_are_joined_otherwise_is_grounded(self, text: str,
                                                                 output: str) -> None:
        """`-` and `_` join the same words, and a tool may print them joined as one."""
        self.assert_pass(doc(claim(text, binding("run_command", [1], output.split("\n")[-1]))),
                         [inv(1, "run_command", output)])

    @pytest.mark.parametrize(("text", "holds"), [
        ("U.K. activists dumped paint.", True), ("American officials agreed.", True),
        ("U.S. officials agreed.", True), ("The French officials agreed.", False),
    ])
    def test_a_country_is_held_by_its_other_names(self, text: str, holds: bool) -> None:
        # `U.K.` for the document's `British` warned as a name found nowhere (round 32)
        output = "British activists and officials of the United States met near Ukraine."
        report = self.check(doc(claim(text, binding("read_document", [1], output))),
                            [inv(1, "read_document", output)]).report
        assert (report.status == "pass") == holds, [f.message for f in report.findings]

    def test_a_name_of_other_words_is_still_ungrounded(self) -> None:
        output = "tcp        0      0 10.0.0.5:8080    10.0.0.9:51234   CLOSE_WAIT"
        found = self.check(doc(claim("大量连接处于 TIME_WAIT 状态。",
                                     binding("run_command", [1], output))),
                           [inv(1, "run_command", output)]).only()
        assert found.level == "fail" and "'TIME_WAIT'" in found.message

    @pytest.mark.parametrize(("text", "output", "name"), [
        ("The Japanese officials say the mine collapsed.", "Officials in China say the mine collapsed.",
         "Japanese"),
        ("It offers round-the-clock support.", "It offers expert guidance and support.",
         "round-the-clock"),  # (a compound adjective, `time-sensitive`, is no anchor: round 32)
        ("Demand is uncertain due to COVID-19.", "Demand is uncertain due to COVIDSafe rules.",
         "COVID-19"),  # the word is not written alone
    ])
    def test_a_swapped_form_still_warns(self, text: str, output: str, name: str) -> None:
        found = self.check(doc(claim(text, binding("read_document", [1], output))),
                           [inv(1, "read_document", output)]).only()
        assert found.level == "warn" and repr(name) in found.message

    def test_a_contradicted_value_is_also_ungrounded_here(self) -> None:
        # claim.value_contradiction rejects it; this rule still fails it when that one is off.
        found = self.check(claimed("payment-svc 内存使用率为 95%。"), DUMP).only()
        assert (found.target, found.level) == (TARGET, "fail")
        assert "'95%'" in found.message

    def test_entities_in_no_evidence_are_listed(self) -> None:
        found = self.check(claimed("payment-svc 内存使用率 59%，导致 account-svc 返回 504，"
                                   "订单号 O20261299990001 受影响。"), DUMP).only()
        assert found.level == "fail"
        for name in ("account-svc", "504", "O20261299990001"):
            assert repr(name) in found.message

    @pytest.mark.parametrize(("text", "name"), [
        ("payment-svc 的 HikariCP 连接池已耗尽。", "HikariCP"),
        ("payment-svc CPU 使用率 92%, said Barack Obama.", "Obama"),
        ("payment-svc 指标来自阿里巴巴集团。", "阿里巴巴集团"),
        ("payment-svc 内存使用率 59%，持续 3 次。", "3"),
        ("payment-svc 内存使用率 59%，从 21:14 开始。", "21:14"),
        ("payment-svc 内存使用率 59%，机柜 U11。", "U11"),  # a short code: a node or a name
        # a timestamp of no canonical form (Spark's yy/MM/dd), compared as written
        ("payment-svc 内存使用率 59%，17/06/09 20:10:52 起告警。", "17/06/09 20:10:52"),
        # a version, found nowhere in the session (a target, a plan: minor)
        ("payment-svc 内存使用率 59%，升级到 v1.2.4 之后。", "v1.2.4"),
        ("payment-svc 内存使用率 59%，进程 hid=0。", "hid=0"),  # a key its evidence never writes
        ("payment-svc 内存使用率 59%，2026-11-29 38:02:15 起告警。", "2026-11-29 38:02:15"),
    ])
    def test_minor_anchors_in_no_evidence_warn(self, text: str, name: str) -> None:
        found = self.check(claimed(text), DUMP).only()
        assert found.level == "warn" and repr(name) in found.message

    def test_a_version_is_grounded_where_written(self) -> None:
        # a version the cited output writes; one another invocation writes is not the evidence
        dump = [inv(394, "query_metrics", METRICS + " build v1.2.3"),
                inv(398, "query_config", "rollout target v1.2.4")]
        self.assert_pass(claimed("payment-svc 内存使用率 59%，版本 v1.2.3。"), dump)
        found = self.check(claimed("payment-svc 内存使用率 59%，目标 v1.2.4。"), dump).only()
        assert found.level == "warn" and "'v1.2.4'" in found.message

    def test_the_process_a_pid_belongs_to_is_grounded(self) -> None:
        # `zshd[24200]` for `sshd[24200]`: the pid was an anchor, the process named none
        dump = [inv(399, "query_logs", "Dec 10 06:55:46 LabSZ sshd[24200]: Invalid user test "
                                       "from 52.80.34.196")]
        excerpt = "sshd[24200]: Invalid user test from 52.80.34.196"
        found = self.check(doc(claim("LabSZ 上 zshd[24200] 报 Invalid user。",
                                     binding("query_logs", [399], excerpt))), dump).only()
        assert found.level == "fail" and "'zshd'" in found.message
        self.assert_pass(doc(claim("LabSZ 上 sshd[24200] 报 Invalid user。",
                                   binding("query_logs", [399], excerpt))), dump)

    def test_minor_anchors_can_fail_or_be_ignored(self) -> None:
        document = claimed("payment-svc 的 HikariCP 连接池已耗尽。")
        assert self.check(document, DUMP, minorAnchors="fail").only().level == "fail"
        self.assert_pass(document, DUMP, minorAnchors="ignore")

    def test_a_name_the_session_names_is_context(self) -> None:
        dump = [*DUMP, inv(397, "query_config", "HikariCP maximumPoolSize=50")]
        self.assert_pass(claimed("payment-svc 的 HikariCP 连接池已耗尽。"), dump)

    def test_the_source_a_claim_cites_is_no_fact(self) -> None:
        self.assert_pass(claimed("PaymentCenter 日志显示：payment-svc 内存使用率 59%。"), DUMP)

    @pytest.mark.parametrize("text", [
        "payment-svc 在 2026年11月29日 出现告警，内存使用率 59%。",
        "payment-svc 在 11月29日 10:02 出现告警。",
        "payment-svc QPS 约 1.2 万，内存使用率近 60%。",
        "payment-svc QPS 一万多，CPU 使用率百分之九十二。",
    ])
    def test_dates_and_chinese_numerals_are_grounded_by_their_value(self, text: str) -> None:
        self.assert_pass(claimed(text, "内存使用率 59%"), [inv(394, "query_metrics", METRICS + "\n" + LOG)])

    @pytest.mark.parametrize(("text", "shown"), [
        ("payment-svc 在 2026年12月29日 出现告警。", "2026年12月29日"),
        ("payment-svc 每秒请求数三万多。", "三万多"),
        ("payment-svc 影响车次 G4719。", "G4719"),
        ("payment-svc 所在节点 dn228 磁盘已满。", "dn228"),
        ("payment-svc 内存使用率 59%，峰值 1200QPS。", "1200QPS"),
    ])
    def test_dates_numerals_and_codes_in_no_evidence_fail(self, text: str, shown: str) -> None:
        found = self.check(claimed(text), [inv(394, "query_metrics", METRICS + "\n" + LOG)]).only()
        assert found.level == "fail" and repr(shown) in found.message

    def test_a_weekday_is_grounded_by_a_date_that_falls_on_it(self) -> None:
        # Issue 11: `Saturday` -> `Friday` edits were missed (a weekday was no anchor).
        dump = [inv(394, "query_logs", "2026-11-28 03:00:01 ERROR payment-svc 内存使用率 59%")]
        self.assert_pass(claimed("payment-svc alarmed on Saturday: 内存使用率 59%."), dump)
        found = self.check(claimed("payment-svc alarmed on Friday: 内存使用率 59%."), dump).only()
        assert found.level == "warn" and "'Friday'" in found.message

    def test_negation_flips_are_checked_on_request(self) -> None:
        document = claimed("payment-svc 连接池未耗尽。", "连接池已耗尽", 396, "query_logs")
        self.assert_pass(document, DUMP)
        assert "'耗尽'" in self.check(document, DUMP, checkNegation=True).only().message

    def test_the_lenient_profile_only_warns(self) -> None:
        document = claimed("payment-svc 内存使用率为 95%。")
        assert self.check(document, DUMP).report.verdict_ceiling == "LOW_CONFID"
        lenient = self.check(document, DUMP, verdictImpact="warn_only")
        assert lenient.only().level == "warn" and lenient.report.verdict_ceiling == "PASS"

    def test_foreign_outputs_do_not_ground_a_claim(self) -> None:
        dump = [*DUMP, inv(500, "query_metrics", "order-svc 内存使用率 95%", session_id="sess-other")]
        document = doc(claim("内存使用率 95%。", binding("query_metrics", [500], "order-svc 指标"),
                             binding("query_metrics", [394], "内存使用率 59%")))
        assert "95%" in self.check(document, dump).only().message

    def test_claims_without_a_resolvable_binding_are_findings_not_skipped(self) -> None:
        # Fail closed: not left to evidence.invocation_ref, which may be disabled.
        document = doc(claim("account-svc 内存使用率 95%。", binding("query_metrics", [999], "x")))
        found = self.check(document, DUMP).only()
        assert found.target == "claims[0].claim_text"
        assert "none of its bindings cites an invocation of the current session" in found.message
