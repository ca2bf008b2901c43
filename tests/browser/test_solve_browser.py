"""Was it winnable? in a real browser: a lost Comrade deal on a Voilà page, the button,
the verdict on the message line, one step of the winning line, and no hidden card on
the page (the learner's seat, not teacher mode)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import cardlab
from cardlab.core import Game
from tests.games.test_solve import FIRST_LEAD

pytestmark = pytest.mark.browser

TABLE = ".cardlab-table"


def replayed(extra: list[str]) -> Game:
    """The game the page shows after the turning point's rewind and ``extra`` plays."""
    g = cardlab.new_game("comrade", players=3, seed=2, deck=FIRST_LEAD["deck"].split())
    for text in FIRST_LEAD["actions"].split():
        g.play(text.replace("+", " "))
    for text in extra:
        g.play(text)
    return g


@pytest.fixture(scope="module")
def page(voila: Any, browser_context: Any) -> Iterator[Any]:
    """The notebook's page with the lost deal."""
    p = browser_context.new_page()
    p.goto(voila.notebook_url("solve_comrade.ipynb"), wait_until="domcontentloaded")
    try:
        p.wait_for_selector(f"{TABLE}[data-version] [data-outcome]", timeout=90_000)
    except Exception:
        pytest.fail(f"the table never appeared; Voilà said:\n{voila.log_text()}")
    yield p
    p.close()


def click_and_wait(page: Any, selector: str) -> None:
    """Click and wait until the table has redrawn."""
    v = int(page.get_attribute(TABLE, "data-version"))
    page.click(selector)
    page.wait_for_function(
        "(v) => +document.querySelector('.cardlab-table').dataset.version > v",
        arg=v, timeout=60_000)


def assert_no_hidden_card(page: Any, g: Game) -> None:
    """No card of seats 1 and 2's hands is drawn, named or written on the page."""
    drawn = set(page.eval_on_selector_all(
        f"{TABLE} [data-card]", "els => els.map(e => e.dataset.card)"))
    text = page.inner_text(TABLE)
    for seat in (1, 2):
        for c in g.hands[seat]:
            assert c.text not in drawn, c.text
            assert c.symbol not in text, c.symbol


def test_lost_deal_verdict_and_a_step_of_the_winning_line(page: Any) -> None:
    assert page.get_attribute(f"{TABLE} [data-outcome]", "data-outcome") == "loss"
    page.click(".cardlab-ctl-more")  # the button sits with the other controls behind "more"
    button = page.wait_for_selector(".cardlab-ctl-solve:not([disabled])", state="visible",
                                    timeout=30_000)
    assert button.inner_text() == "Was it winnable?"
    click_and_wait(page, ".cardlab-ctl-solve")
    page.wait_for_function(
        "() => document.querySelector('.cardlab-table .cl-message').innerText"
        ".includes('winnable until trick 9')", timeout=60_000)
    message = page.inner_text(f"{TABLE} .cl-message")
    assert "seat 0 played ♠7" in message and "♦10 would have kept it winnable" in message
    assert not page.query_selector(f"{TABLE} [data-outcome]")  # back in the deal
    assert_no_hidden_card(page, replayed([]))
    click_and_wait(page, ".cardlab-ctl-redo")  # one step of the line: seat 0 leads ♦10
    page.wait_for_selector(f"{TABLE} .cl-center [data-card='10D']", timeout=30_000)
    assert_no_hidden_card(page, replayed(["10D"]))
