"""Rule options: a default, a sentence of documentation and a check, and the checks most
options use (:func:`choice`, :func:`int_range`, :func:`boolean`).

>>> Option(3, "how many", int_range(1, 5)).validate("count", 4)
4
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from cardlab.errors import (
    SetupError,
    brief,
    worded,
)

__all__ = ["Option", "boolean", "choice", "int_range"]


@dataclass(frozen=True)
class Option:
    """A rule option: its default, a sentence of documentation, and a check.

    ``check(value)`` returns the value to use or raises ``ValueError`` with a sentence
    saying what is allowed. ``to_json``/``from_json`` convert values that are not JSON.
    """

    default: Any
    doc: str
    check: Callable[[Any], Any] | None = None
    to_json: Callable[[Any], Any] | None = None
    from_json: Callable[[Any], Any] | None = None

    def validate(self, name: str, value: Any) -> Any:
        """The checked value, or ``SetupError`` naming the option."""
        if self.check is None:
            return value
        try:
            return self.check(value)
        except (ValueError, TypeError) as e:
            raise SetupError("core.option_bad", name=name, value=brief(value),
                             why=worded(e)) from None


def choice(*allowed: Any) -> Callable[[Any], Any]:
    """An option check accepting only the listed values.

    >>> choice("a", "b")("b")
    'b'
    """

    def check(value: Any) -> Any:
        if (isinstance(value, bool) and not any(isinstance(a, bool) for a in allowed)) or (
                value not in allowed):
            raise SetupError("core.option.one_of", allowed=", ".join(map(repr, allowed)))
        return value

    return check


def int_range(lo: int, hi: int) -> Callable[[Any], int]:
    """An option check accepting whole numbers lo..hi.

    >>> int_range(1, 3)(2)
    2
    """

    def check(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int | np.integer) or not (
                lo <= value <= hi):
            raise SetupError("core.option.whole_number", lo=lo, hi=hi)
        return int(value)

    return check


def boolean(value: Any) -> bool:
    """An option check accepting ``True``/``False``."""
    if not isinstance(value, bool | np.bool_):
        raise SetupError("core.option.true_false")
    return bool(value)
