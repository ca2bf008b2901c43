"""Skull Collector: a trick-taking game for exactly 3 players with cursed skulls and a late trump.

Each player leads a party of three members. The three 6s (♠6 ♦6 ♣6) are cursed skulls:
every skull a player collects in a deal kills one of their members when the deal ends.
Whoever collects all three skulls in one deal wins at once. Otherwise the game ends
after the deal in which a party is wiped out, and the survivors share their points
among their living members. ``../shared/rules/skull_collector.md`` is the specification.

**Cards.** Only A–10 of spades, diamonds and clubs are played (30 cards; hearts and the
court cards stay out). Within a suit the order is 10 9 8 7 6 5 4 3 2 A: the ace is the
lowest card, except under the A-and-10 rule. The four kings are trump markers (all face
up until trump is known), the jacks, queens and the joker are the party members — only
their count matters, so the engine keeps a number per player.

**A deal.**

1. The dealer deals 10 cards to each player, one at a time, starting on the left.
2. *Treasure chest* (secret, simultaneous): each player puts one card face down in the
   chest (``"chest 5D"``).
3. *Pass* (secret, simultaneous): each player passes one card face down to the right
   neighbour (``"give 5D"``); when all three have chosen, each takes the card that came
   from the left.
4. *Nine tricks* (``"5D"``), must follow. The first deal is led by ``first_leader``
   (drawn from the seed when ``None``); every later deal by the winner of the last chest.
5. *Trump appears* with the first card of the deal that does not follow: its suit is
   trump from that card on, so that card can win its own trick.
6. The highest trump wins a trick holding trumps; otherwise the highest card of the suit
   led. *A-and-10*: when the ace and the 10 of the suit led are both in the trick, the
   ace beats them all.
7. The winner of a trick keeps its 6s as skulls. The winner of the 9th trick also wins
   the chest as one more trick, with the 6s in it.
8. All three skulls with one player: that player wins at once, even in the middle of a
   deal. Otherwise, at the end of the deal, each skull kills one living member of its
   collector, and every trick (the chest included) is worth 10 points.

**Game end.** After a deal in which a party is wiped out: the survivors divide their
total points by their living members, rounded down, and the highest share wins. Ties
go to fewer living members, then the higher total before division, then the survivor
nearer the wiped-out party (option ``nearest``). Two parties wiped in the same deal:
the third player wins. All three: everyone loses. If nobody is wiped out, the next deal
is dealt by the left neighbour of the last dealer and led by the chest winner.

Phases: ``"chest"``, ``"pass"``, ``"play"``, ``"over"``. In the two secret phases
``to_move`` holds the seats that have not chosen yet; a chosen card is shown to its
owner only (in their view and in events addressed to them).

Rule options (the rules file's ``[decision]`` points, each with the rules file's reading
as the default):

- ``ace_ten_in_trump`` (default ``False``): the A-and-10 rule is for the suit led only;
  ``True`` also lets the ace of trump beat the 10 of trump when both are played as
  trumps to another suit (trump led is the suit led, so the rule applies there anyway);
- ``nearest`` (default ``"after"``): the last tie-break goes to the survivor fewer steps
  clockwise from the wiped-out seat w (seat w+1); ``"before"`` to the one at w-1;
- ``next_dealer`` (default ``"left"``): the next deal is dealt by the left neighbour of
  the last dealer; ``"chest_winner"``: by the winner of the last chest (who leads it in
  both cases; the dealer only decides where the dealing starts);
- ``first_leader`` (default ``None``, drawn from ``rng(2)`` of the seed; the seed's
  rock-paper-scissors): the seat that leads the first deal.

Decisions of ours:

- the faces of the chest are shown, after it is won, in the winner's zone
  (``seats[w]["chest"]``) and in the summary of the deal (``table["last_deal"]``), in
  card order: the order of putting is public, so it must not tell whose card is whose;
- ``Outcome.scores`` are the final shares (total ÷ living members, rounded down; 0 for a
  wiped-out party); an instant win ends the game before the interrupted deal is scored;
  ``Outcome.details`` holds the totals, living members, shares, the deal scores, the
  wiped-out seats and the tie-break that decided (``None``, ``"fewer_members"``,
  ``"higher_total"``, ``"nearest"``);
- a seat that has already chosen in the chest or the pass phase and tries again (a
  second chest card, a pass before the chest is complete) is refused with a reason that
  says so, not only "not your turn";
- points come in tens, so two survivors with equal shares and equal members always have
  equal totals: the second tie-break never decides a real game (:func:`final_ranking`
  implements it all the same).

The view: ``table`` has ``trump`` (suit letter or ``None``), ``markers`` (the kings face
up), ``trick``, ``chest`` (cards in it, face down), ``deal``, ``last_trick`` (with the
reason it was won) and ``last_deal`` (the summary of the deal just finished); each seat
has ``hand``, ``members`` (living), ``skulls`` (6s collected this deal), ``tricks`` (this
deal, the chest counting as one), ``points`` (total), and, for its owner only,
``chest_card``, ``passed`` and ``received``.

>>> import cardlab
>>> g = cardlab.new_game("skull_collector", seed=3, first_leader=1)
>>> g.phase, g.to_move
('chest', (0, 1, 2))
>>> for seat in (0, 1, 2):
...     _ = g.play(g.legal_actions(seat)[0], seat)
>>> g.phase, g.view(0)["table"]["chest"]
('pass', 3)
>>> for seat in (0, 1, 2):
...     _ = g.play(g.legal_actions(seat)[0], seat)
>>> g.phase, g.to_move, g.view(None)["table"]["trump"]
('play', (1,), None)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from cardlab.cards import SUITS, Card, deal_round_robin, rank_order, sort_cards, standard_deck
from cardlab.core import (
    Action,
    CardAction,
    Event,
    Game,
    Option,
    Outcome,
    PlayCard,
    boolean,
    choice,
)
from cardlab.errors import SetupError, or_list
from cardlab.tricks import Trick, TrickGame, legal_plays, trick_winner

# ----------------------------------------------------------------------------- constants

PLAYERS = 3
HAND = 10
TRICKS = 9
MEMBERS = 3
POINTS_PER_TRICK = 10
PLAY_SUITS: tuple[str, ...] = ("S", "D", "C")
ORDER = rank_order("10 9 8 7 6 5 4 3 2 A")
"""Rank → strength, 10 high … ace low (the ace rises only under the A-and-10 rule)."""
PLAYING_CARDS: tuple[Card, ...] = tuple(standard_deck(ranks=range(1, 11), suits=PLAY_SUITS))
"""The 30 playing cards in their fixed order (♠A…♠10, ♦A…♦10, ♣A…♣10)."""
SKULLS: frozenset[Card] = frozenset(Card("6" + s) for s in PLAY_SUITS)
"""The three cursed 6s."""
KINGS: tuple[str, ...] = tuple("K" + s for s in SUITS)
ACE_TEN = 11  # the strength of an ace under the A-and-10 rule: above the 10

REASONS = ("ace_ten", "ace_ten_trump", "trump_set", "highest_trump", "highest_led")
"""Why a trick is won: the ace beat the 10 of the suit led (or, with ``ace_ten_in_trump``,
of trump), the first card that did not follow set trump and won, the highest trump, the
highest card of the suit led."""


def is_skull(card: Card) -> bool:
    """Is ``card`` one of the three cursed 6s?

    >>> is_skull(Card("6D")), is_skull(Card("6H")), is_skull(Card("7S"))
    (True, False, False)
    """
    return card in SKULLS


def ace_ten_suits(
    trick: Sequence[tuple[int, Card]], trump: str | None, ace_ten_in_trump: bool = False
) -> set[str]:
    """The suits whose ace beats the 10 in ``trick`` under the A-and-10 rule.

    The suit led counts when its ace and its 10 are both in the trick; with
    ``ace_ten_in_trump`` the trump suit also counts when its ace and 10 were both
    played as trumps to another suit.

    >>> from cardlab.cards import cards
    >>> ace_ten_suits(list(zip([0, 1, 2], cards("10D 6D AD"))), None)
    {'D'}
    >>> ace_ten_suits(list(zip([0, 1, 2], cards("5D AC 10C"))), "C")
    set()
    >>> ace_ten_suits(list(zip([0, 1, 2], cards("5D AC 10C"))), "C", ace_ten_in_trump=True)
    {'C'}
    """
    if not trick:
        return set()
    led = trick[0][1].suit
    present = {c for _, c in trick}
    out = set()
    candidates = [led] + ([trump] if ace_ten_in_trump and trump and trump != led else [])
    for suit in candidates:
        if Card(f"A{suit}") in present and Card(f"10{suit}") in present:
            out.add(suit)
    return out


def trick_result(
    trick: Sequence[tuple[int, Card]],
    trump: str | None,
    ace_ten_in_trump: bool = False,
    trump_setter: int | None = None,
) -> tuple[int, str]:
    """The seat that wins ``trick`` (complete or not) and the reason, one of :data:`REASONS`.

    ``trump`` is the trump suit as it stands after the trick's cards (``None`` while
    unknown); ``trump_setter`` the seat whose card in this very trick set it.

    >>> from cardlab.cards import cards
    >>> trick_result(list(zip([0, 1, 2], cards("5D 7D 8D"))), None)
    (2, 'highest_led')
    >>> trick_result(list(zip([0, 1, 2], cards("10D 6D AD"))), None)
    (2, 'ace_ten')
    >>> trick_result(list(zip([0, 1, 2], cards("9D 2D 2C"))), "C", trump_setter=2)
    (2, 'trump_set')
    >>> trick_result(list(zip([0, 1, 2], cards("5D AC 10C"))), "C")
    (2, 'highest_trump')
    """
    suits = ace_ten_suits(trick, trump, ace_ten_in_trump)

    def strength(card: Card) -> int:
        if card.rank == 1 and card.suit in suits:
            return ACE_TEN
        return ORDER[card.rank]

    seat, why = trick_winner(trick, ORDER, trump, strength)
    card = next(c for s, c in trick if s == seat)
    led = trick[0][1].suit
    if card.rank == 1 and card.suit in suits:
        return seat, ("ace_ten" if card.suit == led else "ace_ten_trump")
    if trump_setter is not None and seat == trump_setter:
        return seat, "trump_set"
    return seat, why


def share(total: int, members: int) -> int:
    """The final score: ``total`` points divided by living ``members``, rounded down.

    >>> share(40, 3), share(40, 2), share(40, 1)
    (13, 20, 40)
    """
    return total // members


def final_ranking(
    totals: Sequence[int], members: Sequence[int], wiped: int, nearest: str = "after"
) -> tuple[int, str | None]:
    """The winner among the two survivors when exactly the party ``wiped`` is wiped out.

    Returns the winning seat and the tie-break that decided (``None`` when the shares
    differ, else ``"fewer_members"``, ``"higher_total"`` or ``"nearest"``). With
    ``nearest="after"`` the survivor at ``wiped + 1`` wins the last tie-break, with
    ``"before"`` the one at ``wiped - 1``.

    >>> final_ranking([40, 60, 30], [0, 3, 2], wiped=0)  # 60 // 3 = 20 vs 30 // 2 = 15
    (1, None)
    >>> final_ranking([0, 60, 40], [0, 3, 2], wiped=0)   # 20 each: fewer members
    (2, 'fewer_members')
    >>> final_ranking([0, 41, 40], [0, 2, 2], wiped=0)   # 20 each, 2 each: higher total
    (1, 'higher_total')
    >>> final_ranking([0, 40, 40], [0, 2, 2], wiped=0), final_ranking(
    ...     [0, 40, 40], [0, 2, 2], wiped=0, nearest="before")
    ((1, 'nearest'), (2, 'nearest'))
    """
    n = len(totals)
    a, b = ((wiped + 1) % n, (wiped + 2) % n)
    key = {s: share(totals[s], members[s]) for s in (a, b)}
    if key[a] != key[b]:
        return (a if key[a] > key[b] else b), None
    if members[a] != members[b]:
        return (a if members[a] < members[b] else b), "fewer_members"
    if totals[a] != totals[b]:
        return (a if totals[a] > totals[b] else b), "higher_total"
    return (a if nearest == "after" else b), "nearest"


def _seat_or_none(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | np.integer) or not (
        0 <= value < PLAYERS
    ):
        raise SetupError("core.option.seat_or_none", seats=or_list(range(PLAYERS)))
    return int(value)


# ----------------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class ChestCard(CardAction):
    """Put a card face down in the treasure chest (text ``"chest 5D"``).

    >>> ChestCard(Card("5D")), str(ChestCard(Card("5D")))
    (ChestCard(card=Card('5D')), 'chest 5D')
    """

    word: ClassVar[str] = "chest"
    hook: ClassVar[str] = "chest"
    _key: ClassVar[str] = "skull_collector.action.chest"


@dataclass(frozen=True, slots=True)
class Give(CardAction):
    """Pass a card face down to the right neighbour (text ``"give 5D"``).

    >>> str(Give(Card("10C")))
    'give 10C'
    """

    word: ClassVar[str] = "give"
    hook: ClassVar[str] = "give"
    _key: ClassVar[str] = "skull_collector.action.give"


# ----------------------------------------------------------------------------- the game


class SkullCollector(TrickGame, Game):
    """Skull Collector for exactly 3 players, played deal after deal to the end."""

    name = "skull_collector"
    title: ClassVar[dict[str, str]] = {"en": "Skull Collector", "ja": "髑髏コレクター"}
    players_allowed = (PLAYERS,)
    default_players = PLAYERS
    simultaneous = ("chest", "pass")
    STATE_SHAPES: ClassVar[dict[str, str]] = {
        "trick": "own",
        "last_deal": "value", "deal_scores": "list",
        "first_leader_drawn": "value", "first_leader": "value", "members": "list",
        "points": "list", "deal_number": "value", "leader": "value", "hands": "rows",
        "chest_from": "list", "chest": "list", "chest_winner": "value", "given": "list",
        "received": "list", "trump": "value", "trump_card": "value",
        "trump_setter": "value", "tricks": "list", "skulls": "rows",
    }
    PHASES: ClassVar[dict[str, tuple[type[Action], ...]]] = {
        "chest": (ChestCard,),
        "pass": (Give,),
        "play": (PlayCard,),
    }
    rank_order = ORDER
    action_examples = "'chest 5D', 'give 5D', '10S'"
    options_spec: ClassVar[dict[str, Option]] = {
        "first_leader": Option(
            None,
            "the seat that leads the first deal; None draws it from the seed",
            _seat_or_none,
        ),
        "ace_ten_in_trump": Option(
            False,
            "also apply the A-and-10 rule to an ace and a 10 of trump played as trumps "
            "to another suit (off: the rule is for the suit led only)",
            boolean,
        ),
        "next_dealer": Option(
            "left",
            "who deals the next deal: 'left' = the left neighbour of the last dealer; "
            "'chest_winner' = the winner of the last chest, who also leads it",
            choice("left", "chest_winner"),
        ),
        "nearest": Option(
            "after",
            "the last tie-break: 'after' = the survivor fewer steps clockwise from the "
            "wiped-out seat wins (seat w+1); 'before' = the survivor fewer steps clockwise "
            "to it wins (seat w-1)",
            choice("after", "before"),
        ),
    }

    # ------------------------------------------------------------------ setup

    def _setup(self) -> list[Event]:
        first = self.options["first_leader"]
        self.first_leader_drawn = first is None
        if first is None:
            first = int(self.rng(2).integers(PLAYERS))
        self.first_leader: int = first
        self.members = [MEMBERS] * PLAYERS
        self.points = [0] * PLAYERS
        self.deal_number = 0
        self.leader = first
        self.last_deal: dict[str, Any] | None = None
        self.deal_scores: list[list[int]] = []
        return self._start_deal()

    def _start_deal(self) -> list[Event]:
        n = PLAYERS
        self.deal_number += 1
        deck = self._next_deck(PLAYING_CARDS)
        self.hands, _ = deal_round_robin(deck, n, (self.dealer + 1) % n)
        self.chest_from: list[Card | None] = [None] * n  # the card each seat put in
        self.chest: list[Card] = []  # cards in the middle, in card order (not by seat)
        self.chest_winner: int | None = None
        self.given: list[Card | None] = [None] * n
        self.received: list[Card | None] = [None] * n
        self.trump: str | None = None
        self.trump_card: tuple[int, Card] | None = None  # the card that set trump
        self.trick = Trick(n, ORDER, win_prefix="skull_collector.win.", last_event=True)
        self.trump_setter: int | None = None  # the seat that set trump in this trick
        self.tricks = [0] * n
        self.skulls: list[list[Card]] = [[] for _ in range(n)]
        self._enter("chest")
        self._to_move = tuple(range(n))
        return [
            Event("skull_collector.dealt", {"deal": self.deal_number, "dealer": self.dealer},
                  kind="deal"),
            Event("skull_collector.chest_starts", {}),
        ]

    # ------------------------------------------------------------------ the contract

    def _legal(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        if self._phase == "chest":
            return [ChestCard(c) for c in sort_cards(hand, ORDER)]
        if self._phase == "pass":
            return [Give(c) for c in sort_cards(hand, ORDER)]
        return list(legal_plays(hand, self.trick.cards, ORDER))

    def _wrong_phase(self, seat: int, action: Action) -> Event | None:
        phase, kind = self._phase, type(action)
        if kind is ChestCard:
            return Event("skull_collector.chest_closed", {})
        if kind is Give:
            key = "skull_collector.chest_first" if phase == "chest" else "skull_collector.pass_over"
            return Event(key, {})
        if kind is PlayCard:
            return Event("skull_collector.not_playing_" + phase, {})
        return None

    def _in_hand(self, seat: int, card: Card) -> Event | None:
        if card not in self.hands[seat]:
            return Event("core.not_in_hand", {"card": card.text})
        return None

    def _chest_reason(self, seat: int, action: ChestCard) -> Event | None:
        return self._in_hand(seat, action.card)

    def _give_reason(self, seat: int, action: Give) -> Event | None:
        return self._in_hand(seat, action.card)

    def _off_turn(self, seat: int, action: Action) -> Event | None:
        """In the secret phases, a seat that has already chosen is told which rule waits.

        A second card for the chest, or a pass before the chest is complete, names the
        rule instead of the generic "not your turn".
        """
        if self._phase in ("chest", "pass"):
            return self._waiting_reason(seat, action)
        if type(action) is not PlayCard:
            return self._illegal(seat, action)  # the chest or the pass is over for everyone
        return None

    def _waiting_reason(self, seat: int, action: Action) -> Event:
        """Why a seat that has already chosen in a secret phase cannot act now."""
        waiting = {"to_move": list(self._to_move)}
        kind = type(action)
        if self._phase == "chest":
            if kind is ChestCard:
                return Event("skull_collector.chest_already", waiting)
            if kind is Give:
                return Event("skull_collector.pass_before_chest", waiting)
            return Event("skull_collector.waiting_chest", waiting)
        if kind is Give:
            return Event("skull_collector.already_passed", waiting)
        if kind is ChestCard:
            return Event("skull_collector.chest_closed", {})
        return Event("skull_collector.waiting_pass", waiting)

    # ------------------------------------------------------------------ chest and pass

    def _chest(self, seat: int, action: ChestCard) -> list[Event]:
        card = action.card
        self.hands[seat].remove(card)
        self.chest_from[seat] = card
        # kept in card order, not in the order the seats chose: once the chest is won its
        # faces are public, and the order of putting (public) must not tell whose is whose
        self.chest = sort_cards([*self.chest, card], ORDER)
        self._to_move = tuple(s for s in self._to_move if s != seat)
        events = [
            Event("skull_collector.chest_put", {"seat": seat, "count": len(self.chest)}),
            Event("skull_collector.chest_put_own", {"seat": seat, "card": card.text}, to=(seat,)),
        ]
        if not self._to_move:
            self._enter("pass")
            self._to_move = tuple(range(PLAYERS))
            events.append(Event("skull_collector.chest_complete", {"count": len(self.chest)}))
        return events

    def _give(self, seat: int, action: Give) -> list[Event]:
        n, card = PLAYERS, action.card
        self.hands[seat].remove(card)
        self.given[seat] = card
        right = (seat - 1) % n
        self._to_move = tuple(s for s in self._to_move if s != seat)
        events = [
            Event("skull_collector.gave", {"seat": seat}),
            Event("skull_collector.gave_own", {"seat": seat, "card": card.text, "to": right},
                  to=(seat,)),
        ]
        if self._to_move:
            return events
        events.append(Event("skull_collector.exchanged", {}))
        for giver in range(n):
            receiver = (giver - 1) % n
            passed = self.given[giver]
            assert passed is not None
            self.hands[receiver].append(passed)
            self.received[receiver] = passed
            events.append(Event(
                "skull_collector.received",
                {"seat": receiver, "card": passed.text, "giver": giver},
                to=tuple(sorted((giver, receiver))),
            ))
        self._enter("play")
        self._to_move = (self.leader,)
        if self.deal_number == 1:
            key = ("skull_collector.lead_drawn" if self.first_leader_drawn
                   else "skull_collector.lead_chosen")
        else:
            key = "skull_collector.lead_chest_winner"
        events.append(Event(key, {"seat": self.leader}))
        return events

    # ------------------------------------------------------------------ trick play

    def _play_card(self, seat: int, action: PlayCard) -> list[Event]:
        card, trick = action.card, self.trick
        events = self._lay(seat, card)
        led = trick.led
        if len(trick.cards) > 1 and self.trump is None and card.suit != led:
            assert card.suit is not None
            self.trump = trick.trump = card.suit
            self.trump_card = (seat, card)
            self.trump_setter = seat
            events.append(Event(
                "skull_collector.trump_set",
                {"seat": seat, "card": card.text, "led": led, "suit": card.suit},
            ))
        if not trick.complete:
            return events
        return events + self._finish_trick()

    def _finish_trick(self) -> list[Event]:
        trick = self.trick
        winner, why = trick_result(
            trick.cards, self.trump, self.options["ace_ten_in_trump"], self.trump_setter
        )
        taken = [c for _, c in trick.cards if is_skull(c)]
        events = [trick.take(winner, why, skulls=[c.text for c in taken])]
        self.tricks[winner] += 1
        self.trump_setter = None
        if taken:
            events += self._collect(winner, taken, "skull_collector.skulls_taken")
            if self.is_over:
                return events
        if trick.number < TRICKS:
            self._to_move = (winner,)
            return events
        return events + self._win_chest(winner)

    def _win_chest(self, winner: int) -> list[Event]:
        """The winner of the last trick takes the chest as one more trick."""
        self.chest_winner = winner
        self.tricks[winner] += 1
        events = [Event(
            "skull_collector.chest_won",
            {"seat": winner, "cards": [c.text for c in self.chest]},
        )]
        in_chest = [c for c in self.chest if is_skull(c)]
        if in_chest:
            events += self._collect(winner, in_chest, "skull_collector.skulls_in_chest")
            if self.is_over:
                return events
        return self._end_deal(events)

    def _collect(self, seat: int, cards: list[Card], key: str) -> list[Event]:
        self.skulls[seat].extend(cards)
        events = [Event(key, {"seat": seat, "cards": [c.text for c in cards],
                              "count": len(self.skulls[seat])})]
        if len(self.skulls[seat]) == len(SKULLS):
            events.append(self._instant_win(seat))
        return events

    # ------------------------------------------------------------------ ends

    def _scores(self) -> tuple[float, ...]:
        return tuple(
            float(share(self.points[s], self.members[s])) if self.members[s] else 0.0
            for s in range(PLAYERS)
        )

    def _finish(self, reason: Event, winners: list[int], details: dict[str, Any]) -> None:
        self._enter("over")
        self._to_move = ()
        base = {
            "totals": list(self.points),
            "members": list(self.members),
            "final": [share(self.points[s], self.members[s]) if self.members[s] else None
                      for s in range(PLAYERS)],
            "deals": self.deal_number,
            "deal_scores": [list(d) for d in self.deal_scores],
        }
        self._outcome = Outcome(self._scores(), winners, reason, {**base, **details})

    def _instant_win(self, seat: int) -> Event:
        reason = Event("skull_collector.outcome.instant_win",
                       {"seat": seat, "deal": self.deal_number})
        self._finish(reason, [seat], {"collector": seat, "tiebreak": None, "wiped": []})
        return reason

    def _end_deal(self, events: list[Event], end: Event | None = None) -> list[Event]:
        """A deal ends one way, after the chest is won (``end`` is ``None``); a seat
        that collects every skull ends the game before (:meth:`_instant_win`)."""
        n = PLAYERS
        deaths = [0] * n
        for s in range(n):
            k = len(self.skulls[s])
            if not k:
                continue
            before = self.members[s]
            self.members[s] = max(0, before - k)
            deaths[s] = before - self.members[s]
            events.append(Event(
                "skull_collector.curse",
                {"seat": s, "skulls": k, "lost": deaths[s], "living": self.members[s]},
            ))
            if self.members[s] == 0:
                events.append(Event("skull_collector.wiped", {"seat": s}))
        gained = [POINTS_PER_TRICK * t for t in self.tricks]
        for s in range(n):
            self.points[s] += gained[s]
            events.append(Event(
                "skull_collector.deal_score",
                {"seat": s, "tricks": self.tricks[s], "points": gained[s],
                 "total": self.points[s]},
            ))
        self.deal_scores.append(gained)
        wiped = [s for s in range(n) if self.members[s] == 0]
        self.last_deal = {
            "deal": self.deal_number,
            "tricks": list(self.tricks),
            "skulls": [[c.text for c in sk] for sk in self.skulls],
            "deaths": deaths,
            "points": gained,
            "chest_winner": self.chest_winner,
            "chest": [c.text for c in self.chest],
            "wiped": wiped,
        }
        if wiped:
            events += self._game_end(wiped)
            return events
        self.leader = self.chest_winner if self.chest_winner is not None else self.leader
        if self.options["next_dealer"] == "chest_winner":
            self.dealer = self.leader
        else:
            self.dealer = (self.dealer + 1) % n
        return events + self._start_deal()

    def _game_end(self, wiped: list[int]) -> list[Event]:
        n = PLAYERS
        events: list[Event] = []
        survivors = [s for s in range(n) if s not in wiped]
        for s in survivors:
            events.append(Event(
                "skull_collector.division",
                {"seat": s, "total": self.points[s], "members": self.members[s],
                 "score": share(self.points[s], self.members[s])},
            ))
        if len(wiped) == n:
            reason = Event("skull_collector.outcome.all_wiped", {})
            self._finish(reason, [], {"wiped": wiped, "tiebreak": None})
        elif len(wiped) == n - 1:
            (last,) = survivors
            reason = Event("skull_collector.outcome.two_wiped",
                           {"seat": last, "wiped": wiped, "first": wiped[0],
                            "second": wiped[1]})
            self._finish(reason, [last], {"wiped": wiped, "tiebreak": None})
        else:
            (w,) = wiped
            winner, tiebreak = final_ranking(self.points, self.members, w,
                                             self.options["nearest"])
            other = next(s for s in survivors if s != winner)
            key = "skull_collector.outcome." + (tiebreak or "highest_share")
            if tiebreak == "nearest":
                key += "_" + self.options["nearest"]
            reason = Event(key, {
                "seat": winner, "other": other, "wiped": w,
                "score": share(self.points[winner], self.members[winner]),
                "members": self.members[winner], "total": self.points[winner],
                "other_score": share(self.points[other], self.members[other]),
                "other_members": self.members[other], "other_total": self.points[other],
            })
            self._finish(reason, [winner], {"wiped": wiped, "tiebreak": tiebreak})
        events.append(reason)
        return events

    def _place_hidden(self, hidden: dict[str, Any]) -> None:
        """:meth:`Game.with_hidden`: hands, the chest (in card order); per seat its
        chest card, the card it gave and the one it received."""
        self._place_zones(hidden, whole=("chest",), by_seat=("chest_from", "given", "received"))

    # ------------------------------------------------------------------ views

    def _own(self, seat: int, viewer: int | None, reveal: bool, card: Card | None) -> str | None:
        """A face-down card's text for its owner (or a teacher), else ``None``."""
        if card is None or not (reveal or seat == viewer):
            return None
        return card.text

    def _seat_view(self, seat: int, viewer: int | None, reveal: bool) -> dict[str, Any]:
        chosen = self._phase in ("chest", "pass") and seat not in self._to_move
        return {
            "hand": self._hand_view(seat, viewer, reveal, self.hands[seat]),
            "members": self.members[seat],
            "members_lost": MEMBERS - self.members[seat],
            "wiped": self.members[seat] == 0,
            "skulls": [c.text for c in self.skulls[seat]],
            "tricks": self.tricks[seat],
            "points": self.points[seat],
            "chosen": chosen,
            "chest_card": self._own(seat, viewer, reveal, self.chest_from[seat]),
            "passed": self._own(seat, viewer, reveal, self.given[seat]),
            "received": self._own(seat, viewer, reveal, self.received[seat]),
            "chest": ([c.text for c in self.chest] if self.chest_winner == seat else []),
        }

    def _table_view(self, viewer: int | None, reveal: bool) -> dict[str, Any]:
        trump = self.trump
        return {
            "trump": trump,
            "trump_set_by": (None if self.trump_card is None
                             else [self.trump_card[0], self.trump_card[1].text]),
            "markers": list(KINGS) if trump is None else ["K" + trump],
            "trick": self.trick.view(),
            "leader": self.trick.leader(self._to_move, self._phase == "play"),
            "chest": 0 if self.chest_winner is not None else len(self.chest),
            "chest_winner": self.chest_winner,
            "deal": self.deal_number,
            "tricks_played": self.trick.number,
            "tricks_total": TRICKS,
            "last_trick": self.trick.last,
            "last_deal": self.last_deal,
            "skulls_out": sorted(
                c.text for c in SKULLS if not any(c in sk for sk in self.skulls)
            ),
            "first_leader": self.first_leader,
            "ace_ten_in_trump": self.options["ace_ten_in_trump"],
            "nearest": self.options["nearest"],
            "points_per_trick": POINTS_PER_TRICK,
        }


# --------------------------------------------------------------------------- the table's layout
