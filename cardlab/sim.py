"""Lean playouts: a deal as a few ints, for the coach.

:func:`cardlab.coach.estimate` plays thousands of deals to their end. Through
:meth:`Game.play` every card is checked, turned into events and drawn into views for
the bots; on a lean path a deal is a few ints instead (one bitmask per hand, the cards
gone, the trick in progress, the tricks per seat) and a card is a number:
:func:`cardlab.cards.card_bit` (``16 * suit + strength``, suits S H D C, strength 0 for
the 2 to 12 for the ace; the solver numbers cards the same way), so counting up runs
through a hand in the order of :meth:`Game.legal_actions`.

Each game that has a lean path keeps it in its package (``cardlab/games/<game>/lean.py``)
and names its builder in its kit (``GameKit.lean``: ``(game, viewer) -> state or None``).
This module holds what they share and never names a game:

- :func:`lean` asks the game's kit for the lean state of a game (``None`` when the game
  has no lean path, or none in its phase);
- the bit helpers (:func:`mask`, :func:`bits`, :func:`text`, :data:`ABOVE` …) and
  :class:`TrickPlay`, the base of the trick-taking games' states.

Every lean state offers the same few methods, which is all the coach uses:

- ``state.act(text, seat)`` plays an action given by its text, as :meth:`Game.play`
  would (no checks: it must be legal); trick-play states also take ``state.play(card)``
  with a card number, and ``state.legal(seat)`` is the mask of the legal cards;
- ``state.choose(seat)`` is the game's bot rule for rule (each game's ``lean.py`` says
  where its playout policy differs from its bot);
- ``state.rollout(seat)`` plays the deal to its end with ``choose`` for every seat and
  returns ``seat``'s ``(value, success)`` as :func:`cardlab.coach.estimate` counts them;
- ``state.copy()`` and ``state.with_hidden(hidden)`` (a copy with the hidden parts a
  coach's sample draws, the dict :meth:`cardlab.core.Game.with_hidden` takes).

``tests/games/test_sim.py`` checks that for random legal actions every lean state and
``play()`` hold the same hands, trick, tricks and result at every step.

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> for a in ["take 4S", "take 4H", "take 4D"]:
...     _ = g.play(a)
>>> st = lean(g)
>>> text(st.choose(0)) in [str(a) for a in g.legal_actions(0)]
True
>>> st.rollout(0) in [(0.0, 0.0), (1.0, 1.0)]
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from cardlab.cards import SUIT_BITS, SUITS, Card, bit_card, card_bit
from cardlab.registry import GAMES

__all__ = ["ABOVE", "SUIT_MASK", "TrickPlay", "bits", "card_of", "index", "lean", "mask",
           "text", "trick_fields"]

SUIT_MASK = SUIT_BITS
ABOVE = tuple(SUIT_MASK[c >> 4] & ~((2 << c) - 1) for c in range(16 * len(SUITS)))
"""Per card number: the mask of the higher cards of its suit."""
_TEXT = tuple(bit_card(c).text if (c & 15) < 13 else "" for c in range(16 * len(SUITS)))
SUIT_OF = {s: i for i, s in enumerate(SUITS)}
"""Suit letter → suit number."""

index = card_bit
"""The number of a card here: :func:`cardlab.cards.card_bit`."""


def text(c: int) -> str:
    """The text of card number ``c``.

    >>> text(27)
    'KH'
    """
    return _TEXT[c]


def card_of(c: int) -> Card:
    """The :class:`Card` of number ``c`` (:func:`cardlab.cards.bit_card`).

    >>> card_of(12)
    Card('AS')
    """
    return bit_card(c)


def mask(cards: Iterable[Card]) -> int:
    """The bitmask of ``cards``.

    >>> bin(mask([Card("2S"), Card("4S")]))
    '0b101'
    """
    m = 0
    for card in cards:
        m |= 1 << index(card)
    return m


def bits(m: int) -> list[int]:
    """The card numbers in ``m``, lowest first (the order of the legal actions).

    >>> bits(0b10110)
    [1, 2, 4]
    """
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def _legal(hand: int, trick: Sequence[tuple[int, int]]) -> int:
    if trick:
        follow = hand & SUIT_MASK[trick[0][1] >> 4]
        if follow:
            return follow
    return hand


def _one(m: int) -> bool:
    return m & (m - 1) == 0


class TrickPlay:
    """What the trick-taking games share: hands, the trick in progress, the cards gone.

    A game's lean state subclasses it (``_winner``, ``_taken``, ``result``, ``_choose``)."""

    __slots__ = ("deck", "gone", "hands", "n", "number", "over", "to_move", "trick", "tricks")

    n: int
    hands: list[int]
    trick: list[tuple[int, int]]
    to_move: int
    gone: int
    deck: int
    number: int
    tricks: list[int]
    over: bool

    def legal(self, seat: int) -> int:
        """The mask of ``seat``'s legal cards (the seat to move)."""
        return _legal(self.hands[seat], self.trick)

    def copy(self) -> Any:
        """An independent copy."""
        out = object.__new__(type(self))
        for cls in type(self).__mro__[:-1]:
            for k in getattr(cls, "__slots__", ()):
                setattr(out, k, getattr(self, k))
        out.hands = list(self.hands)
        out.trick = list(self.trick)
        out.tricks = list(self.tricks)
        out._copy_lists()
        return out

    def _copy_lists(self) -> None:
        """Copy the game's own mutable lists (after :meth:`copy` took the shared ones)."""

    def with_hidden(self, hidden: dict[str, Any]) -> Any:
        """A copy whose hidden parts are those of ``hidden`` (the dict
        :meth:`cardlab.core.Game.with_hidden` takes): the ``hands``, and Notice's
        ``predictions`` and ``targets``; the other zones play no part in trick play."""
        out = self.copy()
        for seat, cards in hidden.get("hands", {}).items():
            out.hands[seat] = mask(cards)
        out._place(hidden)
        return out

    def _place(self, hidden: dict[str, Any]) -> None:
        """The game's own hidden parts of :meth:`with_hidden`."""

    def play(self, card: int) -> None:
        """The seat to move lays ``card`` (legal: not checked)."""
        seat = self.to_move
        self.hands[seat] ^= 1 << card
        self.gone |= 1 << card
        trick = self.trick
        trick.append((seat, card))
        if len(trick) < self.n:
            self.to_move = (seat + 1) % self.n
            return
        winner = self._winner(trick)
        self.trick = []
        self.number += 1
        self.tricks[winner] += 1
        self.to_move = winner
        self._taken(winner, trick[0][1] >> 4)

    def _winner(self, trick: list[tuple[int, int]]) -> int:
        led = trick[0][1] >> 4
        best_seat, best = trick[0]
        for s, c in trick[1:]:
            if c >> 4 == led and c > best:
                best_seat, best = s, c
        return best_seat

    def _taken(self, winner: int, led: int) -> None:
        raise NotImplementedError

    def result(self, seat: int) -> tuple[float, float]:
        """``seat``'s (value, success) of the finished deal."""
        raise NotImplementedError

    def choose(self, seat: int) -> int:
        """The bot's card for ``seat`` (see the module docstring): its one legal card, else
        the game's :meth:`_choose` among them."""
        legal = self.legal(seat)
        if _one(legal):
            return legal.bit_length() - 1
        return self._choose(seat, legal)

    def _choose(self, seat: int, legal: int) -> int:
        """The game's bot: a card of the mask ``legal`` (two cards or more)."""
        raise NotImplementedError

    def act(self, action: str, seat: int | None = None) -> None:
        """Play the action of text ``action`` (a card: ``"QS"``) for the seat to move."""
        self.play(card_bit(action))

    def rollout(self, seat: int) -> tuple[float, float]:
        """Play to the end of the deal with :meth:`choose`; ``seat``'s result."""
        while not self.over:
            self.play(self.choose(self.to_move))
        return self.result(seat)


# --------------------------------------------------------------------------- from a game


def lean(game: Any, viewer: int | None = None) -> Any:
    """The lean state of ``game`` from its kit's ``lean`` builder (``GameKit.lean``), or
    ``None`` when the game has no lean path (or none in its phase).

    With ``viewer`` only what that seat sees is read: the other hands are empty and the
    other seats' secret choices unknown until ``with_hidden`` fills them (the coach's
    samples); without, the game's own fields (every hand).

    >>> import cardlab
    >>> lean(cardlab.new_game("notice", players=3, seed=1)).phase
    'predict'
    >>> from cardlab.session import play_out
    >>> from cardlab.bots import bot_for
    >>> g = cardlab.new_game("trumps", players=2, seed=1)
    >>> lean(play_out(g, {s: bot_for("trumps", seed=s) for s in range(2)})) is None  # over
    True
    >>> lean(cardlab.new_game("comp13", players=4, seed=1)).phase  # the dealer places on D
    'place'
    """
    kit = GAMES.get(game.name)
    if kit is None or kit.lean is None or game.is_over:
        return None
    return kit.lean(game, viewer)


def trick_fields(st: TrickPlay, game: Any, viewer: int | None) -> TrickPlay:
    """Fill the fields every trick-taking game keeps the same way (``n``, ``hands``,
    ``trick``, ``to_move``, ``number``, ``over``) from ``game`` (``game.hands``,
    ``game.trick``); with ``viewer``, only that seat's hand. Returns ``st``."""
    st.n = game.players
    st.hands = [mask(h) for h in game.hands]
    if viewer is not None:
        st.hands = [h if s == viewer else 0 for s, h in enumerate(st.hands)]
    st.trick = [(s, index(c)) for s, c in game.trick.cards]
    st.to_move = game.to_move[0] if game.to_move else -1
    st.number = game.trick.number
    st.over = False
    return st
