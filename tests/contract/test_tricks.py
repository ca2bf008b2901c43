"""cardlab.tricks: must-follow legality and trick winners."""

from __future__ import annotations

import cardlab
from cardlab.cards import ACE_HIGH, ACE_LOW, Card, cards, rank_order
from cardlab.i18n import catalogue
from cardlab.tricks import (
    Trick,
    TrickGame,
    follows,
    legal_cards,
    legal_plays,
    play_reason,
    trick_winner,
)


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


def test_trick_plays_takes_and_keeps_the_last() -> None:
    """Trick: the played events, the winner, the keyed win event, then an empty table."""
    t = Trick(3, ACE_HIGH)
    assert t.led is None and t.view() == [] and t.leader((1,), True) == 1
    played = [t.play(s, c) for s, c in trick([1, 2, 0], "5H KH 2C")]
    assert [e.key for e in played] == ["trick.played"] * 3
    assert played[1].values == {"seat": 2, "card": "KH"} and played[1].kind is None
    assert t.complete and t.led == "H" and t.view() == [[1, "5H"], [2, "KH"], [0, "2C"]]
    assert t.leader((0,), True) == 1
    win = t.take(*t.winner())
    assert win.key == "trick.highest_led" and win.kind == "trick"
    assert win.values == {"seat": 2, "card": "KH", "suit": "H", "led": "H",
                          "cards": [[1, "5H"], [2, "KH"], [0, "2C"]], "number": 1}
    assert win.text("en") == "♥K wins the trick: highest heart"
    assert t.cards == [] and t.number == 1
    assert t.last == {"cards": [[1, "5H"], [2, "KH"], [0, "2C"]], "winner": 2,
                      "reason": "highest_led", "number": 1}


def test_trick_with_own_win_keys_keeps_the_event_and_extras() -> None:
    """A game with its own win keys gets the event in ``last``, plus its extra fields."""
    t = Trick(2, ACE_HIGH, trump="C", win_prefix="skull_collector.win.", last_event=True)
    for s, c in trick([0, 1], "9D 2C"):
        t.play(s, c)
    win = t.take(*t.winner(), skulls=[])
    assert win.key == "skull_collector.win.highest_trump"
    assert t.last is not None and t.last["event"] == {"key": win.key, "values": {
        k: v for k, v in win.values.items() if k not in ("cards", "number")}}
    assert t.last["skulls"] == [] and t.last["reason"] == "highest_trump"


def test_holding_reads_a_trick_in_progress() -> None:
    """Trick.holding: who is winning a view's trick so far (the Notice bot's question)."""
    t = Trick.holding(trick([3, 0], "AS 2H"), trump="H")
    assert t.winner() == (0, "highest_trump") and t.card_of(0) == Card("2H")


def test_every_trick_reason_has_a_trick_key() -> None:
    """Each reason a trick can be won for (Skull Collector's too) words under ``trick.*``."""
    from cardlab.games.skull_collector.rules import REASONS

    keys = set(catalogue())
    assert {f"trick.{r}" for r in REASONS} <= keys
    text = cardlab.Event("trick.ace_ten", {"card": "AD", "seat": 1, "suit": "D"}).text("en")
    assert text.startswith("♦A wins the trick")


def test_last_trick_reason_words_in_every_trick_game() -> None:
    """Every finished trick of a random game has its reason under a ``trick.*`` key."""
    import random

    for name in [n for n, kit in cardlab.GAMES.items() if issubclass(kit.cls, TrickGame)]:
        reasons = set()
        for seed in range(6):
            g, pick = cardlab.new_game(name, seed=seed), random.Random(seed)
            while not g.is_over:
                seat = g.to_move[0]
                g.play(pick.choice(g.legal_actions(seat)), seat)
                last = g.view(None)["table"].get("last_trick")
                if last:
                    reasons.add(last["reason"])
        assert reasons and all(f"trick.{r}" in catalogue() for r in reasons), name
