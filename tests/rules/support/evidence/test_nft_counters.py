"""Counts of packets against nftables' rule counters (gatekeeper.rules.support.evidence.nft_counters)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.nft_counters import Rule, nft_count_swapped, nft_rules
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

RULESET = ("table inet filter {\n\tchain input {\n\t\ttype filter hook input priority filter; policy drop;\n"
           "\t\tct state established,related counter packets 812312 bytes 912312312 accept\n"
           "\t\ttcp dport 22 counter packets 4123 bytes 312312 accept\n"
           "\t\ttcp dport 443 counter packets 98123 bytes 71231231 accept\n"
           "\t\tcounter packets 5521 bytes 331260 drop\n\t}\n}")


def contradicted(claim: str) -> bool:
    return nft_count_swapped(claim, extract_anchors(claim), [RULESET], extract_anchors) is not None


def test_each_rule_s_packets_port_and_verdict_are_read() -> None:
    assert [rule[:3] for rule in nft_rules(RULESET)] == [
        ("812312", None, "accept"), ("4123", "22", "accept"), ("98123", "443", "accept"),
        ("5521", None, "drop")]
    assert nft_rules(RULESET)[1] == Rule("4123", "22", "accept",
                                         "tcp dport 22 counter packets 4123 bytes 312312 accept")


@pytest.mark.parametrize("claim", [
    "443 端口的规则匹配了 4123 个包", "port 443 matched 4123 packets",  # port 22's
    "22 端口匹配了 98123 个包", "端口 22 的规则匹配了 5521 个包",
    "被丢弃的包有 4123 个", "丢弃了 98123 个包", "4123 packets were dropped",  # the drop rule's own is 5521
    "dropped 812312 packets",
])
def test_another_rule_s_count_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [RULESET], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "443 端口的规则匹配了 98123 个包", "port 22 matched 4123 packets",
    "被丢弃的包有 5521 个", "丢弃了 5521 个包",
    "443 端口的规则匹配了 1234 个包",  # a count no rule has
    "443 端口的规则匹配了 4123 个包或 98123 个包", "443 端口匹配了 4123 个包和 5521 个包",  # two counts
    "22 端口和 443 端口匹配了 4123 个包", "port 22 and port 443 matched 4123 packets",  # two ports
    "443 端口的规则匹配了约 4123 个包", "443 端口的规则匹配了大约 4123 个包",  # an approximation
    "443 端口的规则匹配了超过 4123 个包", "443 端口的规则至少匹配了 4123 个包",  # a bound
    "被拒绝的包有 4123 个",  # no rule rejects
    "接受了 4123 个包",  # three rules accept
    "8080 端口匹配了 4123 个包",  # a port no rule matches
    "port 443 matched 4123 bytes",  # no count of packets
])
def test_its_own_count_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_text_without_a_rule_s_counter_gives_nothing() -> None:
    claim = "443 端口的规则匹配了 4123 个包"
    text = "tcp dport 22 packets 4123 accept\ntcp dport 443 packets 98123 accept"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
