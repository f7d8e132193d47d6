"""Reading Gatekeeper's inputs: the executor output, the invocation dump, fixture bundles."""
