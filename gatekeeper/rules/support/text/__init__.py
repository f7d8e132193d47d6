"""Text utilities for mixed Chinese/English ops text: normalisation, anchors, keywords."""
