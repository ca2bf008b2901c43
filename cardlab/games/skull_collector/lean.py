"""Skull Collector's lean path (:mod:`cardlab.sim`): a whole deal as bitmasks.

:func:`lean_state` (the kit's ``lean``) builds a :class:`SkullPlay` from the deal's first
decision on: the chest, the pass and the nine tricks, in the order :meth:`Game.play`
takes them (the seats still to choose in a secret phase choose in seat order, as the
coach's playouts let them). Cards are :func:`cardlab.cards.card_bit` numbers (the 30
playing cards are ♠ ♦ ♣ A–10); a card's strength here is the rules' order (10 high, the
ace low) and the ace rises above the 10 under the A-and-10 rule.

``choose`` is :class:`cardlab.games.skull_collector.bot.SkullBot`'s scoring of every legal
action, habit for habit, with the same scores; where several actions score the same the
bot draws one with its generator and the lean state with a small generator of its own,
seeded from its hands (so a sample decides it: two samples alike play alike).

A deal ends after the chest is won, or at once when a seat has collected all three
skulls; ``rollout(seat)`` returns what the coach's adapter counts
(:class:`cardlab.games.skull_collector.coach.SkullCoach`): the seat's points of the deal
(10 per trick, the chest counting as one) and whether it collected a skull.

>>> import cardlab
>>> g = cardlab.new_game("skull_collector", seed=3, first_leader=1)
>>> st = lean_state(g, None)
>>> st.phase, st.waiting
('chest', [0, 1, 2])
>>> for s in (0, 1, 2):
...     st.act(str(g.legal_actions(s)[0]), s)
>>> st.phase, bin(st.chest).count("1")
('pass', 3)
>>> st.rollout(0)[0] in (0.0, 10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0, 90.0, 100.0)
True
"""

from __future__ import annotations

from typing import Any

from cardlab.cards import card_bit
from cardlab.sim import SUIT_MASK, SUIT_OF, TrickPlay, bits, index, mask, trick_fields

__all__ = ["SkullPlay", "lean_state"]

PLAYERS = 3
TRICKS = 9
POINTS_PER_TRICK = 10
SKULLS = sum(1 << card_bit("6" + s) for s in "SDC")
"""The bits of the three 6s."""
_ACE, _TEN = 12, 8  # card_bit strengths of the ace and the 10
STRENGTH = tuple(1 if s == _ACE else s + 2 for s in range(16))
"""Per card_bit strength: the rules' order (the 2 is 2 … the 10 is 10, the ace 1)."""
ACE_TEN = 11
POWER = tuple(2.5 if s == _ACE else float(s + 2) for s in range(16))
"""SkullBot's ``_power``: the strength, with the ace between the 2 and the 3."""
FATAL = -500.0
DISASTER = -1000.0
_MASK64 = (1 << 64) - 1


def _skull(c: int) -> bool:
    return bool(SKULLS >> c & 1)


class SkullPlay(TrickPlay):
    """A Skull Collector deal, from its chest on (build it with :func:`lean_state`).

    ``phase`` is ``"chest"``, ``"pass"`` or ``"play"``; ``waiting`` the seats still to
    choose in a secret phase; ``chest_from``/``given`` per seat a card number or -1;
    ``chest`` the mask of the chest; ``trump`` a suit number or -1; ``collected`` the
    skulls per seat this deal and ``taken`` their mask; ``members`` the living members.
    """

    __slots__ = ("ace_ten_in_trump", "chest", "chest_from", "collected", "given", "leader",
                 "members", "phase", "rand", "taken", "trump", "waiting")

    def _copy_lists(self) -> None:
        self.chest_from = list(self.chest_from)
        self.given = list(self.given)
        self.collected = list(self.collected)
        self.waiting = list(self.waiting)

    def _place(self, hidden: dict[str, Any]) -> None:
        if "chest" in hidden:
            self.chest = mask(hidden["chest"])
        for key, out in (("chest_from", self.chest_from), ("given", self.given)):
            for seat, card in hidden.get(key, {}).items():
                if card is not None:
                    out[seat] = index(card)
        seed = 0x9E3779B97F4A7C15
        for h in self.hands:
            seed = (seed * 31 + h) & _MASK64
        self.rand = seed | 1

    def legal(self, seat: int) -> int:
        """The mask of ``seat``'s legal cards (in a secret phase: its whole hand)."""
        if self.phase != "play":
            return self.hands[seat]
        return TrickPlay.legal(self, seat)

    # ------------------------------------------------------------------ rules

    def act(self, action: str, seat: int | None = None) -> None:
        """Play the action of text ``action`` (``"chest 5D"``, ``"give 5D"``, ``"5D"``)
        for ``seat`` (in a secret phase; else the seat to move)."""
        card = card_bit(action.rsplit(" ", 1)[-1])
        if self.phase == "play":
            self.play(card)
        else:
            self.secret(card, self.waiting[0] if seat is None else seat)

    def secret(self, card: int, seat: int) -> None:
        """``seat`` puts ``card`` in the chest or passes it (the phase says which)."""
        self.hands[seat] ^= 1 << card
        self.waiting.remove(seat)
        if self.phase == "chest":
            self.chest_from[seat] = card
            self.chest |= 1 << card
            if not self.waiting:
                self.phase, self.waiting = "pass", list(range(PLAYERS))
            return
        self.given[seat] = card
        if self.waiting:
            return
        for giver in range(PLAYERS):
            self.hands[(giver - 1) % PLAYERS] |= 1 << self.given[giver]
        self.phase, self.to_move = "play", self.leader

    def play(self, card: int) -> None:
        """The seat to move lays ``card`` in trick play (legal: not checked): the first
        card that does not follow sets trump; a full trick goes to its winner with its
        skulls, and the ninth trick's winner also takes the chest."""
        seat = self.to_move
        self.hands[seat] ^= 1 << card
        trick = self.trick
        if trick and self.trump < 0 and card >> 4 != trick[0][1] >> 4:
            self.trump = card >> 4
        trick.append((seat, card))
        if len(trick) < PLAYERS:
            self.to_move = (seat + 1) % PLAYERS
            return
        winner = _winner(trick, self.trump, self.ace_ten_in_trump)
        self.trick = []
        self.number += 1
        self.tricks[winner] += 1
        self.to_move = winner
        skulls = [c for _, c in trick if _skull(c)]
        if skulls and self._collect(winner, skulls):
            return
        if self.number == TRICKS:
            self.tricks[winner] += 1  # the chest, one more trick
            in_chest = bits(self.chest & SKULLS)
            if not (in_chest and self._collect(winner, in_chest)):
                self.over = True

    def _collect(self, seat: int, skulls: list[int]) -> bool:
        """``seat`` collects ``skulls``; True when that ends the game (all three)."""
        for c in skulls:
            self.taken |= 1 << c
        self.collected[seat] += len(skulls)
        if self.collected[seat] == 3:
            self.over = True
        return self.over

    def result(self, seat: int) -> tuple[float, float]:
        """The seat's points of the deal and whether it collected a skull."""
        return float(POINTS_PER_TRICK * self.tricks[seat]), float(self.collected[seat] > 0)

    # ------------------------------------------------------------------ the bot

    def choose(self, seat: int) -> int:
        """SkullBot's card for ``seat``: the best score, ties drawn (module docstring)."""
        legal = self.legal(seat)
        if legal & (legal - 1) == 0:
            return legal.bit_length() - 1
        cards = bits(legal)
        scores = [self._score(seat, c) for c in cards]
        top = max(scores)
        best = [c for c, s in zip(cards, scores, strict=True) if s == top]
        if len(best) == 1:
            return best[0]
        self.rand = (self.rand * 6364136223846793005 + 1442695040888963407) & _MASK64
        return best[(self.rand >> 33) % len(best)]

    def rollout(self, seat: int) -> tuple[float, float]:
        """Play to the end of the deal with :meth:`choose`; ``seat``'s result."""
        while not self.over:
            if self.phase == "play":
                self.play(self.choose(self.to_move))
            else:
                s = self.waiting[0]
                self.secret(self.choose(s), s)
        return self.result(seat)

    def _shooting(self, me: int) -> bool:
        col = self.collected
        if any(col[s] for s in range(PLAYERS) if s != me):
            return False
        held = col[me] + (self.hands[me] & SKULLS).bit_count()
        if self.members[me] - col[me] <= 1:
            return held >= 2 and col[me] >= 1
        return held >= 2

    def _threat(self, me: int) -> int | None:
        col = self.collected
        if col[me] or not SKULLS & ~self.taken:
            return None
        for s in range(PLAYERS):
            if s != me and col[s] == 2:
                return s
        return None

    def _score(self, me: int, c: int) -> float:
        power = POWER[c & 15]
        skull = _skull(c)
        if self.phase != "play":
            if self._shooting(me):
                return -100.0 if skull else -power
            if skull:
                if self.phase == "chest" and (self.hands[me] & SKULLS).bit_count() < 2:
                    return -100.0
                return 100.0
            return power
        trick = self.trick
        if not trick:
            if self._shooting(me):
                return power - (20.0 if skull else 0.0)
            if self._threat(me) is not None and self.number == TRICKS - 1:
                return power
            return -power - (20.0 if skull else 0.0)
        trump = self.trump
        if trump < 0 and c >> 4 != trick[0][1] >> 4:
            trump = c >> 4
        full = [*trick, (me, c)]
        winner = _winner(full, trump, self.ace_ten_in_trump)
        last = len(full) == PLAYERS
        n = sum(_skull(x) for _, x in full)
        sure = 1.0 if last else 0.5
        if winner == me:
            return self._win_score(me, power, n, last, sure)
        if self._shooting(me):
            return -power - (30.0 if skull else 0.0)
        col = self.collected
        others = any(col[s] for s in range(PLAYERS) if s != winner)
        if col[winner] + n >= 3 and not others:
            return DISASTER * sure
        return 0.1 * power + (10.0 if skull else 0.0)

    def _win_score(self, me: int, power: float, n: int, last: bool, sure: float) -> float:
        """SkullBot's ``_win_score``: a card that wins the trick as it stands."""
        col = self.collected
        living = self.members[me] - col[me]
        if self._shooting(me):
            return 50.0 + 30.0 * n + (-power if last else power)
        if n and n >= living:
            return FATAL * sure - 0.1 * power
        if self._threat(me) is not None and (n or self.number == TRICKS - 1):
            return 100.0 - 0.1 * power
        if n == 1 and col[me] == 0 and living > 1:
            return 20.0 + (0.1 * power if last else -0.1 * power)
        if n:
            return -10.0 * n + (0.1 * power if last else -0.1 * power)
        own = self.hands[me] | (1 << self.chest_from[me] if self.chest_from[me] >= 0 else 0)
        if last or not (SKULLS & ~self.taken & ~own):
            return 5.0 - 0.1 * power
        return -3.0 - 0.1 * power


def _winner(trick: list[tuple[int, int]], trump: int, ace_ten_in_trump: bool) -> int:
    """The seat that wins ``trick`` (complete or not): the highest trump when trump is
    set, is not the suit led and is in the trick, else the highest card of the suit led;
    an ace whose suit's 10 is with it in the trick (the suit led; trump too with
    ``ace_ten_in_trump``) is above the 10."""
    present = 0
    for _, c in trick:
        present |= 1 << c
    led = trick[0][1] >> 4
    high = []
    for suit in (led, trump) if ace_ten_in_trump and trump >= 0 and trump != led else (led,):
        if present >> (16 * suit + _ACE) & 1 and present >> (16 * suit + _TEN) & 1:
            high.append(suit)
    suit = trump if trump >= 0 and trump != led and present & SUIT_MASK[trump] else led
    best_seat, best = -1, -1
    for s, c in trick:
        if c >> 4 == suit:
            k = ACE_TEN if (c & 15) == _ACE and suit in high else STRENGTH[c & 15]
            if k > best:
                best_seat, best = s, k
    return best_seat


def lean_state(game: Any, viewer: int | None) -> SkullPlay | None:
    """The lean state of a Skull Collector deal (the kit's ``lean``): from its chest on.

    With ``viewer`` the other hands are empty and the other seats' chest and passed
    cards unknown (-1) until :meth:`SkullPlay.with_hidden` fills them."""
    if game.phase not in ("chest", "pass", "play"):
        return None
    st = object.__new__(SkullPlay)
    trick_fields(st, game, viewer)
    st.phase = game.phase
    st.waiting = list(game.to_move) if game.phase != "play" else []
    own = (lambda s: True) if viewer is None else (lambda s: s == viewer)
    st.chest_from = [index(c) if c is not None and own(s) else -1
                     for s, c in enumerate(game.chest_from)]
    st.given = [index(c) if c is not None and own(s) else -1 for s, c in enumerate(game.given)]
    st.chest = mask(game.chest) if viewer is None else mask(
        c for s, c in enumerate(game.chest_from) if c is not None and s == viewer)
    st.trump = -1 if game.trump is None else SUIT_OF[game.trump]
    st.ace_ten_in_trump = bool(game.options["ace_ten_in_trump"])
    st.leader = game.leader
    st.members = list(game.members)
    st.collected = [len(sk) for sk in game.skulls]
    st.taken = mask(c for sk in game.skulls for c in sk)
    st.tricks = list(game.tricks)
    st.gone = 0
    st.deck = 0
    st._place({})
    return st
