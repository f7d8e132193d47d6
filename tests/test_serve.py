"""`gatekeeper serve`: a real server process (the installed console script, uvicorn on an
ephemeral loopback port) and a real HTTP client (http.client from the standard library).

Each server is started by the test that needs it and stopped (SIGTERM) at its end; the port is
the one the server prints when it is listening (`--port 0`).
"""

from __future__ import annotations

import http.client
import json
import signal
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from helpers import REPO, gatekeeper_command, run_cli

pytest.importorskip("uvicorn", reason="the [serve] extra is not installed")
pytest.importorskip("starlette", reason="the [serve] extra is not installed")

FORGED = REPO / "examples" / "forged-evidence.bundle.json"
CLEAN = REPO / "examples" / "payment-timeout.bundle.json"


class Server:
    def __init__(self, process: subprocess.Popen[str], port: int) -> None:
        self.process = process
        self.port = port

    def request(self, method: str, path: str, body: bytes | None = None,
                headers: dict[str, str] | None = None,
                chunked: bool = False) -> tuple[int, Any, str]:
        """(status, decoded JSON body, content type)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        try:
            if chunked:
                connection.request(method, path, body=iter([body or b""]), headers=headers or {},
                                   encode_chunked=True)
            else:
                connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            data = response.read()
            return response.status, json.loads(data), response.getheader("content-type", "")
        finally:
            connection.close()


@contextmanager
def serving(*args: str, cwd: Path = REPO) -> Iterator[Server]:
    process = subprocess.Popen([*gatekeeper_command(), "serve", "--port", "0", *args], cwd=cwd,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               encoding="utf-8")
    try:
        line = process.stderr.readline()  # printed once the socket is bound
        assert "listening on http://127.0.0.1:" in line, line + process.stderr.read()
        yield Server(process, int(line.split("127.0.0.1:")[1].split()[0]))
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            _, errors = process.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
            raise
    assert "Traceback" not in errors, errors


@pytest.fixture(scope="module")
def server() -> Iterator[Server]:
    with serving("--max-body-bytes", "20000") as running:
        yield running


def test_healthz(server: Server) -> None:
    from gatekeeper import __version__

    status, body, content_type = server.request("GET", "/healthz")
    assert (status, body["status"], body["version"]) == (200, "ok", __version__)
    assert body["rules"] >= 5
    assert content_type == "application/json"


@pytest.mark.parametrize("bundle", [FORGED, CLEAN], ids=["forged", "clean"])
def test_check_answers_the_report_object_of_check_format_json(server: Server, bundle: Path) -> None:
    name = bundle.relative_to(REPO).as_posix()
    status, body, _ = server.request("POST", f"/v1/check?filename={name}", bundle.read_bytes())
    cli = run_cli("check", name, "--format", "json", cwd=REPO)
    assert status == 200
    assert body == json.loads(cli.stdout)[0]  # locations included: found in the request body


def test_check_without_a_filename_names_the_request(server: Server) -> None:
    status, body, _ = server.request("POST", "/v1/check", FORGED.read_bytes())
    assert status == 200 and body["file"] == "<request>"
    assert body["gatekeeper_result"]["status"] == "fail"
    assert all(f["line"] for f in body["findings"])


def test_body_that_is_not_json_is_400_located(server: Server) -> None:
    status, body, _ = server.request("POST", "/v1/check", b'{"executor_output": {,}')
    assert status == 400
    error = body["error"]
    assert (error["status"], error["line"], error["column"]) == (400, 1, 22)
    assert error["where"] == "line 1 column 22" and "invalid JSON" in error["message"]


def test_body_that_is_not_utf8_is_400(server: Server) -> None:
    status, body, _ = server.request("POST", "/v1/check", b'{"a": "caf\xe9"}')
    assert status == 400 and "not valid UTF-8" in body["error"]["message"]


@pytest.mark.parametrize(("document", "where", "message"), [
    ([1, 2], None, "not a fixture bundle"),
    ({"executor_output": {}, "tool_invocations": 3}, "tool_invocations",
     "expected an array of invocation records"),
    ({"executor_output": {}, "tool_invocations": [{"tool_name": "x"}]}, "tool_invocations[0]",
     "id"),
], ids=["array", "frame", "record"])
def test_body_that_is_not_a_bundle_is_422_naming_the_place(
        server: Server, document: Any, where: str | None, message: str) -> None:
    status, body, _ = server.request("POST", "/v1/check?filename=a.json",
                                     json.dumps(document).encode())
    assert status == 422
    assert body["error"]["source"] == "a.json"
    assert body["error"]["where"] == where
    assert message in body["error"]["message"]


@pytest.mark.parametrize("chunked", [False, True], ids=["content-length", "chunked"])
def test_body_over_the_limit_is_413(server: Server, chunked: bool) -> None:
    padded = json.dumps({"executor_output": "x" * 30000, "tool_invocations": []}).encode()
    status, body, _ = server.request("POST", "/v1/check", padded, chunked=chunked)
    assert status == 413 and "20000 bytes" in body["error"]["message"]
    # The server is still there, and a body under the limit still gets its report.
    assert server.request("POST", "/v1/check", CLEAN.read_bytes())[0] == 200


def test_rules_is_the_rules_listing(server: Server) -> None:
    status, body, _ = server.request("GET", "/v1/rules")
    assert status == 200
    assert body == json.loads(run_cli("rules", "--format", "json", cwd=REPO).stdout)


def test_unknown_path_and_method_answer_json(server: Server) -> None:
    assert server.request("GET", "/nope")[:1] == (404,)
    status, body, _ = server.request("GET", "/v1/check")
    assert status == 405 and body["error"]["status"] == 405


def test_project_configuration_is_loaded_once_at_start(tmp_path: Path) -> None:
    config = tmp_path / ".gatekeeper.yaml"
    config.write_text("rules:\n  - {id: claim.hallucination_phrases, enabled: false}\n",
                      encoding="utf-8")
    with serving(cwd=tmp_path) as running:
        first = running.request("POST", "/v1/check", FORGED.read_bytes())[1]
        config.write_text("rules:\n  - {id: evidence.invocation_ref, enabled: false}\n",
                          encoding="utf-8")
        second = running.request("POST", "/v1/check", FORGED.read_bytes())[1]
    assert first == second
    # Checked with the configuration at start: the phrase rule off, invocation_ref on.
    assert "evidence.invocation_ref" in first["gatekeeper_result"]["failed_rules"]
    assert "claim.hallucination_phrases" not in first["gatekeeper_result"]["failed_rules"]


def test_broken_configuration_is_exit_2_before_listening(tmp_path: Path) -> None:
    (tmp_path / ".gatekeeper.yaml").write_text("rules: [\n", encoding="utf-8")
    done = subprocess.run([*gatekeeper_command(), "serve", "--port", "0"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.startswith("gatekeeper: error: ") and ".gatekeeper.yaml" in done.stderr
    assert "listening" not in done.stderr and "Traceback" not in done.stderr


def test_several_workers_answer_alike() -> None:
    with serving("--workers", "2") as running:
        answers = [running.request("POST", "/v1/check", FORGED.read_bytes()) for _ in range(6)]
        assert running.request("GET", "/healthz")[0] == 200
    assert all(answer == answers[0] for answer in answers)
    assert answers[0][0] == 200


def test_serve_help_lists_its_options() -> None:
    done = run_cli("serve", "--help")
    assert done.returncode == 0
    for option in ("--host", "--port", "--workers", "--max-body-bytes", "--config"):
        assert option in done.stdout


CHAIN = REPO / "tests" / "cases" / "chain" / "chain-pass-hdfs-en.bundle.json"


@pytest.mark.parametrize("command", ["payload", "compose-input", "evaluation"])
def test_chain_endpoints_answer_what_the_chain_commands_print(server: Server, command: str) -> None:
    name = CHAIN.relative_to(REPO).as_posix()
    status, body, _ = server.request("POST", f"/v1/{command}?filename={name}", CHAIN.read_bytes())
    cli = run_cli(command, name, cwd=REPO)
    assert cli.returncode == 0, cli.stderr
    assert status == 200
    assert body == json.loads(cli.stdout)


def test_chain_endpoint_without_a_verifier_output_is_422(server: Server) -> None:
    status, body, _ = server.request("POST", "/v1/evaluation", FORGED.read_bytes())
    assert status == 422 and "verifier_output" in body["error"]["text"]
    assert server.request("POST", "/v1/payload", FORGED.read_bytes())[0] == 200
