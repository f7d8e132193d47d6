"""Deterministic anchor extraction for mixed Chinese/English ops text.

An *anchor* is a token whose exact value matters when a claim is compared with the tool output
it cites: a service name, an error code, a number with its unit, an id, a negation. Kinds,
canonical values and the matching rules are documented in docs/anchors.md.
"""

from gatekeeper.rules.support.text.anchors.extract import extract_anchors
from gatekeeper.rules.support.text.anchors.model import Anchor, outside
from gatekeeper.rules.support.text.anchors.negation import affirmed_terms, negation_candidates

__all__ = ["Anchor", "affirmed_terms", "extract_anchors", "negation_candidates", "outside"]
