"""cardlab.links and the welcome pages: every link made for where the page is served."""

from __future__ import annotations

import json
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

import cardlab
from cardlab import links
from cardlab.links import Place, dashboard_links, from_lab, from_page, game_links, here
from cardlab.welcome import page_name, welcome
from tests import notebook_metadata

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"


# --------------------------------------------------------------------------- places


@pytest.mark.parametrize(("page", "base", "folder"), [
    ("/voila/render/dashboards/comrade.ipynb", "/", ""),                       # make start
    ("/user/ann/voila/render/dashboards/comrade.ipynb", "/user/ann/", ""),       # a hub
    ("/binder/jupyter/user/x-y-abc/voila/render/notebooks/dashboards/comrade.ipynb",
     "/binder/jupyter/user/x-y-abc/", "notebooks/"),                             # Binder
])
def test_a_dashboard_page_knows_its_place(page: str, base: str, folder: str) -> None:
    place = from_page(page, "dashboards/comrade.ipynb", lab=True)
    assert place == Place(base=base, folder=folder, lab=True)
    assert place.dashboard("comrade") == page
    assert place.lesson_page("comrade", "ja") == f"{base}voila/render/{folder}ja/comrade.ipynb"
    assert place.lesson_notebook("comrade", "en") == f"{base}lab/tree/{folder}en/comrade.ipynb"
    assert place.sheet("comrade-card.en.html") == (
        f"{base}voila/files/{folder}sheets/comrade-card.en.html")


@pytest.mark.parametrize("page", [
    "", "/", "/voila/render/", "voila/render/dashboards/comrade.ipynb",
    "/voila/render/dashboards/xcomrade.ipynb", "/voila/render/dashboards/notice.ipynb"])
def test_a_page_elsewhere_has_no_place(page: str) -> None:
    """Standalone Voilà on one notebook (``/``), another page, a relative path: no place."""
    assert from_page(page, "dashboards/comrade.ipynb", lab=True) is None


def test_a_lab_kernel_finds_its_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In JupyterLab the kernel's parent wrote ``jpserver-<pid>.json`` (base URL, root)."""
    root = tmp_path / "home"
    (root / "cardlab" / "notebooks").mkdir(parents=True)
    runtime = tmp_path / "runtime"
    runtime.mkdir()
    (runtime / "jpserver-4242.json").write_text(json.dumps(
        {"base_url": "/user/ann", "root_dir": str(root), "port": 8888}))
    monkeypatch.setenv("JUPYTER_RUNTIME_DIR", str(runtime))
    monkeypatch.setenv("JPY_PARENT_PID", "4242")
    monkeypatch.delenv("SCRIPT_NAME", raising=False)
    assert from_lab(root / "cardlab" / "notebooks") == Place("/user/ann/", "cardlab/notebooks/")
    assert from_lab(tmp_path / "elsewhere") is None
    # a Voilà page on that server may open notebooks in its JupyterLab …
    page = "/user/ann/voila/render/cardlab/notebooks/welcome_en.ipynb"
    assert here("welcome_en.ipynb", page=page) == Place("/user/ann/", "cardlab/notebooks/", True)
    # … and one under standalone Voilà (no server file for its parent) may not
    monkeypatch.setenv("JPY_PARENT_PID", "4243")
    assert here("welcome_en.ipynb", page=page) == Place("/user/ann/", "cardlab/notebooks/", False)
    monkeypatch.setenv("JPY_PARENT_PID", "")
    assert here("welcome_en.ipynb") is None  # nbval, nbconvert: nothing tells


def test_lesson_href_is_still_importable_from_lessons() -> None:
    from cardlab.lessons import lesson_href

    assert lesson_href is links.lesson_href
    assert lesson_href("notice", "ja", "/user/ann/voila/render/dashboards/notice.ipynb") == (
        "/user/ann/lab/tree/ja/notice.ipynb")


# --------------------------------------------------------------------------- what exists


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A notebooks folder: Comrade with a going-further notebook, a card and a plan in
    English only; Notice with a lesson only; the glossary pages."""
    for path in ("dashboards/comrade.ipynb", "dashboards/notice.ipynb", "en/comrade.ipynb",
                 "ja/comrade.ipynb", "en/comrade_further.ipynb", "en/notice.ipynb",
                 "sheets/comrade-card.en.html", "sheets/comrade-plan.en.html",
                 "sheets/glossary.en.html", "sheets/glossary.ja.html"):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text("{}")
    return tmp_path


def test_game_links_list_what_exists(tree: Path) -> None:
    p = Place(base="/user/ann/")
    en = game_links("comrade", "en", p, tree)
    assert en.further_page == "/user/ann/voila/render/en/comrade_further.ipynb"
    assert en.further_notebook == "/user/ann/lab/tree/en/comrade_further.ipynb"
    assert en.card == "/user/ann/voila/files/sheets/comrade-card.en.html"
    assert en.plan == "/user/ann/voila/files/sheets/comrade-plan.en.html"
    ja = game_links("comrade", "ja", p, tree)
    assert (ja.title, ja.further_page, ja.card, ja.plan) == ("カムレッド", None, None, None)
    assert ja.lesson_page == "/user/ann/voila/render/ja/comrade.ipynb"
    trumps = game_links("trumps", "en", p, tree)
    assert (trumps.dashboard, trumps.lesson_page, trumps.lesson_notebook) == (None, None, None)


def anchors(text: str) -> list[tuple[str, str]]:
    """(href, text) of every link in an HTML fragment."""
    class Parser(HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.out: list[list[str]] = []
            self.inside = False

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            if tag == "a":
                self.out.append([dict(attrs).get("href") or "", ""])
                self.inside = True

        def handle_endtag(self, tag: str) -> None:
            self.inside = self.inside and tag != "a"

        def handle_data(self, data: str) -> None:
            if self.inside:
                self.out[-1][1] += data

    p = Parser()
    p.feed(text)
    return [(h, s) for h, s in p.out]


def test_dashboard_links_lesson_card_and_plan(tree: Path) -> None:
    page = "/user/ann/voila/render/dashboards/comrade.ipynb"
    assert anchors(dashboard_links("comrade", "en", page, tree)) == [
        ("/user/ann/voila/render/en/comrade.ipynb", "lesson ↗"),
        ("/user/ann/voila/files/sheets/comrade-card.en.html", "rules card ↗"),
        ("/user/ann/voila/files/sheets/comrade-plan.en.html", "plan ↗"),
    ]
    assert anchors(dashboard_links("comrade", "ja", page, tree)) == [
        ("/user/ann/voila/render/ja/comrade.ipynb", "レッスン ↗")]
    assert dashboard_links("comrade", "en", "/", tree) == ""


# --------------------------------------------------------------------------- welcome pages


def test_welcome_links_every_game_and_only_what_exists(tree: Path) -> None:
    html = welcome("en", page="/user/ann/voila/render/welcome_en.ipynb", root=tree).html
    found = anchors(html)
    hrefs = [h for h, _ in found]
    assert ("/user/ann/voila/render/dashboards/comrade.ipynb", "Play ▶") in found
    assert ("/user/ann/voila/render/dashboards/notice.ipynb", "Play ▶") in found
    assert "/user/ann/voila/render/en/comrade_further.ipynb" in hrefs
    assert ("/user/ann/voila/files/sheets/comrade-card.en.html", "rules card") in found
    assert ("/user/ann/voila/files/sheets/comrade-plan.en.html", "teacher's plan") in found
    assert ("/user/ann/voila/files/sheets/glossary.en.html", "Glossary") in found
    # nothing for what is missing: no Trumps dashboard, no Japanese page from this tree
    assert not [h for h in hrefs if "trumps" in h or "/ja/" in h]
    # every registered game has its box, found from the registry
    assert re.findall(r'id="game-(\w+)"', html) == list(cardlab.GAMES)


def test_welcome_in_japanese_is_japanese_first() -> None:
    html = welcome("ja", page="/voila/render/welcome_ja.ipynb").html
    assert '<h2>カムレッド <small>Comrade</small></h2>' in html
    assert ("/voila/render/dashboards/comrade.ipynb", "遊ぶ ▶") in anchors(html)
    assert ("/voila/render/ja/comrade.ipynb", "ページ") in anchors(html)
    assert ("/voila/files/sheets/glossary.ja.html", "用語集") in anchors(html)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_welcome_without_a_server_links_the_files_beside_it(lang: str) -> None:
    """nbconvert, nbval: no server says where the page is; links are relative to
    notebooks/ and each leads to a file that is there."""
    html = welcome(lang, page="").html
    targets = [h.partition("#")[0] for h, _ in anchors(html)]
    assert targets and all(not h.startswith(("/", "http")) for h in targets)
    for target in targets:
        assert (NOTEBOOKS / target).is_file(), target
    wanted = {f"dashboards/{g}.ipynb" for g in cardlab.GAMES}
    wanted |= {f"{lang}/{g}.ipynb" for g in cardlab.GAMES if (NOTEBOOKS / lang / f"{g}.ipynb")
               .is_file()}
    assert wanted <= set(targets)


def test_welcome_lists_the_sheets_found_in_the_checkout(tmp_path: Path) -> None:
    """A rules card appears on the page as soon as its file does (no list of games)."""
    root = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns("*.ipynb_checkpoints"))
    (root / "sheets" / "notice-card.ja.html").write_text("<!DOCTYPE html>")
    html = welcome("ja", page="/voila/render/welcome_ja.ipynb", root=root).html
    assert ("/voila/files/sheets/notice-card.ja.html", "ルールカード") in anchors(html)


def load(name: str) -> dict[str, Any]:
    return json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_welcome_notebook(lang: str) -> None:
    """One hidden code cell calls welcome(lang); the prose is in the page's language and
    links the other one; the metadata is what JupyterLab writes (so opening it in
    JupyterLab changes nothing)."""
    nb = load(page_name(lang))
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert len(code) == 1 and f'welcome("{lang}")' in "".join(code[0]["source"])
    assert code[0]["metadata"]["jupyter"]["source_hidden"] is True
    prose = "".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    other = "ja" if lang == "en" else "en"
    assert f"(welcome_{other}.ipynb)" in prose
    japanese = len(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", prose))
    assert (japanese > 40) if lang == "ja" else (japanese == 3)  # "日本語" in the link only
    assert "cardlab-run-hint" in prose  # the hint to run it, hidden once it runs
    info = nb["metadata"]["language_info"]
    assert {"codemirror_mode", "file_extension", "mimetype", "name", "nbconvert_exporter",
            "pygments_lexer", "version"} <= set(info)
    assert nb["nbformat_minor"] == 5 and all("id" in c for c in nb["cells"])


def test_index_chooses_a_language() -> None:
    """``make start`` and Binder open the index as a page; it leads to both welcome pages."""
    text = "".join("".join(c["source"]) for c in load("index.ipynb")["cells"])
    assert "](welcome_ja.ipynb)" in text and "](welcome_en.ipynb)" in text
    assert "urlpath=voila/render/notebooks/index.ipynb" in (ROOT / "README.md").read_text()
    assert "--LabApp.default_url=/voila/render/index.ipynb" in (ROOT / "Makefile").read_text()


def test_voila_serves_the_sheets_and_nothing_else_new() -> None:
    """Voilà's file handler matches a path against the allow list, then the deny list."""
    conf = json.loads((ROOT / "jupyter" / "config" / "voila.json").read_text())
    allow = conf["VoilaConfiguration"]["file_allowlist"]

    def served(path: str) -> bool:
        return any(re.fullmatch(p, path, re.IGNORECASE) for p in allow) and not re.fullmatch(
            r".*\.(ipynb|py)", path, re.IGNORECASE)

    assert served("sheets/glossary.ja.html") and served("notebooks/sheets/comrade-card.en.html")
    assert served("img/table.png")  # Voilà's default stays
    for path in ("en/comrade.ipynb", "sheets/x.py", "secret.html", "sheets/../../x.html",
                 "sheets/a/b.html"):
        assert not served(path), path


@pytest.mark.parametrize("path", notebook_metadata.notebooks(),
                         ids=lambda p: str(p.relative_to(NOTEBOOKS)))
def test_every_notebook_stores_what_jupyterlab_would_write(path: Path) -> None:
    """JupyterLab writes the kernel's whole language_info into a notebook it opens; one
    stored with less is marked modified on opening (tests/browser/test_welcome.py).
    ``python -m tests.notebook_metadata`` stores it."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    assert nb["metadata"]["language_info"] == notebook_metadata.LANGUAGE_INFO
    assert nb["metadata"]["kernelspec"] == notebook_metadata.KERNELSPEC
    assert nb["nbformat"] == 4 and nb["nbformat_minor"] == 5


def test_the_metadata_fixer_changes_only_the_metadata(tmp_path: Path) -> None:
    path = tmp_path / "lesson.ipynb"
    cells = [{"cell_type": "markdown", "id": "a", "metadata": {}, "source": ["# Title"]}]
    path.write_text(json.dumps({"cells": cells, "metadata": {
        "kernelspec": notebook_metadata.KERNELSPEC, "language_info": {"name": "python"}},
        "nbformat": 4, "nbformat_minor": 5}))
    assert notebook_metadata.fix(path) is True
    nb = json.loads(path.read_text())
    assert nb["cells"] == cells
    assert nb["metadata"]["language_info"] == notebook_metadata.LANGUAGE_INFO
    assert notebook_metadata.fix(path) is False
