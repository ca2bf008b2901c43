# cardlab — two commands: `make start` and `make test`. Both create .venv themselves.
SHELL := /bin/bash
# The Python to build .venv with: the system's own first when it is 3.11 or newer (Debian's
# is built with optimisations: the soak runs ≈ 17 % faster on it than on this VM's pyenv
# build, which is not), else python3.11 or python3 on PATH. Any Python ≥ 3.11 works:
# `make test PYTHON=/path/to/python3` (remove .venv first to change it).
PYTHON ?= $(shell for p in /usr/bin/python3 python3.11 python3; do \
  $$p -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null && command -v $$p && break; done)
VENV := .venv
# Python keeps its compiled bytecode (__pycache__) even where the environment turns that off
# (PYTHONDONTWRITEBYTECODE): else every kernel compiles cardlab from source at its start
# (≈ 0.65 s of CPU each: 1.0 s against 0.35 s for `import cardlab, cardlab.ui`), and every
# pytest process rewrites the asserts of every test module again (≈ 10 s each).
unexport PYTHONDONTWRITEBYTECODE
PY := $(VENV)/bin/python
HOST := 127.0.0.1
PORT ?= 8888
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ALLOW_ROOT := $(shell [ "$$(id -u)" = 0 ] && echo --ServerApp.allow_root=True)
CHROMIUM := /usr/bin/chromium

.PHONY: start class test check golden lint bench soak chromium postgresql hub-proxy cjk-font install jupyter-links clean

# The venv is rebuilt when pyproject.toml changes.
$(VENV)/.installed: pyproject.toml
	@if [ ! -x "$(PY)" ]; then \
	  $(PYTHON) -m venv $(VENV) || { \
	    echo "python venv module missing: installing it with apt"; \
	    $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3-venv && \
	    $(PYTHON) -m venv $(VENV); }; \
	fi
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e ".[test]"
	touch $@

install: $(VENV)/.installed jupyter-links

# The Jupyter/Voilà settings and the offline template are data-files (pyproject.toml): a
# normal install puts them under the environment's etc/jupyter and share/jupyter, an
# editable one leaves them out, so link them there (a plain `.venv/bin/voila` uses them).
jupyter-links:
	@mkdir -p $(VENV)/etc/jupyter $(VENV)/share/jupyter/voila/templates
	@for f in voila.json jupyter_server_config.json; do \
	  ln -sfn "$(CURDIR)/jupyter/config/$$f" "$(VENV)/etc/jupyter/$$f"; done
	@ln -sfn "$(CURDIR)/jupyter/data/voila/templates/cardlab" \
	  "$(VENV)/share/jupyter/voila/templates/cardlab"

# Debian's chromium for the browser tests (Playwright drives it; it never downloads a browser).
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  echo "installing Debian's chromium for the browser tests"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	fi

# Debian's PostgreSQL for the class-database tests and benchmarks/school_load.py: they make a
# throwaway cluster in a temporary folder (tests/support/postgres.py); the package's own
# cluster is not used, so it is stopped again when the install started it.
postgresql:
	@if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v pg_ctl >/dev/null; then \
	  echo "installing Debian's postgresql for the class-database tests"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql && \
	  { $(SUDO) service postgresql stop >/dev/null 2>&1 || true; }; \
	fi

# JupyterHub's proxy for the hub test (tests/browser/test_hub.py): configurable-http-proxy
# from npm into node_modules/.bin, the version package-lock.json pins (Debian's nodejs and
# npm with apt when there is no npm). Nothing is fetched when the test runs.
HUB_PROXY := node_modules/.bin/configurable-http-proxy
$(HUB_PROXY): package.json package-lock.json
	@if ! command -v npm >/dev/null; then \
	  echo "installing Debian's nodejs and npm for JupyterHub's proxy"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm; \
	fi
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

hub-proxy: $(HUB_PROXY)

# Japanese words need a CJK font in the browser. On Linux: look for one with fontconfig and,
# if there is none, install Debian/Ubuntu's fonts-noto-cjk with apt (as python3-venv above);
# without apt, or when that fails, say how. Other systems ship CJK fonts.
cjk-font:
	@if [ "$$(uname -s)" = Linux ] && ! { command -v fc-list >/dev/null && \
	    [ -n "$$(fc-list :lang=ja family)" ]; }; then \
	  echo "No Japanese (CJK) font found: the lessons' Japanese would show as boxes."; \
	  if command -v apt-get >/dev/null; then \
	    echo "Installing fonts-noto-cjk with apt."; \
	    $(SUDO) apt-get update -qq && \
	    $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk || \
	    echo "Could not install it: run 'sudo apt-get install fonts-noto-cjk', then reload the page."; \
	  else \
	    echo "Install your distribution's Noto CJK fonts (Fedora: google-noto-sans-cjk-fonts," \
	      "Arch: noto-fonts-cjk, openSUSE: noto-sans-cjk-fonts), then reload the page."; \
	  fi; \
	fi

# Dashboards are served by Voila's server extension under /voila/render/dashboards/<game>.ipynb;
# jupyter/ adds kernel culling, Voila's settings and its offline page template (jupyter/README.md).
start: install cjk-font
	JUPYTER_CONFIG_PATH="$(CURDIR)/jupyter/config$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}" \
	JUPYTER_PATH="$(CURDIR)/jupyter/data$${JUPYTER_PATH:+:$$JUPYTER_PATH}" \
	  $(VENV)/bin/jupyter lab --ServerApp.ip=$(HOST) --ServerApp.port=$(PORT) \
	  --ServerApp.root_dir=notebooks --LabApp.default_url=/voila/render/index.ipynb $(ALLOW_ROOT)

# A classroom on one machine, two doors (cardlab/classroom_server.py): the students' pages on the
# room's network (CLASS_HOST, PORT; standalone Voilà with the game dashboards only, no token, at
# most MAX_KERNELS kernels) and the teacher's board apart (TEACHER_HOST, 127.0.0.1: this computer
# only; TEACHER_PORT, PORT+1) behind a fresh random token of its own. Ctrl-C stops both.
CLASS_HOST ?= 0.0.0.0
TEACHER_HOST ?= 127.0.0.1
TEACHER_PORT ?= $(shell echo $$(( $(PORT) + 1 )))
MAX_KERNELS ?= 60
class: install cjk-font
	$(PY) -m cardlab.classroom_server --host $(CLASS_HOST) --port $(PORT) \
	  --teacher-host $(TEACHER_HOST) --teacher-port $(TEACHER_PORT) \
	  --max-kernels $(MAX_KERNELS) --root "$(CURDIR)/notebooks"

lint: install
	$(VENV)/bin/ruff check cardlab tests benchmarks

# Three pytest-xdist processes on this 2-core machine (JOBS=1 for one, JOBS=auto for one a
# core): each takes a whole test file at a time (--dist loadfile), so a module's servers and a
# notebook's cells stay in one process. The browser tests mostly wait for kernels and pages:
# with two processes the cores were busy 82 % of a run, with three 96 % (README, Testing).
# The long files go first (conftest.py orders them; --no-loadscope-reorder keeps that order).
JOBS ?= 3
test: install chromium postgresql hub-proxy lint
	$(PY) -m pytest -q -ra --durations=25 -n $(JOBS) --dist loadfile --no-loadscope-reorder

# The fast loop: every test but the slow and browser ones (notebooks too), in under a minute.
check: install postgresql
	$(VENV)/bin/ruff check cardlab tests benchmarks
	$(PY) -m pytest -q -m "not slow and not browser" -p no:randomly -n $(JOBS) --dist loadfile

# Rewrite tests/golden/*.json after an intended change of behaviour (then read the diff).
golden: install
	$(PY) -m tests.golden --update

# Soak: SOAK_GAMES seeded random games per game and player count on every core, every step
# checked (tests/support/soak.py); a failure names the game, seed and step. `make test` runs 200.
SOAK_GAMES ?= 10000
soak: install
	$(PY) -m tests.support.soak --games $(SOAK_GAMES)

# Benchmarks print their figures; OpenSpiel goes into a venv of its own.
bench: install postgresql
	@for f in benchmarks/[!_]*.py; do case $$f in *vs_openspiel*) ;; *) echo "== $$f"; $(PY) $$f;; esac; done
	@if [ ! -x .venv-bench/bin/python ]; then $(PYTHON) -m venv .venv-bench && \
	  .venv-bench/bin/pip install -q -e . open-spiel; fi
	.venv-bench/bin/python benchmarks/vs_openspiel.py

clean:
	rm -rf $(VENV) .venv-bench node_modules
