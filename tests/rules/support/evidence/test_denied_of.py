"""An event denied of one subject, stated only of others (gatekeeper.rules.support.evidence.denied_of)."""

from __future__ import annotations

from gatekeeper.rules.support.evidence.denied_of import (
    MAX_STATING_LINES,
    denials_of_others,
    denied_of_another,
    quote_denied_of_another,
)
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = ["2026-12-05 10:00:01 INFO [order-svc] GET /api/orders 200 12ms\n"
       "2026-12-05 10:00:02 ERROR [payment-svc] POST /api/pay request timeout after 3000ms"]


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def test_a_glossary_event_denied_of_a_service_whose_lines_never_state_it() -> None:
    claim, forged = "order-svc 没有出现超时", "payment-svc 没有出现超时"
    assert denied_of_another(claim, "超时", _anchors(claim), LOG, _anchors)
    assert not denied_of_another(forged, "超时", _anchors(forged), LOG, _anchors)
    # no subject, two subjects: unsure, a flip
    assert not denied_of_another("服务没有出现超时", "超时", _anchors("服务没有出现超时"), LOG, _anchors)
    two = "order-svc 和 payment-svc 都没有出现超时"
    assert not denied_of_another(two, "超时", _anchors(two), LOG, _anchors)


def test_a_clause_naming_no_subject_denies_of_its_sentence_s() -> None:
    # `web-01 执行成功，无失败任务`: the recap's failures are web-03's
    recap = ["web-01   : ok=12 changed=3 unreachable=0 failed=0\n"
             "web-03   : ok=9 changed=1 unreachable=0 failed=1"]
    claim, forged = "web-01 执行成功，无失败任务", "web-03 执行成功，无失败任务"
    assert denied_of_another(claim, "失败", _anchors(claim), recap, _anchors)
    assert not denied_of_another(forged, "失败", _anchors(forged), recap, _anchors)


def test_a_negated_term_and_a_negated_run_alike() -> None:
    claim = "order-svc had no request timeouts"
    assert denials_of_others(claim, {"request"}, _anchors(claim), LOG, _anchors) == {"request"}
    assert quote_denied_of_another(claim, "request timeout", _anchors(claim), LOG, _anchors)
    forged = "payment-svc had no request timeouts"
    assert denials_of_others(forged, {"request"}, _anchors(forged), LOG, _anchors) == set()


def test_a_log_that_never_names_the_claim_s_service_keeps_the_flip() -> None:
    own = ["2026-12-05 10:00:02 ERROR calling payment-svc: request timeout after 3000ms"]
    claim = "order-svc 没有出现超时"
    assert not denied_of_another(claim, "超时", _anchors(claim), own, _anchors)


def test_more_stating_lines_than_are_read_one_by_one_keep_the_flip() -> None:
    many = [LOG[0] + "".join(f"\n2026-12-05 10:01:{n % 60:02d} ERROR [payment-svc] request timeout {n}"
                             for n in range(MAX_STATING_LINES))]
    claim = "order-svc 没有出现超时"
    assert not denied_of_another(claim, "超时", _anchors(claim), many, _anchors)


INDICES = """health status index            uuid                   pri rep docs.count store.size
yellow open   logs-2026.12.01  Xk3d9F2sQ0mAbC1dEfGh  5   1  1203344  1.2gb
green  open   logs-2026.11.30  Yz8e7R1tP9nMbD2cFgHi  5   1  1502881  1.5gb"""


def _denied_of_others(claim: str, text: str) -> set[str]:
    anchors = extract_anchors(claim)
    return denials_of_others(claim, {a.value for a in anchors if a.kind == "negation"}, anchors, [text],
                             extract_anchors)


def test_a_term_denied_of_one_row_and_written_only_in_another_s_cells() -> None:
    assert _denied_of_others("index logs-2026.11.30 is not yellow", INDICES) == {"yellow"}
    assert _denied_of_others("index logs-2026.12.01 is not yellow", INDICES) == set()  # its own cell
    assert _denied_of_others("index logs-2026.11.30 is not yellow", f"{INDICES}\nshards went yellow") == set()


def test_an_event_denied_of_a_pod_stated_only_in_another_pod_s_row() -> None:
    pods = ["NAME                              READY   STATUS      RESTARTS   AGE\n"
            "inventory-api-476ca9cc9-21031     0/1     Completed   34         2d\n"
            "order-svc-55d340d53-22842         0/1     Error       4          1d"]
    claim, forged = "inventory-api is not Error", "order-svc is not Error"  # the row's own
    assert denied_of_another(claim, "错误", _anchors(claim), pods, _anchors)
    assert not denied_of_another(forged, "错误", _anchors(forged), pods, _anchors)
