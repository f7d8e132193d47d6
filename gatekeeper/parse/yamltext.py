"""The one YAML loader every input goes through (bundles, configuration layers, `--set`).

Safe only: never a loader that can build Python objects. libyaml's C loader when present.
"""

from __future__ import annotations

from typing import Any


def yaml_loader() -> Any:
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)
