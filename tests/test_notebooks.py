"""The notebooks: stored clean, ja/en lessons of one structure, links that lead somewhere
(the welcome pages' links: tests/test_links.py).

nbval executes every notebook in the same test run (``--nbval-lax`` in pyproject); the
tests here check what execution alone does not.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LESSONS = sorted(p.name for p in (NOTEBOOKS / "en").glob("*.ipynb"))
# The odds notebook teaches no game's rules, so it has no rule exercises (its figures are
# simulations, checked by asserts in the notebook and by tests/test_plots.py).
GAME_LESSONS = [n for n in LESSONS if n != "odds.ipynb"]
ALL = sorted(NOTEBOOKS.rglob("*.ipynb"))
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
LINK = re.compile(r"\]\(([^)\s]+)\)")


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def source(cell: dict[str, Any]) -> str:
    s = cell["source"]
    return s if isinstance(s, str) else "".join(s)


def headings(nb: dict[str, Any]) -> list[int]:
    """The level of every markdown heading, in order."""
    return [
        len(m.group(1))
        for c in nb["cells"] if c["cell_type"] == "markdown"
        for m in re.finditer(r"^(#{1,6}) ", source(c), re.M)
    ]


def test_there_is_a_lesson_in_both_languages() -> None:
    """Every English lesson has its Japanese twin and the other way round."""
    assert LESSONS, "no lesson in notebooks/en"
    assert LESSONS == sorted(p.name for p in (NOTEBOOKS / "ja").glob("*.ipynb"))


@pytest.mark.parametrize("path", ALL, ids=lambda p: str(p.relative_to(NOTEBOOKS)))
def test_stored_without_outputs(path: Path) -> None:
    """Notebooks are committed clean: no outputs, no execution counts, a python3 kernel."""
    nb = load(path)
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [], source(cell)[:60]
            assert cell["execution_count"] is None


@pytest.mark.parametrize("name", LESSONS)
def test_same_structure(name: str) -> None:
    """Same cells, same headings; code identical except the one ``LANG = ...`` line."""
    en, ja = load(NOTEBOOKS / "en" / name), load(NOTEBOOKS / "ja" / name)
    assert [c["cell_type"] for c in en["cells"]] == [c["cell_type"] for c in ja["cells"]]
    assert headings(en) == headings(ja)
    assert len(headings(en)) >= 8
    lang_cells = 0
    for a, b in zip(en["cells"], ja["cells"], strict=True):
        if a["cell_type"] != "code":
            continue
        if source(a) == 'LANG = "en"':
            assert source(b) == 'LANG = "ja"'
            lang_cells += 1
        else:
            assert source(a) == source(b)
    assert lang_cells == 1


# A lesson page (issue 32) asks its game's lesson module for each question by name:
# tests/test_lesson_page.py checks those; going-further notebooks hold fewer exercises.
PAGES = [n for n in GAME_LESSONS if "lesson_page(" in json.dumps(load(NOTEBOOKS / "en" / n))]


@pytest.mark.parametrize("name", [n for n in GAME_LESSONS if n not in PAGES])
def test_each_exercise_has_a_widget_and_an_answer_cell(name: str) -> None:
    """An exercise is built by the engine, shown with ``quiz(ex)`` and checked by
    ``answer = None`` + ``.check(answer)`` (so the stored notebook runs under nbval)."""
    nb = load(NOTEBOOKS / "en" / name)
    code = [source(c) for c in nb["cells"] if c["cell_type"] == "code"]
    built = [m for c in code for m in re.findall(r"^(\w+) = Exercise\.\w+\(", c, re.M)]
    assert len(built) >= (1 if name.endswith("_further.ipynb") else 3)
    for var in built:
        assert any(f"quiz({var})" in c for c in code), var
        assert any(
            c.startswith("answer = None") and f"{var}.check(answer)" in c for c in code
        ), var


@pytest.mark.parametrize("name", LESSONS)
def test_languages_are_what_they_say(name: str) -> None:
    """Every Japanese prose cell has Japanese in it; English prose is in English."""
    for lang in ("ja", "en"):
        nb = load(NOTEBOOKS / lang / name)
        for cell in nb["cells"]:
            if cell["cell_type"] != "markdown":
                continue
            text = re.sub(r"\([^)]*\)|カムレッド|日本語版?", "", source(cell))
            jp = len(JAPANESE.findall(text))
            if lang == "ja":
                assert jp > 10, text[:80]
            else:
                assert jp == 0, text[:80]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_lesson_links_resolve(lang: str) -> None:
    for name in LESSONS:
        text = "\n".join(source(c) for c in load(NOTEBOOKS / lang / name)["cells"])
        for target in LINK.findall(text):
            if not target.startswith(("#", "http")):
                path, _, anchor = target.partition("#")  # a glossary term: page#term
                assert (NOTEBOOKS / lang / path).resolve().is_file(), target
                if anchor:
                    page = (NOTEBOOKS / lang / path).read_text(encoding="utf-8")
                    assert f'id="{anchor}"' in page, target


def test_dashboard_is_code_only() -> None:
    """Voilà shows outputs only: the dashboard has no prose to leak and reads the URL."""
    nb = load(NOTEBOOKS / "dashboards" / "comrade.ipynb")
    assert {c["cell_type"] for c in nb["cells"]} == {"code"}
    last = source(nb["cells"][-1])
    assert 'dashboard("comrade")' in last
    # a preheated kernel runs everything before wait_for_page() ahead of the request
    assert last.index("wait_for_page()") < last.index('dashboard("comrade")')


def run_lesson(lang: str, name: str = "comrade.ipynb") -> dict[str, Any]:
    """Execute a lesson's code cells in this process and return its namespace."""
    namespace: dict[str, Any] = {}
    for cell in load(NOTEBOOKS / lang / name)["cells"]:
        if cell["cell_type"] == "code":
            exec(compile(source(cell), f"{lang}/{name}", "exec"), namespace)
    return namespace


# The Comrade lesson's known answers and failures: tests/test_lesson_page.py.


@pytest.mark.parametrize(
    "path", sorted(p for p in (NOTEBOOKS / "dashboards").glob("*.ipynb")
                   if p.stem != "class"),  # the teacher's class board: tests/test_classboard.py
    ids=lambda p: p.stem
)
def test_dashboard_plays_its_own_game_from_the_link(path: Path) -> None:
    """Each dashboard reads the link's settings for its game and plays that game, with
    the same cells as the Comrade dashboard (only the game's name differs)."""
    import cardlab

    game = path.stem
    assert game in cardlab.GAMES
    code = [source(c) for c in load(path)["cells"] if c["cell_type"] == "code"]
    model = [source(c) for c in load(NOTEBOOKS / "dashboards" / "comrade.ipynb")["cells"]
             if c["cell_type"] == "code"]
    assert f'dashboard("{game}")' in code[-1]
    assert len(code) == len(model)
    assert code[-1].replace(game, "comrade") == model[-1]
    assert all(c["cell_type"] == "code" for c in load(path)["cells"])  # Voilà shows no prose
