"""Deterministic benchmark workloads: realistic diagnosis sessions, the same bytes for a seed.

Tool outputs are built from real system logs (loghub, tests/data/loghub/*.log, 2,000 lines from
each of 16 systems; see its CITATION) and from Chinese metric and log text generated from
templates. Executor outputs are `executor_evidence_v2` documents whose claims quote those outputs
in the mix real agents produce (`MIX`): mostly faithful verbatim excerpts (cut at word
boundaries), excerpts running past the end of a truncated preview, paraphrases, excerpts
misattributed (quoted from another invocation), swapped (one value changed), bound to a forged
id, and speculative claims (`可能是`). Claim texts restate their excerpt's words without cutting
a number or a name. Every bundle is distinct (its own lines, values and ids).

Layout written under OUT (see `generate`):

    manifest.json              seed and sizes; a directory with the same manifest is reused
    p1/bundle.json             one small fixture bundle (≈ 5 KB output, 20 invocations)
    p1/output.json             its executor output alone (for check-jsonschema)
    p2/bundles/b0000.json ...  the P2 batch of bundles
    p2/outputs/o0000.json ...  their executor outputs alone
    p3/x1|x2/output.json       one session: its executor output ...
    p3/x1|x2/invocations.json  ... and its invocation dump (4 KB previews)
    p4/invocations.jsonl       a 1M-record JSON Lines dump (P4: peak memory vs its size) ...
    p4/output.json             ... and an output citing a few of its records

Usage: python bench/workloads.py OUT [--seed N] [--quick]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import re
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

LOGHUB = Path(os.environ.get("GATEKEEPER_LOGHUB",
                            Path(__file__).resolve().parents[1] / "tests" / "data" / "loghub"))
SESSION = "sess-bench-0001"
TRUNCATION_MARKER = " ...[truncated]"
FORMAT_VERSION = 2  # bump when the generated content changes


@dataclass(frozen=True)
class Sizes:
    bundles: int = 1000  # P2
    bundle_invocations: int = 20
    bundle_output_bytes: int = 5000
    bundle_preview_chars: int = 600
    session_invocations: int = 10_000  # P3 base
    session_claims: int = 2_000
    session_preview_chars: int = 4096
    scales: tuple[int, ...] = (1, 2)
    memory_records: int = 1_000_000  # P4


QUICK = Sizes(bundles=4, bundle_invocations=5, bundle_output_bytes=1500, session_invocations=30,
              session_claims=6, session_preview_chars=1024, scales=(1, 2), memory_records=2000)
#: What a binding's excerpt is, with its share (the rest of [0, 1) is faithful verbatim).
MIX = (("truncated", 0.08), ("paraphrased", 0.08), ("misattributed", 0.05), ("swapped", 0.05),
       ("forged", 0.04))
SPECULATIVE = 0.05  # claims that hedge (`可能是`)

# When the loghub data is not beside the repository (a stripped-down checkout), a few lines of the
# same shape keep the generator working.
_FALLBACK_LINES = [
    "081109 203615 148 INFO dfs.DataNode$PacketResponder: PacketResponder 1 for block "
    "blk_38865049064139660 terminating",
    "2015-07-29 19:04:29,071 - WARN  [SendWorker:188978561024:QuorumCnxManager$SendWorker@688] - "
    "Send worker leaving thread",
    "17/06/09 20:10:40 INFO spark.SecurityManager: Changing view acls to: yarn,curi",
    "Jun 14 15:16:01 combo sshd(pam_unix)[19939]: authentication failure; logname= uid=0 euid=0 "
    "tty=NODEVssh ruser= rhost=218.188.2.4",
]

SERVICES = ["payment-service", "order-svc", "inventory-api", "gateway", "user-center", "billing-worker",
            "search-svc", "risk-engine"]
TOPICS = ["billing-events", "order-created", "payment-callback", "audit-log"]
METRIC_TEMPLATES = [
    "{t} {svc} CPU 使用率 {p}%，线程数 {n}，GC 暂停 {ms}ms",
    "{t} {svc} 内存使用率 {p}%，堆内存 {n}MB / 4096MB",
    "{t} {svc} 返回 {code} 错误 {n} 次，错误码：ERR_{code}",
    "{t} 数据库连接池 HikariCP active={n} idle={p} pending={k}，获取连接等待 {ms}ms",
    "{t} Kafka 消费延迟 lag={n}，topic={topic} partition={k}",
    "{t} {svc} P99 延迟 {ms}ms，较昨日同期上升 {p}%",
    "{t} {svc} 日志：请求超时（timeout after {ms}ms），trace_id={hex}",
    "{t} 磁盘 /data 使用率 {p}%，剩余 {n}GB，inode 使用率 {k}%",
]
CLAIM_TEMPLATES = [
    "{svc} 的输出显示：{words}",
    "{tool} 结果中出现 {words}",
    "在 {svc} 上观察到 {words}",
    "{words}，与告警时间吻合",
]
PARAPHRASES = ["服务整体运行平稳，没有发现明显异常", "上游依赖在高峰期出现了间歇性抖动",
               "配置变更之后请求量明显下降", "缓存命中率持续走低导致回源压力增大"]
HYPOTHESES = ["连接池压力可能参与了超时问题。", "上游限流策略可能触发了重试风暴。",
              "近期发布的版本可能引入了慢查询。"]
TOOLS = ["query_logs", "query_metrics", "search_traces", "describe_config"]


def log_lines(limit_per_file: int = 2000) -> list[str]:
    """Every non-empty loghub line, files in name order (the fallback lines if none are found)."""
    lines: list[str] = []
    for path in sorted(LOGHUB.glob("*.log")):
        with path.open(encoding="utf-8", errors="replace") as handle:
            lines.extend(line.rstrip("\n") for line in itertools.islice(handle, limit_per_file)
                         if line.strip())
    return lines or list(_FALLBACK_LINES)


class Generator:
    """All randomness comes from one seeded `random.Random`: same seed, same bytes."""

    def __init__(self, seed: int, lines: Sequence[str]) -> None:
        self.rng = random.Random(seed)
        self.lines = lines

    def metric_line(self) -> str:
        rng = self.rng
        return rng.choice(METRIC_TEMPLATES).format(
            t=f"2026-11-29 {rng.randrange(24):02d}:{rng.randrange(60):02d}:{rng.randrange(60):02d}",
            svc=rng.choice(SERVICES), p=rng.randrange(1, 100), n=rng.randrange(2, 99_000),
            ms=rng.randrange(5, 30_000), code=rng.choice([500, 502, 503, 504, 429]),
            k=rng.randrange(0, 64), topic=rng.choice(TOPICS), hex=f"{rng.getrandbits(64):016x}")

    def preview(self, tool: str, chars: int) -> str:
        """A tool output: consecutive log lines or metric lines, cut at `chars` like a real hook."""
        rng = self.rng
        parts: list[str] = []
        size = 0
        start = rng.randrange(len(self.lines))
        while size < chars:
            if tool == "query_metrics" or (tool == "search_traces" and rng.random() < 0.5):
                line = self.metric_line()
            else:
                line = self.lines[start % len(self.lines)]
                start += 1
            parts.append(line)
            size += len(line) + 1
        text = "\n".join(parts)
        if len(text) <= chars:
            return text
        return text[: chars - len(TRUNCATION_MARKER)] + TRUNCATION_MARKER

    def invocation(self, inv_id: int, preview_chars: int) -> dict:
        tool = TOOLS[inv_id % len(TOOLS)]
        return {
            "id": inv_id,
            "tool_name": tool,
            "session_id": SESSION,
            "output_preview": self.preview(tool, preview_chars),
            "retrieval_details": {"query": f"{tool} service={self.rng.choice(SERVICES)}",
                                  "time_range": "2026-11-29T10:00:00+08:00/PT30M"},
        }

    def excerpt(self, preview: str) -> str:
        """A quote of 30-90 characters from inside one line of the (uncut part of the) preview,
        starting and ending at word boundaries (an agent copies whole tokens)."""
        body = preview.removesuffix(TRUNCATION_MARKER)
        lines = [line for line in body.split("\n")[:-1] if len(line) >= 30] or [body[:60]]
        line = self.rng.choice(lines)
        words = line.split(" ")
        size = self.rng.randrange(30, 91)
        start = self.rng.randrange(len(words))
        end = start + 1
        while end < len(words) and len(" ".join(words[start:end + 1])) <= size:
            end += 1
        return " ".join(words[start:end]).strip() or line[:size]

    def truncated_excerpt(self, preview: str) -> str | None:
        """The end of a truncated preview and what the hook cut off: unverifiable, not wrong."""
        if not preview.endswith(TRUNCATION_MARKER):
            return None
        body = preview.removesuffix(TRUNCATION_MARKER)
        tail = body.rsplit("\n", 1)[-1][-40:].lstrip()
        return tail + " " + self.rng.choice(self.lines)[:30] if len(tail) >= 12 else None

    def paraphrase(self, excerpt: str) -> str:
        """Reworded: words dropped and reordered, or a Chinese summary."""
        words = excerpt.split()
        if len(words) < 4 or self.rng.random() < 0.4:
            return self.rng.choice(PARAPHRASES)
        kept = [w for w in words if self.rng.random() < 0.7] or words[:2]
        cut = self.rng.randrange(1, len(kept)) if len(kept) > 1 else 0
        return " ".join([*kept[cut:], "and", *kept[:cut]])

    def swapped(self, excerpt: str) -> str:
        """Verbatim, but for one number changed (a value copied wrong or made up)."""
        numbers = [m for m in re.finditer(r"\d+", excerpt)]
        if not numbers:
            return excerpt + " 503"
        m = self.rng.choice(numbers)
        value = str(int(m.group()) + self.rng.randrange(1, 9))
        return excerpt[:m.start()] + value + excerpt[m.end():]

    def claim(self, index: int, invocations: Sequence[dict]) -> dict:
        rng = self.rng
        count = 1 if rng.random() < 0.8 else min(2, len(invocations))
        bound = [invocations[i] for i in rng.sample(range(len(invocations)), count)]
        bindings = []
        for inv in bound:
            kind = self.kind()
            excerpt = self.excerpt(inv["output_preview"])
            ids: list[int | str] = [inv["id"] if rng.random() < 0.7 else str(inv["id"])]
            if kind == "truncated":
                excerpt = self.truncated_excerpt(inv["output_preview"]) or excerpt
            elif kind == "paraphrased":
                excerpt = self.paraphrase(excerpt)
            elif kind == "misattributed":
                excerpt = self.excerpt(rng.choice(invocations)["output_preview"])
            elif kind == "swapped":
                excerpt = self.swapped(excerpt)
            elif kind == "forged":
                ids = [inv["id"] + 10_000_000]
            bindings.append({"source_type": "tool_trace", "source_id": f"trace-{inv['id']}",
                             "tool_name": inv["tool_name"], "source_invocation_ids": ids,
                             "evidence_excerpt": excerpt})
        words = self.restated(bindings[0]["evidence_excerpt"])
        text = rng.choice(CLAIM_TEMPLATES).format(svc=rng.choice(SERVICES), tool=bound[0]["tool_name"],
                                                  words=words)
        if rng.random() < SPECULATIVE:
            text = "根据经验，可能是" + text
        return {"claim_id": f"claim-{index + 1}", "claim_type": rng.choice(["symptom", "metric", "log"]),
                "claim_text": text, "support_level": "direct" if rng.random() < 0.8 else "indirect",
                "evidence_bindings": bindings}

    def kind(self) -> str:
        draw, floor = self.rng.random(), 0.0
        for name, share in MIX:
            if floor <= draw < floor + share:
                return name
            floor += share
        return "verbatim"

    @staticmethod
    def restated(excerpt: str, limit: int = 48) -> str:
        """The excerpt's first words up to `limit` characters, never cutting one."""
        words = excerpt.split(" ")
        kept = words[:1]
        for word in words[1:]:
            if len(" ".join([*kept, word])) > limit:
                break
            kept.append(word)
        return " ".join(kept)

    def output(self, invocations: Sequence[dict], claims: int | None = None,
               target_bytes: int | None = None) -> dict:
        """An executor output with `claims` claims, or as many as make it ≈ `target_bytes`."""
        document: dict = {
            "answer_version": "executor_evidence_v2",
            "claims": [],
            "hypotheses": [{"hypothesis_text": self.rng.choice(HYPOTHESES),
                            "basis": "当前已有超时现象，但缺少连接池 active/idle/pending 指标。",
                            "needed_evidence": ["HikariCP active/idle/pending 指标"]}],
            "recommended_actions": [{"action_text": f"检查 {self.rng.choice(SERVICES)} 的连接池配置",
                                     "reason": "确认超时是否与连接池耗尽有关"}],
            "missing_info": ["数据库慢查询日志"],
        }
        size = len(json.dumps(document, ensure_ascii=False, indent=2).encode())
        while (claims is not None and len(document["claims"]) < claims) or (
                target_bytes is not None and size < target_bytes):
            claim = self.claim(len(document["claims"]), invocations)
            document["claims"].append(claim)
            size += len(json.dumps(claim, ensure_ascii=False, indent=2).encode()) + 8
        return document

    def bundle(self, number: int, sizes: Sizes) -> dict:
        base = 1000 + number * sizes.bundle_invocations
        invocations = [self.invocation(base + i, sizes.bundle_preview_chars)
                       for i in range(sizes.bundle_invocations)]
        return {"description": f"benchmark bundle {number}", "session_id": SESSION,
                "executor_output": self.output(invocations, target_bytes=sizes.bundle_output_bytes),
                "tool_invocations": invocations}

    def session(self, invocations: int, claims: int, preview_chars: int) -> tuple[dict, dict]:
        records = [self.invocation(100_000 + i, preview_chars) for i in range(invocations)]
        dump = {"session_id": SESSION, "tool_invocations": records}
        return self.output(records, claims=claims), dump


def _write(path: Path, value: object, indent: int | None = 2) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    separators = None if indent else (",", ":")
    path.write_text(json.dumps(value, ensure_ascii=False, indent=indent, separators=separators) + "\n",
                    encoding="utf-8")


def write_memory_dump(out: Path, records: int, generator: Generator) -> None:
    """P4: `records` small JSON Lines records (an id, a tool, the session; every 100th with a
    short real log line as its preview) and an output citing a few of them."""
    out.mkdir(parents=True, exist_ok=True)
    cited = []
    with (out / "invocations.jsonl").open("w", encoding="utf-8") as handle:
        for number in range(records):
            record: dict = {"id": 100_000 + number, "tool_name": TOOLS[number % len(TOOLS)],
                            "session_id": SESSION}
            if number % 100 == 0:
                record["output_preview"] = generator.rng.choice(generator.lines)[:200]
                if len(cited) < 20:
                    cited.append(record)
            handle.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
    _write(out / "output.json", generator.output(cited, claims=len(cited)))


def generate(out: Path, seed: int = 0, sizes: Sizes = Sizes()) -> Path:
    """Write the workloads under `out` (reused when its manifest matches); return `out`."""
    manifest = {"format": FORMAT_VERSION, "seed": seed, "sizes": asdict(sizes),
                "loghub_files": sorted(p.name for p in LOGHUB.glob("*.log"))}
    manifest_path = out / "manifest.json"
    if manifest_path.is_file() and json.loads(manifest_path.read_text()) == json.loads(
            json.dumps(manifest)):
        return out
    lines = log_lines()
    generator = Generator(seed, lines)
    for number in range(sizes.bundles):
        bundle = generator.bundle(number, sizes)
        _write(out / "p2" / "bundles" / f"b{number:04d}.json", bundle)
        _write(out / "p2" / "outputs" / f"o{number:04d}.json", bundle["executor_output"])
        if number == 0:
            _write(out / "p1" / "bundle.json", bundle)
            _write(out / "p1" / "output.json", bundle["executor_output"])
    for scale in sizes.scales:
        # Each size gets its own generator, so x1 is the same whichever other sizes are asked for.
        scaled = Generator(seed * 1000 + scale, lines)
        output, dump = scaled.session(sizes.session_invocations * scale, sizes.session_claims * scale,
                                      sizes.session_preview_chars)
        _write(out / "p3" / f"x{scale}" / "output.json", output)
        _write(out / "p3" / f"x{scale}" / "invocations.json", dump, indent=None)
    write_memory_dump(out / "p4", sizes.memory_records, Generator(seed + 7, lines))
    _write(manifest_path, manifest)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--quick", action="store_true", help="tiny workloads (smoke test)")
    args = parser.parse_args(argv)
    generate(args.out, args.seed, QUICK if args.quick else Sizes())
    return 0


if __name__ == "__main__":
    sys.exit(main())
