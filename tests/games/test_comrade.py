"""Comrade: one test (or more) for every rule of ../shared/rules/comrade.md, on set-up deals.

``deck=`` is the trick deck from the top; :func:`stack_deck` builds the order that deals
chosen hands (3 and 4 players: from the dealer's left; 5 players: from the dealer).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np
import pytest

import cardlab
from cardlab.cards import stack_deck, standard_deck
from cardlab.errors import IllegalActionError, InvalidActionError, RecordError
from cardlab.games.comrade.rules import Comrade, title_for

# --------------------------------------------------------------------------- set-up deals

# A 3-player deal (dealer 0) that the team can win with the bids
# seat 0: ♠4 and ♥3, seat 1: ♦4, seat 2: ♣A (total 12); see WIN_PLAY.
WIN_HANDS = [
    "KS QS JS 10S KH QH JH 5D JC 10C 9C 8C".split(),
    "9S 8S 7S 10H 9H 8H KD QD JD 10D 5C 6C".split(),
    "6S 5S 7H 6H 5H 9D 8D 7D 6D KC QC 7C".split(),
]
WIN_BIDS = ["take 4S", "take 4D", "take AC", "take 3H"]
# twelve tricks, each as the cards in play order (the leader first)
WIN_PLAY = [
    "KS 9S 6S", "QS 8S 5S", "JS 7S 7C", "10S 6C QC",  # seat 0 wins four spade tricks
    "KH 10H 7H", "QH 9H 6H", "JH 8H 5H",  # and three heart tricks
    "5D KD 9D",  # seat 1 takes the lead with ♦K
    "QD 8D 8C", "JD 7D 9C", "10D 6D 10C",  # and wins three more diamond tricks
    "5C KC JC",  # seat 2 wins one club trick
]
WIN_WINNERS = [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2]


def first_seat(players: int, dealer: int) -> int:
    """The seat dealt first: the dealer with 5 players, else the dealer's left."""
    return dealer if players == 5 else (dealer + 1) % players


def new(
    hands: Sequence[Sequence[str]] | None = None,
    players: int = 3,
    dealer: int = 0,
    seed: int = 1,
    **options: object,
) -> Comrade:
    """A Comrade deal with the given hands (or a seeded one)."""
    deck = None if hands is None else stack_deck(hands, first_seat(players, dealer))
    g = cardlab.new_game("comrade", players=players, seed=seed, deck=deck, dealer=dealer,
                         **options)
    assert isinstance(g, Comrade)
    return g


def play_all(g: cardlab.Game, actions: Sequence[str]) -> list[cardlab.Event]:
    """Play actions for whoever is to move; return the events of the last one."""
    events: list[cardlab.Event] = []
    for a in actions:
        events = g.play(a)
    return events


def keys(events: Sequence[cardlab.Event]) -> list[str]:
    return [e.key for e in events]


def rejected(g: cardlab.Game, action: str, seat: int | None = None) -> IllegalActionError:
    """Check that ``action`` raises IllegalActionError with en+ja reasons and changes nothing."""
    before = g.to_record()
    view = g.view(reveal=True)
    with pytest.raises(IllegalActionError) as info:
        g.play(action, seat)
    err = info.value
    assert err.reason and err.reason_ja and err.reason != err.reason_ja
    assert g.to_record() == before
    assert g.view(reveal=True) == view
    return err


def hand(g: cardlab.Game, seat: int) -> list[str]:
    return list(g.view(reveal=True)["seats"][seat]["hand"])


def won_game() -> Comrade:
    g = new(WIN_HANDS)
    play_all(g, WIN_BIDS)
    return g


# --------------------------------------------------------------------------- setup


def test_setup_3_players() -> None:
    """3 players: 36 cards 5..K, 12 each from the dealer's left; bid cards A-4; target 12."""
    order = [c.text for c in standard_deck(ranks=range(5, 14))]
    g = cardlab.new_game("comrade", players=3, deck=order, dealer=1)
    full = g.view(reveal=True)
    assert [len(s["hand"]) for s in full["seats"]] == [12, 12, 12]
    assert "5S" in full["seats"][2]["hand"]  # the top card goes to the dealer's left
    assert "6S" in full["seats"][0]["hand"] and "7S" in full["seats"][1]["hand"]
    dealt = [c for s in full["seats"] for c in s["hand"]]
    assert sorted(dealt) == sorted(order) and len(set(dealt)) == 36
    table = full["table"]
    assert table["bid_cards"] == [f"{r}{s}" for s in "SHDC" for r in "A234"]
    assert table["jokers_free"] is None  # no jokers with 3 players: no counter
    assert table["target"] == 12 and table["bid_total"] == 0 and table["round"] == 1
    assert table["tricks_total"] == 12
    assert g.phase == "bid" and g.to_move == (1,)  # the dealer starts the bidding
    assert not any(a.startswith("take JK") for a in full["legal"])


def test_setup_4_players() -> None:
    """4 players: 52 cards, 13 each from the dealer's left; bid cards A-6 (24); target 13."""
    order = [c.text for c in standard_deck()]
    g = cardlab.new_game("comrade", players=4, deck=order, dealer=3)
    full = g.view(reveal=True)
    assert [len(s["hand"]) for s in full["seats"]] == [13] * 4
    assert "AS" in full["seats"][0]["hand"] and "2S" in full["seats"][1]["hand"]
    table = full["table"]
    assert table["bid_cards"] == [f"{r}{s}" for s in "SHDC" for r in "A23456"]
    assert table["target"] == 13 and table["tricks_total"] == 13
    assert g.to_move == (3,)


@pytest.mark.parametrize("dealer", [0, 2, 4])
def test_setup_5_players(dealer: int) -> None:
    """5 players: 52 cards dealt from the dealer: 11, 11, 10, 10, 10; 16 bid cards + 2 jokers."""
    order = [c.text for c in standard_deck()]
    g = cardlab.new_game("comrade", players=5, deck=order, dealer=dealer)
    full = g.view(reveal=True)
    sizes = [len(s["hand"]) for s in full["seats"]]
    expected = [10] * 5
    expected[dealer] = expected[(dealer + 1) % 5] = 11
    assert sizes == expected
    assert "AS" in full["seats"][dealer]["hand"]  # the dealer gets the top card
    table = full["table"]
    assert table["bid_cards"] == [f"{r}{s}" for s in "SHDC" for r in "A234"] + ["JK", "JK"]
    assert table["jokers_free"] == 2 and table["target"] == 10 and table["tricks_total"] == 10
    assert g.to_move == (dealer,)


@pytest.mark.parametrize("players", [4, 5])
def test_two_decks_no_equal_cards_in_play(players: int) -> None:
    """With 4-5 players the second deck gives only the bid cards: the 52 trick cards are distinct.

    (So two equal cards never meet in a trick; ♠A can be both a bid card and in a hand.)
    """
    for seed in range(5):
        full = cardlab.new_game("comrade", players=players, seed=seed).view(reveal=True)
        dealt = [c for s in full["seats"] for c in s["hand"]]
        assert len(dealt) == 52 and len(set(dealt)) == 52
        assert "AS" in full["table"]["bid_cards"] and "AS" in dealt


def test_seeded_dealer_draw() -> None:
    """dealer=None draws the first dealer from the seed, the same every time."""
    a = cardlab.new_game("comrade", players=5, seed=11, dealer=None)
    b = cardlab.new_game("comrade", players=5, seed=11, dealer=None)
    assert a.dealer == b.dealer and a.to_move == (a.dealer,)
    assert len({cardlab.new_game("comrade", seed=s, dealer=None).dealer for s in range(30)}) == 3


# --------------------------------------------------------------------------- bidding


def test_seed_worked_example() -> None:
    """The seed's example: 7 before round 3; pass, ♦4 on ♦A → 10, ♠4 on ♠2 → 12."""
    g = new(WIN_HANDS)
    # round 1: the dealer takes ♠A, the next player passes, the last takes ♠2
    # round 2: the dealer takes ♥A, the next player (who passed) takes ♦A, the last ♣2
    play_all(g, ["take AS", "pass", "take 2S", "take AH", "take AD", "take 2C"])
    v = g.view(0)
    assert v["table"]["round"] == 3 and g.to_move == (0,)
    assert [s["bids"] for s in v["seats"]] == [{"S": 1, "H": 1}, {"D": 1}, {"S": 2, "C": 2}]
    assert v["table"]["bid_total"] == 7
    events = g.play("pass")
    assert keys(events) == ["comrade.passed"] and g.view(0)["table"]["bid_total"] == 7
    events = g.play("take 4D")
    assert events[0].values["total"] == 10 and g.phase == "bid"
    assert g.view(0)["seats"][1]["bid_stacks"] == {"D": ["AD", "4D"]}
    assert g.view(0)["seats"][1]["bids"] == {"D": 4}
    events = g.play("take 4S")
    assert g.view(0)["table"]["bid_total"] == 12
    assert g.view(0)["seats"][2]["bids"] == {"S": 4, "C": 2}
    assert keys(events) == ["comrade.took", "comrade.bidding_done", "comrade.play_starts"]
    assert g.phase == "play" and g.to_move == (0,)
    assert g.view(0)["table"]["round"] is None


def test_stacking_only_top_card_counts() -> None:
    """Cards of one suit stack; only the top one counts (♠2 then ♠4 = 4, not 6)."""
    g = new(WIN_HANDS)
    play_all(g, ["take 2S", "pass", "take AH", "take 4S"])
    s0 = g.view(0)["seats"][0]
    assert s0["bids"] == {"S": 4} and s0["bid_stacks"] == {"S": ["2S", "4S"]}
    assert g.view(0)["table"]["bid_total"] == 5
    assert g.events[0].values == {"seat": 0, "card": "4S", "suit": "S", "value": 4, "total": 5,
                                  "target": 12}


def test_not_higher_than_current_bid() -> None:
    """A later card of a suit must be higher than the current bid there."""
    g = new(WIN_HANDS)
    play_all(g, ["take 3S", "pass", "pass"])
    assert "take AS" not in g.view(0)["legal"] and "take 2S" not in g.view(0)["legal"]
    assert "take 4S" in g.view(0)["legal"]
    err = rejected(g, "take 2S")
    assert err.key == "comrade.not_higher"
    assert err.reason == "♠2 is not higher than your current spade bid of 3"
    assert err.reason_ja == "♠2は今のスペードの宣言3より大きくありません"
    # another player, with no spade bid, may take it
    g.play("take 4S")
    assert "take 2S" in g.view(1)["legal"]


def test_first_card_of_a_suit_any_value() -> None:
    """The first card of a suit may be any value (no need to start with the ace)."""
    g = new(WIN_HANDS)
    g.play("take 3C")
    assert g.view(0)["seats"][0]["bids"] == {"C": 3}
    assert g.view(0)["table"]["bid_total"] == 3


def test_several_suits_and_two_players_in_one_suit() -> None:
    """A player may bid in several suits; two players may bid in one suit with different cards."""
    g = new(WIN_HANDS)
    play_all(g, ["take AS", "take 2H", "take 3H", "take AD"])
    seats = g.view(None)["seats"]
    assert seats[0]["bids"] == {"S": 1, "D": 1}
    assert seats[1]["bids"] == {"H": 2} and seats[2]["bids"] == {"H": 3}
    assert g.view(None)["table"]["bid_total"] == 7


def test_passed_player_may_take_later() -> None:
    """A player who passed may take on a later turn."""
    g = new(WIN_HANDS)
    play_all(g, ["pass", "take AS", "take AH", "take AD"])
    assert g.view(0)["seats"][0]["bids"] == {"D": 1}


def test_bidding_ends_mid_round() -> None:
    """The bidding ends at once when the total reaches the target, even mid-round."""
    g = new(WIN_HANDS)
    events = play_all(g, WIN_BIDS)  # 4 + 4 + 1, then the dealer's ♥3 in round 2
    assert "comrade.bidding_done" in keys(events)
    assert g.phase == "play" and g.to_move == (0,) and len(g.history) == 4


def test_bid_card_taken_by_another() -> None:
    """A bid card taken by one player cannot be taken again; the reason names who took it."""
    g = new(WIN_HANDS)
    g.play("take 2S")
    assert "take 2S" not in g.view(1)["legal"]
    err = rejected(g, "take 2S")
    assert err.key == "comrade.bid_card_taken" and err.values["by"] == 0
    assert err.reason == "♠2 was already taken by seat 0"
    assert err.reason_ja == "♠2はすでに席0が取っています"
    layout = g.view(None)["table"]["bid_layout"]["S"]
    assert layout[1] == {"card": "2S", "taken_by": 0}
    assert "2S" not in g.view(None)["table"]["bid_cards"]


def test_not_a_bid_card() -> None:
    """A card that is not among the bid cards (♠5 with 3 players, ♠7 with 4) is refused."""
    assert rejected(new(WIN_HANDS), "take 5S").key == "comrade.not_a_bid_card"
    g4 = new(players=4)
    assert rejected(g4, "take 7S").key == "comrade.not_a_bid_card"
    g4.play("take 6S")
    assert g4.view(None)["seats"][0]["bids"] == {"S": 6}


# --------------------------------------------------------------------------- jokers


def test_joker_plus_one_on_an_existing_bid() -> None:
    """5 players: a joker on a suit already bid raises it by 1 (♠3 + joker = 4)."""
    g = new(players=5)
    play_all(g, ["take 3S", "take AH", "take AD", "take AC", "take 2H", "take JK S"])
    s0 = g.view(0)["seats"][0]
    assert s0["bids"] == {"S": 4} and s0["bid_stacks"] == {"S": ["3S", "JK"]}
    assert g.view(0)["table"]["bid_total"] == 9  # ♠4, ♥A, ♦A, ♣A, ♥2
    assert g.view(0)["table"]["jokers_free"] == 1
    assert g.events[0].key == "comrade.took_joker"
    assert g.to_move == (1,)


def test_joker_starts_a_new_suit_at_one_and_cards_stack_on_it() -> None:
    """A joker on a suit not yet bid is a bid of 1 in the named suit; a card may then stack."""
    g = new(players=5)
    play_all(g, ["take JK D", "pass", "take AD", "pass"])
    assert g.view(0)["seats"][0]["bids"] == {"D": 1}
    assert g.view(0)["seats"][2]["bids"] == {"D": 1}  # two players, same suit and value
    g.play("take 2S")  # seat 4
    assert "take AD" not in g.view(0)["legal"]  # taken
    g.play("take 3D")  # seat 0: 3 on the joker's 1
    assert g.view(0)["seats"][0]["bids"] == {"D": 3}
    assert g.view(0)["seats"][0]["bid_stacks"] == {"D": ["JK", "3D"]}
    assert g.view(0)["table"]["bid_total"] == 3 + 1 + 2


def test_joker_stacked_after_a_joker_and_bids_of_five_or_more() -> None:
    """♠4 + joker + joker = 6: bids of 5+ exist only with jokers; ♠ cards cannot reach them."""
    g = new(players=5, pass_limit=5)
    play_all(g, ["take 3S", "pass", "pass", "pass", "pass", "take JK S"])
    assert g.view(0)["seats"][0]["bids"] == {"S": 4}
    play_all(g, ["pass"] * 4)
    err = rejected(g, "take 4S")  # not higher than 4
    assert err.key == "comrade.not_higher" and err.values["value"] == 4
    g.play("take JK S")
    assert g.view(0)["seats"][0]["bids"] == {"S": 5}
    assert g.view(0)["seats"][0]["bid_stacks"] == {"S": ["3S", "JK", "JK"]}
    assert g.view(0)["table"]["jokers_free"] == 0


def test_six_with_two_jokers() -> None:
    """♠4 + joker + joker = 6."""
    g = new(players=5, pass_limit=5)
    play_all(g, ["take 4S", *["pass"] * 4, "take JK S", *["pass"] * 4, "take JK S"])
    assert g.view(0)["seats"][0]["bids"] == {"S": 6} and g.view(0)["table"]["bid_total"] == 6
    err = rejected(g, "take JK H")
    assert err.key == "comrade.no_joker_left"
    assert "take JK H" not in g.view(1)["legal"]


def test_joker_needs_a_suit() -> None:
    """'take JK' without a suit is refused with a reason saying how to name one."""
    g = new(players=5)
    err = rejected(g, "take JK")
    assert err.key == "comrade.joker_needs_suit"
    assert "take JK C" in err.reason
    assert [a for a in g.view(0)["legal"] if "JK" in a] == [
        "take JK S", "take JK H", "take JK D", "take JK C"]


@pytest.mark.parametrize("players", [3, 4])
def test_no_jokers_with_3_or_4_players(players: int) -> None:
    """Jokers are bid cards only with 5 players."""
    g = new(players=players)
    err = rejected(g, "take JK S")
    assert err.key == "comrade.no_jokers" and err.values == {"players": players}
    assert str(players) in err.reason and str(players) in err.reason_ja


# --------------------------------------------------------------------------- bidding failures


def test_fail_over_target() -> None:
    """A take past the target is legal, and the deal is lost at once (no trick is played)."""
    g = new(WIN_HANDS)
    play_all(g, ["take 4S", "take 4H", "take 3D"])
    assert "take 2C" in g.view(0)["legal"]
    events = g.play("take 2C")
    assert g.is_over and g.phase == "over" and g.outcome is not None
    assert g.outcome.winners == []
    assert g.outcome.reason.key == "comrade.fail_over"
    assert g.outcome.reason.values == {"total": 13, "target": 12}
    assert events[-1].key == "comrade.fail_over"
    assert g.outcome.reason.text("en") == (
        "bids total 13, more than 12: the bidding fails and everyone loses")
    assert g.view(None)["table"]["tricks_played"] == 0


def test_fail_three_passes_in_a_row() -> None:
    """Three passes in a row lose the deal (with 3 players: at once)."""
    g = new(WIN_HANDS)
    play_all(g, ["pass", "pass"])
    assert not g.is_over
    g.play("pass")
    assert g.outcome is not None and g.outcome.reason.key == "comrade.fail_passes"
    assert g.outcome.reason.values["count"] == 3 and g.outcome.winners == []


@pytest.mark.parametrize("players", [4, 5])
def test_three_passes_also_with_more_players(players: int) -> None:
    """The limit stays 3 with 4 and 5 players; a take resets the count."""
    g = new(players=players)
    play_all(g, ["pass", "pass", "take AS", "pass", "pass"])
    assert not g.is_over and g.view(None)["table"]["passes_in_row"] == 2
    g.play("pass")
    assert g.outcome is not None and g.outcome.reason.key == "comrade.fail_passes"


def test_pass_limit_option() -> None:
    """pass_limit=4 with 4 players: a full round of passes; pass_limit=1: the first pass."""
    g = new(players=4, pass_limit=4)
    play_all(g, ["pass"] * 3)
    assert not g.is_over
    g.play("pass")
    assert g.outcome is not None and g.outcome.reason.values["count"] == 4
    g1 = new(WIN_HANDS, pass_limit=1)
    g1.play("pass")
    assert g1.outcome is not None and g1.outcome.reason.key == "comrade.fail_passes"
    with pytest.raises(ValueError, match="pass_limit"):
        new(pass_limit=0)


ACTING_PLAYER_EXAMPLE = ["take AS", "take 4S", "take AH", "take AD", "pass", "take AC", "take 4D"]


def test_dead_end_acting_player_rules_example() -> None:
    """The rules' example: total 11, and every card seat 1 may take adds 2 or more."""
    g = new(WIN_HANDS, dead_end="acting_player")
    play_all(g, ACTING_PLAYER_EXAMPLE[:-1])
    assert not g.is_over and g.view(None)["table"]["bid_total"] == 8
    events = g.play(ACTING_PLAYER_EXAMPLE[-1])
    assert g.outcome is not None
    reason = g.outcome.reason
    assert reason.key == "comrade.fail_dead_end_acting_player"
    assert reason.values == {"total": 11, "target": 12, "seat": 1}
    assert "seat 1" in reason.text("en") and "席1" in reason.text("ja")
    assert events[-1] == reason and g.outcome.winners == []


def test_dead_end_anyone_lets_the_rules_example_go_on() -> None:
    """By default ('anyone') the same position goes on: seat 2 could still stack ♥2."""
    g = new(WIN_HANDS)
    play_all(g, ACTING_PLAYER_EXAMPLE)
    assert not g.is_over and g.to_move == (1,) and g.view(None)["table"]["bid_total"] == 11
    # every card seat 1 may take goes over; it passes, and seat 2 reaches 12 with ♥2 on ♥A
    for take in g.view(1)["legal"][:-1]:
        trial = g.copy()
        trial.play(take)
        assert trial.outcome is not None and trial.outcome.reason.key == "comrade.fail_over"
    play_all(g, ["pass", "take 2H"])
    assert g.phase == "play"


def test_dead_end_anyone_never_happens_in_random_play() -> None:
    """The default dead end needs 16+ points of blocking bids, so random bidding never meets it."""
    reasons: Counter[str] = Counter()
    for players in (3, 4, 5):
        for seed in range(150):
            g = cardlab.new_game("comrade", players=players, seed=seed)
            rng = np.random.default_rng(seed)
            while g.phase == "bid":
                legal = g.legal_actions()
                g.play(legal[int(rng.integers(len(legal)))])
            reasons[g.outcome.reason.key if g.outcome else "play"] += 1
    assert "comrade.fail_dead_end_anyone" not in reasons
    assert reasons["comrade.fail_over"] and reasons["comrade.fail_passes"]


def test_fail_rounds_over() -> None:
    """Three rounds end short of the target: the deal is lost."""
    g = new(WIN_HANDS)
    actions = ["take AS", "take AH", "take AD", "pass", "pass", "take AC", "pass", "pass",
               "take 2S"]
    play_all(g, actions[:-1])
    assert g.view(None)["table"]["round"] == 3 and not g.is_over
    g.play(actions[-1])
    assert g.outcome is not None and g.outcome.reason.key == "comrade.fail_rounds"
    assert g.outcome.reason.values == {"total": 6, "target": 12}


def test_rounds_events() -> None:
    """A new bidding round is announced; the view counts the rounds 1 to 3."""
    g = new(WIN_HANDS)
    play_all(g, ["take AS", "pass"])
    assert g.view(None)["table"]["round"] == 1
    events = g.play("take AH")
    assert keys(events) == ["comrade.took", "comrade.round_starts"]
    assert events[-1].values == {"round": 2} and g.view(None)["table"]["round"] == 2


# --------------------------------------------------------------------------- trick round


def test_dealer_leads() -> None:
    """The dealer leads the first trick (the dealer also began the bidding)."""
    hands = [WIN_HANDS[2], WIN_HANDS[0], WIN_HANDS[1]]  # the same cards, dealer 1
    g = new(hands, dealer=1)
    assert g.to_move == (1,)
    play_all(g, WIN_BIDS)
    assert g.phase == "play" and g.to_move == (1,)
    assert g.view(None)["table"]["leader"] == 1
    assert len(g.view(1)["legal"]) == 12  # any card may be led


def test_must_follow() -> None:
    """A player holding the suit led must follow; a void player may play anything."""
    g = won_game()
    g.play("KH")
    assert g.view(1)["legal"] == ["8H", "9H", "10H"]
    err = rejected(g, "KD")
    assert err.key == "core.must_follow" and err.values == {"suit": "H"}
    g2 = won_game()
    g2.play("KS")
    g2.play("9S")
    g2.play("6S")
    play_all(g2, ["QS", "8S", "5S", "JS"])
    g2.play("7S")
    assert len(g2.view(2)["legal"]) == 10  # seat 2 has no spade left: any card
    g2.play("QC")  # a higher card of another suit does not win
    assert g2.view(None)["seats"][0]["won"] == {"S": 3}


def test_trick_counted_under_the_suit_led() -> None:
    """A trick counts for its winner under the suit led, whatever the others discarded."""
    g = won_game()
    play_all(g, WIN_PLAY[0].split())
    s = g.view(None)["seats"]
    assert s[0]["won"] == {"S": 1} and s[0]["tricks"] == 1 and g.to_move == (0,)
    events = g.events
    assert keys(events) == ["trick.played", "trick.highest_led", "comrade.trick_counted"]
    assert events[-1].values == {"seat": 0, "suit": "S", "won": 1, "bid": 4, "trick": 1}
    for trick in WIN_PLAY[1:9]:
        play_all(g, trick.split())
    # trick 9: seat 1 led ♦Q, seat 0 discarded ♣8: a diamond trick for seat 1
    s = g.view(None)["seats"]
    assert s[1]["won"] == {"D": 2} and s[0]["won"] == {"S": 4, "H": 3}
    assert g.view(None)["table"]["last_trick"] == {
        "cards": [[1, "QD"], [2, "8D"], [0, "8C"]], "winner": 1, "reason": "highest_led",
        "number": 9}


def test_whole_deal_won() -> None:
    """Every bid met exactly after the twelve tricks: a win for everyone."""
    g = won_game()
    for i, trick in enumerate(WIN_PLAY):
        assert g.to_move[0] == (0 if i == 0 else WIN_WINNERS[i - 1])
        play_all(g, trick.split())
    assert g.is_over and g.outcome is not None
    assert g.outcome.winners == [0, 1, 2]
    assert g.outcome.reason.key == "comrade.win"
    assert g.outcome.details["results"] == [True]
    won = [s["won"] for s in g.view(None)["seats"]]
    assert won == [{"S": 4, "H": 3}, {"D": 4}, {"C": 1}]
    assert won == [s["bids"] for s in g.view(None)["seats"]]
    assert all(s["hand"] == [] for s in g.view(reveal=True)["seats"])


def test_loss_on_trick_without_a_bid() -> None:
    """Winning a trick led in a suit one did not bid loses at once, naming who and when."""
    g = new(WIN_HANDS)
    play_all(g, ["take 4H", "take 4D", "take 4C"])
    assert g.phase == "play"
    events = play_all(g, WIN_PLAY[0].split())
    assert g.outcome is not None and g.outcome.winners == []
    reason = g.outcome.reason
    assert reason.key == "comrade.fail_no_bid" and events[-1] == reason
    assert reason.values == {"seat": 0, "suit": "S", "won": 1, "bid": 0, "trick": 1}
    assert reason.text("en") == (
        "seat 0 won a spade trick (trick 1) without a spade bid: everyone loses")
    assert "席0" in reason.text("ja") and "第1トリック" in reason.text("ja")


def test_loss_on_trick_beyond_the_bid() -> None:
    """Winning more tricks in a suit than the bid loses at once."""
    g = new(WIN_HANDS)
    play_all(g, ["take AS", "take 4D", "take 4C", "take 3H"])
    play_all(g, WIN_PLAY[0].split())
    assert not g.is_over
    play_all(g, WIN_PLAY[1].split())
    assert g.outcome is not None and g.outcome.reason.key == "comrade.fail_over_bid"
    assert g.outcome.reason.values == {"seat": 0, "suit": "S", "won": 2, "bid": 1, "trick": 2}
    assert "seat 0" in g.outcome.reason.text("en") and "trick 2" in g.outcome.reason.text("en")


def test_loss_by_a_player_without_any_bid() -> None:
    """A player with no bid at all must win no trick."""
    g = new(WIN_HANDS)
    play_all(g, ["take 4S", "pass", "take 3C", "take 4H", "pass", "take 4C"])
    # seat 1 holds no bid; seat 0 leads ♦5 and seat 1 must follow with a higher diamond
    assert g.view(None)["seats"][1]["bids"] == {}
    play_all(g, ["5D", "KD", "9D"])
    assert g.outcome is not None and g.outcome.reason.key == "comrade.fail_no_bid"
    assert g.outcome.reason.values["seat"] == 1


def test_five_players_ten_tricks_two_cards_left() -> None:
    """5 players: 10 tricks; the dealer and the left neighbour keep one card each."""
    hands = [
        "AS KS QS JS AH KH QH JH AD KD 2C".split(),
        "10S 9S 8S 10H 9H 8H QD JD 10D 3C 4C".split(),
        "7S 6S 7H 6H 9D 8D 5C 6C 7C 8C".split(),
        "5S 4S 5H 4H 7D 6D 9C 10C JC QC".split(),
        "3S 2S 3H 2H 5D 4D 3D 2D KC AC".split(),
    ]
    g = new(hands, players=5, pass_limit=5)
    play_all(g, ["take 4S", *["pass"] * 4, "take 4H", *["pass"] * 4, "take 2D"])
    assert g.phase == "play" and g.view(None)["table"]["bid_total"] == 10
    while not g.is_over:
        seat = g.to_move[0]
        assert seat == 0 or g.view(None)["table"]["trick"]  # seat 0 leads every trick
        g.play(g.legal_actions()[0])
    assert g.outcome is not None and g.outcome.reason.key == "comrade.win"
    assert g.view(None)["table"]["tricks_played"] == 10
    assert [len(h) for h in (hand(g, s) for s in range(5))] == [1, 1, 0, 0, 0]
    assert hand(g, 0) == ["2C"]
    assert g.view(None)["seats"][0]["won"] == {"S": 4, "H": 4, "D": 2}


# --------------------------------------------------------------------------- match


@pytest.mark.parametrize(
    ("players", "titles"),
    [
        (3, ["Low", "Bad", "Good", "Excellent"]),
        (4, ["Low", "Bad", "Average", "Good", "Excellent"]),
        (5, ["Low", "Bad", "Average", "Good", "Great", "Excellent"]),
    ],
)
def test_titles_for_every_wins_count(players: int, titles: list[str]) -> None:
    """The title table of the rules, for 0..n won deals."""
    assert [title_for(players, w)[0] for w in range(players + 1)] == titles
    captions = {
        3: ["more_study", "aim_higher", "so_close", "true_comrades"],
        4: ["more_study", "bad_luck", "aim_higher", "so_close", "true_comrades"],
        5: ["more_study", "bad_luck", "aim_higher", "fairly_good", "so_close", "true_comrades"],
    }[players]
    assert [title_for(players, w)[1] for w in range(players + 1)] == captions


def rotated_deck(dealer: int) -> list[str]:
    """The WIN deal as seen from ``dealer``: seat dealer+i holds WIN_HANDS[i]."""
    by_seat = [WIN_HANDS[(seat - dealer) % 3] for seat in range(3)]
    return stack_deck(by_seat, first_seat(3, dealer))


def deal_actions(dealer: int, win: bool) -> list[list[object]]:
    """[seat, text] of one deal of the match: the WIN script, or three passes."""
    if not win:
        return [[(dealer + i) % 3, "pass"] for i in range(3)]
    out: list[list[object]] = [[(dealer + i) % 3, a] for i, a in enumerate(WIN_BIDS)]
    leader = 0
    for i, trick in enumerate(WIN_PLAY):
        for k, card in enumerate(trick.split()):
            out.append([(dealer + leader + k) % 3, card])
        leader = WIN_WINNERS[i]
    return out


@pytest.mark.parametrize("results", [(False,) * 3, (True, False, False), (False, True, True),
                                     (True,) * 3])
def test_match_3_players_titles(results: tuple[bool, ...]) -> None:
    """match=True: 3 deals, the dealer moving left, the title of the won deals in the outcome.

    The record names a deck for every deal, so each deal can be set up (a won deal is the
    WIN script seen from that deal's dealer; the seats prove the dealer moved left).
    """
    rec = cardlab.new_game("comrade", players=3, seed=4, match=True).to_record()
    rec["decks"] = [rotated_deck(d) for d in range(3)]
    rec["actions"] = [a for d in range(3) for a in deal_actions(d, results[d])]
    g = cardlab.from_record(rec)
    assert g.is_over and g.outcome is not None and g.dealer == 2
    wins = sum(results)
    title, caption = title_for(3, wins)
    assert g.outcome.reason.key == "comrade.match_over"
    assert g.outcome.reason.values["title"] == title and g.outcome.reason.values["wins"] == wins
    assert g.outcome.details["title"] == title and g.outcome.details["caption"] == caption
    assert g.outcome.details["results"] == list(results)
    assert g.outcome.winners == ([0, 1, 2] if wins >= 2 else [])
    assert g.outcome.scores == (float(wins),) * 3
    assert title in g.outcome.reason.text("en") and title in g.outcome.reason.text("ja")


def test_match_step_by_step() -> None:
    """During a match: deal number, dealer and the first bidder move on after each deal."""
    g = cardlab.new_game("comrade", players=3, seed=4, match=True)
    for deal in range(3):
        assert g.dealer == deal and g.to_move == (deal,)
        assert g.view(None)["table"]["deal"] == deal + 1
        assert g.view(None)["table"]["deals"] == 3
        assert g.view(None)["table"]["bid_total"] == 0
        events = play_all(g, ["pass"] * 3)
        if deal < 2:
            assert "comrade.fail_passes" in keys(events) and "comrade.dealt" in keys(events)
            assert not g.is_over
    assert g.outcome is not None and g.outcome.details["title"] == "Low"
    assert g.outcome.details["caption"] == "more_study"


def win_deal(g: cardlab.Game) -> None:
    """Play the WIN script on a deal set up with the WIN hands (dealer 0)."""
    assert [sorted(s["hand"]) for s in g.view(reveal=True)["seats"]] == [
        sorted(h) for h in WIN_HANDS]
    play_all(g, WIN_BIDS)
    for trick in WIN_PLAY:
        play_all(g, trick.split())


def test_match_deck_fixes_only_the_first_deal() -> None:
    """deck= fixes deal 1; deal k+1 is shuffled from the seed, as without deck=."""
    deck = stack_deck(WIN_HANDS, 1)
    g = cardlab.new_game("comrade", players=3, seed=9, deck=deck, match=True)
    plain = cardlab.new_game("comrade", players=3, seed=9, match=True)
    win_deal(g)
    assert g.view(None)["table"]["results"] == ["won"]
    assert g.dealer == 1 and g.to_move == (1,)
    for game in (g, plain):
        while not game.is_over:
            play_all(game, ["pass"] * 3)
    rec, other = g.to_record(), plain.to_record()
    assert rec["decks"][0] == deck and other["decks"][0] != deck
    assert rec["decks"][1:] == other["decks"][1:]
    assert rec["decks"][1] != rec["decks"][2]
    assert g.outcome is not None and g.outcome.details["title"] == "Bad"  # 1 of 3
    assert cardlab.from_record(rec) == g


@pytest.mark.parametrize(("players", "dealer"), [(4, 2), (5, 4)])
def test_match_dealers_move_left(players: int, dealer: int) -> None:
    """4 and 5 players: one deal per player, the dealer moving one seat left each time."""
    g = cardlab.new_game("comrade", players=players, seed=2, dealer=dealer, match=True)
    dealers = []
    while not g.is_over:
        dealers.append(g.dealer)
        assert g.to_move == (g.dealer,)
        play_all(g, ["pass"] * 3)
    assert dealers == [(dealer + k) % players for k in range(players)]
    assert g.outcome is not None and g.outcome.details["title"] == "Low"
    assert g.outcome.details["deals"] == players


def test_single_deal_by_default() -> None:
    """Without match=True the game is one deal."""
    g = new(WIN_HANDS)
    play_all(g, ["pass"] * 3)
    assert g.is_over and g.outcome is not None and g.outcome.details["deals"] == 1


# --------------------------------------------------------------------------- views


def test_views_bidding_and_play() -> None:
    """The view's bids, bid_stacks, won, bid_cards, bid_total, round and trick, and no leaks."""
    g = new(WIN_HANDS)
    play_all(g, ["take 2S", "pass", "take AC"])
    v = g.view(1)
    assert v["seats"][0]["bids"] == {"S": 2} and v["seats"][0]["bid_stacks"] == {"S": ["2S"]}
    assert v["seats"][2]["bids"] == {"C": 1} and v["seats"][1]["bids"] == {}
    assert v["table"]["bid_cards"] == ["AS", "3S", "4S", "AH", "2H", "3H", "4H",
                                       "AD", "2D", "3D", "4D", "2C", "3C", "4C"]
    assert v["table"]["bid_total"] == 3 and v["table"]["round"] == 2
    assert v["seats"][1]["hand"] == sorted(
        WIN_HANDS[1], key=lambda t: ("SHDC".index(t[-1]), "5 6 7 8 9 10 J Q K".split().index(
            t[:-1])))
    assert v["seats"][0]["hand"] == 12 and v["seats"][2]["hand"] == 12
    assert v["legal"] == [] and g.view(0)["legal"][-1] == "pass"
    g2 = won_game()
    play_all(g2, ["KS", "9S"])
    v = g2.view(2)
    assert v["table"]["trick"] == [[0, "KS"], [1, "9S"]]
    assert v["table"]["round"] is None and v["legal"] == ["5S", "6S"]
    assert v["seats"][0]["hand"] == 11 and len(v["seats"][2]["hand"]) == 12
    g2.play("6S")
    v = g2.view(None)
    assert v["table"]["trick"] == [] and v["seats"][0]["won"] == {"S": 1}
    assert v["seats"][0]["bids"] == {"S": 4, "H": 3}


# --------------------------------------------------------------------------- illegal and bad input


def test_illegal_actions_each_with_its_reason() -> None:
    """Out of turn, another seat's card, not following, a card in bidding, a bid in play."""
    g = new(WIN_HANDS)
    err = rejected(g, "KS")
    assert err.key == "comrade.not_playing_yet"
    err = rejected(g, "pass", seat=1)
    assert err.key == "core.not_your_turn" and err.values["to_move"] == [0]
    play_all(g, WIN_BIDS)
    for action in ("take 2S", "pass"):
        assert rejected(g, action).key == "comrade.bidding_over"
    err = rejected(g, "9S", seat=1)  # out of turn
    assert err.key == "core.not_your_turn"
    err = rejected(g, "9S")  # seat 1's card, played by seat 0
    assert err.key == "core.not_in_hand" and err.values == {"card": "9S"}
    assert err.reason == "you do not hold ♠9"
    g.play("KS")
    err = rejected(g, "KD")
    assert err.key == "core.must_follow" and err.seat == 1
    assert err.reason_ja.startswith("マストフォロー")


def test_game_over_refuses_everything() -> None:
    """After the end, every action is refused and the game stays as it was."""
    g = new(WIN_HANDS)
    play_all(g, ["pass"] * 3)
    assert rejected(g, "pass").key == "core.game_over"
    assert rejected(g, "take AS", seat=0).key == "core.game_over"


@pytest.mark.parametrize(
    "text", ["tkae 2C", "take", "take 2X", "take AS S", "take JK X", "pass now", "KX", "",
             "take JK S H", "13S"])
def test_unreadable_text(text: str) -> None:
    """Text that is not a Comrade action: InvalidActionError, nothing changes."""
    g = new(WIN_HANDS)
    before = g.to_record()
    with pytest.raises(InvalidActionError) as info:
        g.play(text)
    assert info.value.reason and info.value.reason_ja
    assert g.to_record() == before


def test_action_texts_round_trip() -> None:
    """Take, joker, pass and card texts read back to the same actions (any case)."""
    g = new(players=5)
    for text in ("take 2C", "take JK C", "pass", "KS", "10H"):
        assert str(g.parse_action(text)) == text
    assert str(g.parse_action("TAKE jk c")) == "take JK C"
    assert g.parse_action("take JK C").text("en") == "take a joker for clubs (+1)"
    assert g.parse_action("take 2C").text("ja") == "宣言カード♣2を取る"


def test_damaged_records() -> None:
    """from_record refuses a damaged Comrade record and builds nothing."""
    g = won_game()
    play_all(g, WIN_PLAY[0].split())
    rec = g.to_record()
    assert cardlab.from_record(rec) == g
    taken_twice = {**rec, "actions": [[0, "take 2S"], [1, "take 2S"]]}
    wrong_deck = {**rec, "decks": [[c.text for c in standard_deck()]]}
    bad_option = {**rec, "options": {**rec["options"], "dead_end": "nobody"}}
    out_of_turn = {**rec, "actions": [[1, "pass"]]}
    for record in (taken_twice, wrong_deck, bad_option, out_of_turn):
        with pytest.raises(RecordError):
            cardlab.from_record(record)


def test_undo_restores_bids_and_tricks() -> None:
    """undo() takes back a take and a card exactly."""
    g = new(WIN_HANDS)
    before = g.to_record()
    g.play("take 4S")
    g.undo()
    assert g.to_record() == before and g.view(None)["table"]["bid_total"] == 0
    play_all(g, WIN_BIDS)
    mid = g.to_record()
    play_all(g, WIN_PLAY[0].split())
    g.undo()
    assert g.to_record()["actions"] == [*mid["actions"], [0, "KS"], [1, "9S"]]
    assert g.view(None)["table"]["trick"] == [[0, "KS"], [1, "9S"]]
    assert g.view(None)["seats"][0]["won"] == {}
