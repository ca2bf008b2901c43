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
from tests.views import MYSTERY_VIEW

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
    return {**to_json(build(view, "en", ACTIONS, KINDS)), "log_label": "log"}


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
