"""Play together (issue 22): the pages of a shared table, driven by tick() (no event loop)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from cardlab.cards import display
from cardlab.tables import TableError, TableStore
from cardlab.ui import dashboard
from cardlab.ui.together import SharedTable, TogetherSide, WatchSide


@pytest.fixture
def store(db_target: str, monkeypatch: pytest.MonkeyPatch) -> TableStore:
    db = db_target
    monkeypatch.setenv("CARDLAB_CLASS_DB", db)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    return TableStore(db)


def send(table: SharedTable, content: Any) -> None:
    """A custom message from the page, exactly as the comm delivers it."""
    table._handle_msg({"content": {"data": {"method": "custom", "content": content}},
                       "buffers": []})


def page(name: str, student: str, game: str = "notice", seat: int | None = None,
         **settings: Any) -> TogetherSide:
    side = TogetherSide(name, game, lang="en", settings=settings, user="")
    side.name_box.value = student
    assert side.join()
    if side.table is None:
        assert side.sit(seat)
    return side


def four(name: str = "t4", game: str = "notice", seed: int = 11) -> list[SharedTable]:
    sides = [page(name, f"P{i}", game, seat=i, players=4, seed=seed) for i in range(4)]
    tables = [s.table for s in sides]
    assert all(t is not None for t in tables)
    return tables  # type: ignore[return-value]


def tick_all(tables: list[SharedTable]) -> None:
    for table in tables:
        table.tick()


# ----------------------------------------------------------------------------- the leak check


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _strings(v)


def _cards(value: Any) -> set[str]:
    from cardlab.cards import Card

    out = set()
    for s in _strings(value):
        try:
            out.add(Card(s).text)
        except Exception:
            continue
    return out


def secrets_of_others(table: SharedTable) -> tuple[set[str], list[str]]:
    """The cards the table's seat may not see now (in the full view, neither in its view
    nor in an event it saw, such as a card played to a trick) and the texts of the events
    it may not see (other seats' secret choices)."""
    g, me = table.game, table.client.seat
    shown = [e.values for _, e in table.session.log if e.visible_to(me, False)]
    hidden = _cards(g.view(reveal=True)) - _cards(g.view(me)) - _cards(shown)
    mine = {e.text("en") for _, e in table.session.log if e.visible_to(me, False)}
    private = [e.text("en") for _, e in table.session.log
               if not e.visible_to(me, False) and e.text("en") not in mine]
    return hidden, private


def this_deal_lines(table: SharedTable) -> str:
    """The log lines of the deal being played (an earlier deal's cards were shown)."""
    log = table.session.log
    start = max((i for i, (_, e) in enumerate(log) if e.kind == "deal"), default=0)
    me = table.client.seat
    return "\n".join(e.text("en") for _, e in log[start:] if e.visible_to(me, False))


def assert_no_leak(table: SharedTable) -> None:
    state = table.get_state()
    for fixed in ("_esm", "_css"):
        state.pop(fixed, None)
    state["tree_json"] = json.loads(state["tree_json"])
    text = json.dumps(state, ensure_ascii=False) + table.status.value
    hidden, private = secrets_of_others(table)
    lines = this_deal_lines(table)
    for card in hidden - {c for c in hidden if c.isdigit()}:  # Trumps: see play_to_end
        assert f'"{card}"' not in text, card
        if not card.isdigit():  # Trumps' cards are bare numbers: the JSON check covers them
            assert display(card) not in lines, card
    for line in private:  # whole lines and whole texts ("you drew: 1" is in "…: 10")
        assert line not in table.log and json.dumps(line, ensure_ascii=False) not in text, line


def play_to_end(tables: list[SharedTable], most: int = 400) -> int:
    """Each seat plays its first legal action when it is its turn, to the end of the first
    deal; the leak check on every page after every step. How many moves were made."""
    deal = tables[0].session.deal_id
    before: list[tuple[str, str, list[str]]] = [("", "", [])] * len(tables)
    for step in range(most):
        tick_all(tables)
        for i, table in enumerate(tables):
            assert_no_leak(table)
            # another seat's secret choice leaves this seat's view as it was: then nothing
            # this page holds may change either (the tree and the log)
            now = (json.dumps(table.game.view(table.client.seat), sort_keys=True),
                   table.tree_json, list(table.log))
            if now[0] == before[i][0]:
                assert now[1:] == before[i][1:], (table.client.seat, step)
            before[i] = now
        if tables[0].game.is_over or tables[0].session.deal_id != deal:
            return step
        mover = next(t for t in tables if t.client.seat in t.game.to_move)
        assert mover.actions, mover.game.to_move
        assert mover.act(mover.actions[0]["act"]), mover.message
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", ["notice", "skull_collector", "trumps", "comrade"])
def test_four_pages_play_to_the_end_and_no_page_holds_another_seats_secret(
        store: TableStore, game: str) -> None:
    players = {"notice": 4, "skull_collector": 3, "trumps": 3, "comrade": 4}[game]
    sides = [page(f"g-{game}", f"P{i}", game, seat=i, players=players, seed=5)
             for i in range(players)]
    tables = [s.table for s in sides]
    moves = play_to_end(tables)  # type: ignore[arg-type]
    assert moves > 0
    histories = {tuple(str(h.action) for h in t.game.history) for t in tables}  # type: ignore[union-attr]
    assert len(histories) == 1
    assert store.moves(f"g-{game}") == len(next(iter(histories)))


# ----------------------------------------------------------------------------- joining


def test_the_first_visitor_makes_the_table_from_the_link(store: TableStore) -> None:
    side = TogetherSide("new1", "notice", lang="en", settings={"players": 3, "seed": 9},
                        user="")
    info = store.table("new1")
    assert (info.game, info.players, info.seed) == ("notice", 3, 9)
    assert "did not exist, so it was made now for 3 players" in side.message.value
    side.name_box.value = "Aiko"
    assert side.join() and side.table is None
    labels = [b.description for b in side.seat_buttons]
    assert labels == ["seat 0: free", "seat 1: free", "seat 2: free"]
    assert side.sit(2) and side.table.seat == 2
    assert store.table("new1").seats[2].student == "Aiko"


def test_on_the_students_door_an_unknown_table_is_one_sentence_and_not_made(
        store: TableStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """make class's students' server: a student's link cannot make a table (nor choose
    its deal); the teacher makes tables on the class board."""
    monkeypatch.setenv("CARDLAB_ROOM", "students")
    for lang, words in (("en", "There is no table new2 in this class"),
                        ("ja", "このクラスにテーブルnew2はありません")):
        side = TogetherSide("new2", "notice", lang=lang, settings={"players": 3, "seed": 9},
                            user="Aiko")
        assert words in side.message.value and 'data-kind="error"' in side.message.value
        assert side.table is None and side.join_row.layout.display == "none"
        with pytest.raises(TableError):
            store.table("new2")
    store.create_table("made", "notice", 3, seed=4)  # one made on the board opens as ever
    side = TogetherSide("made", "notice", lang="en", user="Aiko")
    assert side.seat_buttons and "There is no table" not in side.message.value


def test_seat_picker_shows_who_sits_and_a_taken_seat_is_one_sentence(store: TableStore) -> None:
    store.create_table("p1", "notice", 4, seed=3, bots=(3,))
    page("p1", "Ken", seat=1)
    side = TogetherSide("p1", "notice", lang="en", user="")
    side.name_box.value = "Mia"
    side.join()
    labels = [b.description for b in side.seat_buttons]
    assert labels[1] == "seat 1: Ken (connected)" and labels[3] == "seat 3: a bot"
    assert [b.disabled for b in side.seat_buttons] == [False, True, False, True]
    other = page("p1", "Zoe", seat=0)
    assert other.table is not None
    assert not side.sit(0)  # taken meanwhile
    assert "seat 0 is taken (another student sits there)" in side.message.value
    assert side.seat_buttons[0].disabled and side.table is None
    assert side.sit(None) and side.table.seat == 2


def test_the_name_row_goes_before_the_seat_buttons_come(store: TableStore) -> None:
    """The name row and the name prompt sit above the picker: they go first (each change is
    a message to the page, sent in this order), so a seat button never moves up after it
    appeared — a click on its way (a learner's, or a test's probe) would miss it."""
    side = TogetherSide("o1", "notice", lang="en", settings={"players": 4}, user="")
    order: list[str] = []
    side.join_row.layout.observe(lambda _c: order.append("name row"), "display")
    side.heading.observe(lambda _c: order.append("heading"), "value")
    side.picker.observe(lambda _c: order.append("seat buttons"), "children")
    side.name_box.value = "Mia"
    side.join_button.click()
    assert side.seat_buttons and order == ["name row", "heading", "seat buttons"], order
    assert "<p>" not in side.heading.value  # the name prompt is gone with the name row


def test_a_name_too_long_or_empty_is_one_sentence(store: TableStore) -> None:
    side = TogetherSide("n1", "notice", lang="en", settings={"players": 4}, user="")
    side.name_box.value = ""
    side.join_button.click()
    assert 'data-kind="error"' in side.message.value and side.table is None
    assert side.message.value.count(".") <= 2


def test_jupyterhub_user_joins_at_once(store: TableStore,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUPYTERHUB_USER", "hubuser")
    side = TogetherSide("h1", "notice", lang="en", settings={"players": 4})
    assert side.student == "hubuser" and side.seat_buttons


def test_a_table_of_another_game_is_one_sentence(store: TableStore) -> None:
    store.create_table("x1", "trumps", 2, seed=1)
    side = TogetherSide("x1", "notice", lang="en", user="Aiko")
    assert "The table x1 plays Trumps" in side.message.value
    assert side.table is None and side.join_row.layout.display == "none"


def test_coming_back_with_the_same_name_takes_the_seat_back(store: TableStore) -> None:
    first = page("b1", "Aiko", seat=2, players=4, seed=2)
    table = first.table
    assert table is not None
    table.close()  # the tab goes: the seat stays hers, shown as not connected
    info = store.table("b1")
    assert info.seats[2].student == "Aiko" and not info.seats[2].connected
    again = TogetherSide("b1", "notice", lang="en", user="Aiko")
    assert again.table is not None and again.table.seat == 2
    assert "Welcome back, Aiko: you sit at seat 2 again." in again.message.value
    assert store.table("b1").seats[2].connected


def test_dashboard_link_opens_the_together_page(store: TableStore) -> None:
    side = dashboard("notice", "table=d1&players=3&seed=4&lang=en")
    assert isinstance(side, TogetherSide)
    assert store.table("d1").players == 3


# ----------------------------------------------------------------------------- playing


def test_a_move_reaches_the_other_pages_on_their_next_tick(store: TableStore) -> None:
    tables = four("m1")
    mover = next(t for t in tables if t.client.seat in t.game.to_move)
    other = next(t for t in tables if t is not mover)
    before = other.tree_json
    assert mover.act(mover.actions[0]["act"])
    assert len(other.game.history) == len(mover.game.history) - 1
    assert other.tick() and other.tree_json != before
    assert len(other.game.history) == len(mover.game.history)
    assert not other.tick()  # nothing new: no redraw


def test_a_refusal_is_one_sentence_and_nothing_is_written(store: TableStore) -> None:
    tables = four("r1")
    waiting = next(t for t in tables if t.client.seat not in t.game.to_move) if any(
        t.client.seat not in t.game.to_move for t in tables) else None
    moves = store.moves("r1")
    table = waiting or tables[0]
    send(table, {"act": "nonsense 99"})
    assert store.moves("r1") == moves
    assert table.message["kind"] == "error" and table.message["text"]


def test_two_clicks_at_once_one_lands_the_other_sees_the_new_state(store: TableStore) -> None:
    store.create_table("c1", "trumps", 2, seed=4)
    a, b = (page("c1", n, "trumps", seat=s).table for n, s in (("A", 0), ("B", 1)))
    assert a is not None and b is not None
    # Trumps starts with both seats choosing a start card at once (a simultaneous phase)
    assert set(a.game.to_move) == {0, 1}
    ok_a = a.act(a.actions[0]["act"])
    ok_b = b.act(b.actions[0]["act"])  # b had not seen a's move: the log moved on
    assert ok_a and not ok_b
    assert "Someone acted first" in b.message["text"]
    assert len(b.game.history) == len(a.game.history) == store.moves("c1")
    assert b.message["text"].count(".") == 1


def test_shared_table_has_no_undo_new_deal_or_seat_change(store: TableStore) -> None:
    table = four("u1")[0]
    for call in (table.undo, table.redo, table.new_deal, table.step,
                 lambda: table.set_seat_kind(1, "human"), lambda: table.open_record("{}")):
        assert call() is False
        assert table.message["text"].startswith("At a shared table there is no undo")


def test_bots_in_free_seats_are_played_by_the_lease_holder(store: TableStore) -> None:
    store.create_table("bt", "notice", 4, seed=6, bots=(1, 2, 3))
    side = page("bt", "Solo", seat=0)
    table = side.table
    assert table is not None
    for _ in range(300):
        table.tick()
        if table.game.is_over:
            break
        if 0 in table.game.to_move:
            assert table.act(table.actions[0]["act"])
    assert table.game.is_over and store.table("bt").over


def test_status_says_whose_turn_and_who_is_connected(store: TableStore) -> None:
    tables = four("s1")
    for table in tables:
        table.refresh_info()
    status = tables[0].status.value
    assert status.count('data-connected="on"') == 4
    mover = next(t for t in tables if t.client.seat in t.game.to_move)
    assert "Your turn." in mover.status.value
    others = [t for t in tables if t.client.seat not in t.game.to_move]
    if others:
        assert "Waiting for P" in others[0].status.value


# ----------------------------------------------------------------------------- the watch


def test_watch_needs_the_right_code(store: TableStore) -> None:
    store.create_table("w1", "notice", 4, seed=1, teacher="owl-42")
    for code, said in ((None, "needs its teacher code"), ("owl-41", "not the teacher code")):
        w = WatchSide("w1", "notice", code, lang="en")
        assert said in w.message.value and w.table is None and not w.table_box.children


def test_watch_shows_every_hand_and_gives_a_quiet_seat_to_a_bot(store: TableStore) -> None:
    store.create_table("w2", "notice", 4, seed=1, teacher="owl-42")
    page("w2", "Ken", seat=0)
    w = dashboard("notice", "table=w2&watch=1&code=owl-42&lang=en")
    assert isinstance(w, WatchSide) and w.table is not None
    full = w.table.game.view(reveal=True)
    tree = w.table.tree_json
    for s in full["seats"]:
        for card in s["hand"]:
            assert f'"{card}"' in tree
    given = {b.description: b.disabled for b in w.give_buttons}
    assert given == {"Give seat 0 to a bot": True, "Give seat 1 to a bot": False,
                     "Give seat 2 to a bot": False, "Give seat 3 to a bot": False}
    assert w.give(1) and store.table("w2").seats[1].kind == "bot"
    with pytest.raises(TableError, match="seat 0"):
        store.give_to_bot("w2", 0, "owl-42")
    w.give_buttons[0].click()  # Ken is connected: one sentence
    assert 'data-kind="error"' in w.message.value


# ----------------------------------------------------------------------------- the class board


def test_class_board_makes_a_table_with_a_code_and_shows_both_links(store: TableStore) -> None:
    from cardlab.classroom import ClassStore
    from cardlab.ui.classboard import TeacherBoard

    board = TeacherBoard(lang="en", page="/voila/render/dashboards/class.ipynb",
                         store=ClassStore(store.db))
    panel = board.tables_panel
    assert panel.store.db is board.store.db is store.db  # one database for both stores
    assert panel in board.children
    panel.name_box.value, panel.game_box.value, panel.players_box.value = "r9", "trumps", 2
    panel.bots_box.value, panel.code_box.value = "1", "owl-42"
    panel.create_button.click()
    info = store.table("r9")
    assert (info.game, info.players, info.bot_seats) == ("trumps", 2, (1,))
    assert store.check_teacher("r9", "owl-42")
    assert "trumps.ipynb?table=r9&amp;lang=en&amp;watch=1&amp;code=owl-42" in panel.links.value
    assert 'data-table="r9"' in panel.listing.value
    panel.create_button.click()  # the same name again: one sentence
    assert "There is already a table named r9" in panel.links.value
    assert "r9</a> · Trumps · " in panel.listing.value  # the game's title, not its module
    fields = (panel.name_box, panel.game_box, panel.players_box, panel.bots_box,
              panel.code_box)
    assert [f.description for f in fields] == [
        "table name", "game", "players", "bot seats", "teacher code"]  # each field labelled
    assert ("Skull Collector", "skull_collector") in panel.game_box.options
    assert panel.bots_box.placeholder == "e.g. 3 or 2, 3"
    board.lang_box.value = "ja"
    assert panel.create_button.description == "テーブルをつくる"
    assert [f.description for f in fields] == [
        "テーブル名", "ゲーム", "人数", "ボットの席", "先生のコード"]
    assert ("髑髏コレクター", "skull_collector") in panel.game_box.options
    assert panel.game_box.value == "trumps"  # the choice stays through a language switch


def test_a_kernel_gone_with_the_lease_another_page_plays_the_bots(store: TableStore) -> None:
    store.create_table("k1", "trumps", 3, seed=2, teacher="owl-42")
    a, b = (page("k1", n, "trumps", seat=s).table for n, s in (("A", 0), ("B", 1)))
    assert a is not None and b is not None
    assert 2 in b.game.to_move  # the start: every seat chooses at once
    assert store.lease("k1", a.client.client)  # a's kernel holds the lease, then dies
    a.stop()
    store.give_to_bot("k1", 2, "owl-42")
    b.client.noted = True  # what the give's notification does to a started page (PostgreSQL)
    b.tick()
    assert store.moves("k1") == 0  # the bot waits for the lease holder
    assert not store.lease("k1", b.client.client)  # and b may not take it yet
    # a's lease runs out (as it does LEASE_S after a dead kernel's last renewal; the real
    # wait is test_tables.py's test_lease_taken_over_after_a_kill)
    assert store.lease("k1", a.client.client, ttl=0.0)
    assert b.tick() and store.moves("k1") == 1
    assert [h.seat for h in b.game.history] == [2]
