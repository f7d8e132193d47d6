"""Shared test helpers: build executor documents and dumps, run one rule through the real Engine.

Modelled on yamllint's `RuleTestCase`: a rule test builds a document with `doc()` / `claim()` /
`binding()` and invocations with `inv()`, then calls `RuleTestCase.check(...)`, which runs only
that rule (every other rule disabled through the real `--disable` layer, parameters through the
real `--set` layer) on the built-in `rules.d` configuration, and returns the findings. Each rule's
whole behaviour then reads in one screen.

Also: `run_cli()` runs the installed console script in a subprocess.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from gatekeeper.config import Overrides, load_config
from gatekeeper.engine.result import Report, ReportedFinding
from gatekeeper.engine.runner import Engine
from gatekeeper.parse.executor import parse_executor_output
from gatekeeper.parse.invocations import invocations_from_objects

REPO = Path(__file__).resolve().parent.parent
SESSION = "sess-test-1"
#: The five rules of the contract (docs/contract.md, Rules): what most tests run.
SEED_RULES = ("schema.executor_v2", "evidence.invocation_ref", "evidence.excerpt_similarity",
              "claim.hallucination_phrases", "claim.evidence_utilization")


def _indexed_rule_ids() -> tuple[str, ...]:
    """The rule ids of the shipped rules.d index, read from the YAML itself (a new rule needs no
    edit here)."""
    import yaml

    index = yaml.safe_load((REPO / "rules.d" / "00-index.yaml").read_text(encoding="utf-8"))
    return tuple(entry["id"] for entry in index["rules"])


ALL_RULES = _indexed_rule_ids()


# --- document builders -----------------------------------------------------------------------

def binding(tool_name: str, ids: Sequence[Any], excerpt: str, **extra: Any) -> dict[str, Any]:
    return {"source_type": "tool_trace", "tool_name": tool_name,
            "source_invocation_ids": list(ids), "evidence_excerpt": excerpt, **extra}


def claim(text: str, *bindings: Mapping[str, Any], claim_id: str | None = None,
          **extra: Any) -> dict[str, Any]:
    made = {"claim_type": "symptom", "claim_text": text, "support_level": "direct",
            "evidence_bindings": list(bindings), **extra}
    return made if claim_id is None else {"claim_id": claim_id, **made}


def doc(*claims: Mapping[str, Any], **extra: Any) -> dict[str, Any]:
    """An executor_evidence_v2 document; claims without an id get claim-1, claim-2, ..."""
    numbered = [c if "claim_id" in c else {"claim_id": f"claim-{i}", **c}
                for i, c in enumerate(claims, 1)]
    return {"answer_version": "executor_evidence_v2", "claims": numbered, **extra}


def inv(inv_id: Any, tool_name: str, output_preview: str | None = None, *,
        session_id: str | None = SESSION, **extra: Any) -> dict[str, Any]:
    record: dict[str, Any] = {"id": inv_id, "tool_name": tool_name, **extra}
    if session_id is not None:
        record["session_id"] = session_id
    if output_preview is not None:
        record["output_preview"] = output_preview
    return record


# --- running rules ---------------------------------------------------------------------------

@functools.cache
def builtin_rule_ids() -> tuple[str, ...]:
    """Every rule of the built-in rules.d (the seed rules and any added since), in index order."""
    return tuple(meta.id for meta in load_config(REPO, isolated=True).rules)


def other_rules(rules: Sequence[str] = SEED_RULES) -> list[str]:
    """Built-in rules outside `rules`: what to --disable to run only `rules`."""
    return [r for r in builtin_rule_ids() if r not in rules]


@functools.cache
def engine_for(rules: tuple[str, ...], settings: tuple[tuple[str, str], ...] = ()) -> Engine:
    """The real Engine on the built-in configuration with only `rules` enabled."""
    overrides = Overrides(
        enable=list(rules),
        disable=other_rules(rules),
        set=[f"{key}={value}" for key, value in settings],
    )
    return Engine(load_config(REPO, (), overrides, isolated=True))


def run(document: Any, invocations: Sequence[Mapping[str, Any]] = (), *,
        rules: Sequence[str] = SEED_RULES[:4], session_id: str | None = None,
        trace_summary: Any = None, settings: Mapping[str, Any] | None = None) -> Report:
    """Run the engine on a document (object, text or bytes); `settings` maps RULE.PARAM to value.

    Values go through `--set RULE.PARAM=VALUE`, whose VALUE is YAML (JSON is YAML).
    """
    pairs = tuple(sorted((k, json.dumps(v, ensure_ascii=False)) for k, v in (settings or {}).items()))
    invocation_set = invocations_from_objects(list(invocations), session_id=session_id,
                                              trace_summary=trace_summary)
    return engine_for(tuple(rules), pairs).run(parse_executor_output(document), invocation_set)


@dataclass(frozen=True)
class Checked:
    report: Report

    @property
    def findings(self) -> list[ReportedFinding]:
        return list(self.report.findings)

    @property
    def status(self) -> str:
        return self.report.status

    @property
    def targets(self) -> list[str]:
        return [f.target for f in self.report.findings]

    @property
    def levels(self) -> list[str]:
        return [f.level for f in self.report.findings]

    def only(self) -> ReportedFinding:
        assert len(self.report.findings) == 1, self.report.findings
        return self.report.findings[0]


class RuleTestCase:
    """Subclass with `rule_id = "..."`; call `self.check(document, invocations, **params)`."""

    rule_id: ClassVar[str]

    def check(self, document: Any, invocations: Sequence[Mapping[str, Any]] = (), *,
              session_id: str | None = SESSION, trace_summary: Any = None,
              **params: Any) -> Checked:
        settings = {f"{self.rule_id}.{k}": v for k, v in params.items()}
        report = run(document, invocations, rules=[self.rule_id], session_id=session_id,
                     trace_summary=trace_summary, settings=settings)
        assert set(report.rule_statuses) == {self.rule_id}, report.rule_statuses
        return Checked(report)

    def assert_pass(self, document: Any, invocations: Sequence[Mapping[str, Any]] = (),
                    **kwargs: Any) -> None:
        checked = self.check(document, invocations, **kwargs)
        assert checked.status == "pass", [f.message for f in checked.findings]
        assert checked.findings == []


# --- the console script ----------------------------------------------------------------------

def gatekeeper_command() -> list[str]:
    script = shutil.which("gatekeeper", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-m", "gatekeeper"]


def run_cli(*args: Any, cwd: Path | None = None, env: Mapping[str, str] | None = None,
            timeout: float = 120, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, "PYTHONIOENCODING": "utf-8", **(env or {})}
    full_env.pop("FORCE_COLOR", None)
    return subprocess.run([*gatekeeper_command(), *map(str, args)], cwd=cwd, env=full_env,
                          capture_output=True, text=True, encoding="utf-8", timeout=timeout,
                          input=stdin, stdin=None if stdin is not None else subprocess.DEVNULL)


def _children(pid: int) -> list[int]:
    """The live child processes of `pid` (read from /proc: no process library needed)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def run_cli_killing_a_worker(*args: Any) -> subprocess.CompletedProcess[str]:
    """The console script run with a worker pool, its first worker process SIGKILLed as soon as
    it exists (as the out-of-memory killer would): whatever the pool was doing by then."""
    import signal
    import time

    command = [*gatekeeper_command(), *map(str, args)]
    run = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           encoding="utf-8", stdin=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not (workers := _children(run.pid)) and time.monotonic() < deadline:
            time.sleep(0.01)
        assert workers, "no worker started"
        os.kill(workers[0], signal.SIGKILL)
        stdout, stderr = run.communicate(timeout=120)
    finally:
        run.kill()
        run.wait()
    return subprocess.CompletedProcess(command, run.returncode, stdout, stderr)


def read_terminal(leader: int) -> str:
    """All a child wrote to the pseudo-terminal whose leader end is `leader`, until it closed it."""
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks).decode("utf-8", "replace")


def run_shell(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """A documented shell command, run in bash with the installed console script on PATH."""
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
           "PYTHONIOENCODING": "utf-8"}
    env.pop("FORCE_COLOR", None)
    return subprocess.run(["bash", "-c", command], cwd=cwd, env=env, capture_output=True,
                          text=True, encoding="utf-8", timeout=120)


def console_commands(body: str) -> list[tuple[str, list[str]]]:
    """A documentation console block as (command after `$ `, lines shown under it) pairs."""
    pairs: list[tuple[str, list[str]]] = []
    for line in body.splitlines():
        if line.startswith("$ "):
            pairs.append((line[2:], []))
        else:
            pairs[-1][1].append(line)
    return pairs


def write_json(path: Path, value: Any) -> Path:
    path.write_text(json.dumps(value, ensure_ascii=False, indent=2), encoding="utf-8")
    return path


def bundle(document: Any, invocations: Sequence[Mapping[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"executor_output": document, "tool_invocations": list(invocations), **extra}


def anchor_scans(monkeypatch: Any) -> list[str]:
    """Record every text the evidence index extracts anchors from (how much work was done)."""
    from gatekeeper.rules.support.evidence import index

    scanned: list[str] = []
    real = index.extract_anchors

    def counting(text: str, **kwargs: Any) -> list:
        scanned.append(text)
        return real(text, **kwargs)

    monkeypatch.setattr(index, "extract_anchors", counting)
    return scanned


GIT_ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.com"}


def git(cwd: Path, *args: str, env: Mapping[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false",
                           "-c", "tag.gpgsign=false", *args], cwd=cwd,
                          env={**os.environ, **GIT_ENV, **(env or {})}, capture_output=True,
                          text=True, encoding="utf-8", check=False)


def snapshot_repo(snapshot: Path) -> tuple[Path, str]:
    """This working tree (tracked and untracked, not ignored files) committed into a fresh git
    repository at `snapshot` and tagged `v<version>`, as a release is; returns it and the tag."""
    from gatekeeper import __version__

    listed = git(REPO, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    for name in filter(None, listed.stdout.split("\0")):
        source = REPO / name
        if source.is_file():
            (snapshot / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, snapshot / name)
    git(snapshot, "init", "-q")
    git(snapshot, "add", "-A")
    assert git(snapshot, "commit", "-q", "-m", "snapshot").returncode == 0
    tag = f"v{__version__}"
    assert git(snapshot, "tag", tag).returncode == 0
    return snapshot, tag


def modules_imported_by_the_example(names: Sequence[str]) -> list[str]:
    """Of the modules whose last part is one of `names`, those a fresh process imports checking
    the README's example with every rule (a tool's checks and readers are imported only when a
    text prints the tool, which the example does not)."""
    example = REPO / "examples" / "payment-timeout.bundle.json"
    code = ("import json, sys\n"
            "from gatekeeper import Gatekeeper\n"
            f"bundle = json.load(open({str(example)!r}, encoding='utf-8'))\n"
            "Gatekeeper().check_bundle(bundle)\n"
            f"print(json.dumps([m for m in sys.modules if m.rpartition('.')[2] in {tuple(names)!r}]))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return list(json.loads(done.stdout))


#: `postqueue -p`: three messages (one deferred, one a bounce) and the footer (the queue's
#: checks and its sizes' reader are tested on it).
POSTFIX_QUEUE = ("-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------\n"
                 "4B2C31A0F1*    2841 Tue Dec  8 00:01:12  alerts@example.com\n"
                 "                                         ops@example.org\n\n"
                 "9D1E22B3C4     1920 Mon Dec  7 23:58:40  noreply@example.com\n"
                 "(connect to mx.example.net[203.0.113.25]:25: Connection timed out)\n"
                 "                                         user@example.net\n\n"
                 "E7F8A9B0C1!    5012 Mon Dec  7 22:14:03  MAILER-DAEMON\n"
                 "                                         bounce@example.org\n\n"
                 "-- 9 Kbytes in 3 Requests.\n")
