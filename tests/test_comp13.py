"""Comp-13: every rule of ../shared/rules/comp13.md on a set-up deck.

Decks are built with :func:`cardlab.games.comp13.arrange`: the hands (by seat), then the
top of the stock (the first four cards are turned up on A, B, C, D while choosing the
dealer), then every other card in the fixed deck order.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest

import cardlab
from cardlab.cards import Card, cards, texts
from cardlab.errors import IllegalActionError, InvalidActionError, SetupError
from cardlab.games.comp13.rules import (
    Add,
    Bonus,
    Change,
    Comp13,
    Split,
    Swap,
    action_key,
    after_play,
    arrange,
    game_winner,
    mate,
    plays_for_card,
    ranking_key,
    score_cards,
)
from tests.conformance import check_rejects, check_texts, check_view, run_random_game


def setup(hands: list[list[str]], stock: list[str], provisional: int = 0,
          **options: Any) -> Comp13:
    """A game whose hands (by seat) and stock top are set up."""
    deck = arrange(hands, stock, provisional, options.get("jokers", 0))
    g = cardlab.new_game("comp13", players=len(hands), deck=deck, dealer=provisional, **options)
    assert isinstance(g, Comp13)
    return g


def keys(events: list[Any]) -> list[str]:
    return [e.key for e in events]


def rejects(g: Comp13, text: str, key: str, seat: int | None = None) -> IllegalActionError:
    """``text`` is illegal for the reason ``key`` and changes nothing."""
    before = g.to_record()
    view = g.view(reveal=True)
    with pytest.raises(IllegalActionError) as info:
        g.play(text, seat)
    assert info.value.key == key, (info.value.key, info.value.reason)
    assert info.value.reason and info.value.reason_ja
    assert g.to_record() == before
    assert g.view(reveal=True) == view
    return info.value


def fields(g: Comp13) -> dict[str, list[str]]:
    return g.view()["table"]["fields"]


def hand(g: Comp13, seat: int) -> list[str]:
    return g.view(seat)["seats"][seat]["hand"]


def captured(g: Comp13, seat: int) -> list[str]:
    return g.view()["seats"][seat]["captured"]


FILLER = [["2S", "3S", "4S", "5S"], ["2H", "3H", "4H", "5H"], ["2D", "3D", "4D", "5D"],
          ["6S", "7S", "8S", "6H"]]


# ----------------------------------------------------------------------------- cards


def test_values_honours_and_mates() -> None:
    """A=1 … K=13, joker 0; honours A 10 J Q K; mates ♠↔♣ ♥↔♦ of the same rank."""
    from cardlab.games.comp13.rules import is_honour, value

    assert [value(c) for c in cards("AS 2H 10D JC QS KH JK")] == [1, 2, 10, 11, 12, 13, 0]
    assert [is_honour(c) for c in cards("AS 9H 10D JC QS KH JK")] == [
        True, False, True, True, True, True, False]
    assert mate(Card("QH")) == Card("QD") and mate(Card("6C")) == Card("6S")
    assert mate(Card("6S")) == Card("6C") and mate(Card("3D")) == Card("3H")
    assert mate(Card("JK")) is None
    order = sorted(cards("KC KS QS JK AH KH"), key=ranking_key, reverse=True)
    assert texts(order) == ["KS", "KH", "KC", "QS", "AH", "JK"]


# ----------------------------------------------------------------------------- the dealer


def test_mate_at_a_dealer_turns_up_b_c_and_places_d() -> None:
    """The holder of A's mate is the dealer, turns up B and C, places D; play starts left."""
    hands = [list(h) for h in FILLER]
    hands[2] = ["9C", "2D", "3D", "4D"]  # 9C is the mate of 9S
    g = setup(hands, ["9S", "7H", "8D", "10C"])
    assert g.dealer == 2 and g.phase == "place" and g.to_move == (2,)
    assert fields(g) == {"A": ["9S"], "B": ["7H"], "C": ["8D"], "D": []}
    ev = keys(g.events)
    assert ev[:4] == ["comp13.dealt", "comp13.turned_up", "comp13.mate_found",
                      "comp13.turned_up"]
    assert ev[-1] == "comp13.dealer_places"
    assert [str(a) for a in g.legal_actions()] == ["place 2D", "place 3D", "place 4D",
                                                   "place 9C"]
    g.play("place 3D")
    assert fields(g)["D"] == ["3D"] and g.phase == "play" and g.to_move == (3,)
    assert "3D" not in hand(g, 2) and g.view()["table"]["stock"] == 52 - 16 - 3


def test_mate_at_b() -> None:
    """No mate of A; B's mate holder is the dealer, turns up C, places D."""
    hands = [list(h) for h in FILLER]
    hands[0] = ["7D", "2S", "3S", "4S"]  # 7D is the mate of 7H on B
    g = setup(hands, ["9S", "7H", "8D", "10C"])
    assert keys(g.events)[2:5] == ["comp13.no_mate", "comp13.turned_up", "comp13.mate_found"]
    assert g.dealer == 0 and g.phase == "place"
    assert fields(g) == {"A": ["9S"], "B": ["7H"], "C": ["8D"], "D": []}
    g.play("place 7D")
    assert g.to_move == (1,)


def test_mate_at_c() -> None:
    """No mate of A or B; C's mate holder places D."""
    hands = [list(h) for h in FILLER]
    hands[1] = ["8H", "2H", "3H", "4H"]  # 8H is the mate of 8D on C
    g = setup(hands, ["9S", "7H", "8D", "10C"])
    assert g.dealer == 1 and g.phase == "place"
    assert fields(g) == {"A": ["9S"], "B": ["7H"], "C": ["8D"], "D": []}
    g.play("place 8H")
    assert g.to_move == (2,) and fields(g)["D"] == ["8H"]


def test_mate_at_d_dealer_plays_first() -> None:
    """D's mate holder is the dealer and plays first; nobody places a card."""
    hands = [list(h) for h in FILLER]
    hands[3] = ["10S", "7S", "8S", "6H"]  # mate of 10C
    g = setup(hands, ["9S", "7H", "8D", "10C"])
    assert g.dealer == 3 and g.phase == "play" and g.to_move == (3,)
    assert fields(g) == {"A": ["9S"], "B": ["7H"], "C": ["8D"], "D": ["10C"]}
    assert keys(g.events)[-2:] == ["comp13.mate_found", "comp13.plays_first"]


def test_no_mate_highest_card_chooses_the_dealer() -> None:
    """Nobody holds a mate: value first, then ♠ > ♥ > ♦ > ♣; that seat plays first."""
    g = setup(FILLER, ["9S", "7H", "9D", "10C"], provisional=1)
    # ♣10 on D is highest; D lies in front of (1 + 3) % 4 = 0
    assert g.dealer == 0 and g.to_move == (0,) and g.phase == "play"
    assert keys(g.events)[-2:] == ["comp13.ranked", "comp13.plays_first"]
    g = setup(FILLER, ["9C", "9H", "9D", "AC"], provisional=1)
    assert g.dealer == 2  # ♥9 on B beats ♦9 and ♣9; B lies in front of seat 2


def test_no_mate_joker_is_lowest() -> None:
    """A turned-up joker has no mate and ranks below every card."""
    g = setup(FILLER, ["JK", "AC", "AD", "AH"], jokers=1)
    assert fields(g) == {"A": ["JK"], "B": ["AC"], "C": ["AD"], "D": ["AH"]}
    assert g.dealer == 3 and g.to_move == (3,)  # ♥A beats ♦A and ♣A


def test_four_kings_turned_up_is_a_washout() -> None:
    """A–D all kings and nobody can hold a mate: washout; only honours in hand count."""
    hands = [list(h) for h in FILLER]
    hands[2] = ["AD", "2D", "3D", "4D"]
    g = setup(hands, ["KS", "KC", "KH", "KD"], provisional=2)
    assert g.is_over and g.phase == "over" and g.to_move == ()
    assert "comp13.washout_kings_dealer" in keys(g.events)
    out = g.outcome
    assert out is not None and out.scores == (0.0, 0.0, -1.0, 0.0)
    # seats 0, 1, 3 tie on everything: turn order from the provisional dealer (2) → 3
    assert out.winners == [3] and out.details["tie_break"] == "order"
    assert out.details["end"] == "washout_dealer" and out.details["dealer_chosen"] is False
    assert out.reason.key == "comp13.won_washout_dealer"
    with pytest.raises(IllegalActionError):
        g.play("draw")


def test_dealers_fourth_king_on_d_is_an_all_ground() -> None:
    """A–C kings, the dealer places the fourth king: All-Ground by the dealer."""
    hands = [list(h) for h in FILLER]
    hands[1] = ["KD", "2H", "3H", "4H"]  # mate of ♥K on C
    hands[3] = ["JK", "7S", "8S", "6H"]
    g = setup(hands, ["KS", "KC", "KH", "9S", "7H", "8D", "10C"], jokers=1)
    assert g.dealer == 1 and g.phase == "place"
    ev = g.play("place KD")
    assert keys(ev)[:2] == ["comp13.placed", "comp13.all_ground"]
    assert keys(ev).count("comp13.ag_field") == 4
    assert captured(g, 1) == ["KS", "KH", "KD", "KC"]
    assert captured(g, 3) == ["JK"] and "JK" not in hand(g, 3)
    assert fields(g) == {"A": ["9S"], "B": ["7H"], "C": ["8D"], "D": ["10C"]}
    assert g.phase == "play" and g.to_move == (2,)
    g.undo()
    assert g.phase == "place" and fields(g)["D"] == []


def test_place_phase_bad_input() -> None:
    """Only 'place' while the dealer places; never a joker; only from the dealer's hand."""
    hands = [list(h) for h in FILLER]
    hands[2] = ["9C", "JK", "3D", "4D"]
    g = setup(hands, ["9S", "7H", "8D", "10C"], jokers=1)
    assert [str(a) for a in g.legal_actions()] == ["place 3D", "place 4D", "place 9C"]
    rejects(g, "place JK", "comp13.joker_from_hand")
    rejects(g, "place 5S", "core.not_in_hand")
    rejects(g, "add 3D C", "comp13.place_first")
    rejects(g, "draw", "comp13.place_first")
    rejects(g, "bonus none", "comp13.place_first")
    rejects(g, "place 2S", "core.not_your_turn", seat=0)
    g.play("place 4D")
    rejects(g, "place 3D", "comp13.not_placing", seat=3)


# ----------------------------------------------------------------------------- plays

# Two players, provisional dealer 0: A and C lie in front of seat 0, B and D of seat 1.


def test_add_and_its_limits() -> None:
    """Add: same suit, field ≤ 20, total ≤ 52; the legal list says exactly that."""
    g = setup([["8H", "9H", "2D", "5C"], ["3C", "4C", "6D", "7D"]],
              ["QH", "QC", "JD", "10S"])
    assert g.to_move == (0,) and g.view()["table"]["sums"] == {
        "A": 12, "B": 12, "C": 11, "D": 10, "total": 45}
    assert [str(a) for a in g.legal_actions()] == ["add 2D C", "add 5C B", "draw"]
    e = rejects(g, "add 9H A", "comp13.over_20")
    assert e.values == {"field": "A", "sum": 21} and "20" in e.reason
    e = rejects(g, "add 8H A", "comp13.over_52")
    assert e.values == {"total": 53} and "52" in e.reason
    rejects(g, "add 5C A", "comp13.wrong_suit")
    rejects(g, "add 3S A", "core.not_in_hand")
    ev = g.play("add 5C B")
    assert keys(ev) == ["comp13.added"] and ev[0].values["sum"] == 17
    assert fields(g)["B"] == ["QC", "5C"] and g.to_move == (1,)
    assert g.view()["table"]["sums"]["total"] == 50
    assert "5C" not in hand(g, 0)


def test_a_sixth_card_is_refused() -> None:
    """A field holds at most 5 cards."""
    g = setup([["2H", "4H", "6H", "7C"], ["3H", "5H", "8C", "8D"]],
              ["AH", "2C", "9S", "4C"])
    assert g.to_move == (0,)  # ♠9 on C, in front of seat 0
    for text in ["add 2H A", "add 3H A", "add 4H A", "add 5H A"]:
        g.play(text)
    assert fields(g)["A"] == ["AH", "2H", "3H", "4H", "5H"]
    assert g.view()["table"]["sums"]["A"] == 15
    e = rejects(g, "add 6H A", "comp13.five_cards")
    assert "5 cards" in e.reason


def test_change_suit_on_a_single_field() -> None:
    """Change: single field, same value, other suit; the field card goes to the hand."""
    g = setup([["8H", "5H", "2C", "3C"], ["6C", "7C", "6D", "7D"]],
              ["8C", "5S", "9D", "4H"])
    assert g.to_move == (0,)
    legal = [str(a) for a in g.legal_actions()]
    assert "change 8H A" in legal and "change 5H B" in legal
    ev = g.play("change 8H A")
    assert keys(ev) == ["comp13.changed"] and ev[0].values["taken"] == "8C"
    assert fields(g)["A"] == ["8H"] and "8C" in hand(g, 0)
    assert g.view()["table"]["sums"]["A"] == 8
    g.play("add 6D C")  # seat 1: C = ♦9 ♦6
    rejects(g, "change 2C C", "comp13.change_single")
    rejects(g, "change 2C A", "comp13.change_value")
    rejects(g, "change 3C D", "comp13.change_value")


def test_change_to_a_single_king_is_not_a_comp() -> None:
    """A single king reached by a change of suit makes no Comp."""
    g = setup([["KH", "2C", "3C", "4C"], ["6C", "7C", "6D", "7D"]],
              ["KC", "5S", "9D", "4H"])
    assert g.to_move == (0,)
    ev = g.play("change KH A")
    assert keys(ev) == ["comp13.changed"] and fields(g)["A"] == ["KH"]
    assert captured(g, 0) == [] and "KC" in hand(g, 0) and g.to_move == (1,)


def test_swap_and_split_on_multi_fields() -> None:
    """Swap 1:1 and 1:2 need a multi field of the card's suit; 1:2 keeps the sum."""
    g = setup([["2D", "JD", "8C", "6H"], ["AD", "4D", "7C", "6S"]],
              ["9D", "2S", "5C", "3H"])
    assert g.to_move == (0,)
    rejects(g, "swap 8C 5C C", "comp13.swap_multi")
    rejects(g, "split 8C 5C 3C C", "comp13.swap_multi")
    g.play("add 2D A")
    g.play("add AD A")  # A = ♦9 ♦2 ♦A = 12
    rejects(g, "split JD 9D AD A", "comp13.split_values")
    rejects(g, "split JD 9D 9D A", "comp13.split_two_cards")
    rejects(g, "swap JD 5D A", "comp13.not_on_field")
    rejects(g, "swap 8C 9D A", "comp13.wrong_suit")
    e = rejects(g, "swap JD AD A", "comp13.over_20")
    assert e.values["sum"] == 22
    assert "split JD 9D 2D A" in [str(a) for a in g.legal_actions()]
    ev = g.play("split JD 2D 9D A")  # the field cards in any order
    assert keys(ev) == ["comp13.split"] and str(g.history[-1].action) == "split JD 9D 2D A"
    assert fields(g)["A"] == ["AD", "JD"] and g.view()["table"]["sums"]["A"] == 12
    assert {"9D", "2D"} <= set(hand(g, 0))
    ev = g.play("swap 4D AD A")  # seat 1: A = ♦4 ♦J = 15
    assert keys(ev) == ["comp13.swapped"] and fields(g)["A"] == ["4D", "JD"]
    assert "AD" in hand(g, 1)


def test_split_makes_a_single_field() -> None:
    """A 1:2 swap on a two-card field leaves a single field."""
    g = setup([["2D", "JD", "8C", "6H"], ["AD", "4D", "7C", "6S"]],
              ["9D", "2S", "5C", "3H"])
    g.play("add 2D A")
    g.play("draw")
    g.play("split JD 9D 2D A")
    assert fields(g)["A"] == ["JD"] and g.view()["table"]["counts"]["A"] == 1


def test_swap_over_52_is_refused() -> None:
    """A swap that keeps its field ≤ 20 but lifts the four fields over 52 is refused."""
    g = setup([["5H", "8C", "2D", "3D"], ["AH", "4C", "5C", "6D"]],
              ["9H", "QC", "JD", "10S"])
    assert g.to_move == (1,)  # ♣Q on B beats ♦J; B lies in front of seat 1
    g.play("add AH A")  # A = ♥9 ♥A = 10, total 43
    g.play("add 8C B")  # B = ♣Q ♣8 = 20, total 51
    g.play("draw")
    e = rejects(g, "swap 5H AH A", "comp13.over_52")
    assert e.values == {"total": 55}
    assert "swap 5H 9H A" in [str(a) for a in g.legal_actions()]  # ♥5 ♥A = 6, total 48


def test_draw_is_private_and_the_last_card_ends_the_game() -> None:
    """Draw: the card goes to the hand (only its owner sees it); the empty stock ends."""
    g = setup([["2H", "3H", "4H", "5H"], ["2C", "3C", "4C", "5C"]],
              ["9S", "7D", "8D", "10C", "AS"])
    assert g.to_move == (1,)
    ev = g.play("draw")
    assert keys(ev) == ["comp13.drew", "comp13.drew_card"] and ev[1].to == (1,)
    assert "AS" in hand(g, 1)
    assert all(e["key"] != "comp13.drew_card" for e in g.view(0)["events"])
    assert any(e["key"] == "comp13.drew_card" for e in g.view(1)["events"])
    while not g.is_over:
        g.play("draw")
    assert g.view()["table"]["stock"] == 0 and g.outcome is not None
    assert g.outcome.details["end"] == "stock" and "comp13.stock_out" in keys(g.events)


def test_joker_field_and_joker_in_hand_are_untouchable() -> None:
    """No play targets a joker field; a joker never leaves a hand by a play."""
    g = setup([["2C", "3C", "4C", "5C"], ["JK", "2D", "3D", "6H"]],
              ["JK", "9S", "7D", "10H"], jokers=2)
    assert g.to_move == (1,)  # ♥10 on D, in front of seat 1
    rejects(g, "add 2D A", "comp13.joker_field")
    rejects(g, "change 2D A", "comp13.joker_field")
    rejects(g, "add JK C", "comp13.joker_from_hand")
    assert not [a for a in g.legal_actions() if "A" == getattr(a, "field", None)]
    assert g.view()["table"]["sums"]["A"] == 0


# ----------------------------------------------------------------------------- Comp


def test_two_card_comp_without_bonus_and_the_comping_players_king() -> None:
    """2-card Comp: honours taken, field cleared, the comping player's king, refill."""
    g = setup([["2H", "KH", "6C", "7C"], ["9C", "9D", "8D", "7D"]],
              ["JH", "5C", "3D", "4S", "6D"])
    ev = g.play("add 2H A")
    assert keys(ev) == ["comp13.added", "comp13.comp_2", "comp13.comp_capture",
                        "comp13.cleared", "comp13.no_bonus_2", "comp13.king_comping",
                        "comp13.turned_up"]
    assert str(ev[2]) == "Comp on field A: ♥J captured by seat 0 (the honours of the comped field)"
    assert ev[3].values["cards"] == ["2H"]
    assert captured(g, 0) == ["JH", "KH"] and "KH" not in hand(g, 0)
    assert fields(g)["A"] == ["6D"] and g.to_move == (1,) and g.phase == "play"
    assert g.view()["table"]["discards"] == 1


def test_two_card_comp_with_bonus_and_the_next_players_king() -> None:
    """2-card Comp bonus: one single honour; the next player takes the comped suit's king."""
    g = setup([["2H", "6C", "7C", "8C"], ["KH", "9C", "9D", "8D"]],
              ["JH", "10C", "QD", "4S", "5S", "6S"])
    ev = g.play("add 2H A")
    assert keys(ev)[-1] == "comp13.bonus_offer_2"
    assert g.phase == "bonus" and g.to_move == (0,)
    assert [str(a) for a in g.legal_actions()] == ["bonus QD", "bonus 10C", "bonus none"]
    assert g.view()["table"]["bonus"] == {"seat": 0, "field": "A", "kind": 2,
                                          "choices": ["bonus QD", "bonus 10C"]}
    assert fields(g)["A"] == []
    rejects(g, "bonus C", "comp13.bonus_needs_card")
    rejects(g, "bonus 4S", "comp13.bonus_not_single")
    rejects(g, "bonus JH", "comp13.bonus_not_single")
    rejects(g, "draw", "comp13.choose_bonus_first")
    rejects(g, "add 6C B", "comp13.choose_bonus_first")
    rejects(g, "bonus QD", "core.not_your_turn", seat=1)
    ev = g.play("bonus QD")
    assert keys(ev) == ["comp13.bonus_single", "comp13.cleared_empty", "comp13.king_next",
                        "comp13.turned_up", "comp13.turned_up"]
    assert str(ev[2]) == ("♥K in seat 1's hand captured: same suit as the comped field, "
                          "held by the next player")
    assert captured(g, 0) == ["JH", "QD"] and captured(g, 1) == ["KH"]
    assert fields(g) == {"A": ["5S"], "B": ["10C"], "C": ["6S"], "D": ["4S"]}
    assert g.phase == "play" and g.to_move == (1,) and g.view()["table"]["bonus"] is None


def test_bonus_may_be_declined() -> None:
    """'bonus none' takes nothing: only the comped field is cleared and refilled."""
    g = setup([["2H", "6C", "7C", "8C"], ["KH", "9C", "9D", "8D"]],
              ["JH", "10C", "QD", "4S", "5S", "6S"])
    g.play("add 2H A")
    ev = g.play("bonus none")
    assert keys(ev)[0] == "comp13.bonus_declined"
    assert fields(g) == {"A": ["5S"], "B": ["10C"], "C": ["QD"], "D": ["4S"]}
    assert captured(g, 0) == ["JH"]


def test_bonus_compulsory_option() -> None:
    """bonus_optional=False: a qualifying bonus must be taken."""
    g = setup([["2H", "6C", "7C", "8C"], ["KH", "9C", "9D", "8D"]],
              ["JH", "10C", "QD", "4S", "5S", "6S"], bonus_optional=False)
    g.play("add 2H A")
    assert [str(a) for a in g.legal_actions()] == ["bonus QD", "bonus 10C"]
    rejects(g, "bonus none", "comp13.bonus_required")


def test_three_card_comp_with_a_field_bonus() -> None:
    """3-card Comp bonus: every honour of one other field."""
    g = setup([["3H", "6H", "2D", "3D"], ["AC", "7D", "8D", "9D"]],
              ["4H", "JC", "QD", "5S", "7S", "8S"])
    assert g.to_move == (0,)
    g.play("add 3H A")
    g.play("add AC B")  # B = ♣J ♣A = 12
    ev = g.play("add 6H A")
    assert keys(ev) == ["comp13.added", "comp13.comp_3", "comp13.comp_no_honours",
                        "comp13.cleared", "comp13.bonus_offer_3"]
    assert [str(a) for a in g.legal_actions()] == ["bonus B", "bonus C", "bonus none"]
    rejects(g, "bonus JC", "comp13.bonus_needs_field")
    rejects(g, "bonus D", "comp13.bonus_no_honours")
    rejects(g, "bonus A", "comp13.bonus_no_honours")
    ev = g.play("bonus B")
    assert keys(ev)[:2] == ["comp13.bonus_field", "comp13.cleared_empty"]
    assert captured(g, 0) == ["AC", "JC"]
    assert fields(g) == {"A": ["7S"], "B": ["8S"], "C": ["QD"], "D": ["5S"]}
    assert g.to_move == (1,)


def test_three_card_comp_without_bonus() -> None:
    """No other field holds an honour: no bonus phase."""
    g = setup([["3H", "6H", "7D", "8D"], ["3C", "7C", "8C", "6D"]],
              ["4H", "2C", "9D", "5S", "10S"])
    g.play("add 3H A")
    g.play("add 3C B")
    ev = g.play("add 6H A")
    assert "comp13.no_bonus_3" in keys(ev) and g.phase == "play"
    assert fields(g)["A"] == ["10S"] and g.to_move == (1,)


def test_a_swap_can_comp() -> None:
    """Play 3 (swap 1:1) that makes 13 is a Comp."""
    g = setup([["2D", "JD", "8C", "6H"], ["AD", "4D", "7C", "6S"]],
              ["9D", "2S", "5C", "3H", "10S"])
    g.play("add 2D A")  # A = ♦9 ♦2 = 11
    ev = g.play("swap 4D 2D A")  # seat 1: ♦9 ♦4 = 13
    assert keys(ev)[:2] == ["comp13.swapped", "comp13.comp_2"]
    assert fields(g)["A"] == ["10S"] and "2D" in hand(g, 1)


def test_only_the_comping_and_next_player_take_the_king() -> None:
    """With 3 players the third player keeps the comped suit's king."""
    g = setup([["2H", "6C", "7C", "8C"], ["9C", "9D", "8D", "7D"],
               ["KH", "6D", "5D", "2C"]], ["JH", "5C", "3D", "4S", "10S"])
    ev = g.play("add 2H A")
    assert not {"comp13.king_comping", "comp13.king_next"} & set(keys(ev))
    assert "KH" in hand(g, 2) and captured(g, 2) == []


def test_a_refill_that_empties_the_stock_ends_the_game() -> None:
    """Stock too short to refill every cleared field: the game ends when it runs out."""
    g = setup([["6C", "7C", "8C", "9C"], ["2H", "9D", "8D", "7D"]],
              ["JH", "10C", "QD", "4S"])
    assert g.to_move == (0,)
    while g.view()["table"]["stock"] > 1:
        g.play("draw")
    assert g.to_move == (1,)
    g.play("add 2H A")
    ev = g.play("bonus QD")
    assert keys(ev)[3:6] == ["comp13.turned_up", "comp13.stock_out", "comp13.score_line"]
    assert g.is_over and fields(g)["C"] == [] and len(fields(g)["A"]) == 1
    assert g.outcome is not None and g.outcome.details["end"] == "stock"


def test_washout_after_a_comp() -> None:
    """After the refill the four sums reach 52: washout, the game ends."""
    g = setup([["6C", "7C", "8C", "9C"], ["2H", "3C", "4C", "5C"]],
              ["JH", "QC", "KD", "KS", "KC", "KH"])
    assert g.to_move == (1,)  # ♠K on D (in front of seat 1) beats ♦K
    g.play("add 2H A")  # total 51: a Comp, not an All-Ground
    ev = g.play("bonus QC")
    assert keys(ev) == ["comp13.bonus_single", "comp13.cleared_empty", "comp13.turned_up",
                        "comp13.turned_up", "comp13.washout_total", "comp13.score_line",
                        "comp13.score_line", "comp13.game_over", "comp13.decided_by_score"]
    assert fields(g) == {"A": ["KC"], "B": ["KH"], "C": ["KD"], "D": ["KS"]}
    out = g.outcome
    assert out is not None and out.details["end"] == "washout"
    assert out.scores == (0.0, 2.0) and out.winners == [1]
    assert out.reason.key == "comp13.won_washout"


# ----------------------------------------------------------------------------- All-Ground


def test_all_ground_with_jokers_on_fields_and_in_hands() -> None:
    """All-Ground takes the fields' honours and jokers and everyone's kings and jokers."""
    g = setup([["3D", "2C", "2H", "3H"], ["KS", "4H", "9H", "10H"],
               ["8S", "KC", "JK", "5H"], ["7C", "6H", "7H", "8H"]],
              ["JK", "QC", "KD", "9S", "5S", "6D", "7D", "8D"], jokers=2)
    assert g.to_move == (2,)  # ♦K on C, in front of seat 2
    rejects(g, "change JK A", "comp13.joker_from_hand")
    rejects(g, "add JK A", "comp13.joker_from_hand")
    g.play("add 8S D")  # D = 17, total 42
    g.play("add 7C B")  # B = 19, total 49
    ev = g.play("add 3D C")  # C = 16, total 52
    assert keys(ev)[:5] == ["comp13.added", "comp13.all_ground", "comp13.ag_field",
                            "comp13.ag_field", "comp13.ag_field"]
    assert [e.values["seat"] for e in ev if e.key == "comp13.ag_hand"] == [1, 2]
    assert captured(g, 0) == ["KD", "QC", "JK"]
    assert captured(g, 1) == ["KS"] and captured(g, 2) == ["KC", "JK"]
    assert fields(g) == {"A": ["5S"], "B": ["6D"], "C": ["7D"], "D": ["8D"]}
    assert g.to_move == (1,) and g.view()["table"]["discards"] == 4
    assert "10H" in hand(g, 1)
    seat0 = g.view()["seats"][0]
    assert seat0["score"] == 1 + 1 + 3  # two cards and a joker


def test_all_ground_beats_a_comp_by_the_same_play() -> None:
    """A play making one field 13 and the total 52 is an All-Ground only."""
    g = setup([FILLER[0], FILLER[1], FILLER[2], ["AH", "2C", "3C", "4C"]],
              ["QH", "KC", "KD", "KS", "9S", "6D", "7D", "8D"])
    assert g.to_move == (3,)
    ev = g.play("add AH A")
    assert "comp13.all_ground" in keys(ev)
    assert not [k for k in keys(ev) if k.startswith("comp13.comp_")]
    assert captured(g, 3) == ["KS", "AH", "QH", "KD", "KC"]
    assert fields(g) == {"A": ["9S"], "B": ["6D"], "C": ["7D"], "D": ["8D"]}


def test_all_ground_with_four_cards_left_ends_the_game() -> None:
    """The new fields empty a stock of 4 cards or fewer: the game ends."""
    g = setup([FILLER[0], FILLER[1], FILLER[2], ["AH", "2C", "3C", "4C"]],
              ["QH", "KC", "KD", "KS"])
    for _ in range(28):
        g.play("draw")
    assert g.view()["table"]["stock"] == 4 and g.to_move == (3,)
    g.play("add AH A")
    assert g.is_over and g.view()["table"]["stock"] == 0
    assert all(len(cs) == 1 for cs in fields(g).values())
    assert g.outcome is not None and g.outcome.details["end"] == "stock"


def test_all_ground_turning_up_four_kings_is_a_washout() -> None:
    """Four kings as the new fields: washout; the scores count the captures."""
    hands = [["8S", "2S", "3S", "4S"], FILLER[1], FILLER[2], ["6S", "7S", "6H", "7H"]]
    g = setup(hands, ["QH", "QC", "JD", "9S", "KS", "KH", "KD", "KC"])
    assert g.to_move == (0,)
    ev = g.play("add 8S D")
    assert "comp13.washout_kings" in keys(ev) and g.is_over
    out = g.outcome
    assert out is not None and out.details["end"] == "washout" and out.winners == [0]
    assert out.details["breakdown"][0]["score"] == 3
    assert out.scores == (3.0, 0.0, 0.0, 0.0)


# ----------------------------------------------------------------------------- scoring


def test_scoring_with_every_bonus_and_jokers() -> None:
    """+1 a card, +3 a joker, −1 an honour and −2 a joker in hand, +3 kings, +2 a rank."""
    took = cards("KS KH KD KC AS AH AD AC 10S 10H 10D 10C JK JK")
    s = score_cards(took, cards("QH JK 5D"))
    assert (s["plus"], s["minus"], s["kings"], s["sets"]) == (18, 3, 3, 4)
    assert s["score"] == 22 and s["values"] == 96
    assert score_cards(took, cards("QH JK 5D"), joker_points=4)["score"] == 24
    s = score_cards(cards("JS JH JD JC QS QH QD QC KS"), [])
    assert (s["kings"], s["sets"], s["score"]) == (0, 4, 13)
    assert score_cards([], cards("AS 10H JK 9C"))["score"] == -4


def test_tie_breaks() -> None:
    """Score, then fewer minus points, then captured values, then order from the dealer."""
    a = {"score": 4, "minus": 1, "values": 20}
    assert game_winner([a, {"score": 5, "minus": 3, "values": 0}], 0) == (1, "score")
    assert game_winner([a, {"score": 4, "minus": 0, "values": 0}], 0) == (1, "minus")
    assert game_winner([a, {"score": 4, "minus": 1, "values": 21}], 0) == (1, "values")
    same = [dict(a) for _ in range(4)]
    assert game_winner(same, 2) == (2, "order")
    assert game_winner([{**a, "score": 0}, *same[1:]], 0) == (1, "order")


def test_game_end_scores_in_the_outcome() -> None:
    """The outcome's details hold every seat's breakdown and the tie-break used."""
    g = setup([["8S", "AS", "10S", "4S"], FILLER[1], FILLER[2], ["6S", "7S", "6H", "7H"]],
              ["QH", "QC", "JD", "9S", "KS", "KH", "KD", "KC"], joker_points=4)
    g.play("add 8S D")
    out = g.outcome
    assert out is not None
    b = out.details["breakdown"][0]
    assert (b["captured"], b["honours_in_hand"], b["minus"], b["score"]) == (3, 2, 2, 1)
    assert out.details["tie_break"] == "score" and out.winners == [0]
    assert g.view(0)["seats"][0]["score"] == 1


# ----------------------------------------------------------------------------- match


def test_match_of_twelve_games() -> None:
    """match=True: 12 games, each winner the next provisional dealer; totals in the outcome."""
    g = run_random_game("comp13", 4, 11, deep=False, match=True)
    out = g.outcome
    assert out is not None
    games = out.details["games"]
    assert len(games) == 12 and len(g.to_record()["decks"]) == 12
    assert [r["game"] for r in games] == list(range(1, 13))
    for prev, nxt in itertools.pairwise(games):
        assert nxt["provisional_dealer"] == prev["winner"]
    totals = [sum(r["scores"][s] for r in games) for s in range(4)]
    assert out.details["totals"] == totals and list(out.scores) == [float(t) for t in totals]
    won = [sum(r["winner"] == s for r in games) for s in range(4)]
    assert out.details["games_won"] == won
    best = max(totals)
    top = [s for s in range(4) if totals[s] == best]
    assert out.winners == [s for s in top if won[s] == max(won[t] for t in top)]
    assert g.view()["table"]["game"] == 12
    assert cardlab.from_record(json.loads(json.dumps(g.to_record()))) == g


def test_match_decks_come_from_next_deck() -> None:
    """A given deck fixes only the first game; later games are seeded shuffles."""
    g1 = cardlab.new_game("comp13", seed=5, match=True)
    deck = g1.to_record()["decks"][0]
    g2 = cardlab.new_game("comp13", seed=5, match=True, deck=deck)
    assert g1.to_record() == g2.to_record()


# ----------------------------------------------------------------------------- conformance


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1])
def test_conformance_with_jokers(players: int, seed: int) -> None:
    """The contract checks with 2 jokers (and with 3 and the other switches)."""
    g = run_random_game("comp13", players, seed, jokers=2)
    assert cardlab.from_record(json.loads(json.dumps(g.to_record()))) == g
    g = run_random_game("comp13", players, seed + 10, jokers=3, bonus_optional=False,
                        joker_points=4)
    assert g.options["jokers"] == 3 and len(g.to_record()["decks"][0]) == 55


def test_conformance_checks_on_a_set_up_bonus_phase() -> None:
    """Views, texts and rejections in the bonus phase."""
    import numpy as np

    g = setup([["2H", "6C", "7C", "8C"], ["KH", "9C", "9D", "8D"]],
              ["JH", "10C", "QD", "4S", "5S", "6S"])
    g.play("add 2H A")
    check_view(g)
    check_texts(g)
    check_rejects(g, {"bonus 10C", "bonus A", "draw", "add 6C B", "bonus 4S"},
                  np.random.default_rng(0))


# ----------------------------------------------------------------------------- views, text


def test_view_shape() -> None:
    """Fields, sums, stock and game number on the table; hand, captured, score per seat."""
    g = setup([["2H", "KH", "6C", "7C"], ["9C", "9D", "8D", "7D"]],
              ["JH", "5C", "3D", "4S", "6D"])
    v = g.view(0)
    t = v["table"]
    assert t["fields"] == {"A": ["JH"], "B": ["5C"], "C": ["3D"], "D": ["4S"]}
    assert t["sums"] == {"A": 11, "B": 5, "C": 3, "D": 4, "total": 23}
    assert t["stock"] == 52 - 8 - 4 and t["game"] == 1 and t["games"] == 1
    assert t["field_seats"] == {"A": 0, "B": 1, "C": 0, "D": 1}
    me, other = v["seats"]
    assert me["hand"] == ["2H", "KH", "6C", "7C"] and other["hand"] == 4
    assert me["captured"] == [] and me["score"] == 0 and me["minus"] == 1
    assert other["minus"] is None and me["fields"] == ["A", "C"]
    assert v["legal"][-1] == "draw"
    json.dumps(g.view(reveal=True))


def test_field_seats_with_three_players() -> None:
    """Field X lies in front of seat (provisional dealer + index) mod n."""
    g = cardlab.new_game("comp13", players=3, seed=2, dealer=1)
    assert g.view()["table"]["field_seats"] == {"A": 1, "B": 2, "C": 0, "D": 1}


def test_legal_actions_in_fixed_order() -> None:
    """Cards by suit and value, then field, then kind; draw last."""
    for seed in range(5):
        g = cardlab.new_game("comp13", seed=seed)
        for _ in range(30):
            if g.is_over:
                break
            legal = g.legal_actions()
            assert list(legal) == sorted(legal, key=action_key)
            assert len({str(a) for a in legal}) == len(legal)
            g.play(legal[seed % len(legal)])


def test_legal_actions_agree_with_the_reasons() -> None:
    """Every candidate play is legal exactly when no rule refuses it."""
    g = cardlab.new_game("comp13", seed=8)
    for _ in range(40):
        if g.is_over or g.phase != "play":
            break
        seat = g.to_move[0]
        legal = set(g.legal_actions())
        hand_cards = cards(g.view(seat)["seats"][seat]["hand"])
        fl = {x: cards(cs) for x, cs in g.view()["table"]["fields"].items()}
        for c in hand_cards:
            for x, f in fl.items():
                cands: list[Any] = [Add(c, x), Change(c, x)]
                cands += [Swap(c, fc, x) for fc in f]
                cands += [Split(c, a, b, x) for a in f for b in f if a != b]
                for a in cands:
                    assert (a in legal) == (g._illegal(seat, a) is None), a
        g.play(sorted(legal, key=action_key)[0])


def test_parse_and_bad_text() -> None:
    """Texts read back (by the class, as the bot reads them); malformed ones are
    InvalidActionError."""
    assert Comp13.parse_action("add 5h b") == Add(Card("5H"), "B")
    assert Comp13.parse_action("bonus 10s") == Bonus(card=Card("10S"))
    assert Comp13.parse_action("split jd 2d 9d a") == Split(Card("JD"), Card("9D"), Card("2D"), "A")
    assert Comp13.parse_action("bonus none") == Bonus()
    with pytest.raises(InvalidActionError):
        Comp13.parse_action("play")
    assert str(Swap(Card("5H"), Card("9H"), "C")) == "swap 5H 9H C"
    g = cardlab.new_game("comp13", seed=1)
    for bad in ["add 5H E", "add 5H", "split JD 9D A", "bonus JK", "place 7", "swap 5H C",
                "draw now", "add 5 A", "bonus"]:
        with pytest.raises(InvalidActionError):
            g.play(bad)


def test_helpers() -> None:
    """after_play and plays_for_card work on plain fields (as in a view)."""
    f = {"A": cards("9D 2D"), "B": cards("JK"), "C": cards("8C"), "D": cards("KS")}
    assert after_play(f, Split(Card("JD"), Card("9D"), Card("2D"), "A"))["A"] == cards("JD")
    assert [str(a) for a in plays_for_card(Card("8H"), f)] == ["change 8H C"]
    assert plays_for_card(Card("JK"), f) == []


def test_bad_options() -> None:
    """jokers 0–3, joker_points 3 or 4; decks must hold the jokers."""
    with pytest.raises(SetupError, match="jokers"):
        cardlab.new_game("comp13", jokers=4)
    with pytest.raises(SetupError, match="joker_points"):
        cardlab.new_game("comp13", joker_points=5)
    with pytest.raises(SetupError, match="deck"):
        cardlab.new_game("comp13", jokers=1, deck=arrange(FILLER, []))


# ----------------------------------------------------------------------------- the bot


def test_bot_is_registered_and_plays_whole_games() -> None:
    """bot_for('comp13') is a Comp13Bot; it finishes games from views only."""
    from cardlab.bots import bot_for
    from cardlab.games.comp13.bot import Comp13Bot
    from cardlab.session import play_out

    assert isinstance(bot_for("comp13", seed=1), Comp13Bot)
    for seed in range(3):
        g = cardlab.new_game("comp13", players=3, seed=seed, jokers=1)
        assert play_out(g, {s: Comp13Bot(seed=s) for s in range(3)}).is_over


def test_bot_finds_an_all_ground() -> None:
    """The All-Ground is worth more than anything else."""
    from cardlab.games.comp13.bot import Comp13Bot

    g = setup([["3D", "2C", "2H", "3H"], ["KS", "4H", "9H", "10H"],
               ["8S", "KC", "JK", "5H"], ["7C", "6H", "7H", "8H"]],
              ["JK", "QC", "KD", "9S"], jokers=2)
    g.play("add 8S D")
    g.play("add 7C B")
    assert Comp13Bot(seed=0).choose(g.view(0)) == "add 3D C"


def test_bot_prefers_the_comp_with_more_honours() -> None:
    """Two Comps: ♥J+♥2 captures an honour, ♣5+♣8 none."""
    from cardlab.games.comp13.bot import Comp13Bot

    g = setup([["2H", "8C", "6D", "7D"], ["9C", "9D", "8D", "7S"]],
              ["JH", "5C", "3D", "4S"])
    assert {"add 2H A", "add 8C B"} <= set(g.view(0)["legal"])
    assert Comp13Bot(seed=0).choose(g.view(0)) == "add 2H A"


def test_bot_takes_the_richest_bonus() -> None:
    """3-card Comp: field B holds two honours, C one."""
    from cardlab.games.comp13.bot import Comp13Bot

    g = setup([["3H", "6H", "2D", "3D"], ["AC", "7D", "8D", "9D"]],
              ["4H", "JC", "QD", "5S"])
    for text in ["add 3H A", "add AC B", "add 6H A"]:
        g.play(text)
    assert Comp13Bot(seed=0).choose(g.view(0)) == "bonus B"


def test_bot_covers_a_single_honour() -> None:
    """With no capture to make, it does not leave ♥Q alone for the next player."""
    from cardlab.games.comp13.bot import Comp13Bot

    g = setup([["5H", "3C", "6D", "7D"], ["9C", "8D", "7S", "6S"]],
              ["QH", "4C", "9D", "2S"])
    assert g.to_move == (0,)
    assert {"add 5H A", "add 3C B"} <= set(g.view(0)["legal"])
    assert Comp13Bot(seed=0).choose(g.view(0)) == "add 5H A"


def test_card_plays_for_a_teaching_table() -> None:
    """Per field: the legal plays of one hand card and the limit an add would break."""
    g = setup([["5H", "8C", "2D", "3D"], ["AH", "4C", "5C", "6D"]],
              ["9H", "QC", "JD", "10S"])
    g.play("add AH A")
    g.play("add 8C B")
    g.play("draw")
    p = g.card_plays(0, "5H")
    assert p["A"] == {"legal": ["swap 5H 9H A"],
                      "add": {"key": "comp13.over_52", "values": {"total": 56}}}
    assert p["B"]["add"]["key"] == "comp13.wrong_suit" and p["B"]["legal"] == []
    assert g.card_plays(1, "AH")["A"]["add"]["key"] == "core.not_your_turn"


def test_comp_events_read_in_both_languages() -> None:
    """A Comp is narrated step by step, in English and Japanese."""
    g = setup([["2H", "KH", "6C", "7C"], ["9C", "9D", "8D", "7D"]],
              ["JH", "5C", "3D", "4S", "6D"])
    ev = g.play("add 2H A")
    en = [e.text("en") for e in ev]
    ja = [e.text("ja") for e in ev]
    assert en[1] == "2-card Comp on field A by seat 0: ♥J ♥2 make 13"
    assert ja[1] == "席0が場Aで2枚Comp:♥J ♥2で13"
    assert en[5] == ("♥K in seat 0's hand captured: same suit as the comped field, "
                     "held by the comping player")
    assert all(ja)


# ----------------------------------------------------------------------------- audit additions


def test_placing_a_king_on_d_is_no_comp() -> None:
    """The dealer's card on D is not a play: a single ♦K there makes no Comp, takes nothing."""
    hands = [list(h) for h in FILLER]
    hands[2] = ["9C", "KD", "3D", "4D"]  # 9C is the mate of 9S on A
    g = setup(hands, ["9S", "7H", "8D", "10C"])
    ev = g.play("place KD")
    assert keys(ev) == ["comp13.placed", "comp13.plays_first"]
    assert fields(g)["D"] == ["KD"] and g.view()["table"]["sums"]["D"] == 13
    assert captured(g, 2) == [] and g.phase == "play" and g.to_move == (3,)


def test_a_swap_comp_takes_the_king_it_brought_into_the_hand() -> None:
    """♥K ♥A = 14; swapping ♥Q for ♥K makes ♥Q ♥A = 13: a 2-card Comp, and the ♥K now in the
    comping player's hand is captured too (the seed's own tactic)."""
    g = setup([["AH", "QH", "6C", "7C"], ["9C", "9D", "8D", "7D"]],
              ["KH", "5C", "3D", "4S", "2S", "6S"])
    assert g.to_move == (0,)  # ♥K on A (in front of seat 0) is the highest card
    g.play("add AH A")
    g.play("draw")
    ev = g.play("swap QH KH A")
    assert keys(ev) == ["comp13.swapped", "comp13.comp_2", "comp13.comp_capture",
                        "comp13.cleared_empty", "comp13.no_bonus_2", "comp13.king_comping",
                        "comp13.turned_up"]
    assert ev[2].values["cards"] == ["QH", "AH"]
    assert sorted(captured(g, 0)) == ["AH", "KH", "QH"] and "KH" not in hand(g, 0)
    assert fields(g)["A"] == ["6S"] and g.to_move == (1,)


def test_an_all_ground_by_a_swap() -> None:
    """Play 3 can make the All-Ground: ♣Q ♣5 → ♣Q ♣7 lifts the four fields to 52."""
    g = setup([["8H", "9H", "5C", "7C"], ["3C", "4C", "6D", "7D"]],
              ["QH", "QC", "JD", "10S", "2S", "3S", "4S", "5S", "6S"])
    assert g.to_move == (0,)
    g.play("add 5C B")  # B = 17, total 50
    g.play("draw")
    ev = g.play("swap 7C 5C B")  # B = 19, total 52
    assert keys(ev)[:2] == ["comp13.swapped", "comp13.all_ground"]
    assert not [k for k in keys(ev) if k.startswith("comp13.comp_")]
    assert sorted(captured(g, 0)) == ["10S", "JD", "QC", "QH"]
    assert "5C" in hand(g, 0) and g.view()["table"]["discards"] == 1
    assert fields(g) == {"A": ["3S"], "B": ["4S"], "C": ["5S"], "D": ["6S"]}
    assert g.to_move == (1,)


def test_three_card_comp_with_honours_and_a_multi_field_bonus() -> None:
    """3-card Comp ♥10 ♥2 ♥A: ♥10 and ♥A captured, ♥2 discarded; the bonus field ♣J ♣8
    gives ♣J and its ♣8 is discarded; both fields refilled A then B."""
    g = setup([["2H", "AH", "6C", "7C"], ["8C", "9D", "8D", "7D"]],
              ["10H", "JC", "5D", "4S", "6S", "7S", "9S"])
    assert g.to_move == (1,)  # ♣J on B, in front of seat 1
    g.play("add 8C B")  # B = ♣J ♣8 = 19
    g.play("add 2H A")  # A = 12
    g.play("draw")
    ev = g.play("add AH A")
    assert keys(ev) == ["comp13.added", "comp13.comp_3", "comp13.comp_capture",
                        "comp13.cleared", "comp13.bonus_offer_3"]
    assert ev[2].values["cards"] == ["10H", "AH"] and ev[3].values["cards"] == ["2H"]
    assert [str(a) for a in g.legal_actions()] == ["bonus B", "bonus none"]
    rejects(g, "bonus C", "comp13.bonus_no_honours")
    ev = g.play("bonus B")
    assert keys(ev) == ["comp13.bonus_field", "comp13.cleared", "comp13.turned_up",
                        "comp13.turned_up"]
    assert ev[1].values["cards"] == ["8C"]
    assert sorted(captured(g, 0)) == ["10H", "AH", "JC"]
    assert fields(g) == {"A": ["7S"], "B": ["9S"], "C": ["5D"], "D": ["4S"]}
    assert g.view()["table"]["discards"] == 2 and g.to_move == (1,)


def test_three_card_bonus_never_takes_a_joker_field() -> None:
    """A joker field holds no honour a Comp could take: it is never a bonus choice."""
    g = setup([["3H", "6H", "2D", "3D"], ["AC", "7D", "8D", "9D"]],
              ["4H", "JC", "QD", "JK", "7S", "8S"], jokers=1)
    assert g.to_move == (0,)  # ♦Q on C, in front of seat 0
    g.play("add 3H A")
    g.play("add AC B")
    g.play("add 6H A")
    assert [str(a) for a in g.legal_actions()] == ["bonus B", "bonus C", "bonus none"]
    rejects(g, "bonus D", "comp13.bonus_no_honours")


def _washout_deck(**options: Any) -> Comp13:
    hands = [list(h) for h in FILLER]
    hands[0] = ["JK", "3S", "4S", "5S"]
    hands[2] = ["AD", "2D", "3D", "4D"]
    return setup(hands, ["KS", "KC", "KH", "KD"], provisional=2, jokers=1, **options)


def test_dealer_choice_washout_costs_only_honours_in_hand() -> None:
    """Four kings turned up: nobody captures; only honours in hand cost points (−1 each).
    A joker is not an honour, so seat 0's joker costs nothing (rules file); seat 2's ♦A
    costs 1. Seats 0, 1 and 3 tie on everything: 3 comes first from the provisional
    dealer 2."""
    g = _washout_deck()
    out = g.outcome
    assert out is not None and out.scores == (0.0, 0.0, -1.0, 0.0)
    b = out.details["breakdown"]
    assert (b[0]["jokers_in_hand"], b[0]["minus"]) == (1, 0)
    assert (b[2]["honours_in_hand"], b[2]["minus"]) == (1, 1)
    assert [s["minus"] for s in g.view(reveal=True)["seats"]] == [0, 0, 1, 0]  # as scored
    assert out.winners == [3] and out.details["tie_break"] == "order"
    assert keys(g.events)[-1] == "comp13.decided_by_order"


def test_a_joker_in_hand_still_costs_two_at_an_ordinary_end() -> None:
    """Outside a washout while choosing the dealer a joker in hand costs 2 (scoring rule 3):
    the washout after a Comp of test_washout_after_a_comp, seat 0 holding a joker."""
    g = setup([["6C", "7C", "8C", "JK"], ["2H", "3C", "4C", "5C"]],
              ["JH", "QC", "KD", "KS", "KC", "KH"], jokers=1)
    g.play("add 2H A")
    g.play("bonus QC")
    out = g.outcome
    assert out is not None and out.details["end"] == "washout"
    assert out.details["breakdown"][0]["minus"] == 2
    assert out.scores == (-2.0, 2.0)


def test_washout_order_random_option() -> None:
    """washout_order='random': a seeded draw among the seats still tied (0, 1 and 3)."""
    seen = set()
    for seed in range(20):
        g = _washout_deck(washout_order="random", seed=seed)
        out = g.outcome
        assert out is not None and out.winners[0] in (0, 1, 3)
        assert out.details["tie_break"] == "draw"
        assert g.events[-1].key == "comp13.decided_by_draw" and g.events[-1].text("ja")
        assert cardlab.from_record(json.loads(json.dumps(g.to_record()))).outcome == out
        seen.add(out.winners[0])
    assert seen == {0, 1, 3}
    # a game with a dealer still counts from the dealer under this option
    g = setup([["8S", "2S", "3S", "4S"], FILLER[1], FILLER[2], ["6S", "7S", "6H", "7H"]],
              ["QH", "QC", "JD", "9S", "KS", "KH", "KD", "KC"], washout_order="random")
    g.play("add 8S D")
    assert g.outcome is not None and g.outcome.details["tie_break"] == "score"


def test_limits_are_named_in_both_languages() -> None:
    """The reasons for ≤ 20, ≤ 52 and 5 cards quote the limit in English and Japanese."""
    g = setup([["8H", "9H", "2D", "5C"], ["3C", "4C", "6D", "7D"]],
              ["QH", "QC", "JD", "10S"])
    e = rejects(g, "add 9H A", "comp13.over_20")
    assert "20" in e.reason and "20" in e.reason_ja and "21" in e.reason_ja
    e = rejects(g, "add 8H A", "comp13.over_52")
    assert "52" in e.reason and "52" in e.reason_ja and "53" in e.reason_ja
    g = setup([["2H", "4H", "6H", "7C"], ["3H", "5H", "8C", "8D"]],
              ["AH", "2C", "9S", "4C"])
    for text in ["add 2H A", "add 3H A", "add 4H A", "add 5H A"]:
        g.play(text)
    e = rejects(g, "add 6H A", "comp13.five_cards")
    assert "5" in e.reason_ja


def _seat_indices(players: int, provisional: int, seat: int) -> list[int]:
    """Positions in the deck of the cards dealt to ``seat`` (one at a time from the left)."""
    first = (provisional + 1) % players
    return [k for k in range(4 * players) if (first + k) % players == seat]


def test_views_do_not_depend_on_another_seats_hidden_cards() -> None:
    """Two games differing only in one card of seat 2's hand (swapped with the bottom of the
    stock): every other seat's view and the spectator's are identical, play after play."""
    deck_x = arrange(FILLER, ["9S", "7H", "9D", "10C"], provisional=1)
    k = _seat_indices(4, 1, 2)[1]
    j = next(i for i in range(len(deck_x) - 1, 20, -1)
             if Card(deck_x[i]).rank not in (9, 10, 7, 13))  # no mate, no king
    deck_y = list(deck_x)
    deck_y[k], deck_y[j] = deck_y[j], deck_y[k]
    gx = cardlab.new_game("comp13", deck=deck_x, dealer=1, seed=3)
    gy = cardlab.new_game("comp13", deck=deck_y, dealer=1, seed=3)
    assert hand(gx, 2) != hand(gy, 2)
    steps = 0
    while not gx.is_over and steps < 40:
        for viewer in (None, 0, 1, 3):
            assert gx.view(viewer) == gy.view(viewer), (steps, viewer)
        seat = gx.to_move[0]
        if seat == 2 and gx.phase == "play":
            action = "draw"  # seat 2's other plays depend on its hidden hand
        else:
            action = str(gx.legal_actions()[steps % len(gx.legal_actions())])
        gx.play(action)
        gy.play(action)
        steps += 1
    assert steps >= 30
