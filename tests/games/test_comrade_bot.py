"""ComradeBot: legal choices only, from the view only, and clearly better than random."""

from __future__ import annotations

import numpy as np
import pytest

import cardlab
from cardlab.bots import RandomBot, bot_for
from cardlab.cards import cards, stack_deck
from cardlab.errors import IllegalActionError
from cardlab.games.comrade.bot import ComradeBot, suit_estimates
from cardlab.session import play_out
from tests.games.test_comrade import WIN_BIDS, WIN_HANDS, new, play_all


def test_registered() -> None:
    """bot_for('comrade') gives a ComradeBot."""
    assert isinstance(bot_for("comrade", seed=1), ComradeBot)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_only_legal_actions(players: int) -> None:
    """Over many seeded deals every choice is in view['legal'] (play() would raise otherwise)."""
    for seed in range(40):
        g = cardlab.new_game("comrade", players=players, seed=seed, dealer=seed % players)
        bots = {s: ComradeBot(seed=s) for s in range(players)}
        while not g.is_over:
            seat = g.to_move[0]
            view = g.view(seat)
            choice = bots[seat].choose(view)
            assert choice in view["legal"]
            g.play(choice, seat)


def test_whole_match_with_one_set_of_bots() -> None:
    """The same bots play a whole match (their memory follows the deals)."""
    for seed in range(5):
        g = cardlab.new_game("comrade", players=4, seed=seed, match=True)
        play_out(g, {s: ComradeBot(seed=s) for s in range(4)})
        assert g.is_over and len(g.outcome.details["results"]) == 4


def _reshuffled(g: cardlab.Game, seat: int, rng: np.random.Generator) -> cardlab.Game | None:
    """The same history with the other seats' unplayed cards dealt among them anew."""
    full = g.view(reveal=True)["seats"]
    played: dict[int, list[str]] = {s: [] for s in range(g.players)}
    for s, a in g.history:
        if g.parse_action(str(a)).__class__.__name__ == "PlayCard":
            played[s].append(str(a))
    others = [s for s in range(g.players) if s != seat]
    pool = [c for s in others for c in full[s]["hand"]]
    pool = [pool[i] for i in rng.permutation(len(pool))]
    hands: list[list[str]] = []
    for s in range(g.players):
        if s == seat:
            hands.append(played[s] + list(full[s]["hand"]))
        else:
            k = len(full[s]["hand"])
            hands.append(played[s] + pool[:k])
            pool = pool[k:]
    deck = stack_deck(hands, (g.dealer + 1) % g.players)
    other = cardlab.new_game("comrade", players=g.players, seed=g.seed, deck=deck)
    try:
        for s, a in g.history:
            other.play(str(a), s)
    except IllegalActionError:
        return None  # a seat that discarded now holds the suit led: not a consistent deal
    return other


def test_never_reads_hidden_cards() -> None:
    """Other seats' hands reshuffled (same history): the same view, the same choices."""
    rng = np.random.default_rng(0)
    compared = 0
    for seed in range(12):
        g = cardlab.new_game("comrade", players=3, seed=seed)
        play_out(g, {s: ComradeBot(seed=s) for s in range(3)}, max_actions=int(rng.integers(
            4, 18)))
        if g.is_over:
            continue
        seat = g.to_move[0]
        for _ in range(6):
            other = _reshuffled(g, seat, rng)
            if other is None or other.view(reveal=True) == g.view(reveal=True):
                continue
            assert other.view(seat) == g.view(seat)
            a, b = ComradeBot(seed=1), ComradeBot(seed=2)
            while not g.is_over and not other.is_over:
                mover = g.to_move[0]
                if mover == seat:
                    choice = a.choose(g.view(seat))
                    assert b.choose(other.view(seat)) == choice
                    compared += 1
                else:  # the other seats play the same card while both deals allow it
                    choice = str(g.legal_actions()[0])
                    if other.to_move != (mover,) or choice not in other.view(mover)["legal"]:
                        break
                g.play(choice)
                other.play(choice)
            break
    assert compared >= 10


@pytest.mark.slow
def test_beats_random() -> None:
    """On 300 seeded 3-player deals ComradeBots win far more often than RandomBots."""
    wins = {"comrade": 0, "random": 0}
    for seed in range(300):
        for name, factory in (("comrade", ComradeBot), ("random", RandomBot)):
            g = cardlab.new_game("comrade", players=3, seed=seed)
            play_out(g, {s: factory(seed=seed * 10 + s) for s in range(3)})
            wins[name] += g.outcome is not None and g.outcome.winners == [0, 1, 2]
    assert wins["comrade"] >= 45  # about 30% measured
    assert wins["comrade"] >= wins["random"] + 40


def test_estimates() -> None:
    """Top cards count, low cards do not, length adds."""
    est = suit_estimates(cards("KS QS JS 5H 6H 7H 8H 9H 10H 5D 6D 5C"), 3)
    assert est["S"] == 3.0 and est["C"] == 0.0
    assert est["H"] > est["D"]


def test_plays_to_its_bids_on_a_set_up_deal() -> None:
    """Cash a sure winner it needs, duck with the highest card that cannot win, keep ♣K."""
    g = new(WIN_HANDS)
    play_all(g, WIN_BIDS)  # seat 0: ♠4 ♥3; seat 1: ♦4; seat 2: ♣A
    bots = [ComradeBot(seed=s) for s in range(3)]

    def step() -> str:
        seat = g.to_move[0]
        choice = bots[seat].choose(g.view(seat))
        g.play(choice)
        return choice

    assert step() == "KS"  # seat 0 leads its top spade, a sure winner it needs
    assert step() == "9S"  # seat 1 needs no spade: its highest spade under ♠K
    assert step() == "6S"
    assert step() == "KH"  # the highest sure winner of a suit seat 0 needs
    assert step() == "10H" and step() == "7H"
    play_all(g, ["QS", "8S", "5S", "JS", "7S"])
    # seat 2 is void in spades and needs one club trick: it discards ♣Q and keeps ♣K
    assert g.to_move == (2,) and step() == "QC"


def test_bidding_finishes_the_total() -> None:
    """With the total one short, a bot that may take a fitting card ends the bidding."""
    g = new(WIN_HANDS)
    play_all(g, ["take 4S", "take 4D", "take 3C"])  # 11; seat 0 holds ♥K Q J
    choice = ComradeBot().choose(g.view(0))
    assert choice == "take AH"
    g.play(choice)
    assert g.phase == "play"
