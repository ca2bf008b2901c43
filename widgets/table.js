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

// A message template with the catalogue's format specs ({seat:seat}, {card:card}, ...).
function fmtValue(v, spec, ctx) {
  const sep = ctx.L.lang === "ja" ? "\u3001" : ", ";
  if (v === null || v === undefined) return "\u2014";
  switch (spec) {
    case "card": return cardText(v);
    case "cards": return Array.isArray(v) && v.length ? v.map(cardText).join(" ") : "\u2014";
    case "suit": return SYMBOL[v] || String(v);
    case "suitname": case "suitone": return (ctx.L.suit_names || {})[v] || String(v);
    case "seat": return seatName(v, ctx);
    case "seats": return Array.isArray(v) && v.length ? v.map((x) => seatName(x, ctx)).join(sep) : "\u2014";
    case "list": return Array.isArray(v) ? v.join(", ") : String(v);
    default: return valueWord(v, ctx);
  }
}

function format(template, values, ctx) {
  return String(template ?? "").replace(/\{\{|\}\}|\{(\w+)(?::(\w+))?\}/g, (m, k, spec) => {
    if (m === "{{") return "{";
    if (m === "}}") return "}";
    return k in values ? fmtValue(values[k], spec, ctx) : m;
  });
}

function cardText(text) {
  const m = CARD_RE.exec(String(text));
  return m ? SYMBOL[m[2]] + m[1] : String(text);
}

// A word of a view ("pair", "all") in the current language when the labels know it.
function valueWord(v, ctx) {
  if (typeof v === "boolean") return v ? ctx.L.yes || "yes" : ctx.L.no || "no";
  const word = typeof v === "string" ? ctx.L[`value.${v}`] : undefined;
  return word || String(v);
}

// An event {key, values} of a view as a sentence, when the hints carry its message.
function eventText(v, ctx) {
  if (!v || typeof v !== "object" || typeof v.key !== "string" || typeof v.values !== "object") return null;
  const M = ((ctx.H.messages || {})[ctx.L.lang || "en"]) || {};
  return v.key in M ? format(M[v.key], v.values || {}, ctx) : null;
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
  const cap = opts.caption ? `<span class="cl-caption">${esc(opts.badge || opts.caption)}</span>` : "";
  return `<div class="${classes.join(" ")}"${attrs} aria-label="${esc(label)}">${face}${cap}</div>`;
}

function backHtml(count, ctx) {
  const label = fill(ctx.L.face_down || "{count}", { count });
  return `<div class="cl-back" role="img" aria-label="${esc(label)}"><span class="cl-count">\u00d7${esc(count)}</span></div>`;
}

// ------------------------------------------------------------------ generic values

function zoneLabel(key, ctx) {
  const zones = ctx.L.zones || {};
  return zones[`${(ctx.view || {}).game}.${key}`] || zones[key] || String(key).replace(/_/g, " ");
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
// cards with counts, dicts by suit, events as sentences, lists of records as small
// tables, other dicts as "key: value", numbers and words.
function valueHtml(v, ctx, zone, depth = 0) {
  if (depth > 5) return `<code>${esc(JSON.stringify(v)).slice(0, 200)}</code>`;
  const size = (ctx.H.small || []).includes(zone) ? "small" : "mid";
  if (isCard(v, ctx)) return tableCard(v, ctx, zone, { size });
  if (isScalar(v)) return scalarHtml(v, ctx);
  if (Array.isArray(v)) {
    if (!v.length) return "\u2014";
    const recent = (ctx.H.recent || {})[zone];
    if (recent && v.length > recent) v = v.slice(-recent);
    if (v.every((x) => isCard(x, ctx))) {
      return `<div class="cl-row">${v.map((c) => tableCard(c, ctx, zone, { size })).join("")}</div>`;
    }
    if (v.length === 2 && Number.isInteger(v[0]) && isCard(v[1], ctx)) {
      return `<div class="cl-row">${tableCard(v[1], ctx, zone, { size, caption: seatName(v[0], ctx) })}</div>`;
    }
    if (v.every((x) => Array.isArray(x) && x.length === 2 && Number.isInteger(x[0]) && isCard(x[1], ctx))) {
      return `<div class="cl-row">${v.map(([s, c]) => tableCard(c, ctx, zone, { size, caption: seatName(s, ctx) })).join("")}</div>`;
    }
    if (v.every(isScalar)) return v.map((x) => scalarHtml(x, ctx)).join(", ");
    if (v.every((x) => x && typeof x === "object" && !Array.isArray(x) && cardKey(x, ctx))) {
      return `<div class="cl-row cl-cardboxes">${v.map((x) => cardDictHtml(x, ctx, zone)).join("")}</div>`;
    }
    if (v.every(isRecord)) return recordsHtml(v, ctx, zone);
    return `<div class="cl-row">${v.map((x) => `<div class="cl-item">${valueHtml(x, ctx, zone, depth + 1)}</div>`).join("")}</div>`;
  }
  if (typeof v === "object") {
    const sentence = eventText(v, ctx);
    if (sentence !== null) return `<div class="cl-why">${esc(sentence)}</div>`;
    const keys = pick(Object.keys(v), zone, ctx);
    if (!keys.length) return "\u2014";
    if (cardKey(v, ctx)) return cardDictHtml(v, ctx, zone);
    if ((ctx.H.by_seat || []).includes(zone)) return bySeatHtml(v, ctx, zone);
    if (keys.every((k) => isCard(k, ctx)) && keys.every((k) => Number.isInteger(v[k]))) {
      // cards with counts (a Pairs field "4": 1, "5": 2)
      return `<div class="cl-row cl-counted">${keys.map((k) => tableCard(k, ctx, zone, {
        size, badge: `\u00d7${v[k]}`, caption: fill(ctx.L.count_cards || "{count}", { count: v[k] }),
      })).join("")}</div>`;
    }
    if (keys.every((k) => SUITS.includes(k))) {
      const rows = SUITS.filter((s) => s in v).map((s) =>
        `<div class="cl-suitrow"><span class="cl-suitlabel cl-suit-${s}" aria-label="${esc((ctx.L.suit_names || {})[s] || s)}">${pip(s, "cl-pip-label")}</span>` +
        `<div class="cl-suitval">${valueHtml(v[s], ctx, zone, depth + 1)}</div></div>`);
      return `<div class="cl-bysuit">${rows.join("")}</div>`;
    }
    const seatKeyed = (ctx.H.seat_keyed || []).includes(zone) && keys.every((k) => /^\d+$/.test(k));
    const rows = keys.map((k) => {
      const name = seatKeyed ? seatName(Number(k), ctx) : zoneLabel(k, ctx);
      let val;
      if (SEAT_KEYS.has(k) && Number.isInteger(v[k])) val = esc(seatName(v[k], ctx));
      else if (seatKeyed && Number.isInteger(v[k]) && ctx.pairs) val = cardHtml(String(v[k]), ctx, { size: "small" });
      else val = valueHtml(v[k], ctx, seatKeyed ? zone : k, depth + 1);
      return `<div class="cl-kv"><span class="cl-k">${esc(name)}</span> <span class="cl-v">${val}</span></div>`;
    });
    return `<div class="cl-dict">${rows.join("")}</div>`;
  }
  return esc(String(v));
}

// The keys of a dict to show: the hint "fields" may choose and order them per zone.
function pick(keys, zone, ctx) {
  const only = (ctx.H.fields || {})[zone];
  return only ? only.filter((k) => keys.includes(k)) : keys;
}

function isRecord(x) {
  return x && typeof x === "object" && !Array.isArray(x) &&
    Object.values(x).every((y) => isScalar(y) || (Array.isArray(y) && y.every(isScalar)));
}

// A dict of per-seat lists ({tricks: [3, 4, 3], points: [...]}) as one row per seat.
function bySeatHtml(v, ctx, zone) {
  const n = (ctx.view.seats || []).length;
  const keys = pick(Object.keys(v), zone, ctx);
  const cols = keys.filter((k) => Array.isArray(v[k]) && v[k].length === n);
  const rows = Array.from({ length: n }, (_, i) => Object.fromEntries([["seat", i], ...cols.map((k) => [k, v[k][i]])]));
  const rest = keys.filter((k) => !cols.includes(k) && !isEmpty(v[k]));
  const extra = rest.map((k) => `<div class="cl-kv"><span class="cl-k">${esc(zoneLabel(k, ctx))}</span> <span class="cl-v">${
    SEAT_KEYS.has(k) || (ctx.H.seat_refs || {})[k] ? esc(seatName(v[k], ctx)) : valueHtml(v[k], ctx, k, 1)}</span></div>`).join("");
  return `<div class="cl-dict">${extra}${recordsHtml(rows, ctx, zone)}</div>`;
}

function isEmpty(v) {
  return v === null || v === undefined || v === false || (Array.isArray(v) && !v.length) ||
    (typeof v === "object" && !Array.isArray(v) && !Object.keys(v).length);
}

// The key of a dict that names its card ("card", or a hint "card_keys" such as "number").
function cardKey(v, ctx) {
  if (isCard(v.card, ctx)) return "card";
  for (const k of ctx.H.card_keys || []) if (k in v) return k;
  return null;
}

// A dict around a card ({seat, kind, number, reason}): the card (face down when the view
// hides it: null), its copies (a pair shows two), and notes under it.
function cardDictHtml(v, ctx, zone) {
  const key = cardKey(v, ctx);
  const raw = v[key];
  const copies = ((ctx.H.copies || {})[String(v.kind)]) || 1;
  let cards;
  if (raw === null || raw === undefined) {
    cards = `<div class="cl-back cl-back-small" role="img" aria-label="${esc(ctx.L.face_down_one || "face down")}"></div>`;
  } else if (isCard(String(raw), ctx)) {
    const text = String(raw);
    cards = Array.from({ length: copies }, () => cardHtml(text, ctx, { size: "small" })).join("");
  } else {  // a word in a card's place ("draw": took from the deck)
    cards = `<span class="cl-v">${esc(valueWord(raw, ctx))}</span>`;
  }
  const notes = [];
  const whys = [];
  for (const k of pick(Object.keys(v), zone, ctx)) {
    const x = v[k];
    if (k === key || x === null || x === undefined) continue;
    const sentence = eventText(x, ctx);
    if (sentence !== null) whys.push(sentence);
    else if (SEAT_KEYS.has(k) && Number.isInteger(x)) notes.unshift(seatName(x, ctx));
    else if (k === "place") notes.unshift(fill(ctx.L.place || "#{place}", { place: x }));
    else if (k === "kind") notes.push(valueWord(x, ctx));
    else if (isScalar(x)) notes.push(`${zoneLabel(k, ctx)} ${valueWord(x, ctx)}`);
  }
  const taken = v.card !== undefined && Object.keys(v).some((k) => SEAT_KEYS.has(k) && Number.isInteger(v[k]));
  const why = whys.join(" / ");
  if (key === "card" && !why) {
    return tableCard(raw, ctx, zone, { caption: notes.join(" "), extraClass: taken ? "cl-taken" : "" });
  }
  return `<div class="cl-cardbox"><div class="cl-stack-row">${cards}</div>` +
    `<div class="cl-note">${esc(notes.join(" \u00b7 "))}</div>${why ? `<div class="cl-why">${esc(why)}</div>` : ""}</div>`;
}

// A list of records with the same keys as a small table (a score sheet).
function recordsHtml(rows, ctx, zone) {
  const keys = pick([...new Set(rows.flatMap((r) => Object.keys(r)))], zone, ctx);
  const seatKeyed = (ctx.H.seat_keyed || []).includes(zone);
  const head = keys.map((k) => `<th scope="col">${esc(seatKeyed && /^\d+$/.test(k) ? seatName(Number(k), ctx) : zoneLabel(k, ctx))}</th>`).join("");
  const body = rows.map((r) => "<tr>" + keys.map((k) => {
    const x = r[k];
    let cell;
    if (SEAT_KEYS.has(k) || (ctx.H.seat_refs || {})[k]) cell = Number.isInteger(x) ? esc(seatName(x, ctx)) : scalarHtml(x, ctx);
    else if (isCard(x, ctx)) cell = esc(cardText(x));
    else if (Array.isArray(x)) cell = esc(x.map((y) => (isCard(y, ctx) ? cardText(y) : String(y))).join(" ")) || "\u2014";
    else if (typeof x === "number" && (ctx.H.signed || []).includes(k) && x > 0) cell = `+${x}`;
    else cell = scalarHtml(x, ctx);
    return `<td class="cl-col-${esc(k)}">${cell}</td>`;
  }).join("") + "</tr>").join("");
  return `<table class="cl-sheet"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

// A face-up card on the table or in a seat's zone: clickable when an action names it.
function tableCard(text, ctx, zone, opts = {}) {
  const action = ctx.tableActs.get(text);
  const template = (ctx.H.table_click || {})[zone];
  const o = { size: opts.size || "mid", caption: opts.caption, extraClass: opts.extraClass, badge: opts.badge };
  if (action && !ctx.used.has(action.act) && !String(opts.extraClass || "").includes("cl-taken")) o.action = action;
  else if (template && ctx.viewerHuman) o.tryAct = fill(template, { card: text });
  return cardHtml(text, ctx, o);
}

// ------------------------------------------------------------------ seats

function seatZonesHtml(seatView, seat, ctx) {
  const hide = new Set(ctx.H.hide || []);
  const quiet = new Set(ctx.H.quiet || []);
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
    if (used.has(k) || hide.has(k) || (quiet.has(k) && isEmpty(v))) continue;
    parts.push(zoneHtml(k, v, ctx, seatView, true));
  }
  return parts.join("");
}

// A scalar of the table that is drawn as a zone (a card, a face-down pile, a suit, an
// explained "none") rather than as a counter in the header.
function scalarZone(k, v, ctx) {
  const H = ctx.H;
  return isCard(v, ctx) || (H.face_down || []).includes(k) || (H.suits || []).includes(k) ||
    ((v === null || v === undefined) && k in (H.nulls || {}));
}

// One zone of a seat or of the table, drawn with the game's layout hints.
function zoneHtml(k, v, ctx, holder, inSeat) {
  const H = ctx.H;
  const label = esc(zoneLabel(k, ctx));
  const titled = (inner, cls = "") =>
    `<div class="cl-zone cl-zone-${esc(k)}${cls}"><div class="cl-zone-title">${label}</div>${inner}</div>`;
  const counter = (inner, cls = "") =>
    `<div class="cl-zone cl-counter cl-zone-${esc(k)}${cls}"><span class="cl-k">${label}</span> <span class="cl-v">${inner}</span></div>`;
  const refs = H.seat_refs || {};
  if (inSeat && refs[k] && Number.isInteger(v)) {
    return `<div class="cl-zone cl-ref cl-zone-${esc(k)}">${esc(format(ctx.L[refs[k]] || "{seat:seat}", { seat: v }, ctx))}</div>`;
  }
  const secrets = H.secrets || {};
  if (k in secrets && (v === null || v === undefined)) {
    const chosen = !!holder[secrets[k]];
    return counter(esc(chosen ? ctx.L["secret.chosen"] || "chosen" : ctx.L["secret.waiting"] || "not yet"),
      chosen ? " cl-secret cl-chosen" : " cl-secret");
  }
  const meter = (H.meters || {})[k];
  if (meter && Number.isInteger(v)) {
    const lost = Number(holder[meter.lost] || 0);
    const pending = Array.isArray(holder[meter.pending]) ? Math.min(v, holder[meter.pending].length) : 0;
    const icons = `<span class="cl-on">${esc(meter.on || "\u25cf").repeat(Math.max(0, v - pending))}</span>` +
      `<span class="cl-doomed">${esc(meter.doomed || meter.on || "\u25cf").repeat(pending)}</span>` +
      `<span class="cl-off">${esc(meter.off || "\u25cb").repeat(Math.max(0, lost))}</span>`;
    let text = fill(ctx.L.meter || "{on} / {all}", { on: v, all: v + lost });
    if (pending) text += ` \u00b7 ${fill(ctx.L.meter_pending || "-{count}", { count: pending })}`;
    return `<div class="cl-zone cl-counter cl-meter cl-zone-${esc(k)}" aria-label="${label}: ${esc(text)}">` +
      `<span class="cl-k">${label}</span> <span class="cl-icons" aria-hidden="true">${icons}</span> <span class="cl-v">${esc(text)}</span></div>`;
  }
  const named = (H.named || {})[k];
  if (named && Array.isArray(v)) {
    return `<div class="cl-zone cl-named cl-zone-${esc(k)}">` + named.map((n, i) =>
      `<span class="cl-counter"><span class="cl-k">${esc(zoneLabel(n, ctx))}</span> <span class="cl-v">${scalarHtml(v[i], ctx)}</span></span>`).join(" ") + "</div>";
  }
  if ((H.face_down || []).includes(k) && Number.isInteger(v)) {
    return titled(v > 0 ? backHtml(v, ctx) : "\u2014", " cl-pile");
  }
  if ((H.suits || []).includes(k) && typeof v === "string" && SUITS.includes(v)) {
    return titled(`<span class="cl-suitbadge cl-suit-${v}">${pip(v, "cl-pip-label")} ${esc((ctx.L.suit_names || {})[v] || v)}</span>`);
  }
  if ((v === null || v === undefined) && k in (H.nulls || {})) {
    return titled(`<span class="cl-none">${esc(ctx.L[H.nulls[k]] || "\u2014")}</span>`);
  }
  const banner = (H.banners || {})[k];
  if (banner) {
    if (!v || typeof v !== "object") return "";
    return `<div class="cl-zone cl-banner cl-zone-${esc(k)}" role="note">${esc(format(ctx.L[banner] || "", v, ctx))}</div>`;
  }
  const panels = (H.panels || {})[k];
  if (panels && !inSeat && v && typeof v === "object" && !Array.isArray(v)) return panelsHtml(k, v, panels, ctx, holder);
  if (isCard(v, ctx)) return titled(`<div class="cl-row">${tableCard(v, ctx, k, { size: inSeat ? "small" : "mid" })}</div>`, " cl-cardzone");
  if (isScalar(v)) return counter(scalarHtml(v, ctx));
  return titled(valueHtml(v, ctx, k));
}

// Named groups of cards side by side (Comp-13's fields A-D), each with its numbers.
function panelsHtml(k, groups, spec, ctx, holder) {
  const get = (zone, name) => ((holder[zone] || {})[name]);
  const panels = Object.entries(groups).map(([name, cards]) => {
    const values = { name, seat: get(spec.seats, name), sum: get(spec.sums, name), count: get(spec.counts, name) };
    const list = Array.isArray(cards) && cards.length
      ? cards.map((c, i) => tableCard(c, ctx, k, { style: `--i:${i}` })).join("")
      : `<span class="cl-none">${esc(ctx.L[spec.empty] || "\u2014")}</span>`;
    return `<div class="cl-panel" data-group="${esc(name)}"><div class="cl-panel-title">${esc(format(ctx.L[spec.title] || "{name}", values, ctx))}</div>` +
      `<div class="cl-row">${list}</div><div class="cl-panel-foot">${esc(format(ctx.L[spec.foot] || "", values, ctx))}</div></div>`;
  });
  const total = spec.total ? get(spec.sums, spec.total) : undefined;
  const foot = total !== undefined ? `<div class="cl-panels-total">${esc(format(ctx.L[spec.total_text] || "{total}", { total }, ctx))}</div>` : "";
  return `<div class="cl-zone cl-zone-${esc(k)}"><div class="cl-panels">${panels.join("")}</div>${foot}</div>`;
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
    const why = eventText(last.event, ctx);
    const head = ctx.T.last_trick || (why ? `${zoneLabel("last_trick", ctx)}: ${why}` : zoneLabel("last_trick", ctx));
    return `<div class="cl-trick cl-last"><div class="cl-zone-title">${esc(head)}</div><div class="cl-row">${cards.join("")}</div></div>`;
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
    if (!isScalar(v) || v === null || v === undefined || scalarZone(k, v, ctx)) continue;
    let text = scalarHtml(v, ctx);
    if (pairs[k] && table[pairs[k]] !== undefined && table[pairs[k]] !== null) text += ` / ${scalarHtml(table[pairs[k]], ctx)}`;
    if ((SEAT_KEYS.has(k) || (ctx.H.seat_refs || {})[k]) && Number.isInteger(v)) text = esc(seatName(v, ctx));
    out.push(`<span class="cl-counter cl-zone-${esc(k)}"><span class="cl-k">${esc(zoneLabel(k, ctx))}</span> <span class="cl-v">${text}</span></span>`);
  }
  return out.join("");
}

function tableZonesHtml(table, ctx) {
  const hide = new Set(ctx.H.hide || []);
  const out = [];
  const order = [...(ctx.H.zones || []), ...Object.keys(table)];
  const seen = new Set();
  for (const k of order) {
    if (seen.has(k) || !(k in table)) continue;
    seen.add(k);
    const v = table[k];
    if (hide.has(k) || k === "trick" || k === "last_trick" || (isScalar(v) && !scalarZone(k, v, ctx))) continue;
    if ((ctx.H.quiet || []).includes(k) && isEmpty(v)) continue;
    if ((v === null || v === undefined) && !(k in (ctx.H.nulls || {}))) continue;
    out.push(zoneHtml(k, v, ctx, table, false));
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
