"""The fingerprint of a game's state (:meth:`cardlab.core.Game.state_key`): how each
attribute is copied into it, by the shape a game declares (:data:`SHAPES`) or by walking
it (:func:`freeze`).

>>> from cardlab.cards import Card
>>> SHAPES["rows"]([[Card("KS")], []])
((Card('KS'),), ())
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from cardlab.cards import Card
from cardlab.core.actions import Action
from cardlab.errors import (
    ContractError,
)

__all__ = ["SHAPES", "freeze", "freeze_groups", "freeze_item_rows", "freeze_items",
           "freeze_rows", "same"]


_ATOMS: set[type] = {int, str, float, bool, type(None), Card}
"""Types :func:`freeze` keeps as they are (immutable); action classes join on sight."""
_FIELDS: dict[type, tuple[str, ...]] = {}


def freeze(x: Any) -> Any:
    """An immutable, hashable copy of ``x`` (lists and tuples become tuples, mappings
    tuples of items, sets frozensets, objects their type and attributes), for
    :meth:`Game.state_key`.

    >>> freeze([1, {"a": [Card("KS")]}, {2}])
    (1, (('a', (Card('KS'),)),), frozenset({2}))
    """
    t = type(x)
    if t in _ATOMS:
        return x
    if t is list or t is tuple:
        if _ATOMS.issuperset(map(type, x)):
            return tuple(x)
        return tuple(map(freeze, x))
    if t is dict or isinstance(x, Mapping):
        if _ATOMS.issuperset(map(type, x.values())):
            return tuple(x.items())
        return tuple([(k, freeze(v)) for k, v in x.items()])
    if isinstance(x, tuple):  # a named tuple (an event, an outcome)
        return (t, *map(freeze, x))
    if isinstance(x, set | frozenset):
        return frozenset(map(freeze, x))
    if isinstance(x, Action | np.generic):  # frozen values
        _ATOMS.add(t)
        return x
    own = getattr(x, "state_key", None)
    if own is not None:  # an object that says what its state is (a trick)
        return (t, own())
    names = _FIELDS.get(t)
    if names is None:
        names = _FIELDS[t] = _attribute_names(t)
    if not names and not hasattr(x, "__dict__"):
        raise ContractError("core.cannot_freeze", type=t.__name__)
    got = tuple([freeze(getattr(x, n, None)) for n in names])
    return (t, got, freeze(vars(x))) if hasattr(x, "__dict__") else (t, got)


def same(x: Any) -> Any:
    """A shape (:data:`SHAPES`) for an attribute that holds an immutable value (a
    number, a text, a card, ``None``, a tuple of those).

    >>> same(3)
    3
    """
    return x


def freeze_rows(x: Sequence[Sequence[Any]]) -> tuple[tuple[Any, ...], ...]:
    """A shape (:data:`SHAPES`) for a list of lists of immutable values (hands).

    >>> freeze_rows([[Card("KS")], []])
    ((Card('KS'),), ())
    """
    return tuple(map(tuple, x))


def freeze_items(x: Mapping[Any, Any]) -> tuple[tuple[Any, Any], ...]:
    """A shape (:data:`SHAPES`) for a dict of immutable keys and values.

    >>> freeze_items({"A": 1})
    (('A', 1),)
    """
    return tuple(x.items())


def freeze_item_rows(x: Sequence[Mapping[Any, Any]]) -> tuple[tuple[Any, ...], ...]:
    """A shape (:data:`SHAPES`) for a list of dicts of immutable keys and values.

    >>> freeze_item_rows([{"S": 3}, {}])
    ((('S', 3),), ())
    """
    return tuple([tuple(d.items()) for d in x])


def freeze_groups(x: Mapping[Any, Sequence[Any]]) -> tuple[tuple[Any, Any], ...]:
    """A shape (:data:`SHAPES`) for a dict of lists of immutable values (fields of cards).

    >>> freeze_groups({"A": [Card("KS")]})
    (('A', (Card('KS'),)),)
    """
    return tuple([(k, tuple(v)) for k, v in x.items()])


SHAPES: dict[str, Callable[[Any], Any]] = {
    "value": same, "list": tuple, "rows": freeze_rows, "items": freeze_items,
    "item_rows": freeze_item_rows, "groups": freeze_groups,
    "own": operator.methodcaller("state_key"), "walk": freeze,
}
"""The shapes a game may declare in :data:`Game.STATE_SHAPES`: ``value`` (a number, a
text, a card, ``None``, a tuple of those, or a dict or list made once and then only read),
``list`` (a list of such values), ``rows`` (a list of such lists: hands), ``items`` (a
dict of such values), ``item_rows`` (a list of such dicts), ``groups`` (a dict of such
lists), ``own`` (an object with its own ``state_key()``: a trick), ``walk`` (anything:
:func:`freeze`).

A ``value`` is kept, not copied: it must never change in place once made (the
conformance suite checks that an old key still equals a copy made when it was taken)."""

CORE_SHAPES: dict[str, str] = {
    "players": "value", "seed": "value", "_first_dealer": "value", "dealer": "value",
    "options": "items", "_decks_used": "list", "_phase": "value", "_to_move": "value",
    "_events": "list", "_outcome": "value",
}
"""The shapes of the attributes every game has (:meth:`Game.state_key`): events and the
outcome are values (named tuples, never changed once made)."""


def values_getter(names: Sequence[str]) -> Callable[[dict[str, Any]], tuple[Any, ...]]:
    """``d → (d[name] for each of names)``, as a tuple however many names there are."""
    if len(names) == 1:
        name = names[0]
        return lambda d: (d[name],)
    return operator.itemgetter(*names) if names else lambda d: ()


def _attribute_names(t: type) -> tuple[str, ...]:
    """Every ``__slots__`` name of ``t`` and its bases."""
    names: list[str] = []
    for base in t.__mro__:
        slots = base.__dict__.get("__slots__", ())
        names += [slots] if isinstance(slots, str) else [n for n in slots if n != "__dict__"]
    return tuple(dict.fromkeys(names))
