"""The reach checks themselves (:mod:`tests.browser.reach`), on a page made for them: a
control under a box is reported as covered and its probe click as missed; a control below
the fold is scrolled to and reached; the probe changes nothing on the page."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser import reach

pytestmark = pytest.mark.browser

PAGE = """<!doctype html><html lang="en"><body style="margin:0">
<button id="free" onclick="this.dataset.n = (+this.dataset.n || 0) + 1">free</button>
<div style="position:relative">
  <button id="under" style="width:120px;height:40px">under</button>
  <div style="position:absolute;left:0;top:0;width:120px;height:40px;background:#ccc"></div>
</div>
<div style="height:3000px"></div>
<a id="low" href="#low-target">far below</a>
</body></html>"""


def test_the_probe_finds_a_covered_control_and_reaches_one_below_the_fold(
        browser_context: Any) -> None:
    page = browser_context.new_page()
    page.set_viewport_size({"width": 800, "height": 600})
    page.set_content(PAGE)
    count, hidden = reach.covered(page)
    assert count == 3 and len(hidden) == 1 and '"under"' in hidden[0], hidden
    clicked, missed = reach.probe_clicks(page)
    assert clicked == 3
    assert len(missed) == 1 and '"under"' in missed[0], missed
    # the probe's clicks were taken before the page saw them: no handler ran, no link
    # was followed
    assert page.evaluate("document.getElementById('free').dataset.n") is None
    assert page.evaluate("location.hash") == ""
    # a real click at a centre (the probe is off again) reaches the page
    reach.click_centre(page, "#free")
    assert page.evaluate("document.getElementById('free').dataset.n") == "1"
    page.close()
