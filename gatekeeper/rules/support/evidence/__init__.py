"""What the session's invocations really said, compared by anchor, lazily: work proportional
to what the claims cite (`index`), anchor sets (`anchorset`), the session's lines (`lines`) and
quotes (`quotes`). Used by `evidence.misattribution`, `claim.entity_grounding` and
`evidence.excerpt_similarity`."""
