"""Skull Collector's beginner (:class:`SkullBeginner`): the learner's mistakes it makes,
where the standard bot (:class:`SkullBot`) does not, and that it stays legal and blind."""

from __future__ import annotations

import pytest

import cardlab
from cardlab.bots import bot_for
from cardlab.cards import Card, stack_deck
from cardlab.games.skull_collector.beginner import SLIP, SkullBeginner
from cardlab.games.skull_collector.bot import SkullBot
from cardlab.games.skull_collector.rules import PLAYING_CARDS
from cardlab.session import play_out
from tests.games.test_skull_collector import NAME, play_view


def beginner(view: dict, slip: float = 0.0) -> str:
    choice = SkullBeginner(seed=0, slip=slip).choose(view)
    assert choice in view["legal"]
    return choice


def standard(view: dict) -> str:
    return SkullBot(seed=0).choose(view)


def test_the_kit_names_its_beginner() -> None:
    """``bot_for(..., level="beginner")`` is the game's own beginner, at the kit's chance."""
    kit = cardlab.GAMES[NAME]
    assert kit.bots["beginner"] is SkullBeginner
    bot = bot_for(NAME, seed=3, level="beginner")
    assert isinstance(bot, SkullBeginner) and bot.slip == SLIP == kit.beginner_slip
    assert 0 < SLIP < 1


def test_it_lets_an_opponent_collect_all_three() -> None:
    """Seat 1 has collected two skulls and wins the ♠6 unless seat 2 overtakes: the
    standard bot overtakes with ♠10 (better a skull than the opponent's instant win); the
    beginner, who avoids every skull, plays low and hands seat 1 the game."""
    view = play_view(2, "10S 2S", [(0, "6S"), (1, "9S")], skulls=([], ["6D", "6C"], []))
    assert standard(view) == "10S"
    assert beginner(view) == "2S"


def test_it_never_takes_the_first_skull_on_purpose() -> None:
    """Last to play on a ♠6 with nobody holding a skull yet: the standard bot takes it
    (then nobody can collect all three this deal); the beginner keeps away."""
    view = play_view(2, "10S 5S 2C", [(0, "6S"), (1, "4S")])
    assert standard(view) == "10S"
    assert beginner(view) == "5S"


def test_it_hides_a_single_skull_in_the_chest() -> None:
    """Dealt one 6, the standard bot keeps it out of the chest (to pass it on); the
    beginner takes the chest for safe and hides it there."""
    rest = [c.text for c in PLAYING_CARDS if c.rank != 6]
    hands = [["6S", *rest[:9]], ["6D", *rest[9:18]], ["6C", *rest[18:27]]]
    g = cardlab.new_game(NAME, seed=1, deck=stack_deck(hands, first=1))
    view = g.view(0)
    assert Card(standard(view).split()[1]).rank != 6
    assert beginner(view) == "chest 6S"


def test_a_slip_takes_the_trick_with_the_6() -> None:
    """With the ♠6 collected already, last to play on ♦7 and the ♦6 with ♦A and ♦9: the
    standard bot sheds the ace (the lowest diamond here); a slipping beginner counts the
    ace high, overlooks the skull and takes the trick with the ♦9."""
    view = play_view(2, "AD 9D", [(0, "7D"), (1, "6D")], skulls=([], [], ["6S"]))
    assert standard(view) == "AD"
    assert beginner(view, slip=0.0) == "AD"
    assert beginner(view, slip=1.0) == "9D"


def test_a_slip_forgets_that_the_card_setting_trump_wins() -> None:
    """Void in diamonds with the ♦6 in the trick and trump not set: every card it plays
    sets trump and wins. The standard bot knows it and keeps its own ♣6 back (it plays
    the ♠2); a slipping beginner believes a card off the suit led loses and drops its ♣6
    on the trick — collecting two skulls."""
    view = play_view(2, "6C 2S", [(0, "9D"), (1, "6D")], skulls=(["6S"], [], []))
    assert standard(view) == "2S"
    assert beginner(view, slip=1.0) == "6C"


def test_it_slips_about_as_often_as_declared() -> None:
    """Over whole games the share of decisions that slip is near ``slip``."""
    bots = {s: SkullBeginner(seed=s, slip=0.3) for s in range(3)}
    decisions = 0
    for seed in range(4):
        g = cardlab.new_game(NAME, seed=seed)
        while not g.is_over:
            s = g.to_move[0]
            view = g.view(s)
            decisions += len(view["legal"]) > 1
            g.play(bots[s].choose(view), s)
    slips = sum(b.slips for b in bots.values())
    assert decisions > 100
    assert abs(slips / decisions - 0.3) < 4 * (0.3 * 0.7 / decisions) ** 0.5


@pytest.mark.parametrize("seed", range(6))
def test_beginners_play_whole_games_legally(seed: int) -> None:
    """Three beginners (slipping often) finish games; every action is legal (play_out
    refuses an illegal one)."""
    g = play_out(cardlab.new_game(NAME, seed=seed),
                 {s: SkullBeginner(seed=seed + s, slip=0.5) for s in range(3)})
    assert g.is_over and g.outcome is not None


def test_it_sees_only_its_view() -> None:
    """Two games that differ only in cards the beginner's seat has not seen (shuffled
    within each suit) give it the same choices, mistakes included."""
    import numpy as np

    from tests.games.test_coach import relabelled

    rng = np.random.default_rng(5)
    g = cardlab.new_game(NAME, seed=9)
    bots = {s: SkullBeginner(seed=s, slip=0.5) for s in range(3)}
    checked = 0
    while not g.is_over and checked < 12:
        s = g.to_move[0]
        view = g.view(s)
        if len(view["legal"]) > 1:
            other = relabelled(g, s, rng)
            assert other.view(s) == view
            assert (SkullBeginner(seed=40 + checked, slip=0.5).choose(other.view(s))
                    == SkullBeginner(seed=40 + checked, slip=0.5).choose(view))
            checked += 1
        g.play(bots[s].choose(view), s)
    assert checked == 12
