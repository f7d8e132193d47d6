"""A version given to one component that its evidence prints as another's
(gatekeeper.rules.support.evidence.versions)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.versions import version_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

KUBECTL = "Client Version: v1.27.3\nKustomize Version: v5.0.4\nServer Version: v1.25.9"
YAML = ("clientVersion:\n  gitVersion: v1.27.3\n  goVersion: go1.21.5\nserverVersion:\n"
        "  gitVersion: v1.25.9\n  goVersion: go1.20.10")
DOCKER = ("Client: Docker Engine - Community\n Version:           24.0.7\n API version:       1.43\n\n"
          "Server: Docker Engine - Community\n Engine:\n  Version:          20.10.21\n"
          " containerd:\n  Version:          1.6.24")
REDIS = "# Server\nredis_version:7.0.12\nredis_mode:standalone\ngcc_version:11.4.0"
HELM = 'version.BuildInfo{Version:"v3.13.1", GitTreeState:"clean", KubeVersion:"v1.27.3"}'


def contradicted(claim: str, *texts: str) -> bool:
    return version_swapped(claim, extract_anchors(claim), list(texts), lambda line: []) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("服务端版本为 v1.27.3", KUBECTL), ("the server runs v1.27.3", KUBECTL),
    ("客户端版本为 v1.25.9", KUBECTL),
    ("服务端版本为 v1.27.3", YAML),  # the section's name tells the field
    ("Docker 服务端版本为 24.0.7", DOCKER),  # the server's engine and containerd: neither prints it
    ("Docker 客户端版本为 1.6.24", DOCKER),
    ("Redis 版本为 11.4.0", REDIS), ("Redis 由 gcc 7.0.12 编译", REDIS),  # the word nearest before it
    ("Helm 版本为 v1.27.3", HELM),  # the field of no own words, the one the clause names no other of
])
def test_a_version_another_field_prints_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)


@pytest.mark.parametrize(("claim", "texts"), [
    ("服务端版本为 v1.25.9", [KUBECTL]), ("kubectl 版本为 v1.27.3", [KUBECTL]),  # naming no field
    ("服务器上的 kubectl 版本为 v1.27.3", [KUBECTL]),  # a host is no server side
    ("客户端 v1.27.3 与服务端 v1.25.9 不一致", [KUBECTL]),  # two versions
    ("服务端从 v1.27.3 降级了", [KUBECTL]), ("the server is not v1.27.3", [KUBECTL]),  # a change, a denial
    ("Docker 版本为 20.10.21", [DOCKER]),
    ("Docker Engine 版本为 24.0.7", [DOCKER]),  # the client's engine too
    ("服务端 containerd 版本为 1.6.24", [DOCKER]), ("Redis 版本为 7.0.12", [REDIS]),
    ("gcc 编译的 Redis 版本为 7.0.12", [REDIS]),
    ("服务端版本为 v1.27.3", [KUBECTL, HELM]),  # printed by two outputs' fields
    ("the API server runs v1.6.24", [KUBECTL]),  # a version no field prints: another check's
])
def test_a_version_its_field_prints_or_unsure_is_not(claim: str, texts: list[str]) -> None:
    assert not contradicted(claim, *texts)


HOSTNAMECTL = "  Operating System: Ubuntu 22.04.3 LTS\n            Kernel: Linux 5.15.0-91-generic"


@pytest.mark.parametrize(("claim", "swapped"), [
    ("内核版本为 22.04.3", True), ("the kernel is 22.04.3", True),  # the operating system's
    ("操作系统版本为 5.15.0-91-generic", True),  # the kernel's
    ("内核版本为 5.15.0-91-generic", False), ("操作系统版本为 22.04.3", False),
    ("内核从 22.04.3 升级了", False), ("内核版本不是 22.04.3", False),  # a change, a denial
])
def test_hostnamectl_s_kernel_and_operating_system_are_version_fields(claim: str, swapped: bool) -> None:
    assert contradicted(claim, HOSTNAMECTL) is swapped
