"""The progress bar of a simulation in a notebook: an ``ipywidgets.IntProgress`` and a
line of text, updated every few percent, shown only when a notebook kernel runs the code
(in a plain process it counts silently, so nbval and scripts run the same cells).

:class:`Progress` is the ``progress=`` callback of :func:`cardlab.coach.estimate`;
:func:`track` wraps a loop. The odds notebooks use both.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from typing import Any

from cardlab.i18n import t

__all__ = ["Progress", "in_kernel", "track"]


def in_kernel() -> bool:
    """True when a Jupyter kernel runs this code (a bar can be shown).

    >>> in_kernel()
    False
    """
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with Jupyter
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


class Progress:
    """A progress bar for ``total`` steps of a simulation, with a line of text.

    Call it with the number of steps done (it is the ``progress=`` callback of
    :func:`cardlab.coach.estimate`), or use :meth:`step`; :meth:`finish` says how long
    it took. The bar is redrawn every ``every`` share of the total (2 %), not at each
    step. ``show=None`` shows it only in a notebook kernel; shown or not, it counts.

    >>> bar = Progress(50, "playouts")
    >>> for _ in range(20):
    ...     bar.step()
    >>> bar.done, bar.text()
    (20, 'playouts: 20 of 50')
    >>> bar(50) is None
    True
    """

    def __init__(self, total: int, what: str = "", lang: str = "en", *,
                 show: bool | None = None, every: float = 0.02) -> None:
        self.total = max(1, int(total))
        self.what = what
        self.lang = lang
        self.done = 0
        self.started = time.perf_counter()
        self.seconds = 0.0
        self._every = max(1, int(self.total * every))
        self._drawn = 0
        self.widget: Any = None
        if in_kernel() if show is None else show:
            self.widget = self._show()

    def _show(self) -> Any:
        try:
            import ipywidgets as widgets
            from IPython.display import display
        except ImportError:  # pragma: no cover - ipywidgets is a dependency
            return None
        bar = widgets.IntProgress(value=0, min=0, max=self.total,
                                  layout=widgets.Layout(width="320px"))
        line = widgets.Label(self.text())
        box = widgets.HBox([bar, line])
        display(box)
        return box

    def text(self) -> str:
        """The line beside the bar."""
        return t("plots.progress", self.lang, what=self.what, done=self.done, total=self.total)

    def __call__(self, done: int) -> None:
        """Set the steps done (returns ``None``: an estimate goes on)."""
        self.done = min(int(done), self.total)
        self.seconds = time.perf_counter() - self.started
        if self.widget is not None and (self.done - self._drawn >= self._every
                                        or self.done == self.total):
            self._drawn = self.done
            bar, line = self.widget.children
            bar.value = self.done
            line.value = self.text()

    def step(self, n: int = 1) -> None:
        """``n`` more steps done."""
        self(self.done + n)

    def finish(self) -> str:
        """Fill the bar and return (and show) how long the whole took."""
        self(self.total)
        text = t("plots.finished", self.lang, what=self.what, total=self.total,
                     seconds=self.seconds)
        if self.widget is not None:
            self.widget.children[1].value = text
        return text


def track(items: Iterable[Any], what: str = "", lang: str = "en", total: int | None = None,
          show: bool | None = None) -> Iterator[Any]:
    """Each of ``items``, with a :class:`Progress` bar moving as the loop goes.

    >>> sum(track(range(10), "deals"))
    45
    """
    seq = items if total is not None else list(items)
    bar = Progress(total if total is not None else len(seq), what, lang, show=show)
    for item in seq:
        yield item
        bar.step()
    bar.finish()
