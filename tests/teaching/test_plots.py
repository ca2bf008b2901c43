"""cardlab.plots: the charts hold what they are given, worded in the language asked for;
Japanese gets a Japanese font when there is one and no noise when there is none; the
progress bar counts with and without a kernel."""

from __future__ import annotations

import io
import warnings
from types import SimpleNamespace

import matplotlib.pyplot as plt
import pytest
from matplotlib import font_manager

from cardlab import plots
from cardlab.coach import Estimate
from cardlab.ui.progress import Progress, track


def heights(ax) -> list[float]:
    return [round(float(p.get_height()), 6) for p in ax.patches]


def texts(fig) -> str:
    """Every piece of text drawn in ``fig`` (titles, axis labels, tick labels, notes)."""
    return " ".join(t.get_text() for t in fig.findobj(match=lambda a: hasattr(a, "get_text")))


def estimates() -> list[Estimate]:
    return [Estimate("6S", "deal_points", 34.0, 2.5, "skull", 0.8, 0.05, 80),
            Estimate("AD", "deal_points", 30.0, 2.0, "skull", 0.98, 0.02, 80),
            Estimate("3C", "deal_points", 17.0, 1.5, "skull", 0.0, 0.0, 80)]


def test_histogram_counts_shares_of_each_number() -> None:
    """One bar per whole number from low to high, the share in %, the marked one gold."""
    fig = plots.histogram([2, 3, 3, 4, 4, 4, 4, 7], low=0, high=8, mark=4)
    ax = fig.axes[0]
    assert heights(ax) == [0.0, 0.0, 12.5, 25.0, 50.0, 0.0, 0.0, 12.5, 0.0]
    assert [t.get_text() for t in ax.get_xticklabels()] == [str(k) for k in range(9)]
    colours = [p.get_facecolor() for p in ax.patches]
    gold = plt.matplotlib.colors.to_rgba(plots.COLOURS["gold"])
    assert colours[4] == gold and colours.count(gold) == 1
    assert ax.get_title() == "8 deals"


def test_histogram_of_nothing_is_refused() -> None:
    with pytest.raises(ValueError, match="no values"):
        plots.histogram([])


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["share of the deals", "tricks taken"]),
    ("ja", ["ディールの割合", "取ったトリック数"]),
])
def test_histogram_labels_in_the_language(lang: str, words: list[str]) -> None:
    fig = plots.histogram([1, 2], lang=lang, xlabel=plots.label("tricks", lang))
    drawn = texts(fig)
    for word in words:
        assert word in drawn


def test_lead_risk_bars_and_intervals() -> None:
    """Left: the skull chance in %, right: the points; bars ±1.96 standard errors, the
    chance's bar kept inside 0..100; skull leads drawn red."""
    fig = plots.lead_risk(estimates(), lang="en")
    left, right = fig.axes[:2]
    assert heights(left) == [80.0, 98.0, 0.0]
    assert heights(right) == [34.0, 30.0, 17.0]
    assert [t.get_text() for t in right.get_xticklabels()] == ["♠6", "♦A", "♣3"]
    (errbar,) = [c for c in left.containers if hasattr(c, "lines") and c.lines[2]]
    segs = errbar.lines[2][0].get_segments()
    tops = [round(float(s[1][1]), 6) for s in segs]
    assert tops == [round(80 + 1.96 * 5, 6), 100.0, 0.0]  # 98 + 3.9 is clipped to 100
    red = plt.matplotlib.colors.to_rgba(plots.COLOURS["red"])
    assert left.patches[0].get_facecolor() == red and left.patches[1].get_facecolor() != red
    assert "80 playouts" in texts(fig)


def test_lead_risk_in_japanese() -> None:
    drawn = texts(plots.lead_risk(estimates(), lang="ja"))
    assert "髑髏" in drawn and "得点の期待値" in drawn and "80回" in drawn


def test_wilson_interval_known_values() -> None:
    """Known Wilson 95 % intervals (to 4 places)."""
    lo, hi = plots.wilson(7, 20)
    assert (round(lo, 4), round(hi, 4)) == (0.1812, 0.5671)
    lo, hi = plots.wilson(20, 20)
    assert (round(lo, 4), hi) == (0.8389, 1.0)


def test_win_rates_bars_with_wilson_intervals() -> None:
    fig = plots.win_rates({"bots": (7, 20), "coach": (3, 6)}, lang="en")
    ax = fig.axes[0]
    assert heights(ax) == [35.0, 50.0]
    (errbar,) = [c for c in ax.containers if hasattr(c, "lines") and c.lines[2]]
    lo, hi = plots.wilson(7, 20)
    first = errbar.lines[2][0].get_segments()[0]
    assert round(float(first[0][1]), 6) == round(100 * lo, 6)
    assert round(float(first[1][1]), 6) == round(100 * hi, 6)
    assert "7 of 20" in texts(fig) and "3 of 6" in texts(fig)


def test_card_shares_marks_red_suits() -> None:
    fig = plots.card_shares({"5S": 1.0, "7H": 0.5, "QD": 0.0}, seat=1, lang="ja", samples=40,
                            even=0.4)
    ax = fig.axes[0]
    assert heights(ax) == [100.0, 50.0, 0.0]
    (line,) = ax.get_lines()  # the dashed line at the share the hand sizes alone give
    assert list(line.get_ydata()) == [40.0, 40.0]
    assert "席1" in ax.get_ylabel() and "サンプル40個" in ax.get_title()
    red = plt.matplotlib.colors.to_rgba(plots.COLOURS["red"])
    assert [p.get_facecolor() == red for p in ax.patches] == [False, True, True]


def test_bars_takes_half_widths_and_pairs() -> None:
    fig = plots.bars(["a", "b"], [2.0, 4.0], [1.0, (0.5, 3.0)], ylabel="y", title="t")
    ax = fig.axes[0]
    assert heights(ax) == [2.0, 4.0] and ax.get_title() == "t" and ax.get_ylabel() == "y"


def test_figures_are_closed_so_a_cell_shows_them_once() -> None:
    before = plt.get_fignums()
    plots.histogram([1, 2, 3])
    assert plt.get_fignums() == before


def test_cjk_font_is_chosen_when_matplotlib_knows_one() -> None:
    """With a Japanese font installed, Japanese labels are drawn with it (no missing glyph)."""
    known = {f.name for f in font_manager.fontManager.ttflist}
    wanted = [f for f in plots.CJK_FONTS if f in known]
    if not wanted:
        pytest.skip("no Japanese font on this machine (fonts-noto-cjk)")
    assert plots.use_cjk_font() == wanted[0]
    fig = plots.histogram([1, 2], lang="ja", xlabel=plots.label("tricks", "ja"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a missing glyph would warn here
        fig.savefig(io.BytesIO(), format="png")


def test_no_cjk_font_falls_back_quietly(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without a Japanese font: None, the fonts unchanged, and no warning when drawing."""
    fake = SimpleNamespace(ttflist=[SimpleNamespace(name="DejaVu Sans")])
    monkeypatch.setattr(plots.font_manager, "fontManager", fake)
    monkeypatch.setitem(plt.rcParams, "font.sans-serif", ["DejaVu Sans"])
    plots.use_cjk_font.cache_clear()
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("default")
            assert plots.use_cjk_font() is None
            fig = plots.histogram([1, 2], lang="ja", xlabel=plots.label("tricks", "ja"))
            fig.savefig(io.BytesIO(), format="png")
        assert plt.rcParams["font.sans-serif"] == ["DejaVu Sans"]
        assert not [w for w in caught if "missing from" in str(w.message)]
    finally:
        plots.use_cjk_font.cache_clear()
    monkeypatch.undo()
    plots.use_cjk_font()


def test_label_unknown_language_is_english() -> None:
    assert plots.label("win_rate", "de") == "deals won (%)"
    assert plots.label("wins_of", "ja", k=2, n=6) == "6回中2回"


def test_progress_counts_without_a_kernel() -> None:
    """Outside a kernel nothing is shown, but the bar counts, works as estimate's
    callback (returns None: go on) and says how long the whole took."""
    bar = Progress(10, "deals")
    assert bar.widget is None
    assert bar(4) is None and bar.done == 4
    bar.step(3)
    assert bar.text() == "deals: 7 of 10"
    assert bar.finish().startswith("deals: 10 done in ")
    assert Progress(5, "x", "ja").text() == "x:5中0"


def test_progress_widget_updates_every_few_percent(monkeypatch: pytest.MonkeyPatch) -> None:
    """Shown, the bar is an IntProgress with a label, redrawn every 2 % and at the end."""
    shown = []
    monkeypatch.setattr("IPython.display.display", lambda w: shown.append(w))
    bar = Progress(200, "playouts", show=True)
    (box,) = shown
    progress, line = box.children
    assert type(progress).__name__ == "IntProgress" and progress.max == 200
    bar(3)
    assert progress.value == 0  # 3 of 200 is under 2 %: not redrawn yet
    bar(4)
    assert progress.value == 4 and line.value == "playouts: 4 of 200"
    bar.finish()
    assert progress.value == 200 and "200 done" in line.value


def test_progress_drives_a_coach_estimate() -> None:
    """As estimate's progress callback the bar sees every round."""
    import cardlab
    from cardlab import coach

    g = cardlab.new_game("comrade", players=3, seed=7)
    bar = Progress(3, "playouts")
    result = coach.estimate(g, 0, playouts=3, seed=1, progress=bar)
    assert bar.done == 3 and all(e.playouts == 3 for e in result)


def test_track_yields_every_item_and_finishes() -> None:
    assert list(track(iter("abc"), "letters")) == ["a", "b", "c"]
    assert list(track(range(4), total=4)) == [0, 1, 2, 3]
