"""High Card, the game registered only in ``tests/support/toy_game.py``, on a real table: the
widget draws it and a whole deal is played by clicking cards, in English and Japanese."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import VoilaServer, require_chromium
from tests.browser.test_projector import CLICKABLE, click, next_click

pytestmark = pytest.mark.browser

CODE = """from cardlab.kit import register
from tests.support.toy_game import KIT
register(KIT)  # High Card: its kit is all cardlab needs
import cardlab
import os
cardlab.play("highcard", players=3, seed=7, lang=os.environ.get("TOY_LANG", "en"),
             bot_delay=0)"""


@pytest.fixture(scope="module")
def toy_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VoilaServer]:
    """Voilà serving one notebook per language that opens a High Card table."""
    require_chromium()
    root: Path = tmp_path_factory.mktemp("toy")
    for lang in ("en", "ja"):
        cell = {"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
                "source": CODE.replace('os.environ.get("TOY_LANG", "en")', repr(lang))}
        nb = {"cells": [cell], "metadata": {"kernelspec": {
            "name": "python3", "display_name": "Python 3", "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}
        (root / f"toy_{lang}.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    server = VoilaServer(root=root)
    try:
        yield server
    finally:
        server.stop()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_whole_deal_of_the_toy_game_by_clicks(toy_server: VoilaServer,
                                                browser_context: Any, lang: str) -> None:
    page = browser_context.new_page()
    page.set_viewport_size({"width": 1280, "height": 800})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(toy_server.notebook_url(f"toy_{lang}.ipynb"), wait_until="domcontentloaded")
        page.locator(CLICKABLE).first.wait_for(timeout=90_000)
        title = {"en": "High Card", "ja": "ハイカード"}[lang]
        assert title in page.locator(".cardlab-table").inner_text()
        for _ in range(40):
            if page.locator("[data-outcome]").count():
                break
            target = next_click(page)
            assert target is not None, page.locator(".cl-message").inner_text()
            click(page, target)
            page.locator(f"{CLICKABLE}, [data-outcome]").first.wait_for(timeout=30_000)
        else:
            pytest.fail(f"no end after 40 clicks:\n{toy_server.log_text()}")
        outcome = page.locator("[data-outcome]").first.inner_text()
        assert ("took the most tricks" if lang == "en" else "トリックを取った") in \
            page.locator(".cardlab-table").inner_text(), outcome
        assert errors == []
    finally:
        page.close()
