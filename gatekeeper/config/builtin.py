"""The shipped rules.d layers, with their parsed YAML remembered between runs.

Every start-up read the same two YAML files: importing PyYAML and parsing them took ≈ 15 ms of a
≈ 180 ms `check` (docs/performance.md). The parsed data is kept in the user cache
(gatekeeper.cachedir) under a key holding each file's path and exact text, Python's and
Gatekeeper's versions and every import-path directory's modification time (installing or
upgrading any distribution, PyYAML included, changes site-packages'): the files are still read
on every run, and data comes from the cache only for exactly the text it was parsed from. Only
plain JSON data is stored (no aliases, no non-string keys, finite numbers), so what comes back
is equal to, and of the same types as, what the YAML loader returned. A parse error is never
stored. Layers from any other file are parsed every time.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from gatekeeper.config.sources import Layer, parse_yaml, read_config_text, yaml_files, yaml_layer

CACHE = "builtin-layers.json"


def read_builtin_layers(directory: Path) -> list[Layer]:
    """The shipped drop-in directory `directory`: one built-in layer per file, in name order."""
    from gatekeeper.cachedir import read_json, write_json
    from gatekeeper.plugin import import_path_key

    files = yaml_files(directory)
    texts = [read_config_text(path) for path in files]
    key = [*import_path_key(CACHE), [[str(path), text] for path, text in zip(files, texts, strict=True)]]
    cached = read_json(CACHE, key)
    if (isinstance(cached, list) and len(cached) == len(files)
            and all(isinstance(data, dict) for data in cached)):
        return [Layer(str(path), data, True) for path, data in zip(files, cached, strict=True)]
    layers = [yaml_layer(path, parse_yaml(text, path), True)
              for path, text in zip(files, texts, strict=True)]
    if all(plain_json(layer.data, set()) for layer in layers):
        write_json(CACHE, key, [layer.data for layer in layers])
    return layers


def plain_json(value: Any, seen: set[int]) -> bool:
    """`value` survives a JSON round trip unchanged: the same values, types and no sharing."""
    if isinstance(value, dict | list):
        if id(value) in seen:  # a YAML alias: JSON would make two copies of one object
            return False
        seen.add(id(value))
        if isinstance(value, list):
            return all(plain_json(item, seen) for item in value)
        return all(isinstance(k, str) and plain_json(v, seen) for k, v in value.items())
    if isinstance(value, float):
        return math.isfinite(value)
    return value is None or isinstance(value, str | int)  # bool is an int
