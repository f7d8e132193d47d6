"""Classes whose fields are their `__slots__`: what a dataclass gives, without its start-up cost.

A dataclass `exec`s each generated method when its class is created (≈ 0.4-0.7 ms a class), and
the `dataclasses` module imports `inspect` (≈ 10 ms): 15 ms of an 85 ms cold `gatekeeper check`
(docs/performance.md). The few value types a typed tuple cannot be (mutable, weakly referenced,
a field named `index`, a million of them to keep small) derive from `Slotted` or `Frozen`:
`__repr__`, `__eq__` and `__hash__` by the fields, in order, and `_replace`, written once here.
A class declares its fields as a dataclass does, annotated in order, and lists them (sorted) in
`__slots__`; an annotated name starting with `_` (`_memo`) is state, not a field: neither
compared nor shown. Each class writes its own `__init__`.
"""

from __future__ import annotations

from typing import Any, TypeVar

_S = TypeVar("_S", bound="Slotted")


class Slotted:
    """A mutable record: fields compared and shown in order; unhashable (as a dataclass)."""

    __slots__ = ()
    __hash__: Any = None

    def _fields(self) -> tuple[str, ...]:
        return tuple(name for name in type(self).__annotations__ if not name.startswith("_"))

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._fields())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields())
        return f"{type(self).__qualname__}({shown})"

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._values() == other._values()

    def _replace(self: _S, **changes: Any) -> _S:
        """A copy with `changes` (fields by name), every other slot as it is."""
        unknown = set(changes) - set(self._fields())
        if unknown:
            raise TypeError(f"{type(self).__qualname__} has no field {sorted(unknown)[0]!r}")
        copy = object.__new__(type(self))
        copy.__setstate__({**self.__getstate__(), **changes})
        return copy

    # Pickled (reports come back from `--jobs` workers) slot by slot, set past `Frozen`.
    def __getstate__(self) -> dict[str, Any]:
        slots: tuple[str, ...] = type(self).__slots__
        return {name: getattr(self, name) for name in slots
                if name != "__weakref__" and hasattr(self, name)}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            object.__setattr__(self, name, value)


class Frozen(Slotted):
    """An immutable record, hashed by its fields (when each is hashable); its `__init__` sets
    them with `_set`."""

    __slots__ = ()

    def _set(self, **values: Any) -> None:
        for name, value in values.items():
            object.__setattr__(self, name, value)

    def __hash__(self) -> int:
        return hash(self._values())

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot assign to field {name!r} of {type(self).__qualname__}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r} of {type(self).__qualname__}")
