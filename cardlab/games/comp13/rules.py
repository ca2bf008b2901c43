"""Comp-13: make one field 13 (a Comp) or all four fields 52 (an All-Ground).

Four players (two or three allowed) sit around a face-down stock and four face-up
**fields** A, B, C and D. Cards are worth their rank: A = 1, 2–10 as printed, J = 11,
Q = 12, K = 13, a joker 0. The **honours** are A, 10, J, Q and K (twenty cards); they
are what the players collect, and each one still in hand at the end costs a point.
``../shared/rules/comp13.md`` is the specification; this is the short version.

**Fields.** Field X (index 0–3) lies in front of seat ``(provisional dealer + X) % n``.
A field holds 1 to 5 cards of one suit; its sum is at most 20 and the four sums
together at most 52. A field of one card is *single*, of two or more *multi*. A joker
turned up from the stock is a field by itself, worth 0, that no play may touch.

**Choosing the dealer.** The provisional dealer deals four cards to everyone from the
left; the rest is the stock. Field A is turned up: the player holding its *mate* (same
rank, same colour, other suit: ♠↔♣, ♥↔♦) becomes the dealer, turns up the fields
before D and places one card of their hand on D (action ``"place 7H"``); play starts on
the dealer's left. Otherwise B is turned up and checked, then C the same way. If D is
reached, its mate holder is the dealer and plays first; four kings are a washout; when
nobody holds any mate, the highest card (value, then ♠ > ♥ > ♦ > ♣, joker lowest) makes
the player it lies in front of the dealer, who plays first. Placing the fourth king on D
is an All-Ground by the dealer.

**Plays** (one a turn, clockwise): ``"add 5H B"`` (a card of the field's suit),
``"change 8H A"`` (single field: same value, other suit), ``"swap 5H 9H C"`` (multi
field: one hand card for one field card of the suit), ``"split JD 9D 2D A"`` (multi
field: one hand card for two field cards whose values add up to it), ``"draw"``.

**Comp**: an add or a swap that makes the played field exactly 13. The player takes
its honours and the field is cleared; then a bonus from one other field
(``"bonus 10S"``: after a 2-card Comp, one honour lying alone on a single field;
``"bonus C"``: after a 3-card Comp, every honour of one field; ``"bonus none"``: take
nothing, allowed because the rules say the player *may* take it). The comping player
and then the next player take the king of the comped suit from their hands. Cleared
fields are refilled A→D from the stock; four sums of 52 or more are a washout.

**All-Ground**: an add or a swap that makes the four sums exactly 52 (it beats a Comp
made by the same play). The player takes every honour and joker on the fields, every
player takes the kings and jokers of their own hand, and four new fields are turned
up (four kings: washout).

A game ends when the stock is empty or on a washout. Score: +1 per captured card (+3 a
joker), −1 per honour in hand (−2 a joker), +3 for all four kings, +2 for each other
honour rank (A, 10, J, Q) taken complete. Ties: fewer minus points, then the larger sum
of captured values, then turn order from the dealer.

Phases: ``"place"`` (the dealer puts a card on D), ``"play"``, ``"bonus"`` (the comping
player chooses the bonus), ``"over"``.

The ``[decision]`` points of the rules file:

- three players are allowed (``players=3``), as well as the seed's two and four;
- with 2 or 3 players there are still four fields, field X in front of seat
  ``(provisional dealer + index of X) % n``. No option: it only matters when nobody holds
  a mate (the dealer is the seat in front of the highest card), and no other reading
  gives every field a seat;
- placing the dealer's card on D is part of choosing the dealer, not a play. No option:
  a single card can never be a Comp (a Comp leaves 2 or more cards), and the All-Ground
  by the fourth king is the seed's own rule;
- cleared fields are refilled in field order A → D. No option: during play the four
  fields are alike (any play may target any field), so the order only changes which
  letter a card lies under;
- ``joker_points=3``: a captured joker scores 3 in all (``4``: +3 on top of its +1);
- ``washout_order="provisional"``: after a washout while choosing the dealer, the last
  tie-break counts turn order from the provisional dealer (``"random"``: a seeded draw
  among the seats still tied).

Decisions of ours (options say which are switchable):

- ``bonus_optional=True``: ``"bonus none"`` declines a bonus (``False``: a bonus must be
  taken whenever a field qualifies);
- a washout while choosing the dealer scores only the minus points of the **honours** in
  hand, −1 each, as the rules file says: a joker is not an honour, so a joker in hand
  costs nothing then (in every other end of a game it costs 2);
- when a refill after a Comp empties the stock, the game ends "by the stock" even if the
  sums also reach 52;
- with ``match=True`` a tie on total and games won leaves every tied seat a winner;
- nothing forbids a position from coming back (changes and swaps can go in circles);
  a draw always moves the game on, and ``Comp13Bot`` draws when it meets a position again;
- a seat's ``score`` in the view counts its captured cards while a game runs (hands are
  hidden); the full score, with the hand's minus points, is in the outcome.

>>> import cardlab
>>> hands = [["2S", "3S", "4S", "5S"], ["2H", "3H", "4H", "5H"],
...          ["2D", "3D", "4D", "5D"], ["KS", "6S", "7S", "8S"]]
>>> g = cardlab.new_game("comp13", deck=arrange(hands, ["KC", "9H", "JD"]), dealer=0)
>>> g.phase, g.dealer, g.to_move       # seat 3 holds ♠K, the mate of ♣K on field A
('place', 3, (3,))
>>> g.view(3)["table"]["fields"]
{'A': ['KC'], 'B': ['9H'], 'C': ['JD'], 'D': []}
>>> _ = g.play("place 8S"); g.phase, g.to_move
('play', (0,))
>>> g.legal_actions()[:3]
(Add(card=Card('2S'), field='D'), Add(card=Card('3S'), field='D'), Add(card=Card('4S'), field='D'))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, ClassVar

from cardlab.cards import (
    ACE_LOW,
    JOKER,
    Card,
    deal_round_robin,
    sort_cards,
    sorted_texts,
    standard_deck,
)
from cardlab.core import (
    Action,
    CardAction,
    Draw,
    Event,
    Game,
    Option,
    Outcome,
    boolean,
    choice,
    int_range,
)

# ----------------------------------------------------------------------------- constants

FIELDS: tuple[str, ...] = ("A", "B", "C", "D")
"""The four fields in their order (refills go A → D)."""
HAND_SIZE = 4
TARGET_FIELD = 13
TARGET_TOTAL = 52
MAX_FIELD_SUM = 20
MAX_FIELD_CARDS = 5
GAMES_IN_MATCH = 12
HONOUR_RANKS = frozenset({1, 10, 11, 12, 13})
KING = 13
MATE_SUIT = {"S": "C", "C": "S", "H": "D", "D": "H"}
SUIT_STRENGTH = {"S": 4, "H": 3, "D": 2, "C": 1}
"""Suit order for ranking the turned-up cards: ♠ > ♥ > ♦ > ♣ (a joker is lowest)."""
SET_BONUS_RANKS = (1, 10, 11, 12)
KINGS_BONUS = 3
SET_BONUS = 2
JOKER_IN_HAND = -2
DEAL_ENDS = {"comp13.stock_out": "stock", "comp13.washout_total": "washout",
             "comp13.washout_kings": "washout", "comp13.washout_kings_dealer": "washout_dealer"}
"""The events that end a game of the match (a deal), and the word its result keeps."""


def value(card: Card) -> int:
    """The value (数位) of a card: A = 1 … K = 13, joker 0.

    >>> value(Card("AS")), value(Card("QH")), value(JOKER)
    (1, 12, 0)
    """
    return card.rank  # a joker's rank is 0


def is_honour(card: Card) -> bool:
    """True for A, 10, J, Q, K (never a joker).

    >>> [is_honour(Card(t)) for t in ("AS", "9S", "10S", "KD")], is_honour(JOKER)
    ([True, False, True, True], False)
    """
    return card.rank in HONOUR_RANKS  # a joker's rank, 0, is none of them


def mate(card: Card) -> Card | None:
    """The mate card: same rank, same colour, other suit; ``None`` for a joker.

    >>> mate(Card("QH")), mate(Card("6C")), mate(JOKER)
    (Card('QD'), Card('6S'), None)
    """
    if card.is_joker or card.suit is None:
        return None
    return Card(card.text[:-1] + MATE_SUIT[card.suit])


def field_sum(cards: Iterable[Card]) -> int:
    """The sum of a field (jokers count 0).

    >>> field_sum([Card("JH"), Card("3H")])
    14
    """
    return sum([c.rank for c in cards])  # value(c) is c.rank (a joker's rank is 0)


def is_joker_field(cards: Sequence[Card]) -> bool:
    """True for a field that is a joker (no play may target it)."""
    return bool(cards) and cards[0].is_joker


def ranking_key(card: Card) -> tuple[int, int]:
    """How a turned-up card ranks when nobody holds a mate (bigger is higher).

    >>> max([Card("KC"), Card("KS"), Card("QS"), JOKER], key=ranking_key)
    Card('KS')
    """
    if card.is_joker or card.suit is None:
        return (-1, 0)
    return (card.rank, SUIT_STRENGTH[card.suit])


def card_key(card: Card) -> tuple[int, int]:
    """Sort key of cards: by suit (♠ ♥ ♦ ♣, jokers last), then value."""
    return card._sort  # type: ignore[attr-defined, no-any-return]


def score_cards(
    captured: Sequence[Card], hand: Sequence[Card], joker_points: int = 3,
    joker_in_hand: int = JOKER_IN_HAND,
) -> dict[str, int]:
    """The score of one player at the end of a game, with its parts.

    ``plus`` is +1 per captured card (a joker ``joker_points``), ``minus`` the points lost
    for honours (1 each) and jokers (``-joker_in_hand`` each, 2 unless a washout while
    choosing the dealer makes it 0) in hand, ``kings`` the +3 for all four kings,
    ``sets`` +2 per other honour rank taken complete, ``values`` the sum of the captured
    cards' values (for tie-breaks).

    >>> from cardlab.cards import cards
    >>> s = score_cards(cards("KS KH KD KC AS JK"), cards("QH 5D JK"))
    >>> s["plus"], s["minus"], s["kings"], s["sets"], s["score"], s["values"]
    (8, 3, 3, 0, 8, 53)
    >>> score_cards([], cards("QH JK"), joker_in_hand=0)["score"]
    -1
    """
    # one pass each (every view scores every seat): a joker is rank 0 (no honour rank),
    # value(c) is c.rank
    ranks = [c.rank for c in captured if not c.is_joker]
    jokers_captured = len(captured) - len(ranks)
    plus = len(ranks) + joker_points * jokers_captured
    honours = jokers_in_hand = 0
    for c in hand:
        if c.rank in HONOUR_RANKS:
            honours += 1
        elif c.is_joker:
            jokers_in_hand += 1
    minus = honours - joker_in_hand * jokers_in_hand
    kings = KINGS_BONUS if ranks.count(KING) == 4 else 0
    sets = SET_BONUS * sum(1 for r in SET_BONUS_RANKS if ranks.count(r) == 4)
    return {
        "captured": len(captured),
        "jokers_captured": jokers_captured,
        "plus": plus,
        "honours_in_hand": honours,
        "jokers_in_hand": jokers_in_hand,
        "minus": minus,
        "kings": kings,
        "sets": sets,
        "score": plus - minus + kings + sets,
        "values": sum(ranks),
    }


def game_winner(scores: Sequence[Mapping[str, int]], first: int) -> tuple[int, str]:
    """The winner of a game and the step that decided it.

    Highest score; then fewer minus points; then the larger sum of captured values; then
    turn order counted from seat ``first`` (the dealer). The step is ``"score"``,
    ``"minus"``, ``"values"`` or ``"order"``.

    >>> a = {"score": 5, "minus": 1, "values": 30}
    >>> b = {"score": 5, "minus": 0, "values": 10}
    >>> game_winner([a, b], first=0)
    (1, 'minus')
    >>> game_winner([a, dict(a)], first=1)
    (1, 'order')
    """
    n = len(scores)
    order = [(first + k) % n for k in range(n)]
    keys = [
        ("score", lambda s: -scores[s]["score"]),
        ("minus", lambda s: scores[s]["minus"]),
        ("values", lambda s: -scores[s]["values"]),
    ]
    alive = list(order)
    for step, key in keys:
        best = min(key(s) for s in alive)
        alive = [s for s in alive if key(s) == best]
        if len(alive) == 1:
            return alive[0], step
    return alive[0], "order"


# ----------------------------------------------------------------------------- actions


def _field_letter(word: str) -> str | None:
    w = word.upper()
    return w if w in FIELDS else None


def _card(word: str) -> Card | None:
    """A card of Comp-13 (a suit or the joker) from its text; ``None`` for a Pairs card."""
    c = Card(word)
    return c if (c.suit is not None or c.is_joker) else None


@dataclass(frozen=True, slots=True)
class Place(CardAction):
    """The dealer's card from hand on field D while choosing the dealer (``"place 7H"``)."""

    word: ClassVar[str] = "place"
    hook: ClassVar[str] = "place"
    _key: ClassVar[str] = "comp13.action.place"

    @classmethod
    def parse(cls, words: Sequence[str]) -> Place | None:
        """``["place", "7h"]`` → ``Place(Card("7H"))`` (a joker reads too: the rules refuse it)."""
        if len(words) != 2 or words[0].lower() != cls.word:
            return None
        c = _card(words[1])
        return cls(c) if c is not None else None


@dataclass(frozen=True, slots=True)
class CardOnField(CardAction):
    """A hand card played to a field: ``"<word> <card> <field>"``."""

    field: str
    hook: ClassVar[str] = "play"

    def __str__(self) -> str:
        return f"{self.word} {self.card.text} {self.field}"

    @classmethod
    def parse(cls, words: Sequence[str]) -> CardOnField | None:
        """``["add", "5h", "b"]`` → ``Add(Card("5H"), "B")``."""
        cs = _cards_and_field(words, cls.word, 1)
        return None if cs is None else cls(cs[0][0], cs[1])


@dataclass(frozen=True, slots=True)
class Add(CardOnField):
    """Play 1: put a hand card of the field's suit on it (``"add 5H B"``)."""

    word: ClassVar[str] = "add"
    _key: ClassVar[str] = "comp13.action.add"


@dataclass(frozen=True, slots=True)
class Change(CardOnField):
    """Play 2: change a single field's suit with a hand card of its value (``"change 8H A"``)."""

    word: ClassVar[str] = "change"
    _key: ClassVar[str] = "comp13.action.change"


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """Play 3: a hand card for one card of a multi field (``"swap 5H 9H C"``)."""

    card: Card
    taken: Card
    field: str
    _key: ClassVar[str] = "comp13.action.swap"
    word: ClassVar[str] = "swap"
    hook: ClassVar[str] = "play"
    card_from: ClassVar[str | None] = "hand"

    @classmethod
    def parse(cls, words: Sequence[str]) -> Swap | None:
        """``["swap", "5h", "9h", "c"]`` → ``Swap(Card("5H"), Card("9H"), "C")``."""
        cs = _cards_and_field(words, cls.word, 2)
        return None if cs is None else cls(*cs[0], cs[1])

    def __str__(self) -> str:
        return f"swap {self.card.text} {self.taken.text} {self.field}"


@dataclass(frozen=True, slots=True)
class Split(Action):
    """Play 4: a hand card for two cards of a multi field (``"split JD 9D 2D A"``).

    The two field cards are kept higher first, whatever order they were given in.

    >>> str(Split(Card("JD"), Card("2D"), Card("9D"), "A"))
    'split JD 9D 2D A'
    """

    card: Card
    first: Card
    second: Card
    field: str
    _key: ClassVar[str] = "comp13.action.split"
    word: ClassVar[str] = "split"
    hook: ClassVar[str] = "play"
    card_from: ClassVar[str | None] = "hand"

    @classmethod
    def parse(cls, words: Sequence[str]) -> Split | None:
        """``["split", "jd", "2d", "9d", "a"]`` → ``Split(...)`` (higher field card first)."""
        cs = _cards_and_field(words, cls.word, 3)
        return None if cs is None else cls(*cs[0], cs[1])

    def __post_init__(self) -> None:
        if card_key(self.second) > card_key(self.first):
            a, b = self.first, self.second
            object.__setattr__(self, "first", b)
            object.__setattr__(self, "second", a)

    def __str__(self) -> str:
        return f"split {self.card.text} {self.first.text} {self.second.text} {self.field}"


@dataclass(frozen=True, slots=True)
class Bonus(Action):
    """A Comp's bonus: ``"bonus 10S"`` (2-card Comp), ``"bonus C"`` (3-card), ``"bonus none"``."""

    card: Card | None = None
    field: str | None = None
    word: ClassVar[str] = "bonus"
    hook: ClassVar[str] = "bonus"
    card_from: ClassVar[str | None] = "table"

    @classmethod
    def parse(cls, words: Sequence[str]) -> Bonus | None:
        """``["bonus", "10s"]``, ``["bonus", "c"]`` or ``["bonus", "none"]``."""
        if len(words) != 2 or words[0].lower() != cls.word:
            return None
        if words[1].lower() == "none":
            return cls()
        f = _field_letter(words[1])
        if f is not None:
            return cls(field=f)
        c = _card(words[1])
        return cls(card=c) if c is not None and not c.is_joker else None

    def __str__(self) -> str:
        if self.card is not None:
            return f"bonus {self.card.text}"
        if self.field is not None:
            return f"bonus {self.field}"
        return "bonus none"

    def message(self) -> Event:
        """The action as an i18n message."""
        if self.card is not None:
            return Event("comp13.action.bonus_card", {"card": self.card.text})
        if self.field is not None:
            return Event("comp13.action.bonus_field", {"field": self.field})
        return Event("comp13.action.bonus_none", {})


PLAY_ORDER = {Add: 0, Change: 1, Swap: 2, Split: 3}


def action_key(action: Action) -> tuple[Any, ...]:
    """Fixed order of the legal actions: by hand card (suit, value), field, kind; then the rest."""
    if isinstance(action, Place):
        return (0, card_key(action.card))
    if isinstance(action, Add | Change | Swap | Split):
        extra: tuple[Any, ...] = ()
        if isinstance(action, Swap):
            extra = card_key(action.taken)
        elif isinstance(action, Split):
            extra = (*card_key(action.first), *card_key(action.second))
        return (0, card_key(action.card), FIELDS.index(action.field),
                PLAY_ORDER[type(action)], extra)
    if isinstance(action, Bonus):
        if action.card is not None:
            return (1, card_key(action.card))
        if action.field is not None:
            return (1, (FIELDS.index(action.field), 0))
        return (2,)
    return (3,)


def _cards_and_field(
    words: Sequence[str], word: str, count: int
) -> tuple[list[Card], str] | None:
    """``word``, ``count`` cards, a field letter: the cards and the field, else ``None``."""
    if len(words) != count + 2 or words[0].lower() != word:
        return None
    f = _field_letter(words[-1])
    cs = [_card(w) for w in words[1:-1]]
    if f is None or any(c is None for c in cs):
        return None
    return cs, f  # type: ignore[return-value]


def after_play(fields: Mapping[str, Sequence[Card]], action: Action) -> dict[str, list[Card]]:
    """The four fields after a play (add, change, swap or split), the limits unchecked.

    Pure and view-friendly, for lessons and bots.

    >>> f = {"A": [Card("9D"), Card("2D")], "B": [], "C": [], "D": []}
    >>> after_play(f, Swap(Card("JD"), Card("9D"), "A"))["A"]
    [Card('JD'), Card('2D')]
    """
    out = {x: list(cs) for x, cs in fields.items()}
    if isinstance(action, Add):
        out[action.field].append(action.card)
    elif isinstance(action, Change):
        out[action.field] = [action.card]
    elif isinstance(action, Swap):
        f = out[action.field]
        f[f.index(action.taken)] = action.card
    elif isinstance(action, Split):
        f = out[action.field]
        f.remove(action.first)
        f.remove(action.second)
        f.append(action.card)
    return out


def plays_for_card(
    hand_card: Card, fields: Mapping[str, Sequence[Card]],
    sums: Mapping[str, int] | None = None,
) -> list[Action]:
    """Every play a hand card allows on these fields, in the fixed order (limits checked).
    ``sums``: the fields' sums, when the caller has them (a hand asks for every card).

    >>> f = {"A": [Card("JH")], "B": [Card("9D"), Card("2D")], "C": [Card("8S")],
    ...      "D": [JOKER]}
    >>> [str(a) for a in plays_for_card(Card("2H"), f)]
    ['add 2H A']
    >>> [str(a) for a in plays_for_card(Card("JD"), f)]
    ['change JD A', 'swap JD 2D B', 'swap JD 9D B', 'split JD 9D 2D B']
    """
    if hand_card.is_joker:
        return []
    v = hand_card.rank
    if sums is None:
        sums = {x: field_sum(cs) for x, cs in fields.items()}
    total = sum(sums.values())
    out: list[Action] = []
    for x in FIELDS:
        f = fields[x]
        if not f or f[0].is_joker:
            continue
        s = sums[x]
        if f[0].suit == hand_card.suit:
            if len(f) < MAX_FIELD_CARDS and s + v <= MAX_FIELD_SUM and total + v <= TARGET_TOTAL:
                out.append(Add(hand_card, x))
            if len(f) >= 2:
                for fc in sort_cards(f, ACE_LOW):
                    d = v - fc.rank
                    if s + d <= MAX_FIELD_SUM and total + d <= TARGET_TOTAL:
                        out.append(Swap(hand_card, fc, x))
                pairs = [Split(hand_card, a, b, x) for a, b in combinations(f, 2)
                         if a.rank + b.rank == v]
                out.extend(sorted(pairs, key=action_key))
        elif len(f) == 1 and f[0].rank == v:
            out.append(Change(hand_card, x))
    return out


def bonus_choices(fields: Mapping[str, Sequence[Card]], kind: int, comped: str) -> list[Bonus]:
    """The bonuses a Comp of ``kind`` (2 or 3 cards) on field ``comped`` allows on these
    fields, in the fixed order: a lone honour of a single field (2-card Comp), or a field
    with honours (3-card Comp); never the comped field or a joker field.

    >>> f = {"A": [], "B": [Card("QH")], "C": [Card("9D"), Card("KD")], "D": [JOKER]}
    >>> [str(b) for b in bonus_choices(f, 2, "A")], [str(b) for b in bonus_choices(f, 3, "A")]
    (['bonus QH'], ['bonus B', 'bonus C'])
    """
    out: list[Bonus] = []
    for x in FIELDS:
        f = fields[x]
        if x == comped or not f or is_joker_field(f):
            continue
        if kind == 2:
            if len(f) == 1 and is_honour(f[0]):
                out.append(Bonus(card=f[0]))
        elif any(is_honour(c) for c in f):
            out.append(Bonus(field=x))
    return sorted(out, key=action_key)


# ----------------------------------------------------------------------------- the game


class Comp13(Game):
    """Comp-13 for 4 players (2 or 3 allowed): one game, or 12 with ``match=True``."""

    name = "comp13"
    title: ClassVar[dict[str, str]] = {"en": "Comp-13", "ja": "イチ・サン"}
    players_allowed = (2, 3, 4)
    default_players = 4
    STATE_SHAPES: ClassVar[dict[str, str]] = {
        "results": "list", "pending": "walk", "last_scores": "value",
        "game_number": "value", "provisional": "value", "totals": "list",
        "games_won": "list", "dealer_chosen": "value", "hands": "rows", "stock": "list",
        "fields": "groups", "captured": "rows", "discards": "list",
    }
    PHASES: ClassVar[dict[str, tuple[type[Action], ...]]] = {
        "place": (Place,),
        "play": (Add, Change, Swap, Split, Draw),
        "bonus": (Bonus,),
    }
    rank_order = ACE_LOW
    action_examples = ("'add 5H B', 'change 8H A', 'swap 5H 9H C', 'split JD 9D 2D A', "
                       "'draw', 'place 7H', 'bonus 10S', 'bonus C', 'bonus none'")
    options_spec: ClassVar[dict[str, Option]] = {
        "jokers": Option(0, "jokers added to the 52 cards (0 to 3)", int_range(0, 3)),
        "match": Option(
            False, "play a match of 12 games, each winner the next provisional dealer", boolean
        ),
        "bonus_optional": Option(
            True,
            "a Comp's bonus capture may be declined with 'bonus none' (False: it must be "
            "taken whenever a field qualifies)",
            boolean,
        ),
        "joker_points": Option(
            3, "points of a captured joker: 3 (instead of +1) or 4 (+3 on top of +1)",
            choice(3, 4),
        ),
        "washout_order": Option(
            "provisional",
            "after a washout while choosing the dealer (there is no dealer), a tie that "
            "survives the other tie-breaks goes by turn order from the provisional dealer "
            "('provisional') or to a seeded draw among the tied seats ('random')",
            choice("provisional", "random"),
        ),
    }

    # ------------------------------------------------------------------ setup

    def _setup(self) -> list[Event]:
        self.game_number = 0
        self.provisional = self.dealer
        self.totals = [0] * self.players
        self.games_won = [0] * self.players
        self.results: list[dict[str, Any]] = []
        return self._start_deal()

    @property
    def games(self) -> int:
        """Games in this match: 12 with ``match=True``, else 1."""
        return GAMES_IN_MATCH if self.options["match"] else 1

    def field_seat(self, field: str) -> int:
        """The seat field ``field`` lies in front of: (provisional dealer + index) mod n."""
        return (self.provisional + FIELDS.index(field)) % self.players

    def _start_deal(self) -> list[Event]:
        n = self.players
        self.game_number += 1
        self.dealer = self.provisional
        self.dealer_chosen = False
        deck = self._next_deck(standard_deck(jokers=self.options["jokers"]))
        self.hands, self.stock = deal_round_robin(deck, n, (self.provisional + 1) % n, HAND_SIZE)
        self.fields: dict[str, list[Card]] = {x: [] for x in FIELDS}
        self.captured: list[list[Card]] = [[] for _ in range(n)]
        self.discards: list[Card] = []
        self.pending: dict[str, Any] | None = None
        self.last_scores: list[dict[str, int]] | None = None
        events = [Event("comp13.dealt", {"game": self.game_number, "games": self.games,
                                         "seat": self.provisional, "stock": len(self.stock)},
                        kind="deal")]
        for i, x in enumerate(FIELDS):
            card = self._turn_up(x, events)
            m = mate(card)
            holder = None
            if m is not None:
                holder = next((s for s in range(n) if m in self.hands[s]), None)
            if holder is None:
                events.append(Event("comp13.no_mate", {"card": card.text, "field": x}))
                continue
            self.dealer = holder
            self.dealer_chosen = True
            events.append(Event("comp13.mate_found",
                                {"seat": holder, "card": card.text, "mate": m.text, "field": x}))
            if x == "D":
                return self._begin_play(holder, events)
            for y in FIELDS[i + 1: 3]:
                self._turn_up(y, events)
            self._enter("place")
            self._to_move = (holder,)
            events.append(Event("comp13.dealer_places", {"seat": holder}))
            return events
        if all(cs[0].rank == KING and not cs[0].is_joker for cs in self.fields.values()):
            return self._end_deal(events, Event("comp13.washout_kings_dealer", {}))
        best = max(FIELDS, key=lambda x: ranking_key(self.fields[x][0]))
        self.dealer = self.field_seat(best)
        self.dealer_chosen = True
        events.append(Event("comp13.ranked", {"card": self.fields[best][0].text, "field": best,
                                              "seat": self.dealer}))
        return self._begin_play(self.dealer, events)

    def _turn_up(self, field: str, events: list[Event]) -> Card:
        card = self.stock.pop(0)
        self.fields[field] = [card]
        events.append(Event("comp13.turned_up", {"card": card.text, "field": field,
                                                 "stock": len(self.stock)}))
        return card

    def _begin_play(self, seat: int, events: list[Event]) -> list[Event]:
        self._enter("play")
        self._to_move = (seat,)
        events.append(Event("comp13.plays_first", {"seat": seat}))
        return events

    # ------------------------------------------------------------------ helpers

    def total(self) -> int:
        """The four field sums added up (jokers 0)."""
        return sum(field_sum(cs) for cs in self.fields.values())

    def bonus_choices(self) -> list[Bonus]:
        """The bonuses the pending Comp allows (empty outside the bonus phase)."""
        p = self.pending
        if p is None:
            return []
        return self._bonus_choices(p["kind"], p["field"])

    def _bonus_choices(self, kind: int, comped: str) -> list[Bonus]:
        return bonus_choices(self.fields, kind, comped)

    def card_plays(self, seat: int, card: Card | str) -> dict[str, dict[str, Any]]:
        """For a teaching table: what ``card`` of ``seat``'s hand may do on each field.

        Per field: ``"legal"`` (the action texts allowed now) and ``"add"`` (``None`` when
        adding the card is legal, else the reason as ``{"key", "values"}``: suit, ≤ 20,
        ≤ 52, 5 cards, a joker field…).

        >>> import cardlab
        >>> g = cardlab.new_game("comp13", players=2, dealer=0,
        ...                      deck=arrange([["8H", "9H", "2D", "5C"], ["3C", "4C", "6D", "7D"]],
        ...                                   ["QH", "QC", "JD", "10S"]))
        >>> p = g.card_plays(0, "9H")
        >>> p["A"]["add"]["key"], p["A"]["add"]["values"], p["B"]["add"]["key"]
        ('comp13.over_20', {'field': 'A', 'sum': 21}, 'comp13.wrong_suit')
        >>> g.card_plays(0, "2D")["C"]["legal"]
        ['add 2D C']
        """
        seat = self._check_seat(seat)
        c = Card(card)
        legal = set(self.legal_actions(seat))
        out: dict[str, dict[str, Any]] = {}
        for x in FIELDS:
            mine = [a for a in legal if getattr(a, "card", None) == c
                    and getattr(a, "field", None) == x]
            why = self._illegal(seat, Add(c, x)) if seat in self._to_move else Event(
                "core.not_your_turn", {"seat": seat, "to_move": list(self._to_move)})
            out[x] = {
                "legal": [str(a) for a in sorted(mine, key=action_key)],
                "add": None if why is None else {"key": why.key, "values": dict(why.values)},
            }
        return out

    # ------------------------------------------------------------------ the contract

    def _legal(self, seat: int) -> list[Action]:
        phase = self._phase
        if phase == "place":
            return [Place(c) for c in sort_cards(set(self.hands[seat]), ACE_LOW)
                    if not c.is_joker]
        if phase == "bonus":
            out: list[Action] = list(self.bonus_choices())
            if self.options["bonus_optional"] or not out:
                out.append(Bonus())
            return out
        actions: list[Action] = []
        sums = {x: field_sum(cs) for x, cs in self.fields.items()}
        for c in sort_cards(set(self.hands[seat]), ACE_LOW):
            actions.extend(plays_for_card(c, self.fields, sums))
        actions.append(Draw())
        return actions

    def _wrong_phase(self, seat: int, action: Action) -> Event | None:
        if isinstance(action, Place):
            return Event("comp13.not_placing", {})
        if self._phase == "place":
            return Event("comp13.place_first", {"seat": seat})
        if isinstance(action, Bonus):
            return self._bonus_reason(seat, action)
        if self._phase == "bonus":
            return Event("comp13.choose_bonus_first", {})
        return None

    def _place_reason(self, seat: int, action: Place) -> Event | None:
        return self._hand_reason(seat, action.card)

    def _draw_reason(self, seat: int, action: Draw) -> Event | None:
        return None  # drawing is always allowed in the play phase

    def _hand_reason(self, seat: int, card: Card) -> Event | None:
        if card not in self.hands[seat]:
            return Event("core.not_in_hand", {"card": card.text})
        if card.is_joker:
            return Event("comp13.joker_from_hand", {})
        return None

    def _play_reason(self, seat: int, action: Add | Change | Swap | Split) -> Event | None:
        why = self._hand_reason(seat, action.card)
        if why is not None:
            return why
        x = action.field
        f = self.fields[x]
        card = action.card
        if is_joker_field(f):
            return Event("comp13.joker_field", {"field": x})
        suit = f[0].suit
        s = field_sum(f)
        total = self.total()
        if isinstance(action, Change):
            if len(f) != 1:
                return Event("comp13.change_single", {"field": x, "count": len(f)})
            if card.rank != f[0].rank:
                return Event("comp13.change_value",
                             {"card": card.text, "field": x, "field_card": f[0].text})
            return None
        if isinstance(action, Swap | Split) and len(f) < 2:
            return Event("comp13.swap_multi", {"field": x})
        if card.suit != suit:
            return Event("comp13.wrong_suit", {"card": card.text, "field": x, "suit": suit})
        if isinstance(action, Add):
            if len(f) >= MAX_FIELD_CARDS:
                return Event("comp13.five_cards", {"field": x})
            d = value(card)
        elif isinstance(action, Swap):
            if action.taken not in f:
                return Event("comp13.not_on_field", {"card": action.taken.text, "field": x})
            d = value(card) - value(action.taken)
        else:
            for fc in (action.first, action.second):
                if fc not in f:
                    return Event("comp13.not_on_field", {"card": fc.text, "field": x})
            if action.first == action.second:
                return Event("comp13.split_two_cards", {})
            if value(action.first) + value(action.second) != value(card):
                return Event("comp13.split_values",
                             {"card": card.text, "first": action.first.text,
                              "second": action.second.text,
                              "sum": value(action.first) + value(action.second),
                              "value": value(card)})
            d = 0
        if s + d > MAX_FIELD_SUM:
            return Event("comp13.over_20", {"field": x, "sum": s + d})
        if total + d > TARGET_TOTAL:
            return Event("comp13.over_52", {"total": total + d})
        return None

    def _bonus_reason(self, seat: int, action: Bonus) -> Event | None:
        p = self.pending
        if self._phase != "bonus" or p is None:
            return Event("comp13.no_bonus_now", {})
        kind = p["kind"]
        choices = self.bonus_choices()
        if action.card is None and action.field is None:
            if self.options["bonus_optional"] or not choices:
                return None
            return Event("comp13.bonus_required", {})
        if kind == 2 and action.card is None:
            return Event("comp13.bonus_needs_card", {})
        if kind == 3 and action.field is None:
            return Event("comp13.bonus_needs_field", {})
        if action in choices:
            return None
        if kind == 2:
            assert action.card is not None
            return Event("comp13.bonus_not_single", {"card": action.card.text})
        return Event("comp13.bonus_no_honours", {"field": action.field})

    # ------------------------------------------------------------------ choosing the dealer

    def _place(self, seat: int, action: Place) -> list[Event]:
        card = action.card
        self.hands[seat].remove(card)
        self.fields["D"] = [card]
        events = [Event("comp13.placed", {"seat": seat, "card": card.text,
                                          "total": self.total()})]
        nxt = (seat + 1) % self.players
        if self.total() == TARGET_TOTAL:
            # the fourth king: an All-Ground by the dealer; play then starts on the left
            return self._all_ground(seat, events)
        return self._begin_play(nxt, events)

    # ------------------------------------------------------------------ plays

    def _draw(self, seat: int, action: Draw) -> list[Event]:
        card = self.stock.pop(0)
        self.hands[seat].append(card)
        events = [
            Event("comp13.drew", {"seat": seat, "stock": len(self.stock)}),
            Event("comp13.drew_card", {"card": card.text}, to=(seat,)),
        ]
        if not self.stock:
            return self._end_deal(events, Event("comp13.stock_out", {}))
        self._to_move = ((seat + 1) % self.players,)
        return events

    def _play(self, seat: int, action: Add | Change | Swap | Split) -> list[Event]:
        hand = self.hands[seat]
        hand.remove(action.card)
        x = action.field
        old = self.fields[x][0]
        self.fields = after_play(self.fields, action)
        s, total = field_sum(self.fields[x]), self.total()
        values: dict[str, Any] = {"seat": seat, "card": action.card.text, "field": x,
                                  "sum": s, "total": total}
        if isinstance(action, Add):
            events = [Event("comp13.added", values)]
        elif isinstance(action, Change):
            hand.append(old)
            events = [Event("comp13.changed", {**values, "taken": old.text})]
        elif isinstance(action, Swap):
            hand.append(action.taken)
            events = [Event("comp13.swapped", {**values, "taken": action.taken.text})]
        else:
            hand.extend((action.first, action.second))
            events = [Event("comp13.split", {**values, "first": action.first.text,
                                             "second": action.second.text})]
        if isinstance(action, Add | Swap):
            if total == TARGET_TOTAL:
                return self._all_ground(seat, events)
            if s == TARGET_FIELD:
                return self._comp(seat, x, events)
        self._to_move = ((seat + 1) % self.players,)
        return events

    # ------------------------------------------------------------------ Comp

    def _comp(self, seat: int, x: str, events: list[Event]) -> list[Event]:
        f = self.fields[x]
        kind = 2 if len(f) == 2 else 3
        suit = f[0].suit
        events.append(Event(f"comp13.comp_{kind}", {"seat": seat, "field": x,
                                                    "cards": [c.text for c in f]}))
        honours = [c for c in f if is_honour(c)]
        self.captured[seat].extend(honours)
        if honours:
            events.append(Event("comp13.comp_capture", {"seat": seat, "field": x,
                                                        "cards": [c.text for c in honours]}))
        else:
            events.append(Event("comp13.comp_no_honours", {"field": x}))
        self._clear(x, events)
        self.pending = {"seat": seat, "field": x, "kind": kind, "suit": suit}
        choices = self._bonus_choices(kind, x)
        if choices:
            self._enter("bonus")
            self._to_move = (seat,)
            events.append(Event(f"comp13.bonus_offer_{kind}",
                                {"seat": seat, "choices": [str(b)[6:] for b in choices]}))
            return events
        events.append(Event(f"comp13.no_bonus_{kind}", {}))
        return self._finish_comp(events)

    def _clear(self, x: str, events: list[Event]) -> None:
        rest = [c for c in self.fields[x] if not is_honour(c)]
        self.discards.extend(rest)
        self.fields[x] = []
        if rest:
            events.append(Event("comp13.cleared", {"field": x, "cards": [c.text for c in rest]}))
        else:
            events.append(Event("comp13.cleared_empty", {"field": x}))

    def _bonus(self, seat: int, action: Bonus) -> list[Event]:
        events: list[Event] = []
        if action.card is not None:
            x = next(f for f in FIELDS if self.fields[f] == [action.card])
            self.captured[seat].append(action.card)
            events.append(Event("comp13.bonus_single", {"seat": seat, "card": action.card.text,
                                                        "field": x}))
            self._clear(x, events)
        elif action.field is not None:
            x = action.field
            honours = [c for c in self.fields[x] if is_honour(c)]
            self.captured[seat].extend(honours)
            events.append(Event("comp13.bonus_field", {"seat": seat, "field": x,
                                                       "cards": [c.text for c in honours]}))
            self._clear(x, events)
        else:
            events.append(Event("comp13.bonus_declined", {"seat": seat}))
        return self._finish_comp(events)

    def _finish_comp(self, events: list[Event]) -> list[Event]:
        p = self.pending
        assert p is not None
        self.pending = None
        seat, suit = p["seat"], p["suit"]
        king = Card("K" + suit)
        for who, why in ((seat, "comp13.king_comping"),
                         ((seat + 1) % self.players, "comp13.king_next")):
            if king in self.hands[who]:
                self.hands[who].remove(king)
                self.captured[who].append(king)
                events.append(Event(why, {"seat": who, "card": king.text}))
        for x in FIELDS:
            if not self.fields[x]:
                if not self.stock:
                    break
                self._turn_up(x, events)
        if not self.stock:
            return self._end_deal(events, Event("comp13.stock_out", {}))
        if self.total() >= TARGET_TOTAL:
            return self._end_deal(events, Event("comp13.washout_total", {"total": self.total()}))
        self._enter("play")
        self._to_move = ((seat + 1) % self.players,)
        return events

    # ------------------------------------------------------------------ All-Ground

    def _all_ground(self, seat: int, events: list[Event]) -> list[Event]:
        n = self.players
        events.append(Event("comp13.all_ground", {"seat": seat}))
        for x in FIELDS:
            taken = [c for c in self.fields[x] if is_honour(c) or c.is_joker]
            self.captured[seat].extend(taken)
            if taken:
                events.append(Event("comp13.ag_field", {"seat": seat, "field": x,
                                                        "cards": [c.text for c in taken]}))
        for k in range(n):
            who = (seat + k) % n
            mine = [c for c in self.hands[who] if c.rank == KING or c.is_joker]
            if mine:
                for c in mine:
                    self.hands[who].remove(c)
                self.captured[who].extend(mine)
                events.append(Event("comp13.ag_hand", {"seat": who,
                                                       "cards": [c.text for c in mine]}))
        for x in FIELDS:
            rest = [c for c in self.fields[x] if not (is_honour(c) or c.is_joker)]
            self.discards.extend(rest)
            self.fields[x] = []
        events.append(Event("comp13.ag_cleared", {}))
        for x in FIELDS:
            if not self.stock:
                break
            self._turn_up(x, events)
        if not self.stock:
            return self._end_deal(events, Event("comp13.stock_out", {}))
        if all(cs[0].rank == KING and not cs[0].is_joker for cs in self.fields.values()):
            return self._end_deal(events, Event("comp13.washout_kings", {}))
        self._enter("play")
        self._to_move = ((seat + 1) % n,)
        return events

    # ------------------------------------------------------------------ end of a game

    def _end_deal(self, events: list[Event], end: Event | None = None) -> list[Event]:
        """``end``: the event that ends the game of the match (:data:`DEAL_ENDS`)."""
        assert end is not None
        events.append(end)
        how = DEAL_ENDS[end.key]
        n = self.players
        jp = self.options["joker_points"]
        # a washout while choosing the dealer costs only the honours in hand (no joker)
        jh = 0 if how == "washout_dealer" else JOKER_IN_HAND
        scores = [score_cards(self.captured[s], self.hands[s], jp, jh) for s in range(n)]
        self.last_scores = scores
        winner, step = game_winner(scores, self.dealer)
        if step == "order" and how == "washout_dealer" and (
                self.options["washout_order"] == "random"):
            winner, step = self._drawn_among_tied(scores, winner), "draw"
        for s in range(n):
            sc = scores[s]
            events.append(Event("comp13.score_line", {"seat": s, **sc}))
            self.totals[s] += sc["score"]
        self.games_won[winner] += 1
        result = {"game": self.game_number, "end": how, "dealer": self.dealer,
                  "dealer_chosen": self.dealer_chosen, "provisional_dealer": self.provisional,
                  "scores": [sc["score"] for sc in scores], "winner": winner, "tie_break": step,
                  "breakdown": scores}
        self.results.append(result)
        over = Event("comp13.game_over", {"game": self.game_number, "seat": winner,
                                          "score": scores[winner]["score"], "end": how})
        events.append(over)
        events.append(Event(f"comp13.decided_by_{step}", {"seat": winner}))
        if self.game_number < self.games:
            self.provisional = winner
            return events + self._start_deal()
        self._enter("over")
        self._to_move = ()
        if self.options["match"]:
            best = max(self.totals)
            top = [s for s in range(n) if self.totals[s] == best]
            most = max(self.games_won[s] for s in top)
            winners = [s for s in top if self.games_won[s] == most]
            reason = Event("comp13.match_over", {"seats": winners, "total": best,
                                                 "games": self.games})
            events.append(reason)
            details = {"totals": list(self.totals), "games_won": list(self.games_won),
                       "games": [dict(r) for r in self.results]}
            self._outcome = Outcome(tuple(float(t) for t in self.totals), winners, reason,
                                    details)
        else:
            reason = Event(f"comp13.won_{how}", {"seat": winner,
                                                 "score": scores[winner]["score"]})
            details = {**result, "totals": list(self.totals),
                       "games_won": list(self.games_won)}
            self._outcome = Outcome(tuple(float(sc["score"]) for sc in scores), [winner],
                                    reason, details)
        return events

    def _drawn_among_tied(self, scores: list[dict[str, int]], winner: int) -> int:
        """No dealer to count from (a washout while choosing him): a seeded draw among
        the seats still tied with ``winner``."""
        w = scores[winner]
        tied = [s for s in range(self.players)
                if all(scores[s][k] == w[k] for k in ("score", "minus", "values"))]
        return tied[int(self.rng(3, self.game_number).integers(len(tied)))]

    def _place_hidden(self, hidden: dict[str, Any]) -> None:
        """:meth:`Game.with_hidden`: hands, the stock (top first)."""
        self._place_zones(hidden, whole=("stock",))

    # ------------------------------------------------------------------ views

    def _seat_view(self, seat: int, viewer: int | None, reveal: bool) -> dict[str, Any]:
        jp = self.options["joker_points"]
        sees = reveal or seat == viewer
        final = self.last_scores[seat]["score"] if (self.last_scores and self.is_over) else None
        return {
            "hand": self._hand_view(seat, viewer, reveal, self.hands[seat]),
            "captured": sorted_texts(self.captured[seat], ACE_LOW),
            "score": final if final is not None else score_cards(
                self.captured[seat], (), jp)["score"],
            "minus": None if not sees else (
                self.last_scores[seat]["minus"] if final is not None  # as the game was scored
                else score_cards((), self.hands[seat])["minus"]),
            "total": self.totals[seat],
            "games_won": self.games_won[seat],
            "fields": [x for i, x in enumerate(FIELDS)  # those field_seat(x) gives this seat
                       if (self.provisional + i) % self.players == seat],
        }

    def _table_view(self, viewer: int | None, reveal: bool) -> dict[str, Any]:
        sums: dict[str, int] = {x: field_sum(cs) for x, cs in self.fields.items()}
        sums["total"] = sum(sums.values())  # self.total()
        p = self.pending
        return {
            "fields": {x: [c.text for c in cs] for x, cs in self.fields.items()},
            "sums": sums,
            "counts": {x: len(cs) for x, cs in self.fields.items()},
            "field_seats": {x: self.field_seat(x) for x in FIELDS},
            "stock": len(self.stock),
            "discards": len(self.discards),
            "game": self.game_number,
            "games": self.games,
            "provisional_dealer": self.provisional,
            "bonus": None if p is None else {
                "seat": p["seat"], "field": p["field"], "kind": p["kind"],
                "choices": [str(b) for b in self.bonus_choices()],
            },
            "results": [{k: v for k, v in r.items() if k != "breakdown"}
                        for r in self.results],
        }


def arrange(
    hands: Sequence[Sequence[str]],
    stock: Sequence[str] = (),
    provisional: int = 0,
    jokers: int = 0,
) -> list[str]:
    """A whole deck order (top first) that deals ``hands`` (indexed by seat, four cards each)
    with ``provisional`` as the provisional dealer, then ``stock`` on top of the stock;
    every other card follows in the fixed deck order. For lessons and tests:
    ``new_game("comp13", deck=arrange(...), dealer=provisional)``.

    >>> d = arrange([["AS", "2S", "3S", "4S"], ["AH", "2H", "3H", "4H"]], ["KC"])
    >>> d[:9], len(d)
    (['AH', 'AS', '2H', '2S', '3H', '3S', '4H', '4S', 'KC'], 52)
    """
    from cardlab.cards import stack_deck

    n = len(hands)
    top = stack_deck(hands, first=(provisional + 1) % n, rest=stock)
    rest = [c.text for c in standard_deck(jokers=jokers)]
    for t in top:
        rest.remove(Card(t).text)
    return top + rest


__all__ = [
    "FIELDS",
    "JOKER",
    "Add",
    "Bonus",
    "Change",
    "Comp13",
    "Place",
    "Split",
    "Swap",
    "after_play",
    "arrange",
    "bonus_choices",
    "field_sum",
    "game_winner",
    "is_honour",
    "mate",
    "plays_for_card",
    "score_cards",
    "value",
]


# --------------------------------------------------------------------------- the table's layout
