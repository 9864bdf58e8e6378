"""Factlock settings. Every deployment-specific value comes from the environment (see README)."""

import importlib.util
import ipaddress

from django.core.exceptions import ImproperlyConfigured

from .env import BASE_DIR, env

DEBUG = env.bool("DEBUG", default=False)
# The key of the published code signs nothing in production: without DEBUG, a key of one's own
# is required (`make install` writes a random one into .env for a development machine).
PUBLISHED_SECRET_KEY = "factlock-insecure-development-key-change-me"
SECRET_KEY = env.str("SECRET_KEY", default="") or (PUBLISHED_SECRET_KEY if DEBUG else "")
if not DEBUG and SECRET_KEY in ("", PUBLISHED_SECRET_KEY):
    raise ImproperlyConfigured(
        "SECRET_KEY is not set, or is the development key published with Factlock's code: the "
        "server will not start with DEBUG off. Set SECRET_KEY in the environment or in .env to a "
        "long random value, e.g. the output of "
        "python -c 'import secrets; print(secrets.token_urlsafe(50))' "
        "(make install writes one into .env on a development machine)."
    )
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["127.0.0.1", "localhost", "testserver"])
CSRF_TRUSTED_ORIGINS = env.list("CSRF_TRUSTED_ORIGINS", default=[])

# HTTPS. FACTLOCK_HTTPS=true is the one switch for a site served over HTTPS: redirect plain HTTP,
# send cookies over HTTPS only, and tell browsers so for a year (HSTS). Each setting can also be
# set on its own. Behind a proxy that ends TLS, SECURE_PROXY_SSL_HEADER names the header it sets
# ("X-Forwarded-Proto"): a request whose header says "https" counts as secure. Only set it when
# the proxy always sets (or strips) that header, or a client could claim HTTPS.
_HTTPS = env.bool("FACTLOCK_HTTPS", default=False)
SECURE_SSL_REDIRECT = env.bool("SECURE_SSL_REDIRECT", default=_HTTPS)
SESSION_COOKIE_SECURE = env.bool("SESSION_COOKIE_SECURE", default=_HTTPS)
CSRF_COOKIE_SECURE = env.bool("CSRF_COOKIE_SECURE", default=_HTTPS)
SECURE_HSTS_SECONDS = env.int("SECURE_HSTS_SECONDS", default=365 * 24 * 3600 if _HTTPS else 0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env.bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", default=False)
SECURE_HSTS_PRELOAD = env.bool("SECURE_HSTS_PRELOAD", default=False)
_PROXY_SSL_HEADER = env.str("SECURE_PROXY_SSL_HEADER", default="")
SECURE_PROXY_SSL_HEADER = (
    ("HTTP_" + _PROXY_SSL_HEADER.upper().replace("-", "_"), "https") if _PROXY_SSL_HEADER else None
)
# Health checks of a load balancer come over plain HTTP on the inside.
SECURE_REDIRECT_EXEMPT = [r"^api/v1/health/?$"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "core",
    "booking",
]
# Swagger UI files served by the project itself, so /api/v1/docs/ works without internet access.
if importlib.util.find_spec("drf_spectacular_sidecar"):
    INSTALLED_APPS.append("drf_spectacular_sidecar")

MIDDLEWARE = [
    # First, so every log line of the request, from any middleware on, carries its id.
    "core.request_id.RequestIdMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

# Django's default storage (a cookie, the session for the rest), its cookie signer made only
# when a message is read or written: API calls show none.
MESSAGE_STORAGE = "core.messages.MessageStorage"

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": env.db("DATABASE_URL", default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Concurrent writers wait for the lock instead of failing at once.
    DATABASES["default"].setdefault("OPTIONS", {}).setdefault("timeout", 20)
    # Transactions take the write lock when they begin, so booking writers run one after another
    # (PostgreSQL gets the same guarantee from SELECT ... FOR UPDATE on the room; see booking/).
    DATABASES["default"]["OPTIONS"].setdefault("transaction_mode", "IMMEDIATE")
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]

LANGUAGE_CODE = "en"
# The admin writes dates and times the venue's way (24-hour clock): config/formats/en/formats.py.
FORMAT_MODULE_PATH = ["config.formats"]
TIME_ZONE = env.str("TIME_ZONE", default="Europe/Zurich")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "DEFAULT_SCHEMA_CLASS": "booking.api.schema.FactlockAutoSchema",
    "EXCEPTION_HANDLER": "booking.api.errors.exception_handler",
    "DEFAULT_PARSER_CLASSES": ["booking.api.parsers.BoundedJsonParser"],
    "DEFAULT_CONTENT_NEGOTIATION_CLASS": "booking.api.negotiation.ApiContentNegotiation",
    # Requests per client IP on the endpoints that compose or check a text (booking/api/throttling.py).
    "DEFAULT_THROTTLE_RATES": {
        "chat": env.str("FACTLOCK_CHAT_RATE", default="30/minute"),
        "verify": env.str("FACTLOCK_VERIFY_RATE", default="120/minute"),
    },
    # Proxies in front of the server that append to X-Forwarded-For. 0: the client is
    # REMOTE_ADDR and a client's own X-Forwarded-For header is ignored.
    "NUM_PROXIES": env.int("FACTLOCK_NUM_PROXIES", default=0),
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Factlock API",
    "DESCRIPTION": "Canonical venue data, availability and quotes, and verification of LLM replies.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    # "kind" names issue kinds and term kinds alike: the term kinds get a name of their own.
    "ENUM_NAME_OVERRIDES": {"TermKindEnum": ["product", "feature"]},
}
if "drf_spectacular_sidecar" in INSTALLED_APPS:
    SPECTACULAR_SETTINGS |= {
        "SWAGGER_UI_DIST": "SIDECAR",
        "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
        "REDOC_DIST": "SIDECAR",
    }

_CELERY_BROKER = env.str("CELERY_BROKER_URL", default="")
# Without a broker, tasks run in-process (the embedded default). Celery still takes a producer
# to serialize an eager task's arguments; the in-memory transport gives it one without a server.
CELERY_TASK_ALWAYS_EAGER = not _CELERY_BROKER
CELERY_BROKER_URL = _CELERY_BROKER or "memory://"
CELERY_RESULT_BACKEND = env.str("CELERY_RESULT_BACKEND", default=_CELERY_BROKER) or None
CELERY_TASK_EAGER_PROPAGATES = True
# A task is acknowledged when it has finished, so one whose worker dies is delivered again.
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BROKER_TRANSPORT_OPTIONS = {
    # Redis: a task neither acknowledged nor finished this many seconds after delivery (its worker
    # was killed) goes back to the queue. Longer than the longest task, or a slow task runs twice.
    "visibility_timeout": env.int("CELERY_VISIBILITY_TIMEOUT", default=3600),
    # How often a worker looks for such tasks.
    "unacked_restore_interval": env.int("CELERY_UNACKED_RESTORE_INTERVAL", default=60),
    "unacked_restore_throttle": 1,
}

# Read through core.settings.factlock_settings(), which checks every value at start-up.
FACTLOCK = {
    "VAT_RATE": env.str("FACTLOCK_VAT_RATE", default="8.1"),
    "VERIFY_MAX_TEXT_CHARS": env.int("FACTLOCK_VERIFY_MAX_TEXT_CHARS", default=20_000),
    # An event asked for with a start time only is quoted for this many hours.
    "DEFAULT_EVENT_HOURS": env.int("FACTLOCK_DEFAULT_EVENT_HOURS", default=4),
    # The language of replies to messages in a language the venue does not answer in.
    "DEFAULT_LANGUAGE": env.str("FACTLOCK_DEFAULT_LANGUAGE", default="en"),
    "CHAT_MAX_MESSAGE_CHARS": env.int("FACTLOCK_CHAT_MAX_MESSAGE_CHARS", default=5_000),
    # Client messages one conversation takes; the next is a 409 (each turn reads the earlier).
    "CHAT_MAX_TURNS": env.int("FACTLOCK_CHAT_MAX_TURNS", default=100),
    # Options the chat places per client address and per e-mail address in a day; past them a
    # hold is recorded as a lead for staff, and no room is held.
    "CHAT_HOLDS_PER_ADDRESS": env.int("FACTLOCK_CHAT_HOLDS_PER_ADDRESS", default=3),
    "CHAT_HOLDS_PER_EMAIL": env.int("FACTLOCK_CHAT_HOLDS_PER_EMAIL", default=2),
    # "template" writes replies itself; "openai" has an OpenAI-compatible server rephrase them.
    "VERBALIZER_BACKEND": env.str("VERBALIZER_BACKEND", default="template"),
    "OPENAI_BASE_URL": env.str("OPENAI_BASE_URL", default="https://api.openai.com/v1"),
    "OPENAI_API_KEY": env.str("OPENAI_API_KEY", default=""),
    "VERBALIZER_MODEL": env.str("VERBALIZER_MODEL", default="gpt-4o-mini"),
    "VERBALIZER_TIMEOUT": env.float("VERBALIZER_TIMEOUT", default=20.0),
    "VERBALIZER_RETRIES": env.int("VERBALIZER_RETRIES", default=1),
    "VERBALIZER_TEMPERATURE": env.float("VERBALIZER_TEMPERATURE", default=0.2),
    # The most tokens one answer may take (less for a short draft: about twice the draft's).
    "VERBALIZER_MAX_TOKENS": env.int("VERBALIZER_MAX_TOKENS", default=1024),
    # The OpenAI-compatible server the proxy (/api/v1/openai/) forwards to; by default the
    # verbalizer's own.
    "UPSTREAM_BASE_URL": env.str(
        "FACTLOCK_UPSTREAM_BASE_URL",
        default=env.str("OPENAI_BASE_URL", default="https://api.openai.com/v1"),
    ),
    "UPSTREAM_API_KEY": env.str(
        "FACTLOCK_UPSTREAM_API_KEY", default=env.str("OPENAI_API_KEY", default="")
    ),
    "UPSTREAM_TIMEOUT": env.float(
        "FACTLOCK_UPSTREAM_TIMEOUT", default=env.float("VERBALIZER_TIMEOUT", default=20.0)
    ),
    # A rephrasing with more wrong or invented facts than this share is re-asked, not corrected.
    "MAX_WRONG_SHARE": env.float("FACTLOCK_MAX_WRONG_SHARE", default=0.5),
    "REPHRASE_RETRIES": env.int("FACTLOCK_REPHRASE_RETRIES", default=1),
    "REPHRASE_CACHE_SECONDS": env.int("FACTLOCK_REPHRASE_CACHE_SECONDS", default=24 * 3600),
    # POST /api/v1/verify reads the venue's catalog at most this often per process (0: every
    # request); a catalog change seen by the cache's catalog version is read at once.
    "VERIFY_CATALOG_SECONDS": env.int("FACTLOCK_VERIFY_CATALOG_SECONDS", default=5),
    # The Redis transport can lose a task whose worker dies between taking it from the queue and
    # recording it as unacknowledged. A worker looks this often (0: never) for replies pending
    # longer than REPLY_REQUEUE_AFTER_SECONDS since they were queued, and queues them again.
    "REPLY_REQUEUE_INTERVAL_SECONDS": env.int("FACTLOCK_REPLY_REQUEUE_INTERVAL", default=60),
    "REPLY_REQUEUE_AFTER_SECONDS": env.int("FACTLOCK_REPLY_REQUEUE_AFTER", default=600),
    # A worker looks this often (0: never) for options held past their last day and releases
    # them (booking.services.options); a chat turn also does so before it offers rooms.
    "OPTION_RELEASE_INTERVAL_SECONDS": env.int("FACTLOCK_OPTION_RELEASE_INTERVAL", default=3600),
}

CACHES = {"default": env.cache("CACHE_URL", default="locmemcache://")}

# /metrics answers a bearer token (FACTLOCK_METRICS_TOKEN) from anywhere, and without it only
# clients in these networks (the client IP as throttling reads it, see FACTLOCK_NUM_PROXIES).
# None by default: behind a reverse proxy on the same machine every request would come from
# 127.0.0.1. The .env that make install writes lets the development machine itself in.
METRICS_TOKEN = env.str("FACTLOCK_METRICS_TOKEN", default="")
METRICS_NETWORKS = env.list("FACTLOCK_METRICS_NETWORKS", default=[])
for _network in METRICS_NETWORKS:
    try:
        ipaddress.ip_network(_network, strict=False)
    except ValueError as _error:
        raise ImproperlyConfigured(f"FACTLOCK_METRICS_NETWORKS: {_error}") from _error

# Sign-in attempts to the admin per client IP that fail; beyond them 429 until the window ends.
ADMIN_LOGIN_FAILURES = env.str("FACTLOCK_ADMIN_LOGIN_FAILURES", default="10/hour")
_count, _, _period = ADMIN_LOGIN_FAILURES.partition("/")
if not (_count.isdigit() and _period.strip()[:1] in ("s", "m", "h", "d")):
    raise ImproperlyConfigured(
        f"FACTLOCK_ADMIN_LOGIN_FAILURES: {ADMIN_LOGIN_FAILURES!r} is no rate such as 10/hour."
    )

# json: one JSON object per line, for log collectors; text: one readable line per record.
LOG_FORMAT = env.str("LOG_FORMAT", default="text" if DEBUG else "json")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"request_id": {"()": "core.logging.RequestIdFilter"}},
    "formatters": {"console": {"()": "core.logging.console_formatter", "log_format": LOG_FORMAT}},
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "filters": ["request_id"],
            "formatter": "console",
        }
    },
    "root": {"handlers": ["console"], "level": env.str("LOG_LEVEL", default="INFO")},
    # Django's own loggers write through the same handler, once, in the same format.
    "loggers": {
        "django": {"handlers": [], "level": "INFO", "propagate": True},
        "django.server": {"handlers": [], "level": "INFO", "propagate": True},
        # One line per LLM request is noise; failures reach the audit trail and the metrics.
        "httpx": {"level": "WARNING"},
        "httpcore": {"level": "WARNING"},
        # Eager tasks (no broker) would log every run.
        "celery.app.trace": {"level": "WARNING" if CELERY_TASK_ALWAYS_EAGER else "INFO"},
        # Without a broker the in-memory transport warns that it has no hostname, which is moot.
        "kombu.connection": {"level": "ERROR" if CELERY_TASK_ALWAYS_EAGER else "WARNING"},
    },
}
