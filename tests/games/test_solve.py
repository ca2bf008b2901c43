"""Tests of cardlab.solve: the Comrade solver against a plain search over the engine,
winning lines replayed through play(), crafted positions with known answers, the budget
and the turning point."""

from __future__ import annotations

import copy
import functools
import json
from typing import Any

import pytest

import cardlab
from cardlab.cards import stack_deck
from cardlab.core import Game
from cardlab.games.comrade.bot import ComradeBot, bid_by_bots
from cardlab.solve import REASONS, replay_wins, solve, turning_point
from cardlab.ui import Table, TableApp


@functools.cache
def _bid(players: int, seed: int) -> Game:
    """A deal of ``players`` bid by ComradeBots (kept: copy before changing it)."""
    return bid_by_bots(players, seed)


def bid_deal(players: int, seed: int) -> Game:
    """A fresh copy of the bid deal of ``seed``."""
    return _bid(players, seed).copy()


def endgame(seed: int, left: int) -> Game | None:
    """The deal of ``seed`` played by ComradeBots until ``left`` tricks are left
    (``None`` when the bidding failed or the bots lost earlier)."""
    g = bid_deal(3, seed)
    if g.phase != "play":
        return None
    bots = {s: ComradeBot(seed=seed * 8 + s) for s in range(3)}
    while not g.is_over and not (g.trick.number == 12 - left and not g.trick.cards):
        s = g.to_move[0]
        g.play(bots[s].choose(g.view(s)), s)
    return None if g.is_over else g


def fork(g: Game) -> Game:
    """A copy of a game in its trick round that ``play`` may change (the parts of a
    Comrade game that trick play touches are copied; the rest is shared)."""
    h = copy.copy(g)
    h.hands = [list(x) for x in g.hands]
    h.won = [dict(x) for x in g.won]
    h.trick = copy.copy(g.trick)
    h.trick.cards = list(g.trick.cards)
    h.results = list(g.results)
    h._history = list(g._history)
    h._legal_cache = {}
    return h


def exhaustive(g: Game) -> bool:
    """Plain search over the engine: does some sequence of legal plays win the deal?"""
    if g.is_over:
        return bool(g.outcome.winners)
    for action in g.legal_actions():
        h = fork(g)
        h.play(action)
        if exhaustive(h):
            return True
    return False


def test_fork_plays_like_a_copy() -> None:
    """The test's fork leaves the original game as it was."""
    g = endgame(0, 3) or endgame(1, 3)
    assert g is not None
    before = g.to_record()
    h = fork(g)
    h.play(h.legal_actions()[0])
    assert g.to_record() == before and len(h.history) == len(g.history) + 1


ENDGAMES = [(seed, left) for seed in range(400) for left in (3, 4)]


@pytest.mark.slow
def test_verdicts_equal_exhaustive_search_on_500_endgames() -> None:
    """On 500 endgames (the last 3 or 4 tricks of seeded 3-player deals) the verdict is
    the plain search's answer, and every winning line wins when played through play()."""
    checked = {True: 0, False: 0}
    for seed, left in ENDGAMES:
        g = endgame(seed, left)
        if g is None:
            continue
        v = solve(g)
        expected = exhaustive(g)
        assert v.result == ("win" if expected else "loss"), (seed, left)
        if v.won:
            assert replay_wins(g, v.line), (seed, left, v.line)
        else:
            assert v.reason in REASONS and v.line == ()
        checked[expected] += 1
        if sum(checked.values()) == 500:
            break
    assert sum(checked.values()) == 500
    assert min(checked.values()) >= 100  # both answers are well represented


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
def test_winning_lines_from_the_first_trick_win(players: int) -> None:
    """Whole deals of 3, 4 and 5 players: every winning line found wins through play()."""
    wins = 0
    for seed in range(8):
        g = bid_deal(players, seed)
        if g.phase != "play":
            continue
        v = solve(g, seconds=2)
        if v.won:
            wins += 1
            assert len(v.line) == players * g.target or players == 5
            assert replay_wins(g, v.line)
    assert wins >= 1


def test_solve_mid_trick_and_leaves_the_game_alone() -> None:
    """The solver answers with a trick in progress and does not change the game."""
    g = endgame(0, 4) or endgame(2, 4)
    assert g is not None
    g.play(g.legal_actions()[0])
    before = g.to_record()
    v = solve(g)
    assert g.to_record() == before
    assert v.result == ("win" if exhaustive(g) else "loss")
    if v.won:
        assert replay_wins(g, v.line)


def test_budget_exhausted_gives_unknown() -> None:
    """With too small a budget the answer is "unknown", never a guess; with enough, the
    same deal gets its exact answer."""
    seed = next(s for s in range(60) if bid_deal(3, s).phase == "play"
                and solve(bid_deal(3, s)).nodes > 200)
    g = bid_deal(3, seed)
    full = solve(g)
    assert full.result in ("win", "loss")
    for small in (solve(g, budget=50), solve(g, budget=full.nodes - 1)):
        assert (small.result, small.line, small.reason) == ("unknown", (), None)
    assert solve(g, budget=full.nodes).result == full.result
    u = solve(g, budget=50)
    assert u.text("en").startswith("No answer") and "分かりません" in u.text("ja")


def test_solver_refuses_a_game_outside_the_trick_round() -> None:
    """Bidding, another game: one clear sentence."""
    with pytest.raises(ValueError, match="trick round"):
        solve(cardlab.new_game("comrade", players=3, seed=1))
    with pytest.raises(ValueError, match="notice"):
        solve(cardlab.new_game("notice", players=3, seed=1))


# ----------------------------------------------------------------------------- crafted deals

def crafted(hands: list[list[str]], bids: list[str]) -> Game:
    """A 3-player deal with these hands (seat 0 deals) after the bids ``bids`` (seats
    0, 1, 2, 0, … in turn)."""
    g = cardlab.new_game("comrade", players=3, seed=1, deck=stack_deck(hands, first=1))
    assert [sorted(c.text for c in h) for h in g.hands] == [sorted(h) for h in hands]
    for b in bids:
        g.play(b)
    assert g.phase == "play"
    return g


def test_crafted_a_bid_that_can_never_be_made() -> None:
    """Seat 1 bids hearts 4 while holding no heart: no line wins; the reason says a bid
    cannot be reached (plain search agrees on the deal from the third trick)."""
    hands = [
        ["KS", "QS", "JS", "10S", "KH", "QH", "JH", "10H", "9H", "5D", "9C", "8C"],
        ["9S", "5S", "8D", "6D", "5C", "QC", "JC", "10C", "KD", "QD", "JD", "10D"],
        ["8S", "7S", "6S", "8H", "7H", "6H", "5H", "7D", "KC", "9D", "7C", "6C"],
    ]
    g = crafted(hands, ["take 4S", "take 4H", "take 4D"])
    v = solve(g)
    assert (v.result, v.reason) == ("loss", "short")
    assert "too few cards" in v.text("en")


# Two positions kept as records (deck and actions, seed 66 and 2 dealt by ComradeBots):
# replaying them does not depend on the bots.
UNBLOCK = {
    "deck": "KC 9C JH 8D JC 7D QD KH 5D KS 10S 6C 7C 9D 6D QC QH 7H 10H 5H JS 8C 8H KD 5S "
            "10C 5C 9S 8S 6S QS 6H JD 7S 10D 9H",
    "actions": "take+4D take+4S take+4H KD QD 10D JD 8D 9D 7D KC JC 6D QC 10C JS QS 10S KS 8S "
               "6S 9S 9C 5D 7S KH JH 10H QH",
}
FIRST_LEAD = {
    "deck": "JS KS 6C 8C 5S 10S 7D 8S 5H 9D 6H QC 5C 6D 10C 8H QH 10H JD JH KH KC 9H 7S 5D "
            "7C QD 8D 6S KD 7H JC 9S QS 9C 10D",
    "actions": "take+3D take+2D take+3H take+AH take+AS pass take+2C KH 8H 6H KD 5D 6D QD 7D "
               "KS 10H 7H JH QH 5H KC 9H 10S JS JC QC 8C 10C 5C 9C",
}


def position(kept: dict[str, str], seed: int) -> Game:
    """The game of a kept position (its deck and actions; dealer 0)."""
    g = cardlab.new_game("comrade", players=3, seed=seed, deck=kept["deck"].split())
    for text in kept["actions"].split():
        g.play(text.replace("+", " "))
    return g


def outcomes(g: Game) -> dict[str, bool]:
    """Each legal card → can the deal be won after it? (solver and plain search agree)"""
    out = {}
    for action in g.legal_actions():
        h = fork(g)
        h.play(action)
        won = solve(h).won if not h.is_over else bool(h.outcome.winners)
        assert won == exhaustive(h)
        out[str(action)] = won
    return out


def test_crafted_won_only_by_an_unblock() -> None:
    """Seat 2 leads hearts and seat 0, whose diamond bid is made, must throw its ♥9 under
    the queen: kept, it would later beat seat 2's small hearts, which need every heart
    trick. The obvious ♥7 loses."""
    g = position(UNBLOCK, 66)
    assert g.to_move == (0,) and sorted(c.text for c in g.hands[0]) == ["5C", "6C", "7H", "9H"]
    assert outcomes(g) == {"7H": False, "9H": True}
    v = solve(g)
    assert v.won and v.line[0] == "9H" and replay_wins(g, v.line)


def test_crafted_the_first_lead_decides() -> None:
    """Four tricks left, seat 0 to lead: only the ♦10 keeps the deal winnable."""
    g = position(FIRST_LEAD, 2)
    assert g.to_move == (0,) and not g.trick.cards
    assert outcomes(g) == {"7S": False, "9S": False, "10D": True, "6C": False}
    v = solve(g)
    assert v.won and v.line[0] == "10D" and replay_wins(g, v.line)


def test_turning_point_of_a_crafted_lost_deal() -> None:
    """The deal above, with ♠7 led instead of ♦10 and played out: the turning point is
    that lead (trick 9, seat 0), ♦10 would have kept it, and the line from there wins.
    Every earlier position was winnable, since this one was."""
    g = position(FIRST_LEAD, 2)
    at = len(g.history)
    g.play("7S")
    while not g.is_over:
        g.play(g.legal_actions()[0])
    assert g.outcome.winners == []
    tp = turning_point(g)
    assert (tp.kind, tp.index, tp.seat, tp.card, tp.better, tp.trick) == (
        "turn", at, 0, "7S", "10D", 9)
    assert tp.line[0] == "10D" and replay_wins(position(FIRST_LEAD, 2), tp.line)
    assert tp.text("en") == ("The deal was winnable until trick 9: there seat 0 played ♠7, "
                             "and from then on it could not be won. ♦10 would have kept it "
                             "winnable.")
    assert "♦10" in tp.text("ja") and "第9トリック" in tp.text("ja")
    assert turning_point(g.to_record()).index == at


def test_turning_point_other_endings() -> None:
    """A won deal stayed winnable; a deal lost in the bidding is out of scope; an
    unfinished deal is refused with a sentence."""
    g = position(FIRST_LEAD, 2)
    v = solve(g)
    for text in v.line:
        g.play(text)
    assert g.outcome.winners == [0, 1, 2]
    assert turning_point(g).kind == "stayed"
    lost = cardlab.new_game("comrade", players=3, seed=3)
    for _ in range(3):
        lost.play("pass")
    tp = turning_point(lost)
    assert tp.kind == "bidding" and "beyond this check" in tp.text("en")
    assert "対象外" in tp.text("ja")
    with pytest.raises(ValueError, match="not over"):
        turning_point(cardlab.new_game("comrade", players=3, seed=3))


def test_turning_point_never_winnable() -> None:
    """Bids that no play can meet: never winnable from the first trick, with why."""
    g = bid_deal(3, 0)
    seed = 0
    while g.phase != "play" or solve(g).won:
        seed += 1
        g = bid_deal(3, seed)
    bots = {s: ComradeBot(seed=s) for s in range(3)}
    while not g.is_over:
        s = g.to_move[0]
        g.play(bots[s].choose(g.view(s)), s)
    tp = turning_point(g)
    assert tp.kind == "never" and tp.verdict is not None and tp.verdict.result == "loss"
    text = tp.text("en")
    assert text.startswith("It was never winnable with these hands and bids: ")
    assert text.count("winnable") + text.count("be won") == 1, text  # said once, with why
    assert "no longer" not in text and text.count("。") == 0
    reason = {"no_bid": "did not bid", "over_bid": "one trick more",
              "short": "could not be reached"}[tp.verdict.reason or "no_bid"]
    assert reason in text
    assert tp.text("ja").count("勝て") == 1 and tp.text("ja").endswith("。")


# ----------------------------------------------------------------------------- on the table


def lost_deal() -> tuple[Game, int]:
    """The kept position with ♠7 led instead of ♦10, played out (lost); the turning
    point's history index."""
    g = position(FIRST_LEAD, 2)
    at = len(g.history)
    g.play("7S")
    while not g.is_over:
        g.play(g.legal_actions()[0])
    return g, at


def hidden_texts(g: Game, viewer: int) -> list[str]:
    """The cards the viewer may not see now, as texts and as the page shows them."""
    out = []
    for seat, hand in enumerate(g.hands):
        if seat != viewer:
            for c in hand:
                out += [f'"{c.text}"', c.symbol]
    return out


def assert_nothing_hidden(table: Any) -> None:
    """No card of another seat's hand is in what the table syncs to the page."""
    synced = table.tree_json + json.dumps(table.log, ensure_ascii=False) + \
        json.dumps(table.message, ensure_ascii=False)
    for text in hidden_texts(table.game, table.seat):
        assert text not in synced, text


def test_table_button_only_when_allowed() -> None:
    """Comrade only; not before the deal ends outside teacher mode (the button disabled,
    a forged press refused with a sentence, nothing changes); after the deal ends and in
    teacher mode it is offered."""
    app = cardlab.play("comrade", players=3, seed=7, lang="en", bot_delay=0)
    assert app.solve_button.description == "Was it winnable?"
    assert app.solve_button in app.more.children[1].children and app.solve_button.disabled
    assert app.table.check_winnable() is False
    assert "after the deal ends" in app.table.message["text"]
    assert app.game.history == ()
    app.teacher_box.value = True
    assert not app.solve_button.disabled
    app.lang_box.value = "ja"
    assert app.solve_button.description == "勝てた?"
    other = cardlab.play("notice", players=3, seed=7, lang="en", bot_delay=0)
    other.teacher_box.value = True
    other.more_box.value = True  # the panel is made when it is first opened
    assert len(other.more.children) == 3
    assert all(other.solve_button not in box.children
               for box in (other.bar, *other.more.children[1:]))
    g, _ = lost_deal()
    done = TableApp(Table(g, lang="en", bot_delay=0))
    assert not done.solve_button.disabled


def test_table_lost_deal_verdict_and_winning_line() -> None:
    """After a lost deal: the turning point on the message line (following a language
    switch), the table back at that play, redo steps through the winning line and undo
    back; no hidden card is synced outside teacher mode."""
    g, at = lost_deal()
    table = Table(g, lang="en", bot_delay=0)
    assert table.check_winnable() is True
    text = table.message["text"]
    assert text.startswith("The deal was winnable until trick 9: there seat 0 played ♠7")
    assert "press “next card of the line ▸” above the table" in text
    assert len(table.game.history) == at and not table.game.is_over
    assert table.session.line_start == at and table.auto is False
    assert_nothing_hidden(table)
    assert table.redo() is True
    assert str(table.game.history[-1].action) == "10D" and len(table.game.history) == at + 1
    assert_nothing_hidden(table)
    assert table.redo() is True and len(table.game.history) == at + 2
    assert table.undo() is True and len(table.game.history) == at + 1
    table.lang = "ja"
    assert table.message["text"]  # the last message, in Japanese now
    while table.redo():
        pass
    assert table.game.is_over and table.game.outcome.winners == [0, 1, 2]


def test_table_prompt_names_the_button_and_it_plays_the_line_to_the_win() -> None:
    """While a line is loaded the prompt says how far it is and carries the button that
    plays its next card (the page's {"ui": "line"}); pressing it to the end wins the deal,
    and the answer stays on the message line all along."""
    g, at = lost_deal()
    table = Table(g, lang="en", bot_delay=0)
    table.check_winnable()
    answer = table.message["text"]
    head = table.tree["head"]
    total = table.session.line_left
    assert (head["hold"], head["hold_ui"]) == ("next card of the line ▸", "line")
    assert head["prompt"] == (f"A winning line is loaded: 0 of {total} cards played. "
                              "Press “next card of the line ▸” to play the next one.")
    rev = table.tree["rev"]
    assert table._on_intent({"ui": "line", "rev": rev, "n": 1, "view": "p"}, [])
    assert table.message["text"] == answer  # kept: no "played 1 action again"
    assert table._on_intent({"ui": "line", "rev": rev, "n": 2, "view": "p"}, []) is False
    assert "“next card of the line ▸” was chosen on an older picture" in table.message["text"]
    assert len(table.game.history) == at + 1
    for _ in range(total - 1):
        assert table._on_intent({"ui": "line", "rev": table.tree["rev"]}, [])
    assert table.game.is_over and table.game.outcome.winners == [0, 1, 2]
    assert table.tree["head"].get("hold_ui") == "review" and table.session.line_left == 0
    assert table.step_line() is False
    assert table.message["text"] == "No winning line is loaded now: “Was it winnable?” loads one."
    table.lang = "ja"
    assert table.message["text"] == ("いまは勝ち筋が読み込まれていません。"
                                     "「勝てた?」で読み込めます。")


def test_table_teacher_answer_reads_trick_by_trick() -> None:
    """In teacher mode the answer is one short sentence, and the line is listed under it
    one trick a line, each card with its seat (not a wall of card symbols)."""
    g = position(FIRST_LEAD, 2)
    table = Table(g, lang="en", bot_delay=0, teacher=True)
    table.check_winnable()
    message = table.message
    assert message["text"].startswith("It can still be won: a winning line of ")
    assert "♦" not in message["text"] and "♠" not in message["text"]
    more = message["more"]
    assert more["title"] == "The winning line, trick by trick"
    assert more["lines"][0].startswith("Trick 9: seat 0 ♦10 · seat 1 ")
    assert [line.split(":")[0] for line in more["lines"]] == [
        f"Trick {n}" for n in range(9, 9 + len(more["lines"]))]
    assert all(line.count("seat") == 3 for line in more["lines"])
    table.lang = "ja"
    assert table.message["more"]["lines"][0].startswith("第9トリック:席0 ♦10・席1 ")


def test_table_message_follows_the_language() -> None:
    """The verdict put on the message line is worded again after a language switch."""
    g, _ = lost_deal()
    table = Table(g, lang="en", bot_delay=0)
    table.check_winnable()
    table.lang = "ja"
    assert "第9トリック" in table.message["text"] and "勝ち筋の次の1枚" in table.message["text"]
    table.lang = "en"
    assert "trick 9" in table.message["text"]


def test_table_teacher_mode_solves_the_current_position() -> None:
    """In teacher mode during the trick round: the verdict of the position now, and a
    winning line loaded from here when there is one."""
    g = position(FIRST_LEAD, 2)
    table = Table(g, lang="en", bot_delay=0, teacher=True)
    n = len(g.history)
    assert table.check_winnable() is True
    assert table.message["text"].startswith("It can still be won")
    assert table.session.line_start == n and len(table.game.history) == n
    assert table.redo() and str(table.game.history[-1].action) == "10D"
    assert table.undo() and len(table.game.history) == n
    assert table.act("10D") and table.session.line_start is None  # a new action leaves it
    # the hidden-card check sees them when they are synced (teacher mode shows them)
    assert any(text in table.tree_json for text in hidden_texts(table.game, 0))


def test_match_turning_point_and_table_after_the_first_deal() -> None:
    """In a match, just after a lost deal (the next one dealt): the turning point of the
    deal that ended, and the table's line from there wins that deal."""
    g = cardlab.new_game("comrade", players=3, seed=1, match=True)
    bots = {s: ComradeBot(seed=s) for s in range(3)}
    while g.deal_number == 1:
        s = g.to_move[0]
        g.play(bots[s].choose(g.view(s)), s)
    assert g.results == [False] and g.phase == "bid"
    tp = turning_point(g)
    assert (tp.kind, tp.trick, tp.seat, tp.card) == ("turn", 10, 1, "KD")
    table = Table(g, seat=0, lang="en", bot_delay=0, bots=(), auto=False)
    assert table.can_check_winnable() and table.check_winnable()
    assert table.session.line_start == tp.index
    while table.redo():
        pass
    assert table.game.results == [True] and table.game.deal_number == 2
