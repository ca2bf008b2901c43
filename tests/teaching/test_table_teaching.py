"""The table teaches on its own (issue 16), driven in Python through the widget's messages:
a card with several moves is picked and lights its places, numbered choices are one row,
the tricks of the deal are listed, a finished trick can wait for "continue", and the
controls fit in one bar."""

from __future__ import annotations

from typing import Any

import pytest

import cardlab
from cardlab.session import Session
from cardlab.ui import Table
from cardlab.ui.controls import TableApp


def send(table: Table, content: Any) -> None:
    table._handle_msg({"content": {"data": {"method": "custom", "content": content}}})


def comp13_with_choices(seed: int = 7) -> Table:
    """A Comp-13 table where seat 0 holds a card with several moves."""
    table = Table(cardlab.new_game("comp13", players=3, seed=seed), bot_delay=0, lang="en")
    for _ in range(200):
        if table.game.is_over:
            break
        cards = [a["card"] for a in table.actions if a.get("zone") == "hand"]
        if any(cards.count(c) > 1 for c in cards):
            return table
        table.act(next(a["act"] for a in table.actions if a["act"] == "draw")
                  if any(a["act"] == "draw" for a in table.actions) else table.actions[0]["act"])
    pytest.skip("no card with several moves in this deal")


def walk(node: Any) -> list[dict[str, Any]]:
    """Every dict in a JSON tree."""
    out = []
    if isinstance(node, dict):
        out.append(node)
        for v in node.values():
            out += walk(v)
    elif isinstance(node, list):
        for v in node:
            out += walk(v)
    return out


def test_a_card_with_several_moves_is_picked_and_lights_its_places() -> None:
    table = comp13_with_choices()
    cards = [a["card"] for a in table.actions if a.get("zone") == "hand"]
    card = next(c for c in cards if cards.count(c) > 1)
    moves = {a["act"] for a in table.actions if a.get("card") == card}
    hand = table.tree["me"]["hand"]["items"]
    piece = next(p for p in hand if p["card"] == card)
    assert piece.get("pick") == card and "act" not in piece
    # its moves are not buttons in the action bar before it is picked
    assert not moves & {a.get("act") for a in table.tree["actions"]}
    send(table, {"pick": card})
    tree = table.tree
    assert next(p for p in tree["me"]["hand"]["items"] if p["card"] == card)["state"] == "picked"
    lit = {n.get("act") for n in walk(tree["centre"]) if n.get("act")}
    lit |= {a["act"] for n in walk(tree.get("menu")) for a in n.get("acts", [])}
    lit |= {a["act"] for n in walk(tree["centre"]) for a in n.get("acts", [])}
    assert moves <= lit  # every move of the card is on the place it goes to
    panels = [n for n in walk(tree["centre"]) if "cl-panel" in str(n.get("cls", "")).split()]
    dim = [p for p in panels if "cl-untarget" in p["cls"]]
    assert all(p["try_act"].startswith(f"add {card} ") for p in dim)
    assert "choose where it goes" in table.message["text"]
    # a dimmed field says which rule it breaks, and nothing changes
    if dim:
        before = len(table.game.history)
        send(table, {"act": dim[0]["try_act"]})
        assert table.message["kind"] == "error" and len(table.game.history) == before
    # picking it again puts it back; playing a lit move plays it
    send(table, {"pick": card})
    unpicked = next(p for p in table.tree["me"]["hand"]["items"] if p["card"] == card)
    assert unpicked.get("state") != "picked" and table._picked is None
    assert not [n for n in walk(table.tree["centre"]) if "cl-target" in str(n.get("cls"))]
    send(table, {"pick": card})
    before = len(table.game.history)
    send(table, {"act": sorted(moves)[0]})
    assert len(table.game.history) > before and table._picked is None


def test_picking_what_cannot_be_picked_is_refused_in_a_sentence() -> None:
    table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0, lang="ja")
    before = table.tree
    for bad in ["QS", 7, None, "x" * 500, ["AS"]]:
        send(table, {"pick": bad})
        assert table.message["kind"] == "error"
        assert table.message["text"] == "今選べるのは、出し方が二つ以上ある自分の札だけです。"
    assert table.tree == before


def test_trumps_cards_are_clicked_and_a_pair_or_single_is_a_menu() -> None:
    table = Table(cardlab.new_game("trumps", seed=7), bot_delay=0, lang="en")
    hand = table.tree["me"]["hand"]["items"]
    assert all(p.get("act", "").startswith("start ") for p in hand)  # the start card
    assert table.tree.get("actions", []) == []
    send(table, {"act": hand[0]["act"]})
    for _ in range(30):  # to a reveal where a number has several moves
        numbers = [a["card"] for a in table.actions if a.get("zone") == "hand"]
        multi = [n for n in numbers if numbers.count(n) > 1]
        if multi:
            break
        send(table, {"act": table.actions[0]["act"]})
    else:
        pytest.skip("no pair in this deal")
    send(table, {"pick": multi[0]})
    menu = table.tree["menu"]
    assert {a["act"].split()[0] for a in menu["acts"]} >= {"single", "pair"}
    assert multi[0] in menu["title"] or "what to do with" in menu["title"]


def test_numbered_choices_are_one_row_of_numbers() -> None:
    table = Table(cardlab.new_game("notice", players=4, seed=7), bot_delay=0, lang="en")
    groups = [a for a in table.tree["actions"] if a.get("kind") == "group"]
    assert len(groups) == 1 and groups[0]["label"].startswith("Tricks the receiver")
    assert [a["label"] for a in groups[0]["acts"]] == [str(n) for n in range(13)]
    assert [a["act"] for a in groups[0]["acts"]][:2] == ["predict 0", "predict 1"]


def test_the_trick_history_lists_the_deal_newest_first() -> None:
    table = Table(cardlab.new_game("comrade", players=3, seed=7), seat=0, bots=(0, 1, 2),
                  bot_delay=0, lang="en", auto=False)
    table.auto = True
    history = table.tree["history"]
    tricks = table.session.tricks()
    assert len(tricks) == 12 and history["title"] == "tricks this deal"
    heads = [item["items"][0]["text"] for item in history["items"]]
    assert heads[0].startswith("trick 12") and len(heads) == 6
    first = history["items"][0]
    winner = [c for c in first["items"][1]["items"] if c.get("state") == "winner"]
    assert len(winner) == 1 and winner[0]["card"] == tricks[-1].values["card"]
    assert first["items"][2]["text"] == tricks[-1].text("en")
    # a new deal starts a new history; a game without tricks has none
    table.new_deal(seed=8)
    assert len(table.session.tricks()) in (0, 12)
    assert "history" not in Table(cardlab.new_game("comp13", seed=3), bot_delay=0).tree


def test_session_tricks_follow_undo() -> None:
    s = Session(cardlab.new_game("notice", players=3, seed=2), seat=None)
    s.run_bots(120)
    n = len(s.tricks())
    assert n >= 1
    while len(s.tricks()) == n:
        s.rewind(1)
    assert len(s.tricks()) == n - 1


def test_a_finished_trick_waits_for_continue_in_click_mode() -> None:
    table = Table(cardlab.new_game("skull_collector", seed=5), seat=0, bots=(0, 1, 2),
                  bot_delay=0, lang="ja", auto=False)
    table.trick_pause = "click"
    table.auto = True
    assert table.held and len(table.session.tricks()) == 1
    tree = table.tree
    assert tree["head"]["hold"] == "続ける ▶" and "第1トリック" in tree["head"]["prompt"]
    n = len(table.game.history)
    send(table, {"ui": "continue"})
    assert len(table.game.history) > n and len(table.session.tricks()) == 2 and table.held
    table.trick_pause = "hold"  # back to holding: the bots play on at once (delay 0)
    assert not table.held and (table.game.is_over or len(table.session.tricks()) > 2)
    head = table.tree["head"]  # no "continue" any more (a finished game's band offers review)
    assert head.get("hold") != "続ける ▶"


def test_continue_when_nothing_waits_changes_nothing() -> None:
    table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0, lang="en")
    before = (len(table.game.history), table.tree_json)
    send(table, {"ui": "continue"})
    assert (len(table.game.history), table.tree_json) == before
    send(table, {"ui": "reboot"})
    assert table.message["kind"] == "error"


def test_the_hold_after_a_trick_is_long_enough_to_talk() -> None:
    table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0.5, lang="en",
                  auto=False)
    table.session.bots.clear()
    assert table._delay() == 0.5
    table.trick_pause = "hold"
    s = table.session
    g = s.game
    for text in ("take 4S", "take 4H", "take 4D"):
        g.play(text)
    while not s.trick_finished():
        g.play(g.legal_actions()[0])
    assert table._delay() >= 4.0


def test_the_controls_are_one_bar_and_a_menu() -> None:
    app = cardlab.play("comrade", players=3, seed=7, lang="en", bot_delay=0)
    assert isinstance(app, TableApp)
    assert app.children[0] is app.bar and app.children[-1] is app.table
    assert app.more.layout.display == "none"
    app.more_box.value = True
    assert app.more.layout.display == ""
    app.pause_box.value = "click"
    assert app.table.trick_pause == "click"
    app.present_box.value = True
    shown = [w for w in app.bar.children if w.layout.display != "none"]
    assert shown == [app.present_box] and app.more.layout.display == "none"
    assert app.present_box.description == "show controls"
    app.lang_box.value = "ja"
    assert app.present_box.description == "操作を表示"
    assert [o[0] for o in app.pause_box.options] == ["しばらく止める", "「続ける」まで待つ"]
    app.present_box.value = False
    assert all(w.layout.display != "none" for w in app.bar.children)


def test_notice_draws_the_dealt_hand_once() -> None:
    table = Table(cardlab.new_game("notice", players=4, seed=7), bot_delay=0, lang="en",
                  teacher=True)
    def dealt(node: Any) -> list[Any]:
        return [n for n in walk(node) if n.get("title") == "hand you were dealt"]

    assert dealt(table.tree) == []  # before the pass the dealt hand is the hand itself
    for _ in range(4):
        if table.view["phase"] != "predict":
            break
        table.act(table.actions[0]["act"])
    tree = table.tree
    if table.view["phase"] != "predict":
        assert len(dealt(tree["me"])) == 1 and dealt(tree["others"]) == []


def test_comrade_bid_cards_shrink_once_the_bidding_is_over() -> None:
    table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0, lang="en",
                  bots=())
    def sizes() -> set[str]:
        zone = [n for n in walk(table.tree["centre"]) if "cl-zone-bid_layout" in str(n.get("cls"))]
        return {n.get("size") for n in walk(zone) if n.get("kind") == "card"}

    assert sizes() == {"mid"}
    for text in ("take 4S", "take 4H", "take 4D"):
        table.act(text, seat=table.game.to_move[0])
    assert table.view["phase"] == "play"
    assert sizes() == {"small"}


def test_a_hidden_hand_of_no_cards_is_a_dash_not_a_card() -> None:
    from cardlab.layout import DASH, Back, Text, build

    view = cardlab.new_game("comp13", players=4, seed=7).view(0)
    view["seats"][1]["hand"] = 0
    view["seats"][2]["hand"] = 3
    others = build(view, "en").others
    assert others[0].hand.items == [Text(DASH)]
    assert isinstance(others[1].hand.items[0], Back) and others[1].hand.items[0].count == 3
