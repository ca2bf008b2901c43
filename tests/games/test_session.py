"""cardlab.session: seats, bot stepping, undo/redo by human turn, pass and play, the log."""

from __future__ import annotations

from typing import Any

import pytest

import cardlab
from cardlab.bots import RandomBot
from cardlab.errors import IllegalActionError
from cardlab.session import BotError, Session


def comrade(seed: int = 7, **kw: Any) -> Session:
    return Session(cardlab.new_game("comrade", players=3, seed=seed), **kw)


def actions(session: Session) -> list[tuple[int, str]]:
    return [(h.seat, str(h.action)) for h in session.game.history]


# ----------------------------------------------------------------------------- seats


def test_default_seats_mapping_and_kinds() -> None:
    """Every seat but the shown one is a bot; a mapping names the bots to use."""
    assert comrade().kinds == ("human", "bot", "bot")
    assert comrade(seat=None).bot_seats == (0, 1, 2)
    assert comrade(seat=2).human_seats == (2,)
    bot = RandomBot(seed=1)
    s = comrade(bots={1: bot})
    assert s.kinds == ("human", "bot", "human") and s.bot(1) is bot
    s.set_kind(1, "human")
    assert s.bot_seats == () and 1 not in s.bots
    with pytest.raises(ValueError, match="'human' or 'bot'"):
        s.set_kind(0, "robot")
    with pytest.raises(cardlab.SetupError):
        s.set_kind(3, "bot")
    with pytest.raises(TypeError):
        Session(42)  # type: ignore[arg-type]


def test_play_refuses_a_bot_seat_and_keeps_the_game() -> None:
    """A human action for a bot seat is the engine's kind of error; nothing changes."""
    s = comrade()
    log = s.log_lines("en", 0)
    with pytest.raises(IllegalActionError) as info:
        s.play("take 4S", seat=1)
    assert "played by a bot" in info.value.text("en")
    assert s.game.history == () and s.log_lines("en", 0) == log == [
        e.text("en") for e in s.game.events]


def test_step_and_run_bots_stop_at_a_human() -> None:
    """step() is one bot action; run_bots() goes on until a human is to move."""
    s = comrade()
    assert s.step() == [] and s.bot_to_move() is None
    s.play("take 4S")
    assert s.bot_to_move() == 1
    assert s.step() and len(s.game.history) == 2
    assert s.run_bots() == 1
    assert s.game.to_move == (0,) and actions(s)[0] == (0, "take 4S")


def test_a_failing_bot_raises_bot_error_with_its_seat() -> None:
    class Broken:
        def choose(self, view: Any) -> str:
            raise RuntimeError("no idea")

    s = comrade(bots={1: Broken(), 2: RandomBot(2)})
    s.play("take 4S")
    with pytest.raises(BotError) as info:
        s.run_bots()
    assert info.value.seat == 1 and isinstance(info.value.error, RuntimeError)
    assert len(s.game.history) == 1


# ----------------------------------------------------------------------------- undo / redo


def test_undo_takes_back_the_human_turn_and_redo_plays_it_again() -> None:
    """The human's action and the bots' answers go and come back together."""
    s = comrade()
    s.play("take 4S")
    s.run_bots()
    after_first = s.game.to_record()
    s.play("pass")
    s.run_bots()
    whole = actions(s)
    undone = s.undo()
    assert undone[0].seat == 0 and str(undone[0].action) == "pass"
    assert s.game.to_record() == after_first
    assert [(h.seat, str(h.action)) for h in s.redo()] == whole[3:]
    assert actions(s) == whole
    assert s.redo() == []


def test_a_new_action_clears_redo_and_undo_at_the_start() -> None:
    s = comrade()
    assert s.undo() == []
    s.play("take 4S")
    s.undo()
    s.play("take 3S")
    assert s.redo() == []


def test_undo_of_bot_actions_only_pauses_auto_play() -> None:
    s = comrade(seat=None)
    s.run_bots()
    n = len(s.game.history)
    assert s.auto is True
    assert len(s.undo()) == 1
    assert len(s.game.history) == n - 1 and s.auto is False


def test_rewind_replays_the_game_once_and_trims_the_log(monkeypatch: pytest.MonkeyPatch) -> None:
    """Taking back many actions costs one replay, not one per action."""
    s = comrade(seat=None)
    s.run_bots()
    g = s.game
    keep = len(g.history) - 12
    expected = cardlab.from_record({**g.to_record(), "actions": g.to_record()["actions"][:keep]})
    restarts = []
    restart = g._restart
    monkeypatch.setattr(g, "_restart", lambda: (restarts.append(1), restart())[1])
    gone = s.rewind(12)
    assert len(gone) == 12 and len(restarts) == 1
    assert g.to_record() == expected.to_record()
    assert s.log_lines("en", None, reveal=True) == _replayed_log(g)


def _replayed_log(g: cardlab.Game) -> list[str]:
    """Every event of ``g`` so far, replayed from its seed (to compare with a log)."""
    fresh = cardlab.new_game(g.name, players=g.players, seed=g.seed, **g.options)
    events = list(fresh.events)
    for h in g.history:
        events += fresh.play(h.action, h.seat)
    return [e.text("en") for e in events]


# ----------------------------------------------------------------------------- pass and play


def test_pass_and_play_follows_the_human_to_move() -> None:
    """Several human seats: the seat shown is the human to move; one human: it stays."""
    s = comrade(bots=())
    for seat, act in [(0, "take 4S"), (1, "take 4H"), (2, "take 4D")]:
        assert s.seat == seat
        s.play(act)
    assert s.game.phase == "play" and s.seat == s.game.to_move[0]
    solo = comrade()
    solo.play("take 4S")
    assert solo.seat == 0 and solo.game.to_move == (1,)


# ----------------------------------------------------------------------------- deals


def test_new_deal_keeps_bot_seats_and_moves_the_seat_shown() -> None:
    s = comrade(seat=2, bots=(0,))
    g = s.new_deal(seed=3)
    assert (g.seed, g.players, s.bot_seats) == (3, 3, (0,))
    s = Session(cardlab.new_game("comrade", players=4, seed=1), seat=3)
    g = s.new_deal(players=3, seed=4)
    assert s.seat == 0 and s.bot_seats == (1, 2)
    assert s.log_lines("en", 0) == [e.text("en") for e in g.events]


def test_deal_id_counts_new_deals_and_a_matchs_next_deal() -> None:
    """A multi-deal game's next deal counts as a deal shown; so does a new deal."""
    s = Session(cardlab.new_game("notice", players=3, seed=5), seat=None)
    first = s.deal_id
    while s.deal_id == first and s.step():
        pass
    assert s.deal_id == first + 1 and not s.game.is_over
    s.new_deal(seed=6)
    assert s.deal_id == first + 2


# ----------------------------------------------------------------------------- the log


def test_log_hides_private_events_and_speaks_both_languages() -> None:
    """Skull Collector's chest cards are private: a seat reads its own only."""
    s = Session(cardlab.new_game("skull_collector", seed=4), seat=None)
    s.run_bots(10)
    events = [e for _, e in s.log]
    private = [e for e in events if e.to is not None]
    assert private
    for seat in range(s.game.players):
        mine = [e.text("en") for e in events if e.visible_to(seat)]
        assert s.log_lines("en", seat) == mine
    assert len(s.log_lines("en", None, reveal=True)) == len(events)
    assert s.log_lines("ja", None) == [e.text("ja") for e in events if e.to is None]


def test_recent_is_the_last_human_turn() -> None:
    s = comrade()
    s.play("take 4S")
    s.run_bots()
    assert [e.values.get("seat") for e in s.recent if e.key == "comrade.took"] == [0, 1, 2]
    s.undo()
    assert s.recent == []


def test_trick_finished_after_the_third_card() -> None:
    s = comrade(bots=())
    for act in ("take 4S", "take 4H", "take 4D"):
        s.play(act)
    for _ in range(2):
        s.play(s.game.view(s.seat)["legal"][0])
        assert not s.trick_finished()
    s.play(s.game.view(s.seat)["legal"][0])
    assert s.trick_finished()


def test_the_table_plays_through_its_session() -> None:
    """Table.game is its session's game; an undo there is one replay too."""
    from cardlab.ui import Table

    table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0, lang="en")
    assert table.session.game is table.game and table.session.kinds == table.seat_kinds
    table.act("take 4S")
    assert table.session.log_lines("en", 0)[-len(table.log):] == table.log
    table.undo()
    assert table.game.history == () and table.session.redo()
