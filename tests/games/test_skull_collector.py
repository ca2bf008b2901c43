"""Skull Collector: every rule of ../shared/rules/skull_collector.md on set-up deals.

Deals are set up by the hands the players hold *after* the chest and the pass (9 cards
each), the three chest cards and the three passed cards; :func:`dealt_hands` works out
the 10 cards each was dealt, and ``stack_deck`` the deck that deals them. Later deals of
a game are set up by editing the deck of the deal that has just started in the record
(:func:`set_up_next_deal`), as a teacher would.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

import pytest

import cardlab
from cardlab.bots import RandomBot
from cardlab.cards import Card, stack_deck
from cardlab.core import Game
from cardlab.errors import IllegalActionError, InvalidActionError, SetupError
from cardlab.games.skull_collector.rules import (
    ORDER,
    PLAYING_CARDS,
    SKULLS,
    ChestCard,
    Give,
    final_ranking,
    share,
    trick_result,
)
from cardlab.i18n import t
from cardlab.session import play_out
from tests.support.conformance import check_texts, check_view

NAME = "skull_collector"


# ----------------------------------------------------------------------------- helpers


def dealt_hands(
    hands: Sequence[Sequence[str]], chest: Sequence[str], give: Sequence[str]
) -> list[list[str]]:
    """The 10 cards each seat is dealt, so that after the chest and the pass it holds
    ``hands[s]``. Seat s passes ``give[s]`` to its right neighbour s-1, so ``give[s]``
    must be in ``hands[s-1]``."""
    out = []
    for s in range(3):
        received = give[(s + 1) % 3]
        assert received in hands[s], (s, received)
        h = [c for c in hands[s] if c != received]
        out.append([*h, give[s], chest[s]])
    return out


def choose_all(g: Game, verb: str, cards: Sequence[str]) -> None:
    """Every seat puts its card in the chest (``verb="chest"``) or passes it (``"give"``)."""
    for s in range(3):
        g.play(f"{verb} {cards[s]}", s)


def new(
    hands: Sequence[Sequence[str]], chest: Sequence[str], give: Sequence[str],
    first_leader: int = 0, **options: object,
) -> Game:
    """A game whose first deal is set up; returned in the play phase."""
    deck = stack_deck(dealt_hands(hands, chest, give), first=1)
    g = cardlab.new_game(NAME, seed=11, deck=deck, first_leader=first_leader, **options)
    choose_all(g, "chest", chest)
    choose_all(g, "give", give)
    assert g.phase == "play"
    return g


def play_tricks(g: Game, tricks: Sequence[Mapping[int, str] | str]) -> list[list]:
    """Play tricks; each is {seat: card} or a string of cards in play order. Returns the
    events of each trick's last card."""
    out = []
    for trick in tricks:
        cards = trick.split() if isinstance(trick, str) else None
        events: list = []
        for i in range(3):
            if g.is_over:
                return out
            seat = g.to_move[0]
            events = g.play(cards[i] if cards else trick[seat], seat)  # type: ignore[index]
        out.append(events)
    return out


def keys(events: Sequence) -> list[str]:
    return [e.key for e in events]


def template(
    winners: Sequence[int], skulls: Mapping[str, int | str]
) -> tuple[list[list[str]], list[str], list[str], list[dict[int, str]]]:
    """A deal in which everyone always follows (3 cards of each suit each), so trump is
    never set: tricks 0-2 are spades, 3-5 diamonds, 6-8 clubs; ``winners[t]`` plays the
    highest card of trick t; ``skulls[suit]`` is the trick that holds that suit's 6, or
    ``"chest"``. Chest cards: seat 0 a spade, seat 1 a diamond, seat 2 a club (the ace,
    or the 6 when it goes in the chest). Returns hands, chest, give, tricks."""
    hands: list[list[str]] = [[], [], []]
    chest: list[str] = []
    tricks: list[dict[int, str]] = [{} for _ in range(9)]
    for b, suit in enumerate("SDC"):
        where = skulls[suit]
        chest_rank = 6 if where == "chest" else 1
        chest.append(("A" if chest_rank == 1 else "6") + suit)
        rest = [r for r in range(1, 11) if r not in (chest_rank, 6)]
        for i in range(3):
            trick = 3 * b + i
            group = [6] if where == trick else []
            while len(group) < 3:
                group.append(rest.pop(0))
            group.sort(key=lambda r: ORDER[r])
            w = winners[trick]
            others = [s for s in range(3) if s != w]
            for s, r in zip([*others, w], group, strict=True):
                text = ("A" if r == 1 else str(r)) + suit
                hands[s].append(text)
                tricks[trick][s] = text
    give = [hands[(s - 1) % 3][0] for s in range(3)]
    return hands, chest, give, tricks


def template_game(winners: Sequence[int], skulls: Mapping[str, int | str], **options) -> Game:
    hands, chest, give, tricks = template(winners, skulls)
    g = new(hands, chest, give, **options)
    play_tricks(g, tricks)
    return g


def set_up_next_deal(
    g: Game, winners: Sequence[int], skulls: Mapping[str, int | str]
) -> Game:
    """Replace the deck of the deal that has just started (no action in it yet) and play
    that deal to its end (or to the end of the game)."""
    assert g.phase == "chest" and g.to_move == (0, 1, 2)
    hands, chest, give, tricks = template(winners, skulls)
    record = g.to_record()
    record["decks"][-1] = stack_deck(
        dealt_hands(hands, chest, give), first=(g.dealer + 1) % 3
    )
    g = cardlab.from_record(record)
    choose_all(g, "chest", chest)
    choose_all(g, "give", give)
    play_tricks(g, tricks)
    return g


def unchanged_after(g: Game, action: str, seat: int | None, key: str) -> IllegalActionError:
    """``action`` raises IllegalActionError with reason ``key`` and changes nothing."""
    before = g.to_record()
    views = [g.view(s) for s in range(3)]
    with pytest.raises(IllegalActionError) as info:
        g.play(action, seat)
    assert info.value.key == key, info.value.key
    assert info.value.reason and info.value.reason_ja
    assert info.value.reason != info.value.reason_ja
    assert g.to_record() == before
    assert [g.view(s) for s in range(3)] == views
    return info.value


# The walk-through deal: every seed example in one deal (hands after chest and pass).
WALK_HANDS = [
    "5D 6D 2C AS 2S 3S 4S 5S 3C".split(),
    "7D AD 9D 7S 8S 9S 10S 4C 5C".split(),
    "8D 10D 2D AC 7C 8C 9C 10C 6C".split(),
]
WALK_CHEST = ["6S", "3D", "4D"]
WALK_GIVE = ["6C", "5D", "10S"]  # seat 0 dumps the club skull on seat 2
WALK_TRICKS = [
    "5D 7D 8D",     # 1: seat 0 leads; ♦8 highest of the suit led -> seat 2
    "10D 6D AD",    # 2: seat 2 leads; ace beats ten -> seat 1, with the skull ♦6
    "9D 2D 2C",     # 3: seat 1 leads; seat 0 cannot follow: ♣ trump, ♣2 wins -> seat 0
    "AS 7S AC",     # 4: seat 0 leads; seat 2 trumps with the lowest club -> seat 2
    "6C 3C 4C",     # 5: seat 2 leads trump; ♣6 highest -> seat 2 takes its own skull
    "7C 2S 5C",     # 6
    "8C 3S 8S",     # 7
    "9C 4S 9S",     # 8
    "10C 5S 10S",   # 9: seat 2 wins the last trick and the chest with ♠6
]


def walk() -> Game:
    return new(WALK_HANDS, WALK_CHEST, WALK_GIVE, first_leader=0)


# ----------------------------------------------------------------------------- setup


def test_setup_cards_and_deal() -> None:
    """30 cards (A-10 of ♠ ♦ ♣), 10 each dealt from the dealer's left, 3 members each."""
    assert len(PLAYING_CARDS) == 30
    assert {c.suit for c in PLAYING_CARDS} == {"S", "D", "C"}
    assert sorted({c.rank for c in PLAYING_CARDS}) == list(range(1, 11))
    assert {c.text for c in SKULLS} == {"6S", "6D", "6C"}
    g = cardlab.new_game(NAME, seed=4)
    full = g.view(reveal=True)
    hands = [s["hand"] for s in full["seats"]]
    assert [len(h) for h in hands] == [10, 10, 10]
    assert sorted(c for h in hands for c in h) == sorted(c.text for c in PLAYING_CARDS)
    assert [s["members"] for s in full["seats"]] == [3, 3, 3]
    assert [s["points"] for s in full["seats"]] == [0, 0, 0]
    assert full["table"]["markers"] == ["KS", "KH", "KD", "KC"]
    assert full["table"]["trump"] is None and full["table"]["deal"] == 1
    deck = g.to_record()["decks"][0]
    assert Card(deck[0]).text in hands[1]  # dealt from the dealer's left
    assert Card(deck[2]).text in hands[0]


def test_order_ten_high_ace_low() -> None:
    """Within a suit: 10 9 8 7 6 5 4 3 2 A."""
    assert [r for r, _ in sorted(ORDER.items(), key=lambda kv: -kv[1])] == [
        10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    g = cardlab.new_game(NAME, seed=4, deck=[c.text for c in PLAYING_CARDS])
    assert g.view(1)["seats"][1]["hand"][:4] == ["AS", "4S", "7S", "10S"]


@pytest.mark.parametrize("players", [1, 2, 4, 5, 6])
def test_only_three_players(players: int) -> None:
    """Skull Collector is for exactly 3 players."""
    with pytest.raises(SetupError, match="played by 3 players"):
        cardlab.new_game(NAME, players=players)


@pytest.mark.parametrize(
    ("option", "value"),
    [("first_leader", 3), ("first_leader", -1), ("first_leader", True),
     ("first_leader", "0"), ("ace_ten_in_trump", "yes"), ("nearest", "left"),
     ("next_dealer", "right"), ("next_dealer", None)],
)
def test_bad_options(option: str, value: object) -> None:
    """Option values outside the documented ones are a SetupError naming the option."""
    with pytest.raises(SetupError, match=option):
        cardlab.new_game(NAME, **{option: value})


def test_options_and_defaults() -> None:
    """first_leader None (drawn), ace_ten_in_trump off, next_dealer 'left', nearest 'after'."""
    assert cardlab.GAMES[NAME].defaults() == {
        "first_leader": None, "ace_ten_in_trump": False, "next_dealer": "left",
        "nearest": "after"}
    assert cardlab.GAMES[NAME].players == (3,)


def test_first_leader_drawn_from_the_seed() -> None:
    """Without first_leader the first lead is drawn from the seed: same seed, same seat."""
    def leader(seed: int, **kw: object) -> int:
        g = cardlab.new_game(NAME, seed=seed, **kw)
        for _phase in ("chest", "give"):
            for s in range(3):
                g.play(g.legal_actions(s)[0], s)
        assert g.phase == "play"
        return g.to_move[0]

    drawn = [leader(seed) for seed in range(20)]
    assert drawn == [leader(seed) for seed in range(20)]
    assert set(drawn) == {0, 1, 2}
    assert all(leader(seed, first_leader=2) == 2 for seed in range(5))
    g = cardlab.new_game(NAME, seed=5)
    assert g.view(None)["table"]["first_leader"] == drawn[5]


# ----------------------------------------------------------------------------- chest and pass


def test_chest_is_secret_and_simultaneous() -> None:
    """Everyone chooses at once; a chosen card leaves to_move and is seen by its owner only."""
    g = cardlab.new_game(NAME, seed=2, deck=[c.text for c in PLAYING_CARDS])
    assert g.phase == "chest" and g.to_move == (0, 1, 2)
    assert all(isinstance(a, ChestCard) for a in g.legal_actions(1))
    g.play("chest 6D", 1)
    assert g.to_move == (0, 2) and g.phase == "chest"
    assert g.view(1)["seats"][1]["chest_card"] == "6D"
    assert g.view(1)["seats"][1]["hand"].count("6D") == 0
    assert len(g.view(1)["seats"][1]["hand"]) == 9
    for viewer in (None, 0, 2):
        v = g.view(viewer)
        assert v["seats"][1]["chest_card"] is None
        assert "6D" not in json.dumps(v["events"])
        assert v["seats"][1]["chosen"] is True
    assert g.view(reveal=True)["seats"][1]["chest_card"] == "6D"
    assert g.view(0)["table"]["chest"] == 1
    assert any(e["key"] == "skull_collector.chest_put_own" for e in g.view(1)["events"])
    check_view(g)
    g.play("chest 3S", 0)
    g.play("chest 2S", 2)
    assert g.phase == "pass" and g.to_move == (0, 1, 2)
    assert g.view(2)["table"]["chest"] == 3
    assert "skull_collector.chest_complete" in keys(g.events)


def test_pass_to_the_right_take_from_the_left() -> None:
    """Each passes one card to the right (seat s-1) and then holds the card from the left."""
    g = walk()
    hands = [g.view(s)["seats"][s]["hand"] for s in range(3)]
    assert [sorted(h) for h in hands] == [sorted(h) for h in WALK_HANDS]
    assert "6C" in hands[2] and "6C" not in hands[0]  # seat 0 passed ♣6 to seat 2
    assert g.view(2)["seats"][2]["received"] == "6C"
    assert g.view(0)["seats"][0]["passed"] == "6C"
    assert g.view(1)["seats"][0]["passed"] is None
    assert g.view(1)["seats"][2]["received"] is None


def test_pass_choices_hidden_until_everyone_chose() -> None:
    """A passed card stays with its owner (hand of 8) until all three chose; then the
    exchange is told to the giver and the receiver only."""
    hands, chest, give, _ = template([0] * 9, {"S": 0, "D": 3, "C": 6})
    deck = stack_deck(dealt_hands(hands, chest, give), first=1)
    g = cardlab.new_game(NAME, seed=1, deck=deck, first_leader=0)
    choose_all(g, "chest", chest)
    g.play(f"give {give[0]}", 0)
    assert g.to_move == (1, 2)
    assert len(g.view(0)["seats"][0]["hand"]) == 8
    assert g.view(0)["seats"][0]["passed"] == give[0]
    assert give[0] not in json.dumps(g.view(2))
    g.play(f"give {give[1]}", 1)
    events = g.play(f"give {give[2]}", 2)
    assert g.phase == "play" and g.to_move == (0,)
    got = [e for e in events if e.key == "skull_collector.received"]
    assert {(e.values["giver"], e.values["seat"]) for e in got} == {(0, 2), (1, 0), (2, 1)}
    assert all(set(e.to) == {e.values["giver"], e.values["seat"]} for e in got)
    assert all(len(g.view(s)["seats"][s]["hand"]) == 9 for s in range(3))
    check_view(g)


def test_second_card_in_the_chest_is_refused() -> None:
    """One card each: a seat that has chosen cannot put another card in the chest."""
    g = cardlab.new_game(NAME, seed=2, deck=[c.text for c in PLAYING_CARDS])
    g.play("chest 6D", 1)
    err = unchanged_after(g, "chest 4S", 1, "skull_collector.chest_already")
    assert "already" in err.reason and "seat 0" in err.reason


def test_passing_before_the_chest_is_complete_is_refused() -> None:
    """The pass starts only when the chest is complete, whoever tries it."""
    g = cardlab.new_game(NAME, seed=2, deck=[c.text for c in PLAYING_CARDS])
    unchanged_after(g, "give 6D", 1, "skull_collector.chest_first")
    g.play("chest 6D", 1)
    unchanged_after(g, "give 4S", 1, "skull_collector.pass_before_chest")
    unchanged_after(g, "4S", 1, "skull_collector.waiting_chest")
    unchanged_after(g, "3S", 0, "skull_collector.not_playing_chest")


def test_passing_a_card_you_do_not_hold_is_refused() -> None:
    """A card of another hand, or the one you put in the chest, cannot be passed."""
    g = cardlab.new_game(NAME, seed=2, deck=[c.text for c in PLAYING_CARDS])
    unchanged_after(g, "chest 2S", 0, "core.not_in_hand")  # 2S was dealt to seat 2
    choose_all(g, "chest", ["3S", "AS", "2S"])
    assert g.phase == "pass"
    unchanged_after(g, "give 4S", 0, "core.not_in_hand")   # seat 1 holds it
    unchanged_after(g, "give 3S", 0, "core.not_in_hand")   # already in the chest
    unchanged_after(g, "chest 6S", 0, "skull_collector.chest_closed")
    unchanged_after(g, "6S", 0, "skull_collector.not_playing_pass")
    g.play("give 6S", 0)
    unchanged_after(g, "give 9S", 0, "skull_collector.already_passed")
    unchanged_after(g, "9S", 0, "skull_collector.waiting_pass")
    g.play("give 4S", 1)
    g.play("give 5S", 2)
    unchanged_after(g, "give 9S", g.to_move[0], "skull_collector.pass_over")


def test_unreadable_actions() -> None:
    """Texts that are not actions of this game are InvalidActionError, the game unchanged."""
    g = cardlab.new_game(NAME, seed=2)
    before = g.to_record()
    for text in ["chest", "give", "chest 5H 5D", "give JK", "chest 11S", "take 5D", "pass"]:
        with pytest.raises(InvalidActionError):
            g.play(text, 0)
    assert g.to_record() == before
    assert g.parse_action("CHEST 5d") == ChestCard(Card("5D"))
    assert g.parse_action("give ♦10") == Give(Card("10D"))


# ----------------------------------------------------------------------------- tricks


def test_walk_through_deal() -> None:
    """The seed's examples in one deal: highest of the suit led, ace beats ten, trump set
    by the first card that did not follow (and winning that trick), skulls, the chest."""
    g = walk()
    assert g.to_move == (0,)
    reasons = []
    for trick in WALK_TRICKS:
        events = play_tricks(g, [trick])[0]
        reasons.append(next(e for e in events if e.key.startswith("skull_collector.win.")))
    assert [(e.key.rsplit(".", 1)[1], e.values["seat"]) for e in reasons] == [
        ("highest_led", 2), ("ace_ten", 1), ("trump_set", 0), ("highest_trump", 2),
        ("highest_trump", 2), ("highest_trump", 2), ("highest_trump", 2),
        ("highest_trump", 2), ("highest_trump", 2)]
    assert reasons[1].text("en") == (
        "♦A wins the trick: ace beats ten (the ace and the 10 of diamonds, the suit led, "
        "are both in the trick)")
    assert reasons[2].text("en") == (
        "♣2 wins the trick: first card that did not follow: ♣ is trump")
    assert reasons[2].text("ja").startswith("♣2がトリックに勝ちました")
    # the end of the deal: the curse, the scores, the next deal
    assert g.deal_number == 2 and g.phase == "chest"
    last = g.view(None)["table"]["last_deal"]
    assert last["tricks"] == [1, 1, 8]
    assert last["points"] == [10, 10, 80]
    assert last["skulls"] == [[], ["6D"], ["6C", "6S"]]
    assert last["deaths"] == [0, 1, 2]
    assert last["chest_winner"] == 2 and sorted(last["chest"]) == ["3D", "4D", "6S"]
    seats = g.view(None)["seats"]
    assert [s["members"] for s in seats] == [3, 2, 1]
    assert [s["points"] for s in seats] == [10, 10, 80]
    assert [s["skulls"] for s in seats] == [[], [], []]
    assert g.dealer == 1


def test_trump_set_mid_trick_wins_that_trick() -> None:
    """The first card that does not follow makes its suit trump at once: it wins the
    trick, the markers show only its king, and trump stays for the deal."""
    g = walk()
    play_tricks(g, WALK_TRICKS[:2])
    assert g.view(None)["table"]["trump"] is None
    g.play("9D", 1)
    g.play("2D", 2)
    events = g.play("2C", 0)
    assert keys(events)[:2] == ["trick.played", "skull_collector.trump_set"]
    assert events[1].text("en") == (
        "♣2 is the first card that did not follow diamonds: clubs are trump for the rest "
        "of this deal")
    table = g.view(None)["table"]
    assert table["trump"] == "C" and table["markers"] == ["KC"]
    assert table["trump_set_by"] == [0, "2C"]
    assert table["last_trick"]["winner"] == 0 and table["last_trick"]["reason"] == "trump_set"
    assert g.to_move == (0,)
    # trump stays clubs: seat 2's ♣A, a trump, wins the spade trick
    play_tricks(g, ["AS 7S AC"])
    assert g.view(None)["table"]["trump"] == "C"
    assert g.view(None)["table"]["last_trick"]["winner"] == 2


def set_trump_game(**options: object) -> Game:
    """Seat 0 holds the diamonds; seats 1 and 2 are void in them. Seat 0 leads ♦5."""
    hands = [
        "2D 3D 4D 5D 6D 7D 8D 9D 10D".split(),
        "AC 2C 3C 4C AS 2S 3S 4S 5S".split(),
        "10C 9C 8C 7C 10S 9S 8S 7S 6S".split(),
    ]
    chest = ["AD", "5C", "6C"]
    give = ["10C", "2D", "AC"]
    return new(hands, chest, give, first_leader=0, **options)


def test_later_trump_beats_the_card_that_set_trump() -> None:
    """In the same trick a higher card of the new trump suit still wins: highest trump."""
    g = set_trump_game()
    events = play_tricks(g, ["5D 2C 9C"])[0]
    assert "skull_collector.win.highest_trump" in keys(events)
    assert g.view(None)["table"]["last_trick"]["winner"] == 2


def test_off_suit_card_after_trump_is_set_does_not_change_it() -> None:
    """Only the first off-suit card sets trump; a later one of another suit just loses."""
    g = set_trump_game()
    events = [e for card, seat in [("5D", 0), ("2C", 1), ("10S", 2)] for e in g.play(card, seat)]
    assert [e.values["card"] for e in events if e.key == "skull_collector.trump_set"] == ["2C"]
    assert g.view(None)["table"]["trump"] == "C"
    assert "skull_collector.win.trump_set" in keys(events)
    assert g.view(None)["table"]["last_trick"]["winner"] == 1


def test_ace_and_ten_of_trump_played_to_another_suit_keep_the_order() -> None:
    """Default: the A-and-10 rule is for the suit led only: ♣10 beats ♣A as trumps."""
    g = set_trump_game()
    events = play_tricks(g, ["5D AC 10C"])[0]
    assert "skull_collector.win.highest_trump" in keys(events)
    assert g.view(None)["table"]["last_trick"]["winner"] == 2


def test_ace_ten_in_trump_option() -> None:
    """With ace_ten_in_trump=True the ace of trump beats the 10 of trump."""
    g = set_trump_game(ace_ten_in_trump=True)
    events = play_tricks(g, ["5D AC 10C"])[0]
    win = next(e for e in events if e.key.startswith("skull_collector.win."))
    assert win.key == "skull_collector.win.ace_ten_trump" and win.values["seat"] == 1
    assert g.view(None)["table"]["ace_ten_in_trump"] is True


def tr(cards: str) -> list[tuple[int, Card]]:
    return [(s, Card(c)) for s, c in enumerate(cards.split())]


@pytest.mark.parametrize(
    ("cards", "trump", "option", "expected"),
    [
        ("5D 7D 8D", None, False, (2, "highest_led")),
        ("10D 6D AD", None, False, (2, "ace_ten")),        # the seed's example
        ("AD 3D 10D", None, False, (0, "ace_ten")),        # the leader's ace counts
        ("AD 3D 2D", None, False, (1, "highest_led")),     # no 10: the ace is lowest
        ("AD 10S 2D", None, False, (2, "highest_led")),    # the 10 must be of the suit led
        ("10D AS 2D", "S", False, (1, "highest_trump")),   # a trump ace is just a trump
        ("AD 10D 2C", "C", False, (2, "highest_trump")),   # trump beats the ace-and-10
        ("10C AC 5C", "C", False, (1, "ace_ten")),         # trump led: the rule applies
        ("10C AC 5C", "C", True, (1, "ace_ten")),
        ("5D AC 10C", "C", False, (2, "highest_trump")),
        ("5D AC 10C", "C", True, (1, "ace_ten_trump")),
        ("5D 10C AC", "C", True, (2, "ace_ten_trump")),
        ("10D AC 9C", "C", True, (2, "highest_trump")),    # the trump ace without its 10
        ("5D 9S 2C", "C", False, (2, "highest_trump")),
    ],
)
def test_trick_result(
    cards: str, trump: str | None, option: bool, expected: tuple[int, str]
) -> None:
    """The winner of a trick, with the A-and-10 rule and trump, by the pure function."""
    assert trick_result(tr(cards), trump, option) == expected


def test_ace_ten_rule_in_a_game_with_trump_led() -> None:
    """When trump is led, its ace and 10 are of the suit led: the ace wins (option off)."""
    hands = [
        "2D 3D 4D 5D 6D 7D 8D 9D 5C".split(),
        "10C 2C 3C 4C AS 2S 3S 4S 5S".split(),
        "AC 9C 8C 7C 10S 9S 8S 7S 6S".split(),
    ]
    chest = ["AD", "10D", "6C"]
    give = ["AC", "2D", "10C"]
    g = new(hands, chest, give, first_leader=0)
    play_tricks(g, ["5D 2C 7C"])  # trump clubs, seat 2 wins with ♣7
    assert g.view(None)["table"]["trump"] == "C" and g.to_move == (2,)
    events = play_tricks(g, ["AC 5C 10C"])[0]
    assert "skull_collector.win.ace_ten" in keys(events)
    assert g.view(None)["table"]["last_trick"]["winner"] == 2


def test_must_follow() -> None:
    """Holding the suit led, you must play it; void, any card (and then trump is set)."""
    g = walk()
    g.play("5D", 0)
    unchanged_after(g, "7S", 1, "core.must_follow")
    assert [str(a) for a in g.legal_actions(1)] == ["AD", "7D", "9D"]
    g.play("7D", 1)
    g.play("8D", 2)
    play_tricks(g, ["10D 6D AD"])
    g.play("9D", 1)
    g.play("2D", 2)
    assert len(g.legal_actions(0)) == 7  # void in diamonds: every card
    unchanged_after(g, "KC", 0, "core.not_in_hand")


# ----------------------------------------------------------------------------- skulls and chest


def test_skulls_collected_by_trick_winners() -> None:
    """The winner of a trick holding a 6 sets it on their members, whoever played it."""
    g = walk()
    events = play_tricks(g, WALK_TRICKS[:2])[1]
    taken = [e for e in events if e.key == "skull_collector.skulls_taken"]
    assert taken[0].values == {"seat": 1, "cards": ["6D"], "count": 1}
    assert g.view(2)["seats"][1]["skulls"] == ["6D"]
    assert g.view(None)["table"]["last_trick"]["skulls"] == ["6D"]
    assert g.view(None)["table"]["skulls_out"] == ["6C", "6S"]


def test_chest_is_the_last_winners_extra_trick_with_its_skulls() -> None:
    """The 9th trick's winner also wins the chest as one more trick; its 6s count."""
    g = walk()
    play_tricks(g, WALK_TRICKS[:8])
    assert g.view(None)["table"]["chest"] == 3
    assert g.view(1)["seats"][2]["chest"] == []
    events = play_tricks(g, WALK_TRICKS[8:])[0]
    chest = next(e for e in events if e.key == "skull_collector.chest_won")
    assert chest.values["seat"] == 2 and sorted(chest.values["cards"]) == ["3D", "4D", "6S"]
    in_chest = next(e for e in events if e.key == "skull_collector.skulls_in_chest")
    assert in_chest.values == {"seat": 2, "cards": ["6S"], "count": 2}
    assert g.view(None)["table"]["last_deal"]["tricks"][2] == 8  # 7 tricks + the chest


def test_chest_faces_only_after_it_is_won_in_the_winners_zone() -> None:
    """Before it is won the chest is a count; after, its faces are in the winner's zone."""
    winners = [1, 1, 1, 1, 1, 1, 1, 1, 0]
    g = template_game(winners, {"S": "chest", "D": "chest", "C": "chest"})
    assert g.is_over
    v = g.view(2)
    assert v["table"]["chest"] == 0 and v["table"]["chest_winner"] == 0
    assert sorted(v["seats"][0]["chest"]) == ["6C", "6D", "6S"]
    assert v["seats"][1]["chest"] == [] and v["seats"][2]["chest"] == []


def test_instant_win_through_the_chest_beats_the_curse() -> None:
    """All three 6s in the chest: the last trick's winner collects them and wins at once,
    before the curse and the scoring."""
    winners = [1, 1, 1, 1, 1, 1, 1, 1, 0]
    g = template_game(winners, {"S": "chest", "D": "chest", "C": "chest"})
    assert g.phase == "over" and g.to_move == ()
    assert g.outcome.winners == [0]
    assert g.outcome.reason.key == "skull_collector.outcome.instant_win"
    assert g.outcome.details["collector"] == 0
    seats = g.view(None)["seats"]
    assert [s["members"] for s in seats] == [3, 3, 3]  # no curse
    assert [s["points"] for s in seats] == [0, 0, 0]   # the deal is not scored
    assert sorted(seats[0]["skulls"]) == ["6C", "6D", "6S"]


def test_instant_win_ends_the_game_mid_deal() -> None:
    """The 7th trick gives seat 1 its third skull: the game ends with 2 tricks unplayed."""
    winners = [1, 2, 2, 1, 2, 2, 1, 2, 2]
    hands, chest, give, tricks = template(winners, {"S": 0, "D": 3, "C": 6})
    g = new(hands, chest, give)
    play_tricks(g, tricks[:6])
    assert not g.is_over and g.view(None)["seats"][1]["skulls"] == ["6S", "6D"]
    events = play_tricks(g, tricks[6:7])[0]
    assert keys(events)[-2:] == ["skull_collector.skulls_taken",
                                 "skull_collector.outcome.instant_win"]
    assert g.is_over and g.phase == "over" and g.to_move == ()
    assert g.outcome.winners == [1]
    assert g.outcome.reason.text("en") == (
        "seat 1 has collected all three skulls in deal 1 and wins at once")
    assert [len(s["hand"]) for s in g.view(reveal=True)["seats"]] == [2, 2, 2]
    assert g.view(None)["table"]["tricks_played"] == 7
    with pytest.raises(IllegalActionError) as info:
        g.play(tricks[7][2], 2)
    assert info.value.key == "core.game_over"
    check_view(g)
    check_texts(g)


def test_instant_win_in_a_later_deal_counts_only_that_deal() -> None:
    """Skulls count per deal: two in deal 1 and one in deal 2 is no instant win."""
    g = template_game([0, 2, 2, 0, 2, 2, 1, 2, 2], {"S": 0, "D": 3, "C": 6})
    assert g.deal_number == 2 and [s["members"] for s in g.view(None)["seats"]] == [1, 2, 3]
    g = set_up_next_deal(g, [2, 2, 2, 2, 2, 2, 0, 2, 2], {"S": 1, "D": 4, "C": 6})
    # seat 0 collects only ♣6 in deal 2: with its last member it is wiped, no instant win
    assert g.outcome.reason.key != "skull_collector.outcome.instant_win"
    assert g.view(None)["seats"][0]["members"] == 0


# ----------------------------------------------------------------------------- end of a deal


def test_curse_score_and_next_deal() -> None:
    """A member dies per skull; 10 points per trick (100 a deal); the chest winner leads
    the next deal and the dealer moves left; all kings face up again."""
    g = walk()
    play_tricks(g, WALK_TRICKS)
    events = g.events
    curse = [e.values for e in events if e.key == "skull_collector.curse"]
    assert curse == [{"seat": 1, "skulls": 1, "lost": 1, "living": 2},
                     {"seat": 2, "skulls": 2, "lost": 2, "living": 1}]
    scores = [e.values for e in events if e.key == "skull_collector.deal_score"]
    assert [v["points"] for v in scores] == [10, 10, 80]
    assert sum(v["points"] for v in scores) == 100
    assert g.dealer == 1 and g.deal_number == 2
    table = g.view(None)["table"]
    assert table["trump"] is None and table["markers"] == ["KS", "KH", "KD", "KC"]
    assert table["chest"] == 0 and table["tricks_played"] == 0
    assert [len(s["hand"]) for s in g.view(reveal=True)["seats"]] == [10, 10, 10]
    deck2 = g.to_record()["decks"][1]
    assert Card(deck2[0]).text in g.view(2)["seats"][2]["hand"]  # dealt from seat 2 now
    for _phase in ("chest", "give"):
        for s in range(3):
            g.play(g.legal_actions(s)[0], s)
    assert g.to_move == (2,)  # the chest winner of deal 1 leads
    assert "skull_collector.lead_chest_winner" in keys(g.events)


def test_members_never_come_back_and_do_not_go_below_zero() -> None:
    """Two skulls on a party with one member: it is wiped out (0, not -1)."""
    g = template_game([0, 2, 2, 0, 2, 2, 1, 2, 2], {"S": 0, "D": 3, "C": 6})
    assert [s["members"] for s in g.view(None)["seats"]] == [1, 2, 3]
    g = set_up_next_deal(g, [0, 2, 2, 0, 2, 2, 1, 2, 2], {"S": 0, "D": 3, "C": 6})
    seats = g.view(None)["seats"]
    assert [s["members"] for s in seats] == [0, 1, 3]
    assert seats[0]["wiped"] is True and seats[0]["members_lost"] == 3
    curse = [e.values for e in g.events if e.key == "skull_collector.curse"]
    assert curse[0] == {"seat": 0, "skulls": 2, "lost": 1, "living": 0}


# ----------------------------------------------------------------------------- game end


DEAL_A = ([0, 0, 1, 0, 0, 1, 1, 1, 1], {"S": 0, "D": 3, "C": 6})
"""Seat 0 takes ♠6 and ♦6, seat 1 ♣6: members (1, 2, 3); points 40, 60, 0."""


def test_final_division_rounded_down() -> None:
    """One party wiped: total ÷ living members, rounded down; the highest share wins."""
    g = template_game([0, 2, 2, 0, 2, 2, 1, 2, 2], {"S": 0, "D": 3, "C": 6})
    g = set_up_next_deal(g, [0, 2, 2, 0, 2, 2, 1, 2, 2], {"S": 0, "D": 3, "C": 6})
    assert g.is_over
    out = g.outcome
    assert out.details["totals"] == [40, 20, 140]
    assert out.details["members"] == [0, 1, 3]
    assert out.details["final"] == [None, 20, 46]  # 140 ÷ 3 = 46.67 -> 46
    assert out.details["tiebreak"] is None and out.details["wiped"] == [0]
    assert out.winners == [2] and out.scores == (0.0, 20.0, 46.0)
    assert out.reason.key == "skull_collector.outcome.highest_share"
    division = [e for e in g.events if e.key == "skull_collector.division"]
    assert [e.text("en") for e in division] == [
        "seat 1: 20 points ÷ living members 1 = 20 (rounded down)",
        "seat 2: 140 points ÷ living members 3 = 46 (rounded down)"]
    assert out.details["deal_scores"] == [[20, 10, 70], [20, 10, 70]]


def test_share_examples() -> None:
    """The seed's division examples: 40 points with 3, 2, 1 members."""
    assert [share(40, m) for m in (3, 2, 1)] == [13, 20, 40]


def test_tie_fewer_living_members_wins() -> None:
    """Seat 1 (80 ÷ 2) and seat 2 (40 ÷ 1) tie at 40: seat 2 has fewer members and wins."""
    g = template_game(*DEAL_A)
    g = set_up_next_deal(g, [0, 0, 0, 0, 2, 2, 1, 1, 2], {"S": 0, "D": 4, "C": "chest"})
    out = g.outcome
    assert out.details["members"] == [0, 2, 1] and out.details["totals"] == [80, 80, 40]
    assert out.details["final"] == [None, 40, 40]
    assert out.winners == [2] and out.details["tiebreak"] == "fewer_members"
    assert out.reason.key == "skull_collector.outcome.fewer_members"
    assert "fewer living members (1 against 2)" in out.reason.text("en")


@pytest.mark.parametrize(("nearest", "winner"), [("after", 1), ("before", 2)])
def test_tie_nearest_to_the_wiped_party(nearest: str, winner: int) -> None:
    """Seats 1 and 2 tie on share (30), members (2) and total (60); seat 0 is wiped.
    'after': seat 1, one step clockwise from seat 0, wins; 'before': seat 2 does."""
    g = template_game(*DEAL_A, nearest=nearest)
    g = set_up_next_deal(g, [0, 0, 0, 0, 2, 2, 2, 2, 2], {"S": 0, "D": 3, "C": 6})
    out = g.outcome
    assert out.details["members"] == [0, 2, 2] and out.details["totals"] == [80, 60, 60]
    assert out.details["tiebreak"] == "nearest" and out.winners == [winner]
    assert out.reason.key == f"skull_collector.outcome.nearest_{nearest}"


def test_tie_breaks_in_order() -> None:
    """Every tie-break by the pure function, including the higher total before division
    (which a real game cannot reach: equal members and shares mean equal totals)."""
    assert final_ranking([0, 60, 40], [0, 3, 2], wiped=0) == (2, "fewer_members")
    assert final_ranking([0, 41, 40], [0, 2, 2], wiped=0) == (1, "higher_total")
    assert final_ranking([0, 40, 41], [0, 2, 2], wiped=0) == (2, "higher_total")
    assert final_ranking([50, 0, 50], [2, 0, 2], wiped=1) == (2, "nearest")
    assert final_ranking([50, 0, 50], [2, 0, 2], wiped=1, nearest="before") == (0, "nearest")
    assert final_ranking([70, 30, 0], [3, 1, 0], wiped=2) == (1, None)   # 23 < 30
    assert t("skull_collector.outcome.higher_total", "en", seat=1, other=2, score=20,
             members=2, total=41, other_total=40).endswith("(41 against 40)")


def test_two_parties_wiped_in_one_deal() -> None:
    """Two parties wiped out in the same deal: the third player wins."""
    g = template_game(*DEAL_A)
    g = set_up_next_deal(g, [0, 2, 2, 1, 2, 2, 1, 2, 2], {"S": 0, "D": 3, "C": 6})
    out = g.outcome
    assert out.details["members"] == [0, 0, 3]
    assert out.winners == [2] and out.details["wiped"] == [0, 1]
    assert out.reason.key == "skull_collector.outcome.two_wiped"
    assert out.reason.text("en") == (
        "the parties of seat 0 and seat 1 are wiped out in the same deal: seat 2 wins")


def test_all_three_wiped_in_one_deal() -> None:
    """One skull each, three deals: all three parties die together and everybody loses."""
    plan = ([0, 2, 2, 1, 2, 2, 2, 2, 2], {"S": 0, "D": 3, "C": 6})
    g = template_game(*plan)
    assert [s["members"] for s in g.view(None)["seats"]] == [2, 2, 2]
    g = set_up_next_deal(g, *plan)
    assert [s["members"] for s in g.view(None)["seats"]] == [1, 1, 1]
    assert g.dealer == 2
    g = set_up_next_deal(g, *plan)
    out = g.outcome
    assert out.details["members"] == [0, 0, 0] and out.winners == []
    assert out.reason.key == "skull_collector.outcome.all_wiped"
    assert out.details["deals"] == 3 and out.scores == (0.0, 0.0, 0.0)
    assert out.details["totals"] == [30, 30, 240]


# ----------------------------------------------------------------------------- views, records


def test_view_shape() -> None:
    """The table and seat zones the issue asks for, JSON-ready, hands hidden."""
    g = walk()
    play_tricks(g, WALK_TRICKS[:2])
    g.play("9D", 1)
    v = g.view(0)
    json.dumps(v)
    assert {"trump", "trick", "chest", "deal", "markers", "last_trick"} <= set(v["table"])
    for seat in v["seats"]:
        assert {"hand", "members", "skulls", "tricks", "points"} <= set(seat)
    assert v["table"]["trick"] == [[1, "9D"]]
    assert v["table"]["chest"] == 3 and v["table"]["deal"] == 1
    assert v["seats"][1]["skulls"] == ["6D"] and v["seats"][1]["tricks"] == 1
    assert v["seats"][0]["hand"] == ["AS", "2S", "3S", "4S", "5S", "2C", "3C"]
    assert v["seats"][1]["hand"] == 6
    assert v["legal"] == [] and g.view(2)["legal"] == ["2D"]
    assert v["table"]["last_trick"]["reason"] == "ace_ten"
    check_view(g)


def test_record_replays_and_undo() -> None:
    """A set-up game replays from its record; undo goes back through the secret phases."""
    g = walk()
    play_tricks(g, WALK_TRICKS[:3])
    again = cardlab.from_record(json.loads(json.dumps(g.to_record())))
    assert again == g and again.view(reveal=True) == g.view(reveal=True)
    while g.history:
        g.undo()
    assert g.phase == "chest" and g.to_move == (0, 1, 2)


def test_random_games_score_100_points_a_deal() -> None:
    """Random games end; every finished deal hands out exactly 100 points."""
    endings = set()
    for seed in range(40):
        g = play_out(cardlab.new_game(NAME, seed=seed),
                     {s: RandomBot(seed=seed * 3 + s) for s in range(3)})
        assert g.is_over
        assert all(sum(d) == 100 for d in g.outcome.details["deal_scores"])
        assert g.outcome.details["deals"] <= 3
        endings.add(g.outcome.reason.key.rsplit(".", 1)[1])
    assert {"instant_win", "highest_share"} <= endings


# ----------------------------------------------------------------------------- SkullBot


def play_view(
    me: int, hand: str, trick: Sequence[tuple[int, str]], skulls: Sequence[Sequence[str]] = (
        (), (), ()), members: Sequence[int] = (3, 3, 3), trump: str | None = None,
    tricks_played: int = 3,
) -> dict:
    """A view of the play phase with the fields SkullBot reads (the real view's shape)."""
    from cardlab.tricks import legal_plays

    cards = [Card(c) for c in hand.split()]
    played = [(s, Card(c)) for s, c in trick]
    collected = {c for sk in skulls for c in sk}
    return {
        "game": NAME, "phase": "play", "viewer": me, "to_move": [me],
        "legal": [str(a) for a in legal_plays(cards, played, ORDER)],
        "seats": [
            {"hand": hand.split() if s == me else 9 - tricks_played, "skulls": list(skulls[s]),
             "members": members[s], "chest_card": None}
            for s in range(3)
        ],
        "table": {"trick": [[s, c] for s, c in trick], "trump": trump,
                  "tricks_played": tricks_played, "ace_ten_in_trump": False,
                  "skulls_out": sorted({"6S", "6D", "6C"} - collected)},
    }


def bot_choice(view: dict) -> str:
    from cardlab.games.skull_collector.bot import SkullBot

    choice = SkullBot(seed=0).choose(view)
    assert choice in view["legal"]
    return choice


def test_bot_is_registered() -> None:
    """bot_for finds SkullBot for this game."""
    from cardlab.bots import bot_for
    from cardlab.games.skull_collector.bot import SkullBot

    assert isinstance(bot_for(NAME, seed=1), SkullBot)


def test_bot_dumps_a_skull_it_cannot_win_with() -> None:
    """Following a ♦9 that wins so far, it plays its ♦6 rather than another loser."""
    assert bot_choice(play_view(1, "6D 8D 10D 2S", [(0, "9D")])) == "6D"


def test_bot_keeps_further_skulls_away() -> None:
    """Last to play with a skull already collected: it lets the ♠6 go to seat 0."""
    view = play_view(2, "10S 5S 2C", [(0, "6S"), (1, "4S")], skulls=([], [], ["6D"]))
    assert bot_choice(view) == "5S"


def test_bot_takes_one_insurance_skull_but_never_a_fatal_one() -> None:
    """With no skull yet and members to spare it takes the first skull (then nobody can
    collect all three); with a single member left it never does."""
    trick = [(0, "6S"), (1, "4S")]
    assert bot_choice(play_view(2, "10S 5S 2C", trick)) == "10S"
    assert bot_choice(play_view(2, "10S 5S 2C", trick, members=(3, 3, 1))) == "5S"


def test_bot_never_hands_an_opponent_the_third_skull() -> None:
    """Seat 1 has two skulls and wins the ♠6 unless the bot overtakes: it overtakes."""
    view = play_view(2, "10S 2S", [(0, "6S"), (1, "9S")], skulls=([], ["6D", "6C"], []))
    assert bot_choice(view) == "10S"


def test_bot_goes_for_all_three_when_it_holds_two() -> None:
    """With ♦6 and ♣6 collected it wins the trick holding the last skull."""
    view = play_view(0, "7S 2S 9C", [(1, "6S"), (2, "3S")], skulls=(["6D", "6C"], [], []))
    assert bot_choice(view) == "7S"


def test_bot_passes_a_single_skull_and_keeps_two() -> None:
    """Dealt one 6 it passes it to the right (the chest gets another card); dealt two it
    keeps both through the chest and the pass, to go for all three."""
    from cardlab.games.skull_collector.bot import SkullBot

    rest = [c.text for c in PLAYING_CARDS if c.rank != 6]
    one = [["6S", *rest[:9]], ["6D", *rest[9:18]], ["6C", *rest[18:27]]]
    two = [["6S", "6D", *rest[:8]], ["6C", *rest[8:17]], rest[17:27]]
    for hands, keeps in ((one, False), (two, True)):
        g = cardlab.new_game(NAME, seed=1, deck=stack_deck(hands, first=1))
        bot = SkullBot(seed=0)
        chest = bot.choose(g.view(0))
        assert not Card(chest.split()[1]).rank == 6
        g.play(chest, 0)
        for s in (1, 2):
            g.play(g.legal_actions(s)[-1], s)
        give = bot.choose(g.view(0))
        assert (Card(give.split()[1]).rank == 6) is not keeps, give


def test_bot_with_one_member_dumps_two_skulls_in_chest_and_pass() -> None:
    """With one member left and two 6s, both go: one into the chest, one to the right."""
    view = play_view(0, "6S 6D 10C 2C", [], members=(1, 3, 3))
    view["phase"] = "chest"
    view["legal"] = [f"chest {c}" for c in ("6S", "10C", "2C", "6D")]
    assert bot_choice(view) in ("chest 6S", "chest 6D")


def test_bot_plays_whole_games_from_its_view() -> None:
    """SkullBots in every seat finish games with legal actions only."""
    from cardlab.games.skull_collector.bot import SkullBot

    for seed in range(15):
        g = play_out(cardlab.new_game(NAME, seed=seed),
                     {s: SkullBot(seed=seed + s) for s in range(3)})
        assert g.is_over


# ----------------------------------------------------------------------------- audit additions


def test_next_dealer_option() -> None:
    """[decision] next_dealer: 'left' (default) moves the deal to the left neighbour;
    'chest_winner' gives it to the winner of the last chest. Either way the chest winner
    leads, and the next deal is dealt from the new dealer's left."""
    for option, dealer in (("left", 1), ("chest_winner", 2)):
        g = new(WALK_HANDS, WALK_CHEST, WALK_GIVE, first_leader=0, next_dealer=option)
        play_tricks(g, WALK_TRICKS)
        assert g.deal_number == 2 and g.dealer == dealer
        assert g.view(None)["dealer"] == dealer
        deck2 = g.to_record()["decks"][1]
        assert deck2[0] in g.view((dealer + 1) % 3)["seats"][(dealer + 1) % 3]["hand"]
        for _phase in ("chest", "give"):
            for s in range(3):
                g.play(g.legal_actions(s)[0], s)
        assert g.to_move == (2,)  # the chest winner of deal 1 leads


def test_views_identical_whatever_the_others_hide() -> None:
    """Two games differ only in what seat 0 may not know: a card swapped between the hands
    dealt to seats 1 and 2, their chest cards, and the card seat 2 passes to seat 1.
    Seat 0's view and a spectator's are the same in both through the chest, the pass and
    the first lead."""
    hands_a = [["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"],
               ["AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D"],
               ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C"]]
    hands_b = [list(h) for h in hands_a]
    hands_b[1][9], hands_b[2][9] = "10C", "10D"
    a = cardlab.new_game(NAME, seed=3, first_leader=0, deck=stack_deck(hands_a, first=1))
    b = cardlab.new_game(NAME, seed=3, first_leader=0, deck=stack_deck(hands_b, first=1))
    assert a.view(reveal=True) != b.view(reveal=True)
    steps = [  # (seat, action in game a, action in game b)
        (2, "chest 6C", "chest 10D"), (0, "chest 9S", "chest 9S"),
        (1, "chest 6D", "chest 10C"),
        (1, "give 5D", "give 5D"), (2, "give 2C", "give 6C"), (0, "give AS", "give AS"),
        (0, "2S", "2S"),
    ]
    for seat, x, y in steps:
        for viewer in (0, None):
            assert a.view(viewer) == b.view(viewer), (seat, x, viewer)
        a.play(x, seat)
        b.play(y, seat)
    for viewer in (0, None):
        assert a.view(viewer) == b.view(viewer)
    assert a.view(1) != b.view(1)  # the seats that chose differently do see it


def test_chest_faces_do_not_tell_whose_card_is_whose() -> None:
    """The chest's faces, once won, come in card order: two deals that differ only in
    which of seats 1 and 2 put ♦3 and which ♦4 in the chest look the same to seat 0 and
    to a spectator at every step, to the end of the deal."""
    a = new(WALK_HANDS, ["6S", "3D", "4D"], WALK_GIVE, first_leader=0)
    b = new(WALK_HANDS, ["6S", "4D", "3D"], WALK_GIVE, first_leader=0)
    for trick in WALK_TRICKS:
        for card in trick.split():
            for viewer in (0, None):
                assert a.view(viewer) == b.view(viewer)
            seat = a.to_move[0]
            ea, eb = a.play(card, seat), b.play(card, seat)
            assert ea == eb
    assert a.deal_number == 2
    assert a.view(0)["table"]["last_deal"]["chest"] == ["6S", "3D", "4D"]
    assert a.view(0) == b.view(0) and a.view(None) == b.view(None)


def test_instant_win_with_two_trick_skulls_and_the_chest() -> None:
    """Seat 1 takes ♠6 and ♦6 in tricks and then wins the last trick: the ♣6 in the chest
    is its third skull, an instant win before the curse and the scoring."""
    g = template_game([1, 2, 2, 1, 2, 2, 2, 2, 1], {"S": 0, "D": 3, "C": "chest"})
    assert g.is_over and g.outcome.winners == [1]
    assert g.outcome.reason.key == "skull_collector.outcome.instant_win"
    assert keys(g.events)[-3:] == ["skull_collector.chest_won",
                                   "skull_collector.skulls_in_chest",
                                   "skull_collector.outcome.instant_win"]
    seats = g.view(None)["seats"]
    assert seats[1]["skulls"] == ["6S", "6D", "6C"] and seats[1]["tricks"] == 4  # 3 + chest
    assert [s["members"] for s in seats] == [3, 3, 3]
    assert [s["points"] for s in seats] == [0, 0, 0]


def test_off_turn_chest_or_pass_in_play_names_the_rule() -> None:
    """In the play phase a chest card or a pass names the closed phase for every seat,
    not only for the seat to move."""
    g = walk()
    assert g.to_move == (0,)
    unchanged_after(g, "chest 7D", 1, "skull_collector.chest_closed")
    unchanged_after(g, "give 7D", 1, "skull_collector.pass_over")
    unchanged_after(g, "7D", 1, "core.not_your_turn")


def test_record_replays_multi_deal_games() -> None:
    """Finished games of several deals (with a set-up first deck and the non-default
    options) replay exactly from their JSON records: same decks, views and outcome."""
    replayed_deals = set()
    for seed in range(12):
        g = cardlab.new_game(NAME, seed=seed, deck=[c.text for c in PLAYING_CARDS],
                             next_dealer="chest_winner", nearest="before",
                             ace_ten_in_trump=True)
        g = play_out(g, {s: RandomBot(seed=seed * 7 + s) for s in range(3)})
        rec = json.loads(json.dumps(g.to_record()))
        again = cardlab.from_record(rec)
        assert again == g and again.outcome == g.outcome
        assert again.view(reveal=True) == g.view(reveal=True)
        assert rec["decks"][0] == [c.text for c in PLAYING_CARDS]
        replayed_deals.add(len(rec["decks"]))
    assert max(replayed_deals) >= 2
