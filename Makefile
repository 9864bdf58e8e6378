# Factlock: `make run` sets up everything and serves the demo; `make test` checks it.
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: install lock upgrade run migrate seed reset test check-deploy test-postgres postgres-running bench bench-llm wrk lint typecheck clean

# Every package, pip and setuptools included, at the version and hash requirements.lock names;
# then the project itself, without asking for anything more. `make upgrade` renews the lock.
$(STAMP): pyproject.toml requirements.lock
	@command -v $(PYTHON) >/dev/null || { echo "Python 3.11 is required ($(PYTHON) not found)"; exit 1; }
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --require-hashes -r requirements.lock
	$(PY) -m pip install --quiet --no-deps --no-build-isolation -e .
	touch $(STAMP)

# The lock, written anew from pyproject.toml: `lock` keeps every pin it can (after a dependency is
# added or a range changed), `upgrade` moves every package to its newest release the ranges allow,
# installs it and runs the tests, so a new release is met on purpose. Commit the lock with the fix.
PIP_COMPILE = $(VENV)/bin/pip-compile --quiet --generate-hashes --allow-unsafe --strip-extras \
	--extra server --extra dev --extra bench --no-emit-index-url --no-emit-find-links \
	--output-file requirements.lock
lock: $(STAMP)
	$(PIP_COMPILE) pyproject.toml
	$(MAKE) install

upgrade: $(STAMP)
	$(PIP_COMPILE) --upgrade pyproject.toml
	$(MAKE) install
	$(MAKE) test

# A development machine's settings, written once: its own random SECRET_KEY (the server refuses
# to start with DEBUG off and no key) and /metrics open to the machine itself (README,
# Configuration). An existing .env is left as it is.
.env:
	@$(PYTHON) -c 'import secrets; print("# Written by make for this machine; see README, Configuration.\nSECRET_KEY=" + secrets.token_urlsafe(50) + "\nFACTLOCK_METRICS_NETWORKS=127.0.0.1/32,::1/128")' > .env
	@echo "Wrote .env with a random SECRET_KEY"

install: $(STAMP) .env

migrate: $(STAMP) .env
	$(PY) manage.py migrate --noinput

# The demo venue goes only into an empty database: staff edits survive every `make run`.
seed: migrate
	$(PY) manage.py seed_demo --if-empty

# Starts over: deletes every row (staff accounts too) and loads the demo venue again.
reset: migrate
	$(PY) manage.py flush --noinput
	$(PY) manage.py seed_demo

# `make run PORT=8001` (or HOST=0.0.0.0 to listen beyond this machine; add the host's name to
# ALLOWED_HOSTS then) serves elsewhere.
HOST ?= 127.0.0.1
PORT ?= 8000
run: seed
	$(PY) manage.py runserver --insecure $(HOST):$(PORT)

# The gates first (lint, format, types), then the whole suite with every warning an error, and
# its coverage per module, in TEST_WORKERS processes (pytest-xdist; each test file runs whole in
# one of them, and each process claims a Redis database of its own). TEST_WORKERS=0 runs it in one.
TEST_WORKERS ?= 2
test: $(STAMP) .env lint typecheck
	$(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadfile --cov --cov-report=term

# Django's deployment checks with the settings a production server would have: every warning fails.
DEPLOY_ENV = DEBUG=false SECRET_KEY=$$($(PY) -c 'import secrets; print(secrets.token_urlsafe(50))') \
	ALLOWED_HOSTS=factlock.example.ch FACTLOCK_HTTPS=true SECURE_HSTS_INCLUDE_SUBDOMAINS=true \
	SECURE_HSTS_PRELOAD=true
check-deploy: $(STAMP)
	$(DEPLOY_ENV) $(PY) manage.py check --deploy --fail-level WARNING

# The tests that use the database, on PostgreSQL; pytest-django creates its test_… databases.
POSTGRES_HOST ?= 127.0.0.1
POSTGRES_PORT ?= 5432
POSTGRES_USER ?= postgres
POSTGRES_DB ?= test
POSTGRES_URL := postgres://$(POSTGRES_USER)@$(POSTGRES_HOST):$(POSTGRES_PORT)/$(POSTGRES_DB)
POSTGRES_ADMIN_URL := postgresql://$(POSTGRES_USER)@$(POSTGRES_HOST):$(POSTGRES_PORT)/postgres
POSTGRES_TESTS ?= tests/booking tests/api
PG_ANSWERS = $(PY) -c 'import sys, psycopg; psycopg.connect(sys.argv[1], connect_timeout=3).close()' "$(POSTGRES_ADMIN_URL)" 2>/dev/null
PG_DATABASE_ENSURE = $(PY) -c 'import sys, psycopg; c = psycopg.connect(sys.argv[1], autocommit=True); c.execute("SELECT 1 FROM pg_database WHERE datname = %s", [sys.argv[2]]).fetchone() or c.execute(f"CREATE DATABASE \"{sys.argv[2]}\"")' "$(POSTGRES_ADMIN_URL)" "$(POSTGRES_DB)"

test-postgres: postgres-running .env
	DATABASE_URL=$(POSTGRES_URL) FACTLOCK_TEST_POSTGRES_URL=$(POSTGRES_URL) $(PY) -m pytest -q $(POSTGRES_TESTS)

# A server that answers at POSTGRES_HOST:POSTGRES_PORT, or Debian's, installed and started here
# (as root). A cluster installed here lets local connections in without a password, as the tests'
# URLs expect.
postgres-running: $(STAMP)
	@$(PG_ANSWERS) || { \
	  case "$(POSTGRES_HOST)" in 127.0.0.1|localhost) ;; *) \
	    echo "PostgreSQL does not answer at $(POSTGRES_HOST):$(POSTGRES_PORT)"; exit 1;; esac; \
	  [ "$$(id -u)" = 0 ] || { \
	    echo "PostgreSQL does not answer at $(POSTGRES_HOST):$(POSTGRES_PORT), and installing or starting it needs root: start a server (or set POSTGRES_HOST/POSTGRES_PORT) and run make test-postgres again"; exit 1; }; \
	  if ! ls -d /etc/postgresql/*/main >/dev/null 2>&1; then \
	    echo "Installing PostgreSQL with apt-get"; \
	    apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql || exit 1; \
	    sed -i '1i host all all 127.0.0.1/32 trust' /etc/postgresql/*/main/pg_hba.conf; \
	    pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql) main reload 2>/dev/null; \
	  fi; \
	  pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql) main start; \
	  for second in $$(seq 30); do $(PG_ANSWERS) && break; sleep 1; done; \
	  $(PG_ANSWERS) || { echo "PostgreSQL did not start: see /var/log/postgresql/"; exit 1; }; \
	}
	@$(PG_DATABASE_ENSURE)

# Figures, not a gate: a missed target is named in the summary and the command still succeeds.
# bench/load.py uses wrk when it is installed (`make wrk`, as root) and its own generator if not.
bench: $(STAMP) .env
	$(PY) -m bench

# The sandwich against a real local model (llama.cpp's server, a GGUF model from PyPI), built once
# into .bench-llm/ and run on loopback: `make bench-llm BENCH_LLM_ARGS="--limit 8"` runs a few turns.
BENCH_LLM_ARGS ?=
bench-llm: $(STAMP) .env
	$(PY) -m bench.llm $(BENCH_LLM_ARGS)

# The load generator of bench/load.py, from Debian's packages (as root); without it, the bench
# uses a slower one of its own. Not run by any other target.
wrk:
	@command -v wrk >/dev/null || { [ "$$(id -u)" = 0 ] \
	  && { apt-get install -y -q wrk >/dev/null 2>&1 || { apt-get update -q && apt-get install -y -q wrk; }; } \
	  || echo "wrk is not installed (apt-get install wrk, as root): bench/load.py uses its Python generator"; }

lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

# mypy, strict on the library `safety`, checked on the rest (configured in pyproject.toml,
# [tool.mypy]). The Django plugin imports config.settings, which refuses to load without a
# SECRET_KEY: a key that signs nothing lets it load on a fresh clone without .env.
typecheck: $(STAMP)
	SECRET_KEY=$${SECRET_KEY:-typecheck-only-signs-nothing} $(PY) -m mypy

clean:
	rm -rf $(VENV) .pytest_cache db.sqlite3
	@echo "kept .bench-llm/ (the built model runtime): rm -rf .bench-llm to rebuild it"
