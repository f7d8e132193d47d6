"""Negations read from a text (gatekeeper.rules.support.text.anchors.negation)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.anchors import extract_anchors


def _statuses(text: str) -> list[tuple[str, str | None]]:
    return [(a.value, a.approx) for a in extract_anchors(text) if a.kind == "http_status"]


@pytest.mark.parametrize(("text", "found"), [
    ("payment-svc 没有任何 5xx 错误", [("5xx", "!")]), ("没有返回 502", [("502", "!")]),
    ("payment-svc had no 5xx errors", [("5xx", "!")]), ("returned no 502 responses", [("502", "!")]),
    ("without any 503 errors", [("503", "!")]),
])
def test_a_status_a_negator_comes_right_before_is_denied(text: str, found: list[tuple[str, str]]) -> None:
    assert _statuses(text) == found


@pytest.mark.parametrize("text", ["没有 404 错误，但有 502", "no 404 errors but a 502 error"])
def test_only_the_status_after_the_negator_is_denied(text: str) -> None:
    found = _statuses(text)
    assert found[0] == ("404", "!") and ("502", "!") not in found


def test_a_number_that_is_no_status_stays_a_number() -> None:
    # a count (`没有 500 个`), a value of another word: no status
    assert _statuses("没有 500 个请求失败") == [] and _statuses("no 500 requests failed") == []


@pytest.mark.parametrize(("text", "denied"), [
    ("no ERR_TIMEOUT", ["err_timeout"]),  # the event itself
    ("no inventory-api pod is crash looping", []),  # the pods are denied a state, not the service
    ("no order-svc requests failed", ["failed"]),  # the verb
    ("there were no order-svc requests", ["order-svc"]),  # that they exist: the service's, as before
    ("no order-svc requests were logged", ["order-svc"]),
])
def test_a_service_a_noun_follows_is_not_what_no_denies(text: str, denied: list[str]) -> None:
    assert [a.value for a in extract_anchors(text) if a.kind == "negation"] == denied


@pytest.mark.parametrize(("text", "negated"), [
    ("没有 TCP 重传", []), ("no TCP retransmissions", []),  # a protocol qualifies the word after it
    ("没有 HTTP 错误", []), ("没有 PID 压力", ["pid"]), ("日志里没有 WARN", ["warn"]),
    ("没有 TCP", ["tcp"]),  # the protocol itself
])
def test_a_protocol_s_name_before_a_word_is_not_what_is_denied(text: str, negated: list[str]) -> None:
    assert [a.value for a in extract_anchors(text) if a.kind == "negation" and a.value.isascii()] == negated


@pytest.mark.parametrize(("text", "negated"), [
    ("| pg-node4 | Replica | start failed |", ["start"]),  # a start printed failed
    ("pg-node4 的状态为 start failed", ["start"]),  # ... as a claim says it
    ("start failed: 0", []),  # a count of failed starts
    ("connect failed 3593 times", []),  # strace's calls: made, and failed
])
def test_a_start_printed_failed_is_negated(text: str, negated: list[str]) -> None:
    assert [a.value for a in extract_anchors(text) if a.kind == "negation"] == negated


CERTS = ("CERTIFICATE                EXPIRES                  RESIDUAL TIME   CERTIFICATE AUTHORITY   "
         "EXTERNALLY MANAGED\n"
         "admin.conf                 Dec 07, 2025 10:12 UTC   356d            ca                      no\n"
         "apiserver                  Dec 07, 2025 10:12 UTC   356d            ca                      no\n"
         "front-proxy-client         Dec 07, 2025 10:12 UTC   356d            front-proxy-ca          no")


@pytest.mark.parametrize("text", [
    CERTS,  # a table's last cell `no`: not the next row's first word
    "node1  Ready  no\nfailover happened", "replicated  no\nerrors were seen",
])
def test_a_negator_s_term_is_on_its_line(text: str) -> None:
    assert [a for a in extract_anchors(text) if a.kind == "negation"] == []


@pytest.mark.parametrize(("text", "denied"), [
    ("the node has no leader", ["leader"]), ("no quorum", ["quorum"]),  # on one line, as before
    ("Quorate:          No", ["quorate"]),  # corosync's setting printed `No`
    ("Quorate:          No\n\nVotequorum information", ["quorate"]),  # not the next line's word
    ("Link detected: no", ["link"]), ("Link detected: No\n", ["link"]),
    ("Quorate:          Yes", []),
])
def test_a_setting_printed_no_negates_its_name_s_first_word(text: str, denied: list[str]) -> None:
    assert [a.value for a in extract_anchors(text) if a.kind == "negation"] == denied
