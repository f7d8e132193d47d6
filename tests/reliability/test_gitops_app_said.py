"""An application's sync status, health and sync policy as `argocd app list` prints them (`web 应用处于
OutOfSync 状态`, `web is Degraded`, `jobs 应用的同步策略为 Manual`), and a Kustomization's suspension and
readiness as `flux get kustomizations` prints them (`infra 已被暂停`, `apps is not ready`), pass; another
row's state fails.

    NAME            CLUSTER                         NAMESPACE  PROJECT  STATUS     HEALTH    SYNCPOLICY  ...
    argocd/web      https://kubernetes.default.svc  prod       default  OutOfSync  Degraded  Auto        ...
    argocd/jobs     https://kubernetes.default.svc  prod       default  Synced     Healthy   Manual      ...

    NAME            REVISION                SUSPENDED       READY   MESSAGE
    apps            main@sha1:4a1b2c3d      False           False   Health check failed after 5m0s: ...
    infra           main@sha1:4a1b2c3d      True            True    Applied revision: main@sha1:4a1b2c3d

41 of 60 forged claims passed (at 8863ac7): rows of words only were no table, `argocd/web` was no
`web`, and `SUSPENDED True` no state `已被暂停` gives.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

APPS = ("web", "api", "jobs", "payments", "ingress-nginx", "cert-manager", "redis", "grafana")
SYNC = ("{a} 应用处于 {v} 状态", "the {a} app is {v}", "{a} 的同步状态为 {v}")
HEALTH = ("{a} 的健康状态为 {v}", "{a} is {v}", "the health of the {a} app is {v}")
POLICY = ("{a} 应用的同步策略为 {v}", "the sync policy of the {a} app is {v}")
KUSTOMIZATIONS = ("apps", "infra", "flux-system", "monitoring", "tenants", "crds", "ingress")
SUSPENDED = ("{k} 已被暂停", "{k} is suspended", "Kustomization {k} 处于暂停状态")
NOT_READY = ("{k} 未就绪", "{k} is not ready", "Kustomization {k} 没有就绪")
READY = ("{k} 已就绪", "{k} is ready", "Kustomization {k} 处于就绪状态")
FAILED = ("Health check failed after 5m0s: timeout waiting for: [Deployment/prod/{d} status: 'InProgress']",
          "kustomize build failed: accumulating resources: accumulation err='accumulating resources from "
          "'./overlays/prod': open /tmp/kustomization-1: no such file or directory'",
          "Deployment/prod/{d} dry-run failed: field is immutable")


def _columns(table: list[list[str]], tab: bool) -> str:
    """Columns as argocd prints them (two spaces apart), or flux (to the next tab stop)."""
    widths = [max(len(cell) for cell in column) for column in zip(*table, strict=True)]
    if tab:
        widths = [(width // 8 + 1) * 8 for width in widths]
        return "\n".join("".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip()
                         for line in table)
    return "\n".join("  ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip()
                     for line in table)


def _argocd(rng: random.Random) -> tuple[str, str, str] | None:
    names = rng.sample(APPS, rng.randint(3, 5))
    rows = {}
    for name in names:
        sync = rng.choice(("Synced", "Synced", "OutOfSync"))
        health = rng.choice(("Healthy", "Degraded", "Progressing",
                             "Missing" if sync == "OutOfSync" else "Healthy"))
        rows[name] = {"sync": sync, "health": health, "policy": rng.choice(("Auto", "Auto-Prune", "Manual"))}
    table = [["NAME", "CLUSTER", "NAMESPACE", "PROJECT", "STATUS", "HEALTH", "SYNCPOLICY", "CONDITIONS",
              "REPO", "PATH", "TARGET"]]
    table += [[f"argocd/{name}", "https://kubernetes.default.svc",
               rng.choice(("prod", "staging", "platform")), "default", r["sync"], r["health"], r["policy"],
               "<none>", "https://github.com/acme/deploy.git", f"apps/{name}", "HEAD"]
              for name, r in rows.items()]
    one = rng.choice(names)
    field, forms = rng.choice((("sync", SYNC), ("health", HEALTH), ("policy", POLICY)))
    others = sorted({r[field] for r in rows.values()} - {rows[one][field]})
    if not others:
        return None
    form = rng.choice(forms)
    return (form.format(a=one, v=rows[one][field]), form.format(a=one, v=rng.choice(others)),
            _columns(table, tab=False))


def _flux(rng: random.Random) -> tuple[str, str, str] | None:
    names = sorted(rng.sample(KUSTOMIZATIONS, rng.randint(3, 5)))
    table = [["NAME", "REVISION", "SUSPENDED", "READY", "MESSAGE"]]
    states = {}
    for name in names:
        revision = f"main@sha1:{rng.getrandbits(32):08x}"
        suspended, ready = rng.random() < 0.3, rng.random() < 0.6
        message = f"Applied revision: {revision}" if ready else \
            rng.choice(FAILED).format(d=rng.choice(("web", "api", "worker")))
        states[name] = (suspended, ready)
        table.append([name, revision, str(suspended), str(ready), message])
    suspended = [n for n in names if states[n][0]]
    running = [n for n in names if not states[n][0]]
    ready = [n for n in names if states[n][1]]
    failing = [n for n in names if not states[n][1]]
    said, true, false = rng.choice(((SUSPENDED, suspended, running), (NOT_READY, failing, ready),
                                    (READY, ready, failing)))
    if not true or not false:
        return None
    form = rng.choice(said)
    return form.format(k=rng.choice(true)), form.format(k=rng.choice(false)), _columns(table, tab=True)


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    return _argocd(rng) if rng.random() < 0.5 else _flux(rng)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4993)


def test_an_app_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_app_s_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
