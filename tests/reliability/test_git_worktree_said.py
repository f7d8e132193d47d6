"""A file's state as `git status` prints it (`src/legacy.py 被删除了`, `src/config.yaml is modified`,
`src/a.py 是新文件`, `notes.txt 未被跟踪`), passes; another file, in another state, said in it fails.
(Lines of files start with a tab, as git prints them.)

    On branch release/2.4
    Your branch is ahead of 'origin/release/2.4' by 3 commits.
      (use "git push" to publish your local commits)

    Changes to be committed:
      (use "git restore --staged <file>..." to unstage)
        new file:   src/a.py

    Changes not staged for commit:
      (use "git add/rm <file>..." to update what will be committed)
      (use "git restore <file>..." to discard changes in working directory)
        modified:   src/config.yaml
        deleted:    src/legacy.py

    Untracked files:
      (use "git add <file>..." to include in what will be committed)
        notes.txt

Every forged claim passed (at 8863ac7): a path's state was read by no check
(`evidence.worktree_files` now).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"deleted": ("{f} 被删除了", "{f} 已被删除", "{f} was deleted"),
        "modified": ("{f} 被修改", "{f} 已修改", "{f} is modified"),
        "new file": ("{f} 是新文件", "{f} 是新增的文件", "{f} is a new file"),
        "untracked": ("{f} 未被跟踪", "{f} 是未跟踪文件", "{f} is untracked")}
#: A state -> the states a file in it can be falsely said to be in (an untracked file is new to the
#: repository, if not a staged `new file`; a deleted file was changed, if not `modified`).
FORGEABLE = {"deleted": ("new file", "untracked"), "modified": ("deleted", "new file", "untracked"),
             "new file": ("deleted", "modified"), "untracked": ("deleted", "modified")}
DIRS = ("src", "src/api", "src/core", "tests", "deploy/helm", "scripts", "docs", "config")
NAMES = ("config.yaml", "legacy.py", "handlers.py", "models.py", "utils.py", "settings.toml", "values.yaml",
         "Dockerfile", "README.md", "requirements.txt", "migrate.sh", "schema.sql", "client.go", "main.py")
UNTRACKED = ("notes.txt", "scratch.py", ".env.local", "coverage.xml", "tmp/", "dump.rdb", "out/")
BRANCHES = ("release/2.4", "main", "feature/payment-retry", "hotfix/1.9.3", "develop")


def _files(rng: random.Random, count: int, taken: set[str]) -> list[str]:
    files = []
    while len(files) < count:
        path = f"{rng.choice(DIRS)}/{rng.choice(NAMES)}"
        if path not in taken:
            taken.add(path)
            files.append(path)
    return files


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    taken: set[str] = set()
    staged = [(s, f) for f in _files(rng, rng.randint(1, 3), taken)
              for s in [rng.choice(("new file", "new file", "modified", "deleted"))]]
    unstaged = [(s, f) for f in _files(rng, rng.randint(1, 3), taken)
                for s in [rng.choice(("modified", "deleted"))]]
    untracked = rng.sample(UNTRACKED, rng.randint(0, 2))
    branch = rng.choice(BRANCHES)
    lines = [f"On branch {branch}"]
    ahead = rng.randint(0, 5)
    if ahead:
        lines += [f"Your branch is ahead of 'origin/{branch}' by {ahead} commit{'s' if ahead > 1 else ''}.",
                  '  (use "git push" to publish your local commits)']
    else:
        lines.append(f"Your branch is up to date with 'origin/{branch}'.")
    lines += ["", "Changes to be committed:", '  (use "git restore --staged <file>..." to unstage)']
    lines += [f"\t{state + ':':<12}{file}" for state, file in staged]
    lines += ["", "Changes not staged for commit:",
              f'  (use "git {"add/rm" if any(s == "deleted" for s, _ in unstaged) else "add"} <file>..." '
              "to update what will be committed)",
              '  (use "git restore <file>..." to discard changes in working directory)']
    lines += [f"\t{state + ':':<12}{file}" for state, file in unstaged]
    if untracked:
        lines += ["", "Untracked files:", '  (use "git add <file>..." to include in what will be committed)']
        lines += [f"\t{file}" for file in untracked]
    states = {file: state for state, file in [*staged, *unstaged]} | dict.fromkeys(untracked, "untracked")
    said = rng.choice(sorted(set(states.values())))
    one = rng.choice([f for f, s in states.items() if s == said])
    others = [f for f, s in states.items() if s != said and said in FORGEABLE[s]]
    if not others:
        return None
    form = rng.choice(SAID[said])
    return form.format(f=one), form.format(f=rng.choice(others)), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 7386)


def test_a_file_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_file_s_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
