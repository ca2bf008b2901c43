// cardlab's class board (the teacher's page, cardlab/ui/classboard.py). Python sends the
// board's body as HTML in which every text a student typed is already escaped; this module
// puts it in the page, turns the students' link (a path) into a full address from the
// page's own, copies it, and sends back {open: id} (a row's replay button) and
// {refresh: true}. Python's custom message {download: {name, mime, text}} saves a file
// with the shared download(d) (dom.js, imported as the table imports it). A new body is
// applied in place (dom.js's morph, rows keyed by their replay button): a button under
// the pointer or holding the focus stays while its row does.
// Hooks for tests: the root carries data-version (one more on every redraw) and
// data-draw-ms (how long the last redraw took in the page).

import { download, morph } from "./dom.js";

function render({ model, el }) {
  el.classList.add("cardlab-classboard");
  el.innerHTML =
    '<div class="cb-link-row"><span class="cb-link-label"></span>' +
    '<a class="cb-link" target="_blank" rel="noopener"></a>' +
    '<button type="button" class="cb-copy"></button>' +
    '<button type="button" class="cb-refresh"></button></div>' +
    '<div class="cb-info"></div><div class="cb-body"></div>';
  const linkRow = el.querySelector(".cb-link-row");
  const link = el.querySelector(".cb-link");
  const copy = el.querySelector(".cb-copy");
  const refresh = el.querySelector(".cb-refresh");
  const info = el.querySelector(".cb-info");
  const body = el.querySelector(".cb-body");

  function address() {
    const path = model.get("link");
    return path ? new URL(path, window.location.href).href : "";
  }

  function drawLabels() {
    const labels = model.get("labels") || {};
    el.querySelector(".cb-link-label").textContent = labels.link || "";
    copy.textContent = labels.copy || "";
    refresh.textContent = labels.refresh || "";
  }

  function drawLink() {
    const url = address();
    linkRow.style.display = url ? "" : "none";
    link.textContent = url;
    link.href = url || "#";
  }

  function draw() {
    const start = performance.now();
    morph(body, model.get("html"));
    void body.offsetHeight; // the layout, so that the time measured includes it
    el.dataset.drawMs = (performance.now() - start).toFixed(1);
    el.dataset.version = String(model.get("version"));
  }

  function drawInfo() {
    info.textContent = model.get("info");
  }

  async function onCopy() {
    const url = address();
    try {
      await navigator.clipboard.writeText(url);
    } catch (e) {
      const range = document.createRange(); // no clipboard (plain http): select it to copy by hand
      range.selectNodeContents(link);
      const sel = window.getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
      try { document.execCommand("copy"); } catch (e2) { /* selected: Ctrl+C copies it */ }
    }
    copy.textContent = (model.get("labels") || {}).copied || "";
    setTimeout(drawLabels, 2000);
  }

  function onClick(event) {
    const button = event.target.closest("[data-open]");
    if (!button || !body.contains(button)) return;
    const box = document.querySelector(".cb-replay-box");
    if (box) delete box.dataset.shown;
    const shown = document.querySelector(".cb-replay-box .cardlab-table");
    model.send({ open: Number(button.dataset.open) });
    showReplay(Date.now() + 10000, shown);
  }

  // The replay opens below the board, often out of sight: bring it into view once drawn,
  // in one step (a smooth scroll would move the replay's controls for a moment after they
  // appeared, under a click on its way), then mark the box: data-shown, the state a test
  // waits for. A replay already shown (`old`) is not the one asked for: its table goes
  // when the new one comes.
  function showReplay(until, old) {
    const table = document.querySelector(".cb-replay-box .cardlab-table");
    if (table && table !== old) {
      const box = table.closest(".cb-replay-box");
      box.scrollIntoView({ block: "start" });
      box.dataset.shown = "1";
    } else if (Date.now() < until) setTimeout(() => showReplay(until, old), 100);
  }

  function onMessage(msg) {
    if (msg && msg.download) download(msg.download);
  }

  const onRefresh = () => model.send({ refresh: true });
  copy.addEventListener("click", onCopy);
  refresh.addEventListener("click", onRefresh);
  body.addEventListener("click", onClick);
  const handlers = [["change:html", draw], ["change:version", draw], ["change:link", drawLink],
    ["change:labels", drawLabels], ["change:info", drawInfo], ["msg:custom", onMessage]];
  for (const [name, fn] of handlers) model.on(name, fn);
  drawLabels();
  drawLink();
  drawInfo();
  draw();
  return () => {
    for (const [name, fn] of handlers) model.off(name, fn);
    copy.removeEventListener("click", onCopy);
    refresh.removeEventListener("click", onRefresh);
    body.removeEventListener("click", onClick);
  };
}

export default { render };
