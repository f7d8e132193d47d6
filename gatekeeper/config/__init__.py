"""Layered configuration (docs/contract.md §5): built-in rules.d → project → --config → command line."""

from gatekeeper.config.loader import Overrides, load_config
from gatekeeper.config.model import Config

__all__ = ["Config", "Overrides", "load_config"]
