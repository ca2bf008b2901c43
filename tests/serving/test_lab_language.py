"""JupyterLab in Japanese: the language pack goes with the notebook extra and with Binder,
``make start``'s server serves its Japanese, and the Japanese welcome page says how to
switch (Settings → Language).
"""

from __future__ import annotations

import json
import re
import urllib.request
from importlib import metadata
from pathlib import Path

import pytest

from cardlab.i18n import t
from cardlab.welcome import welcome

ROOT = Path(__file__).resolve().parents[2]
PACK = "jupyterlab-language-pack-ja-JP"


def _names(requirements: list[str]) -> list[str]:
    """The package names of requirement lines (``name>=1``, ``name==2``)."""
    return [re.split(r"[<>=!~;\[ ]", r.strip(), maxsplit=1)[0].lower()
            for r in requirements if r.strip() and not r.strip().startswith("#")]


def test_the_pack_is_in_the_notebook_extra_binder_and_this_environment() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert PACK.lower() in _names(project["optional-dependencies"]["notebook"])
    binder = (ROOT / "binder" / "requirements.txt").read_text().splitlines()
    assert PACK.lower() in _names(binder)
    pinned = [line for line in binder if line.lower().startswith(PACK.lower() + "==")]
    assert pinned == [f"{PACK}=={metadata.version(PACK)}"], pinned  # the version tested


def test_the_japanese_welcome_page_says_how_to_switch_jupyterlab(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from cardlab import links

    # the page is served by a JupyterLab (its kernel's parent wrote jpserver-<pid>.json)
    monkeypatch.setattr(links, "server_info", lambda *a: {"base_url": "/"})
    ja = welcome("ja", page="/voila/render/welcome_ja.ipynb").html
    assert "Settings(設定)→ Language(言語)→ 日本語" in ja
    assert t("welcome.lab_lang", "ja") in ja
    en = welcome("en", page="/voila/render/welcome_en.ipynb").html
    assert "Settings → Language → Japanese (日本語)" in en
    # standalone Voilà has no JupyterLab: nothing to switch there
    monkeypatch.setattr(links, "server_info", lambda *a: None)
    alone = welcome("ja", page="/voila/render/welcome_ja.ipynb").html
    assert "JupyterLab" not in alone and t("welcome.lab_lang", "ja") not in alone


@pytest.mark.slow
def test_make_starts_server_serves_jupyterlab_in_japanese() -> None:
    from tests.browser.conftest import LabServer

    server = LabServer()
    try:
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with opener.open(server.url + "/lab/api/translations/", timeout=60) as r:
            packs = json.load(r)["data"]
        assert "ja_JP" in packs, sorted(packs)
        assert packs["ja_JP"]["nativeName"].startswith("日本語"), packs["ja_JP"]
        with opener.open(server.url + "/lab/api/translations/ja_JP", timeout=60) as r:
            data = json.load(r)["data"]
        # JupyterLab's own words, in Japanese: the "Settings" menu the welcome page names
        strings = data["jupyterlab"]
        assert strings[""]["language"] == "ja-JP"
        assert strings["Settings"] == ["設定"], strings.get("Settings")
    finally:
        server.stop()
