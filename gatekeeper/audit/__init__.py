"""`gatekeeper audit`: re-check stored sessions (docs/audit.md).

Sources (`sources/`) read sessions and their invocations by partition; `records` turns one stored
session into a session bundle; `partition` checks one partition with the same engine as
`gatekeeper check`; `drift` compares with the stored result; `engine_local` / `engine_dask` run
the partitions; `summary` counts what the run found.
"""
