"""Comrade: a cooperative, no-trump, must-follow trick-taking game for 3, 4 or 5 players.

Everyone wins together or loses together. Before any card is played the players take
*bid cards* from a layout on the table: holding ♣2 promises "in tricks led with clubs I
will win exactly two". The bids must add up to exactly the number of tricks; then each
player must win, suit by suit, exactly what they bid.

Setup by player count (``../shared/rules/comrade.md`` is the specification):

====================  ==================  ==================  ===========================
                      3 players           4 players           5 players
====================  ==================  ==================  ===========================
bid cards             A 2 3 4 per suit    A 2 … 6 per suit    A 2 3 4 per suit + 2 jokers
trick deck            5 … K (36 cards)    52 cards            52 cards
hands                 12 each             13 each             11, 11, 10, 10, 10
bids total / tricks   12                  13                  10
====================  ==================  ==================  ===========================

With 5 players the deal starts with the dealer (so the dealer and the left neighbour
hold 11 and keep one card unplayed); otherwise with the dealer's left neighbour.

**Bidding** starts with the dealer and goes clockwise for at most three rounds. On a turn
a player takes one free bid card or passes. Cards of one suit stack and only the top one
counts; a later card of a suit must be higher than the player's current value there. A
joker (5 players) adds 1 to a suit the player names. The bidding ends at once when the
total reaches the target, and fails at once when the total goes over it, when
``pass_limit`` players pass in a row, when a dead end is reached (option ``dead_end``),
or when the three rounds end short of the target.

**Play**: the dealer leads; must follow; the highest card of the suit led wins. (With 4
or 5 players the second deck gives only the bid cards, so no two equal cards ever meet
in a trick.) A trick counts for its winner under the suit that was *led*. The deal is
lost at once when someone wins a trick in a suit they did not bid, or more tricks in a
suit than their bid. Otherwise, after the last trick, every bid is met and everyone wins.

Phases: ``"bid"``, ``"play"``, ``"over"``. Actions: ``"take 2C"``, ``"take JK C"``
(a joker on clubs), ``"pass"``, and a card ``"KS"``.

Decisions of ours (the rules file marks the others):

- a dead end needs at least one bid card still free (with none free, the bidding fails
  by passes or by the end of the rounds instead);
- with ``match=True`` the outcome's ``winners`` are every seat when the team won more
  than half of the deals, else ``[]``; ``details`` carries the title.

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> for a in ["take 4S", "take 4H", "take 4D"]:
...     _ = g.play(a)
>>> g.view(1)["table"]["bid_total"]
12
>>> g.phase, g.to_move
('play', (0,))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from cardlab.cards import (
    ACE_HIGH,
    ACE_LOW,
    JOKER,
    SUITS,
    Card,
    deal_round_robin,
    sort_cards,
    standard_deck,
)
from cardlab.core import (
    Action,
    Event,
    Game,
    Option,
    Outcome,
    Pass,
    PlayCard,
    boolean,
    choice,
    int_range,
)
from cardlab.tricks import Trick, TrickGame, legal_plays

# ----------------------------------------------------------------------------- constants

SETUP: dict[int, dict[str, Any]] = {
    3: {"bid_ranks": range(1, 5), "jokers": 0, "trick_ranks": range(5, 14), "target": 12,
        "from_dealer": False},
    4: {"bid_ranks": range(1, 7), "jokers": 0, "trick_ranks": range(1, 14), "target": 13,
        "from_dealer": False},
    5: {"bid_ranks": range(1, 5), "jokers": 2, "trick_ranks": range(1, 14), "target": 10,
        "from_dealer": True},
}
ROUNDS = 3

TITLES: dict[int, tuple[str, ...]] = {
    # index = deals lost
    3: ("Excellent", "Good", "Bad", "Low"),
    4: ("Excellent", "Good", "Average", "Bad", "Low"),
    5: ("Excellent", "Great", "Good", "Average", "Bad", "Low"),
}
CAPTIONS: dict[int, dict[str, str]] = {
    3: {"Excellent": "true_comrades", "Good": "so_close", "Bad": "aim_higher",
        "Low": "more_study"},
    4: {"Excellent": "true_comrades", "Good": "so_close", "Average": "aim_higher",
        "Bad": "bad_luck", "Low": "more_study"},
    5: {"Excellent": "true_comrades", "Great": "so_close", "Good": "fairly_good",
        "Average": "aim_higher", "Bad": "bad_luck", "Low": "more_study"},
}


def title_for(players: int, wins: int) -> tuple[str, str]:
    """The match title and its caption key for ``wins`` won deals of ``players``.

    >>> title_for(3, 3), title_for(5, 4), title_for(4, 2)
    (('Excellent', 'true_comrades'), ('Great', 'so_close'), ('Average', 'aim_higher'))
    """
    title = TITLES[players][players - wins]
    return title, CAPTIONS[players][title]


# ----------------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take a bid card (``"take 2C"``) or a joker on a suit (``"take JK C"``)."""

    card: Card
    suit: str | None = None
    _key: ClassVar[str] = "comrade.action.take"
    word: ClassVar[str] = "take"
    hook: ClassVar[str] = "take"
    card_from: ClassVar[str | None] = "table"

    @classmethod
    def parse(cls, words: Sequence[str]) -> Take | None:
        """``["take", "2c"]`` → ``Take(Card("2C"))``; ``["take", "JK", "c"]`` a joker on clubs.

        >>> Take.parse(["TAKE", "jk", "c"]), Take.parse(["take", "2C", "S"])
        (Take(card=Card('JK'), suit='C'), None)
        """
        if words[0].lower() != cls.word or len(words) not in (2, 3):
            return None
        card = Card(words[1])
        if len(words) == 2:
            return cls(card)
        suit = words[2].upper()
        return cls(card, suit) if card.is_joker and suit in SUITS else None

    def __str__(self) -> str:
        if self.suit is None:
            return f"take {self.card.text}"
        return f"take {self.card.text} {self.suit}"

    def message(self) -> Event:
        """The action as an i18n message."""
        if self.card.is_joker:
            return Event("comrade.action.take_joker", {"suit": self.suit or "?"})
        return Event(self._key, {"card": self.card.text})

    def sort_key(self) -> tuple[int, int]:
        """Cards by suit and value, then the joker by suit."""
        if self.card.is_joker:
            return (10 + SUITS.index(self.suit or "S"), 0)
        return (SUITS.index(self.card.suit or "S"), self.card.rank)


def bid_value(card: Card) -> int:
    """The value of a bid card: an ace counts 1 (jokers are +1, see :meth:`Comrade._gain`)."""
    return card.rank


# ----------------------------------------------------------------------------- the game


class Comrade(TrickGame, Game):
    """Comrade for 3, 4 or 5 players (one deal; ``match=True`` for a whole match)."""

    name = "comrade"
    title: ClassVar[dict[str, str]] = {"en": "Comrade", "ja": "カムレッド"}
    players_allowed = (3, 4, 5)
    default_players = 3
    cooperative = True
    STATE_SHAPES: ClassVar[dict[str, str]] = {
        "trick": "own",
        "stacks": "walk", "won": "walk",
        "deal_number": "value", "results": "list", "hands": "rows", "free_bids": "list",
        "all_bids": "list", "taken_by": "items", "bids": "item_rows", "total": "value",
        "turn": "value", "passes_in_row": "value",
    }
    PHASES: ClassVar[dict[str, tuple[type[Action], ...]]] = {
        "bid": (Take, Pass),
        "play": (PlayCard,),
    }
    rank_order = ACE_HIGH
    action_examples = "'take 2C', 'take JK C', 'pass', 'KS'"
    options_spec: ClassVar[dict[str, Option]] = {
        "pass_limit": Option(
            3, "the bidding fails when this many players pass in a row", int_range(1, 15)
        ),
        "dead_end": Option(
            "anyone",
            "when only over-shooting bid cards are left: 'anyone' (no player can take a "
            "card without going over) or 'acting_player' (the player to move cannot)",
            choice("anyone", "acting_player"),
        ),
        "match": Option(False, "play a whole match: one deal per player, dealer moving left",
                        boolean),
    }

    # ------------------------------------------------------------------ setup

    def _setup(self) -> list[Event]:
        self.deal_number = 0
        self.results: list[bool] = []
        return self._start_deal()

    @property
    def deals(self) -> int:
        """Deals in this game: 1, or one per player with ``match=True``."""
        return self.players if self.options["match"] else 1

    @property
    def target(self) -> int:
        """What the bids must total, and the number of tricks played."""
        return SETUP[self.players]["target"]

    def _start_deal(self) -> list[Event]:
        n = self.players
        conf = SETUP[n]
        self.deal_number += 1
        deck = self._next_deck(standard_deck(ranks=conf["trick_ranks"]))
        first = self.dealer if conf["from_dealer"] else (self.dealer + 1) % n
        self.hands, _ = deal_round_robin(deck, n, first)
        self.free_bids: list[Card] = standard_deck(ranks=conf["bid_ranks"], jokers=conf["jokers"])
        self.all_bids = list(self.free_bids)
        self.taken_by: dict[str, int] = {}  # bid card text -> seat (jokers not listed)
        self.bids: list[dict[str, int]] = [{} for _ in range(n)]
        self.stacks: list[dict[str, list[str]]] = [{} for _ in range(n)]
        self.won: list[dict[str, int]] = [{} for _ in range(n)]
        self.total = 0
        self.turn = 0  # bidding turns taken
        self.passes_in_row = 0
        self.trick = Trick(n, ACE_HIGH)
        self._enter("bid")
        self._to_move = (self.dealer,)
        return [
            Event(
                "comrade.dealt",
                {"deal": self.deal_number, "deals": self.deals, "dealer": self.dealer,
                 "target": self.target},
                kind="deal",
            ),
            Event("comrade.bidding_starts", {"seat": self.dealer, "target": self.target}),
        ]

    # ------------------------------------------------------------------ bidding rules

    def _gain(self, seat: int, card: Card, suit: str | None) -> int | None:
        """How much taking ``card`` (a joker on ``suit``) raises the total; None if not allowed."""
        if card.is_joker:
            return 1
        current = self.bids[seat].get(card.suit or "", 0)
        value = bid_value(card)
        if current and value <= current:
            return None
        return value - current

    def _can_take_without_exceeding(self, seat: int) -> bool:
        room = self.target - self.total
        seen = set()
        for card in self.free_bids:
            if card.text in seen:
                continue
            seen.add(card.text)
            gain = self._gain(seat, card, "S")
            if gain is not None and gain <= room:
                return True
        return False

    def _bid_legal(self, seat: int) -> list[Action]:
        actions: list[Take] = []
        seen = set()
        for card in self.free_bids:
            if card.text in seen:
                continue
            seen.add(card.text)
            if card.is_joker:
                actions.extend(Take(card, s) for s in SUITS)
            elif self._gain(seat, card, None) is not None:
                actions.append(Take(card))
        actions.sort(key=Take.sort_key)
        return [*actions, Pass()]

    # ------------------------------------------------------------------ the contract

    def _legal(self, seat: int) -> list[Action]:
        if self._phase == "bid":
            return self._bid_legal(seat)
        return legal_plays(self.hands[seat], self.trick.cards, ACE_HIGH)

    def _wrong_phase(self, seat: int, action: Action) -> Event | None:
        if type(action) is PlayCard:
            return Event("comrade.not_playing_yet", {})
        if type(action) in (Take, Pass):
            return Event("comrade.bidding_over", {})
        return None

    # ------------------------------------------------------------------ bidding

    def _take_reason(self, seat: int, action: Take) -> Event | None:
        card = action.card
        if card.is_joker:
            if self.players != 5:
                return Event("comrade.no_jokers", {"players": self.players})
            if action.suit not in SUITS:
                return Event("comrade.joker_needs_suit", {})
            if card not in self.free_bids:
                return Event("comrade.no_joker_left", {})
            return None
        if card.suit is None or card not in self.all_bids:
            return Event("comrade.not_a_bid_card", {"card": card.text})
        if action.suit is not None:
            return Event("comrade.suit_only_for_joker", {})
        if card not in self.free_bids:
            return Event(
                "comrade.bid_card_taken", {"card": card.text, "by": self.taken_by[card.text]}
            )
        if self._gain(seat, card, None) is None:
            return Event(
                "comrade.not_higher",
                {"card": card.text, "suit": card.suit, "value": self.bids[seat][card.suit]},
            )
        return None

    def _pass_reason(self, seat: int, action: Pass) -> Event | None:
        return None  # a player may always pass in the bidding

    def _pass(self, seat: int, action: Pass) -> list[Event]:
        return self._bid_turn_done(
            seat, [Event("comrade.passed", {"seat": seat, "total": self.total})], took=False
        )

    def _take(self, seat: int, action: Take) -> list[Event]:
        card = action.card
        suit = action.suit if card.is_joker else card.suit
        assert suit is not None
        gain = self._gain(seat, card, suit) or 0
        self.free_bids.remove(card)
        if not card.is_joker:
            self.taken_by[card.text] = seat
        self.bids[seat][suit] = self.bids[seat].get(suit, 0) + gain
        self.stacks[seat].setdefault(suit, []).append(card.text)
        self.total += gain
        key = "comrade.took_joker" if card.is_joker else "comrade.took"
        event = Event(
            key,
            {"seat": seat, "card": card.text, "suit": suit, "value": self.bids[seat][suit],
             "total": self.total, "target": self.target},
        )
        return self._bid_turn_done(seat, [event], took=True)

    def _bid_turn_done(self, seat: int, events: list[Event], took: bool) -> list[Event]:
        n = self.players
        self.turn += 1
        self.passes_in_row = 0 if took else self.passes_in_row + 1
        target, total = self.target, self.total
        if total == target:
            events.append(Event("comrade.bidding_done", {"total": total}))
            self._enter("play")
            self._to_move = (self.dealer,)
            events.append(Event("comrade.play_starts", {"seat": self.dealer}))
            return events
        if total > target:
            why = Event("comrade.fail_over", {"total": total, "target": target})
            return self._lose(events, why)
        if self.passes_in_row >= self.options["pass_limit"]:
            return self._lose(
                events, Event("comrade.fail_passes", {"count": self.passes_in_row, "total": total})
            )
        if self.turn >= ROUNDS * n:
            why = Event("comrade.fail_rounds", {"total": total, "target": target})
            return self._lose(events, why)
        nxt = (self.dealer + self.turn) % n
        if self.free_bids:
            if self.options["dead_end"] == "anyone":
                blocked = not any(self._can_take_without_exceeding(s) for s in range(n))
            else:
                blocked = not self._can_take_without_exceeding(nxt)
            if blocked:
                return self._lose(
                    events,
                    Event(
                        "comrade.fail_dead_end_" + self.options["dead_end"],
                        {"total": total, "target": target, "seat": nxt},
                    ),
                )
        self._to_move = (nxt,)
        if self.turn % n == 0:
            events.append(Event("comrade.round_starts", {"round": self.turn // n + 1}))
        return events

    # ------------------------------------------------------------------ trick play

    def _play_card(self, seat: int, action: PlayCard) -> list[Event]:
        card, trick = action.card, self.trick
        led = trick.led or card.suit
        assert led is not None
        events = self._lay(seat, card)
        if not trick.complete:
            return events
        winner, why = trick.winner()
        events.append(trick.take(winner, why))
        won = self.won[winner]
        won[led] = won.get(led, 0) + 1
        bid = self.bids[winner].get(led, 0)
        values = {"seat": winner, "suit": led, "won": won[led], "bid": bid,
                  "trick": trick.number}
        if bid == 0:
            return self._lose(events, Event("comrade.fail_no_bid", values))
        if won[led] > bid:
            return self._lose(events, Event("comrade.fail_over_bid", values))
        events.append(Event("comrade.trick_counted", values))
        if trick.number == self.target:
            return self._end_deal(events, Event("comrade.win", {"deal": self.deal_number}))
        self._to_move = (winner,)
        return events

    # ------------------------------------------------------------------ ends

    def _lose(self, events: list[Event], why: Event) -> list[Event]:
        return self._end_deal(events, why)

    def _end_deal(self, events: list[Event], end: Event | None = None) -> list[Event]:
        """``end``: ``comrade.win`` (every bid made) or the reason the deal was lost."""
        assert end is not None
        won = end.key == "comrade.win"
        why = end.with_kind("over")
        events.append(why)
        self.results.append(won)
        n = self.players
        if self.deal_number < self.deals:
            self.dealer = (self.dealer + 1) % n
            return events + self._start_deal()
        self._enter("over")
        self._to_move = ()
        wins = sum(self.results)
        if self.options["match"]:
            title, caption = title_for(n, wins)
            reason = Event(
                "comrade.match_over",
                {"wins": wins, "deals": self.deals, "title": title,
                 "caption": "comrade.caption." + caption},
            )
            winners = list(range(n)) if 2 * wins > self.deals else []
            details = {"wins": wins, "deals": self.deals, "title": title, "caption": caption,
                       "results": list(self.results)}
            events.append(reason)
        else:
            reason = why
            winners = list(range(n)) if won else []
            details = {"wins": wins, "deals": 1, "results": list(self.results)}
        self._outcome = Outcome(tuple(float(wins) for _ in range(n)), winners, reason, details)
        return events

    # ------------------------------------------------------------------ views

    def _seat_view(self, seat: int, viewer: int | None, reveal: bool) -> dict[str, Any]:
        return {
            "hand": self._hand_view(seat, viewer, reveal, self.hands[seat]),
            "bids": dict(self.bids[seat]),
            "bid_stacks": {s: list(v) for s, v in self.stacks[seat].items()},
            "won": dict(self.won[seat]),
            "tricks": sum(self.won[seat].values()),
        }

    def _table_view(self, viewer: int | None, reveal: bool) -> dict[str, Any]:
        layout: dict[str, list[dict[str, Any]]] = {s: [] for s in SUITS}
        for card in self.all_bids:
            if not card.is_joker:
                layout[card.suit or "S"].append(
                    {"card": card.text, "taken_by": self.taken_by.get(card.text)}
                )
        bidding = self._phase == "bid"
        return {
            "bid_cards": [c.text for c in sort_cards(self.free_bids, ACE_LOW)],  # ace = 1
            "bid_layout": layout,
            # None: this game has no jokers among its bid cards (3 and 4 players)
            "jokers_free": sum(1 for c in self.free_bids if c is JOKER)
            if any(c is JOKER for c in self.all_bids) else None,
            "bid_total": self.total,
            "target": self.target,
            "round": self.turn // self.players + 1 if bidding else None,
            "rounds": ROUNDS,
            "passes_in_row": self.passes_in_row,
            "pass_limit": self.options["pass_limit"],
            "trick": self.trick.view(),
            "leader": self.trick.leader(self._to_move, self._phase == "play"),
            "last_trick": self.trick.last,
            "tricks_played": self.trick.number,
            "tricks_total": self.target,
            "deal": self.deal_number,
            "deals": self.deals,
            "results": ["won" if r else "lost" for r in self.results],  # per deal played
        }


# --------------------------------------------------------------------------- the table's layout
