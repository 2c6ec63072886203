# The two commands of the README's quick start. Each sets itself up on a machine with Python 3.11 and pip.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000

.PHONY: run test bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.installed

run: $(VENV)/.installed
	PORT=$(PORT) $(BIN)/gunicorn --config gunicorn.conf.py 'service.app:create_app()'

test: $(VENV)/.installed-test
	$(BIN)/python -m pytest $(PYTEST_ARGS)

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
