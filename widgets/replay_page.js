// cardlab's standalone replay page (cardlab/replay_page.py writes it): a timeline over
// pictures computed in Python, drawn by the notebook's own table (widgets/table.js).
//
// Plain ES, no build step. The page inlines this module; it imports the table's module
// (`import table from "./table.js"`, linked by cardlab/assets.py as a data: address, so
// nothing is fetched) and starts on a page that holds a replay (#clr-config). The steps
// are embedded gzip-compressed in base64 (#clr-data) and unpacked with the browser's own
// DecompressionStream.
//
// Data (cardlab.replay_page.page_data): {steps: [{tree, log, deal}], lines, marks, log_limit}
// — step i is the table after i actions: its layout tree, how many of `lines` (the log as
// the viewpoint reads it) it shows, and its deal number (table.js deals the hand anew
// when it changes).
//
// The table gets a stand-in model (get/set/on/off/save_changes/send) whose traits change
// per step. The table offers no action (the trees carry none), and the model ignores any
// intent and any change from the page: a replay acts on nothing.
//
// Hooks for tests: body[data-step] (the step shown), body[data-total], body[data-ready];
// the table's root keeps its data-version (one more on every redraw).

import table from "./table.js";

function replayModel(state) {
  const handlers = {};
  return {
    get: (name) => state[name],
    set: () => {}, // the page may not change a replay
    save_changes: () => {},
    send: () => {}, // intents (a card clicked) are ignored: nothing here acts
    on: (event, fn) => { (handlers[event] = handlers[event] || []).push(fn); },
    off: (event, fn) => { handlers[event] = (handlers[event] || []).filter((f) => f !== fn); },
    // the replay's own door: new trait values, then their change events
    update(values) {
      const changed = Object.keys(values).filter((k) => state[k] !== values[k]);
      for (const k of changed) state[k] = values[k];
      for (const k of changed) for (const fn of handlers[`change:${k}`] || []) fn();
    },
  };
}

async function unpackReplay(base64) {
  if (typeof DecompressionStream === "undefined") throw new Error("no DecompressionStream");
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return JSON.parse(await new Response(stream).text());
}

function replayProblem(doc, text) {
  const p = doc.createElement("p");
  p.className = "clr-problem";
  p.setAttribute("role", "alert");
  p.textContent = text;
  doc.getElementById("clr-table").replaceChildren(p);
  doc.body.dataset.ready = "error";
}

function replayMarks(select, marks, words) {
  // the jump list: one group per deal, its start, its tricks (the table after the trick)
  const groups = new Map();
  marks.forEach((m, i) => {
    let group = groups.get(m.deal);
    if (!group) {
      group = select.ownerDocument.createElement("optgroup");
      group.label = words.deal.replace("{number}", m.deal);
      groups.set(m.deal, group);
      select.appendChild(group);
    }
    const option = new Option(m.label, String(i));
    option.dataset.step = String(m.step);
    group.appendChild(option);
  });
}

function replayStart(render, doc, data, config) {
  const words = config.labels;
  const { steps, lines, marks } = data;
  const limit = data.log_limit || 400;
  const last = steps.length - 1;
  const body = doc.body;
  const slider = doc.querySelector(".clr-slider");
  const count = doc.querySelector(".clr-count");
  const select = doc.querySelector(".clr-marks");
  const said = doc.querySelector(".clr-lines");
  const buttons = Object.fromEntries([...doc.querySelectorAll("[data-go]")].map((b) => [b.dataset.go, b]));
  const host = doc.getElementById("clr-table");
  const model = replayModel({
    tree_json: "{}", log: [], message: { text: "", kind: "info", id: 0 }, four_colour: false,
    deal_id: steps[0].deal, show_log: true, lang: config.lang, teacher: false, seat: null,
  });
  replayMarks(select, marks, words);
  render({ model, el: host });
  let at = -1;

  function newLines(i) {
    const from = i > 0 ? steps[i - 1].log : 0;
    return lines.slice(from, steps[i].log);
  }

  function afterDraw(fresh) {
    // once the table has drawn: a card that would "try" a move is just a picture here
    for (const el of host.querySelectorAll("[data-try]")) {
      el.removeAttribute("data-try");
      el.setAttribute("role", "img");
    }
    // the log lines this step added, marked
    const items = host.querySelectorAll(".cl-log-lines li");
    items.forEach((li, k) => li.classList.toggle("clr-new", k >= items.length - fresh));
    // the newest line in sight inside the log's scrolling column (never the page itself)
    const newest = items[items.length - 1];
    const box = newest && (newest.closest(".cl-side") || newest.closest(".cl-log-lines"));
    if (box && box.scrollHeight > box.clientHeight) {
      box.scrollTop += newest.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom + 6;
    }
  }

  function show(i) {
    i = Math.max(0, Math.min(last, Number.isFinite(i) ? Math.round(i) : 0));
    if (i === at) return;
    at = i;
    const step = steps[i];
    const fresh = newLines(i);
    model.update({
      tree_json: JSON.stringify(step.tree),
      log: lines.slice(Math.max(0, step.log - limit), step.log),
      deal_id: step.deal,
    });
    slider.value = String(i);
    slider.setAttribute("aria-valuetext", words.step.replace("{step}", i).replace("{total}", last));
    count.textContent = words.step.replace("{step}", i).replace("{total}", last);
    buttons.first.disabled = buttons.back.disabled = i === 0;
    buttons.forward.disabled = buttons.last.disabled = i === last;
    let current = 0;
    marks.forEach((m, k) => { if (m.step <= i) current = k; });
    select.value = String(current);
    const texts = fresh.length ? fresh : [i === 0 ? words.start : words.quiet];
    said.replaceChildren(...texts.map((text) => {
      const li = doc.createElement("li");
      li.textContent = text;
      if (!fresh.length) li.className = "clr-quiet";
      return li;
    }));
    body.dataset.step = String(i);
    queueMicrotask(() => afterDraw(fresh.length));
    try {
      history.replaceState(null, "", `#step=${i}`);
    } catch (err) {
      // a browser that refuses it on file:// pages: the address just does not follow
    }
  }

  for (const [name, button] of Object.entries(buttons)) {
    button.addEventListener("click", () => show({ first: 0, back: at - 1, forward: at + 1, last }[name]));
  }
  slider.addEventListener("input", () => show(Number(slider.value)));
  select.addEventListener("change", () => show(Number(marks[Number(select.value)].step)));
  doc.addEventListener("keydown", (ev) => {
    if (ev.altKey || ev.ctrlKey || ev.metaKey || ev.target.closest?.("select, textarea, input:not([type=range])")) return;
    const go = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[ev.key];
    if (go === undefined) return;
    ev.preventDefault();
    show(go);
  });
  const wanted = /^#step=(\d+)$/.exec(doc.location.hash);
  show(wanted ? Number(wanted[1]) : 0);
  body.dataset.total = String(last);
  body.dataset.ready = "1";
}

function replayPage(render, doc) {
  const config = JSON.parse(doc.getElementById("clr-config").textContent);
  unpackReplay(doc.getElementById("clr-data").textContent.trim())
    .then((data) => replayStart(render, doc, data, config))
    .catch((err) => replayProblem(doc, typeof DecompressionStream === "undefined"
      ? config.labels.too_old : `${err}`));
}

if (document.getElementById("clr-config")) replayPage(table.render, document);
