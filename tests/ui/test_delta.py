"""Send only what changed: the table's picture reaches the page as patches when cheaper.

A stand-in page (:class:`Page`) reads the messages the table's comm sends exactly as
``widgets/table.js`` does (ipywidgets' updates, the table's ``{delta, state}`` custom
messages) and must hold, after every step of whole random games of every game, exactly
the kernel's ``tree_json`` and ``log`` (the browser side: tests/browser/test_table_delta.py).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cardlab
from cardlab.ui import Table
from cardlab.ui.delta import diff, log_diff, patch, size
from tests.ui.test_ui import send

NAMES = sorted(cardlab.GAMES)
PAGE_TRAITS = ("tree_json", "log", "message", "seat", "deal_id", "lang", "teacher")


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class Page:
    """What a page's model holds, fed with the comm's messages (the rules of table.js's
    ``initialize``): a patch from the version it has is applied with its state; one from
    another version is dropped when the page is at or after its ``to``, else the page
    asks for the whole picture (``asked``)."""

    def __init__(self, state: dict[str, Any]) -> None:
        self.state = dict(state)
        self.deltas: list[dict[str, Any]] = []  # the patch messages applied
        self.weights: list[tuple[int, int]] = []  # (a patch's bytes, its value's bytes)
        self.wholes = 0  # the updates that carried the picture whole
        self.asked: list[Any] = []  # the resync messages the page sent

    @property
    def v(self) -> int:
        return int(json.loads(self.state.get("tree_json") or "{}").get("v", -1))

    def receive(self, msg: dict[str, Any]) -> None:
        if msg["method"] == "update":
            self.state.update(msg["state"])
            self.wholes += "tree_json" in msg["state"]
            return
        content = msg["content"]
        if "delta" not in content:
            return  # an answer, a download: not the picture
        d, v = content["delta"], self.v
        if v != d["from"]:
            if v < d["to"]:
                self.asked.append({"resync": v})
            return
        values = dict(content["state"])
        if "tree" in d:
            values["tree_json"] = dumps(patch(json.loads(self.state["tree_json"]), d["tree"]))
            self.weights.append((size(d["tree"]), len(values["tree_json"].encode())))
        if "log" in d:
            values["log"] = patch(self.state["log"], d["log"])
            self.weights.append((size(d["log"]), size(values["log"])))
        self.state.update(values)
        self.deltas.append(content)

    def matches(self, table: Table) -> None:
        """The page holds the kernel's picture exactly (the same JSON text) and traits."""
        assert self.state["tree_json"] == table.tree_json
        assert self.state["log"] == table.log
        for name in PAGE_TRAITS[2:]:
            assert self.state[name] == getattr(table, name), name


def connect(table: Table, monkeypatch: pytest.MonkeyPatch) -> Page:
    """A page that opened the table now (the comm's whole state) and reads its messages."""
    page = Page(table.get_state())
    monkeypatch.setattr(table, "_send", lambda msg, buffers=None: page.receive(msg))
    return page


def step(table: Table, rng: random.Random, i: int) -> None:
    """One thing a learner does: mostly a move, sometimes an undo, a redo, a language
    switch, the teacher's view, a replay's steps, a new deal when the game is over."""
    g = table.game
    if table.replaying:
        table.replay_to(rng.choice(["back", "forward", "first", "last"]))
        if i % 3 == 0:
            table.leave_replay()
    elif g.is_over or not table.view["legal"]:
        if g.is_over and i % 2 and table.review(step=rng.randrange(len(g.history) + 1)):
            return
        table.new_deal(seed=i)
    elif i % 13 == 5:
        table.lang = "ja" if table.lang == "en" else "en"
    elif i % 11 == 6:
        table.undo()
    elif i % 17 == 7:
        table.redo()
    elif i % 19 == 8:
        table.teacher = not table.teacher
    elif i % 23 == 9 and g.history:
        table.review(step=len(g.history) // 2)
    else:
        send(table, {"act": rng.choice(table.view["legal"])})


@pytest.mark.parametrize("name", NAMES)
def test_the_page_holds_the_kernels_picture_after_every_step(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Whole random games with undo, redo, language switches, the teacher's view, replays
    and new deals: after every step the page's picture is the kernel's, most steps went
    as patches, every patch weighed less than half its value, and no page had to ask
    for the whole picture."""
    table = Table(cardlab.new_game(name, seed=5), bot_delay=0, lang="en")
    page = connect(table, monkeypatch)
    rng = random.Random(name)
    for i in range(160):
        step(table, rng, i)
        page.matches(table)
    assert not page.asked
    assert len(page.deltas) > 100, len(page.deltas)
    assert page.wholes > 0  # some steps (a new deal, a replay) changed too much to patch
    for content in page.deltas:
        d, state = content["delta"], content["state"]
        assert d["to"] > d["from"]
        assert "tree" in d or "log" in d
        assert "tree_json" in state or "tree" in d  # the picture, patched or whole
    assert all(sent < whole / 2 for sent, whole in page.weights), page.weights


def test_a_card_click_is_one_small_patch(monkeypatch: pytest.MonkeyPatch) -> None:
    """A card played against bots (they answer within the click): one message to the
    page, the tree and the log as patches (less than half their size each), the message
    line with them (one redraw), and the whole message under a third of the picture."""
    table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0, lang="en")
    while table.game.phase != "play":
        assert table.act(table.view["legal"][-1])
    sent: list[dict[str, Any]] = []
    monkeypatch.setattr(table, "_send", lambda msg, buffers=None: sent.append(msg))
    before, lines, v = json.loads(table.tree_json), list(table.log), table.tree["v"]
    assert table.act(table.view["legal"][-1])
    assert len(sent) == 1 and sent[0]["method"] == "custom"
    delta, state = sent[0]["content"]["delta"], sent[0]["content"]["state"]
    assert (delta["from"], delta["to"]) == (v, v + 1) == (v, table.tree["v"])
    assert set(state) <= {"message"}
    assert dumps(patch(before, delta["tree"])) == table.tree_json
    assert patch(lines, delta["log"]) == table.log
    whole, log = len(table.tree_json.encode()), size(table.log)
    assert size(delta["tree"]) < whole / 2 and size(delta["log"]) < log / 2
    assert size(sent[0]["content"]) < (whole + log) / 3


def test_a_patch_not_cheaper_goes_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """A language switch changes every text of the picture: ipywidgets' own update, the
    whole tree; with ``patch_at_most = 0`` every change goes whole, and the page follows
    either way."""
    table = Table(cardlab.new_game("notice", players=4, seed=3), bot_delay=0, lang="en")
    page = connect(table, monkeypatch)
    before = json.loads(table.tree_json)
    table.lang = "ja"
    page.matches(table)
    assert page.wholes == 1 and not page.deltas
    assert size(diff(before, json.loads(table.tree_json))) >= len(table.tree_json.encode()) / 2
    table.patch_at_most = 0.0
    send(table, {"act": table.view["legal"][0]})
    page.matches(table)
    assert page.wholes == 2 and not page.deltas


def test_a_reloaded_page_gets_the_whole_picture_and_patches_go_on_from_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A page that opens later (or reloads) gets the traits' values: the whole current
    picture; ipywidgets' request_state sends it whole too; the next click's patch starts
    from it."""
    table = Table(cardlab.new_game("skull_collector", seed=3), bot_delay=0, lang="en")
    first = connect(table, monkeypatch)
    for _ in range(4):
        send(table, {"act": table.view["legal"][0]})
    second = Page(table.get_state())  # a page that opened now
    second.matches(table)
    reader = [first, second]
    monkeypatch.setattr(table, "_send",
                        lambda msg, buffers=None: [p.receive(msg) for p in reader])
    table._handle_msg({"content": {"data": {"method": "request_state"}}, "buffers": []})
    assert second.wholes == 1  # the request's answer: whole, the same version
    send(table, {"act": table.view["legal"][0]})
    for page in reader:
        page.matches(table)
        assert page.deltas and not page.asked


def test_a_page_that_missed_a_patch_asks_for_the_whole_picture(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A patch that does not start from the page's version is not applied: the page
    asks (``{"resync": v}``) and the kernel sends every trait of the page whole (not the
    widget's module); a resync when nothing changed is whole too, never a patch."""
    table = Table(cardlab.new_game("trumps", seed=7), bot_delay=0, lang="en")
    page = connect(table, monkeypatch)
    monkeypatch.setattr(table, "_send", lambda msg, buffers=None: None)  # lost
    send(table, {"act": table.view["legal"][0]})
    sent: list[dict[str, Any]] = []
    monkeypatch.setattr(table, "_send",
                        lambda msg, buffers=None: (sent.append(msg), page.receive(msg)))
    send(table, {"act": table.view["legal"][0]})
    assert page.asked == [{"resync": page.v}] and page.v < table.tree["v"]
    sent.clear()
    send(table, page.asked[0])
    assert [m["method"] for m in sent] == ["update"]
    assert {"tree_json", "log", "message", "seat", "deal_id"} <= set(sent[0]["state"])
    assert "_esm" not in sent[0]["state"] and "_css" not in sent[0]["state"]
    page.matches(table)
    sent.clear()
    send(table, {"resync": None})  # nothing changed since: whole again
    assert [m["method"] for m in sent] == ["update"] and "tree_json" in sent[0]["state"]


@pytest.mark.parametrize("content", [{"resync": "3"}, {"resync": True}, {"resync": 1.5},
                                     {"resync": 2, "act": "pass"}])
def test_a_bad_resync_is_one_sentence_and_changes_nothing(content: dict[str, Any]) -> None:
    table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0, lang="en")
    before, tree = table.game.to_record(), table.tree_json
    send(table, content)
    assert table.game.to_record() == before and table.tree_json == tree
    assert table.message["kind"] == "error"
    assert table.message["text"].startswith("ignored a message from the page")


def test_the_version_counts_every_change_of_the_picture_and_only_those() -> None:
    """``rev`` counts the game's moves; ``v`` every change of the tree or the log (a
    language switch too), and nothing else."""
    table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0, lang="en")
    rev, v = table.tree["rev"], table.tree["v"]
    table.lang = "ja"
    assert table.tree["rev"] == rev and table.tree["v"] == v + 1
    table.four_colour = True  # drawn by the page alone: the picture is the same
    table._refresh()
    assert table.tree["v"] == v + 1
    assert table.act(table.view["legal"][0])
    assert table.tree["rev"] == rev + 1 and table.tree["v"] == v + 2


# ------------------------------------------------------------- the patches themselves

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["a", "b", "ä", ""]),
    lambda inner: st.lists(inner, max_size=5)
    | st.dictionaries(st.sampled_from(["k", "x", "0", "card", "items"]), inner, max_size=4),
    max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(old=JSON_VALUES, new=JSON_VALUES)
def test_a_patch_makes_the_old_value_the_new_one_exactly(old: Any, new: Any) -> None:
    """Any two JSON values: the patch gives the new one, printed the same (keys in their
    order, ``true`` never ``1``), and leaves the old one as it was."""
    kept = dumps(old)
    assert dumps(patch(old, diff(old, new))) == dumps(new)
    assert dumps(old) == kept
    if isinstance(old, list) and isinstance(new, list):
        assert patch(old, log_diff(old, new)) == new


def test_a_log_at_its_limit_drops_its_first_lines_in_the_patch() -> None:
    old = [f"line {i}" for i in range(400)]
    new = [*old[2:], "line 400", "line 401"]
    ops = log_diff(old, new)
    assert ops == [["l", [], 0, 2, []], ["l", [], 398, 0, ["line 400", "line 401"]]]
    assert patch(old, ops) == new


@pytest.mark.parametrize("ops", [
    [["x", []]], [["s", "head"]], [["d", ["nope"]]], [["s", ["a", 5], 1]],
    [["l", ["a"], 2, 5, []]], [["l", ["b"], 0, 0, []]], [["o", [], ["a"]]], ["s"],
])
def test_a_patch_that_does_not_fit_raises(ops: list[Any]) -> None:
    value = {"a": [1, 2, 3], "b": {"c": 1}}
    with pytest.raises(ValueError, match=r"^patch: "):
        patch(value, ops)
    assert value == {"a": [1, 2, 3], "b": {"c": 1}}
