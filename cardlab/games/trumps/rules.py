"""Trumps: a set-collection game for 2 or 3 players with the Pairs deck.

The Pairs deck has 55 suitless cards: one 1, two 2s, … ten 10s. With 2 players the ten
10s are left out (45 cards). ``../shared/rules/trumps.md`` is the specification; this is
the game in our words.

**Setup.** Seven cards each, dealt one at a time from the dealer's left. From the top
of what is left, 3 cards (3 players) or 4 cards (2 players) are set aside face down as
the *reserve*; the rest is the *deck*. ``deck=`` gives the whole order from the top.

**Start player** (phase ``"start"``, simultaneous and secret). Every player picks a card
from hand; when all have picked, the cards are shown together. The lowest number alone
becomes the start player. Players tied for the lowest pick again from what they hold,
only among themselves, until one is lowest alone. Every card shown here goes to the
middle as the *field*, grouped by number. Nobody draws back.

**A round** has five steps.

1. *Reveal* (phase ``"reveal"``). From the start player clockwise, each player reveals a
   single or a pair whose number nobody revealed earlier in this round. A player who
   holds only numbers already revealed shows the hand and plays one card face down.
2. *Rank.* Any pair beats any single; of two pairs the lower number wins (a pair of 2s
   is the best reveal); of two singles the higher wins; face-down cards come last, the
   one nearer the start player first.
3. *Take* (phase ``"take"``). In rank order: 1st takes every card of one number from the
   field and starts the next round; 2nd (3 players) does the same with a number still
   there; the last player takes ONE card of a number, or draws a card from the deck.
   Taken cards become the player's *score cards*.
4. The revealed cards (face-down ones turned up) join the field.
5. From the new start player clockwise, everyone draws one card from the deck.

**The end.** The first step 5 after which the deck is empty triggers it: whoever could not
draw in that step takes a reserve card instead, then exactly one more round is played
(with no drawing: the last player can only take a field card, and nobody refills).

**Score** over the score cards: A, the most cards of one number, plus B, the longest run
of consecutive numbers held. Ties go to the smaller lowest score card, then to more
cards of it; else the win is shared.

Phases: ``"start"``, ``"reveal"``, ``"take"``, ``"over"``. Actions: ``"start 4"``,
``"single 7"``, ``"pair 7"``, ``"facedown 3"``, ``"take 7"``, ``"draw"``.

Decisions (the ``[decision]`` points of the rules file):

- ``start_tie_exhausted="dealer_left"``: if the players tied for the start run out of
  cards, the tied player nearest the dealer's left (clockwise) starts; ``"random"``
  draws one of them (seeded).
- A player with no cards reveals nothing (the turn passes by itself) and ranks below
  every face-down card; among several such players the one nearer the start player
  ranks higher. This is no option: a hand can only be empty in the first round, after
  the players tied for the start ran out of cards; then at most one player holds cards,
  so nobody plays face down and no other reading would change a game.
  :func:`rank_reveals` still orders the two as the rules file says.
- ``facedown_to_field=True``: face-down cards are turned up and join the field in step 4
  like the others; ``False`` sets them aside unseen (still face down), out of the game.
- A player who must take from an empty field takes nothing (the game moves on by
  itself, with an event saying so); the last player may always draw while the deck
  has cards. With an empty hand a player's reveal turn is skipped the same way.
- A tie that survives both tie-breaks is a shared win (every tied seat in ``winners``).
- The seed's tie rule speaks of field cards, but its worked example compares score
  cards: we compare score cards.

>>> import cardlab
>>> g = cardlab.new_game("trumps", players=3, seed=1)
>>> g.phase, g.to_move
('start', (0, 1, 2))
>>> score([9, 9, 9, 9, 9, 8, 8, 8, 7, 7, 6, 5, 5, 3])
(5, 5, 10)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from cardlab.cards import Card, deal_round_robin, pairs_deck, rank_order
from cardlab.core import (
    Action,
    Draw,
    Event,
    Game,
    NumberAction,
    Option,
    Outcome,
    boolean,
    choice,
)

# ----------------------------------------------------------------------------- constants

HAND_SIZE = 7
RESERVE = {2: 4, 3: 3}
HIGHEST = {2: 9, 3: 10}
NUMBERS = range(1, 11)
LOW_TO_HIGH = rank_order(list(range(10, 0, -1)))

# Reveal kinds, in the order a ranking compares their classes (strongest class first).
PAIR, SINGLE, FACEDOWN, NOTHING = "pair", "single", "facedown", "nothing"


# ----------------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class NumberCard(NumberAction):
    """An action of one word and the number of a Pairs card, 1 to 10.

    >>> Pair.parse(["pair", "7"]), Pair.parse(["pair", "11"])
    (Pair(number=7), None)
    """

    card_from: ClassVar[str | None] = "hand"  # the card of that number in the hand
    numbers: ClassVar[range | None] = NUMBERS
    """A number outside 1..10 is no action: ``Pair.parse(["pair", "11"])`` is ``None``."""


@dataclass(frozen=True, slots=True)
class StartCard(NumberCard):
    """Secretly pick a card for the start-player reveal (``"start 4"``).

    >>> StartCard(4), str(StartCard(4))
    (StartCard(number=4), 'start 4')
    """

    word: ClassVar[str] = "start"
    hook: ClassVar[str] = "start_card"
    _key: ClassVar[str] = "trumps.action.start"


@dataclass(frozen=True, slots=True)
class Single(NumberCard):
    """Reveal one card (``"single 7"``)."""

    word: ClassVar[str] = "single"
    hook: ClassVar[str] = "reveal"
    _key: ClassVar[str] = "trumps.action.single"


@dataclass(frozen=True, slots=True)
class Pair(NumberCard):
    """Reveal two cards of one number (``"pair 7"``)."""

    word: ClassVar[str] = "pair"
    hook: ClassVar[str] = "reveal"
    _key: ClassVar[str] = "trumps.action.pair"


@dataclass(frozen=True, slots=True)
class FaceDown(NumberCard):
    """Play one card face down, when every number held was already revealed (``"facedown 3"``)."""

    word: ClassVar[str] = "facedown"
    hook: ClassVar[str] = "reveal"
    _key: ClassVar[str] = "trumps.action.facedown"


@dataclass(frozen=True, slots=True)
class Take(NumberCard):
    """Take a number from the field (``"take 7"``): all of it for 1st and 2nd, one card last."""

    word: ClassVar[str] = "take"
    hook: ClassVar[str] = "take"
    card_from: ClassVar[str | None] = "table"  # the field's cards of that number
    _key: ClassVar[str] = "trumps.action.take"


# ----------------------------------------------------------------------------- scoring


def _counts(cards: Iterable[int | str | Card] | Mapping[Any, int]) -> Counter[int]:
    if isinstance(cards, Mapping):
        return Counter({int(k): int(v) for k, v in cards.items() if int(v) > 0})
    out: Counter[int] = Counter()
    for c in cards:
        out[c.rank if isinstance(c, Card) else int(c)] += 1
    return out


def score(cards: Iterable[int | str | Card] | Mapping[Any, int]) -> tuple[int, int, int]:
    """``(largest, run, total)`` of a player's score cards.

    ``cards`` are the numbers of the score cards (ints, texts or Pairs cards), or a map
    number → count. *largest* (A) is the most cards of one number; *run* (B) the length
    of the longest run of consecutive numbers held at least once; *total* = A + B.

    >>> score([10] * 6 + [9] * 3 + [8] * 2 + [6] * 3 + [5, 1])
    (6, 3, 9)
    >>> score({"7": 4, "4": 4, "3": 2})
    (4, 2, 6)
    >>> score([])
    (0, 0, 0)
    """
    if type(cards) is dict or type(cards) is Counter:  # the usual map: no Counter built
        counts = {int(k): int(v) for k, v in cards.items() if int(v) > 0}  # type: ignore[union-attr]
    else:
        counts = _counts(cards)
    largest = max(counts.values(), default=0)
    run = best = 0
    for n in NUMBERS:
        if counts.get(n, 0) > 0:
            run += 1
            if run > best:
                best = run
        else:
            run = 0
    return largest, best, largest + best


def _decide(by_seat: Sequence[Counter[int]]) -> tuple[list[int], str]:
    """Winners and how they were found: ``"score"``, ``"smallest"``, ``"count"``, ``"shared"``."""
    totals = [score(c)[2] for c in by_seat]
    top = max(totals, default=0)
    tied = [s for s, t in enumerate(totals) if t == top]
    if len(tied) == 1:
        return tied, "score"
    smallest = {s: min(by_seat[s], default=99) for s in tied}
    low = min(smallest.values())
    tied2 = [s for s in tied if smallest[s] == low]
    if len(tied2) == 1:
        return tied2, "smallest"
    most = max(by_seat[s].get(low, 0) for s in tied2)
    tied3 = [s for s in tied2 if by_seat[s].get(low, 0) == most]
    if len(tied3) == 1:
        return tied3, "count"
    return tied3, "shared"


def winners(
    score_cards_by_seat: Sequence[Iterable[int | str | Card] | Mapping[Any, int]],
) -> list[int]:
    """The winning seats: highest A + B; on a tie the smaller lowest score card wins, then
    more cards of that number; a tie after both is shared.

    The worked example of the rules: 10, 9 and 10 points; the third player's lowest
    card is a 2, the first player's a 3, so the third wins.

    >>> first = [9] * 5 + [8] * 3 + [7] * 2 + [6] + [5] * 2 + [3]
    >>> second = [10] * 6 + [9] * 3 + [8] * 2 + [6] * 3 + [5, 1]
    >>> third = [10] * 3 + [7] * 4 + [6, 5] + [4] * 4 + [3] * 2 + [2]
    >>> winners([first, second, third])
    [2]
    >>> winners([[3, 3, 4], [3, 3, 4]])
    [0, 1]
    """
    return _decide([_counts(c) for c in score_cards_by_seat])[0]


# ----------------------------------------------------------------------------- ranking


def reveal_strength(kind: str, number: int | None, position: int) -> tuple[int, int]:
    """A sort key for a reveal (bigger is stronger); ``position`` counts from the start player.

    >>> reveal_strength("pair", 2, 1) > reveal_strength("pair", 3, 0) > reveal_strength(
    ...     "single", 10, 0) > reveal_strength("single", 1, 2) > reveal_strength("facedown", 7, 0)
    True
    >>> reveal_strength("facedown", 5, 0) > reveal_strength("facedown", 5, 1)
    True
    >>> reveal_strength("facedown", 5, 2) > reveal_strength("nothing", None, 0)
    True
    """
    if kind == PAIR:
        assert number is not None
        return (3, 10 - number)
    if kind == SINGLE:
        assert number is not None
        return (2, number)
    if kind == FACEDOWN:
        return (1, -position)
    return (0, -position)


def why_above(upper: tuple[str, int | None], lower: tuple[str, int | None]) -> str:
    """The i18n key of the rule that puts one reveal (kind, number) above another.

    >>> why_above(("pair", 3), ("single", 10)), why_above(("pair", 2), ("pair", 5))
    ('trumps.why.pair_over_single', 'trumps.why.lower_pair')
    >>> why_above(("single", 9), ("single", 4)), why_above(("single", 1), ("facedown", None))
    ('trumps.why.higher_single', 'trumps.why.over_facedown')
    """
    a, b = upper[0], lower[0]
    if a == PAIR and b == PAIR:
        return "trumps.why.lower_pair"
    if a == PAIR and b == SINGLE:
        return "trumps.why.pair_over_single"
    if a == SINGLE and b == SINGLE:
        return "trumps.why.higher_single"
    if a in (PAIR, SINGLE):
        return "trumps.why.over_facedown" if b == FACEDOWN else "trumps.why.over_empty"
    if a == FACEDOWN and b == FACEDOWN:
        return "trumps.why.facedown_nearer"
    if a == NOTHING and b == NOTHING:
        return "trumps.why.empty_nearer"
    return "trumps.why.over_empty"


def rank_reveals(reveals: Sequence[tuple[int, str, int | None]]) -> list[tuple[int, str]]:
    """Rank a round's reveals ``(seat, kind, number)`` given in turn order from the start.

    Returns ``(seat, reason)`` from 1st to last, where ``reason`` is the i18n key of the
    rule that puts the seat above the next one (``""`` for the last).

    >>> rank_reveals([(0, "single", 9), (1, "pair", 4), (2, "facedown", 9)])
    [(1, 'trumps.why.pair_over_single'), (0, 'trumps.why.over_facedown'), (2, '')]
    """
    keyed = sorted(
        range(len(reveals)),
        key=lambda i: reveal_strength(reveals[i][1], reveals[i][2], i),
        reverse=True,
    )
    out = []
    for place, i in enumerate(keyed):
        if place + 1 < len(keyed):
            j = keyed[place + 1]
            why = why_above(reveals[i][1:], reveals[j][1:])  # type: ignore[arg-type]
        else:
            why = ""
        out.append((reveals[i][0], why))
    return out


# ----------------------------------------------------------------------------- the game


class Trumps(Game):
    """Trumps for 2 or 3 players (one game, to the end of the deck)."""

    name = "trumps"
    title: ClassVar[dict[str, str]] = {"en": "Trumps", "ja": "トランプス"}
    players_allowed = (2, 3)
    default_players = 3
    STATE_SHAPES: ClassVar[dict[str, str]] = {
        "start_choice": "items", "start_steps": "list", "ranking": "value", "shown": "items",
        "takes": "list", "last_round": "value",
        "hands": "rows", "reserve": "list", "deck": "list", "field": "items",
        "score_cards": "item_rows", "out_of_play": "value", "contenders": "value",
        "start_player": "value", "round_no": "value", "final_round": "value",
        "order": "value", "reveals": "list", "take_pos": "value",
    }
    PHASES: ClassVar[dict[str, tuple[type[Action], ...]]] = {
        "start": (StartCard,),
        "reveal": (Single, Pair, FaceDown),
        "take": (Take, Draw),
    }
    simultaneous = ("start",)
    rank_order = LOW_TO_HIGH
    action_examples = "'start 4', 'single 7', 'pair 7', 'facedown 3', 'take 7', 'draw'"
    options_spec: ClassVar[dict[str, Option]] = {
        "start_tie_exhausted": Option(
            "dealer_left",
            "if the players tied for the start run out of cards: 'dealer_left' (the tied "
            "player nearest the dealer's left starts) or 'random' (a seeded draw among them)",
            choice("dealer_left", "random"),
        ),
        "facedown_to_field": Option(
            True,
            "face-down cards are turned up and join the field in step 4 (False: they are "
            "set aside unseen, out of the game)",
            boolean,
        ),
    }

    # ------------------------------------------------------------------ setup

    def _start_deal(self) -> list[Event]:
        """The game's one deal: hands, the reserve, the deck; then the start-player reveal."""
        n = self.players
        deck = self._next_deck(pairs_deck(HIGHEST[n]))
        first = (self.dealer + 1) % n
        self.hands, rest = deal_round_robin(deck, n, first, per_hand=HAND_SIZE)
        self.reserve: list[Card] = rest[: RESERVE[n]]
        self.deck: list[Card] = rest[RESERVE[n]:]
        self.field: Counter[int] = Counter()
        self.score_cards: list[Counter[int]] = [Counter() for _ in range(n)]
        self.out_of_play = 0
        # start-player reveal
        self.contenders: tuple[int, ...] = tuple((first + i) % n for i in range(n))
        self.start_choice: dict[int, int] = {}
        self.start_steps: list[dict[int, int]] = []
        self.start_player: int | None = None
        # rounds
        self.round_no = 0
        self.final_round = False
        self.order: tuple[int, ...] = ()
        self.reveals: list[tuple[int, str, int | None]] = []
        self.shown: dict[int, list[int]] = {}
        self.ranking: list[tuple[int, str]] | None = None
        self.take_pos = 0
        self.takes: list[dict[str, Any]] = []
        self.last_round: dict[str, Any] | None = None
        self._enter("start")
        self._to_move = tuple(sorted(self.contenders))
        return [
            Event(
                "trumps.dealt",
                {"dealer": self.dealer, "deck": len(self.deck), "reserve": len(self.reserve)},
                kind="deal",
            ),
            Event("trumps.choose_start", {}),
        ]

    # ------------------------------------------------------------------ helpers

    def _holds(self, seat: int, number: int) -> int:
        return sum(1 for c in self.hands[seat] if c.rank == number)

    def _numbers_in_hand(self, seat: int) -> list[int]:
        return sorted({c.rank for c in self.hands[seat]})

    def _revealed_numbers(self) -> set[int]:
        return {num for _, kind, num in self.reveals if kind in (SINGLE, PAIR)}

    def _new_numbers(self, seat: int) -> list[int]:
        used = self._revealed_numbers()
        return [x for x in self._numbers_in_hand(seat) if x not in used]

    def _remove(self, seat: int, number: int, count: int = 1) -> None:
        card = Card(str(number))
        for _ in range(count):
            self.hands[seat].remove(card)

    def _taker(self) -> int:
        assert self.ranking is not None
        return self.ranking[self.take_pos][0]

    def _is_last_taker(self) -> bool:
        return self.ranking is not None and self.take_pos == len(self.ranking) - 1

    # ------------------------------------------------------------------ the contract

    def _legal(self, seat: int) -> list[Action]:
        phase = self._phase
        if phase == "start":
            return [StartCard(x) for x in self._numbers_in_hand(seat)]
        if phase == "reveal":
            new = self._new_numbers(seat)
            if not new:
                return [FaceDown(x) for x in self._numbers_in_hand(seat)]
            out: list[Action] = []
            for x in new:
                out.append(Single(x))
                if self._holds(seat, x) >= 2:
                    out.append(Pair(x))
            return out
        if phase == "take":
            acts: list[Action] = [Take(x) for x in sorted(self.field) if self.field[x] > 0]
            if self._is_last_taker() and self.deck:
                acts.append(Draw())
            return acts
        return []

    def _off_turn(self, seat: int, action: Action) -> Event | None:
        """In the secret start-player reveal, a seat that has chosen is told so."""
        if self._phase == "start" and seat in self.contenders:
            return Event("core.already_chosen", {"to_move": list(self._to_move)})
        return None

    def _wrong_phase(self, seat: int, action: Action) -> Event | None:
        key = {"start": "trumps.start_first", "reveal": "trumps.reveal_now",
               "take": "trumps.take_now"}[self._phase]
        return Event(key, {"action": str(action)})

    def _start_card_reason(self, seat: int, action: StartCard) -> Event | None:
        if not self._holds(seat, action.number):
            return Event("trumps.not_in_hand", {"number": action.number})
        return None

    def _reveal_reason(self, seat: int, action: NumberAction) -> Event | None:
        x = action.number
        held = self._holds(seat, x)
        if type(action) is FaceDown:
            new = self._new_numbers(seat)
            if new:
                return Event("trumps.facedown_not_allowed", {"numbers": new})
            if not held:
                return Event("trumps.not_in_hand", {"number": x})
            return None
        if type(action) is Pair and held < 2:
            return Event("trumps.pair_not_held", {"number": x, "held": held})
        if not held:
            return Event("trumps.not_in_hand", {"number": x})
        if x in self._revealed_numbers():
            by = next(s for s, k, num in self.reveals if num == x and k in (SINGLE, PAIR))
            return Event("trumps.already_revealed", {"number": x, "by": by})
        return None

    def _take_reason(self, seat: int, action: Take) -> Event | None:
        if self.field.get(action.number, 0) <= 0:
            return Event("trumps.not_in_field", {"number": action.number})
        return None

    def _draw_reason(self, seat: int, action: Draw) -> Event | None:
        if not self._is_last_taker():
            return Event("trumps.draw_only_last", {})
        if not self.deck:
            return Event("trumps.deck_is_empty", {})
        return None

    # ------------------------------------------------------------------ start player

    def _start_card(self, seat: int, action: StartCard) -> list[Event]:
        number = action.number
        self.start_choice[seat] = number
        events = [
            Event("trumps.start_picked", {"seat": seat}),
            Event("trumps.start_picked_you", {"number": number}, to=(seat,)),
        ]
        waiting = tuple(s for s in self._to_move if s != seat)
        if waiting:
            self._to_move = waiting
            return events
        # everyone has picked: show the cards together; they go to the field
        step = {s: self.start_choice[s] for s in self.contenders}
        self.start_steps.append(step)
        self.start_choice = {}
        for s in self.contenders:
            self._remove(s, step[s])
            self.field[step[s]] += 1
            events.append(Event("trumps.start_shown", {"seat": s, "number": step[s]}))
        low = min(step.values())
        tied = tuple(s for s in self.contenders if step[s] == low)
        if len(tied) == 1:
            events.append(Event("trumps.start_lowest", {"seat": tied[0], "number": low}))
            return events + self._begin_round(tied[0])
        if all(self.hands[s] for s in tied):
            self.contenders = tied
            self._to_move = tuple(sorted(tied))
            events.append(Event("trumps.start_tie", {"seats": list(tied), "number": low}))
            return events
        # the tied players have run out of cards (they hold equally many)
        if self.options["start_tie_exhausted"] == "random":
            rng = self.rng(2, len(self.start_steps))
            chosen = tied[int(rng.integers(len(tied)))]
            key = "trumps.start_tie_out_random"
        else:
            chosen = tied[0]  # contenders are listed from the dealer's left
            key = "trumps.start_tie_out"
        events.append(Event(key, {"seats": list(tied), "seat": chosen}))
        return events + self._begin_round(chosen)

    # ------------------------------------------------------------------ a round

    def _begin_round(self, start: int) -> list[Event]:
        n = self.players
        self.start_player = start
        self.round_no += 1
        self.order = tuple((start + i) % n for i in range(n))
        self.reveals = []
        self.shown = {}
        self.ranking = None
        self.take_pos = 0
        self.takes = []
        self._enter("reveal")
        key = "trumps.last_round_starts" if self.final_round else "trumps.round_starts"
        events = [Event(key, {"round": self.round_no, "seat": start})]
        return events + self._next_reveal()

    def _next_reveal(self) -> list[Event]:
        """Give the turn to the next player who can reveal; rank when all have."""
        events: list[Event] = []
        while len(self.reveals) < self.players:
            seat = self.order[len(self.reveals)]
            if not self.hands[seat]:
                self.reveals.append((seat, NOTHING, None))
                events.append(Event("trumps.reveals_nothing", {"seat": seat}))
                continue
            self._to_move = (seat,)
            if not self._new_numbers(seat):
                hand = [c.rank for c in self.hands[seat]]
                self.shown[seat] = sorted(hand)
                events.append(
                    Event("trumps.shows_hand", {"seat": seat, "numbers": sorted(hand)})
                )
            return events
        return events + self._rank()

    def _reveal(self, seat: int, action: NumberAction) -> list[Event]:
        x = action.number
        if isinstance(action, Pair):
            self._remove(seat, x, 2)
            self.reveals.append((seat, PAIR, x))
            events = [Event("trumps.revealed_pair", {"seat": seat, "number": x})]
        elif isinstance(action, Single):
            self._remove(seat, x)
            self.reveals.append((seat, SINGLE, x))
            events = [Event("trumps.revealed_single", {"seat": seat, "number": x})]
        else:
            self._remove(seat, x)
            self.reveals.append((seat, FACEDOWN, x))
            events = [
                Event("trumps.played_facedown", {"seat": seat}),
                Event("trumps.played_facedown_you", {"number": x}, to=(seat,)),
            ]
        return events + self._next_reveal()

    def _rank(self) -> list[Event]:
        self.ranking = rank_reveals(self.reveals)
        events = [Event("trumps.ranking", {"seats": [s for s, _ in self.ranking]})]
        for (s, why), (t, _) in zip(self.ranking, self.ranking[1:], strict=False):
            events.append(Event(why, self._why_values(s, t)))
        self._enter("take")
        self.take_pos = 0
        return events + self._next_taker()

    def _why_values(self, upper: int, lower: int) -> dict[str, Any]:
        def shown(seat: int) -> int | None:
            _, kind, num = next(r for r in self.reveals if r[0] == seat)
            return num if kind in (SINGLE, PAIR) else None

        return {"seat": upper, "other": lower, "a": shown(upper), "b": shown(lower)}

    def _next_taker(self) -> list[Event]:
        """Give the turn to the next player in rank order who can take; else end the round."""
        assert self.ranking is not None
        events: list[Event] = []
        while self.take_pos < len(self.ranking):
            seat = self._taker()
            if any(v > 0 for v in self.field.values()) or (self._is_last_taker() and self.deck):
                self._to_move = (seat,)
                return events
            self.takes.append({"seat": seat, "took": None, "count": 0})
            events.append(Event("trumps.takes_nothing", {"seat": seat}))
            self.take_pos += 1
        return events + self._end_round()

    def _take(self, seat: int, action: Take) -> list[Event]:
        last = self._is_last_taker()
        x = action.number
        count = 1 if last else self.field[x]
        self.field[x] -= count
        if not self.field[x]:
            del self.field[x]
        self.score_cards[seat][x] += count
        self.takes.append({"seat": seat, "took": x, "count": count})
        key = "trumps.took_one" if last else "trumps.took_all"
        self.take_pos += 1
        return [Event(key, {"seat": seat, "number": x, "count": count}), *self._next_taker()]

    def _draw(self, seat: int, action: Draw) -> list[Event]:
        card = self.deck.pop(0)
        self.hands[seat].append(card)
        self.takes.append({"seat": seat, "took": "draw", "count": 1})
        self.take_pos += 1
        return [
            Event("trumps.drew", {"seat": seat, "deck": len(self.deck)}),
            Event("trumps.drew_you", {"number": card.rank}, to=(seat,)),
            *self._next_taker(),
        ]

    def _end_round(self) -> list[Event]:
        assert self.ranking is not None
        events: list[Event] = []
        new_start = self.ranking[0][0]
        # step 4: every revealed card joins the field, face-down ones turned up
        for seat, kind, num in self.reveals:
            if num is None:
                continue
            count = 2 if kind == PAIR else 1
            if kind == FACEDOWN:
                if self.options["facedown_to_field"]:
                    events.append(Event("trumps.facedown_turned", {"seat": seat, "number": num}))
                else:
                    events.append(Event("trumps.facedown_aside", {"seat": seat}))
                    self.out_of_play += 1
                    continue
            self.field[num] += count
        events.append(Event("trumps.field_refilled", {"numbers": self._field_list()}))
        turned = self.options["facedown_to_field"]  # set aside, a face-down card stays unseen
        self.last_round = {
            "round": self.round_no,
            "revealed": [
                {"seat": s, "kind": k, "number": num if (k != FACEDOWN or turned) else None}
                for s, k, num in self.reveals
            ],
            "ranking": self._ranking_view(full=turned),
            "takes": [dict(t) for t in self.takes],
        }
        if self.final_round:
            return self._end_deal(events)
        # step 5: one card each from the new start player; the reserve when the deck is out
        n = self.players
        for i in range(n):
            seat = (new_start + i) % n
            if self.deck:
                card = self.deck.pop(0)
                self.hands[seat].append(card)
                events.append(Event("trumps.refilled", {"seat": seat}))
                events.append(Event("trumps.drew_you", {"number": card.rank}, to=(seat,)))
            elif self.reserve:
                card = self.reserve.pop(0)
                self.hands[seat].append(card)
                events.append(Event("trumps.from_reserve", {"seat": seat}))
                events.append(Event("trumps.drew_you", {"number": card.rank}, to=(seat,)))
        if not self.deck:
            self.final_round = True
            events.append(Event("trumps.deck_out", {}))
        return events + self._begin_round(new_start)

    def _field_list(self) -> list[int]:
        return [x for x in sorted(self.field) for _ in range(self.field[x])]

    # ------------------------------------------------------------------ the end

    def _end_deal(self, events: list[Event], end: Event | None = None) -> list[Event]:
        """The game's one deal ends after its final round (``end`` is ``None``): final
        scores and the winners."""
        self._enter("over")
        self._to_move = ()
        seats, how = _decide(self.score_cards)
        scores = [score(c) for c in self.score_cards]
        values: dict[str, Any] = {"seats": seats, "score": scores[seats[0]][2]}
        if how != "score":
            low = min(self.score_cards[seats[0]], default=0)
            values |= {"number": low, "count": self.score_cards[seats[0]].get(low, 0)}
        reason = Event("trumps.win_" + how, values)
        details = {
            "scores": [list(s) for s in scores],
            "tie_break": how,
            "smallest": [min(c, default=None) for c in self.score_cards],
        }
        self._outcome = Outcome(tuple(float(s[2]) for s in scores), seats, reason, details)
        return [*events, Event("trumps.final_scores", {"scores": [s[2] for s in scores]}),
                reason]

    def _place_hidden(self, hidden: dict[str, Any]) -> None:
        """:meth:`Game.with_hidden`: hands, the deck and the reserve (top first), the
        reveals of the round and the start cards picked."""
        self._place_zones(hidden, whole=("deck", "reserve", "reveals", "start_choice"))

    # ------------------------------------------------------------------ views

    def _seat_view(self, seat: int, viewer: int | None, reveal: bool) -> dict[str, Any]:
        cards = self.score_cards[seat]
        out: dict[str, Any] = {
            "hand": self._hand_view(seat, viewer, reveal, self.hands[seat]),
            "score_cards": {str(x): cards[x] for x in sorted(cards)},
            "score": list(score(cards)),
        }
        if self._phase == "reveal" and seat in self._to_move and (reveal or seat == viewer):
            out["reveal_options"] = self._reveal_options(seat)
        if self._phase == "start":
            out["start_picked"] = seat in self.contenders and seat not in self._to_move
            if (reveal or seat == viewer) and seat in self.start_choice:
                out["start_card"] = self.start_choice[seat]
        return out

    def _reveal_options(self, seat: int) -> list[dict[str, Any]]:
        """What the seat may reveal now: ``{"number", "kind"}`` per single, pair or
        face-down card allowed (the rules refuse the others, with their reason, when tried)."""
        kinds = {Single: SINGLE, Pair: PAIR, FaceDown: FACEDOWN}
        return [{"number": a.number, "kind": kinds[type(a)]}
                for a in self.legal_actions(seat) if type(a) in kinds]

    def _revealed_view(self, viewer: int | None, reveal: bool) -> list[dict[str, Any]]:
        out = []
        for s, kind, num in self.reveals:
            hidden = kind == FACEDOWN and not (reveal or s == viewer)
            out.append({"seat": s, "kind": kind, "number": None if hidden else num})
        return out

    def _ranking_view(self, full: bool = False) -> list[dict[str, Any]] | None:
        if self.ranking is None:
            return None
        out = []
        for place, (s, why) in enumerate(self.ranking):
            _, kind, num = next(r for r in self.reveals if r[0] == s)
            item: dict[str, Any] = {
                "place": place + 1, "seat": s, "kind": kind,
                "number": num if (kind in (SINGLE, PAIR) or full) else None,
                "reason": None,
            }
            if why:
                below = self.ranking[place + 1][0]
                item["reason"] = Event(why, self._why_values(s, below)).to_json()
            out.append(item)
        return out

    def _table_view(self, viewer: int | None, reveal: bool) -> dict[str, Any]:
        taker = None
        if self._phase == "take":
            taker = {"seat": self._taker(), "takes": "one" if self._is_last_taker() else "all",
                     "may_draw": self._is_last_taker() and bool(self.deck)}
        return {
            "field": {str(x): self.field[x] for x in sorted(self.field)},
            "deck": len(self.deck),
            "reserve": len(self.reserve),
            "out_of_play": self.out_of_play,
            "start_player": self.start_player,
            "round": self.round_no,
            "final_round": self.final_round,
            "start_contenders": sorted(self.contenders) if self._phase == "start" else [],
            "start_reveals": [
                {str(s): x for s, x in sorted(step.items())} for step in self.start_steps
            ],
            "revealed": self._revealed_view(viewer, reveal),
            "revealed_numbers": sorted(self._revealed_numbers()),
            "shown_hands": {str(s): list(h) for s, h in sorted(self.shown.items())},
            "ranking": self._ranking_view(),
            "taker": taker,
            "takes": [dict(t) for t in self.takes],
            "last_round": self.last_round,
        }


# --------------------------------------------------------------------------- the table's layout
