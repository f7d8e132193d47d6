"""The words a claim names a status output's fields by, besides the field's own (evidence/fields.py):
`连接` for `connected`, `峰值` for `peak`, `首字节` for curl's `starttransfer`."""

from __future__ import annotations

#: The words of keys that expire (Redis' `expires=`), a field's and a column's.
EXPIRING = ("过期", "expire", "expiring", "expiry")
#: A field name's word -> what a claim may write for it besides itself.
FIELD_WORDS: dict[str, tuple[str, ...]] = {
    "connected": ("连接",), "connections": ("连接",), "clients": ("客户端", "连接"),
    "slaves": ("从库", "从节点", "副本", "replicas"),  # Redis' `connected_slaves`
    "connects": ("连接尝试", "连接", "connection attempts"),
    "blocked": ("阻塞",), "rejected": ("拒绝",), "expired": ("过期",),
    "evicted": ("驱逐", "淘汰", "evictions", "eviction", "evict"),
    "dropped": ("丢包", "丢弃", "drops", "drop"), "drop": ("丢包", "丢弃", "dropped", "drops"),
    # `conntrack -S` (`insert_failed=5 drop=5 early_drop=0`)
    "insert": ("插入", "inserts"), "early": ("提前", "early"), "search": ("查找", "search"),
    "invalid": ("无效",),
    "keys": ("key", "键"), "keyspace": ("缓存", "cache"),
    "memory": ("内存", "mem"), "used": ("使用", "已用", "占用", "use"),
    "heap": ("堆",), "off": ("堆外", "off"), "exceptions": ("异常", "exception"),  # nodetool info's
    "accesses": ("访问", "access"), "busy": ("忙碌", "繁忙", "忙"),  # Apache's `server-status?auto`
    "workers": ("worker", "工作进程"), "req": ("请求", "request"), "sec": ("每秒", "per second", "a second"),
    "traffic": ("传输量", "流量", "传输", "transferred"),  # (its `Total kBytes`: field_names._MEASURED)
    "lag": ("落后", "延迟", "lags", "behind"),  # MongoDB's secondaries (`behind the primary`)
    "expected": ("期望", "预期", "expects", "expect"), "votes": ("票", "vote"),  # corosync's
    "updated": ("更新", "updated", "up to date"), "desired": ("期望", "desired"),  # `kubectl describe deploy`
    "highest": ("最高", "highest"),
    "max": ("最大", "上限", "最高", "峰值", "maximum", "peak"), "min": ("最小", "最低", "minimum"),
    "avg": ("平均", "均值", "average", "mean"), "peak": ("峰值", "最高"),
    "average": ("平均", "均值", "avg", "mean"),  # pgbench's `latency average`
    "initial": ("初始", "首次"), "transactions": ("事务",), "processed": ("处理",),
    "maxmemory": ("最大内存", "内存上限", "淘汰"), "slow": ("慢",),
    # settings (evidence/settings.py): `transaction_isolation`, `maxmemory_policy`, `role`
    "isolation": ("隔离",), "transaction": ("事务", "隔离级别"), "policy": ("策略",), "role": ("角色",),
    "format": ("格式",), "level": ("级别",), "mode": ("模式",), "config": ("配置",), "file": ("文件",),
    "queries": ("查询", "query"), "threads": ("线程", "thread"), "aborted": ("中断", "中止"),
    "limits": ("限制", "上限", "limit"), "requests": ("请求", "request"), "restart": ("重启", "restarted"),
    "errors": ("错误", "报错", "出错", "error"), "hits": ("命中", "hit"), "misses": ("未命中", "miss"),
    # memcached's `stats`
    "evictions": ("驱逐", "淘汰", "eviction", "evict"), "curr": ("当前", "current"),
    "items": ("item", "条目"),
    "running": ("运行",), "created": ("创建",), "exit": ("退出", "exited"), "code": ("码", "code"),
    "cpu": ("cpu",), "fragmentation": ("碎片",), "ratio": ("率", "比"),
    # lscpu's (`Core(s) per socket:  8`)
    "core": ("核心", "cores"), "socket": ("插槽", "sockets"), "thread": ("线程", "threads"),
    # Redis' keyspace (`db0:keys=1523401,expires=120034,avg_ttl=86123456`)
    "expires": EXPIRING, "ttl": ("过期时间", "存活时间", "ttl"),
    "clock": ("时钟", "时间"), "synchronized": ("同步",), "service": ("服务",),  # timedatectl's
    "active": ("活跃", "活动", "主动"), "inactive": ("非活跃", "不活跃", "inactive"), "idle": ("空闲",),
    "waiting": ("等待",),
    "pending": ("等待", "挂起", "排队", "待处理"),
    "threshold": ("阈值", "门限"), "shares": ("分片", "份额"), "limit": ("上限", "限制", "limit"),
    "current": ("当前",), "currently": ("当前", "current", "now"),
    # an English verb names its count's field too (`retried 5 times` of `retries=3`)
    "retries": ("重试", "retried", "retrying"), "failed": ("失败", "failures", "failure"),
    "restarts": ("重启", "restarted"), "failures": ("失败", "failed", "fail"),
    "failure": ("失败", "故障", "failed", "fail", "failures"),  # bonding's `Link Failure Count`
    "banned": ("封禁", "封锁", "ban", "bans"),  # fail2ban's `Currently banned:`
    "timeouts": ("超时", "timed out"),
    "latency": ("延迟", "时延", "耗时"), "elapsed": ("耗时",), "size": ("大小", "总量"),
    "timeout": ("超时", "timeouts", "timed out"),
    "queue": ("队列",), "queued": ("排队", "队列", "queue"),
    "listen": ("监听",), "len": ("长度",),  # PHP-FPM's `listen queue len`
    "children": ("子进程",), "reached": ("达到", "触及"),  # ... and `max children reached`
    "depth": ("深度", "长度"), "port": ("端口",), "status": ("状态", "健康", "health"),
    "health": ("健康", "状态", "status"),
    # `mysqladmin status` (`Open tables: 113`, `Slow queries: 7`)
    "open": ("打开",), "tables": ("表",), "uptime": ("已运行", "运行了", "运行时间", "up for", "uptime"),
    # nginx's `stub_status`
    "accepts": ("接受", "建立", "accepted"), "handled": ("处理", "handled"),
    # ZooKeeper's `mntr` (`zk_outstanding_requests`, `zk_num_alive_connections`)
    "outstanding": ("未完成", "未处理", "排队"), "alive": ("存活", "活跃"), "znode": ("znode",),
    "watch": ("watch",), "ephemerals": ("临时节点", "ephemeral"),
    # Redis' `CLUSTER INFO` (`cluster_state:fail`, `cluster_slots_fail:5461`)
    "cluster": ("集群",), "state": ("状态",), "slots": ("槽", "slot"), "fail": ("失败", "failing", "failed"),
    "known": ("已知", "knows", "know"), "assigned": ("已分配", "分配", "assigned"),
    # `top`'s tasks, `ss -s`'s sockets
    "sleeping": ("睡眠", "休眠"), "stopped": ("停止",), "zombie": ("僵尸",),
    # `docker info`'s (`Containers: 12` over `Running: 3`, `Paused: 0`, `Stopped: 9`)
    "containers": ("容器", "container"), "images": ("镜像", "image"), "paused": ("暂停",),
    "estab": ("已建立", "established"), "timewait": ("time_wait", "time-wait", "time wait"),
    "closed": ("关闭",), "orphaned": ("孤儿",),
    # curl's `-w` timings (`time_connect: 0.021337`)
    "time": ("耗时", "时间", "用时", "took", "time"), "connect": ("连接", "建连", "tcp", "connect"),
    "namelookup": ("dns", "域名解析", "name lookup"), "appconnect": ("tls", "ssl", "握手"),
    "starttransfer": ("首字节", "ttfb", "first byte"),
    # top's summary (`%Cpu(s): 62.0 us, ... 17.5 wa`, `MiB Mem : ... 312.4 free`)
    "user": ("用户态", "user"), "system": ("内核态", "系统态", "system", "sys"),
    "iowait": ("iowait", "io 等待", "io等待", "等待 io", "i/o wait"), "steal": ("偷取", "steal"),
    "nice": ("nice",), "hardirq": ("硬中断",), "softirq": ("软中断",),
    "mem": ("内存", "mem"), "swap": ("交换", "swap"), "run": ("运行",), "processes": ("进程",),
    "context": ("上下文",), "switches": ("切换",), "interrupts": ("中断",),
    "avail": ("可用", "available", "avail"),
    "buff": ("缓冲", "buffer", "buff"), "cache": ("缓存", "cache"),
    "free": ("空闲", "未使用", "剩余", "free"), "total": ("总", "total"),
    # `/proc/meminfo`'s (`MemAvailable:  8123456 kB`)
    "available": ("可用", "available", "avail"), "cached": ("缓存", "cache"),
    "dirty": ("脏页", "脏数据", "dirty"),
    # the OOM killer's line (`total-vm:...kB, anon-rss:...kB, UID:1000`)
    "vm": ("虚拟内存", "virtual memory", "total-vm", "vm"), "anon": ("匿名", "常驻", "rss", "物理内存"),
    # `/proc/PID/status`' sizes (field_names._MEASURED)
    "resident": ("常驻", "物理内存", "resident", "rss"), "virtual": ("虚拟", "virtual"),
    "anonymous": ("匿名", "anonymous", "anon"),
    "shmem": ("共享内存", "shmem"), "uid": ("uid", "用户 id", "用户id"), "pid": ("pid", "进程号"),
    "pgtables": ("页表", "pgtables"),
    # `netstat -s`'s counters (`3456 segments retransmitted`)
    "retransmitted": ("重传", "retransmit"), "segments": ("报文段", "分段", "segment"),
    "attempts": ("尝试", "attempt"), "resets": ("重置", "复位", "rst", "reset"), "connection": ("连接",),
    "openings": ("打开", "发起", "opened"), "passive": ("被动",), "established": ("已建立", "建立"),
    "sent": ("发送", "发出", "返回"), "bad": ("错误的", "损坏", "坏"), "receive": ("接收", "收到"),
    "buffer": ("缓冲区", "缓冲"),
    # PostgreSQL's `EXPLAIN ANALYZE` (`(actual time=... rows=4987 loops=1)`, `Execution Time: 45.912 ms`)
    "actual": ("实际", "actually"), "estimated": ("预估", "估计", "预计", "estimate"), "execution": ("执行",),
    "planning": ("规划", "计划", "plan"),
    # tcpdump's summary (`66 packets dropped by kernel`)
    "captured": ("捕获", "抓到", "抓取"), "filter": ("过滤器", "过滤"), "kernel": ("内核",),
    # speed tests' and iperf's rates (`Download: 94.12 Mbit/s`)
    "download": ("下载", "下行"), "upload": ("上传", "上行"), "speed": ("速率", "速度", "网速"),
    "bitrate": ("速率", "带宽", "吞吐"), "transfer": ("传输",),
    # nginx's `stub_status`
    "reading": ("读", "reading"), "writing": ("写", "writing"),
    # nginx's error log
    "client": ("客户端", "来源", "请求方"), "upstream": ("上游", "后端"),
    # ping's summary and its round trips (`10 packets transmitted, 7 received`, `rtt min/avg/...`)
    "rtt": ("延迟", "时延", "往返", "round-trip", "round trip"), "mdev": ("抖动", "偏差"),
    "round": ("延迟", "时延", "往返", "rtt"), "trip": ("延迟", "时延", "往返", "rtt"),
    "stddev": ("标准差", "抖动"),
    # Elasticsearch's `_cluster/health`
    "shards": ("分片", "shard"), "unassigned": ("未分配", "unallocated"), "initializing": ("初始化",),
    "relocating": ("迁移", "重分配", "重新分配"), "primary": ("主",), "nodes": ("节点", "node"),
    "data": ("数据",), "tasks": ("任务", "task"), "transmitted": ("发送", "发出", "sent"),
    "received": ("收到", "接收", "收回"), "packets": ("包", "报文", "packet"), "packet": ("包", "报文"),
    "loss": ("丢包", "丢失"),
    "peer": ("对端", "对方", "远端"),  # drbdadm's `peer-disk`
    # nodetool tablestats' latencies (`Local read latency`); HDFS' blocks (`Under replicated blocks`)
    "local": ("本地",), "write": ("写入", "写"), "under": ("不足",), "replicated": ("副本",),
    "missing": ("丢失", "缺失"), "corrupt": ("损坏",), "blocks": ("块", "block"),
    # Cassandra's `SSTable count` (its words: `SS`, `Table`)
    "ss": ("sstable",), "table": ("sstable",),
    # `perf stat`'s events
    "branch": ("分支",), "instructions": ("指令",), "cycles": ("周期", "时钟周期"),
    "references": ("引用", "访问"),
    # test runs' tallies (Maven's `Skipped: 7`), vulnerability scanners' severities (npm audit's, trivy's)
    "skipped": ("跳过",), "vulnerabilities": ("漏洞", "vulnerability"),
    "high": ("高危",), "moderate": ("中危", "medium"),
    "medium": ("中危", "moderate"), "low": ("低危",), "critical": ("严重", "危急"),
    # `nvme smart-log`'s
    "media": ("介质",), "unsafe": ("不安全", "异常"), "shutdowns": ("关机", "断电"), "err": ("错误",),
    "entries": ("条目",),
    "faults": ("缺页",), "page": ("页",), "migrations": ("迁移",),
    # ethtool -S's counters (`rx_dropped`, `tx_errors`): a side each
    "rx": ("接收", "收到", "入站", "received", "receive"),
    "tx": ("发送", "发出", "出站", "transmitted", "sent"),
    # MySQL's slow log (`# Query_time: 12.300211  Lock_time: 0.000120 Rows_sent: 1  Rows_examined:`)
    "query": ("查询", "sql", "执行"), "lock": ("锁",), "rows": ("行", "row"),
    "examined": ("扫描", "检查"),
    # Kafka's partitions (`Replicas: 1,2,3 Isr: 1,2`), a Service's `Endpoints:`
    "isr": ("isr", "同步副本", "in-sync replicas", "in-sync replica", "in-sync"),
    "replicas": ("副本", "replica"), "endpoints": ("端点", "endpoint"),
    # MySQL's `Slave_SQL_Running`, Redis' `master_link_status`, a node's `MemoryPressure`
    # MySQL's replica positions (`Read_Master_Log_Pos`, `Exec_Master_Log_Pos`, `Relay_Log_Pos`)
    "read": ("读取", "读到", "已读", "读错误", "读"), "exec": ("执行", "应用", "回放"), "master": ("主库",),
    "log": ("日志", "binlog"), "bin": ("binlog", "二进制"), "pos": ("位置", "位点", "偏移"),
    "relay": ("中继",),
    "sql": ("sql",), "io": ("io",), "link": ("链接", "连接", "链路", "link"),
    "pressure": ("压力", "pressure"),
    "disk": ("磁盘", "disk"), "ready": ("就绪", "ready"), "network": ("网络", "network"),
    "unavailable": ("不可用", "unavailable"),
    "throttled": ("限流", "节流", "throttle"), "periods": ("周期", "period"),
    "usec": ("时间", "耗时", "微秒"),  # a cgroup's `throttled_usec`
    "brokers": ("broker",), "members": ("成员", "member"), "partition": ("分区",), "leader": ("主副本",),
    # `nstat`'s counters (`TcpRetransSegs`, `TcpExtListenOverflows`, `UdpRcvbufErrors`)
    "retrans": ("重传", "retransmit"), "segs": ("报文段", "分段", "segment"),
    "opens": ("打开", "发起", "open"), "overflows": ("溢出", "overflow"), "drops": ("丢弃", "丢包", "drop"),
    "errs": ("错误", "error"), "rcvbuf": ("接收缓冲区", "receive buffer"),
    "in": ("收到", "接收", "入站", "received", "input"),
    # varnishstat's (`MAIN.backend_fail ... Backend conn. failures`)
    "backend": ("后端",), "nuked": ("淘汰", "驱逐", "nuke"), "objects": ("对象", "object"),
    "conn": ("连接", "connection"), "success": ("成功", "successful"),
    "main": ("主",),  # systemd's `Main PID`
    "target": ("目标",), "ip": ("clusterip", "cluster ip", "集群 ip", "集群ip"),  # `kubectl describe svc`
}
