"""Reviewing a game at the table, driven as the page drives it: save, open (good and
every kind of bad file), the replay timeline's steps, its viewpoints, play on."""

from __future__ import annotations

import datetime
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cardlab
from cardlab.bots import RandomBot
from cardlab.session import play_out
from cardlab.ui import Table, play
from cardlab.ui import review as review_mod
from tests.ui.test_ui import assert_no_leak, send, synced


def downloads(table: Table, monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The files the table gives the page (its ``download`` messages), as they are sent."""
    out: list[dict[str, Any]] = []
    monkeypatch.setattr(table, "send", lambda content, buffers=None: out.append(
        content["download"]) if "download" in content else None)  # (not a patch)
    return out


def started(seed: int = 7, moves: int = 2, **kw: Any) -> Table:
    """A Comrade table (bots answer at once) after the learner's first ``moves`` bids."""
    kw.setdefault("lang", "en")
    table = Table(cardlab.new_game("comrade", players=3, seed=seed), bot_delay=0, **kw)
    for _ in range(moves):
        assert table.act(table.view["legal"][-1])
    return table


def finished(name: str = "skull_collector", seed: int = 3) -> cardlab.Game:
    g = cardlab.new_game(name, seed=seed)
    return play_out(g, {s: RandomBot(seed=s) for s in range(g.players)})


def prefix_game(record: dict[str, Any], k: int) -> cardlab.Game:
    """The record's first ``k`` moves replayed (its decks: those dealt by then)."""
    g = cardlab.from_record(record)
    while len(g.history) > k:
        g.undo()
    return g


# ----------------------------------------------------------------------------- save


def test_save_gives_the_page_the_record(monkeypatch: pytest.MonkeyPatch) -> None:
    table = started()
    files = downloads(table, monkeypatch)
    assert table.save()
    (f,) = files
    assert f["mime"] == "application/json"
    assert f["name"].startswith("comrade-7-") and f["name"].endswith(".json")
    assert json.loads(f["text"]) == table.game.to_record()
    assert table.message["text"] == f"The game was saved as {f['name']}."


def test_replay_page_button_uses_the_replay_page_module(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[Any, ...]] = []

    class Page:
        @staticmethod
        def replay_html(record: dict[str, Any], lang: str = "en", seat: int | None = None,
                        teacher: bool = False) -> str:
            calls.append((record, lang, seat, teacher))
            return "<!doctype html><title>replay</title>"

    table = started(lang="ja", teacher=True)
    files = downloads(table, monkeypatch)
    monkeypatch.setattr(review_mod, "replay_page_module", lambda: None)
    assert not table.save_replay_page()
    assert table.message["text"] == "このcardlabではリプレイページを作れません。"
    monkeypatch.setattr(review_mod, "replay_page_module", lambda: Page)
    assert table.save_replay_page()
    assert calls == [(table.game.to_record(), "ja", 0, True)]
    assert files[0]["name"].endswith(".html") and files[0]["mime"] == "text/html"
    assert files[0]["text"].startswith("<!doctype html>")


def test_replay_page_button_gives_the_seats_own_page(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the real cardlab.replay_page: the file is the learner's page, holding the
    learner's hand and no card of another seat's hand."""
    from cardlab.replay_page import page_data

    table = started(moves=3)
    files = downloads(table, monkeypatch)
    assert table.save_replay_page()
    (f,) = files
    steps = page_data(f["text"])["steps"]
    assert len(steps) == len(table.game.history) + 1
    last = json.dumps(steps[-1]["tree"])
    mine = table.game.view(0)["seats"][0]["hand"]
    assert mine and all(f'"{c}"' in last for c in mine)
    seats = table.game.view(None, reveal=True)["seats"]  # still bidding: no card played
    hidden = {c for s in (1, 2) for c in seats[s]["hand"]}
    assert hidden and not any(f'"{c}"' in json.dumps(steps) for c in hidden)


# ----------------------------------------------------------------------------- open


def test_open_a_saved_game_shows_the_same_table_in_replay(
        monkeypatch: pytest.MonkeyPatch) -> None:
    table = started()
    files = downloads(table, monkeypatch)
    table.save()
    other = Table(cardlab.new_game("comrade", players=3, seed=1), bot_delay=0, lang="en")
    assert other.open_record(files[0]["text"].encode(), files[0]["name"])
    assert other.replaying and other.replay_step == len(table.game.history)
    assert other.game == table.game and other.view == table.view
    tree, before = other.tree, table.tree
    tree.pop("replay")
    assert tree["others"] == before["others"] and tree["me"]["hand"] == before["me"]["hand"]
    assert other.message["text"].startswith(f"Opened {files[0]['name']}: Comrade, ")
    assert other.log == table.log
    other.replay_to("back")
    assert other.message["text"] == ""  # a step clears what the line said of the move before


BAD_FILES = {
    "record.too_big": b"{" + b" " * 2_000_001 + b"}",
    "record.empty": b"",
    "record.truncated": None,  # the good record cut in half (filled in below)
    "record.bad.text": b"\xff\xfe\x00\x01",
    "record.bad.json": b"<html></html>",
    "record.bad.shape": b'{"hello": 1}',
    "record.other_game": None,
    "record.bad.option": None,
    "record.bad.action": None,
}


def bad_file(kind: str, good: dict[str, Any]) -> bytes:
    data = BAD_FILES[kind]
    if data is not None:
        return data
    if kind == "record.truncated":
        return json.dumps(good).encode()[:200]
    if kind == "record.other_game":
        return json.dumps(cardlab.new_game("trumps", seed=1).to_record()).encode()
    if kind == "record.bad.option":
        return json.dumps({**good, "options": {**good["options"], "wild": True}}).encode()
    actions = [list(a) for a in good["actions"]]
    actions[1] = [actions[1][0], "5H"]  # a card played in the bidding
    return json.dumps({**good, "actions": actions}).encode()


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_bad_file_changes_nothing_and_says_why(kind: str, lang: str) -> None:
    table = started(lang=lang)
    good = table.game.to_record()
    before = json.loads(synced(table))
    assert not table.open_record(bad_file(kind, good), "bad.json")
    after = json.loads(synced(table))
    message = after.pop("message")
    before.pop("message")
    assert after == before and table.game.to_record() == good and not table.replaying
    assert message["kind"] == "error"
    text = message["text"]
    assert text.endswith("." if lang == "en" else "。") and "\n" not in text
    assert text.count(". " if lang == "en" else "。") <= 1, text
    from cardlab.records import RecordCheckError, check_record

    with pytest.raises(RecordCheckError) as info:
        check_record(bad_file(kind, good), "comrade")
    assert info.value.key == kind and text == info.value.text(lang)


def test_the_controls_open_a_file_from_the_pages_picker() -> None:
    app = play("comrade", players=3, seed=7, lang="en", bot_delay=0)
    g = finished("comrade", seed=4)
    content = json.dumps(g.to_record()).encode()
    app.open_box.value = ({"name": "game.json", "type": "application/json", "size": len(content),
                           "content": memoryview(content),
                           "last_modified": datetime.datetime.now(datetime.UTC)},)
    assert app.table.replaying and app.game == g and app.open_box.value == ()
    app.open_box.value = ({"name": "x.json", "type": "", "size": 3,
                           "content": memoryview(b"{{{"),
                           "last_modified": datetime.datetime.now(datetime.UTC)},)
    assert app.game == g and app.table.message["kind"] == "error"
    more = [w for row in app.more.children for w in getattr(row, "children", ())]
    assert {app.save_button, app.open_box, app.review_button} <= set(more)
    assert app.save_button.description == "save ⤓"
    app.lang_box.value = "ja"
    assert app.open_box.description == "開く…" and app.review_button.description == "振り返る"


# ----------------------------------------------------------------------------- the timeline


@pytest.mark.parametrize("name", sorted(cardlab.GAMES))
def test_each_step_shows_the_game_after_that_many_moves(name: str) -> None:
    g = finished(name, seed=5)
    record = g.to_record()
    table = cardlab.replay(record, seat=0)
    assert table.replaying and table.replay_step == 0
    last = len(g.history)
    for k in sorted({0, 1, 2, last // 3, last // 2, last - 1, last}):
        send(table, {"goto": k})
        assert table.replay_step == k
        assert table.view == prefix_game(record, k).view(0), (name, k)
        assert table.tree["replay"]["step"] == k and table.actions == []
    assert table.game == g  # stepping changes no game


def test_buttons_and_keys_step_and_stop_at_the_ends() -> None:
    g = finished("comrade", seed=4)
    table = cardlab.replay(g, seat=1, lang="en")
    send(table, {"replay": "back"})
    assert table.replay_step == 0
    for _ in range(3):
        send(table, {"replay": "forward"})
    assert table.replay_step == 3
    assert table.tree["replay"]["position"] == f"move 3 of {len(g.history)}"
    send(table, {"replay": "last"})
    assert table.replay_step == len(g.history)
    send(table, {"replay": "forward"})
    assert table.replay_step == len(g.history)
    assert table.tree["outcome"]  # the last move shows how the game ended
    send(table, {"replay": "first"})
    assert table.replay_step == 0
    assert table.undo() and table.replay_step == 0  # undo/redo step too (stopping at 0)
    assert table.redo() and table.replay_step == 1
    assert table.undo() and table.replay_step == 0


def test_events_of_the_step_are_narrated_and_the_log_grows_with_the_steps() -> None:
    g = finished("skull_collector", seed=3)
    table = cardlab.replay(g, seat=None, lang="en")
    assert table.tree["replay"]["events"] and table.log
    first_log = list(table.log)
    trick = next(m for m in table.tree["replay"]["marks"] if m["label"].endswith("trick 1"))
    send(table, {"goto": trick["step"]})
    events = table.tree["replay"]["events"]
    assert any("wins the trick" in e for e in events), events
    assert table.log[: len(first_log)] == first_log and table.log[-len(events):] == events
    assert table.tree["history"]["items"]  # the trick history of that moment
    table.lang = "ja"
    assert table.tree["replay"]["position"].endswith("手目")
    assert table.tree["replay"]["marks"][0]["label"] == "第1ディール"
    assert not any(e.isascii() for e in table.tree["replay"]["events"])


def test_viewpoints_seat_spectator_teacher() -> None:
    g = finished("comrade", seed=4)
    table = cardlab.replay(g, seat=0, lang="en")
    send(table, {"goto": 2})
    assert_no_leak(table, 0)
    hands = [s["hand"] for s in table.view["seats"]]
    assert isinstance(hands[0], list) and all(isinstance(h, int) for h in hands[1:])
    table.seat = None
    assert all(isinstance(s["hand"], int) for s in table.view["seats"])
    table.teacher = True
    assert all(isinstance(s["hand"], list) for s in table.view["seats"])
    assert table.replay_step == 2


def test_nothing_is_played_in_replay() -> None:
    g = finished("comrade", seed=4)
    table = cardlab.replay(g, seat=0, lang="en")
    table.bot_delay = 0
    table.auto = True
    send(table, {"goto": 3})
    assert table.replay_step == 3 and table.game == g
    legal = [str(a) for a in table.shown_game().legal_actions(table.shown_game().to_move[0])]
    assert not table.act(legal[0])
    assert table.message["text"].startswith("This is a replay")
    assert not table.step() and table.game == g
    for bad in ({"goto": -1}, {"goto": 10_000}, {"goto": "3"}, {"goto": True},
                {"replay": "sideways"}, {"replay": "back", "x": 1}):
        send(table, bad)
        assert table.replay_step == 3 and table.message["kind"] == "error", bad


def test_a_finished_game_offers_review_and_leave_returns_to_it() -> None:
    table = Table(cardlab.new_game("comrade", players=3, seed=4), seat=0, bots=(0, 1, 2),
                  bot_delay=0, lang="en")
    head = table.tree["head"]  # "review" sits in the prompt band, which says what it does
    assert table.game.is_over and (head["hold"], head["hold_ui"]) == ("review", "review")
    assert "“review” steps through it again" in head["prompt"]
    send(table, {"ui": "review"})
    assert table.replaying and table.replay_step == len(table.game.history)
    send(table, {"replay": "leave"})
    assert not table.replaying and "step" not in table.tree.get("replay", {})


# ----------------------------------------------------------------------------- play on


def test_play_on_from_a_step() -> None:
    g = finished("comrade", seed=4)
    table = cardlab.replay(g, seat=2, lang="en")
    table.bot_delay = 0
    send(table, {"goto": 4})
    send(table, {"replay": "play_on"})
    assert not table.replaying
    h = table.game.history
    assert [tuple(e) for e in h[:4]] == [tuple(e) for e in g.history[:4]]
    assert table.seat_kinds == ("bot", "bot", "human") and table.auto
    assert table.game.is_over or table.game.to_move == (2,)  # the bots answered
    assert table.message["text"].startswith("Playing on from move 4: you are seat 2")
    assert len(table.log) >= 4  # the log narrates the moves before too
    if not table.game.is_over:
        assert table.act(table.view["legal"][0])


def test_play_on_as_a_spectator_takes_seat_0() -> None:
    g = finished("trumps", seed=2)
    table = cardlab.replay(g, seat=None, lang="ja")
    table.bot_delay = 0
    table.replay_to(1)
    assert table.play_on() and table.seat == 0 and table.seat_kinds[0] == "human"
    assert not table.play_on()  # no longer replaying


def test_the_replay_page_button_shows_only_with_the_replay_page_module(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from cardlab.ui import controls

    def buttons(app: Any) -> set[Any]:
        return {w for row in app.more.children for w in getattr(row, "children", ())}

    monkeypatch.setattr(controls, "replay_page_module", lambda: None)
    app = play("comrade", players=3, seed=7, lang="ja", bot_delay=0)
    assert app.page_button not in buttons(app)
    monkeypatch.setattr(controls, "replay_page_module", lambda: object())
    app = play("comrade", players=3, seed=7, lang="ja", bot_delay=0)
    assert app.page_button in buttons(app) and app.page_button.description == "リプレイページ"


@settings(max_examples=60, deadline=None, derandomize=True)
@given(content=st.dictionaries(st.sampled_from(["replay", "goto", "ui", "act"]),
                               st.none() | st.booleans() | st.integers(-5, 500)
                               | st.text(max_size=10), min_size=1, max_size=2))
def test_any_replay_intent_steps_within_the_game_or_says_why(content: dict[str, Any]) -> None:
    table = _REPLAYED
    table.replay_to(5)
    send(table, content)
    assert table.replaying or table.session.game.history
    if table.replaying:
        assert 0 <= table.replay_step <= len(table.game.history)
        assert table.game == _FINISHED
    else:  # played on, or left: the table plays again; back to the replay for the next
        table.session.reset(_FINISHED.copy(), (1, 2))
        table.review()


_FINISHED = finished("comrade", seed=4)
_REPLAYED = cardlab.replay(_FINISHED, seat=0, lang="en")
_REPLAYED.bot_delay = 0


def test_was_it_winnable_leaves_the_replay() -> None:
    """The answer rewinds the game itself, so the replay gives way to it."""
    g = finished("comrade", seed=4)
    table = cardlab.replay(g, seat=0, lang="en")
    table.bot_delay = 0
    table.replay_to(2)
    assert table.check_winnable() is True
    assert not table.replaying and table.message["text"]


@pytest.mark.parametrize("name", sorted(cardlab.GAMES))
def test_a_replay_says_whose_move_comes_next_and_calls_nobody_a_bot(name: str) -> None:
    """A record opened on its own (the teacher's replay of a student's deal): no seat is
    labelled "bot" (the record does not say who was), and the prompt says whose move the
    replay shows next and which button shows it; it never waits for anyone ("Waiting
    for …", "—"). The dashboard's own review still marks its bots."""
    from cardlab.ui.table import replay_table

    g = cardlab.new_game(name, seed=3)
    play_out(g, {s: RandomBot(seed=s) for s in range(g.players)}, max_actions=12)
    assert len(g.history) >= 3
    bot = "cl-badge cl-bot"  # a bot seat's badge, whatever its words ("bot · standard")
    for lang, next_word in (("en", "In this replay "), ("ja", "このリプレイで次に動くのは")):
        table = replay_table(g.to_record(), lang=lang, teacher=True)
        for _ in range(12):
            head = table.tree["head"]
            assert bot not in table.tree_json, (name, lang)
            if table.tree.get("outcome"):  # the end: the outcome says it all
                assert head["prompt"] == ""
                break
            assert head["prompt"].startswith(next_word), (name, lang, head["prompt"])
            assert "—" not in head["prompt"] and "Waiting" not in head["prompt"]
            assert ("“one move on”" if lang == "en" else "「一手進む」") in head["prompt"]
            table.replay_to("forward")
    own = replay_table(g.to_record(), seat=0, lang="en")
    assert bot in own.tree_json  # seat 0 was played here: the others were bots
