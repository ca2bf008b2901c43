"""Notice: predict the tricks of the hand you pass, then set a target for the hand you get.

A trick-taking game with trump for 3 to 6 players, over several deals
(``../shared/rules/notice.md`` is the specification).

**Setup.** 52 cards (with 3 players the 2s to 6s are removed: 32 cards), ranked
A K Q … 2. Each deal the dealer deals the hands one card at a time clockwise from the
left; the rest is the stock, and its top card is turned face up: its suit is **trump**
for the deal.

=========  ============  =====  ================================================
players    cards each    deals  the hand goes k seats to the left, deal by deal
=========  ============  =====  ================================================
3          10 (32-card)  6      1, 2, 1, 2, 1, 2
4          12            4      1, 3, 2, 2
5          10            5      1, 2, 3, 4, 0
6          8             6      1, 2, 3, 4, 5, 0
=========  ============  =====  ================================================

k = 0 means everyone keeps their hand: the "receiver" is then the player themselves.

**One deal.**

1. *Predict* (secret, all at once): each player looks at the hand dealt to them and
   records how many tricks its receiver (the seat k to the left) will take with it.
2. *Pass*: as soon as every prediction is in, the hand of seat ``s`` goes to seat
   ``s + k``. Nothing to do; it happens by itself.
3. *Target* (secret, all at once): each player looks at the hand received and records
   how many tricks they will take.
4. *Play*: the dealer's left neighbour leads. Must follow suit; a player void in the
   suit led may play any card. The highest trump wins a trick with trump in it, else
   the highest card of the suit led. The winner leads next.
5. *Score*: three parts per player (see :func:`deal_score`); the dealer moves left.

Predictions and targets stay hidden from the other seats (their views show only that
a seat has chosen) until the deal is scored; then every deal's figures go onto a
public score sheet. After the last deal the highest total wins; equal highest share
the win.

Phases: ``"predict"``, ``"target"``, ``"play"``, ``"over"``. In ``predict`` and
``target`` ``to_move`` holds every seat that has not chosen yet. Actions: ``"predict
3"``, ``"target 2"`` and a card ``"QH"``.

View: ``table`` has ``trump`` (the turned card), ``trump_suit``, ``stock``, ``deal``,
``deals``, ``pass_offset`` (k), ``hand_size``, ``trick``, ``leader``, ``last_trick``,
``played`` (cards played this deal), ``tricks_played``, ``score_sheet`` (per scored deal
and seat: prediction, receiver, receiver's tricks, target, tricks, the three parts, the
deal's total and the running score) and ``score_table``. Each ``seats[i]`` has ``hand``,
``dealt`` (the hand dealt to that seat, which it predicted on: its owner's view only),
``receiver`` and ``giver`` (who plays its dealt hand, whose hand it plays),
``prediction`` and ``target`` (``None`` for other seats until the deal is scored),
``predicted`` and ``targeted`` (only *whether* the seat has chosen), ``tricks`` and
``score``.

Rule option (the rules file's one ``[decision]``): ``score_table`` — a
:class:`ScoreTable` (or a dict of some of its fields) with the points of the scoring
table. The defaults reproduce the five worked examples of the rules; the seed says the
table differs for 5 and 6 players but that table is lost, so the same one is used.

>>> import cardlab
>>> g = cardlab.new_game("notice", players=3, seed=7)
>>> g.phase, g.to_move, g.view(0)["table"]["pass_offset"]
('predict', (0, 1, 2), 1)
>>> for s in range(3):
...     _ = g.play("predict 3", s)
>>> g.phase, g.view(1)["seats"][0]["prediction"], g.view(0)["seats"][0]["prediction"]
('target', None, 3)
>>> for s in range(3):
...     _ = g.play("target 3", s)
>>> g.phase, g.to_move
('play', (1,))
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

import numpy as np

from cardlab.cards import ACE_HIGH, Card, deal_round_robin, sorted_texts, standard_deck
from cardlab.core import (
    Action,
    Event,
    Game,
    NumberAction,
    Option,
    Outcome,
    PlayCard,
)
from cardlab.errors import SetupError, brief
from cardlab.tricks import Trick, TrickGame, legal_plays

__all__ = [
    "DEFAULT_SCORE_TABLE",
    "SETUP",
    "DealScore",
    "Notice",
    "Predict",
    "ScoreTable",
    "Target",
    "deal_score",
    "pass_direction",
    "pass_offset",
]

# ----------------------------------------------------------------------------- constants

SETUP: dict[int, dict[str, Any]] = {
    3: {"ranks": (1, 7, 8, 9, 10, 11, 12, 13), "hand": 10, "passes": (1, 2, 1, 2, 1, 2)},
    4: {"ranks": tuple(range(1, 14)), "hand": 12, "passes": (1, 3, 2, 2)},
    5: {"ranks": tuple(range(1, 14)), "hand": 10, "passes": (1, 2, 3, 4, 0)},
    6: {"ranks": tuple(range(1, 14)), "hand": 8, "passes": (1, 2, 3, 4, 5, 0)},
}
"""Per player count: the ranks of the deck, the cards per hand and k for every deal."""


_DECKS: dict[int, list[Card]] = {n: standard_deck(ranks=conf["ranks"]) for n, conf in SETUP.items()}


def pass_offset(players: int, deal: int) -> int:
    """k of the pass table: the hand dealt to seat s goes to seat (s + k) % players.

    ``deal`` is 1-based.

    >>> [pass_offset(4, d) for d in (1, 2, 3, 4)]
    [1, 3, 2, 2]
    >>> pass_offset(5, 5)
    0
    """
    return SETUP[players]["passes"][deal - 1]


def pass_direction(offset: int, players: int) -> str:
    """Where a hand passed ``offset`` seats to the left goes, as the last part of the
    message keys: ``"keep"`` (0), ``"left"`` (1), ``"right"`` (``players - 1``),
    ``"across"`` (half the table: the seat opposite), else ``"seats"``.

    >>> [pass_direction(k, 4) for k in (0, 1, 2, 3)], pass_direction(2, 5)
    (['keep', 'left', 'across', 'right'], 'seats')
    """
    if offset == 0:
        return "keep"
    if offset == 1:
        return "left"
    if offset == players - 1:
        return "right"
    return "across" if 2 * offset == players else "seats"


# ----------------------------------------------------------------------------- scoring


@dataclass(frozen=True)
class ScoreTable:
    """The points of the three-part scoring (the rule option ``score_table``).

    Every field is points *added*; a penalty is negative. ``prediction_miss``,
    ``target_short`` and ``target_over`` count per trick of difference.

    >>> ScoreTable().target_over, ScoreTable(target_over=-2).target_over
    (-3, -2)
    """

    prediction_exact: int = 5
    prediction_miss: int = -1
    target_exact: int = 5
    target_short: int = -1
    target_over: int = -3
    per_trick: int = 1

    def to_json(self) -> dict[str, int]:
        """The fields as a dict.

        >>> ScoreTable().to_json()["per_trick"]
        1
        """
        return {name: getattr(self, name) for name in _SCORE_FIELDS}  # asdict, quicker

    @classmethod
    def from_json(cls, data: Any) -> ScoreTable:
        """A table from a :class:`ScoreTable` or a dict of some of its fields.

        Raises :class:`~cardlab.errors.SetupError` (a ``ValueError``) for an unknown field
        or a value that is not a whole number.

        >>> ScoreTable.from_json({"prediction_exact": 4}).prediction_exact
        4
        """
        if isinstance(data, ScoreTable):
            data = data.to_json()
        if not isinstance(data, Mapping):
            raise SetupError("notice.score_table.shape")
        names = [f.name for f in dataclasses.fields(cls)]
        unknown = sorted(set(data) - set(names), key=str)
        if unknown:
            raise SetupError("notice.score_table.unknown", names=", ".join(map(repr, unknown)),
                             fields=", ".join(names))
        for k, v in data.items():
            if isinstance(v, bool) or not isinstance(v, int | np.integer):
                raise SetupError("notice.score_table.points", name=k, value=brief(v))
        return cls(**{k: int(v) for k, v in data.items()})


_SCORE_FIELDS = tuple(f.name for f in dataclasses.fields(ScoreTable))
DEFAULT_SCORE_TABLE = ScoreTable()
"""The table of the rules file: +5 / −1 per trick; +5 / −1 per trick short / −3 per
trick over; +1 per trick."""


class DealScore(NamedTuple):
    """One player's score for one deal: the three parts and their sum."""

    prediction_points: int
    target_points: int
    trick_points: int
    total: int


def deal_score(
    prediction: int,
    receiver_tricks: int,
    target: int,
    own_tricks: int,
    table: ScoreTable = DEFAULT_SCORE_TABLE,
) -> DealScore:
    """Score one player for one deal.

    ``prediction`` is compared with the tricks of the receiver of the player's hand,
    ``target`` with the player's own tricks; every own trick scores too.

    >>> deal_score(2, 2, 5, 5)  # worked example 1 of the rules
    DealScore(prediction_points=5, target_points=5, trick_points=5, total=15)
    >>> deal_score(2, 3, 3, 5).total  # example 5: -1 - 6 + 5
    -2
    """
    if prediction == receiver_tricks:
        p = table.prediction_exact
    else:
        p = table.prediction_miss * abs(prediction - receiver_tricks)
    if own_tricks == target:
        t = table.target_exact
    elif own_tricks < target:
        t = table.target_short * (target - own_tricks)
    else:
        t = table.target_over * (own_tricks - target)
    k = table.per_trick * own_tricks
    return DealScore(p, t, k, p + t + k)


# ----------------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class Predict(NumberAction):
    """Predict how many tricks the receiver of your hand will take (``"predict 3"``)."""

    word: ClassVar[str] = "predict"
    hook: ClassVar[str] = "predict"
    _key: ClassVar[str] = "notice.action.predict"


@dataclass(frozen=True, slots=True)
class Target(NumberAction):
    """Set how many tricks you will take with the hand you received (``"target 2"``)."""

    word: ClassVar[str] = "target"
    hook: ClassVar[str] = "target"
    _key: ClassVar[str] = "notice.action.target"


# ----------------------------------------------------------------------------- the game


class Notice(TrickGame, Game):
    """Notice for 3 to 6 players: a whole game of 6, 4, 5 or 6 deals."""

    name = "notice"
    title: ClassVar[dict[str, str]] = {"en": "Notice", "ja": "ノーティス"}
    players_allowed = (3, 4, 5, 6)
    default_players = 4
    simultaneous = ("predict", "target")
    STATE_SHAPES: ClassVar[dict[str, str]] = {
        "trick": "own",
        "sheets": "list",
        "deal_number": "value", "scores": "list", "hands": "rows", "stock": "list",
        "dealt": "rows", "trump_card": "value", "trump": "value", "predictions": "list",
        "targets": "list", "tricks": "list", "played": "list", "revealed": "value",
    }
    PHASES: ClassVar[dict[str, tuple[type[Action], ...]]] = {
        "predict": (Predict,),
        "target": (Target,),
        "play": (PlayCard,),
    }
    rank_order = ACE_HIGH
    action_examples = "'predict 3', 'target 2', 'QH'"
    options_spec: ClassVar[dict[str, Option]] = {
        "score_table": Option(
            DEFAULT_SCORE_TABLE,
            "points of the scoring: a ScoreTable or a dict of some of its fields "
            "(prediction_exact, prediction_miss, target_exact, target_short, target_over, "
            "per_trick); penalties are negative, misses count per trick",
            ScoreTable.from_json,
            to_json=ScoreTable.to_json,
            from_json=ScoreTable.from_json,
        ),
    }

    # ------------------------------------------------------------------ setup

    def _setup(self) -> list[Event]:
        n = self.players
        self.deal_number = 0
        self.scores = [0] * n
        self.sheets: list[dict[str, Any]] = []
        return self._start_deal()

    @property
    def deals(self) -> int:
        """Deals in the game: 6, 4, 5 or 6 for 3, 4, 5 or 6 players."""
        return len(SETUP[self.players]["passes"])

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player (10, 12, 10 or 8): also the tricks of a deal."""
        return SETUP[self.players]["hand"]

    @property
    def offset(self) -> int:
        """k of this deal: hands go k seats to the left (0: kept)."""
        return SETUP[self.players]["passes"][self.deal_number - 1]

    def receiver(self, seat: int) -> int:
        """The seat that plays the hand dealt to ``seat`` in this deal."""
        return (seat + self.offset) % self.players

    def _start_deal(self) -> list[Event]:
        n = self.players
        self.deal_number += 1
        size = self.hand_size
        deck = self._next_deck(_DECKS[n])
        self.hands, self.stock = deal_round_robin(deck, n, (self.dealer + 1) % n, size)
        self.dealt = [list(h) for h in self.hands]
        self.trump_card: Card = self.stock[0]
        self.trump: str = self.trump_card.suit  # type: ignore[assignment]
        self.predictions: list[int | None] = [None] * n
        self.targets: list[int | None] = [None] * n
        self.tricks = [0] * n
        self.trick = Trick(n, ACE_HIGH, self.trump)
        self.played: list[Card] = []
        self.revealed = False
        self._enter("predict")
        self._to_move = tuple(range(n))
        return [
            Event("notice.dealt", {"deal": self.deal_number, "deals": self.deals,
                                   "dealer": self.dealer, "size": size}, kind="deal"),
            Event("notice.trump_turned", {"card": self.trump_card.text, "suit": self.trump}),
            Event("notice.predict_starts." + self._direction(),
                  {"offset": self.offset, "size": size}),
        ]

    def _direction(self) -> str:
        """How this deal's pass reads in words (:func:`pass_direction`)."""
        return pass_direction(self.offset, self.players)

    # ------------------------------------------------------------------ the contract

    def _legal(self, seat: int) -> list[Action]:
        phase = self._phase
        if phase == "play":
            return legal_plays(self.hands[seat], self.trick.cards, ACE_HIGH)  # type: ignore[return-value]
        size = self.hand_size
        if phase == "predict":
            return [Predict(v) for v in range(size + 1)]
        return [Target(v) for v in range(size + 1)]

    def _wrong_phase(self, seat: int, action: Action) -> Event | None:
        phase, kind = self._phase, type(action)
        if kind is PlayCard:
            return Event("notice.cards_after_targets", {})
        if kind is Predict:
            return Event("notice.predictions_closed", {})
        if kind is Target:
            key = "notice.targets_after_pass" if phase == "predict" else "notice.targets_closed"
            return Event(key, {})
        return None

    def _predict_reason(self, seat: int, action: Predict) -> Event | None:
        return self._range_reason("notice.prediction_range", action.number)

    def _target_reason(self, seat: int, action: Target) -> Event | None:
        return self._range_reason("notice.target_range", action.number)

    def _range_reason(self, key: str, value: int) -> Event | None:
        size = self.hand_size
        if 0 <= value <= size:
            return None
        return Event(key, {"value": value, "size": size})

    def _off_turn(self, seat: int, action: Action) -> Event | None:
        """A seat that has already chosen in a simultaneous phase: say so."""
        phase, kind = self._phase, type(action)
        if phase == "predict" and kind is Predict:
            return Event("notice.already_predicted", {"seat": seat})
        if phase == "target" and kind is Target:
            return Event("notice.already_targeted", {"seat": seat})
        if phase in ("predict", "target") or kind is not PlayCard:
            # the rule that forbids the action whoever is to move (a card before the
            # targets, a prediction after the pass…), rather than "not your turn"
            return self._illegal(seat, action)
        return None

    # ------------------------------------------------------------------ predict, pass, target

    def _predict(self, seat: int, action: Predict) -> list[Event]:
        value = action.number
        self.predictions[seat] = value
        receiver = self.receiver(seat)
        events = [
            Event("notice.predicted", {"seat": seat, "value": value, "receiver": receiver},
                  to=(seat,)),
            Event("notice.has_predicted", {"seat": seat}),
        ]
        self._to_move = tuple(s for s in self._to_move if s != seat)
        if self._to_move:
            return events
        # every prediction is in: pass the hands
        n, k = self.players, self.offset
        if k:
            self.hands = [self.hands[(s - k) % n] for s in range(n)]
        events.append(Event("notice.hands_passed." + self._direction(), {"offset": k}))
        self._enter("target")
        self._to_move = tuple(range(n))
        return events

    def _target(self, seat: int, action: Target) -> list[Event]:
        value = action.number
        self.targets[seat] = value
        events = [
            Event("notice.targeted", {"seat": seat, "value": value}, to=(seat,)),
            Event("notice.has_targeted", {"seat": seat}),
        ]
        self._to_move = tuple(s for s in self._to_move if s != seat)
        if self._to_move:
            return events
        leader = (self.dealer + 1) % self.players
        self._enter("play")
        self._to_move = (leader,)
        events.append(Event("notice.play_starts", {"seat": leader, "suit": self.trump}))
        return events

    # ------------------------------------------------------------------ trick play

    def _play_card(self, seat: int, action: PlayCard) -> list[Event]:
        card, trick = action.card, self.trick
        self.played.append(card)
        events = self._lay(seat, card)
        if not trick.complete:
            return events
        winner, why = trick.winner()
        events.append(trick.take(winner, why))
        self.tricks[winner] += 1
        events.append(Event("notice.trick_taken", {"seat": winner, "tricks": self.tricks[winner],
                                                   "trick": trick.number}))
        if trick.number < self.hand_size:
            self._to_move = (winner,)
            return events
        return self._end_deal(events)

    # ------------------------------------------------------------------ scoring and the end

    def _end_deal(self, events: list[Event], end: Event | None = None) -> list[Event]:
        """A deal of Notice ends one way, after its last trick (``end`` is ``None``)."""
        n = self.players
        table: ScoreTable = self.options["score_table"]
        rows = []
        for s in range(n):
            r = self.receiver(s)
            pred, target = self.predictions[s], self.targets[s]
            assert pred is not None and target is not None
            ds = deal_score(pred, self.tricks[r], target, self.tricks[s], table)
            self.scores[s] += ds.total
            rows.append({
                "seat": s, "prediction": pred, "receiver": r, "receiver_tricks": self.tricks[r],
                "target": target, "tricks": self.tricks[s],
                "prediction_points": ds.prediction_points, "target_points": ds.target_points,
                "trick_points": ds.trick_points, "total": ds.total, "score": self.scores[s],
            })
            events.append(Event("notice.deal_scored", dict(rows[-1])))
        self.sheets.append({
            "deal": self.deal_number, "dealer": self.dealer, "pass_offset": self.offset,
            "trump": self.trump_card.text, "rows": rows,
        })
        self.revealed = True
        if self.deal_number < self.deals:
            self.dealer = (self.dealer + 1) % n
            return events + self._start_deal()
        self._enter("over")
        self._to_move = ()
        best = max(self.scores)
        winners = [s for s in range(n) if self.scores[s] == best]
        key = "notice.game_won" if len(winners) == 1 else "notice.game_shared"
        reason = Event(key, {"winners": winners, "score": best, "deals": self.deals})
        events.append(reason)
        self._outcome = Outcome(
            tuple(float(x) for x in self.scores), winners, reason,
            {"totals": list(self.scores), "deals": self.deals},
        )
        return events

    def _place_hidden(self, hidden: dict[str, Any]) -> None:
        """:meth:`Game.with_hidden`: hands, stock; per seat the hand each was dealt,
        predictions and targets."""
        self._place_zones(hidden, whole=("stock",), by_seat=("dealt", "predictions", "targets"))

    # ------------------------------------------------------------------ views

    def _seat_view(self, seat: int, viewer: int | None, reveal: bool) -> dict[str, Any]:
        own = reveal or seat == viewer  # (what _hand_view decides, without its call)
        sees = own or self.revealed
        n, k = self.players, self.offset
        prediction, target = self.predictions[seat], self.targets[seat]
        return {
            "hand": (sorted_texts(self.hands[seat], self.rank_order) if own
                     else len(self.hands[seat])),
            "dealt": sorted_texts(self.dealt[seat], self.rank_order) if own else None,
            "receiver": (seat + k) % n,
            "giver": (seat - k) % n,
            "prediction": prediction if sees else None,
            "predicted": prediction is not None,
            "target": target if sees else None,
            "targeted": target is not None,
            "tricks": self.tricks[seat],
            "score": self.scores[seat],
        }

    def _table_view(self, viewer: int | None, reveal: bool) -> dict[str, Any]:
        phase = self._phase
        return {
            "trump": self.trump_card.text,
            "trump_suit": self.trump,
            "stock": len(self.stock),
            "deal": self.deal_number,
            "deals": self.deals,
            "pass_offset": self.offset,
            "hand_size": self.hand_size,
            "trick": self.trick.view(),
            "leader": self.trick.leader(self._to_move, phase == "play"),
            "last_trick": self.trick.last,
            "played": [c.text for c in self.played],
            "tricks_played": self.trick.number,
            "score_sheet": [
                {**sheet, "rows": [dict(r) for r in sheet["rows"]]} for sheet in self.sheets
            ],
            "score_table": self.options["score_table"].to_json(),
        }


# --------------------------------------------------------------------------- the table's layout
