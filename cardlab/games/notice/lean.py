"""Notice's lean path (:mod:`cardlab.sim`): a deal as bitmasks, from its predictions on.

:func:`lean_state` (the kit's ``lean``) builds a :class:`NoticePlay` from the deal's first
decision: the secret predictions (then the hands pass), the secret targets (the seats
still to choose choose in seat order, as the coach's playouts let them) and the trick
play. Its ``bid`` is :class:`cardlab.games.notice.bot.NoticeBot`'s prediction and target,
its ``choose`` the bot's trick play rule for rule, with the same tie-breaks; it differs
from the bot in one way: it always remembers every card played this deal (a bot that
starts mid-deal in a sampled state knows less).

>>> import cardlab
>>> g = cardlab.new_game("notice", players=3, seed=7)
>>> st = lean_state(g, None)
>>> st.phase, st.waiting, st.bid(0) == int(cardlab.GAMES["notice"].bot().choose(g.view(0))[8:])
('predict', [0, 1, 2], True)
>>> st.rollout(0)[1] in (0.0, 1.0)
True
"""

from __future__ import annotations

from typing import Any

from cardlab.cards import SUITS, card_bit
from cardlab.games.notice.bot import TARGET_BIAS, expected_tricks
from cardlab.sim import ABOVE, SUIT_OF, TrickPlay, bits, index, mask, text, trick_fields

__all__ = ["NoticePlay", "lean_state"]


class NoticePlay(TrickPlay):
    """A Notice deal in trick play (build it with :func:`lean_state` or :func:`cardlab.sim.lean`).

    ``trump`` is a suit number (0..3), ``predictions``/``targets`` per seat, ``offset``
    the pass (k), ``size`` the tricks of the deal; ``table`` the scoring table; ``phase``
    ``"predict"``, ``"target"`` or ``"play"`` (``waiting``: the seats still to choose in
    the first two); ``leader`` the seat that leads the first trick.
    """

    __slots__ = ("leader", "offset", "phase", "predictions", "size", "table", "target_bias",
                 "targets", "trump", "trump_bit", "waiting")

    def _copy_lists(self) -> None:
        self.predictions = list(self.predictions)
        self.targets = list(self.targets)
        self.waiting = list(self.waiting)

    def act(self, action: str, seat: int | None = None) -> None:
        """Play the action of text ``action`` (``"predict 3"``, ``"target 2"``, a card)
        for ``seat`` (in the first two phases; else the seat to move)."""
        word, _, number = action.partition(" ")
        if word in ("predict", "target"):
            self.declare(self.waiting[0] if seat is None else seat, int(number))
        else:
            self.play(card_bit(action))

    def declare(self, seat: int, value: int) -> None:
        """``seat`` predicts or targets ``value`` (the phase says which); when every seat
        has predicted the hands pass by ``offset``, when every seat has targeted the
        leader leads."""
        self.waiting.remove(seat)
        if self.phase == "predict":
            self.predictions[seat] = value
            if not self.waiting:
                n, k = self.n, self.offset
                if k:
                    self.hands = [self.hands[(s - k) % n] for s in range(n)]
                self.phase, self.waiting = "target", list(range(n))
            return
        self.targets[seat] = value
        if not self.waiting:
            self.phase, self.to_move = "play", self.leader

    def bid(self, seat: int) -> int:
        """:class:`cardlab.games.notice.bot.NoticeBot`'s prediction or target for ``seat``:
        its expected tricks of the hand (the dealt hand, the hand received), rounded
        (a target with the bot's bias)."""
        est = expected_tricks([text(c) for c in bits(self.hands[seat])], SUITS[self.trump],
                              self.n)
        if self.phase == "target":
            est += self.target_bias
        return max(0, min(self.size, round(est)))

    def rollout(self, seat: int) -> tuple[float, float]:
        """Play the deal to its end with the bot's rules; ``seat``'s result."""
        while self.phase != "play":
            s = self.waiting[0]
            self.declare(s, self.bid(s))
        return TrickPlay.rollout(self, seat)

    def _winner(self, trick: list[tuple[int, int]]) -> int:
        trump = self.trump
        best_seat, best = -1, -1
        for s, c in trick:
            if c >> 4 == trump and c > best:
                best_seat, best = s, c
        if best_seat >= 0:
            return best_seat
        return TrickPlay._winner(self, trick)

    def _taken(self, winner: int, led: int) -> None:
        if self.number == self.size:
            self.over = True

    def _place(self, hidden: dict[str, Any]) -> None:
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


# --------------------------------------------------------------------------- from a game


def lean_state(game: Any, viewer: int | None) -> NoticePlay | None:
    """The lean state of a Notice deal from its predictions on (the kit's ``lean``)."""
    if game.phase not in ("predict", "target", "play"):
        return None
    from cardlab.games.notice.rules import _DECKS

    st = object.__new__(NoticePlay)
    st.trump = SUIT_OF[game.trump]
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
    st.phase = game.phase
    st.waiting = list(game.to_move) if game.phase != "play" else []
    st.leader = (game.dealer + 1) % game.players
    st.target_bias = TARGET_BIAS
    return trick_fields(st, game, viewer)
