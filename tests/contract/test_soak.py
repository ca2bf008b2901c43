"""The soak (tests/support/soak.py) inside the test run: the same checks as ``make soak`` on fewer
games, and proof that its checks catch what they are meant to catch."""

from __future__ import annotations

import io
import json
import os

import pytest

import cardlab
from cardlab.core import Game
from cardlab.errors import IllegalActionError
from tests.support import soak

GAMES_IN_TEST = int(os.environ.get("CARDLAB_SOAK_GAMES", "200"))
"""Games per game and player count in the test run (``make soak`` plays 10,000)."""


@pytest.mark.slow
@pytest.mark.parametrize(("name", "players"), soak.CONFIGS,
                         ids=[f"{n}-{p}" for n, p in soak.CONFIGS])
def test_soak(name: str, players: int) -> None:
    """Seeded random games of one game and player count: every check passes."""
    res = soak.run_batch(name, players, range(GAMES_IN_TEST))
    assert res.failures == []
    assert res.games == GAMES_IN_TEST and res.steps > GAMES_IN_TEST


def test_every_game_and_player_count_is_soaked() -> None:
    """The soak covers the registry, including Comp-13's joker counts."""
    assert len(soak.CONFIGS) == sum(len(s.players) for s in cardlab.GAMES.values()) == 13
    assert {soak.options_for("comp13", 4, s)["jokers"] for s in range(4)} == {0, 1, 2, 3}


def test_options_vary_and_make_valid_games() -> None:
    """The options of a soak game depend on its seed, and every game accepts them."""
    for name, players in soak.CONFIGS:
        seen = set()
        for seed in range(12):
            opts = soak.options_for(name, players, seed)
            assert opts == soak.options_for(name, players, seed)
            cardlab.new_game(name, players=players, seed=seed, **opts)
            seen.add(repr(sorted(opts.items())))
        assert len(seen) > 3, name


def test_run_prints_figures_per_game() -> None:
    """run() prints a line per configuration with its games per second, and the total."""
    out = io.StringIO()
    results = soak.run([("skull_collector", 3), ("trumps", 2)], 3, workers=1, out=out)
    text = out.getvalue()
    assert "skull_collector  3 players:      3 games" in text and "games/s" in text
    assert "6 games in" in text
    assert [r.failures for r in results] == [[], []]


def test_main_replays_one_game() -> None:
    """``python -m tests.support.soak --game G --players N --seed S`` plays that one game."""
    assert soak.main(["--game", "comrade", "--players", "4", "--seed", "12"]) == 0
    assert soak.main(["--game", "notice", "--games", "1", "--workers", "1"]) == 0


def test_a_lost_card_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game that drops a played card fails the soak with the game, seed and step."""
    from cardlab.games.notice.rules import Notice

    real = Notice._lay

    def lossy(self: Notice, seat: int, card: object) -> list:
        events = real(self, seat, card)  # type: ignore[arg-type]
        if self.trick.number == 2 and len(self.trick.cards) == 1:
            self.hands[(seat + 1) % self.players].pop()  # a card falls off the table
        return events

    monkeypatch.setattr(Notice, "_lay", lossy)
    with pytest.raises(soak.SoakFailure, match=r"notice players=4 seed=3 step=\d+ .*dealt cards"):
        soak.play_one("notice", 4, 3)


def test_an_accepted_illegal_action_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game that lets an illegal action through fails the soak."""
    monkeypatch.setattr(Game, "_illegal", lambda self, seat, action: None)
    accepted = r"seed=2 step=0 .*(was accepted|not in list|KeyError)"  # KeyError: no handler
    with pytest.raises(soak.SoakFailure, match=accepted):
        soak.play_one("skull_collector", 3, 2)


def test_a_refusal_that_changes_the_game_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A refused action must leave the game as it was: a refusal that first moves a card
    out of the hand is caught."""
    from cardlab.games.skull_collector.rules import SkullCollector

    real = SkullCollector._in_hand

    def careless(self: SkullCollector, seat: int, card: object) -> object:
        why = real(self, seat, card)  # type: ignore[arg-type]
        if why is not None and self.hands[seat]:
            self.hands[seat].pop()
        return why

    monkeypatch.setattr(SkullCollector, "_in_hand", careless)
    with pytest.raises(soak.SoakFailure, match="changed the game"):
        for seed in range(20):
            soak.play_one("skull_collector", 3, seed)


def test_a_leaked_hand_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A seat view that shows another seat's hand fails the soak's view checks."""
    from cardlab.games.comp13.rules import Comp13

    real = Comp13._table_view

    def leaky(self: Comp13, viewer: int | None, reveal: bool) -> dict:
        out = real(self, viewer, reveal)
        out["peek"] = [c.text for c in self.hands[(0 if viewer is None else viewer) - 1]]
        return out

    monkeypatch.setattr(Comp13, "_table_view", leaky)
    with pytest.raises(soak.SoakFailure, match="hidden cards"):
        soak.play_one("comp13", 3, 5)


def test_play_one_refuses_after_the_end() -> None:
    """The soak's games end, and an action after the end is refused."""
    s = soak.Soaker("trumps", 3, 9)
    while not s.g.is_over:
        s.step()
    soak.finish(s.g, s.led)
    with pytest.raises(IllegalActionError):
        s.g.play("draw", 0)


def test_a_refusal_that_changes_what_no_view_shows_is_caught(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The refusal check compares exact state keys: a refusal that only turns the stock
    round (no view shows its order) is caught too."""
    from cardlab.games.notice.rules import Notice

    real = Notice._illegal

    def careless(self: Notice, seat: int, action: object) -> object:
        why = real(self, seat, action)  # type: ignore[arg-type]
        if why is not None and len(self.stock) > 1:
            self.stock.append(self.stock.pop(0))
        return why

    monkeypatch.setattr(Notice, "_illegal", careless)
    g = cardlab.new_game("notice", players=3, seed=4)
    for s in range(3):
        g.play("predict 1", s)
    for s in range(3):
        g.play("target 1", s)
    view_before = g.view(reveal=True)
    wrong = next(c for s in range(3) for c in g.view(reveal=True)["seats"][s]["hand"]
                 if s != g.to_move[0])
    key = g.state_key()
    with pytest.raises(IllegalActionError):
        g.play(wrong, g.to_move[0])
    assert g.view(reveal=True) == view_before  # the view cannot tell
    assert g.state_key() != key
    with pytest.raises(soak.SoakFailure, match="changed the game"):
        for seed in range(20):
            soak.play_one("notice", 3, seed)


@pytest.mark.slow
def test_deep_checks_are_sampled_as_documented() -> None:
    """About one step in SAMPLE_EVERY gets the deep checks (in games short enough that
    DEEP_PER_GAME does not cut them), and never more than DEEP_PER_GAME in one game."""
    steps = deep = 0
    for seed in range(60):
        s = soak.Soaker("skull_collector", 3, seed)
        while not s.g.is_over:
            s.step()
        assert s.deep <= soak.DEEP_PER_GAME
        steps, deep = steps + s.steps, deep + s.deep
    assert 0.75 < deep / steps * soak.SAMPLE_EVERY < 1.25, (deep, steps)


def test_the_record_replays_through_every_deep_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each deep step keeps the game's key and revealed view; the one replay at the end
    passes through every one of them (a mismatch fails: check_record's doctest)."""
    seen: list[dict] = []
    real = soak.check_record

    def spy(g: cardlab.Game, kept: dict | None = None) -> None:
        seen.append(dict(kept or {}))
        real(g, kept)

    monkeypatch.setattr(soak, "check_record", spy)
    monkeypatch.setattr(soak, "SAMPLE_EVERY", 5)
    s = soak.Soaker("notice", 3, 8)
    while not s.g.is_over:
        s.step()
    soak.finish(s.g, s.led, s.kept)
    assert s.deep == soak.DEEP_PER_GAME and len(seen) == 1
    assert sorted(seen[0]) == sorted(s.kept) and len(s.kept) == s.deep
    for k, (key, view) in s.kept.items():
        assert 0 <= k < s.steps and len(key[0]) == k and json.loads(view)["game"] == "notice"


def test_a_refusal_without_words_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A refusal must name a worded message (its words are made lazily, so the soak
    checks the key at every step and the words at deep steps)."""
    from cardlab.games.trumps.rules import Trumps
    from cardlab.messages import Event

    real = Trumps._illegal

    def wordless(self: Trumps, seat: int, action: object) -> object:
        why = real(self, seat, action)  # type: ignore[arg-type]
        return None if why is None else Event("trumps.no_such_message", {})

    monkeypatch.setattr(Trumps, "_illegal", wordless)
    with pytest.raises(soak.SoakFailure, match="refused without a reason"):
        soak.play_one("trumps", 2, 1)


def test_bot_games_meet_every_joker_count() -> None:
    """One game in BOT_EVERY is played by bots, and those games vary their options too."""
    bot_seeds = [s for s in range(4 * soak.BOT_EVERY)
                 if soak.Soaker("comp13", 3, s).bots is not None]
    assert len(bot_seeds) == 4
    assert {soak.options_for("comp13", 3, s)["jokers"] for s in bot_seeds} == {0, 1, 2, 3}
