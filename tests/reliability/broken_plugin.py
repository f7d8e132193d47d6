"""A rule plugin whose module cannot even be imported."""

raise ImportError("this plugin needs a module that is not installed")
