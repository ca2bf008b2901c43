// cardlab's table: prints the layout tree Python syncs (cardlab/layout.py: every text
// already worded, every number formatted) as DOM, and sends the viewer's intents back as
// custom messages {act: "<action text>"}. It interprets nothing: a card piece says it is
// a card, a counter says its label and value. Only the sections whose JSON changed are
// redrawn, each in place (see below).
//
// A plain ES module for anywidget (no build step, no framework, nothing fetched); it
// imports ./dom.js, which cardlab/assets.py links when the module is loaded from text.
// Traits read (never written): tree_json (the tree as JSON text), log, message, four_colour, deal_id, show_log, coach_progress.
// A kernel's patch of tree_json and log (a custom message {delta, state}) is applied once
// per model by initialize() below and set as the traits' values (model.set, never saved).
// Each new tree is applied to the DOM the table already has (dom.js's morph): a card, a
// seat, an action stays the same element across redraws while its piece exists, so a
// click or a focus that lands during a redraw (a bot's move, a shared table's poll) is
// never lost with a replaced element.
// Sent besides the intents: {resync: v} (a patch did not start from the model's version
// v: the kernel answers with every trait whole; see initialize below).
// Intents sent: {act: "<action text>"}, {pick: "<card>"} (show that card's places),
// {ui: "continue"} (after a held trick), {ui: "line"} (the next card of a winning line the
// solver loaded: the prompt's button), {ui: "review"} (step through a finished game),
// each with rev (the picture's revision: tree.rev), n (this page's intent number) and
// view (this page's id); the kernel answers every n once with {answer: n, view, ok};
// in replay mode {replay: "first"|"back"|"forward"|"last"|"play_on"|"leave"} and
// {goto: k} (the slider, a jump to a deal or trick); ←/→ step and Home/End jump while the
// table shows a replay. Python's custom message {download: {name, mime, text}} saves a
// file (a record, a replay page) through a Blob and <a download>. Hooks
// for tests and assistive tools: every clickable legal action carries data-action; the
// root carries data-version (one more on every redraw), data-rev (the picture's revision),
// data-v (the picture's version: tree.v, one more whenever the tree or the log changed),
// data-sent, data-answered (intents sent; those answered), data-answers (answers received:
// equal to data-answered unless one intent was answered twice) and data-accepted (answers
// that said the intent was done); the outcome banner carries
// data-outcome; seats carry data-seat; cards data-card.
//
// The coach panel (tree.coach, see coach() below) sits at the top of the side column; the
// trait coach_progress ("thinking… n of N playouts") updates its progress line in place,
// without a redraw. Pointing at (or focusing) a legal action shows that action's
// estimate in the panel's focus line; the best action carries the class cl-coach-best.

import { esc, morph, download, patch } from "./dom.js";

const TRAITS = ["tree_json", "log", "message", "four_colour", "deal_id", "show_log"];
const COACH_TRAIT = "coach_progress"; // drawn in place by updateCoachProgress
const SECTIONS = ["head", "teacher", "message", "replay", "others", "centre", "me", "actions", "outcome"];
const STEPS = ["first", "back", "forward", "last"];
const REPLAY_KEYS = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" };
const SIDE = ["coach", "history", "log"]; // beside the table when it is wide enough, else below
const COACH_ROWS = 3; // the best choices listed in the panel (every one shows on hover)
const KEYS = "[data-action], [data-pick], [data-ui]"; // what the keyboard steps through
const BLOCK = new Set(["cl-zone", "cl-why", "cl-note", "cl-panel-title", "cl-panel-foot", "cl-panels-total"]);

// Suit pips, drawn in a 100 x 100 box (our own shapes; no font needed).
const PIPS = {
  H: '<path d="M50 92C47 86 8 60 5 34C2 14 16 4 29 4C40 4 47 11 50 20C53 11 60 4 71 4C84 4 98 14 95 34C92 60 53 86 50 92Z"/>',
  D: '<path d="M50 3L88 50L50 97L12 50Z"/>',
  S: '<path d="M50 4C56 16 95 40 95 62C95 76 84 84 73 84C64 84 57 80 54 74C55 84 60 92 68 97H32C40 92 45 84 46 74C43 80 36 84 27 84C16 84 5 76 5 62C5 40 44 16 50 4Z"/>',
  C: '<circle cx="50" cy="28" r="21"/><circle cx="27" cy="58" r="21"/><circle cx="73" cy="58" r="21"/><path d="M45 50H55C55 75 60 88 68 97H32C40 88 45 75 45 50Z"/>',
};

function pip(suit, cls) {
  return `<svg class="${cls}" viewBox="0 0 100 100" aria-hidden="true" focusable="false">${PIPS[suit]}</svg>`;
}

// ------------------------------------------------------------------ pieces

// a card's spoken name holds what it shows (its corner, its caption): one who says
// "click 10" to a speech tool, or sees "10" and hears "ten", finds the same card
function spoken(label, shown) {
  const text = shown.filter(Boolean).join(" ");
  return !text || label.includes(text) ? label : `${text}: ${label}`;
}

function card(p) {
  const classes = ["cl-card", `cl-${p.size || "mid"}`];
  const text = p.card;
  const suit = text.slice(-1);
  const rank = text.slice(0, -1);
  let face;
  const shown = text === "JK" ? "JK" : PIPS[suit] && rank ? rank : text;
  if (PIPS[suit] && rank) {
    classes.push(`cl-suit-${suit}`);
    face = `<span class="cl-corner"><span class="cl-rank">${esc(rank)}</span>${pip(suit, "cl-pip-small")}</span>${pip(suit, "cl-pip-big")}`;
  } else if (text === "JK") {
    classes.push("cl-joker");
    face = '<span class="cl-corner"><span class="cl-rank">JK</span></span><span class="cl-star" aria-hidden="true">\u2605</span>';
  } else {
    classes.push("cl-pairs");
    face = `<span class="cl-corner"><span class="cl-rank">${esc(text)}</span></span><span class="cl-bignum" data-n="${esc(text)}"></span>`; // drawn by CSS: the number is said once
  }
  if (p.state) classes.push(`cl-${p.state}`);
  let attrs = ` data-card="${esc(text)}"`;
  if (p.act) {
    classes.push("cl-legal");
    attrs += ` data-action="${esc(p.act)}" role="button" tabindex="-1" title="${esc(p.label)}"`;
  } else if (p.pick) {
    classes.push("cl-legal", "cl-pickable");
    attrs += ` data-pick="${esc(p.pick)}" role="button" tabindex="-1" aria-pressed="${p.state === "picked"}"`;
  } else if (p.try_act) {
    attrs += ` data-try="${esc(p.try_act)}" role="button"`;
  } else {
    attrs += ' role="img"';
  }
  if (p.i !== undefined) attrs += ` style="--i:${p.i}"`;
  const cap = p.caption ? `<span class="cl-caption">${esc(p.badge || p.caption)}</span>` : "";
  const name = p.act || p.pick || p.try_act ? spoken(p.label, [shown, p.caption ? p.badge || p.caption : ""]) : p.label;
  // (the space: the corner and the caption read as two words, "10 seat 2", not "10seat 2")
  return `<div class="${classes.join(" ")}"${attrs} aria-label="${esc(name)}">${face}${cap ? " " + cap : ""}</div>`;
}

function piece(p) {
  switch (p.kind) {
    case "card": return card(p);
    case "back": return p.count
      ? `<div class="cl-back" role="img" aria-label="${esc(p.label)}"><span class="cl-count">\u00d7${esc(p.count)}</span></div>`
      : `<div class="cl-back cl-back-small" role="img" aria-label="${esc(p.label)}"></div>`;
    case "text": {
      const cls = p.cls || "";
      const tag = BLOCK.has(cls.split(" ")[0]) ? "div" : "span";
      const role = cls.includes("cl-banner") ? ' role="note"' : "";
      return `<${tag} class="${esc(cls)}"${role}>${esc(p.text)}</${tag}>`;
    }
    case "suit": return p.word
      ? `<span class="cl-suitbadge cl-suit-${p.suit}">${pip(p.suit, "cl-pip-label")} ${esc(p.label)}</span>`
      : `<span class="cl-suitlabel cl-suit-${p.suit}" role="img" aria-label="${esc(p.label)}">${pip(p.suit, "cl-pip-label")}</span>`;
    case "field": {
      const tag = (p.cls || "").startsWith("cl-counter") ? "span" : "div";
      return `<${tag} class="${esc(p.cls || "")}"><span class="cl-k">${esc(p.label)}</span> <span class="cl-v">${esc(p.value)}</span></${tag}>`;
    }
    case "sheet": return sheet(p);
    default: return box(p);
  }
}

function pieces(list) {
  return (list || []).map(piece).join("");
}

function box(p) {
  let attrs = p.group ? ` data-group="${esc(p.group)}"` : "";
  let cls = p.cls || "";
  if (p.act) {
    cls += " cl-legal";
    attrs += ` data-action="${esc(p.act)}" role="button" tabindex="-1"`;
  } else if (p.try_act) {
    attrs += ` data-try="${esc(p.try_act)}"`;
  }
  const title = p.title ? `<div class="cl-zone-title">${esc(p.title)}</div>` : "";
  return `<div class="${esc(cls)}"${attrs}>${title}${pieces(p.items)}${acts(p.acts, "cl-choices")}</div>`;
}

function button(a, cls) {
  return `<button type="button" class="${cls}" data-action="${esc(a.act)}" tabindex="-1">${esc(a.label)}</button>`;
}

// buttons for actions no card carries (the action bar, a field's choices, a card's
// menu); a group (moves of one kind that differ by a number) is one labelled row
function acts(list, cls, label) {
  if (!list || !list.length) return "";
  const aria = label ? ` aria-label="${esc(label)}"` : "";
  return `<div class="${cls}"${aria}>` + list.map((a) => (a.kind === "group"
    ? `<div class="cl-actgroup" role="group" aria-label="${esc(a.label)}"><span class="cl-actgroup-label">${esc(a.label)}</span>` +
      a.acts.map((b) => button(b, "cl-act cl-num")).join("") + "</div>"
    : button(a, "cl-act"))).join("") + "</div>";
}

function sheet(p) {
  const cols = p.cols || [];
  const head = (p.head || []).map((h) => `<th scope="col">${esc(h)}</th>`).join("");
  const rows = (p.rows || []).map((r) => "<tr>" + r.map((c, j) =>
    `<td class="cl-col-${esc(cols[j])}">${esc(c)}</td>`).join("") + "</tr>").join("");
  return `<table class="cl-sheet"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function seat(s) {
  const cls = ["cl-seat", s.viewer ? "cl-viewer" : "cl-other", s.to_move ? "cl-tomove" : ""].join(" ");
  const hand = box(s.hand);
  return `<section class="${cls}" data-seat="${s.seat}" aria-label="${esc(s.name)}">` +
    `<header class="cl-seat-head"><span class="cl-name">${esc(s.name)}</span>${pieces(s.badges)}</header>` +
    (s.viewer ? "" : hand) + `<div class="cl-zones">${pieces(s.zones)}</div>` + (s.viewer ? hand : "") + "</section>";
}

// ------------------------------------------------------------------ the replay timeline

// the step buttons' icons (drawn here: no font has to hold ⏮ ⏭)
const icon = (path) => `<svg class="cl-rp-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;
const ICONS = {
  first: icon("M3 3h3v14H3zM17 3v14L7 10z"), back: icon("M15 3v14L4 10z"),
  forward: icon("M5 3v14l11-7z"), last: icon("M14 3h3v14h-3zM3 3v14l10-7z"),
};

function rpButton(name, text, labels, cls = "cl-rp-btn") {
  return `<button type="button" class="${cls}" data-rp="${name}" title="${esc(labels[name])}" aria-label="${esc(labels[name])}">${text}</button>`;
}

// the whole timeline (drawn when it first shows or its marks/labels change; a step only
// updates it in place, see updateReplay, so the slider and the focus stay)
function replay(r) {
  if (!r) return "";
  const L = r.labels;
  const marks = r.marks.map((m) => `<option value="${m.step}">${esc(m.label)}</option>`).join("");
  return `<div class="cl-replay" role="group" aria-label="${esc(L.title)}">` +
    `<div class="cl-rp-row"><span class="cl-rp-title">${esc(L.title)}</span>` +
    rpButton("first", ICONS.first, L) + rpButton("back", ICONS.back, L) +
    `<input type="range" class="cl-rp-slider" min="0" max="${r.last}" value="${r.step}" step="1" aria-label="${esc(L.slider)}">` +
    rpButton("forward", ICONS.forward, L) + rpButton("last", ICONS.last, L) +
    `<span class="cl-rp-pos" aria-live="polite"></span>` +
    `<select class="cl-rp-jump" aria-label="${esc(L.jump)}"><option value="">${esc(L.jump)}</option>${marks}</select>` +
    `<button type="button" class="cl-act cl-rp-playon" data-rp="play_on">${esc(L.play_on)}</button>` +
    rpButton("leave", esc(L.leave), L, "cl-rp-btn cl-rp-leave") + `</div>` +
    `<div class="cl-rp-events"><span class="cl-k">${esc(L.events)}</span><ul></ul>` +
    `<span class="cl-rp-keys">${esc(L.keys)}</span></div></div>`;
}

function updateReplay(slot, r) {
  const box = slot.querySelector(".cl-replay");
  if (!box || !r) return;
  const slider = box.querySelector(".cl-rp-slider");
  if (document.activeElement !== slider || Number(slider.value) !== r.step) slider.value = String(r.step);
  box.querySelector(".cl-rp-pos").textContent = r.position;
  morph(box.querySelector(".cl-rp-events ul"), r.events.map((e) => `<li>${esc(e)}</li>`).join(""));
  for (const name of STEPS) {
    const b = box.querySelector(`[data-rp=${name}]`);
    const off = name === "first" || name === "back" ? r.step <= 0 : r.step >= r.last;
    if (off && document.activeElement === b) slider.focus({ preventScroll: true }); // keys go on working
    b.disabled = off;
  }
  box.dataset.step = String(r.step);
}

// ------------------------------------------------------------------ the coach panel

// What the viewer's seat knows, the best choice and why, the best few choices; the focus
// line shows the estimate of the action pointed at (see showFocus).
function coach(c) {
  if (!c) return "";
  const unseen = (c.unseen || []).map((u) => `<li class="${esc(u.cls)}">` +
    (u.key && PIPS[u.key] ? `<span class="cl-suitlabel cl-suit-${u.key}" role="img" aria-label="${esc(u.label)}">${pip(u.key, "cl-pip-label")}</span> ` : "") +
    `<span class="cl-v">${esc(u.value)}</span></li>`).join("");
  const know = (c.know || []).map((line) => `<li>${esc(line)}</li>`).join("");
  const rows = c.rows || [];
  const best = rows.length ? `<div class="cl-coach-best"><span class="cl-k">${esc(c.best_title)}</span> ` +
    `<span class="cl-coach-choice">${esc(c.best)}</span><div class="cl-coach-num">${esc(rows[0].text)}</div>` +
    `<div class="cl-coach-why">${esc(c.why)}</div></div>` : "";
  const list = rows.length ? `<div class="cl-zone-title">${esc(c.rows_title)}</div><ol class="cl-coach-rows">` +
    rows.slice(0, COACH_ROWS).map((r) => `<li data-coach-act="${esc(r.act)}"${r.best ? ' class="cl-coach-top"' : ""}>` +
      `<span class="cl-coach-label">${esc(r.label)}</span> <span class="cl-coach-num">${esc(r.text)}</span></li>`).join("") + "</ol>" : "";
  return `<section class="cl-coach" data-state="${esc(c.state)}" aria-label="${esc(c.title)}">` +
    `<div class="cl-coach-head"><span class="cl-coach-title">${esc(c.title)}</span>` +
    `<span class="cl-coach-status" role="status" aria-live="polite">${esc(c.status)}</span></div>` +
    (c.state === "thinking" ? '<div class="cl-coach-meter"><div class="cl-coach-fill"></div></div>' : "") +
    best + (c.hover ? `<div class="cl-coach-focus" aria-live="polite" data-hint="${esc(c.hover)}">${esc(c.hover)}</div>` : "") +
    `<div class="cl-zone-title">${esc(c.know_title)}</div>` +
    `<div class="cl-coach-unseen-title">${esc(c.unseen_title)}</div><ul class="cl-coach-unseen">${unseen}</ul>` +
    `<ul class="cl-coach-know">${know}</ul>` + list + (c.help ? `<details class="cl-coach-help"><summary>${esc(c.help_title)}</summary>${esc(c.help)}</details>` : "") + "</section>";
}

// the progress line of a thinking coach, updated in place (no redraw, no new version)
function updateCoachProgress(slot, p) {
  const panel = slot.querySelector('.cl-coach[data-state="thinking"]');
  if (!panel || !p || !p.text) return;
  panel.querySelector(".cl-coach-status").textContent = p.text;
  const fill = panel.querySelector(".cl-coach-fill");
  if (fill && p.target) fill.style.width = `${Math.min(100, (100 * p.done) / p.target)}%`;
}

// ------------------------------------------------------------------ sections

const PRINT = {
  head: (h) => `<div class="cl-head"><span class="cl-title">${esc(h.title)}</span>` +
    `<span class="cl-phase"><span class="cl-k">${esc(h.phase_label)}</span> ${esc(h.phase)}</span>` +
    `<span class="cl-turnline${h.mine ? " cl-mine" : ""}">${esc(h.turn)}</span>` +
    `<span class="cl-counters">${pieces(h.counters)}</span>` +
    (h.code ? `<span class="cl-code">${esc(h.code)}</span>` : "") + `</div>` +
    (h.prompt ? `<div class="cl-prompt${h.mine ? " cl-mine" : ""}${h.hold ? " cl-held" : ""}"><span>${esc(h.prompt)}</span>` +
      (h.hold ? `<button type="button" class="cl-act cl-continue" data-ui="${esc(h.hold_ui || "continue")}" tabindex="-1">${esc(h.hold)}</button>` : "") + "</div>" : ""),
  teacher: (text) => (text ? `<div class="cl-teacher">${esc(text)}</div>` : ""),
  others: (list) => `<div class="cl-others">${(list || []).map(seat).join("")}</div>`,
  centre: (list) => `<div class="cl-center">${pieces(list)}</div>`,
  me: (s) => (s ? `<div class="cl-me">${seat(s)}</div>` : ""),
  actions: ([list, label, menu]) => ((menu ? `<div class="cl-menu"><span class="cl-actgroup-label">${esc(menu.title)}</span>${acts(menu.acts, "cl-actionbar", menu.title)}</div>` : "") +
      acts(list, "cl-actionbar", label)),
  message: (m) => `<div class="cl-message cl-${esc(m.kind || "info")}" role="status" aria-live="polite">${esc(m.text || "")}</div>` +
    (m.more ? `<details class="cl-message-more"><summary>${esc(m.more.title)}</summary><ol tabindex="0" aria-label="${esc(m.more.title)}">` +
      m.more.lines.map((l) => `<li>${esc(l)}</li>`).join("") + "</ol></details>" : ""),
  outcome: (o) => (o ? `<div class="cl-outcome cl-outcome-${esc(o.kind)}" data-outcome="${esc(o.kind)}" role="alert">` +
    `<div class="cl-outcome-text">${esc(o.text)}</div>` +
    (o.scores ? `<div class="cl-scores"><span class="cl-k">${esc(o.scores_label)}</span> ${esc(o.scores)}</div>` : "") + "</div>" : ""),
  // the tricks of the deal (trick games) or the zones a game puts beside the table
  coach,
  // (the trick history and, under it, the zones a game puts beside the table)
  history: ([h, side]) => (h ? box(h) : "") +
    (side && side.length ? `<div class="cl-history cl-sidezones">${pieces(side)}</div>` : ""),
  replay,
  log: ([show, lines, label]) => (show ? `<div class="cl-log"><div class="cl-zone-title">${esc(label)}</div>` +
    `<ol class="cl-log-lines" data-count="${lines.length}">${lines.map((l) => `<li>${esc(l)}</li>`).join("")}</ol></div>` : ""),
};

// ------------------------------------------------------------------ the widget

// the page's ipywidgets sliders (the bots' speed beside the table) are named by their
// label: their handle (role="slider") has none of its own
function nameSliders() {
  for (const w of document.querySelectorAll(".widget-slider")) {
    const label = w.querySelector(".widget-label");
    const handle = w.querySelector('[role="slider"]');
    const text = label ? label.textContent.trim() : "";
    if (handle && text && handle.getAttribute("aria-label") !== text) handle.setAttribute("aria-label", text);
  }
}
// …also when a slider comes later (ipywidgets draws the controls after the table)
function watchSliders() {
  if (window.__cardlabSliders) return;
  window.__cardlabSliders = true;
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; nameSliders(); });
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "cardlab-table";
  root.tabIndex = 0;
  root.setAttribute("role", "region");
  el.appendChild(root);
  const grid = document.createElement("div");
  grid.className = "cl-grid";
  const side = document.createElement("div");
  side.className = "cl-side";
  root.appendChild(grid);
  const slots = {};
  for (const name of [...SECTIONS, ...SIDE]) {
    slots[name] = document.createElement("div");
    slots[name].className = `cl-slot cl-slot-${name}`;
    (SIDE.includes(name) ? side : grid).appendChild(slots[name]);
  }
  grid.appendChild(side);
  watchSliders();
  const drawn = {};
  let version = 0;
  let lastDeal = null;
  let focusAct = null; // the key of the item the learner was on (see keepFocus)
  let focusAt = 0; // …and its place among the items then
  let holding = false; // the focus is the learner's, in this table: it follows the redraws
  let queued = false;
  let replaying = false;

  let shownRev = 0;
  let treeText = null;
  let treeData = {};
  function readTree() {
    const text = model.get("tree_json") || "{}";
    if (text !== treeText) {
      treeText = text;
      treeData = JSON.parse(text);
    }
    return treeData;
  }

  function draw() {
    queued = false;
    const tree = readTree();
    const data = {
      head: tree.head || {}, teacher: tree.teacher, others: tree.others, centre: tree.centre,
      me: tree.me, actions: [tree.actions, tree.actions_label, tree.menu], replay: tree.replay,
      message: model.get("message") || {}, outcome: tree.outcome,
      history: [tree.history || null, tree.side || []], coach: tree.coach,
      log: [!!model.get("show_log"), model.get("log") || [], tree.log_label],
    };
    const dealId = model.get("deal_id");
    const dealing = dealId !== lastDeal;
    lastDeal = dealId;
    noteFocus();
    for (const name of [...SECTIONS, ...SIDE]) {
      // the timeline is redrawn only when more than its step changed
      const shape = name === "replay" && data.replay
        ? { ...data.replay, step: 0, position: "", events: [] } : data[name];
      const json = JSON.stringify(shape);
      if (dealing && name === "me") {
        drawn[name] = json; // a new hand is dealt: drawn anew, so that it is seen dealt
        slots[name].replaceChildren();
        morph(slots[name], PRINT[name](data[name]));
      } else if (drawn[name] !== json) {
        drawn[name] = json;
        morph(slots[name], PRINT[name](data[name])); // in place: kept pieces stay the same elements
      }
      if (name === "replay") updateReplay(slots.replay, data.replay);
    }
    replaying = !!data.replay;
    root.classList.toggle("cl-replaying", replaying);
    if (replaying) root.dataset.step = String(data.replay.step);
    else delete root.dataset.step;
    if (dealing) {
      const hand = root.querySelector(".cl-me .cl-hand");
      if (hand) {
        hand.classList.add("cl-dealing");
        hand.querySelectorAll(".cl-card").forEach((c, i) => c.style.setProperty("--i", i));
      }
    }
    root.classList.toggle("cl-four", !!model.get("four_colour"));
    root.classList.toggle("cl-myturn", !!(tree.head && tree.head.mine));
    root.classList.toggle("cl-over", !!tree.outcome && !replaying); // the outcome goes on top
    root.classList.toggle("cl-has-side", !!(tree.history || (tree.side || []).length || tree.coach || model.get("show_log")));
    markBest(tree.coach);
    updateCoachProgress(slots.coach, model.get(COACH_TRAIT));
    root.setAttribute("lang", tree.lang || "en");
    root.setAttribute("aria-label", tree.title || "cardlab");
    const log = root.querySelector(".cl-log-lines");
    if (log) log.scrollTop = log.scrollHeight;
    keepFocus();
    scrollables(tree);
    skipLink(tree.skip);
    nameSliders();
    version += 1;
    root.dataset.version = String(version);
    shownRev = tree.rev ?? 0; // the revision of the picture on screen (what a click is made on)
    root.dataset.rev = String(shownRev);
    root.dataset.v = String(tree.v ?? 0); // the picture's version (one more on every change)
  }

  // The focus across redraws. An item the learner is on stays the same element while it
  // exists (dom.js); when it goes (the card was played), the focus moves to the item now
  // at its place (the next card), or, while nothing can be done (the bots move), waits on
  // the table itself and comes back to that place when the learner's turn does. One item
  // is in the Tab order (the one the learner was on, else the first): Tab reaches a card.
  function noteFocus() {
    const active = document.activeElement;
    if (active && active !== root && root.contains(active)) {
      holding = true;
      const key = active.matches(KEYS) ? keyOf(active) : null;
      if (key) {
        focusAct = key;
        focusAt = Math.max(0, [...root.querySelectorAll(KEYS)].indexOf(active));
      }
    } else if (active && active !== root && active !== document.body) {
      holding = false; // the learner went elsewhere on the page
    }
  }
  function setTabs(items, current) { // only what changes is written (a redraw touches no more)
    for (const e of items) {
      const want = e === current ? 0 : -1;
      if (e.tabIndex !== want) e.tabIndex = want;
    }
  }
  function keepFocus() {
    const items = [...root.querySelectorAll(KEYS)];
    const target = (focusAct && items.find((e) => keyOf(e) === focusAct)) ||
      items[Math.min(focusAt, items.length - 1)] || null;
    setTabs(items, target || items[0]);
    if (root.tabIndex !== (items.length ? -1 : 0)) root.tabIndex = items.length ? -1 : 0;
    const active = document.activeElement;
    if (active === root && target) target.focus({ preventScroll: true });
    else if (holding && (!active || active === document.body)) (target || root).focus({ preventScroll: true });
  }
  // the page's first link, shown when focused: to the first table's item (not on
  // a notebook open in JupyterLab, only on a page of its own: Voilà, the replay page)
  function skipLink(text, tries = 0) {
    if (!root.isConnected) { // drawn before the page put the widget in: once it is there
      if (tries < 600) requestAnimationFrame(() => skipLink(text, tries + 1));
      return;
    }
    if (!text || document.querySelector("#jp-main-dock-panel, .jp-NotebookPanel") || document.querySelector(".cardlab-table") !== root) return;
    let link = document.querySelector("a.cl-skip");
    if (!link) {
      link = document.createElement("a");
      link.className = "cl-skip";
      link.href = "#";
      link.addEventListener("click", (ev) => {
        ev.preventDefault();
        const first = document.querySelector(".cardlab-table");
        const to = first && (first.querySelector('[tabindex="0"]') || first);
        if (to) {
          to.focus({ preventScroll: true });
          to.scrollIntoView({ block: "nearest" });
        }
      });
      document.body.prepend(link);
    }
    if (link.textContent !== text) link.textContent = text;
  }
  // a box that scrolls (the other seats on a short screen, the side column, the log)
  // can be reached by the keyboard, and says what it holds
  function scrollable(box, label) {
    const style = getComputedStyle(box);
    const scrolls = (box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(style.overflowY)) ||
      (box.scrollWidth > box.clientWidth + 1 && /auto|scroll/.test(style.overflowX));
    // a list (the log) stays a list: a role there would leave its items outside one
    const list = box.matches("ol, ul");
    if (scrolls) {
      box.tabIndex = 0;
      if (!list) box.setAttribute("role", "group");
      box.setAttribute("aria-label", label || "");
    } else if (box.hasAttribute("tabindex")) {
      box.removeAttribute("tabindex");
      if (!list) box.removeAttribute("role");
      box.removeAttribute("aria-label");
    }
  }
  function scrollables(tree) {
    scrollable(slots.others, tree.others_label);
    scrollable(side, tree.side_label);
    const log = root.querySelector(".cl-log-lines");
    if (log) scrollable(log, tree.log_label);
    // looked at again whenever a box or what it holds changes size (the page's layout
    // settles after a draw: fonts, the container's width)
    for (const e of [root, slots.others, side, slots.others.firstElementChild, ...side.children, log]) {
      if (e) resized.observe(e);
    }
  }
  const resized = new ResizeObserver(() => scrollables(readTree()));

  function schedule() {
    if (!queued) {
      queued = true;
      queueMicrotask(draw);
    }
  }

  // what a clickable element asks: a game action, a card picked (its places light up),
  // "continue" after a held trick, or a try (the engine says why it cannot be done)
  function intent(target) {
    const d = target.dataset;
    if (d.action) return { act: d.action };
    if (d.pick) return { pick: d.pick };
    if (d.ui) return { ui: d.ui };
    return { act: d.try };
  }
  function keyOf(target) {
    const d = target.dataset;
    return d.action || (d.pick && `pick:${d.pick}`) || (d.ui && `ui:${d.ui}`) || null;
  }

  // every intent carries the revision of the picture it was made on (the kernel refuses
  // it, in one sentence, when the table has moved since) and a number of this page's own;
  // the kernel answers each number once: {answer: n, view, ok}
  const view = Math.random().toString(36).slice(2, 12);
  let sent = 0;
  const answered = new Set();
  let answers = 0;
  let accepted = 0;
  function send(content) {
    sent += 1;
    root.dataset.sent = String(sent);
    model.send({ ...content, rev: shownRev, n: sent, view });
  }

  function onClick(ev) {
    const rp = ev.target.closest("[data-rp]");
    if (rp && root.contains(rp)) {
      ev.stopPropagation();
      send({ replay: rp.dataset.rp });
      return;
    }
    const target = ev.target.closest(`${KEYS}, [data-try]`);
    if (!target || !root.contains(target)) return;
    ev.stopPropagation();
    focusAct = keyOf(target);
    focusAt = Math.max(0, [...root.querySelectorAll(KEYS)].indexOf(target));
    holding = true;
    send(intent(target));
  }

  // the slider and the jump list move the replay to a move (each value sent once)
  let lastGoto = null;
  function onInput(ev) {
    const el = ev.target;
    if (el.classList.contains("cl-rp-slider") || (el.classList.contains("cl-rp-jump") && el.value !== "")) {
      const k = Number(el.value);
      if (ev.type === "input" && k === lastGoto) return;
      lastGoto = k;
      send({ goto: k });
      if (el.tagName === "SELECT") el.value = "";
    }
  }

  function onKey(ev) {
    if (replaying && REPLAY_KEYS[ev.key] && !ev.altKey && !ev.ctrlKey && !ev.metaKey &&
        !(ev.target.tagName === "SELECT")) {
      ev.preventDefault();
      ev.stopPropagation();
      lastGoto = null;
      send({ replay: REPLAY_KEYS[ev.key] });
      return;
    }
    const items = [...root.querySelectorAll(KEYS)];
    if (!items.length) return;
    let i = items.indexOf(document.activeElement);
    if (ev.key === "ArrowRight" || ev.key === "ArrowDown") {
      i = (i + 1) % items.length;
    } else if (ev.key === "ArrowLeft" || ev.key === "ArrowUp") {
      i = i <= 0 ? items.length - 1 : i - 1;
    } else if (ev.key === "Enter" || ev.key === " ") {
      if (i < 0) return;
      ev.preventDefault();
      ev.stopPropagation();
      focusAct = keyOf(items[i]);
      focusAt = i;
      holding = true;
      send(intent(items[i]));
      return;
    } else {
      return;
    }
    ev.preventDefault();
    ev.stopPropagation();
    focusAct = keyOf(items[i]);
    focusAt = i;
    setTabs(items, items[i]);
    items[i].focus({ preventScroll: false });
  }

  // the coach: the best action wears a mark; the action pointed at shows its estimate
  function markBest(c) {
    const rows = (c && c.rows) || [];
    const best = rows.length ? rows[0].act : null;
    for (const e of root.querySelectorAll(".cl-coach-best-act")) {
      if (e.dataset.action !== best) e.classList.remove("cl-coach-best-act");
    }
    if (!best) return;
    for (const e of root.querySelectorAll("[data-action]")) {
      if (e.dataset.action === best && !e.closest(".cl-coach")) e.classList.add("cl-coach-best-act");
    }
  }
  function showFocus(target) {
    const line = slots.coach.querySelector(".cl-coach-focus");
    if (!line) return;
    const act = target && target.dataset.action;
    const rows = (readTree().coach || {}).rows || [];
    const row = act && rows.find((r) => r.act === act);
    line.textContent = row ? `${row.label}: ${row.text}` : line.dataset.hint || "";
    line.classList.toggle("cl-coach-shown", !!row);
    for (const li of slots.coach.querySelectorAll("[data-coach-act]")) {
      li.classList.toggle("cl-coach-pointed", !!row && li.dataset.coachAct === act);
    }
  }
  // the item the focus comes to is the one Tab comes back to (and the place kept)
  function onFocusIn(ev) {
    const e = ev.target;
    if (!(e.matches && e.matches(KEYS) && root.contains(e))) return;
    const items = [...root.querySelectorAll(KEYS)];
    focusAct = keyOf(e);
    focusAt = Math.max(0, items.indexOf(e));
    holding = true;
    setTabs(items, e);
  }
  // a click elsewhere on the page: the focus is no longer the table's to keep
  function onPageDown(ev) {
    if (!root.contains(ev.target)) holding = false;
  }
  function onPoint(ev) {
    const target = ev.target.closest && ev.target.closest("[data-action]");
    if (target && root.contains(target) && !target.closest(".cl-coach")) showFocus(target);
  }
  function onLeave(ev) {
    const target = ev.target.closest && ev.target.closest("[data-action]");
    if (target && !(ev.relatedTarget && target.contains(ev.relatedTarget))) showFocus(null);
  }
  function onProgress() {
    updateCoachProgress(slots.coach, model.get(COACH_TRAIT));
  }

  function onMessage(msg) {
    if (msg && msg.download) download(msg.download);
    if (msg && msg.answer !== undefined && msg.view === view) {
      answers += 1; // every answer counted: a second answer to one intent would show
      root.dataset.answers = String(answers);
      if (!answered.has(msg.answer)) {
        answered.add(msg.answer);
        if (msg.ok) accepted += 1;
        root.dataset.answered = String(answered.size);
        root.dataset.accepted = String(accepted);
        // the picture that answer left (a test waits until it is the one on screen)
        if (msg.rev !== undefined) root.dataset.answerRev = String(msg.rev);
      }
    }
  }

  for (const name of TRAITS) model.on(`change:${name}`, schedule);
  model.on("msg:custom", onMessage);
  model.on(`change:${COACH_TRAIT}`, onProgress);
  root.addEventListener("mouseover", onPoint);
  root.addEventListener("focusin", onPoint);
  root.addEventListener("focusin", onFocusIn);
  document.addEventListener("pointerdown", onPageDown, true);
  root.addEventListener("mouseout", onLeave);
  root.addEventListener("focusout", onLeave);
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  root.addEventListener("input", onInput);
  root.addEventListener("change", onInput);
  for (const name of ["sent", "answered", "answers", "accepted"]) root.dataset[name] = "0";
  // for tests: the picture this view's model holds now (patched or whole), as the kernel's
  root.cardlabPicture = () => ({ tree_json: model.get("tree_json"), log: model.get("log") });
  draw();

  return () => {
    for (const name of TRAITS) model.off(`change:${name}`, schedule);
    model.off("msg:custom", onMessage);
    model.off(`change:${COACH_TRAIT}`, onProgress);
    root.removeEventListener("mouseover", onPoint);
    root.removeEventListener("focusin", onPoint);
    root.removeEventListener("focusin", onFocusIn);
    document.removeEventListener("pointerdown", onPageDown, true);
    root.removeEventListener("mouseout", onLeave);
    root.removeEventListener("focusout", onLeave);
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("input", onInput);
    root.removeEventListener("change", onInput);
    resized.disconnect();
    root.remove();
  };
}

// ------------------------------------------------------------------ patches (once a model)

// The kernel sends a change of the picture as a patch when that is cheaper than the whole
// tree and log (cardlab/ui/delta.py): one custom message {delta: {from, to, tree?, log?},
// state: {the other traits that changed, and a picture sent whole}}. It is applied here,
// once per model (a notebook may show one table twice), and set as the traits' values:
// every view redraws through its change: listeners, in one draw. A patch that does not
// start from the version the model has is dropped when the model already has its
// version or a later one (a reload got the whole picture), else the page asks for the
// whole picture ({resync: v}) — a wrong picture is never drawn.
function initialize({ model }) {
  let asked = null; // the version at which the whole picture was asked for
  function onDelta(msg) {
    if (!msg || !msg.delta) return;
    const d = msg.delta;
    let tree;
    try {
      tree = JSON.parse(model.get("tree_json") || "{}");
    } catch (e) {
      tree = {};
    }
    const v = typeof tree.v === "number" ? tree.v : -1;
    if (v !== d.from) {
      if (v < d.to && asked !== v) {
        asked = v;
        model.send({ resync: v < 0 ? null : v });
      }
      return;
    }
    const values = { ...(msg.state || {}) };
    try {
      if (d.tree) values.tree_json = JSON.stringify(patch(tree, d.tree));
      if (d.log) values.log = patch([...(model.get("log") || [])], d.log);
    } catch (e) {
      asked = v;
      model.send({ resync: v });
      return;
    }
    asked = null;
    model.set(values);
  }
  model.on("msg:custom", onDelta);
  return () => model.off("msg:custom", onDelta);
}

export default { initialize, render };
