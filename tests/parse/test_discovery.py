"""gatekeeper/parse/discovery.py: files, directories and globs → sorted, de-duplicated cases."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from helpers import SESSION, binding, bundle, claim, doc, inv, run_cli, write_json

from gatekeeper.commands.check.progress import PROGRESS_THRESHOLD, progress
from gatekeeper.errors import InputError
from gatekeeper.parse.discovery import BUNDLE, OUTPUT, SPLIT, Batch, discover

EXCERPT = "payment-service request timeout after 5000ms"
GOOD = doc(claim("payment-service 出现请求超时日志。", binding("query_logs", [394], EXCERPT)))
FORGED = doc(claim("payment-service 出现请求超时日志。", binding("query_logs", [999], EXCERPT)))
INVOCATIONS = [inv(394, "query_logs", f"2026-11-29 ERROR [main] {EXCERPT}")]


def make_tree(root: Path) -> Path:
    """A fixture tree: bundles (named and sniffed, JSON and YAML), split pairs, and noise."""
    (root / "a" / "deep").mkdir(parents=True)
    (root / "b").mkdir()
    (root / ".hidden").mkdir()
    write_json(root / "a" / "good.bundle.json", bundle(GOOD, INVOCATIONS, session_id=SESSION))
    write_json(root / "a" / "deep" / "plain-name.json", bundle(FORGED, INVOCATIONS, session_id=SESSION))
    (root / "a" / "yaml.bundle.yaml").write_text(
        json.dumps(bundle(GOOD, INVOCATIONS, session_id=SESSION), ensure_ascii=False), encoding="utf-8")
    write_json(root / "b" / "case.json", FORGED)
    write_json(root / "b" / "case.invocations.json", INVOCATIONS)
    write_json(root / "b" / "other.json", GOOD)
    (root / "b" / "other.invocations.jsonl").write_text(
        "\n".join(json.dumps(i) for i in INVOCATIONS) + "\n", encoding="utf-8")
    write_json(root / "b" / "notes.json", {"not": "a case"})
    (root / "b" / "README.md").write_text("# fixtures\n", encoding="utf-8")
    write_json(root / ".hidden" / "x.bundle.json", bundle(FORGED, INVOCATIONS))
    write_json(root / ".dot.bundle.json", bundle(FORGED, INVOCATIONS))
    return root


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(make_tree(tmp_path))
    return tmp_path


def listing(targets: list) -> list[tuple[str, str, str | None]]:
    return [(t.path.as_posix(), t.kind, t.dump.name if t.dump else None) for t in targets]


def test_directory_walk(tree: Path) -> None:
    assert listing(discover([Path(".")])) == [
        ("a/deep/plain-name.json", BUNDLE, None),
        ("a/good.bundle.json", BUNDLE, None),
        ("a/yaml.bundle.yaml", BUNDLE, None),
        ("b/case.json", SPLIT, "case.invocations.json"),
        ("b/other.json", SPLIT, "other.invocations.jsonl"),
    ]


def test_order_and_duplicates_do_not_depend_on_arguments(tree: Path) -> None:
    once = listing(discover([Path("a"), Path("b")]))
    assert listing(discover([Path("b/case.json"), Path("b"), Path("./a"), Path("a/good.bundle.json"),
                             Path(tree / "a")])) == once


def test_naming_a_dump_lints_its_pair(tree: Path) -> None:
    assert listing(discover([Path("b/case.invocations.json")])) == [
        ("b/case.json", SPLIT, "case.invocations.json")]
    write_json(tree / "lonely.invocations.json", INVOCATIONS)
    with pytest.raises(InputError, match="no executor output beside it"):
        discover([Path("lonely.invocations.json")])


def test_globs(tree: Path) -> None:
    assert listing(discover([Path("**/*.bundle.*")])) == [
        ("a/good.bundle.json", BUNDLE, None), ("a/yaml.bundle.yaml", BUNDLE, None)]
    assert [t[0] for t in listing(discover([Path("b/*.json")]))] == ["b/case.json", "b/other.json"]
    with pytest.raises(InputError, match="no files match"):
        discover([Path("nothing/*.json")])
    with pytest.raises(InputError, match="hold no cases"):
        discover([Path("b/*.md")])


def test_empty_directory_and_symlink_loops(tmp_path: Path) -> None:
    (tmp_path / "empty" / "sub").mkdir(parents=True)
    with pytest.raises(InputError, match="no cases in this directory"):
        discover([tmp_path / "empty"])
    # A symlinked directory looping back into the walk is an error naming it, not a skip
    # (issue 10: walks report symlink loops).
    (tmp_path / "empty" / "sub" / "loop").symlink_to(tmp_path / "empty", target_is_directory=True)
    with pytest.raises(InputError, match="sub/loop: is a symlink loop"):
        discover([tmp_path / "empty"])


def test_shared_dump_makes_every_json_an_output(tree: Path) -> None:
    dump = Path("b/case.invocations.json")
    found = listing(discover([Path("b"), Path("a/deep/plain-name.json")], dump))
    assert found == [("a/deep/plain-name.json", OUTPUT, "case.invocations.json"),
                     ("b/case.json", OUTPUT, "case.invocations.json"),
                     ("b/notes.json", OUTPUT, "case.invocations.json"),
                     ("b/other.json", OUTPUT, "case.invocations.json")]


def test_each_dump_is_read_once(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import gatekeeper.parse.invocations as invocations

    reads: list[str] = []
    real = invocations.load_invocations

    def counting(text: str, source: str, session: str | None = None) -> object:
        reads.append(source)
        return real(text, source, session)

    monkeypatch.setattr(invocations, "load_invocations", counting)
    targets = discover([Path("b")], Path("b/case.invocations.json"))
    cases = list(Batch(targets).cases())
    assert len(cases) == 3 and reads == ["b/case.invocations.json"]


def test_cli_batch_over_a_tree(tmp_path: Path) -> None:
    make_tree(tmp_path)
    result = run_cli("check", ".", "--format", "jsonl", "--isolated", cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    statuses = {r["file"]: r["gatekeeper_result"]["status"]
                for r in map(json.loads, result.stdout.splitlines())}
    assert statuses == {"a/deep/plain-name.json": "fail", "a/good.bundle.json": "pass",
                        "a/yaml.bundle.yaml": "pass", "b/case.json": "fail", "b/other.json": "pass"}


def test_cli_output_is_byte_identical_across_runs_and_argument_orders(tmp_path: Path) -> None:
    make_tree(tmp_path)
    first = run_cli("check", "b", "a", "--format", "sarif", cwd=tmp_path)
    second = run_cli("check", "a/good.bundle.json", "a", "b/case.invocations.json", "b",
                     "--format", "sarif", cwd=tmp_path)
    assert first.returncode == second.returncode == 1
    assert first.stdout == second.stdout
    assert first.stdout.count('"ruleId"') == 8  # 2 forged bindings: 4 findings each


def test_cli_errors_are_exit_2(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    result = run_cli("check", "empty", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith("gatekeeper: error: empty: no cases in this directory")
    result = run_cli("check", "*.bundle.json", cwd=tmp_path)
    assert result.returncode == 2 and "no files match" in result.stderr


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_only_for_long_runs_on_a_terminal() -> None:
    quiet, pipe, terminal = FakeTerminal(), io.StringIO(), FakeTerminal()
    with progress(PROGRESS_THRESHOLD, quiet) as advance:
        advance()
    with progress(PROGRESS_THRESHOLD + 1, pipe) as advance:
        advance()
    assert quiet.getvalue() == pipe.getvalue() == ""
    with progress(PROGRESS_THRESHOLD + 1, terminal) as advance:
        for _ in range(PROGRESS_THRESHOLD + 1):
            advance()
    assert "checking" in terminal.getvalue()
