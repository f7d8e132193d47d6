"""Packaging: the wheel carries every data file, and CI tests the installed wheel itself."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from helpers import REPO

import gatekeeper
from gatekeeper.resources import SCHEMA_FILES, data_dir


@pytest.mark.skipif(os.environ.get("GATEKEEPER_TEST_INSTALLED") != "1",
                    reason="only meaningful where .ci/run installed the wheel (non-editable)")
def test_the_suite_runs_against_the_installed_wheel() -> None:
    package = Path(gatekeeper.__file__).resolve().parent
    assert "site-packages" in package.parts, package
    assert data_dir("rules.d") == package / "_data" / "rules.d"
    assert data_dir("schemas") == package / "_data" / "schemas"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(REPO), "--no-deps",
                    "--no-build-isolation", "--quiet", "-w", str(out)], check=True)
    (built,) = out.glob("gatekeeper_lint-*.whl")
    return zipfile.ZipFile(built)


def test_wheel_ships_rules_d_schemas_and_text_data(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    for path in sorted((REPO / "rules.d").glob("*.yaml")):
        assert f"gatekeeper/_data/rules.d/{path.name}" in names
    for filename in SCHEMA_FILES.values():
        assert f"gatekeeper/_data/schemas/{filename}" in names
    for path in sorted((REPO / "gatekeeper" / "text").glob("*.txt")):
        assert f"gatekeeper/text/{path.name}" in names
    assert "gatekeeper/py.typed" in names  # type checkers use the package's hints


def test_wheel_declares_the_serve_extra(wheel: zipfile.ZipFile) -> None:
    (metadata,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
    text = wheel.read(metadata).decode()
    assert "Provides-Extra: serve" in text
    assert "Requires-Dist: starlette" in text and "extra == 'serve'" in text


def test_wheel_registers_every_built_in_rule_as_an_entry_point(wheel: zipfile.ZipFile) -> None:
    (entry_points,) = [n for n in wheel.namelist() if n.endswith(".dist-info/entry_points.txt")]
    text = wheel.read(entry_points).decode()
    indexed = [line.split(":", 1)[1].strip() for line in
               (REPO / "rules.d" / "00-index.yaml").read_text(encoding="utf-8").splitlines()
               if line.strip().startswith("- id:")]
    assert indexed
    for rule_id in indexed:
        assert f"{rule_id} = gatekeeper.rules." in text
