"""The deployment snippets of the README and ``jupyter/README.md`` as a hub reads them: the
Zero to JupyterHub ``config.yaml`` block parsed as YAML with the class database's address and
password where Z2JH takes a user server's environment (``singleuser.extraEnv``), and the
``c.Spawner.environment`` block of The Littlest JupyterHub run as Python (its password file
given here)."""

from __future__ import annotations

import os
import re
import textwrap
from pathlib import Path
from typing import Any

import pytest
import yaml
from traitlets.config import Config

ROOT = Path(__file__).resolve().parents[2]
GUIDES = [ROOT / "README.md", ROOT / "jupyter" / "README.md"]
FENCE = re.compile(r"^(?P<indent>[ \t]*)```(?P<lang>\w+)\n(?P<body>.*?)^(?P=indent)```",
                   re.M | re.S)
SECRET_FILE = "/etc/jupyterhub/cardlab-db-password"


def blocks(path: Path, lang: str, needle: str) -> list[str]:
    """The fenced ``lang`` blocks of ``path`` that hold ``needle``, dedented (a block in a
    list item is indented with it).

    >>> len(blocks(ROOT / "jupyter" / "README.md", "yaml", "extraEnv")) >= 1
    True
    """
    found = []
    for m in FENCE.finditer(path.read_text(encoding="utf-8")):
        body = textwrap.dedent(m["body"])
        if m["lang"] == lang and needle in body:
            found.append(body)
    return found


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_z2jh_extra_env_is_yaml_with_the_keys_where_z2jh_takes_them(guide: Path) -> None:
    found = blocks(guide, "yaml", "extraEnv")
    assert len(found) == 1, f"{guide}: one Z2JH config.yaml block"
    values: Any = yaml.safe_load(found[0])
    assert list(values) == ["singleuser"]
    env = values["singleuser"]["extraEnv"]
    assert isinstance(env, dict)
    # Z2JH's dict form: a name to a string, or to an EnvVar spec without its name
    url = env["CARDLAB_CLASS_DB"]
    assert isinstance(url, str) and url.startswith("postgresql://cardlab_app@")
    assert ":" not in url.split("://", 1)[1].split("@", 1)[0], "no password in the URL"
    assert url.endswith("sslmode=require")
    ref = env["PGPASSWORD"]["valueFrom"]["secretKeyRef"]
    assert ref == {"name": "cardlab-db", "key": "password"}
    assert set(env) == {"CARDLAB_CLASS_DB", "PGPASSWORD"}
    egress = values["singleuser"].get("networkPolicy", {}).get("egress")
    if egress is not None:  # the rule that lets user pods reach the database
        assert [p["port"] for rule in egress for p in rule["ports"]] == [5432]


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_tljh_spawner_environment_runs_as_python(guide: Path, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    # the README also quotes jupyter/jupyterhub_config.py, which takes the address from the
    # hub's environment (its imports, os and Path, are above the quoted lines)
    monkeypatch.setenv("CARDLAB_CLASS_DB", "postgresql://cardlab_app@db.school.example/cardlab")
    monkeypatch.delenv("CARDLAB_DB_PASSWORD_FILE", raising=False)
    found = blocks(guide, "python", "c.Spawner.environment = {")
    assert found, f"{guide}: a c.Spawner.environment block"
    secret = tmp_path / "cardlab-db-password"
    secret.write_text("app-secret\n")
    for source in found:
        code = compile(source, f"{guide.name}: c.Spawner.environment", "exec")
        assert SECRET_FILE in source
        code = compile(source.replace(SECRET_FILE, str(secret)), guide.name, "exec")
        c = Config()
        exec(code, {"c": c, "os": os, "Path": Path, "__name__": "jupyterhub_config"})
        env = dict(c.Spawner.environment)
        assert env["PGPASSWORD"] == "app-secret"
        assert env["CARDLAB_CLASS_DB"].startswith("postgresql://cardlab_app@")
