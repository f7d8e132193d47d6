"""The real pre-commit framework runs this repository's hooks in a temporary git repository.

The hook repository is a snapshot of this working tree committed into a temporary git repo and
tagged as the release (pre-commit clones it by path and pip-installs it into its own
environment); the project's `.pre-commit-config.yaml` is the one in
docs/integrations/pre-commit.md, with `repo:` pointed at the snapshot and `rev:` as written
(the release tag). PRE_COMMIT_HOME is one temporary directory for the whole test session,
so the hook environment is installed once (the first commit takes tens of seconds; pip fetches
the build backend and dependencies from the package index or its cache).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from helpers import REPO, snapshot_repo

DOC = REPO / "docs" / "integrations" / "pre-commit.md"
CLEAN = REPO / "examples" / "payment-timeout.bundle.json"
FORGED = REPO / "examples" / "forged-evidence.bundle.json"
GIT_ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.com", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}


def _git(cwd: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false",
                           *args], cwd=cwd, env=env or {**os.environ, **GIT_ENV},
                          capture_output=True, text=True, encoding="utf-8", check=False)


@pytest.fixture(scope="session")
def hook_repo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """This working tree committed into a fresh repo and tagged as its release (v0.2.0)."""
    if shutil.which("git") is None:
        pytest.fail("git is required for the pre-commit test")
    snapshot, tag = snapshot_repo(tmp_path_factory.mktemp("hook-repo"))
    return snapshot, tag


@pytest.fixture(scope="session")
def pre_commit_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("pre-commit-home")


def documented_config(repo: Path, tag: str) -> str:
    """The YAML block of the doc's Configuration section, with repo made local; its `rev:` is
    used as written and must be this version's release tag."""
    section = DOC.read_text(encoding="utf-8").split("## Configuration", 1)[1]
    block = re.search(r"```yaml\n(.*?)```", section, re.DOTALL)
    assert block, "docs/integrations/pre-commit.md lost its configuration block"
    config = yaml.safe_load(block.group(1))
    assert config["repos"][0]["rev"] == tag
    config["repos"][0].update(repo=str(repo))
    return yaml.safe_dump(config, sort_keys=False)


@pytest.fixture
def project(tmp_path: Path, hook_repo: tuple[Path, str], pre_commit_home: Path):
    """A git repository with the documented hooks installed; returns a commit function."""
    env = {**os.environ, **GIT_ENV, "PRE_COMMIT_HOME": str(pre_commit_home)}
    env.pop("GIT_DIR", None)
    _git(tmp_path, "init", "-q")
    (tmp_path / ".pre-commit-config.yaml").write_text(documented_config(*hook_repo), encoding="utf-8")
    installed = subprocess.run([sys.executable, "-m", "pre_commit", "install"], cwd=tmp_path,
                               env=env, capture_output=True, text=True, check=False)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    for directory in ("evals/clean", "evals/regression"):
        (tmp_path / directory).mkdir(parents=True)
    shutil.copy(FORGED, tmp_path / "evals/regression/forged.bundle.json")

    def commit(*paths: str) -> tuple[int, str]:
        """`git commit` of `paths`: its exit code and everything printed (the hooks write to
        stderr)."""
        _git(tmp_path, "add", ".pre-commit-config.yaml", *paths, env=env)
        done = _git(tmp_path, "commit", "-m", "add fixtures", env=env)
        return done.returncode, done.stdout + done.stderr

    return tmp_path, commit


def test_clean_fixtures_pass(project) -> None:
    root, commit = project
    shutil.copy(CLEAN, root / "evals/clean/case.bundle.json")
    code, output = commit("evals/clean/case.bundle.json", "evals/regression/forged.bundle.json")
    assert code == 0, output
    assert re.search(r"^gatekeeper\.+Passed$", output, re.MULTILINE), output
    assert re.search(r"^gatekeeper fixtures\.+Passed$", output, re.MULTILINE), output
    assert _git(root, "log", "--oneline").stdout.count("\n") == 1


def test_forged_invocation_id_blocks_the_commit_naming_file_and_line(project) -> None:
    root, commit = project
    text = CLEAN.read_text(encoding="utf-8")
    forged = re.sub(r'("source_invocation_ids": \[\s*)394', r"\g<1>999", text, count=1)
    assert forged != text
    (root / "evals/clean/case.bundle.json").write_text(forged, encoding="utf-8")
    code, output = commit("evals/clean/case.bundle.json")
    assert code != 0
    assert re.search(r"^gatekeeper\.+Failed$", output, re.MULTILINE), output
    line = next(n for n, content in enumerate(forged.splitlines(), 1) if "999" in content)
    column = forged.splitlines()[line - 1].index("999") + 1
    expected = (f"evals/clean/case.bundle.json:{line}:{column}: evidence.invocation_ref [error] "
                "claims[0].evidence_bindings[0].source_invocation_ids[0]: source_invocation_ids "
                "999 not found")
    assert expected in output, output
    assert _git(root, "rev-parse", "--verify", "-q", "HEAD").returncode != 0  # nothing committed


def test_wrong_expect_block_blocks_the_commit(project) -> None:
    root, commit = project
    path = root / "evals/regression/forged.bundle.json"
    bundle = json.loads(path.read_text(encoding="utf-8"))
    bundle["expect"]["verdict_ceiling"] = "LOW_CONFID"
    path.write_text(json.dumps(bundle, ensure_ascii=False, indent=2), encoding="utf-8")
    code, output = commit("evals/regression/forged.bundle.json")
    assert code != 0
    assert re.search(r"^gatekeeper fixtures\.+Failed$", output, re.MULTILINE)
    assert ('evals/regression/forged.bundle.json: expect.verdict_ceiling: expected "LOW_CONFID", '
            'actual "REJECT"') in output


def test_a_split_pair_is_checked_whichever_half_is_staged(project) -> None:
    root, commit = project
    for name in ("wrong-tool.json", "wrong-tool.invocations.json"):
        shutil.copy(REPO / "examples" / "split" / name, root / "evals/clean" / name)
    code, output = commit("evals/clean/wrong-tool.invocations.json")  # the output is not staged
    assert code != 0
    assert re.search(r"^evals/clean/wrong-tool\.json:\d+:\d+: evidence\.invocation_ref \[error\]",
                     output, re.MULTILINE), output


def test_a_changed_output_half_alone_is_checked(project) -> None:
    """The output half of a split pair, staged without its dump, still blocks the commit."""
    root, commit = project
    pair = root / "evals/clean"
    shutil.copy(REPO / "examples/split/wrong-tool.invocations.json", pair)
    shutil.copy(CLEAN, pair / "unrelated.bundle.json")
    (pair / "wrong-tool.json").write_text("{}", encoding="utf-8")
    _git(root, "add", "-A")
    assert _git(root, "commit", "-q", "--no-verify", "-m", "base").returncode == 0
    # Only the output changes (to one naming the wrong tool); the dump is already committed.
    shutil.copy(REPO / "examples/split/wrong-tool.json", pair / "wrong-tool.json")
    code, output = commit("evals/clean/wrong-tool.json")
    assert code != 0
    assert re.search(r"^evals/clean/wrong-tool\.json:\d+:\d+: evidence\.invocation_ref \[error\]",
                     output, re.MULTILINE), output


def test_unrelated_json_and_yaml_files_are_not_linted(project) -> None:
    root, commit = project
    (root / "package.json").write_text('{"name": "app"}\n', encoding="utf-8")
    (root / "notes.yaml").write_text("owner: ops\n", encoding="utf-8")
    # A schema that names the bundle's key is not a bundle either.
    shutil.copy(REPO / "schemas" / "fixture_bundle.schema.json", root / "bundle.schema.json")
    code, output = commit("package.json", "notes.yaml", "bundle.schema.json")
    assert code == 0, output
    assert re.search(r"^gatekeeper\.+Passed$", output, re.MULTILINE), output
