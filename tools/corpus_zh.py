# ruff: noqa: E501  (scenario text reads better unwrapped)
"""Chinese / mixed Chinese-English ops scenarios for the evaluation corpus (tools/build_corpus.py).

Each scenario is one diagnosis session: its tool invocations (metrics, logs, runbooks, traces)
and the facts an executor may quote from them. A fact names the invocation it is quoted from
(`inv`, an index into `invocations`), the verbatim `excerpt` (asserted to be in that output),
a faithful `claim`, and the manipulations the corpus applies to it:

    number    (old, new)  a metric value swapped (95% vs 59%)
    service   (old, new)  another service / component named
    code      (old, new)  another error code or HTTP status
    negation  (old, new)  a negation flip (已耗尽 vs 未耗尽)
    ident     (old, new)  another request id / IP address
    unit      (old, new)  the same value in another unit (5300ms vs 5.3s): still faithful

Every (old) string must occur in both the excerpt and the claim unless marked otherwise; the
builder checks this. The text is written to read like real tool output, not like test data.
"""

from __future__ import annotations

from typing import Any

SCENARIOS: list[dict[str, Any]] = [
    {
        "key": "payment-timeout",
        "session": "sess-20261129-payment",
        "invocations": [
            ("query_metrics", "payment-svc 指标 10:00-10:05：CPU 使用率 92%，内存使用率 59%，活跃线程数 245，"
             "GC 次数 12，p99 延迟 5300ms，QPS 1.2万"),
            ("query_metrics", "order-svc 指标 10:00-10:05：CPU 使用率 37%，内存使用率 71%，活跃线程数 88，"
             "p99 延迟 210ms，QPS 8600"),
            ("query_logs", "2026-11-29 10:02:11 ERROR [payment-svc] c.a.pay.PayClient - 调用 order-svc 超时 "
             "after 5000ms, 返回 503, orderId=202611290001\n"
             "2026-11-29 10:02:13 ERROR [payment-svc] c.a.pay.PayClient - HikariPool-1 - Connection is "
             "not available, request timed out after 30000ms\n"
             "2026-11-29 10:02:15 WARN [payment-svc] c.a.pay.DbMonitor - 连接池已耗尽：active=50/50，pending=23"),
            ("query_logs", "2026-11-29 10:02:12 ERROR [order-svc] c.a.order.StockClient - 调用 inventory-svc "
             "失败，错误码 ERR_STOCK_LOCK，订单号 202611290001\n"
             "2026-11-29 10:02:14 INFO [order-svc] c.a.order.OrderApi - 返回 200，耗时 180ms"),
        ],
        "runbook": ("命中 2 篇 runbook", {
            "hits": [
                {"doc_id": "RB-PAY-017", "title": "支付超时排查",
                 "text": "当 HikariCP 连接池已耗尽（active 达到 maximumPoolSize=50）时，先将 payment-svc "
                         "扩容到 6 个实例，再排查慢 SQL。"},
                {"doc_id": "RB-ORD-003", "title": "库存锁冲突",
                 "text": "ERR_STOCK_LOCK 表示库存行锁等待超过 3 秒，通常由批量导入任务引起。"},
            ],
            "total": 2}),
        "runbook_fact": {"excerpt": "先将 payment-svc 扩容到 6 个实例，再排查慢 SQL",
                         "claim": "runbook RB-PAY-017 建议将 payment-svc 扩容到 6 个实例。"},
        "facts": [
            {"inv": 0, "excerpt": "CPU 使用率 92%，内存使用率 59%",
             "claim": "payment-svc 的 CPU 使用率为 92%，内存使用率 59%。",
             "number": ("59%", "95%")},
            {"inv": 0, "excerpt": "p99 延迟 5300ms",
             "claim": "payment-svc 的 p99 延迟为 5300ms。",
             "unit": ("5300ms", "5.3s"), "number": ("5300ms", "3500ms")},
            {"inv": 2, "excerpt": "调用 order-svc 超时 after 5000ms, 返回 503",
             "claim": "payment-svc 调用 order-svc 超时，返回 503。",
             "service": ("order-svc", "account-svc"), "code": ("503", "502")},
            {"inv": 2, "excerpt": "连接池已耗尽：active=50/50，pending=23",
             "claim": "payment-svc 数据库连接池已耗尽，pending 为 23。",
             "negation": ("已耗尽", "未耗尽"), "number": ("23", "32")},
            {"inv": 3, "excerpt": "调用 inventory-svc 失败，错误码 ERR_STOCK_LOCK",
             "claim": "order-svc 调用 inventory-svc 失败，错误码 ERR_STOCK_LOCK。",
             "code": ("ERR_STOCK_LOCK", "ERR_TIMEOUT"), "service": ("inventory-svc", "coupon-svc")},
        ],
    },
    {
        "key": "order-deadlock",
        "session": "sess-20261130-order-db",
        "invocations": [
            ("query_logs", "2026-11-30 02:14:07.331 ERROR [order-svc] o.h.e.j.s.SqlExceptionHelper - "
             "Deadlock found when trying to get lock; try restarting transaction, SQLSTATE 40001, "
             "错误码 1213\n2026-11-30 02:14:07.335 WARN [order-svc] c.s.order.OrderRepo - 事务回滚，"
             "订单号 O20261130008812，重试 3 次后放弃"),
            ("query_logs", "2026-11-30 02:14:09.120 ERROR [billing-svc] c.s.bill.InvoiceJob - 批量开票失败："
             "Lock wait timeout exceeded，错误码 1205，批次号 B1130-0207\n"
             "2026-11-30 02:14:10.002 INFO [billing-svc] c.s.bill.InvoiceJob - 已跳过 418 条记录"),
            ("query_metrics", "mysql-order-primary 02:10-02:20：活跃连接数 480，慢查询 1260 次，行锁等待 "
             "平均 2.4s，复制延迟 0s，CPU 使用率 64%"),
            ("query_metrics", "mysql-billing-primary 02:10-02:20：活跃连接数 150，慢查询 35 次，行锁等待 "
             "平均 310ms，复制延迟 12s，CPU 使用率 46%"),
        ],
        "facts": [
            {"inv": 0, "excerpt": "Deadlock found when trying to get lock; try restarting transaction, "
                                  "SQLSTATE 40001, 错误码 1213",
             "claim": "order-svc 写入时发生死锁，错误码 1213（SQLSTATE 40001）。",
             "code": ("1213", "1205")},
            {"inv": 0, "excerpt": "事务回滚，订单号 O20261130008812，重试 3 次后放弃",
             "claim": "订单号 O20261130008812 的事务重试 3 次后回滚。",
             "number": ("3 次", "5 次")},
            {"inv": 2, "excerpt": "活跃连接数 480，慢查询 1260 次，行锁等待 平均 2.4s",
             "claim": "mysql-order-primary 活跃连接数 480，行锁等待平均 2.4 秒。",
             "unit": ("2.4s", "2400ms"), "number": ("480", "840")},
            {"inv": 3, "excerpt": "复制延迟 12s，CPU 使用率 46%",
             "claim": "mysql-billing-primary 复制延迟 12s，CPU 使用率 46%。",
             "number": ("46%", "64%")},
            {"inv": 1, "excerpt": "批量开票失败：Lock wait timeout exceeded，错误码 1205",
             "claim": "billing-svc 批量开票失败，错误码 1205。",
             "code": ("1205", "1213")},
        ],
    },
    {
        "key": "kafka-lag",
        "session": "sess-20261201-kafka",
        "invocations": [
            ("query_metrics", "consumer group billing-consumer, topic billing-events：partition 7 lag 98000，"
             "partition 3 lag 1200，消费速率 350 条/s，rebalance 次数 6"),
            ("query_metrics", "consumer group audit-consumer, topic audit-events：partition 0 lag 40，"
             "消费速率 2100 条/s，rebalance 次数 0"),
            ("query_logs", "2026-12-01 09:41:02 WARN [billing-consumer] o.a.k.c.c.i.ConsumerCoordinator - "
             "Offset commit failed on partition billing-events-7: CommitFailedException, "
             "max.poll.interval.ms=300000 已超出\n2026-12-01 09:41:05 INFO [billing-consumer] "
             "o.a.k.c.c.i.AbstractCoordinator - 重新加入消费组，generation 41"),
            ("query_logs", "2026-12-01 09:40:58 INFO [audit-consumer] o.a.k.c.c.i.ConsumerCoordinator - "
             "Committed offset 7731204 for partition audit-events-0，耗时 12ms"),
        ],
        "facts": [
            {"inv": 0, "excerpt": "partition 7 lag 98000，partition 3 lag 1200",
             "claim": "billing-consumer 在 partition 7 的 lag 达到 98000。",
             "number": ("98000", "9800"), "unit": ("98000", "9.8万")},
            {"inv": 0, "excerpt": "消费速率 350 条/s，rebalance 次数 6",
             "claim": "billing-consumer 消费速率 350 条/s，rebalance 6 次。",
             "number": ("rebalance 次数 6", "rebalance 次数 16")},
            {"inv": 2, "excerpt": "Offset commit failed on partition billing-events-7: CommitFailedException",
             "claim": "billing-consumer 提交 offset 失败，CommitFailedException。",
             "code": ("CommitFailedException", "RebalanceInProgressException")},
            {"inv": 2, "excerpt": "重新加入消费组，generation 41",
             "claim": "billing-consumer 重新加入消费组，generation 41。",
             "number": ("41", "14")},
            {"inv": 3, "excerpt": "Committed offset 7731204 for partition audit-events-0",
             "claim": "audit-consumer 已提交 offset 7731204。",
             "service": ("audit-events-0", "billing-events-0")},
        ],
    },
    {
        "key": "redis-cache",
        "session": "sess-20261202-cart",
        "invocations": [
            ("query_metrics", "redis-cluster-cart 14:00-14:10：命中率 59%，内存使用率 97%，evicted_keys 18342，"
             "connected_clients 1450，instantaneous_ops_per_sec 8.6万"),
            ("query_metrics", "redis-cluster-session 14:00-14:10：命中率 95%，内存使用率 42%，evicted_keys 0，"
             "connected_clients 310"),
            ("query_logs", "2026-12-02 14:03:19 ERROR [cart-svc] c.s.cart.CartCache - OOM command not "
             "allowed when used memory > 'maxmemory'，key=cart:u:88123，回源 MySQL\n"
             "2026-12-02 14:03:21 WARN [cart-svc] c.s.cart.CartCache - 缓存未命中，回源耗时 850ms"),
            ("query_logs", "2026-12-02 14:03:30 INFO [session-svc] c.s.session.Store - 会话续期成功，"
             "耗时 3ms，ttl=1800s"),
        ],
        "facts": [
            {"inv": 0, "excerpt": "命中率 59%，内存使用率 97%",
             "claim": "redis-cluster-cart 命中率只有 59%，内存使用率 97%。",
             "number": ("59%", "95%")},
            {"inv": 0, "excerpt": "evicted_keys 18342，connected_clients 1450",
             "claim": "redis-cluster-cart 驱逐了 18342 个 key，客户端连接 1450。",
             "number": ("18342", "13842")},
            {"inv": 2, "excerpt": "OOM command not allowed when used memory > 'maxmemory'",
             "claim": "cart-svc 写缓存报 OOM command not allowed，内存超过 maxmemory。",
             "negation": ("not allowed", "allowed")},
            {"inv": 2, "excerpt": "缓存未命中，回源耗时 850ms",
             "claim": "cart-svc 缓存未命中，回源耗时 850ms。",
             "negation": ("未命中", "已命中"), "unit": ("850ms", "0.85s")},
            {"inv": 3, "excerpt": "会话续期成功，耗时 3ms，ttl=1800s",
             "claim": "session-svc 会话续期成功，ttl 为 1800s。",
             "unit": ("1800s", "30分钟"), "number": ("1800s", "180s")},
        ],
    },
    {
        "key": "k8s-oom",
        "session": "sess-20261203-inventory",
        "invocations": [
            ("query_k8s", "pod inventory-svc-7d9f8c6b5-x2k4p 状态 CrashLoopBackOff，Last State: Terminated，"
             "Reason: OOMKilled，Exit Code: 137，重启次数 7，memory limit 2Gi"),
            ("query_k8s", "pod pricing-svc-5c7b9d4f8-q8n2m 状态 Running，重启次数 0，memory limit 1Gi，"
             "Ready 1/1"),
            ("query_metrics", "inventory-svc 容器内存 13:20-13:30：峰值 2040MB，平均 1.7GB，JVM heap 1536MB，"
             "Full GC 9 次"),
            ("query_metrics", "pricing-svc 容器内存 13:20-13:30：峰值 610MB，平均 540MB，Full GC 0 次"),
        ],
        "facts": [
            {"inv": 0, "excerpt": "Reason: OOMKilled，Exit Code: 137，重启次数 7",
             "claim": "inventory-svc 的 pod 因 OOMKilled 退出（Exit Code 137），重启 7 次。",
             "number": ("重启次数 7", "重启次数 17"), "code": ("OOMKilled", "Error")},
            {"inv": 0, "excerpt": "pod inventory-svc-7d9f8c6b5-x2k4p 状态 CrashLoopBackOff",
             "claim": "pod inventory-svc-7d9f8c6b5-x2k4p 处于 CrashLoopBackOff。",
             "service": ("inventory-svc-7d9f8c6b5-x2k4p", "inventory-svc-7d9f8c6b5-m9t3z")},
            {"inv": 2, "excerpt": "峰值 2040MB，平均 1.7GB",
             "claim": "inventory-svc 容器内存峰值 2040MB。",
             "number": ("2040MB", "1040MB"), "unit": ("2040MB", "1.99GB")},
            {"inv": 2, "excerpt": "JVM heap 1536MB，Full GC 9 次",
             "claim": "inventory-svc JVM heap 1536MB，Full GC 9 次。",
             "number": ("Full GC 9 次", "Full GC 19 次")},
        ],
    },
    {
        "key": "gateway-502",
        "session": "sess-20261204-gateway",
        "invocations": [
            ("query_logs", '10.20.3.17 - - [04/Dec/2026:20:11:45 +0800] "POST /api/v2/login HTTP/1.1" 502 '
             '157 "-" "okhttp/4.9.3" upstream=user-svc:8080 request_time=30.002\n'
             "2026/12/04 20:11:45 [error] 3121#0: *88231 upstream timed out (110: Connection timed "
             "out) while reading response header from upstream, upstream: \"http://10.20.7.41:8080/login\""),
            ("query_logs", '10.20.3.18 - - [04/Dec/2026:20:11:47 +0800] "GET /api/v2/profile HTTP/1.1" 200 '
             '2311 "-" "okhttp/4.9.3" upstream=profile-svc:8080 request_time=0.041'),
            ("query_metrics", "api-gateway 20:10-20:15：5xx 比例 18.5%，502 次数 4231，p99 延迟 30s，"
             "上游 user-svc 健康检查失败 3 台"),
            ("query_metrics", "api-gateway 20:00-20:05：5xx 比例 0.2%，502 次数 12，p99 延迟 180ms"),
        ],
        "facts": [
            {"inv": 0, "excerpt": '"POST /api/v2/login HTTP/1.1" 502 157',
             "claim": "登录接口 /api/v2/login 返回 502。",
             "code": ("502", "504")},
            {"inv": 0, "excerpt": "upstream timed out (110: Connection timed out) while reading response header",
             "claim": "网关读取 user-svc 响应头超时（110: Connection timed out）。",
             "number": ("110", "111")},
            {"inv": 2, "excerpt": "5xx 比例 18.5%，502 次数 4231，p99 延迟 30s",
             "claim": "api-gateway 5xx 比例 18.5%，p99 延迟 30s。",
             "number": ("18.5%", "1.85%"), "unit": ("30s", "30000ms")},
            {"inv": 2, "excerpt": "上游 user-svc 健康检查失败 3 台",
             "claim": "上游 user-svc 有 3 台健康检查失败。",
             "service": ("user-svc", "profile-svc")},
        ],
    },
    {
        "key": "oracle-settlement",
        "session": "sess-20261205-settle",
        "invocations": [
            ("query_logs", "2026-12-05 01:30:12 ERROR [settlement-svc] c.b.settle.BatchWriter - "
             "java.sql.SQLException: ORA-00060: deadlock detected while waiting for resource，"
             "批次号 S1205-01\n2026-12-05 01:30:40 ERROR [settlement-svc] c.b.settle.Reconcile - "
             "ORA-01555: snapshot too old: rollback segment number 12 with name \"_SYSSMU12$\" too small"),
            ("query_logs", "2026-12-05 01:31:02 WARN [clearing-svc] c.b.clear.FileLoader - 对账文件未到达，"
             "已等待 15 分钟，文件 CLR_20261204.dat"),
            ("query_metrics", "oracle-settle-db 01:25-01:35：活跃会话 312，enq: TX - row lock contention "
             "等待 48%，undo 表空间使用率 99%"),
            ("search_runbook", "Runbook SET-009：ORA-01555 时先检查 undo_retention（当前 900s），必要时扩容 undo "
             "表空间；不要在批量结算期间执行全表对账。"),
        ],
        "facts": [
            {"inv": 0, "excerpt": "ORA-00060: deadlock detected while waiting for resource",
             "claim": "settlement-svc 批量写入遇到 ORA-00060 死锁。",
             "code": ("ORA-00060", "ORA-00054")},
            {"inv": 0, "excerpt": "ORA-01555: snapshot too old: rollback segment number 12",
             "claim": "settlement-svc 对账时出现 ORA-01555 snapshot too old。",
             "code": ("ORA-01555", "ORA-01652")},
            {"inv": 1, "excerpt": "对账文件未到达，已等待 15 分钟",
             "claim": "clearing-svc 的对账文件未到达，已等待 15 分钟。",
             "negation": ("未到达", "已到达"), "unit": ("15 分钟", "900 秒"), "number": ("15 分钟", "50 分钟")},
            {"inv": 2, "excerpt": "row lock contention 等待 48%，undo 表空间使用率 99%",
             "claim": "oracle-settle-db undo 表空间使用率 99%。",
             "number": ("99%", "69%")},
            {"inv": 3, "excerpt": "ORA-01555 时先检查 undo_retention（当前 900s）",
             "claim": "runbook 指出 ORA-01555 时应先检查 undo_retention（当前 900s）。",
             "unit": ("900s", "15min"), "number": ("900s", "1800s")},
        ],
    },
    {
        "key": "disk-full",
        "session": "sess-20261206-logcollector",
        "invocations": [
            ("query_host", "host log-collector-03.prod.internal：/data 使用率 97%，可用 12GB，inode 使用率 41%；"
             "/ 使用率 63%"),
            ("query_host", "host log-collector-04.prod.internal：/data 使用率 58%，可用 410GB，inode 使用率 9%"),
            ("query_logs", "Dec  6 03:12:44 log-collector-03 fluentd[2231]: [error] failed to flush the buffer："
             "ENOSPC: no space left on device, write '/data/buffer/app.q5f1.log'\n"
             "Dec  6 03:12:50 log-collector-03 fluentd[2231]: [warn] buffer 队列长度 512，已丢弃 3.2万 条日志"),
            ("query_logs", "Dec  6 03:12:51 log-collector-04 fluentd[1877]: [info] flush 成功，耗时 45ms"),
        ],
        "facts": [
            {"inv": 0, "excerpt": "/data 使用率 97%，可用 12GB",
             "claim": "log-collector-03.prod.internal 的 /data 使用率 97%，仅剩 12GB。",
             "number": ("97%", "79%"), "unit": ("12GB", "12288MB")},
            {"inv": 2, "excerpt": "ENOSPC: no space left on device",
             "claim": "fluentd 刷写缓冲区失败：ENOSPC。",
             "code": ("ENOSPC", "EACCES")},
            {"inv": 2, "excerpt": "buffer 队列长度 512，已丢弃 3.2万 条日志",
             "claim": "fluentd 已丢弃 3.2万 条日志。",
             "number": ("3.2万", "2.3万"), "unit": ("3.2万", "32000")},
            {"inv": 0, "excerpt": "inode 使用率 41%；/ 使用率 63%",
             "claim": "log-collector-03.prod.internal inode 使用率 41%。",
             "number": ("41%", "14%")},
        ],
    },
    {
        "key": "tls-expiry",
        "session": "sess-20261207-auth",
        "invocations": [
            ("query_certs", "auth-svc 证书 CN=auth.example.com，签发者 R3，到期 2026-12-10，剩余 3 天，"
             "自动续期未开启"),
            ("query_certs", "pay-gw 证书 CN=pay.example.com，到期 2027-03-02，剩余 85 天，自动续期已开启"),
            ("query_logs", "2026-12-07 11:20:03 WARN [auth-svc] i.n.h.s.SslHandler - SSL handshake failed："
             "javax.net.ssl.SSLHandshakeException: PKIX path building failed，client 10.8.4.21\n"
             "2026-12-07 11:20:04 INFO [auth-svc] c.s.auth.TokenApi - 签发 token 成功，耗时 22ms"),
        ],
        "facts": [
            {"inv": 0, "excerpt": "到期 2026-12-10，剩余 3 天，自动续期未开启",
             "claim": "auth-svc 证书剩余 3 天到期，自动续期未开启。",
             "negation": ("未开启", "已开启"), "number": ("剩余 3 天", "剩余 30 天"),
             "unit": ("3 天", "72 小时")},
            {"inv": 2, "excerpt": "javax.net.ssl.SSLHandshakeException: PKIX path building failed",
             "claim": "auth-svc TLS 握手失败，SSLHandshakeException。",
             "code": ("SSLHandshakeException", "SSLPeerUnverifiedException")},
            {"inv": 2, "excerpt": "PKIX path building failed，client 10.8.4.21",
             "claim": "来自 10.8.4.21 的握手 PKIX path building failed。",
             "ident": ("10.8.4.21", "10.8.4.12")},
            {"inv": 1, "excerpt": "到期 2027-03-02，剩余 85 天",
             "claim": "pay-gw 证书剩余 85 天。",
             "number": ("85 天", "58 天")},
        ],
    },
    {
        "key": "threadpool",
        "session": "sess-20261208-search",
        "invocations": [
            ("query_metrics", "search-svc 线程池 search-exec：active 200/200，queue 5000/5000，rejected 1873 次，"
             "CPU 使用率 88%，p95 延迟 2.8s"),
            ("query_metrics", "suggest-svc 线程池 suggest-exec：active 35/64，queue 0/1000，rejected 0 次，"
             "CPU 使用率 31%"),
            ("query_logs", "2026-12-08 16:45:10 ERROR [search-svc] c.s.search.QueryExecutor - "
             "java.util.concurrent.RejectedExecutionException: Task rejected from "
             "ThreadPoolExecutor[Running, pool size = 200, active threads = 200, queued tasks = 5000]\n"
             "2026-12-08 16:45:12 WARN [search-svc] c.s.search.EsClient - es-cluster-2 响应慢，耗时 4100ms"),
            ("search_runbook", "Runbook SRCH-004：线程池满时不要直接扩大 queue；先确认 es-cluster 延迟，"
             "必要时开启降级开关 search.degrade=true。"),
        ],
        "facts": [
            {"inv": 0, "excerpt": "active 200/200，queue 5000/5000，rejected 1873 次",
             "claim": "search-svc 线程池打满，rejected 1873 次。",
             "number": ("1873", "1378")},
            {"inv": 0, "excerpt": "CPU 使用率 88%，p95 延迟 2.8s",
             "claim": "search-svc CPU 使用率 88%，p95 延迟 2.8s。",
             "number": ("88%", "38%"), "unit": ("2.8s", "2800ms")},
            {"inv": 2, "excerpt": "java.util.concurrent.RejectedExecutionException: Task rejected",
             "claim": "search-svc 提交查询任务被拒绝，RejectedExecutionException。",
             "code": ("RejectedExecutionException", "TimeoutException")},
            {"inv": 2, "excerpt": "es-cluster-2 响应慢，耗时 4100ms",
             "claim": "es-cluster-2 响应慢，耗时 4.1 秒。",
             "service": ("es-cluster-2", "es-cluster-5"), "unit": ("4100ms", "4.1s")},
            {"inv": 3, "excerpt": "线程池满时不要直接扩大 queue",
             "claim": "runbook 要求线程池满时不要直接扩大 queue。",
             "negation": ("不要直接扩大", "直接扩大")},
        ],
    },
    {
        "key": "dns",
        "session": "sess-20261209-notify",
        "invocations": [
            ("query_logs", "2026-12-09 07:05:33 ERROR [notify-svc] c.s.notify.SmsSender - 调用 sms-gateway "
             "失败：getaddrinfo ETIMEDOUT sms-gw.internal，重试 2 次\n2026-12-09 07:05:40 WARN "
             "[notify-svc] c.s.notify.SmsSender - 短信发送队列积压 6400 条"),
            ("query_logs", "2026-12-09 07:05:35 INFO [mail-svc] c.s.mail.Sender - 邮件发送成功，耗时 230ms"),
            ("query_metrics", "coredns 07:00-07:10：请求量 4.2万/s，SERVFAIL 比例 23%，p99 解析延迟 5s，"
             "上游 10.0.0.2:53 不可达"),
            ("query_metrics", "coredns 06:50-07:00：请求量 3.9万/s，SERVFAIL 比例 0.1%，p99 解析延迟 8ms"),
        ],
        "facts": [
            {"inv": 0, "excerpt": "getaddrinfo ETIMEDOUT sms-gw.internal，重试 2 次",
             "claim": "notify-svc 解析 sms-gw.internal 超时（ETIMEDOUT）。",
             "code": ("ETIMEDOUT", "ECONNREFUSED")},
            {"inv": 0, "excerpt": "短信发送队列积压 6400 条",
             "claim": "notify-svc 短信发送队列积压 6400 条。",
             "number": ("6400", "4600")},
            {"inv": 2, "excerpt": "SERVFAIL 比例 23%，p99 解析延迟 5s",
             "claim": "coredns SERVFAIL 比例 23%，p99 解析延迟 5s。",
             "number": ("23%", "32%"), "unit": ("5s", "5000ms")},
            {"inv": 2, "excerpt": "上游 10.0.0.2:53 不可达",
             "claim": "coredns 上游 10.0.0.2:53 不可达。",
             "negation": ("不可达", "可达")},
        ],
    },
    {
        "key": "jvm-gc",
        "session": "sess-20261210-risk",
        "invocations": [
            ("query_metrics", "risk-engine JVM 09:00-09:30：Full GC 12 次，最长停顿 5.3s，老年代使用率 96%，"
             "Metaspace 310MB"),
            ("query_metrics", "rule-engine JVM 09:00-09:30：Full GC 1 次，最长停顿 180ms，老年代使用率 45%"),
            ("query_logs", "2026-12-09T09:14:02.118+0800: [Full GC (Ergonomics) [PSYoungGen: 1048576K->0K] "
             "[ParOldGen: 3984211K->3979002K(4194304K)] pause 5.3210000 secs]\n"
             "2026-12-09 09:14:08 WARN [risk-engine] c.s.risk.Scorer - 评分请求超时，规则版本 v2026.12.1，"
             "请求ID req-7f3a9c21"),
            ("query_logs", "2026-12-09 09:14:09 INFO [rule-engine] c.s.rule.Loader - 规则热加载完成，耗时 640ms，"
             "请求ID req-1b2c3d4e"),
        ],
        "facts": [
            {"inv": 0, "excerpt": "Full GC 12 次，最长停顿 5.3s，老年代使用率 96%",
             "claim": "risk-engine 半小时内 Full GC 12 次，最长停顿 5.3 秒。",
             "number": ("96%", "69%"), "unit": ("5.3s", "5300ms")},
            {"inv": 2, "excerpt": "评分请求超时，规则版本 v2026.12.1，请求ID req-7f3a9c21",
             "claim": "risk-engine 评分请求超时，请求ID req-7f3a9c21。",
             "ident": ("req-7f3a9c21", "req-7f3a9c12")},
            {"inv": 0, "excerpt": "老年代使用率 96%，Metaspace 310MB",
             "claim": "risk-engine 老年代使用率 96%，Metaspace 310MB。",
             "number": ("310MB", "130MB")},
            {"inv": 3, "excerpt": "规则热加载完成，耗时 640ms，请求ID req-1b2c3d4e",
             "claim": "rule-engine 规则热加载完成，耗时 640ms。",
             "unit": ("640ms", "0.64s"), "ident": ("req-1b2c3d4e", "req-1b2c3d4f")},
        ],
    },
]

# Excerpts an executor may invent: plausible ops language with no anchor of the session in it.
FABRICATED = [
    "数据库主从复制延迟持续升高，从库只读查询大量超时",
    "磁盘 IO 等待时间明显升高，写入吞吐下降",
    "connection reset by peer while reading response header from upstream",
    "消息队列堆积后消费者频繁重平衡",
    "certificate chain could not be verified by the trust store",
    "发布后新版本实例启动缓慢，就绪探针多次失败",
    "garbage collector overhead limit exceeded during batch window",
    "负载均衡器摘除了部分不健康节点，流量集中到剩余实例",
    "cache stampede after mass key expiry caused backend saturation",
    "网络抖动导致跨机房调用大量重传",
]

# Anchors an executor may add to a claim that no evidence mentions (claim.entity_grounding):
# (text appended to the claim, the anchor it introduces).
EXTERNAL_ADDITIONS = [
    ("，并导致 account-svc 级联失败", "account-svc"),
    ("，订单号 O20261299990001 受影响", "O20261299990001"),
    ("，同时出现错误码 ERR_DB_FAILOVER", "ERR_DB_FAILOVER"),
    ("，gateway 返回 504", "504"),
    ("，CPU 使用率升至 99%", "99%"),
    ("，影响 10.9.9.9 上的实例", "10.9.9.9"),
]
