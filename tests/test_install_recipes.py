"""The CI recipes' installation lines run as written, into fresh virtual environments.

Gatekeeper is not on a package index: the GitHub Actions and GitLab CI pages install a release
tag from its git repository (`pip install "gatekeeper-lint @ git+URL@v0.2.0"`), and say how to
install a built wheel instead. Here URL is a local clone of this working tree tagged as the
release (tests/helpers.py `snapshot_repo`); the dependencies come from the package index pip is
configured with. Each installed console script must report this version and lint the examples.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO, snapshot_repo

from gatekeeper import __version__

PLACEHOLDER = "https://example.com/your-org/gatekeeper"
PAGES = ("docs/integrations/github-actions.md", "docs/integrations/gitlab-ci.md")
_INSTALL = re.compile(r"^\s*(?:-\s+)?(?:run:\s+)?(?P<command>pip install .*)$", re.M)


def documented_installs() -> list[str]:
    commands = []
    for page in PAGES:
        for block in re.finditer(r"```yaml\n(.*?)```", (REPO / page).read_text(encoding="utf-8"),
                                 re.S):
            commands += [m["command"] for m in _INSTALL.finditer(block.group(1))]
    return commands


def fresh_venv(where: Path) -> Path:
    subprocess.run([sys.executable, "-m", "venv", str(where)], check=True, timeout=300)
    return where / "bin"


def pip_install(bin_dir: Path, command: str) -> None:
    words = shlex.split(command)
    assert words[:2] == ["pip", "install"], command
    done = subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet", *words[2:]],
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{command}\n{done.stdout}\n{done.stderr}"


def works(bin_dir: Path, cwd: Path) -> None:
    version = subprocess.run([str(bin_dir / "gatekeeper"), "--version"], capture_output=True,
                             text=True, timeout=120)
    assert version.stdout.strip() == f"gatekeeper {__version__}"
    done = subprocess.run([str(bin_dir / "gatekeeper"), "check", "examples/", "--format", "json"],
                          cwd=cwd, capture_output=True, text=True, timeout=300)
    assert done.returncode == 1 and '"gatekeeper_result"' in done.stdout, done.stderr


@pytest.fixture(scope="module")
def release(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    if shutil.which("git") is None:
        pytest.fail("git is required (pip installs from a git URL)")
    return snapshot_repo(tmp_path_factory.mktemp("release"))


def test_every_recipe_installs_the_documented_release_tag() -> None:
    commands = documented_installs()
    assert len(commands) == len(PAGES)  # one install line per page: a broken fence would hide it
    for command in commands:
        assert f"{PLACEHOLDER}@v{__version__}" in command, command


def test_git_url_recipe_installs_and_runs(release: tuple[Path, str], tmp_path: Path) -> None:
    repo, _ = release
    for index, command in enumerate(sorted(set(documented_installs()))):
        bin_dir = fresh_venv(tmp_path / f"venv{index}")
        # file://localhost/...: older pip (packaging) refuses a direct reference without a host.
        pip_install(bin_dir, command.replace(PLACEHOLDER, f"file://localhost{repo}"))
        works(bin_dir, REPO)


def test_built_wheel_installs_and_runs(release: tuple[Path, str], tmp_path: Path) -> None:
    repo, _ = release
    built = subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(tmp_path),
                            str(repo)], capture_output=True, text=True, timeout=900)
    assert built.returncode == 0, built.stdout + built.stderr
    [wheel] = tmp_path.glob("gatekeeper_lint-*.whl")
    assert wheel.name == f"gatekeeper_lint-{__version__}-py3-none-any.whl"
    bin_dir = fresh_venv(tmp_path / "venv")
    pip_install(bin_dir, f"pip install {wheel}")
    works(bin_dir, REPO)
