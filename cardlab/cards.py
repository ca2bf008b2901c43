"""Cards, suits, ranks, decks and card notation.

A :class:`Card` is an interned value: ``Card("KS")`` always returns the same object, so
cards compare and hash quickly and two identical cards of a two-deck game are simply
equal. Three kinds of card exist:

- standard cards: a rank 1..13 (ace = 1) and a suit letter ``"S" "H" "D" "C"``;
- the joker ``"JK"`` (rank 0, no suit);
- Pairs cards ``"1"`` … ``"10"`` (a number, no suit), used by Trumps.

Text notation is ASCII (``"10H" "AS" "JK" "7"``); :func:`display` gives the symbol form
(``"♥10"``) used in messages. Parsing accepts either, in any case, and ``T`` for ten.

>>> Card("10h")
Card('10H')
>>> Card("♠K") is Card("KS")
True
>>> display(Card("10H")), display(Card("JK")), display(Card("7"))
('♥10', 'JK', '7')
>>> len(standard_deck()), len(standard_deck(jokers=2)), len(pairs_deck())
(52, 54, 55)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from enum import IntEnum, StrEnum
from typing import ClassVar

from cardlab.errors import InvalidCardError, SetupError, brief
from cardlab.messages import Event

__all__ = [
    "ACE_HIGH",
    "ACE_LOW",
    "JOKER",
    "SUITS",
    "SUIT_BITS",
    "Card",
    "Rank",
    "Suit",
    "bit_card",
    "card_bit",
    "cards",
    "check_deck",
    "deal_round_robin",
    "display",
    "pairs_deck",
    "rank_order",
    "sort_cards",
    "sorted_texts",
    "stack_deck",
    "standard_deck",
    "texts",
]


class Suit(StrEnum):
    """The four suits; each member is equal to its letter (``Suit.SPADES == "S"``)."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        """The suit symbol: ``Suit.HEARTS.symbol == "♥"``."""
        return SUIT_SYMBOLS[self.value]


class Rank(IntEnum):
    """Standard ranks, ace = 1 … king = 13 (the joker has rank 0)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13


SUITS: tuple[str, ...] = ("S", "H", "D", "C")
"""Suit letters in the display and sorting order: spades, hearts, diamonds, clubs."""
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_SYMBOL_TO_SUIT = {v: k for k, v in SUIT_SYMBOLS.items()} | {"♤": "S", "♡": "H", "♢": "D", "♧": "C"}
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"} | {n: str(n) for n in range(2, 11)}
_TEXT_TO_RANK = {v: k for k, v in RANK_TEXT.items()} | {"T": 10, "1": 1}
_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}


class Card:
    """One card. Build it from its text; instances are interned.

    Attributes: ``rank`` (int: 1..13 standard, 0 joker, 1..10 Pairs), ``suit`` (suit
    letter or ``None``), ``text`` (ASCII notation).

    >>> c = Card("QD"); c.rank, c.suit, c.text, str(c)
    (12, 'D', 'QD', 'QD')
    >>> Card("JK").is_joker, Card("4").is_pairs
    (True, True)
    >>> Card("1S")
    Card('AS')
    """

    __slots__ = ("_sort", "rank", "suit", "text")
    _interned: ClassVar[dict[str, Card]] = {}
    rank: int
    suit: str | None
    text: str

    def __new__(cls, text: str | Card) -> Card:
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise InvalidCardError(text)
        card = cls._interned.get(text)
        if card is None:
            card = cls._interned.get(_normalise(text))
            if card is None:
                raise InvalidCardError(text)
        return card

    @classmethod
    def _make(cls, rank: int, suit: str | None, text: str) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "text", text)
        sort = (_SUIT_INDEX[suit], rank) if suit else ((5, rank) if rank == 0 else (4, rank))
        object.__setattr__(card, "_sort", sort)
        cls._interned[text] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[str]]:
        return (Card, (self.text,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict) -> Card:
        return self

    def __repr__(self) -> str:
        return f"Card({self.text!r})"

    def __str__(self) -> str:
        return self.text

    def __lt__(self, other: Card) -> bool:
        return self._sort < other._sort

    @property
    def is_joker(self) -> bool:
        """True for the joker."""
        return self.rank == 0 and self.suit is None

    @property
    def is_pairs(self) -> bool:
        """True for a suitless Pairs card ``"1"`` … ``"10"``."""
        return self.suit is None and self.rank > 0

    @property
    def symbol(self) -> str:
        """Display text, e.g. ``"♥10"``."""
        return display(self)


def _normalise(text: object) -> str:
    if not isinstance(text, str) or not 0 < len(text) <= 6:
        raise InvalidCardError(text)
    t = text.strip().upper()
    if t in Card._interned:
        return t
    if t in ("JOKER", "JKR", "★", "🃏"):
        return "JK"
    if t and t[0] in _SYMBOL_TO_SUIT:  # display form "♥10"
        t = t[1:] + _SYMBOL_TO_SUIT[t[0]]
    if len(t) >= 2 and t[-1] in SUIT_SYMBOLS and t[:-1] in _TEXT_TO_RANK:
        return RANK_TEXT[_TEXT_TO_RANK[t[:-1]]] + t[-1]
    return t


for _s in SUITS:
    for _r in range(1, 14):
        Card._make(_r, _s, RANK_TEXT[_r] + _s)
for _n in range(1, 11):
    Card._make(_n, None, str(_n))
JOKER: Card = Card._make(0, None, "JK")
"""The joker (all jokers are identical and share the text ``"JK"``)."""


def display(card: Card | str) -> str:
    """Symbol notation of a card: ``"♥10"``, ``"♠A"``; jokers and Pairs cards unchanged.

    >>> display("as")
    '♠A'
    """
    c = Card(card)
    if c.suit is None:
        return c.text
    return SUIT_SYMBOLS[c.suit] + RANK_TEXT[c.rank]


def cards(text: str | Iterable[str | Card]) -> list[Card]:
    """Parse several cards: a space-separated string or an iterable of texts.

    >>> cards("AS 10h ♦3")
    [Card('AS'), Card('10H'), Card('3D')]
    """
    items = text.split() if isinstance(text, str) else text
    return [Card(t) for t in items]


def texts(cs: Iterable[Card]) -> list[str]:
    """The ASCII texts of cards, in the same order.

    >>> texts(cards("KS 2H"))
    ['KS', '2H']
    """
    return [c.text for c in cs]


def standard_deck(
    ranks: Iterable[int] = range(1, 14),
    suits: Iterable[str] = SUITS,
    jokers: int = 0,
    copies: int = 1,
) -> list[Card]:
    """A deck in a fixed order (suits S H D C, ranks ascending, then jokers).

    Stripped decks name the ranks (or suits) they keep; ``copies=2`` is two such decks
    one after the other (identical cards are equal).

    >>> len(standard_deck(ranks=range(5, 14)))  # Comrade, 3 players: 5..K
    36
    >>> texts(standard_deck(ranks=[1], suits="SH", jokers=1))
    ['AS', 'AH', 'JK']
    >>> len(standard_deck(copies=2)), standard_deck(copies=2).count(Card("QH"))
    (104, 2)
    """
    rs, ss = list(ranks), list(suits)
    deck = [Card(RANK_TEXT[r] + s) for s in ss for r in rs] + [JOKER] * jokers
    return deck * copies


def pairs_deck(highest: int = 10) -> list[Card]:
    """The Pairs deck: n copies of n for n = 1..highest (55 cards for 10).

    >>> Counter(texts(pairs_deck(4)))
    Counter({'4': 4, '3': 3, '2': 2, '1': 1})
    """
    return [Card(str(n)) for n in range(1, highest + 1) for _ in range(n)]


def check_deck(
    deck: Iterable[str | Card], expected: Sequence[Card], what: str | Event | None = None
) -> list[Card]:
    """Parse ``deck`` and check it holds exactly the cards of ``expected`` (any order).

    Raises :class:`~cardlab.errors.SetupError` naming what is missing or extra (``what``:
    the deck's name, a message such as ``Event("core.deck_of_deal", {"deal": 2})``).

    >>> check_deck(["2S", "AS"], standard_deck(ranks=[1, 2], suits="S"))
    [Card('2S'), Card('AS')]
    >>> try:
    ...     check_deck(["AS"], standard_deck(ranks=[1, 2], suits="S"))
    ... except SetupError as e:
    ...     print(e); print(e.text("ja"))
    deck must hold exactly these 2 cards: AS 2S (missing: 2S)
    山札はちょうど次の2枚でなければなりません: AS 2S(足りない札: 2S)
    """
    if what is None:
        what = Event("core.deck", {})
    if isinstance(deck, str) or not isinstance(deck, Iterable):
        raise SetupError("core.deck_not_list", what=what, type=type(deck).__name__)
    try:
        got = [Card(c) for c in deck]
    except InvalidCardError as e:
        raise SetupError("core.deck_not_card", what=what, text=brief(e.given)) from None
    have, want = Counter(got), Counter(expected)
    if not dict.__eq__(have, want):  # (Counter's own == walks both in Python; no zeros here)
        cards = {"missing": " ".join(c.text for c in sorted((want - have).elements())),
                 "extra": " ".join(c.text for c in sorted((have - want).elements()))}
        key = "core.deck_" + "_".join(k for k, v in cards.items() if v)
        allowed = " ".join(c.text for c in sorted(expected))
        raise SetupError("core.deck_exactly", what=what, count=len(expected), allowed=allowed,
                         parts=Event(key, {k: v for k, v in cards.items() if v}))
    return got


def deal_round_robin(
    deck: Sequence[Card], players: int, first: int, per_hand: int | None = None
) -> tuple[list[list[Card]], list[Card]]:
    """Deal one card at a time clockwise starting with seat ``first``.

    ``per_hand=None`` deals the whole deck (some hands may get one card more). Returns
    the hands (indexed by seat) and the cards left over, top first.

    >>> hands, rest = deal_round_robin(cards("AS 2S 3S 4S 5S"), 2, first=1)
    >>> [texts(h) for h in hands], texts(rest)
    ([['2S', '4S'], ['AS', '3S', '5S']], [])
    >>> hands, rest = deal_round_robin(cards("AS 2S 3S 4S 5S"), 2, first=0, per_hand=2)
    >>> [texts(h) for h in hands], texts(rest)
    ([['AS', '3S'], ['2S', '4S']], ['5S'])
    """
    n_dealt = len(deck) if per_hand is None else per_hand * players
    hands: list[list[Card]] = [[] for _ in range(players)]
    for i in range(n_dealt):
        hands[(first + i) % players].append(deck[i])
    return hands, list(deck[n_dealt:])


def stack_deck(
    hands: Sequence[Sequence[str | Card]], first: int, rest: Iterable[str | Card] = ()
) -> list[str]:
    """The deck order (top first) that :func:`deal_round_robin` turns into ``hands``.

    ``hands`` is indexed by seat; dealing starts with seat ``first``; ``rest`` follows
    the dealt cards (stock, reserve…). This is how a lesson or a test sets up an exact
    deal: ``new_game(..., deck=stack_deck(...))``.

    >>> stack_deck([["AS", "3S"], ["2S", "4S"]], first=1, rest=["5S"])
    ['2S', 'AS', '4S', '3S', '5S']
    >>> h, r = deal_round_robin(cards(stack_deck([["AS"], ["2S", "3S"]], first=1)), 2, 1)
    >>> [texts(x) for x in h]
    [['AS'], ['2S', '3S']]
    """
    n = len(hands)
    left = [list(h) for h in hands]
    total = sum(len(h) for h in left)
    out: list[str] = []
    for i in range(total):
        seat = (first + i) % n
        if not left[seat]:
            raise SetupError("core.stack_runs_out", first=first, seat=seat)
        out.append(Card(left[seat].pop(0)).text)
    return out + [Card(c).text for c in rest]


def rank_order(high_to_low: str | Sequence[int | str]) -> dict[int, int]:
    """A rank order: a map rank → strength (bigger is stronger).

    >>> order = rank_order("K Q J 10 9 8 7 6 5")
    >>> order[13] > order[5], 1 in order
    (True, False)
    """
    items = high_to_low.split() if isinstance(high_to_low, str) else list(high_to_low)
    ranks = [r if isinstance(r, int) else _TEXT_TO_RANK[r.upper()] for r in items]
    return {r: len(ranks) - i for i, r in enumerate(ranks)}


ACE_HIGH: Mapping[int, int] = rank_order("A K Q J 10 9 8 7 6 5 4 3 2")
"""A K Q … 2 (ace high), the order of most trick-taking games."""
ACE_LOW: Mapping[int, int] = rank_order("K Q J 10 9 8 7 6 5 4 3 2 A")
"""K Q … 2 A (ace low)."""


# --------------------------------------------------------------------------- cards as bits

_CARD_BITS: dict[Card, int] = {
    Card(RANK_TEXT[r] + s): 16 * i + strength - 1
    for i, s in enumerate(SUITS) for r, strength in ACE_HIGH.items()
}
_BIT_CARDS: tuple[Card | None, ...] = tuple(
    {b: c for c, b in _CARD_BITS.items()}.get(b) for b in range(max(_CARD_BITS.values()) + 1))
SUIT_BITS: tuple[int, ...] = tuple(((1 << 13) - 1) << (16 * i) for i in range(4))
"""The bits of each suit's 13 cards (S H D C), in :func:`card_bit`'s numbering."""


def card_bit(card: Card | str) -> int:
    """The number of a standard card when a set of cards is one int (a bitmask, for the
    lean playouts of :mod:`cardlab.sim` and the solver of :mod:`cardlab.solve`):
    ``16 * suit + strength``, suits S H D C (0 to 3), strength 0 (the 2) to 12 (the ace,
    :data:`ACE_HIGH`). Each suit has a 16-bit field of its own (``bit >> 4`` is the suit,
    ``bit & 15`` the strength, :data:`SUIT_BITS` its mask), and counting up runs through
    a hand by suit, then rank from the 2: the order of the legal actions.

    >>> card_bit(Card("2S")), card_bit("AS"), card_bit("KH"), card_bit("5C")
    (0, 12, 27, 51)
    >>> bit_card(27), card_bit("AH") >> 4, card_bit("AH") & 15
    (Card('KH'), 1, 12)
    """
    bit = _CARD_BITS.get(card)  # type: ignore[call-overload]
    return _CARD_BITS[Card(card)] if bit is None else bit


def bit_card(bit: int) -> Card:
    """The card of a :func:`card_bit` number.

    >>> bit_card(12)
    Card('AS')
    """
    card = _BIT_CARDS[bit]
    assert card is not None, bit
    return card


class _Order:
    """What is kept per rank order: every card's sort key, and the sorted texts of
    recent hands (a view sorts every hand again, and most hands have not changed)."""

    __slots__ = ("keys", "order", "texts")

    def __init__(self, order: Mapping[int, int]) -> None:
        self.order = order
        self.keys = {c: (c._sort[0], order.get(c.rank, c.rank)) for c in Card._interned.values()}
        self.texts: dict[tuple[Card, ...], list[str]] = {}


_ORDERS: dict[int, _Order] = {}
_TEXTS_KEPT = 4096
"""Sorted hands kept per rank order (then they are dropped and made again)."""


def _order(order: Mapping[int, int]) -> _Order:
    kept = _ORDERS.get(id(order))
    if kept is None or kept.order is not order:
        if len(_ORDERS) > 64:  # orders made on the fly: keep the cache small
            _ORDERS.clear()
        kept = _ORDERS[id(order)] = _Order(order)
    return kept


def sort_cards(cs: Iterable[Card], order: Mapping[int, int] = ACE_HIGH) -> list[Card]:
    """Sort by suit (S H D C, then Pairs cards, then jokers) and rank order, low to high.

    A rank order is not changed once cards were sorted by it (its keys are kept).

    >>> texts(sort_cards(cards("KH AS 2S JK 10H")))
    ['2S', 'AS', '10H', 'KH', 'JK']
    >>> texts(sort_cards(cards("KH AS 2S"), ACE_LOW))
    ['AS', '2S', 'KH']
    """
    out = list(cs)
    try:
        out.sort(key=_order(order).keys.__getitem__)
    except KeyError:  # not an interned card: let the plain key say what is wrong
        out.sort(key=lambda c: (c._sort[0], order.get(c.rank, c.rank)))
    return out


def sorted_texts(cs: Iterable[Card], order: Mapping[int, int] = ACE_HIGH) -> list[str]:
    """``texts(sort_cards(cs, order))``, a new list each time; the same hand sorted again
    (as every view does) is looked up, not sorted.

    >>> sorted_texts(cards("KH AS 2S"), ACE_LOW), sorted_texts(cards("KH AS 2S"), ACE_LOW)
    (['AS', '2S', 'KH'], ['AS', '2S', 'KH'])
    """
    kept = _ORDERS.get(id(order))
    if kept is None or kept.order is not order:
        kept = _order(order)
    hand = tuple(cs)
    try:
        got = kept.texts.get(hand)
    except TypeError:  # something unhashable: sort_cards says what is wrong
        return [c.text for c in sort_cards(hand, order)]
    if got is None:
        if len(kept.texts) >= _TEXTS_KEPT:
            kept.texts.clear()
        got = kept.texts[hand] = [c.text for c in sort_cards(hand, order)]
    return got[:]
