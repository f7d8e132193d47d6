"""`gatekeeper config`: the merged configuration, and which file or flag set each value.

Without options it prints the merged configuration as YAML in the shape of a rules.d layer
(`rules:` index, then `ruleMetadata:`), so the output can itself be used as a `--config` file.
`--format json` prints the same as JSON.

`--show-origin` prints one line per value instead, like `git config --show-origin --list`:

    file:/path/to/rules.d/10-metadata.yaml<TAB>ruleMetadata["evidence.excerpt_similarity"].params.passThreshold=0.5
    command line:--set evidence.excerpt_similarity.passThreshold=0.6<TAB>...

The key is a path into the configuration (rule ids quoted, index entries addressed by id), the
value is JSON. Lists are one value: a later layer's list replaces the whole list below it. With
`--format json`, `--show-origin` prints `{"config": ..., "origins": [{"key", "path", "value",
"origin"}]}`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from gatekeeper.commands.common import ConfigRequest, write_json

if TYPE_CHECKING:
    from gatekeeper.config import Config


def origin_label(origin: str) -> str:
    """`file:PATH` for a configuration file, `command line:FLAG` for an override (as git does)."""
    return f"command line:{origin}" if origin.startswith("--") else f"file:{origin}"


def _leaves(value: Any, path: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], Any]]:
    if isinstance(value, Mapping) and value:
        for key, item in value.items():
            yield from _leaves(item, (*path, key))
    else:
        yield path, value


def origin_entries(config: Config) -> list[dict[str, Any]]:
    """Every value of the merged configuration with the layer that set it, in output order."""
    from gatekeeper.paths import format_path

    data = config.to_dict()
    found: list[tuple[tuple[str, ...], Any]] = []
    for entry in data["rules"]:
        found += [(("rules", entry["id"], key), value) for key, value in entry.items() if key != "id"]
    found += list(_leaves(data["ruleMetadata"], ("ruleMetadata",)))
    found += list(_leaves(data["audit"], ("audit",)))
    entries = []
    for path, value in found:
        if path[0] == "audit":  # values no layer set are the code's (gatekeeper/config/audit.py)
            label = origin_label(config.origins[path]) if path in config.origins else "default"
        else:
            label = origin_label(next((config.origins[path[:n]] for n in range(len(path), 1, -1)
                                       if path[:n] in config.origins), "?"))
        entries.append({"key": format_path(path), "path": list(path), "value": value,
                        "origin": label})
    return entries


def run(request: ConfigRequest, output_format: str = "yaml", show_origin: bool = False) -> int:
    config = request.load()
    if output_format == "json":
        write_json({"config": config.to_dict(), "origins": origin_entries(config)}
                   if show_origin else config.to_dict())
    elif show_origin:
        for entry in origin_entries(config):
            value = json.dumps(entry["value"], ensure_ascii=False)
            sys.stdout.write(f"{entry['origin']}\t{entry['key']}={value}\n")
    else:
        import yaml

        yaml.safe_dump(config.to_dict(), sys.stdout, allow_unicode=True, sort_keys=False,
                       default_flow_style=False, width=100)
    return 0
