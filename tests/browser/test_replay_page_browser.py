"""The standalone replay page in chromium, opened from a file with the network cut off:
no request leaves the file, and the whole game steps by keys, buttons, slider and jumps."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import cardlab
from cardlab.bots import bot_for
from cardlab.replay_page import page_data, save_replay_html
from cardlab.session import play_out

pytestmark = pytest.mark.browser

# what the page shows now: its step, the table's redraw count, the log and this step's lines
STATE = """() => ({
  step: +document.body.dataset.step,
  version: +document.querySelector('.cardlab-table').dataset.version,
  log: [...document.querySelectorAll('.cl-log-lines li')].map((li) => li.textContent),
  said: [...document.querySelectorAll('.clr-lines li')].map((li) => li.textContent),
  fresh: document.querySelectorAll('.cl-log-lines li.clr-new').length,
  outcome: !!document.querySelector('[data-outcome]'),
  disabled: [...document.querySelectorAll('[data-go]')].filter((b) => b.disabled)
    .map((b) => b.dataset.go),
})"""


@pytest.fixture(scope="module")
def game() -> cardlab.Game:
    """A whole 3-player Comrade match (three deals) played by cardlab's bots."""
    g = cardlab.new_game("comrade", players=3, seed=4, match=True)
    return play_out(g, {s: bot_for("comrade", 40 + s) for s in range(3)})


class Opened:
    """A replay page opened from its file, every request routed: the file itself goes
    through, anything else is aborted and kept in ``requests``."""

    def __init__(self, context: Any, path: Path, hash_: str = "") -> None:
        self.url = path.resolve().as_uri()
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.page = page = context.new_page()
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("request", lambda r: self.requests.append(r.url))
        page.route("**/*", self._route)
        page.goto(self.url + hash_)
        page.wait_for_selector("body[data-ready='1']", timeout=30_000)

    def _route(self, route: Any) -> None:
        if route.request.url.split("#")[0] == self.url:
            route.continue_()
        else:
            route.abort()

    def state(self) -> dict[str, Any]:
        return dict(self.page.evaluate(STATE))

    def close(self) -> None:
        self.page.close()


@pytest.fixture
def opened(browser_context: Any, game: cardlab.Game, tmp_path: Path) -> Iterator[Opened]:
    path = save_replay_html(game.to_record(), tmp_path / "comrade.html", lang="en", seat=0)
    o = Opened(browser_context, path)
    yield o
    o.close()


def expected(data: dict[str, Any], i: int) -> tuple[list[str], list[str]]:
    """The log lines step ``i`` shows and the lines it adds."""
    steps, lines = data["steps"], data["lines"]
    start = steps[i - 1]["log"] if i else 0
    return lines[: steps[i]["log"]][-400:], lines[start: steps[i]["log"]]


def test_whole_game_by_keys_and_buttons_offline(opened: Opened, game: cardlab.Game,
                                                tmp_path: Path) -> None:
    """→ to the end, one step at a time, then "back" to the start: every step redraws the
    table with its log and this step's lines; no request leaves the file."""
    data = page_data((tmp_path / "comrade.html").read_text(encoding="utf-8"))
    total = len(game.history)
    s = opened.state()
    assert s["step"] == 0 and s["disabled"] == ["first", "back"]
    assert (s["log"], s["said"]) == expected(data, 0)
    for i in range(1, total + 1):
        opened.page.keyboard.press("ArrowRight")
        now = opened.state()
        assert now["step"] == i and now["version"] > s["version"], i
        log, said = expected(data, i)
        assert now["log"] == log, i
        assert now["said"] == (said or ["nothing you may see happened at this step"]), i
        assert now["fresh"] == len(said), i
        s = now
    assert s["outcome"] and s["disabled"] == ["forward", "last"]
    opened.page.keyboard.press("ArrowRight")  # at the end: nothing more
    assert opened.state()["step"] == total
    back = opened.page.locator("[data-go=back]")
    for i in range(total - 1, -1, -1):
        back.click()
        now = opened.state()
        assert now["step"] == i and now["version"] > s["version"], i
        assert now["log"] == expected(data, i)[0], i
        s = now
    assert not s["outcome"]
    assert opened.requests == [opened.url] and opened.errors == []


def test_home_end_slider_and_jumps(opened: Opened, game: cardlab.Game) -> None:
    """End, Home, the slider, the forward/last/first buttons and the deal/trick list."""
    total = len(game.history)
    page = opened.page
    page.keyboard.press("End")
    assert opened.state()["step"] == total and opened.state()["outcome"]
    page.keyboard.press("Home")
    assert opened.state()["step"] == 0
    page.locator("[data-go=forward]").click()
    assert opened.state()["step"] == 1
    page.locator("[data-go=last]").click()
    assert opened.state()["step"] == total
    page.locator("[data-go=first]").click()
    assert opened.state()["step"] == 0
    page.eval_on_selector(".clr-slider",
                          "(s) => { s.value = '17'; s.dispatchEvent(new Event('input')); }")
    assert opened.state()["step"] == 17
    page.focus(".clr-slider")
    page.keyboard.press("ArrowRight")  # one step, not two (the slider's own and the page's)
    assert opened.state()["step"] == 18
    options = page.eval_on_selector_all(
        ".clr-marks option", "(os) => os.map((o) => [o.value, o.textContent, +o.dataset.step])")
    labels = [label for _, label, _ in options]
    assert labels[0] == "deal 1: the start" and "deal 3: the start" in labels
    value, label, step = next(o for o in options if o[1] == "deal 2, trick 3")
    page.select_option(".clr-marks", value)
    s = opened.state()
    assert s["step"] == step and any("wins the trick" in line for line in s["said"])
    assert page.eval_on_selector(".clr-marks", "(s) => s.selectedOptions[0].textContent") == label
    assert opened.requests == [opened.url] and opened.errors == []


def test_table_offers_nothing_to_do(opened: Opened) -> None:
    """The table shows no action, and no card poses as a button; clicking changes nothing."""
    page = opened.page
    page.keyboard.press("End")
    page.keyboard.press("Home")
    for _ in range(20):
        page.keyboard.press("ArrowRight")
    before = opened.state()
    acting = ".cardlab-table [data-action], .cardlab-table [data-ui], .cardlab-table [data-try]"
    assert page.locator(acting).count() == 0
    assert page.locator(".cardlab-table [role=button]").count() == 0
    for card in page.locator(".cl-me .cl-card").all()[:3]:
        card.click()
    assert opened.state() == before


def test_japanese_teacher_page_and_address(browser_context: Any, game: cardlab.Game,
                                           tmp_path: Path) -> None:
    """In Japanese, every hand shown; "#step=12" in the address opens step 12."""
    path = save_replay_html(game.to_record(), tmp_path / "ja.html", lang="ja", teacher=True)
    o = Opened(browser_context, path, "#step=12")
    try:
        page = o.page
        assert o.state()["step"] == 12
        assert page.locator("[data-go=first]").inner_text().strip() == "最初"
        assert page.locator(".cl-others .cl-hand .cl-card").count() > 0  # others' hands face up
        assert "12手目" in page.locator(".clr-count").inner_text()
        page.keyboard.press("ArrowLeft")
        assert o.state()["step"] == 11 and page.evaluate("location.hash") == "#step=11"
        assert o.requests == [o.url] and o.errors == []
    finally:
        o.close()
