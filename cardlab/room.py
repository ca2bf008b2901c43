"""The students' door of ``make class``: standalone Voilà serving the game dashboards a
class or a shared table needs, and nothing else.

:class:`StudentsVoila` is Voilà's own application (``voila notebooks/``: pages rendered
from preheated kernels, ``execute_request`` refused on a page's kernel websocket, no
JupyterLab, no terminals, no file editing) with its handlers cut down to a room's:

- ``/voila/render/dashboards/<game>.ipynb`` for the games of :data:`cardlab.GAMES` only;
  every other notebook (the class board ``dashboards/class.ipynb``, the lessons, the
  welcome pages) is absent (404), and Voilà's notebook tree (``/``, ``/voila/tree``)
  and its contents API (``/voila/api/contents``) are gone;
- ``/`` is one sentence in both languages: open the link your teacher gave you;
- ``/api/kernels/<id>`` answers ``GET`` only (a page's kernel, as Voilà's page asks
  for it); no way to list, start or delete a kernel: a kernel starts only when a page
  opens;
- at most :attr:`StudentsVoila.max_kernels` kernels: a page opened when the room holds
  that many (waiting preheated ones included) is one sentence (status 503), in the
  link's language and the other one;
- every kernel runs with ``CARDLAB_ROOM=students``
  (:data:`cardlab.link_settings.ROOM_ENV`): a dashboard opened without a class's or a
  table's link says that it opens only with one
  (:func:`cardlab.ui.dashboard`), so a page can play its own seat and send its result,
  and nothing else. The class and table database is read by the kernels only; Voilà's
  file handler serves images and ``sheets/*.html`` from ``notebooks/`` (``voila.json``),
  never the database, which lives outside the served folder.

There is no token: a page is all a student's link gives. ``python -m cardlab.room
notebooks/ --port=8888 --Voila.ip=0.0.0.0`` runs it (``make class`` does, beside the
teacher's own server: :mod:`cardlab.classroom_server`).

>>> sorted(student_pages(["notice", "comrade"]))
['dashboards/comrade.ipynb', 'dashboards/notice.ipynb']
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Iterable
from typing import Any

import tornado.web
from jupyter_server.services.kernels.handlers import KernelHandler
from traitlets import Int
from voila.app import Voila
from voila.tornado.contentshandler import VoilaContentsHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.treehandler import TornadoVoilaTreeHandler

from cardlab.i18n import in_both, t
from cardlab.link_settings import ROOM_ENV, ROOM_STUDENTS

__all__ = ["DEFAULT_MAX_KERNELS", "StudentsVoila", "main", "page_html", "preheat_denylist",
           "student_pages"]
DEFAULT_MAX_KERNELS = 60
"""40 students, their reloads (a closed tab's kernel is shut down at once, a vanished
one culled after 5 idle minutes), the preheated kernel of each game: ≈ 6–7 GB of
kernels at ≈ 110 MB each (README, "make class")."""


def student_pages(games: Iterable[str]) -> frozenset[str]:
    """The notebooks (paths under ``notebooks/``) the students' server renders."""
    return frozenset(f"dashboards/{game}.ipynb" for game in games)


def preheat_denylist(games: Iterable[str]) -> str:
    """A pattern matching every notebook that is not a student's page. Voilà preheats a
    kernel for each notebook under its root that no pattern of its denylist matches, and
    matches the patterns against the notebook's full path (``/…/notebooks/dashboards/…``
    when the root is absolute), so the pattern looks at the path's end.

    >>> import re
    >>> deny = re.compile(preheat_denylist(["notice"]))
    >>> bool(deny.match("/srv/notebooks/dashboards/notice.ipynb"))
    False
    >>> bool(deny.match("/srv/notebooks/dashboards/class.ipynb"))
    True
    """
    names = "|".join(re.escape(g) for g in sorted(games))
    return rf"^(?!(.*/)?dashboards/({names})\.ipynb$)"


def page_html(key: str, lang: str, status: int = 200, **fields: Any) -> str:
    """A page of one sentence (message ``key``), in ``lang`` and then the other language.

    >>> page = page_html("room.door", "en")
    >>> page.index("open the link") < page.index("先生から")
    True
    """
    said = in_both(key, lang, **fields)
    first = said[0][0]
    lines = "".join(f'<p lang="{x}" class="cardlab-room-{key.split(".")[-1]}">'
                    f"{html.escape(text)}</p>" for x, text in said)
    return (f'<!DOCTYPE html><html lang="{first}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{html.escape(t('room.title', first))}</title>"
            "<style>body{font-family:system-ui,sans-serif;max-width:36em;margin:3em auto;"
            "padding:0 1em;line-height:1.5;color:#222}</style></head>"
            f'<body data-status="{int(status)}">{lines}</body></html>')


class DoorHandler(tornado.web.RequestHandler):
    """``/``: no notebook tree, one sentence."""

    def get(self) -> None:
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(page_html("room.door", self.get_argument("lang", "ja")))


class KernelInfoHandler(KernelHandler):
    """``/api/kernels/<id>``: a page may read its kernel's model, not delete it."""

    SUPPORTED_METHODS = ("GET",)  # type: ignore[assignment]


class DashboardHandler(TornadoVoilaHandler):
    """``/voila/render/<path>``: a student's page, while the room has a kernel for it."""

    def initialize(self, **kwargs: Any) -> None:
        self.pages: frozenset[str] = kwargs.pop("pages")
        self.room: StudentsVoila = kwargs.pop("room")
        super().initialize(**kwargs)

    @tornado.web.authenticated
    async def get(self, path: str | None = None) -> None:
        if path not in self.pages:
            raise tornado.web.HTTPError(404)
        if not self.room.admit():
            self.set_status(503)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.set_header("Retry-After", "60")
            self.finish(page_html("room.full", self.get_argument("lang", "ja"), 503,
                                  kernels=self.room.max_kernels))
            return
        held = True  # until the page's first part goes out (its kernel is counted then)
        try:
            async for part in self.get_generator(path=path):
                if held:
                    held = self.room.admitted()
                self.write(part)
                self.flush()
        finally:
            if held:
                self.room.admitted()


class StudentsVoila(Voila):
    """Voilà for the students: the game dashboards only, at most ``max_kernels`` kernels."""

    name = "cardlab-room"
    description = "The students' pages of make class: the game dashboards, nothing else."
    max_kernels = Int(
        DEFAULT_MAX_KERNELS, config=True,
        help="Kernels this server runs at most, preheated ones included; a page opened "
             "when that many run says the room is full.")

    def initialize(self, argv: Any = None) -> None:
        """Voilà's set-up, for a room: the kernels know they are a student's."""
        os.environ[ROOM_ENV] = ROOM_STUDENTS  # the kernels inherit the server's environment
        self._opening = 0  # pages admitted that have not yet sent their first part
        super().initialize(argv)
        from cardlab.core import GAMES

        # no preheated kernel for a page no student may open (the class board, lessons)
        self.config.VoilaKernelManager.preheat_denylist = [preheat_denylist(GAMES)]

    def admit(self) -> bool:
        """Take a place for a page opening now; ``False`` when the room is full."""
        running = len(self.kernel_manager.list_kernel_ids())
        if running + self._opening >= self.max_kernels:
            self.log.warning("cardlab room: full (%d kernels, %d pages opening, limit %d)",
                             running, self._opening, self.max_kernels)
            return False
        self._opening += 1
        return True

    def admitted(self) -> bool:
        """The page's kernel runs (it is counted among the kernels now); ``False``."""
        self._opening = max(0, self._opening - 1)
        return False

    def init_handlers(self) -> list[Any]:
        """Voilà's handlers without the tree, the contents API and the kernel's DELETE;
        the page handler renders the students' pages only."""
        from cardlab.core import GAMES

        pages = student_pages(GAMES)
        kept: list[Any] = [(self.server_url, DoorHandler)]
        for spec in super().init_handlers():
            pattern, cls, *rest = spec
            if cls in (TornadoVoilaTreeHandler, VoilaContentsHandler):
                continue
            if cls is KernelHandler:
                kept.append((pattern, KernelInfoHandler, *rest))
            elif cls is TornadoVoilaHandler:
                kept.append((pattern, DashboardHandler, {**rest[0], "pages": pages,
                                                         "room": self}))
            else:
                kept.append(spec)
        return kept


def main(argv: list[str] | None = None) -> None:
    """``python -m cardlab.room NOTEBOOKS [--port=P] [--Voila.ip=H] [Voilà's options]``."""
    StudentsVoila.launch_instance(argv)


if __name__ == "__main__":
    main()
