"""cardlab.bots: the bot protocol, RandomBot, the registry and play_out."""

from __future__ import annotations

import cardlab
from cardlab.bots import RandomBot, bot_for
from cardlab.session import play_out


def test_random_bot_is_seeded_and_legal() -> None:
    """The same seed gives the same choices, always from view['legal']."""
    view = {"legal": ["pass", "take AS", "take 2S"]}
    a = [RandomBot(seed=5).choose(view) for _ in range(5)]
    b = [RandomBot(seed=5).choose(view) for _ in range(5)]
    assert a == b and set(a) <= set(view["legal"])


def test_play_out_stops_at_a_human_seat() -> None:
    """Bots play until a seat without a bot is to move."""
    g = cardlab.new_game("comrade", seed=1)
    play_out(g, {1: RandomBot(1), 2: RandomBot(2)})
    assert g.to_move == (0,) and len(g.history) == 0
    g.play("pass")
    play_out(g, {1: RandomBot(1), 2: RandomBot(2)})
    assert g.is_over or g.to_move == (0,)


def test_play_out_every_game_to_the_end() -> None:
    """With a bot in every seat, every registered game ends."""
    for name, spec in cardlab.GAMES.items():
        n = spec.default_players
        g = play_out(cardlab.new_game(name, players=n, seed=2),
                     {s: bot_for(name, seed=s) for s in range(n)})
        assert g.is_over, name


def test_bot_for_reads_the_kit_and_falls_back_to_random() -> None:
    """Each game's bot is its kit's; a name no game has gets a RandomBot."""
    assert isinstance(bot_for("no-such-game", seed=1), RandomBot)
    for name, kit in cardlab.GAMES.items():
        assert type(bot_for(name, seed=1)) is kit.bot
