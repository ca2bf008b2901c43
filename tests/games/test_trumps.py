"""Trumps: the rules of ../shared/rules/trumps.md on set-up deals, scoring and bad input."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Sequence

import numpy as np
import pytest

import cardlab
from cardlab.cards import pairs_deck, stack_deck
from cardlab.core import Game
from cardlab.errors import IllegalActionError, InvalidActionError, SetupError
from cardlab.games.trumps.rules import rank_reveals, reveal_strength, score, winners
from tests.support.conformance import run_random_game

# --------------------------------------------------------------------------- helpers


def make(
    hands: Sequence[Sequence[int]],
    reserve: Sequence[int] | None = None,
    stock: Sequence[int] = (),
    dealer: int = 0,
    **options: object,
) -> Game:
    """A game whose hands, reserve and top of the deck are given; the rest follows sorted."""
    n = len(hands)
    left = Counter(c.text for c in pairs_deck(9 if n == 2 else 10))
    given = [str(x) for h in hands for x in h] + [str(x) for x in (reserve or ())]
    given += [str(x) for x in stock]
    need = Counter(given)
    assert all(left[k] >= v for k, v in need.items()), need - left
    left -= need
    rest = sorted(left.elements(), key=int)
    if reserve is None:
        reserve = [int(x) for x in rest[: 3 if n == 3 else 4]]
        rest = rest[len(reserve):]
    order = [str(x) for x in reserve] + [str(x) for x in stock] + rest
    deck = stack_deck([[str(x) for x in h] for h in hands], first=(dealer + 1) % n, rest=order)
    return cardlab.new_game("trumps", players=n, seed=0, deck=deck, dealer=dealer, **options)


def hand(g: Game, seat: int) -> list[int]:
    return [int(c) for c in g.view(seat)["seats"][seat]["hand"]]


def keys(events: Sequence[object]) -> list[str]:
    return [e.key for e in events]  # type: ignore[attr-defined]


def rejected(g: Game, text: str, seat: int | None = None) -> IllegalActionError:
    """Play ``text``; it must be illegal, with a reason in both languages, and change nothing."""
    before = g.to_record()
    view = g.view(reveal=True)
    with pytest.raises(IllegalActionError) as info:
        g.play(text, seat)
    assert info.value.reason and info.value.reason_ja
    assert g.to_record() == before
    assert g.view(reveal=True) == view
    return info.value


# Scenario A (3 players, dealer 0, so seat 1 is dealt first).
A_HANDS = [[1, 5, 6, 6, 7, 9, 9], [2, 3, 3, 8, 8, 10, 10], [4, 4, 5, 7, 8, 9, 10]]


def scenario_a() -> Game:
    """Start: 1, 2, 4 -> seat 0 starts; field 1, 2, 4; stock begins 7 8 9."""
    g = make(A_HANDS, stock=[7, 8, 9])
    for seat, x in ((0, 1), (1, 2), (2, 4)):
        g.play(f"start {x}", seat)
    return g


# --------------------------------------------------------------------------- scoring


FIRST = [9] * 5 + [8] * 3 + [7] * 2 + [6] + [5] * 2 + [3]
SECOND = [10] * 6 + [9] * 3 + [8] * 2 + [6] * 3 + [5, 1]
THIRD = [10] * 3 + [7] * 4 + [6, 5] + [4] * 4 + [3] * 2 + [2]


def test_worked_example_scores() -> None:
    """The rules file's example: 5 + 5 = 10, 6 + 3 = 9, 4 + 6 = 10."""
    assert score(FIRST) == (5, 5, 10)
    assert score(SECOND) == (6, 3, 9)
    assert score(THIRD) == (4, 6, 10)


def test_worked_example_winner() -> None:
    """First and third tie at 10; the third's smallest score card (2) beats 3."""
    assert winners([FIRST, SECOND, THIRD]) == [2]
    assert winners([THIRD, FIRST]) == [0]


def test_score_inputs_and_edges() -> None:
    """Numbers as ints, texts, cards or a count map; copies do not lengthen a run."""
    assert score([]) == (0, 0, 0)
    assert score(["1", "10"]) == (1, 1, 2)
    assert score({"4": 3, "5": 1, "6": 1, "8": 0}) == (3, 3, 6)
    assert score(pairs_deck()) == (10, 10, 20)
    assert score([2, 2, 2, 3, 9]) == (3, 2, 5)


def test_tie_break_more_cards_of_smallest() -> None:
    """Same total, same smallest number: more cards of it win."""
    c = [3, 6, 6, 6, 9]  # A 3 + B 1 = 4
    d = [3, 3, 3, 7, 9]  # A 3 + B 1 = 4
    assert winners([c, d]) == [1]
    assert winners([d, c]) == [0]


def test_tie_shared_and_empty() -> None:
    """A tie after both tie-breaks is shared; no score cards lose a tie to any card."""
    assert winners([[2, 5, 5], [2, 7, 7], [1]]) == [0, 1]
    assert winners([[], []]) == [0, 1]
    assert winners([[5], [9], [2, 2]]) == [2]


# --------------------------------------------------------------------------- ranking


def test_ranking_pairs_above_singles() -> None:
    """Any pair beats any single, even a pair of 10s against a single 10."""
    assert rank_reveals([(0, "single", 10), (1, "pair", 9)]) == [
        (1, "trumps.why.pair_over_single"), (0, "")]


def test_ranking_lower_pair_stronger() -> None:
    """Of two pairs the lower number ranks higher; a pair of 2s is the strongest reveal."""
    got = rank_reveals([(0, "pair", 5), (1, "pair", 2), (2, "pair", 9)])
    assert [s for s, _ in got] == [1, 0, 2]
    assert got[0][1] == got[1][1] == "trumps.why.lower_pair"


def test_ranking_higher_single_stronger() -> None:
    """Of two singles the higher number ranks higher."""
    got = rank_reveals([(2, "single", 3), (0, "single", 8), (1, "single", 1)])
    assert got == [(0, "trumps.why.higher_single"), (2, "trumps.why.higher_single"), (1, "")]


def test_ranking_facedown_last_nearer_first() -> None:
    """Face-down cards rank below a single 1, the one nearer the start player first."""
    got = rank_reveals([(1, "single", 1), (2, "facedown", 9), (0, "facedown", 10)])
    assert got == [(1, "trumps.why.over_facedown"), (2, "trumps.why.facedown_nearer"), (0, "")]


def test_ranking_empty_hands_last() -> None:
    """An empty hand ranks below every face-down card; among several, nearer first."""
    got = rank_reveals([(0, "nothing", None), (1, "facedown", 4), (2, "nothing", None)])
    assert got == [(1, "trumps.why.over_empty"), (0, "trumps.why.empty_nearer"), (2, "")]
    assert reveal_strength("single", 1, 2) > reveal_strength("facedown", 10, 0)


def test_round_ranking_in_game_with_reasons() -> None:
    """Pair 3 > pair 6 > single 10, with the reasons as events and in the view."""
    g = scenario_a()
    assert g.phase == "reveal" and g.to_move == (0,)
    g.play("pair 6")
    g.play("pair 3")
    events = g.play("single 10")
    assert keys(events)[:4] == [
        "trumps.revealed_single", "trumps.ranking", "trumps.why.lower_pair",
        "trumps.why.pair_over_single",
    ]
    assert events[1].values["seats"] == [1, 0, 2]
    ranking = g.view(2)["table"]["ranking"]
    assert [(r["place"], r["seat"], r["kind"], r["number"]) for r in ranking] == [
        (1, 1, "pair", 3), (2, 0, "pair", 6), (3, 2, "single", 10)]
    assert ranking[0]["reason"]["key"] == "trumps.why.lower_pair"
    assert ranking[2]["reason"] is None
    assert "lower pair is stronger" in events[2].text("en")
    assert g.phase == "take" and g.to_move == (1,)


# --------------------------------------------------------------------------- setup


def test_setup_three_players() -> None:
    """55 cards: 7 each dealt one at a time from the dealer's left, reserve 3, deck 31."""
    g = make(A_HANDS)
    v = g.view(reveal=True)
    assert [sorted(int(c) for c in s["hand"]) for s in v["seats"]] == [sorted(h) for h in A_HANDS]
    assert v["table"]["deck"] == 31 and v["table"]["reserve"] == 3
    assert v["table"]["field"] == {} and v["phase"] == "start"
    deck = [c for c in g.to_record()["decks"][0]]
    assert len(deck) == 55 and Counter(deck)["10"] == 10
    # dealer 2: the first card goes to seat 0, the second to seat 1
    g2 = cardlab.new_game("trumps", players=3, seed=1, dealer=2)
    first = g2.to_record()["decks"][0]
    for seat in range(3):
        got = g2.view(seat)["seats"][seat]["hand"]
        assert sorted(got, key=int) == sorted(first[seat:21:3], key=int)


def test_setup_two_players_without_tens() -> None:
    """2 players: 45 cards without the 10s, reserve 4, deck 27."""
    g = cardlab.new_game("trumps", players=2, seed=3)
    deck = g.to_record()["decks"][0]
    assert len(deck) == 45 and "10" not in deck
    t = g.view()["table"]
    assert (t["deck"], t["reserve"]) == (27, 4)
    with pytest.raises(SetupError, match="deck"):
        cardlab.new_game("trumps", players=2, deck=[c.text for c in pairs_deck()])


def test_reserve_taken_from_top_after_the_deal() -> None:
    """The 3 cards after the 21 dealt are the reserve; the deck starts after them."""
    g = make(A_HANDS, reserve=[10, 10, 10], stock=[2])
    rec = g.to_record()["decks"][0]
    assert rec[21:25] == ["10", "10", "10", "2"]
    assert [c.text for c in g.reserve] == ["10", "10", "10"]  # type: ignore[attr-defined]
    assert g.deck[0].text == "2"  # type: ignore[attr-defined]


@pytest.mark.parametrize("players", [0, 1, 4, 5, "3", 2.0, True])
def test_players_must_be_two_or_three(players: object) -> None:
    """Any other player count is a SetupError that says so."""
    with pytest.raises(SetupError, match="2 or 3 players"):
        cardlab.new_game("trumps", players=players)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- start player


def test_start_reveal_is_simultaneous_and_secret() -> None:
    """Everyone picks; a pick is hidden from the others until all have picked."""
    g = make(A_HANDS)
    assert g.to_move == (0, 1, 2)
    events = g.play("start 2", 1)
    assert g.to_move == (0, 2)
    for viewer in (0, 2, None):
        v = g.view(viewer)
        assert "start_card" not in v["seats"][1]
        assert v["seats"][1]["start_picked"] is True
        assert [e["key"] for e in v["events"]] == ["trumps.start_picked"]
    assert g.view(1)["seats"][1]["start_card"] == 2
    assert keys(e for e in events if e.to is None) == ["trumps.start_picked"]
    assert g.view(1)["legal"] == []
    rejected(g, "start 3", 1)  # seat 1 has chosen: not its turn
    assert g.view(0)["table"]["field"] == {}


def test_start_lowest_starts_and_cards_go_to_field() -> None:
    """The unique lowest starts; every card shown goes to the field grouped by number."""
    g = scenario_a()
    t = g.view(None)["table"]
    assert t["start_player"] == 0 and t["field"] == {"1": 1, "2": 1, "4": 1}
    assert t["start_reveals"] == [{"0": 1, "1": 2, "2": 4}]
    assert [len(hand(g, s)) for s in range(3)] == [6, 6, 6]
    assert g.phase == "reveal" and g.to_move == (0,)


FACE_HANDS = [[3, 4, 5, 6, 9, 9, 9], [3, 4, 5, 1, 9, 2, 2], [3, 4, 5, 6, 9, 9, 9]]


def test_start_ties_repeat_among_the_tied() -> None:
    """3 3 3 tie, then 4 4 4, then 5 5 5; then 6 1 6: seat 1 starts; all 12 cards in field."""
    g = make(FACE_HANDS, dealer=1)
    for step, picks in enumerate([(3, 3, 3), (4, 4, 4), (5, 5, 5)]):
        for seat, x in enumerate(picks):
            events = g.play(f"start {x}", seat)
        assert "trumps.start_tie" in keys(events), step
        assert g.phase == "start" and g.to_move == (0, 1, 2)
    g.play("start 6", 0)
    g.play("start 1", 1)
    g.play("start 6", 2)
    t = g.view(None)["table"]
    assert t["start_player"] == 1
    assert t["field"] == {"1": 1, "3": 3, "4": 3, "5": 3, "6": 2}
    assert len(t["start_reveals"]) == 4


def test_start_tie_only_the_tied_choose_again() -> None:
    """Seats 0 and 2 tie on 2 while seat 1 showed 5: only 0 and 2 pick again."""
    hands = [[2, 3, 6, 7, 8, 9, 10], [5, 5, 6, 7, 8, 9, 10], [2, 4, 6, 7, 8, 9, 10]]
    g = make(hands)
    for seat, x in ((0, 2), (1, 5), (2, 2)):
        g.play(f"start {x}", seat)
    assert g.to_move == (0, 2)
    assert g.view(None)["table"]["start_contenders"] == [0, 2]
    rejected(g, "start 5", 1)
    g.play("start 4", 2)
    g.play("start 3", 0)
    t = g.view(None)["table"]
    assert t["start_player"] == 0
    assert t["field"] == {"2": 2, "3": 1, "4": 1, "5": 1}
    assert [len(hand(g, s)) for s in range(3)] == [5, 6, 5]


SAME = [2, 3, 4, 5, 6, 7, 8]


def _exhaust_start(g: Game) -> list:
    events = []
    for x in SAME:
        events = g.play(f"start {x}", 0) + g.play(f"start {x}", 1)
    return events


@pytest.mark.parametrize(("dealer", "starter"), [(0, 1), (1, 0)])
def test_start_tie_out_of_cards_dealer_left(dealer: int, starter: int) -> None:
    """Tied seven times with no cards left: the tied player at the dealer's left starts."""
    g = make([SAME, SAME], dealer=dealer)
    events = _exhaust_start(g)
    assert "trumps.start_tie_out" in keys(events)
    assert g.view(None)["table"]["start_player"] == starter
    assert g.view(None)["table"]["field"] == {str(x): 2 for x in SAME}


def test_start_tie_out_of_cards_random_option() -> None:
    """With start_tie_exhausted='random' a seeded draw picks one of the tied players."""
    starts = set()
    for seed in range(12):
        g = make([SAME, SAME], start_tie_exhausted="random")
        g.seed = seed  # a different seeded draw; the deck is fixed
        g._restart()
        events = _exhaust_start(g)
        assert "trumps.start_tie_out_random" in keys(events)
        starts.add(g.view(None)["table"]["start_player"])
        assert cardlab.from_record(g.to_record()) == g
    assert starts == {0, 1}


def test_empty_hands_reveal_nothing() -> None:
    """After the tie ran out, both hands are empty: nothing revealed, start player first."""
    g = make([SAME, SAME], stock=[9, 1, 9])
    events = _exhaust_start(g)
    assert keys(events).count("trumps.reveals_nothing") == 2
    assert "trumps.why.empty_nearer" in keys(events)
    t = g.view(None)["table"]
    assert [r["kind"] for r in t["revealed"]] == ["nothing", "nothing"]
    assert [r["seat"] for r in t["ranking"]] == [1, 0]
    assert g.phase == "take" and g.to_move == (1,)
    g.play("take 5")  # all of the 5s
    assert g.view(1)["seats"][1]["score_cards"] == {"5": 2}
    assert g.legal_actions(0)[-1].__str__() == "draw"
    g.play("draw")  # seat 0 draws the 9; then step 5 follows at once
    # step 5 from the new start player (seat 1): 1 to seat 1, 2 to seat 0
    assert hand(g, 1) == [1] and hand(g, 0) == [9, 9]
    assert g.phase == "reveal" and g.to_move == (1,)


# --------------------------------------------------------------------------- reveal


def test_reveal_legal_actions_and_pairs() -> None:
    """Singles and pairs of numbers held; pairs only when two are held."""
    g = scenario_a()
    assert [str(a) for a in g.legal_actions()] == [
        "single 5", "single 6", "pair 6", "single 7", "single 9", "pair 9"]
    g.play("single 9")
    assert "single 9" not in [str(a) for a in g.legal_actions()]
    assert g.view(1)["table"]["revealed"] == [{"seat": 0, "kind": "single", "number": 9}]


def test_bad_reveals_are_rejected_unchanged() -> None:
    """A pair not held, a number revealed this round, a card not held, face down, draw."""
    g = scenario_a()
    err = rejected(g, "pair 5")
    assert err.key == "trumps.pair_not_held" and "pair of 5s" in err.reason
    rejected(g, "single 3")
    rejected(g, "facedown 5")
    assert rejected(g, "facedown 5").key == "trumps.facedown_not_allowed"
    assert rejected(g, "take 1").key == "trumps.reveal_now"
    rejected(g, "draw")
    err = rejected(g, "pair 1")
    assert err.key == "trumps.pair_not_held" and "(you hold 0)" in err.reason
    assert rejected(g, "single 1").key == "trumps.not_in_hand"
    g2 = scenario_a()
    g2.play("pair 9")
    g2.play("single 8")
    err = rejected(g2, "single 8")  # seat 2 holds an 8, but 8 was revealed
    assert err.key == "trumps.already_revealed" and "already revealed" in err.reason
    assert "すでに公開" in err.reason_ja
    err = rejected(g2, "facedown 8")
    assert "4, 5, 7, 10" in err.reason


def test_facedown_after_showing_the_hand() -> None:
    """Holding only revealed numbers: the hand is shown, a card goes face down, ranked last."""
    g = make(FACE_HANDS, stock=[7, 7, 7, 8, 8, 8])
    for picks in [(3, 3, 3), (4, 4, 4), (5, 5, 5), (6, 1, 6)]:
        for seat, x in enumerate(picks):
            g.play(f"start {x}", seat)
    assert g.to_move == (1,)
    events = g.play("single 9")
    shown = [e for e in events if e.key == "trumps.shows_hand"]
    assert len(shown) == 1 and shown[0].to is None
    assert shown[0].values == {"seat": 2, "numbers": [9, 9, 9]}
    assert g.to_move == (2,)
    assert [str(a) for a in g.legal_actions()] == ["facedown 9"]
    assert rejected(g, "single 9").key == "trumps.already_revealed"
    events = g.play("facedown 9")
    assert any(e.key == "trumps.played_facedown_you" and e.to == (2,) for e in events)
    assert g.view(None)["table"]["shown_hands"] == {"0": [9, 9, 9], "2": [9, 9, 9]}
    events = g.play("facedown 9")
    assert "trumps.why.facedown_nearer" in keys(events)
    table = g.view(0)["table"]
    # seat 2 is nearer the start player (seat 1) than seat 0
    assert [r["seat"] for r in table["ranking"]] == [1, 2, 0]
    assert table["revealed"][1] == {"seat": 2, "kind": "facedown", "number": None}
    assert table["revealed"][2] == {"seat": 0, "kind": "facedown", "number": 9}
    assert g.view(2)["table"]["revealed"][1]["number"] == 9
    g.play("take 3")  # seat 1: all three 3s
    g.play("take 4")  # seat 2: all three 4s
    events = g.play("take 5")  # seat 0: one 5
    assert g.view(0)["seats"][0]["score_cards"] == {"5": 1}
    assert keys(events).count("trumps.facedown_turned") == 2
    # the revealed single 9 and both face-down 9s joined the field
    assert g.view(None)["table"]["field"] == {"1": 1, "5": 2, "6": 2, "9": 3}


def test_facedown_set_aside_option() -> None:
    """facedown_to_field=False: face-down cards leave the game instead of the field."""
    g = make(FACE_HANDS, facedown_to_field=False)
    for picks in [(3, 3, 3), (4, 4, 4), (5, 5, 5), (6, 1, 6)]:
        for seat, x in enumerate(picks):
            g.play(f"start {x}", seat)
    for a in ["single 9", "facedown 9", "facedown 9", "take 3", "take 4", "take 5"]:
        g.play(a)
    t = g.view(None)["table"]
    assert t["field"] == {"1": 1, "5": 2, "6": 2, "9": 1}
    assert t["out_of_play"] == 2


# --------------------------------------------------------------------------- take


def test_take_order_all_all_one() -> None:
    """1st and 2nd take all of a number, the last one card; 1st starts the next round."""
    g = scenario_a()
    for a in ["pair 6", "pair 3", "single 10"]:
        g.play(a)
    assert g.view(None)["table"]["taker"] == {"seat": 1, "takes": "all", "may_draw": False}
    assert [str(a) for a in g.legal_actions()] == ["take 1", "take 2", "take 4"]
    g.play("take 2")
    assert g.to_move == (0,)
    assert rejected(g, "draw").key == "trumps.draw_only_last"
    assert rejected(g, "take 2").key == "trumps.not_in_field"
    g.play("take 4")
    assert g.to_move == (2,)
    assert [str(a) for a in g.legal_actions()] == ["take 1", "draw"]
    events = g.play("take 1")
    assert keys(events)[0] == "trumps.took_one"
    v = g.view(None)
    assert [s["score_cards"] for s in v["seats"]] == [{"4": 1}, {"2": 1}, {"1": 1}]
    assert v["seats"][0]["score"] == [1, 1, 2]
    # step 4: the reveals join the field; step 5: seat 1 (new start) draws first
    assert v["table"]["field"] == {"3": 2, "6": 2, "10": 1}
    assert v["table"]["start_player"] == 1 and g.to_move == (1,)
    assert 7 in hand(g, 1) and 8 in hand(g, 2) and 9 in hand(g, 0)
    assert [len(hand(g, s)) for s in range(3)] == [5, 5, 6]
    assert v["table"]["deck"] == 28
    last = v["table"]["last_round"]
    assert last["takes"] == [{"seat": 1, "took": 2, "count": 1}, {"seat": 0, "took": 4,
                             "count": 1}, {"seat": 2, "took": 1, "count": 1}]


def test_take_all_copies_and_last_draws() -> None:
    """Taking a number with several cards takes them all; the last player may draw instead."""
    g = scenario_a()
    for a in ["pair 6", "pair 3", "single 10", "take 2", "take 4", "take 1"]:
        g.play(a)
    # round 2: field 3 3 6 6 10; seat 1 starts
    g.play("single 8")  # seat 1
    g.play("single 9")  # seat 2
    g.play("single 5")  # seat 0: ranking 9 (seat 2), 8 (seat 1), 5 (seat 0)
    assert g.to_move == (2,)
    g.play("take 6")
    g.play("take 3")
    assert g.view(None)["seats"][2]["score_cards"] == {"1": 1, "6": 2}
    assert g.view(None)["seats"][1]["score_cards"] == {"2": 1, "3": 2}
    deck = g.view(None)["table"]["deck"]
    events = g.play("draw")
    assert events[0].key == "trumps.drew" and events[0].to is None
    assert events[1].key == "trumps.drew_you" and events[1].to == (0,)
    assert g.view(None)["table"]["deck"] == deck - 1 - 3
    assert all(e.get("to") in (None, [1]) for e in g.view(1)["events"])
    assert any(e.get("to") == [0] for e in g.view(0)["events"])


# --------------------------------------------------------------------------- the end


def drive(g: Game, draw: Callable[[Game], bool]) -> list[tuple[int, str, list]]:
    """Play first legal actions to the end; the last taker draws when ``draw(g)``."""
    log = []
    while not g.is_over:
        legal = [str(a) for a in g.legal_actions(g.to_move[0])]
        action = legal[0]
        if "draw" in legal and (draw(g) or len(legal) == 1):
            action = "draw"
        deck = g.view(None)["table"]["deck"]
        events = g.play(action, g.to_move[0])
        log.append((deck, action, events))
    return log


def trigger(log: list[tuple[int, str, list]]) -> tuple[int, str, list[str]]:
    found = [(d, a, keys(e)) for d, a, e in log if "trumps.deck_out" in keys(e)]
    assert len(found) == 1
    return found[0]


def rounds_after(log: list[tuple[int, str, list]]) -> int:
    i = next(i for i, (_, _, e) in enumerate(log) if "trumps.deck_out" in keys(e))
    return sum(
        k in ("trumps.round_starts", "trumps.last_round_starts")
        for _, _, e in log[i:] for k in keys(e)
    )


def test_end_without_the_reserve() -> None:
    """The deck runs out exactly in step 5: nobody needs the reserve; one more round."""
    g = cardlab.new_game("trumps", players=3, seed=2)
    log = drive(g, lambda g: False)
    deck, action, ks = trigger(log)
    assert deck == 3 and action != "draw"
    assert ks.count("trumps.refilled") == 3 and "trumps.from_reserve" not in ks
    assert rounds_after(log) == 1
    assert g.view(None)["table"]["reserve"] == 3
    assert g.phase == "over"


def test_end_with_the_reserve_in_step_5() -> None:
    """Deck runs out during step 5: the rest take reserve cards, then one last round."""
    g = cardlab.new_game("trumps", players=3, seed=0)
    log = drive(g, lambda g: False)
    deck, action, ks = trigger(log)
    assert (deck, action) == (1, "take 9")  # a take: the deck ends in step 5
    assert ks.count("trumps.refilled") == 1 and ks.count("trumps.from_reserve") == 2
    assert ks.index("trumps.refilled") < ks.index("trumps.from_reserve")
    assert rounds_after(log) == 1
    assert g.view(None)["table"]["reserve"] == 1


def test_end_when_the_last_player_draws_the_last_card() -> None:
    """Deck emptied in step 3: that round's step 5 triggers the end; all take reserve."""
    g = cardlab.new_game("trumps", players=2, seed=4)
    log = drive(g, lambda g: g.view(None)["table"]["deck"] == 1)
    deck, action, ks = trigger(log)
    assert (deck, action) == (1, "draw")
    assert ks.count("trumps.from_reserve") == 2 and "trumps.refilled" not in ks
    assert g.view(None)["table"]["reserve"] == 2
    assert rounds_after(log) == 1


def test_last_round_no_draws() -> None:
    """In the final round the last player cannot draw and nobody refills; then scores."""
    g = cardlab.new_game("trumps", players=3, seed=11)
    sizes: list[int] = []
    checked = 0
    while not g.is_over:
        seat = g.to_move[0]
        table = g.view(None)["table"]
        if table["final_round"] and not sizes:
            sizes = [len(hand(g, s)) for s in range(3)]
        if table["final_round"] and g.phase == "take":
            assert "draw" not in [str(a) for a in g.legal_actions(seat)]
            last = table["taker"]["takes"] == "one"
            assert rejected(g, "draw").key == (
                "trumps.deck_is_empty" if last else "trumps.draw_only_last")
            checked += 1
        events = g.play(g.legal_actions(seat)[0], seat)
    assert checked == 3
    assert "trumps.refilled" not in keys(events) and "trumps.from_reserve" not in keys(events)
    spent = Counter()
    for r in g.view(None)["table"]["last_round"]["revealed"]:
        spent[r["seat"]] += 2 if r["kind"] == "pair" else 1
    assert [len(hand(g, s)) for s in range(3)] == [sizes[s] - spent[s] for s in range(3)]
    out = g.outcome
    assert out is not None
    cards = [g.view(None)["seats"][s]["score_cards"] for s in range(3)]
    assert out.winners == winners(cards)
    assert list(out.scores) == [score(c)[2] for c in cards]
    assert out.reason.text("en") and out.reason.text("ja")


def test_empty_field_forces_the_draw() -> None:
    """When 1st and 2nd empty the field, the last player's only choice is to draw."""
    hands = [[5, 6, 6, 7, 9, 9, 2], [1, 3, 3, 8, 8, 10, 10], [5, 4, 4, 7, 8, 9, 10]]
    g = make(hands)
    for seat, x in ((0, 5), (1, 1), (2, 5)):
        g.play(f"start {x}", seat)
    assert g.view(None)["table"]["field"] == {"1": 1, "5": 2}
    for a in ["pair 3", "pair 4", "single 9"]:  # ranking: seat 1, seat 2, seat 0
        g.play(a)
    g.play("take 5")
    g.play("take 1")
    assert g.to_move == (0,) and [str(a) for a in g.legal_actions()] == ["draw"]
    assert rejected(g, "take 5").key == "trumps.not_in_field"


def test_empty_field_takes_nothing() -> None:
    """Final round with an emptied field: the last player takes nothing and the game ends."""
    g = cardlab.new_game("trumps", players=3, seed=684)
    rng = np.random.default_rng(684)
    found = []
    while not g.is_over:
        seat = g.to_move[0]
        legal = [str(a) for a in g.legal_actions(seat)]
        table = g.view(None)["table"]
        if g.phase == "take":  # keep the field small: take whole numbers, single cards
            takes = [a for a in legal if a.startswith("take")]
            action = takes[0] if takes else legal[0]
            if table["taker"]["takes"] == "one":
                ones = [a for a in takes if table["field"][a.split()[1]] == 1]
                action = ones[0] if ones else ("draw" if "draw" in legal else legal[0])
        else:
            action = legal[int(rng.integers(len(legal)))]
        events = g.play(action, seat)
        found += [e for e in events if e.key == "trumps.takes_nothing"]
    assert found and g.view(None)["table"]["deck"] == 0
    assert "field is empty" in found[0].text("en")
    assert g.outcome is not None


# --------------------------------------------------------------------------- views and text


def test_view_shape_and_json() -> None:
    """Field and score cards keyed by number text; counts round-trip through JSON."""
    g = scenario_a()
    v = g.view(0)
    assert json.loads(json.dumps(v)) == v
    t = v["table"]
    for key in ("field", "deck", "reserve", "revealed", "start_player", "ranking"):
        assert key in t
    for s in v["seats"]:
        assert {"hand", "score_cards", "score"} <= set(s)
    assert v["seats"][1]["hand"] == 6 and v["seats"][0]["hand"] == ["5", "6", "6", "7", "9", "9"]


def test_parse() -> None:
    """Action texts read back; other text is an InvalidActionError."""
    g = scenario_a()
    for text in ("single 7", "pair 7", "facedown 3", "take 7", "start 4", "draw", "SINGLE 7"):
        assert str(g.parse_action(text)) == text.lower()
    for text in ("single", "single 11", "single 0", "pair x", "take 7 8", "draw 1", "7"):
        with pytest.raises(InvalidActionError):
            g.parse_action(text)


def test_undo_and_record_round_trip() -> None:
    """A set-up game replays from its record and undoes a reveal."""
    g = scenario_a()
    g.play("pair 6")
    again = cardlab.from_record(json.loads(json.dumps(g.to_record())))
    assert again == g and again.view(reveal=True) == g.view(reveal=True)
    g.undo()
    assert g.to_move == (0,) and 6 in hand(g, 0)


@pytest.mark.parametrize(("players", "seed"), [(2, 101), (3, 102), (2, 103), (3, 104)])
def test_conformance_more_seeds(players: int, seed: int) -> None:
    """The shared conformance checks on a few more seeds."""
    g = run_random_game("trumps", players, seed)
    assert g.outcome is not None


# --------------------------------------------------------------------------- the bot


def test_bot_plays_legal_actions_from_the_view_only() -> None:
    """TrumpsBot reads only a JSON copy of its view and always answers a legal action."""
    from cardlab.bots import bot_for
    from cardlab.games.trumps.bot import TrumpsBot

    assert isinstance(bot_for("trumps", seed=1), TrumpsBot)
    for players in (2, 3):
        g = cardlab.new_game("trumps", players=players, seed=7)
        bots = [TrumpsBot(seed=s) for s in range(players)]
        while not g.is_over:
            seat = g.to_move[0]
            view = json.loads(json.dumps(g.view(seat)))
            action = bots[seat].choose(view)
            assert action in view["legal"]
            g.play(action, seat)


def test_bot_takes_what_adds_most() -> None:
    """As 1st with 7 7 in its score cards, the bot takes the 8s (run) over the 2s."""
    from cardlab.games.trumps.bot import TrumpsBot

    view = {
        "phase": "take", "viewer": 0, "players": 2, "legal": ["take 2", "take 8"],
        "seats": [{"score_cards": {"7": 2}, "hand": []}, {"score_cards": {}, "hand": 3}],
        "table": {"field": {"2": 1, "8": 1}, "taker": {"takes": "all"}, "deck": 5},
    }
    assert TrumpsBot(seed=0).choose(view) == "take 8"


@pytest.mark.slow
def test_bot_beats_random_players() -> None:
    """Over 60 seeded 3-player games TrumpsBot wins far more than its fair third."""
    from cardlab.bots import RandomBot
    from cardlab.games.trumps.bot import TrumpsBot
    from cardlab.session import play_out

    wins = 0.0
    for i in range(60):
        g = cardlab.new_game("trumps", players=3, seed=500 + i)
        seat = i % 3
        bots = {s: RandomBot(seed=i * 3 + s) for s in range(3)}
        bots[seat] = TrumpsBot(seed=i)
        out = play_out(g, bots).outcome
        assert out is not None
        wins += (seat in out.winners) / len(out.winners)
    assert wins / 60 > 0.6


def test_view_lists_what_may_be_revealed() -> None:
    """The player to reveal sees what they may reveal, and only that (no reasons why not)."""
    g = scenario_a()
    g.play("single 9")  # seat 1 now: holds 3 3 8 8 10 10
    g.play("pair 3")  # seat 2 now: holds 4 5 7 8 9 10
    options = g.view(2)["seats"][2]["reveal_options"]
    assert options == [{"number": x, "kind": "single"} for x in (4, 5, 7, 8, 10)]
    assert "reveal_options" not in g.view(0)["seats"][2]


def test_second_start_choice_is_already_chosen() -> None:
    """In the secret start reveal, choosing twice names the rule, not 'not your turn'."""
    g = cardlab.new_game("trumps", players=3, seed=4)
    seat = g.to_move[0]
    g.play(g.legal_actions(seat)[0], seat)
    before = g.to_record()
    with pytest.raises(IllegalActionError) as info:
        g.play(str(g.history[-1].action), seat)
    assert info.value.key == "core.already_chosen"
    assert info.value.reason_ja
    assert g.to_record() == before


# --------------------------------------------------------------------------- audit additions


def test_facedown_set_aside_stays_unseen() -> None:
    """facedown_to_field=False: a set-aside face-down card is never shown to the others."""
    g = make(FACE_HANDS, facedown_to_field=False)
    for picks in [(3, 3, 3), (4, 4, 4), (5, 5, 5), (6, 1, 6)]:
        for seat, x in enumerate(picks):
            g.play(f"start {x}", seat)
    events = []
    for a in ["single 9", "facedown 9", "facedown 9", "take 3", "take 4", "take 5"]:
        events += g.play(a)
    aside = [e for e in events if e.key == "trumps.facedown_aside"]
    assert len(aside) == 2 and all("number" not in e.values for e in aside)
    last = g.view(0)["table"]["last_round"]
    assert [r["number"] for r in last["revealed"] if r["kind"] == "facedown"] == [None, None]
    assert all(r["number"] is None for r in last["ranking"] if r["kind"] == "facedown")


def test_views_do_not_depend_on_another_seats_hidden_cards() -> None:
    """Two deals differing only in one card of seat 2's hand (swapped with the bottom card of
    the deck): seats 0 and 1 and a spectator see identical views, action after action."""
    base = make(A_HANDS, stock=[7, 8, 9])
    deck_x = base.to_record()["decks"][0]
    k = 4  # dealer 0 deals from seat 1: positions 1, 4, 7, … go to seat 2 (its second 4)
    j = next(i for i in range(len(deck_x) - 1, 21, -1) if deck_x[i] != deck_x[k])
    deck_y = list(deck_x)
    deck_y[k], deck_y[j] = deck_y[j], deck_y[k]
    gx = cardlab.new_game("trumps", players=3, deck=deck_x, dealer=0, seed=0)
    gy = cardlab.new_game("trumps", players=3, deck=deck_y, dealer=0, seed=0)
    assert hand(gx, 2) != hand(gy, 2) and hand(gx, 0) == hand(gy, 0)
    steps = 0
    while not gx.is_over and steps < 40:
        for viewer in (None, 0, 1):
            assert gx.view(viewer) == gy.view(viewer), (steps, viewer)
        seat = gx.to_move[0]
        if seat == 2:
            common = [a for a in map(str, gx.legal_actions(2))
                      if a in set(map(str, gy.legal_actions(2)))]
            if not common or common[0].startswith("facedown"):
                break  # seat 2 has shown its hand: from here the views may rightly differ
            action = common[0]
        else:
            action = str(gx.legal_actions(seat)[steps % len(gx.legal_actions(seat))])
        gx.play(action, seat)
        gy.play(action, seat)
        steps += 1
    assert steps >= 20
