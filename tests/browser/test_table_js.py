"""widgets/table.js alone in chromium, with a stand-in model: any view draws readably.

No kernel here: the page holds the module's source and a small object with anywidget's
model methods (get, on, off, send), so the test can feed views of games the widget has
never seen and watch what it draws and sends.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from cardlab.assets import asset, module_url
from cardlab.layout import build, to_json
from tests.support.views import MYSTERY_LAYOUT, MYSTERY_VIEW

pytestmark = pytest.mark.browser

MYSTERY = MYSTERY_VIEW
KINDS = ["human", "bot", "bot"]
ACTIONS = [{"act": "10H", "label": "play ♥10", "card": "10H", "zone": "hand"},
           {"act": "pass", "label": "pass", "card": None, "zone": None}]

HARNESS = """
<!doctype html><meta charset="utf-8"><style>%(css)s</style><div id="host"></div>
<script type="module">
import table from "%(js)s";
const render = table.render;
const state = %(state)s;
const handlers = {};
window.sent = [];
window.model = {
  get: (k) => state[k],
  on: (ev, fn) => { (handlers[ev] = handlers[ev] || []).push(fn); },
  off: (ev, fn) => { handlers[ev] = (handlers[ev] || []).filter((f) => f !== fn); },
  send: (msg) => window.sent.push(msg),
  set_and_fire: (k, v) => { state[k] = v; (handlers['change:' + k] || []).forEach((f) => f()); },
};
window.cleanup = render({ model: window.model, el: document.getElementById('host') });
</script>
"""


def tree(view: dict[str, Any]) -> dict[str, Any]:
    """The tree Table syncs for ``view`` (seat 0 human, two bots)."""
    return {**to_json(build(view, "en", ACTIONS, KINDS, layout=MYSTERY_LAYOUT)), "log_label": "log"}


@pytest.fixture
def page(browser_context: Any) -> Iterator[Any]:
    js = module_url("table.js")
    state = {"tree_json": json.dumps(tree(MYSTERY)), "log": ["seat 2 plays ♦J"],
             "message": {"text": "", "kind": "info", "id": 0}, "four_colour": False,
             "teacher": False, "seat": 0, "deal_id": 1, "show_log": True, "lang": "en"}
    p = browser_context.new_page()
    errors: list[str] = []
    p.on("pageerror", lambda e: errors.append(str(e)))
    p.set_content(HARNESS % {"css": asset("table.css").read_text(), "js": js,
                             # "</" inside the inlined JSON must not end the harness's script
                             "state": json.dumps(state).replace("</", "<\\/")})
    p.wait_for_selector(".cardlab-table[data-version='1']")
    yield p
    assert not errors, errors
    p.close()


def test_unknown_zones_draw_readably(page: Any) -> None:
    text = page.inner_text(".cardlab-table")
    for word in ("score cards", "lives", "members", "captured", "notes", "prediction", "stock",
                 "trump", "fields", "pile", "deep", "<b>odd</b>", "your turn"):
        assert word in text, word
    labels = page.eval_on_selector_all("[aria-label]", "els => els.map(e => e.ariaLabel)")
    for name in ("ace of spades", "two of clubs", "five of spades", "jack of diamonds",
                 "5 cards face down"):
        assert any(name in label for label in labels), name
    assert any(label.startswith("two of diamonds (seat 1)") for label in labels)
    assert page.query_selector("img") is None  # text from a view is never HTML
    assert "<img" in text
    assert "<script>x</script>" in text and page.query_selector("#host script") is None


def test_legal_actions_click_keyboard_and_illegal_click(page: Any) -> None:
    acts = page.eval_on_selector_all("[data-action]", "els => els.map(e => e.dataset.action)")
    assert acts == ["10H", "pass"]
    page.click(".cl-hand [data-action='10H']")
    page.click(".cl-hand [data-try='AS']")  # not legal: sent anyway, Python says why
    page.focus(".cardlab-table")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    sent = page.evaluate("window.sent")
    assert [{k: m[k] for k in m if k not in ("rev", "n", "view")} for m in sent] == [
        {"act": "10H"}, {"act": "AS"}, {"act": "pass"}]
    assert [m["n"] for m in sent] == [1, 2, 3]  # numbered, each with the picture's revision
    assert {m["rev"] for m in sent} == {0} and len({m["view"] for m in sent}) == 1


def test_redraw_on_change_version_outcome_and_cleanup(page: Any) -> None:
    over = {**MYSTERY, "to_move": [], "legal": [],
            "outcome": {"scores": [1, 0, 0], "winners": [0], "reason": {}, "details": {}}}
    page.evaluate("""(t) => { model.set_and_fire('tree_json', JSON.stringify(t));
                              model.set_and_fire('message', {text: 'over', kind: 'info'}); }""",
                  tree(over))
    page.wait_for_selector("[data-outcome='win']")
    assert page.get_attribute(".cardlab-table", "data-version") == "2"  # one redraw for both
    assert "seat 0 1" in page.inner_text("[data-outcome]")
    page.evaluate("model.set_and_fire('four_colour', true)")
    page.wait_for_selector(".cardlab-table.cl-four[data-version='3']")
    page.evaluate("window.cleanup()")
    assert page.query_selector(".cardlab-table") is None


def test_a_focused_card_keeps_its_focus_and_element_across_a_bots_move(page: Any) -> None:
    """Trumps' start (every seat chooses at once): seat 0 points at and focuses one of its
    cards; a bot's start redraws the table; the same element is still there, focused and
    under the pointer, and nothing in seat 0's hand was touched (only the bot's part)."""
    import cardlab
    from cardlab.ui import Table

    table = Table(cardlab.new_game("trumps", seed=7), seat=0, bots=(1, 2), auto=False,
                  bot_delay=0, lang="en")
    before = table.tree_json
    assert table.step()  # one bot chooses its start card: seat 0 may still choose
    after = table.tree_json
    assert json.loads(before)["rev"] + 1 == json.loads(after)["rev"]
    page.evaluate("(t) => model.set_and_fire('tree_json', t)", before)
    card = ".cl-me [data-action='start 5']"
    page.wait_for_selector(card)
    page.hover(card)
    page.focus(card)
    version = int(page.get_attribute(".cardlab-table", "data-version"))
    touched = page.evaluate("""([sel, t]) => {
        window.kept = document.querySelector(sel);
        const seen = [];
        const watch = new MutationObserver((records) => seen.push(...records));
        watch.observe(document.querySelector('.cardlab-table'),
                      {subtree: true, childList: true, attributes: true, characterData: true});
        model.set_and_fire('tree_json', t);
        return new Promise((done) => queueMicrotask(() => queueMicrotask(() => {
          watch.disconnect();
          const inHand = seen.filter((r) => r.target.closest?.('.cl-me') ||
                                             r.target.parentElement?.closest('.cl-me'));
          done([seen.length, inHand.length]);
        })));
    }""", [card, after])
    page.wait_for_selector(f".cardlab-table[data-version='{version + 1}'][data-rev]")
    assert page.evaluate("(sel) => document.querySelector(sel) === window.kept", card)
    assert page.evaluate("() => document.activeElement === window.kept && window.kept.isConnected")
    assert page.evaluate("() => window.kept.matches(':hover')")
    assert page.get_attribute(".cardlab-table", "data-rev") == str(json.loads(after)["rev"])
    assert touched[0] > 0 and touched[1] == 0, touched  # the bot's part changed, the hand not
    page.keyboard.press("Enter")
    assert page.evaluate("window.sent.at(-1).act") == "start 5"
    assert page.evaluate("window.sent.at(-1).rev") == json.loads(after)["rev"]


def test_a_new_picture_is_applied_in_place_never_rebuilt(page: Any) -> None:
    """After a move, the cards still on the table are the same elements (moved or changed
    in place); a card that left is gone; the table's root and slots are never replaced."""
    import cardlab
    from cardlab.ui import Table

    table = Table(cardlab.new_game("notice", seed=3, players=4), seat=0, bots=(1, 2, 3),
                  auto=False, bot_delay=0, lang="en")
    while not any(a["zone"] == "hand" for a in table.actions):  # on to the first trick
        assert table.act(table.view["legal"][0]) if table.actions else table.step()
    page.evaluate("(t) => model.set_and_fire('tree_json', t)", table.tree_json)
    page.wait_for_selector(".cl-me [data-card]")
    cards = page.evaluate("""() => { window.els = new Map([...document.querySelectorAll(
        '.cl-me [data-card]')].map((e) => [e.dataset.card, e]));
        return [...window.els.keys()]; }""")
    played = next(a["card"] for a in table.actions if a["zone"] == "hand")
    assert table.act(played)
    version = int(page.get_attribute(".cardlab-table", "data-version"))
    page.evaluate("(t) => model.set_and_fire('tree_json', t)", table.tree_json)
    page.wait_for_selector(f".cardlab-table[data-version='{version + 1}']")
    still = page.evaluate("""() => [...document.querySelectorAll('.cl-me [data-card]')]
        .map((e) => [e.dataset.card, window.els.get(e.dataset.card) === e])""")
    assert [c for c, _ in still] == [c for c in cards if c != played]
    assert all(same for _, same in still), still


def test_a_tap_that_spans_a_bots_move_still_clicks_its_card(page: Any) -> None:
    """Pointer down on a card of seat 0's hand while a bot is to move; the bot's move
    redraws the hand (its cards become playable); pointer up: the click still lands
    (down and up on the same element), sent with the new picture's revision."""
    import cardlab
    from cardlab.ui import Table

    table = Table(cardlab.new_game("notice", seed=3, players=4), seat=0, bots=(1, 2, 3),
                  auto=False, bot_delay=0, lang="en")
    while True:  # to a trick where a bot moves just before seat 0
        if table.actions:
            assert table.act(table.actions[0]["act"])
            continue
        before = table.tree_json
        assert table.step()
        if any(a["zone"] == "hand" for a in table.actions):
            break
    after = json.loads(table.tree_json)
    assert json.loads(before)["me"] != after["me"]  # the hand is redrawn by the move
    card = next(a["card"] for a in table.actions if a["zone"] == "hand")
    sel = f".cl-me [data-card='{card}']"
    boxes = []  # where the card is in both pictures: the pointer rests where they overlap
    for tree in (json.dumps(after), before):
        page.evaluate("(t) => model.set_and_fire('tree_json', t)", tree)
        page.wait_for_function("(t) => document.querySelector('.cardlab-table').dataset.rev"
                               " === String(JSON.parse(t).rev)", arg=tree)
        boxes.append(page.locator(sel).bounding_box())
    x = (max(b["x"] for b in boxes) + min(b["x"] + b["width"] for b in boxes)) / 2
    y = (max(b["y"] for b in boxes) + min(b["y"] + b["height"] for b in boxes)) / 2
    assert page.evaluate("([x, y, s]) => document.elementFromPoint(x, y).closest(s) !== null",
                         [x, y, sel])
    page.mouse.move(x, y)
    page.mouse.down()
    sent = len(page.evaluate("window.sent"))
    version = int(page.get_attribute(".cardlab-table", "data-version"))
    page.evaluate("(t) => model.set_and_fire('tree_json', t)", json.dumps(after))
    page.wait_for_selector(f".cardlab-table[data-version='{version + 1}'] {sel}[data-action]")
    page.mouse.up()
    out = page.evaluate("window.sent")
    assert len(out) == sent + 1 and out[-1]["act"] == card and out[-1]["rev"] == after["rev"]
