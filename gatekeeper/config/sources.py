"""Reading configuration layers from disk: YAML (safe loader only) and pyproject.toml."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, NamedTuple

from gatekeeper.errors import ConfigError, InputError
from gatekeeper.parse.limits import DEFAULT_MAX_INPUT_BYTES, check_yaml_tree, too_large_message

#: Project configuration files, looked for from the working directory upward; in one directory
#: the first that exists wins (a pyproject.toml counts only with a [tool.gatekeeper] table).
PROJECT_FILES = (".gatekeeper.yaml", ".gatekeeper.yml", "gatekeeper.yaml", "pyproject.toml")
YAML_SUFFIXES = (".yaml", ".yml")


class Layer(NamedTuple):
    origin: str  # the file (or flag) that set the values of this layer
    data: dict[str, Any]
    builtin: bool = False


def read_yaml(path: Path) -> Any:
    return parse_yaml(read_config_text(path), path)


def parse_yaml(text: str, path: Path) -> Any:
    """A configuration file's text as data; invalid YAML is a ConfigError naming the place."""
    import yaml

    from gatekeeper.parse.yamltext import yaml_loader

    try:
        data = yaml.load(text, Loader=yaml_loader())
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1} column {mark.column + 1}" if mark else None
        problem = getattr(exc, "problem", None) or str(exc)
        raise ConfigError(str(path), f"invalid YAML: {problem}", where) from None
    check_yaml_tree(data, str(path), ConfigError)
    return data


def read_config_text(path: Path) -> str:
    from gatekeeper.parse.files import open_regular

    try:
        with open_regular(path) as stream:  # a FIFO or device would hang or never end
            size = os.fstat(stream.fileno()).st_size
            if size > DEFAULT_MAX_INPUT_BYTES:  # read before any limit is set
                raise ConfigError(str(path), too_large_message(size, DEFAULT_MAX_INPUT_BYTES))
            return stream.read(DEFAULT_MAX_INPUT_BYTES + 1).decode("utf-8")
    except ConfigError:
        raise
    except InputError as error:
        raise ConfigError(str(path), error.message) from None
    except UnicodeDecodeError as exc:
        raise ConfigError(str(path), f"not valid UTF-8 (byte offset {exc.start})") from None
    except OSError as exc:
        raise ConfigError(str(path), f"cannot be read: {exc.strerror or exc}") from None
    except ValueError as exc:  # a NUL byte or an unencodable character in the file name
        raise ConfigError(ascii(str(path)), f"is not a usable file name: {exc}") from None


def read_pyproject(path: Path) -> dict[str, Any] | None:
    """The [tool.gatekeeper] table, or None when the file has none."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on Python 3.10 only
        import tomli as tomllib
    try:
        document = tomllib.loads(read_config_text(path))
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(str(path), f"invalid TOML: {exc}") from None
    table = document.get("tool", {}).get("gatekeeper")
    if table is None:
        return None
    if not isinstance(table, dict):
        raise ConfigError(str(path), "[tool.gatekeeper] must be a table")
    return table


def read_layer_file(path: Path, builtin: bool = False) -> Layer:
    if path.name == "pyproject.toml":
        table = read_pyproject(path)
        return Layer(f"{path} [tool.gatekeeper]", table or {}, builtin)
    return yaml_layer(path, read_yaml(path), builtin)


def yaml_layer(path: Path, data: Any, builtin: bool = False) -> Layer:
    """The layer a YAML file's data makes: a mapping at the top, or nothing at all."""
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ConfigError(str(path), f"expected a mapping at the top, found {type(data).__name__}")
    return Layer(str(path), data, builtin)


def read_layers(path: Path, builtin: bool = False) -> list[Layer]:
    """A file is one layer; a drop-in directory is one layer per *.yaml file, in name order."""
    if path.is_dir():
        return [read_layer_file(p, builtin) for p in yaml_files(path)]
    if not path.exists():
        raise ConfigError(str(path), "configuration file not found")
    return [read_layer_file(path, builtin)]


def yaml_files(directory: Path) -> list[Path]:
    """A drop-in directory's layer files, in name order."""
    return sorted(p for p in directory.iterdir() if p.suffix in YAML_SUFFIXES and p.is_file())


def find_project_config(start: Path) -> Path | None:
    """The nearest project configuration from `start` upward, or None."""
    for directory in (start, *start.parents):
        for name in PROJECT_FILES:
            candidate = directory / name
            if not candidate.is_file():
                continue
            if name == "pyproject.toml" and read_pyproject(candidate) is None:
                continue
            return candidate
    return None
