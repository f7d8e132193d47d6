"""`gatekeeper init`: write a commented project configuration, `.gatekeeper.yaml`, in the cwd.

The file is a configuration layer (`gatekeeper schema config`) whose active values equal the
built-in defaults, so writing it changes nothing until it is edited; the comments say what each
part does and how to inspect the result. It is checked (parsed, validated, merged) before it is
written, and written atomically. An existing `.gatekeeper.yaml` is kept unless `--force` is
given (exit 2 otherwise).
"""

from __future__ import annotations

import sys
from pathlib import Path

from gatekeeper.errors import InputError

FILE_NAME = ".gatekeeper.yaml"

TEMPLATE = """\
# Gatekeeper project configuration (written by `gatekeeper init`).
#
# Layers, later wins: Gatekeeper's built-in rules.d -> this file (the nearest .gatekeeper.yaml,
# .gatekeeper.yml, gatekeeper.yaml or pyproject.toml [tool.gatekeeper] from the working
# directory upward) -> each --config FILE -> --enable / --disable / --set on the command line.
# Mappings merge key by key; a list replaces the whole list below it. Every value is checked:
# an unknown key or rule id, or a threshold out of range, is an error that names this file.
#
#   gatekeeper config --show-origin   the merged configuration and who set each value
#   gatekeeper rules                  every rule: enabled, severity, verdictImpact
#   gatekeeper explain RULE           what a rule checks, its params and their defaults
#   gatekeeper schema config          the JSON Schema of this file
#
# The values below are the built-in defaults: edit them, or delete what you do not change.

# Rule index: rules by id; here you turn them on or off.
rules:
  - id: claim.evidence_utilization
    enabled: false  # claim words covered by the excerpts (jieba); only ever warns

# Rule metadata by rule id: severity (error | warning), verdictImpact (reject_on_fail |
# low_confid_on_fail | warn_only) and params. Only the keys you set change.
ruleMetadata:
  evidence.excerpt_similarity:
    params:
      passThreshold: 0.5  # an excerpt at least this similar to its tool output passes
      warnThreshold: 0.3  # below passThreshold but at least this: warn; below this: fail
  # claim.hallucination_phrases:
  #   params:
  #     blacklist: [通常情况下, 根据经验, 一般来说, 我认为, 理论上, 可能是, 推测]  # replaces the list
  # schema.executor_v2:
  #   verdictImpact: reject_on_fail
"""


def check_template(text: str, origin: str) -> None:
    """Parse, validate and merge `text` as the project layer; raises ConfigError if it is not."""
    import yaml

    from gatekeeper.config.loader import build_config
    from gatekeeper.config.sources import Layer, read_layers
    from gatekeeper.parse.yamltext import yaml_loader
    from gatekeeper.plugin import RuleSet
    from gatekeeper.resources import data_dir

    layer = Layer(origin, yaml.load(text, Loader=yaml_loader()))
    build_config([*read_layers(data_dir("rules.d"), builtin=True), layer], RuleSet.installed())


def run(directory: Path | None = None, force: bool = False) -> int:
    from gatekeeper.commands.output import write_atomically

    target = (directory or Path.cwd()) / FILE_NAME
    if target.exists() and not force:
        raise InputError(str(target), "already exists; use --force to overwrite it")
    check_template(TEMPLATE, str(target))
    write_atomically(target, TEMPLATE)
    sys.stderr.write(f"gatekeeper: wrote {target}\n")
    return 0
