"""Opponent levels: beginner, standard and strong bots for every game, chosen by a link."""

from __future__ import annotations

import numpy as np
import pytest

import cardlab
from cardlab.bots import LEVELS, bot_for, level_of, levels
from cardlab.bots.beginner import BeginnerBot
from cardlab.coach import CoachBot
from cardlab.errors import SetupError
from cardlab.lessons import read_link
from cardlab.session import Session

GAMES = [(name, kit.players[0]) for name, kit in cardlab.GAMES.items()]


def test_three_levels_weakest_first() -> None:
    assert LEVELS == levels() == ("beginner", "standard", "strong")
    assert level_of("coach") == "strong" and level_of("default") == "standard"
    assert level_of(" Beginner ") == "beginner"


@pytest.mark.parametrize(("name", "players"), GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_bot_for_every_game_and_level(name: str, players: int, level: str) -> None:
    """Each level of each game is its own kind of bot and plays legal actions."""
    g = cardlab.new_game(name, players=players, seed=3)
    bot = bot_for(g, seed=1, level=level)
    kit = cardlab.GAMES[name]
    own = kit.bots.get("beginner", BeginnerBot)
    kinds = {"beginner": own, "standard": kit.bot, "strong": CoachBot}
    kind = kinds[own] if level == "beginner" and isinstance(own, str) else kinds[level]
    assert isinstance(bot, kind)  # type: ignore[arg-type]
    if isinstance(bot, CoachBot):
        bot.playouts, bot.seconds = 3, None
    for _ in range(6):
        if g.is_over:
            break
        s = g.to_move[0]
        view = g.view(s)
        action = bot.choose(view)
        assert action in view["legal"]
        g.play(action, s)


GENERIC = [name for name, kit in cardlab.GAMES.items() if "beginner" not in kit.bots]
OWN = [name for name, kit in cardlab.GAMES.items()
       if not isinstance(kit.bots.get("beginner", ""), str)]


def test_which_games_name_their_own_beginner() -> None:
    """Skull Collector's beginner makes its learners' own mistakes
    (:class:`cardlab.games.skull_collector.beginner.SkullBeginner`); Comrade, cooperative,
    seats its strong bots as the beginner's teammates; the others slip."""
    assert OWN == ["skull_collector"]
    assert {n: k.bots["beginner"] for n, k in cardlab.GAMES.items()
            if isinstance(k.bots.get("beginner"), str)} == {"comrade": "strong"}


def test_comrades_beginner_level_seats_the_strong_teammates() -> None:
    """In a cooperative game a weaker teammate only makes the learner lose: Comrade's
    beginner level is its strong bots, at every player count, named "beginner" on the
    table (the level the learner chose)."""
    from cardlab.ui import dashboard

    for players in (3, 4, 5):
        g = cardlab.new_game("comrade", players=players, seed=2)
        assert isinstance(bot_for(g, seed=1, level="beginner"), CoachBot)
    assert isinstance(bot_for("comrade", level="beginner"), CoachBot)
    app = dashboard("comrade", query="bots=beginner&lang=en&seed=3", page="")
    assert app.table.session.bot_level == "beginner"
    assert all(isinstance(app.table.session.bot(s), CoachBot)
               for s in app.table.session.bot_seats)
    assert [o[0] for o in app.seat_boxes[1].options] == ["human", "bot · beginner"]


def test_a_kit_naming_a_wrong_level_for_its_beginner_is_refused() -> None:
    from dataclasses import replace

    from cardlab.kit import KitError, _check

    kit = cardlab.GAMES["comrade"]
    for bots in ({"beginner": "expert"}, {"beginner": "beginner"}, {"standard": "strong"}):
        with pytest.raises(KitError, match="bots"):
            _check(replace(kit, bots=bots))


@pytest.mark.parametrize("name", OWN)
def test_a_games_own_beginner_is_its_bot_at_its_kits_chance(name: str) -> None:
    """A kit's own beginner (``GameKit.bots["beginner"]``) is what the level gives, a kind
    of the game's bot, slipping with the chance the kit declares."""
    kit = cardlab.GAMES[name]
    bot = bot_for(name, seed=4, level="beginner")
    assert type(bot) is kit.bots["beginner"] and isinstance(bot, kit.bot)
    assert bot.slip == kit.beginner_slip and 0 <= bot.slip <= 1  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", GENERIC)
def test_the_beginner_slips_as_often_as_its_kit_declares(name: str) -> None:
    """A game's tuning lives with the game: its beginner is its own bot, slipping with the
    chance its kit declares (``GameKit.beginner_slip``), a chance from 0 to 1."""
    kit = cardlab.GAMES[name]
    bot = bot_for(name, seed=4, level="beginner")
    assert isinstance(bot, BeginnerBot) and isinstance(bot.own, kit.bot)
    assert bot.slip == kit.beginner_slip and 0 <= bot.slip <= 1
    assert bot_for(cardlab.new_game(name, seed=1), level="beginner").slip == kit.beginner_slip


def test_the_games_tune_their_beginners() -> None:
    """The figures of ``benchmarks/newcomer.py`` (README, "A newcomer against beginner
    bots"): Comrade is cooperative, so its beginners (the newcomer's teammates) never
    slip; Skull Collector's own beginner misreads a trick now and then; the others slip
    often enough that a newcomer who follows the lesson wins about half the deals."""
    slips = {name: cardlab.GAMES[name].beginner_slip
             for name in ("comrade", "notice", "skull_collector", "trumps", "comp13")}
    assert slips == {"comrade": 0.0, "notice": 0.55, "skull_collector": 0.1,
                     "trumps": 0.65, "comp13": 0.45}


@pytest.mark.parametrize(("name", "players"), [(n, p) for n, p in GAMES if n in GENERIC])
def test_beginner_plays_as_the_standard_bot_or_slips(name: str, players: int) -> None:
    """The beginner plays the standard bot's action, and with its chance to slip (its
    kit's ``beginner_slip``) another legal one."""
    same = other = 0
    rng = np.random.default_rng(1)
    g = cardlab.new_game(name, players=players, seed=5)
    decisions = 240
    while same + other < decisions:
        if g.is_over:
            g = cardlab.new_game(name, players=players, seed=int(rng.integers(1000)))
        s = g.to_move[0]
        view = g.view(s)
        if len(view["legal"]) > 1:
            seed = int(rng.integers(1000))
            own = cardlab.GAMES[name].bot(seed=seed).choose(view)
            beginner = bot_for(name, seed=seed, level="beginner")
            slip = beginner.slip  # type: ignore[attr-defined]
            if beginner.choose(view) == own:
                same += 1
            else:
                other += 1
        g.play(view["legal"][int(rng.integers(len(view["legal"])))], s)
    assert same > 0 and (other > 0) is (slip > 0)  # a beginner that never slips: the bot
    # within 4 standard errors of the declared chance (240 decisions: ± 0.009 at 0.02)
    assert abs(other / decisions - slip) < 4 * (slip * (1 - slip) / decisions) ** 0.5 + 0.01


def test_an_unknown_level_is_refused_in_both_languages() -> None:
    with pytest.raises(SetupError) as e:
        bot_for("notice", level="expert")
    assert str(e.value) == "There is no bot level 'expert': choose beginner, standard or strong."
    assert "ボットの強さ 'expert' はありません" in e.value.text("ja")  # type: ignore[attr-defined]
    s = Session(cardlab.new_game("trumps", players=3, seed=1))
    with pytest.raises(SetupError):
        s.set_bot_level("expert")
    assert s.bot_level == "standard"


def test_a_session_plays_its_bots_at_its_level() -> None:
    s = Session(cardlab.new_game("skull_collector", seed=2))
    assert type(s.bot(1)).__name__ == "SkullBot"
    s.set_bot_level("beginner")
    assert type(s.bot(1)).__name__ == "SkullBeginner"
    s.set_bot_level("strong")
    assert isinstance(s.bot(2), CoachBot) and s.bot(2).game is s.game  # type: ignore[attr-defined]


def test_a_link_sets_the_level_or_says_what_the_table_did() -> None:
    assert read_link("notice", "bots=strong")[0]["bots"] == "strong"
    settings, unused = read_link("notice", "bots=expert")
    assert settings["bots"] == "standard"
    assert [e.key for e in unused] == ["ui.link.bots"]
    assert unused[0].text("en") == ("bots=expert: the bots play at beginner, standard or "
                                    "strong, so they play at standard")
    assert "standardで始めました" in unused[0].text("ja")


def test_the_dashboard_link_chooses_the_bots_and_names_a_bad_level() -> None:
    from cardlab.ui import dashboard

    app = dashboard("notice", query="bots=beginner&lang=en&seed=3", page="")
    assert app.table.session.bot_level == "beginner" and app.level_box.value == "beginner"
    assert [o[0] for o in app.seat_boxes[1].options] == ["human", "bot · beginner"]
    assert all(isinstance(app.table.session.bot(s), BeginnerBot)
               for s in app.table.session.bot_seats)
    app = dashboard("comrade", query="bots=hard&lang=ja&seed=3", page="")
    assert app.table.session.bot_level == "standard"
    message = app.table.message["text"]  # type: ignore[index]
    assert "bots=hard" in message and "standardで始めました" in message
    assert [o[0] for o in app.level_box.options] == ["入門", "標準", "強い"]
    app.set_bot_level("strong")
    assert [o[0] for o in app.seat_boxes[1].options] == ["人間", "ボット(強い)"]


def test_each_bot_seats_badge_names_its_level() -> None:
    """On the table's picture every bot seat's badge names the level, in the table's
    language, and follows a change of level; a human seat has no bot badge."""
    from cardlab.ui import dashboard

    app = dashboard("trumps", query="bots=beginner&lang=en&seed=3", page="")

    def badges() -> dict[int, list[str]]:
        tree = app.table.tree
        seats = [*tree["others"], tree["me"]]
        return {s["seat"]: [b["text"] for b in s["badges"] if "cl-bot" in b["cls"]]
                for s in seats}

    bots = app.table.session.bot_seats
    assert bots and all(badges()[s] == ["bot · beginner"] for s in bots)
    assert all(badges()[s] == [] for s in range(3) if s not in bots)
    app.set_bot_level("strong")
    assert all(badges()[s] == ["bot · strong"] for s in bots)
    app.table.lang = "ja"
    assert all(badges()[s] == ["ボット(強い)"] for s in bots)
