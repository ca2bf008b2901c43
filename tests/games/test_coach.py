"""The coach (cardlab.coach): knowledge from a view, sampling without peeking, estimates."""

from __future__ import annotations

import itertools
import json
import math
import re
from collections import Counter
from typing import Any

import numpy as np
import pytest

import cardlab
from cardlab import coach, sim
from cardlab.bots import bot_for
from cardlab.cards import Card
from cardlab.core import Game
from cardlab.session import play_out

GAMES = [("comrade", {"players": 3}), ("comrade", {"players": 5}), ("notice", {"players": 3}),
         ("notice", {"players": 4}), ("skull_collector", {})]
SWAP_GAMES = [("trumps", {"players": 3}), ("trumps", {"players": 2}), ("comp13", {"players": 4}),
              ("comp13", {"players": 3})]


def positions(name: str, kw: dict[str, Any], seed: int, every: int = 7) -> list[Game]:
    """Copies of a bot-played first deal, every ``every`` actions (and the first)."""
    g = cardlab.new_game(name, seed=seed, **kw)
    bots = {s: bot_for(name, seed=seed + s) for s in range(g.players)}
    out, step = [g.copy()], 0
    while not g.is_over and getattr(g, "deal_number", 1) == 1:
        s = g.to_move[0]
        g.play(bots[s].choose(g.view(s)), s)
        step += 1
        if step % every == 0 and not g.is_over and getattr(g, "deal_number", 1) == 1:
            out.append(g.copy())
    return out


def view_cards(view: dict[str, Any]) -> set[str]:
    """Every card text anywhere in a view."""
    return set(re.findall(r'"((?:10|[2-9AJQK])[SHDC])"', json.dumps(view)))


def relabelled(g: Game, seat: int, rng: np.random.Generator) -> Game:
    """The same game with the cards ``seat`` has not seen shuffled within each suit (and
    other seats' secret numbers changed): it must look the same to ``seat``."""
    seen = view_cards(g.view(seat))
    plays = {str(a) for _, a in g.history}
    seen |= {p for p in plays if re.fullmatch(r"(?:10|[2-9AJQK])[SHDC]", p)}
    rec = g.to_record()
    deck = rec["decks"][0]
    hidden = [c for c in deck if c not in seen]
    mapping = {}
    for suit in "SHDC":
        group = [c for c in hidden if c.endswith(suit)]
        for a, b in zip(group, rng.permutation(group), strict=True):
            mapping[a] = str(b)

    def move(text: str) -> str:
        return " ".join(mapping.get(w, w) for w in text.split())

    rec["decks"][0] = [mapping.get(c, c) for c in deck]
    actions = []
    for s, text in rec["actions"]:
        word = text.split()[0]
        if s != seat and word in ("predict", "target"):
            size = g.hand_size  # type: ignore[attr-defined]
            text = f"{word} {(int(text.split()[1]) + 1) % (size + 1)}"
        actions.append([s, move(text)])
    rec["actions"] = actions
    return cardlab.from_record(rec)


def swapped(g: Game, seat: int, rng: np.random.Generator, swaps: int = 6) -> Game:
    """The same game with pairs of deck places swapped wherever the game still replays and
    still looks the same to ``seat``: the hidden hands and the stock differ."""
    view = g.view(seat)
    rec = g.to_record()
    for _ in range(20 * swaps):
        deck = list(rec["decks"][-1])
        i, j = (int(x) for x in rng.choice(len(deck), 2, replace=False))
        if deck[i] == deck[j]:
            continue
        deck[i], deck[j] = deck[j], deck[i]
        trial = {**rec, "decks": [*rec["decks"][:-1], deck]}
        try:
            other = cardlab.from_record(trial)
        except cardlab.errors.RecordError:
            continue
        if other.view(seat) == view:
            rec = trial
            swaps -= 1
            if not swaps:
                break
    return cardlab.from_record(rec)


def hidden_state(g: Game) -> dict[str, Any]:
    """What a sample holds: the whole revealed view plus the hidden zones."""
    out: dict[str, Any] = {"view": g.view(None, reveal=True), "seed": g.seed}
    for key in ("stock", "chest", "chest_from", "given", "received", "predictions",
                "targets", "dealt", "deck", "reserve", "reveals", "start_choice"):
        if hasattr(g, key):
            out[key] = repr(getattr(g, key))
    return out


@pytest.mark.parametrize(("name", "kw"), GAMES + SWAP_GAMES)
def test_no_peeking(name: str, kw: dict[str, Any]) -> None:
    """Two games that look the same to a seat give the same sample and estimates."""
    rng = np.random.default_rng(11)
    change = swapped if name in ("trumps", "comp13") else relabelled
    checked = 0
    for g in positions(name, kw, seed=3):
        seat = g.to_move[0]
        other = change(g, seat, rng)
        assert other.view(seat) == g.view(seat)
        if other.view(None, reveal=True) == g.view(None, reveal=True):
            continue  # nothing hidden moved (e.g. the last trick)
        checked += 1
        json.dumps(coach.knowledge(g, seat).to_json(), allow_nan=False)
        a = coach.sample(g, seat, np.random.default_rng(5))
        b = coach.sample(other, seat, np.random.default_rng(5))
        assert hidden_state(a) == hidden_state(b)
        assert coach.knowledge(g, seat).to_json() == coach.knowledge(other, seat).to_json()
    assert checked >= 2
    g = positions(name, kw, seed=3)[1]
    seat = g.to_move[0]
    other = change(g, seat, rng)
    ea = coach.estimate(g, seat, playouts=2, seed=1)
    eb = coach.estimate(other, seat, playouts=2, seed=1)
    assert [e.to_json() for e in ea] == [e.to_json() for e in eb]
    json.dumps([e.to_json() for e in ea], allow_nan=False)


def all_cards(g: Game, plays: list[tuple[int, Card]]) -> Counter[str]:
    """Every card of the deal: hands, stock, chest, passes on their way, plays, fields…"""
    cards = [c.text for h in g.hands for c in h] + [c.text for _, c in plays]  # type: ignore[attr-defined]
    if g.name == "trumps":
        cards += [c.text for c in [*g.deck, *g.reserve]]  # type: ignore[attr-defined]
        cards += [str(n) for n, k in g.field.items() for _ in range(k)]  # type: ignore[attr-defined]
        cards += [str(n) for sc in g.score_cards for n, k in sc.items() for _ in range(k)]  # type: ignore[attr-defined]
        cards += [str(n) for _, kind, n in g.reveals for _ in range(2 if kind == "pair" else 1)]  # type: ignore[attr-defined]
    if g.name == "comp13":
        cards += [c.text for c in [*g.stock, *g.discards]]  # type: ignore[attr-defined]
        cards += [c.text for cs in [*g.fields.values(), *g.captured] for c in cs]  # type: ignore[attr-defined]
    if g.name == "notice":
        cards += [c.text for c in g.stock]  # type: ignore[attr-defined]
    if g.name == "skull_collector":
        cards += [c.text for c in g.chest]  # type: ignore[attr-defined]
        if g.phase == "pass":
            cards += [c.text for c in g.given if c is not None]  # type: ignore[attr-defined]
    return Counter(cards)


@pytest.mark.parametrize(("name", "kw"), GAMES + SWAP_GAMES)
def test_samples_are_legal_states(name: str, kw: dict[str, Any]) -> None:
    """Cards conserved; the seat's view unchanged; voids and known cards respected; bots
    can play the sample to its end."""
    rng = np.random.default_rng(2)
    for i, g in enumerate(positions(name, kw, seed=8, every=5)):
        seat = g.to_move[0]
        know = coach.knowledge(g, seat)
        plays = coach._deal_plays(g, g.view(seat)) if name not in ("trumps", "comp13") else []
        for _ in range(3):
            s = coach.sample(g, seat, rng)
            assert s.view(seat) == g.view(seat)
            assert all_cards(s, plays) == all_cards(g, plays)
            for other, suits in know.voids.items():
                assert not {c.suit for c in s.hands[other]} & set(suits)  # type: ignore[attr-defined]
            for other, cards in know.known.items():
                assert set(cards) <= {c.text for c in s.hands[other]}  # type: ignore[attr-defined]
        if i % 3 == 0:
            bots = {p: bot_for(name, seed=p) for p in range(g.players)}
            coach.playout(s, seat, coach.adapter_of(g), bots)


@pytest.mark.parametrize(("name", "kw"), GAMES + SWAP_GAMES)
def test_with_hidden_gives_a_consistent_game(name: str, kw: dict[str, Any]) -> None:
    """Game.with_hidden (the engine's door for samples): its own hidden zones put back give
    the same state; a sample's conserves the cards and keeps the seat's view; it has no
    past; a zone the game does not have is refused."""
    rng = np.random.default_rng(7)
    for g in positions(name, kw, seed=5, every=6)[:6]:
        seat = g.to_move[0]
        zones = {"hands": dict(enumerate(g.hands))}  # type: ignore[attr-defined]
        same = g.with_hidden(zones, viewer=seat, seed=g.seed)
        assert same.view(None, reveal=True)["seats"] == g.view(None, reveal=True)["seats"]
        assert same.view(seat) == g.view(seat)
        s = coach.sample(g, seat, rng)
        plays = coach._deal_plays(g, g.view(seat)) if name not in ("trumps", "comp13") else []
        assert all_cards(s, plays) == all_cards(g, plays)
        assert s.view(seat) == g.view(seat)
        with pytest.raises(IndexError):
            s.undo()
        with pytest.raises(cardlab.errors.SetupError, match="no hidden zone"):
            g.with_hidden({"hands": {}, "crystal_ball": []}, viewer=seat)


def endgame(seed: int, tricks_left: int = 3) -> tuple[Game, int]:
    """A 3-player Comrade deal played by bots to ``tricks_left`` tricks before its end
    (the first seed whose bots get there)."""
    for sd in range(seed, seed + 200):
        g = cardlab.new_game("comrade", players=3, seed=sd)
        bots = {s: bot_for("comrade", seed=s) for s in range(3)}
        while not g.is_over and not (
                g.phase == "play" and g.trick.number == 12 - tricks_left  # type: ignore[attr-defined]
                and not g.trick.cards):  # type: ignore[attr-defined]
            s = g.to_move[0]
            g.play(bots[s].choose(g.view(s)), s)
        if not g.is_over:
            return g, g.to_move[0]
    raise AssertionError("no bot deal reached the endgame")


def consistent_deals(know: coach.Knowledge) -> list[tuple[frozenset[str], ...]]:
    """Every way the unseen cards fit the slots (by enumeration)."""
    slots = know.slots
    out = []
    cards = know.unseen
    for first in itertools.combinations(cards, slots[0].free):
        rest = [c for c in cards if c not in first]
        deal = (frozenset(first), frozenset(rest))
        if all(not {Card(c).suit for c in part} & slot.void
               for part, slot in zip(deal, slots, strict=True)):
            out.append(deal)
    return out


def chi2_limit(df: int) -> float:
    """About the 99.9 % point of chi-square with ``df`` degrees (Wilson–Hilferty)."""
    z = 3.09
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


def test_sampling_is_uniform_on_an_endgame() -> None:
    """Chi-square of sampled deals against the enumeration of the consistent deals."""
    g, seat = endgame(1, tricks_left=3)
    know = coach.knowledge(g, seat)
    deals = consistent_deals(know)
    assert len(deals) >= 3
    rng = np.random.default_rng(0)
    counts: Counter[tuple[frozenset[str], ...]] = Counter()
    n = 60 * len(deals)
    for _ in range(n):
        parts = coach.deal_unseen([Card(c) for c in know.unseen], know.slots, rng)
        counts[tuple(frozenset(c.text for c in p) for p in parts)] += 1
    assert set(counts) <= set(deals)
    expected = n / len(deals)
    chi2 = sum((counts[d] - expected) ** 2 / expected for d in deals)
    assert chi2 < chi2_limit(len(deals) - 1)


def test_each_unseen_card_lands_in_each_hand_evenly() -> None:
    """Early in a deal (no voids) each unseen card sits in each other hand about half the time."""
    g = cardlab.new_game("comrade", players=3, seed=7)
    know = coach.knowledge(g, 0)
    rng = np.random.default_rng(4)
    n = 400
    in_one: Counter[str] = Counter()
    for _ in range(n):
        s = coach.sample(g, 0, rng)
        in_one.update(c.text for c in s.hands[1])  # type: ignore[attr-defined]
    for card in know.unseen:
        assert abs(in_one[card] / n - 0.5) < 0.1, card


def exact_values(g: Game, seat: int) -> dict[str, float]:
    """Each action's success averaged over every consistent deal (bots are deterministic)."""
    know = coach.knowledge(g, seat)
    adapter = coach.adapter_of(g)
    deals = consistent_deals(know)
    out = {}
    for a in (str(x) for x in g.legal_actions(seat)):
        wins = []
        for deal in deals:
            placed = {slot.name: [Card(c) for c in sorted(part)]
                      for slot, part in zip(know.slots, deal, strict=True)}
            s = g.with_hidden(adapter.hidden(g, know, placed, np.random.default_rng(0)), seat)
            s.play(a, seat)
            # the bots' rules with the whole deal remembered, as estimate plays them
            st = sim.lean(s)
            wins.append(float(s.results[-1]) if st is None else st.rollout(seat)[1])  # type: ignore[attr-defined]
        out[a] = sum(wins) / len(wins)
    return out


def test_estimate_matches_enumeration_on_an_endgame() -> None:
    """The Monte Carlo estimate is within 3 standard errors of the exact average."""
    g, seat = endgame(1, tricks_left=3)
    exact = exact_values(g, seat)
    for e in coach.estimate(g, seat, playouts=150, seed=3):
        assert abs(e.chance - exact[e.action]) <= 3 * e.chance_se + 1e-9, (e, exact)


def test_estimate_on_a_decided_last_trick() -> None:
    """On the last trick everything is forced: one action, its result certain."""
    g, seat = endgame(2, tricks_left=1)
    ests = coach.estimate(g, seat, playouts=5)
    assert len(ests) == 1
    played = g.copy()
    bots = {p: bot_for("comrade", seed=p) for p in range(3)}
    play_out(played, bots)
    assert ests[0].chance == float(bool(played.results[-1]))  # type: ignore[attr-defined]
    assert ests[0].chance_se == 0.0


def test_estimate_stops_at_its_time_budget_and_is_deterministic() -> None:
    g = cardlab.new_game("skull_collector", seed=1)
    timed = coach.estimate(g, 0, playouts=None, seconds=0.05)
    assert all(e.playouts >= 1 for e in timed)
    a = coach.estimate(g, 0, playouts=2, seed=9)
    b = coach.estimate(g, 0, playouts=2, seed=9)
    assert [e.to_json() for e in a] == [e.to_json() for e in b]
    assert json.loads(json.dumps([e.to_json() for e in a]))[0]["playouts"] == 2


def test_why_is_worded_in_both_languages() -> None:
    g = cardlab.new_game("notice", players=3, seed=5)
    ests = coach.estimate(g, 0, playouts=2)
    top = coach.best(ests)
    assert top.why["en"].startswith(f"{top.action}: expected deal score")
    assert "期待得点" in top.why["ja"]
    others = [e for e in ests if e is not top]
    assert "below " + top.action in others[0].why["en"]


def test_knowledge_lines_and_json() -> None:
    """Voids and known cards are worded; the JSON names no hidden card."""
    games = positions("notice", {"players": 3}, seed=4, every=9)
    g = next(x for x in games[::-1] if coach.knowledge(x, x.to_move[0]).voids)
    seat = g.to_move[0]
    know = coach.knowledge(g, seat)
    en, ja = know.lines("en"), know.lines("ja")
    assert len(en) == len(ja)
    assert any("did not follow" in line for line in en)
    assert any("フォロー" in line for line in ja)
    hidden = {c.text for s in range(3) if s != seat for c in g.hands[s]}  # type: ignore[attr-defined]
    shown = view_cards(know.to_json())
    mine = view_cards(g.view(seat))
    assert shown - mine - set(know.unseen) <= hidden  # known cards only through the view
    assert set(know.unseen) >= hidden - {c for cs in know.known.values() for c in cs}


def test_knowledge_of_comp13_follows_cards_taken_from_a_field() -> None:
    """A card another seat took from a field is known in its hand until it comes back."""
    for g in positions("comp13", {"players": 4}, seed=0, every=1):
        last = g.history[-1] if g.history else None
        if last is not None and type(last.action).__name__ == "Swap" and not g.is_over:
            taker, taken = last.seat, last.action.taken.text  # type: ignore[attr-defined]
            seat = g.to_move[0]
            if seat != taker and taken in {c.text for c in g.hands[taker]}:  # type: ignore[attr-defined]
                know = coach.knowledge(g, seat)
                assert taken in know.known[taker]
                assert taken not in know.unseen
                return
    raise AssertionError("no swap in this game")


def test_trumps_shown_hand_is_known() -> None:
    """A Trumps hand shown (only revealed numbers left) is known to the other seats."""
    for seed in range(30):
        for g in positions("trumps", {"players": 3}, seed=seed, every=1):
            shown = g.view(0)["table"]["shown_hands"]
            if g.phase == "reveal" and shown and int(next(iter(shown))) in g.to_move:
                s = int(next(iter(shown)))
                seat = (s + 1) % 3
                know = coach.knowledge(g, seat)
                assert sorted(know.known[s]) == sorted(str(x) for x in shown[str(s)])
                smp = coach.sample(g, seat, np.random.default_rng(0))
                assert sorted(c.text for c in smp.hands[s]) == sorted(know.known[s])  # type: ignore[attr-defined]
                return
    raise AssertionError("no shown hand in 30 games")


def test_coach_bot_plays_in_a_session() -> None:
    """bot_for(game, level="coach") sits at the game and plays legal actions to the end."""
    from cardlab.session import Session

    g = cardlab.new_game("skull_collector", seed=2)
    hero = bot_for(g, seed=1, level="coach")
    assert isinstance(hero, coach.CoachBot)
    hero.seconds, hero.playouts = None, 1  # type: ignore[attr-defined]
    s = Session(g, seat=None, bots={0: hero, 1: bot_for(g.name, seed=1),
                                    2: bot_for(g.name, seed=2)})
    s.run_bots(until_trick=False)
    assert g.is_over or g.deal_number > 1  # type: ignore[attr-defined]
    assert hero.decisions > 5  # type: ignore[attr-defined]


def test_coach_bot_without_its_game_plays_as_the_games_bot() -> None:
    g = cardlab.new_game("notice", players=3, seed=3)
    view = g.view(0)
    assert bot_for("notice", level="coach").choose(view) == bot_for("notice").choose(view)
    with pytest.raises(ValueError, match="bot level"):
        bot_for("notice", level="expert")


def test_skull_collector_ranking_counts_a_skull_against_points() -> None:
    calm = coach.Estimate("5S", "deal_points", 40.0, 1.0, "skull", 0.0, 0.0, 10)
    greedy = coach.Estimate("10S", "deal_points", 60.0, 1.0, "skull", 0.8, 0.1, 10)
    assert coach.best([greedy, calm]).action == "5S"


def test_notice_passed_hand_is_known_and_secrets_are_resampled() -> None:
    """After the pass, the hand you passed is known with its receiver; the others' hidden
    predictions come from the bot's rule on the sampled hands, not from the game."""
    g = cardlab.new_game("notice", players=3, seed=6)
    for s in range(3):
        g.play(f"predict {s}", s)
    know = coach.knowledge(g, 0)
    dealt = g.view(0)["seats"][0]["dealt"]
    assert sorted(know.known[1]) == sorted(dealt)
    assert know.hand_sizes == {1: 10, 2: 10}
    smp = coach.sample(g, 0, np.random.default_rng(1))
    assert sorted(c.text for c in smp.hands[1]) == sorted(dealt)  # type: ignore[attr-defined]
    assert smp.predictions[0] == 0  # type: ignore[attr-defined]
    from cardlab.games.notice.bot import expected_tricks

    for s in (1, 2):
        est = expected_tricks([c.text for c in smp.dealt[s]], smp.trump, 3)  # type: ignore[attr-defined]
        assert smp.predictions[s] == max(0, min(10, round(est)))  # type: ignore[attr-defined]


def test_skull_collector_passed_card_sits_with_the_right_neighbour() -> None:
    g = cardlab.new_game("skull_collector", seed=5)
    for s in range(3):
        g.play(g.legal_actions(s)[0], s)
    for s in range(3):
        g.play(g.legal_actions(s)[-1], s)
    passed = g.view(0)["seats"][0]["passed"]
    know = coach.knowledge(g, 0)
    assert know.known[2] == [passed] and know.hidden == {"chest": 2}
    for i in range(5):
        smp = coach.sample(g, 0, np.random.default_rng(i))
        assert passed in {c.text for c in smp.hands[2]}  # type: ignore[attr-defined]
        assert len(smp.chest) == 3 and smp.chest_from[0] == g.chest_from[0]  # type: ignore[attr-defined]


def test_estimate_reports_progress_and_stops_when_told() -> None:
    g = cardlab.new_game("comrade", players=3, seed=7)
    seen: list[int] = []

    def stop_after_three(rounds: int) -> bool:
        seen.append(rounds)
        return rounds < 3

    est = coach.estimate(g, 0, playouts=50, seed=1, progress=stop_after_three)
    assert seen == [1, 2, 3]
    assert {e.playouts for e in est} == {3}
    # a callback that returns None lets the estimate run to its budget
    assert {e.playouts for e in coach.estimate(g, 0, playouts=4, seed=1,
                                              progress=lambda r: None)} == {4}
