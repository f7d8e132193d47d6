"""The words a claim names a table's columns and rows by, in English and Chinese
(evidence/tables.py): `重启` the `RESTARTS` column, `可用内存` `free`'s `Mem:` row, `当前连接数`
MySQL's `Threads_connected`."""

from __future__ import annotations

import re
from collections.abc import Sequence

from gatekeeper.rules.support.evidence.field_words import EXPIRING
from gatekeeper.rules.support.text.patterns import compiled

#: A column's words in a claim (by the header's name, lower-cased, without its unit).
COLUMN_WORDS: dict[str, tuple[str, ...]] = {
    "restarts": ("重启", "restart"),
    "attempt": ("重启", "restart", "attempt"),  # crictl's: the container's restarts
    "↺": ("重启", "restart"),  # pm2's
    "keys": ("key", "键"), "expires": EXPIRING,  # Redis' keyspace, a row per database
    # `kubectl get svc`'s addresses
    "cluster-ip": ("集群 ip", "集群ip", "cluster ip"),  # (not `ClusterIP`: its TYPE)
    "type": ("类型", "type"),
    "external-ip": ("外部 ip", "外部ip", "外网 ip", "外网ip", "公网 ip", "公网ip", "external ip",
                    "externalip"),
    "ready": ("就绪", "ready"),
    "status": ("状态", "status", "state", "phase", "处于"),
    "state": ("状态", "status", "state", "phase", "处于"),  # Patroni's, `ps`'s
    "age": ("运行了", "已运行", "存活", "age", "running for", "up for"),
    "cpu": ("cpu",),
    # mpstat's and sar's shares of CPU time
    "%usr": ("用户态", "user"), "%user": ("用户态", "user"), "%sys": ("内核态", "系统态", "system"),
    "%system": ("内核态", "系统态", "system"), "%iowait": ("iowait", "io 等待", "io等待"),
    "%idle": ("空闲", "idle"), "%steal": ("steal", "被抢占"),
    # sar -n DEV's rates of an interface
    "rxkb/s": ("接收流量", "入流量", "入站流量", "接收带宽", "inbound traffic", "receive throughput",
               "rx traffic", "接收"),
    "txkb/s": ("发送流量", "出流量", "出站流量", "发送带宽", "outbound traffic", "transmit throughput",
               "tx traffic", "发送"),
    "rxpck/s": ("接收包", "收包", "入包", "received packets", "rx packets", "接收"),
    "txpck/s": ("发送包", "发包", "出包", "sent packets", "tx packets", "发送"),
    "memory": ("内存", "memory", "mem"),
    "mem": ("内存", "memory", "mem"),  # top's `%MEM`
    # top's and ps' resident and virtual sizes (`进程内存占用 6.1g`: a size, no `%MEM`; either)
    "res": ("常驻内存", "内存", "res", "resident", "memory"),
    "rss": ("常驻内存", "内存", "rss", "resident", "memory"),
    "virt": ("虚拟内存", "内存", "virt", "virtual", "memory"),
    "vsz": ("虚拟内存", "内存", "vsz", "virtual", "memory"),
    "heap": ("堆内存", "堆", "heap"),  # Elasticsearch's `heap.percent`
    # ... its `_cat/nodes`' `ram.percent` and load averages
    "ram": ("内存", "ram", "memory"),
    # `argocd app list`'s, `flux get kustomizations`'
    "syncpolicy": ("同步策略", "sync policy"),
    "suspended": ("暂停", "挂起", "suspended"),
    "task group": ("任务组", "task group"),  # `nomad job status`' allocations
    "warnings": ("警告", "warning"),  # `velero backup get`'s
    "up-to-date": ("已更新", "up to date", "up-to-date", "updated"),  # `kubectl get deploy`'s
    "duration": ("耗时", "用时", "took", "duration", "lasted"),  # `kubectl get jobs`'
    # `npm outdated`'s releases of a package
    "current": ("当前", "installed", "已安装", "安装的", "is at"),
    "wanted": ("wanted", "期望", "想要", "符合范围"), "latest": ("最新", "latest", "newest"),
    "shards": ("分片", "shard"), "disk.percent": ("使用率", "占用率", "disk usage", "disk.percent"),
    "disk.total": ("总容量", "总大小", "磁盘总量", "total"),
    "disk.indices": ("索引", "indices"),  # `_cat/allocation`'s
    **{f"load_{m}m": (f"{m} 分钟负载", f"{m}分钟负载", f"{m} 分钟平均负载", f"{m}分钟平均负载",
                      f"{m}-minute load", f"{m} minute load", f"{m}m load", f"load_{m}m")
       for m in (1, 5, 15)},
    "requests": ("请求", "request"),
    "timeouts": ("超时", "timeout"),
    "use%": ("使用率", "使用百分比", "占用率", "usage", "use%", "utilization", "utilisation", "full"),
    "used": ("已用", "已使用", "用了", "使用量", "用量", "usage", "used"),
    "avail": ("剩余", "只剩", "还剩", "可用", "avail", "available", "free", "left"),
    "available": ("可用", "available", "avail"),  # free's; its `free` is unused memory
    "free": ("空闲", "未使用", "free"),
    "total": ("总量", "总容量", "总内存", "总数", "total"),
    "size": ("大小", "容量", "总量", "size", "total"),
    "capacity": ("容量", "大小", "capacity", "size"),  # a volume's, a PVC's
    "1k-blocks": ("总大小", "容量", "大小", "size", "total"),  # df's
    # a `du -h` listing's (evidence/size_listings.py): its one column, so a rank of size names it
    "disk usage": ("占用", "空间", "大小", "磁盘", "size", "space", "largest", "biggest", "smallest",
                   "larger", "bigger", "smaller", "大", "更小", "较小", "最小"),
    "errors": ("错误", "报错", "error"),
    # `zpool status`' counts of a device's errors
    "read": ("读错误", "read error"), "write": ("写错误", "write error"),
    "cksum": ("校验错误", "校验和错误", "checksum error", "cksum"),
    "amount": ("金额", "amount"),
    "reason": ("原因", "事件", "reason", "event"),
    "node": ("节点", "运行在", "调度到", "部署在", "node", "scheduled on", "running on", "runs on"),
    "lag": ("积压", "堆积", "消费延迟", "复制延迟", "同步延迟", "落后", "lag"),
    "st": ("stratum", "层"), "delay": ("延迟", "时延", "delay"), "jitter": ("抖动", "jitter"),  # ntpq's
    "mountpoint": ("挂载", "mounted on", "mount point"), "mountpoints": ("挂载", "mounted on", "mount point"),
    "%ifutil": ("利用率", "utilised", "utilized", "utilisation", "utilization"),  # sar -n DEV's
    "address": ("地址", "address", "listens on", "监听"),  # `consul members`' (its gossip address)
    # `conntrack -S`' counters, a CPU's each
    "insert_failed": ("插入失败", "inserts failed", "insert failed"), "drop": ("丢弃", "丢包", "dropped"),
    "early_drop": ("提前丢弃", "early drop"), "invalid": ("无效", "invalid"),
    "search_restart": ("查找重启", "search restart"),
    "roles": ("角色", "role", "节点", "node"),  # `kubectl get nodes`' (`control-plane`, `worker`)
    "exit code": ("退出码", "退出", "exited", "exit code"),  # docker-compose's `Exit 137`
    "recv-q": ("recv-q", "接收队列", "receive queue"), "send-q": ("send-q", "发送队列", "send queue"),
    # w's sessions
    "from": ("从", "来源", "来自", "logged in from"),
    "login@": ("登录时间", "登录于", "登录", "logged in at"),
    # `pg_stat_replication`'s
    "write_lag": ("写入延迟", "写延迟", "write lag"), "flush_lag": ("刷盘延迟", "flush lag"),
    "replay_lag": ("回放延迟", "重放延迟", "应用延迟", "replay lag"),
    "offset": ("偏移量", "偏移", "位点", "offset"),  # Redis' replicas (`slave0:...,offset=...`)
    "current-offset": ("当前偏移", "当前 offset", "已提交偏移", "committed offset"),
    # `kubectl get hpa`
    "maxpods": ("最大副本", "副本上限", "max pods", "maximum pods", "max replicas"),
    "minpods": ("最小副本", "副本下限", "min pods", "minimum pods", "min replicas"),
    "replicas": ("副本", "replica"),  # the HPA's current replicas (`副本数为 2` of its MINPODS' 2)
    "log-end-offset": ("最新偏移", "末端偏移", "最新 offset"),
    # HAProxy's `show stat` CSV
    "chkfail": ("健康检查失败", "检查失败", "chkfail", "failed checks", "check failures"),
    "econ": ("连接错误", "连接失败", "econ", "connection errors"),
    "eresp": ("响应错误", "eresp", "response errors"),
    "scur": ("当前会话", "当前连接", "scur", "current sessions"),
    "qcur": ("排队", "队列中", "qcur", "queued requests"),
    # PgBouncer's `SHOW POOLS` (clients, servers)
    "cl_waiting": ("客户端在等待", "个客户端等待", "等待的客户端", "等待连接的客户端", "waiting clients",
                   "clients waiting"),
    "cl_active": ("活跃客户端", "活跃的客户端", "客户端连接", "active clients", "client connections"),
    "sv_active": ("活跃的服务端连接", "服务端连接", "server connections", "active servers"),
    "sv_idle": ("空闲的服务端连接", "空闲连接", "idle servers", "idle server connections"),
    "maxwait": ("最大等待", "最长等待", "等待时间", "max wait", "maxwait", "waited"),
    # `rabbitmqctl list_queues name messages consumers`
    "messages": ("积压", "堆积", "消息", "messages", "backlog"),
    "consumers": ("消费者", "consumer"),
    # `kafka-topics --describe`
    "leader": ("leader", "主副本", "领导者", "首领"), "isr": ("isr", "同步副本"),
    # `iostat -x`
    "%util": ("利用率", "繁忙", "%util", "util", "utilization", "utilisation"),
    "r_await": ("读等待", "读延迟", "读请求等待", "read await", "read latency"),
    "w_await": ("写等待", "写延迟", "写请求等待", "write await", "write latency"),
    "r/s": ("每秒读", "读 iops", "读iops", "reads per second", "reads/s"),
    "w/s": ("每秒写", "写 iops", "写iops", "writes per second", "writes/s"),
    # vmstat's (text/tables.py names them), by the words of its groups too (`swap` of `swpd`)
    "runnable": ("运行队列", "可运行", "runnable", "run queue"),
    "blocked": ("阻塞", "不可中断", "blocked", "uninterruptible"),
    # `nodetool tpstats`' thread pools
    "pending": ("待处理", "等待", "积压", "排队", "pending"),
    "all time blocked": ("累计阻塞", "累计被阻塞", "总共被阻塞", "all time blocked", "total blocked"),
    # `kubectl get pdb`
    "allowed disruptions": ("允许中断", "允许的中断", "中断", "disruption"),
    "min available": ("最小可用", "min available", "minavailable"),
    "max unavailable": ("最大不可用", "max unavailable", "maxunavailable"),
    "swpd": ("swap 使用", "swap 已用", "已用 swap", "已使用 swap", "使用了 swap", "swap 用量", "swap usage",
             "swap used", "used swap", "交换分区使用", "已用交换"),
    "swap in": ("换入", "swap in", "swap-in", "swapped in", "swapin", "swap-ins"),
    "swap out": ("换出", "swap out", "swap-out", "swapped out", "swapout", "swap-outs"),
    "interrupts": ("中断", "interrupt"),
    "context switches": ("上下文切换", "context switch"),
    # `docker stats`
    "pids": ("进程", "pid 数", "pids", "processes"),
    "limit": ("限制", "上限", "limit"),
    "hard": ("上限", "限额", "配额上限", "hard limit", "hard"),  # `kubectl describe quota`'s
    "usage": ("使用量", "用量", "已用", "已使用", "使用", "占用", "usage"),
    "cpu %": ("cpu 使用率", "cpu使用率", "cpu 利用率", "cpu利用率", "cpu %", "cpu usage"),
    "mem %": ("内存使用率", "内存占用率", "内存利用率", "mem %", "memory usage", "memory %"),
}
# Elasticsearch's `_cat/indices` (its `status` is open or close)
COLUMN_WORDS |= {"health": ("健康状态", "健康", "health"),
                 "docs.count": ("文档数", "文档", "documents", "docs"),
                 "store.size": ("存储大小", "存储", "索引大小", "占用", "store size", "of disk", "on disk"),
                 "pri": ("主分片", "primary shards", "primaries"),
                 "rep": ("副本", "replicas", "replica shards")}
# `netstat -i`'s counts of packets by direction
COLUMN_WORDS |= {"rx-ok": ("接收包", "收包", "received packets", "rx packets"),
                 "tx-ok": ("发送包", "发包", "sent packets", "tx packets"),
                 "rx-err": ("接收错误", "rx errors", "receive errors"),
                 "tx-err": ("发送错误", "tx errors", "transmit errors"),
                 "rx-drp": ("接收丢包", "rx dropped", "rx drops", "received dropped"),
                 "tx-drp": ("发送丢包", "tx dropped", "tx drops"),
                 "rx-ovr": ("接收溢出", "rx overruns"), "tx-ovr": ("发送溢出", "tx overruns")}
# `df -i`'s inodes
COLUMN_WORDS |= {"iused": ("已用", "已使用", "用了", "used", "iused"),
                 "ifree": ("空闲", "剩余", "可用", "free", "ifree"),
                 "iuse%": ("使用率", "iuse%", "usage"), "inodes": ("总数", "总量", "inode 总数", "total")}
# a PVC's storage class; a DaemonSet's desired pods
COLUMN_WORDS |= {"storageclass": ("存储类", "storage class", "storageclass"), "desired": ("期望", "desired")}
# `ceph osd df`'s
COLUMN_WORDS |= {"%use": (*COLUMN_WORDS["use%"], "%use"), "pgs": ("pg", "归置组", "placement groups"),
                 "%used": (*COLUMN_WORDS["use%"], "%used")}  # `ceph df`'s pools
# `docker system df`'s
COLUMN_WORDS |= {"reclaimable": ("可回收", "可释放", "reclaimable", "reclaim"),
                 "active": ("活跃", "在用", "active", "in use")}
# Redis' `CLIENT LIST` (a connection's seconds idle)
COLUMN_WORDS |= {"idle": ("空闲", "idle")}
# Nomad's job summary (a task group's allocations by state)
COLUMN_WORDS |= {"queued": ("排队", "queued"), "starting": ("启动中", "正在启动", "starting"),
                 "running": ("运行", "running"), "failed": ("失败", "failed"),
                 "complete": ("完成", "complete", "completed"), "lost": ("丢失", "lost")}
# PostgreSQL's `pg_stat_user_tables`
COLUMN_WORDS |= {"n_live_tup": ("活元组", "活跃元组", "live tuples", "live rows"),
                 "n_dead_tup": ("死元组", "死亡元组", "dead tuples", "dead rows"),
                 "seq_scan": ("顺序扫描", "全表扫描", "sequential scan", "seq scan"),
                 "idx_scan": ("索引扫描", "index scan")}
# mongostat's
COLUMN_WORDS |= {"conn": ("连接数", "连接", "connections"), "dirty": ("脏数据", "脏页", "dirty"),
                 "insert": ("插入", "insert"), "query": ("查询", "query", "queries"),
                 "update": ("更新", "update"), "delete": ("删除", "delete")}
# LVM's `vgs`, `pvs`, `lvs`: a size free and in all, the volumes counted, a pool's shares
COLUMN_WORDS |= {**dict.fromkeys(("vfree", "pfree"), COLUMN_WORDS["avail"]),
                 **dict.fromkeys(("vsize", "psize", "lsize"), COLUMN_WORDS["size"]),
                 "#lv": ("逻辑卷", "logical volume", "lvs"), "#pv": ("物理卷", "physical volume", "pvs"),
                 "#sn": ("快照", "snapshot"), "data%": ("数据使用率", "data usage"),
                 "meta%": ("元数据使用率", "metadata usage")}
# `kubectl top`'s `CPU%`, `MEMORY%`: as docker's
COLUMN_WORDS["cpu%"] = (*COLUMN_WORDS["cpu %"], "cpu%")
COLUMN_WORDS["memory%"] = (*COLUMN_WORDS["mem %"], "memory%", "内存使用")
#: A labelled row's words in a claim (`free`'s `Mem:` and `Swap:`).
ROW_WORDS = {"mem": compiled(r"内存|(?<![A-Za-z])mem(?:ory)?(?![A-Za-z])", re.IGNORECASE),
              "swap": compiled(r"交换|(?<![A-Za-z])swap(?![A-Za-z])", re.IGNORECASE),
              # MySQL's `SHOW GLOBAL STATUS` / `SHOW VARIABLES` (`| Threads_connected | 151 |`)
              **{name: compiled(words, re.IGNORECASE) for name, words in {
                  "threads_connected": r"当前连接数|已连接(?:的)?线程|连接线程数|threads[ _]connected",
                  "threads_running": r"(?:正在|运行中的|在)运行的?线程|活跃线程|threads[ _]running",
                  "max_used_connections": r"历史最大连接|峰值连接|最大使用连接|max[ _]used[ _]connections",
                  "max_connections": r"(?<!历史)最大连接数|连接数上限|最大允许连接|max[ _]connections",
                  "aborted_connects": r"中止的连接|连接中止|失败的连接尝试|aborted[ _]connects",
                  "aborted_clients": r"中止的客户端|客户端中止|aborted[ _]clients",
                  "slow_queries": r"慢查询|slow[ _]quer",
                  "threads_created": r"创建的线程|已创建线程|threads[ _]created",
                  # PostgreSQL's `pg_stat_activity` counted by state
                  "active": r"活跃|活动|(?<![A-Za-z])active(?![A-Za-z])",
                  "idle": r"(?<!事务中)(?<!事务内)空闲|(?<![A-Za-z])idle(?! in)(?![A-Za-z])",
                  "idle in transaction": r"事务中空闲|事务内空闲|idle in transaction",
                  # `docker system df`'s types
                  "images": r"镜像|(?<![A-Za-z])images?(?![A-Za-z])",
                  "containers": r"容器|(?<![A-Za-z])containers?(?![A-Za-z])",
                  "local volumes": r"(?<!容器)卷|(?<![A-Za-z])volumes?(?![A-Za-z])",
                  "build cache": r"构建缓存|(?<![A-Za-z])build cache(?![A-Za-z])",
                  # Elasticsearch's `_cat/allocation`: its shards no node holds, named in its `node`
                  "unassigned": r"未分配|(?<![A-Za-z])unassigned(?![A-Za-z])",
              }.items()}}
#: The first column of a table whose rows `ROW_WORDS` names: `free`'s (no name), MySQL's, docker's.
LABELS = frozenset({"", "variable_name", "state", "type"})
#: A lower-case cell's words (`consul members`' Status: `alive`, `failed`, `left`, and Type: `server`,
#: `client`; Patroni's State: `running`, `streaming`, `stopped`, `start failed`), in Chinese too:
#: the cells each says.
_CELL_WORDS = {"已离开": ("left",), "离开了": ("left",), "已退出集群": ("left",), "失联": ("failed",),
               "不可达": ("failed",), "存活": ("alive",), "alive": ("alive",), "left": ("left",),
               "failed": ("failed", "Failed"), "已停止": ("stopped",), "停止了": ("stopped",),
               "启动失败": ("start failed",), "failed to start": ("start failed",),
               "start failed": ("start failed",), "正在流复制": ("streaming",), "流复制中": ("streaming",),
               # a streaming replica runs too
               "正在运行": ("running", "streaming", "Up"), "运行中": ("running", "streaming", "Up"),
               "server": ("server",), "服务端": ("server",), "client": ("client",), "客户端": ("client",),
               # docker-compose's State (`Up`, `Exit 137`: text/tables.py reads `Exit` and its code)
               "已退出": ("Exit",), "退出状态": ("Exit",), "exited": ("Exit",), "is up": ("Up",),
               # nmap's port states
               "开放": ("open",), "被过滤": ("filtered",), "已关闭": ("closed",), "关闭了": ("closed",),
               "open": ("open",), "filtered": ("filtered",), "closed": ("closed",),
               # virsh's domain states
               "已关机": ("shut off",), "关机了": ("shut off",), "shut off": ("shut off",),
               "已暂停": ("paused",),
               # velero's backups
               "已完成": ("Completed",), "completed": ("Completed",), "部分失败": ("PartiallyFailed",),
               "partially failed": ("PartiallyFailed",), "正在进行": ("InProgress",),
               "进行中": ("InProgress",), "in progress": ("InProgress",), "备份失败": ("Failed",)}
_CELL_WORD = compiled(r"(?<![未不没非无])(?:已离开|离开了|已退出集群|失联|不可达|存活|已停止|停止了|启动失败"
                      r"|正在流复制|流复制中|正在运行|运行中|服务端|客户端|已退出|退出状态|开放|被过滤|已关闭|关闭了|已关机|关机了|已暂停|已完成|部分失败|正在进行|进行中|(?<!部分)备份失败)"
                      r"|(?<![A-Za-z])(?:alive|left|failed to start|start failed|failed|server|client|exited"
                      r"|is up|open|filtered|closed|shut off|completed|partially failed|in progress)"
                      r"(?![A-Za-z])")
_NOT = compiled(r"(?<![A-Za-z])(?:not|never|no)\s+(?:[a-z]+\s+)?\Z|n't\s+(?:[a-z]+\s+)?\Z", re.IGNORECASE)


def cell_words(clause: str, rows: Sequence[Sequence[str]]) -> list[str]:
    """The cells of `rows` the clause names by their words, not negated (`web-01 已离开集群`,
    `web-01 has left`: `left`)."""
    said = [cell for m in _CELL_WORD.finditer(clause)
            if not _NOT.search(clause, max(0, m.start() - 16), m.start()) for cell in _CELL_WORDS[m.group()]]
    return [word for word in said if any(cell == word for row in rows for cell in row)] if said else []
