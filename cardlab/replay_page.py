"""A standalone replay page: one HTML file that steps through a recorded game.

:func:`replay_html` turns a record (:meth:`cardlab.core.Game.to_record`) into one
self-contained HTML document: the table drawn by the notebook's own ``widgets/table.js``
and ``table.css`` (inlined), a timeline (first / back / forward / last, a slider over every
action, a jump to a deal or a trick, the keys ← → Home End) and the events of each step
with their explanations, in English or Japanese. It opens in any recent browser with no
kernel and no network: nothing is fetched (a Content-Security-Policy forbids it too; the
table's modules are imported from ``data:`` addresses inside the page, see
:func:`cardlab.assets.module`).

The pictures are computed here, in Python, with the table's machinery: the game is
stepped through by a :class:`~cardlab.records.Timeline` (as the table's own replay does),
and every step's picture is :func:`cardlab.layout.picture` of the viewpoint's view, as the
widget draws it.
Hidden hands follow the viewpoint, and the page *holds* nothing more: ``seat=k`` embeds
only seat k's views (``game.view(k)``) and the log lines seat k may read; ``seat=None``
a spectator's; ``teacher=True`` every hand. The record itself is not embedded, and
neither is its seed or deal code (from which the deal could be dealt again), except in
a teacher's page.

The steps travel gzip-compressed and base64-encoded; the page unpacks them with the
browser's own ``DecompressionStream``.

>>> import cardlab
>>> from cardlab.session import play_out
>>> from cardlab.bots import RandomBot
>>> g = play_out(cardlab.new_game("comrade", players=3, seed=7),
...              {s: RandomBot(seed=s) for s in range(3)})
>>> page = replay_html(g.to_record(), lang="en", seat=0)
>>> page.startswith("<!doctype html>"), "http://" in page or "https://" in page
(True, False)
>>> steps = page_data(page)["steps"]
>>> len(steps) == len(g.history) + 1
True
"""

from __future__ import annotations

import base64
import bisect
import gzip
import json
import re
from collections.abc import Mapping
from html import escape
from os import PathLike
from pathlib import Path
from typing import Any

from cardlab import layout
from cardlab.assets import asset, module
from cardlab.core import Game
from cardlab.i18n import LANGS, t
from cardlab.records import Timeline, read_record
from cardlab.tricks import TrickGame

__all__ = ["page_data", "replay_html", "save_replay_html"]

LOG_LIMIT = 400  # the log lines a step shows, as the notebook's table (ui.table.LOG_LIMIT)
FORMAT = 1  # the version of the embedded data (read by widgets/replay_page.js)
_DATA_RE = re.compile(r'<script type="application/octet-stream" id="clr-data">([^<]*)</script>')


# ===================================================================== the record


def _check_viewpoint(game: Game, lang: Any, seat: Any) -> None:
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < game.players):
        raise ValueError(f"seat must be a seat from 0 to {game.players - 1} or None, not {seat!r}")


# ===================================================================== the steps


def _lines(tl: Timeline, seat: int | None, teacher: bool, lang: str
           ) -> tuple[list[int], list[str]]:
    """The whole log as the viewpoint reads it, and the move of each line."""
    moves, lines = [], []
    for k, e in tl.log(tl.last):
        if e.visible_to(seat, teacher):
            moves.append(k)
            lines.append(e.text(lang))
    return moves, lines


def _marks(tl: Timeline, lang: str) -> list[dict[str, Any]]:
    """The jump list: each deal's start, each trick won, the end."""
    out, deal = [], 1
    for k, kind, nums in tl.marks():
        if kind == "deal":
            deal = nums["number"]
            label = t("replay_page.deal_start", lang, **nums)
        else:
            label = t("replay_page.trick", lang, **nums)
        out.append({"step": k, "deal": deal, "label": label})
    out.append({"step": tl.last, "deal": deal, "label": t("replay_page.end", lang)})
    return out


def _steps(game: Game, seat: int | None, teacher: bool, lang: str) -> dict[str, Any]:
    """Every step's picture (as the live table draws it for the viewpoint, with no action
    to offer), how many log lines it shows and its deal; the lines and the marks."""
    tl = Timeline(game)
    moves, lines = _lines(tl, seat, teacher, lang)
    marks = _marks(tl, lang)
    starts = [k for k, kind, _ in tl.marks() if kind == "deal"]  # where each deal begins
    steps = []
    for k in range(tl.last + 1):
        g = tl.at(k)
        view = g.view(seat, reveal=teacher)
        tricks = tl.tricks(k) if isinstance(g, TrickGame) else None
        code = g.deal_code if teacher else None  # it deals the game again: teachers only
        steps.append({"tree": layout.picture(view, lang, teacher=teacher, tricks=tricks,
                                             code=code),
                      "log": bisect.bisect_right(moves, k),
                      "deal": max(1, bisect.bisect_right(starts, k))})
    return {"format": FORMAT, "lines": lines, "steps": steps, "marks": marks,
            "log_limit": LOG_LIMIT}


def _pack(data: Any) -> str:
    """``data`` as JSON, gzip-compressed (reproducibly), in base64."""
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return base64.b64encode(gzip.compress(raw, compresslevel=9, mtime=0)).decode("ascii")


def page_data(page: str) -> dict[str, Any]:
    """The data a replay page embeds, unpacked (what its script reads): ``steps``
    (``tree``, ``log``: how many ``lines`` it shows, ``deal``), ``lines``, ``marks``.

    >>> import cardlab
    >>> page = replay_html(cardlab.new_game("notice", seed=1).to_record())
    >>> data = page_data(page)
    >>> len(data["steps"]), data["marks"][0]["label"]
    (1, 'deal 1: the start')
    """
    found = _DATA_RE.search(page)
    if found is None:
        raise ValueError("this is not a cardlab replay page (no embedded data)")
    return dict(json.loads(gzip.decompress(base64.b64decode(found.group(1)))))


# ===================================================================== the page


def _asset(name: str) -> str:
    """A browser file's text (:func:`cardlab.assets.asset`), checked to be safe inside an
    inline ``<script>``/``<style>``."""
    text = module(name) if name.endswith(".js") else asset(name).read_text(encoding="utf-8")
    if re.search(r"</(script|style)|<!--", text, re.IGNORECASE):
        raise RuntimeError(f"{name} cannot be inlined: it holds </script, </style or <!--")
    return text


_CSP = ("default-src 'none'; script-src 'unsafe-inline' data:; style-src 'unsafe-inline'; "
        "img-src data:; base-uri 'none'; form-action 'none'")


def _labels(lang: str) -> dict[str, str]:
    keys = ("first", "back", "forward", "last", "slider", "start", "jump", "events", "quiet",
            "timeline", "keys", "made_by", "needs_js", "too_old")
    out = {k: t(f"replay_page.{k}", lang) for k in keys}
    out["step"] = t("replay_page.step", lang, step="{step}", total="{total}")
    out["deal"] = t("replay_page.deal", lang, number="{number}")
    return out


def _script_json(data: Any) -> str:
    """``data`` as JSON that is safe inside a ``<script>`` element (no ``<``)."""
    return json.dumps(data, ensure_ascii=True).replace("<", "\\u003c")


def _viewpoint(seat: int | None, teacher: bool, lang: str) -> str:
    if teacher:
        return t("replay_page.view.teacher", lang)
    if seat is None:
        return t("replay_page.view.spectator", lang)
    return t("replay_page.view.seat", lang, seat=seat)


# the timeline's icons, drawn (no font needed): bar + triangle, triangle
_ICONS = {"first": "M3 3h3v14H3zM17 3v14L7 10z", "back": "M15 3v14L5 10z",
          "forward": "M5 3v14l10-7z", "last": "M14 3h3v14h-3zM3 3v14l10-7z"}


def _timeline(w: dict[str, str], total: int) -> str:
    """The timeline's controls (replay_page.js gives them life)."""
    def button(name: str, icon: str) -> str:
        svg = (f'<svg class="clr-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">'
               f'<path d="{icon}"/></svg>')
        word = escape(w[name])
        text = f"{svg} {word}" if name in ("first", "back") else f"{word} {svg}"
        return (f'<button type="button" class="clr-btn" data-go="{name}" '
                f'title="{escape(w[name])}">{text}</button>')

    return (
        f'<nav class="clr-timeline" aria-label="{escape(w["timeline"])}">'
        f'{button("first", _ICONS["first"])}{button("back", _ICONS["back"])}'
        f'<input type="range" class="clr-slider" min="0" max="{total}" value="0" step="1" '
        f'aria-label="{escape(w["slider"])}">'
        f'{button("forward", _ICONS["forward"])}{button("last", _ICONS["last"])}'
        f'<span class="clr-count" aria-live="off"></span>'
        f'<label class="clr-jump"><span>{escape(w["jump"])}</span> '
        f'<select class="clr-marks"></select></label></nav>'
    )


def replay_html(record: Mapping[str, Any] | str | PathLike[str], lang: str = "en",
                seat: int | None = None, teacher: bool = False) -> str:
    """One self-contained HTML page that replays ``record`` (a dict, JSON text or a path).

    ``lang``: ``"en"`` or ``"ja"`` (the table, the log and the page's own buttons);
    ``seat``: the viewpoint (``None``: a spectator); ``teacher=True`` shows every hand.
    The page embeds no hidden card the viewpoint may not see. A damaged record raises
    :class:`~cardlab.errors.RecordError`; a bad ``lang`` or ``seat`` ``ValueError``.

    >>> import cardlab
    >>> page = replay_html(cardlab.new_game("trumps", seed=3).to_record(), lang="ja", seat=1)
    >>> '<html lang="ja">' in page, "Content-Security-Policy" in page
    (True, True)
    """
    game = read_record(record)
    _check_viewpoint(game, lang, seat)
    teacher = bool(teacher)
    data = _steps(game, seat, teacher, lang)
    w = _labels(lang)
    title = t("replay_page.title", lang, game=data["steps"][0]["tree"].get("title", game.name))
    config = {"labels": w, "lang": lang}
    return "".join([
        f'<!doctype html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n',
        f'<meta http-equiv="Content-Security-Policy" content="{_CSP}">\n',
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n',
        f"<title>{escape(title)}</title>\n",
        f"<style>\n{_asset('table.css')}\n{_asset('replay_page.css')}\n</style>\n</head>\n",
        f'<body class="cardlab-replay">\n<header class="clr-header"><h1>{escape(title)}</h1>',
        f'<p class="clr-viewpoint">{escape(_viewpoint(seat, teacher, lang))}</p></header>\n',
        _timeline(w, len(data["steps"]) - 1),
        f'\n<section class="clr-events" aria-live="polite"><h2>{escape(w["events"])}</h2>',
        '<ol class="clr-lines"></ol></section>\n',
        '<main class="clr-table" id="clr-table"></main>\n',
        f'<noscript><p class="clr-problem">{escape(w["needs_js"])}</p></noscript>\n',
        f'<footer class="clr-footer"><span>{escape(w["keys"])}</span> · '
        f'<span>{escape(w["made_by"])}</span></footer>\n',
        f'<script type="application/json" id="clr-config">'
        f'{_script_json(config)}</script>\n',
        f'<script type="application/octet-stream" id="clr-data">{_pack(data)}</script>\n',
        f'<script type="module">\n{_asset("replay_page.js")}\n</script>\n</body>\n</html>\n',
    ])


def save_replay_html(record: Mapping[str, Any] | str | PathLike[str],
                     path: str | PathLike[str], **kw: Any) -> Path:
    """Write :func:`replay_html` of ``record`` to ``path`` (keywords: ``lang``, ``seat``,
    ``teacher``); the path written.

    >>> import cardlab, tempfile, os
    >>> out = save_replay_html(cardlab.new_game("comp13", seed=2).to_record(),
    ...                        os.path.join(tempfile.mkdtemp(), "comp13.html"), lang="en")
    >>> out.suffix, out.stat().st_size > 10_000
    ('.html', True)
    """
    out = Path(path)
    out.write_text(replay_html(record, **kw), encoding="utf-8")
    return out
