"""`make start`'s server: JupyterLab on the welcome page, dashboards under /voila/render/.

The server is started here exactly as the Makefile's ``start`` target starts it (its
arguments are read from the Makefile), on 127.0.0.1 on a free port, without a token.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.support.net import free_port

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def start_arguments() -> list[str]:
    """The ``jupyter lab`` arguments of the Makefile's start target."""
    text = (ROOT / "Makefile").read_text()
    recipe = re.search(r"^start:.*\n((?:\t.*\n)+)", text, re.M)
    assert recipe, "Makefile has no start target"
    command = recipe.group(1).replace("\\\n", " ")
    args = shlex.split(command[command.index("jupyter lab") + len("jupyter lab"):])
    args = [a.replace("$(HOST)", "127.0.0.1") for a in args if "$(PORT)" not in a]
    return [a for a in args if "$(" not in a]


def test_makefile_start_uses_the_repository_settings() -> None:
    text = (ROOT / "Makefile").read_text()
    assert "jupyter/config" in text and "jupyter/data" in text
    assert "--LabApp.default_url=/voila/render/index.ipynb" in start_arguments()


def test_voila_settings() -> None:
    conf = json.loads((ROOT / "jupyter" / "config" / "voila.json").read_text())
    assert conf["VoilaConfiguration"]["show_tracebacks"] is False
    assert conf["VoilaConfiguration"]["template"] == "cardlab"
    # nbgrader's JupyterLab panels (the homework and test extras) fail on a dashboard page;
    # Lab's syntax colours and Voilà's Lab button are of no use to one (issue 34)
    assert {"@jupyter/nbgrader", "jupyterlab_pygments", "@voila-dashboards/jupyterlab-preview"
            } <= set(conf["VoilaConfiguration"]["extension_denylist"])
    # standalone Voilà refills its pool at once: its handler awaits a pending refill, delay
    # and all, so a page opened within the delay waited for it (issue 34: medians 3.7-5.6 s
    # back to back with 3 s)
    assert conf["VoilaKernelManager"]["fill_delay"] == 0
    assert conf["MappingKernelManager"]["cull_connected"] is False
    assert conf["MappingKernelManager"]["cull_idle_timeout"] > 0
    server = json.loads((ROOT / "jupyter" / "config" / "jupyter_server_config.json").read_text())
    assert server["MappingKernelManager"]["cull_connected"] is False
    # /voila/render pages get a warm kernel from cardlab's pool, filled at server start
    assert server["ServerApp"]["kernel_manager_class"] == "cardlab.kernelpool.PooledKernelManager"
    extensions = server["ServerApp"]["jpserver_extensions"]
    assert extensions.pop("cardlab.kernelpool") is True
    # nbgrader (the homework and test extras) switches its panels on for every server in the
    # environment; the dashboards' servers keep them off (formgrader alone costs seconds at start)
    assert extensions == {
        f"nbgrader.server_extensions.{name}": False
        for name in ("formgrader", "validate_assignment", "assignment_list", "course_list")
    }
    assert server["PooledKernelManager"]["pool_size"] >= 1
    template = ROOT / "jupyter" / "data" / "voila" / "templates" / "cardlab" / "index.html.j2"
    assert "https://" not in template.read_text()


def test_no_lesson_is_preheated() -> None:
    """Voilà serving notebooks/ never runs a lesson in a preheated kernel (16 kernels running
    whole lessons at start-up made a 2-core machine's first pages time out): voila.json's
    denylist denies every notebook outside ``dashboards/`` read as Voilà 0.5.13 reads it (a
    pattern in the name or matching it), whether the name is relative or the full path
    Voilà uses under an absolute root. Read against relative names the pattern leaves the
    dashboards to preheat; against full paths it denies them too, so standalone Voilà on
    the whole folder preheats nothing (jupyter/README.md). The paths users take preheat:
    single-notebook Voilà applies no denylist, ``make class``'s students' server has a
    pattern of its own for full paths (:func:`cardlab.room.preheat_denylist`), and
    ``/voila/render`` has cardlab's kernel pool."""
    conf = json.loads((ROOT / "jupyter" / "config" / "voila.json").read_text())
    patterns = conf["VoilaKernelManager"]["preheat_denylist"]

    def preheated(name: str) -> bool:
        return not any(p in name or re.match(p, name) for p in patterns)

    notebooks = sorted((ROOT / "notebooks").rglob("*.ipynb"))
    names = [p.relative_to(ROOT / "notebooks").as_posix() for p in notebooks]
    lessons = [n for n in names if not n.startswith("dashboards/")]
    assert len(lessons) >= 10 and len(names) - len(lessons) == 6  # the games and the board
    assert [n for n in names if preheated(n)] == [n for n in names if n not in lessons]
    assert [str(p) for p, n in zip(notebooks, names, strict=True)
            if n in lessons and preheated(str(p))] == []


def test_lab_serves_the_welcome_page_and_the_dashboard(tmp_path: Path) -> None:
    port = free_port()
    env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(tmp_path))
    cmd = [sys.executable, "-m", "jupyterlab", *start_arguments(), f"--ServerApp.port={port}",
           "--IdentityProvider.token=", "--ServerApp.open_browser=False",
           "--ServerApp.port_retries=0", *(["--ServerApp.allow_root=True"] if os.getuid() == 0
                                          else [])]
    log = (tmp_path / "lab.log").open("w")
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, (tmp_path / "lab.log").read_text()[-3000:]
            assert time.monotonic() < deadline, "JupyterLab did not start"
            try:
                with opener.open(base + "/api/status", timeout=2):
                    break
            except OSError:
                time.sleep(0.3)
        with opener.open(base + "/", timeout=30) as r:
            assert r.url.endswith("/voila/render/index.ipynb")  # the welcome page, as a page
            # the language chooser leads to the welcome page in each language
            assert b"welcome_ja.ipynb" in r.read()
        with opener.open(base + "/voila/render/dashboards/comrade.ipynb?seed=3&lang=en",
                         timeout=120) as r:
            page = r.read().decode()
        assert "application/vnd.jupyter.widget-view+json" in page
        assert "fontawesome" not in page and "Traceback" not in page
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
        log.close()


def data_files() -> dict[str, list[str]]:
    """``[tool.setuptools.data-files]`` of pyproject.toml."""
    import tomllib

    conf = tomllib.loads((ROOT / "pyproject.toml").read_text())
    return conf["tool"]["setuptools"]["data-files"]


def test_settings_and_template_are_installed_as_data_files() -> None:
    files = data_files()
    template = ROOT / "jupyter" / "data" / "voila" / "templates" / "cardlab"
    assert sorted(files["share/jupyter/voila/templates/cardlab"]) == sorted(
        str(p.relative_to(ROOT)) for p in template.iterdir()
    )
    assert sorted(files["etc/jupyter"]) == sorted(
        str(p.relative_to(ROOT)) for p in (ROOT / "jupyter" / "config").glob("*.json")
    )
    for listed in files.values():
        for name in listed:
            assert (ROOT / name).is_file(), name


def run_make(target: str, path: str, **variables: str) -> subprocess.CompletedProcess[str]:
    make = shutil.which("make")
    if make is None:
        pytest.skip("make is not installed")
    args = [make, "-s", "-C", str(ROOT), target, *(f"{k}={v}" for k, v in variables.items())]
    return subprocess.run(args, env=dict(os.environ, PATH=path), capture_output=True,
                          text=True, timeout=60)


def tool_dir(tmp_path: Path, fonts: str | None, apt: bool) -> str:
    """A PATH of real basic tools plus a fake ``fc-list`` (printing ``fonts``) and, if
    ``apt``, a fake ``apt-get`` that records its arguments in ``apt.log``."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(parents=True)
    for tool in ("uname", "id", "env", "sh", "bash"):
        real = shutil.which(tool)
        if real:
            (bin_dir / tool).symlink_to(real)
    if fonts is not None:
        (bin_dir / "fc-list").write_text(f"#!/bin/sh\nprintf '%s' '{fonts}'\n")
    if apt:
        (bin_dir / "apt-get").write_text(f'#!/bin/sh\necho "$@" >> {tmp_path}/apt.log\n')
    for f in bin_dir.iterdir():
        if not f.is_symlink():
            f.chmod(0o755)
    return str(bin_dir)


@pytest.mark.skipif(os.uname().sysname != "Linux", reason="the check runs on Linux only")
def test_make_start_checks_for_a_cjk_font(tmp_path: Path) -> None:
    assert re.search(r"^start:.*\bcjk-font\b", (ROOT / "Makefile").read_text(), re.M)
    # a Japanese font is there: nothing said, nothing installed
    done = run_make("cjk-font", tool_dir(tmp_path / "a", "Noto Sans CJK JP\n", apt=True),
                    SUDO="")
    assert done.returncode == 0 and done.stdout == "", done.stdout + done.stderr
    assert not (tmp_path / "a" / "apt.log").exists()
    # none, with apt: fonts-noto-cjk is installed
    done = run_make("cjk-font", tool_dir(tmp_path / "b", "", apt=True), SUDO="")
    assert done.returncode == 0, done.stderr
    assert "No Japanese (CJK) font" in done.stdout
    assert "install -y -qq fonts-noto-cjk" in (tmp_path / "b" / "apt.log").read_text()
    # none and no apt (nor fontconfig): say how
    done = run_make("cjk-font", tool_dir(tmp_path / "c", None, apt=False), SUDO="")
    assert done.returncode == 0, done.stderr
    assert "Noto CJK" in done.stdout and "reload the page" in done.stdout


def test_make_links_the_settings_into_an_editable_venv(tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    done = run_make("jupyter-links", os.environ["PATH"], VENV=str(venv))
    assert done.returncode == 0, done.stderr
    for name in ("voila.json", "jupyter_server_config.json"):
        link = venv / "etc" / "jupyter" / name
        assert link.resolve() == (ROOT / "jupyter" / "config" / name).resolve()
    template = venv / "share" / "jupyter" / "voila" / "templates" / "cardlab"
    assert (template / "index.html.j2").read_text() == (
        ROOT / "jupyter" / "data" / "voila" / "templates" / "cardlab" / "index.html.j2"
    ).read_text()


def test_server_extension_uses_voilas_bundled_mathjax() -> None:
    # Voilà's page loads MathJax from a CDN unless both settings are null (then it uses
    # the MathJax 3 it bundles); standalone Voilà sets them null itself, the server
    # extension reads them from the server's tornado settings.
    server = json.loads((ROOT / "jupyter" / "config" / "jupyter_server_config.json").read_text())
    settings = server["ServerApp"]["tornado_settings"]
    assert settings["mathjax_url"] is None and settings["mathjax_config"] is None


def test_template_sets_the_xsrf_cookie_the_shutdown_needs() -> None:
    # the page's shutdown beacon sends the `_xsrf` cookie's value; the template sets the
    # cookie when the server did not (tests/browser/test_lab_dashboards.py checks a real
    # tab's kernel is shut down)
    text = (ROOT / "jupyter" / "data" / "voila" / "templates" / "cardlab"
            / "index.html.j2").read_text()
    assert "document.cookie = \"_xsrf=\"" in text and "getRandomValues" in text
    assert "{{ super() }}" in text.split("block html_head_js -%}")[1]


def test_voila_waits_for_a_busy_server() -> None:
    """With many dashboards opening at once a cell's outputs reach Voilà seconds after the
    cell's reply: its executor waits for them (nbclient's 4 s default gave up and dropped
    the table's output, a blank page) and for a kernel that starts slowly, on both paths."""
    import nbformat
    from traitlets.config import Config
    from voila.execute import VoilaExecutor

    for name in ("voila.json", "jupyter_server_config.json"):
        conf = Config(json.loads((ROOT / "jupyter" / "config" / name).read_text()))
        executor = VoilaExecutor(nbformat.v4.new_notebook(), config=conf)
        assert executor.iopub_timeout >= 60, name
        assert executor.startup_timeout >= 120, name
