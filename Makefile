# Ciudadelas — every target creates and uses .venv by itself.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
RUN_STAMP := $(VENV)/.stamp-run
DEV_STAMP := $(VENV)/.stamp-dev

.PHONY: run test check bench lint lock dist locales screenshots test-deps clean

# One line per step for the player; pip's own output (and its warnings) goes to $(INSTALL_LOG).
INSTALL_LOG := $(VENV)/install.log
PIP := $(BIN)/python -m pip --quiet --disable-pip-version-check --no-input
define pip_step
	@echo "$(1)"
	@$(PIP) $(2) >>$(INSTALL_LOG) 2>&1 || { echo "  failed: the details are in $(INSTALL_LOG)" >&2; tail -n 20 $(INSTALL_LOG) >&2; exit 1; }
endef

$(BIN)/python:
	@echo "Creating the environment in $(VENV)/ (once)…"
	@$(PYTHON) -m venv $(VENV) || { echo "  failed: Python 3.11+ with the venv module is needed" >&2; exit 1; }
	$(call pip_step,Updating pip…,install --upgrade pip)

$(RUN_STAMP): pyproject.toml | $(BIN)/python
	$(call pip_step,Installing the game and its libraries (the first time takes a minute)…,install -e .)
	@touch $@

$(DEV_STAMP): pyproject.toml | $(BIN)/python
	$(call pip_step,Installing the game with the development tools…,install -e '.[dev]')
	@touch $@ $(RUN_STAMP)

## make run: install and start the game (make run ARGS="--lang es" for Spanish)
run: $(RUN_STAMP)
	@echo "Starting Ciudadelas…"
	@$(BIN)/citadels $(ARGS)

## make test: install the dev extras and the system tools the tests need, run the whole suite on every core
test: $(DEV_STAMP) test-deps
	$(BIN)/python -m pytest -n auto

## make check: the fast tier (every rule, every scene drawn once; no builds, kill runs or long games)
check: $(DEV_STAMP)
	$(BIN)/python -m pytest -n auto -m "not slow"

test-deps:
	@bash tools/install-test-deps.sh

## make bench: run every benchmark in bench/ and write their figures to bench/README.md (bench/run.py)
bench: $(DEV_STAMP)
	$(BIN)/python bench/run.py

## make lint: ruff, mypy, and actionlint on the GitHub workflows (tools/lint.py; Windows runs that script)
lint: $(DEV_STAMP)
	$(BIN)/python tools/lint.py

## make lock: rewrite the hashed locks in requirements/ from pyproject.toml (tools/lock.py, with uv from PyPI)
lock: $(DEV_STAMP)
	$(call pip_step,Installing uv…,install uv)
	$(BIN)/python tools/lock.py

## make dist: standalone one-file + one-folder builds and the release archive in dist/ (build/build.py)
dist: $(DEV_STAMP)
	$(BIN)/python build/build.py

## make screenshots: the README's pictures in docs/screenshots/, drawn by the game itself, headless
SHOT := $(BIN)/citadels screenshot
screenshots: $(RUN_STAMP)
	$(SHOT) --scene table --lang en --size 1920x1080 --players 5 --seed 11 --out docs/screenshots/table-en.png
	$(SHOT) --scene table --lang es --size 1280x720 --players 4 --seed 7 --out docs/screenshots/table-es.png
	$(SHOT) --scene draft --lang es --size 1280x720 --players 7 --seed 3 --out docs/screenshots/draft-es.png
	$(SHOT) --scene gameover --lang es --size 1280x720 --players 4 --seed 5 --out docs/screenshots/gameover-es.png
	$(SHOT) --scene setup --lang en --size 1280x720 --out docs/screenshots/setup-en.png
	$(SHOT) --scene menu --lang es --size 1280x720 --out docs/screenshots/menu-es.png
	$(SHOT) --scene saves --lang es --size 1280x720 --out docs/screenshots/saves-es.png
	$(SHOT) --scene rules --lang en --size 1280x720 --out docs/screenshots/rules-en.png
	$(SHOT) --scene review_coach --lang en --size 1280x720 --players 4 --seed 1 --out docs/screenshots/review-coach-en.png
	$(SHOT) --scene your_games --lang es --size 1280x720 --out docs/screenshots/your-games-es.png

locales: $(DEV_STAMP)
	$(BIN)/python tools/i18n.py extract
	$(BIN)/python tools/i18n.py update
	$(BIN)/python tools/i18n.py compile

clean:
	rm -rf dist build/work build/out .pytest_cache .mypy_cache .ruff_cache
