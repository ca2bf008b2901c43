"""cardlab on a JupyterHub whose user servers are processes on the hub's machine.

This is the part of a ``jupyterhub_config.py`` that cardlab needs, for The Littlest
JupyterHub (copy it to ``/opt/tljh/config/jupyterhub_config.d/cardlab.py`` and run
``sudo tljh-config reload``) or any hub with a local-process spawner (append it to your
``jupyterhub_config.py``, or ``load_subconfig()`` it from there). Your authenticator,
users and spawner stay as they are. The test ``tests/browser/test_hub.py`` starts a real
hub with this file and four users.

What every user's server needs, in the user environment (TLJH: ``/opt/tljh/user``):
``pip install "/srv/cardlab[notebook]"`` from a checkout of the repository in
``/srv/cardlab`` (readable by everyone), so that Voilà, cardlab's page template and
settings are there.

Three values come from the hub's own environment (systemd: ``Environment=`` lines, e.g.
``sudo systemctl edit jupyterhub`` on TLJH), none of them a password:

- ``CARDLAB_CLASS_DB``: where the classes and shared tables live, the same for every
  user. A ``postgresql://ROLE@HOST/DB`` URL for a school (README: the database and its
  role), or a SQLite file in a folder every user can write to on this machine's local
  disk (never on NFS). Unset: that SQLite file.
- ``CARDLAB_DB_PASSWORD_FILE``: a file that only root (the hub) can read, holding the
  database role's password (default ``/etc/jupyterhub/cardlab-db-password``); when it
  exists, every user's server gets the password as ``PGPASSWORD``.
- ``CARDLAB_NOTEBOOKS``: the ``notebooks/`` folder of the checkout (default
  ``/srv/cardlab/notebooks``); each user's server opens there, read-only for them.

A student's page takes the student's name from the hub (``JUPYTERHUB_USER``), and the
students' links on the teacher's board go through ``/hub/user-redirect/``: each student
opens them on their own server.
"""

import os
from pathlib import Path

c = get_config()  # noqa: F821 (JupyterHub defines it while it reads this file)

# Every user's server (and so every kernel) gets the class database's address ...
c.Spawner.environment = {
    "CARDLAB_CLASS_DB": os.environ.get("CARDLAB_CLASS_DB", "/srv/cardlab-class/classes.sqlite"),
}
# ... and the database role's password, read by the hub from a file only root reads.
password_file = Path(os.environ.get("CARDLAB_DB_PASSWORD_FILE",
                                    "/etc/jupyterhub/cardlab-db-password"))
if password_file.is_file():
    c.Spawner.environment["PGPASSWORD"] = password_file.read_text().strip()
# The dashboards, lessons and the welcome page are where a user's server opens.
c.Spawner.notebook_dir = os.environ.get("CARDLAB_NOTEBOOKS", "/srv/cardlab/notebooks")
# A user who logs in lands on the welcome page (a Voilà page; JupyterLab stays at /lab).
c.Spawner.default_url = "/voila/render/welcome_ja.ipynb"
