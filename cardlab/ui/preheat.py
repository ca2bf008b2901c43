"""A preheated Voilà kernel waits for its page's request, without importing Voilà.

Standalone Voilà (``jupyter/config/voila.json``) runs a dashboard's cells ahead of time,
in a kernel started with ``VOILA_PREHEAT=True``, up to :func:`wait_for_page`; when a page
is requested, the server sends the request's details (``QUERY_STRING``, ``SCRIPT_NAME``…)
over the websocket ``voila/query/<kernel id>`` and the cells after that call read them
from the environment. Voilà's own helper (``voila.utils.wait_for_request``) does the same
but its module imports the Jupyter server and JupyterLab's server (≈ 1 s of CPU, 1.1 s
on a busy 2-core machine against 0.02 s for the websocket client): every preheated kernel
paid for it, the first page after the server started waited for it, and so did a page
opened while the pool's replacement kernel was still warming up. Here only the websocket
client (``websockets``, which Voilà itself requires) is imported.
"""

from __future__ import annotations

import json
import os
import warnings
from collections.abc import MutableMapping

__all__ = ["query_url", "wait_for_page"]


def query_url(env: MutableMapping[str, str]) -> str:
    """The websocket on which Voilà sends this kernel its page's request (as
    ``voila.utils.wait_for_request`` builds it from Voilà's variables).

    >>> query_url({"VOILA_APP_PORT": "8866", "VOILA_KERNEL_ID": "k1",
    ...            "VOILA_SERVER_URL": "/"})
    'ws://127.0.0.1:8866/voila/query/k1'
    >>> query_url({"VOILA_APP_PORT": "9000", "VOILA_KERNEL_ID": "k2",
    ...            "VOILA_SERVER_URL": "/", "VOILA_WS_BASE_URL": "/user/ann/"})
    'ws://127.0.0.1:9000/user/ann/voila/query/k2'
    """
    protocol = env.get("VOILA_WS_PROTOCOL", "ws")
    ip = env.get("VOILA_APP_IP", "127.0.0.1")
    port = env.get("VOILA_APP_PORT", "8866")
    base = env.get("VOILA_WS_BASE_URL", env.get("VOILA_SERVER_URL", "/"))
    return f"{protocol}://{ip}:{port}{base}voila/query/{env.get('VOILA_KERNEL_ID')}"


def wait_for_page(env: MutableMapping[str, str] | None = None) -> None:
    """In a preheated Voilà kernel, wait here for the page's request and put its
    details into ``env`` (default ``os.environ``); elsewhere return at once.

    >>> wait_for_page({"VOILA_PREHEAT": "False"})  # /voila/render, a notebook: no wait
    """
    env = os.environ if env is None else env
    if env.get("VOILA_PREHEAT", "False") != "True":
        return
    try:
        from websockets.sync.client import connect
    except ImportError:  # without Voilà (which requires websockets) nothing preheats
        return
    url = query_url(env)
    try:
        with connect(url, open_timeout=5) as socket:
            message = socket.recv()
    except (TimeoutError, OSError) as e:  # as Voilà's helper: the page runs without it
        warnings.warn(f"Failed to connect to {url}: {e}", stacklevel=2)
        return
    for key, value in json.loads(message).items():
        env[key] = str(value)
