"""The lean playouts (cardlab.sim): the same states as play(), the bots' cards, no peeking."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import cardlab
from cardlab import coach, sim
from cardlab.bots import bot_for
from cardlab.core import Game
from cardlab.games.comp13.lean import action_text
from tests.games.test_coach import relabelled, swapped

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


def same_state(st: sim.TrickPlay, g: Game) -> None:
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
    assert sim.lean(cardlab.new_game("notice", players=3, seed=1)).phase == "predict"  # type: ignore[union-attr]


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
    estimates_alike(g, g.to_move[0], relabelled, rng, playouts=30)


def estimates_alike(g: Game, seat: int, twin: Any, rng: np.random.Generator,
                    playouts: int) -> None:
    """``twin(g, seat, rng)`` looks the same to ``seat`` and differs in hidden cards; the
    coach's estimates of both are the same."""
    other = twin(g, seat, rng)
    assert other.view(seat) == g.view(seat)
    assert other.view(None, reveal=True) != g.view(None, reveal=True)
    ea = coach.estimate(g, seat, playouts=playouts, seed=2)
    eb = coach.estimate(other, seat, playouts=playouts, seed=2)
    assert [e.to_json() for e in ea] == [e.to_json() for e in eb]
    assert all(e.playouts == playouts for e in ea)


# --------------------------------------------------------------------------- Skull Collector


def skull_same(st: object, g: Game) -> None:
    """The lean Skull Collector state holds what the game holds (every phase)."""
    assert st.phase == g.phase  # type: ignore[attr-defined]
    assert st.hands == [sim.mask(h) for h in g.hands]  # type: ignore[attr-defined]
    assert st.chest == sim.mask(g.chest)  # type: ignore[attr-defined]
    assert st.tricks == g.tricks  # type: ignore[attr-defined]
    assert st.collected == [len(s) for s in g.skulls]  # type: ignore[attr-defined]
    assert st.trump == (-1 if g.trump is None else "SHDC".index(g.trump))  # type: ignore[attr-defined]
    if g.phase == "play":
        assert st.trick == [(s, sim.index(c)) for s, c in g.trick.cards]  # type: ignore[attr-defined]
        assert st.number == g.trick.number  # type: ignore[attr-defined]
        assert (st.to_move,) == g.to_move  # type: ignore[attr-defined]
    else:
        assert tuple(st.waiting) == g.to_move  # type: ignore[attr-defined]
    for seat in g.to_move:
        assert sim.bits(st.legal(seat)) == sorted(  # type: ignore[attr-defined]
            sim.index(a.card) for a in g.legal_actions(seat))  # type: ignore[attr-defined]


def skull_result(g: Game, seat: int, deal: int) -> tuple[float, float]:
    """What the coach's adapter counts for ``seat`` when deal ``deal`` has ended."""
    if g.deal_number != deal:  # type: ignore[attr-defined]
        last = g.last_deal  # type: ignore[attr-defined]
        return float(last["points"][seat]), float(bool(last["skulls"][seat]))
    return float(10 * g.tricks[seat]), float(len(g.skulls[seat]) > 0)  # type: ignore[attr-defined]


@pytest.mark.parametrize("option", [False, True])
def test_skull_lean_reaches_the_states_of_play(option: bool) -> None:
    """From the chest on, random legal actions played both ways: the same hands, chest,
    trick, trump, tricks, skulls and legal cards at every step, the same result at the end
    (instant wins included), over many deals."""
    rng = np.random.default_rng(11)
    instant = 0
    for seed in range(40):
        g = cardlab.new_game("skull_collector", seed=seed, ace_ten_in_trump=option)
        deal = g.deal_number  # type: ignore[attr-defined]
        st = sim.lean(g)
        assert st is not None
        while True:
            skull_same(st, g)
            seat = g.to_move[int(rng.integers(len(g.to_move)))]
            legal = g.legal_actions(seat)
            a = legal[int(rng.integers(len(legal)))]
            g.play(a, seat)
            st.act(str(a), seat)
            if g.is_over or g.deal_number != deal:  # type: ignore[attr-defined]
                break
            assert not st.over
        assert st.over
        instant += g.is_over and 3 in [len(s) for s in g.skulls]  # type: ignore[attr-defined]
        assert [st.result(s) for s in range(3)] == [skull_result(g, s, deal) for s in range(3)]
    assert instant >= 1  # random play collects all three now and then


def test_skull_lean_choose_is_a_best_card_of_the_bot() -> None:
    """In deals the Skull bots play, ``choose`` picks a card the bot scores highest."""
    from cardlab.games.skull_collector.bot import SkullBot, _card_of

    compared = 0
    for seed in range(8):
        g = cardlab.new_game("skull_collector", seed=seed)
        bots = {s: SkullBot(seed=seed + s) for s in range(3)}
        deal = g.deal_number  # type: ignore[attr-defined]
        while not g.is_over and g.deal_number == deal:  # type: ignore[attr-defined]
            s = g.to_move[0]
            view = g.view(s)
            st = sim.lean(g)
            assert st is not None
            if len(view["legal"]) > 1:
                scores = {a: bots[s]._score(view, _card_of(a)) for a in view["legal"]}
                card = st.choose(s)
                mine = [a for a in view["legal"] if sim.index(_card_of(a)) == card]
                assert scores[mine[0]] == max(scores.values())
                compared += 1
            g.play(bots[s].choose(view), s)
    assert compared >= 80


def test_skull_lean_view_of_a_seat_hides_the_others() -> None:
    g = cardlab.new_game("skull_collector", seed=5)
    for s in (0, 1):
        g.play(g.legal_actions(s)[0], s)
    st = sim.lean(g, viewer=2)
    assert st is not None
    assert st.hands[0] == st.hands[1] == 0 and st.hands[2] == sim.mask(g.hands[2])  # type: ignore[attr-defined]
    assert st.chest_from == [-1, -1, -1] and st.chest == 0 and st.waiting == [2]  # type: ignore[attr-defined]
    mine = sim.lean(g, viewer=0)
    assert mine.chest_from[0] == sim.index(g.chest_from[0]) and mine.chest_from[1] == -1  # type: ignore[attr-defined,union-attr]


# --------------------------------------------------------------------------- Trumps


def trumps_same(st: object, g: Game) -> None:
    """The lean Trumps state holds what the game holds (every phase)."""
    from cardlab.games.trumps.lean import _counts

    assert st.phase == g.phase  # type: ignore[attr-defined]
    assert st.hands == [_counts(h) for h in g.hands]  # type: ignore[attr-defined]
    assert st.field == [g.field.get(x, 0) for x in range(1, 11)]  # type: ignore[attr-defined]
    assert st.scores == [tuple(c.get(x, 0) for x in range(1, 11)) for c in g.score_cards]  # type: ignore[attr-defined]
    assert st.deck[::-1] == [c.rank for c in g.deck]  # type: ignore[attr-defined]
    assert st.reserve[::-1] == [c.rank for c in g.reserve]  # type: ignore[attr-defined]
    assert st.final_round == g.final_round  # type: ignore[attr-defined]
    if g.phase == "start":
        assert tuple(st.waiting) == g.to_move  # type: ignore[attr-defined]
    else:
        assert (st.to_move,) == g.to_move  # type: ignore[attr-defined]
    for seat in g.to_move:
        texts = [w if w == "draw" else f"{w} {x}" for w, x in st.legal(seat)]  # type: ignore[attr-defined]
        assert texts == [str(a) for a in g.legal_actions(seat)]


@pytest.mark.parametrize(("players", "facedown"), [(2, True), (3, True), (3, False)])
def test_trumps_lean_reaches_the_states_of_play(players: int, facedown: bool) -> None:
    """From the start-player reveal to the end, random legal actions played both ways: the
    same hands, field, score cards, deck, reserve and legal actions at every step, the same
    scores and winners at the end (start ties, face-down cards and the final round met)."""
    rng = np.random.default_rng(players)
    ties = downs = 0
    for seed in range(12):
        g = cardlab.new_game("trumps", players=players, seed=seed, facedown_to_field=facedown)
        st = sim.lean(g)
        assert st is not None
        while not g.is_over:
            trumps_same(st, g)
            seat = g.to_move[int(rng.integers(len(g.to_move)))]
            legal = g.legal_actions(seat)
            a = legal[int(rng.integers(len(legal)))]
            g.play(a, seat)
            st.act(str(a), seat)
            downs += str(a).startswith("facedown")
        assert st.over
        ties += len(g.start_steps) > 1  # type: ignore[attr-defined]
        assert [st.result(s) for s in range(players)] == [
            (g.outcome.scores[s], float(s in g.outcome.winners)) for s in range(players)]
    assert ties >= 1 and (downs >= 1 or players == 2)  # face-down plays: rare with two


@pytest.mark.parametrize("players", [2, 3])
def test_trumps_lean_choose_is_the_bots_action(players: int) -> None:
    """In games the Trumps bots play, ``choose`` is the bot's action. The bot's noise only
    breaks exact ties (which are common: equal places, equal costs); here it is taken away,
    so the bot, like the lean state, takes the first of the best."""
    same = compared = 0
    for seed in range(3):
        g = cardlab.new_game("trumps", players=players, seed=seed)
        bots = {s: bot_for("trumps", seed=seed + s) for s in range(players)}
        for bot in bots.values():
            bot._noise = lambda: 0.0  # type: ignore[attr-defined]
        while not g.is_over:
            s = g.to_move[0]
            view = g.view(s)
            action = bots[s].choose(view)
            if len(view["legal"]) > 1:
                st = sim.lean(g)
                assert st is not None
                same += st.choose(s) == action
                compared += 1
            g.play(action, s)
    assert compared >= 40 and same == compared


@pytest.mark.parametrize(("players", "facedown"), [(2, True), (3, True), (3, False)])
def test_trumps_rollout_is_choose_and_act_step_by_step(players: int, facedown: bool) -> None:
    """``rollout`` plays its moves without texts (by phase, straight to the reveal, take,
    draw and start moves): from positions all through random games, it ends where
    ``choose`` and ``act`` played step by step end, with the same hands, field, score
    cards and result."""
    rng = np.random.default_rng(10 + players)
    compared = 0
    for seed in range(8):
        g = cardlab.new_game("trumps", players=players, seed=seed, facedown_to_field=facedown)
        while not g.is_over:
            st = sim.lean(g)
            if st is not None and rng.random() < 0.25:
                fast, slow = st.copy(), st.copy()
                seat = int(rng.integers(players))
                got = fast.rollout(seat)
                while not slow.over:  # type: ignore[attr-defined]
                    s = slow.waiting[0] if slow.phase == "start" else slow.to_move  # type: ignore[attr-defined]
                    slow.act(slow.choose(s), s)  # type: ignore[attr-defined]
                assert got == slow.result(seat)  # type: ignore[attr-defined]
                assert (fast.hands, fast.field, fast.scores) == (  # type: ignore[attr-defined]
                    slow.hands, slow.field, slow.scores)  # type: ignore[attr-defined]
                compared += 1
            s = g.to_move[int(rng.integers(len(g.to_move)))]
            legal = g.legal_actions(s)
            g.play(legal[int(rng.integers(len(legal)))], s)
    assert compared >= 20


# --------------------------------------------------------------------------- Comp-13


def comp13_same(st: object, g: Game) -> None:
    """The lean Comp-13 state holds what the game holds (every phase), card numbers read
    back as cards."""
    from cardlab.games.comp13.lean import card_of, stats

    def cards(cs: list[int]) -> list[Any]:
        return [card_of(c) for c in cs]

    assert st.phase == g.phase  # type: ignore[attr-defined]
    assert [sorted(cards(h)) for h in st.hands] == [sorted(h) for h in g.hands]  # type: ignore[attr-defined]
    assert {x: cards(f) for x, f in zip("ABCD", st.fields, strict=True)} == g.fields  # type: ignore[attr-defined]
    assert st.stats == [stats(f) for f in st.fields]  # type: ignore[attr-defined]
    assert [cards(c) for c in st.captured] == g.captured  # type: ignore[attr-defined]
    assert cards(st.stock[::-1]) == g.stock  # type: ignore[attr-defined]
    assert (st.to_move,) == g.to_move  # type: ignore[attr-defined]
    assert st.legal_texts(st.to_move) == [str(a) for a in g.legal_actions()]  # type: ignore[attr-defined]


@pytest.mark.parametrize(("players", "options"), [
    (4, {}), (3, {"jokers": 2}), (2, {"bonus_optional": False}),
    (4, {"jokers": 3, "joker_points": 4}),
])
def test_comp13_lean_reaches_the_states_of_play(players: int, options: dict) -> None:
    """From the first decision to the end of the game, random legal actions played both
    ways (with a bias to plays over draws, so Comps, bonuses and All-Grounds happen): the
    same hands, fields, captures, stock and legal actions at every step, the same scores
    and winner at the end."""
    rng = np.random.default_rng(players)
    comps = 0
    for seed in range(10):
        g = cardlab.new_game("comp13", players=players, seed=seed, **options)
        if g.is_over:
            continue
        st = sim.lean(g)
        assert st is not None
        while g.game_number == 1 and not g.is_over:  # type: ignore[attr-defined]
            comp13_same(st, g)
            legal = g.legal_actions()
            plays = [a for a in legal if str(a) != "draw"] or list(legal)
            pool = plays if rng.random() < 0.7 else list(legal)
            a = pool[int(rng.integers(len(pool)))]
            comps += g.phase == "bonus"
            g.play(a)
            st.act(str(a))
        assert st.over
        r = g.results[0]  # type: ignore[attr-defined]
        assert [st.result(s) for s in range(players)] == [
            (float(r["scores"][s]), float(r["winner"] == s)) for s in range(players)]
    assert comps >= 1


def test_comp13_lean_choose_is_the_bots_action() -> None:
    """In games the Comp-13 bots play, ``choose`` is the bot's action (its noise taken
    away: the bot, like the lean state, then keeps the first of the best)."""
    same = compared = 0
    for seed in range(3):
        g = cardlab.new_game("comp13", players=4, seed=seed)
        bots = {s: bot_for("comp13", seed=seed + s) for s in range(4)}
        for bot in bots.values():
            bot.rng = type("Zero", (), {"random": staticmethod(lambda: 0.0)})()  # type: ignore[attr-defined]
        st = sim.lean(g)
        while not g.is_over:
            s = g.to_move[0]
            view = g.view(s)
            action = bots[s].choose(view)
            if len(view["legal"]) > 1:
                assert st is not None
                same += action_text(st.choose(s)) == action
                compared += 1
            g.play(action, s)
            st.act(action)
    assert compared >= 40 and same == compared


@pytest.mark.parametrize(("players", "options"), [
    (4, {}), (3, {"jokers": 2}), (2, {"bonus_optional": False})])
def test_comp13_rollout_is_choose_and_do_step_by_step(players: int, options: dict) -> None:
    """``rollout`` plays the play phase without ``do`` (straight to the play or the draw,
    the draw chosen without the hand's base when it is the only action): from positions all
    through random games, it ends where ``choose`` and ``do`` step by step end, with the
    same hands, captures and result."""
    rng = np.random.default_rng(20 + players)
    compared = 0
    for seed in range(8):
        g = cardlab.new_game("comp13", players=players, seed=seed, **options)
        while not g.is_over and g.game_number == 1:  # type: ignore[attr-defined]
            st = sim.lean(g)
            if st is not None and rng.random() < 0.2:
                fast, slow = st.copy(), st.copy()
                seat = int(rng.integers(players))
                got = fast.rollout(seat)
                while not slow.over:
                    slow.do(slow.choose(slow.to_move))  # type: ignore[attr-defined]
                assert got == slow.result(seat)
                assert (fast.hands, fast.captured) == (slow.hands, slow.captured)  # type: ignore[attr-defined]
                compared += 1
            legal = g.legal_actions()
            g.play(legal[int(rng.integers(len(legal)))])
    assert compared >= 20


# --------------------------------------------------------------------------- Notice's bids


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_notice_lean_from_the_predictions(players: int) -> None:
    """From a deal's first decision: random predictions and targets (in a random seat
    order), the pass, then random cards, played both ways: the same phase, seats to
    choose, hands, predictions and targets at every step and the same result."""
    rng = np.random.default_rng(players + 10)
    for seed in range(5):
        g = cardlab.new_game("notice", players=players, seed=seed)
        st = sim.lean(g)
        assert st is not None
        while g.phase != "play":
            assert (st.phase, tuple(st.waiting)) == (g.phase, g.to_move)  # type: ignore[attr-defined]
            assert st.hands == [sim.mask(h) for h in g.hands]  # type: ignore[attr-defined]
            assert (st.predictions, st.targets) == (g.predictions, g.targets)  # type: ignore[attr-defined]
            seat = g.to_move[int(rng.integers(len(g.to_move)))]
            legal = g.legal_actions(seat)
            a = legal[int(rng.integers(len(legal)))]
            g.play(a, seat)
            st.act(str(a), seat)  # type: ignore[attr-defined]
        while not g.is_over and g.deal_number == 1:  # type: ignore[attr-defined]
            same_state(st, g)
            legal = g.legal_actions()
            a = legal[int(rng.integers(len(legal)))]
            g.play(a)
            st.act(str(a))  # type: ignore[attr-defined]
        assert st.over
        assert [st.result(s) for s in range(players)] == [result_of(g, s)
                                                         for s in range(players)]


@pytest.mark.parametrize("players", [3, 6])
def test_notice_lean_bids_are_the_bots(players: int) -> None:
    """``bid`` is the Notice bot's prediction and target, seat by seat."""
    for seed in range(4):
        g = cardlab.new_game("notice", players=players, seed=seed)
        bots = {s: bot_for("notice", seed=s) for s in range(players)}
        while g.phase != "play":
            st = sim.lean(g)
            for s in g.to_move:
                assert st.bid(s) == int(bots[s].choose(g.view(s)).split()[1])  # type: ignore[union-attr]
            s = g.to_move[0]
            g.play(bots[s].choose(g.view(s)), s)


def test_a_rollout_from_the_predictions_plays_the_bots_deal() -> None:
    g = cardlab.new_game("notice", players=4, seed=3)
    st = sim.lean(g)
    assert st is not None
    bots = {s: bot_for("notice", seed=s) for s in range(4)}
    while not g.is_over and g.deal_number == 1:  # type: ignore[attr-defined]
        s = g.to_move[0]
        g.play(bots[s].choose(g.view(s)), s)
    assert [st.copy().rollout(s) for s in range(4)] == [result_of(g, s) for s in range(4)]


# --------------------------------------------------------------------------- Comrade's bids


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("options", [{}, {"dead_end": "acting_player"}, {"pass_limit": 2}])
def test_comrade_lean_bidding_reaches_the_states_of_play(players: int, options: dict) -> None:
    """From a deal's first decision, random takes and passes played both ways: the same
    seat to move, legal actions (jokers on each suit with 5 players), bids and total at
    every step, and the same end of the bidding (its success, with the dealer to lead,
    or its failure: over the target, passes in a row, rounds run out, a dead end)."""
    rng = np.random.default_rng(players)
    ends = {"play": 0, "over": 0}
    for seed in range(12):
        g = cardlab.new_game("comrade", players=players, seed=seed, **options)
        st = sim.lean(g)
        assert st is not None
        while g.phase == "bid":
            assert (st.phase, st.to_move) == ("bid", g.to_move[0])  # type: ignore[attr-defined]
            assert st.bid_legal(st.to_move) == [str(a) for a in g.legal_actions()]  # type: ignore[attr-defined]
            assert st.bids == [[b.get(s, 0) for s in "SHDC"] for b in g.bids]  # type: ignore[attr-defined]
            assert st.total == g.total  # type: ignore[attr-defined]
            legal = g.legal_actions()
            a = legal[int(rng.integers(len(legal)))]
            g.play(a)
            st.act(str(a))  # type: ignore[attr-defined]
        assert st.phase == g.phase and st.over == g.is_over  # type: ignore[attr-defined]
        ends[g.phase] += 1
        if g.phase == "play":
            same_state(st, g)
    assert ends["over"] >= 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_comrade_lean_bids_are_the_bots(players: int) -> None:
    """``bid`` is the Comrade bot's take or pass, turn by turn, and a rollout from the
    first decision ends as the bots' deal ends."""
    compared = 0
    for seed in range(10):
        g = cardlab.new_game("comrade", players=players, seed=seed)
        first = sim.lean(g)
        bots = {s: bot_for("comrade", seed=s) for s in range(players)}
        while g.phase == "bid":
            s = g.to_move[0]
            action = bots[s].choose(g.view(s))
            assert sim.lean(g).bid(s) == action  # type: ignore[union-attr]
            compared += 1
            g.play(action, s)
        while not g.is_over:
            s = g.to_move[0]
            g.play(bots[s].choose(g.view(s)), s)
        assert first is not None and first.rollout(0) == result_of(g, 0)
    assert compared >= 50


@pytest.mark.parametrize(("name", "players", "seed", "steps", "twin"), [
    ("skull_collector", 3, 9, 2, relabelled), ("skull_collector", 3, 9, 5, relabelled),
    ("skull_collector", 3, 9, 14, relabelled), ("trumps", 3, 4, 1, swapped),
    ("trumps", 3, 4, 4, swapped), ("trumps", 3, 4, 9, swapped), ("trumps", 3, 4, 30, swapped),
    ("comp13", 4, 6, 2, swapped), ("comp13", 4, 6, 9, swapped),
    ("comrade", 3, 5, 0, relabelled), ("comrade", 3, 5, 2, relabelled),
    ("comrade", 5, 5, 3, relabelled),
])
def test_lean_paths_from_the_first_decision_do_not_peek(
        name: str, players: int, seed: int, steps: int, twin: Any) -> None:
    """On the lean paths that start at a deal's first decision (Skull Collector's chest
    with the others' cards in it and the pass; Trumps' start cards, face-down cards, deck
    and reserve; Comp-13's hands and stock; Comrade's bidding), two games that look the
    same to the seat give the same estimates."""
    rng = np.random.default_rng(steps)
    g = cardlab.new_game(name, players=players, seed=seed)
    bots = {s: bot_for(name, seed=s) for s in range(players)}
    for _ in range(steps):
        s = g.to_move[-1]
        g.play(bots[s].choose(g.view(s)), s)
    seat = g.to_move[0]
    assert sim.lean(g, viewer=seat) is not None
    estimates_alike(g, seat, twin, rng, playouts=20)
