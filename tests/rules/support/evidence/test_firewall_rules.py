"""Whether a firewall lets a port through, against iptables' rules
(gatekeeper.rules.support.evidence.firewall_rules)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.firewall_rules import chains_of, firewall_contradicted

LISTED = """Chain INPUT (policy ACCEPT)
target     prot opt source               destination
DROP       tcp  --  0.0.0.0/0            0.0.0.0/0            tcp dpt:8080
ACCEPT     tcp  --  10.0.0.0/8           0.0.0.0/0            tcp dpt:9200
ACCEPT     tcp  --  0.0.0.0/0            0.0.0.0/0            multiport dports 80,443
f2b-sshd   tcp  --  0.0.0.0/0            0.0.0.0/0            multiport dports 22

Chain OUTPUT (policy DROP)
target     prot opt source               destination"""
VERBOSE = """Chain INPUT (policy DROP 120 packets, 7200 bytes)
 pkts bytes target     prot opt in     out     source               destination
  512 30720 ACCEPT     tcp  --  *      *       0.0.0.0/0            0.0.0.0/0            tcp dpt:443
   40  2400 REJECT     tcp  --  eth0   *       0.0.0.0/0            0.0.0.0/0            tcp dpt:3306"""
SAVED = """*filter
:INPUT DROP [0:0]
:FORWARD ACCEPT [0:0]
-A INPUT -p tcp -m tcp --dport 6379 -j REJECT --reject-with icmp-port-unreachable
-A INPUT -p tcp -m multiport --dports 80,443,8000:8100 -j ACCEPT
COMMIT"""


#: Rules no new TCP connection from outside meets (loopback's, established connections', ICMP's)
#: come first in most chains; `iptables -L` without `-v` hides `-i lo`.
LOOPBACK_FIRST = """*filter
:INPUT DROP [0:0]
-A INPUT -i lo -j ACCEPT
-A INPUT -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT
-A INPUT -p icmp -j ACCEPT
-A INPUT -p tcp --dport 22 -j ACCEPT
COMMIT"""
HIDDEN_LOOPBACK = """Chain INPUT (policy DROP)
target     prot opt source               destination
ACCEPT     all  --  0.0.0.0/0            0.0.0.0/0
ACCEPT     tcp  --  0.0.0.0/0            0.0.0.0/0            tcp dpt:22"""


def test_rules_no_new_connection_meets_are_passed_over() -> None:
    assert contradicted("8080 端口被防火墙放行", LOOPBACK_FIRST)  # the policy's DROP
    assert contradicted("22 端口被拦截", LOOPBACK_FIRST)
    assert not contradicted("8080 端口被防火墙放行", HIDDEN_LOOPBACK)  # every port's rule, or lo's: unsure


def contradicted(claim: str, text: str) -> bool:
    return firewall_contradicted(claim, [], [text], lambda line: []) is not None


def test_the_chains_their_policies_and_rules() -> None:
    chains = chains_of(LISTED)
    assert (chains["INPUT"].policy, chains["OUTPUT"].policy) == ("ACCEPT", "DROP")
    assert [(rule.target, rule.source) for rule in chains["INPUT"].rules] == [
        ("DROP", "0.0.0.0/0"), ("ACCEPT", "10.0.0.0/8"), ("ACCEPT", "0.0.0.0/0"), ("f2b-sshd", "0.0.0.0/0")]
    assert [rule.target for rule in chains_of(VERBOSE)["INPUT"].rules] == ["ACCEPT", "REJECT"]
    assert chains_of(SAVED)["INPUT"].policy == "DROP" and len(chains_of(SAVED)["INPUT"].rules) == 2


@pytest.mark.parametrize(("claim", "text"), [
    ("iptables 没有丢弃 8080 端口的流量", LISTED), ("防火墙放行了 8080 端口", LISTED),
    ("port 443 is blocked", LISTED), ("防火墙没有放行 80 端口", LISTED),
    ("INPUT 链的默认策略是 DROP", LISTED), ("OUTPUT 链的默认策略是 ACCEPT", LISTED),
    ("3306 端口没有被拦截", VERBOSE), ("443 端口被防火墙屏蔽了", VERBOSE),
    ("6379 端口被放行", SAVED), ("port 8050 is dropped", SAVED),  # in a range of ports
    ("5432 端口被防火墙放行", SAVED),  # no rule: the policy's
    ("8080 和 443 端口都被拦截", LISTED),  # `443 端口`: the one port written with its word
])
def test_a_fate_the_chain_lists_otherwise_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)


@pytest.mark.parametrize(("claim", "text"), [
    ("8080 端口被防火墙拦截", LISTED), ("防火墙允许 443 端口", LISTED),
    ("INPUT 链的默认策略是 ACCEPT", LISTED),
    ("9200 端口被拦截", LISTED),  # a rule of some addresses only
    ("22 端口被放行", LISTED),  # a jump to fail2ban's chain
    ("8080 端口和 443 端口都被拦截", LISTED),  # two ports
    ("防火墙之前拦截了 443 端口", LISTED),  # another time
    ("8080 端口只允许内网访问并拦截其他来源", LISTED),  # both fates in the clause
    ("6379 端口被拒绝", SAVED), ("5432 端口被防火墙拦截", SAVED),
])
def test_a_fate_as_listed_or_unsure_is_not(claim: str, text: str) -> None:
    assert not contradicted(claim, text)


@pytest.mark.parametrize(("claim", "counted"), [
    ("443 端口的规则匹配了 40 个包", False),  # the 3306 rule's
    ("REJECT 规则命中了 30720 字节", False), ("the rule for port 443 matched 513 packets", False),
    ("443 端口的规则匹配了 512 个包", True), ("REJECT 规则命中了 2400 字节", True),
    ("the REJECT rule on port 3306 dropped 2400 bytes", True),  # `dropped` the rule's, no change
    ("ACCEPT 规则命中了 30K 字节", True),  # 30,720 cut to thousands
])
def test_a_count_the_rule_named_lists_otherwise_is_contradicted(claim: str, counted: bool) -> None:
    assert contradicted(claim, VERBOSE) is not counted


@pytest.mark.parametrize("claim", [
    "防火墙丢弃了 40 个包",  # no rule named
    "443 端口的规则匹配了超过 40 个包", "443 端口的规则约匹配了 40 个包",  # a bound, an approximation
    "443 和 3306 端口的规则共匹配了 552 个包",  # two rules
    "443 端口的规则比昨天增加了 40 个包",  # a change
])
def test_a_count_of_no_one_rule_or_unsure_is_not_read(claim: str) -> None:
    assert not contradicted(claim, VERBOSE)


def test_a_rule_s_counter_is_held_where_the_policy_line_writes_another() -> None:
    from gatekeeper.rules.support.evidence.firewall_rules import counters_held
    from gatekeeper.rules.support.text.anchors import extract_anchors

    claim = "the REJECT rule on port 3306 dropped 2400 bytes"
    numbers = [a for a in extract_anchors(claim) if a.raw.startswith("2400")]
    assert numbers and counters_held(claim, numbers, [VERBOSE]) == []
    assert counters_held("REJECT 规则命中了 7200 字节", numbers, [VERBOSE]) == numbers  # the policy's


def test_a_count_before_a_run_of_blanks_is_read_in_linear_time() -> None:
    """Three runs of blanks met in the count's pattern (`5`, blanks, `K`, blanks, `个`, blanks):
    a number before 20,000 blanks took minutes."""
    assert not contradicted("DROP 规则匹配了 5" + " " * 40_000 + "x", VERBOSE)
