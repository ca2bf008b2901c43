"""A sixth game in one file: High Card, registered with its kit here and nowhere else.

It proves that a game reaches every surface of cardlab from its kit alone
(``tests/contract/test_toy_game.py`` and ``tests/browser/test_toy_browser.py`` check each one):
the conformance suite and the soak, ``new_game``, deal codes, records and replay, the
table widget in a browser, the coach, a class and a shared table. Nothing outside this
file names it.

The rules: 2 or 3 players, a 12-card deck (2 to 5 of spades, hearts and diamonds), all
dealt. The player left of the dealer leads; each plays one card, following the suit led
when they can; the highest card of the suit led wins the trick and leads the next. When
the hands are empty, whoever won the most tricks wins (a tie shares the win).

>>> g = HighCard(players=2, seed=1)
>>> g.phase, len(g.view(0)["seats"][0]["hand"]), g.view(0)["seats"][1]["hand"]
('play', 6, 6)

The kit is registered by whoever uses the game (``cardlab.kit.register(KIT)``): the tests
for their own run, a notebook for its kernel.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import numpy as np

from cardlab.bots import SeededBot
from cardlab.cards import ACE_HIGH, Card, deal_round_robin, standard_deck
from cardlab.coach.adapter import Adapter
from cardlab.coach.deal import Knowledge, _base_knowledge, _deal_plays, _hand_slots, _hands, _voids
from cardlab.core import Action, Event, Game, Outcome, PlayCard
from cardlab.kit import GameKit
from cardlab.layout import Counter, Layout, TrickZone
from cardlab.ledger import Ledger, hands_of, same_cards
from cardlab.messages import rank_of
from cardlab.tricks import Trick, TrickGame, legal_plays

RANKS = (2, 3, 4, 5)
SUITS = "SHD"


def deck() -> list[Card]:
    """The 12 cards, in a fixed order."""
    return standard_deck(ranks=RANKS, suits=SUITS)


class HighCard(TrickGame, Game):
    """High Card for 2 or 3 players: one deal, a trick per card held."""

    name = "highcard"
    title: ClassVar[dict[str, str]] = {"en": "High Card", "ja": "ハイカード"}
    players_allowed = (2, 3)
    default_players = 3
    STATE_SHAPES: ClassVar[dict[str, str]] = {"trick": "own", "hands": "rows", "won": "list"}
    PHASES: ClassVar[dict[str, tuple[type[Action], ...]]] = {"play": (PlayCard,)}
    rank_order = ACE_HIGH
    action_examples = "'5S', '2H'"

    def _start_deal(self) -> list[Event]:
        n = self.players
        first = (self.dealer + 1) % n
        self.hands, _ = deal_round_robin(self._next_deck(deck()), n, first)
        self.won = [0] * n
        self.trick = Trick(n, ACE_HIGH)
        self._enter("play")
        self._to_move = (first,)
        return [Event("highcard.dealt", {"seat": first}, kind="deal")]

    def _legal(self, seat: int) -> list[Action]:
        return list(legal_plays(self.hands[seat], self.trick.cards, ACE_HIGH))

    def _wrong_phase(self, seat: int, action: Action) -> Event | None:
        return None

    def _play_card(self, seat: int, action: PlayCard) -> list[Event]:
        events = self._lay(seat, action.card)
        if not self.trick.complete:
            return events
        winner, why = self.trick.winner()
        events.append(self.trick.take(winner, why))
        self.won[winner] += 1
        if self.hands[winner]:
            self._to_move = (winner,)
            return events
        return self._end_deal(events)

    def _end_deal(self, events: list[Event], end: Event | None = None) -> list[Event]:
        best = max(self.won)
        winners = [s for s, w in enumerate(self.won) if w == best]
        reason = Event("highcard.over", {"seats": winners, "tricks": best}, kind="over")
        self._enter("over")
        self._to_move = ()
        self._outcome = Outcome(tuple(float(w) for w in self.won), winners, reason, {})
        return [*events, reason]

    def _seat_view(self, seat: int, viewer: int | None, reveal: bool) -> dict[str, Any]:
        return {"hand": self._hand_view(seat, viewer, reveal, self.hands[seat]),
                "tricks": self.won[seat]}

    def _table_view(self, viewer: int | None, reveal: bool) -> dict[str, Any]:
        return {"trick": self.trick.view(), "last_trick": self.trick.last,
                "leader": self.trick.leader(self._to_move, self._phase == "play"),
                "tricks_played": self.trick.number}


# The table: whose lead and how many tricks were played in the header, the trick in the
# middle (the last one while none is in play), each seat's tricks won.
LAYOUT = Layout(
    table={"leader": Counter(seat=True), "tricks_played": Counter(),
           "trick": TrickZone(last="last_trick")},
    seats={"tricks": Counter()},
)


class HighCardBot(SeededBot):
    """Wins a trick as cheaply as it can, else throws its lowest card."""

    def _choose(self, view: Mapping[str, Any], legal: list[str]) -> str:
        trick = view["table"]["trick"]
        order = sorted(legal, key=lambda c: Card(c).rank)
        if not trick:
            return order[-1]
        led = Card(trick[0][1]).suit
        best = max(Card(c).rank for _, c in trick if Card(c).suit == led)
        winning = [c for c in order if Card(c).suit == led and Card(c).rank > best]
        return winning[0] if winning else order[0]


class HighCardCoach(Adapter):
    """What a seat knows of High Card: its hand, the cards played, who showed a void."""

    measure_keys = ("tricks", "win")

    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        plays = _deal_plays(game, view)
        voids = _voids(plays, game.players)
        seen = {Card(c) for c in view["seats"][seat]["hand"]} | {c for _, c in plays}
        slots = _hand_slots(view, seat, voids, {})
        return _base_knowledge(game, seat, view, deck(), seen, slots, {}, {}, voids)

    def hidden(self, game: Any, know: Knowledge, placed: dict[str, list[Card]],
               rng: np.random.Generator) -> dict[str, Any]:
        return {"hands": _hands(game, know, placed)}

    def result(self, g: Any, seat: int, before: Any, memo: dict[str, Any]) -> tuple[float, float]:
        return float(g.won[seat]), float(g.outcome is not None and seat in g.outcome.winners)


def deal_result(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    """Seat 0's result: win / tie / loss by tricks, and its tricks."""
    assert game.outcome is not None
    scores = list(game.outcome.scores)
    return rank_of(scores), scores[0], {"tricks": scores}


def ledger(view: dict[str, Any], led: Ledger) -> None:
    """Hands + cards played = the deck."""
    same_cards("deck", hands_of(view) + led.played, led.deck)


def soak_options(rng: np.random.Generator, players: int, seed: int) -> dict[str, Any]:
    """High Card has no rule options."""
    return {}


MESSAGES = {
    "highcard.dealt": {"en": "Cards are dealt: {seat:seat} leads.",
                       "ja": "カードが配られました。{seat:seat}がリードします。"},
    "highcard.over": {"en": "The hands are empty: {seats:seats} took the most tricks ({tricks}).",
                      "ja": "手札がなくなりました。いちばん多くトリックを取ったのは{seats:seats}"
                            "({tricks}トリック)です。"},
    "coach.why.best.highcard": {"en": "{action}: {value} tricks on average.",
                                "ja": "{action}:平均{value}トリック。"},
    "coach.why.worse.highcard": {"en": "{action}: {diff} tricks fewer than {best}.",
                                 "ja": "{action}:{best}より{diff}トリック少なくなります。"},
    "coach.panel.short.highcard": {"en": "{value} tricks (±{vm}) · win {chance}%",
                                   "ja": "{value}トリック(±{vm})・勝ち{chance}%"},
    "coach.panel.why.highcard": {"en": "This choice takes {value} tricks on average and wins "
                                       "in {chance}% of {playouts} playouts.",
                                 "ja": "この手は平均{value}トリック、{playouts}回中{chance}%で"
                                       "勝ちます。"},
    "coach.panel.goal.highcard": {"en": "Tricks: how many you take; win: how often you win.",
                                  "ja": "トリックは取る数、勝ちは勝つ割合です。"},
}

KIT = GameKit(
    game=HighCard, code=7, layout=LAYOUT, bot=HighCardBot, coach=HighCardCoach(),
    measure=("tricks", "win"), result=deal_result, soak_options=soak_options, ledger=ledger,
    messages=(MESSAGES,), beginner_slip=0.35,
)
