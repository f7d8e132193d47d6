"""claim.value_contradiction: a claim whose value, date, code or negation its evidence contradicts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import SESSION, RuleTestCase, binding, claim, doc, inv, run_cli, write_json

METRICS = "payment-svc 指标：CPU 使用率 92%，内存使用率 59%，p99 延迟 5300ms，QPS 1.2万，活跃连接 230 个"
LOG = ("2026-11-29 10:02:15 WARN [payment-svc] c.a.pay.DbMonitor - 连接池已耗尽：active=50/50 "
       "train G4719 order_id=ORD-88742082 ORA-00060")
DUMP = [inv(394, "query_metrics", METRICS), inv(396, "query_logs", LOG)]
TARGET = "claims[0].claim_text"


def claimed(text: str, excerpt: str = "CPU 使用率 92%", inv_id: int = 394,
            tool: str = "query_metrics") -> dict:
    return doc(claim(text, binding(tool, [inv_id], excerpt)))


class TestValueContradiction(RuleTestCase):
    rule_id = "claim.value_contradiction"

    def test_a_state_swapped_for_another_rows_fails(self) -> None:
        # `PAID` is in the output (another order's row): the anchors find it; the state the
        # claim's own excerpt gives its order is another.
        table = ("| order_id | status | amount |\n| O1001    | PAID   | 129.50 |\n"
                 "| O1002    | FAILED | 88.00  |")
        dump = [inv(421, "query_db", table)]
        swapped = doc(claim("订单 O1002 状态为 PAID，金额 88.00。",
                            binding("query_db", [421], "| O1002    | FAILED | 88.00  |")))
        found = self.check(swapped, dump).only()
        assert found.level == "fail" and "'PAID'" in found.message and "FAILED" in found.message
        self.assert_pass(doc(claim("订单 O1002 状态为 FAILED，金额 88.00。",
                                   binding("query_db", [421], "| O1002    | FAILED | 88.00  |"))),
                         dump)

    def test_two_values_of_the_cited_line_swapped_fail(self) -> None:
        # Both ports are on the line the claim quotes: no anchor is missing, each is in the
        # other's place (passed before: no finding at all).
        line = ("081109 203615 148 INFO dfs.DataNode$PacketResponder: Received block "
                "blk_38865049064139660 src: /10.250.19.102:54106 dest: /10.250.19.102:50010")
        dump = [inv(396, "query_logs", line)]
        swapped = doc(claim(line.replace("54106", "#").replace("50010", "54106").replace("#", "50010"),
                            binding("query_logs", [396], line)))
        found = self.check(swapped, dump).findings
        assert {(f.target, f.level) for f in found} == {(TARGET, "fail")}
        assert any("'10.250.19.102:50010' in the place where its excerpt writes "
                   "10.250.19.102:54106" in f.message for f in found)
        self.assert_pass(doc(claim(line, binding("query_logs", [396], line))), dump)

    def test_caller_and_callee_swapped_fail_but_a_list_reordered_does_not(self) -> None:
        line = "2026-11-29 10:02:11 ERROR [payment-service] call to order-service failed: timeout"
        dump = [inv(396, "query_logs", line)]
        swapped = doc(claim("[order-service] call to payment-service failed: timeout",
                            binding("query_logs", [396], line)))
        messages = [f.message for f in self.check(swapped, dump).findings]
        assert "claim_text writes 'order-service' in the place where its excerpt writes " \
               "payment-service" in messages
        listed = "2026-11-29 10:02:11 ERROR payment-service and order-service timed out"
        self.assert_pass(doc(claim("order-service and payment-service timed out",
                                   binding("query_logs", [397], listed))),
                         [inv(397, "query_logs", listed)])

    SSH = ("Dec 10 09:12:26 LabSZ sshd[24485]: Failed password for ftp from 103.99.0.122 port "
           "56079 ssh2")
    SPARK = "17/06/09 20:10:52 INFO executor.Executor: Finished task 3.0 in stage 1.0 (TID 78)"

    @pytest.mark.parametrize(("text", "excerpt", "said"), [
        ("Dec 10 09:12:26 LabSZ sshd[24485]: Accepted password for ftp", SSH, "'Accepted'"),
        ("LabSZ 上 ftp 用户从 103.99.0.122 登录成功", SSH, "'成功'"),  # in Chinese
        ("17/06/09 20:10:52 ERROR executor.Executor: Finished task 3.0", SPARK, "'ERROR'"),
        # a word prose uses otherwise, placed by its neighbours where the excerpt writes another
        ("sshd[24485]: Failed password for ftp, session closed for user ftp",
         "sshd[24485]: Failed password for ftp, session opened for user ftp", "'closed'"),
    ])
    def test_a_level_or_outcome_its_excerpt_gives_otherwise_fails(self, text: str, excerpt: str,
                                                                  said: str) -> None:
        dump = [inv(1, "query_logs", self.SSH + "\n" + self.SPARK)]
        found = self.check(claimed(text, excerpt, 1, "query_logs"), dump).only()
        assert found.level == "fail" and said in found.message, found.message

    @pytest.mark.parametrize(("text", "excerpt"), [
        ("ftp 用户登录失败：Failed password，来自 103.99.0.122", SSH),  # the same outcome
        ("ftp 的登录没有成功 (Failed password)", SSH),  # negated: says nothing against it
        ("sshd did not succeed for ftp: Failed password", SSH),
        ("ftp 登录从失败变为成功 (Failed password)", SSH),  # names the excerpt's as well: a change
        ("Spark 任务 3.0 完成，没有 error，日志级别 INFO", SPARK),  # prose `error`, not a level
    ])
    def test_a_level_or_outcome_the_excerpt_allows_passes(self, text: str, excerpt: str) -> None:
        dump = [inv(1, "query_logs", self.SSH + "\n" + self.SPARK)]
        self.assert_pass(claimed(text, excerpt, 1, "query_logs"), dump)

    def test_a_value_under_a_json_key_contradicts_the_claims_metric(self) -> None:
        output = '{"series":[{"host":"web-5","cpu_pct":43.1,"p99_ms":2388,"status":200}]}'
        document = doc(claim("web-5 CPU 使用率 95%。", binding(
            "query_metrics", [394], '"host":"web-5","cpu_pct":43.1')))
        found = self.check(document, [inv(394, "query_metrics", output)]).only()
        assert found.level == "fail" and "43.1" in found.message

    def test_the_readme_example_is_rejected(self) -> None:
        checked = self.check(claimed("payment-svc CPU 使用率 95%。"), DUMP)
        found = checked.only()
        assert (found.target, found.level) == (TARGET, "fail")
        assert "95%" in found.message and "92%" in found.message
        assert checked.report.verdict_ceiling == "REJECT"

    @pytest.mark.parametrize("text", [
        "payment-svc CPU 使用率 92%。",
        "payment-svc CPU 使用率约 90%。",  # 约: within 10%
        "payment-svc CPU 使用率 92.0%，p99 延迟 5.3 秒。",
        "payment-svc 活跃连接两百多个。",  # 200-300
        "payment-svc 活跃连接 230 多个。",
        "payment-svc 在 2026年11月29日 10:02 报连接池已耗尽。",
        "payment-svc 影响 G4719 次列车。",
        "payment-svc 出现 account-svc 调用（一个证据里没有的服务只是没有依据，不是矛盾）。",
    ])
    def test_consistent_claims_pass(self, text: str) -> None:
        document = doc(claim(text, binding("query_metrics", [394], "CPU 使用率 92%"),
                             binding("query_logs", [396], "连接池已耗尽")))
        self.assert_pass(document, DUMP)

    @pytest.mark.parametrize(("text", "said"), [
        ("payment-svc CPU 使用率 99%。", "92%"),
        ("payment-svc 活跃连接三百多个。", "230"),
        ("payment-svc p99 延迟 8.3 秒。", "5300ms"),
        ("payment-svc 影响 G4791 次列车。", "g4719"),
        ("payment-svc 报 ORA-00600。", "ora-00060"),
    ])
    def test_contradicted_values_dates_and_codes_fail(self, text: str, said: str) -> None:
        document = doc(claim(text, binding("query_metrics", [394], "CPU 使用率 92%"),
                             binding("query_logs", [396], "连接池已耗尽")))
        found = self.check(document, DUMP).only()
        assert found.level == "fail" and said in found.message, found.message

    def test_a_date_the_cited_line_gives_otherwise_fails(self) -> None:
        document = claimed("payment-svc 在 2026年11月30日 报连接池已耗尽。",
                           "2026-11-29 10:02:15 WARN [payment-svc] c.a.pay.DbMonitor - 连接池已耗尽",
                           396, "query_logs")
        assert "2026-11-29" in self.check(document, DUMP).only().message

    def test_an_output_s_other_dates_contradict_nothing(self) -> None:
        # A dateline elsewhere in the output is no contradiction; entity_grounding has the date.
        self.assert_pass(claimed("payment-svc 在 2026年11月30日 报连接池已耗尽。", "连接池已耗尽",
                                 396, "query_logs"), DUMP)

    def test_a_number_the_cited_line_counts_otherwise_fails(self) -> None:
        dump = [inv(410, "query_logs", "payment-svc: 2 requests failed, 5 requests retried")]
        document = doc(claim("payment-svc: 5 requests failed.",
                             binding("query_logs", [410], "2 requests failed")))
        message = self.check(document, dump).only().message
        assert "5" in message and "2" in message

    def test_a_value_the_cited_line_writes_beside_another_word_fails(self) -> None:
        # The excerpt writes 5 (`5 retries`), but counts the failed requests as 2.
        dump = [inv(410, "query_logs", "payment-svc: 2 requests failed after 5 retries")]
        excerpt = "2 requests failed after 5 retries"
        found = self.check(doc(claim("支付服务日志显示 5 requests failed after retries.",
                                     binding("query_logs", [410], excerpt))), dump).only()
        assert found.level == "fail" and " 5 " in found.message and " 2" in found.message
        for faithful in ("payment-svc: 2 requests failed after 5 retries.",
                         "payment-svc: two requests failed.", "payment-svc: 5 retries."):
            self.assert_pass(doc(claim(faithful, binding("query_logs", [410], excerpt))), dump)

    def test_a_value_taken_from_another_line_for_the_word_it_counts_warns(self) -> None:
        # 5 is in the output, not in the excerpt; the output counts failed requests as 2 only.
        log = ("2026-11-29 10:02:15 payment-svc: 2 requests failed\n"
               "2026-11-29 10:02:16 payment-svc: retried 5 times, circuit open")
        dump = [inv(412, "query_logs", log)]
        found = self.check(doc(claim("payment-svc 出现 5 requests failed。",
                                     binding("query_logs", [412], "circuit open"))), dump).only()
        assert found.level == "warn"
        assert found.message == ("claim_text says 5 requests, but its cited output writes 2 "
                                 "requests (and 5 only elsewhere)")
        for faithful in ("payment-svc 出现 2 requests failed。", "payment-svc 出现 two requests failed。",
                         "payment-svc retried 5 times。"):
            self.assert_pass(doc(claim(faithful, binding("query_logs", [412], "circuit open"))),
                             dump)

    def test_an_output_is_read_for_a_counted_word_once_however_many_claims_ask(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        # 2,000 claims over one 50,000-line log took 113 s instead of 2.7 s when each claim read
        # the log's lines again for the word its number counts.
        from gatekeeper.rules.support.evidence import claims as comparison

        read: list[str] = []
        real = comparison._counted_in_source

        def counting(index: object, source: str, needle: str) -> object:
            read.append(needle)
            return real(index, source, needle)  # type: ignore[arg-type]

        monkeypatch.setattr(comparison, "_counted_in_source", counting)
        log = "\n".join(f"2026-11-29 10:02:{i:02d} [svc-{i}] retried {i} times, {i % 3} failures"
                        for i in range(40))
        claims = [claim(f"svc-{i} 出现 {i + 1} failures。", binding("query_logs", [414], f"[svc-{i}]"))
                  for i in range(20)]
        warnings = self.check(doc(*claims), [inv(414, "query_logs", log)]).report.findings
        assert read == ["failures"]
        # the log counts failures as 0, 1 and 2: the claims of 1 and 2 failures agree with it
        assert len(warnings) == 18 and all(f.level == "warn" for f in warnings)

    def test_a_word_counted_on_too_many_lines_is_not_compared(self) -> None:
        from gatekeeper.rules.support.evidence.claims import MAX_COUNTED_LINES

        lines = [f"[svc-{i}] {i % 3} failures" for i in range(MAX_COUNTED_LINES + 1)]
        lines.append("[svc-x] retried 7 times")
        dump = [inv(415, "query_logs", "\n".join(lines))]
        self.assert_pass(doc(claim("svc-x 出现 7 failures。",
                                   binding("query_logs", [415], "[svc-x] retried"))), dump)
        dump = [inv(415, "query_logs", "\n".join(lines[-MAX_COUNTED_LINES:]))]
        assert self.check(doc(claim("svc-x 出现 7 failures。",
                                    binding("query_logs", [415], "[svc-x] retried"))),
                          dump).only().level == "warn"

    def test_a_date_or_name_put_where_the_excerpt_writes_another_is_reported(self) -> None:
        # `Tuesday` and `alice` are in the output, but the line the claim cites writes
        # `Monday` and `bob` where the claim writes them: values from another line.
        log = ("2026-11-23 22:10:04 INFO deploy by Bob on Monday night: checkout-svc v2.3\n"
               "2026-11-24 09:00:00 INFO Alice reviewed rollback plan on Tuesday")
        dump = [inv(430, "query_logs", log)]
        excerpt = "deploy by Bob on Monday night"
        found = self.check(doc(claim("The deploy by Alice on Tuesday night broke checkout-svc.",
                                     binding("query_logs", [430], excerpt))), dump).findings
        assert [(f.level, f.message) for f in found] == [
            ("warn", "claim_text writes 'Alice' where its excerpt writes Bob (and 'Alice' is "
                     "only elsewhere in the cited output)"),
            ("fail", "claim_text writes 'Tuesday' where its excerpt writes Monday (and "
                     "'Tuesday' is only elsewhere in the cited output)")]
        for faithful in ("The deploy by Bob on Monday night broke checkout-svc.",
                         "Bob's deploy on Monday night was reviewed by Alice on Tuesday.",
                         "The deploy by Bob on Monday night broke checkout-svc; Alice reviewed "
                         "the rollback plan on Tuesday."):
            self.assert_pass(doc(claim(faithful, binding("query_logs", [430], excerpt))), dump)

    @pytest.mark.parametrize(("grade", "levels"), [("warn", ["warn", "fail"]),
                                                   ("fail", ["fail", "fail"]), ("ignore", ["fail"])])
    def test_a_replaced_name_is_graded_by_replaced_names(self, grade: str, levels: list[str]) -> None:
        # `Alice` for `Bob` as the param says; `Tuesday` for `Monday` (a date) always fails.
        dump = [inv(433, "query_logs", "deploy by Bob on Monday night\nAlice reviewed it on Tuesday")]
        found = self.check(doc(claim("The deploy by Alice on Tuesday night broke checkout.",
                                     binding("query_logs", [433], "deploy by Bob on Monday night"))),
                           dump, replacedNames=grade).findings
        assert [f.level for f in found] == levels

    @pytest.mark.parametrize(("grade", "levels"), [("warn", ["warn"]), ("fail", ["fail"]),
                                                   ("ignore", [])])
    def test_a_claim_gluing_another_line_onto_the_printed_line_it_quotes_is_graded_by_changed_words(
            self, grade: str, levels: list[str]) -> None:
        # Every value and name of the claim is in the cited output: before, it passed.
        notice = "[Sun Dec 04 04:53:29 2005] [notice] jk2_init() Found child 6755 in scoreboard slot 6"
        error = "[Sun Dec 04 04:53:16 2005] [error] mod_jk child workerEnv in error state 6"
        dump = [inv(434, "query_logs", f"{error}\n{notice}")]
        glued = "[Sun Dec 04 04:53:29 2005] [notice] jk2_init() Found child 6755 in error state 6"
        found = self.check(doc(claim(glued, binding("query_logs", [434], notice))), dump,
                           changedWords=grade).findings
        assert [f.level for f in found] == levels
        if found:
            assert "glues the end of another line" in found[0].message
            assert "mod_jk child workerEnv in error state 6" in found[0].message
        # two quotes one after the other, each where its excerpt ends, are no glue
        both = "jk2_init() Found child 6755 in scoreboard slot 6; mod_jk child workerEnv in error state 6"
        self.assert_pass(doc(claim(both, binding("query_logs", [434], notice),
                                   binding("query_logs", [434], error))), dump, changedWords=grade)

    def test_a_copied_stamped_line_with_another_line_s_time_fails(self) -> None:
        # `04:17:52` is the time of another line: present in the output, so no anchor was
        # missing, and the claim's own words before it hid it from the word alignment.
        line = "Jul  7 04:31:01 calvisitor-10-105-162-178 kernel[0]: AirPort: Link Down on awdl0."
        other = "Jul  7 04:17:52 calvisitor-10-105-162-178 kernel[0]: Wake reason: RTC (Alarm)"
        dump = [inv(435, "query_logs", f"{other}\n{line}")]
        restamped = "日志显示，在 04:17:52，calvisitor-10-105-162-178 kernel[0]: AirPort: Link Down on awdl0"
        found = self.check(doc(claim(restamped, binding("query_logs", [435], line))), dump).only()
        assert (found.level, found.message) == ("fail", "claim_text writes '04:17:52' where its "
                                                "excerpt writes Jul  7 04:31:01 (and '04:17:52' "
                                                "is only elsewhere in the cited output)")
        for faithful, cited in (
            ("日志显示，在 04:31:01，calvisitor-10-105-162-178 kernel[0]: AirPort: Link Down on "
             "awdl0", line),
            # the line of that time, copied as it is
            ("日志显示，在 04:17:52，calvisitor-10-105-162-178 kernel[0]: Wake reason: RTC (Alarm)",
             other),
            # both times: a span
            ("04:17:52 至 04:31:01 之间，calvisitor-10-105-162-178 kernel[0]: AirPort: Link Down",
             line),
            # the time of the claim's own sentence, no words of the line after it
            ("04:17:52 唤醒后，04:31:01 calvisitor-10-105-162-178 kernel[0]: AirPort: Link Down",
             line),
        ):
            self.assert_pass(doc(claim(faithful, binding("query_logs", [435], cited))), dump)

    @pytest.mark.parametrize(("output", "excerpt", "claimed", "level", "said", "faithful"), [
        # A sentence's first word may be any word: `Pittsburgh` is a name because the output
        # writes it capitalised inside a sentence (and never in lower case); `Floods` is not.
        ("2026-11-30 02:10:00 WARN St Louis was hit Tuesday by flash floods, 3 sites down\n"
         "2026-11-30 09:00:00 INFO crews sent to Pittsburgh from St Louis",
         "St Louis was hit Tuesday by flash floods", "Pittsburgh was hit Tuesday by flash floods.",
         "warn", "'Pittsburgh' where its excerpt writes",
         ["St Louis was hit Tuesday by flash floods.", "Floods hit St Louis on Tuesday."]),
        # Chinese written without spaces: each character is a word of the alignment.
        ("支付服务在11月29日出现连接池耗尽，active=50/50\n支付服务在11月30日恢复",
         "支付服务在11月29日出现连接池耗尽", "支付服务在11月30日出现连接池耗尽。",
         "fail", "'11月30日' where its excerpt writes 11月29日",
         ["支付服务在11月29日出现连接池耗尽，11月30日恢复。"]),
        # A month written alone is a date.
        ("Postmortem: the etcd cluster was rebuilt in January after quorum loss.\n"
         "Follow-up: disks replaced in December.",
         "the etcd cluster was rebuilt in January after quorum loss",
         "The etcd cluster was rebuilt in December after quorum loss.", "fail",
         "'December' where its excerpt writes January",
         ["The etcd cluster was rebuilt in January after quorum loss."]),
        # A number glued to a unit of no list (`1200QPS`, `49g` had no anchor: any value passed).
        ("2026-11-29 10:02:15 WARN [gateway] peak 800QPS at 10:02, 1200 requests queued",
         "peak 800QPS at 10:02", "gateway 峰值达到 1200QPS。", "fail", "1200QPS",
         ["gateway 峰值达到 800QPS。", "gateway peaked at 800 QPS."]),
        ("For example, the salad contains 46.5g of fat, more than the 43.3g in a Whopper.",
         "the salad contains 46.5g of fat", "The salad contains 49g of fat.", "fail", "46.5g",
         ["The salad contains 46.5g of fat.", "The salad contains 46.5 grams of fat."]),
        # Another line's node, the claim in Chinese citing an English line: no alignment.
        ("2026-11-29 10:02:15 ERROR disk full on dn229\n2026-11-29 10:02:16 INFO dn228 healthy",
         "ERROR disk full on dn229", "节点 dn228 磁盘已满。", "fail",
         "'dn228' where its excerpt writes dn229", ["节点 dn229 磁盘已满。", "dn229 磁盘已满，dn228 正常。"]),
        # Another line's interface, put in the excerpt's place.
        ("Nov 9 12:01:02 bn343 kernel: eth0 link down\nNov 9 12:01:09 bn343 kernel: eth1 link up",
         "eth0 link down", "bn343 reports eth1 link down.", "fail",
         "'eth1' where its excerpt writes eth0",
         ["bn343 reports eth0 link down.", "eth0 went down on bn343; eth1 stayed up."]),
        # A service put in the excerpt's place, aligned as names and dates are.
        ("2026-11-29 10:02:15 ERROR [order-svc] call timeout after 3000ms\n"
         "2026-11-29 10:02:16 INFO [account-svc] healthy",
         "ERROR [order-svc] call timeout after 3000ms", "ERROR [account-svc] call timeout after 3000ms",
         "fail", "'account-svc' where its excerpt writes order-svc",
         ["ERROR [order-svc] call timeout after 3000ms; account-svc stayed healthy."]),
        # The excerpt's value for the claim's metric counts, whatever else the output writes.
        ("2026-11-29 10:02:15 payment-svc CPU 使用率 92%\n2026-11-29 10:02:15 payment-svc 内存使用率 95%",
         "payment-svc CPU 使用率 92%", "payment-svc CPU 使用率 95%。", "fail", "95%",
         ["payment-svc CPU 使用率 92%，内存使用率 95%。"]),
    ], ids=["sentence-start-name", "chinese-date", "month", "qps", "grams", "sibling-node",
            "aligned-interface", "aligned-service", "metric-elsewhere"])
    def test_a_value_put_in_another_s_place_is_reported(self, output: str, excerpt: str,
                                                        claimed: str, level: str, said: str,
                                                        faithful: list[str]) -> None:
        dump = [inv(432, "query_logs", output)]
        found = self.check(doc(claim(claimed, binding("query_logs", [432], excerpt))), dump).only()
        assert found.level == level and said in found.message
        for text in faithful:
            self.assert_pass(doc(claim(text, binding("query_logs", [432], excerpt))), dump)

    def test_another_port_of_the_same_service_is_another_endpoint(self) -> None:
        dump = [inv(436, "query_logs", "2026-11-29 10:02:15 WARN db-primary:5432 refused "
                                       "connection\n2026-11-29 10:02:16 INFO db-replica:5433 ok")]
        found = self.check(doc(claim("db-primary:5433 拒绝连接。", binding(
            "query_logs", [436], "db-primary:5432 refused connection"))), dump).only()
        assert found.level == "fail" and "db-primary:5432" in found.message
        for text in ("db-primary:5432 拒绝连接。", "db-primary 拒绝连接。"):
            self.assert_pass(doc(claim(text, binding(
                "query_logs", [436], "db-primary:5432 refused connection"))), dump)

    def test_an_output_is_read_for_sentence_names_once_however_many_claims_ask(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        # 2,000 claims each starting with a capitalised word their excerpt lacks, over one
        # 50,000-line log, took 124 s instead of 2.2 s (both claim rules timed out) when each
        # word was searched for in the whole log.
        from gatekeeper.rules.support.evidence import replaced

        read: list[str] = []
        real = replaced.source_words

        def counting(text: str) -> replaced.SourceWords:
            read.append(text)
            return real(text)

        monkeypatch.setattr(replaced, "source_words", counting)
        log = "\n".join(f"2026-11-29 10:02:{i:02d} INFO [svc-{i}] processed {i * 7} requests"
                        for i in range(40))
        words = ["Alpha", "Bravo", "Delta", "Gamma", "Kappa"]
        claims = [claim(f"{words[i % 5]} svc-{i} processed {i * 7} requests。",
                        binding("query_logs", [415], f"INFO [svc-{i}] processed {i * 7} requests"))
                  for i in range(20)]
        self.assert_pass(doc(*claims), [inv(415, "query_logs", log)])
        assert read == [log]

    def test_a_name_written_in_another_form_is_not_replaced(self) -> None:
        dump = [inv(431, "query_logs", "Porsche and Bentley finished bottom; Porsches sold out")]
        self.assert_pass(doc(claim("Bentley and Porsches finished bottom.",
                                   binding("query_logs", [431], "Porsche and Bentley finished "
                                           "bottom"))), dump)

    def test_an_english_flip_warns_unless_the_negator_was_taken_out(self) -> None:
        dump = [inv(411, "query_logs", "OOM command not allowed when used memory > maxmemory")]
        taken_out = doc(claim("cart-svc: OOM command allowed.",
                              binding("query_logs", [411], "OOM command not allowed")))
        assert self.check(taken_out, dump).only().level == "fail"
        loose = doc(claim("cart-svc: the write was not allowed by redis.",
                          binding("query_logs", [411], "OOM command not allowed when used memory")))
        self.assert_pass(loose, dump)

    def test_a_negation_moved_to_the_neighbouring_word_is_no_flip(self) -> None:
        line = "the audit has not found any evidence of a replay on ledger-svc"
        dump = [inv(412, "query_logs", line)]
        moved = doc(claim("ledger-svc: the audit has found no evidence of a replay.",
                          binding("query_logs", [412], line)))
        self.assert_pass(moved, dump)
        stated = "the audit was launched; after review it has not found any evidence of a replay"
        flipped = doc(claim("ledger-svc: the audit was not launched; after review it found no "
                            "evidence of a replay.", binding("query_logs", [412], stated)))
        assert "'launched'" in self.check(flipped, [inv(412, "query_logs", stated)]).only().message

    @pytest.mark.parametrize("text", [
        "ledger-svc: the audit has found no proof of a replay.",  # `found` stated, `proof` negated
        "ledger-svc: the audit has discovered no evidence of a replay.",  # `evidence` negated
    ])
    def test_a_negation_on_another_neighbouring_word_is_no_flip(self, text: str) -> None:
        line = "the audit has not found any evidence of a replay on ledger-svc"
        self.assert_pass(doc(claim(text, binding("query_logs", [412], line))),
                         [inv(412, "query_logs", line)])

    @pytest.mark.parametrize(("text", "line", "event"), [
        # a Chinese claim negating what the English evidence logs
        ("payment-svc 没有出现请求超时。", "ERROR [payment-svc] PayClient - request timeout after 5000ms",
         "请求超时"),
        ("payment-svc 未发生超时。", "ERROR [payment-svc] PayClient - request timed out after 5000ms",
         "超时"),
        # an English claim negating what the Chinese evidence states
        ("payment-svc saw no request timeout.", "payment-svc 调用 order-svc 出现请求超时", "请求超时"),
        # a claim stating what the evidence, in the other language, only negates
        ("payment-svc 出现请求超时。", "payment-svc: no request timeout in the last hour", "请求超时"),
    ])
    def test_a_negation_across_languages_fails(self, text: str, line: str, event: str) -> None:
        found = self.check(doc(claim(text, binding("query_logs", [413], line))),
                           [inv(413, "query_logs", line)]).only()
        assert found.level == "fail" and repr(event) not in found.message and event in found.message

    @pytest.mark.parametrize(("text", "line"), [
        ("payment-svc 出现请求超时。", "ERROR [payment-svc] request timeout after 5000ms"),
        ("payment-svc 未发生连接超时，但出现请求超时。", "ERROR [payment-svc] request timeout after 5000ms"),
        ("payment-svc 的故障不是超时导致的。", "ERROR [payment-svc] request timeout after 5000ms"),  # a cause
        ("payment-svc saw no request timeout.", "payment-svc 没有请求超时，连接池已耗尽"),
    ])
    def test_agreeing_texts_across_languages_pass(self, text: str, line: str) -> None:
        self.assert_pass(doc(claim(text, binding("query_logs", [413], line))),
                         [inv(413, "query_logs", line)])

    def test_each_output_is_read_for_glossary_events_once_however_many_claims_cite_it(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        # A long log naming its events hundreds of times, cited by claim after claim: it was
        # read again for each claim (0.4 s per bundle of 30 claims over one 24 kB line).
        from gatekeeper.rules.support.text import glossary

        read: list[str] = []
        real = glossary.Events.add

        def counting(self: glossary.Events, text: str) -> None:
            read.append(text)
            real(self, text)

        monkeypatch.setattr(glossary.Events, "add", counting)
        log = " ".join(f"ERROR [svc-{i}] request timeout after {i}ms" for i in range(200))
        claims = [claim(f"svc-{i} 出现请求超时。",
                        binding("query_logs", [413], f"request timeout after {i}ms"))
                  for i in range(20)]
        self.assert_pass(doc(*claims), [inv(413, "query_logs", log)])
        assert read.count(log) == 1
        flipped = doc(claim("svc-7 没有出现请求超时。",
                            binding("query_logs", [413], "request timeout after 7ms")))
        assert "请求超时" in self.check(flipped, [inv(413, "query_logs", log)]).only().message

    def test_a_value_the_excerpt_gives_in_the_same_unit_contradicts(self) -> None:
        dump = [inv(720, "k8s_status", "pod inventory-svc 状态 OOMKilled，memory limit 2Gi")]
        document = doc(claim("inventory-svc 容器内存峰值 1040MB。",
                             binding("k8s_status", [720], "峰值 2040MB，平均 1.7GB")))
        assert "2040MB" in self.check(document, dump).only().message

    @pytest.mark.parametrize(("claimed", "said"), [
        # an anchored component (a dotted name of code) and one no anchor reads (`configd`)
        ("日志显示 broadcast.TorrentBroadcast: Block broadcast_10 stored as values in memory",
         "'broadcast.TorrentBroadcast' where its excerpt writes storage.MemoryStore"),
        ("日志显示 configd: Block broadcast_10 stored as values in memory",
         "'configd' where its excerpt writes MemoryStore"),
    ])
    def test_a_copied_line_given_another_line_s_component_fails(self, claimed: str, said: str) -> None:
        line = "17/06/09 20:10:52 INFO storage.MemoryStore: Block broadcast_10 stored as values in memory"
        dump = [inv(437, "query_logs", "17/06/09 20:10:52 INFO broadcast.TorrentBroadcast: Reading "
                    "broadcast variable 10 took 17 ms\n" + line + "\nJul  2 02:32:19 configd[53]: "
                    "network changed")]
        found = self.check(doc(claim(claimed, binding("query_logs", [437], line))), dump).only()
        assert found.level == "fail" and said in found.message
        self.assert_pass(doc(claim("日志显示 storage.MemoryStore: Block broadcast_10 stored as values",
                                   binding("query_logs", [437], line))), dump)

    def test_a_claim_copying_its_excerpt_with_a_negator_left_out_fails(self) -> None:
        line = ("171644 node-D0 clusterfilesystem.no_server 1077889836 1 ClusterFileSystem: There "
                "is no server for ServerFileSystem domain storage_home")
        dump = [inv(438, "query_logs", line)]
        turned = "node-D0 ClusterFileSystem: There is server for ServerFileSystem domain storage_home"
        found = self.check(doc(claim(turned, binding("query_logs", [438], line))), dump).only()
        assert found.level == "fail" and "There is no server" in found.message
        self.assert_pass(doc(claim(turned.replace("is server", "is no server"),
                                   binding("query_logs", [438], line))), dump)

    def test_a_claim_negating_words_its_excerpt_writes_fails(self) -> None:
        # One word after a negator is a weak scope (a warning, or nothing: `未发现` negates
        # `发现`); a run of the excerpt's words copied after it is the excerpt's event denied.
        line = ("03-17 16:13:45.466  1702 17632 W ActivityManager: Bad activity token: "
                "android.os.BinderProxy@2bd79ce")
        dump = [inv(436, "query_logs", line)]
        for denied in ("未发现 Bad activity token: android.os.BinderProxy@2bd79ce",
                       "There was no Bad activity token: android.os.BinderProxy@2bd79ce",
                       "W ActivityManager: Bad activity token did not occur"):
            found = self.check(doc(claim(denied, binding("query_logs", [436], line))), dump).only()
            assert found.level == "fail" and found.message.startswith(
                "claim_text negates 'W Activ" if denied[0] == "W" else "claim_text negates 'Bad act")
        for faithful in ("16:13:45 出现 Bad activity token: android.os.BinderProxy@2bd79ce",
                         "重启后未再出现 Bad activity token: android.os.BinderProxy@2bd79ce"):
            self.assert_pass(doc(claim(faithful, binding("query_logs", [436], line))), dump)

    def test_a_claim_denying_an_exception_its_excerpt_writes_fails(self) -> None:
        # One word after `未发现` is a weak scope, but an exception, an error code or an id is
        # the event itself: the claim says what the excerpt shows did not happen.
        line = "2026-11-29 10:02:11 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space"
        dump = [inv(437, "query_logs", line)]
        for denied in ("order-svc 日志中未发现 OutOfMemoryError，内存正常。",
                       "No OutOfMemoryError was logged by order-svc."):
            found = self.check(doc(claim(denied, binding("query_logs", [437], line))), dump).only()
            assert found.level == "fail"
            assert found.message == "claim_text negates 'OutOfMemoryError' but its evidence states it"
        for faithful in ("order-svc 在 10:02:11 抛出 OutOfMemoryError。",
                         "payment-svc 未出现 OutOfMemoryError，只有 order-svc 出现。"):
            self.assert_pass(doc(claim(faithful, binding("query_logs", [437], line))), dump)

    def test_a_claim_giving_its_excerpt_s_exception_to_another_service_fails(self) -> None:
        log = ("2026-12-01 03:14:09 ERROR [order-svc] o.a.order.OrderController - "
               "java.lang.OutOfMemoryError: Java heap space\n"
               "2026-12-01 03:14:09 ERROR [payment-svc] c.a.pay.PayClient - 调用 order-svc 超时")
        self._contradicted(log, 0, "payment-svc 在 03:14:09 抛出 java.lang.OutOfMemoryError。",
                           "claim_text says 'payment-svc' but its evidence says order-svc",
                           "order-svc 在 03:14:09 抛出 java.lang.OutOfMemoryError。",
                           "payment-svc 超时的根因是 order-svc 的 OutOfMemoryError。")

    def test_a_metric_labelled_otherwise_than_its_evidence_is_still_compared(self) -> None:
        log = ("2026-12-01 10:00:00 [payment-svc] cpu_usage=95% mem_usage=71% p99_latency=5300ms\n"
               "2026-12-01 10:00:00 [order-svc] cpu_usage=40% mem_usage=88% p99_latency=120ms")
        self._contradicted(log, 1, "order-svc CPU 使用率 95%，已接近饱和。",
                           "claim_text says cpu 使用率 95% but its evidence says cpu usage 40%",
                           "order-svc CPU 使用率 40%，内存使用率 88%。")
        self._contradicted(log, 1, "order-svc p99 延迟 5300ms。",
                           "claim_text says p99 延迟 5300ms but its evidence says p99 latency 120ms")
        self._contradicted(log, 0, "payment-svc CPU 使用率 40%。", "claim_text says cpu 使用率 40%",
                           "payment-svc CPU 使用率 95%。")

    def test_a_claim_moving_its_excerpt_s_value_the_other_way_fails(self) -> None:
        self._contradicted("2026-11-29 21:02:08 inventory-api P99 延迟 5105ms，较昨日同期上升 46%", 0,
                           "inventory-api P99 延迟较昨日同期下降 46%，性能改善。",
                           "claim_text says '下降' but its evidence says 上升 46%",
                           "inventory-api P99 延迟较昨日同期上升 46%。")

    def test_a_claim_reporting_a_change_the_other_way_round_fails(self) -> None:
        log = ("2026-12-02 10:00:00 [order-svc] p99_latency=120ms\n"
               "2026-12-02 10:05:00 [order-svc] p99_latency=5300ms")
        self._contradicted(log, 0, "order-svc P99 延迟从 5300ms 降至 120ms，已恢复。",
                           "claim_text says '从 5300ms 降至 120ms' but its evidence says 120ms at "
                           "2026-12-02 10:00:00, then 5300ms at 2026-12-02 10:05:00",
                           "order-svc P99 延迟从 120ms 升至 5300ms。")
        self._contradicted(log, 1, "order-svc p99_latency 5300ms -> 120ms",
                           "claim_text says '5300ms -> 120ms'",
                           "order-svc p99_latency 120ms -> 5300ms", "order-svc P99 延迟升至 5300ms。")

    def test_a_claim_giving_a_call_the_other_way_round_fails(self) -> None:
        log = ("2026-12-01 03:14:09 ERROR [order-svc] call payment-svc /pay timeout after 3000ms\n"
               "2026-12-01 03:14:10 WARN upstream=order-svc downstream=payment-svc status=504")
        self._contradicted(log, 0, "payment-svc 调用 order-svc 超时，order-svc 是瓶颈。",
                           "claim_text says 'payment-svc 调用 order-svc' but its evidence says",
                           "order-svc 调用 payment-svc 超时，payment-svc 是瓶颈。")

    def test_a_claim_dating_the_onset_of_its_excerpt_s_exception_late_fails(self) -> None:
        log = ("2026-12-01 03:14:09 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space\n"
               "2026-12-01 03:15:40 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space")
        self._contradicted(log, 1, "order-svc 的 OutOfMemoryError 首次出现在 03:15:40，紧随发布之后。",
                           "claim_text says '首次出现在 03:15:40' but its evidence says "
                           "OutOfMemoryError at 2026-12-01 03:14:09",
                           "order-svc 在 03:15:40 再次抛出 OutOfMemoryError。")

    def test_a_claim_dating_its_excerpt_s_exception_to_another_line_s_time_fails(self) -> None:
        log = ("2026-12-01 03:14:09 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space\n"
               "2026-12-01 03:15:40 INFO [order-svc] pod order-svc-7d9f restarted (OOMKilled)")
        self._contradicted(log, 0, "order-svc 在 03:15:40 抛出 java.lang.OutOfMemoryError。",
                           "claim_text says '03:15:40' but its evidence says 2026-12-01 03:14:09 for",
                           "order-svc 在 03:14:09 抛出 java.lang.OutOfMemoryError。")

    def test_a_claim_putting_two_events_in_the_order_no_line_has_fails(self) -> None:
        log = ("2026-12-01 03:14:09 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space\n"
               "2026-12-01 03:15:02 INFO [k8s] pod order-svc-7d9f restarted (OOMKilled)\n"
               "2026-12-01 03:15:40 ERROR [order-svc] ERR_DB_POOL_EXHAUSTED")
        self._contradicted(log, 0, "order-svc 先被重启，随后抛出 java.lang.OutOfMemoryError。",
                           "claim_text says '先被重启，随后抛出 java.lang.OutOfMemoryError' but its "
                           "evidence says java.lang.OutOfMemoryError at 2026-12-01 03:14:09",
                           "order-svc 先抛出 java.lang.OutOfMemoryError，随后被重启。",
                           "After the java.lang.OutOfMemoryError, the pod was restarted.")
        self._contradicted(log, 2, "重启后未再出现 ERR_DB_POOL_EXHAUSTED。",
                           "claim_text says '重启后未再出现 ERR_DB_POOL_EXHAUSTED' but its evidence "
                           "says 重启 at 2026-12-01 03:15:02",
                           # an event before a printed line's words is no service put in its place
                           "After the java.lang.OutOfMemoryError, ERR_DB_POOL_EXHAUSTED was logged.")

    def test_a_pool_s_usage_given_to_another_service_fails(self) -> None:
        log = ("2026-12-01 03:14:07 WARN [payment-svc] pool usage 95%\n"
               "2026-12-01 03:14:09 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space")
        self._contradicted(log, 0, "order-svc 连接池使用率 95%。", "claim_text says 'order-svc' but "
                           "its evidence says payment-svc for pool usage 95%",
                           "payment-svc 连接池使用率 95%。")

    def test_a_claim_dating_its_excerpt_s_exception_to_a_period_of_no_line_fails(self) -> None:
        log = ("2026-11-27 03:14:07 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out\n"
               "2026-11-27 03:14:40 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out")
        self._contradicted(log, 0, "order-svc 在 03:20 至 03:25 期间抛出 java.net.SocketTimeoutException。",
                           "claim_text says '03:20 至 03:25' but its evidence says 2026-11-27 03:14:07",
                           # an end of a period is no time the error was logged at (was REJECT)
                           "Between 03:14 and 03:15 order-svc threw java.net.SocketTimeoutException.",
                           "order-svc 在 03:14 至 03:15 期间抛出 java.net.SocketTimeoutException。")

    def test_a_request_given_another_line_s_method_or_status_fails(self) -> None:
        log = ("2026-12-02 10:00:00 INFO [order-svc] GET /api/orders 200 35ms\n"
               "2026-12-02 10:01:12 ERROR [order-svc] POST /api/orders 503 30012ms\n"
               "2026-12-02 10:01:15 ERROR [payment-svc] POST /api/pay 504 5003ms\n"
               "2026-12-02 10:03:30 INFO [order-svc] GET /api/orders 200 41ms")
        self._contradicted(log, 1, "order-svc 的 GET /api/orders 返回 503。",
                           "claim_text says 'GET' but its evidence says POST",
                           "order-svc 的 POST /api/orders 返回 503。")
        # the status of another path's line, read off that row (and reported once)
        self._contradicted(log, 2, "payment-svc POST /api/pay 返回 503。",
                           "claim_text says 'payment-svc' but its evidence says 504 for payment-svc",
                           "payment-svc POST /api/pay 返回 504。")
        # a time opening a period is no stamp put in the excerpt's place (was REJECT): the GET
        # requests' status is read off their own lines (the POST's 503 is another request's)
        self._contradicted(log, 3, "10:01:12 之后 order-svc 的 GET /api/orders 返回 503。",
                           "claim_text says '/api/orders' but its evidence says 200 for GET /api/orders",
                           "10:01:12 之后 order-svc 的请求均返回 200。")

    def test_a_linted_output_cannot_make_the_table_or_field_reading_take_quadratic_time(
            self, tmp_path: Path) -> None:
        # Status fields, sections and tables read from an output's lines: a section's pattern with
        # a lazy name and a run of blanks before its colon would have met 100,000 spaces
        # quadratically; a section is read only on a line ending in a colon, with single blanks.
        output = "\n".join(["Limits" + " " * 100_000 + "x", "NAME  READY" + " " * 100_000 + "X",
                            "a" + " " * 100_000 + "b" + " " * 100_000 + "c",
                            "connected_clients:512", "blocked_clients:3"])
        findings = _within_budget(tmp_path, "redis 的连接数为 3", "blocked_clients:3", output)
        assert [f["message"] for f in findings if f["rule_id"] == self.rule_id] == [
            "claim_text says '3' but its evidence says connected_clients 512 ('connected_clients:512'), "
            "3 for blocked_clients ('blocked_clients:3')"]

    def test_a_linted_output_cannot_make_a_number_s_code_check_take_quadratic_time(
            self, tmp_path: Path) -> None:
        # The attack: a 400 kB run of letters and digits (a base64 blob) holding the claim's digit
        # thousands of times. Read from each occurrence, the run took 10^9 steps; read once, 0.04 s.
        import base64
        import random

        blob = base64.b64encode(random.Random(5).randbytes(300_000)).decode().translate(
            str.maketrans("+/", "ab"))
        output = f"Name:  payment-svc\n{blob}\n    Restart Count:  3"
        findings = _within_budget(tmp_path, "5 restarts of payment-svc", "Restart Count:  3", output)
        # an unlabelled number held only by the blob's digits is missing (a minor anchor: a
        # warning), and no rule ran out of time
        assert [(f["rule_id"], f["message"]) for f in findings] == [(
            "claim.entity_grounding", "claim_text names '5', found in none of its "
            "evidence_excerpts or cited tool outputs")]

    def test_a_linted_claim_cannot_make_the_claim_checks_take_quadratic_time(
            self, tmp_path: Path) -> None:
        # The attack: a claim's words apart by thousands of blanks (or glued to thousands of
        # letters). Patterns tried at every start inside a run of blanks, or with two runs of
        # blanks that could meet (`negated`'s cues after an event, the ellipsis split, `trends`'
        # value and unit, `unanchored`'s tokens), took 9 s for 3,000 blanks and grew with the
        # square: the rule budget timed out. Each now starts where a run does.
        words = ["没有", "not", "after", "...", "10:01", "order-svc", "超时", "高于", "95%", "still"]
        text = (" " * 8_000).join(words) + "。" + ("\t" * 8_000).join(words) + "。" + (
            "x" * 8_000 + " ").join(words)
        log = "2026-12-01 10:00:00 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out"
        findings = _within_budget(tmp_path, text, log, log)
        assert not any(f["message"].startswith("rule timed out") for f in findings), findings

    def test_a_linted_claim_of_many_subjects_and_events_cannot_take_cubic_time(
            self, tmp_path: Path) -> None:
        # The attack: one sentence naming a service, an exception and a count of pods, repeated
        # 300 times, citing a 200-row table. Each service was tied to each event by blanking the
        # words between them afresh, each event's lines re-read per service, each row's pods
        # listed per row and subject, each clause scanned from the claim's start: the rules
        # timed out (120 s on round 16's tree); the claim is blanked and its marks found once.
        rows = "\n".join(f"order-svc-7d9f8b6c5-{n:05d}   0/1   CrashLoopBackOff   12   1h"
                         for n in range(200))
        table = f"NAME   READY   STATUS   RESTARTS   AGE\n{rows}"
        text = "order-svc 出现 OutOfMemoryError 有 2 个 Pod 处于 CrashLoopBackOff 状态 " * 300
        bundle = {"session_id": SESSION, "executor_output": doc(claim(
            text, binding("kubectl", [732], table))), "tool_invocations": [inv(732, "kubectl", table)]}
        path = write_json(tmp_path / "attack.bundle.json", bundle)
        done = run_cli("check", "--isolated", "--rule-timeout", "20", "-f", "json", path)
        report = json.loads(done.stdout)[0]
        assert not any(f["message"].startswith("rule timed out") for f in report["findings"])
        assert report["verdict_ceiling"] == "REJECT" and any(
            "200 row(s) CrashLoopBackOff" in f["message"] for f in report["findings"])

    def _contradicted(self, log: str, quoted: int, text: str, message: str, *faithful: str) -> None:
        """`text`, citing line `quoted` of `log` (one query_logs output), fails with a message
        starting `message`; each of `faithful` so citing it passes."""
        line, dump = log.split("\n")[quoted], [inv(442, "query_logs", log)]
        found = self.check(doc(claim(text, binding("query_logs", [442], line))), dump).only()
        assert found.level == "fail" and found.message.startswith(message), found.message
        for other in faithful:
            self.assert_pass(doc(claim(other, binding("query_logs", [442], line))), dump)

    def test_negation_flip_fails_and_can_be_switched_off(self) -> None:
        document = claimed("payment-svc 连接池未耗尽。", "连接池已耗尽", 396, "query_logs")
        flip = "negates '耗尽'"
        assert [f.level for f in self.check(document, DUMP).findings if flip in f.message] == ["fail"]
        # switched off, the flip is no finding; the pool given room stays contradicted by the line
        # stating it exhausted (evidence/exhausted.py): no switch walks the state through
        off = self.check(document, DUMP, checkNegation=False)
        assert "连接池已耗尽" in off.only().message and flip not in off.only().message

    def test_negation_flip_alone_can_be_switched_off(self) -> None:
        # (not a level: `没有 WARN 日志` is every line's level denied, evidence/level_generalised.py)
        document = claimed("payment-svc 没有 train。", "WARN [payment-svc] c.a.pay.DbMonitor - 连接池已耗尽："
                           "active=50/50 train G4719", 396, "query_logs")
        assert "negates" in self.check(document, DUMP).only().message
        self.assert_pass(document, DUMP, checkNegation=False)

    def test_an_unknown_anchor_is_left_to_entity_grounding(self) -> None:
        self.assert_pass(claimed("payment-svc CPU 使用率 92%，订单号 O20261299990001。"), DUMP)

    def test_claims_without_a_resolvable_binding_are_left_to_invocation_ref(self) -> None:
        self.assert_pass(doc(claim("CPU 使用率 95%。", binding("query_metrics", [999], "x"))), DUMP)


@pytest.mark.parametrize(("profile", "ceiling"), [(None, "REJECT"), ("lenient", "PASS"),
                                                  ("strict", "REJECT")])
def test_the_shipped_profiles_are_configuration_layers(profile: str | None, ceiling: str) -> None:
    import json

    from helpers import REPO, run_cli

    case = REPO / "tests" / "cases" / "fail-contradicted-metric.bundle.json"
    extra = ["--config", REPO / "rules.d" / "profiles" / f"{profile}.yaml"] if profile else []
    result = run_cli("check", case, "--isolated", "--format", "json", *extra)
    assert result.returncode in (0, 1), result.stderr
    [report] = json.loads(result.stdout)
    assert report["verdict_ceiling"] == ceiling


def _within_budget(tmp_path: Path, text: str, excerpt: str, output: str) -> list[dict[str, Any]]:
    """The findings of a claim quoting `excerpt` from one output, linted with a 20 s budget per
    rule: an attack that makes a rule run longer reports a timeout, not a hang."""
    bundle = {"session_id": SESSION, "executor_output": doc(claim(
        text, binding("query_logs", [731], excerpt))), "tool_invocations": [inv(731, "query_logs", output)]}
    path = write_json(tmp_path / "attack.bundle.json", bundle)
    done = run_cli("check", "--isolated", "--rule-timeout", "20", "-f", "json", path)
    findings: list[dict[str, Any]] = json.loads(done.stdout)[0]["findings"]
    return findings
