"""Names: services, hosts, error codes, exceptions, identifiers (docs/anchors.md, Kinds)."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors.model import CJK, words
from gatekeeper.rules.support.text.patterns import compiled

TLD = (
    r"(?:com|net|org|io|cn|edu|gov|info|biz|dev|cloud|uk|de|jp|ru|us|hk|tw|sg|kr|in|au|ca|fr|nl|pl|br|mx|"
    r"internal|local|localdomain|lan|corp|intra|intranet|cluster|example)"
)
HOST_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?"

ID_KEYS_CN = (
    r"订单号|订单编号|订单ID|请求ID|请求号|流水号|交易号|交易流水号|追踪ID|链路ID|工单号|"
    r"任务ID|任务号|用户ID|会话ID|进程号|进程ID|线程ID|批次号"
)
ID_KEY = (
    r"(?:[A-Za-z][A-Za-z0-9]*[_-](?i:id)|[A-Za-z][a-z0-9]*(?:Id|ID)"
    r"|(?i:id|pid|uid|euid|gid|tid|sid|myid|traceid|requestid|reqid|orderid|spanid|sessionid|userid))"
)
ID_VALUE = r"[A-Za-z0-9](?:[A-Za-z0-9_\-]*[A-Za-z0-9])?"

#: What an exception class's name ends with; `Timeout` for Python's requests and httpx
#: (`ReadTimeout`, `ConnectTimeout`: a claim naming one its evidence does not raise only warned).
_EXCEPTION_SUFFIXES = ("Exception", "Error", "Throwable", "Fault", "Timeout")
_EXCEPTION_RE = compiled(rf"[A-Z][A-Za-z0-9_]*(?:{'|'.join(_EXCEPTION_SUFFIXES)})")
_QUALIFIER_RE = compiled(r"[.$]")
_ERRNO = words(
    "econnrefused econnreset econnaborted etimedout enospc enomem eaddrinuse epipe eacces enoent "
    "ehostunreach enetunreach emfile enfile eperm eagain oomkilled crashloopbackoff imagepullbackoff "
    "errimagepull "
    # DNS response codes (`dig`'s `status: NXDOMAIN`): a claim's `NOERROR` was a name, and warned
    "nxdomain servfail noerror formerr notimp"
)
_ERROR_CODE_RE = compiled(r"E\d{3,6}|[A-Z]{2,6}-\d{3,6}")  # not `COVID-19`
_UPPER_SNAKE_RE = compiled(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
_ERRORISH = ("ERR", "FAIL", "TIMEOUT", "EXCEPTION", "INVALID", "DENIED", "REFUSED", "UNAVAILABLE", "ABORT")
_FILE_EXT = words(
    "log txt conf cfg ini properties xml json yaml yml py java jar so gz zip tar out err pid sh class "
    "csv sql md html js go rs toml lock exe dll dat sqm rrd c h cpp"
)
_ID_SEGMENT_RE = compiled(r"(?=.*\d)(?:[0-9a-fA-F]{6,}|\d{4,})")
# Hyphenated English words, not component names.
_HYPHEN_PREFIXES = words(
    "non re pre co self multi anti semi sub cross well built read write up out e x one two long short "
    "high low real full half all off on opt end follow set so in by"
)
#: ... nor a compound adjective, by its last word (`user-friendly`, `cost-cutting`,
#: `state-of-the-art`): no service ends so (`user-service` does).
_ADJECTIVE_ENDS = words(
    "friendly free based driven oriented focused related specific sensitive effective cutting made "
    "notch tier grade edge art derived enabling linked connected affiliated assisted supported "
    "powered centric wide like proof safe aware intensive heavy rich saving looking known owned "
    "funded backed led term use"
)


# Letter+digit codes: trains, flights, orders, tickets (`G4719`, `MU5735`, `INC0012345`).
_CODE_RE = compiled(r"[A-Z]{1,4}\d{3,}[A-Z]?")
_NOT_CODES = words("p999 sha256 sha512 sha384 aes128 aes256 x509 iso8601 rfc3339 utf16 rsa2048 "
                   "ipv4 ipv6 tls13 http11 ddr4 ddr5 rtx3090 h264 h265")
# Hosts, nodes, devices, interfaces written as letters and digits (`dn228`, `eth1`, `sda1`,
# `nvme0n1`, `storage234`; `U11`, `CI46`): without an anchor a claim could name any of them.
_DEVICE_RE = compiled(r"[a-z]{1,12}\d+(?:[a-z]+\d+)*[a-z]?")
SHORT_CODE_RE = compiled(r"[A-Z]{1,4}\d{1,2}")
# Versions, formats, standards, periods: nobody's device (`v2`, `mp3`, `Q4`, `FY21`, `k8s`).
_NOT_DEVICES = compiled(
    r"v\d+|[QH][1-4]|FY\d+|(?i:(?:p|tp|top|mp|md|utf|ucs|base|sha|ipv|http|tls|ssl|ssh|smb|snmpv|"
    r"py|python|java|jdk|rfc|iso|x|amd|arm|win|ddr|usb|pcie|lte|wifi)\d+|i[3-6]86|"
    r"log4j|k8s|i18n|l10n|a11y|s3|ec2|co2|h1n1|covid19)")
_INITIALS_RE = compiled(r"(?:[A-Z]\.)+[A-Z]")
_CAMEL_RE = compiled(r"[A-Za-z]*[a-z][A-Z][A-Za-z]*|[A-Z]{2,}[a-z][A-Za-z]*")
_PERIOD_OVER_PERIOD = compiled(r"([A-Z])o\1")
# Capitalised words that name no one: log levels, units, weekdays, words capitalised in titles.
NOT_NAMES = words(
    "i ok id ip cpu gc oom qps tps rt http https api db sql jvm url uri dns tls ssl tcp udp am pm "
    "utc gmt cst error warn warning info debug fatal trace note notice critical severe fine true "
    "false null none nan get post put delete head patch the a an and or of in on at to for by with "
    "is was are were be this that these those it its he she they we you his her their our your "
    "mon tue wed thu fri sat sun monday tuesday wednesday thursday friday saturday sunday jan feb "
    "mar apr may jun jul aug sep sept oct nov dec january february march april june july august "
    "september october november december mr mrs ms dr no not but if then so as also however "
    "exception throwable fault failure pid ppid tid uid gid pod pods deployment deployments statefulset "
    "daemonset replicaset namespace configmap ingress mtu mac nic hpa ttl numa arp"
)
_IRISH_PREFIX = compiled(r"[OD]'")
_SENTENCE_END = frozenset(".!?;:\n\"'([{<-*#>|`。！？；：\u3002")
CJK_ORG_RE = compiled(
    rf"[{CJK}]{{2,6}}?(?P<suffix>公司|集团|银行|大学|医院|研究院|研究所|委员会|协会|法院|检察院|"
    r"政府|电视台|日报|航空|中学|小学|学院|幼儿园|基金会|俱乐部|出版社|博物馆|交易所|通讯社)"
)
# Government bodies, named by what they govern (`国家统计局`, `北京市公安局`, `发改委`): a
# suffix such as `局` or `部` alone is a word's end as often (`格局`, `内部`).
_GOVERNED = sorted(words(
    "统计 发改 发展改革 发展和改革 公安 气象 税务 海关 交通运输 交通 教育 卫生健康 卫健 卫生 生态环境 环保 "
    "财政 商务 民政 司法 审计 市场监管 市场监督管理 国资 能源 林草 林业 邮政 铁路 民航 外交 国防 工信 "
    "工业和信息化 文旅 文化和旅游 人社 人力资源和社会保障 住建 住房和城乡建设 水利 农业农村 自然资源 "
    "应急管理 科技 医保 药监 外汇 金融监管 网信 体育 广电 知识产权 退役军人事务 信访 粮食和物资储备 文物 "
    "中医药 疾控 移民管理 消防救援"
), key=lambda name: (-len(name), name))
_BODIES = ("证监会", "银保监会", "人民银行", "央行", "国务院")
_AUTHORITY_RE = compiled(
    # the first characters first: one test rejects a position (the alternation alone was
    # tried whole at every character of every Chinese text)
    f"(?=[{''.join(sorted({w[0] for w in (*_GOVERNED, *_BODIES)}))}])"
    f"(?:(?:{'|'.join(_GOVERNED)})(?:总局|管理局|总署|局|部|厅|委员会|委|署|办)|{'|'.join(_BODIES)})"
)
# What a body's name may start with before what it governs (`国家统计局`, `四川省公安厅`).
_AUTHORITY_PREFIXES = ("国家", "国务院", "中国", "中央", "全国")
_REGION_BEFORE = compiled(r"[\u4e00-\u9fff]{2}[省市县区]\Z")
_JOINING = "是在的了与及把被对向从"
_GENERIC_ORG = ("这", "那", "该", "本", "此", "某", "各", "每", "其", "我", "贵", "子", "母", "分", "总",
                "上市", "一家", "多家", "两家", "几家", "所有", "相关", "其他")


def proper_noun(folded: str, start: int, end: int) -> tuple[str, str] | None:
    """A name no other kind covers: a CamelCase component (`HikariCP`), an acronym of three
    letters or more, or a capitalised word that does not start a sentence (`Obama`)."""
    tok = folded[start:end]
    if not tok.isalpha() or not tok.isascii() or tok.lower() in NOT_NAMES:
        return None
    if _PERIOD_OVER_PERIOD.fullmatch(tok):  # `YoY`, `QoQ`, `MoM`: a comparison, not a name
        return None
    if tok[-1] == "s" and len(tok) >= 3 and tok[:-1].isupper():  # a plural acronym: `GCs`, `PIDs`
        stem = tok[:-1].lower()
        return ("name", stem) if len(stem) >= 3 and stem not in NOT_NAMES else None
    if _CAMEL_RE.fullmatch(tok) or (len(tok) >= 3 and tok.isupper()):
        return "name", tok.lower()
    if len(tok) < 2 or not tok[0].isupper() or not tok[1:].islower():
        return None
    i = start - 1
    if (start >= 2 and _IRISH_PREFIX.match(folded, start - 2, start)
            and not folded[max(0, start - 3):start - 2].isalpha()):
        return "name", tok.lower()  # `O'Hara`, `D'Arcy`: the apostrophe ends no sentence
    while i >= 0 and folded[i] in " \t":
        i -= 1
    if i < 0 or folded[i] in _SENTENCE_END:
        return None
    return "name", tok.lower()


def cjk_organisations(folded: str) -> list[tuple[int, int]]:
    """Spans of Chinese organisation names (`阿里巴巴集团`, `中国工商银行`), not generic ones
    (`这家公司`, `子公司`)."""
    found = []
    for m in CJK_ORG_RE.finditer(folded):
        # The name is at most four characters before its suffix (`据阿里巴巴集团` → `阿里巴巴集团`),
        # after a word that joins a sentence's parts (`张伟是该公司` → `该公司`: generic).
        start = max(m.start(), m.start("suffix") - 4)
        joined = max(folded.rfind(c, start, m.start("suffix")) for c in _JOINING)
        start = max(start, joined + 1)
        if m.start("suffix") - start < 2:  # `他在公司`: no name left
            continue
        name = folded[start:m.end()]
        if not name.startswith(_GENERIC_ORG) and not any(g in name[:-2] for g in ("家", "个")):
            found.append((start, m.end()))
    return found


def cjk_authorities(folded: str) -> list[tuple[int, int]]:
    """Spans of Chinese government bodies (`国家统计局`, `四川省公安厅`, `证监会`)."""
    found = []
    for m in _AUTHORITY_RE.finditer(folded):
        start, before = m.start(), folded[max(0, m.start() - 3):m.start()]
        prefix = next((p for p in _AUTHORITY_PREFIXES if before.endswith(p)), None)
        if prefix is not None:
            start -= len(prefix)
        elif _REGION_BEFORE.search(before):
            start -= 3
        found.append((start, m.end()))
    return found


def classify_name(tok: str) -> tuple[str, str] | None:
    if tok.isalpha():  # fast path for plain words, the vast majority
        if tok.endswith(_EXCEPTION_SUFFIXES) and _EXCEPTION_RE.fullmatch(tok):
            return "exception", tok.lower()
        low = tok.lower()
        return ("error_code", low) if low in _ERRNO else None
    last = _QUALIFIER_RE.split(tok)[-1]
    if _EXCEPTION_RE.fullmatch(last):
        return "exception", last.lower()
    low = tok.lower()
    if low in _ERRNO or _ERROR_CODE_RE.fullmatch(tok):
        return "error_code", low
    if _CODE_RE.fullmatch(tok) and low not in _NOT_CODES:
        return "code", low
    if (_DEVICE_RE.fullmatch(tok) or SHORT_CODE_RE.fullmatch(tok)) and not _NOT_DEVICES.fullmatch(tok):
        return "code", low
    if _UPPER_SNAKE_RE.fullmatch(tok):
        return ("error_code" if any(w in tok for w in _ERRORISH) else "identifier"), low
    if _INITIALS_RE.fullmatch(tok):  # `U.K`, `U.S`: a place, not a dotted component
        return "name", low
    if "." in tok:
        return ("identifier" if last.lower() in _FILE_EXT else "service"), low
    if "-" in tok and len(tok) > 3:  # "r-o" is no component
        first, *rest = tok.split("-")
        if any(_ID_SEGMENT_RE.match(seg) for seg in rest):
            return "identifier", low
        if not any(c.islower() for c in tok):  # `SK-II`, `COVID-19`: a product, a name
            return "name", low
        if first.lower() in _HYPHEN_PREFIXES or (
                rest[-1].lower() in _ADJECTIVE_ENDS and not first[:1].isupper()):
            return None  # but a name's (`York-based`, `AI-driven`)
        return "service", low
    if "_" in tok.strip("_") and any(c.islower() for c in tok):
        return "identifier", low
    return None


