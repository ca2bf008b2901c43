"""The controls behind "more" are made when the panel is first opened (issue 34: a
dashboard's first widget state carried 53 models of 92 for a panel most learners never
open)."""

from __future__ import annotations

from typing import Any

from ipywidgets.widgets import widget as W

from cardlab.ui import dashboard
from cardlab.ui.controls import MORE


def made_since(before: set[str]) -> list[Any]:
    """The widgets (models the page would be sent) made since ``before`` (their ids)."""
    return [W._instances[k] for k in set(W._instances) - before]


def classes(widgets: list[Any]) -> set[str]:
    return {c for w in widgets for c in getattr(w, "_dom_classes", ())}


def test_a_dashboard_sends_no_model_of_the_more_panel_until_it_is_opened() -> None:
    before = set(W._instances)
    app = dashboard("comrade", query="seed=7&lang=en&delay=0")
    first = made_since(before)
    assert app.more.children == () and app.more.layout.display == "none"
    assert not app.more_built and not set(MORE) & set(vars(app))
    assert not classes(first) & {"cardlab-ctl-step", "cardlab-ctl-seat", "cardlab-ctl-save",
                                 "cardlab-ctl-speed", "cardlab-ctl-open"}
    app.more_box.value = True
    more = made_since(before)
    assert len(more) - len(first) >= 50 and len(first) <= 45, (len(first), len(more))
    assert app.more.layout.display == "" and len(app.more.children) == 3
    assert {"cardlab-ctl-step", "cardlab-ctl-seat-1", "cardlab-ctl-save",
            "cardlab-ctl-bots-level", "cardlab-ctl-solve"} <= classes(more)
    assert app.step_button.description == "step" and app.seat_boxes[1].value == "bot"
    app.more_box.value = False
    app.more_box.value = True  # opened again: the same panel, nothing made twice
    assert len(made_since(before)) == len(more)


def test_the_panel_made_later_shows_what_was_set_before() -> None:
    """Language, teacher mode, the bots' pace and level, the pause after a trick and the
    exam lock set before the panel exists all show on it when it is made."""
    app = dashboard("notice", query="seed=3&lang=en&delay=0.5&pause=click&exam=1&bots=strong")
    app.table.lang = "ja"
    app.teacher_box.value = True
    app.table.auto = True
    assert not app.more_built
    app.more_box.value = True
    assert app.step_button.description == "1手進める"
    assert (app.speed.value, app.pause_box.value, app.level_box.value) == (0.5, "click",
                                                                          "strong")
    assert app.auto_button.disabled and not app.pause_button.disabled
    assert app.coach_allowed_box.value is False and app.coach_allowed_box.layout.display == ""
    assert "強い" in app.seat_boxes[1].options[1][0]


def test_using_a_control_from_python_makes_the_panel_hidden() -> None:
    """``app.step_button`` (a notebook, a test) makes the panel; it stays hidden, and a
    control the page hid before (a class's page) is hidden when made."""
    app = dashboard("comrade", query="seed=7&lang=en&delay=0")
    app.hide(["open_box", "new_deal_button"])
    assert app.new_deal_button.layout.display == "none" and not app.more_built
    app.seat_boxes[2].value = "human"
    assert app.more_built and app.more.layout.display == "none"
    assert app.table.seat_kinds == ("human", "bot", "human")  # the switch is wired
    assert app.open_box.layout.display == "none" and app.save_button.layout.display != "none"
