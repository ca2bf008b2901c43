"""Charts and progress bars for the odds notebooks, in English and Japanese.

The charts are drawn with **matplotlib** as static PNG images: a PNG output shows the
same in JupyterLab, in Voilà and in an nbconvert HTML page, needs no JavaScript and loads
nothing from the internet. Each function returns a ``Figure`` (already closed, so a
notebook shows it once: as the cell's value). Colours are the table's (the felt green,
the card red, the gold of a highlight).

Japanese labels need a font with Japanese glyphs; :func:`use_cjk_font` picks one when
matplotlib's font manager knows one (``fonts-noto-cjk`` on Debian) and otherwise falls
back quietly (the Japanese characters cannot be drawn then, but nothing fails and no
warning floods the page). Every chart function calls it for ``lang="ja"``.

The progress bar of a simulation is :class:`cardlab.ui.progress.Progress` (a widget).

This module is a front end, like :mod:`cardlab.ui`: nothing in the engine imports it.
matplotlib comes with the ``notebook`` extra (``pip install cardlab[notebook]``).

>>> fig = histogram([1, 2, 2, 3], lang="en", xlabel=label("tricks", "en"))
>>> [round(float(p.get_height())) for p in fig.axes[0].patches]
[25, 50, 25]
>>> fig.axes[0].get_ylabel()
'share of the deals (%)'
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any

import matplotlib.pyplot as plt
from matplotlib import font_manager
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from cardlab.i18n import t

__all__ = [
    "CJK_FONTS",
    "COLOURS",
    "bars",
    "card_shares",
    "histogram",
    "label",
    "lead_risk",
    "use_cjk_font",
    "wilson",
    "win_rates",
]

COLOURS = {"felt": "#1f6b45", "red": "#c8102e", "blue": "#1550c4", "gold": "#f2b705",
           "ink": "#16161a", "paper": "#fffdf7", "grey": "#8a8a8a"}
"""The table's colours (``widgets/table.css``), used by every chart."""

CJK_FONTS = ("Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "IPAexGothic",
             "IPAGothic", "TakaoGothic", "VL Gothic", "Hiragino Sans", "Yu Gothic",
             "Meiryo", "MS Gothic", "Noto Sans CJK SC", "Noto Sans CJK TC")
"""Fonts with Japanese glyphs, in order of preference."""



def label(key: str, lang: str = "en", **values: Any) -> str:
    """The chart text ``key`` in ``lang`` (English when the language is unknown), from the
    catalogue ``cardlab/i18n/plots.py``.

    >>> label("deals", "ja", n=200)
    '200ディール'
    >>> label("tricks", "fr")
    'tricks taken'
    """
    return t(f"plots.{key}", lang, **values)


# --------------------------------------------------------------------------- fonts


@cache
def use_cjk_font() -> str | None:
    """Make matplotlib draw Japanese: the first font of :data:`CJK_FONTS` it knows.

    Returns that font's name, or ``None`` when there is none; then the "glyph missing"
    warnings are silenced, so a page without a Japanese font shows boxes and nothing
    worse. The choice is made once per process.

    >>> name = use_cjk_font()
    >>> name is None or name in CJK_FONTS
    True
    """
    known = {f.name for f in font_manager.fontManager.ttflist}
    name = next((f for f in CJK_FONTS if f in known), None)
    if name is None:
        warnings.filterwarnings("ignore", message=r"Glyph \d+ .* missing from")
        return None
    rest = [f for f in plt.rcParams["font.sans-serif"] if f != name]
    plt.rcParams["font.sans-serif"] = [name, *rest]
    plt.rcParams["font.family"] = ["sans-serif"]
    return name


def _figure(lang: str, width: float = 7.0, height: float = 3.6, cols: int = 1
            ) -> tuple[Figure, list[Axes]]:
    if lang == "ja":
        use_cjk_font()
    fig, axes = plt.subplots(1, cols, figsize=(width, height), squeeze=False,
                             layout="constrained")
    plt.close(fig)  # shown once, as the value of the cell
    for ax in axes[0]:
        ax.spines[["top", "right"]].set_visible(False)
        ax.grid(axis="y", color="#dddddd", linewidth=0.8)
        ax.set_axisbelow(True)
    return fig, list(axes[0])


# --------------------------------------------------------------------------- charts


def _draw_bars(ax: Axes, labels: Sequence[str], values: Sequence[float],
               errors: Sequence[tuple[float, float]] | None = None,
               colours: Sequence[str] | None = None, texts: Sequence[str] | None = None
               ) -> None:
    """Bars with optional asymmetric error bars (``errors``: (below, above) per bar)."""
    xs = range(len(values))
    colours = list(colours) if colours else [COLOURS["felt"]] * len(values)
    yerr = None if errors is None else [[max(0.0, e[0]) for e in errors],
                                        [max(0.0, e[1]) for e in errors]]
    ax.bar(xs, values, color=colours, edgecolor=COLOURS["ink"], linewidth=0.6,
           yerr=yerr, capsize=4 if errors is not None else 0,
           error_kw={"ecolor": COLOURS["ink"], "elinewidth": 1.2})
    ax.set_xticks(list(xs), list(labels))
    for x, v, text in zip(xs, values, texts or [], strict=False):
        top = v + (errors[x][1] if errors is not None else 0)
        ax.annotate(text, (x, top), xytext=(0, 3), textcoords="offset points",
                    ha="center", va="bottom", fontsize=9, color=COLOURS["ink"])


def bars(labels: Sequence[str], values: Sequence[float],
         errors: Sequence[float] | Sequence[tuple[float, float]] | None = None, *,
         lang: str = "en", ylabel: str = "", title: str = "",
         xlabel: str = "", colours: Sequence[str] | None = None) -> Figure:
    """A bar chart, one bar per label; ``errors``: a half-width or (below, above) per bar.

    >>> fig = bars(["a", "b"], [3.0, 5.0], [1.0, (0.5, 2.0)], ylabel="points")
    >>> [float(p.get_height()) for p in fig.axes[0].patches]
    [3.0, 5.0]
    """
    fig, (ax,) = _figure(lang)
    errs = None if errors is None else [
        (e, e) if isinstance(e, int | float) else (float(e[0]), float(e[1])) for e in errors]
    _draw_bars(ax, labels, values, errs, colours)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    return fig


def histogram(values: Iterable[int], lang: str = "en", *, xlabel: str = "",
              title: str = "", low: int | None = None, high: int | None = None,
              mark: int | None = None) -> Figure:
    """The share (%) of each whole number among ``values``, one bar per number from
    ``low`` to ``high`` (default: the smallest and largest seen); ``mark`` draws that
    number's bar in gold.

    >>> fig = histogram([0, 2, 2, 2], low=0, high=3, mark=2)
    >>> [float(p.get_height()) for p in fig.axes[0].patches]
    [25.0, 0.0, 75.0, 0.0]
    """
    xs = list(values)
    if not xs:
        raise ValueError("histogram: no values to count")
    low = min(xs) if low is None else low
    high = max(xs) if high is None else high
    numbers = list(range(low, high + 1))
    shares = [100.0 * xs.count(k) / len(xs) for k in numbers]
    colours = [COLOURS["gold"] if k == mark else COLOURS["felt"] for k in numbers]
    fig, (ax,) = _figure(lang)
    _draw_bars(ax, [str(k) for k in numbers], shares, colours=colours)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(label("share", lang))
    ax.set_title(title or label("deals", lang, n=len(xs)))
    return fig


def card_shares(shares: Mapping[str, float], seat: int, lang: str = "en",
                samples: int | None = None, even: float | None = None) -> Figure:
    """For each card (text → share 0..1): how often the samples put it in ``seat``'s
    hand, one bar per card, red suits in red; ``samples`` (their number) for the title;
    ``even``: the share a card would have if only the hand sizes were known (a dashed line).

    >>> fig = card_shares({"AS": 1.0, "KH": 0.25}, seat=1)
    >>> [float(p.get_height()) for p in fig.axes[0].patches], fig.axes[0].get_xlabel()
    ([100.0, 25.0], 'cards you have not seen')
    """
    from cardlab.cards import Card

    cards = [Card(c) for c in shares]
    fig, (ax,) = _figure(lang, width=max(6.0, 0.42 * len(cards) + 1.5), height=3.6)
    _draw_bars(ax, [c.symbol for c in cards], [100.0 * v for v in shares.values()],
               colours=[COLOURS["red"] if c.suit in ("H", "D") else COLOURS["ink"]
                        for c in cards])
    ax.set(ylabel=label("held_by", lang, seat=seat), xlabel=label("unseen_cards", lang),
           ylim=(0, 105), title=label("where", lang, seat=seat) + (
               "" if samples is None else f" ({label('samples', lang, n=samples)})"))
    if even is not None:
        ax.axhline(100.0 * even, color=COLOURS["gold"], linewidth=1.5, linestyle="--")
    return fig


def lead_risk(estimates: Sequence[Any], lang: str = "en", z: float = 1.96) -> Figure:
    """Skull Collector: for each lead (``cardlab.coach.Estimate``s), the chance of
    collecting a skull and the expected points, each with its 95 % interval.

    >>> from cardlab.coach import Estimate
    >>> es = [Estimate("6S", "deal_points", 30.0, 5.0, "skull", 0.5, 0.1, 20),
    ...       Estimate("3S", "deal_points", 20.0, 4.0, "skull", 0.25, 0.1, 20)]
    >>> fig = lead_risk(es)
    >>> [float(p.get_height()) for p in fig.axes[0].patches]
    [50.0, 25.0]
    >>> fig.axes[1].get_xticklabels()[0].get_text()
    '♠6'
    """
    from cardlab.cards import Card

    names = [Card(e.action).symbol for e in estimates]
    skulls = [Card(e.action).rank == 6 for e in estimates]
    fig, (left, right) = _figure(lang, width=10.0, height=4.0, cols=2)
    chance = [100.0 * e.chance for e in estimates]
    _draw_bars(left, names, chance, _clipped(chance, [100.0 * z * _se(e.chance_se)
                                                      for e in estimates], 0.0, 100.0),
               [COLOURS["red"] if s else COLOURS["felt"] for s in skulls])
    left.set(ylabel=label("skull_chance", lang), title=label("skull_title", lang),
             xlabel=label("lead", lang), ylim=(0, 105))
    points = [e.value for e in estimates]
    _draw_bars(right, names, points, [(z * _se(e.value_se),) * 2 for e in estimates],
               [COLOURS["red"] if s else COLOURS["blue"] for s in skulls])
    right.set(ylabel=label("points", lang), title=label("points_title", lang),
              xlabel=label("lead", lang))
    n = min((e.playouts for e in estimates), default=0)
    fig.supxlabel(label("error_bars", lang, n=n), fontsize=9, color=COLOURS["grey"])
    return fig


def _se(se: float) -> float:
    return se if math.isfinite(se) else 0.0


def _clipped(values: Sequence[float], half: Sequence[float], low: float, high: float
             ) -> list[tuple[float, float]]:
    """(below, above) error bars of ``values`` ± ``half``, kept inside [low, high]."""
    return [(v - max(low, v - h), min(high, v + h) - v) for v, h in zip(values, half,
                                                                        strict=True)]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % for ``z=1.96``) of a win rate ``wins``/``n``.

    Unlike "rate ± 2 standard errors" it stays inside [0, 1] and is honest for a
    small ``n`` or a rate near 0 or 1.

    >>> lo, hi = wilson(0, 10)
    >>> lo, round(hi, 3)
    (0.0, 0.278)
    >>> wilson(0, 0), wilson(6, 6)[1]
    ((0.0, 1.0), 1.0)
    """
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    lo = 0.0 if wins == 0 else max(0.0, centre - half)
    hi = 1.0 if wins == n else min(1.0, centre + half)
    return lo, hi


def win_rates(results: Mapping[str, tuple[int, int]], lang: str = "en",
              title: str | None = None) -> Figure:
    """Win rates (%) with 95 % Wilson intervals; ``results``: bar label → (wins, deals).

    >>> fig = win_rates({"bots": (30, 100), "coach": (6, 10)})
    >>> [float(p.get_height()) for p in fig.axes[0].patches]
    [30.0, 60.0]
    """
    labels = list(results)
    rates, errors, texts = [], [], []
    for wins, n in results.values():
        lo, hi = wilson(wins, n)
        rate = 100.0 * wins / n if n else 0.0
        rates.append(rate)
        errors.append((rate - 100.0 * lo, 100.0 * hi - rate))
        texts.append(label("wins_of", lang, k=wins, n=n))
    fig, (ax,) = _figure(lang, width=6.0, height=4.0)
    palette = [COLOURS["felt"], COLOURS["gold"], COLOURS["blue"], COLOURS["red"]]
    _draw_bars(ax, labels, rates, errors, [palette[i % 4] for i in range(len(labels))],
               texts)
    ax.set(ylabel=label("win_rate", lang), ylim=(0, 110),
           title=label("win_title", lang) if title is None else title)
    return fig
