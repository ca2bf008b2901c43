"""Comrade's lean path (:mod:`cardlab.sim`): a deal as bitmasks, from its bidding on.

:func:`lean_state` (the kit's ``lean``) builds a :class:`ComradePlay` from the deal's first
decision: the bidding (the bid cards left as one rank mask per suit and a count of
jokers; the bids, the total, the turn and the passes in a row as ints, the rules of
:meth:`cardlab.games.comrade.rules.Comrade._bid_turn_done`: success, over the target,
passes in a row, the rounds run out, a dead end) and then the trick play. Its ``bid`` is
:class:`cardlab.games.comrade.bot.ComradeBot`'s bid rule for rule (the same
:func:`cardlab.games.comrade.bot.hand_estimates` of the hand's mask, kept per hand, and
the same choice, :func:`cardlab.games.comrade.bot.pick_bid`); its ``choose`` the bot's
trick play rule for rule, with the same tie-breaks. It differs from the bot in one way:
it always remembers every card played this deal (a bot that starts mid-deal in a sampled
state knows less).

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> st = lean_state(g, None)
>>> st.phase, st.to_move == g.to_move[0], st.bid_legal(st.to_move)[:3]
('bid', True, ['take AS', 'take 2S', 'take 3S'])
>>> st.rollout(0) in [(0.0, 0.0), (1.0, 1.0)], st.over
(True, True)
"""

from __future__ import annotations

from typing import Any

from cardlab.cards import RANK_TEXT, SUITS
from cardlab.games.comrade.bot import _DECKS, bid_cost, hand_estimates, pick_bid
from cardlab.games.comrade.rules import ROUNDS
from cardlab.sim import ABOVE, SUIT_MASK, TrickPlay, bits, mask, trick_fields

__all__ = ["ComradePlay", "lean_state"]


class ComradePlay(TrickPlay):
    """A Comrade deal from its bidding on (build it with :func:`lean_state` or
    :func:`cardlab.sim.lean`).

    ``phase`` is ``"bid"``, ``"play"`` or ``"over"``; ``bids`` and ``won``: per seat, four
    numbers (suits S H D C); ``target`` the tricks of the deal; ``won_deal`` is set when it
    ends. In the bidding: ``free`` per suit the ranks of the bid cards left (bit ``r`` for
    rank ``r``, the ace 1), ``jokers`` the jokers left, ``total``, ``turn`` (turns taken),
    ``passes`` (in a row), ``pass_limit`` and ``dead_end`` (the game's options).
    """

    __slots__ = ("bids", "dead_end", "dealer", "free", "jokers", "pass_limit", "passes",
                 "phase", "target", "total", "turn", "won", "won_deal")

    def _copy_lists(self) -> None:
        self.won = [list(w) for w in self.won]
        if self.phase == "bid":
            self.bids = [list(b) for b in self.bids]
            self.free = list(self.free)

    # ------------------------------------------------------------------ bidding

    def act(self, action: str, seat: int | None = None) -> None:
        """Play the action of text ``action`` (``"take 2C"``, ``"take JK C"``, ``"pass"``,
        a card) for the seat to move."""
        if self.phase != "bid":
            TrickPlay.act(self, action)
            return
        words = action.upper().split()
        if words[0] == "PASS":
            self.take(-1, 0)
        elif words[1] == "JK":
            self.take(_SUIT[words[2]], 0)
        else:
            self.take(_SUIT[words[1][-1]], _RANK[words[1][:-1]])

    def _gain(self, bids: list[int], suit: int, rank: int) -> int:
        """What bid card ``rank`` of ``suit`` (0: a joker) adds for a seat holding
        ``bids``, ``0`` when it may not take it (the card is not higher)."""
        if not rank:
            return 1
        cur = bids[suit]
        return 0 if cur and rank <= cur else rank - cur

    def bid_options(self, seat: int) -> list[tuple[int, int]]:
        """``seat``'s takes as (suit, rank; 0 for a joker on that suit), in the order of
        :meth:`Game.legal_actions` (a pass follows them)."""
        bids, out = self.bids[seat], []
        for suit in range(4):
            free, cur = self.free[suit], bids[suit]
            while free:
                low = free & -free
                rank = low.bit_length() - 1
                if not cur or rank > cur:
                    out.append((suit, rank))
                free ^= low
        if self.jokers:
            out.extend((suit, 0) for suit in range(4))
        return out

    def bid_legal(self, seat: int) -> list[str]:
        """``seat``'s legal bidding actions as texts (:meth:`Game.legal_actions`)."""
        return [*(_take_text(s, r) for s, r in self.bid_options(seat)), "pass"]

    def take(self, suit: int, rank: int) -> None:
        """The seat to move takes bid card ``rank`` of ``suit`` (0: a joker on ``suit``), or
        passes (``suit`` -1); then the bidding goes on, succeeds or fails as
        :meth:`cardlab.games.comrade.rules.Comrade._bid_turn_done` says."""
        seat = self.to_move
        if suit < 0:
            self.passes += 1
        else:
            bids = self.bids[seat]
            gain = self._gain(bids, suit, rank)
            if rank:
                self.free[suit] ^= 1 << rank
            else:
                self.jokers -= 1
            bids[suit] += gain
            self.total += gain
            self.passes = 0
        self.turn += 1
        n, total, target = self.n, self.total, self.target
        if total == target:
            self.phase, self.to_move = "play", self.dealer
            return
        if (total > target or self.passes >= self.pass_limit or self.turn >= ROUNDS * n
                or self._dead_end((self.dealer + self.turn) % n)):
            self.phase, self.over, self.won_deal = "over", True, False
            return
        self.to_move = (self.dealer + self.turn) % n

    def _dead_end(self, nxt: int) -> bool:
        if not (self.jokers or any(self.free)):
            return False
        seats = range(self.n) if self.dead_end == "anyone" else (nxt,)
        return not any(self._can_take(s) for s in seats)

    def _can_take(self, seat: int) -> bool:
        room, bids = self.target - self.total, self.bids[seat]
        if self.jokers and room >= 1:
            return True
        for suit in range(4):
            free = self.free[suit]
            while free:
                low = free & -free
                gain = self._gain(bids, suit, low.bit_length() - 1)
                if gain and gain <= room:
                    return True
                free ^= low
        return False

    def bid(self, seat: int) -> str:
        """:class:`cardlab.games.comrade.bot.ComradeBot`'s bidding action for ``seat`` (the
        seat to move), as text."""
        suit, rank = self._bid(seat)
        return "pass" if suit < 0 else _take_text(suit, rank)

    def _bid(self, seat: int) -> tuple[int, int]:
        est, want = hand_estimates(self.hands[seat], self.n)
        room = self.target - self.total
        rnd = self.turn // self.n + 1
        must_take = self.turn == ROUNDS * self.n - 1 or self.passes + 1 >= self.pass_limit
        bids = self.bids[seat]
        options: list[tuple[float, int, float, tuple[int, int]]] = []
        for suit, rank in self.bid_options(seat):
            cur = bids[suit]
            new = cur + 1 if not rank else rank
            if new - cur <= room:
                options.append((bid_cost(cur, new, want[suit]), new - cur, -est[suit],
                                (suit, rank)))
        choice = pick_bid(options, room, must_take, rnd == ROUNDS)
        return (-1, 0) if choice is None else choice

    def rollout(self, seat: int) -> tuple[float, float]:
        """Play the deal to its end with the bot's rules (its bids, then its cards);
        ``seat``'s result."""
        while self.phase == "bid":
            self.take(*self._bid(self.to_move))
        return TrickPlay.rollout(self, seat)

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


_SUIT = {s: i for i, s in enumerate(SUITS)}
_RANK = {"A": 1, **{str(r): r for r in range(2, 7)}}
_TEXTS = {(s, r): f"{RANK_TEXT[r]}{SUITS[s]}" for s in range(4) for r in range(1, 7)}


def _take_text(suit: int, rank: int) -> str:
    """The text of a take (rank 0: a joker on ``suit``).

    >>> _take_text(3, 2), _take_text(0, 1), _take_text(1, 0)
    ('take 2C', 'take AS', 'take JK H')
    """
    return f"take JK {SUITS[suit]}" if not rank else f"take {_TEXTS[suit, rank]}"


_DECK_MASKS = {n: mask(d) for n, d in _DECKS.items()}
"""Each player count's trick deck as a mask."""


def lean_state(game: Any, viewer: int | None) -> ComradePlay | None:
    """The lean state of a Comrade deal from its bidding on (the kit's ``lean``), else
    ``None``. With ``viewer`` the other hands are empty until ``with_hidden`` fills them."""
    if game.phase not in ("bid", "play"):
        return None
    st = object.__new__(ComradePlay)
    st.phase, st.dealer = game.phase, game.dealer
    st.free = [0, 0, 0, 0]
    st.jokers = 0
    for card in game.free_bids:
        if card.is_joker:
            st.jokers += 1
        else:
            st.free[_SUIT[card.suit]] |= 1 << card.rank
    st.total, st.turn, st.passes = game.total, game.turn, game.passes_in_row
    st.pass_limit, st.dead_end = game.options["pass_limit"], game.options["dead_end"]
    st.bids = [[b.get(s, 0) for s in SUITS] for b in game.bids]
    st.won = [[w.get(s, 0) for s in SUITS] for w in game.won]
    st.target, st.won_deal = game.target, False
    st.deck = _DECK_MASKS[game.players]
    held = mask(c for h in game.hands for c in h)
    st.gone = st.deck & ~held
    st.tricks = [0] * game.players
    return trick_fields(st, game, viewer)
