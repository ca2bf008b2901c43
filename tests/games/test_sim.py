"""The lean playouts (cardlab.sim): the same states as play(), the bots' cards, no peeking."""

from __future__ import annotations

import numpy as np
import pytest

import cardlab
from cardlab import coach, sim
from cardlab.bots import bot_for
from cardlab.core import Game
from tests.games.test_coach import relabelled

CASES = [("notice", n) for n in (3, 4, 5, 6)] + [("comrade", n) for n in (3, 4, 5)]


def to_play(name: str, players: int, seed: int) -> Game | None:
    """A first deal whose bidding (or predictions and targets) bots made, at its first
    trick; ``None`` when a Comrade bidding failed."""
    g = cardlab.new_game(name, players=players, seed=seed)
    bots = {s: bot_for(name, seed=seed + s) for s in range(players)}
    while g.phase not in ("play", "over"):
        s = g.to_move[0]
        g.play(bots[s].choose(g.view(s)), s)
    return g if g.phase == "play" else None


def same_state(st: sim.NoticePlay | sim.ComradePlay, g: Game) -> None:
    """The lean state holds what the game holds."""
    assert st.hands == [sim.mask(h) for h in g.hands]  # type: ignore[attr-defined]
    assert st.trick == [(s, sim.index(c)) for s, c in g.trick.cards]  # type: ignore[attr-defined]
    assert st.number == g.trick.number  # type: ignore[attr-defined]
    assert st.to_move == g.to_move[0]
    for seat in range(g.players):
        assert sim.bits(st.legal(seat)) == sorted(
            sim.index(a.card) for a in g._legal(seat))  # type: ignore[attr-defined]
    if g.name == "notice":
        assert st.tricks == g.tricks  # type: ignore[attr-defined]
        assert st.gone == sim.mask(g.played)  # type: ignore[attr-defined]
    else:
        assert st.won == [[w.get(s, 0) for s in "SHDC"] for w in g.won]  # type: ignore[attr-defined]


def result_of(g: Game, seat: int) -> tuple[float, float]:
    """The deal's result for ``seat`` as the coach counts it, from the full game."""
    if g.name == "notice":
        row = g.sheets[0]["rows"][seat]  # type: ignore[attr-defined]
        return float(row["total"]), float(row["target"] == row["tricks"])
    won = float(g.results[0])  # type: ignore[attr-defined]
    return won, won


@pytest.mark.parametrize(("name", "players"), CASES)
def test_lean_play_reaches_the_states_of_play(name: str, players: int) -> None:
    """Random legal cards, played both ways: the same hands, trick, tricks and legal cards
    at every step and the same result at the end."""
    rng = np.random.default_rng(players)
    checked = 0
    for seed in range(8):
        g = to_play(name, players, seed)
        if g is None:
            continue
        st = sim.lean(g)
        assert st is not None
        while True:
            same_state(st, g)
            legal = g.legal_actions()
            a = legal[int(rng.integers(len(legal)))]
            g.play(a)
            st.play(sim.index(a.card))  # type: ignore[attr-defined]
            if g.is_over or getattr(g, "deal_number", 1) > 1:
                break
            assert not st.over
        assert st.over
        assert [st.result(s) for s in range(players)] == [result_of(g, s) for s in range(players)]
        checked += 1
    assert checked >= 4


@pytest.mark.parametrize(("name", "players"), CASES)
def test_lean_choose_is_the_bots_card(name: str, players: int) -> None:
    """In deals the game's bots play from the start, ``choose`` picks each bot's card."""
    compared = 0
    for seed in range(6):
        g = cardlab.new_game(name, players=players, seed=seed)
        bots = {s: bot_for(name, seed=seed + s) for s in range(players)}
        while not g.is_over and getattr(g, "deal_number", 1) == 1:
            s = g.to_move[0]
            action = bots[s].choose(g.view(s))
            if g.phase == "play":
                st = sim.lean(g)
                assert st is not None
                assert sim.text(st.choose(s)) == action
                compared += 1
            g.play(action, s)
    assert compared >= 40


def test_rollout_plays_the_bots_deal() -> None:
    """A rollout from the first trick ends as the bots' own deal ends."""
    for name in ("notice", "comrade"):
        g = to_play(name, 3, 2)
        assert g is not None
        st = sim.lean(g)
        assert st is not None
        bots = {s: bot_for(name, seed=2 + s) for s in range(3)}
        while not g.is_over and getattr(g, "deal_number", 1) == 1:
            s = g.to_move[0]
            g.play(bots[s].choose(g.view(s)), s)
        assert [st.copy().rollout(s) for s in range(3)] == [result_of(g, s) for s in range(3)]


def test_lean_view_of_a_seat_hides_the_others() -> None:
    g = to_play("notice", 3, 1)
    assert g is not None
    st = sim.lean(g, viewer=1)
    assert st is not None
    assert st.hands[0] == st.hands[2] == 0 and st.hands[1] == sim.mask(g.hands[1])  # type: ignore[attr-defined]
    assert st.predictions[0] is None and st.targets[2] is None  # type: ignore[union-attr]
    assert sim.lean(cardlab.new_game("trumps", players=3, seed=1)) is None


@pytest.mark.parametrize("name", ["notice", "comrade"])
def test_lean_estimates_do_not_peek(name: str) -> None:
    """On the lean path, two games that look the same to the seat give the same estimates."""
    rng = np.random.default_rng(4)
    g = to_play(name, 3, 5)
    assert g is not None
    bots = {s: bot_for(name, seed=5 + s) for s in range(3)}
    for _ in range(7):  # a few tricks in: voids and played cards count
        s = g.to_move[0]
        g.play(bots[s].choose(g.view(s)), s)
    assert g.phase == "play"
    seat = g.to_move[0]
    other = relabelled(g, seat, rng)
    assert other.view(seat) == g.view(seat)
    assert other.view(None, reveal=True) != g.view(None, reveal=True)
    ea = coach.estimate(g, seat, playouts=30, seed=2)
    eb = coach.estimate(other, seat, playouts=30, seed=2)
    assert [e.to_json() for e in ea] == [e.to_json() for e in eb]
    assert all(e.playouts == 30 for e in ea)
