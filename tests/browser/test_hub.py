"""A school's JupyterHub, for real: one hub (``tests/browser/hub.py``: the ``jupyterhub``
package, its npm proxy, the repository's ``jupyter/jupyterhub_config.py``), a teacher and
three students, each with a server and kernels of their own, all on one class database:
a database on the throwaway PostgreSQL server (``tests/support/postgres.py``), reached as
a role that may only use the tables (``init-db --grant``): ``CARDLAB_CLASS_DB`` without
a password given to the hub, the password in a file only the hub reads; the example
config passes both to every server (the first test reads them in each server's
environment). Four browser contexts, each logged in as its user on the hub's login page:

* the teacher lands on the welcome page of their own server (the example's
  ``default_url``), whose game links stay on that server;
* the teacher creates a class on the class board (their own server); its students' link
  goes through ``/hub/user-redirect/``, so each student opens it on their own server,
  where the page takes the student's name from the hub (``JUPYTERHUB_USER``: no name is
  typed) and deals the class's deal; the three results appear on the teacher's board;
* the teacher makes a shared Notice table on the board; the three students open its link,
  each sits (as its hub name) and they play the deal to the end, each page showing its own
  hand and never a card another seat hides (the truth read from the store by the test).

One hub for the module, the servers started once (at the same time); ``slow``.
"""

from __future__ import annotations

import secrets
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.browser.conftest import ROOT, require_chromium
from tests.browser.hub import Hub
from tests.browser.test_classroom import create_class, create_table, play_to_results
from tests.browser.test_together import COUNTS, dom_cards, truth
from tests.support.postgres import PostgresServer

# one hub for the module: under pytest-xdist with --dist loadgroup its tests stay on one
# worker (with --dist load each worker that gets one of them starts a hub of its own)
pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("hub")]

HOLDS = """(cards) => { const shown = new Set([...document.querySelectorAll(
  '.cardlab-table [data-card]')].map((e) => e.dataset.card));
  return cards.every((c) => shown.has(c)); }"""
TEACHER = "ms-ito"
STUDENTS = ("ann", "ben", "chika")


@pytest.fixture(scope="module")
def class_db(postgres_server: PostgresServer) -> str:
    """The class database every user's server shares: a database of its own on the
    session's throwaway PostgreSQL server, set up as the README tells a school: its owner
    runs ``python -m cardlab.classroom init-db --grant ROLE`` (the tables, and the rights
    the stores need for the role the servers log in as: no DDL). Its URL, as that role."""
    owner_url = postgres_server.create_database()
    dbname = owner_url.rsplit("/", 1)[1]
    role, password = f"hub_{uuid.uuid4().hex[:12]}", secrets.token_hex(16)
    postgres_server.create_role(role, password)
    done = subprocess.run(
        [sys.executable, "-m", "cardlab.classroom", "--db", owner_url, "init-db",
         "--grant", role], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"{role} may read and write them" in done.stdout
    return postgres_server.url(dbname, user=role, password=password)


def without_password(url: str) -> tuple[str, str]:
    """``url`` without its password, and the password.

    >>> without_password("postgresql://app:pw@127.0.0.1:5432/d")
    ('postgresql://app@127.0.0.1:5432/d', 'pw')
    """
    parts = urlsplit(url)
    plain = parts._replace(netloc=f"{parts.username}@{parts.hostname}:{parts.port}")
    return plain.geturl(), parts.password or ""


@pytest.fixture(scope="module")
def hub(class_db: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Hub]:
    """The hub, as a school sets it up: the database's address (no password) in the hub's
    environment, the role's password in a file only the hub's user reads."""
    require_chromium()
    url, password = without_password(class_db)
    secret = tmp_path_factory.mktemp("hub-secret") / "cardlab-db-password"
    secret.write_text(password + "\n")
    secret.chmod(0o600)
    server = Hub((TEACHER, *STUDENTS),
                 env={"CARDLAB_CLASS_DB": url, "CARDLAB_DB_PASSWORD_FILE": str(secret),
                      "CARDLAB_NOTEBOOKS": str(ROOT / "notebooks")})
    try:
        server.start_servers()
        yield server
    finally:  # the log of the hub, its proxy and the servers stays in pytest's basetemp
        server.stop(keep_log=tmp_path_factory.mktemp("hub-log") / "hub.log")


@pytest.fixture(scope="module")
def pages(hub: Hub, browser: Any) -> Iterator[dict[str, Any]]:
    """One logged-in page per user (a browser context each: no shared cookies): the
    teacher lands where the hub sends a user who logs in, the students on the hub's home
    page (no welcome page's kernel for each)."""
    opened = {TEACHER: hub.login(browser, TEACHER)}
    opened.update({user: hub.login(browser, user, then="/hub/home") for user in STUDENTS})
    yield opened
    for page in opened.values():
        page.context.close()


# How long a page of a user's server may take to open: under /voila/render the page streams
# out as its kernel runs the cells, so its document is whole (domcontentloaded) only once a
# kernel has started on that server and run them — on a busy machine more than Playwright's
# default 30 s (one make test run timed out there); the same as the waits for its controls.
OPEN = 180_000


def board(hub: Hub, page: Any) -> Any:
    """The teacher's class board, in English, on the teacher's own server."""
    page.goto(hub.user_url(TEACHER, "voila/render/dashboards/class.ipynb?lang=en"),
              wait_until="domcontentloaded", timeout=OPEN)
    page.locator(".cb-ctl-create").first.wait_for(timeout=180_000)
    return page


def test_the_hub_gives_each_user_a_server_with_the_class_database(
        hub: Hub, class_db: str) -> None:
    for user in (TEACHER, *STUDENTS):
        model = hub.api("GET", f"/users/{user}")
        server = model["servers"][""]
        assert server["ready"] and server["url"] == f"/user/{user}/"
    pids = {hub.api("GET", f"/users/{u}")["servers"][""]["state"]["pid"]
            for u in (TEACHER, *STUDENTS)}
    assert len(pids) == 4  # four processes, one per user
    users = []
    for pid in pids:
        env = dict(line.split("=", 1) for line in
                   Path(f"/proc/{pid}/environ").read_text().split("\0") if "=" in line)
        # from the example config: the address, and the password from the hub's file
        assert (env["CARDLAB_CLASS_DB"], env["PGPASSWORD"]) == without_password(class_db)
        users.append(env["JUPYTERHUB_USER"])
    assert sorted(users) == sorted((TEACHER, *STUDENTS))


def test_logging_in_leads_to_the_welcome_page_on_ones_own_server(
        hub: Hub, pages: dict[str, Any]) -> None:
    """The example config's ``default_url``: a user who logs in lands on the welcome page
    (a Voilà page) of their own server."""
    assert hub.landed[TEACHER] == hub.user_url(TEACHER, "voila/render/welcome_ja.ipynb")
    play = pages[TEACHER].locator(".cardlab-welcome a.cw-play").first
    play.wait_for(state="visible", timeout=180_000)
    assert (play.get_attribute("href") or "").startswith(
        f"/user/{TEACHER}/voila/render/dashboards/")  # the welcome page's links stay here
    assert all(hub.landed[s] == f"{hub.url}/hub/home" for s in STUDENTS)


def test_three_students_play_the_class_deal_and_the_teacher_sees_their_results(
        hub: Hub, pages: dict[str, Any], class_db: str) -> None:
    teacher = board(hub, pages[TEACHER])
    href = create_class(teacher, "hub-week1", "7", game="Comrade")
    assert href == (hub.url + "/hub/user-redirect/voila/render/dashboards/comrade.ipynb"
                    "?class=hub-week1&lang=en")

    for student in STUDENTS:
        page = pages[student]
        page.goto(href + "&delay=0", wait_until="domcontentloaded", timeout=OPEN)
        page.locator(".cardlab-table [data-action]").first.wait_for(timeout=180_000)
        assert page.url.startswith(hub.user_url(student, "voila/render/dashboards/"))
        assert not page.locator(".cb-student-name input").is_visible()  # the hub's name
    for student in STUDENTS:
        assert play_to_results(pages[student]) >= 1
        assert student in pages[student].locator(".cardlab-class-results").inner_text()

    teacher.wait_for_function(
        "() => document.querySelectorAll('.cardlab-classboard tr[data-row]').length === 3",
        timeout=60_000)
    names = teacher.locator(".cardlab-classboard tr[data-row] .cb-name").all_inner_texts()
    assert sorted(names) == sorted(STUDENTS)

    from cardlab.classroom import ClassStore

    results = ClassStore(class_db).results("hub-week1")
    assert sorted(r.student for r in results) == sorted(STUDENTS)


def test_three_students_play_a_notice_deal_at_the_teachers_shared_table(
        hub: Hub, pages: dict[str, Any], class_db: str) -> None:
    from cardlab.tables import TableStore

    teacher = board(hub, pages[TEACHER])
    # the full addresses the browser opens: the students' link and the teacher's watch link
    href, _watch = create_table(teacher, "hub-room", "Notice", 3, "", "owl-42")
    assert href == (hub.url + "/hub/user-redirect/voila/render/dashboards/notice.ipynb"
                    "?table=hub-room&lang=en")

    for seat, student in enumerate(STUDENTS):
        page = pages[student]
        page.goto(href, wait_until="domcontentloaded", timeout=OPEN)
        button = page.locator(".tg-seat-button").nth(seat)
        button.wait_for(timeout=180_000)  # the page joined as the hub's user: the seats
        assert not page.locator(".tg-name input").is_visible()
        button.click()
        page.locator(".cardlab-table").wait_for(timeout=60_000)
    store = TableStore(class_db)
    seats = {s.seat: s.student for s in store.table("hub-room").seats}
    assert seats == dict(enumerate(STUDENTS))

    moves = 0
    for _ in range(400):  # a whole deal is far fewer steps: each one waits for a state
        for seat, student in enumerate(STUDENTS):
            shown, _ = dom_cards(pages[student])
            hidden, _, _ = truth(store, "hub-room", seat)
            assert not hidden & set(shown), (student, hidden & set(shown))
        if truth(store, "hub-room", 0)[2]:
            break
        seat = store.game("hub-room").to_move[0]
        page = pages[STUDENTS[seat]]
        page.locator(".cardlab-table [data-action]").first.wait_for(timeout=60_000)
        own = hand(store, "hub-room", seat)  # the seat to move sees its whole hand
        assert own, seat
        page.wait_for_function(HOLDS, arg=sorted(own), timeout=60_000)
        before = page.evaluate(COUNTS)
        page.locator(".cardlab-table [data-action]").first.click()
        page.wait_for_function(
            f"([n]) => ({COUNTS})()[1] > n", arg=[before[1]], timeout=60_000)
        moves += page.evaluate(COUNTS)[3] > before[3]
    else:
        pytest.fail("the deal did not end in 400 steps")
    assert moves >= 8
    assert {s for _, s, _ in store.actions("hub-room")} == {0, 1, 2}  # every student moved


def hand(store: Any, name: str, seat: int) -> set[str]:
    """The cards ``seat`` holds now at table ``name`` (replayed from the store's log)."""
    from tests.browser.test_together import _cards

    return _cards(store.game(name).view(seat)["seats"][seat]["hand"])
