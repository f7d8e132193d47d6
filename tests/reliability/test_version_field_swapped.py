"""A version a claim gives one component while the output prints it as another's fails; each
component's own version passes.

`kubectl version` (plain and `-o yaml`), `docker version`, `redis-cli INFO server` and `istioctl
version` print a version a field, the client's beside the server's, the control plane's beside
the data plane's. The claim names one and gives it another's (`服务端版本为 v1.27.3` for `Client
Version: v1.27.3`, `Server Version: v1.25.9`): the release is the output's, so of 60 forged claims
60 passed. Now a version field is read with its sections (`gatekeeper.rules.support.evidence.versions`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected


def _version(rng: random.Random, major: int) -> str:
    return f"{major}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"


def _kubectl(rng: random.Random) -> tuple[str, dict[str, str], dict[str, tuple[str, ...]]]:
    client, server = (f"v1.{rng.randint(22, 30)}.{rng.randint(0, 9)}" for _ in range(2))
    kustomize = f"v5.{rng.randint(0, 4)}.{rng.randint(0, 9)}"
    if rng.random() < 0.5:
        output = (f"$ kubectl version\nClient Version: {client}\nKustomize Version: {kustomize}\n"
                  f"Server Version: {server}")
    else:
        output = (f"$ kubectl version -o yaml\nclientVersion:\n  gitVersion: {client}\n"
                  f"  goVersion: go1.21.5\n  platform: linux/amd64\nkustomizeVersion: {kustomize}\n"
                  f"serverVersion:\n"
                  f"  gitVersion: {server}\n  goVersion: go1.20.10\n  platform: linux/amd64")
    said = {"client": ("kubectl 客户端版本为 {v}", "the kubectl client version is {v}",
                       "客户端是 {v}"),
            "server": ("服务端版本为 {v}", "the API server runs {v}", "Server Version 为 {v}",
                       "Kubernetes 服务端版本是 {v}")}
    return output, {"client": client, "server": server}, said


def _docker(rng: random.Random) -> tuple[str, dict[str, str], dict[str, tuple[str, ...]]]:
    client, server = _version(rng, rng.choice((20, 23, 24))), _version(rng, rng.choice((20, 23, 24, 25)))
    output = (f"$ docker version\nClient: Docker Engine - Community\n Version:           {client}\n"
              f" API version:       1.43\n Go version:        go1.20.10\n OS/Arch:           linux/amd64\n\n"
              f"Server: Docker Engine - Community\n Engine:\n  Version:          {server}\n"
              f"  API version:      1.41 (minimum version 1.12)\n  Go version:       go1.18.7\n"
              f" containerd:\n  Version:          1.6.{rng.randint(10, 28)}")
    said = {"client": ("Docker 客户端版本为 {v}", "the docker client is {v}"),
            "server": ("Docker 服务端版本为 {v}", "Docker Engine 的服务端版本是 {v}",
                       "the Docker server runs {v}")}
    return output, {"client": client, "server": server}, said


def _redis(rng: random.Random) -> tuple[str, dict[str, str], dict[str, tuple[str, ...]]]:
    redis, gcc = _version(rng, rng.choice((6, 7))), _version(rng, rng.choice((9, 11, 12)))
    output = (f"$ redis-cli INFO server\n# Server\nredis_version:{redis}\nredis_git_sha1:00000000\n"
              f"redis_mode:standalone\nos:Linux 5.15.0-91-generic x86_64\ngcc_version:{gcc}\n"
              f"process_id:{rng.randint(100, 9999)}\ntcp_port:6379")
    said = {"redis": ("Redis 版本为 {v}", "redis 运行的是 {v}", "the Redis version is {v}"),
            "gcc": ("Redis 由 gcc {v} 编译", "gcc_version 为 {v}")}
    return output, {"redis": redis, "gcc": gcc}, said


def _istio(rng: random.Random) -> tuple[str, dict[str, str], dict[str, tuple[str, ...]]]:
    client, plane = _version(rng, 1), _version(rng, 1)
    output = (f"$ istioctl version\nclient version: {client}\ncontrol plane version: {plane}\n"
              f"data plane version: {plane} ({rng.randint(2, 40)} proxies)")
    said = {"client": ("istioctl client version is {v}", "istioctl 客户端版本为 {v}"),
            "plane": ("the control plane version is {v}", "Istio control plane 版本为 {v}")}
    return output, {"client": client, "plane": plane}, said


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    output, versions, said = rng.choice((_kubectl, _docker, _redis, _istio))(rng)
    own, other = rng.sample(sorted(versions), 2)
    if versions[own].removeprefix("v") == versions[other].removeprefix("v"):
        return None
    form = rng.choice(said[own])
    return form.format(v=versions[own]), form.format(v=versions[other]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4611, 60)


def test_a_version_given_to_another_component_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_each_component_s_own_version_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
