"""cardlab.cards: notation both ways, decks, dealing, rank orders."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardlab.cards import (
    ACE_HIGH,
    ACE_LOW,
    JOKER,
    SUITS,
    Card,
    Rank,
    Suit,
    cards,
    check_deck,
    deal_round_robin,
    display,
    pairs_deck,
    rank_order,
    sort_cards,
    stack_deck,
    standard_deck,
    texts,
)
from cardlab.errors import InvalidCardError, SetupError

ALL_TEXTS = [r + s for s in "SHDC" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()]


def test_every_standard_card_round_trips_through_both_notations() -> None:
    """ASCII text → card → text, and display text → card."""
    for text in ALL_TEXTS:
        c = Card(text)
        assert c.text == text == str(c)
        assert Card(display(c)) is c
        assert Card(text.lower()) is c
        assert eval(repr(c)) is c


def test_display_forms() -> None:
    """Symbols in front, ten as 10; jokers and Pairs cards unchanged."""
    assert display("10H") == "♥10"
    assert display("AS") == "♠A"
    assert display("KD") == "♦K"
    assert display("5C") == "♣5"
    assert display("JK") == "JK"
    assert display("10") == "10"


def test_alternative_spellings() -> None:
    """T for ten, 1 for ace, joker spelled out, surrounding spaces."""
    assert Card("TH") is Card("10H")
    assert Card("1S") is Card("AS")
    assert Card("joker") is JOKER
    assert Card(" qd ") is Card("QD")


@pytest.mark.parametrize("bad", ["", "1X", "11H", "0S", "KK", "♥", "ZZ", "10HH", "11", "0"])
def test_not_cards(bad: str) -> None:
    """Texts that are not cards raise InvalidCardError, a ValueError."""
    with pytest.raises(InvalidCardError) as info:
        Card(bad)
    assert isinstance(info.value, ValueError)
    assert repr(bad) in str(info.value)


@pytest.mark.parametrize("bad", [None, 3, ["AS"], b"AS", 1.5])
def test_not_text(bad: object) -> None:
    """Non-text input is InvalidCardError, never TypeError."""
    with pytest.raises(InvalidCardError):
        Card(bad)  # type: ignore[arg-type]


@given(st.text(max_size=8))
def test_parsing_any_text_is_a_card_or_invalid(text: str) -> None:
    """Parsing never raises anything but InvalidCardError, and parsed cards round-trip."""
    try:
        c = Card(text)
    except InvalidCardError:
        return
    assert Card(c.text) is c


def test_card_kinds_and_attributes() -> None:
    """Rank, suit and kind of each kind of card."""
    k = Card("KS")
    assert (k.rank, k.suit) == (13, "S") and k.rank == Rank.KING and k.suit == Suit.SPADES
    assert JOKER.is_joker and not JOKER.is_pairs and JOKER.suit is None
    seven = Card("7")
    assert seven.is_pairs and seven.rank == 7 and not seven.is_joker
    assert not k.is_joker and not k.is_pairs
    assert Suit.HEARTS.symbol == "♥"


def test_cards_are_immutable_and_interned() -> None:
    """A card cannot be changed; copies are the same object."""
    import copy
    import pickle

    c = Card("QH")
    with pytest.raises(AttributeError):
        c.rank = 3  # type: ignore[misc]
    assert copy.deepcopy(c) is c
    assert pickle.loads(pickle.dumps(c)) is c
    assert len({Card("QH"), Card("qh")}) == 1


def test_standard_and_stripped_decks() -> None:
    """Sizes and contents of the decks the games use."""
    d = standard_deck()
    assert len(d) == 52 == len(set(d))
    assert texts(d)[:3] == ["AS", "2S", "3S"]
    assert len(standard_deck(ranks=range(5, 14))) == 36
    assert len(standard_deck(ranks=range(1, 5))) == 16
    assert len(standard_deck(ranks=range(1, 7))) == 24
    assert Counter(standard_deck(jokers=3))[JOKER] == 3
    skull = standard_deck(ranks=range(1, 11), suits="SDC")
    assert len(skull) == 30 and all(c.suit != "H" for c in skull)
    two = standard_deck(copies=2)
    assert len(two) == 104 and Counter(two)[Card("AS")] == 2
    assert two == standard_deck() * 2


def test_pairs_deck() -> None:
    """n copies of n: 55 cards to 10, 45 without the tens."""
    d = pairs_deck()
    assert len(d) == 55
    assert Counter(texts(d)) == {str(n): n for n in range(1, 11)}
    assert len(pairs_deck(9)) == 45


def test_check_deck_names_what_is_wrong() -> None:
    """A deck that is not the full deck is a SetupError naming missing and extra cards."""
    full = standard_deck(ranks=[1, 2], suits="S")
    assert check_deck(["2S", "AS"], full) == cards("2S AS")
    with pytest.raises(SetupError, match="missing: 2S"):
        check_deck(["AS"], full)
    with pytest.raises(SetupError, match="extra: AS"):
        check_deck(["AS", "AS", "2S"], full)
    with pytest.raises(SetupError, match="not a card"):
        check_deck(["AS", "XX"], full)
    with pytest.raises(SetupError, match="list of card texts"):
        check_deck("AS 2S", full)


def test_deal_round_robin_and_stack_deck_are_inverse() -> None:
    """stack_deck builds the deck that deal_round_robin turns into the given hands."""
    pool = texts(standard_deck(ranks=range(1, 9), suits="S"))
    for first in range(3):
        sizes = [3 if (s - first) % 3 < 2 else 2 for s in range(3)]
        it = iter(pool)
        hands = [[next(it) for _ in range(k)] for k in sizes]
        deck = stack_deck(hands, first, rest=["9S", "10S"])
        dealt, rest = deal_round_robin(cards(deck[:8]), 3, first)
        assert [texts(h) for h in dealt] == hands
        assert deck[8:] == ["9S", "10S"]
    deck = stack_deck([["AS", "2S"], ["3S", "4S"]], first=1, rest=["5S", "6S"])
    dealt, rest = deal_round_robin(cards(deck), 2, 1, per_hand=2)
    assert [texts(h) for h in dealt] == [["AS", "2S"], ["3S", "4S"]]
    assert texts(rest) == ["5S", "6S"]
    with pytest.raises(ValueError, match="runs out"):
        stack_deck([["AS"], ["2S", "3S", "4S"]], first=0)


def test_deal_whole_deck_unevenly() -> None:
    """Dealing 52 to 5 from seat 0 gives 11, 11, 10, 10, 10 (Comrade with 5 players)."""
    hands, rest = deal_round_robin(standard_deck(), 5, first=0)
    assert [len(h) for h in hands] == [11, 11, 10, 10, 10] and rest == []


def test_rank_orders_and_sorting() -> None:
    """Ace high and ace low orders; sorting by suit then order."""
    assert ACE_HIGH[1] > ACE_HIGH[13] > ACE_HIGH[2]
    assert ACE_LOW[13] > ACE_LOW[2] > ACE_LOW[1]
    skull = rank_order("10 9 8 7 6 5 4 3 2 A")
    assert skull[10] > skull[9] > skull[1]
    assert texts(sort_cards(cards("AS KS 2S"), ACE_HIGH)) == ["2S", "KS", "AS"]
    assert texts(sort_cards(cards("AS KS 2S"), ACE_LOW)) == ["AS", "2S", "KS"]
    assert texts(sort_cards(cards("2C 2D 2H 2S"))) == ["2S", "2H", "2D", "2C"]
    assert list(SUITS) == ["S", "H", "D", "C"]


def test_sorted_texts_and_sort_cards_keep_the_plain_order() -> None:
    """The kept sort keys and sorted hands give what the plain key gives, for every order
    (also one made on the fly), and each call returns a list of its own."""
    import numpy as np

    from cardlab.cards import ACE_HIGH, ACE_LOW, Card, rank_order, sort_cards, sorted_texts

    deck = [Card(t) for t in ("AS 2S 10S KH QH 3D JD 9C 4C JK 5 10 1").split()]
    rng = np.random.default_rng(3)
    for order in (ACE_HIGH, ACE_LOW, rank_order("2 3 4 5 6 7 8 9 10 J Q K A")):
        for _ in range(50):
            hand = [deck[i] for i in rng.choice(len(deck), size=int(rng.integers(0, 9)))]
            plain = sorted(hand, key=lambda c: (c._sort[0], order.get(c.rank, c.rank)))
            assert sort_cards(hand, order) == plain
            got = sorted_texts(hand, order)
            assert got == [c.text for c in plain]
            got.append("XX")  # the caller's own list
            assert sorted_texts(iter(hand), order) == [c.text for c in plain]


def test_card_bits_one_numbering_for_sim_and_solve() -> None:
    """card_bit: 16 * suit + strength (2 → 0, ace → 12), in legal-action order; the lean
    playouts and the solver use this one definition."""
    from cardlab import sim, solve
    from cardlab.cards import SUIT_BITS, bit_card, card_bit, sort_cards, standard_deck

    assert [card_bit(t) for t in ("2S", "AS", "2H", "KH", "5C", "AC")] == [0, 12, 16, 27, 51, 60]
    deck = standard_deck()
    assert [bit_card(card_bit(c)) for c in deck] == deck
    assert sorted(deck, key=card_bit) == sort_cards(deck, ACE_HIGH)
    assert all(1 << card_bit(c) & SUIT_BITS["SHDC".index(c.suit)] for c in deck)
    assert sim.index is card_bit and solve.card_bit is card_bit and sim.SUIT_MASK is SUIT_BITS
