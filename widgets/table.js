// cardlab's table: draws any cardlab game from the view Python syncs, and sends the
// viewer's intents back as custom messages {act: "<action text>"}.
//
// A plain ES module for anywidget (no build step, no framework, nothing fetched).
// Traits read (never written): view, actions, texts, labels, hints, log, message,
// four_colour, teacher, seat, deal_id, show_log. Hooks for tests and assistive tools:
// every clickable legal action carries data-action; the root carries data-version (one
// more on every redraw); the outcome banner carries data-outcome.

const SUITS = ["S", "H", "D", "C"];
const SYMBOL = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
const RANK_TEXT = { A: "A", J: "J", Q: "Q", K: "K" };
const CARD_RE = /^(10|[2-9AJQK])([SHDC])$/;
const PAIRS_RE = /^(10|[1-9])$/;
const SEAT_KEYS = new Set(["taken_by", "by", "owner", "seat", "winner", "leader", "holder"]);
const TRAITS = ["view", "actions", "texts", "labels", "hints", "log", "message",
  "four_colour", "teacher", "seat", "deal_id", "show_log"];

// Suit pips, drawn in a 100 x 100 box (our own shapes; no font needed).
const PIPS = {
  H: '<path d="M50 92C47 86 8 60 5 34C2 14 16 4 29 4C40 4 47 11 50 20C53 11 60 4 71 4C84 4 98 14 95 34C92 60 53 86 50 92Z"/>',
  D: '<path d="M50 3L88 50L50 97L12 50Z"/>',
  S: '<path d="M50 4C56 16 95 40 95 62C95 76 84 84 73 84C64 84 57 80 54 74C55 84 60 92 68 97H32C40 92 45 84 46 74C43 80 36 84 27 84C16 84 5 76 5 62C5 40 44 16 50 4Z"/>',
  C: '<circle cx="50" cy="28" r="21"/><circle cx="27" cy="58" r="21"/><circle cx="73" cy="58" r="21"/><path d="M45 50H55C55 75 60 88 68 97H32C40 88 45 75 45 50Z"/>',
};

function esc(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({
    "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;",
  })[c]);
}

function fill(template, values) {
  return String(template ?? "").replace(/\{(\w+)(?::\w+)?\}/g, (m, k) => (k in values ? values[k] : m));
}

function pip(suit, cls) {
  return `<svg class="${cls}" viewBox="0 0 100 100" aria-hidden="true" focusable="false">${PIPS[suit]}</svg>`;
}

function isCard(value, ctx) {
  return typeof value === "string" &&
    (CARD_RE.test(value) || value === "JK" || (ctx.pairs && PAIRS_RE.test(value)));
}

function isScalar(v) {
  return v === null || v === undefined || ["string", "number", "boolean"].includes(typeof v);
}

// ------------------------------------------------------------------ cards

function cardHtml(text, ctx, opts = {}) {
  const size = opts.size || "mid";
  const name = (ctx.L.card_names || {})[text] || text;
  const m = CARD_RE.exec(text);
  const classes = ["cl-card", `cl-${size}`];
  let face;
  if (m) {
    const suit = m[2];
    classes.push(`cl-suit-${suit}`);
    face = `<span class="cl-corner"><span class="cl-rank">${esc(RANK_TEXT[m[1]] || m[1])}</span>` +
      `${pip(suit, "cl-pip-small")}</span>${pip(suit, "cl-pip-big")}`;
  } else if (text === "JK") {
    classes.push("cl-joker");
    face = '<span class="cl-corner"><span class="cl-rank">JK</span></span><span class="cl-star">\u2605</span>';
  } else {
    classes.push("cl-pairs");
    face = `<span class="cl-corner"><span class="cl-rank">${esc(text)}</span></span><span class="cl-bignum">${esc(text)}</span>`;
  }
  if (opts.extraClass) classes.push(opts.extraClass);
  let attrs = ` data-card="${esc(text)}"`;
  let label = name;
  if (opts.caption) label += ` (${opts.caption})`;
  if (opts.action) {
    classes.push("cl-legal");
    attrs += ` data-action="${esc(opts.action.act)}" role="button" tabindex="-1"`;
    label = `${name}: ${opts.action.label}`;
    ctx.used.add(opts.action.act);
  } else if (opts.tryAct) {
    attrs += ` data-try="${esc(opts.tryAct)}" role="button"`;
  } else {
    attrs += ' role="img"';
  }
  if (opts.style) attrs += ` style="${opts.style}"`;
  const cap = opts.caption ? `<span class="cl-caption">${esc(opts.caption)}</span>` : "";
  return `<div class="${classes.join(" ")}"${attrs} aria-label="${esc(label)}">${face}${cap}</div>`;
}

function backHtml(count, ctx) {
  const label = fill(ctx.L.face_down || "{count}", { count });
  return `<div class="cl-back" role="img" aria-label="${esc(label)}"><span class="cl-count">\u00d7${esc(count)}</span></div>`;
}

// ------------------------------------------------------------------ generic values

function zoneLabel(key, ctx) {
  const zones = ctx.L.zones || {};
  return zones[key] || String(key).replace(/_/g, " ");
}

function seatName(seat, ctx) {
  const names = ctx.T.seat_names || [];
  return names[seat] ?? fill(ctx.L.seat_kind || "seat {seat}", { seat });
}

function scalarHtml(v, ctx) {
  if (v === null || v === undefined) return "\u2014";
  if (typeof v === "boolean") return esc(v ? ctx.L.yes || "yes" : ctx.L.no || "no");
  return esc(v);
}

// Any value a view may hold, drawn readably: cards, card lists, [seat, card] pairs,
// dicts by suit, other dicts as "key: value", numbers and words.
function valueHtml(v, ctx, zone, depth = 0) {
  if (depth > 5) return `<code>${esc(JSON.stringify(v)).slice(0, 200)}</code>`;
  if (isCard(v, ctx)) return tableCard(v, ctx, zone);
  if (isScalar(v)) return scalarHtml(v, ctx);
  if (Array.isArray(v)) {
    if (!v.length) return "\u2014";
    if (v.every((x) => isCard(x, ctx))) {
      return `<div class="cl-row">${v.map((c) => tableCard(c, ctx, zone)).join("")}</div>`;
    }
    if (v.every((x) => Array.isArray(x) && x.length === 2 && Number.isInteger(x[0]) && isCard(x[1], ctx))) {
      return `<div class="cl-row">${v.map(([s, c]) => tableCard(c, ctx, zone, { caption: seatName(s, ctx) })).join("")}</div>`;
    }
    if (v.every(isScalar)) return v.map((x) => scalarHtml(x, ctx)).join(", ");
    return `<div class="cl-row">${v.map((x) => `<div class="cl-item">${valueHtml(x, ctx, zone, depth + 1)}</div>`).join("")}</div>`;
  }
  if (typeof v === "object") {
    const keys = Object.keys(v);
    if (!keys.length) return "\u2014";
    if (isCard(v.card, ctx)) {
      const notes = [];
      let taken = false;
      for (const k of keys) {
        if (k === "card" || v[k] === null || v[k] === undefined) continue;
        if (SEAT_KEYS.has(k) && Number.isInteger(v[k])) {
          notes.push(seatName(v[k], ctx));
          taken = true;
        } else {
          notes.push(`${zoneLabel(k, ctx)}: ${isScalar(v[k]) ? v[k] : JSON.stringify(v[k])}`);
        }
      }
      return tableCard(v.card, ctx, zone, { caption: notes.join(" "), extraClass: taken ? "cl-taken" : "" });
    }
    if (keys.every((k) => SUITS.includes(k))) {
      const rows = SUITS.filter((s) => s in v).map((s) =>
        `<div class="cl-suitrow"><span class="cl-suitlabel cl-suit-${s}" aria-label="${esc((ctx.L.suit_names || {})[s] || s)}">${pip(s, "cl-pip-label")}</span>` +
        `<div class="cl-suitval">${valueHtml(v[s], ctx, zone, depth + 1)}</div></div>`);
      return `<div class="cl-bysuit">${rows.join("")}</div>`;
    }
    const rows = keys.map((k) => {
      const val = SEAT_KEYS.has(k) && Number.isInteger(v[k]) ? esc(seatName(v[k], ctx)) : valueHtml(v[k], ctx, zone, depth + 1);
      return `<div class="cl-kv"><span class="cl-k">${esc(zoneLabel(k, ctx))}</span> <span class="cl-v">${val}</span></div>`;
    });
    return `<div class="cl-dict">${rows.join("")}</div>`;
  }
  return esc(String(v));
}

// A face-up card on the table or in a seat's zone: clickable when an action names it.
function tableCard(text, ctx, zone, opts = {}) {
  const action = ctx.tableActs.get(text);
  const template = (ctx.H.table_click || {})[zone];
  const o = { size: opts.size || "mid", caption: opts.caption, extraClass: opts.extraClass };
  if (action && !ctx.used.has(action.act) && !String(opts.extraClass || "").includes("cl-taken")) o.action = action;
  else if (template && ctx.viewerHuman) o.tryAct = fill(template, { card: text });
  return cardHtml(text, ctx, o);
}

// ------------------------------------------------------------------ seats

function seatZonesHtml(seatView, seat, ctx) {
  const hide = new Set(ctx.H.hide || []);
  const parts = [];
  const used = new Set(["hand"]);
  const ss = ctx.H.seat_suits;
  if (ss && (ss.bid in seatView || ss.stacks in seatView)) {
    [ss.bid, ss.stacks, ss.won].forEach((k) => used.add(k));
    const bids = seatView[ss.bid] || {};
    const stacks = seatView[ss.stacks] || {};
    const won = seatView[ss.won] || {};
    const suits = SUITS.filter((s) => s in bids || s in stacks || s in won);
    const panels = suits.map((s) => {
      const stack = (stacks[s] || []).map((c, i) =>
        cardHtml(c, ctx, { size: "small", style: `--i:${i}` })).join("");
      const line = fill(ctx.L.bid_won || "{bid} / {won}", { bid: bids[s] ?? 0, won: won[s] ?? 0 });
      const bad = (won[s] ?? 0) > (bids[s] ?? 0) ? " cl-bad" : ((won[s] ?? 0) === (bids[s] ?? 0) && bids[s] ? " cl-met" : "");
      return `<div class="cl-suitpanel cl-suit-${s}"><div class="cl-stack">${stack}</div>` +
        `<div class="cl-bidwon${bad}">${pip(s, "cl-pip-label")} ${esc(line)}</div></div>`;
    });
    parts.push(`<div class="cl-zone cl-zone-${esc(ss.bid)}"><div class="cl-zone-title">${esc(zoneLabel(ss.stacks, ctx))}</div>` +
      `<div class="cl-suitpanels">${panels.join("") || "\u2014"}</div></div>`);
  }
  for (const [k, v] of Object.entries(seatView)) {
    if (used.has(k) || hide.has(k)) continue;
    if (isScalar(v)) {
      parts.push(`<div class="cl-zone cl-counter cl-zone-${esc(k)}"><span class="cl-k">${esc(zoneLabel(k, ctx))}</span> <span class="cl-v">${scalarHtml(v, ctx)}</span></div>`);
    } else {
      parts.push(`<div class="cl-zone cl-zone-${esc(k)}"><div class="cl-zone-title">${esc(zoneLabel(k, ctx))}</div>${valueHtml(v, ctx, k)}</div>`);
    }
  }
  return parts.join("");
}

function handHtml(hand, seat, ctx, isViewer) {
  if (!Array.isArray(hand)) return `<div class="cl-hand cl-hidden">${backHtml(hand, ctx)}</div>`;
  if (!hand.length) return `<div class="cl-hand cl-empty">\u2014</div>`;
  const mine = isViewer && ctx.viewerHuman;
  const anyLegal = mine && hand.some((c) => ctx.handActs.has(c));
  const cards = hand.map((c, i) => {
    const opts = { size: isViewer ? "big" : "mid" };
    if (mine) {
      const a = ctx.handActs.get(c);
      if (a) opts.action = a;
      else {
        opts.tryAct = c;
        if (anyLegal) opts.extraClass = "cl-dim";
      }
    }
    if (ctx.dealing && isViewer) opts.style = `--i:${i}`;
    return cardHtml(c, ctx, opts);
  });
  return `<div class="cl-hand${ctx.dealing && isViewer ? " cl-dealing" : ""}">${cards.join("")}</div>`;
}

function seatHtml(i, ctx) {
  const view = ctx.view;
  const sv = view.seats[i] || {};
  const isViewer = i === view.viewer;
  const toMove = (view.to_move || []).includes(i);
  const kinds = ctx.T.seat_kinds || [];
  const badges = [];
  if (isViewer) badges.push(`<span class="cl-badge cl-you">${esc(ctx.L.you || "you")}</span>`);
  if (kinds[i] === "bot") badges.push(`<span class="cl-badge cl-bot">${esc(ctx.L.bot || "bot")}</span>`);
  if (view.dealer === i) badges.push(`<span class="cl-badge cl-dealer" title="${esc(ctx.L.dealer || "dealer")}" aria-label="${esc(ctx.L.dealer || "dealer")}">${esc(ctx.L.dealer_short || "D")}</span>`);
  if (toMove) badges.push('<span class="cl-badge cl-turn" aria-hidden="true">\u25b6</span>');
  const cls = ["cl-seat", isViewer ? "cl-viewer" : "cl-other", toMove ? "cl-tomove" : ""].join(" ");
  return `<section class="${cls}" data-seat="${i}" aria-label="${esc(seatName(i, ctx))}">` +
    `<header class="cl-seat-head"><span class="cl-name">${esc(seatName(i, ctx))}</span>${badges.join("")}</header>` +
    (isViewer ? "" : handHtml(sv.hand, i, ctx, false)) +
    `<div class="cl-zones">${seatZonesHtml(sv, i, ctx)}</div>` +
    (isViewer ? handHtml(sv.hand, i, ctx, true) : "") + "</section>";
}

// ------------------------------------------------------------------ the table's zones

function trickHtml(table, ctx) {
  const trick = Array.isArray(table.trick) ? table.trick : null;
  const last = table.last_trick;
  if (trick && trick.length) {
    const cards = trick.map(([s, c]) => cardHtml(c, ctx, { size: "mid", caption: seatName(s, ctx) }));
    return `<div class="cl-trick" aria-label="${esc(zoneLabel("trick", ctx))}"><div class="cl-zone-title">${esc(zoneLabel("trick", ctx))}</div><div class="cl-row">${cards.join("")}</div></div>`;
  }
  if (last && Array.isArray(last.cards) && last.cards.length) {
    const cards = last.cards.map(([s, c]) => cardHtml(c, ctx, {
      size: "mid", caption: seatName(s, ctx), extraClass: s === last.winner ? "cl-winner" : "cl-loser",
    }));
    return `<div class="cl-trick cl-last"><div class="cl-zone-title">${esc(ctx.T.last_trick || zoneLabel("last_trick", ctx))}</div><div class="cl-row">${cards.join("")}</div></div>`;
  }
  if (trick) return `<div class="cl-trick cl-empty"><div class="cl-zone-title">${esc(zoneLabel("trick", ctx))}</div><div class="cl-row">\u2014</div></div>`;
  return "";
}

function countersHtml(table, ctx) {
  const hide = new Set(ctx.H.hide || []);
  const pairs = ctx.H.pair_counters || {};
  const partners = new Set(Object.values(pairs));
  const order = [...(ctx.H.counters || []), ...Object.keys(table)];
  const seen = new Set();
  const out = [];
  for (const k of order) {
    if (seen.has(k) || !(k in table) || hide.has(k) || partners.has(k)) continue;
    seen.add(k);
    const v = table[k];
    if (!isScalar(v) || v === null) continue;
    let text = scalarHtml(v, ctx);
    if (pairs[k] && table[pairs[k]] !== undefined && table[pairs[k]] !== null) text += ` / ${scalarHtml(table[pairs[k]], ctx)}`;
    if (SEAT_KEYS.has(k) && Number.isInteger(v)) text = esc(seatName(v, ctx));
    out.push(`<span class="cl-counter cl-zone-${esc(k)}"><span class="cl-k">${esc(zoneLabel(k, ctx))}</span> <span class="cl-v">${text}</span></span>`);
  }
  return out.join("");
}

function tableZonesHtml(table, ctx) {
  const hide = new Set(ctx.H.hide || []);
  const out = [];
  for (const [k, v] of Object.entries(table)) {
    if (hide.has(k) || k === "trick" || k === "last_trick" || isScalar(v)) continue;
    out.push(`<div class="cl-zone cl-zone-${esc(k)}"><div class="cl-zone-title">${esc(zoneLabel(k, ctx))}</div>${valueHtml(v, ctx, k)}</div>`);
  }
  return out.join("");
}

// ------------------------------------------------------------------ the widget

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "cardlab-table";
  root.tabIndex = 0;
  root.setAttribute("role", "region");
  el.appendChild(root);
  let version = 0;
  let lastDeal = null;
  let focusAct = null;
  let queued = false;

  function draw() {
    queued = false;
    const view = model.get("view") || {};
    const L = model.get("labels") || {};
    const T = model.get("texts") || {};
    const H = model.get("hints") || {};
    const actions = model.get("actions") || [];
    const message = model.get("message") || {};
    const handActs = new Map();
    const tableActs = new Map();
    for (const a of actions) {
      if (!a.card) continue;
      const map = a.zone === "hand" ? handActs : tableActs;
      if (!map.has(a.card)) map.set(a.card, a);
    }
    const dealId = model.get("deal_id");
    const viewer = view.viewer;
    const kinds = T.seat_kinds || [];
    const ctx = {
      view, L, T, H, handActs, tableActs, used: new Set(),
      pairs: !!H.pairs_cards, dealing: dealId !== lastDeal,
      viewerHuman: viewer !== null && viewer !== undefined && kinds[viewer] !== "bot",
    };
    lastDeal = dealId;
    const hadFocus = root.contains(document.activeElement) && document.activeElement !== root;
    const seats = view.seats || [];
    const n = seats.length;
    const others = [];
    const start = Number.isInteger(viewer) ? viewer + 1 : 0;
    for (let k = 0; k < n; k++) {
      const i = (start + k) % n;
      if (i !== viewer) others.push(i);
    }
    const table = view.table || {};
    const myTurn = ctx.viewerHuman && (view.to_move || []).includes(viewer);
    const parts = [];
    parts.push(`<div class="cl-head"><span class="cl-title">${esc(T.title || view.game || "")}</span>` +
      `<span class="cl-phase"><span class="cl-k">${esc(L.phase || "phase")}</span> ${esc(T.phase || view.phase || "")}</span>` +
      `<span class="cl-turnline${myTurn ? " cl-mine" : ""}">${esc(T.turn || "")}</span>` +
      `<span class="cl-counters">${countersHtml(table, ctx)}</span></div>`);
    if (model.get("teacher")) parts.push(`<div class="cl-teacher">${esc(L.teacher_on || "")}</div>`);
    parts.push(`<div class="cl-others">${others.map((i) => seatHtml(i, ctx)).join("")}</div>`);
    parts.push(`<div class="cl-center">${trickHtml(table, ctx)}<div class="cl-tablezones">${tableZonesHtml(table, ctx)}</div></div>`);
    if (Number.isInteger(viewer) && viewer < n) parts.push(`<div class="cl-me">${seatHtml(viewer, ctx)}</div>`);
    const rest = actions.filter((a) => !ctx.used.has(a.act));
    if (rest.length) {
      parts.push(`<div class="cl-actionbar" aria-label="${esc(L.actions || "")}">` + rest.map((a) =>
        `<button type="button" class="cl-act" data-action="${esc(a.act)}" tabindex="-1">${esc(a.label)}</button>`).join("") + "</div>");
    }
    parts.push(`<div class="cl-message cl-${esc(message.kind || "info")}" role="status" aria-live="polite">${esc(message.text || "")}</div>`);
    if (view.outcome && T.outcome_kind) {
      const scores = (view.outcome.scores || []).map((s, i) => `${esc(seatName(i, ctx))} ${esc(s)}`).join(" \u00b7 ");
      parts.push(`<div class="cl-outcome cl-outcome-${esc(T.outcome_kind)}" data-outcome="${esc(T.outcome_kind)}" role="alert">` +
        `<div class="cl-outcome-text">${esc(T.outcome || "")}</div><div class="cl-scores"><span class="cl-k">${esc(L["outcome.scores"] || "")}</span> ${scores}</div></div>`);
    }
    if (model.get("show_log")) {
      const lines = model.get("log") || [];
      parts.push(`<div class="cl-log"><div class="cl-zone-title">${esc(L.log || "log")}</div>` +
        `<ol class="cl-log-lines" data-count="${lines.length}">${lines.map((l) => `<li>${esc(l)}</li>`).join("")}</ol></div>`);
    }
    root.innerHTML = parts.join("");
    root.classList.toggle("cl-four", !!model.get("four_colour"));
    root.classList.toggle("cl-myturn", !!myTurn);
    root.setAttribute("lang", L.lang || "en");
    root.setAttribute("aria-label", T.title || "cardlab");
    const log = root.querySelector(".cl-log-lines");
    if (log) log.scrollTop = log.scrollHeight;
    if (hadFocus) {
      const target = (focusAct && [...root.querySelectorAll("[data-action]")].find((e) => e.dataset.action === focusAct)) ||
        root.querySelector("[data-action]");
      (target || root).focus({ preventScroll: true });
    }
    version += 1;
    root.dataset.version = String(version);
  }

  function schedule() {
    if (!queued) {
      queued = true;
      queueMicrotask(draw);
    }
  }

  function send(act) {
    model.send({ act });
  }

  function onClick(ev) {
    const target = ev.target.closest("[data-action], [data-try]");
    if (!target || !root.contains(target)) return;
    focusAct = target.dataset.action || null;
    send(target.dataset.action || target.dataset.try);
  }

  function onKey(ev) {
    const items = [...root.querySelectorAll("[data-action]")];
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
      focusAct = items[i].dataset.action;
      send(focusAct);
      return;
    } else {
      return;
    }
    ev.preventDefault();
    ev.stopPropagation();
    focusAct = items[i].dataset.action;
    items[i].focus({ preventScroll: false });
  }

  for (const name of TRAITS) model.on(`change:${name}`, schedule);
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  draw();

  return () => {
    for (const name of TRAITS) model.off(`change:${name}`, schedule);
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
    root.remove();
  };
}

export default { render };
