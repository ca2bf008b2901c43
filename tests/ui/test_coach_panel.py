"""The coach panel at the table (cardlab.ui.coach): the switch, the link, the exam lock,
the answer, its cancellation when the position changes, its progress, both languages."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest

import cardlab
from cardlab import coach
from cardlab.coach import Estimate
from cardlab.link_settings import read_link
from cardlab.ui import Table, dashboard

# ----------------------------------------------------------------------------- helpers


def table_of(name: str = "notice", seed: int = 2, playouts: int = 2, **kw: Any) -> Table:
    kw.setdefault("bot_delay", 0)
    kw.setdefault("lang", "en")
    table = Table(cardlab.new_game(name, seed=seed), **kw)
    table.coach_playouts = playouts
    return table


class Slow:
    """A deliberately slow estimate: ``delay`` seconds a round; each estimate's value is
    the number of moves of the position it was asked about (so a stale one shows).
    ``stubborn``: it ignores ``progress`` returning False and answers anyway."""

    def __init__(self, delay: float = 0.03, stubborn: bool = False) -> None:
        self.delay, self.stubborn = delay, stubborn
        self.calls: list[tuple[int, int, bool]] = []  # (moves, rounds, told to stop)
        self.lock = threading.Lock()

    def __call__(self, game: Any, seat: int, playouts: int = 10, seconds: Any = None,
                 seed: int = 0, progress: Callable[[int], Any] | None = None
                 ) -> list[Estimate]:
        moves, stopped, rounds = len(game.history), False, 0
        for r in range(1, playouts + 1):
            time.sleep(self.delay)
            rounds = r
            if progress is not None and progress(r) is False:
                stopped = True
                if not self.stubborn:
                    break
        with self.lock:
            self.calls.append((moves, rounds, stopped))
        return [Estimate(str(a), "deal_score", float(moves), 0.5, "target", 0.5, 0.1, rounds)
                for a in game.legal_actions(seat)]


async def until(check: Callable[[], bool], timeout: float = 20.0) -> None:
    """Let the event loop run until ``check()`` holds (fails after ``timeout``)."""
    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, "timed out"
        await asyncio.sleep(0.02)


def panel(table: Table) -> dict[str, Any]:
    return dict(table.tree["coach"])


# ----------------------------------------------------------------------------- the switch


def test_off_by_default_and_toggles() -> None:
    """No coach node until it is switched on; switched off, the node goes again."""
    table = table_of()
    assert table.coach is False and "coach" not in table.tree
    table.coach = True
    assert panel(table)["state"] == "ready"
    table.coach = False
    assert "coach" not in table.tree and table.coach_progress == {}


def test_the_link_turns_it_on() -> None:
    """``?coach=1`` opens the dashboard with the coach on; a wrong value is said."""
    app = dashboard("notice", "coach=1&lang=en&seed=2&delay=0")
    assert app.table.coach is True and app.coach_box.value is True
    assert app.coach_box.description == "Coach" and not app.coach_box.disabled
    assert panel(app.table)["title"] == "Coach"
    settings, unused = read_link("notice", "coach=maybe&exam=1")
    assert settings["coach"] is False and settings["exam"] is True
    assert [e.text("en") for e in unused] == [
        "coach=maybe: the coach is 1 (on) or 0 (off), so it is off"]
    app.coach_box.value = False
    assert app.table.coach is False and "coach" not in app.table.tree


def test_exam_lock() -> None:
    """``exam=1``: the coach is off and its switch greyed with the reason; turning it on
    anyway is refused on the message line; teacher mode shows "coach allowed"."""
    app = dashboard("notice", "coach=1&exam=1&lang=en&seed=2&delay=0")
    table = app.table
    assert table.coach is False and table.coach_allowed is False
    assert app.coach_box.disabled
    assert app.coach_box.tooltip == "The coach is off for this exam: your teacher turned it off."
    table.coach = True
    assert table.coach is False and "coach" not in table.tree
    assert table.message["text"] == app.coach_box.tooltip
    assert app.coach_allowed_box.layout.display == "none"
    app.teacher_box.value = True
    assert app.coach_allowed_box.layout.display == ""
    assert app.coach_allowed_box.description == "coach allowed"
    app.coach_allowed_box.value = True
    assert not app.coach_box.disabled and table.coach_allowed
    app.coach_box.value = True
    assert table.coach and "coach" in table.tree
    app.coach_allowed_box.value = False  # forbidding it switches it off at once
    assert not table.coach and not app.coach_box.value and "coach" not in table.tree


# ----------------------------------------------------------------------------- the answer


def test_answer_names_every_legal_action_best_first() -> None:
    """Synchronous mode: one row per legal action, the best (cardlab.coach.best) first,
    worded in the game's terms, the same answer every time."""
    table = table_of("comrade", seed=7, playouts=2)
    table.coach = True
    p = panel(table)
    legal = table.view["legal"]
    assert p["state"] == "ready"
    assert sorted(r["act"] for r in p["rows"]) == sorted(legal)
    ests = coach.estimate(table.game, 0, playouts=2, seed=0)
    assert p["rows"][0]["act"] == coach.best(ests).action
    assert p["rows"][0]["best"] and not any(r.get("best") for r in p["rows"][1:])
    labels = {a["act"]: a["label"] for a in table.actions}
    assert p["best"] == labels[p["rows"][0]["act"]]
    assert "team makes every bid" in p["rows"][0]["text"] and "%" in p["rows"][0]["text"]
    assert p["why"].startswith("After this choice the team made every bid in")
    assert p["rows_title"] == "Each choice (2 playouts)"
    again = table_of("comrade", seed=7, playouts=2)
    again.coach = True
    assert panel(again)["rows"] == p["rows"]


def test_what_you_know() -> None:
    """The unseen cards by suit (ranks only, never where), hand sizes and known voids."""
    table = table_of("comrade", seed=7)
    table.coach = True
    know = coach.knowledge(table.game, 0)
    p = panel(table)
    assert p["unseen_title"] == f"Cards you have not seen ({len(know.unseen)})"
    rows = {u["key"]: u["value"].split() for u in p["unseen"]}
    assert rows == {s: [c[:-1] for c in cs] for s, cs in know.to_json()["unseen_by_suit"].items()}
    assert "seat 1 holds 12 cards." in p["know"]
    assert p["help"].startswith("How the coach counts")
    # a void appears once a seat fails to follow (seat 1 plays its last legal card)
    g = void_position()
    table = Table(g, bot_delay=0, lang="en", auto=False)
    table.coach_playouts = 1
    table.coach = True
    assert any("did not follow" in line for line in panel(table)["know"])


def void_position() -> Any:
    """A Comrade deal in play where seat 1 failed to follow (bots bid; seat 1 plays its
    last legal card, the others their first)."""
    from cardlab.bots import bot_for

    for seed in range(40):
        g = cardlab.new_game("comrade", players=3, seed=seed)
        bots = {s: bot_for("comrade", seed=s) for s in range(3)}
        while g.phase == "bid":
            s = g.to_move[0]
            g.play(bots[s].choose(g.view(s)), s)
        while not g.is_over and g.phase == "play":
            if coach.knowledge(g, 0).voids.get(1) and g.to_move == (0,):
                return g
            g.play(g.legal_actions()[-1 if g.to_move[0] == 1 else 0])
    raise AssertionError("no deal with a void found")


def test_both_languages() -> None:
    table = table_of(lang="ja")
    table.coach = True
    p = panel(table)
    assert (p["title"], p["best_title"], p["know_title"]) == (
        "コーチ", "いちばん良い手", "あなたが知っていること")
    assert "得点" in p["rows"][0]["text"] and "目標達成" in p["rows"][0]["text"]
    table.lang = "en"
    p = panel(table)
    assert (p["title"], p["best_title"]) == ("Coach", "Best choice")
    assert "deal score" in p["rows"][0]["text"]


def test_progress_is_shown_while_it_thinks() -> None:
    """Each round done updates ``coach_progress`` ("thinking… n of N"); it is cleared
    with the answer."""
    table = table_of(playouts=3)
    seen: list[dict[str, Any]] = []
    table.observe(lambda c: seen.append(c["new"]), names=["coach_progress"])
    table.coach = True
    texts = [s.get("text") for s in seen if s]
    assert texts[:3] == [f"thinking… {n} of 3 playouts" for n in (1, 2, 3)]
    assert table.coach_progress == {}


def test_only_the_viewers_own_seat_and_only_its_knowledge() -> None:
    """No panel for a spectator or a bot's seat; teacher mode shows every hand but the
    coach's panel is the same (it reads only the seat's view); a replay silences it."""
    table = table_of("comrade", seed=7)
    table.coach = True
    plain = panel(table)
    table.teacher = True
    assert panel(table) == plain
    table.teacher = False
    table.seat = None
    assert "coach" not in table.tree
    table.seat = 0
    table.set_seat_kind(0, "bot")
    assert "coach" not in table.tree
    table = table_of("comrade", seed=7)
    table.coach = True
    table.act("take 4S")
    table.review()
    assert table.replaying and "coach" not in table.tree and table.coach_progress == {}
    table.leave_replay()
    assert panel(table)["state"] == "ready"


def test_waiting_and_single_moves() -> None:
    """Not the seat's turn: knowledge only; a single legal move: nothing to estimate."""
    table = table_of("comrade", seed=7, auto=False)
    table.coach = True
    table.act("take 4S")
    p = panel(table)
    assert p["state"] == "waiting" and "rows" not in p
    assert p["status"] == "The coach answers when it is your turn."
    table = table_of("notice", seed=2)
    slow = Slow(delay=0)
    table.coach_estimate = slow
    table.coach = True
    g = table.game
    while not g.is_over and len(g.legal_actions(0)) != 1:
        assert table.act(str(g.legal_actions(0)[0]))
    if g.is_over:
        pytest.skip("no single legal move in this deal")
    asked = len(slow.calls)
    table.coach = False
    table.coach = True
    assert panel(table)["state"] == "one" and len(slow.calls) == asked


# ----------------------------------------------------------------------------- background


def test_background_answer_is_cancelled_when_the_position_changes() -> None:
    """Under an event loop the question runs in the background; a move cancels it (its
    progress returns False) and the answer shown is always the current position's."""

    async def main() -> None:
        table = table_of("notice", seed=2, playouts=40)
        table.coach_runner = "thread"
        slow = Slow(delay=0.03)
        table.coach_estimate = slow
        shown: list[tuple[float, int]] = []

        def check(_change: Any) -> None:
            answer = table.coach_answer()
            if answer is not None and "coach" in table.tree:
                shown.append((answer[0]["value"], len(table.game.history)))

        table.observe(check, names=["tree_json"])
        table.coach = True
        assert panel(table)["state"] == "thinking" and table.coach_thinking
        await until(lambda: table.coach_progress.get("done", 0) >= 2)
        assert table.coach_progress["text"].startswith("thinking… ")
        assert table.coach_progress["target"] == 40
        before = len(table.game.history)
        table.act(table.view["legal"][0])
        after = len(table.game.history)
        assert after > before and panel(table)["state"] == "thinking"
        await until(lambda: panel(table)["state"] == "ready")
        assert slow.calls[0][0] == before and slow.calls[0][2]  # told to stop…
        assert slow.calls[0][1] < 40  # …and it stopped early
        assert table.coach_answer()[0]["value"] == after
        assert shown and all(value == moves for value, moves in shown)
        assert table.coach_progress == {}

    asyncio.run(main())


def test_a_stale_answer_is_never_shown() -> None:
    """An estimate that ignores the cancellation and answers anyway: its answer is
    dropped, and the panel waits for the new position's."""

    async def main() -> None:
        table = table_of("notice", seed=2, playouts=15)
        table.coach_runner = "thread"
        slow = Slow(delay=0.02, stubborn=True)
        table.coach_estimate = slow
        table.coach = True
        await until(lambda: table.coach_progress.get("done", 0) >= 1)
        first = len(table.game.history)
        table.act(table.view["legal"][0])
        now = len(table.game.history)
        await until(lambda: len(slow.calls) >= 1)
        assert slow.calls[0][0] == first and slow.calls[0][2]
        await asyncio.sleep(0.3)  # the poll has seen the stale answer by now
        answer = table.coach_answer()
        assert answer is None or answer[0]["value"] == now
        await until(lambda: panel(table)["state"] == "ready")
        assert table.coach_answer()[0]["value"] == now
        table.coach = False  # switched off: cancelled, nothing left running or shown
        assert not table.coach_thinking and "coach" not in table.tree

    asyncio.run(main())


def test_new_deal_and_undo_cancel_the_question() -> None:
    """A new deal, a move taken back, the coach switched off: each stops the question."""
    async def main() -> None:
        table = table_of("notice", seed=2, playouts=200)
        table.coach_runner = "thread"
        slow = Slow(delay=0.02)
        table.coach_estimate = slow
        table.coach = True
        await until(lambda: table.coach_progress.get("done", 0) >= 1)
        table.new_deal(seed=5)
        await until(lambda: len(slow.calls) >= 1)
        assert slow.calls[0][2]
        await until(lambda: table.coach_progress.get("done", 0) >= 1)
        table.act(table.view["legal"][0])
        table.undo()  # the question after the move stops (or never starts)
        await until(lambda: table.coach_progress.get("done", 0) >= 1)
        assert all(stopped for _, _, stopped in slow.calls)
        asked = len(slow.calls)
        table.coach = False  # and so does the one after the undo
        await until(lambda: len(slow.calls) > asked)
        moves, rounds, stopped = slow.calls[-1]
        assert stopped and rounds < 200 and moves == len(table.game.history)

    asyncio.run(main())


def test_the_process_worker_answers() -> None:
    """The default runner: the real estimate in the worker process, with progress."""

    async def main() -> None:
        table = table_of("notice", seed=2, playouts=3)
        table.coach_seconds = 30.0
        assert table.coach_runner == "process"
        table.coach = True
        await until(lambda: panel(table)["state"] != "thinking", timeout=60.0)
        p = panel(table)
        assert p["state"] == "ready", p.get("status")
        assert sorted(r["act"] for r in p["rows"]) == sorted(table.view["legal"])
        assert p["rows_title"] == "Each choice (3 playouts)"

    asyncio.run(main())
