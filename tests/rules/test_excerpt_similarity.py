"""evidence.excerpt_similarity: excerpts are quoted from the invocations they are bound to."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers import RuleTestCase, binding, claim, doc, inv

LOGHUB = Path(__file__).resolve().parents[1] / "data" / "loghub"
PAY_LOG = ("2026-11-29 10:02:11 ERROR [payment-service] o.a.c.PayClient - request timeout after "
           "5000ms, orderId=202611290001")
METRICS = "payment-service 10:00-10:05 CPU 使用率 92%，线程数 245，GC 次数 12"
THREADS = "线程池 payment-exec 活跃线程 200/200，队列长度 1500，CPU 使用率 92%"
DUMP = [inv(394, "query_logs", PAY_LOG), inv(395, "query_metrics", METRICS),
        inv(396, "query_metrics", THREADS)]


def one(tool: str, inv_id: int, excerpt: str, text: str = "payment-service 异常") -> dict:
    return doc(claim(text, binding(tool, [inv_id], excerpt)))


class TestExcerptSimilarity(RuleTestCase):
    rule_id = "evidence.excerpt_similarity"
    target = "claims[0].evidence_bindings[0].evidence_excerpt"

    @pytest.mark.parametrize(("inv_id", "tool", "excerpt"), [
        (394, "query_logs", "request timeout after 5000ms"),
        (395, "query_metrics", "CPU 使用率 92%，线程数 245"),
        (395, "query_metrics", "ＣＰＵ 使用率 ９２％"),  # full-width forms fold
        (394, "query_logs", "ERROR  [payment-service]\n request timeout"),  # reflowed whitespace
        (395, "query_metrics", "CPU 使用率 92% ... GC 次数 12"),  # fragments joined by an ellipsis
    ])
    def test_faithful_excerpts_pass(self, inv_id: int, tool: str, excerpt: str) -> None:
        self.assert_pass(one(tool, inv_id, excerpt), DUMP)

    def test_paraphrase_warns_with_score_and_threshold(self) -> None:
        found = self.check(one("query_logs", 394, "payment timeout errors rising sharply"), DUMP).only()
        assert (found.target, found.level) == (self.target, "warn")
        assert re.search(r"output_preview of invocation 394 at 0\.4\d;", found.message), found.message
        assert "expected >= 0.5" in found.message

    def test_chinese_paraphrase_warns(self) -> None:
        found = self.check(one("query_metrics", 395, "支付服务 CPU 与线程数偏高"), DUMP).only()
        assert found.level == "warn"

    def test_unrelated_excerpt_fails(self) -> None:
        checked = self.check(one("query_metrics", 396, "Kafka consumer lag 98000 on topic billing-events"),
                             DUMP)
        found = checked.only()
        assert (found.target, found.level) == (self.target, "fail")
        assert "below warnThreshold 0.3" in found.message
        assert "'Kafka consumer lag 98000 on topic billing-events'" in found.message
        assert checked.report.verdict_ceiling == "LOW_CONFID"

    def test_an_excerpt_too_long_to_align_fails_as_unchecked_not_after_minutes(self) -> None:
        # 10,000 characters against a 1 MB output took 54 s of C (no rule budget stops its CPU);
        # 100 log lines with each INFO made WARN passed after 3 s. Not verbatim and over
        # MAX_FUZZY_CELLS character pairs: a finding that says what could not be checked.
        from gatekeeper.rules.support.similarity import MAX_FUZZY_CELLS
        from gatekeeper.rules.support.text.normalize import compact

        lines = [f"2026-11-29 10:{i // 60 % 60:02d}:{i % 60:02d} INFO [svc-{i % 97}] processed "
                 f"{i * 7 % 9973} requests in {i % 100} ms" for i in range(6000)]
        dump = [inv(420, "query_logs", "\n".join(lines))]
        quoted = "\n".join(lines[100:200])
        assert len(compact(quoted)) * len(compact("\n".join(lines))) > MAX_FUZZY_CELLS
        self.assert_pass(one("query_logs", 420, quoted), dump)  # verbatim: no alignment needed
        found = self.check(one("query_logs", 420, quoted.replace("INFO", "WARN")), dump).only()
        assert found.level == "fail" and "cannot verify evidence_excerpt" in found.message
        assert "character pairs to align" in found.message

    def test_chinese_invented_excerpt_fails(self) -> None:
        found = self.check(one("query_metrics", 395, "订单库主从复制延迟达到 30 秒"), DUMP).only()
        assert found.level == "fail"

    def test_empty_excerpt_fails(self) -> None:
        found = self.check(one("query_logs", 394, "   "), DUMP).only()
        assert found.level == "fail" and "evidence_excerpt is empty" in found.message

    def test_thresholds_are_params(self) -> None:
        excerpt = "payment timeout errors rising sharply"  # scores 0.45
        assert self.check(one("query_logs", 394, excerpt), DUMP, passThreshold=0.4).status == "pass"
        assert self.check(one("query_logs", 394, excerpt), DUMP, warnThreshold=0.49).status == "fail"

    def test_best_of_several_invocations_and_sources(self) -> None:
        document = doc(claim("CPU 92%", binding("query_metrics", [396, 395], "GC 次数 12")))
        self.assert_pass(document, DUMP)
        details = [inv(1, "search_kb", "标题：支付超时排查手册",
                       retrieval_details={"doc": "连接池配置 maximumPoolSize=100"})]
        self.assert_pass(one("search_kb", 1, "maximumPoolSize=100"), details)
        # compareAgainst decides which texts count
        assert self.check(one("search_kb", 1, "maximumPoolSize=100"), details,
                          compareAgainst=["output_preview"]).status == "fail"

    def test_trace_summary_output_summary_counts(self) -> None:
        summary = [{"trace_ref": "trace-1", "tool_name": "query_logs", "source_invocation_ids": [394],
                    "output_summary": "10:00-10:05 共 57 条 request timeout"}]
        self.assert_pass(one("query_logs", 394, "共 57 条 request timeout"), DUMP, trace_summary=summary)

    def test_nothing_to_compare_with_warns(self) -> None:
        found = self.check(one("query_logs", 7, "request timeout"), [inv(7, "query_logs")]).only()
        assert found.level == "warn" and "cannot verify" in found.message

    def test_unresolved_ids_fail_here_too(self) -> None:
        # Fail closed: not left to evidence.invocation_ref, which may be disabled.
        found = self.check(one("query_logs", 999, "anything at all"), DUMP).only()
        assert found.level == "fail"
        assert "cites 999, which names no invocation of the current session" in found.message

    def test_faithful_excerpt_past_a_truncated_preview_warns_not_fails(self) -> None:
        preview = PAY_LOG[:70] + "...[truncated]"
        excerpt = (PAY_LOG[40:] + "\n2026-11-29 10:02:15 WARN HikariPool-1 total=100 active=100 "
                   "idle=0 waiting=37")
        checked = self.check(one("query_logs", 5, excerpt), [inv(5, "query_logs", preview)],
                             passThreshold=0.95)
        found = checked.only()
        assert found.level == "warn"
        assert "runs past the end of the truncated output_preview of invocation 5" in found.message

    SSH = ("Dec 10 09:12:26 LabSZ sshd[24485]: Failed password for ftp from 103.99.0.122 port "
           "56079 ssh2")

    @pytest.mark.parametrize(("excerpt", "changed"), [
        # words dropped, so no close quote, but a word the output never writes put in
        ("Dec 10 sshd[24485]: Accepted password ftp port 56079", "'Accepted'"),
        ("LabSZ: Failed password for admin from port 56079 ssh2", "'admin' for 'ftp'"),
        ("Dec 10 LabSX: Failed password ftp port 56079 ssh2", "'LabSX' for 'labsz'"),  # misspelt
    ])
    def test_a_reworded_excerpt_that_changed_a_word_fails(self, excerpt: str, changed: str) -> None:
        found = self.check(one("query_logs", 7, excerpt), [inv(7, "query_logs", self.SSH)]).only()
        assert found.level == "fail" and changed in found.message, found.message

    @pytest.mark.parametrize("excerpt", [
        "Dec 10 sshd[24485]: Failed password ftp port 56079",  # words dropped, none changed
        "sshd[24485] Failed password for ftp and port 56079",  # a joiner put in
        "sshd[24485] 登录失败: Failed password for ftp",  # words of its own: a rewording
    ])
    def test_a_reworded_excerpt_keeping_the_output_s_words_passes(self, excerpt: str) -> None:
        self.assert_pass(one("query_logs", 7, excerpt), [inv(7, "query_logs", self.SSH)])

    def test_past_the_end_of_a_cut_preview_words_are_not_compared(self) -> None:
        preview = "host log-collector-03.prod.internal：/data 使用率 97%，"  # cut, no marker
        checked = self.check(one("query_logs", 7, "/data 使用率 97%，可用 12GB"),
                             [inv(7, "query_logs", preview)])
        assert [f.level for f in checked.findings] in ([], ["warn"]), checked.findings


def _faithful_cuts() -> list[tuple[str, str]]:
    """(preview cut off with a marker, excerpt overlapping it by >= 12 word chars) from loghub."""
    pairs = []
    for log in sorted(LOGHUB.glob("*_2k.log")):
        for line in log.read_text(encoding="utf-8", errors="replace").splitlines()[:6]:
            for cut in range(30, len(line) - 10, 23):
                start = cut
                while start > 0 and len(re.findall(r"\w", line[start:cut])) < 12:
                    start -= 1
                for marker in ("...", " [truncated]", "…（省略）"):
                    pairs.append((line[:cut] + marker, line[start:]))
    return pairs


def test_truncated_preview_never_fails_a_faithful_excerpt() -> None:
    """Excerpts that start inside a cut-off preview and run past it: never `fail` (loghub lines)."""
    cuts = _faithful_cuts()
    assert len(cuts) > 300
    records = [inv(i, "query_logs", preview) for i, (preview, _) in enumerate(cuts)]
    document = doc(*(claim("日志", binding("query_logs", [i], excerpt))
                     for i, (_, excerpt) in enumerate(cuts)))
    checked = TestExcerptSimilarity().check(document, records)
    assert [f.message for f in checked.findings if f.level == "fail"] == []
