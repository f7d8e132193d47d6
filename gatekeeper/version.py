"""The distribution's version, in a module of its own so that nothing needs the package's
`__init__` (and its lazy public API) to know it."""

__version__ = "0.2.0"
