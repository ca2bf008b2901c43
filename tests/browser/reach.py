"""Every control reachable: each visible button, link, form field and card with an action
on a page is hit by a click at its centre — ``document.elementFromPoint`` there is the
control itself or inside it, not a box lying over it — and a real mouse click there
reaches it.

``covered(page)`` lists the controls whose centre is hidden (with what lies on top).
``ready(page, selector)`` waits, looking at every frame the page draws, until the first
control matching ``selector`` would take a click (the benchmarks time loads with it).
``probe_clicks(page)`` clicks each control's centre with the mouse while a capturing
listener takes the click before the page does (so nothing changes: no move is played, no
link followed) and records which control the browser delivered it to; it returns the
controls the click did not reach. The clicks that play a game are made by the tests
themselves, through :func:`click_centre`.
"""

from __future__ import annotations

from typing import Any

# what a user can click: buttons, links, form fields, and a table's cards and boxes that
# carry an action (data-action, a pick, "continue", a try that explains itself, a replay step)
CONTROLS = ("button, a[href], input:not([type=hidden]), select, textarea, summary, "
            "[role=button], [data-action], [data-pick], [data-ui], [data-try], [data-rp], "
            "[data-open], [data-go]")

_FIND = """([selector]) => {
  const seen = [];
  const visible = (e) => {
    // a link that wraps over two lines: its first line is where one clicks it
    const rects = e.getClientRects();
    const r = rects.length > 1 ? rects[0] : e.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return null;
    // placed off the page until focused (a skip link): not a control to click now
    if (r.bottom + scrollY <= 0 || r.right + scrollX <= 0) return null;
    const s = getComputedStyle(e);
    if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) return null;
    if (e.closest('[inert], [aria-hidden=true]')) return null;
    return r;
  };
  const name = (e) => {
    const cls = (e.className && e.className.baseVal === undefined ? e.className : '')
      .toString().trim().split(/\\s+/).slice(0, 2).join('.');
    const label = (e.getAttribute('aria-label') || e.textContent || e.value || '').trim()
      .replace(/\\s+/g, ' ').slice(0, 40);
    return `${e.tagName.toLowerCase()}${cls ? '.' + cls : ''} "${label}"`;
  };
  for (const e of document.querySelectorAll(selector)) {
    if (e.parentElement && e.parentElement.closest(selector) &&
        !e.matches('input, select, textarea')) continue; // the outer control is the one
    if (e.disabled) continue;
    const r = visible(e);
    if (!r) continue;
    // scrolled into view first: a control below the fold is reached by scrolling
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    seen.push({ e, x, y, name: name(e) });
  }
  return seen;
}"""

BOX = """(e) => { const rs = e.getClientRects();
  return rs.length > 1 ? rs[0] : e.getBoundingClientRect(); }"""

COVERED = """([selector]) => {
  const find = FIND;
  const box = BOX;
  const out = [];
  const controls = find([selector]);
  for (const c of controls) {
    c.e.scrollIntoView({ block: 'center', inline: 'center' });
    const r = box(c.e);
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!(hit && (hit === c.e || c.e.contains(hit)))) {
      const on = hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).split(' ')
        .join('.')}` : 'nothing';
      out.push(`${c.name} under ${on}`);
    }
  }
  return { count: controls.length, covered: out };
}""".replace("FIND", _FIND).replace("BOX", BOX)

_MARK = """([selector, i]) => {
  const box = BOX;
  // the verdict on the click at the control before (probe_clicks: one call per control)
  if (i === 0) window.__clHits = [];
  else if (window.__clProbe) window.__clHits.push(window.__clProbe.hit === true);
  // the controls as listed for the first call, listed again when the page has changed
  // since (the control to click next has left the page, or the list has run out)
  let controls = i === 0 ? null : window.__clControls;
  if (!controls || i >= controls.length || !controls[i].e.isConnected) {
    controls = (FIND)([selector]);
    window.__clControls = controls;
  }
  if (i >= controls.length) { window.__clProbe = null; window.__clControls = null; return null; }
  const c = controls[i];
  c.e.scrollIntoView({ block: 'center', inline: 'center' });
  const r = box(c.e);
  window.__clProbe = { target: c.e, hit: null };
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, name: c.name };
}""".replace("FIND", _FIND).replace("BOX", BOX)

_TRAP = """() => {
  if (window.__clTrap) return;
  window.__clTrap = true;
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    window.addEventListener(type, (ev) => {
      const p = window.__clProbe;
      if (!p) return;
      if (type === 'click') p.hit = p.target === ev.target || p.target.contains(ev.target);
      ev.preventDefault();
      ev.stopImmediatePropagation();
    }, true);
  }
}"""


def covered(page: Any, selector: str = CONTROLS) -> tuple[int, list[str]]:
    """How many visible controls the page has, and those whose centre is covered."""
    found = page.evaluate(COVERED, [selector])
    return int(found["count"]), list(found["covered"])


def probe_clicks(page: Any, selector: str = CONTROLS) -> tuple[int, list[str]]:
    """Click the centre of every visible control with the mouse, the click taken by a
    capturing listener before the page sees it (nothing happens); how many were clicked,
    and those the click did not reach. One call into the page per control: it notes where
    the click before landed and points at the next control (the controls are listed on
    the first call, and listed again only when the page has changed since)."""
    page.evaluate(_TRAP)
    names: list[str] = []
    try:
        while (at := page.evaluate(_MARK, [selector, len(names)])) is not None:
            page.mouse.click(at["x"], at["y"])
            names.append(at["name"])
        hits = page.evaluate("() => window.__clHits") if names else []
    finally:
        page.evaluate("() => { window.__clProbe = null; window.__clHits = []; "
                      "window.__clControls = null; }")
    assert len(hits) == len(names), (len(hits), names)
    return len(names), [name for name, hit in zip(names, hits, strict=True) if not hit]


# a visible control is there and no animation is playing (transitions, such as a card's lift
# under the mouse or the coach's progress bar, may): a card being dealt is
# transparent, then slides in (widgets/table.css, cardlab-deal), so its centre is not yet
# where a click would find it
_STILL = """document.getAnimations().every((a) => a.playState !== 'running' ||
    a instanceof CSSTransition || a.effect === null ||
    a.effect.getComputedTiming().iterations === Infinity)"""
_SETTLED = f"""([selector]) => (FIND)([selector]).length > 0 && {_STILL}""".replace(
    "FIND", _FIND)


def settle(page: Any, selector: str, timeout: float = 30_000) -> None:
    """Wait until a visible control matches ``selector`` and no animation is running (the
    cards of a new deal have landed)."""
    page.wait_for_function(_SETTLED, arg=[selector], timeout=timeout)


def still(page: Any, timeout: float = 30_000) -> None:
    """Bring ``page`` to the front (chromium animates and draws the front page of a
    context only) and wait until no animation is running there: the controls are where
    a click at their centre finds them, and none is transparent (left out) while
    :func:`covered` or :func:`probe_clicks` lists them."""
    page.bring_to_front()
    page.wait_for_function(f"() => {_STILL}", timeout=timeout)


def click_centre(page: Any, selector: str) -> str:
    """Click, with the mouse at its centre, the first visible element matching
    ``selector`` (scrolled into view, once the page is still: see :func:`settle`); its
    description."""
    settle(page, selector)
    at = page.evaluate(_MARK, [selector, 0])
    assert at is not None, f"nothing to click: {selector}"
    page.evaluate("() => { window.__clProbe = null; window.__clControls = null; }")
    page.mouse.click(at["x"], at["y"])
    return str(at["name"])


# the first visible control matching the selector would take a click now: a click at its
# centre finds it (no box lies over it; scrolled into view when its centre is not in the
# window), and its box is where it was on the frame before (it is not sliding in). Called
# once a frame by :func:`ready`; the control and its box are kept on the window.
_READY = """([selector]) => {
  const box = BOX;
  const c = (FIND)([selector])[0];
  const before = window.__clReady;
  window.__clReady = null;
  if (!c) return false;
  let r = box(c.e);
  let x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
    c.e.scrollIntoView({ block: 'center', inline: 'center' });
    r = box(c.e);
    x = r.left + r.width / 2;
    y = r.top + r.height / 2;
  }
  const where = [r.left, r.top, r.width, r.height].join(' ');
  window.__clReady = { e: c.e, where };
  if (!before || before.e !== c.e || before.where !== where) return false;
  const hit = document.elementFromPoint(x, y);
  return !!hit && (hit === c.e || c.e.contains(hit));
}""".replace("FIND", _FIND).replace("BOX", BOX)


def ready(page: Any, selector: str, timeout: float = 30_000) -> None:
    """Wait until the first visible, enabled control matching ``selector`` would take a
    click at its centre: nothing lies over it and its box has not moved since the frame
    before (what Playwright's actionability checks ask of a click). The page is looked at
    on every frame it draws, so the wait ends within a frame of that moment; a Playwright
    wait (``locator.wait_for``, a click's own checks) looks again 20, 50, 100 and 100 ms
    apart and then every 500 ms, so after the first quarter second it may notice up to
    half a second late. The page must be its context's front page (only that one draws)."""
    page.evaluate("() => { window.__clReady = null; }")
    page.wait_for_function(_READY, arg=[selector], polling="raf", timeout=timeout)
