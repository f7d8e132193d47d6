"""Vault's state as `vault status` prints it (`Vault 已解封`, `Vault is sealed`, `Vault 已初始化`,
`解封阈值为 3`), pass; the other state, or another field's number, fails.

`解封` named the `Sealed` flag before any noun, so the faithful `解封阈值为 3` (the threshold) was
read as `unsealed` and contradicted by `Sealed true` (REJECT); the head `Key  Value` was a field
the faithful `there are 9 key shares` named; `Initialized` was named by no word, so `Vault 未初始化`
passed over `Initialized true` (at 89443fd, 16 faithful claims failed and 14 forged ones passed).
Now `解封` before `阈值`, `次数`, `份额` names no state, `初始化` names `Initialized`
(`gatekeeper.rules.support.evidence.flags`), a field of the value `Value` is a head
(`evidence.fields`) and `分片` names `shares`.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

STATES = {"sealed": (("Vault 处于密封状态", "Vault is sealed"), ("Vault 已解封", "Vault is unsealed")),
          "initialized": (("Vault 已初始化", "Vault is initialized"),
                          ("Vault 未初始化", "Vault is not initialized"))}
NUMBERS = {"threshold": ("解封阈值为 {v}", "the unseal threshold is {v}"),
           "shares": ("密钥分片总数为 {v}", "there are {v} key shares in total")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    sealed = rng.random() < 0.5
    initialized = not sealed or rng.random() < 0.7
    shares = rng.randint(3, 9)
    threshold = rng.randint(2, shares - 1)
    lines = ["Key             Value", "---             -----", "Seal Type       shamir",
             f"Initialized     {str(initialized).lower()}", f"Sealed          {str(sealed).lower()}",
             f"Total Shares    {shares}", f"Threshold       {threshold}"]
    if sealed:
        lines.append(f"Unseal Progress {rng.randint(0, threshold - 1)}/{threshold}")
    lines += [f"Version         1.{rng.randint(12, 17)}.{rng.randint(0, 5)}", "HA Enabled      true"]
    kind = rng.choice((*STATES, *NUMBERS))
    if kind in STATES:
        held = sealed if kind == "sealed" else initialized
        said, denied = STATES[kind] if held else STATES[kind][::-1]
        n = rng.randrange(2)
        return said[n], denied[n], "\n".join(lines)
    values = {"threshold": threshold, "shares": shares}
    form = rng.choice(NUMBERS[kind])
    other = values["shares" if kind == "threshold" else "threshold"]
    return form.format(v=values[kind]), form.format(v=other), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4520)
    return [_probe(rng) for _ in range(60)]


def test_vault_s_own_state_and_numbers_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_state_or_another_field_s_number_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
