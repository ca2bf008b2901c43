"""The table widget driven as the browser drives it: intents, forged messages, traits."""

from __future__ import annotations

import json
import logging
import os
import re
import time
from typing import Any

import pytest

import cardlab
from cardlab.cards import display
from cardlab.i18n import card_name, t
from cardlab.ui import Table, TableApp, play
from cardlab.ui.table import asset

# ----------------------------------------------------------------------------- helpers


def send(table: Table, content: Any, buffers: list[Any] | None = None) -> None:
    """A custom message from the page, exactly as the comm delivers it."""
    table._handle_msg(
        {"content": {"data": {"method": "custom", "content": content}}, "buffers": buffers or []}
    )


def synced(table: Table) -> str:
    """The JSON of every synced trait that depends on the game (not the fixed texts)."""
    state = table.get_state()
    for fixed in ("labels", "_esm", "_css"):
        state.pop(fixed, None)
    state["tree_json"] = json.loads(state["tree_json"])  # read as data, not as quoted text
    return json.dumps(state, ensure_ascii=False)


def hidden_cards(table: Table, viewer: int) -> set[str]:
    """The cards in the other seats' hands now."""
    full = table.game.view(reveal=True)
    return {c for i, s in enumerate(full["seats"]) if i != viewer for c in s["hand"]}


def assert_no_leak(table: Table, viewer: int = 0) -> None:
    state = synced(table)
    log = "\n".join(table.log)
    for card in hidden_cards(table, viewer):
        assert f'"{card}"' not in state, card
        assert display(card) not in log, card


def comrade_table(seed: int = 7, **kw: Any) -> Table:
    kw.setdefault("bot_delay", 0)
    kw.setdefault("lang", "en")
    return Table(cardlab.new_game("comrade", players=3, seed=seed), **kw)


def hot_seat_in_play(seed: int = 7, **kw: Any) -> Table:
    """Every seat human; the bids 4S 4H 4D total 12, so the trick round starts (seat 0 leads)."""
    table = comrade_table(seed, bots=(), **kw)
    for act in ("take 4S", "take 4H", "take 4D"):
        send(table, {"act": act})
    assert table.game.phase == "play"
    return table


# ----------------------------------------------------------------------------- intents


def test_legal_intent_plays_and_syncs_the_new_view() -> None:
    """{"act": "take 4S"} is played for the viewer; the bots answer before it returns."""
    table = comrade_table()
    send(table, {"act": "take 4S"})
    g = table.game
    assert [(h.seat, str(h.action)) for h in g.history][:1] == [(0, "take 4S")]
    assert len(g.history) == 3 and g.to_move == (0,)
    assert table.view == g.view(0)
    assert [a["act"] for a in table.actions] == table.view["legal"]
    assert table.view["seats"][0]["bids"] == {"S": 4}
    assert table.message["text"] == ""


def test_actions_carry_labels_cards_and_zones() -> None:
    """Each legal action says which card it names and where that card lies."""
    table = comrade_table()
    by_act = {a["act"]: a for a in table.actions}
    assert by_act["take 2S"] == {
        "act": "take 2S", "label": "take the bid card ♠2", "card": "2S", "zone": "table",
    }
    assert by_act["pass"]["card"] is None
    table = hot_seat_in_play()
    assert {a["zone"] for a in table.actions} == {"hand"}
    assert {a["card"] for a in table.actions} <= set(table.view["seats"][0]["hand"])


def test_illegal_card_shows_the_engines_reason_and_changes_nothing() -> None:
    """A card that does not follow suit: the must-follow rule on the message line."""
    table = hot_seat_in_play()
    g = table.game
    lead = g.legal_actions()[0]
    send(table, {"act": str(lead)})
    seat = g.to_move[0]
    assert table.seat == seat  # hot seat: the view follows the human to move
    hand = table.view["seats"][seat]["hand"]
    led = str(lead)[-1]
    off = [c for c in hand if c[-1] != led]
    if len(off) == len(hand):
        pytest.skip("this seat holds no card of the suit led")
    before = g.to_record()
    send(table, {"act": off[0]})
    assert g.to_record() == before
    assert table.message["kind"] == "error"
    assert "must follow suit" in table.message["text"]
    assert table.message["text"].startswith(f"You cannot play {display(off[0])}. ")


def test_another_seats_card_is_refused() -> None:
    """A card of another seat's hand: 'you do not hold'; nothing changes."""
    table = hot_seat_in_play()
    g = table.game
    other = g.view(reveal=True)["seats"][1]["hand"][0]
    before = g.to_record()
    send(table, {"act": other})
    assert g.to_record() == before
    assert table.message["text"] == f"You do not hold {display(other)}."


def test_card_before_the_bidding_ends_is_refused() -> None:
    """Wrong phase: a card during the bidding gets Comrade's reason."""
    table = comrade_table()
    card = table.view["seats"][0]["hand"][0]
    send(table, {"act": card})
    assert "Cards are played after the bidding" in table.message["text"]
    assert table.game.history == ()


def test_not_your_turn_and_bot_seat() -> None:
    """With auto-play paused, bot seats are to move: the viewer is told whose turn it is."""
    table = comrade_table(auto=False)
    send(table, {"act": "take 4S"})
    assert table.game.to_move == (1,)
    send(table, {"act": "take 3S"})
    assert table.message["text"] == ("You cannot take the bid card ♠3. "
                                     "It is not your turn: seat 1 is to move.")
    assert table.act("take 3S", seat=1) is False
    assert "played by a bot" in table.message["text"]
    assert len(table.game.history) == 1


GARBAGE: list[Any] = [
    None, 1, 2.5, True, "KS", ["act", "KS"], {}, {"cmd": "undo"}, {"act": 5}, {"act": None},
    {"act": ["KS"]}, {"act": {"card": "KS"}}, {"act": True}, {"act": "KS", "seat": 1},
    {"act": "take 4S", "seat": 2}, {"act": "x" * 1_000_000}, {"act": "take 4S" * 100},
    {"act": ""}, {"act": "   "}, {"act": "take"}, {"act": "take 9Z"}, {"act": "\x00\n"},
    {"act": "play KS\nand more"}, {f"k{i}": i for i in range(50_000)}, {"act": "🂡"},
]


@pytest.mark.parametrize("payload", GARBAGE, ids=[repr(g)[:30] for g in GARBAGE])
def test_garbage_payloads_get_one_line_and_change_nothing(
    payload: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """Malformed, forged, wrong-type and huge messages: one short line, game unchanged."""
    table = comrade_table()
    before = table.game.to_record()
    view = table.view
    with caplog.at_level(logging.DEBUG):
        send(table, payload)
    assert table.game.to_record() == before
    assert table.view == view
    msg = table.message
    assert msg["kind"] == "error" and msg["text"]
    assert "\n" not in msg["text"] and len(msg["text"]) < 300
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def test_binary_buffers_and_other_methods_are_refused() -> None:
    """Buffers, unknown methods, a broken envelope: refused on the message line."""
    table = comrade_table()
    before = table.game.to_record()
    send(table, {"act": "take 4S"}, buffers=[b"\x00" * 10])
    assert "binary buffers" in table.message["text"]
    table._handle_msg({"content": {"data": {"method": "explode"}}, "buffers": []})
    assert table.message["kind"] == "error"
    table._handle_msg({"content": None})
    table._handle_msg({})
    assert "something went wrong" in table.message["text"]
    assert table.game.to_record() == before


def test_page_may_not_change_state() -> None:
    """A forged state update (teacher mode on, another seat) is ignored."""
    table = comrade_table()
    table._handle_msg({"content": {"data": {"method": "update", "state": {
        "teacher": True, "seat": 1, "view": {}}}}, "buffers": []})
    assert table.teacher is False and table.seat == 0
    assert table.view == table.game.view(0)
    assert "only actions are accepted" in table.message["text"]
    assert_no_leak(table)


# ----------------------------------------------------------------------------- hidden cards


def test_synced_state_never_holds_hidden_cards_unless_teacher() -> None:
    """A whole deal, checked at every step: other hands never reach the page."""
    for seed in range(6):
        table = comrade_table(seed)
        while not table.game.is_over:
            assert_no_leak(table)
            legal = table.view["legal"]
            assert legal, "the viewer is to move whenever the game waits"
            send(table, {"act": legal[-1] if table.game.phase == "bid" else legal[0]})
        assert_no_leak(table)


COACH_GAMES = tuple(sorted(cardlab.GAMES))
SUITED = re.compile(r"(?:10|[2-9AJQK])[SHDC]")


def assert_coach_keeps_secrets(table: Table) -> int:
    """With the coach on: no synced trait names a card hidden from the viewer, except
    the panel's unseen cards, which are the seat's unseen set by suit and say nothing
    of where they are; the estimates name only the viewer's legal actions. Returns how
    many estimates the panel shows."""
    from cardlab import coach
    from tests.support.soak import secret_cards

    g, seat = table.game, table.seat
    know = coach.knowledge(g, seat)
    known = {c for cs in know.known.values() for c in cs}
    secret = {c for c in secret_cards(g, g.view(reveal=True), seat) if SUITED.fullmatch(c)}
    secret -= known  # where they are is known to the seat (passed, taken from a field)
    tree = table.tree
    panel = tree.pop("coach")
    unseen = panel.pop("unseen")
    assert {u["key"] for u in unseen} | {"*"} >= set(know.to_json()["unseen_by_suit"])
    for u in unseen:  # a suit and its ranks: nothing else (no seat, no place)
        assert set(u) <= {"key", "label", "value", "cls", "kind"}, u
        suit = u["key"]
        if suit != "*":
            assert sorted(u["value"].split()) == sorted(
                c[:-1] for c in know.to_json()["unseen_by_suit"][suit])
    text = json.dumps([panel, table.coach_progress, table.message], ensure_ascii=False)
    for card in secret:
        assert f'"{card}"' not in text, card
        assert display(card) not in text, card
    # everything else is what the table syncs without the coach (checked by the leak
    # tests above and by tests/support/soak.py's check_hidden for every game)
    state = synced(table)
    table.coach = False
    without = json.loads(synced(table))
    assert without.pop("coach_progress") == {}
    with_coach = json.loads(state)
    with_coach.pop("coach_progress")
    with_coach["tree_json"].pop("coach")
    assert with_coach["tree_json"].pop("v") < without["tree_json"].pop("v")  # a new picture
    assert with_coach == without
    table.coach = True
    rows = panel.get("rows", [])
    assert {r["act"] for r in rows} <= set(table.view["legal"])
    return len(rows)


@pytest.mark.parametrize("name", COACH_GAMES)
def test_coach_on_never_leaks_a_hidden_card(name: str) -> None:
    """Every game, several points of a deal, the coach on with answers shown: the
    synced state holds no card hidden from the viewer (the leak check, with the coach)."""
    answers, checked = 0, 0
    for seed in (3, 7, 11, 19, 23):
        table = Table(cardlab.new_game(name, seed=seed), bot_delay=0, lang="en")
        table.coach_playouts = 1
        table.coach = True
        for step in range(60):
            g = table.game
            if g.is_over or not table.view["legal"]:
                break
            if step in (0, 1, 2, 4, 7, 11, 16, 22, 30, 40, 52):
                answers += assert_coach_keeps_secrets(table)
                checked += 1
                table.teacher = True  # every hand shown: the coach uses the seat's view
                teacher_panel = table.tree["coach"]
                table.teacher = False
                assert teacher_panel == table.tree["coach"]
            legal = table.view["legal"]
            assert table.act(legal[-1] if name == "comrade" and g.phase == "bid" else legal[0])
        if checked >= 5:
            break
    assert checked >= 5 and answers > 0


def test_teacher_mode_shows_every_hand_and_hides_them_again() -> None:
    """Teacher mode syncs view(seat, reveal=True); turning it off hides the hands."""
    table = comrade_table()
    hidden = hidden_cards(table, 0)
    table.teacher = True
    state = synced(table)
    assert all(f'"{c}"' in state for c in hidden)
    assert table.view == table.game.view(0, reveal=True)
    table.teacher = False
    assert_no_leak(table)


def test_spectator_sees_no_hand() -> None:
    """seat=None: every hand is a count, no actions."""
    table = comrade_table(seat=None, auto=False)
    assert all(isinstance(s["hand"], int) for s in table.view["seats"])
    assert table.actions == []
    send(table, {"act": "pass"})
    assert "watching" in table.message["text"]


# ----------------------------------------------------------------------------- bots


def test_bots_with_no_delay_play_whole_deals() -> None:
    """bot_delay=0: after each intent the bots have acted; deals reach the end."""
    reached_play = 0
    for seed in range(12):
        table = comrade_table(seed)
        while not table.game.is_over:
            assert table.game.to_move == (0,)
            send(table, {"act": table.view["legal"][0]})
        reached_play += any(h.action.__class__.__name__ == "PlayCard" for h in table.game.history)
        assert table.tree["outcome"]["kind"] in ("win", "loss")
        assert table.tree["outcome"]["text"]
    assert reached_play > 0


def test_all_bot_table_plays_by_itself() -> None:
    """Three bot seats: the deal is over once the table is built (bot_delay=0)."""
    table = comrade_table(seat=None, bots=(0, 1, 2))
    assert table.game.is_over
    assert table.view["outcome"] == table.game.outcome.to_json()


def test_step_while_paused() -> None:
    """auto=False: bots wait; step() makes exactly one bot act."""
    table = comrade_table(auto=False)
    send(table, {"act": "take 4S"})
    assert len(table.game.history) == 1
    assert table.step() is True
    assert [h.seat for h in table.game.history] == [0, 1]
    table.step()
    assert table.game.to_move == (0,)
    assert table.step() is False
    assert table.message["text"] == "no bot is to move now"
    table.auto = True
    assert table.game.to_move == (0,)


def test_failing_bot_reaches_the_message_line() -> None:
    """A bot that raises: its seat and error on the message line, auto-play paused."""

    class Broken:
        def choose(self, view: Any) -> str:
            raise RuntimeError("no idea")

    table = comrade_table(auto=False)
    table._bots[1] = Broken()
    table.auto = True
    send(table, {"act": "take 4S"})
    assert table.message["text"] == "the bot of seat 1 failed: RuntimeError: no idea"
    assert table.auto is False
    assert len(table.game.history) == 1


def test_bot_answers_an_illegal_action() -> None:
    """A bot choosing an illegal action is reported, not raised."""

    class Wrong:
        def choose(self, view: Any) -> str:
            return "take 4S"  # already taken by seat 0

    table = comrade_table(auto=False)
    table._bots[1] = Wrong()
    send(table, {"act": "take 4S"})
    assert table.step() is False
    assert "the bot of seat 1 failed" in table.message["text"]


# ----------------------------------------------------------------------------- undo / redo


def test_undo_takes_back_the_human_action_and_the_bots_after_it() -> None:
    table = comrade_table()
    send(table, {"act": "take 4S"})
    first = table.game.to_record()
    send(table, {"act": "pass"})
    assert len(table.game.history) > 3
    assert table.undo() is True
    assert table.game.to_record() == first
    assert table.message["text"] == "took back 3 actions"
    assert table.view == table.game.view(0)
    assert table.log == [e.text("en") for e in _events_of(table)]
    assert table.redo() is True
    assert len(table.game.history) > 3
    assert table.message["text"] == "played 3 actions again"
    assert table.redo() is False
    assert table.message["text"] == "there is nothing to redo"
    table.lang = "ja"
    assert table.undo() is True and table.message["text"] == "3手を取り消しました"


def test_one_action_is_counted_in_the_singular() -> None:
    """English nouns follow their count: "1 action", "3 actions" (no "action(s)")."""
    table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0, bots=(),
                  lang="en")
    table.act("pass")
    assert table.undo() is True and table.message["text"] == "took back 1 action"
    assert table.redo() is True and table.message["text"] == "played 1 action again"


def test_new_action_clears_redo_and_undo_at_start() -> None:
    table = comrade_table()
    assert table.undo() is False
    assert table.message["text"] == "there is nothing to undo"
    send(table, {"act": "take 4S"})
    table.undo()
    send(table, {"act": "take 3S"})
    assert table.redo() is False


def test_undo_without_human_actions_pauses() -> None:
    """All bots: undo takes back one action and pauses auto-play."""
    table = comrade_table(seat=None, bots=(0, 1, 2))
    n = len(table.game.history)
    assert table.undo() is True
    assert len(table.game.history) == n - 1 and table.auto is False


def _events_of(table: Table) -> list[cardlab.Event]:
    """Every event of the game so far, replayed (for comparing with the log)."""
    g = cardlab.new_game("comrade", players=3, seed=table.game.seed)
    events = list(g.events)
    for h in table.game.history:
        events += g.play(h.action, h.seat)
    return events


# ----------------------------------------------------------------------------- language


def test_language_switch_changes_labels_log_texts_and_message() -> None:
    table = comrade_table()
    send(table, {"act": "take 4S"})
    send(table, {"act": "QS"})
    en_log = list(table.log)
    assert table.tree["log_label"] == "log"
    table.lang = "ja"
    assert table.tree["log_label"] == "記録"
    card = table.tree["me"]["hand"]["items"][0]
    assert card["label"].startswith(card_name(card["card"], "ja"))
    assert table.tree["head"]["phase"] == t("comrade.phase.bid", "ja")
    assert table.tree["head"]["turn"] == "あなたの番です"
    assert table.log == [e.text("ja") for e in _events_of(table)]
    assert table.log != en_log
    assert table.message["text"].startswith("「♠Qを出す」はできません。カードを出すのは宣言")
    table.lang = "fr"  # not a language of cardlab: stays Japanese
    assert table.lang == "ja"


def test_controls_switch_language_and_every_label() -> None:
    app = play("comrade", players=3, seed=7, lang="en", bot_delay=0)
    assert isinstance(app, TableApp)
    labels = [app.new_deal_button.description, app.step_button.description,
              app.undo_button.description, app.teacher_box.description]
    assert labels == ["new deal", "step", "undo", "teacher mode"]
    app.lang_box.value = "ja"
    assert app.table.lang == "ja"
    assert [app.new_deal_button.description, app.step_button.description,
            app.undo_button.description, app.teacher_box.description] == [
        "新しく配る", "1手進める", "取り消す", "先生モード"]
    assert app.seat_boxes[1].options == (("人間", "human"), ("ボット(標準)", "bot"))
    assert [b.value for b in app.seat_boxes] == ["human", "bot", "bot"]
    assert app.table.bot_seats == (1, 2)


# ----------------------------------------------------------------------------- controls


def test_controls_new_deal_seed_players_and_seats() -> None:
    app = play("comrade", players=3, seed=7, lang="en", bot_delay=0)
    deal = app.table.deal_id
    app.seed_box.value = "123"
    app.players_box.value = 4
    app.new_deal_button.click()
    assert (app.game.seed, app.game.players) == (123, 4)
    assert app.table.deal_id == deal + 1
    assert len(app.seat_boxes) == 4 and app.table.bot_seats == (1, 2, 3)
    assert app.table.message["text"] == "new deal: comrade, 4 players, seed 123"
    app.seed_box.value = "abc"
    app.new_deal_button.click()
    assert app.game.seed == 123 and "a seed is a whole number" in app.table.message["text"]
    app.seat_boxes[2].value = "human"
    assert app.table.seat_kinds == ("human", "bot", "human", "bot")


def test_controls_step_pause_teacher_undo() -> None:
    app = play("comrade", players=3, seed=7, lang="en", bot_delay=0)
    app.pause_button.click()
    assert app.table.auto is False and app.auto_button.disabled is False
    app.table.act("take 4S")
    assert len(app.game.history) == 1
    app.step_button.click()
    assert len(app.game.history) == 2
    app.auto_button.click()
    assert len(app.game.history) == 3 and app.game.to_move == (0,)
    app.teacher_box.value = True
    assert all(isinstance(s["hand"], list) for s in app.table.view["seats"])
    app.undo_button.click()
    assert app.game.history == ()
    app.redo_button.click()
    assert len(app.game.history) == 3
    app.speed.value = 1.5
    assert app.table.bot_delay == 1.5
    app.colour_box.value = True
    assert app.table.four_colour is True


def test_play_passes_rule_options_and_seat() -> None:
    app = play("comrade", players=5, seed=3, lang="en", bot_delay=0, pass_limit=5, seat=2)
    assert app.game.options["pass_limit"] == 5 and app.game.players == 5
    assert app.table.seat == 2 and 2 not in app.table.bot_seats
    assert cardlab.play("comrade", players=3, seed=1, bot_delay=0).table.lang == "ja"


def test_bad_arguments() -> None:
    g = cardlab.new_game("comrade", players=3, seed=1)
    with pytest.raises(ValueError, match="seat must be"):
        Table(g, seat=3)
    with pytest.raises(ValueError, match="lang must be"):
        Table(g, lang="de")
    with pytest.raises(TypeError):
        Table(42)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- display


def test_texts_name_turn_phase_last_trick_and_outcome() -> None:
    table = hot_seat_in_play()
    assert table.tree["head"]["phase"] == "trick round"
    for _ in range(3):
        send(table, {"act": table.view["legal"][0]})
    last = table.view["table"]["last_trick"]
    assert last["number"] == 1
    head = table.tree["centre"][0]["title"]
    assert head.startswith("trick 1: ") and "wins the trick" in head


def test_game_setter_and_set_up_position_log() -> None:
    g = cardlab.new_game("comrade", players=3, seed=7)
    g.play("take 4S")
    table = Table(g, bot_delay=0, lang="en", bots=())
    assert table.log == [e.text("en") for e in g.events]
    assert table.seat == 1  # pass and play: the view follows the seat to move
    table.game = cardlab.new_game("comrade", players=4, seed=2)
    assert table.view["players"] == 4 and table.seat_kinds == ("bot", "human", "bot", "bot")


def test_widget_files_are_plain_and_local() -> None:
    """The ES module exports render, has hooks, and fetches nothing from the network."""
    js = asset("table.js").read_text()
    css = asset("table.css").read_text()
    assert "export default { initialize, render }" in js  # initialize: patches, per model
    for hook in ("data-action", "data-version", "data-outcome", "model.send", "change:"):
        assert hook in js
    imports = re.findall(r"^import .*$", js, re.M)
    assert imports == ['import { esc, morph, download, patch } from "./dom.js";']  # a sibling only
    for text in (js, css, asset("dom.js").read_text()):
        assert "http://" not in text and "https://" not in text
        assert "@import" not in text and "url(" not in text
    assert css.count(".cardlab-table") > 20


def test_pyproject_ships_every_package_and_the_widget_files() -> None:
    """A regular install carries every cardlab package and widgets/ as cardlab/_widgets."""
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    conf = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]
    found = sorted(
        ".".join(p.relative_to(root).parts[:-1])
        for p in (root / "cardlab").rglob("__init__.py")
    )
    assert sorted(set(conf["packages"]) - {"cardlab._widgets"}) == found
    assert conf["package-dir"]["cardlab._widgets"] == "widgets"
    assert set(conf["package-data"]["cardlab._widgets"]) == {"*.js", "*.css"}
    assert asset("table.js").parent.name in ("widgets", "_widgets")


def test_one_intent_is_one_message_to_the_page(monkeypatch: pytest.MonkeyPatch) -> None:
    """View, seat (pass and play), actions, texts and log go together: one redraw — one
    message, ipywidgets' update or the table's patch (tests/ui/test_delta.py)."""
    from cardlab.ui.delta import patch

    table = comrade_table(bots=())
    sent: list[dict[str, Any]] = []
    before, lines = table.tree, list(table.log)
    monkeypatch.setattr(table, "_send", lambda msg, buffers=None: sent.append(msg))
    send(table, {"act": "take 4S"})
    assert len(sent) == 1
    if sent[0]["method"] == "update":
        state = sent[0]["state"]
    else:  # a patch: the picture patched, the other traits whole, in one custom message
        assert sent[0]["method"] == "custom"
        delta, state = sent[0]["content"]["delta"], dict(sent[0]["content"]["state"])
        if "tree" in delta:
            state["tree_json"] = json.dumps(patch(before, delta["tree"]), ensure_ascii=False)
        if "log" in delta:
            state["log"] = patch(lines, delta["log"])
    assert {"tree_json", "seat", "log"} <= set(state)
    tree = json.loads(state["tree_json"])
    assert state["seat"] == 1 == tree["me"]["seat"] and tree == table.tree
    assert state["log"] == table.log


def test_pass_and_play_new_deal_starts_with_the_seat_to_move() -> None:
    """Every seat human: after a new deal the view is the seat to move."""
    table = comrade_table(bots=())
    send(table, {"act": "take 4S"})
    assert table.seat == 1
    table.new_deal(seed=3)
    assert table.seat == table.game.to_move[0] == 0
    assert table.view["legal"]


def test_bots_wait_for_the_event_loop_and_pause_after_a_trick() -> None:
    """bot_delay > 0 inside an event loop: one bot action per tick, none at once."""
    import asyncio

    async def scenario() -> tuple[int, int, float]:
        table = comrade_table(bot_delay=0.01)
        send(table, {"act": "take 4S"})
        right_after = len(table.game.history)
        deadline = time.monotonic() + 60  # the two bots' turns, however busy the machine
        while table.game.to_move != (0,) and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        finished = table._delay()
        return right_after, len(table.game.history), finished

    right_after, later, delay = asyncio.run(scenario())
    assert right_after == 1 and later == 3
    assert delay == pytest.approx(0.01)
    table = hot_seat_in_play(bot_delay=0.4)
    for _ in range(3):
        send(table, {"act": table.view["legal"][0]})
    assert table._delay() == pytest.approx(4.0)  # TRICK_HOLD: at least 4 s
    table.bot_delay = 2.0
    assert table._delay() == pytest.approx(2.0 * 2.5)


def test_take_points_at_the_table_even_when_the_hand_holds_that_card() -> None:
    """4 players (two decks): 'take 2C' is a table action though the hand may hold 2C."""
    for seed in range(30):
        table = Table(cardlab.new_game("comrade", players=4, seed=seed), bot_delay=0, lang="en")
        hand = set(table.view["seats"][0]["hand"])
        clash = [a for a in table.actions if a["card"] in hand]
        if clash:
            assert all(a["zone"] == "table" for a in clash)
            break
    else:
        pytest.fail("no deal with a bid card also in the hand")


def test_five_players_joker_actions_are_labelled() -> None:
    table = Table(cardlab.new_game("comrade", players=5, seed=1), bot_delay=0, lang="en")
    jokers = [a for a in table.actions if a["card"] == "JK"]
    assert [a["act"] for a in jokers] == ["take JK S", "take JK H", "take JK D", "take JK C"]
    assert jokers[0]["label"] == "take a joker for spades (+1)"


# ---------------------------------------------------------------- the newer games' hints

NEW_GAMES = ("notice", "skull_collector", "trumps", "comp13")  # each with its own hints below


@pytest.mark.parametrize("name", NEW_GAMES)
def test_new_games_sync_their_tree_and_only_the_view(name: str) -> None:
    """The widget gets the tree of the viewer's view (the game's declared layout, worded):
    nothing else about the game crosses to the page."""
    from cardlab.layout import build, to_json, trick_history

    table = Table(cardlab.new_game(name, seed=3), bot_delay=0, lang="en")
    tree = to_json(build(table.view, "en", table.actions, table.seat_kinds,
                         bot_level=table.session.bot_level))
    tree["head"]["code"] = f"deal code {table.game.deal_code}"  # the table adds the code
    extra = {"log_label": "log", "rev": table.tree["rev"],  # … its revision, the names of
             "v": table.tree["v"],  # its version (cardlab/ui/delta.py),
             "others_label": "the other seats",  # its scrolling boxes and its skip link,
             "side_label": "the coach, the tricks and the log", "skip": "Skip to the table",
             }  # and, in trick
    # games, the tricks of the deal so far
    assert isinstance(extra["rev"], int) and extra["rev"] >= 1
    if name in ("notice", "skull_collector"):
        extra["history"] = to_json(trick_history(table.session.tricks(), "en"))
    assert table.tree == {**tree, **extra}
    for _ in range(25):
        if table.game.is_over or not table.view["legal"]:
            break
        assert table.view == table.game.view(0)
        send(table, {"act": table.view["legal"][0]})
    assert table.view == table.game.view(0)
    assert "hints" not in table.get_state()


@pytest.mark.parametrize("name", ["notice", "skull_collector", "comp13"])
def test_new_games_sync_no_card_the_view_does_not_hold(name: str) -> None:
    """Played from seat 0 against bots: every card the page gets (view, actions, texts,
    message, hints) is in the viewer's own view; hands the view hides never reach it."""
    import re

    table = Table(cardlab.new_game(name, seed=4), bot_delay=0, lang="en")
    card = re.compile(r'"((?:10|[2-9AJQK])[SHDC])"')
    for _ in range(40):
        state = json.loads(synced(table))
        state.pop("log")
        # the trick history (like the log) shows cards played to finished tricks: public
        tree = state["tree_json"]
        tree = json.loads(tree) if isinstance(tree, str) else tree
        played = {str(h.action).split()[-1] for h in table.game.history}
        assert set(card.findall(json.dumps(tree.pop("history", None)))) <= played
        state["tree_json"] = tree
        own = json.dumps(table.game.view(0))
        assert set(card.findall(json.dumps(state))) <= set(card.findall(own))
        hidden = [s["hand"] for s in table.game.view(0)["seats"][1:]]
        assert all(isinstance(h, int) for h in hidden)
        if table.game.is_over or not table.view["legal"]:
            break
        send(table, {"act": table.view["legal"][-1]})


def test_notice_secret_choices_stay_hidden_until_scored() -> None:
    """Others' predictions are "chosen" flags only; teacher mode shows their values."""
    table = Table(cardlab.new_game("notice", seed=4), bot_delay=0, lang="en")
    assert table.game.phase == "predict"
    full = table.game.view(reveal=True)
    for i in (1, 2, 3):
        seat = table.view["seats"][i]
        assert seat["predicted"] is True and seat["prediction"] is None
        assert full["seats"][i]["prediction"] is not None
    table.teacher = True
    assert [s["prediction"] for s in table.view["seats"][1:]] == \
        [s["prediction"] for s in full["seats"][1:]]


def test_skull_chest_and_trumps_face_down_stay_hidden() -> None:
    table = Table(cardlab.new_game("skull_collector", seed=4), bot_delay=0, lang="en")
    send(table, {"act": table.view["legal"][0]})  # seat 0's chest card; bots chose theirs
    state = synced(table)
    full = table.game.view(reveal=True)
    others = [s["chest_card"] for s in full["seats"][1:]]
    assert all(c and f'"{c}"' not in state for c in others)
    assert table.view["table"]["chest"] == 3

    g = cardlab.new_game("trumps", seed=4)
    tb = Table(g, bot_delay=0, lang="en", auto=False)
    for row in tb.view["table"]["revealed"]:
        if row["kind"] == "facedown" and row["seat"] != 0:
            assert row["number"] is None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_hint_labels_reach_the_page_in_both_languages(lang: str) -> None:
    """The layout's labels reach the page already worded, in the table's language."""
    table = Table(cardlab.new_game("comp13", seed=4), bot_delay=0, lang=lang, auto=False)
    sums = table.view["table"]["sums"]
    title = t("ui.panel.fields_total", lang, total=sums["total"])
    assert title in json.dumps(table.tree["centre"], ensure_ascii=False)
    assert ("場" in title) == (lang == "ja")


def test_dashboard_reads_the_link() -> None:
    """cardlab.ui.dashboard builds the table the link asks for; bad values keep defaults."""
    from cardlab.ui import dashboard, wait_for_page

    app = dashboard("notice", query="?players=5&seed=12&lang=en&teacher=1&delay=0")
    g = app.table.game
    assert (g.name, g.players, g.seed) == ("notice", 5, 12)
    assert app.table.lang == "en" and app.table.teacher
    app = dashboard("comrade", query="players=9&lang=fr")
    assert app.table.game.players == 3 and app.table.lang == "ja"
    wait_for_page()  # outside a preheated Voilà kernel it returns at once


def test_wait_for_page_imports_voila_only_in_a_preheated_kernel() -> None:
    """Under /voila/render (no preheat) the page must not wait for ``import voila.utils``
    (it pulls in the Jupyter server: seconds); a fresh interpreter checks it."""
    import subprocess
    import sys

    code = ("import sys, cardlab.ui; cardlab.ui.wait_for_page(); "
            "print('voila.utils' in sys.modules)")
    for preheat in ("False", None):
        env = {k: v for k, v in os.environ.items() if k != "VOILA_PREHEAT"}
        if preheat is not None:
            env["VOILA_PREHEAT"] = preheat
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             env=env, check=True, timeout=60)
        assert out.stdout.strip() == "False", (preheat, out.stderr)


def test_dashboard_says_which_part_of_its_link_it_did_not_use() -> None:
    """A bad link still opens a table, and the table says in its language what of the link
    was not used and why; the learner's first action clears the notice."""
    from cardlab.ui import dashboard

    app = dashboard("comrade", query="players=9&seed=abc&lang=en&delay=0")
    text = app.table.message["text"]
    assert text.startswith("Part of this page's link was not used.")
    assert "players=9: this game is for 3, 4, 5 players" in text and "seed=abc" in text
    assert app.table.message["kind"] == "info" and app.table.game.players == 3
    app.table.lang = "ja"
    assert app.table.message["text"].startswith("このページのリンクの一部は使われていません。")
    assert app.table.act(app.table.view["legal"][0]) and app.table.message["text"] == ""
    assert dashboard("comrade", query="seed=7&lang=en&delay=0").table.message["text"] == ""


@pytest.mark.parametrize("game", sorted(cardlab.GAMES))
def test_dashboard_links_its_lesson_in_the_tables_language(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under a Jupyter server (Voilà's SCRIPT_NAME is the page's path) the controls link
    the game's lesson page, in the language the table shows; standalone Voilà shows none."""
    from cardlab.ui import dashboard

    monkeypatch.setenv("SCRIPT_NAME", f"/user/ann/voila/render/dashboards/{game}.ipynb")
    app = dashboard(game, query="lang=en&delay=0")
    link = app.lesson_link.value
    assert f'href="/user/ann/voila/render/en/{game}.ipynb"' in link and 'target="_blank"' in link
    assert cardlab.GAMES[game].title["en"] in link
    app.table.lang = "ja"
    assert f'href="/user/ann/voila/render/ja/{game}.ipynb"' in app.lesson_link.value
    assert "レッスン" in app.lesson_link.value
    assert app.lesson_link in app.bar.children  # in the control bar, by the language toggle
    monkeypatch.setenv("SCRIPT_NAME", "/")  # standalone Voilà: one notebook, no Lab
    assert dashboard(game, query="delay=0").lesson_link.value == ""


def test_every_card_action_says_where_its_card_lies() -> None:
    """The card and zone of an offered action come from the action itself, in every game;
    a hand card is always in the viewer's hand."""
    from cardlab.bots import RandomBot

    zones: dict[str, set[str]] = {}
    for name in sorted(cardlab.GAMES):
        g = cardlab.new_game(name, seed=4)
        table = Table(g, bot_delay=0, lang="en", bots=[])  # every seat human
        bot = RandomBot(seed=4)
        for _ in range(80):
            if g.is_over:
                break
            seat = g.to_move[0]
            view = g.view(seat)
            for offered in table._actions(view):
                action = g.parse_action(offered["act"])
                card = getattr(action, "card", None)
                text = card.text if card is not None else None
                if (card is None and type(action).card_from
                        and isinstance(getattr(action, "number", None), int)):
                    # Trumps: a number card
                    text = str(action.number)
                assert offered["card"] == text
                assert offered["zone"] == (None if text is None else type(action).card_from)
                if offered["zone"] == "hand":
                    assert offered["card"] in view["seats"][seat]["hand"], (name, offered)
                if offered["zone"] is not None:
                    zones.setdefault(name, set()).add(offered["zone"])
            g.play(bot.choose(view), seat)
    assert zones["comrade"] == {"table"}  # random bids rarely reach the trick round
    assert zones["skull_collector"] == zones["notice"] == {"hand"}
    g = cardlab.new_game("comrade", seed=7)
    for text in ("take 4S", "take 4H", "take 4D"):  # bids total 12: play starts
        g.play(text)
    offered = Table(g, bot_delay=0, lang="en", bots=[])._actions(g.view(0))
    assert offered and {a["zone"] for a in offered} == {"hand"}
    assert "hand" in zones["comp13"]


# ---------------------------------------------------------------- the session under the table


def test_a_matchs_next_deal_is_shown_being_dealt() -> None:
    """deal_id grows with every deal of a multi-deal game, so the page animates each deal."""
    table = Table(cardlab.new_game("notice", players=3, seed=5), seat=None, bot_delay=0,
                  lang="en")
    assert table.game.is_over
    deals = [e for _, e in table.session.log if e.key == "notice.dealt"]
    assert len(deals) > 1 and table.deal_id == len(deals)


def test_undo_of_a_human_turn_replays_the_game_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The human's card and the three bots' answers go back in one replay, not four."""
    table = Table(cardlab.new_game("notice", players=4, seed=2), bot_delay=0, lang="en")
    for _ in range(6):
        table.act(table.view["legal"][0])
    g = table.game
    restarts: list[int] = []
    restart = g._restart
    monkeypatch.setattr(g, "_restart", lambda: (restarts.append(1), restart())[1])
    before = len(g.history)
    assert table.undo() is True
    assert len(restarts) == 1 and before - len(g.history) > 1
    assert g.to_move == (0,) and table.view == g.view(0)


# ------------------------------------------------- intents: revision, number, answer


def answering(table: Table, monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The answers to intents the table sends to the page (custom messages), collected."""
    out: list[dict[str, Any]] = []
    monkeypatch.setattr(table, "send", lambda content, buffers=None: out.append(content)
                        if "answer" in content else None)
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_intent_made_on_an_older_picture_is_refused_in_one_sentence(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A click on the picture before a move is not played (even when legal now): the page
    is told the table moved, and the game is unchanged."""
    table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0, lang=lang)
    answers = answering(table, monkeypatch)
    old = table.tree["rev"]
    send(table, {"act": "take 4S", "rev": old, "n": 1, "view": "p1"})
    moved = len(table.game.history)
    assert moved >= 3 and table.tree["rev"] == old + 1  # ours and the two bots': one picture
    legal = table.view["legal"][0]
    send(table, {"act": legal, "rev": old, "n": 2, "view": "p1"})
    assert len(table.game.history) == moved
    expected = t("ui.msg.moved", lang, act=table.game.parse_action(legal).text(lang))
    assert table.message == {"text": " ".join(expected.split()), "kind": "error",
                             "id": table.message["id"]}
    words = table.game.parse_action(legal).text(lang)
    assert expected.count("。" if lang == "ja" else ".") == 0
    assert words in expected and legal not in expected  # the action in words, not its code
    assert answers == [{"answer": 1, "view": "p1", "ok": True, "rev": old + 1},
                       {"answer": 2, "view": "p1", "ok": False, "rev": old + 1}]
    send(table, {"act": legal, "rev": old + 1, "n": 3, "view": "p1"})  # on the new picture
    assert len(table.game.history) > moved and answers[-1]["ok"] is True


def test_an_intent_is_applied_once_and_answered_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same intent number from one page again (a resend) changes nothing and gets no
    second answer; another page's numbers are its own; a number that is not a whole
    number is refused in one sentence."""
    table = Table(cardlab.new_game("notice", players=4, seed=3), bots=(), bot_delay=0,
                  lang="en")
    answers = answering(table, monkeypatch)
    rev = table.tree["rev"]
    send(table, {"act": "predict 0", "rev": rev, "n": 1, "view": "a"})
    after = tuple(table.game.history)
    send(table, {"act": "predict 0", "rev": rev, "n": 1, "view": "a"})
    assert table.game.history == after and len(after) == 1
    assert answers == [{"answer": 1, "view": "a", "ok": True, "rev": rev + 1}]
    send(table, {"act": table.view["legal"][0], "rev": rev + 1, "n": 1, "view": "b"})
    assert len(table.game.history) == 2 and answers[-1]["view"] == "b"
    send(table, {"act": "predict 0", "rev": rev + 2, "n": True, "view": "a"})
    assert "n=a bool" in table.message["text"] and len(table.game.history) == 2
    assert len(answers) == 2


def test_the_revision_follows_the_game_not_the_words() -> None:
    """A new language, a message or the teacher's view redraw the picture under the same
    revision (a click made before them still counts); an undo is a new one."""
    table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0, lang="en")
    rev = table.tree["rev"]
    table.lang = "ja"
    table.teacher = True
    table.notice("ui.msg.nothing_to_undo")
    assert table.tree["rev"] == rev
    assert table.act("take 4S") and table.tree["rev"] == rev + 1
    assert table.undo() and table.tree["rev"] == rev + 2
