"""The classroom's pages driven in Python: the teacher's board (cardlab.ui.classboard) and
the student's side of a dashboard opened with ?class= (cardlab.ui.classroom).

Every test uses its own class store in a temporary folder (``CARDLAB_CLASS_DB``)."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

import pytest

from cardlab.classroom import ClassStore, Result
from cardlab.ui import dashboard
from cardlab.ui.classboard import (
    TeacherBoard,
    board_html,
    board_rows,
    chart_html,
    class_board,
    deal_chart,
    results_html,
)
from cardlab.ui.classroom import ClassSide

XSS = "<img src=x onerror=alert(1)>"
PAGE = "/voila/render/dashboards/class.ipynb"


@pytest.fixture(autouse=True)
def class_db(db_target: str, monkeypatch: pytest.MonkeyPatch) -> str:
    path = db_target
    monkeypatch.setenv("CARDLAB_CLASS_DB", path)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    return path


def result(student: str, deal: int, outcome: str, score: float | None,
           time: str = "2026-11-24T01:00:00+00:00", seconds: float | None = 61.0) -> Result:
    return Result("c", student, deal, 7, outcome, score, 12, seconds, time, {})


def finish(side: ClassSide, most: int = 400) -> None:
    """Play the student's deal to its end: the first legal action each time."""
    table = side.app.table
    for _ in range(most):
        if not side._playing:
            return
        assert table.actions, "the student's seat has nothing to do in an unfinished deal"
        assert table.act(table.actions[0]["act"]), table.message
    raise AssertionError("the deal did not end")


def side_for(name: str = "w3", game: str = "comrade", **kw: Any) -> ClassSide:
    return ClassSide(name, game, lang="en", bot_delay=0, page="/voila/render/dashboards/"
                     f"{game}.ipynb", query=f"class={name}&lang=en", **kw)


# --------------------------------------------------------------------------- rows, HTML


def test_rows_sorted_by_deal_then_best_score_then_first_sent() -> None:
    rs = [result("Late", 0, "win", 5.0, "2026-11-24T01:00:09+00:00"),
          result("Deal2", 1, "win", 9.0),
          result("Low", 0, "loss", 1.0),
          result("Early", 0, "win", 5.0, "2026-11-24T01:00:01+00:00"),
          result("NoScore", 0, "loss", None)]
    rows = board_rows(rs, "en")
    assert [r["name"] for r in rows] == ["Early", "Late", "Low", "NoScore", "Deal2"]
    assert [r["id"] for r in rows] == [3, 0, 2, 4, 1]
    assert rows[0]["deal"] == 1 and rows[-1]["deal"] == 2
    assert rows[3]["score"] == "–" and rows[0]["seconds"] == "1:01"


def test_every_student_text_is_escaped_in_the_board() -> None:
    text = board_html([result(XSS, 0, "win", 3.0), result('"quote" & <b>', 0, "loss", 1.0)],
                      [7], "en")
    assert "<img" not in text and "<b>" not in text
    assert "&lt;img src=x onerror=alert(1)&gt;" in text
    assert "&quot;quote&quot; &amp; &lt;b&gt;" in text


def test_results_html_marks_the_students_own_row_and_offers_no_replay_to_students() -> None:
    rows = board_rows([result("Ann", 0, "win", 3.0), result("Ben", 0, "loss", 0.0)], "en")
    text = results_html(rows, "en", me="Ben")
    assert text.count('class="cb-mine"') == 1 and "(you)" in text
    assert "data-open" not in text
    assert results_html(rows, "en", replay=True).count("data-open=") == 2


def test_chart_counts_outcomes_per_deal_and_scores() -> None:
    rs = [result("A", 0, "win", 4.0), result("B", 0, "loss", 1.0), result("C", 0, "win", 4.0),
          result("D", 2, "tie", 2.0), result("E", 5, "win", 1.0)]  # deal 5: not the class's
    chart = deal_chart(rs, [7, 8, 9])
    assert [c["count"] for c in chart] == [3, 0, 1]
    assert chart[0]["outcomes"] == {"win": 2, "loss": 1}
    assert (chart[0]["low"], chart[0]["high"], chart[0]["mean"]) == (1.0, 4.0, 3.0)
    assert chart[1]["mean"] is None
    text = chart_html(chart, "en")
    assert 'data-outcome="win" data-n="2"' in text and "width:66.7%" in text
    assert "nobody has finished it yet" in text
    assert "ディールごとの結果" in chart_html(chart, "ja")


def test_an_empty_board_says_so_in_both_languages() -> None:
    assert "No results yet" in board_html([], [1, 2], "en")
    assert "まだ結果はありません" in board_html([], [1, 2], "ja")


# --------------------------------------------------------------------------- the student


@pytest.fixture
def store() -> ClassStore:
    s = ClassStore()
    s.create("w3", "comrade", players=3, seeds=[7, 8])
    return s


def test_student_joins_plays_sends_and_sees_results_only_after(store: ClassStore) -> None:
    store.submit("w3", "Zed", 0, _played(store, "w3", 0), seconds=30)
    side = side_for()
    assert side.join_row.layout.display != "none" and side.app is None
    side.name_box.value = "Ann"
    assert side.join() and side.deal == 0 and side.student == "Ann"
    assert side.results_box.value == ""  # nothing of the class before finishing
    assert "Zed" not in side.results_box.value
    assert side.app.new_deal_button.layout.display == "none"
    assert side.app.open_box.layout.display == "none"
    assert side.app.teacher_box.layout.display == "none"
    finish(side)
    rs = store.results("w3", deal=0)
    assert sorted(r.student for r in rs) == ["Ann", "Zed"]
    mine = next(r for r in rs if r.student == "Ann")
    assert mine.seconds is not None and mine.moves == len(side.app.table.game.history)
    assert "Zed" in side.results_box.value and "(you)" in side.results_box.value
    assert "was sent to the class" in side.message.value
    assert side.next_button.layout.display == ""
    assert side.next() and side.deal == 1 and side.results_box.value == ""
    finish(side)
    assert [r.deal for r in store.results("w3") if r.student == "Ann"] == [0, 1]
    assert side.next_button.layout.display == "none"
    assert "All deals of this class are done" in side.results_box.value
    assert store.next_deal("w3", "Ann") is None


def test_enter_in_the_name_box_joins(store: ClassStore) -> None:
    """The page sends "submit" when Enter is pressed in the name box: that joins, as the
    "join" button does; a bad name pressed with Enter is one sentence and joins nobody."""
    side = side_for()
    side.name_box.value = "a\x07b"
    side.name_box._handle_string_msg(None, {"event": "submit"}, [])  # what Enter sends
    assert side.student is None and side.message.value.count('data-kind="error"') == 1
    side.name_box.value = "Ann"
    side.name_box._handle_string_msg(None, {"event": "submit"}, [])
    assert side.student == "Ann" and side.deal == 0 and side.app is not None
    assert side.join_row.layout.display == "none"


def test_a_student_who_has_played_every_deal_is_told_so(store: ClassStore) -> None:
    for deal in (0, 1):
        store.submit("w3", "Ann", deal, _played(store, "w3", deal))
    side = side_for()
    side.name_box.value = "Ann"
    side.join()
    assert side.app is None and "All deals of this class are done" in side.message.value


def test_jupyterhub_user_joins_at_once(store: ClassStore,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUPYTERHUB_USER", "kenji")
    side = side_for()
    assert side.student == "kenji" and side.deal == 0
    assert side.join_row.layout.display == "none"


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "a\x07b"])
def test_a_bad_name_is_one_sentence_and_nothing_written(store: ClassStore, name: str) -> None:
    side = side_for()
    side.name_box.value = name
    side.join_button.click()
    assert side.student is None and side.app is None
    assert side.message.value.count('data-kind="error"') == 1
    assert store.revision("w3") == 0


def test_unknown_and_closed_classes_are_one_sentence(store: ClassStore) -> None:
    side = side_for("nope")
    assert "nope" in side.message.value and 'data-kind="error"' in side.message.value
    assert side.join_row.layout.display == "none"
    store.close("w3")
    side = side_for()
    assert "is closed" in side.message.value and side.join_row.layout.display == "none"
    ja = ClassSide("w3", "comrade", lang="ja", bot_delay=0)
    assert "締め切られ" in ja.message.value


def test_class_closed_while_playing_refuses_the_result(store: ClassStore) -> None:
    side = side_for()
    side.name_box.value = "Ann"
    side.join()
    store.close("w3")
    finish(side)
    assert store.revision("w3") == 0 and side.result is None
    assert 'data-kind="error"' in side.message.value and side.results_box.value == ""


def test_a_class_of_another_game_links_the_right_dashboard(store: ClassStore) -> None:
    side = side_for(game="notice")
    assert side.join_row.layout.display == "none"
    assert '<a href="/voila/render/dashboards/comrade.ipynb?class=w3&amp;lang=en"' \
        in side.message.value
    assert side.message.value.count("</a>") == 1


def test_the_dashboard_opens_class_mode_from_the_link(store: ClassStore) -> None:
    side = dashboard("comrade", query="class=w3&lang=en&seed=99&players=5&delay=0",
                     page="/voila/render/dashboards/comrade.ipynb")
    assert isinstance(side, ClassSide)
    side.name_box.value = "Ann"
    side.join()
    g = side.app.table.game
    assert (g.players, g.seed) == (3, 7)  # the class's deal, not the link's seed or players


def test_a_record_of_another_deal_is_not_sent(store: ClassStore) -> None:
    import cardlab

    side = side_for()
    side.name_box.value = "Ann"
    side.join()
    side.app.table.game = cardlab.new_game("comrade", players=3, seed=99)  # not the class's
    finish(side)
    assert store.revision("w3") == 0
    assert "deal 1, so its result was not sent" in side.message.value


def test_a_game_of_several_deals_sends_its_first_deal() -> None:
    ClassStore().create("n1", "notice", players=4, seeds=[3])
    side = side_for("n1", "notice")
    side.name_box.value = "Ann"
    side.join()
    finish(side)
    (r,) = ClassStore().results("n1")
    assert r.moves == 56 and r.student == "Ann"
    assert side.app.table.auto is False  # the bots stop after the class deal


# --------------------------------------------------------------------------- the teacher


def _played(store: ClassStore, name: str, deal: int) -> dict[str, Any]:
    from cardlab.bots import bot_for
    from cardlab.classroom import deal_record
    from cardlab.session import play_out

    game = store.deal_game(name, deal)
    game = play_out(game, {s: bot_for(game.name, seed=s) for s in range(game.players)})
    return deal_record(game)


def teacher(**kw: Any) -> TeacherBoard:
    return TeacherBoard(lang="en", page=PAGE, **kw)


def test_teacher_creates_a_class_and_gets_the_students_link() -> None:
    board = teacher()
    assert board.current is None and board.view.layout.display == "none"
    board.name_box.value, board.game_box.value = "week3", "trumps"
    board.players_box.value, board.deals_box.value, board.seeds_box.value = 2, 3, "random"
    assert board.create()
    info = ClassStore().get("week3")
    assert (info.game, info.players, info.deals) == ("trumps", 2, 3)
    assert board.current == "week3" and board.pick_box.value == "week3"
    assert board.view.link == "/voila/render/dashboards/trumps.ipynb?class=week3&lang=en"
    assert "was created" in board.message.value and "No results yet" in board.view.html
    assert "2 players, 3 deals" in board.view.info


def test_the_board_fixes_the_level_of_a_classs_bots(store: ClassStore) -> None:
    """The teacher chooses the bots' level with the class (named in the board's language);
    the students' page plays every deal of the class at it, and the student cannot
    change it (the level's control is not on the page)."""
    from cardlab.bots.beginner import BeginnerBot

    board = TeacherBoard(lang="ja", page=PAGE, store=store)
    assert board.level_box.value == "standard"
    assert [o[0] for o in board.level_box.options] == ["入門", "標準", "強い"]
    board.name_box.value, board.game_box.value, board.seeds_box.value = "lv", "trumps", "3, 4"
    board.players_box.value = 3
    board.level_box.value = "beginner"
    assert board.create()
    assert store.get("lv").level == "beginner" and "ボット入門" in board.view.info
    side = ClassSide("lv", "trumps", lang="en", bot_delay=0, store=store)
    side.name_box.value = "Ann"
    assert side.join() and side.app.table.session.bot_level == "beginner"
    assert all(isinstance(side.app.table.session.bot(s), BeginnerBot) for s in (1, 2))
    assert side.app.seats_row.layout.display == "none"
    finish(side)
    assert side.next() and side.deal == 1
    assert side.app.table.session.bot_level == "beginner"
    assert all(isinstance(side.app.table.session.bot(s), BeginnerBot) for s in (1, 2))


def test_typed_seeds_set_the_deals_and_bad_seeds_are_refused() -> None:
    board = teacher()
    board.name_box.value, board.game_box.value, board.seeds_box.value = "s", "comrade", "5, 6"
    board.create()
    assert ClassStore().get("s").seeds == (5, 6)
    board.name_box.value, board.seeds_box.value = "t", "five"
    assert not board.create()
    assert "not “five”" in board.message.value and [c.name for c in ClassStore().classes()] == ["s"]
    board.name_box.value, board.seeds_box.value = "bad name!", "1"
    assert not board.create() and 'data-kind="error"' in board.message.value


def test_board_redraws_only_when_a_result_arrives(store: ClassStore) -> None:
    board = teacher()
    board.pick("w3")
    version = board.view.version
    assert not board.redraw() and board.view.version == version
    store.submit("w3", XSS, 0, _played(store, "w3", 0), seconds=12)
    assert board.redraw() and board.view.version == version + 1
    assert "&lt;img src=x onerror=alert(1)&gt;" in board.view.html and "<img" not in board.view.html
    assert 'data-results="1"' in board.view.html


def test_teacher_opens_a_result_in_the_replay(store: ClassStore) -> None:
    store.submit("w3", "Ann", 0, _played(store, "w3", 0))
    board = teacher()
    board.pick("w3")
    board._on_page_msg(board.view, {"open": 0}, [])
    table = board.replay_table
    assert table is not None and table.teacher and table.replay_step == 0
    assert table.replaying and table in board.replay_box.children
    assert "Replay: Ann, deal 1" in board.replay_heading.value
    for bad in ({"open": 5}, {"open": True}, {"open": "0"}, "junk"):
        board._on_page_msg(board.view, bad, [])  # ignored, nothing breaks
    board.close_replay()
    assert board.replay_table is None and board.replay_box.children == ()


def test_teacher_closes_the_class_and_exports_csv(store: ClassStore) -> None:
    store.submit("w3", "Ann", 0, _played(store, "w3", 0))
    board = teacher()
    board.pick("w3")
    sent: list[dict[str, Any]] = []
    board.view.send = lambda content, buffers=None: sent.append(content)  # type: ignore[method-assign]
    board.export_button.click()
    (msg,) = sent
    assert msg["download"]["name"] == "w3-results.csv" and msg["download"]["mime"] == "text/csv"
    rows = list(csv.reader(io.StringIO(msg["download"]["text"])))
    assert len(rows) == 2 and "Ann" in rows[1]
    assert "w3-results.csv" in board.message.value
    board.close_button.click()
    assert ClassStore().get("w3").closed and board.close_button.disabled
    assert "is closed" in board.view.info


def test_the_board_follows_its_language_switch(store: ClassStore) -> None:
    board = class_board(query="lang=ja", page=PAGE)
    assert board.lang == "ja" and "クラスの結果ボード" in board.heading.value
    board.lang_box.value = "en"
    assert board.create_button.description == "create"
    assert board.view.link.endswith("lang=en") and "No results yet" in board.view.html


def test_the_class_board_notebook_is_stored_without_outputs() -> None:
    import json

    nb = json.loads((Path(__file__).parents[2] / "notebooks/dashboards/class.ipynb").read_text())
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    for cell in nb["cells"]:
        assert cell.get("outputs", []) == [] and cell.get("execution_count") is None
    assert "class_board()" in "".join(nb["cells"][-1]["source"])


def test_the_students_link_carries_the_boards_token(store: ClassStore) -> None:
    board = class_board(query="lang=en&token=abc123", page=PAGE)
    board.pick("w3")
    assert board.view.link == "/voila/render/dashboards/comrade.ipynb?class=w3&lang=en&token=abc123"


def test_opening_another_replay_closes_the_one_shown(store: ClassStore) -> None:
    for name in ("Ann", "Ben"):
        store.submit("w3", name, 0, _played(store, "w3", 0))
    board = teacher()
    board.pick("w3")
    board.open_result(0)
    first = board.replay_table
    board.open_result(1)
    assert first.comm is None and board.replay_table is not first  # closed, replaced
    assert board.replay_table in board.replay_box.children


def test_the_students_page_follows_the_tables_language(store: ClassStore) -> None:
    side = side_for()
    side.name_box.value = "Ann"
    side.join()
    finish(side)
    side.app.lang_box.value = "ja"
    assert side.next_button.description == "次のディールへ"
    assert "1回目のディール:クラスのみんなの結果" in side.results_box.value
    assert "(あなた)" in side.results_box.value


def test_on_a_jupyterhub_the_boards_links_open_on_each_students_own_server(
        store: ClassStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The board runs on the teacher's server (/user/ms-ito/); the links it gives out go
    through the hub's /hub/user-redirect/, never to the teacher's server."""
    monkeypatch.setenv("JUPYTERHUB_SERVICE_PREFIX", "/user/ms-ito/")
    monkeypatch.setenv("JUPYTERHUB_BASE_URL", "/")
    monkeypatch.setenv("SCRIPT_NAME", "/user/ms-ito/voila/render/dashboards/class.ipynb")
    board = class_board(query="lang=en")
    board.pick("w3")
    assert board.view.link == \
        "/hub/user-redirect/voila/render/dashboards/comrade.ipynb?class=w3&lang=en"
    panel = board.tables_panel
    panel.name_box.value, panel.code_box.value = "room1", "owl-42"
    panel.game_box.value = "notice"
    assert panel.create()
    assert 'href="/hub/user-redirect/voila/render/dashboards/notice.ipynb?table=room1&amp;' \
        'lang=en"' in panel.links.value
    assert "/hub/user-redirect/voila/render/dashboards/notice.ipynb?table=room1&amp;lang=en" \
        "&amp;watch=1&amp;code=owl-42" in panel.links.value
    assert "/user/ms-ito/" not in panel.links.value + panel.listing.value
