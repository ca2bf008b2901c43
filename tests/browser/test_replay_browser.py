"""Review a game in a real browser (Voilà, Debian's chromium): play a few moves, save the
record (a download), open it in a fresh page (the same table, in replay mode), refuse a
bad file in a sentence with nothing changed, step the timeline by button, slider and
keyboard (the ``data-step`` and ``data-version`` it shows), and play on from a step."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardlab.records import check_record
from tests.browser.conftest import VoilaServer
from tests.browser.test_projector import H, click, next_click, open_table, version

pytestmark = pytest.mark.browser

TABLE = ".cardlab-table"


def step(page: Any) -> int:
    return int(page.get_attribute(TABLE, "data-step") or -1)


def wait_step(page: Any, k: int) -> None:
    page.wait_for_function(
        "([k]) => document.querySelector('.cardlab-table').dataset.step === String(k)",
        arg=[k], timeout=30_000)


def hand(page: Any) -> list[str]:
    return page.eval_on_selector_all(f"{TABLE} .cl-me .cl-hand [data-card]",
                                     "els => els.map(e => e.dataset.card)")


def centre(page: Any) -> list[str]:
    return page.eval_on_selector_all(f"{TABLE} .cl-center [data-card]",
                                     "els => els.map(e => e.dataset.card)")


def open_file(page: Any, files: Any) -> None:
    """Choose ``files`` in the "more" panel's file picker (the browser's own dialog)
    and wait for the redraw."""
    before = version(page)
    with page.expect_file_chooser() as chooser:
        page.click(".cardlab-ctl-open")
    chooser.value.set_files(files)
    page.wait_for_function(
        "([v]) => Number(document.querySelector('.cardlab-table').dataset.version) > v",
        arg=[before], timeout=30_000)


def test_save_open_step_and_play_on(dashboards: VoilaServer, browser_context: Any,
                                    tmp_path: Path) -> None:
    page = open_table(dashboards, browser_context, "comrade", "lang=en")
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        for _ in range(3):  # a few moves (the bots answer each)
            click(page, next_click(page))
        page.click(".cardlab-ctl-more")
        with page.expect_download() as info:
            page.click(".cardlab-ctl-save")
        saved = tmp_path / info.value.suggested_filename
        info.value.save_as(saved)
        assert saved.name.startswith("comrade-7-") and saved.suffix == ".json"
        game = check_record(saved.read_bytes(), "comrade")
        moves = len(game.history)
        assert moves >= 3
        shown = (hand(page), centre(page))
    finally:
        page.close()

    fresh = open_table(dashboards, browser_context, "comrade", "lang=en&seed=1")
    fresh.on("pageerror", lambda e: errors.append(str(e)))
    try:
        fresh.click(".cardlab-ctl-more")
        open_file(fresh, str(saved))
        fresh.wait_for_selector(f"{TABLE} .cl-replay", timeout=30_000)
        assert step(fresh) == moves and (hand(fresh), centre(fresh)) == shown
        assert fresh.inner_text(f"{TABLE} .cl-rp-pos") == f"move {moves} of {moves}"

        # a bad file: one sentence, and the table stays as it was
        before = fresh.inner_text(f"{TABLE} .cl-slot-me")
        open_file(fresh, {"name": "cut.json", "mimeType": "application/json",
                          "buffer": saved.read_bytes()[:120]})
        message = fresh.inner_text(f"{TABLE} .cl-message")
        assert message == ("This file stops in the middle of the record (it was cut short), "
                           "so it cannot be opened.")
        assert step(fresh) == moves and fresh.inner_text(f"{TABLE} .cl-slot-me") == before
        bad = json.loads(saved.read_text())
        bad["options"]["wild"] = True
        open_file(fresh, {"name": "odd.json", "mimeType": "application/json",
                          "buffer": json.dumps(bad).encode()})
        assert "rule option Comrade does not have" in fresh.inner_text(f"{TABLE} .cl-message")
        assert step(fresh) == moves

        # the timeline: buttons, keys, the slider
        click(fresh, fresh.locator(f"{TABLE} [data-rp=back]"))
        wait_step(fresh, moves - 1)
        fresh.keyboard.press("ArrowLeft")
        wait_step(fresh, moves - 2)
        fresh.keyboard.press("Home")
        wait_step(fresh, 0)
        assert fresh.locator(f"{TABLE} [data-rp=back]").is_disabled()
        assert fresh.locator(f"{TABLE} .cl-rp-events li").count() >= 1  # the deal, narrated
        fresh.keyboard.press("ArrowRight")
        wait_step(fresh, 1)
        fresh.keyboard.press("End")
        wait_step(fresh, moves)
        # with the "more" panel closed, a projector shows the timeline and your whole hand
        fresh.click(".cardlab-ctl-more")
        fresh.locator(".cardlab-ctl-more-panel").wait_for(state="hidden", timeout=30_000)
        for part in (".cl-replay", ".cl-me .cl-hand"):
            box = fresh.locator(f"{TABLE} {part}").bounding_box()
            assert box is not None and box["y"] + box["height"] <= H, (part, box)
        fresh.locator(f"{TABLE} .cl-rp-slider").fill("1")
        wait_step(fresh, 1)
        assert fresh.locator(f"{TABLE} .cl-rp-events li").count() >= 1
        assert fresh.inner_text(f"{TABLE} .cl-rp-pos") == f"move 1 of {moves}"

        # play on from move 1: a live game, the learner's seat to move again
        v = version(fresh)
        fresh.click(f"{TABLE} [data-rp=play_on]")
        fresh.wait_for_function(
            "([v]) => Number(document.querySelector('.cardlab-table').dataset.version) > v"
            " && !document.querySelector('.cardlab-table .cl-replay')", arg=[v],
            timeout=30_000)
        fresh.locator(f"{TABLE} [data-action]").first.wait_for(timeout=30_000)
        assert fresh.get_attribute(TABLE, "data-step") is None
        assert "Playing on from move 1" in fresh.inner_text(f"{TABLE} .cl-message")
        click(fresh, next_click(fresh))  # and it plays
        assert errors == []
    finally:
        fresh.close()
