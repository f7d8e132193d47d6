"""A claim giving an end the time its evidence's start field gives (or the other way) never passes.

Outputs a diagnosis agent reads, 20 of each: `kubectl describe pod`'s last state (`Started:`,
`Finished:`, under the current state's `Started:`), a job's `Start Time:` and `Completed At:`,
`openssl x509 -dates`' `notBefore=` and `notAfter=`, times drawn apart. The claim gives the end
the start's time, or the start the end's (`容器于 09:02:11 终止`, `the backup job completed at
02:00:01`, `证书于 2025-12-01 过期`), citing the output: the time is the output's, so 60 of 60
passed before a start's and an end's fields were told apart
(gatekeeper.rules.support.evidence.dated_fields); all fail now (REJECT), and each field's own
time passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _clock(rng: random.Random) -> tuple[int, int, int]:
    return rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)


def _pod(rng: random.Random) -> tuple[str, str, str]:
    (h1, m1, s1), (h2, m2, s2) = sorted([_clock(rng), _clock(rng)])
    started, finished = f"{h1:02d}:{m1:02d}:{s1:02d}", f"{h2:02d}:{m2:02d}:{s2:02d}"
    output = "\n".join([
        "    State:          Running",
        f"      Started:      Wed, 02 Dec 2026 {h2:02d}:{m2:02d}:{min(s2 + 2, 59):02d} +0800",
        "    Last State:     Terminated", "      Reason:       OOMKilled", "      Exit Code:    137",
        f"      Started:      Wed, 02 Dec 2026 {started} +0800",
        f"      Finished:     Wed, 02 Dec 2026 {finished} +0800"])
    form = rng.choice(("容器于 {t} 终止", "the container was terminated at {t}", "容器上次在 {t} 退出"))
    return form.format(t=finished), form.format(t=started), output


def _job(rng: random.Random) -> tuple[str, str, str]:
    (h1, m1, s1), (h2, m2, s2) = sorted([_clock(rng), _clock(rng)])
    start, end = f"{h1:02d}:{m1:02d}:{s1:02d}", f"{h2:02d}:{m2:02d}:{s2:02d}"
    output = "\n".join([f"Name:         backup-{rng.getrandbits(24):06x}", "Namespace:    ops",
                        f"Start Time:   Wed, 02 Dec 2026 {start} +0800",
                        f"Completed At: Wed, 02 Dec 2026 {end} +0800",
                        "Pods Statuses:  0 Active / 1 Succeeded"])
    if rng.random() < 0.5:
        form = rng.choice(("备份任务于 {t} 完成", "the backup job completed at {t}"))
        return form.format(t=end), form.format(t=start), output
    form = rng.choice(("备份任务于 {t} 开始", "the backup job started at {t}"))
    return form.format(t=start), form.format(t=end), output


def _cert(rng: random.Random) -> tuple[str, str, str]:
    year = rng.randint(2024, 2026)
    before = (year, rng.randint(1, 12), rng.randint(1, 28))
    after = (year + 1, rng.randint(1, 12), rng.randint(1, 28))
    output = "\n".join(f"{name}={MONTHS[m - 1]} {d:2d} {rng.randint(0, 23):02d}:00:00 {y} GMT"
                       for name, (y, m, d) in (("notBefore", before), ("notAfter", after)))
    form = rng.choice(("证书于 {y}-{m:02d}-{d:02d} 过期", "the certificate expires on {y}-{m:02d}-{d:02d}",
                       "证书的到期日是 {y}-{m:02d}-{d:02d}"))
    return (form.format(y=after[0], m=after[1], d=after[2]),
            form.format(y=before[0], m=before[1], d=before[2]), output)


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(509)
    return [(_pod, _job, _cert)[n % 3](rng) for n in range(60)]


def test_the_other_field_s_time_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_each_field_s_own_time_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def _curl_verbose(rng: random.Random) -> tuple[str, str, str]:
    """`curl -v`'s certificate, its dates behind `*` (`*  expire date: Mar  1 23:59:59 2027 GMT`):
    read by no field before (60 of 60 forged claims passed)."""
    _, _, dates = _cert(rng)
    start, end = (line.split("=", 1)[1] for line in dates.splitlines())
    output = ("* Server certificate:\n*  subject: CN=api.shop.com\n"
              f"*  start date: {start}\n*  expire date: {end}\n*  SSL certificate verify ok.")
    said = {part: f"{date.split()[3]}-{MONTHS.index(date.split()[0]) + 1:02d}-{int(date.split()[1]):02d}"
            for part, date in (("start", start), ("end", end))}
    form = rng.choice(("证书将于 {t} 过期", "the certificate expires on {t}", "证书的到期日是 {t}"))
    return form.format(t=said["end"]), form.format(t=said["start"]), output


def test_curl_s_certificate_dates_are_fields() -> None:
    rng = random.Random(443)
    probes = [_curl_verbose(rng) for _ in range(60)]
    assert not_rejected((forged, output, output) for _, forged, output in probes) == []
    assert not_passed((faithful, output, output) for faithful, _, output in probes) == []
