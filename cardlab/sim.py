"""Lean playouts: the trick play of a Notice or Comrade deal as bitmasks, for the coach.

:func:`cardlab.coach.estimate` plays thousands of deals to their end. Through
:meth:`Game.play` every card is checked, turned into events and drawn into views for
the bots; here a deal in trick play is a few ints instead (one bitmask per hand, the
cards gone, the trick in progress, the tricks per seat) and a card is a number:
:func:`cardlab.cards.card_bit` (``16 * suit + strength``, suits S H D C, strength 0 for
the 2 to 12 for the ace; the solver numbers cards the same way), so counting up runs
through a hand in the order of :meth:`Game.legal_actions`.

- :func:`lean` builds the state of a game in trick play (:class:`NoticePlay`,
  :class:`ComradePlay`); ``None`` when the game has none (another phase or game).
- ``state.play(card)`` lays a card as :meth:`Game.play` would (no checks: the card
  must be legal); ``state.legal(seat)`` is the mask of the legal cards.
- ``state.choose(seat)`` is the game's bot's trick play (:mod:`cardlab.games.notice.bot`,
  :mod:`cardlab.games.comrade.bot`) rule for rule, with the same tie-breaks; it differs from
  the bot in one way: it always remembers every card played this deal (the Comrade bot
  remembers the tricks it saw since it sat down, which is the same for a bot that
  played the whole deal; a bot that starts mid-deal in a sampled state knows less).
- ``state.rollout(seat)`` plays the deal to its end with ``choose`` for every seat and
  returns ``seat``'s ``(value, success)`` as :func:`cardlab.coach.estimate` counts them.

``tests/test_sim.py`` checks that for random legal card sequences the lean state and
``play()`` hold the same hands, trick, tricks and result at every step, and that
``choose`` picks the bot's card in bot-played deals.

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

__all__ = ["ComradePlay", "NoticePlay", "bits", "card_of", "index", "lean", "mask", "text"]

SUIT_MASK = SUIT_BITS
ABOVE = tuple(SUIT_MASK[c >> 4] & ~((2 << c) - 1) for c in range(16 * len(SUITS)))
"""Per card number: the mask of the higher cards of its suit."""
_TEXT = tuple(bit_card(c).text if (c & 15) < 13 else "" for c in range(16 * len(SUITS)))
_SUIT_OF = {s: i for i, s in enumerate(SUITS)}

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


class _TrickPlay:
    """What both games share: hands, the trick in progress, the cards gone."""

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

    def rollout(self, seat: int) -> tuple[float, float]:
        """Play to the end of the deal with :meth:`choose`; ``seat``'s result."""
        while not self.over:
            self.play(self.choose(self.to_move))
        return self.result(seat)


# --------------------------------------------------------------------------- Notice


class NoticePlay(_TrickPlay):
    """A Notice deal in trick play (build it with :func:`lean`).

    ``trump`` is a suit number (0..3), ``predictions``/``targets`` per seat, ``offset``
    the pass (k), ``size`` the tricks of the deal; ``table`` the scoring table.
    """

    __slots__ = ("offset", "predictions", "size", "table", "targets", "trump", "trump_bit")

    def _winner(self, trick: list[tuple[int, int]]) -> int:
        trump = self.trump
        best_seat, best = -1, -1
        for s, c in trick:
            if c >> 4 == trump and c > best:
                best_seat, best = s, c
        if best_seat >= 0:
            return best_seat
        return _TrickPlay._winner(self, trick)

    def _taken(self, winner: int, led: int) -> None:
        if self.number == self.size:
            self.over = True

    def _place(self, hidden: dict[str, Any]) -> None:
        self.predictions = list(self.predictions)  # they do not change in play: not copied
        self.targets = list(self.targets)
        for seat, value in hidden.get("predictions", {}).items():
            self.predictions[seat] = value
        for seat, value in hidden.get("targets", {}).items():
            self.targets[seat] = value

    def result(self, seat: int) -> tuple[float, float]:
        """Deal score and whether the target was met (:func:`cardlab.games.notice.deal_score`)."""
        from cardlab.games.notice.rules import deal_score

        receiver = (seat + self.offset) % self.n
        own = self.tricks[seat]
        ds = deal_score(self.predictions[seat], self.tricks[receiver], self.targets[seat],
                        own, self.table)
        return float(ds.total), float(own == self.targets[seat])

    def _choose(self, seat: int, legal: int) -> int:
        """:class:`cardlab.games.notice.bot.NoticeBot`'s card (see the module docstring)."""
        hand = self.hands[seat]
        trick = self.trick
        need = self.targets[seat] - self.tricks[seat]
        remaining = self.size - self.number
        unseen = self.deck & ~(self.gone | self.trump_bit | hand)
        trump = self.trump
        cards = bits(legal)
        if not trick:
            return _notice_lead(cards, need > 0, trump, unseen)
        receiver = (seat + self.offset) % self.n
        r_need = self.predictions[seat] - self.tricks[receiver] if receiver != seat else 0
        best_seat = self._winner(trick)
        best = next(c for s, c in trick if s == best_seat)
        bsuit = best >> 4
        beats = [c for c in cards if (c > best if c >> 4 == bsuit else c >> 4 == trump)]
        ducks = [c for c in cards if c not in beats]
        last = len(trick) == self.n - 1
        if need > 0 and best_seat == receiver and r_need > 0 and ducks and 2 * need < remaining:
            return _min_key(ducks, trump)
        if need > 0:
            if not beats:
                return _min_key(ducks, trump)
            if last:
                return _min_key(beats, trump)
            sure = [c for c in beats if c >> 4 == trump and not unseen & ABOVE[c]] or [
                c for c in beats if not unseen & ABOVE[c]]
            return _min_key(sure, trump) if sure else _max_key(beats, trump)
        if ducks:
            return _max_key(ducks, trump)
        return _max_key(beats, trump) if last else _min_key(beats, trump)


def _key(c: int, trump: int) -> int:
    """NoticeBot's ``key``: trumps above every other card, then strength."""
    return (16 if c >> 4 == trump else 0) + (c & 15)


def _min_key(cards: list[int], trump: int) -> int:
    """``min(cards, key=key)``: the first of the lowest."""
    best, bk = cards[0], _key(cards[0], trump)
    for c in cards[1:]:
        k = _key(c, trump)
        if k < bk:
            best, bk = c, k
    return best


def _max_key(cards: list[int], trump: int) -> int:
    """``max(cards, key=key)``: the first of the highest."""
    best, bk = cards[0], _key(cards[0], trump)
    for c in cards[1:]:
        k = _key(c, trump)
        if k > bk:
            best, bk = c, k
    return best


def _notice_lead(cards: list[int], want_win: bool, trump: int, unseen: int) -> int:
    """NoticeBot's ``_lead``."""
    if want_win:
        bosses = [c for c in cards if not unseen & ABOVE[c]]
        side = [c for c in bosses if c >> 4 != trump]
        return _max_key(side or bosses or cards, trump)
    non_trump = [c for c in cards if c >> 4 != trump]
    pool = [c for c in non_trump if unseen & ABOVE[c]] or non_trump or cards
    return _min_key(pool, trump)


# --------------------------------------------------------------------------- Comrade


class ComradePlay(_TrickPlay):
    """A Comrade deal in trick play (build it with :func:`lean`).

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


def lean(game: Any, viewer: int | None = None) -> _TrickPlay | None:
    """The lean state of ``game`` in trick play when its kit has a lean path
    (``GameKit.lean``: Notice, Comrade), else ``None``.

    With ``viewer`` only what that seat sees is read: the other hands are empty and the
    other seats' predictions and targets unknown until :meth:`with_hidden` fills them
    (the coach's samples); without, the game's own fields (every hand).

    >>> import cardlab
    >>> lean(cardlab.new_game("notice", players=3, seed=1)) is None  # still predicting
    True
    """
    kit = GAMES.get(game.name)
    if game.phase != "play" or kit is None or kit.lean is None:
        return None
    st: _TrickPlay = kit.lean(game, viewer)
    st.n = game.players
    st.hands = [mask(h) for h in game.hands]
    if viewer is not None:
        st.hands = [h if s == viewer else 0 for s, h in enumerate(st.hands)]
    st.trick = [(s, index(c)) for s, c in game.trick.cards]
    st.to_move = game.to_move[0]
    st.number = game.trick.number
    st.over = False
    return st


def notice_state(game: Any, viewer: int | None) -> NoticePlay:
    """Notice's part of :func:`lean` (its kit's ``lean``)."""
    from cardlab.games.notice.rules import _DECKS

    st = object.__new__(NoticePlay)
    st.trump = _SUIT_OF[game.trump]
    st.trump_bit = 1 << index(game.trump_card)
    st.predictions = list(game.predictions)
    st.targets = list(game.targets)
    if viewer is not None:
        st.predictions = [p if s == viewer else None for s, p in enumerate(st.predictions)]
        st.targets = [p if s == viewer else None for s, p in enumerate(st.targets)]
    st.offset, st.size = game.offset, game.hand_size
    st.table = game.options["score_table"]
    st.deck = mask(_DECKS[game.players])
    st.gone = mask(game.played)
    st.tricks = list(game.tricks)
    return st


def comrade_state(game: Any, viewer: int | None) -> ComradePlay:
    """Comrade's part of :func:`lean` (its kit's ``lean``)."""
    from cardlab.games.comrade.bot import _DECKS as COMRADE_DECKS

    st = object.__new__(ComradePlay)
    st.bids = [[b.get(s, 0) for s in SUITS] for b in game.bids]
    st.won = [[w.get(s, 0) for s in SUITS] for w in game.won]
    st.target, st.won_deal = game.target, False
    st.deck = mask(COMRADE_DECKS[game.players])
    held = mask(c for h in game.hands for c in h)
    st.gone = st.deck & ~held
    st.tricks = [0] * game.players
    return st
