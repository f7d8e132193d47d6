"""What the chain rules (verifier.*, composer.*) share: the vocabularies, the Composer-input
assembly, part checks and examples (docs/chain.md)."""
