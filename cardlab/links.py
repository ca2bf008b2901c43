"""Where cardlab's pages are, seen from the page that links them.

Everything a learner or a teacher opens lives under ``notebooks/``: the welcome pages, the
lessons (``en/``, ``ja/``), the dashboards (``dashboards/``) and the printable sheets
(``sheets/``). A Jupyter server serves that folder at a :class:`Place`:

- ``make start``: the server's root *is* ``notebooks/``, its base URL ``/``;
- Binder: the root is the repository, so ``notebooks/`` is a folder down, and the base is
  ``/binder/jupyter/user/<id>/`` or similar;
- a JupyterHub: the base is ``/user/NAME/``, the root wherever the hub puts it;
- standalone Voilà on ``notebooks/``: base ``/``, and no JupyterLab beside it.

The same page is reached on each of them, so a link is never written with a port or a
fixed base; it is made here from the place:

========================  ===================================================
dashboard (the game)      ``{base}voila/render/{folder}dashboards/<game>.ipynb``
lesson as a page          ``{base}voila/render/{folder}<lang>/<game>.ipynb``
lesson as a notebook      ``{base}lab/tree/{folder}<lang>/<game>.ipynb`` (only with a Lab)
rules card, plan, …       ``{base}voila/files/{folder}sheets/<name>.html``
========================  ===================================================

The sheets go through Voilà's file handler, which ``jupyter/config/voila.json`` allows for
``sheets/*.html`` only; it answers ``text/html`` with no further headers. Jupyter's own
``/files/`` would answer with ``Content-Security-Policy: … sandbox allow-scripts``, a
sandboxed page that may not open a new tab or call ``print()``.

A page learns its place from where it runs (:func:`here`): a Voilà page from its path
(Voilà's ``SCRIPT_NAME``), a notebook in JupyterLab from its server's runtime file (the
server's ``base_url`` and ``root_dir``, found by the kernel's parent process id).

>>> p = Place(base="/user/ann/", folder="notebooks/")
>>> p.dashboard("comrade")
'/user/ann/voila/render/notebooks/dashboards/comrade.ipynb'
>>> p.sheet("glossary.ja.html", "trick")
'/user/ann/voila/files/notebooks/sheets/glossary.ja.html#trick'
>>> from_page("/voila/render/dashboards/comrade.ipynb", "dashboards/comrade.ipynb", lab=True)
Place(base='/', folder='', lab=True)
"""

from __future__ import annotations

import html
import json
import os
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from urllib.parse import quote

from cardlab.core import GAMES
from cardlab.i18n import LANGS, t

__all__ = [
    "NOTEBOOKS",
    "STUDENTS_URL_ENV",
    "UNSERVED",
    "GameLinks",
    "Place",
    "dashboard_links",
    "from_lab",
    "from_page",
    "game_links",
    "here",
    "lesson_href",
    "lesson_page_href",
    "sheet_name",
    "student_page",
]

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
"""The notebooks folder of this checkout (the welcome pages, lessons, dashboards, sheets)."""

RENDER = "voila/render/"


@dataclass(frozen=True)
class Place:
    """Where a server serves ``notebooks/``: its ``base`` URL path (ends with ``/``), the
    ``folder`` of ``notebooks/`` under the server's root (``""`` or ``"notebooks/"``) and
    whether a JupyterLab runs there (``lab``; standalone Voilà has none).

    >>> Place().lesson_page("notice", "ja"), Place().lesson_notebook("notice", "ja")
    ('/voila/render/ja/notice.ipynb', '/lab/tree/ja/notice.ipynb')
    >>> Place(lab=False).lesson_notebook("notice", "ja") is None
    True

    :data:`UNSERVED` is no server at all (a page exported by nbconvert beside the files):
    links relative to ``notebooks/``.

    >>> UNSERVED.dashboard("notice"), UNSERVED.sheet("glossary.en.html", "trick")
    ('dashboards/notice.ipynb', 'sheets/glossary.en.html#trick')
    """

    base: str = "/"
    folder: str = ""
    lab: bool = True
    served: bool = field(default=True, repr=False)

    def render(self, path: str) -> str:
        """``path`` (under ``notebooks/``) as a Voilà page."""
        if not self.served:
            return quote(path)
        return f"{self.base}{RENDER}{quote(self.folder + path)}"

    def tree(self, path: str) -> str | None:
        """``path`` (under ``notebooks/``) opened in JupyterLab; None without a Lab."""
        return f"{self.base}lab/tree/{quote(self.folder + path)}" if self.lab else None

    def dashboard(self, game: str) -> str:
        """The game's dashboard: the table alone, no code."""
        return self.render(f"dashboards/{game}.ipynb")

    def lesson_page(self, game: str, lang: str, part: str = "") -> str:
        """A lesson as a page (Voilà); ``part="_further"`` for its going-further notebook."""
        return self.render(f"{lang}/{game}{part}.ipynb")

    def lesson_notebook(self, game: str, lang: str, part: str = "") -> str | None:
        """A lesson as a notebook (JupyterLab); None without a Lab."""
        return self.tree(f"{lang}/{game}{part}.ipynb")

    def sheet(self, name: str, anchor: str = "") -> str:
        """A static page of ``notebooks/sheets/`` (``#anchor`` when given)."""
        href = (f"{self.base}voila/files/{quote(self.folder + 'sheets/' + name)}"
                if self.served else quote(f"sheets/{name}"))
        return f"{href}#{anchor}" if anchor else href


UNSERVED = Place(base="", folder="", lab=False, served=False)
"""Links relative to ``notebooks/``, for a page that no server tells its place."""


def from_page(page: str, notebook: str, lab: bool | None = None) -> Place | None:
    """The place of a Voilà page at URL path ``page`` that renders ``notebook`` (its path
    under ``notebooks/``); None when the page is not ``…/voila/render/…/notebook``
    (standalone Voilà on one notebook serves it at ``/``, and nothing beside it).

    ``lab`` says whether a JupyterLab runs on the page's server; by default, whether the
    kernel's parent is a Jupyter server (:func:`server_info`).

    >>> from_page("/user/ann/voila/render/notebooks/welcome_ja.ipynb", "welcome_ja.ipynb",
    ...           lab=True)
    Place(base='/user/ann/', folder='notebooks/', lab=True)
    >>> from_page("/voila/render/dashboards/notice.ipynb", "dashboards/notice.ipynb", lab=False)
    Place(base='/', folder='', lab=False)
    >>> from_page("/", "dashboards/notice.ipynb") is None
    True
    >>> from_page("/voila/render/dashboards/notice.ipynb", "dashboards/comrade.ipynb") is None
    True
    """
    head, sep, tail = page.partition(RENDER)
    if not sep or not head.startswith("/") or not tail.endswith(notebook):
        return None
    folder = tail[: len(tail) - len(notebook)]
    if folder and not folder.endswith("/"):
        return None
    if lab is None:
        lab = server_info() is not None
    return Place(base=head, folder=folder, lab=lab)


def server_info(pid: str | None = None, runtime: str | None = None) -> dict[str, str] | None:
    """What the Jupyter server that started this kernel wrote about itself (its
    ``jpserver-<pid>.json`` in the runtime folder: ``base_url``, ``root_dir`` …), or None
    when the kernel's parent is no Jupyter server (standalone Voilà, nbval, a script).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     _ = Path(d, "jpserver-41.json").write_text('{"base_url": "/user/ann/"}')
    ...     server_info("41", d), server_info("42", d)
    ({'base_url': '/user/ann/'}, None)
    """
    pid = os.environ.get("JPY_PARENT_PID", "") if pid is None else pid
    if not pid.isdigit():
        return None
    if runtime is None:
        from jupyter_core.paths import jupyter_runtime_dir

        runtime = jupyter_runtime_dir()
    try:
        info = json.loads(Path(runtime, f"jpserver-{pid}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return info if isinstance(info, dict) else None


def from_lab(folder: str | os.PathLike[str], info: dict[str, str] | None = None) -> Place | None:
    """The place of ``notebooks/`` for a kernel of a JupyterLab notebook whose server
    wrote ``info`` (:func:`server_info` by default); ``folder`` is the ``notebooks/``
    folder on disk. None without a server, or when the folder is outside its root.

    >>> from_lab("/home/ann/cardlab/notebooks", {"base_url": "/user/ann/",
    ...                                          "root_dir": "/home/ann"})
    Place(base='/user/ann/', folder='cardlab/notebooks/', lab=True)
    >>> from_lab("/srv/notebooks", {"base_url": "/", "root_dir": "/home/ann"}) is None
    True
    """
    info = server_info() if info is None else info
    if not info or "root_dir" not in info:
        return None
    base = info.get("base_url") or "/"
    root = Path(os.path.expanduser(info["root_dir"])).resolve()
    try:
        rel = Path(folder).resolve().relative_to(root)
    except ValueError:
        return None
    path = PurePosixPath(*rel.parts).as_posix()
    return Place(base=base if base.endswith("/") else base + "/",
                 folder="" if path == "." else path + "/", lab=True)


def here(notebook: str, page: str | None = None) -> Place | None:
    """The place of the page running ``notebook`` (its path under ``notebooks/``): a Voilà
    page's from its path (``page``, by default Voilà's ``SCRIPT_NAME``), else a JupyterLab
    notebook's from its server. None where neither tells (nbval, nbconvert, a script).

    >>> here("welcome_en.ipynb", page="/voila/render/welcome_en.ipynb").base
    '/'
    """
    page = os.environ.get("SCRIPT_NAME", "") if page is None else page
    if page:
        return from_page(page, notebook)
    return from_lab(NOTEBOOKS)


# --------------------------------------------------------------------------- one game


def sheet_name(game: str, kind: str, lang: str) -> str:
    """The file name of a game's sheet (``kind`` is ``card`` or ``plan``) in ``lang``.

    >>> sheet_name("comrade", "card", "ja")
    'comrade-card.ja.html'
    """
    return f"{game}-{kind}.{lang}.html"


@dataclass(frozen=True)
class GameLinks:
    """The links of one game in one language; None for what does not exist (yet) or
    cannot be opened from that place (a notebook without a JupyterLab)."""

    game: str
    title: str
    dashboard: str | None
    lesson_page: str | None
    lesson_notebook: str | None
    further_page: str | None
    further_notebook: str | None
    card: str | None
    plan: str | None


def game_links(game: str, lang: str, place: Place, root: Path = NOTEBOOKS) -> GameLinks:
    """Every link of ``game`` in ``lang`` from ``place``, for the files under ``root``.

    >>> links = game_links("comrade", "en", Place(base="/user/ann/"))
    >>> links.title, links.dashboard
    ('Comrade', '/user/ann/voila/render/dashboards/comrade.ipynb')
    >>> links.lesson_page, links.lesson_notebook
    ('/user/ann/voila/render/en/comrade.ipynb', '/user/ann/lab/tree/en/comrade.ipynb')
    >>> game_links("comrade", "en", Place(lab=False)).lesson_notebook is None
    True
    """
    lang = lang if lang in LANGS else "en"
    spec = GAMES.get(game)
    title = spec.title.get(lang, game) if spec else game

    def have(path: str) -> bool:
        return (root / path).is_file()

    def lesson(part: str) -> tuple[str | None, str | None]:
        if not have(f"{lang}/{game}{part}.ipynb"):
            return None, None
        return place.lesson_page(game, lang, part), place.lesson_notebook(game, lang, part)

    page, notebook = lesson("")
    further_page, further_notebook = lesson("_further")
    card, plan = (place.sheet(sheet_name(game, kind, lang))
                  if have(f"sheets/{sheet_name(game, kind, lang)}") else None
                  for kind in ("card", "plan"))
    return GameLinks(
        game=game, title=title,
        dashboard=place.dashboard(game) if have(f"dashboards/{game}.ipynb") else None,
        lesson_page=page, lesson_notebook=notebook,
        further_page=further_page, further_notebook=further_notebook, card=card, plan=plan,
    )


STUDENTS_URL_ENV = "CARDLAB_STUDENTS_URL"
"""The students' server's address (``make class``: :mod:`cardlab.classroom_server` sets it
for the teacher's server), where the class board's students' links go."""


def student_page(page: str, game: str, env: dict[str, str] | None = None) -> tuple[str, bool]:
    """The page students open for ``game``, seen from the class board's page path
    ``page``, and whether it is on a server of its own (the students' door of ``make
    class``, ``CARDLAB_STUDENTS_URL``: a full address, and never the board's token).
    Elsewhere it is beside the board (a path); ``("", False)`` when ``page`` is not the
    board's path.

    >>> student_page("/voila/render/dashboards/class.ipynb", "notice", {})
    ('/voila/render/dashboards/notice.ipynb', False)
    >>> student_page("/voila/render/dashboards/class.ipynb", "notice",
    ...              {"CARDLAB_STUDENTS_URL": "http://10.0.0.5:8888/"})
    ('http://10.0.0.5:8888/voila/render/dashboards/notice.ipynb', True)
    >>> student_page("", "notice", {})
    ('', False)
    """
    apart = (os.environ if env is None else env).get(STUDENTS_URL_ENV, "")
    if apart:
        return f"{apart.rstrip('/')}/{RENDER}dashboards/{game}.ipynb", True
    head, sep, _ = page.rpartition("class.ipynb")
    return (f"{head}{game}.ipynb", False) if sep else ("", False)


def lesson_href(game: str, lang: str, page: str = "") -> str | None:
    """Where the lesson of ``game`` in ``lang`` opens in JupyterLab, seen from its
    dashboard at URL path ``page`` (Voilà hands it to the kernel as ``SCRIPT_NAME``).

    Standalone Voilà on one notebook serves the dashboard at ``/``: no link (``None``);
    neither is there one for a game without a lesson.

    >>> lesson_href("comrade", "en", "/voila/render/dashboards/comrade.ipynb")
    '/lab/tree/en/comrade.ipynb'
    >>> lesson_href("comrade", "ja", "/user/ann/voila/render/notebooks/dashboards/comrade.ipynb")
    '/user/ann/lab/tree/notebooks/ja/comrade.ipynb'
    >>> lesson_href("comrade", "en", "/") is None, lesson_href("comrade", "en", "") is None
    (True, True)
    """
    place = from_page(page, f"dashboards/{game}.ipynb", lab=True)
    return None if place is None else game_links(game, lang, place).lesson_notebook


def lesson_page_href(game: str, lang: str, page: str = "") -> str | None:
    """The lesson of ``game`` in ``lang`` as a page (Voilà), seen from its dashboard.

    >>> lesson_page_href("comrade", "ja", "/user/ann/voila/render/dashboards/comrade.ipynb")
    '/user/ann/voila/render/ja/comrade.ipynb'
    """
    place = from_page(page, f"dashboards/{game}.ipynb", lab=False)
    return None if place is None else game_links(game, lang, place).lesson_page



def dashboard_links(game: str, lang: str, page: str = "", root: Path = NOTEBOOKS) -> str:
    """The links a dashboard's controls show, as HTML: the game's lesson as a page, its
    rules card and its teacher's plan in ``lang`` (those that exist under ``root``), each in
    a new tab; ``""`` where the page cannot tell where it is (standalone Voilà on one
    notebook serves it at ``/``). On ``make class``'s students' server, the rules card only.

    >>> links = dashboard_links("comrade", "ja", "/user/ann/voila/render/dashboards/comrade.ipynb")
    >>> 'href="/user/ann/voila/render/ja/comrade.ipynb"' in links, 'target="_blank"' in links
    (True, True)
    >>> dashboard_links("comrade", "ja", "/")
    ''
    """
    from cardlab.link_settings import in_room

    place = from_page(page, f"dashboards/{game}.ipynb", lab=False)
    if place is None:
        return ""
    g = game_links(game, lang, place, root)
    room = in_room()  # the students' server of make class serves no lesson, no plan
    out = []
    for href, short, long in ((None if room else g.lesson_page, "ui.lesson_page_short",
                               "ui.lesson_link"),
                              (g.card, "ui.card_short", "ui.card_link"),
                              (None if room else g.plan, "ui.plan_short", "ui.plan_link")):
        if href is not None:
            out.append(
                f'<a href="{html.escape(href)}" target="_blank" rel="noopener" '
                f'title="{html.escape(t(long, lang, game=g.title))}" style="color:#0b57d0;'
                f'text-decoration:underline;font-weight:600;margin:0 4px;white-space:nowrap">'
                f"{html.escape(t(short, lang, game=g.title))}</a>")
    return "".join(out)
