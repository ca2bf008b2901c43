"""Notice: the worked examples, the pass table, trump, secrecy, scoring, bad input."""

from __future__ import annotations

import json

import pytest

import cardlab
from cardlab.cards import stack_deck, standard_deck
from cardlab.errors import IllegalActionError, SetupError
from cardlab.games.notice.rules import (
    DEFAULT_SCORE_TABLE,
    DealScore,
    Notice,
    Predict,
    ScoreTable,
    Target,
    deal_score,
    pass_offset,
)
from tests.support.conformance import check_texts, check_view

PASS_TABLE = {3: [1, 2, 1, 2, 1, 2], 4: [1, 3, 2, 2], 5: [1, 2, 3, 4, 0], 6: [1, 2, 3, 4, 5, 0]}
HAND_SIZE = {3: 10, 4: 12, 5: 10, 6: 8}


def new(players: int = 3, **kw: object) -> Notice:
    g = cardlab.new_game("notice", players=players, **kw)
    assert isinstance(g, Notice)
    return g


def predict_all(g: Notice, value: int = 1) -> None:
    for s in range(g.players):
        g.play(f"predict {value}", s)


def target_all(g: Notice, value: int = 1) -> None:
    for s in range(g.players):
        g.play(f"target {value}", s)


def finish_deal(g: Notice) -> None:
    """Play the current deal to its end with the first legal action of each mover."""
    deal = g.deal_number
    while not g.is_over and g.deal_number == deal:
        seat = g.to_move[0]
        g.play(g.legal_actions(seat)[0], seat)


def expect_illegal(g: Notice, text: str, seat: int | None, key: str) -> None:
    """``text`` by ``seat`` raises IllegalActionError with reason ``key``; nothing changes."""
    before = g.to_record()
    view = g.view(reveal=True)
    with pytest.raises(IllegalActionError) as info:
        g.play(text, seat)
    assert info.value.key == key
    assert info.value.reason and info.value.reason_ja
    assert g.to_record() == before
    assert g.view(reveal=True) == view


# ----------------------------------------------------------------------------- scoring


@pytest.mark.parametrize(
    ("args", "parts"),
    [
        ((2, 2, 5, 5), (5, 5, 5, 15)),  # example 1
        ((2, 2, 3, 5), (5, -6, 5, 4)),  # example 2
        ((2, 2, 3, 1), (5, -2, 1, 4)),  # example 3
        ((2, 3, 5, 5), (-1, 5, 5, 9)),  # example 4
        ((2, 3, 3, 5), (-1, -6, 5, -2)),  # example 5
    ],
)
def test_worked_examples(args: tuple[int, int, int, int], parts: tuple[int, ...]) -> None:
    """The five worked examples of the rules file, part by part."""
    assert deal_score(*args) == DealScore(*parts)
    assert deal_score(*args).total == sum(parts[:3])


def test_reconstructed_cells() -> None:
    """Our reconstruction: misses per trick, prediction misses equal both ways."""
    assert deal_score(0, 0, 0, 0) == DealScore(5, 5, 0, 10)
    assert deal_score(4, 1, 0, 0).prediction_points == -3
    assert deal_score(1, 4, 0, 0).prediction_points == -3
    assert deal_score(0, 0, 6, 2).target_points == -4
    assert deal_score(0, 0, 1, 4).target_points == -9
    assert deal_score(0, 0, 7, 7) == DealScore(5, 5, 7, 17)


def test_score_table_fields() -> None:
    """A table with other values changes each part; defaults are the rules file's."""
    assert DEFAULT_SCORE_TABLE == ScoreTable(5, -1, 5, -1, -3, 1)
    table = ScoreTable(prediction_exact=10, prediction_miss=-2, target_exact=3,
                       target_short=-4, target_over=-5, per_trick=2)
    assert deal_score(2, 2, 3, 3, table) == DealScore(10, 3, 6, 19)
    assert deal_score(2, 4, 3, 1, table) == DealScore(-4, -8, 2, -10)
    assert deal_score(2, 4, 3, 5, table) == DealScore(-4, -10, 10, -4)


def test_score_table_option() -> None:
    """score_table takes a ScoreTable or a dict of fields; bad values are SetupError."""
    g = new(score_table={"target_over": -2})
    assert g.options["score_table"] == ScoreTable(target_over=-2)
    assert g.view(0)["table"]["score_table"]["target_over"] == -2
    rec = json.loads(json.dumps(g.to_record()))
    assert rec["options"]["score_table"]["target_over"] == -2
    assert cardlab.from_record(rec).options["score_table"] == ScoreTable(target_over=-2)
    assert new(score_table=ScoreTable(per_trick=2)).options["score_table"].per_trick == 2
    for bad in ({"no_such": 1}, {"per_trick": 1.5}, {"per_trick": True}, 5, "x",
                ScoreTable(per_trick="2")):  # type: ignore[arg-type]
        with pytest.raises(SetupError, match="score_table"):
            new(score_table=bad)


# ----------------------------------------------------------------------------- setup


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_deck_hands_deals_and_trump(players: int) -> None:
    """Deck size, hand size, deals; trump is the suit of the top stock card."""
    g = new(players, seed=11)
    deck = g.to_record()["decks"][0]
    assert len(deck) == (32 if players == 3 else 52)
    if players == 3:
        assert {c[:-1] for c in deck} == {"A", "K", "Q", "J", "10", "9", "8", "7"}
    v = g.view(reveal=True)
    size = HAND_SIZE[players]
    assert [len(s["hand"]) for s in v["seats"]] == [size] * players
    assert v["table"]["deals"] == len(PASS_TABLE[players]) and v["table"]["deal"] == 1
    turned = deck[players * size]
    assert v["table"]["trump"] == turned
    assert v["table"]["trump_suit"] == turned[-1]
    assert v["table"]["stock"] == len(deck) - players * size


def test_deck_fixes_first_deal_from_dealers_left() -> None:
    """deck= deals one card at a time from the dealer's left; the next card is trump."""
    cards52 = [c.text for c in standard_deck()]
    hands = [cards52[i * 12:(i + 1) * 12] for i in range(4)]
    stock = cards52[48:]
    deck = stack_deck(hands, first=3, rest=stock)  # dealer 2: seat 3 gets the first card
    g = new(4, deck=deck, dealer=2, seed=3)
    assert deck[0] in g.view(3)["seats"][3]["hand"]
    v = g.view(reveal=True)
    for s in range(4):
        assert sorted(v["seats"][s]["hand"]) == sorted(hands[s])
    assert v["table"]["trump"] == stock[0] == "10C"
    assert v["table"]["trump_suit"] == "C"


# ----------------------------------------------------------------------------- the pass


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_pass_table_every_deal(players: int) -> None:
    """After the pass seat s holds the hand dealt to seat s - k, deal by deal."""
    g = new(players, seed=5)
    for deal, k in enumerate(PASS_TABLE[players], start=1):
        assert g.deal_number == deal
        assert pass_offset(players, deal) == k
        assert g.view(0)["table"]["pass_offset"] == k
        dealt = [sorted(s["hand"]) for s in g.view(reveal=True)["seats"]]
        for s in range(players):
            assert g.view(s)["seats"][s]["receiver"] == (s + k) % players
        predict_all(g)
        assert g.phase == "target"
        held = [sorted(s["hand"]) for s in g.view(reveal=True)["seats"]]
        for s in range(players):
            assert held[s] == dealt[(s - k) % players], (deal, s)
            assert sorted(g.view(s)["seats"][s]["dealt"]) == dealt[s]
            assert g.view(s)["seats"][s]["giver"] == (s - k) % players
        finish_deal(g)
    assert g.is_over
    assert len(g.to_record()["decks"]) == len(PASS_TABLE[players])


def test_kept_hand_receiver_is_self() -> None:
    """k = 0 (5 players, deal 5): nobody passes; prediction and target score own tricks."""
    g = new(5, seed=8)
    for _ in range(4):
        finish_deal(g)
    assert g.deal_number == 5 and g.view(0)["table"]["pass_offset"] == 0
    before = [sorted(s["hand"]) for s in g.view(reveal=True)["seats"]]
    predict_all(g, 2)
    assert [sorted(s["hand"]) for s in g.view(reveal=True)["seats"]] == before
    assert any(e.key == "notice.hands_passed.keep" for e in g.events)
    target_all(g, 3)
    finish_deal(g)
    for row in g.view(0)["table"]["score_sheet"][-1]["rows"]:
        assert row["receiver"] == row["seat"]
        assert row["receiver_tricks"] == row["tricks"]
        assert row["prediction_points"] == deal_score(2, row["tricks"], 3, row["tricks"])[0]


# ----------------------------------------------------------------------------- play

# 3 players, dealer 0, deal 1 passes left (k = 1): seat r plays the hand dealt to r - 1.
PLAYED = {
    1: "AH KH QH JH 10H 9H 8H 7H AS KS",
    2: "9C 10C AD KD QD JD 10D 9D 8D 7D",
    0: "AC KC QC JC QS JS 10S 9S 8S 7S",
}


def trump_deal() -> Notice:
    dealt = [PLAYED[(s + 1) % 3].split() for s in range(3)]
    g = new(3, deck=stack_deck(dealt, first=1, rest=["7C", "8C"]), dealer=0, seed=1)
    predict_all(g, 2)
    target_all(g, 3)
    return g


def test_first_leader_is_dealers_left() -> None:
    """The dealer's left neighbour leads; the dealer moves left each deal."""
    for players in (3, 4, 5, 6):
        for dealer in range(players):
            g = new(players, seed=dealer, dealer=dealer)
            predict_all(g)
            target_all(g)
            assert g.phase == "play"
            assert g.to_move == ((dealer + 1) % players,)
            assert g.view(0)["table"]["leader"] == (dealer + 1) % players
    g = new(4, seed=2, dealer=3)
    finish_deal(g)
    assert g.dealer == 0 and g.deal_number == 2
    predict_all(g)
    target_all(g)
    assert g.to_move == (1,)


def test_trump_from_turned_card_beats_suit_led() -> None:
    """♣ turned: a low trump beats the ace led; the highest trump wins; off-suit never."""
    g = trump_deal()
    v = g.view(1)
    assert v["table"]["trump"] == "7C" and v["table"]["trump_suit"] == "C"
    assert sorted(v["seats"][1]["hand"]) == sorted(PLAYED[1].split())
    g.play("AH", 1)
    assert "9C" in g.view(2)["legal"] and "7D" in g.view(2)["legal"]  # void: anything
    g.play("9C", 2)
    g.play("QS", 0)
    assert g.view(0)["table"]["last_trick"]["winner"] == 2
    assert g.view(0)["table"]["last_trick"]["reason"] == "highest_trump"
    assert g.to_move == (2,)
    g.play("7D", 2)
    g.play("7S", 0)
    g.play("KS", 1)
    assert g.view(0)["table"]["last_trick"]["winner"] == 2  # off-suit kings do not win
    g.play("10C", 2)  # trump led: highest trump wins
    g.play("JC", 0)
    g.play("KH", 1)
    assert g.view(0)["table"]["last_trick"]["winner"] == 0
    g.play("KC", 0)
    g.play("QH", 1)
    g.play("AD", 2)
    assert g.view(0)["seats"][0]["tricks"] == 2 and g.view(0)["seats"][2]["tricks"] == 2


def test_overtrump_and_must_follow() -> None:
    """Of two trumps on a suit led the higher wins; a player holding the suit led must follow."""
    g = trump_deal()
    g.play("AH", 1)
    g.play("9C", 2)
    g.play("AC", 0)  # void in hearts: overtrumps
    last = g.view(0)["table"]["last_trick"]
    assert last["winner"] == 0 and last["reason"] == "highest_trump"
    g.play("QS", 0)
    expect_illegal(g, "KH", 1, "core.must_follow")  # seat 1 holds spades
    expect_illegal(g, "QS", 1, "core.not_in_hand")
    g.play("KS", 1)
    g.play("10C", 2)  # void in spades: trumps the king
    assert g.view(0)["table"]["last_trick"]["winner"] == 2


def test_whole_deal_scored_on_sheet() -> None:
    """After the last trick the three parts go on the public sheet with running totals."""
    g = new(4, seed=21)
    predict_all(g, 3)
    target_all(g, 2)
    finish_deal(g)
    sheet = g.view(None)["table"]["score_sheet"]
    assert len(sheet) == 1 and sheet[0]["deal"] == 1 and sheet[0]["pass_offset"] == 1
    rows = sheet[0]["rows"]
    tricks = [r["tricks"] for r in rows]
    assert sum(tricks) == 12
    for s, r in enumerate(rows):
        assert r["receiver"] == (s + 1) % 4 and r["receiver_tricks"] == tricks[(s + 1) % 4]
        assert (r["prediction"], r["target"]) == (3, 2)
        parts = deal_score(3, tricks[(s + 1) % 4], 2, tricks[s])
        assert (r["prediction_points"], r["target_points"], r["trick_points"], r["total"]) == parts
        assert r["score"] == parts.total
        assert g.view(None)["seats"][s]["score"] == parts.total
    # the next deal has begun: new secrets, dealer moved left
    assert g.phase == "predict" and g.dealer == 1
    assert all(s["prediction"] is None and not s["predicted"] for s in g.view(None)["seats"])


def test_game_end_winner_and_shared_win() -> None:
    """The highest total wins; equal highest share the win."""
    g = new(3, seed=4)
    while not g.is_over:
        finish_deal(g)
    totals = [s["score"] for s in g.view(0)["seats"]]
    best = max(totals)
    assert g.outcome is not None
    assert g.outcome.winners == [s for s in range(3) if totals[s] == best]
    assert list(g.outcome.scores) == totals
    assert len(g.view(0)["table"]["score_sheet"]) == 6
    assert g.phase == "over" and g.to_move == ()
    zero = ScoreTable(0, 0, 0, 0, 0, 0)
    g = new(4, seed=4, score_table=zero)
    while not g.is_over:
        finish_deal(g)
    assert g.outcome is not None
    assert g.outcome.winners == [0, 1, 2, 3]
    assert g.outcome.reason.key == "notice.game_shared"
    check_texts(g)


# ----------------------------------------------------------------------------- secrecy


def test_predictions_and_targets_hidden_until_scored() -> None:
    """Only the chooser (and a teacher) sees a prediction or target; others see that one exists."""
    g = new(4, seed=9)
    g.play("predict 4", 2)
    assert g.to_move == (0, 1, 3)
    for viewer in (None, 0, 1, 3):
        seat = g.view(viewer)["seats"][2]
        assert seat["prediction"] is None and seat["predicted"] is True
        assert all(e["key"] != "notice.predicted" for e in g.view(viewer)["events"])
        assert all(e["values"].get("value") is None for e in g.view(viewer)["events"])
        assert seat["dealt"] is None
    assert g.view(2)["seats"][2]["prediction"] == 4
    assert any(e["key"] == "notice.predicted" for e in g.view(2)["events"])
    assert g.view(reveal=True)["seats"][2]["prediction"] == 4
    assert g.view(0)["seats"][1]["predicted"] is False
    check_view(g)
    for s in (0, 1, 3):
        g.play("predict 1", s)
    g.play("target 5", 1)
    for viewer in (None, 0, 2, 3):
        seat = g.view(viewer)["seats"][1]
        assert seat["target"] is None and seat["targeted"] is True
        assert viewer == 2 or g.view(viewer)["seats"][2]["prediction"] is None
    assert g.view(1)["seats"][1]["target"] == 5
    assert g.view(reveal=True)["seats"][1]["target"] == 5
    check_view(g)
    for s in (0, 2, 3):
        g.play("target 0", s)
    assert g.view(3)["seats"][1]["target"] is None
    # the score sheet shows them once the deal is scored
    finish_deal(g)
    rows = g.view(3)["table"]["score_sheet"][0]["rows"]
    assert rows[2]["prediction"] == 4 and rows[1]["target"] == 5


def test_final_deal_revealed_at_end() -> None:
    """When the game is over every seat's last prediction and target are shown."""
    g = new(3, seed=6)
    while not g.is_over:
        finish_deal(g)
    for viewer in (None, 0, 1):
        assert all(s["prediction"] is not None and s["target"] is not None
                   for s in g.view(viewer)["seats"])


# ----------------------------------------------------------------------------- bad input


def test_prediction_out_of_range() -> None:
    """A prediction outside 0..hand size names the rule; nothing changes."""
    g = new(3, seed=1)
    expect_illegal(g, "predict 11", 0, "notice.prediction_range")
    expect_illegal(g, "predict -1", 0, "notice.prediction_range")
    g.play("predict 10", 0)  # the hand size itself is allowed
    g = new(6, seed=1)
    expect_illegal(g, "predict 9", 3, "notice.prediction_range")
    assert Predict(8) in g.legal_actions(3) and Predict(9) not in g.legal_actions(3)


def test_target_out_of_range() -> None:
    """A target outside 0..hand size names the rule; nothing changes."""
    g = new(4, seed=1)
    predict_all(g)
    expect_illegal(g, "target 13", 1, "notice.target_range")
    expect_illegal(g, "target -2", 1, "notice.target_range")
    g.play("target 0", 1)
    assert g.legal_actions(2) == tuple(Target(v) for v in range(13))


def test_second_choice_by_same_seat() -> None:
    """A second prediction or target by the same seat names the rule; nothing changes."""
    g = new(3, seed=2)
    g.play("predict 3", 1)
    expect_illegal(g, "predict 3", 1, "notice.already_predicted")
    expect_illegal(g, "predict 5", 1, "notice.already_predicted")
    assert g.legal_actions(1) == ()
    g.play("predict 0", 0)
    g.play("predict 0", 2)
    g.play("target 2", 0)
    expect_illegal(g, "target 2", 0, "notice.already_targeted")


def test_phase_order() -> None:
    """A card before every target is set, a target before the pass, late choices: refused."""
    g = new(3, seed=3)
    card = g.view(0)["seats"][0]["hand"][0]
    expect_illegal(g, card, 0, "notice.cards_after_targets")
    expect_illegal(g, "target 1", 0, "notice.targets_after_pass")
    g.play("predict 1", 0)
    expect_illegal(g, "target 1", 0, "notice.targets_after_pass")
    g.play("predict 1", 1)
    g.play("predict 1", 2)
    hand0 = g.view(0)["seats"][0]["hand"]
    expect_illegal(g, hand0[0], 0, "notice.cards_after_targets")
    expect_illegal(g, "predict 1", 0, "notice.predictions_closed")
    g.play("target 1", 0)
    g.play("target 1", 1)
    # seat 0 has its target, seat 2 not yet: still no card from anyone
    expect_illegal(g, hand0[0], 0, "notice.cards_after_targets")
    hand2 = g.view(2)["seats"][2]["hand"]
    expect_illegal(g, hand2[0], 2, "notice.cards_after_targets")
    g.play("target 1", 2)
    assert g.phase == "play"
    expect_illegal(g, "target 1", 1, "notice.targets_closed")
    expect_illegal(g, "predict 1", 1, "notice.predictions_closed")
    leader = g.to_move[0]
    other = (leader + 1) % 3
    expect_illegal(g, g.view(other)["seats"][other]["hand"][0], other, "core.not_your_turn")


def test_several_to_move_needs_a_seat() -> None:
    """In a simultaneous phase play() without a seat asks which seat acts."""
    g = new(3, seed=3)
    expect_illegal(g, "predict 1", None, "core.name_the_seat")


def test_parse() -> None:
    """Texts read both ways; 'predict x' is unreadable."""
    g = new(3, seed=3)
    assert g.parse_action("Predict 3") == Predict(3)
    assert g.parse_action("target 0") == Target(0)
    assert str(g.parse_action("qh")) == "QH"
    for bad in ("predict", "predict x", "target 1 2", "bid 3", "JK"):
        with pytest.raises(cardlab.InvalidActionError):
            g.parse_action(bad)
    assert Predict(3).text("en") and Predict(3).text("ja")


def test_undo_restores_secret_choice() -> None:
    """Undo takes back a prediction: the seat is to move again."""
    g = new(3, seed=3)
    g.play("predict 2", 1)
    g.undo()
    assert g.to_move == (0, 1, 2)
    assert g.view(reveal=True)["seats"][1]["prediction"] is None


# ----------------------------------------------------------------------------- the bot


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_notice_bot_plays_whole_games(players: int) -> None:
    """NoticeBot only returns legal actions from its view, through whole games."""
    from cardlab.bots import bot_for
    from cardlab.games.notice.bot import NoticeBot
    from cardlab.session import play_out

    bot = bot_for("notice", seed=1)
    assert isinstance(bot, NoticeBot)
    g = new(players, seed=players)
    bots = {s: NoticeBot(seed=s) for s in range(players)}
    while not g.is_over:
        for s in g.to_move:
            view = g.view(s)
            assert bots[s].choose(view) in view["legal"]
        play_out(g, {g.to_move[0]: bots[g.to_move[0]]}, max_actions=1)
    assert g.outcome is not None


def test_notice_bot_beats_random_bots() -> None:
    """Over 24 deals one NoticeBot scores more per deal than the RandomBots beside it."""
    from cardlab.bots import RandomBot
    from cardlab.games.notice.bot import NoticeBot
    from cardlab.session import play_out

    bot_total, rand_total, rand_rows = 0, 0, 0
    for game in range(4):
        me = game % 3
        bots = {s: NoticeBot(seed=game) if s == me else RandomBot(seed=10 * game + s)
                for s in range(3)}
        g = play_out(new(3, seed=100 + game), bots)
        bot_total += g.view(None)["seats"][me]["score"]
        rand_total += sum(s["score"] for i, s in enumerate(g.view(None)["seats"]) if i != me)
        rand_rows += 2
    assert bot_total / 4 > rand_total / rand_rows


def test_expected_tricks_strong_beats_weak() -> None:
    """The hand estimate ranks a hand of high trumps above a hand of low side cards."""
    from cardlab.games.notice.bot import expected_tricks

    strong = ["AS", "KS", "QS", "JS", "AH", "AD", "AC", "KH"]
    weak = ["2H", "3H", "4H", "2D", "3D", "2C", "3C", "4C"]
    assert expected_tricks(strong, "S", 6) > 5 > 1 > expected_tricks(weak, "S", 6)


def test_view_fields() -> None:
    """The view has the fields the table widget draws, JSON-ready, in every phase."""
    g = new(4, seed=12)
    for _ in range(3):
        v = g.view(1)
        json.dumps(v)
        table, seat = v["table"], v["seats"][1]
        assert {"trump", "deal", "deals", "pass_offset", "trick", "last_trick",
                "score_sheet"} <= set(table)
        for s in v["seats"]:
            assert {"hand", "prediction", "target", "tricks", "score", "receiver",
                    "predicted", "targeted"} <= set(s)
        assert seat["receiver"] == (1 + table["pass_offset"]) % 4
        if g.phase == "predict":
            predict_all(g, 2)
        elif g.phase == "target":
            target_all(g, 2)
    g.play(g.legal_actions()[0])
    assert g.view(0)["table"]["trick"] == [[1, str(g.history[-1].action)]]


# ----------------------------------------------------------------------------- audit additions

# Two set-up deals of 3 players, played card by card (hands as held after the pass).
# Deal 1: dealer 0, k = 1, trump ♠ (7S turned); seat 1 leads its eight diamonds, seats 2
# and 0 discard; then seat 0's ♠A ♠K take the two trump tricks.
HELD_1 = ["AS KS AH KH QH JH 10H 9H 8H 7H", "QS JS AD KD QD JD 10D 9D 8D 7D",
          "10S 9S AC KC QC JC 10C 9C 8C 7C"]
# Deal 2: dealer 1, k = 2 (right), trump ♠ (8S turned); seat 2 leads its diamonds, then
# seat 1's ♠A ♠K take the trump tricks.
HELD_2 = ["10S 9S AC KC QC JC 10C 9C 8C 7C", "AS KS AH KH QH JH 10H 9H 8H 7H",
          "QS JS AD KD QD JD 10D 9D 8D 7D"]


def dealt_from_held(held: list[str], k: int) -> list[list[str]]:
    """The hands to deal so that after the pass seat r holds ``held[r]`` (hand of r - k)."""
    return [held[(g + k) % 3].split() for g in range(3)]


def play_diamond_deal(g: Notice, leader: int, trumps: int) -> None:
    """``leader`` leads its 8 diamonds (the others discard), then its ♠Q ♠J; ``trumps`` (the
    seat with ♠A ♠K) wins those two, the third seat follows with ♠10 ♠9."""
    held = {s: g.view(s)["seats"][s]["hand"] for s in range(3)}
    for d in "A K Q J 10 9 8 7".split():
        g.play(d + "D", leader)
        for s in ((leader + 1) % 3, (leader + 2) % 3):
            discard = next(c for c in held[s] if not c.endswith("S"))
            held[s].remove(discard)
            g.play(discard, s)
    assert g.to_move == (leader,)
    for seat in (leader, (leader + 1) % 3, (leader + 2) % 3):
        g.play({leader: "QS", trumps: "AS"}.get(seat, "10S"), seat)
    assert g.to_move == (trumps,)
    for seat in (trumps, (trumps + 1) % 3, (trumps + 2) % 3):
        g.play({leader: "JS", trumps: "KS"}.get(seat, "9S"), seat)


def test_two_played_deals_scored_to_the_letter() -> None:
    """Known answer: two set-up deals played card by card; the sheet, parts and totals.

    Deal 1 (k = 1): tricks 2, 8, 0. Seat 0 predicted 8 for seat 1 (+5), target 2 (+5),
    2 tricks: 12. Seat 1 predicted 1 for seat 2 (-1), target 6 but took 8 (-6), +8: 1.
    Seat 2 predicted 5 for seat 0 (-3), target 1 took 0 (-1): -4.
    Deal 2 (k = 2, the hand goes right): tricks 0, 2, 8. Seat 0 predicted 8 for seat 2
    (+5), target 0 (+5): 10. Seat 1 predicted 0 for seat 0 (+5), target 3 took 2 (-1),
    +2: 6. Seat 2 predicted 0 for seat 1 (-2), target 8 (+5), +8: 11. Totals 22, 7, 7.
    """
    deck1 = stack_deck(dealt_from_held(HELD_1, 1), first=1, rest=["7S", "8S"])
    g = new(3, deck=deck1, dealer=0, seed=5)
    assert g.view(0)["table"]["trump"] == "7S"
    for s, p in enumerate((8, 1, 5)):
        g.play(f"predict {p}", s)
    assert [sorted(g.view(s)["seats"][s]["hand"]) for s in range(3)] == [
        sorted(h.split()) for h in HELD_1]
    for s, tg in enumerate((2, 6, 1)):
        g.play(f"target {tg}", s)
    assert g.to_move == (1,)
    play_diamond_deal(g, leader=1, trumps=0)
    assert g.deal_number == 2 and g.dealer == 1
    rows = g.view(2)["table"]["score_sheet"][0]["rows"]
    assert [(r["tricks"], r["receiver"], r["receiver_tricks"]) for r in rows] == [
        (2, 1, 8), (8, 2, 0), (0, 0, 2)]
    assert [(r["prediction_points"], r["target_points"], r["trick_points"], r["total"])
            for r in rows] == [(5, 5, 2, 12), (-1, -6, 8, 1), (-3, -1, 0, -4)]
    assert [s["score"] for s in g.view(2)["seats"]] == [12, 1, -4]
    # deal 2 set up as a teacher would: replace the deck of the deal that has just begun
    record = g.to_record()
    record["decks"][1] = stack_deck(dealt_from_held(HELD_2, 2), first=2, rest=["8S", "7S"])
    g = cardlab.from_record(record)
    assert isinstance(g, Notice)
    assert g.view(0)["table"]["pass_offset"] == 2 and g.view(0)["table"]["trump"] == "8S"
    for s, p in enumerate((8, 0, 0)):
        g.play(f"predict {p}", s)
    for s, tg in enumerate((0, 3, 8)):
        g.play(f"target {tg}", s)
    assert g.to_move == (2,)  # the new dealer's left neighbour
    play_diamond_deal(g, leader=2, trumps=1)
    rows = g.view(0)["table"]["score_sheet"][1]["rows"]
    assert [(r["tricks"], r["receiver"], r["receiver_tricks"]) for r in rows] == [
        (0, 2, 8), (2, 0, 0), (8, 1, 2)]
    assert [(r["prediction_points"], r["target_points"], r["trick_points"], r["total"])
            for r in rows] == [(5, 5, 0, 10), (5, -1, 2, 6), (-2, 5, 8, 11)]
    assert [r["score"] for r in rows] == [22, 7, 7]
    assert [s["score"] for s in g.view(1)["seats"]] == [22, 7, 7]
    scored = [e.values["total"] for e in g.events if e.key == "notice.deal_scored"]
    assert scored == [10, 6, 11]
    # the record of this two-deal game (second deck set by hand) replays exactly
    again = cardlab.from_record(json.loads(json.dumps(g.to_record())))
    assert again == g and again.view(reveal=True) == g.view(reveal=True)


def test_record_replays_a_whole_multi_deal_game() -> None:
    """A finished 5-player game (5 deals, the last one kept) replays from its JSON record
    deal for deal; undo across a deal boundary restores the earlier deal."""
    g = new(5, seed=77, dealer=3)
    while g.deal_number < 2:
        seat = g.to_move[0]
        g.play(g.legal_actions(seat)[-1], seat)
    before = g.view(reveal=True)
    last = g.undo()  # the last card of deal 1
    assert g.deal_number == 1 and g.dealer == 3 and g.phase == "play"
    g.play(str(last.action), last.seat)
    assert g.deal_number == 2 and g.view(reveal=True) == before
    while not g.is_over:
        seat = g.to_move[0]
        g.play(g.legal_actions(seat)[-1], seat)
    rec = json.loads(json.dumps(g.to_record()))
    assert len(rec["decks"]) == 5
    again = cardlab.from_record(rec)
    assert again == g
    assert again.view(reveal=True) == g.view(reveal=True)
    assert again.outcome == g.outcome


def _swap(deck: list[str], a: str, b: str) -> list[str]:
    i, j = deck.index(a), deck.index(b)
    out = list(deck)
    out[i], out[j] = out[j], out[i]
    return out


def test_views_identical_whatever_the_others_hide() -> None:
    """Two 4-player games differ only in what seat 0 may not know: cards of the hands
    dealt to seats 1 and 2 (which seat 0 never sees), a hidden stock card, and the other
    seats' predictions and targets. Seat 0's view (and a spectator's) is the same in both
    at every step of the predict and target phases and at the first lead."""
    base = [c.text for c in standard_deck()]
    hands = [base[i * 12:(i + 1) * 12] for i in range(4)]
    stock = base[48:]
    deck_a = stack_deck(hands, first=1, rest=stock)
    # seat 1's and seat 2's dealt hands swap a card each; seat 2's swaps with a stock card
    # under the turned one. Seat 0 receives seat 3's hand; seat 1 (the leader) receives
    # seat 0's, so the first lead is the same card.
    deck_b = _swap(_swap(deck_a, hands[1][0], hands[2][0]), hands[2][5], stock[2])
    a, b = new(4, deck=deck_a, seed=1), new(4, deck=deck_b, seed=1)
    assert a.view(reveal=True) != b.view(reveal=True)

    def same() -> None:
        for viewer in (0, None):
            assert a.view(viewer) == b.view(viewer)

    same()
    for s, pa, pb in ((2, 7, 0), (0, 3, 3), (1, 12, 4), (3, 5, 9)):
        a.play(f"predict {pa}", s)
        b.play(f"predict {pb}", s)
        same()
    for s, ta, tb in ((3, 1, 11), (1, 0, 6), (0, 2, 2), (2, 12, 3)):
        a.play(f"target {ta}", s)
        b.play(f"target {tb}", s)
        same()
    lead = a.legal_actions(1)[0]
    assert lead in b.legal_actions(1)
    a.play(lead, 1)
    b.play(lead, 1)
    same()


def test_off_turn_choice_in_play_names_the_rule() -> None:
    """In the play phase a prediction or target names its closed phase for every seat,
    not only for the seat to move."""
    g = new(3, seed=3)
    predict_all(g)
    target_all(g)
    leader = g.to_move[0]
    other = (leader + 1) % 3
    expect_illegal(g, "predict 1", other, "notice.predictions_closed")
    expect_illegal(g, "target 1", other, "notice.targets_closed")


@pytest.mark.parametrize(
    ("players", "deal", "direction"),
    [(3, 1, "left"), (3, 2, "right"), (4, 3, "across"), (5, 2, "seats"), (6, 3, "across"),
     (5, 5, "keep")],
)
def test_pass_direction_in_words(players: int, deal: int, direction: str) -> None:
    """The deal's opening and the pass name the receiver in words: left or right
    neighbour, the player opposite, k seats to the left, or nobody (keep)."""
    g = new(players, seed=2)
    for _ in range(deal - 1):
        finish_deal(g)
    assert f"notice.predict_starts.{direction}" in [e.key for e in g.events]
    predict_all(g)
    passed = [e for e in g.events if e.key.startswith("notice.hands_passed")]
    assert [e.key for e in passed] == [f"notice.hands_passed.{direction}"]
    en, ja = passed[0].text("en"), passed[0].text("ja")
    words = {"left": ("left neighbour", "左隣"), "right": ("right neighbour", "右隣"),
             "across": ("opposite", "向かい"), "seats": ("2 seats to the left", "左へ2人目"),
             "keep": ("keeps", "渡しません")}[direction]
    assert words[0] in en and words[1] in ja
    assert "(s)" not in en
