"""A container's state a claim gives that its `docker ps` row denies
(gatekeeper.rules.support.evidence.containers)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.containers import container_state_denied, uptime_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

WIDTHS = (12, 20, 21, 11, 28, 8, 11)
PS = "\n".join("   ".join(cell.ljust(width) for cell, width in zip(row, WIDTHS, strict=True)) for row in (
    ("CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"),
    ("3f2a9c1d7e4b", "acme/order-svc:2.14", '"java -jar app.jar"', "3 hours ago", "Up 3 hours",
     "8080/tcp", "order-svc"),
    ("9b8c7d6e5f4a", "acme/payment-svc:1.9", '"java -jar app.jar"', "3 hours ago",
     "Exited (137) 5 minutes ago", "", "payment-svc"),
    ("1c2d3e4f5a6b", "redis:7", '"redis-server"', "3 hours ago", "Restarting (1) 2 seconds ago", "",
     "redis-cache")))


def _denied(claim: str) -> str | None:
    found = container_state_denied(claim, extract_anchors(claim), [PS], extract_anchors)
    return None if found is None else found[1][0]


@pytest.mark.parametrize(("claim", "status"), [
    ("order-svc 容器已退出", "STATUS Up 3 hours for order-svc"),
    ("order-svc has exited", "STATUS Up 3 hours for order-svc"),
    ("payment-svc 容器仍在运行", "STATUS Exited (137) 5 minutes ago for payment-svc"),
    ("the payment-svc container is up", "STATUS Exited (137) 5 minutes ago for payment-svc"),
])
def test_a_state_the_row_denies_is_contradicted(claim: str, status: str) -> None:
    assert (_denied(claim) or "").startswith(status)


@pytest.mark.parametrize("claim", [
    "order-svc 正在运行", "payment-svc 容器已退出，退出码 137",
    "order-svc 没有退出", "payment-svc has not exited yet",  # negated: negated.py's to read
    "redis-cache 已退出", "redis-cache is still running",  # restarting: both, by turns
    "order-svc 和 payment-svc 均已退出",  # two rows in the clause
    "inventory-api 已退出",  # no row of its own
])
def test_the_row_s_own_state_or_an_unsure_one_is_not(claim: str) -> None:
    assert _denied(claim) is None


HEALTH = PS.replace("Up 3 hours                  ", "Up 3 hours (unhealthy)      ")


@pytest.mark.parametrize(("claim", "denied"), [
    ("order-svc 容器健康检查通过", True), ("the order-svc container is healthy", True),
    ("order-svc 容器不健康", False), ("order-svc 容器健康检查失败", False),
    ("payment-svc 容器健康", False),  # no health check printed
])
def test_a_health_check_s_result_the_row_denies_is_contradicted(claim: str, denied: bool) -> None:
    found = container_state_denied(claim, extract_anchors(claim), [HEALTH], extract_anchors)
    assert (found is not None) == denied


INSPECT = """[
  {
    "Id": "3f2a1b4c5d6e",
    "State": {
      "Status": "exited",
      "Running": false,
      "ExitCode": 137
    },
    "Name": "/payment-svc"
  },
  {
    "Id": "9a8b7c6d5e4f",
    "State": {
      "Status": "running",
      "Running": true
    },
    "Name": "/order-svc"
  }
]"""
ONE = INSPECT.split("  },\n")[0] + "  }\n]"


@pytest.mark.parametrize(("claim", "text", "denied"), [
    ("payment-svc 容器仍在运行", INSPECT, True), ("order-svc has exited", INSPECT, True),
    ("the container is still running", ONE, True),  # the one container printed
    ("order-svc 容器仍在运行", INSPECT, False), ("payment-svc 已退出", INSPECT, False),
    ("容器仍在运行", INSPECT, False),  # two containers, none named
])
def test_docker_inspect_s_state_is_read(claim: str, text: str, denied: bool) -> None:
    found = container_state_denied(claim, extract_anchors(claim), [text], extract_anchors)
    assert (found is not None) == denied


def _ran_otherwise(claim: str) -> str | None:
    found = uptime_contradicted(claim, extract_anchors(claim), [PS], extract_anchors)
    return None if found is None else found[1][0]


@pytest.mark.parametrize(("claim", "status"), [
    ("order-svc 容器已运行 5 分钟", "STATUS Up 3 hours for order-svc"),
    ("order-svc has been up for 2 days", "STATUS Up 3 hours for order-svc"),
    ("payment-svc 容器 3 小时前退出", "STATUS Exited (137) 5 minutes ago for payment-svc"),
    ("the payment-svc container exited 2 hours ago", "STATUS Exited (137) 5 minutes ago for payment-svc"),
])
def test_a_time_the_row_s_status_puts_apart_is_contradicted(claim: str, status: str) -> None:
    assert _ran_otherwise(claim) == status


@pytest.mark.parametrize("claim", [
    "order-svc 容器已运行 3 小时", "order-svc 运行了约 4 小时",  # within one of its unit
    "order-svc has been up for 180 minutes", "payment-svc 5 分钟前退出",
    "order-svc 已运行超过 1 小时",  # a bound
    "order-svc 没有运行 5 分钟",  # denied
    "payment-svc 容器已运行 5 分钟",  # exited: the state's check reads it
    "redis-cache 已运行 2 秒",  # restarting: no run's time
    "order-svc 在 5 分钟内重启了 3 次",  # no running nor exiting
])
def test_the_row_s_own_time_or_an_unsure_one_is_not(claim: str) -> None:
    assert _ran_otherwise(claim) is None


CRICTL = ("CONTAINER           IMAGE               CREATED             STATE               NAME"
          "                ATTEMPT             POD ID\n"
          "3f2a1b4c5d6e7       a1b2c3d4e5f60       2 hours ago         Running             api"
          "                 3                   9a8b7c6d5e4f3\n"
          "7e6d5c4b3a291       b2c3d4e5f6a71       5 minutes ago       Exited              sidecar"
          "             12                  9a8b7c6d5e4f3")


@pytest.mark.parametrize(("claim", "state"), [
    ("api 容器已退出", "STATE Running for api"), ("sidecar is still running", "STATE Exited for sidecar"),
    ("api 正在运行", None), ("sidecar 已退出", None),
])
def test_crictl_s_state_is_read_as_docker_s_status(claim: str, state: str | None) -> None:
    found = container_state_denied(claim, extract_anchors(claim), [CRICTL], extract_anchors)
    assert (None if found is None else found[1][0].partition(" (")[0]) == state
