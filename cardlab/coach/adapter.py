"""The coach's per-game part (:mod:`cardlab.coach`): for each game what a seat knows
(its hidden places), what a sample puts in them (:meth:`Adapter.hidden`, given to
:meth:`cardlab.core.Game.with_hidden`), when a deal ends and what a playout scores.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from cardlab.cards import Card
from cardlab.coach.deal import (
    Knowledge,
)
from cardlab.core import Game
from cardlab.registry import lookup

__all__ = ["Adapter", "adapter_of"]


class Adapter:
    """What the coach knows of one game: its hidden places, how a sample fills them,
    when a deal ends and what a playout scores."""

    measure_keys: tuple[str, str] = ("value", "chance")

    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        raise NotImplementedError

    def hidden(self, game: Any, know: Knowledge, placed: dict[str, list[Card]],
               rng: np.random.Generator) -> dict[str, Any]:
        """What :meth:`cardlab.core.Game.with_hidden` puts in place in a sample: the
        dealt ``placed`` cards (slot name → cards) and the secret choices drawn as the
        module docstring says. It reads of ``game`` only what ``know.seat`` sees."""
        raise NotImplementedError

    def deal_id(self, g: Any) -> Any:
        """Changes when the deal (the unit an estimate looks at) ends."""
        return getattr(g, "deal_number", 0)

    def start(self, g: Any, seat: int) -> Any:
        """What :meth:`result` needs from before the playout."""
        return None

    def watch(self, g: Any, seat: int, memo: dict[str, Any]) -> None:
        """Called after each playout step (before a new deal may reset the state)."""

    def result(self, g: Any, seat: int, before: Any, memo: dict[str, Any]) -> tuple[float, float]:
        """(value, success 0/1) of the playout for ``seat``."""
        raise NotImplementedError


def adapter_of(game: Game) -> Adapter:
    """The coach's adapter for ``game``: its kit's (:attr:`cardlab.kit.GameKit.coach`)."""
    return lookup(game.name).coach
