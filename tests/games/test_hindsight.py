"""The coach's hindsight after a deal: the learner's clearly worse decisions, in words,
from what the seat knew then."""

from __future__ import annotations

import numpy as np
import pytest

import cardlab
from cardlab.bots import bot_for
from cardlab.coach.hindsight import hindsight, lines
from cardlab.core import Game
from tests.games.test_coach import relabelled, swapped

CASES = [("notice", 3), ("comrade", 3), ("skull_collector", 3), ("trumps", 2), ("comp13", 4)]


def first_deal(name: str, players: int, seed: int, level: str = "beginner") -> Game:
    """The first deal of a game with a bot of ``level`` in seat 0, played to its end (the
    game stops before the next deal is played)."""
    g = cardlab.new_game(name, players=players, seed=seed)
    bots = {s: bot_for(name, seed=seed + s) for s in range(players)}
    bots[0] = bot_for(name, seed=seed, level=level)

    def same_deal() -> bool:
        return getattr(g, "deal_number", 1) == 1 and getattr(g, "game_number", 1) == 1

    while not g.is_over and same_deal():
        s = g.to_move[0]
        g.play(bots[s].choose(g.view(s)), s)
    return g


@pytest.mark.parametrize(("name", "players"), CASES)
def test_hindsight_lists_clearly_better_choices_in_words(name: str, players: int) -> None:
    g = first_deal(name, players, seed=5)
    regrets = hindsight(g, 0, playouts=20, seed=1)
    history = g.history
    for r in regrets:
        assert history[r.step].seat == 0 and str(history[r.step].action) == r.played
        assert r.better != r.played and r.gain > 2 * r.gain_se and r.gain > 0
        assert r.played_estimate.action == r.played and r.better_estimate.action == r.better
        assert r.played_estimate.playouts == r.better_estimate.playouts == 20
        assert f"Move {r.step + 1}: you played {r.played}; {r.better}" in r.why["en"]
        assert f"{r.step + 1}手目" in r.why["ja"]
    assert lines(regrets, "en") == ([r.why["en"] for r in regrets] or [
        "The coach found no decision of yours in this deal where another choice was "
        "clearly better."])


def test_a_beginner_deal_has_hindsight() -> None:
    """A beginner's slips show up: in these deals the coach finds some."""
    found = sum(len(hindsight(first_deal("trumps", 2, seed), 0, playouts=30, seed=1))
                for seed in (1, 2))
    assert found >= 1


@pytest.mark.parametrize(("name", "players", "other"), [
    ("notice", 3, relabelled), ("skull_collector", 3, relabelled), ("trumps", 2, swapped)])
def test_hindsight_does_not_peek(name: str, players: int, other: object) -> None:
    """Two deals that differ only in cards seat 0 never saw give the same hindsight."""
    g = first_deal(name, players, seed=3, level="standard")
    short = cardlab.new_game(name, players=players, seed=3)  # halfway: hidden cards left
    for seat, action in g.history[: len(g.history) // 2]:
        short.play(str(action), seat)
    g = short
    twin = other(g, 0, np.random.default_rng(2))  # type: ignore[operator]
    assert twin.view(0) == g.view(0)
    assert twin.view(None, reveal=True) != g.view(None, reveal=True)
    a = [r.to_json() for r in hindsight(g, 0, playouts=20, seed=4, margin=0.5)]
    b = [r.to_json() for r in hindsight(twin, 0, playouts=20, seed=4, margin=0.5)]
    assert a == b


def test_why_marks_the_review_timeline_in_the_tables_language() -> None:
    """"Why?" at the table: the review opens, each clearly worse decision is a mark of the
    timeline and its sentence is said at that move; the message line counts them."""
    import json

    from cardlab.ui import play

    app = play("trumps", players=2, seed=4, lang="en", bot_delay=0)
    table = app.table
    beginner = bot_for("trumps", seed=1, level="beginner")
    while not table.game.is_over:
        table.act(beginner.choose(table.game.view(table.game.to_move[0])))
    assert table.explain(playouts=20)
    regrets = table._regrets
    assert table.replaying and regrets and table.replay_step == regrets[0].step
    assert f"{len(regrets)} decisions of yours" in table.message["text"]  # type: ignore[index]
    piece = json.loads(table.tree_json)["replay"]
    first = regrets[0]
    assert {"step": first.step, "label": f"move {first.step + 1}: {first.better}?"} in piece[
        "marks"]
    assert piece["events"][-1] == first.why["en"]
    table.lang = "ja"
    piece = json.loads(table.tree_json)["replay"]
    assert piece["events"][-1] == first.why["ja"]
    assert app.why_button.description == "なぜ?コーチのふり返り"


def test_why_runs_in_the_background_and_leaves_the_table_free() -> None:
    """Under an event loop (a kernel's), "Why?" returns at once: the message line says the
    coach is looking back, the review can be stepped through while it thinks, and the
    marks come when it is done — the same as computed at once; an answer for a review
    that has been left is dropped."""
    import asyncio
    import concurrent.futures as cf

    from cardlab.ui import play

    app = play("trumps", players=2, seed=4, lang="en", bot_delay=0)
    table = app.table
    beginner = bot_for("trumps", seed=1, level="beginner")
    while not table.game.is_over:
        table.act(beginner.choose(table.game.view(table.game.to_move[0])))
    at_once = hindsight(table.game, 0, playouts=20, seed=0)
    table.coach_runner = "thread"

    async def why() -> None:
        assert table.explain(playouts=20)
        assert table._regrets is None  # not yet: the worker thinks
        assert "looking back" in table.message["text"]  # type: ignore[index]
        assert table.replay_to("first") and table.replay_step == 0  # the table answers
        while table._regrets is None:  # the state, however long a busy machine takes
            await asyncio.sleep(0.05)

    asyncio.run(why())
    regrets = table._regrets
    assert [r.to_json() for r in regrets] == [r.to_json() for r in at_once]
    assert regrets and table.replay_step == regrets[0].step
    assert f"{len(regrets)} decisions of yours" in table.message["text"]  # type: ignore[index]
    stale = table._h_job = ("an old review", 0, 20, 0, 0)
    table.leave_replay()
    done: cf.Future[list[object]] = cf.Future()
    done.set_result(at_once[:1])
    table._hindsight_poll(stale, done, 0.05)
    assert not table.replaying and table._regrets == regrets
