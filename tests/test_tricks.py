"""cardlab.tricks: must-follow legality and trick winners."""

from __future__ import annotations

from cardlab.cards import ACE_HIGH, ACE_LOW, Card, cards, rank_order
from cardlab.tricks import follows, legal_cards, legal_plays, play_reason, trick_winner


def trick(seats: list[int], text: str) -> list[tuple[int, Card]]:
    return list(zip(seats, cards(text), strict=True))


def test_must_follow() -> None:
    """Holding the suit led, you must play it; void, anything goes."""
    hand = cards("AS 3H 9H 2C")
    assert [c.text for c in legal_cards(hand, "H")] == ["3H", "9H"]
    assert legal_cards(hand, "D") == hand
    assert legal_cards(hand, None) == hand
    assert follows(hand, Card("3H"), "H") and not follows(hand, Card("AS"), "H")
    assert follows(hand, Card("AS"), "D")


def test_legal_plays_unique_and_sorted() -> None:
    """Duplicate cards (two decks) give one action; order by suit then rank order."""
    plays = legal_plays(cards("KH 2H 2H AH 5S"), trick([0], "9H"))
    assert [str(p) for p in plays] == ["2H", "KH", "AH"]
    plays = legal_plays(cards("KH AH"), [], ACE_LOW)
    assert [str(p) for p in plays] == ["AH", "KH"]


def test_play_reasons() -> None:
    """Not held, and not following, each with its own reason."""
    assert play_reason(cards("AS 3H"), Card("3H"), trick([0], "5H")) is None
    assert play_reason(cards("AS 3H"), Card("KD"), []).key == "core.not_in_hand"
    why = play_reason(cards("AS 3H"), Card("AS"), trick([0], "5H"))
    assert why is not None and why.key == "core.must_follow" and why.values == {"suit": "H"}


def test_highest_of_suit_led_wins_without_trump() -> None:
    """Off-suit cards never win without trump, however high."""
    assert trick_winner(trick([0, 1, 2], "5H AS KH"), ACE_HIGH) == (2, "highest_led")
    assert trick_winner(trick([1, 2, 0], "5H AS 2C"), ACE_HIGH) == (1, "highest_led")


def test_trump_beats_the_suit_led() -> None:
    """Any trump beats the suit led; the highest trump wins."""
    t = trick([0, 1, 2, 3], "AH 2S KH 5S")
    assert trick_winner(t, ACE_HIGH, trump="S") == (3, "highest_trump")
    assert trick_winner(trick([0, 1], "AH KH"), ACE_HIGH, trump="S") == (0, "highest_led")
    assert trick_winner(trick([0, 1], "2S AS"), ACE_HIGH, trump="S") == (1, "highest_trump")


def test_equal_cards_first_played_wins() -> None:
    """With two decks, of two identical cards the first one played wins."""
    assert trick_winner(trick([2, 0, 1], "KH KH 3H"), ACE_HIGH)[0] == 2


def test_custom_order_and_strength() -> None:
    """A game's own rank order, or a strength function, decides."""
    ten_high = rank_order("10 9 8 7 6 5 4 3 2 A")
    assert trick_winner(trick([0, 1], "AS 10S"), ten_high)[0] == 1

    def ace_beats_ten(c: Card) -> int:
        return 99 if c.rank == 1 else ten_high[c.rank]

    assert trick_winner(trick([0, 1], "AS 10S"), ten_high, strength=ace_beats_ten)[0] == 0
