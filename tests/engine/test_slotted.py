"""gatekeeper/slotted.py: the records that replaced dataclasses behave as the dataclasses did."""

from __future__ import annotations

import pickle
import weakref

import pytest

from gatekeeper.engine.result import Report
from gatekeeper.parse.invocations import Invocation


def _report() -> Report:
    return Report("a.json", "valid", "", {"schema": "pass"}, (), "PASS")


def test_a_report_compares_by_value_and_survives_pickling() -> None:
    # `--jobs` workers send reports back pickled; a Frozen record refuses setattr, so its
    # state is restored past it.
    report = _report()
    assert report == _report() and report != report._replace(verdict_ceiling="REJECT")
    copy = pickle.loads(pickle.dumps(report))
    assert copy == report and copy.extra == {} and copy.status == "pass"
    assert weakref.ref(copy)() is copy


def test_a_frozen_record_refuses_changes() -> None:
    report = _report()
    with pytest.raises(AttributeError, match="verdict_ceiling"):
        report.verdict_ceiling = "PASS"
    with pytest.raises(TypeError, match="verdict"):
        report._replace(verdict="PASS")


def test_an_invocation_is_a_hashable_value_shown_field_by_field() -> None:
    first = Invocation("1", "query_logs", "s", "ok", None, "line 1")
    same = Invocation("1", "query_logs", "s", "ok", None, "line 1")
    assert first == same and hash(first) == hash(same) and len({first, same}) == 1
    assert first != first._replace(output_preview="changed")
    assert repr(first) == ("Invocation(id='1', tool_name='query_logs', session_id='s', "
                           "output_preview='ok', retrieval_details=None, where='line 1')")
    assert pickle.loads(pickle.dumps(first)) == first
