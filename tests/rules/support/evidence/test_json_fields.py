"""The fields of a JSON object printed on one line (gatekeeper.rules.support.evidence.json_fields)."""

from __future__ import annotations

from gatekeeper.rules.support.evidence.fields import field_value_swapped
from gatekeeper.rules.support.evidence.json_fields import json_line_fields
from gatekeeper.rules.support.text.anchors import extract_anchors

HEALTH = '{"cluster_name":"es-prod","status":"yellow","number_of_nodes":3,"unassigned_shards":5}'


def test_a_compact_object_s_scalar_members_are_fields() -> None:
    assert [(f.name, f.words, f.value) for f in json_line_fields(HEALTH)] == [
        ("cluster_name", ("cluster", "name"), "es-prod"), ("status", ("status",), "yellow"),
        ("number_of_nodes", ("nodes",), "3"), ("unassigned_shards", ("unassigned", "shards"), "5")]
    # an object's members are named with it, one level deep; lists and nulls name none; a boolean
    # is written as JSON writes it (a flag: evidence/flags.py)
    line = '{"limits":{"memory":"1Gi","cpu":2},"ports":[80,443],"ready":true,"node":null}'
    assert [(f.name, f.value) for f in json_line_fields(line)] == [
        ("limits memory", "1Gi"), ("limits cpu", "2"), ("ready", "true")]


def test_no_object_is_no_fields() -> None:
    assert json_line_fields("{not json}") == [] and json_line_fields('["a", "b"]') == []


def test_a_value_of_another_member_is_contradicted() -> None:
    for claim in ("ES 集群有 5 个节点", "the cluster has 5 nodes"):
        assert field_value_swapped(claim, extract_anchors(claim), [HEALTH], extract_anchors) is not None
    claim = "ES 集群有 3 个节点，5 个未分配分片"
    assert field_value_swapped(claim, extract_anchors(claim), [HEALTH], extract_anchors) is None


def test_a_member_named_by_a_silent_word_only_is_read_by_it() -> None:
    """MongoDB's `connections`: `current` is all it calls its value."""
    fields = json_line_fields('{ "current" : 512, "available" : 51688 }')
    assert [(f.name, f.words, f.value) for f in fields] == [("current", ("current",), "512"),
                                                            ("available", ("available",), "51688")]
