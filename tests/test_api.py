"""The Python API (SPEC §8): raw text, bytes or dict in; result out; no global state."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from helpers import SESSION, binding, claim, doc, inv

from gatekeeper import Gatekeeper, InputError, validate
from gatekeeper.config import Overrides

RECORDS = [inv(394, "query_logs", "2026-11-29 ERROR [payment-service] request timeout after 5000ms"),
           inv(395, "query_metrics", "payment-service CPU 使用率 92%，线程数 245")]
GOOD = doc(claim("payment-service 出现请求超时日志。", binding("query_logs", [394], "request timeout")))
FORGED = doc(claim("根据经验，可能是数据库连接池耗尽。", binding("query_db", [999], "pool exhausted")))
PARAPHRASE = doc(claim("支付服务超时。",
                       binding("query_logs", [394], "payment timeout errors rising sharply")))


@pytest.mark.parametrize("output", [
    GOOD,
    json.dumps(GOOD, ensure_ascii=False),
    json.dumps(GOOD, ensure_ascii=False).encode("utf-8"),
    "```json\n" + json.dumps(GOOD, ensure_ascii=False) + "\n```",
])
def test_output_as_dict_text_or_bytes(output: object) -> None:
    report = Gatekeeper().check(output, RECORDS)  # type: ignore[arg-type]
    assert report.gatekeeper_result == {"status": "pass", "failed_rules": [], "warnings": [],
                                        "errors": []}
    assert report.verdict_ceiling == "PASS"
    assert report.structured_output["missing_info"] == []


@pytest.mark.parametrize("invocations", [
    RECORDS,
    {"session_id": SESSION, "tool_invocations": RECORDS},
    json.dumps(RECORDS),
    json.dumps({"session_id": SESSION, "tool_invocations": RECORDS}),
    "\n".join(json.dumps(r) for r in RECORDS),
])
def test_invocations_as_list_dump_object_or_text(invocations: object) -> None:
    report = Gatekeeper().check(FORGED, invocations)  # type: ignore[arg-type]
    assert report.gatekeeper_result["failed_rules"][:1] == ["evidence.invocation_ref"]
    assert report.verdict_ceiling == "REJECT"


def test_validate_shortcut_and_input_errors() -> None:
    assert validate(GOOD, RECORDS).status == "pass"
    with pytest.raises(InputError, match="duplicate invocation id"):
        validate(GOOD, [RECORDS[0], RECORDS[0]])
    with pytest.raises(InputError, match="tool_invocations"):
        validate(GOOD, {"session_id": "x"})


def test_two_gatekeepers_with_different_configs_in_one_process(tmp_path: Path) -> None:
    strict_file = tmp_path / "strict.yaml"
    strict_file.write_text("ruleMetadata:\n  evidence.excerpt_similarity:\n    params:\n"
                           "      warnThreshold: 0.49\n", encoding="utf-8")
    default = Gatekeeper()
    strict = Gatekeeper(config_files=[strict_file])
    lenient = Gatekeeper(overrides=Overrides(disable=["evidence.excerpt_similarity"]))
    assert default.check(PARAPHRASE, RECORDS).status == "warn"
    assert strict.check(PARAPHRASE, RECORDS).status == "fail"
    assert lenient.check(PARAPHRASE, RECORDS).status == "pass"
    assert default.check(PARAPHRASE, RECORDS).status == "warn"  # unchanged by the others


def test_project_config_only_when_asked(tmp_path: Path) -> None:
    (tmp_path / ".gatekeeper.yaml").write_text(
        "rules:\n  - id: evidence.excerpt_similarity\n    enabled: false\n", encoding="utf-8")
    assert Gatekeeper().check(PARAPHRASE, RECORDS).status == "warn"
    assert Gatekeeper(project_dir=tmp_path).check(PARAPHRASE, RECORDS).status == "pass"


def _fingerprint(report) -> str:  # type: ignore[no-untyped-def]
    return json.dumps([report.gatekeeper_result, report.verdict_ceiling,
                       [f.to_dict() for f in report.findings]], ensure_ascii=False, sort_keys=True)


def test_threads_give_the_serial_results() -> None:
    gk = Gatekeeper()
    outputs = [GOOD, FORGED, PARAPHRASE, "not json", json.dumps(GOOD), b"\xff"]
    jobs = [outputs[i % len(outputs)] for i in range(8 * 50)]
    serial = [_fingerprint(gk.check(o, RECORDS)) for o in jobs]
    with ThreadPoolExecutor(max_workers=8) as pool:
        threaded = list(pool.map(lambda o: _fingerprint(gk.check(o, RECORDS)), jobs))
    assert threaded == serial
    assert len(set(serial)) == 5  # the outputs really differ (GOOD twice: dict and text)


def test_a_dump_and_its_derived_data_go_when_the_caller_drops_it() -> None:
    # The engine's cache must not keep dumps alive (a batch makes one per bundle).
    import gc
    import weakref

    from gatekeeper.api import Gatekeeper, as_invocation_set

    gk = Gatekeeper()
    dump = as_invocation_set([{"id": 1, "tool_name": "query_logs", "session_id": "s",
                               "output_preview": "ERROR payment-service timeout after 5000ms"}],
                             session_id="s")
    output = {"answer_version": "executor_evidence_v2", "claims": [{
        "claim_id": "c1", "claim_type": "log", "claim_text": "payment-service 超时 5000ms",
        "support_level": "direct", "evidence_bindings": [{
            "source_type": "tool_trace", "source_id": "trace-1", "tool_name": "query_logs",
            "source_invocation_ids": [1], "evidence_excerpt": "payment-service timeout"}]}],
        "hypotheses": [], "recommended_actions": [], "missing_info": []}
    gk.check(output, dump)
    gone = weakref.ref(dump)
    del dump
    gc.collect()
    assert gone() is None


def test_a_configuration_enabling_no_rule_is_refused_unless_allowed() -> None:
    from helpers import builtin_rule_ids

    from gatekeeper.config import Overrides
    from gatekeeper.errors import ConfigError

    nothing = Overrides(disable=tuple(builtin_rule_ids()))
    with pytest.raises(ConfigError, match="no rule is enabled"):
        Gatekeeper(overrides=nothing)
    assert not Gatekeeper(overrides=nothing, allow_no_rules=True).config.enabled
