"""The checks that read one tool's output each (Terraform's plan, Ceph's status, nodetool's ring,
smartctl, `ip -s link`, mdadm, mtr, nvidia-smi, chrony, Envoy's stats, `kubectl describe node`,
iotop, `systemctl list-units`, Elasticsearch's `_cat/shards`, `uptime`'s load averages, `kubectl
get hpa`, `ps`, dig, sshd's accepted logins, ping's summary, iptables' rules, traceroute, the
addresses of nslookup, dig and `ip route`, `git log`'s authors, `ip addr`'s MTUs and MACs,
systemd's units stopping and starting),
imported the first time a cited text prints what the tool prints.

Most claims cite none of these tools, and importing their modules (their patterns built from the
cache) was a cost of every `gatekeeper check`'s start-up (docs/performance.md). Each check's
words below are ones its own reading needs (it reads nothing without them), so a text without
them is one the check would say nothing of: none is skipped that could find something.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gatekeeper.rules.support.text.anchors import Anchor

#: A check of `told`'s: (claim, its anchors, cited texts, a line's anchors) -> a contradiction.
Check = Callable[[str, Sequence[Anchor], Sequence[str], Callable[[str], Sequence[Anchor]]],
                 "tuple[Anchor, list[str]] | None"]


def prints(texts: Sequence[str], *words: str) -> bool:
    return any(word in text for text in texts for word in words)


def tool_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """The first contradiction of the checks of the tools `texts` print (`told`'s signature)."""
    return next(filter(None, (check(claim, anchors, texts, anchors_of) for check in _checks(texts))), None)


def _checks(texts: Sequence[str]) -> list[Check]:
    """The checks of the tools `texts` print, in the order they are asked."""
    checks: list[Check] = []
    if prints(texts, "Plan:", "Resources:", "No changes."):
        from gatekeeper.rules.support.evidence.plan_counts import plan_count_contradicted
        checks.append(plan_count_contradicted)
    if prints(texts, "osds:", "HEALTH_"):
        from gatekeeper.rules.support.evidence.ceph_status import ceph_status_contradicted
        checks.append(ceph_status_contradicted)
    if prints(texts, "Status=Up/Down"):
        from gatekeeper.rules.support.evidence.ring_status import ring_status_contradicted
        checks.append(ring_status_contradicted)
    if prints(texts, "self-assessment", "SMART Health", "RAW_VALUE"):
        from gatekeeper.rules.support.evidence.smart_attributes import smart_contradicted
        checks.append(smart_contradicted)
    if prints(texts, "RX"):
        from gatekeeper.rules.support.evidence.link_stats import link_counter_swapped
        checks.append(link_counter_swapped)
    if prints(texts, "/dev/md", " : active"):
        from gatekeeper.rules.support.evidence.raid_status import raid_contradicted
        checks.append(raid_contradicted)
    if prints(texts, "|--"):
        from gatekeeper.rules.support.evidence.hops import hop_value_swapped
        checks.append(hop_value_swapped)
    if prints(texts, "traceroute to ", "traceroute6 to "):
        from gatekeeper.rules.support.evidence.trace_hops import trace_hop_contradicted
        checks.append(trace_hop_contradicted)
    if prints(texts, "NVIDIA-SMI", "MiB /"):
        from gatekeeper.rules.support.evidence.gpu_status import gpu_value_swapped
        checks.append(gpu_value_swapped)
    if prints(texts, " of NTP time", " ppm "):
        from gatekeeper.rules.support.evidence.clock_offset import clock_way_swapped
        checks.append(clock_way_swapped)
    if prints(texts, "upstream_"):
        from gatekeeper.rules.support.evidence.envoy_stats import envoy_stat_swapped
        checks.append(envoy_stat_swapped)
    if prints(texts, "Allocated resources"):
        from gatekeeper.rules.support.evidence.allocated import allocation_swapped
        checks.append(allocation_swapped)
    if prints(texts, "DISK READ"):
        from gatekeeper.rules.support.evidence.disk_io import io_rate_swapped
        checks.append(io_rate_swapped)
    if prints(texts, " loaded "):
        from gatekeeper.rules.support.evidence.unit_list import unit_list_contradicted
        checks.append(unit_list_contradicted)
    if prints(texts, "COMPLETIONS", "Pods Statuses:"):
        from gatekeeper.rules.support.evidence.jobs import job_contradicted
        checks.append(job_contradicted)
    if prints(texts, "possible_keys", " Scan "):
        from gatekeeper.rules.support.evidence.query_plans import plan_contradicted
        checks.append(plan_contradicted)
    if prints(texts, "UNASSIGNED", "STARTED", "INITIALIZING", "RELOCATING"):
        from gatekeeper.rules.support.evidence.shards import shard_contradicted
        checks.append(shard_contradicted)
    if prints(texts, "MAXPODS"):
        from gatekeeper.rules.support.evidence.autoscalers import autoscaler_contradicted
        checks.append(autoscaler_contradicted)
    if prints(texts, "COMMAND", " CMD"):
        from gatekeeper.rules.support.evidence.process_list import process_denied
        checks.append(process_denied)
    if prints(texts, "Accepted "):
        from gatekeeper.rules.support.evidence.logins import login_failures_denied
        checks.append(login_failures_denied)
    if prints(texts, "ANSWER SECTION"):
        from gatekeeper.rules.support.evidence.dns_answers import answer_count_contradicted
        checks.append(answer_count_contradicted)
    if prints(texts, "load average"):
        from gatekeeper.rules.support.evidence.load_average import load_way_swapped
        checks.append(load_way_swapped)
    if prints(texts, "(policy ", "\n-A "):
        from gatekeeper.rules.support.evidence.firewall_rules import firewall_contradicted
        checks.append(firewall_contradicted)
    if prints(texts, "packets transmitted", "Packets: Sent"):
        from gatekeeper.rules.support.evidence.ping_summary import ping_contradicted
        checks.append(ping_contradicted)
    if prints(texts, "Server:", "SERVER:", "default via", "0.0.0.0"):  # one of two roles printed
        from gatekeeper.rules.support.evidence.address_roles import address_role_swapped
        checks.append(address_role_swapped)
    if prints(texts, "Author:"):
        from gatekeeper.rules.support.evidence.commits import author_swapped
        checks.append(author_swapped)
    if prints(texts, " mtu "):
        from gatekeeper.rules.support.evidence.link_values import link_value_swapped
        checks.append(link_value_swapped)
    if prints(texts, "systemd["):
        from gatekeeper.rules.support.evidence.unit_events import unit_event_misdated
        checks.append(unit_event_misdated)
    return checks


def tool_values_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the counts and values the tools `texts` print make (a ring's nodes in a
    status, Ceph's OSDs and PGs, smartctl's raw values, mdadm's devices, mtr's milliseconds)."""
    if not missing:
        return missing
    if prints(texts, "Status=Up/Down"):
        from gatekeeper.rules.support.evidence.ring_status import ring_counts_held
        missing = ring_counts_held(claim, missing, texts)
    if prints(texts, "osds:", "HEALTH_"):
        from gatekeeper.rules.support.evidence.ceph_status import ceph_counts_held
        missing = ceph_counts_held(claim, missing, texts)
    if prints(texts, "RAW_VALUE"):
        from gatekeeper.rules.support.evidence.smart_attributes import smart_values_held
        missing = smart_values_held(claim, missing, texts)
    if prints(texts, "/dev/md", " : active"):
        from gatekeeper.rules.support.evidence.raid_status import raid_counts_held
        missing = raid_counts_held(claim, missing, texts)
    if prints(texts, "|--"):
        from gatekeeper.rules.support.evidence.hops import hop_values_held
        missing = hop_values_held(claim, missing, texts)
    if prints(texts, " loaded "):
        from gatekeeper.rules.support.evidence.unit_list import unit_counts_held
        missing = unit_counts_held(claim, missing, texts)
    if prints(texts, "UNASSIGNED", "STARTED"):
        from gatekeeper.rules.support.evidence.shards import shard_counts_held
        missing = shard_counts_held(claim, missing, texts)
    if prints(texts, "ANSWER SECTION"):
        from gatekeeper.rules.support.evidence.dns_answers import answer_counts_held
        missing = answer_counts_held(claim, missing, texts)
    return counters_held(claim, missing, texts)


def counters_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the counts of packets and bytes a rule `iptables -L -v` lists has
    (firewall_rules.counters_held): a bare cell under `bytes` is no `0 bytes` of a chain's policy."""
    if not missing or not prints(texts, "pkts bytes"):  # `-v`'s header: its counters
        return missing
    from gatekeeper.rules.support.evidence.firewall_rules import counters_held as held
    return held(claim, missing, texts)
