"""A package's current, wanted or latest version as `npm outdated` prints it (`express 当前版本为 4.17.1`,
`the latest typescript is 5.6.3`, `lodash 的 wanted 版本是 4.17.20`), passes; another column's version of
the same package, or the same column's of another package, fails.

    Package     Current   Wanted  Latest  Location                 Depended by
    express      4.17.1   4.17.3  4.21.1  node_modules/express     api
    lodash      4.17.15  4.17.20 4.17.21  node_modules/lodash      api
    typescript    4.9.5    5.2.2   5.6.3  node_modules/typescript  api

Every forged claim passed (at 8863ac7): a release (`4.17.21`) was no cell's value, and `最新`,
`当前` named no column.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"current": ("{p} 当前版本为 {v}", "{p} 的当前版本是 {v}", "{p} is at {v}",
                    "the installed {p} is {v}"),
        "wanted": ("{p} 的 wanted 版本是 {v}", "the wanted version of {p} is {v}"),
        "latest": ("{p} 最新版本为 {v}", "{p} 的最新版本是 {v}", "the latest {p} is {v}")}
#: A package -> versions it released, oldest first.
RELEASES = {"express": ("4.17.1", "4.17.3", "4.18.2", "4.19.2", "4.21.1", "5.0.1"),
            "lodash": ("4.17.11", "4.17.15", "4.17.19", "4.17.20", "4.17.21"),
            "typescript": ("4.9.5", "5.0.4", "5.2.2", "5.4.5", "5.6.3"),
            "axios": ("0.21.4", "0.27.2", "1.6.8", "1.7.7"),
            "react": ("17.0.2", "18.2.0", "18.3.1"),
            "webpack": ("5.75.0", "5.88.2", "5.91.0", "5.95.0"),
            "eslint": ("8.45.0", "8.57.1", "9.13.0"),
            "jest": ("27.5.1", "29.5.0", "29.7.0"),
            "dotenv": ("8.2.0", "16.0.3", "16.4.5"),
            "mongoose": ("6.12.0", "7.6.3", "8.7.2")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    project = rng.choice(("api", "web", "billing-service", "admin-ui"))
    packages = sorted(rng.sample(tuple(RELEASES), rng.randint(3, 5)))
    versions = {p: dict(zip(("current", "wanted", "latest"), sorted(rng.sample(range(len(RELEASES[p])), 3)),
                            strict=True)) for p in packages}
    versions = {p: {c: RELEASES[p][i] for c, i in row.items()} for p, row in versions.items()}
    rows = [["Package", "Current", "Wanted", "Latest", "Location", "Depended by"]]
    rows += [[p, *versions[p].values(), f"node_modules/{p}", project] for p in packages]
    widths = [max(len(row[n]) for row in rows) for n in range(6)]
    output = "\n".join("  ".join(cell.rjust(width) if 0 < n < 4 else cell.ljust(width)
                                 for n, (cell, width) in enumerate(zip(row, widths, strict=True))).rstrip()
                       for row in rows)
    one, column = rng.choice(packages), rng.choice(tuple(SAID))
    own = versions[one][column]
    others = [v for c, v in versions[one].items() if c != column]
    others += [versions[p][column] for p in packages if p != one]
    forged = rng.choice([v for v in others if v != own])
    form = rng.choice(SAID[column])
    return form.format(p=one, v=own), form.format(p=one, v=forged), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 7385)


def test_a_package_s_own_version_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_column_s_or_package_s_version_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
