"""Levels, outcomes, states: a text naming another of a closed set (text/outcomes.py)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.outcomes import named, other_named, outcome_conflict


@pytest.mark.parametrize(("text", "claim", "words"), [
    ("17/06/09 20:10:52 INFO executor.Executor: Finished", False, ["INFO"]),
    ("Failed password for ftp; session opened", False, ["Failed", "opened"]),
    ("PhoneStatusBar: disable: < ICONS* SYSTEM_INFO* >", False, ["INFO"]),  # a run of letters
    ("任务执行成功", False, ["成功"]),
    ("nginx 配置测试通过", True, ["测试通过"]),  # `通过` alone is also "via": only a check's
    ("请求通过网关转发", True, []),
    ("nginx 配置测试未通过", True, []),
    ("the job did not fail", False, []),  # negated
    ("登录没有成功", False, []),
    ("没有一个请求失败", True, []),  # `没有` before its clause's subject
    ("没有任何请求失败", True, []),
    ("没有 DNS 解析失败", True, []),  # an English word of the subject between
    ("没有重试就失败了", True, ["失败"]),  # a condition: it failed
    ("an error in the plan, then ERROR", True, ["ERROR"]),  # a claim's level: in capitals
    ("the port was open, the job started", True, []),  # words of prose in a claim
    ("ERR_TIMEOUT returned", True, []),  # a code's part is no word of its own in a claim
    ("证书已过期", True, ["过期"]),
    ("证书还有 29 天过期", True, []),  # a prospect, not the state: certbot's `VALID: 29 days`
    ("证书将于 2027年3月1日 过期", True, []),
    ("证书 30 天后过期", True, []),
    ("证书即将过期", True, []),
    ("证书上个月就过期了", True, ["过期"]),
])
def test_the_words_of_a_closed_set_a_text_names(text: str, claim: bool, words: list[str]) -> None:
    assert sorted(named(text, claim).values()) == sorted(words)


@pytest.mark.parametrize(("word", "texts", "other"), [
    ("error", ["2015-07-29 INFO [Listener] connection request"], "INFO"),
    ("accepted", ["sshd[24485]: Failed password for ftp"], "Failed"),
    ("failure", ["sshd: authentication failed"], None),  # the same group
    ("error", ["nothing of the set here"], None),
    ("granted", ["access granted, then denied"], None),  # its own group written too
    ("combo", ["INFO combo"], None),  # no word of a set
])
def test_another_of_its_set_is_found(word: str, texts: list[str], other: str | None) -> None:
    assert other_named(word, texts) == other


@pytest.mark.parametrize(("claim", "excerpts", "conflict"), [
    ("sshd: Accepted password for ftp", ["Failed password for ftp"], ("Accepted", ["Failed"])),
    ("ftp 登录成功", ["Failed password for ftp"], ("成功", ["Failed"])),
    ("ftp 登录失败", ["Failed password for ftp"], None),
    # systemd's `Loaded:` line: `未启用` is disabled (`未` before `启用` negates it: says nothing)
    ("nginx 服务未启用", ["Loaded: loaded (/lib/systemd/system/nginx.service; enabled)"],
     ("未启用", ["enabled"])),
    ("从 INFO 升级为 ERROR", ["2026 ERROR disk full", "2026 INFO disk at 80%"], None),
    ("ERROR executor finished", ["INFO executor finished", "no level here"], ("ERROR", ["INFO"])),
    ("the job succeeded", ["no outcome written"], None),
    # systemd's `vendor preset` is the distribution's default, not the unit's state
    ("p.service 已启用", ["Loaded: loaded (/etc/systemd/system/p.service; disabled; vendor preset: enabled)"],
     ("启用", ["disabled"])),
    ("p.service 已启用", ["Loaded: loaded (/etc/systemd/system/p.service; enabled; vendor preset: disabled)"],
     None),
    # set to start at boot is enabled (`nginx 设置了开机自启` over a disabled unit passed)
    ("nginx 设置了开机自启", ["Loaded: loaded (/lib/systemd/system/nginx.service; disabled; vendor preset: "
                        "enabled)"], ("设置了开机自启", ["disabled"])),
    ("nginx 未设置开机自启", ["Loaded: loaded (/lib/systemd/system/nginx.service; disabled)"], None),
    # not set to start at boot is disabled (`nginx 服务没有设置开机自启` over an enabled unit passed)
    ("nginx 服务没有设置开机自启", ["Loaded: loaded (/lib/systemd/system/nginx.service; enabled; "
                           "vendor preset: enabled)"], ("没有设置开机自启", ["enabled"])),
    ("nginx 开机不自启", ["Loaded: loaded (/lib/systemd/system/nginx.service; enabled)"],
     ("开机不自启", ["enabled"])),
    # a Chinese negator before an English level in a claim (`日志里没有 WARN` over ERROR lines failed)
    ("日志里没有 WARN", ["2015-07-29 19:27:21,250 - ERROR [QuorumPeer] - Unexpected exception"], None),
    # nslookup's `can't find X: NXDOMAIN`: no negation of the status across the colon
    ("api.example.com 解析成功", ["** server can't find api.example.com: NXDOMAIN"], ("成功", ["NXDOMAIN"])),
    # nginx -t's verdict (`nginx 配置语法正确` over `test failed` passed)
    ("nginx 配置语法正确", ["nginx: configuration file /etc/nginx/nginx.conf test failed"],
     ("语法正确", ["failed"])),
    # `passed` is a success (`健康检查通过` citing a line that passed and one that failed: REJECT)
    ("payment-svc 健康检查通过", ["[payment-svc] health check passed\n[order-svc] health check failed"],
     None),
    ("payment-svc 健康检查失败", ["[payment-svc] health check passed"], ("失败", ["passed"])),
    # a DNS answer's status: NXDOMAIN and SERVFAIL failed, NOERROR succeeded
    ("pay.internal 解析成功", [";; ->>HEADER<<- opcode: QUERY, status: NXDOMAIN, id: 41235"],
     ("成功", ["NXDOMAIN"])),
    ("pay.internal 解析失败", [";; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: 7"],
     ("失败", ["NOERROR"])),
    ("pay.internal 解析失败", [";; ->>HEADER<<- opcode: QUERY, status: SERVFAIL, id: 7"], None),
    # a certificate: valid, or expired (`有效期` is a period, `不再有效` no validity)
    ("TLS 证书有效", ["SSL certificate problem: certificate has expired"], ("有效", ["expired"])),
    ("证书有效期至 2027-03-01", ["SSL certificate problem: certificate has expired"], None),
    ("证书不再有效", ["SSL certificate problem: certificate has expired"], None),
    # a connection made is its success (`Connected to`), a count of connected clients none
    ("数据库连接失败", ["INFO [order-svc] Connected to db-01:3306"], ("失败", ["Connected to"])),
    ("连接最终建立成功", ["WARN Connection to db-01 refused, retrying", "INFO Connected to db-01"], None),
    ("redis 连接失败", ["connected_clients:512"], None),
    # openssl's verification: a code other than 0 failed
    ("证书校验通过", ["verify error:num=10:certificate has expired",
                "Verify return code: 10 (certificate has expired)"], ("校验通过", ["verify error:num=10"])),
    ("证书校验失败", ["Verify return code: 0 (ok)"], ("失败", ["ok"])),
])
def test_a_claim_naming_another_of_its_excerpts_set_conflicts(claim: str, excerpts: list[str],
                                                              conflict: tuple | None) -> None:
    assert outcome_conflict(claim, excerpts) == conflict


def test_a_kubernetes_reason_names_its_outcome_in_an_output_only() -> None:
    # `FailedScheduling` is a failure and `SuccessfulCreate` a success, printed; in a claim a
    # CamelCase word is a name, no outcome
    assert "Failed" in named("Warning  FailedScheduling  pod/pay-svc  0/3 nodes").values()
    assert "Successful" in named("Normal  SuccessfulCreate  replicaset/order-7d9f").values()
    assert named("FailedScheduling for pay-svc", claim=True) == {}
    assert outcome_conflict("pay-svc 调度失败", ["Normal Pulled Successfully pulled image",
                                               "Warning FailedScheduling pod/pay-svc 0/3 nodes"]) is None


def test_jmeter_s_errors_name_a_failure() -> None:
    summary = ("Created the tree successfully using plan.jmx\n"
               "summary =  12345 in 00:05:00 =   41.2/s Avg:    47 Min:     2 Max:  2345 Err:   120 (0.97%)")
    assert outcome_conflict("643 requests failed", [summary]) is None
    assert outcome_conflict("643 requests failed", [summary.replace("Err:   120", "Err:     0")]) is not None


GLUSTER = ("Status of volume: gv0\n"
           "Gluster process                             TCP Port  RDMA Port  Online  Pid\n"
           "------------------------------------------------------------------------------\n"
           "Brick server1:/data/brick1/gv0              49152     0          Y       1234\n"
           "Brick server2:/data/brick1/gv0              N/A       N/A        N       N/A\n"
           "Self-heal Daemon on localhost               N/A       N/A        Y       1301")


def test_a_table_s_header_above_a_rule_names_no_outcome() -> None:
    # gluster's `Online` names a column: no brick is said online
    assert named(GLUSTER) == {}
    assert named(GLUSTER.split("\n", 1)[1].rsplit("\n", 3)[0]) == {}  # the header and its rule alone
    # the same line with no rule under it is a line of words
    assert list(named("Gluster process  TCP Port  RDMA Port  Online  Pid").values()) == ["Online"]


def test_a_count_s_line_above_a_rule_still_names_its_outcome() -> None:
    maven = "Tests run: 5, Failures: 1, Errors: 0\n" + "-" * 78  # digits: no header
    assert list(named(maven).values()) == ["Failures"]


def test_redis_s_failed_status_names_a_failure_beside_a_success() -> None:
    info = "rdb_last_bgsave_status:err\naof_last_write_status:ok"
    assert sorted(named(info).values()) == ["_status:err", "err", "ok"]  # the failed group, and `ok`'s
    assert list(named(info, claim=True).values()) == ["ok"]  # a claim's words are read as before
    # the faithful claim: its output names a failure too
    assert outcome_conflict("RDB 最后一次后台保存失败", [info]) is None
    assert outcome_conflict("RDB 最后一次后台保存失败", ["aof_last_write_status:ok"]) == ("失败", ["ok"])
