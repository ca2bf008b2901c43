"""The welcome pages followed in a browser, as ``make start`` serves them, under a
JupyterHub-like base URL (``--ServerApp.base_url=/user/ann/``) and under standalone Voilà.

From the welcome page, one click must reach a clickable card on a dashboard, a lesson as a
page (no code), the glossary and the rules card (served as a plain page: no sandboxing
CSP, no download). In JupyterLab the welcome page and a lesson open without being marked
modified, and the welcome page's links appear once it runs.

Both servers run with ``--LabApp.expose_app_in_browser=True`` so that a test can wait for
JupyterLab to have read the kernel's info (the moment it would rewrite the notebook's
metadata) instead of waiting for time, and with JupyterLab's autosave off.
"""

from __future__ import annotations

import contextlib
import json
import re
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.browser.conftest import LabServer, require_chromium

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


@contextlib.contextmanager
def lab_server(base: str = "/") -> Iterator[LabServer]:
    """``make start``'s server (under ``base``), its JupyterLab exposed to the page, with
    settings, workspaces and checkpoints of its own: autosave off, so that running the
    welcome page never writes its outputs into the repository's notebook."""
    require_chromium()
    home = Path(tempfile.mkdtemp(prefix="cardlab-welcome-"))
    plugin = home / "settings" / "@jupyterlab" / "docmanager-extension"
    plugin.mkdir(parents=True)
    (plugin / "plugin.jupyterlab-settings").write_text(json.dumps({"autosave": False}))
    server = LabServer(base=base, args=(
        "--LabApp.expose_app_in_browser=True", f"--LabApp.user_settings_dir={home}/settings",
        f"--LabApp.workspaces_dir={home}/workspaces",
        f"--FileCheckpoints.root_dir={home}/checkpoints"))
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(home, ignore_errors=True)


@pytest.fixture(scope="module")
def lab() -> Iterator[LabServer]:
    """``make start``'s server."""
    with lab_server() as server:
        yield server


@pytest.fixture(scope="module")
def hub() -> Iterator[LabServer]:
    """The same server under a base URL, as a JupyterHub runs a user's server."""
    with lab_server("/user/ann/") as server:
        yield server


def follow(context: Any, link: Any) -> Any:
    """Click ``link`` (it opens a new tab) and return the new tab."""
    with context.expect_page(timeout=60_000) as new:
        link.click()
    page = new.value
    page.wait_for_load_state("domcontentloaded")
    return page


def hrefs(page: Any) -> list[str]:
    return [a.get_attribute("href") or "" for a in page.locator(".cardlab-welcome a").all()]


def reaches_a_clickable_card(page: Any, path: str) -> None:
    """A dashboard: the path asked for, and a card of the table that takes a click."""
    assert urlsplit(page.url).path == path
    card = page.locator(".cardlab-table [data-action]").first
    card.wait_for(state="visible", timeout=120_000)
    card.click(trial=True, timeout=30_000)
    page.close(run_before_unload=True)


def reaches_a_lesson_page(page: Any, path: str) -> None:
    """A lesson as a Voilà page: its heading, and no code anywhere."""
    assert urlsplit(page.url).path == path
    page.locator(".jp-RenderedMarkdown h1").first.wait_for(state="visible", timeout=120_000)
    code = ".jp-CodeCell .jp-InputArea, .jp-InputArea-editor, .cm-editor, .jp-CodeMirrorEditor"
    assert page.locator(code).count() == 0
    page.close(run_before_unload=True)


def reaches_a_sheet(page: Any, path: str, anchor: str) -> None:
    """A static sheet, shown as a page: 200, text/html, no sandbox, no download."""
    assert urlsplit(page.url).path == path
    response = page.request.get(page.url)
    headers = response.headers
    assert response.status == 200 and headers["content-type"].startswith("text/html")
    assert "sandbox" not in headers.get("content-security-policy", "")
    assert "attachment" not in headers.get("content-disposition", "")
    page.locator(anchor).first.wait_for(state="visible", timeout=30_000)
    page.close()


def open_welcome(context: Any, url: str) -> Any:
    page = context.new_page()
    page.goto(url)
    page.locator(".cardlab-welcome a.cw-play").first.wait_for(state="visible", timeout=120_000)
    return page


NAMES = {"en": ("page", "Glossary"), "ja": ("ページ", "用語集")}


def leads_everywhere(context: Any, page: Any, base: str, lang: str, lab: bool = True) -> None:
    """The welcome page in ``lang`` served under ``base``: every link keeps the base (and
    names JupyterLab only where one runs), and one click on Comrade's Play, its lesson page
    and the glossary reaches a clickable card, a page with no code and the glossary."""
    links = hrefs(page)
    assert links and all(h.startswith((f"{base}voila/", f"{base}lab/")) for h in links), links
    assert (f"{base}lab/tree/{lang}/comrade.ipynb" in links) == lab
    comrade = page.locator("#game-comrade")
    lesson, glossary = NAMES[lang]
    reaches_a_clickable_card(follow(context, comrade.locator("a.cw-play")),
                             f"{base}voila/render/dashboards/comrade.ipynb")
    # the first "page" is the lesson's (a going-further page may follow in its own row)
    reaches_a_lesson_page(follow(context, comrade.get_by_role("link", name=lesson).first),
                          f"{base}voila/render/{lang}/comrade.ipynb")
    reaches_a_sheet(follow(context, page.get_by_role("link", name=glossary)),
                    f"{base}voila/files/sheets/glossary.{lang}.html", "dt#trick")
    page.close(run_before_unload=True)


def test_make_start_opens_the_welcome_page_and_its_links_lead_there(
    lab: LabServer, browser_context: Any
) -> None:
    """``/`` → the language chooser (a Voilà page) → the English welcome page → a
    dashboard, a lesson page and the glossary, each one click away."""
    page = browser_context.new_page()
    page.goto(lab.url + "/")
    page.get_by_role("link", name="Start in English").click()
    page.locator(".cardlab-welcome a.cw-play").first.wait_for(state="visible", timeout=120_000)
    assert urlsplit(page.url).path == "/voila/render/welcome_en.ipynb"
    leads_everywhere(browser_context, page, "/", "en")


def test_under_a_base_url_every_link_stays_under_it(hub: LabServer, browser_context: Any) -> None:
    """A hub's ``/user/ann/``: the Japanese welcome page's links keep the base URL."""
    page = open_welcome(browser_context, hub.url + "/voila/render/welcome_ja.ipynb")
    leads_everywhere(browser_context, page, "/user/ann/", "ja")


def test_standalone_voila_on_the_notebooks_folder(
    dashboards: Any, browser_context: Any
) -> None:
    """``voila notebooks/``: the same links, but none into a JupyterLab (there is none)."""
    page = open_welcome(browser_context, dashboards.notebook_url("welcome_en.ipynb"))
    leads_everywhere(browser_context, page, "/", "en", lab=False)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_rules_card_is_one_click_away(
    lang: str, lab: LabServer, browser_context: Any
) -> None:
    card = NOTEBOOKS / "sheets" / f"comrade-card.{lang}.html"
    if not card.is_file():
        pytest.skip(f"{card.name} is not in this checkout (the lesson's author writes it)")
    page = open_welcome(browser_context, f"{lab.url}/voila/render/welcome_{lang}.ipynb")
    name = {"en": "rules card", "ja": "ルールカード"}[lang]
    link = page.locator("#game-comrade").get_by_role("link", name=name)
    reaches_a_sheet(follow(browser_context, link),
                    f"/voila/files/sheets/comrade-card.{lang}.html", "body")
    page.close(run_before_unload=True)


LAB_READY = """() => { const a = window.jupyterapp; const w = a && a.shell.currentWidget;
    return !!(w && w.sessionContext && w.sessionContext.session
              && w.sessionContext.session.kernel); }"""

# The notebook's state once JupyterLab has read the kernel's info and spec (the moment it
# writes language_info and kernelspec into the notebook): its path and whether it is dirty.
LAB_STATE = """async () => {
    const w = window.jupyterapp.shell.currentWidget;
    await w.context.ready;
    const kernel = w.sessionContext.session.kernel;
    await kernel.info;
    await kernel.spec;
    await new Promise(resolve => setTimeout(resolve, 0));  // after JupyterLab's own handlers
    return [w.context.path, w.context.model.dirty];
}"""


def opens_clean_in_lab(page: Any, path: str) -> None:
    """JupyterLab shows ``path``, has read its kernel, and marks nothing modified."""
    page.wait_for_function(LAB_READY, timeout=120_000)
    assert page.evaluate(LAB_STATE) == [path, False]
    assert page.locator(".lm-TabBar-tab.jp-mod-dirty").count() == 0


def test_in_jupyterlab_the_welcome_page_opens_clean_and_links_once_run(
    hub: LabServer, browser_context: Any
) -> None:
    page = browser_context.new_page()
    page.goto(hub.url + "/lab/tree/welcome_en.ipynb?reset")
    opens_clean_in_lab(page, "welcome_en.ipynb")
    hint = page.locator(".cardlab-run-hint")
    hint.wait_for(state="visible", timeout=30_000)  # until the page has run
    page.locator(".lm-MenuBar-item", has_text="Run").first.click()
    page.locator('.lm-Menu-item[data-command="runmenu:run-all"]').click()
    page.locator(".cardlab-welcome a.cw-play").first.wait_for(state="visible", timeout=120_000)
    assert hint.is_hidden()
    links = hrefs(page)
    assert all(h.startswith(("/user/ann/voila/", "/user/ann/lab/")) for h in links), links
    comrade = page.locator("#game-comrade")
    reaches_a_clickable_card(follow(browser_context, comrade.locator("a.cw-play")),
                             "/user/ann/voila/render/dashboards/comrade.ipynb")
    lesson = follow(browser_context, comrade.get_by_role("link", name="notebook").first)
    assert urlsplit(lesson.url).path == "/user/ann/lab/tree/en/comrade.ipynb"
    opens_clean_in_lab(lesson, "en/comrade.ipynb")
    lesson.close()
    page.close()


def test_a_lessons_relative_glossary_link_lands_on_the_term(
    hub: LabServer, browser_context: Any
) -> None:
    """A lesson page at …/voila/render/en/<game>.ipynb links
    ``../sheets/glossary.en.html#term``: Voilà sends …/voila/render/sheets/*.html on to its
    file handler, and the browser keeps the anchor."""
    page = browser_context.new_page()
    page.goto(hub.url + "/voila/render/sheets/glossary.en.html#void")  # where it resolves
    target = page.locator("dt#void")
    target.wait_for(state="visible", timeout=30_000)
    assert urlsplit(page.url).path == "/user/ann/voila/files/sheets/glossary.en.html"
    assert page.evaluate("() => document.querySelector(':target').id") == "void"
    page.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_glossary_prints_on_one_a4_page(lang: str, browser_context: Any) -> None:
    page = browser_context.new_page()
    page.goto((NOTEBOOKS / "sheets" / f"glossary.{lang}.html").as_uri())
    page.locator("dt#trick").wait_for(state="visible")
    pdf = page.pdf(format="A4")
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1
    page.close()
