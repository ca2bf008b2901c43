"""Send only what changed: a JSON value's patch, as the table's page applies it.

A patch is a list of operations on a JSON value (dicts, lists, texts, numbers), each
naming the place it changes by its path (the keys and indices from the root):

- ``["s", path, value]``: the place gets ``value`` (a dict's key, new or not, or a list's
  index);
- ``["d", path]``: the dict's key at ``path`` goes;
- ``["l", path, start, count, items]``: the list at ``path`` (``[]``: the value itself)
  loses ``count`` items from ``start`` and gets ``items`` there (a list's ``splice``);
- ``["o", path, keys]``: the dict at ``path`` takes the order of ``keys`` (its keys).

:func:`diff` goes down into the dicts and lists both values share and writes what
differs; :func:`patch` applies a patch (``patch`` in ``widgets/dom.js`` is the page's
copy of that function, in JavaScript). A dict keeps its keys' order through a patch (a new key
goes last; when that is not the new order, an ``"o"`` says it), so the patched value
prints exactly as the new one: ``json.dumps(patch(old, diff(old, new))) ==
json.dumps(new)``.

>>> old = {"head": {"turn": "seat 1", "n": 3}, "hand": ["2S", "5S", "KD"]}
>>> new = {"head": {"turn": "seat 2", "n": 3}, "hand": ["2S", "KD"]}
>>> ops = diff(old, new)
>>> ops
[['s', ['head', 'turn'], 'seat 2'], ['l', ['hand'], 1, 1, []]]
>>> patch(old, ops) == new
True
>>> diff(["a", "b"], ["a", "b", "c"])
[['l', [], 2, 0, ['c']]]
"""

from __future__ import annotations

import copy
import json
from typing import Any

from comm import DummyComm

__all__ = ["diff", "log_diff", "patch", "size"]

Op = list[Any]


def size(value: Any) -> int:
    """The bytes of ``value`` as compact JSON text (UTF-8), as it crosses to the page.

    >>> size({"a": "é"}), size([1, 2])
    (10, 5)
    """
    return len(_dumps(value).encode())


_dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"),
                          check_circular=False).encode  # one encoder: no set-up a call


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON text: ``True`` is not ``1`` there, nor ``1.0`` ``1``, and a dict's
    keys come in their order (Python's ``==`` sees none of that: two containers it finds
    equal are printed to be sure, which costs about one printing of the tree a diff).

    >>> _same({"a": 1, "b": 2}, {"b": 2, "a": 1}), _same([1], [True]), _same([1], [1])
    (False, False, True)
    """
    if type(a) is not type(b) or a != b:
        return False
    return not isinstance(a, dict | list) or _dumps(a) == _dumps(b)


def _keeps_order(old: dict[str, Any], new: dict[str, Any]) -> bool:
    """Does patching ``old`` (keys removed in place, new keys added last) give the keys
    of ``new`` in their order?"""
    common = [k for k in new if k in old]
    return [k for k in old if k in new] == common and list(new)[:len(common)] == common


def diff(old: Any, new: Any, path: list[Any] | None = None) -> list[Op]:
    """The operations that make ``old`` into ``new`` (``[]``: they are equal). The root
    itself is never replaced: two values of different kinds give ``[["s", [], new]]``,
    which only :func:`patch` with a path of ``[]`` reads as "the whole value".

    >>> diff({"a": 1, "b": 2}, {"a": 1})
    [['d', ['b']]]
    >>> diff({"a": [1, {"x": 1}]}, {"a": [1, {"x": 2}]})
    [['s', ['a', 1, 'x'], 2]]
    >>> diff({"a": 1}, {"b": 1, "a": 1})  # a key before the others: the order is said
    [['s', ['b'], 1], ['o', [], ['b', 'a']]]
    """
    ops: list[Op] = []
    _diff(old, new, [] if path is None else path, ops)
    return ops


def _diff(old: Any, new: Any, path: list[Any], ops: list[Op]) -> None:
    """Append to ``ops`` what makes ``old`` into ``new`` (nothing when they are the same)."""
    if _same(old, new):
        return
    _diff_in(old, new, path, ops)


def _diff_in(old: Any, new: Any, path: list[Any], ops: list[Op]) -> None:
    """Two values that differ: dicts key by key (a dict whose keys come or go is set
    whole when that weighs less than its operations), lists by :func:`_diff_list`."""
    if isinstance(old, dict) and isinstance(new, dict):
        if len(old) == len(new) and all(a == b for a, b in zip(old, new, strict=True)):
            for k, v in new.items():
                _diff(old[k], v, [*path, k], ops)
            return
        # keys come or go (a card that becomes playable): the dict whole, when smaller
        start = len(ops)
        for k in old:
            if k not in new:
                ops.append(["d", [*path, k]])
        for k, v in new.items():
            if k in old:
                _diff(old[k], v, [*path, k], ops)
            else:
                ops.append(["s", [*path, k], v])
        if not _keeps_order(old, new):  # a key came before others: the order is said
            ops.append(["o", path, list(new)])
        if path and size(ops[start:]) >= size(whole := ["s", path, new]):
            ops[start:] = [whole]
    elif isinstance(old, list) and isinstance(new, list):
        _diff_list(old, new, path, ops)
    else:  # a text, a number, or a value of another kind
        ops.append(["s", path, new])


def _diff_list(old: list[Any], new: list[Any], path: list[Any], ops: list[Op]) -> None:
    """Items of a list: the same length, item by item; else the run between the common
    head and the common tail changes, and the smallest of three patches is taken: the
    run spliced whole, or its items compared one by one from its start (the surplus
    spliced at its end) or from its end (the surplus spliced at its start)."""
    if len(old) == len(new):
        _pairs(old, new, 0, 0, len(old), path, ops)
        return
    head, most = 0, min(len(old), len(new))
    while head < most and _same(old[head], new[head]):
        head += 1
    tail = 0
    while tail < most - head and _same(old[len(old) - 1 - tail], new[len(new) - 1 - tail]):
        tail += 1
    n_old, n_new = len(old) - head - tail, len(new) - head - tail
    best: list[Op] = [["l", path, head, n_old, new[head:head + n_new]]]
    both = min(n_old, n_new)
    if both:
        at_start: list[Op] = [["l", path, head + both, n_old - both,
                               new[head + both:head + n_new]]]
        _pairs(old, new, head, head, both, path, at_start)
        at_end: list[Op] = []
        _pairs(old, new, head + n_old - both, head + n_new - both, both, path, at_end)
        at_end.append(["l", path, head, n_old - both, new[head:head + n_new - both]])
        best = min((best, at_start, at_end), key=size)
    ops.extend(best)


def _pairs(old: list[Any], new: list[Any], i: int, j: int, count: int, path: list[Any],
           ops: list[Op]) -> None:
    """``old[i + k]`` made into ``new[j + k]`` in place, for ``k < count`` (at old's
    index: this comes before any splice before it)."""
    for k in range(count):
        _diff(old[i + k], new[j + k], [*path, i + k], ops)


def log_diff(old: list[Any], new: list[Any]) -> list[Op]:
    """A log's patch: the lines ``new`` keeps of ``old`` and those it adds. A log kept to
    its last lines loses its first ones as it grows: those go with one splice at the head.

    >>> log_diff(["seat 1 bids 4", "seat 2 passes", "seat 0 passes"],
    ...          ["seat 2 passes", "seat 0 passes", "seat 1 plays 2S"])
    [['l', [], 0, 1, []], ['l', [], 2, 0, ['seat 1 plays 2S']]]
    >>> log_diff(["a", "b"], ["x"])
    [['l', [], 0, 2, ['x']]]
    """
    best: list[Op] | None = None
    for drop in _shifts(old, new):
        kept = len(old) - drop
        head = 0
        while head < min(kept, len(new)) and old[drop + head] == new[head]:
            head += 1
        ops = [["l", [], 0, drop, []]] if drop else []
        ops.append(["l", [], head, kept - head, new[head:]])
        if ops[-1][3:] == [0, []]:
            ops.pop()
        if best is None or size(ops) < size(best):
            best = ops
    return best or []


def _shifts(old: list[Any], new: list[Any]) -> list[int]:
    """How many first lines of ``old`` a patch may drop: none, and the shifts at which
    the rest of ``old`` begins ``new`` (only where ``new``'s first line stands)."""
    out = [0]
    if new:
        at = [i for i, line in enumerate(old[1:], 1) if line == new[0]][:8]
        out += [i for i in at if old[i:i + 1] == new[:1]
                and old[i:] == new[:len(old) - i]]
    return out


def patch(value: Any, ops: list[Op]) -> Any:
    """``value`` with ``ops`` applied (a new value: ``value`` itself is not changed).
    A bad patch (a path that is not there, an unknown operation) raises ``ValueError``.

    >>> patch({"a": [1, 2, 3]}, [["l", ["a"], 0, 1, []], ["s", ["b"], True]])
    {'a': [2, 3], 'b': True}
    >>> patch({"a": 1}, [["d", ["z"]]])
    Traceback (most recent call last):
    ...
    ValueError: patch: no 'z' at []
    """
    out = copy.deepcopy(value)
    for op in ops:
        out = _apply(out, op)
    return out


def _apply(root: Any, op: Op) -> Any:
    if not isinstance(op, list) or not op or op[0] not in ("s", "d", "l", "o") \
            or len(op) < 2 or not isinstance(op[1], list):
        raise ValueError(f"patch: not an operation: {str(op)[:60]}")
    kind, path = op[0], op[1]
    if kind == "s" and not path:
        return copy.deepcopy(op[2])
    where = root
    for step in path[:-1] if kind in ("s", "d") else path:
        where = _child(where, step, path)
    if kind == "o":
        if not isinstance(where, dict) or sorted(where) != sorted(op[2]):
            raise ValueError(f"patch: the keys at {path} are not {str(op[2])[:40]}")
        items = [(k, where.pop(k)) for k in op[2]]
        where.update(items)
        return root
    if kind == "l":
        start, count, items = op[2], op[3], op[4]
        if not isinstance(where, list) or not 0 <= start <= start + count <= len(where):
            raise ValueError(f"patch: no splice {start}+{count} at {path}")
        where[start:start + count] = copy.deepcopy(items)
        return root
    last = path[-1]
    if kind == "d":
        if not isinstance(where, dict) or last not in where:
            raise ValueError(f"patch: no {last!r} at {path[:-1]}")
        del where[last]
    elif isinstance(where, dict) and isinstance(last, str):
        where[last] = copy.deepcopy(op[2])
    else:
        _child(where, last, path)  # raises when the index is not there
        where[last] = copy.deepcopy(op[2])
    return root


def _child(where: Any, step: Any, path: list[Any]) -> Any:
    if isinstance(where, dict) and isinstance(step, str) and step in where:
        return where[step]
    if (isinstance(where, list) and isinstance(step, int) and not isinstance(step, bool)
            and 0 <= step < len(where)):
        return where[step]
    raise ValueError(f"patch: no {step!r} at {path}")


# ===================================================================== the widget side


class PatchSync:
    """A widget mixin (before ``ipywidgets.Widget`` in the bases): its picture, a JSON
    text trait (``tree_json``) whose data holds a version ``v``, and a list trait
    (``log``) reach the page as patches when that is cheaper.

    The widget sets both with :meth:`_publish`, which counts the version up whenever
    either changed. When ipywidgets would send them (at the end of a ``hold_sync``,
    :meth:`send_state` with their names), and the page has the picture last sent, each
    goes as its patch from that picture when the patch weighs less than half the value,
    else whole; then the state goes as ONE custom message ``{"delta": {"from", "to",
    "tree"?, "log"?}, "state": {the other traits, and a value sent whole}}``, which
    ``widgets/table.js`` applies once per model and sets as the traits' new values: one
    change, one redraw. The traits always hold the whole current values, so a page that
    opens or asks for the state gets the whole picture. The page asks for it
    (``{"resync": v}``, see :meth:`_resync`) when a patch does not start from the
    version it has.
    """

    _patch_text = "tree_json"
    _patch_list = "log"
    _data: dict[str, Any] | None = None  # the data of the picture set last…
    _data_text = ""  # …and its text
    _sent: tuple[dict[str, Any], list[Any]] | None = None  # the picture the page has
    patch_at_most = 0.5  # a patch is sent when it weighs less than this part of the value

    def _publish(self, data: dict[str, Any], lines: list[Any]) -> None:
        """Set the picture ``data`` (a new dict: it gets its version ``v``) and the log."""
        last = self._data
        data["v"] = last["v"] if last is not None else 0
        if last is None or data != last or lines != getattr(self, self._patch_list):
            data["v"] += 1
        self._data, self._data_text = data, _dumps(data)
        setattr(self, self._patch_text, self._data_text)
        setattr(self, self._patch_list, lines)

    def send_state(self, key: Any = None) -> None:
        """ipywidgets' ``send_state``, with the picture as patches when cheaper."""
        names = {key} if isinstance(key, str) else None if key is None else set(key)
        content = self._delta(names) if names else None
        if content is not None:
            self.send(content)  # type: ignore[attr-defined]
        else:
            super().send_state(key)  # type: ignore[misc]
        if names is None or names & {self._patch_text, self._patch_list}:
            self._sent = (self._current(), getattr(self, self._patch_list))

    def _current(self) -> dict[str, Any]:
        text = getattr(self, self._patch_text)
        data = self._data
        if data is None or text != self._data_text:  # set by other hands than _publish
            data = json.loads(text)
        return data if isinstance(data, dict) else {}

    def _delta(self, names: set[str]) -> dict[str, Any] | None:
        """The custom message that sends ``names`` with the picture as patches, or
        ``None`` when the picture goes whole (ipywidgets' own update)."""
        text, lst = self._patch_text, self._patch_list
        if not names & {text, lst} or self._sent is None or not self._listened():
            return None
        old, old_lines = self._sent
        new, lines = self._current(), getattr(self, lst)
        if (not isinstance(old.get("v"), int) or not isinstance(new.get("v"), int)
                or new["v"] == old["v"]):  # the same picture again: whole (a resync)
            return None
        delta: dict[str, Any] = {"from": old["v"], "to": new["v"]}
        state: dict[str, Any] = {}
        for name, key, ops, whole in (
                (text, "tree", lambda: diff(old, new), getattr(self, text)),
                (lst, "log", lambda: log_diff(old_lines, lines), lines)):
            if name in names:
                weight = len(whole.encode()) if isinstance(whole, str) else size(whole)
                found = ops()
                if size(found) < self.patch_at_most * weight:
                    delta[key] = found
                else:
                    state[name] = whole
        if "tree" not in delta and "log" not in delta:
            return None
        state.update(self.get_state(sorted(names - {text, lst})))  # type: ignore[attr-defined]
        if any(isinstance(v, bytes | bytearray | memoryview) for v in state.values()):
            return None  # binary buffers go by ipywidgets' own update
        return {"delta": delta, "state": state}

    def _listened(self) -> bool:
        """Does a page read what is sent? A widget made outside a kernel (a script, a
        test) sends to ``comm``'s ``DummyComm``, where no patch is worth its diff, unless
        something listens at ``_send`` (a test reading the messages).

        >>> import ipywidgets as W
        >>> class Box(PatchSync, W.Widget):
        ...     pass
        >>> Box()._listened()
        False
        """
        return "_send" in vars(self) or not isinstance(getattr(self, "comm", None), DummyComm)

    def _resync(self) -> None:
        """The page's answer to a patch it could not apply: every trait of the page
        (not the widget's module and style), whole."""
        self.send_state([k for k in self.keys  # type: ignore[attr-defined]
                         if not k.startswith("_")])
