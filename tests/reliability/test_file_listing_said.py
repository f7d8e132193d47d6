"""A file's size and owner as `ls -l` prints them (`ibdata1 大小为 1073741824 字节`, `auto.cnf 属于
root`), pass; another file's fails.

    -rw-r--r-- 1 mysql mysql 1073741824 Dec  1 10:22 ibdata1
    -rw-r--r-- 1 root  root       10240 Nov 30 08:00 auto.cnf

Every faithful size failed LOW_CONFID (at 371b2c9): `1073741824 字节` was found nowhere, `ls`
printing sizes in bytes without a unit; `auto.cnf 属于 mysql 用户` (another file's owner) passed.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SIZE = ("{f} 大小为 {v} 字节", "{f} 的大小是 {v} bytes", "{f} is {v} bytes", "文件 {f} 占用 {v} 字节")
OWNER = ("{f} 属于 {v} 用户", "{f} 的属主是 {v}", "{f} is owned by {v}")
FILES = ("ibdata1", "ib_logfile0", "ib_logfile1", "auto.cnf", "mysql-bin.000123", "error.log",
         "slow.log", "app.jar", "gc.log", "core.12345", "access.log", "server.key")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    files = rng.sample(FILES, rng.randint(2, 5))
    listed = {}
    lines = [f"total {rng.randint(100, 99999)}"]
    for name in files:
        owner = rng.choice(("mysql", "root", "app", "nginx", "www-data"))
        size = rng.choice((rng.randint(0, 9999), rng.randint(10000, 99999999), 1073741824, 52428800))
        listed[name] = (str(size), owner)
        mode = rng.choice(("-rw-r--r--", "-rw-r-----", "-rw-------", "-rwxr-xr-x"))
        clock = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"
        when = f"{rng.choice(('Nov', 'Dec'))} {rng.randint(1, 30):2d} {clock}"
        lines.append(f"{mode} 1 {owner:<8} {owner:<8} {size:>10} {when} {name}")
    output = "\n".join(lines)
    one, other = rng.sample(files, 2)
    index, forms = rng.choice(((0, SIZE), (1, OWNER)))
    value = listed[one][index]
    if listed[other][index] == value:
        return None
    form = rng.choice(forms)
    return form.format(f=one, v=value), form.format(f=other, v=value), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4708)


def test_a_file_s_own_size_and_owner_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_file_s_size_or_owner_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
