"""Vault said unsealed while `vault status` prints it sealed (or sealed while unsealed) fails;
its seal as printed passes.

`Vault 未密封`, `vault is unsealed` citing `Sealed          true`: the flag is named by the state
it is, in English, and the claim's words (`密封`, `unsealed`) named no flag, so a sealed Vault
(every secret read failing) passed as available. Now `Sealed` is one of the flags named by their
state, `解封` and `unsealed` its opposite (`gatekeeper.rules.support.evidence.flags`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SEALED = ("Vault 已密封", "vault 仍处于密封状态", "Vault 未解封", "the vault is sealed",
          "vault is still sealed")
UNSEALED = ("Vault 已解封", "Vault 未密封", "vault 没有密封", "the vault is unsealed",
            "vault has been unsealed")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    sealed = rng.random() < 0.5
    shares = rng.choice((3, 5, 7))
    threshold = rng.randint(2, shares)
    lines = ["Key                Value", "---                -----", "Seal Type          shamir",
             "Initialized        true", f"Sealed             {str(sealed).lower()}",
             f"Total Shares       {shares}", f"Threshold          {threshold}"]
    if sealed:
        lines.append(f"Unseal Progress    {rng.randint(0, threshold - 1)}/{threshold}")
    lines += [f"Version            1.{rng.randint(12, 17)}.{rng.randint(0, 9)}", "Storage Type       raft",
              f"HA Enabled         {rng.choice(('true', 'false'))}"]
    claimed, denied = (SEALED, UNSEALED) if sealed else (UNSEALED, SEALED)
    return rng.choice(claimed), rng.choice(denied), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8480, 60)


def test_the_seal_said_the_other_way_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_seal_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
