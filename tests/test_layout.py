"""The layout tree (cardlab.layout): one typed picture of a view that both renderers print."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest

import cardlab
from cardlab.core import GAMES
from cardlab.layout import PLAIN, Box, CardPiece, Layout, build, facts, layout_of, to_json
from tests.views import MYSTERY_LAYOUT, MYSTERY_VIEW

ROOT = Path(__file__).resolve().parents[1]


def played(name: str, steps: int, seed: int = 3) -> cardlab.Game:
    """``name`` after ``steps`` random legal actions (fewer when it ends first)."""
    g = cardlab.new_game(name, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        s = g.to_move[0]
        g.play(rng.choice(g.legal_actions(s)), seat=s)
    return g


def cards_of(piece: object) -> list[str]:
    """Every card text in a piece or tree, in order."""
    out: list[str] = []

    def walk(x: object) -> None:
        if isinstance(x, dict):
            if x.get("kind") == "card":
                out.append(x["card"])
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(to_json(piece))
    return out


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_declares_its_layout_in_its_module(name: str) -> None:
    module = GAMES[name].cls.__module__.rpartition(".")[0] + ".layout"
    assert isinstance(layout_of(name), Layout)
    assert layout_of(name) is __import__(module, fromlist=["LAYOUT"]).LAYOUT
    assert layout_of(name) is not PLAIN


def test_render_names_no_game_and_does_not_import_core() -> None:
    tree = ast.parse((ROOT / "cardlab" / "render.py").read_text())
    imports = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom | ast.Import)]
    assert all("core" not in ast.unparse(i) for i in imports)
    docs = {ast.get_docstring(n, clean=False) for n in ast.walk(tree)
            if isinstance(n, ast.Module | ast.FunctionDef)}
    words = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)} - docs
    assert not any(name in str(w) for w in words for name in GAMES)


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_tree_holds_exactly_the_viewers_cards(name: str, lang: str) -> None:
    """Seat 0's tree shows its own hand face up and the others' as face-down counts."""
    g = played(name, 12)
    view = g.view(0)
    tree = build(view, lang)
    hand = [c.card for c in tree.me.hand.items if isinstance(c, CardPiece)]
    assert hand == view["seats"][0]["hand"]
    for seat in tree.others:
        hidden = view["seats"][seat.seat]["hand"]
        if isinstance(hidden, int):
            assert seat.hand.items[0].kind == "back" and seat.hand.items[0].count == hidden
    full = g.view(reveal=True)
    shown = set(cards_of(tree))
    for i, s in enumerate(full["seats"][1:], 1):
        if isinstance(view["seats"][i]["hand"], int):
            assert not (set(s["hand"]) - set(json.dumps(view).split('"'))) & shown


def test_actions_go_on_their_cards_and_the_rest_on_the_bar() -> None:
    g = cardlab.new_game("comrade", players=3, seed=7)
    view = g.view(0)
    acts = [{"act": "take 4S", "label": "take ♠4", "card": "4S", "zone": "table"},
            {"act": "pass", "label": "pass", "card": None, "zone": None}]
    tree = build(view, "en", acts, ["human", "bot", "bot"])
    clickable = [c for c in _walk(tree) if isinstance(c, CardPiece) and c.act]
    assert [(c.card, c.act) for c in clickable] == [("4S", "take 4S")]
    assert clickable[0].label == "four of spades: take ♠4"
    assert [a.act for a in tree.actions] == ["pass"]
    bot_view = build(view, "en", acts, ["bot", "bot", "bot"])  # a bot's seat: nothing to click
    assert not bot_view.actions
    assert not any(isinstance(c, CardPiece) and c.act for c in _walk(bot_view))


def _walk(piece: object) -> list[object]:
    out = [piece]
    for v in vars(piece).values() if hasattr(piece, "__dataclass_fields__") else ():
        for x in v if isinstance(v, list) else [v]:
            if hasattr(x, "__dataclass_fields__"):
                out += _walk(x)
    return out


def test_facts_are_read_from_the_view() -> None:
    assert facts({"game": "notice", "facts": {"title": {"en": "N!"}, "cooperative": False}}) == (
        "N!", False)
    assert facts({"game": "notice"}, "en") == ("notice", None)
    assert facts(cardlab.new_game("notice", players=3, seed=1).view(0), "ja")[0] == (
        GAMES["notice"].title["ja"])
    coop = {"game": "x", "facts": {"title": "X", "cooperative": True}, "viewer": 0,
            "seats": [{}, {}], "outcome": {"winners": [0, 1], "scores": [1, 1]}}
    assert build(coop, "en").outcome.text.startswith("everyone wins")


def test_unknown_views_show_declared_zones_by_kind_and_the_rest_as_words() -> None:
    """Each zone MYSTERY_LAYOUT declares is drawn as its kind; the zones it leaves out are
    still shown, in words under their names, cards as their texts (nothing is guessed)."""
    tree = build(MYSTERY_VIEW, "en", layout=MYSTERY_LAYOUT)
    text = json.dumps(to_json(tree))
    for word in ("score cards", "lives", "members", "captured", "stock", "deep", "notes"):
        assert word in text, word
    assert "<b>odd</b>" == tree.head.phase  # words are data: the printers escape them
    assert isinstance(tree.centre[0], Box) and tree.centre[0].cls == "cl-trick"
    assert [c.card for c in tree.me.zones[0].items[0].items] == ["2C", "3C"]  # Cards
    captured = tree.others[0].zones[0].items[0].items  # SeatCards: each card with its seat
    assert [(c.card, c.caption) for c in captured] == [("QD", "seat 0"), ("KD", "seat 1")]
    plain = {z.cls.split()[1]: z.items[0].text for s in (tree.me, *tree.others)
             for z in s.zones if "cl-plain" in z.cls}
    assert plain == {"cl-zone-secret": "\u2014", "cl-zone-ready": "yes",
                     "cl-zone-notes": "<img src=x onerror=alert(1)>, <script>x</script>",
                     "cl-zone-prediction": "S 1; H 0"}
    deep = next(z for z in tree.centre if "cl-zone-deep" in getattr(z, "cls", ""))
    assert deep.items[0].text == "1"
    unlaid = to_json(build(MYSTERY_VIEW, "en"))  # no layout: nothing is drawn as a card
    assert cards_of(unlaid["centre"]) == [] and "cl-trick" not in json.dumps(unlaid)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_zone_a_game_shows_is_declared(name: str) -> None:
    """Every table and seat zone of a game's views, all through bot games, is declared in
    its layout (with a kind), hidden, or read by another zone's kind: none is drawn as
    undeclared words."""
    from cardlab.bots import bot_for

    lay = layout_of(name)
    for seed in (1, 2):
        g = cardlab.new_game(name, seed=seed)
        bots = {s: bot_for(name, seed=s) for s in range(g.players)}
        for _ in range(600):
            for view in (g.view(0), g.view(None, reveal=True)):
                tree = to_json(build(view, "en"))
                assert "cl-plain" not in json.dumps(tree), (g.phase, view["table"].keys())
            if g.is_over:
                break
            seat = g.to_move[0]
            g.play(bots[seat].choose(g.view(seat)), seat)
    assert lay.table and lay.seats


def test_to_json_leaves_out_empty_fields_and_is_json() -> None:
    tree = to_json(build(played("skull_collector", 30).view(0), "ja"))
    assert json.loads(json.dumps(tree)) == tree
    values: list[object] = []

    def walk(x: object) -> None:
        if isinstance(x, dict):
            values.extend(x.values())
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(tree)
    assert values and not any(v is None or v == "" or v is False for v in values)


def test_kept_table_zones_follow_their_value_language_and_layout() -> None:
    """A table zone kept from the last tree is the one a fresh build gives: it changes
    with the zone's value and the language, and a different layout builds its own."""
    from cardlab.layout import builder as lay

    g = cardlab.new_game("comrade", players=3, seed=7)
    before = to_json(build(g.view(None), "en"))
    g.play("take 4S")
    after = to_json(build(g.view(None), "en"))
    assert before["centre"] != after["centre"]  # the bid card grid shows ♠4 taken
    assert to_json(build(g.view(None), "en")) == after  # kept, and the same
    ja = to_json(build(g.view(None), "ja"))
    assert ja["centre"] != after["centre"]
    lay._KEPT.clear()
    assert to_json(build(g.view(None), "en")) == after  # as built afresh
    plain = to_json(build(g.view(None), "en", layout=Layout()))
    assert plain["centre"] != after["centre"]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_prompt_line_says_what_to_do_now_in_every_phase(name: str) -> None:
    """Every phase of every game words the viewer's task and whom the table waits for, in
    both languages; a bot game passes through each state with a prompt until the end."""
    from cardlab.bots import bot_for
    from cardlab.i18n import t

    for phase in GAMES[name].cls.PHASES:
        for lang in ("en", "ja"):
            assert t(f"prompt.{name}.{phase}", lang)
            assert t(f"prompt.{name}.{phase}.others", lang, seats=[1])
    seen: set[str] = set()
    for seed in range(3, 13):  # games until every phase was met (a failed bidding ends early)
        g = cardlab.new_game(name, seed=seed)
        bot = bot_for(name, seed=seed)
        for _ in range(400):
            if g.is_over:
                break
            seat = g.to_move[0]
            mine = build(g.view(seat), "en", kinds=["human"] * g.players).head
            other = build(g.view(None), "ja").head
            assert mine.mine and mine.prompt == t(f"prompt.{name}.{g.phase}", "en")
            assert not other.mine and other.prompt.endswith("待っています。")
            seen.add(g.phase)
            g.play(bot.choose(g.view(seat)), seat)
        if g.is_over:
            assert build(g.view(0), "en").head.prompt == ""
        if seen >= set(GAMES[name].cls.PHASES) - {"bonus"}:  # a Comp bonus is rare
            break
    assert seen >= set(GAMES[name].cls.PHASES) - {"bonus"}


def test_each_kind_draws_as_declared() -> None:
    """One view, every zone declared: each is drawn as its kind says, whatever its key is
    called or its value looks like (a card-like word stays a word, a number a number)."""
    from cardlab.layout import (
        BySeat,
        BySuit,
        CardNotes,
        Cards,
        Counted,
        Counter,
        List,
        OneCard,
        Pile,
        Record,
        Rows,
        SeatCards,
        SeatKeyed,
        SuitMark,
        Words,
    )

    lay = Layout(
        table={"round": Counter(of="rounds"), "owner": Counter(seat=True),
               "flag": Counter(), "pile": Pile(), "suit": SuitMark(none="none.trump"),
               "row": Cards(small=True), "pairs": SeatCards(), "counted": Counted(),
               "words": Words(), "one": OneCard(), "gone": Cards(quiet=True),
               "later": Cards(only_in=("over",)), "beside": Words(side=True),
               "sheet": Rows(cols=("seat", "pts", "card"), seats=("seat",), cards=("card",),
                             signed=("pts",)),
               "notes": CardNotes(card="n", seats=("who",), word="kind", copies={"pair": 2}),
               "log": List(recent=1, of=Record(fields={"n": Counter(), "c": OneCard()})),
               "keyed": SeatKeyed(of=Words()), "suits": BySuit(of=Cards()),
               "per_seat": BySeat(cols=("won",), rest={"note": Words()})},
        seats={"lives": Counter()})
    view = {"game": "kinds", "phase": "play", "viewer": None, "to_move": [], "dealer": 0,
            "seats": [{"hand": 1, "lives": 2}, {"hand": 0, "lives": 0}],
            "table": {"round": 2, "rounds": 5, "owner": 1, "flag": "AS", "pile": 3,
                      "suit": None, "row": ["QS"], "pairs": [[1, "KD"]], "counted": {"2H": 3},
                      "words": ["AS", 7], "one": "JK", "gone": [], "later": ["2C"],
                      "beside": ["x"], "sheet": [{"seat": 1, "pts": 4, "card": "QH", "x": 9}],
                      "notes": [{"n": "7D", "who": 0, "kind": "pair", "left": 2}],
                      "log": [{"n": 1, "c": "2S"}, {"n": 2, "c": "3S"}],
                      "keyed": {"1": ["a", "b"]}, "suits": {"H": ["4H"], "S": []},
                      "per_seat": {"won": [1, 2], "note": ["late"]}},
            "legal": [], "events": [], "outcome": None}
    tree = build(view, "en", layout=lay)
    assert [(f.key, f.value) for f in tree.head.counters] == [
        ("round", "2 / 5"), ("owner", "seat 1"), ("flag", "AS")]
    zones = {z.cls.split()[1].removeprefix("cl-zone-"): to_json(z) for z in tree.centre}
    assert set(zones) == {"pile", "suit", "row", "pairs", "counted", "words", "one", "sheet",
                          "notes", "log", "keyed", "suits", "per_seat"}  # gone, later: not now
    assert [to_json(z)["items"][0]["text"] for z in tree.side] == ["x"]
    assert zones["pile"]["items"][0] == {"count": 3, "label": "3 cards face down",
                                         "kind": "back"}
    assert zones["suit"]["items"][0]["text"] == t_("ui.none.trump")
    assert zones["row"]["items"][0]["items"][0]["size"] == "small"
    assert zones["pairs"]["items"][0]["items"][0]["label"] == "king of diamonds (seat 1)"
    assert zones["counted"]["items"][0]["items"][0]["badge"] == "\u00d73"
    assert zones["words"]["items"][0]["text"] == "AS, 7"  # words, not a card
    assert zones["one"]["items"][0]["items"][0]["card"] == "JK"
    assert zones["sheet"]["items"][0]["rows"] == [["seat 1", "+4", "\u2665Q"]]
    box = zones["notes"]["items"][0]["items"][0]["items"]
    assert [c["card"] for c in box[0]["items"]] == ["7D", "7D"]  # a pair: two copies
    assert box[1]["text"] == "seat 0 \u00b7 " + t_("ui.value.pair") + " \u00b7 left 2"
    assert cards_of(zones["log"]) == ["3S"]  # the last record only
    assert zones["keyed"]["items"][0]["items"][0]["items"][0]["text"] == "seat 1"
    assert [r["items"][0]["suit"] for r in zones["suits"]["items"][0]["items"]] == ["S", "H"]
    per_seat = zones["per_seat"]["items"][0]["items"]
    assert per_seat[-1]["rows"] == [["seat 0", "1"], ["seat 1", "2"]]
    seat = to_json(tree.others[0])
    assert [z["value"] for z in seat["zones"]] == ["2"]


def t_(key: str) -> str:
    from cardlab.i18n import t

    return t(key, "en")
