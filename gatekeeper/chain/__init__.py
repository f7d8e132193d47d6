"""The chain around the Verifier: payload, Composer input and evaluation record (docs/chain.md)."""
