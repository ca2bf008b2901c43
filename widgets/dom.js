// cardlab's shared browser code: what the table (table.js), the class board
// (classboard.js) and the standalone replay page (replay_page.js) all need. They import it
// as an ES module (`import { morph } from "./dom.js"`); cardlab/assets.py links the
// specifier when a page cannot fetch files (a widget's module, an inline page script).
//
// morph(slot, html): the slot's DOM made equal to `html`, in place. Pieces keyed by
// identity — a card (data-card), a seat (data-seat), an action (data-action), a pick, a
// "continue", a timeline button, a group, a coach row, a board row (data-open), or an
// explicit data-key — are kept and moved, never rebuilt: an element under the pointer or
// holding the focus stays the same element while its piece exists. Only what differs is
// written (an attribute, a text); what the new picture lacks goes.

const KEYS = ["key", "card", "seat", "action", "pick", "ui", "rp", "group", "coachAct", "open"];

export function esc(value) {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ({
    "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;",
  })[c]);
}

// the identity of an element among its siblings (null: matched by place)
function keyOf(node) {
  if (node.nodeType !== 1) return null;
  const d = node.dataset;
  for (const name of KEYS) {
    if (d[name] !== undefined) return `${node.tagName}|${name}|${d[name]}`;
  }
  return null;
}

// keys made unique among siblings: the second "JK" of a hand is "…#1"
function keys(nodes) {
  const seen = new Map();
  return nodes.map((n) => {
    const k = keyOf(n);
    if (k === null) return null;
    const i = seen.get(k) || 0;
    seen.set(k, i + 1);
    return `${k}#${i}`;
  });
}

// attributes the page itself sets and a new picture must not undo
function kept(el, name) {
  return name === "open" && el.tagName === "DETAILS";
}

function morphAttributes(el, fresh) {
  for (const { name, value } of fresh.attributes) {
    if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
  for (const { name } of [...el.attributes]) {
    if (!fresh.hasAttribute(name) && !kept(el, name)) el.removeAttribute(name);
  }
}

function morphNode(node, fresh) {
  if (node.nodeType !== 1) {
    if (node.nodeValue !== fresh.nodeValue) node.nodeValue = fresh.nodeValue;
    return;
  }
  morphAttributes(node, fresh);
  morphChildren(node, fresh);
}

function same(node, fresh) {
  return node.nodeType === fresh.nodeType && node.nodeName === fresh.nodeName;
}

// the children of `parent` made equal to those of `model` (a detached tree)
export function morphChildren(parent, model) {
  const old = [...parent.childNodes];
  const oldKeys = keys(old);
  const byKey = new Map();
  old.forEach((n, i) => { if (oldKeys[i] !== null) byKey.set(oldKeys[i], n); });
  const fresh = [...model.childNodes];
  const freshKeys = keys(fresh);
  let cursor = parent.firstChild;
  fresh.forEach((f, i) => {
    const key = freshKeys[i];
    let match = null;
    if (key !== null) {
      match = byKey.get(key) || null;
      byKey.delete(key);
    } else if (cursor && keyOf(cursor) === null && same(cursor, f)) {
      match = cursor;
    }
    if (match === null) {
      parent.insertBefore(f, cursor); // a new piece: the parsed node itself goes in
      return;
    }
    if (match === cursor) cursor = cursor.nextSibling;
    else parent.insertBefore(match, cursor); // a kept piece that moved
    morphNode(match, f);
  });
  while (cursor) { // what the new picture no longer has
    const next = cursor.nextSibling;
    cursor.remove();
    cursor = next;
  }
}

const parser = document.createElement("template");

// `slot`'s content made equal to the HTML text `html`, in place (see above)
export function morph(slot, html) {
  parser.innerHTML = html;
  morphChildren(slot, parser.content);
}

// a file from Python ({name, mime, text}) saved through a Blob and <a download>
export function download(d) {
  const url = URL.createObjectURL(new Blob([d.text], { type: d.mime || "application/octet-stream" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = d.name;
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

// a JSON value patched (cardlab/ui/delta.py writes the patches): each operation names its
// place by its path of keys and indices — ["s", path, value] sets it, ["d", path] drops
// a key, ["l", path, start, count, items] splices a list, ["o", path, keys] orders a
// dict's keys. `value` is changed in place (a fresh copy: JSON.parse) and returned; a
// patch that does not fit the value throws (the caller then asks for the whole value).
export function patch(value, ops) {
  let root = value;
  for (const op of ops) {
    const [kind, path] = op;
    if (!Array.isArray(path)) throw new Error("patch: no path");
    if (kind === "s" && !path.length) {
      root = op[2];
      continue;
    }
    const inside = kind === "s" || kind === "d" ? path.slice(0, -1) : path;
    let where = root;
    for (const step of inside) {
      if (where === null || typeof where !== "object" || !(step in where)) throw new Error(`patch: no ${step}`);
      where = where[step];
    }
    const last = path[path.length - 1];
    if (kind === "l") {
      const [, , start, count, items] = op;
      if (!Array.isArray(where) || start < 0 || start + count > where.length) throw new Error("patch: no splice");
      where.splice(start, count, ...items);
    } else if (kind === "o") {
      const kept = op[2].map((k) => [k, where[k]]);
      for (const k of Object.keys(where)) delete where[k];
      for (const [k, v] of kept) where[k] = v;
    } else if (where === null || typeof where !== "object" || (Array.isArray(where) && !(last in where))) {
      throw new Error(`patch: no ${last}`);
    } else if (kind === "d") {
      if (!(last in where)) throw new Error(`patch: no ${last}`);
      delete where[last];
    } else if (kind === "s") {
      where[last] = op[2];
    } else {
      throw new Error(`patch: no operation ${kind}`);
    }
  }
  return root;
}
