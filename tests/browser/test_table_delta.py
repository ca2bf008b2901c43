"""The table's patches in chromium: widgets/table.js against a real kernel-side Table.

The page holds the module and a stand-in model with anywidget's model methods (get, set,
on, off, send); the test carries the messages both ways: the page's intents to the
Table (``_handle_msg``), the Table's comm messages (ipywidgets' updates, the patch
messages) to the page. The module's ``initialize`` runs once for the model and two views
draw it (a notebook that shows one table twice): after a run of clicks and bot moves the
model holds exactly the kernel's picture, every patch was applied once, both views show
it; a patch from another version is dropped or makes the page ask for the whole picture.
The last test runs it over a real comm: Voilà, one table shown twice in a notebook.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

import cardlab
from cardlab.assets import asset, module_url
from cardlab.ui import Table

pytestmark = pytest.mark.browser

HARNESS = """
<!doctype html><meta charset="utf-8"><style>%(css)s</style>
<div id="one"></div><div id="two"></div>
<script type="module">
import table from "%(js)s";
const state = %(state)s;
const handlers = {};
const fire = (ev, ...args) => (handlers[ev] || []).slice().forEach((f) => f(...args));
window.sent = [];
window.sets = 0;  // model.set calls from the page's own code (the patches)
function change(values) {
  const same = (k) => JSON.stringify(state[k]) === JSON.stringify(values[k]);
  const changed = Object.keys(values).filter((k) => !same(k));
  for (const k of changed) state[k] = values[k];
  for (const k of changed) fire('change:' + k);
}
window.model = {
  get: (k) => state[k],
  set: (values) => { window.sets += 1; change(values); },
  on: (ev, fn) => { (handlers[ev] = handlers[ev] || []).push(fn); },
  off: (ev, fn) => { handlers[ev] = (handlers[ev] || []).filter((f) => f !== fn); },
  send: (msg) => window.sent.push(msg),
  save_changes: () => { throw new Error('the table never writes its traits'); },
};
// a message of the kernel's comm, as ipywidgets delivers it
window.deliver = (msg) => {
  if (msg.method === 'update') change(msg.state);
  else if (msg.method === 'custom') fire('msg:custom', msg.content, []);
};
table.initialize({ model: window.model });
table.render({ model: window.model, el: document.getElementById('one') });
table.render({ model: window.model, el: document.getElementById('two') });
</script>
"""

PAGE_TRAITS = ("tree_json", "log", "message", "four_colour", "deal_id", "show_log", "seat",
               "teacher", "lang", "coach_progress")


class Wire:
    """The comm between a Table and the page: the Table's messages, kept until carried."""

    def __init__(self, table: Table, page: Any) -> None:
        self.table, self.page, self.out = table, page, []
        table._send = lambda msg, buffers=None: self.out.append(msg)  # type: ignore

    def carry(self) -> list[dict[str, Any]]:
        """The Table's messages to the page, in order; the page's new messages to the
        Table (its intents, a resync), handled; until neither side has more."""
        carried = []
        while True:
            out, self.out = self.out, []
            for msg in out:
                self.page.evaluate("(m) => deliver(m)", msg)
            carried += out
            sent = self.page.evaluate("window.sent.splice(0)")
            for content in sent:
                self.table._handle_msg({"content": {"data": {"method": "custom",
                                                             "content": content}},
                                        "buffers": []})
            if not out and not sent:
                return carried


def picture(page: Any) -> dict[str, Any]:
    return page.evaluate("() => ({tree: JSON.parse(model.get('tree_json')), log: "
                         "model.get('log'), v: [...document.querySelectorAll("
                         "'.cardlab-table')].map((r) => r.dataset.v), html: [...document."
                         "querySelectorAll('.cardlab-table')].map((r) => r.innerHTML)})")


def same_as_kernel(page: Any, table: Table) -> None:
    """The page's model holds the kernel's picture; both views show it, alike."""
    page.wait_for_function("(v) => [...document.querySelectorAll('.cardlab-table')]"
                           ".every((r) => r.dataset.v === v)", arg=str(table.tree["v"]))
    got = picture(page)
    assert got["tree"] == table.tree and got["log"] == table.log
    assert json.dumps(got["tree"], ensure_ascii=False, separators=(",", ":")) == table.tree_json
    assert got["html"][0] == got["html"][1]


@pytest.fixture
def page(browser_context: Any) -> Iterator[Any]:
    p = browser_context.new_page()
    errors: list[str] = []
    p.on("pageerror", lambda e: errors.append(str(e)))
    yield p
    assert not errors, errors
    p.close()


def open_table(page: Any, table: Table) -> Wire:
    """The page opened on ``table`` now (its whole state), wired to it."""
    state = {k: v for k, v in table.get_state().items() if k in PAGE_TRAITS}
    page.set_content(HARNESS % {"css": asset("table.css").read_text(),
                                "js": module_url("table.js"),
                                "state": json.dumps(state).replace("</", "<\\/")})
    page.wait_for_selector("#two .cardlab-table[data-version='1']")
    return Wire(table, page)


def test_two_views_show_the_kernels_picture_after_clicks_and_bot_moves(page: Any) -> None:
    """Notice, seat 0 against three bots stepped one by one: clicks on the page's cards
    and buttons and bot moves; each patch is applied once (one model.set for both views),
    and the model's picture is the kernel's after every message."""
    table = Table(cardlab.new_game("notice", players=4, seed=3), seat=0, bots=(1, 2, 3),
                  auto=False, bot_delay=0, lang="en")
    wire = open_table(page, table)
    patches = 0
    for _ in range(40):
        if table.game.is_over:
            break
        if table.actions:  # the learner's turn: a click on the first view
            page.click("#one [data-action]")
        else:
            assert table.step()
        carried = wire.carry()
        patches += sum("delta" in m.get("content", {}) for m in carried)
        same_as_kernel(page, table)
        assert page.evaluate("window.sets") == patches  # once per model, not per view
    assert patches >= 30
    table.lang = "ja"  # the whole picture (not cheaper as a patch), then patches again
    carried = wire.carry()
    assert {m["method"] for m in carried} == {"update"} and "tree_json" in carried[-1]["state"]
    same_as_kernel(page, table)
    assert table.undo() and table.redo()
    wire.carry()
    same_as_kernel(page, table)


def test_a_patch_from_another_version_is_dropped_or_asks_for_the_whole_picture(
        page: Any) -> None:
    """A patch the page has (a copy) is dropped; one after a lost message makes the page
    ask {resync: v} once and draw nothing wrong; the kernel's whole answer puts the
    kernel's picture there; a patch that does not fit the model asks too."""
    table = Table(cardlab.new_game("comrade", players=3, seed=7), bots=(), bot_delay=0,
                  lang="en")
    wire = open_table(page, table)
    assert table.act("take 4S")
    old = wire.out[:]
    assert ["delta" in m["content"] for m in old] == [True]
    wire.carry()
    same_as_kernel(page, table)
    for msg in old:  # the same patch again: the model is already at its version
        page.evaluate("(m) => deliver(m)", msg)
    assert page.evaluate("window.sent") == []
    same_as_kernel(page, table)

    v = table.tree["v"]
    assert table.act("take 4H")
    wire.out.clear()  # lost
    assert table.act("take 4D")
    version = page.get_attribute("#one .cardlab-table", "data-version")
    for msg in wire.out:
        page.evaluate("(m) => deliver(m)", msg)
        page.evaluate("(m) => deliver(m)", msg)  # twice: asked once
    wire.out.clear()
    assert page.evaluate("window.sent") == [{"resync": v}]
    assert page.get_attribute("#one .cardlab-table", "data-version") == version  # unchanged
    assert page.get_attribute("#one .cardlab-table", "data-v") == str(v)
    carried = wire.carry()  # the resync reaches the kernel: every page trait whole
    assert [m["method"] for m in carried] == ["update"]
    same_as_kernel(page, table)

    bad = {"method": "custom", "content": {
        "delta": {"from": table.tree["v"], "to": table.tree["v"] + 1,
                  "tree": [["d", ["no such key"]]]}, "state": {}}}
    page.evaluate("(m) => deliver(m)", bad)
    assert page.evaluate("window.sent") == [{"resync": table.tree["v"]}]
    wire.carry()
    same_as_kernel(page, table)


# ----------------------------------------------------------------- over a real comm

WS_DELTAS = """
(() => {
  const W = window.WebSocket;
  window.__deltas = 0;  // the websocket messages that carried a patch
  const text = new TextDecoder();
  window.WebSocket = class extends W {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        const d = typeof e.data === 'string' ? e.data
          : e.data instanceof ArrayBuffer ? text.decode(e.data) : '';
        if (d.includes('"delta"') && d.includes('"from"')) window.__deltas += 1;
      });
    }
  };
})();
"""

# every view's model holds the kernel's picture (the hidden box's), and shows its version
SAME = """
() => {
  const box = document.querySelector('.cardlab-test-mirror textarea');
  const roots = [...document.querySelectorAll('.cardlab-table')];
  if (!box || !box.value || roots.length !== 2) return false;
  const kernel = JSON.parse(box.value);
  const want = JSON.stringify(JSON.parse(kernel.tree_json));
  return roots.every((r) => {
    const got = r.cardlabPicture();
    return JSON.stringify(JSON.parse(got.tree_json)) === want &&
      JSON.stringify(got.log) === JSON.stringify(kernel.log) &&
      r.dataset.v === String(JSON.parse(want).v);
  });
}
"""


def test_a_table_shown_twice_in_voila_holds_the_kernels_picture(
        voila: Any, browser_context: Any) -> None:
    """Notice in Voilà, the table displayed twice, bots 0.05 s apart: clicks on the first
    view while the bots move; patches crossed the websocket, and both views' model holds
    exactly the kernel's tree_json and log (a hidden box of the notebook's shows them)
    and both draw the same table."""
    page = browser_context.new_page()
    page.add_init_script(WS_DELTAS)
    page.goto(voila.notebook_url("table_twice.ipynb"), wait_until="domcontentloaded")
    page.wait_for_function("document.querySelectorAll('.cardlab-table[data-version]')"
                           ".length === 2", timeout=90_000)
    first = page.locator(".cardlab-table").first
    clicks = 0
    while clicks < 20:
        page.wait_for_function("""() => { const r = document.querySelector('.cardlab-table');
            return r.classList.contains('cl-myturn') || !!r.querySelector('[data-outcome]'); }""",
                               timeout=60_000)
        if page.query_selector(".cardlab-table [data-outcome]"):
            break
        answered = int(first.get_attribute("data-answered"))
        first.locator("[data-action]").first.click()
        clicks += 1
        page.wait_for_function("(n) => +document.querySelector('.cardlab-table')"
                               ".dataset.answered > n", arg=answered, timeout=60_000)
    page.wait_for_function(SAME, timeout=60_000)
    assert clicks >= 5
    assert page.evaluate("window.__deltas") >= clicks
    texts = page.eval_on_selector_all(".cardlab-table .cl-grid",
                                      "els => els.map((e) => e.innerText)")
    assert len(texts) == 2 and texts[0] == texts[1]
    page.close()
