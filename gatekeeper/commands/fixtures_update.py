"""`gatekeeper fixtures --update`: rewrite a bundle's `expect` block with the actual results.

Only the `expect` block changes, in place, and only the keys it already has (a bundle that says
only `status` keeps saying only `status`); everything else in the file stays byte for byte:

* JSON: the text of the top-level `expect` value is replaced, indented like the file (its
  indent unit and the key's own line), on one line if it was on one line, with non-ASCII
  characters escaped only if the file escapes them;
* YAML: the top-level `expect:` block (up to the next top-level key) is replaced, in block or
  flow style as it was; comments inside that block are not kept, comments elsewhere are.

The rewritten file is parsed again before it replaces the old one (atomically): if its `expect`
is not exactly the new one (a layout this module does not recognise), nothing is written and
the bundle is an input error naming the file.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from gatekeeper.errors import InputError

_YAML_KEY = re.compile(r"^expect\s*:", re.MULTILINE)


def updated_expect(expect: Mapping[str, Any], actual: Mapping[str, Any]) -> dict[str, Any]:
    return {key: actual[key] for key in expect}


def rewrite(path: Path, text: str, new: Mapping[str, Any]) -> str:
    """The file's text with its `expect` block replaced by `new`."""
    if path.suffix.lower() in (".yaml", ".yml"):
        result = _rewrite_yaml(text, new)
    else:
        result = _rewrite_json(text, new)
    if result is None or _reloaded_expect(path, result) != dict(new):
        raise InputError(str(path), "cannot update: the top-level expect block is not laid out "
                         "as expected; edit it by hand", "expect")
    return result


def _reloaded_expect(path: Path, text: str) -> Any:
    from gatekeeper.parse.bundle import load_document

    try:
        value = load_document(path, text)
    except InputError:
        return None
    return value.get("expect") if isinstance(value, dict) else None


def _value_span(text: str, key: str) -> tuple[int, int] | None:
    """Where the value of top-level `key` is in a JSON object's text."""
    decoder = json.JSONDecoder()
    space = re.compile(r"\s*")
    index = space.match(text, 0).end()  # type: ignore[union-attr]
    if text[index:index + 1] != "{":
        return None
    index += 1
    while True:
        index = space.match(text, index).end()  # type: ignore[union-attr]
        if text[index:index + 1] in ("}", ""):
            return None
        name, index = decoder.raw_decode(text, index)
        index = space.match(text, index).end()  # type: ignore[union-attr]
        index = space.match(text, index + 1).end()  # type: ignore[union-attr]  # past ':'
        start = index
        _, index = decoder.raw_decode(text, index)
        if name == key:
            return start, index
        index = space.match(text, index).end()  # type: ignore[union-attr]
        if text[index:index + 1] == ",":
            index += 1


def _rewrite_json(text: str, new: Mapping[str, Any]) -> str | None:
    span = _value_span(text, "expect")
    if span is None:
        return None
    start, end = span
    ascii_only = bool(re.search(r"\\u[0-9a-fA-F]{4}", text)) and text.isascii()
    if "\n" not in text[start:end]:
        value = json.dumps(new, ensure_ascii=ascii_only)
    else:
        unit = re.search(r"^([ \t]+)\S", text, re.MULTILINE)
        line_start = text.rfind("\n", 0, start) + 1
        own = re.match(r"[ \t]*", text[line_start:]).group()  # type: ignore[union-attr]
        unit_text = unit.group(1) if unit else "  "
        value = json.dumps(new, ensure_ascii=ascii_only, indent=unit_text).replace("\n", "\n" + own)
    return text[:start] + value + text[end:]


def _rewrite_yaml(text: str, new: Mapping[str, Any]) -> str | None:
    import yaml

    found = list(_YAML_KEY.finditer(text))
    if len(found) != 1:
        return None
    start = found[0].start()
    line_end = text.find("\n", start)
    line_end = len(text) if line_end == -1 else line_end + 1
    rest = text[found[0].end():line_end].strip()
    end = line_end
    if not rest or rest.startswith("#"):  # a block: its indented lines follow
        position = line_end
        for line in text[line_end:].splitlines(keepends=True):
            if line.strip() and not line[0].isspace():
                break  # the next top-level key (or a comment before it)
            position += len(line)
            if line.strip():
                end = position  # blank lines after the block stay where they are
        block = yaml.safe_dump({"expect": dict(new)}, sort_keys=False, allow_unicode=True,
                               default_flow_style=False)
    else:  # flow style on one line: `expect: {status: fail}`
        flow = yaml.safe_dump(dict(new), sort_keys=False, allow_unicode=True,
                              default_flow_style=True, width=1 << 20).strip()
        block = f"expect: {flow}\n"
    return text[:start] + block + text[end:]
