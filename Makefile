# Ciudadelas — every target creates and uses .venv by itself.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
RUN_STAMP := $(VENV)/.stamp-run
DEV_STAMP := $(VENV)/.stamp-dev

.PHONY: run test bench lint dist locales test-deps clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(RUN_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(DEV_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@ $(RUN_STAMP)

## make run: install and start the game
run: $(RUN_STAMP)
	$(BIN)/citadels

## make test: install the dev extras and the system tools the tests need, run the whole suite
test: $(DEV_STAMP) test-deps
	$(BIN)/python tools/i18n.py compile
	$(BIN)/python -m pytest

test-deps:
	@bash tools/install-test-deps.sh

## make bench: speed and strength figures (see bench/README.md)
bench: $(DEV_STAMP)
	$(BIN)/python bench/run.py

lint: $(DEV_STAMP)
	$(BIN)/ruff check citadels tests bench tools
	$(BIN)/mypy

## make dist: standalone one-file + one-folder builds and the release archive in dist/ (build/build.py)
dist: $(DEV_STAMP)
	$(BIN)/python build/build.py

locales: $(DEV_STAMP)
	$(BIN)/python tools/i18n.py extract
	$(BIN)/python tools/i18n.py update
	$(BIN)/python tools/i18n.py compile

clean:
	rm -rf dist build/work build/out .pytest_cache .mypy_cache .ruff_cache
