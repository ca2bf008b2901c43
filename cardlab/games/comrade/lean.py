"""Comrade's lean path (:mod:`cardlab.sim`): the trick play of a deal as bitmasks.

:func:`lean_state` (the kit's ``lean``) builds a :class:`ComradePlay` once the deal is in
trick play (``None`` before: the coach plays the earlier decisions through ``play()``).
Its ``choose`` is :class:`cardlab.games.comrade.bot.ComradeBot`'s trick play rule for rule, with
the same tie-breaks; it differs from the bot in one way: it always remembers every card
played this deal (a bot that starts mid-deal in a sampled state knows less).

>>> import cardlab
>>> from cardlab import sim
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> lean_state(g, None) is None  # still bidding
True
"""

from __future__ import annotations

from typing import Any

from cardlab.cards import SUITS
from cardlab.sim import ABOVE, SUIT_MASK, TrickPlay, bits, mask, trick_fields

__all__ = ["ComradePlay", "lean_state"]


class ComradePlay(TrickPlay):
    """A Comrade deal in trick play (build it with :func:`lean_state` or :func:`cardlab.sim.lean`).

    ``bids`` and ``won``: per seat, four numbers (suits S H D C); ``target`` the tricks of
    the deal; ``won_deal`` is set when it ends (``lost`` names the losing seat).
    """

    __slots__ = ("bids", "target", "won", "won_deal")

    def _copy_lists(self) -> None:
        self.won = [list(w) for w in self.won]

    def _place(self, hidden: dict[str, Any]) -> None:
        held = 0
        for h in self.hands:
            held |= h
        self.gone = self.deck & ~held  # the cards played (the trick's among them)

    def _taken(self, winner: int, led: int) -> None:
        won = self.won[winner]
        won[led] += 1
        if won[led] > self.bids[winner][led]:
            self.over, self.won_deal = True, False
        elif self.number == self.target:
            self.over, self.won_deal = True, True

    def result(self, seat: int) -> tuple[float, float]:
        """1.0 for a deal the team won (both parts), else 0.0."""
        x = float(self.won_deal)
        return x, x

    def _choose(self, seat: int, legal: int) -> int:
        """:class:`cardlab.games.comrade.bot.ComradeBot`'s card (see the module docstring)."""
        hand = self.hands[seat]
        trick = self.trick
        unseen = self.deck & ~(self.gone | hand)
        bids, won = self.bids[seat], self.won[seat]
        need = [bids[s] - won[s] for s in range(4)]
        cards = bits(legal)
        if not trick:
            others = [0, 0, 0, 0]
            for p in range(self.n):
                if p != seat:
                    pb, pw = self.bids[p], self.won[p]
                    for s in range(4):
                        if pb[s] > pw[s]:
                            others[s] += pb[s] - pw[s]
            return _comrade_lead(cards, need, others, unseen)
        led = trick[0][1] >> 4
        best = max(c for _, c in trick if c >> 4 == led)
        if legal & SUIT_MASK[led]:
            return _comrade_follow(cards, best, need[led], unseen, len(trick) == self.n - 1)
        return _comrade_discard(cards, need, unseen)


def _comrade_lead(cards: list[int], need: list[int], others: list[int], unseen: int) -> int:
    """ComradeBot's ``_lead``."""
    sure = [c for c in cards if need[c >> 4] > 0 and not unseen & ABOVE[c]]
    if sure:
        return _first_max(sure, lambda c: c & 15)
    safe = [c for c in cards if others[c >> 4] > 0 and unseen & ABOVE[c]]
    if safe:
        return _first_max(safe, lambda c: (others[c >> 4], c & 15))  # min of the negatives
    mine = [c for c in cards if need[c >> 4] > 0]
    if mine:
        return _first_max(mine, lambda c: c & 15)
    return _first_max(cards, lambda c: ((unseen & ABOVE[c]).bit_count(), -(c & 15)))


def _first_max(cards: list[int], key: Any) -> int:
    """The first card with the highest ``key`` (``max`` keeps the first of equals)."""
    best, bk = cards[0], key(cards[0])
    for c in cards[1:]:
        k = key(c)
        if k > bk:
            best, bk = c, k
    return best


def _comrade_follow(cards: list[int], best: int, need: int, unseen: int, last: bool) -> int:
    """ComradeBot following suit (the cards are of the led suit, lowest first)."""
    beats = [c for c in cards if c > best]
    under = [c for c in cards if c < best]
    if need > 0 and beats:
        if last:
            return beats[0]
        sure = [c for c in beats if not unseen & ABOVE[c]]
        return sure[0] if sure else beats[-1]
    if under:
        return under[0] if need > 0 else under[-1]
    return beats[-1] if last else beats[0]


def _comrade_discard(cards: list[int], need: list[int], unseen: int) -> int:
    """ComradeBot's ``_discard``: the most dangerous card it need not keep."""
    keep = set()
    for s in range(4):
        mine = [c for c in cards if c >> 4 == s]
        if need[s] > 0:
            keep.update(mine[::-1][:need[s]])
    return _first_max(cards, lambda c: (c not in keep, -(unseen & ABOVE[c]).bit_count(), c & 15))


# --------------------------------------------------------------------------- from a game


def lean_state(game: Any, viewer: int | None) -> ComradePlay | None:
    """The lean state of a Comrade deal in trick play (the kit's ``lean``), else ``None``."""
    if game.phase != "play":
        return None
    from cardlab.games.comrade.bot import _DECKS as COMRADE_DECKS

    st = object.__new__(ComradePlay)
    st.bids = [[b.get(s, 0) for s in SUITS] for b in game.bids]
    st.won = [[w.get(s, 0) for s in SUITS] for w in game.won]
    st.target, st.won_deal = game.target, False
    st.deck = mask(COMRADE_DECKS[game.players])
    held = mask(c for h in game.hands for c in h)
    st.gone = st.deck & ~held
    st.tricks = [0] * game.players
    return trick_fields(st, game, viewer)
