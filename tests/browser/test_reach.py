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


READY = """<!doctype html><html lang="en"><body style="margin:0">
<button id="late" style="position:absolute;left:10px;top:10px;width:100px;height:40px">late</button>
<div id="cover" style="position:absolute;left:0;top:0;width:200px;height:80px;background:#ccc">
</div>
<button id="off" disabled style="position:absolute;left:10px;top:100px">off</button>
<button id="edge" style="position:absolute;left:10px;top:590px;height:40px">edge</button>
<button id="low" style="position:absolute;left:10px;top:3000px">low</button>
<script>
// the page changes on its own, frame by frame: the late button slides 5 px a frame for
// 10 frames, covered for the first 4 of them, then stays ("done")
function start() {
  let frame = 0;
  const late = document.getElementById('late');
  const step = () => {
    frame += 1;
    if (frame === 5) document.getElementById('cover').remove();
    if (frame <= 10) late.style.left = (10 + 5 * frame) + 'px';
    if (frame > 10) { document.body.dataset.done = '1'; return; }
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
</script>
</body></html>"""


def test_ready_waits_for_an_uncovered_control_that_has_stopped_moving(
        browser_context: Any) -> None:
    """:func:`reach.ready`'s check, one look at a time (a covered, a moved, a disabled, a
    half-hidden and a far-below control), then its wait on a page that uncovers and slides
    a button."""
    page = browser_context.new_page()
    page.set_viewport_size({"width": 800, "height": 600})
    page.set_content(READY)

    def looks(selector: str) -> bool:
        return bool(page.evaluate(reach._READY, [selector]))

    assert not looks("#none")
    assert [looks("#late"), looks("#late")] == [False, False]  # under the cover
    page.evaluate("document.getElementById('cover').remove()")
    assert looks("#late")  # uncovered where it was a look ago
    page.evaluate("document.getElementById('late').style.left = '60px'")
    assert [looks("#late"), looks("#late")] == [False, True]  # moved, then still
    assert [looks("#off"), looks("#off")] == [False, False]  # disabled
    # its top in the window, its centre below it; then far below the fold: scrolled to
    # on the first look, then found still there
    assert [looks("#edge"), looks("#edge")] == [False, True]
    assert page.evaluate("scrollY") > 0
    assert [looks("#low"), looks("#low")] == [False, True]
    assert page.evaluate("scrollY") > 2000

    page.set_content(READY)
    page.evaluate("start()")
    reach.ready(page, "#late", timeout=60_000)
    assert page.evaluate("document.body.dataset.done") == "1"
    assert page.evaluate("document.getElementById('late').style.left") == "60px"
    page.close()
