"""A name said not to exist passes when the cited output prints it as missing (`No such file or
directory`, dig's `NXDOMAIN`), and fails when the output prints it as there.

`/data/app.log 不存在` citing `cat: /data/app.log: No such file or directory`, `域名 X 不存在`
citing dig's `status: NXDOMAIN` failed REJECT: the name was a run of the excerpt the claim
negated, as if the output stated it (`evidence/negated.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

MISSING_FILE = ("{p} 不存在", "文件 {p} 不存在")
MISSING_NAME = ("域名 {h} 不存在", "{h} 这个域名不存在")


def _probes() -> list[tuple[str, str, str]]:
    """(a name said missing, the output printing it missing, the output printing it there)."""
    rng = random.Random(3608)
    probes = []
    for _ in range(40):
        if rng.random() < 0.5:
            folder, name = rng.choice(("data", "var/log", "etc/nginx")), rng.choice(("app", "access", "site"))
            path = f"/{folder}/{name}.{rng.choice(('log', 'conf', 'json'))}"
            tool = rng.choice(("cat", "ls", "tail -n 100"))
            verb = "cannot access" if tool == "ls" else ""
            missing = f"$ {tool} {path}\n{tool.split()[0]}: {verb + ' ' if verb else ''}'{path}': " \
                      "No such file or directory"
            there = (f"$ ls -l {path}\n-rw-r--r-- 1 app app {rng.randint(100, 99999)} Dec  "
                     f"{rng.randint(1, 9)} 10:0{rng.randint(0, 9)} {path}")
            probes.append((rng.choice(MISSING_FILE).format(p=path), missing, there))
        else:
            host = f"{rng.choice(('api', 'pay', 'auth'))}.{rng.choice(('prod.shop.com', 'example.net'))}"
            head = f"; <<>> DiG 9.18.18 <<>> {host}\n;; ->>HEADER<<- opcode: QUERY, status: {{s}}, id: " \
                   f"{rng.randint(1000, 65535)}"
            answer = f"\n;; ANSWER SECTION:\n{host}.\t300\tIN\tA\t10.0.1.{rng.randint(2, 250)}"
            there = head.format(s="NOERROR") + answer
            probes.append((rng.choice(MISSING_NAME).format(h=host), head.format(s="NXDOMAIN"), there))
    return probes


def test_a_name_said_missing_where_the_output_prints_it_missing_passes() -> None:
    assert not_passed((claim, missing, missing) for claim, missing, _ in _probes()) == []


def test_a_name_said_missing_where_the_output_prints_it_is_rejected() -> None:
    assert not_rejected((claim, there, there) for claim, _, there in _probes()) == []
