"""ComradeBot: bids from its hand's strength per suit, then plays to win exactly its bids.

It decides from ``game.view(seat)`` only: its own hand, the bids on the table, the trick
in progress and the last trick. Across calls it remembers the tricks it has seen (every
trick passes through its view: the current one while it plays, then as ``last_trick``),
so it knows which cards are gone — what a careful player at the table remembers too.

Bidding: for every suit it estimates the tricks it can win in tricks led with that suit
(high cards that no outside card beats, cards with enough higher cards of its own to
draw the outside ones, length), then takes the bid card that brings its bid closest to
that estimate (a bid above the estimate costs double), never past the target; it
finishes the total with a card that brings its bid closer to the estimate, or with any
fitting card in the last round, and avoids the pass that would fail the bidding.

Play: it wins the tricks it still needs with sure winners, ducks every other trick with
the highest card that cannot win, and when void discards the most dangerous card of a
suit it must not win. Leading, it cashes a sure winner of a suit it needs, else leads low
in a suit some other player still needs.

>>> import cardlab
>>> from cardlab.session import play_out
>>> g = cardlab.new_game("comrade", players=3, seed=5)
>>> play_out(g, {s: ComradeBot(seed=s) for s in range(3)}).is_over
True
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import numpy as np

from cardlab.cards import ACE_HIGH, SUITS, Card, standard_deck
from cardlab.core import Game, new_game
from cardlab.games.comrade.rules import Comrade, Take
from cardlab.sim import ABOVE, SUIT_MASK, bits, mask

__all__ = ["ComradeBot", "bid_cost", "hand_estimates", "pick_bid", "suit_estimates"]

T = TypeVar("T")

_STRENGTH = ACE_HIGH  # the ranks of every Comrade deck in order (5..K is K high anyway)


def _trick_deck(players: int) -> frozenset[Card]:
    return frozenset(standard_deck(ranks=range(5, 14) if players == 3 else range(1, 14)))


_DECKS = {n: _trick_deck(n) for n in (3, 4, 5)}


def suit_estimates(hand: Sequence[Card], players: int) -> dict[str, float]:
    """Tricks this hand may expect to win in tricks led with each suit.

    A card counts 1 when no outside card of its suit is higher or when the player's own
    higher cards can draw the higher outside ones (the 2nd card with one outside card
    above it, …), 0.3 when it falls one card short in a suit of 3+, and a long suit adds
    half a trick per card beyond a fair share. (The weights were tuned on seeded deals.)

    >>> from cardlab.cards import cards
    >>> est = suit_estimates(cards("KS QS JS 5H 6H 7H 8H 9H 10H 5D 6D 5C"), 3)
    >>> est["S"], est["D"]
    (3.0, 0.0)
    """
    est, _ = hand_estimates(mask(hand), players)
    return dict(zip(SUITS, est, strict=True))


_ESTIMATES: dict[tuple[int, int], tuple[list[float], list[int]]] = {}
_DECK_MASKS = {n: mask(d) for n, d in _DECKS.items()}


def hand_estimates(hand: int, players: int) -> tuple[list[float], list[int]]:
    """:func:`suit_estimates` of the hand ``hand`` as a mask (:mod:`cardlab.sim`'s card
    numbers), per suit S H D C, and the bot's wish per suit (the estimate rounded half
    up); kept per hand (the lean bidding asks for the same hands again and again).

    >>> from cardlab.cards import cards
    >>> hand_estimates(mask(cards("KS QS JS 5H 6H 7H 8H 9H 10H 5D 6D 5C")), 3)
    ([3.0, 4.3, 0.0, 0.0], [3, 4, 0, 0])
    """
    out = _ESTIMATES.get((hand, players))
    if out is not None:
        return out
    deck = _DECK_MASKS[players]
    fair = (deck.bit_count() // 4) / players
    est, want = [], []
    for s in range(4):
        mine = bits(hand & SUIT_MASK[s])[::-1]  # highest first
        value = 0.0
        for i, c in enumerate(mine):
            higher_out = (ABOVE[c] & deck & ~hand).bit_count()
            if higher_out <= i:  # my i higher cards can draw the higher outside cards
                value += 1.0
            elif higher_out == i + 1 and len(mine) >= 3:
                value += 0.3
        extra = len(mine) - (fair + 1)
        if extra > 0:
            value += 0.5 * extra
        est.append(value)
        want.append(math.floor(value + 0.5))
    if len(_ESTIMATES) > 200_000:
        _ESTIMATES.clear()
    out = _ESTIMATES[hand, players] = (est, want)
    return out


class ComradeBot:
    """A Comrade player that bids its hand's strength and plays to its bids (view only).

    ``seed`` is accepted like every bot's (:func:`cardlab.bots.bot_for`); the bot is
    deterministic: the same view (and the same tricks seen before) gives the same choice.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._seen: dict[int, list[Card]] = {}  # trick number -> its cards
        self._deal: tuple[Any, ...] | None = None

    # ------------------------------------------------------------------ entry

    def choose(self, view: Mapping[str, Any]) -> str:
        """The text of one legal action for the seat whose view this is."""
        legal: list[str] = list(view["legal"])
        if len(legal) == 1:
            self._remember(view)
            return legal[0]
        if view["phase"] == "bid":
            self._seen.clear()
            return self._bid(view, legal)
        self._remember(view)
        return self._play(view, legal)

    # ------------------------------------------------------------------ memory

    def _remember(self, view: Mapping[str, Any]) -> None:
        table = view["table"]
        deal = (view["game"], view["players"], table.get("deal"), view["dealer"])
        done = table.get("tricks_played", 0)
        if deal != self._deal or any(k > done for k in self._seen):
            self._seen.clear()
            self._deal = deal
        last = table.get("last_trick")
        if last and view["phase"] != "bid":
            self._seen[last["number"]] = [Card(t) for _, t in last["cards"]]
        hand = {Card(t) for t in view["seats"][view["viewer"]]["hand"]}
        if any(c in hand for cs in self._seen.values() for c in cs):
            self._seen.clear()  # not this deal's tricks after all

    # ------------------------------------------------------------------ bidding

    def _bid(self, view: Mapping[str, Any], legal: list[str]) -> str:
        me = view["viewer"]
        n = view["players"]
        table = view["table"]
        hand = [Card(t) for t in view["seats"][me]["hand"]]
        bids: dict[str, int] = view["seats"][me]["bids"]
        est = suit_estimates(hand, n)
        want = {s: int(np.floor(est[s] + 0.5)) for s in SUITS}
        room = table["target"] - table["bid_total"]
        turn = (table["round"] - 1) * n + (me - view["dealer"]) % n
        last_turn = turn == table["rounds"] * n - 1
        must_take = last_turn or table["passes_in_row"] + 1 >= _pass_limit(view)

        options: list[tuple[float, int, float, str]] = []  # (cost, gain, -estimate, text)
        for text in legal:
            if text == "pass":
                continue
            take = Comrade.parse_action(text)
            assert isinstance(take, Take)
            card = take.card
            suit = take.suit if card.is_joker else card.suit
            assert suit is not None
            cur = bids.get(suit, 0)
            new = cur + 1 if card.is_joker else card.rank
            if new - cur <= room:
                options.append((bid_cost(cur, new, want[suit]), new - cur, -est[suit], text))
        choice = pick_bid(options, room, must_take, table["round"] == table["rounds"])
        return "pass" if choice is None else choice

    # ------------------------------------------------------------------ play

    def _play(self, view: Mapping[str, Any], legal: list[str]) -> str:
        me = view["viewer"]
        n = view["players"]
        table = view["table"]
        seats = view["seats"]
        hand = [Card(t) for t in seats[me]["hand"]]
        trick = [(s, Card(t)) for s, t in table["trick"]]
        gone = {c for cs in self._seen.values() for c in cs} | {c for _, c in trick}
        unseen = _DECKS[n] - gone - set(hand)
        need = {s: seats[me]["bids"].get(s, 0) - seats[me]["won"].get(s, 0) for s in SUITS}
        others_need = {
            s: sum(max(0, seats[p]["bids"].get(s, 0) - seats[p]["won"].get(s, 0))
                   for p in range(n) if p != me)
            for s in SUITS
        }
        cards = [Card(t) for t in legal]

        def higher_unseen(c: Card) -> int:
            return sum(1 for d in unseen if d.suit == c.suit and _STRENGTH[d.rank] > _STRENGTH[
                c.rank])

        if not trick:
            return self._lead(cards, need, others_need, higher_unseen).text
        led = trick[0][1].suit
        best = max((c for _, c in trick if c.suit == led), key=lambda c: _STRENGTH[c.rank])
        last_to_play = len(trick) == n - 1
        follow = [c for c in cards if c.suit == led]
        if follow:
            beats = sorted((c for c in follow if _STRENGTH[c.rank] > _STRENGTH[best.rank]),
                           key=lambda c: _STRENGTH[c.rank])
            under = sorted((c for c in follow if _STRENGTH[c.rank] < _STRENGTH[best.rank]),
                           key=lambda c: _STRENGTH[c.rank])
            if need.get(led or "", 0) > 0 and beats:
                if last_to_play:
                    return beats[0].text
                sure = [c for c in beats if higher_unseen(c) == 0]
                return (sure[0] if sure else beats[-1]).text
            if under and need.get(led or "", 0) > 0:
                return under[0].text
            if under:
                return under[-1].text  # the highest card that cannot win
            # every card beats the trick so far: the lowest, in case someone overtakes;
            # when nobody can, the highest (it wins either way)
            return (beats[-1] if last_to_play else beats[0]).text
        return self._discard(cards, need, higher_unseen).text

    def _lead(self, cards: list[Card], need: dict[str, int], others_need: dict[str, int],
              higher_unseen: Any) -> Card:
        # cash a sure winner in a suit I still need
        sure = [c for c in cards if need.get(c.suit or "", 0) > 0 and higher_unseen(c) == 0]
        if sure:
            return max(sure, key=lambda c: _STRENGTH[c.rank])
        # give the lead away: my lowest card of a suit somebody else needs, if beatable
        safe = [c for c in cards if others_need.get(c.suit or "", 0) > 0 and higher_unseen(c) > 0]
        if safe:
            return min(safe, key=lambda c: (-others_need[c.suit or ""], -_STRENGTH[c.rank]))
        # a suit I need, with a card that may win
        mine = [c for c in cards if need.get(c.suit or "", 0) > 0]
        if mine:
            return max(mine, key=lambda c: _STRENGTH[c.rank])
        # nothing good: the card most likely to be beaten
        return max(cards, key=lambda c: (higher_unseen(c), -_STRENGTH[c.rank]))

    def _discard(self, cards: list[Card], need: dict[str, int], higher_unseen: Any) -> Card:
        keep: set[Card] = set()
        for s in SUITS:
            mine = sorted((c for c in cards if c.suit == s), key=lambda c: -_STRENGTH[c.rank])
            keep.update(mine[: max(0, need.get(s, 0))])

        def danger(c: Card) -> tuple[int, int, int]:
            # a card beyond what I need, with few higher cards left, is the worst to keep
            return (int(c not in keep), -higher_unseen(c), _STRENGTH[c.rank])

        return max(cards, key=danger)


def bid_cost(cur: int, new: int, want: int) -> float:
    """What raising a bid from ``cur`` to ``new`` costs when ``want`` tricks are expected:
    the step away from ``want`` (negative: towards it), overbidding counted twice.

    >>> bid_cost(0, 2, 3), bid_cost(1, 4, 2)
    (-2, 3.0)
    """
    cost = abs(new - want) - abs(cur - want)
    if new > want:
        cost += 1.0 * (new - want)  # overbidding is worse than underbidding
    return cost


def pick_bid(options: Sequence[tuple[float, int, float, T]], room: int, must_take: bool,
             last_round: bool) -> T | None:
    """ComradeBot's take among ``options`` — (cost, gain, −estimate of the suit, the take),
    in the order of the legal actions, each fitting the ``room`` left — or ``None`` to
    pass: a take that finishes the total when it is a clear step towards the estimate
    (or the bot must take, or it is the last round); else the biggest step towards the
    estimate (on a tie, the bigger gain); else, when it must take, the least bad.

    >>> pick_bid([(-1.0, 1, -1.0, "a"), (-2, 2, -2.5, "b")], 5, False, False)
    'b'
    >>> pick_bid([(1.0, 1, 0.0, "a")], 5, False, False) is None
    True
    """
    if not options:
        return None
    finishing = [o for o in options if o[1] == room]
    if finishing:
        best = min(finishing, key=lambda o: (o[0], o[2]))
        if best[0] <= -1.0 or must_take or last_round:
            return best[3]
    improving = [o for o in options if o[0] < 0]
    if improving:
        return min(improving, key=lambda o: (o[0], -o[1], o[2]))[3]
    if must_take:
        return min(options, key=lambda o: (o[0], -o[1], o[2]))[3]
    return None


def _pass_limit(view: Mapping[str, Any]) -> int:
    return int(view["table"].get("pass_limit", 3))




def bid_by_bots(players: int, seed: int) -> Game:
    """A Comrade deal of ``players`` whose bidding ComradeBots made (seeded by ``seed``);
    it may have failed in the bidding. The deals the solver's tests and benchmark use.

    >>> g = bid_by_bots(3, 7)
    >>> g.phase in ("play", "over"), g.history[0].seat == g.dealer
    (True, True)
    """
    g = new_game("comrade", players=players, seed=seed)
    bots = {s: ComradeBot(seed=seed * 8 + s) for s in range(players)}
    while g.phase == "bid":
        s = g.to_move[0]
        g.play(bots[s].choose(g.view(s)), s)
    return g
