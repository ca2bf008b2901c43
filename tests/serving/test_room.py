"""``make class``'s two doors, over plain HTTP and a page's kernel websocket, against the
launcher's own servers on 127.0.0.1 (``python -m cardlab.classroom_server``; the class
database in the test's folder).

* The students' door: ``/lab``, ``/tree``, ``/terminals/…``, ``/api/contents``,
  ``/api/kernels`` (GET, POST), ``/api/sessions``, Voilà's tree and contents API, the
  class board's page, a lesson, the welcome page are absent; a kernel cannot be deleted;
  a game's page opens without any token; ``/`` is one sentence in both languages.
* The teacher's door: nothing without its token, the board with it; the board and the
  lab are not on the students' door even with the token.
* A student's page's kernel websocket: an ``execute_request`` writing a marker file runs
  nothing (the kernel answers the next request, the file never appears); a comm message
  that is not an intent is refused by the table (its state stays, one sentence says so).
* A room at its limit of kernels answers a page with one sentence (503) in both languages.
* The launcher: a port another program holds is said in both languages before anything
  starts; when one door stops by itself, the other is stopped at once.
"""

from __future__ import annotations

import asyncio
import json
import re
import tempfile
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cardlab.i18n import t
from tests.browser.conftest import ClassDoors

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def class_db() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="cardlab-room-") as folder:
        yield Path(folder) / "classes.sqlite"


@pytest.fixture(scope="module")
def doors(class_db: Path) -> Iterator[ClassDoors]:
    from cardlab.classroom import ClassStore

    ClassStore(class_db).create("room-test", "trumps", players=2, seeds=[11])
    servers = ClassDoors(class_db, max_kernels=30)
    try:
        yield servers
    finally:
        servers.stop()


def fetch(url: str, method: str = "GET", data: bytes | None = None,
          headers: dict[str, str] | None = None) -> tuple[int, str]:
    """Status and body of a request (redirects not followed, no proxy)."""

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args: Any, **kwargs: Any) -> None:
            return None

    opener = urllib.request.build_opener(NoRedirect, urllib.request.ProxyHandler({}))
    request = urllib.request.Request(url, data=data, method=method, headers=headers or {})
    try:
        with opener.open(request, timeout=300) as r:
            return r.status, r.read().decode(errors="replace")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode(errors="replace")


REFUSED_PATHS = [
    "/lab", "/lab/tree/dashboards/class.ipynb", "/tree", "/tree/dashboards",
    "/terminals/1", "/api/terminals", "/api/contents", "/api/contents/dashboards",
    "/api/kernels", "/api/kernelspecs", "/api/sessions", "/api/status",
    "/voila/tree", "/voila/tree/dashboards", "/voila/api/contents",
    "/voila/api/contents/dashboards", "/voila/render/dashboards/class.ipynb",
    "/voila/render/dashboards/class.ipynb?lang=en", "/voila/render/en/comrade.ipynb",
    "/voila/render/welcome_en.ipynb", "/voila/render/index.ipynb",
    "/voila/files/dashboards/class.ipynb", "/voila/files/dashboards/comrade.ipynb",
    "/files/dashboards/class.ipynb", "/edit/dashboards/class.ipynb",
]


@pytest.mark.parametrize("path", REFUSED_PATHS)
def test_the_students_door_refuses_all_but_the_game_pages(doors: ClassDoors,
                                                           path: str) -> None:
    status, _ = fetch(doors.students + path)
    assert status in (403, 404, 405), f"{path} answered {status}"
    # the teacher's token does not open them there either
    sep = "&" if "?" in path else "?"
    status, _ = fetch(f"{doors.students}{path}{sep}token={doors.token}")
    assert status in (403, 404, 405), f"{path} with the token answered {status}"


def test_no_kernel_starts_or_stops_through_the_api(doors: ClassDoors) -> None:
    assert fetch(doors.students + "/api/kernels", "POST", b"{}")[0] in (403, 404, 405)
    assert fetch(doors.students + "/api/sessions", "POST", b"{}")[0] in (403, 404, 405)
    kernel = open_page(doors, "trumps", "class=room-test&lang=en")
    assert fetch(f"{doors.students}/api/kernels/{kernel}")[0] == 200
    assert fetch(f"{doors.students}/api/kernels/{kernel}", "DELETE")[0] == 405
    assert fetch(f"{doors.students}/api/kernels/{kernel}")[0] == 200  # still running


def test_the_front_door_is_one_sentence_in_both_languages(doors: ClassDoors) -> None:
    status, body = fetch(doors.students + "/?lang=en")
    assert status == 200
    assert t("room.door", "en").replace("'", "&#x27;") in body
    assert t("room.door", "ja") in body
    assert body.index('lang="en"', body.index("<body")) < body.index('lang="ja"',
                                                                      body.index("<body"))


def test_the_teachers_door_needs_its_token(doors: ClassDoors) -> None:
    assert fetch(doors.teacher + "/api/status")[0] == 403
    assert fetch(doors.teacher + "/api/status?token=wrong")[0] == 403
    assert fetch(doors.teacher + "/api/contents")[0] == 403
    assert fetch(doors.teacher + "/voila/render/dashboards/class.ipynb")[0] in (302, 403)
    assert fetch(f"{doors.teacher}/api/status?token={doors.token}")[0] == 200
    status, body = fetch(doors.board_url())
    assert status == 200 and "kernelId" in body
    log = Path(doors.log.name).read_text(errors="replace")  # the banner, printed first
    assert f"{doors.teacher}/voila/render/dashboards/class.ipynb?token={doors.token}" in log
    student = f"{doors.students}/voila/render/dashboards/<game>.ipynb?class=NAME"
    assert student in log
    assert f"{student}&token" not in log


def open_page(doors: ClassDoors, game: str, query: str) -> str:
    """Open a student's page over plain HTTP; the id of the kernel it got."""
    status, body = fetch(doors.student_url(game, query))
    assert status == 200, body[:500]
    found = re.search(r'"kernelId": "([0-9a-f-]{36})"', body)
    assert found, body[:500]
    return found.group(1)


class Channels:
    """A page's kernel websocket (``/api/kernels/<id>/channels``), spoken as a page does."""

    def __init__(self, url: str) -> None:
        self.url, self.session = url, uuid.uuid4().hex
        self.ws: Any = None

    async def __aenter__(self) -> Channels:
        from tornado.websocket import websocket_connect

        self.ws = await websocket_connect(f"{self.url}?session_id={self.session}")
        return self

    async def __aexit__(self, *exc: Any) -> None:
        self.ws.close()

    def send(self, msg_type: str, content: dict[str, Any], channel: str = "shell") -> str:
        msg_id = uuid.uuid4().hex
        header = {"msg_id": msg_id, "msg_type": msg_type, "session": self.session,
                  "username": "student", "version": "5.3", "date": ""}
        self.ws.write_message(json.dumps({"header": header, "parent_header": {},
                                          "metadata": {}, "content": content,
                                          "buffers": [], "channel": channel}))
        return msg_id

    async def until(self, test: Any, timeout: float = 120) -> list[dict[str, Any]]:
        """Messages read until one passes ``test`` (that one last)."""
        seen: list[dict[str, Any]] = []
        while True:
            raw = await asyncio.wait_for(self.ws.read_message(), timeout)
            assert raw is not None, "the websocket closed"
            if isinstance(raw, bytes):  # a binary message (buffers): not one we wait for
                continue
            seen.append(json.loads(raw))
            if test(seen[-1]):
                return seen

    async def reply(self, msg_id: str) -> dict[str, Any]:
        found = await self.until(lambda m: m["parent_header"].get("msg_id") == msg_id
                                 and m["msg_type"].endswith("_reply"))
        return found[-1]


def ws_url(doors: ClassDoors, kernel: str) -> str:
    return f"ws://127.0.0.1:{doors.port}/api/kernels/{kernel}/channels"


def test_code_sent_over_the_page_websocket_runs_nothing(doors: ClassDoors,
                                                        tmp_path: Path) -> None:
    marker = tmp_path / "ran.txt"
    kernel = open_page(doors, "trumps", "class=room-test&lang=en")

    async def attempt() -> dict[str, Any]:
        async with Channels(ws_url(doors, kernel)) as ch:
            ch.send("execute_request", {
                "code": f"open({str(marker)!r}, 'w').write('ran')", "silent": False,
                "store_history": False, "user_expressions": {}, "allow_stdin": False,
                "stop_on_error": True})
            # the same shell channel, after it: answered once the kernel has read it
            return await ch.reply(ch.send("kernel_info_request", {}))

    info = asyncio.run(attempt())
    assert info["content"]["status"] == "ok"  # the kernel is there and answering
    assert not marker.exists()


def widget_states(messages: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The widget models' states the kernel sent (comm_open and update comm_msg)."""
    out: dict[str, dict[str, Any]] = {}
    for m in messages:
        content = m.get("content", {})
        data = content.get("data", {})
        if m["msg_type"] == "comm_open" or (m["msg_type"] == "comm_msg"
                                            and data.get("method") == "update"):
            out.setdefault(content["comm_id"], {}).update(data.get("state", {}))
    return out


def test_a_comm_message_that_is_not_an_intent_is_refused(doors: ClassDoors) -> None:
    kernel = open_page(doors, "trumps", "class=room-test&lang=en&delay=0")

    async def attempt() -> tuple[dict[str, Any], list[dict[str, Any]]]:
        async with Channels(ws_url(doors, kernel)) as ch:
            comms = (await ch.reply(ch.send("comm_info_request", {})))["content"]["comms"]
            asks = [ch.send("comm_msg", {"comm_id": c, "data": {"method": "request_state"}})
                    for c in comms]
            seen = await ch.until(lambda m: m["parent_header"].get("msg_id") == asks[-1]
                                  and m["msg_type"] == "status"
                                  and m["content"]["execution_state"] == "idle")
            states = widget_states(seen)
            name = next(c for c, s in states.items()
                        if "cb-student-name" in s.get("_dom_classes", ()))
            join = next(c for c, s in states.items() if "cb-join" in s.get("_dom_classes", ()))
            ch.send("comm_msg", {"comm_id": name, "data": {"method": "update",
                                                           "state": {"value": "Kim"}}})
            ch.send("comm_msg", {"comm_id": join, "data": {"method": "custom",
                                                           "content": {"event": "click"}}})
            seen = await ch.until(lambda m: m["msg_type"] == "comm_open"
                                  and "tree_json" in m["content"]["data"].get("state", {}))
            table = seen[-1]["content"]["comm_id"]
            ch.send("comm_msg", {"comm_id": table, "data": {
                "method": "update", "state": {"teacher": True, "seat": 1}}})
            ch.send("comm_msg", {"comm_id": table, "data": {"method": "run",
                                                            "code": "import os"}})
            last = ch.send("comm_msg", {"comm_id": table, "data": {"method": "request_state"}})
            seen = await ch.until(lambda m: m["parent_header"].get("msg_id") == last
                                  and m["msg_type"] == "status"
                                  and m["content"]["execution_state"] == "idle")
            return widget_states(seen).get(table, {}), seen

    state, seen = asyncio.run(attempt())
    assert state["teacher"] is False and state["seat"] == 0
    said = [m["content"]["data"]["state"]["message"]["text"] for m in seen
            if m["msg_type"] == "comm_msg" and "message" in
            m["content"]["data"].get("state", {})]
    assert t("ui.msg.read_only", "en") in said
    assert any(text.startswith(t("ui.msg.not_an_intent", "en", what="run")[:20])
               for text in said), said


def test_a_full_room_says_so_in_one_sentence(tmp_path: Path) -> None:
    from cardlab.classroom import ClassStore

    db = tmp_path / "classes.sqlite"
    ClassStore(db).create("small", "trumps", players=2, seeds=[3])
    limit = 7  # the five games' preheated kernels and two pages
    servers = ClassDoors(db, max_kernels=limit)
    try:
        opened, body = 0, ""
        for _ in range(limit + 1):
            status, body = fetch(servers.student_url("trumps", "class=small&lang=en"))
            if status == 503:
                break
            assert status == 200
            opened += 1
        assert 1 <= opened <= limit, f"{opened} pages opened with a limit of {limit}"
        assert status == 503
        assert t("room.full", "en", kernels=limit).replace("'", "&#x27;") in body
        assert t("room.full", "ja", kernels=limit) in body
    finally:
        servers.stop()


def test_doors_start_again_on_other_ports_when_one_was_taken(
        class_db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A port chosen free and taken before ``make class``'s servers bind it (a kernel's
    ZMQ socket did, in one run of `make test`: it answers in bytes that are not HTTP): the
    servers are started again on two other ports, and the test gets working doors."""
    import socket
    import threading

    import tests.browser.conftest as browser_conftest
    from tests.support.net import free_port

    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()

    def greet() -> None:  # what a ZMQ socket says first
        while True:
            try:
                conn, _ = taken.accept()
            except OSError:
                return
            conn.sendall(b"\xff\x00\x00\x00\x00\x00\x00\x00\x01\x7f")
            conn.close()

    threading.Thread(target=greet, daemon=True).start()
    held = taken.getsockname()[1]
    ports = iter([held])
    monkeypatch.setattr(browser_conftest, "free_port", lambda: next(ports, None) or free_port())
    try:
        doors = ClassDoors(class_db, max_kernels=2)
    finally:
        taken.close()
    try:
        assert held not in (doors.port, doors.teacher_port)
        with urllib.request.urlopen(doors.students + "/", timeout=30) as answer:
            assert answer.status == 200
    finally:
        doors.stop(wait=True)


def test_a_taken_port_is_said_in_both_languages_before_anything_starts(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """``make class`` on a port another program holds (a `make start` left running): one
    sentence in English and Japanese names the port, no server is started, exit status
    2 — for either door's port."""
    import socket
    import subprocess

    from cardlab import classroom_server

    def no_start(*args: Any, **kwargs: Any) -> None:
        raise AssertionError(f"a server was started: {args}")

    from tests.support.net import free_port

    monkeypatch.setattr(subprocess, "Popen", no_start)
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = held.getsockname()[1]
        for students, teacher in ((port, None), (free_port(), port)):
            code = classroom_server.serve("127.0.0.1", students, "127.0.0.1", teacher,
                                          token="tok", root=Path("notebooks"))
            err = capsys.readouterr()
            assert code == 2
            assert err.err.splitlines() == [
                t("room.port_taken", lang, host="127.0.0.1", port=port) for lang in ("en", "ja")]
            assert "tok" not in err.out  # no banner: nothing was served


def test_one_door_stopping_stops_the_other_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """When one server stops by itself (its port taken after the check, an error), the
    launcher stops the other one at once and exits with the first one's status, instead
    of waiting 20 s for it to stop by itself and only then sending it SIGTERM."""
    import subprocess

    from cardlab import classroom_server
    from tests.support.net import free_port

    class Server:
        """A server process: the students' one has exited (status 3), the teacher's runs
        until it is told to stop and never stops by itself."""

        def __init__(self, command: list[str], **kwargs: Any) -> None:
            self.returncode = 3 if command == ["students"] else None
            self.told: list[str] = []
            servers.append(self)

        def poll(self) -> int | None:
            return self.returncode

        def terminate(self) -> None:
            self.told.append("terminate")
            self.returncode = -15

        def send_signal(self, sig: int) -> None:  # the launcher's SIGTERM after a wait
            self.terminate()

        def wait(self, timeout: float | None = None) -> int:
            if self.returncode is None:
                self.told.append("waited out")
                raise subprocess.TimeoutExpired("server", timeout or 0)
            return self.returncode

    servers: list[Server] = []
    monkeypatch.setattr(subprocess, "Popen", Server)
    monkeypatch.setattr(classroom_server, "students_command", lambda *a: ["students"])
    monkeypatch.setattr(classroom_server, "teacher_command", lambda *a: ["teacher"])
    code = classroom_server.serve("127.0.0.1", free_port(), "127.0.0.1", free_port(),
                                  token="tok", root=Path("notebooks"))
    assert code == 3
    students, teacher = servers
    assert students.told == [] and teacher.told == ["terminate"]
