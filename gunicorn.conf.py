"""gunicorn settings for the web process (Procfile, Dockerfile and `make run` share this file)."""
import multiprocessing
import os

bind = f"0.0.0.0:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count() * 2 + 1))
# Requests are pure computation on a state the client sends; anything slower than this is a fault.
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 10
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")
