"""Fuzzing Gatekeeper's own inputs: invocation dumps, fixture bundles, configuration layers and
command-line arguments, through the real CLI (in process; a few runs of the console script too).

Invariants (tests/fuzz/fuzzkit.py): no traceback; exit 0/1 with a report whose
gatekeeper_result validates against the shipped schema, or exit 2 naming the input file; the
same input gives the same bytes, twice and across --jobs values.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from fuzzkit import (
    FUZZ,
    WRONG_TYPES,
    check_json_reports,
    check_outcome,
    dumps_loose,
    example_bundle,
    json_values,
    nasty_text,
    paths_of,
    replaced,
    run,
)
from helpers import run_cli
from hypothesis import given
from hypothesis import strategies as st

BUNDLE = example_bundle()


@pytest.fixture(scope="module")
def work(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz-inputs")


def check_files(paths: list[Path], *extra: str) -> Any:
    outcome = run(["check", *paths, "--format", "json", "--isolated", *extra])
    check_outcome(outcome, paths)
    if outcome.exit_code != 2:
        check_json_reports(outcome.stdout)
    return outcome


def lint_with_dump(work: Path, dump_text: str | bytes) -> Any:
    output, dump = work / "output.json", work / "dump.json"
    output.write_text(json.dumps(BUNDLE["executor_output"]), encoding="utf-8")
    if isinstance(dump_text, str):
        dump_text = dump_text.encode("utf-8", "surrogatepass")
    dump.write_bytes(dump_text)
    outcome = run(["check", output, "-i", dump, "--format", "json", "--isolated"])
    check_outcome(outcome, [dump])  # the dump is the only input that can be wrong here
    if outcome.exit_code != 2:
        check_json_reports(outcome.stdout)
    return outcome


# --- invocation dumps ---------------------------------------------------------------------------

@FUZZ
@given(st.binary(max_size=200))
def test_dump_random_bytes(work: Path, raw: bytes) -> None:
    lint_with_dump(work, raw)


@FUZZ
@given(json_values)
def test_dump_random_json(work: Path, value: Any) -> None:
    lint_with_dump(work, dumps_loose(value))


@FUZZ
@given(st.lists(json_values, max_size=4))
def test_dump_random_json_lines(work: Path, values: list[Any]) -> None:
    lint_with_dump(work, "\n".join(dumps_loose(v) for v in values))


@pytest.mark.parametrize("shape", ["array", "object", "jsonl"])
def test_dump_every_record_field_mutated_to_every_wrong_type(work: Path, shape: str) -> None:
    records = BUNDLE["tool_invocations"]
    frame = {"session_id": BUNDLE["session_id"], "tool_invocations": records}
    base: Any = records if shape != "object" else frame
    for path in paths_of(base):
        for wrong in WRONG_TYPES:
            mutated = replaced(base, path, wrong)
            if shape == "jsonl" and isinstance(mutated, list):
                text = "\n".join(dumps_loose(r) for r in mutated)
            else:
                text = dumps_loose(mutated)
            lint_with_dump(work, text)


# --- fixture bundles ----------------------------------------------------------------------------

@pytest.mark.parametrize("suffix", [".json", ".yaml"])
def test_bundle_every_field_mutated_to_every_wrong_type(work: Path, suffix: str) -> None:
    path = work / f"bundle{suffix}"
    # The executor output's own fields are mutated by test_fuzz_executor_output.py (through the
    # API, much faster); here the frame, the records and the output as a whole.
    for field_path in [p for p in paths_of(BUNDLE) if p[0] != "executor_output" or len(p) == 1]:
        # YAML is slower to load: a scalar, a string and a container stand for every type.
        for wrong in WRONG_TYPES if suffix == ".json" else (None, "x", {}):
            mutated = replaced(BUNDLE, field_path, wrong)
            text = (dumps_loose(mutated) if suffix == ".json"
                    else yaml.safe_dump(mutated, allow_unicode=True))
            path.write_text(text, encoding="utf-8")
            check_files([path])


@FUZZ
@given(st.dictionaries(st.sampled_from(["executor_output", "tool_invocations", "session_id",
                                        "tool_trace_summary", "expect", "labels", "other"]),
                       json_values, max_size=6))
def test_bundle_random_frames(work: Path, frame: dict[str, Any]) -> None:
    path = work / "random.bundle.json"
    path.write_text(dumps_loose(frame), encoding="utf-8")
    check_files([path])


@FUZZ
@given(nasty_text)
def test_bundle_random_yaml_text(work: Path, text: str) -> None:
    path = work / "random.bundle.yaml"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    check_files([path])


# --- configuration layers -----------------------------------------------------------------------

config_keys = st.sampled_from(["rules", "ruleMetadata", "limits", "overrides", "module", "x"])
config_values = st.one_of(
    json_values,
    st.lists(st.dictionaries(st.sampled_from(["id", "name", "description", "enabled", "module"]),
                             st.one_of(json_values, st.sampled_from(["os.system", "schema.executor_v2",
                                                                     "evidence.invocation_ref"])),
                             max_size=4), max_size=3),
    st.dictionaries(st.sampled_from(["schema.executor_v2", "evidence.excerpt_similarity",
                                     "claim.hallucination_phrases", "os.system"]),
                    st.dictionaries(st.sampled_from(["severity", "verdictImpact", "params"]),
                                    json_values, max_size=3), max_size=2),
    st.dictionaries(st.sampled_from(["maxInputBytes", "ruleTimeoutSeconds"]), json_values),
)


@FUZZ
@given(st.dictionaries(config_keys, config_values, max_size=3))
def test_config_random_yaml_mappings(work: Path, layer: dict[str, Any]) -> None:
    bundle_path = work / "case.bundle.json"
    bundle_path.write_text(json.dumps(BUNDLE), encoding="utf-8")
    config = work / "layer.yaml"
    try:
        config.write_text(yaml.safe_dump(layer, allow_unicode=True), encoding="utf-8")
    except UnicodeEncodeError:  # a lone surrogate cannot be written as UTF-8 YAML
        config.write_bytes(yaml.safe_dump(layer).encode("utf-8", "surrogatepass"))
    outcome = run(["check", bundle_path, "--format", "json", "--isolated", "--config", config])
    check_outcome(outcome, [config])


@FUZZ
@given(nasty_text)
def test_config_random_text(work: Path, text: str) -> None:
    bundle_path = work / "case.bundle.json"
    bundle_path.write_text(json.dumps(BUNDLE), encoding="utf-8")
    config = work / "text.yaml"
    config.write_bytes(text.encode("utf-8", "surrogatepass"))
    outcome = run(["check", bundle_path, "--format", "json", "--isolated", "--config", config])
    check_outcome(outcome, [config])


# --- command-line arguments ---------------------------------------------------------------------

_FLAGS = ["--format", "json", "text", "--fail-on", "warn", "--enable", "--disable", "--set",
          "--session-id", "--isolated", "-i", "--config", "--max-bytes", "--rule-timeout",
          "claim.evidence_utilization", "schema.executor_v2", "x.y=1", "0", "-1", "1e9",
          "--no-color", "--", "-", "", "nonexistent.json"]


def _as_argv(raw: bytes) -> str:
    """What Python makes of bytes in argv: NUL cannot occur, bad UTF-8 is surrogateescaped."""
    return raw.replace(b"\x00", b"").decode("utf-8", "surrogateescape")


@FUZZ
@given(st.lists(st.one_of(st.sampled_from(_FLAGS), st.binary(max_size=12).map(_as_argv)), max_size=6))
def test_cli_random_arguments(work: Path, args: list[str]) -> None:
    bundle_path = work / "args.bundle.json"
    bundle_path.write_text(json.dumps(BUNDLE), encoding="utf-8")
    outcome = run(["check", bundle_path, *args])
    assert outcome.exit_code in (0, 1, 2), outcome
    if outcome.exit_code == 2:  # a usage error (click) or a located input error
        assert "Error" in outcome.stderr or outcome.stderr.startswith("gatekeeper: error: ")


# --- determinism --------------------------------------------------------------------------------

@FUZZ
@given(st.lists(json_values, min_size=1, max_size=3))
def test_same_input_same_bytes(work: Path, documents: list[Any]) -> None:
    paths = []
    for index, document in enumerate(documents):
        case = {**BUNDLE, "executor_output": document if isinstance(document, dict | str)
                else BUNDLE["executor_output"]}
        path = work / f"same-{index}.bundle.json"
        path.write_text(dumps_loose(case), encoding="utf-8")
        paths.append(path)
    first = run(["check", *paths, "--format", "json", "--isolated"])
    second = run(["check", *paths, "--format", "json", "--isolated"])
    assert (first.exit_code, first.stdout, first.stderr) == (
        second.exit_code, second.stdout, second.stderr)


def _has_option(name: str) -> bool:
    return name in run(["check", "--help"]).stdout


# --jobs is added by the batch/perf work; this test skips only until that option exists.
@pytest.mark.skipif(not _has_option("--jobs"), reason="--jobs does not exist yet")
def test_same_bytes_across_jobs(work: Path) -> None:
    paths = []
    for index in range(6):
        case = replaced(BUNDLE, ("executor_output", "claims", index % 2, "claim_text"),
                        f"可能是 case {index}")
        path = work / f"jobs-{index}.bundle.json"
        path.write_text(json.dumps(case, ensure_ascii=False), encoding="utf-8")
        paths.append(path)
    outputs = {jobs: run(["check", *paths, "--format", "json", "--isolated", "--jobs", jobs])
               for jobs in ("1", "2", "4")}
    assert len({(o.exit_code, o.stdout) for o in outputs.values()}) == 1
    check_json_reports(outputs["1"].stdout)


# --- the installed console script ---------------------------------------------------------------

@pytest.mark.parametrize("content", [b"", b"\xff\xfe", b"[" * 100_000, b'{"claims": 1}',
                                     b"!!python/object/apply:os.system ['true']"])
def test_console_script_never_tracebacks(work: Path, content: bytes) -> None:
    bundle_path = work / "script.bundle.yaml"
    bundle_path.write_bytes(content)
    result = run_cli("check", bundle_path, "--format", "json", "--isolated")
    assert "Traceback" not in result.stderr
    assert result.returncode == 2 and str(bundle_path) in result.stderr
