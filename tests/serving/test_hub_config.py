"""The example ``jupyter/jupyterhub_config.py`` read as JupyterHub reads it (traitlets'
Python config loader, ``get_config`` defined), without starting a hub: what it gives every
user's server. ``tests/browser/test_hub.py`` starts a real hub with it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from traitlets.config.loader import PyFileConfigLoader

EXAMPLE = Path(__file__).resolve().parents[2] / "jupyter" / "jupyterhub_config.py"


def load(monkeypatch: pytest.MonkeyPatch, **env: str) -> Any:
    for name in ("CARDLAB_CLASS_DB", "CARDLAB_NOTEBOOKS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("CARDLAB_DB_PASSWORD_FILE", "/nonexistent/cardlab-db-password")
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return PyFileConfigLoader(EXAMPLE.name, path=str(EXAMPLE.parent)).load_config()


def test_the_class_database_and_its_password_come_from_the_hub(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    url = "postgresql://cardlab_app@db.school.example/cardlab"
    secret = tmp_path / "cardlab-db-password"
    secret.write_text("s3cret-app\n")
    c = load(monkeypatch, CARDLAB_CLASS_DB=url, CARDLAB_NOTEBOOKS="/opt/cardlab/notebooks",
             CARDLAB_DB_PASSWORD_FILE=str(secret))
    assert c.Spawner.environment == {"CARDLAB_CLASS_DB": url, "PGPASSWORD": "s3cret-app"}
    assert c.Spawner.notebook_dir == "/opt/cardlab/notebooks"


def test_without_the_environment_a_shared_sqlite_file_and_srv_cardlab(
        monkeypatch: pytest.MonkeyPatch) -> None:
    c = load(monkeypatch)
    assert c.Spawner.environment == {
        "CARDLAB_CLASS_DB": "/srv/cardlab-class/classes.sqlite"}
    assert c.Spawner.notebook_dir == "/srv/cardlab/notebooks"
    assert c.Spawner.default_url == "/voila/render/welcome_ja.ipynb"
    assert (Path(__file__).resolve().parents[2] / "notebooks" / "welcome_ja.ipynb").is_file()
