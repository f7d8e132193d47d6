"""The `limits:` configuration key: the values the input readers (gatekeeper.parse.limits,
which documents each limit) and the engine's rule budget are given."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from gatekeeper.parse.limits import DEFAULT_MAX_INPUT_BYTES, DEFAULT_RULE_TIMEOUT_SECONDS


class Limits(NamedTuple):
    max_input_bytes: int = DEFAULT_MAX_INPUT_BYTES
    rule_timeout_seconds: float | None = DEFAULT_RULE_TIMEOUT_SECONDS

    @classmethod
    def from_config(cls, values: Mapping[str, Any]) -> Limits:
        """From a merged `limits:` mapping (already checked against the config schema)."""
        timeout = values.get("ruleTimeoutSeconds", DEFAULT_RULE_TIMEOUT_SECONDS)
        return cls(int(values.get("maxInputBytes", DEFAULT_MAX_INPUT_BYTES)),
                   None if timeout is None else float(timeout))

    def to_config(self) -> dict[str, Any]:
        return {"maxInputBytes": self.max_input_bytes,
                "ruleTimeoutSeconds": self.rule_timeout_seconds}
