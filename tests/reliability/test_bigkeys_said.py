"""The biggest key of a type, a biggest key's size and the keys sampled as `redis-cli --bigkeys`'s
summary prints them (`最大的 list 是 queue:jobs`, `cache:home has 5242880 bytes`, `user:1001 有 15320
个字段`, `共采样 120342 个 key`), pass; another type's biggest key, another key's size fails.

    -------- summary -------

    Sampled 120342 keys in the keyspace!
    Total key length in bytes is 2845123 (avg len 23.64)

    Biggest string found 'cache:home' has 5242880 bytes
    Biggest   list found 'queue:jobs' has 912345 items
    Biggest   hash found 'user:1001' has 15320 fields

    80123 strings with 412345678 bytes (66.58% of keys, avg size 5146.39)
    12 lists with 1023456 items (00.01% of keys, avg size 85288.00)
    0 sets with 0 members (00.00% of keys, avg size 0.00)
    40207 hashs with 803410 fields (33.41% of keys, avg size 19.98)

40 of 60 forged claims passed (at 8863ac7): the keys and sizes are the summary's, and its `Biggest ...
found ... has` lines were no field (`evidence.big_keys` reads them now).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

#: Per type: its unit, key names, the range of its biggest key's size, and how a claim says its size.
TYPES = {"string": ("bytes", ("cache:home", "page:/index", "blob:avatar:42", "session:9f3a2c"),
                    (10**4, 10**7), ("{k} 有 {v} 字节", "{k} has {v} bytes", "{k} 的大小为 {v} 字节")),
         "list": ("items", ("queue:jobs", "queue:mail", "log:events", "tasks:pending"), (10**3, 10**6),
                  ("{k} 有 {v} 个元素", "{k} has {v} items")),
         "set": ("members", ("tags:all", "online:users", "seen:ids"), (10**3, 10**6),
                 ("{k} 有 {v} 个成员", "{k} has {v} members")),
         "hash": ("fields", ("user:1001", "product:8812", "config:app", "cart:77"), (100, 10**5),
                  ("{k} 有 {v} 个字段", "{k} has {v} fields")),
         "zset": ("members", ("leaderboard:weekly", "rank:global", "delayq:retry"), (10**3, 10**6),
                  ("{k} 有 {v} 个成员", "{k} has {v} members"))}
BIGGEST = ("最大的 {t} 是 {k}", "the biggest {t} is {k}", "{t} 类型中最大的 key 是 {k}")
SAMPLED = ("共采样 {v} 个 key", "{v} keys were sampled", "一共采样了 {v} 个 key")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    present = ["string", "list", "hash", *(t for t in ("set", "zset") if rng.random() < 0.5)]
    counts = {t: (rng.randint(10**3, 10**5) if t in ("string", "hash") else rng.randint(1, 400))
              if t in present else 0 for t in TYPES}
    biggest = {t: (rng.choice(TYPES[t][1]), rng.randint(*TYPES[t][2])) for t in present}
    sampled = sum(counts.values())
    if len({size for _, size in biggest.values()}) < len(biggest) or len(set(counts.values())) < len(counts):
        return None
    key_length = sampled * rng.randint(1200, 3500) // 100
    lines = ["", "# Scanning the entire keyspace to find biggest keys as well as",
             "# average sizes per key type.  You can use -i 0.1 to sleep 0.1 sec",
             "# per 100 SCAN commands (not usually needed).", "", "-------- summary -------", "",
             f"Sampled {sampled} keys in the keyspace!",
             f"Total key length in bytes is {key_length} (avg len {key_length / sampled:.2f})", ""]
    lines.extend(f"Biggest {t:>6} found '{biggest[t][0]}' has {biggest[t][1]} {TYPES[t][0]}"
                 for t in TYPES if t in present)
    lines.append("")
    for t, (unit, _, _, _) in TYPES.items():
        total = biggest[t][1] + (counts[t] - 1) * rng.randint(1, 60) if t in present else 0
        average = total / counts[t] if counts[t] else 0
        lines.append(f"{counts[t]} {t}s with {total} {unit} ({counts[t] * 100 / sampled:05.2f}% of keys, "
                     f"avg size {average:.2f})")
    lines.append("0 streams with 0 entries (00.00% of keys, avg size 0.00)")
    output = "\n".join(lines)
    kind = rng.randrange(3)
    one = rng.choice(present)
    other = rng.choice([t for t in present if t != one])
    if kind == 0:
        form = rng.choice(BIGGEST)
        return form.format(t=one, k=biggest[one][0]), form.format(t=one, k=biggest[other][0]), output
    if kind == 1:
        form = rng.choice(TYPES[one][3])
        return (form.format(k=biggest[one][0], v=biggest[one][1]),
                form.format(k=biggest[one][0], v=biggest[other][1]), output)
    form = rng.choice(SAMPLED)
    return form.format(v=sampled), form.format(v=counts[one]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5646)


def test_a_type_s_own_biggest_key_or_size_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_type_s_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
