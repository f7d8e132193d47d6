"""Gatekeeper's built-in rules: one module per rule, registered as `gatekeeper.rules` entry points."""
