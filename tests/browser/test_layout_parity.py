"""Both renderers print the same tree: the static picture (cardlab.render) and the live
table (widgets/table.js in chromium) show the same pieces for every game at several points.

For each game at its start, mid-play and its end, from seat 0 and in teacher mode, in
English and Japanese, one tree is built in Python; the page prints it with table.js and
also holds render.py's HTML of it. Both must show the same cards (``data-card`` in
order), the same seats (``data-seat``), the same counters, the same outcome, and every
text of the tree.
"""

from __future__ import annotations

import html
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

import cardlab
from cardlab.assets import asset, module_url
from cardlab.core import GAMES
from cardlab.layout import build, to_json
from cardlab.render import tree_html
from tests.browser.test_table_js import HARNESS

pytestmark = pytest.mark.browser

EXTRACT = """
(sel) => {
  const root = document.querySelector(sel);
  const norm = (s) => s.replace(/\\s+/g, ' ').trim();
  return {
    cards: [...root.querySelectorAll('[data-card]')].map((e) => e.dataset.card),
    seats: [...root.querySelectorAll('[data-seat]')].map((e) => +e.dataset.seat),
    counters: [...root.querySelectorAll('.cl-counter')].map((e) => norm(e.textContent)),
    outcome: root.querySelector('[data-outcome]')?.dataset.outcome ?? null,
    text: norm(root.textContent) + ' ' +
      [...root.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')).join(' '),
  };
}
"""


def positions(name: str) -> Iterator[tuple[str, cardlab.Game]]:
    """The game at its start, half way, and at its end (seeded random legal actions)."""
    g = cardlab.new_game(name, seed=5)
    rng = random.Random(5)
    seen = [g.copy()]
    while not g.is_over:
        s = g.to_move[0]
        g.play(rng.choice(g.legal_actions(s)), seat=s)
        seen.append(g.copy())
    yield "start", seen[0]
    yield "mid", seen[len(seen) // 2]
    yield "over", seen[-1]


def texts(tree: Any) -> set[str]:
    """Every word a tree shows (card names are compared through data-card)."""
    out: set[str] = set()

    def walk(x: Any, key: str = "") -> None:
        if isinstance(x, dict):
            for k, v in x.items():
                walk(v, k)
        elif isinstance(x, list):
            for v in x:
                walk(v, key)
        elif isinstance(x, str) and key in ("text", "value", "title", "name", "phase", "turn",
                                             "head", "rows", "scores", "label") and x.strip():
            out.add(" ".join(x.split()))

    walk(tree)
    return out


@pytest.fixture(scope="module")
def page(browser_context: Any) -> Iterator[Any]:
    js = module_url("table.js")
    state = {"tree_json": "{}", "log": [], "message": {"text": "", "kind": "info"},
             "four_colour": False, "deal_id": 1, "show_log": False}
    p = browser_context.new_page()
    errors: list[str] = []
    p.on("pageerror", lambda e: errors.append(str(e)))
    p.set_content(HARNESS % {"css": asset("table.css").read_text(), "js": js,
                             "state": json.dumps(state)})
    p.wait_for_selector(".cardlab-table[data-version='1']")
    p.evaluate("document.body.insertAdjacentHTML('beforeend', '<div id=static></div>')")
    yield p
    assert not errors, errors
    p.close()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_both_renderers_show_the_same_pieces(page: Any, name: str) -> None:
    checked = 0
    for point, g in positions(name):
        for teacher in (False, True):
            for lang in ("en", "ja"):
                tree = build(g.view(0, reveal=teacher), lang, teacher=teacher)
                data = to_json(tree)
                version = int(page.get_attribute(".cardlab-table", "data-version"))
                page.evaluate("""([t, h]) => {
                    document.getElementById('static').innerHTML = h;
                    model.set_and_fire('tree_json', JSON.stringify(t)); }""",
                              [data, tree_html(tree)])
                page.wait_for_selector(f".cardlab-table[data-version='{version + 1}']")
                live = page.evaluate(EXTRACT, ".cardlab-table")
                static = page.evaluate(EXTRACT, "#static")
                where = (name, point, teacher, lang)
                assert live["cards"] == static["cards"], where
                assert live["seats"] == static["seats"] == [s.seat for s in tree.others] + (
                    [tree.me.seat] if tree.me else []), where
                assert live["counters"] == static["counters"], where
                assert live["outcome"] == static["outcome"], where
                assert (point == "over") == (live["outcome"] is not None), where
                for word in texts(data):
                    assert word in live["text"], (where, word)
                    assert word in html.unescape(static["text"]), (where, word)
                hand = g.view(0, reveal=teacher)["seats"][0]["hand"]
                aside = json.dumps(data.get("side", [])).count('"kind": "card"')
                cards = live["cards"][:len(live["cards"]) - aside]  # the side comes last
                assert cards[-len(hand):] == hand or not hand, where
                checked += 1
    assert checked == 12
