"""A preheated Voilà kernel waits for its page's request without importing Voilà
(cardlab.ui.preheat): the request's details arrive over Voilà's query websocket."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture
def query_socket() -> Iterator[tuple[int, list[str]]]:
    """A stand-in for Voilà's ``voila/query/<kernel>`` websocket on a free port: it sends
    each connection one request's details, as Voilà's server does; yields the port and the
    paths it was asked for."""
    from websockets.sync.server import serve

    asked: list[str] = []

    def handler(ws: object) -> None:
        asked.append(ws.request.path)  # type: ignore[attr-defined]
        ws.send(json.dumps({"QUERY_STRING": "seed=7&lang=en&delay=0",  # type: ignore[attr-defined]
                            "SCRIPT_NAME": "/voila/render/dashboards/comrade.ipynb"}))

    with serve(handler, "127.0.0.1", 0) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        yield server.socket.getsockname()[1], asked
        server.shutdown()
    thread.join(timeout=10)


def preheated(code: str, port: int, kernel: str) -> list[str]:
    """The words ``code`` prints in a fresh interpreter with the environment Voilà gives a
    preheated kernel (its server at ``port``, its id ``kernel``), no page asked for yet."""
    env = {**os.environ, "VOILA_PREHEAT": "True", "VOILA_APP_PORT": str(port),
           "VOILA_KERNEL_ID": kernel, "VOILA_SERVER_URL": "/", "PYTHONPATH": ROOT}
    env.pop("QUERY_STRING", None)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, timeout=120, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    return out.stdout.split()


def test_a_preheated_kernel_gets_its_request_without_importing_voila(
    query_socket: tuple[int, list[str]],
) -> None:
    """In a fresh interpreter with Voilà's preheat variables, wait_for_page() asks the
    kernel's own query websocket, puts the request into the environment, and never
    imports voila.utils (the Jupyter server: a second of CPU in every preheated kernel)."""
    port, asked = query_socket
    said = preheated("import os, sys, cardlab.ui; cardlab.ui.wait_for_page(); "
                     "print(os.environ['QUERY_STRING'], os.environ['SCRIPT_NAME'], "
                     "'voila.utils' in sys.modules, 'jupyter_server' in sys.modules)",
                     port, "k-42")
    assert said == ["seed=7&lang=en&delay=0", "/voila/render/dashboards/comrade.ipynb",
                    "False", "False"]
    assert asked == ["/voila/query/k-42"]


def test_a_preheated_lesson_page_plays_the_deal_its_link_asks_for(
    query_socket: tuple[int, list[str]],
) -> None:
    """Standalone Voilà serving a lesson alone preheats its kernel: the lesson's last table
    waits for the page's request and takes the link's seed and bots' pace from it (it
    used to read the link before it had come: a learner's ``?delay=0&seed=7`` was lost)."""
    port, asked = query_socket
    said = preheated("from cardlab.ui.quiz import lesson_page; "
                     "t = lesson_page('notice', 'en').play().table; "
                     "print(t.bot_delay, t.game.seed)", port, "k-7")
    assert said == ["0.0", "7"]
    assert asked == ["/voila/query/k-7"]


def test_no_server_to_ask_is_a_warning_and_the_page_goes_on() -> None:
    """A preheated kernel whose server does not answer warns (as Voilà's helper does) and
    leaves the environment as it was."""
    from cardlab.ui.preheat import wait_for_page
    from tests.support.net import free_port

    env = {"VOILA_PREHEAT": "True", "VOILA_APP_PORT": str(free_port()),
           "VOILA_KERNEL_ID": "k", "VOILA_SERVER_URL": "/"}
    before = dict(env)
    with pytest.warns(UserWarning, match="Failed to connect to ws://127.0.0.1:"):
        wait_for_page(env)
    assert env == before
